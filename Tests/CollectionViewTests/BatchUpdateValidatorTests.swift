import CollectionView
import LayoutProtocol
import Testing

/// `S-I` shorthand for an item's index path.
func ip(_ section: Int, _ item: Int) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }

/// The message a batch is rejected with, or `nil` when it is valid.
func rejection(_ before: [Int], _ after: [Int], _ operations: [BatchOperation]) -> String? {
    do {
        _ = try BatchUpdateValidator.validate(before: before, after: after, operations: operations)
        return nil
    } catch {
        return error.message
    }
}

/// The ordered update items of a valid batch, as the CLI prints them.
func orderedItems(_ before: [Int], _ after: [Int], _ operations: [BatchOperation]) throws -> [String] {
    try BatchUpdateValidator.validate(before: before, after: after, operations: operations).map(\.description)
}

@Suite("Batch update validation: UIKit's rules and messages")
struct BatchUpdateValidatorTests {
    // MARK: - Valid batches and their order

    @Test func everyOperationKindIsOrderedAsUIKitDoes() throws {
        // The example: 3,5 → 4,4.
        #expect(
            try orderedItems([3, 5], [4, 4], [.insertItem(ip(0, 3)), .moveItem(from: ip(1, 0), to: ip(1, 2)), .deleteItem(ip(1, 4))])
                == ["delete 1-4", "move 1-0 -> 1-2", "insert 0-3"])
        // Deletes descending, moves by source, inserts ascending, whatever the call order.
        #expect(
            try orderedItems(
                [5, 5], [5, 5],
                [
                    .insertItem(ip(0, 0)), .deleteItem(ip(0, 1)), .insertItem(ip(1, 4)), .deleteItem(ip(1, 3)),
                    .moveItem(from: ip(1, 0), to: ip(0, 4)), .moveItem(from: ip(0, 0), to: ip(1, 0)),
                ]) == ["delete 1-3", "delete 0-1", "move 0-0 -> 1-0", "move 1-0 -> 0-4", "insert 0-0", "insert 1-4"])
    }

    @Test func reloadIsOneItemCountedAsADeleteAndAnInsert() throws {
        #expect(try orderedItems([3], [3], [.reloadItem(ip(0, 1))]) == ["reload 0-1"])
        #expect(try orderedItems([2, 1], [2, 4], [.reloadSection(1)]) == ["reload-section 1"])
        let batch = try BatchUpdateValidator.resolve(before: [3], after: [3], operations: [.reloadItem(ip(0, 1))])
        #expect(batch.newIndexPath(forOld: ip(0, 1)) == nil)
        #expect(batch.oldIndexPath(forNew: ip(0, 1)) == nil)
        #expect(batch.newIndexPath(forOld: ip(0, 2)) == ip(0, 2))
    }

    @Test func sectionOperations() throws {
        #expect(
            try orderedItems(
                [1, 2, 3], [3, 5, 1, 3], [.deleteSection(1), .insertSection(1), .insertSection(3), .moveSection(from: 0, to: 2)])
                == ["delete-section 1", "move-section 0 -> 2", "insert-section 1", "insert-section 3"])
        let batch = try BatchUpdateValidator.resolve(
            before: [1, 2, 3], after: [3, 5, 1, 3],
            operations: [.deleteSection(1), .insertSection(1), .insertSection(3), .moveSection(from: 0, to: 2)])
        #expect(batch.newSection(forOld: 0) == 2)
        #expect(batch.newSection(forOld: 1) == nil)
        #expect(batch.newSection(forOld: 2) == 0)
        #expect(batch.oldSection(forNew: 0) == 2)
        #expect(batch.oldSection(forNew: 1) == nil)
        #expect(batch.oldSection(forNew: 2) == 0)
        #expect(batch.oldSection(forNew: 3) == nil)
        #expect(batch.newIndexPath(forOld: ip(2, 2)) == ip(0, 2))
        #expect(batch.newIndexPath(forOld: ip(1, 0)) == nil)
    }

    @Test func itemMappingShiftsAroundDeletesInsertsAndMoves() throws {
        // [a b c d e] delete b (0-1), move d (0-3) → 0-0, insert at 0-2: [d a X c e]
        let batch = try BatchUpdateValidator.resolve(
            before: [5], after: [5], operations: [.deleteItem(ip(0, 1)), .moveItem(from: ip(0, 3), to: ip(0, 0)), .insertItem(ip(0, 2))])
        #expect((0..<5).map { batch.newIndexPath(forOld: ip(0, $0)) } == [ip(0, 1), nil, ip(0, 3), ip(0, 0), ip(0, 4)])
        #expect((0..<5).map { batch.oldIndexPath(forNew: ip(0, $0)) } == [ip(0, 3), ip(0, 0), nil, ip(0, 2), ip(0, 4)])
        #expect(batch.newIndexPath(forOld: ip(0, 5)) == nil)
        #expect(batch.newIndexPath(forOld: ip(0, -1)) == nil)
        #expect(batch.isRemoved(ip(0, 1)))
        #expect(batch.isAdded(ip(0, 2)))
    }

    @Test func identicalRepeatedOperationsCountOnce() throws {
        #expect(try orderedItems([3], [2], [.deleteItem(ip(0, 0)), .deleteItem(ip(0, 0))]) == ["delete 0-0"])
        #expect(try orderedItems([3, 1], [3], [.deleteSection(1), .deleteSection(1)]) == ["delete-section 1"])
        #expect(
            try orderedItems([3], [3], [.moveItem(from: ip(0, 0), to: ip(0, 2)), .moveItem(from: ip(0, 0), to: ip(0, 2))])
                == ["move 0-0 -> 0-2"])
        #expect(try orderedItems([3], [3], []) == [])
        #expect(try orderedItems([], [], []) == [])
    }

    @Test func movesWithinASectionCountNeitherWay() {
        #expect(rejection([3], [3], [.moveItem(from: ip(0, 0), to: ip(0, 2))]) == nil)
        // A move between sections is one out and one in.
        #expect(rejection([3, 3], [2, 4], [.moveItem(from: ip(0, 0), to: ip(1, 3))]) == nil)
        // Items of a moved section moving within it stay "in the section".
        #expect(rejection([3, 1], [1, 3], [.moveSection(from: 0, to: 1), .moveItem(from: ip(0, 0), to: ip(1, 2))]) == nil)
    }

    // MARK: - UIKit's messages (DESIGN.md), character for character

    @Test func invalidNumberOfItems() {
        #expect(
            rejection([2], [3], [])
                == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(
            rejection([3, 3], [3, 3], [.insertItem(ip(1, 0)), .moveItem(from: ip(0, 1), to: ip(1, 1)), .deleteItem(ip(1, 2))])
                == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out)."
        )
        #expect(
            rejection([3, 3], [2, 3], [.insertItem(ip(1, 0)), .moveItem(from: ip(0, 1), to: ip(1, 1)), .deleteItem(ip(1, 2))])
                == "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out)."
        )
        // A reload counts as one insert and one delete.
        #expect(
            rejection([3], [4], [.reloadItem(ip(0, 0))])
                == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
    }

    @Test func invalidNumberOfSections() {
        #expect(
            rejection([2], [2, 0], [])
                == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        )
        #expect(
            rejection([2, 2], [2, 2], [.insertSection(0), .deleteSection(1), .deleteSection(0)])
                == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 2 deleted)."
        )
    }

    @Test func itemsOutOfRange() {
        #expect(
            rejection([20], [19], [.deleteItem(ip(0, 20))])
                == "attempt to delete item 20 from section 0 which only contains 20 items before the update")
        #expect(
            rejection([24], [25], [.insertItem(ip(0, 26))])
                == "attempt to insert item 26 into section 0, but there are only 25 items in section 0 after the update")
        #expect(
            rejection([1], [1], [.deleteItem(ip(3, 0))])
                == "attempt to delete item 0 from section 3, but there are only 1 sections before the update")
        #expect(
            rejection([1], [2], [.insertItem(ip(1, 0))])
                == "attempt to insert item 0 into section 1, but there are only 1 sections after the update")
        #expect(
            rejection([2], [2], [.reloadItem(ip(0, 2))])
                == "attempt to reload item 2 from section 0 which only contains 2 items before the update")
        #expect(
            rejection([3], [2], [.deleteItem(ip(0, 0)), .reloadItem(ip(0, 2))])
                == "attempt to reload item 2 in section 0, but there are only 2 items in section 0 after the update")
        #expect(
            rejection([2], [2], [.moveItem(from: ip(0, 5), to: ip(0, 0))])
                == "attempt to move item 5 from section 0 which only contains 2 items before the update")
        #expect(
            rejection([2], [2], [.moveItem(from: ip(0, 0), to: ip(0, 2))])
                == "attempt to move an item to item 2 in section 0, but there are only 2 items in section 0 after the update")
        #expect(
            rejection([2], [2], [.moveItem(from: ip(0, 0), to: ip(1, 0))])
                == "attempt to move an item to item 0 in section 1, but there are only 1 sections after the update")
        #expect(
            rejection([2], [2], [.deleteItem(ip(0, -1))])
                == "attempt to delete item -1 from section 0 which only contains 2 items before the update")
        #expect(
            rejection([2], [2], [.deleteItem(ElementIndexPath(indices: [0, 0, 1])!)])
                == "index path [0, 0, 1] names no item: an item's index path has exactly two indices (section and item)")
    }

    @Test func sectionsOutOfRange() {
        #expect(
            rejection([1, 1], [1], [.deleteSection(2)]) == "attempt to delete section 2, but there are only 2 sections before the update")
        #expect(
            rejection([1], [1, 0], [.insertSection(2)]) == "attempt to insert section 2, but there are only 2 sections after the update")
        #expect(rejection([1], [1], [.reloadSection(1)]) == "attempt to reload section 1, but there are only 1 sections before the update")
        #expect(
            rejection([1, 1], [1], [.deleteSection(0), .reloadSection(1)])
                == "attempt to reload section 1, but there are only 1 sections after the update")
        #expect(
            rejection([1, 1], [1, 1], [.moveSection(from: 2, to: 0)])
                == "attempt to move section 2, but there are only 2 sections before the update")
        #expect(
            rejection([1, 1], [1, 1], [.moveSection(from: 0, to: 2)])
                == "attempt to move section 0 to section 2, but there are only 2 sections after the update")
        #expect(
            rejection([1], [1], [.deleteSection(-1)]) == "attempt to delete section -1, but there are only 1 sections before the update")
    }

    @Test func collisionsOnTheSamePlace() {
        #expect(rejection([3], [3], [.deleteItem(ip(0, 1)), .reloadItem(ip(0, 1))]) == "attempt to delete and reload the same index path")
        #expect(rejection([3], [3], [.reloadItem(ip(0, 1)), .deleteItem(ip(0, 1))]) == "attempt to delete and reload the same index path")
        #expect(
            rejection([3], [4], [.insertItem(ip(0, 2)), .moveItem(from: ip(0, 0), to: ip(0, 2))])
                == "attempt to perform an insert and a move to the same index path")
        #expect(
            rejection([3], [2], [.moveItem(from: ip(0, 0), to: ip(0, 1)), .deleteItem(ip(0, 0))])
                == "attempt to perform a delete and a move from the same index path")
        #expect(
            rejection([3], [3], [.reloadItem(ip(0, 0)), .moveItem(from: ip(0, 0), to: ip(0, 2))])
                == "attempt to perform a reload and a move from the same index path")
        #expect(
            rejection([3], [3], [.reloadItem(ip(0, 2)), .moveItem(from: ip(0, 0), to: ip(0, 2))])
                == "attempt to perform a reload and a move to the same index path")
        #expect(rejection([3], [4], [.insertItem(ip(0, 1)), .reloadItem(ip(0, 1))]) == "attempt to insert and reload the same index path")
        #expect(
            rejection([3], [3], [.moveItem(from: ip(0, 0), to: ip(0, 1)), .moveItem(from: ip(0, 0), to: ip(0, 2))])
                == "attempt to perform multiple moves from the same index path")
        #expect(
            rejection([3], [3], [.moveItem(from: ip(0, 0), to: ip(0, 2)), .moveItem(from: ip(0, 1), to: ip(0, 2))])
                == "attempt to perform multiple moves to the same index path")
        #expect(
            rejection([1, 1], [1, 1, 1], [.insertSection(1), .moveSection(from: 0, to: 1)])
                == "attempt to perform an insert and a move to the same section")
        #expect(
            rejection([1, 1, 1], [1, 1], [.deleteSection(0), .moveSection(from: 0, to: 1)])
                == "attempt to perform a delete and a move from the same section")
        #expect(rejection([1, 1], [1, 1], [.deleteSection(0), .reloadSection(0)]) == "attempt to delete and reload the same section")
        #expect(
            rejection([1, 1], [1, 1], [.moveSection(from: 0, to: 1), .moveSection(from: 1, to: 1)])
                == "attempt to perform multiple moves to the same section")
    }

    @Test func itemOperationsInSectionsThatComeOrGo() {
        #expect(
            rejection([2, 2], [2], [.deleteSection(1), .deleteItem(ip(1, 0))])
                == "attempt to delete item 0 from section 1, which is being deleted in the same update")
        #expect(
            rejection([2, 2], [2, 2, 1], [.insertSection(2), .insertItem(ip(2, 0))])
                == "attempt to insert item 0 into section 2, which is being inserted in the same update")
        #expect(
            rejection([2, 2], [2, 2], [.reloadSection(1), .moveItem(from: ip(1, 0), to: ip(0, 0))])
                == "attempt to move item 0 from section 1, which is being reloaded in the same update")
        #expect(
            rejection([2, 2], [2, 2], [.reloadSection(1), .moveItem(from: ip(0, 0), to: ip(1, 0))])
                == "attempt to move an item to item 0 in section 1, which is being reloaded in the same update")
    }

    @Test func negativeCountsAreRejected() {
        #expect(rejection([2, -1], [2], []) == "section 1 has -1 items before the update; counts must be 0 or more")
        #expect(rejection([2], [-3], []) == "section 0 has -3 items after the update; counts must be 0 or more")
    }

    @Test func hugeIndicesDoNotTrap() {
        #expect(
            rejection([Int.max], [Int.max], [.moveItem(from: ip(0, Int.max - 1), to: ip(0, 0)), .insertItem(ip(Int.max, Int.max))])
                == "attempt to insert item \(Int.max) into section \(Int.max), but there are only 1 sections after the update")
        #expect(
            rejection(
                [Int.max, Int.max], [Int.max, Int.max], [.moveItem(from: ip(0, 0), to: ip(1, 0)), .moveItem(from: ip(1, 1), to: ip(0, 0))])
                == nil)
    }

    // MARK: - Parsing the command line's words

    @Test func parsesEveryOperationWord() throws {
        let ops = try BatchUpdateValidator.parseOperations([
            "insert", "0-3", "delete", "1-4", "reload", "2-0", "move", "1-0:1-2",
            "insert-section", "4", "delete-section", "5", "reload-section", "6", "move-section", "7:8",
        ])
        #expect(
            ops == [
                .insertItem(ip(0, 3)), .deleteItem(ip(1, 4)), .reloadItem(ip(2, 0)), .moveItem(from: ip(1, 0), to: ip(1, 2)),
                .insertSection(4), .deleteSection(5), .reloadSection(6), .moveSection(from: 7, to: 8),
            ])
        #expect(
            ops.map(\.description) == [
                "insert 0-3", "delete 1-4", "reload 2-0", "move 1-0:1-2", "insert-section 4", "delete-section 5", "reload-section 6",
                "move-section 7:8",
            ])
        #expect(try BatchUpdateValidator.parseOperations([]) == [])
    }

    @Test func parseErrorsNameTheBadToken() {
        // The typed case with its facts, and UIKit-style message text.
        let cases: [(words: [String], error: BatchUpdateError, message: String)] = [
            (
                ["insert", "0-1", "add", "0-1"], .unknownOperation("add"),
                "unknown operation 'add'; expected one of insert, delete, reload, move, insert-section, delete-section, reload-section, move-section, each followed by its argument"
            ),
            (
                ["move"], .missingArgument(operation: "move"),
                "operation 'move' needs a source and a destination index path (S-I:S-I, as in 1-0:1-2), but none was given"
            ),
            (
                ["insert", "0x3"], .invalidArgument("0x3", operation: "insert"),
                "'0x3' is not a valid argument for 'insert': expected an index path (S-I, as in 0-3) with non-negative integers"
            ),
            (
                ["move", "1-0"], .invalidArgument("1-0", operation: "move"),
                "'1-0' is not a valid argument for 'move': expected a source and a destination index path (S-I:S-I, as in 1-0:1-2) with non-negative integers"
            ),
            (
                ["delete-section", "-1"], .invalidArgument("-1", operation: "delete-section"),
                "'-1' is not a valid argument for 'delete-section': expected a section index (S, as in 2) with non-negative integers"
            ),
            (
                ["delete", "99999999999999999999-0"], .invalidArgument("99999999999999999999-0", operation: "delete"),
                "'99999999999999999999-0' is not a valid argument for 'delete': expected an index path (S-I, as in 0-3) with non-negative integers"
            ),
            (
                ["move-section", "1:2:3"], .invalidArgument("1:2:3", operation: "move-section"),
                "'1:2:3' is not a valid argument for 'move-section': expected a source and a destination section (S:S, as in 0:2) with non-negative integers"
            ),
        ]
        for (words, error, message) in cases {
            #expect(throws: error) { try BatchUpdateValidator.parseOperations(words) }
            #expect(error.description == message)
        }
    }

    @Test func parsesCounts() throws {
        #expect(try BatchUpdateValidator.parseCounts("3,5") == [3, 5])
        #expect(try BatchUpdateValidator.parseCounts("0") == [0])
        #expect(try BatchUpdateValidator.parseCounts(" 3, 5 ") == [3, 5])
        #expect(try BatchUpdateValidator.parseCounts("") == [])
        for bad in ["3,,5", "a", "-1", "3;5", "3,", "1e3", "99999999999999999999"] {
            #expect(throws: BatchUpdateError.invalidCounts(bad)) { try BatchUpdateValidator.parseCounts(bad) }
            #expect(
                BatchUpdateError.invalidCounts(bad).description
                    == "'\(bad)' is not a list of item counts: expected non-negative integers separated by commas, as in 3,5")
        }
    }
}
