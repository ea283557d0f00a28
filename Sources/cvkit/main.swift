// The cvkit command-line tool: see `cvkit --help` and the README's CLI section.
import Foundation

var tool = CommandLineTool(environment: ProcessInfo.processInfo.environment)
let status = tool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(tool.standardOutput.utf8))
FileHandle.standardError.write(Data(tool.standardError.utf8))
exit(status)
