import CollectionView
import Foundation
import Geometry
import Testing
import UIKitCompat

/// Labels in one section that the user may reorder, as an iOS data source writes it.
@MainActor
final class ReorderableDataSource: NSObject, UICollectionViewDataSource {
    var labels: [String]
    var movable = true
    var moves: [String] = []

    init(_ labels: [String]) { self.labels = labels }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { labels.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item) → \(destinationIndexPath.item)")
        labels.insert(labels.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// Implements the iOS 15 target method and logs (original, current, proposed).
@MainActor
final class CurrentAwareMoveDelegate: NSObject, UICollectionViewDelegate {
    var calls: [[Int]] = []
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        calls.append([originalIndexPath.item, currentIndexPath.item, proposedIndexPath.item])
        return proposedIndexPath
    }
}

/// Implements only the older target method, keeping the item out of the last row.
@MainActor
final class FirstRowOnlyMoveDelegate: NSObject, UICollectionViewDelegate {
    var calls: [[Int]] = []
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        calls.append([originalIndexPath.item, proposedIndexPath.item])
        return proposedIndexPath.item >= 3 ? IndexPath(item: 1, section: 0) : proposedIndexPath
    }
}

@MainActor
@Suite("UIKitCompat interactive movement")
struct InteractiveMovementTests {
    /// Six 50 × 50 items, three per row, in a 150 × 100 view.
    private func grid(_ dataSource: any UICollectionViewDataSource, _ delegate: (any UICollectionViewDelegate)?) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 150, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        view.delegate = delegate
        view.layoutIfNeeded()
        return view
    }

    @Test func theDelegateHearsOriginalCurrentAndProposedAndTheDataSourceMovesTheItem() {
        let dataSource = ReorderableDataSource(["a", "b", "c", "d", "e", "f"])
        let delegate = CurrentAwareMoveDelegate()
        let view = grid(dataSource, delegate)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 125, y: 25))
        #expect(view.host.interactiveMovement?.targetIndexPath == ElementIndexPath(item: 2, section: 0))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 75, y: 75))
        #expect(delegate.calls == [[0, 0, 2], [0, 2, 4]])
        view.endInteractiveMovement()
        #expect(view.lastError == nil)
        #expect(view.host.interactiveMovement == nil)
        #expect(dataSource.moves == ["0 → 4"])
        #expect(dataSource.labels == ["b", "c", "d", "e", "a", "f"])
        #expect(view.numberOfItems(inSection: 0) == 6)
    }

    @Test func theOlderMethodAloneIsCalledAndCanRedirectTheTarget() {
        let dataSource = ReorderableDataSource(["a", "b", "c", "d", "e", "f"])
        let delegate = FirstRowOnlyMoveDelegate()
        let view = grid(dataSource, delegate)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 125, y: 75))
        #expect(delegate.calls == [[2, 5]])
        #expect(view.host.interactiveMovement?.targetIndexPath == ElementIndexPath(item: 1, section: 0))
        view.endInteractiveMovement()
        #expect(dataSource.moves == ["2 → 1"])
        #expect(dataSource.labels == ["a", "c", "b", "d", "e", "f"])
    }

    @Test func cancellingMovesNothingAndWithoutADelegateTheProposalStands() {
        let dataSource = ReorderableDataSource(["a", "b", "c", "d"])
        let view = grid(dataSource, nil)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 25, y: 25))
        #expect(view.host.interactiveMovement?.targetIndexPath == ElementIndexPath(item: 0, section: 0))
        view.cancelInteractiveMovement()
        #expect(view.lastError == nil)
        #expect(view.host.interactiveMovement == nil)
        #expect(dataSource.moves.isEmpty)
        #expect(dataSource.labels == ["a", "b", "c", "d"])
    }

    @Test func refusalsAndMisuseAreRecordedNotRaised() {
        let dataSource = ReorderableDataSource(["a", "b", "c"])
        dataSource.movable = false
        let view = grid(dataSource, DefaultsOnlyDelegate())
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.lastError == nil)
        #expect(view.host.interactiveMovement == nil)
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 75, y: 25))
        #expect(view.lastError == .invalidState(.noInteractiveMovement(.update)))
        view.endInteractiveMovement()
        #expect(view.lastError == .invalidState(.noInteractiveMovement(.end)))
        view.cancelInteractiveMovement()
        #expect(view.lastError == .invalidState(.noInteractiveMovement(.cancel)))
        dataSource.movable = true
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 7, section: 0)))
        #expect(view.lastError == .noSuchItem(ElementIndexPath(item: 7, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.lastError == .invalidState(.movementInProgress))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 0))
        #expect(view.lastError != nil)
        #expect(view.host.interactiveMovement?.targetIndexPath == ElementIndexPath(item: 1, section: 0))
        #expect(dataSource.moves.isEmpty)
    }

    @Test func aDataSourceThatImplementsNeitherMethodLetsItemsMoveButMovesNoData() {
        let dataSource = CountsDataSource([4])
        let view = grid(dataSource, nil)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 75, y: 25))
        view.endInteractiveMovement()
        #expect(view.lastError == nil)
        #expect(view.numberOfItems(inSection: 0) == 4)
    }
}
