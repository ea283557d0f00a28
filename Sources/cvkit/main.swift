// The cvkit command-line tool: see `cvkit --help` and Docs/CLI.md.
import Foundation

// Standard output carries only what the tool writes: anything else printed to it (by a
// plugin's code running in this process) goes to standard error instead.
let output = divertStandardOutput()
var tool = CommandLineTool(environment: ProcessInfo.processInfo.environment)
tool.answerDescriptor = output
let status = tool.run(Array(CommandLine.arguments.dropFirst()))
writeAll(output, tool.standardOutput)
FileHandle.standardError.write(Data(tool.standardError.utf8))
exit(status)
