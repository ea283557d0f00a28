import CVKitJSON
import CollectionView
import DiffableDataSource
import Diffing
import LayoutProtocol

/// `cvkit diff OLD.json NEW.json [--format text|json]`: the batch update that turns one
/// snapshot file into another, checked with the batch-update validator and proven by
/// applying it to OLD.
enum DiffCommand {
    static let old = Argument.text(
        "<old>", help: #"The snapshot file before: {"sections": [{"id": "fruits", "items": ["apple", {"id": "pear", "content": "v2"}]}]}."#,
        completion: .file)
    static let new = Argument.text("<new>", help: "The snapshot file after, in the same format.", completion: .file)
    /// `--format text|json` of `cvkit diff`.
    static let format = Option.choice(
        "--format", "<format>", ["text", "json"],
        help: "text (one operation per line, in the syntax of\n'cvkit updates') or json ({\"version\": 1, …})",
        default: "text")

    static let command = Command(
        name: "diff", abstract: "Print the batch update between two snapshot files.",
        arguments: [old, new],
        options: [format],
        sections: """

            Identifiers are strings, unique among the sections and among all items. An item is
            an identifier or {"id", "content"}: the same id with another content is a reload.
            Deletes, reloads and move sources are in OLD's indices; inserts and move
            destinations in NEW's. Items of inserted or deleted sections are not listed. An item
            whose content changed and whose index path changed is deleted and inserted.

            EXIT STATUS: 0 success, 1 a file that cannot be read or is malformed, 64 bad arguments.

            EXAMPLE: cvkit diff old.json new.json --format json

            """,
        run: run)

    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let format = try args.value(Self.format)
        let old = try DiffSnapshotFile.read(try args.value(Self.old))
        let new = try DiffSnapshotFile.read(try args.value(Self.new))
        let changes: StagedChanges
        do throws(DiffError) {
            changes = try StagedChanges(from: old, to: new, itemIdentifiedBy: \.id, isItemContentEqual: { $0.content == $1.content })
        } catch {
            throw .failure(error.description)  // unreachable: the files were checked for duplicates
        }
        try DiffReport.prove(changes, old: old, new: new)
        context.output += format == "json" ? DiffReport.json(changes) : DiffReport.text(changes)
    }
}
