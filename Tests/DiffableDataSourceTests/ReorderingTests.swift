import CollectionView
import DiffableDataSource
import Geometry
import Testing

private func ip(_ section: Int, _ item: Int) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }

@Suite("DiffableDataSource: reordering and expansion handlers")
struct ReorderingTests {
    /// A fixture with fruits (apple, pear, plum) and veg (leek), and handlers that log.
    func reorderable() throws -> (Fixture, DiffableDataSource<String, String>, Log) {
        let f = try Fixture()
        let ds = try #require(f.dataSource)
        try ds.apply(try snapshot(["fruits": ["apple", "pear", "plum"], "veg": ["leek"]]))
        let log = Log()
        ds.reorderingHandlers.canReorderItem = { item in
            log.lines.append("can \(item)")
            return item != "plum"
        }
        ds.reorderingHandlers.willReorder = { [unowned ds] t in
            log.lines.append(
                "will \(t.initialSnapshot.itemIdentifiers) → \(t.finalSnapshot.itemIdentifiers), shown \(ds.snapshot().itemIdentifiers)")
            log.transactions.append(t)
        }
        ds.reorderingHandlers.didReorder = { [unowned ds] t in
            log.lines.append("did, shown \(ds.snapshot().itemIdentifiers)")
            log.transactions.append(t)
        }
        return (f, ds, log)
    }

    final class Log {
        var lines: [String] = []
        var transactions: [DiffableDataSourceTransaction<String, String>] = []
    }

