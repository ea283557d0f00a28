import Foundation
import Testing
import UIKitCompat

/// A 150 × 100 grid of 50 × 50 cells, three per row: section `0` holds a, b, c (the first
/// row), section `1` holds d, e, f (the second row), fed by a diffable data source as an iOS
/// screen that lets the user reorder writes it.
@MainActor
final class ReorderScreen {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    var log: [String] = []
    var transactions: [NSDiffableDataSourceTransaction<Int, String>] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 150, height: 100), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b", "c"], toSection: 0)
        snapshot.appendItems(["d", "e", "f"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    /// Handlers that log what they are asked and what `snapshot()` shows when they are called.
    func logReordering(allowing allowed: Set<String>) {
        dataSource.reorderingHandlers.canReorderItem = { [unowned self] item in
            log.append("can \(item)")
            return allowed.contains(item)
        }
        dataSource.reorderingHandlers.willReorder = { [unowned self] transaction in
            log.append("will " + dataSource.snapshot().itemIdentifiers.joined())
            transactions.append(transaction)
        }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            log.append("did " + dataSource.snapshot().itemIdentifiers.joined())
            transactions.append(transaction)
        }
    }

    /// Drags the item at `from` to the point `to` and drops it there.
    func drag(_ from: IndexPath, to point: CGPoint) -> Bool {
        guard collectionView.beginInteractiveMovementForItem(at: from) else { return false }
        collectionView.updateInteractiveMovementTargetPosition(point)
        collectionView.endInteractiveMovement()
        return true
    }

    func items(_ section: Int) -> [String] { dataSource.snapshot().itemIdentifiers(inSection: section) }
}

