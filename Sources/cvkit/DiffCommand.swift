import CVKitJSON
import CollectionView
import DiffableDataSource
import Diffing
import LayoutProtocol

extension Command {
    /// `--format text|json` of `cvkit diff`.
    static let diffFormat = Option.choice(
        "--format", "<format>", ["text", "json"],
        help: "text (one operation per line, in the syntax of\n'cvkit updates') or json ({\"version\": 1, …})",
        default: "text")

    /// `cvkit diff OLD.json NEW.json [--format text|json]`: the batch update that turns one
    /// snapshot file into another, checked with the batch-update validator and proven by
    /// applying it to OLD.
    static var diff: Command {
        Command(
            name: "diff", abstract: "Print the batch update between two snapshot files.",
            arguments: [
                CommandArgument(
                    name: "<old>",
                    help:
                        #"The snapshot file before: {"sections": [{"id": "fruits", "items": ["apple", {"id": "pear", "content": "v2"}]}]}."#,
                    completion: .file),
                CommandArgument(name: "<new>", help: "The snapshot file after, in the same format.", completion: .file),
            ],
            options: [diffFormat],
            sections: """

                Identifiers are strings, unique among the sections and among all items. An item is
                an identifier or {"id", "content"}: the same id with another content is a reload.
                Deletes, reloads and move sources are in OLD's indices; inserts and move
                destinations in NEW's. Items of inserted or deleted sections are not listed. An item
                whose content changed and whose index path changed is deleted and inserted.

                EXIT STATUS: 0 success, 1 a file that cannot be read or is malformed, 64 bad arguments.

                EXAMPLE: cvkit diff old.json new.json --format json

                """
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            let format = try args.value(diffFormat) ?? "text"
            let old = try DiffSnapshotFile.read(args.positionals[0])
            let new = try DiffSnapshotFile.read(args.positionals[1])
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
}

/// The output of `cvkit diff` and the proof behind it.
enum DiffReport {
    /// Checks the changes with the batch-update validator and applies them to `old`.
    ///
    /// - Throws: ``CLIError/failure(_:)`` with the validator's message, or with both
    ///   states when the result is not `new`: either is a bug in the diff.
    static func prove(_ changes: StagedChanges, old: [DiffSection<String, DiffFileItem>], new: [DiffSection<String, DiffFileItem>])
        throws(CLIError)
    {
        let bug = "this is a bug in cvkit's diff; please report it with both files"
        do throws(BatchUpdateError) {
            _ = try BatchUpdateValidator.resolve(
                before: old.map(\.items.count), after: new.map(\.items.count), operations: changes.batchOperations)
        } catch {
            throw .failure("the batch update fails the batch-update validator: \(error.message) (\(bug))")
        }
        let result: [DiffSection<String, DiffFileItem>]
        do throws(DiffError) {
            result = try changes.applied(to: old, from: new)
        } catch {
            throw .failure("the batch update does not apply to OLD: \(error.description) (\(bug))\nOLD: \(state(old))\nNEW: \(state(new))")
        }
        guard result.map(\.id) == new.map(\.id), result.map(\.items) == new.map(\.items) else {
            throw .failure(
                "the batch update turns OLD into another state than NEW (\(bug))\nOLD: \(state(old))\nNEW: \(state(new))\nGOT: \(state(result))"
            )
        }
    }

    /// One operation per line in `cvkit updates` syntax (sections, then items: deletes,
    /// inserts, moves, reloads); `no changes` when there are none.
    static func text(_ changes: StagedChanges) -> String {
        let ops = changes.batchOperations
        return ops.isEmpty ? "no changes\n" : ops.map { "\($0)\n" }.joined()
    }

    /// The JSON format, version 1.
    static func json(_ c: StagedChanges) -> String {
        func path(_ p: ItemPath) -> JSONValue { .array([.integer(p.section), .integer(p.item)]) }
        func indices(_ xs: [Int]) -> JSONValue { .array(xs.map { .integer($0) }) }
        let sections: JSONValue = .object([
            ("deleted", indices(c.deletedSections)), ("inserted", indices(c.insertedSections)),
            ("moved", .array(c.movedSections.map { .array([.integer($0.from), .integer($0.to)]) })),
            ("reloaded", indices(c.reloadedSections)),
        ])
        let items: JSONValue = .object([
            ("deleted", .array(c.deletedItems.map(path))), ("inserted", .array(c.insertedItems.map(path))),
            ("moved", .array(c.movedItems.map { .array([path($0.from), path($0.to)]) })),
            ("reloaded", .array(c.reloadedItems.map(path))),
        ])
        return JSONValue.object([("version", .integer(1)), ("sections", sections), ("items", items)]).formatted(.lines) + "\n"
    }

    /// A state on one line: `fruits: apple, pear | veg: leek`.
    static func state(_ sections: [DiffSection<String, DiffFileItem>]) -> String {
        sections.isEmpty
            ? "(no sections)" : sections.map { "\($0.id): " + $0.items.map(\.id).joined(separator: ", ") }.joined(separator: " | ")
    }
}
