import CVKitJSON
import CollectionView
import DiffableDataSource
import Diffing
import LayoutProtocol

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
