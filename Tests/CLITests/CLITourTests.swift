import Foundation
import Testing

/// Docs/CLITour.md shows the tool at work: every `$ cvkit …` line of its text blocks whose
/// output does not depend on time, with every file it reads shown on the page (a `$ cat
/// FILE` before it), is run here and must print what the page shows.
@Suite("Docs/CLITour.md shows what the tool prints")
struct CLITourTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var command: String
        var output: String
        /// The files the page shows before the command (`$ cat old.json`).
        var files: [String: String]
        var testDescription: String { command }
    }

    static let page = CLIRunner.packageRoot.appendingPathComponent("Docs/CLITour.md")

    /// The runnable examples of the page, in order.
    static var examples: [Example] {
        guard let text = try? String(contentsOf: page, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var files: [String: String] = [:]
        for block in text.components(separatedBy: "```text\n").dropFirst() {
            let lines = block.components(separatedBy: "\n```")[0].split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index < lines.count {
                guard lines[index].hasPrefix("$ ") else {
                    index += 1
                    continue
                }
                let command = String(lines[index].dropFirst(2))
                var end = index + 1
                while end < lines.count, !lines[end].hasPrefix("$ ") { end += 1 }
                let output = lines[(index + 1)..<end].joined(separator: "\n")
                if command.hasPrefix("cat ") {
                    files[String(command.dropFirst(4))] = output + "\n"
                } else if command.hasPrefix("cvkit "), runnable(command, files: files) {
                    examples.append(Example(command: command, output: output, files: files))
                }
                index = end
            }
        }
        return examples
    }

    /// Not a pipe, a redirection or quoted; not timed (`bench`); every file it names shown.
    static func runnable(_ command: String, files: [String: String]) -> Bool {
        guard !command.contains(where: { "|>\"'".contains($0) }), !command.hasPrefix("cvkit bench") else { return false }
        return command.split(separator: " ").allSatisfy { !$0.hasSuffix(".json") || files[String($0)] != nil }
    }

    @Test func thePageHasExamplesToRun() {
        #expect(Self.examples.count >= 15)
        #expect(Self.examples.contains { $0.command == "cvkit diff old.json new.json --format json" })
    }

    @Test(arguments: examples)
    func theExamplePrintsWhatThePageShows(_ example: Example) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, contents) in example.files {
            try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
        }
        let arguments = example.command.split(separator: " ").dropFirst().map(String.init)
        let result = try CLIRunner.run(arguments, environment: ["COLUMNS": "80"], in: folder)
        let printed = (result.stdout + result.stderr).trimmingCharacters(in: .newlines)
        #expect(printed == example.output.trimmingCharacters(in: .newlines), "re-run it and update Docs/CLITour.md")
    }
}