@Suite("UIKit dialect: diffable data source reordering")
@MainActor
struct DiffableReorderingTests {
    @Test func aMoveWithinASectionReordersTheSnapshotAndTheView() {
        let screen = ReorderScreen()
        screen.logReordering(allowing: ["a"])
        #expect(screen.drag(IndexPath(item: 0, section: 0), to: CGPoint(x: 125, y: 25)))
        #expect(screen.collectionView.lastError == nil)
        #expect(screen.dataSource.lastError == nil)
        #expect(screen.items(0) == ["b", "c", "a"])
        #expect(screen.items(1) == ["d", "e", "f"])
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "a")
        #expect(screen.dataSource.indexPath(for: "b") == IndexPath(item: 0, section: 0))
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(
            screen.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 100, y: 0, width: 50, height: 50))
        // UIKit's order: asked when the movement begins; will before, did after the snapshot changes.
        #expect(screen.log == ["can a", "will abcdef", "did bcadef"])
    }

    @Test func aMoveAcrossSectionsReordersBothSections() {
        let screen = ReorderScreen()
        screen.logReordering(allowing: ["a"])
        #expect(screen.drag(IndexPath(item: 0, section: 0), to: CGPoint(x: 75, y: 75)))
        #expect(screen.collectionView.lastError == nil)
        #expect(screen.items(0) == ["b", "c"])
        #expect(screen.items(1) == ["d", "a", "e", "f"])
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(screen.collectionView.numberOfItems(inSection: 1) == 4)
        #expect(screen.log == ["can a", "will abcdef", "did bcdaef"])
    }

    @Test func theTransactionHoldsBothSnapshotsTheDifferenceAndTheChangedSections() throws {
        let screen = ReorderScreen()
        screen.logReordering(allowing: ["a"])
        #expect(screen.drag(IndexPath(item: 0, section: 0), to: CGPoint(x: 75, y: 75)))
        #expect(screen.transactions.count == 2)
        let will = try #require(screen.transactions.first), did = try #require(screen.transactions.last)
        for transaction in [will, did] {
            #expect(transaction.initialSnapshot.sectionIdentifiers == [0, 1])
            #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d", "e", "f"])
            #expect(transaction.finalSnapshot.itemIdentifiers(inSection: 0) == ["b", "c"])
            #expect(transaction.finalSnapshot.itemIdentifiers(inSection: 1) == ["d", "a", "e", "f"])
            #expect(
                Array(transaction.difference)
                    == [.remove(offset: 0, element: "a", associatedWith: 3), .insert(offset: 3, element: "a", associatedWith: 0)])
            #expect(["a", "b", "c", "d", "e", "f"].applying(transaction.difference) == ["b", "c", "d", "a", "e", "f"])
            #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [0, 1])
        }
        let first = did.sectionTransactions[0], second = did.sectionTransactions[1]
        #expect(first.initialSnapshot.items == ["a", "b", "c"])
        #expect(first.finalSnapshot.items == ["b", "c"])
        #expect(first.finalSnapshot.rootItems == ["b", "c"])
        #expect(Array(first.difference) == [.remove(offset: 0, element: "a", associatedWith: nil)])
        #expect(second.initialSnapshot.items == ["d", "e", "f"])
        #expect(second.finalSnapshot.items == ["d", "a", "e", "f"])
        #expect(Array(second.difference) == [.insert(offset: 1, element: "a", associatedWith: nil)])
        #expect(did.finalSnapshot.itemIdentifiers == screen.dataSource.snapshot().itemIdentifiers)
    }

    @Test func aMoveWithinOneSectionHasOneSectionTransaction() throws {
        let screen = ReorderScreen()
        screen.logReordering(allowing: ["e"])
        #expect(screen.drag(IndexPath(item: 1, section: 1), to: CGPoint(x: 25, y: 75)))
        #expect(screen.items(1) == ["e", "d", "f"])
        let did = try #require(screen.transactions.last)
        #expect(did.sectionTransactions.count == 1)
        let section = try #require(did.sectionTransactions.first)
        #expect(section.sectionIdentifier == 1)
        #expect(section.initialSnapshot.items == ["d", "e", "f"])
        #expect(section.finalSnapshot.items == ["e", "d", "f"])
        #expect(["d", "e", "f"].applying(section.difference) == ["e", "d", "f"])
        #expect(section.difference.insertions.count == 1)
        #expect(section.difference.removals.count == 1)
    }

    @Test func canReorderItemFalseRefusesTheMovement() {
        let screen = ReorderScreen()
        screen.logReordering(allowing: ["b"])
        #expect(!screen.drag(IndexPath(item: 0, section: 0), to: CGPoint(x: 125, y: 25)))
        #expect(screen.collectionView.lastError == nil)
        #expect(screen.collectionView.host.interactiveMovement == nil)
        #expect(screen.items(0) == ["a", "b", "c"])
        #expect(screen.log == ["can a"])
        #expect(screen.transactions.isEmpty)
    }

    @Test func withoutCanReorderItemNoItemMoves() {
        let screen = ReorderScreen()
        screen.logReordering(allowing: ["a"])
        screen.dataSource.reorderingHandlers.canReorderItem = nil
        #expect(
            !screen.dataSource.collectionView(screen.collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(!screen.drag(IndexPath(item: 0, section: 0), to: CGPoint(x: 125, y: 25)))
        #expect(screen.items(0) == ["a", "b", "c"])
        #expect(screen.log.isEmpty)
        #expect(screen.transactions.isEmpty)

        let fresh = ReorderScreen()
        #expect(fresh.dataSource.reorderingHandlers.canReorderItem == nil)
        #expect(!fresh.drag(IndexPath(item: 1, section: 1), to: CGPoint(x: 25, y: 25)))
        #expect(fresh.items(1) == ["d", "e", "f"])
    }

    @Test func aDropWhereTheItemBeganCallsNoHandler() {
        let screen = ReorderScreen()
        screen.logReordering(allowing: ["c"])
        #expect(screen.drag(IndexPath(item: 2, section: 0), to: CGPoint(x: 125, y: 25)))
        #expect(screen.items(0) == ["a", "b", "c"])
        #expect(screen.log == ["can c"])
    }

    @Test func aMoveToIndexPathsThatNameNothingChangesNothing() {
        let screen = ReorderScreen()
        screen.logReordering(allowing: ["a"])
        screen.dataSource.collectionView(
            screen.collectionView, moveItemAt: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 1))
        screen.dataSource.collectionView(
            screen.collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 5))
        screen.dataSource.collectionView(
            screen.collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 7, section: 1))
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d", "e", "f"])
        #expect(screen.log.isEmpty)
    }
}
