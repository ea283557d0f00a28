import Foundation
import Testing

@testable import cvkit

/// `Docs/CLI.md` is written from the command declarations; it fails here as soon as it
/// and the tool disagree. `CVKIT_RECORD_CLI_DOC=1` rewrites it.
@Suite("Docs/CLI.md is the tool's own reference")
struct CLIReferenceTests {
    static let document = CLIRunner.packageRoot.appendingPathComponent("Docs/CLI.md")

    @Test func theCommittedReferenceIsWhatTheToolPrints() throws {
        let printed = try CLIRunner.run(["help", "--markdown"])
        #expect(printed.status == 0)
        #expect(printed.stderr == "")
        #expect(printed.stdout == CommandLineTool.referenceDocument)
        if ProcessInfo.processInfo.environment["CVKIT_RECORD_CLI_DOC"] == "1" {
            try Data(printed.stdout.utf8).write(to: Self.document)
            return
        }
        let committed = try String(contentsOf: Self.document, encoding: .utf8)
        #expect(
            committed == printed.stdout,
            "Docs/CLI.md differs from `cvkit help --markdown`; rewrite it with CVKIT_RECORD_CLI_DOC=1 swift test --filter CLIReferenceTests"
        )
    }

    /// Every subcommand's help, as `cvkit help NAME` prints it, is in the document.
    @Test(arguments: CommandLineTool.commands.map(\.name))
    func everySubcommandsHelpIsInTheReference(name: String) throws {
        let help = try CLIRunner.run(["help", name])
        #expect(help.status == 0)
        let committed = try String(contentsOf: Self.document, encoding: .utf8)
        #expect(committed.contains("\n## `cvkit \(name)`\n"))
        #expect(committed.contains("```text\n$ cvkit help \(name)\n\(help.stdout)```\n"))
    }

    /// The exit statuses the document lists are the ones the tool returns.
    @Test func theExitStatusesAreTheToolsOwn() throws {
        #expect(CommandLineTool.exitStatuses.map(\.code) == [0, 1, 2, 64, 73])
        #expect(CLIError.usage("", usage: "").exitCode == 64)
        #expect(CLIError.failure("").exitCode == 1)
        #expect(CLIError.rejected("").exitCode == 1)
        #expect(CLIError.cannotCreate("").exitCode == 73)
        let reference = CommandLineTool.referenceDocument
        #expect(
            reference.contains(
                "| 2 | The command ran, but a plugin library failed to load (named in 'cvkit list' and 'cvkit plugins'). |\n"))
        #expect(reference.contains("| `--plugin-timeout <seconds>` | `10` |  | The time limit of a plugin's scan or isolated call. |\n"))
        #expect(
            try CLIRunner.run(["--help"]).stdout.contains(
                "  73                      new-plugin: the folder already exists (nothing is written).\n"))
    }
}
