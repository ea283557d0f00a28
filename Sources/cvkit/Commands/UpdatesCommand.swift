import CollectionView
import LayoutProtocol

/// `cvkit updates --before 3,5 --after 4,4 insert 0-3 …`: validates a batch update as
/// UIKit's collection view would.
///
/// Prints the ordered update items, one per line, and exits 0; a batch UIKit would reject
/// prints UIKit's message on standard error (without `Error:`) and exits 1; malformed
/// arguments exit 64.
enum UpdatesCommand {
    static let operations = VariadicArgument.text(
        "<operation> <argument>", help: nil, completion: .choices(BatchUpdateValidator.operationWords))
    static let before = RequiredOption.text("--before", "<counts>", help: "Items per section before the update, e.g. 3,5.")
    static let after = RequiredOption.text("--after", "<counts>", help: "Items per section after the update, e.g. 4,4.")

    static let command = Command(
        name: "updates", abstract: "Validate a batch update as UIKit would.",
        overview: "Validate a batch update as UIKit's collection view would.",
        discussion: """
            Prints the ordered update items (deletes descending, moves, inserts ascending; a
            reload, ordered with the deletes, counts as a delete and an insert at the same
            place), or UIKit's exception message.
            """,
        arguments: [operations],
        options: [before, after],
        sections: """

            OPERATIONS:
              insert S-I              Insert an item (index path after the update).
              delete S-I              Delete an item (index path before the update).
              reload S-I              Reload an item.
              move S-I:S-I            Move an item from before to after.
              insert-section S        Insert a section.
              delete-section S        Delete a section.
              reload-section S        Reload a section.
              move-section S:S        Move a section.

            EXIT STATUS: 0 valid, 1 rejected (the message is on standard error), 64 bad arguments.

            EXAMPLE: cvkit updates --before 3,5 --after 4,4 insert 0-3 move 1-0:1-2 delete 1-4

            """,
        run: run)

    /// Runs it.
    ///
    /// - Complexity: O(s + k log k) for s sections and k operations.
    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let beforeText = try args.value(before), afterText = try args.value(after)
        let words = try args.values(Self.operations)
        let countsBefore: [Int], countsAfter: [Int], operations: [BatchOperation]
        do throws(BatchUpdateError) {
            countsBefore = try BatchUpdateValidator.parseCounts(beforeText)
            countsAfter = try BatchUpdateValidator.parseCounts(afterText)
            operations = try BatchUpdateValidator.parseOperations(words)
        } catch {
            throw .usage(error.message, usage: args.usage)
        }
        do throws(BatchUpdateError) {
            let items = try BatchUpdateValidator.validate(before: countsBefore, after: countsAfter, operations: operations)
            context.output += items.map { "\($0)\n" }.joined()
        } catch {
            throw .rejected(error.message)
        }
    }
}
