import CollectionView
import DiffableDataSource
import Diffing
import LayoutProtocol

/// `cvkit diff OLD.json NEW.json [--format text|json]`: the batch update that turns one
/// snapshot file into another, checked with the batch-update validator and proven by
/// applying it to OLD.
///
/// Everything of the command is in this file and `DiffSnapshotFile.swift`; the dispatch
/// knows it only as one entry of `CommandLineTool.subcommands`.
extension Subcommand {
    static var diff: Subcommand {
        let usage = "cvkit diff <old.json> <new.json> [--format text|json]"
        let details = """
            ARGUMENTS:
              <old.json>              The snapshot before: {"sections": [{"id": "fruits", "items": ["apple", {"id": "pear", "content": "v2"}]}]}.
              <new.json>              The snapshot after, in the same format.

            OPTIONS:
              --format <format>       text (default): one operation per line, in the syntax of
                                      'cvkit updates'; json: {"version": 1, "sections": {…}, "items": {…}}.
              -h, --help              Show help information.

            Identifiers are strings, unique among the sections and among all items. An item is
            an identifier or {"id", "content"}: the same id with another content is a reload.
            Deletes, reloads and move sources are in OLD's indices; inserts and move
            destinations in NEW's. Items of inserted or deleted sections are not listed. An item
            whose content changed and whose index path changed is deleted and inserted.

            EXIT STATUS: 0 success, 1 a file that cannot be read or is malformed, 64 bad arguments.

            EXAMPLE: cvkit diff old.json new.json --format json

            """
        return Subcommand(
            name: "diff", synopsis: "diff <old> <new>", abstract: "Print the batch update between two snapshot files.", usage: usage,
            details: details, spec: OptionSpec(options: ["--format"])
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            let paths = try expectPositionals(args, ["<old.json>", "<new.json>"], usage: usage)
            let format = args.values["--format"] ?? "text"
            guard format == "text" || format == "json" else {
                throw .usage("unknown format '\(format)' for '--format'; expected text or json", usage: usage)
            }
            let old = try DiffSnapshotFile.read(paths[0])
            let new = try DiffSnapshotFile.read(paths[1])
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
    static func prove(_ changes: StagedChanges, old: [DiffSection<String, DiffFileItem>], new: [DiffSection<String, DiffFileItem>]) throws(CLIError) {
        let bug = "this is a bug in cvkit's diff; please report it with both files"
        do throws(BatchUpdateError) {
            _ = try BatchUpdateValidator.resolve(before: old.map(\.items.count), after: new.map(\.items.count), operations: changes.batchOperations)
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
            throw .failure("the batch update turns OLD into another state than NEW (\(bug))\nOLD: \(state(old))\nNEW: \(state(new))\nGOT: \(state(result))")
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
        func list<T>(_ xs: [T], _ f: (T) -> String) -> String { "[" + xs.map(f).joined(separator: ", ") + "]" }
        func path(_ p: ItemPath) -> String { "[\(p.section), \(p.item)]" }
        let sections = "{\"deleted\": \(list(c.deletedSections) { "\($0)" }), \"inserted\": \(list(c.insertedSections) { "\($0)" }), "
            + "\"moved\": \(list(c.movedSections) { "[\($0.from), \($0.to)]" }), \"reloaded\": \(list(c.reloadedSections) { "\($0)" })}"
        let items = "{\"deleted\": \(list(c.deletedItems, path)), \"inserted\": \(list(c.insertedItems, path)), "
            + "\"moved\": \(list(c.movedItems) { "[\(path($0.from)), \(path($0.to))]" }), \"reloaded\": \(list(c.reloadedItems, path))}"
        return "{\n  \"version\": 1,\n  \"sections\": \(sections),\n  \"items\": \(items)\n}\n"
    }

    /// A state on one line: `fruits: apple, pear | veg: leek`.
    static func state(_ sections: [DiffSection<String, DiffFileItem>]) -> String {
        sections.isEmpty ? "(no sections)" : sections.map { "\($0.id): " + $0.items.map(\.id).joined(separator: ", ") }.joined(separator: " | ")
    }
}
