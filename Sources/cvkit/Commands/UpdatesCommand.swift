import CollectionView
import LayoutProtocol

extension Command {
    static let before = Option.text("--before", "<counts>", help: "Items per section before the update, e.g. 3,5.", required: true)
    static let after = Option.text("--after", "<counts>", help: "Items per section after the update, e.g. 4,4.", required: true)

    /// `cvkit updates --before 3,5 --after 4,4 insert 0-3 …`: validates a batch update
    /// as UIKit's collection view would.
    ///
    /// Prints the ordered update items, one per line, and exits 0; a batch UIKit would
    /// reject prints UIKit's message on standard error (without `Error:`) and exits 1;
    /// malformed arguments exit 64.
    ///
    /// - Complexity: O(s + k log k) for s sections and k operations.
    static var updates: Command {
        Command(
            name: "updates", abstract: "Validate a batch update as UIKit would.",
            overview: "Validate a batch update as UIKit's collection view would.",
            discussion: """
                Prints the ordered update items (deletes descending, moves, inserts ascending; a
                reload, ordered with the deletes, counts as a delete and an insert at the same
                place), or UIKit's exception message.
                """,
            arguments: [
                CommandArgument(name: "<operation> <argument>", isVariadic: true, completion: .choices(BatchUpdateValidator.operationWords))
            ],
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

                """
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            let beforeText = try args.value(before) ?? "", afterText = try args.value(after) ?? ""
            let countsBefore: [Int], countsAfter: [Int], operations: [BatchOperation]
            do throws(BatchUpdateError) {
                countsBefore = try BatchUpdateValidator.parseCounts(beforeText)
                countsAfter = try BatchUpdateValidator.parseCounts(afterText)
                operations = try BatchUpdateValidator.parseOperations(args.positionals)
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
}