    @Test func aUserReorderMovesTheItemInTheSnapshotAndTellsTheHandlers() throws {
        let (f, ds, log) = try reorderable()
        #expect(try !f.cv.beginInteractiveMovementForItem(at: ip(0, 2)))  // plum may not move
        #expect(try f.cv.beginInteractiveMovementForItem(at: ip(0, 0)))
        try f.cv.updateInteractiveMovementTargetPosition(Point(x: 50, y: 15))
        #expect(f.cv.interactiveMovement?.targetIndexPath == ip(0, 1))
        try f.cv.endInteractiveMovement()

        #expect(
            log.lines == [
                "can plum", "can apple",
                "will [\"apple\", \"pear\", \"plum\", \"leek\"] → [\"pear\", \"apple\", \"plum\", \"leek\"], shown [\"apple\", \"pear\", \"plum\", \"leek\"]",
                "did, shown [\"pear\", \"apple\", \"plum\", \"leek\"]",
            ])
        #expect(ds.snapshot().itemIdentifiers(inSection: "fruits") == ["pear", "apple", "plum"])
        #expect(f.shown == ["0-0 pear", "0-1 apple", "0-2 plum", "1-0 leek"])
        // will and did get the same transaction.
        let t = try #require(log.transactions.last)
        #expect(log.transactions.count == 2 && log.transactions[0].finalSnapshot.itemIdentifiers == t.finalSnapshot.itemIdentifiers)
        #expect(t.initialSnapshot.itemIdentifiers.applying(t.difference) == t.finalSnapshot.itemIdentifiers)
        #expect(t.difference.removals.count == 1 && t.difference.insertions.count == 1)
        #expect(t.sectionTransactions.map(\.sectionIdentifier) == ["fruits"])
        #expect(t.sectionTransactions[0].initialSnapshot.items == ["apple", "pear", "plum"])
        #expect(t.sectionTransactions[0].finalSnapshot.items == ["pear", "apple", "plum"])
    }

    @Test func aMoveAcrossSectionsHasOneSectionTransactionPerChangedSection() throws {
        let (f, ds, log) = try reorderable()
        ds.collectionView(f.cv, moveItemAt: ip(1, 0), to: ip(0, 1))
        #expect(ds.snapshot().itemIdentifiers(inSection: "fruits") == ["apple", "leek", "pear", "plum"])
        #expect(ds.snapshot().itemIdentifiers(inSection: "veg") == [])
        let t = try #require(log.transactions.last)
        #expect(t.sectionTransactions.map(\.sectionIdentifier) == ["fruits", "veg"])
        #expect(t.sectionTransactions[1].finalSnapshot.items == [])
        #expect(t.sectionTransactions[1].difference.removals.count == 1)
        // To the end of a section.
        ds.collectionView(f.cv, moveItemAt: ip(0, 0), to: ip(1, 0))
        #expect(ds.snapshot().itemIdentifiers(inSection: "veg") == ["apple"])
    }

    @Test func indexPathsThatNameNoItemChangeNothing() throws {
        let (f, ds, log) = try reorderable()
        ds.collectionView(f.cv, moveItemAt: ip(0, 7), to: ip(0, 0))
        ds.collectionView(f.cv, moveItemAt: ip(0, 0), to: ip(2, 0))
        ds.collectionView(f.cv, moveItemAt: ip(0, 0), to: ip(1, 5))
        #expect(log.lines.isEmpty)
        #expect(ds.snapshot().itemIdentifiers == ["apple", "pear", "plum", "leek"])
    }

    @Test func withoutCanReorderItemNothingMoves() throws {
        let f = try Fixture()
        try f.dataSource.apply(try snapshot(["fruits": ["apple", "pear"]]))
        #expect(!f.dataSource.collectionView(f.cv, canMoveItemAt: ip(0, 0)))
        #expect(try !f.cv.beginInteractiveMovementForItem(at: ip(0, 0)))
    }

    // MARK: - Expansion

    @Test func expandingAndCollapsingAskTheHandlersInOrder() throws {
        let f = try Fixture()
        let ds = try #require(f.dataSource)
        var outline = SectionSnapshot<String>()
        try outline.append(["Fruit", "Veg"])
        try outline.append(["Apple"], to: "Fruit")
        try outline.append(["Leek"], to: "Veg")
        try ds.apply(outline, to: "food")
        let log = Log()
        ds.sectionSnapshotHandlers.shouldExpandItem = { item in
            log.lines.append("should expand \(item)")
            return item != "Veg"
        }
        ds.sectionSnapshotHandlers.willExpandItem = { log.lines.append("will expand \($0)") }
        ds.sectionSnapshotHandlers.shouldCollapseItem = { item in
            log.lines.append("should collapse \(item)")
            return true
        }
        ds.sectionSnapshotHandlers.willCollapseItem = { log.lines.append("will collapse \($0)") }
        ds.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            log.lines.append("children of \(parent): \(children.items)")
            var loaded = children
            try? loaded.append(["Pear"])
            return loaded
        }

        #expect(try ds.expand("Fruit"))
        #expect(log.lines == ["should expand Fruit", "will expand Fruit", "children of Fruit: [\"Apple\"]"])
        #expect(f.shown == ["0-0 Fruit", "0-1 Apple", "0-2 Pear", "0-3 Veg"])
        #expect(ds.lastChanges.insertedItems.map(\.item) == [1, 2])
        #expect(ds.snapshot(for: "food").isExpanded("Fruit"))
        #expect(ds.snapshot(for: "food").childrenOf("Fruit") == ["Apple", "Pear"])

        log.lines = []
        #expect(try !ds.expand("Fruit"))  // already expanded: nothing is asked
        #expect(try !ds.expand("Veg"))  // refused
        #expect(log.lines == ["should expand Veg"])
        #expect(f.shown == ["0-0 Fruit", "0-1 Apple", "0-2 Pear", "0-3 Veg"])

        log.lines = []
        #expect(try ds.collapse("Fruit"))
        #expect(try !ds.collapse("Veg"))  // not expanded: nothing is asked
        #expect(log.lines == ["should collapse Fruit", "will collapse Fruit"])
        #expect(f.shown == ["0-0 Fruit", "0-1 Veg"])
        #expect(throws: SnapshotError.unknownItem("\"Pear\"", operation: "expand")) { try ds.expand("Pear") }
    }

    @Test func refusedCollapseAndClashingChildrenChangeNothing() throws {
        let f = try Fixture()
        let ds = try #require(f.dataSource)
        var outline = SectionSnapshot<String>()
        try outline.append(["Fruit", "Veg"])
        try outline.append(["Apple"], to: "Fruit")
        try outline.expand(["Fruit"])
        try ds.apply(outline, to: "food")
        ds.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
        #expect(try !ds.collapse("Fruit"))
        // Children that are already in the section: a typed error, nothing applied.
        ds.sectionSnapshotHandlers.snapshotForExpandingParent = { _, _ in
            var clash = SectionSnapshot<String>()
            try? clash.append(["Fruit"])
            return clash
        }
        #expect(throws: SnapshotError.duplicateItems(["\"Fruit\""])) { try ds.expand("Veg") }
        #expect(f.shown == ["0-0 Fruit", "0-1 Apple", "0-2 Veg"])
        #expect(!ds.snapshot(for: "food").isExpanded("Veg"))
    }
}
