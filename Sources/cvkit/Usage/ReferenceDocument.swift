import Foundation

/// `Docs/CLI.md`: the command-line reference, written from the same declarations as
/// `cvkit --help` and `cvkit help NAME`, so the document cannot say what the tool does not.
///
/// `cvkit help --markdown` prints it; `CLIReferenceTests` fails when the committed file
/// differs (`CVKIT_RECORD_CLI_DOC=1` rewrites it).
extension CommandLineTool {
    /// The exit statuses of every subcommand, in the order `cvkit --help` lists them.
    static let exitStatuses: [(code: Int32, meaning: String)] = [
        (0, "Success; every plugin library loaded."),
        (1, "The command failed (a layout, a file, a broken rule)."),
        (2, "The command ran, but a plugin library failed to load\n(named in 'cvkit list' and 'cvkit plugins')."),
        (64, "The command line is wrong."),
        (73, "new-plugin: the folder already exists (nothing is written)."),
    ]

    /// The whole reference in Markdown.
    static var referenceDocument: String {
        var out = """
            # `cvkit` command-line reference

            <!-- Written by `cvkit help --markdown` from the command declarations in Sources/cvkit; \
            do not edit by hand. CLIReferenceTests fails when this file and the tool disagree; \
            `CVKIT_RECORD_CLI_DOC=1 swift test --filter CLIReferenceTests` rewrites it. -->

            `cvkit` lists, describes, previews, checks and benchmarks every registered layout, renders \
            transitions, validates batch updates as UIKit would and computes the batch update between \
            two snapshot files. Run it with `swift run cvkit …` from the package, or build it with \
            `swift build -c release --product cvkit`. The data-file formats are in [DataFiles.md](DataFiles.md).


            """
        out += "| subcommand | what it does |\n|---|---|\n"
        for command in commands {
            out += "| [`\(command.synopsis)`](#\(anchor(for: command))) | \(cell(command.abstract)) |\n"
        }
        out += "\n## Global options\n\nBefore the subcommand; `--plugin` may appear anywhere before `--`.\n\n"
        out += optionTable(globalOptions.map(\.spec), implied: [("-h, --help", "Show help information.")])
        out += "\n## Exit status\n\n| code | meaning |\n|---|---|\n"
        for status in exitStatuses { out += "| \(status.code) | \(cell(status.meaning)) |\n" }
        out += "\n## `cvkit --help`\n\n```text\n\(help)```\n"
        for command in commands {
            out += "\n## `cvkit \(command.name)`\n\n\(cell(command.overview ?? command.abstract))\n\n"
            out += optionTable(command.options.map(\.spec), implied: [])
            out += "\n```text\n$ cvkit help \(command.name)\n\(command.help)```\n"
        }
        return out
    }

    /// `cvkit-preview` for `cvkit preview`: the anchor GitHub gives the heading "`cvkit preview`".
    static func anchor(for command: Command) -> String { "cvkit-" + command.name }

    /// A table of options: name and value, default, whether required or repeatable, help.
    private static func optionTable(_ specs: [OptionSpec], implied: [(String, String)]) -> String {
        guard !specs.isEmpty || !implied.isEmpty else { return "" }
        var out = "| option | default | notes | description |\n|---|---|---|---|\n"
        for spec in specs {
            var notes: [String] = []
            if spec.isRequired { notes.append("required") }
            if spec.arity == .repeatable { notes.append("repeatable") }
            if case .choices(let words) = spec.completion { notes.append("one of " + words.map { "`\($0)`" }.joined(separator: ", ")) }
            let defaultText = spec.defaultText.map { "`\($0)`" } ?? ""
            out += "| `\(spec.label)` | \(defaultText) | \(notes.joined(separator: "; ")) | \(cell(spec.help)) |\n"
        }
        for (label, help) in implied { out += "| `\(label)` |  |  | \(help) |\n" }
        return out
    }

    /// Text for one table cell: one line, with `|` escaped.
    private static func cell(_ text: String) -> String {
        text.split(separator: "\n").joined(separator: " ").replacingOccurrences(of: "|", with: "\\|")
    }
}
