import Foundation
import Testing

@testable import cvkit

/// The path of a program on PATH, if installed.
func installedProgram(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Runs a program with arguments; the exit status and what it printed.
func runProgram(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite("cvkit completion")
struct CompletionTests {
    /// A completion script written to a temporary file.
    func scriptFile(_ shell: String) throws -> (path: String, text: String) {
        let result = try CLIRunner.run(["completion", shell])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let path = try CLIRunner.temporaryFolder().appendingPathComponent("cvkit.\(shell)").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(result.stdout.utf8))
        return (path, result.stdout)
    }

    @Test(arguments: CompletionScript.shells)
    func everyScriptNamesEveryCommandAndOption(shell: String) throws {
        let text = try scriptFile(shell).text
        for command in CommandLineTool.commands {
            #expect(text.contains(command.name), "\(shell): \(command.name)")
            for option in command.options {
                let name = shell == "fish" ? "-l \(option.spec.name.dropFirst(2))" : option.spec.name
                #expect(text.contains(name), "\(shell): \(command.name) \(option.spec.name)")
            }
        }
        #expect(text.contains(shell == "fish" ? "-l plugin" : "--plugin"))
    }

    /// The shell itself accepts the script; a shell that is not installed is skipped
    /// (CI starts from a fresh machine).
    @Test(arguments: [("bash", "-n"), ("zsh", "-n"), ("fish", "--no-execute")])
    func theShellAcceptsTheScript(shell: String, flag: String) throws {
        guard let program = installedProgram(shell) else {
            print("SKIP: \(shell) is not installed; its completion script was not syntax-checked")
            return
        }
        let file = try scriptFile(shell)
        let result = try runProgram(program, [flag, file.path])
        #expect(result.status == 0, "\(shell) \(flag): \(result.output)")
    }

    @Test func bashCompletesSubcommandsOptionsValuesAndLayoutNames() throws {
        guard let bash = installedProgram("bash"), let cvkit = CLIRunner.executable else { return }
        let file = try scriptFile("bash")
        func complete(_ words: [String]) throws -> String {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let script = "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _cvkit; echo \"${COMPREPLY[*]}\""
            let path = cvkit.deletingLastPathComponent().path + ":/usr/bin:/bin"
            return try runProgram(bash, ["-c", script], environment: ["PATH": path]).output
        }
        #expect(try complete(["cvkit", "pre"]) == "preview\n")
        #expect(try complete(["cvkit", "--plugin", "x.so", "tr"]) == "transition\n")
        #expect(try complete(["cvkit", "preview", "flow", "--pa"]) == "--param\n")
        #expect(try complete(["cvkit", "preview", "flow", "--format", "s"]) == "svg\n")
        #expect(try complete(["cvkit", "describe", "wat"]) == "waterfall\n")
        #expect(try complete(["cvkit", "transition", "flow", "c"]) == "circle column-flow compositional coverflow\n")
        #expect(try complete(["cvkit", "updates", "--before", "3", "move"]) == "move move-section\n")
        #expect(try complete(["cvkit", "completion", ""]) == "bash zsh fish\n")
        #expect(try complete(["cvkit", "help", "u"]) == "updates\n")
    }

    @Test func anUnknownShellIsAUsageError() throws {
        #expect(
            try CLIRunner.run(["completion", "tcsh"])
                == .init(
                    status: 64, stdout: "",
                    stderr: "Error: invalid value 'tcsh' for <shell>: expected bash, zsh or fish\nUsage: cvkit completion <shell>\n"))
    }
}
