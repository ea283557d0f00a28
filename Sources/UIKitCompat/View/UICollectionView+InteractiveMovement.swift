import CollectionView
import Foundation

extension UICollectionView {
    // MARK: - Interactive movement

    /// Starts moving an item (`beginInteractiveMovementForItem(at:)`): the data source is
    /// asked `collectionView(_:canMoveItemAt:)`; if it agrees, the layout's
    /// interactive-movement invalidation runs and the item follows
    /// ``updateInteractiveMovementTargetPosition(_:)``.
    ///
    /// - Returns: Whether the movement started; `false` when the data source refuses, or with
    ///   the error in ``UIScrollView/lastError`` (another movement in progress, no such item).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        var started = false
        record { () throws(CollectionViewError) in started = try host.beginInteractiveMovementForItem(at: indexPath.native) }
        return started
    }

    /// Moves the item being moved to a point in the collection view's content: the
    /// layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposes where it
    /// would land and the delegate's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
    /// may change that. Without a movement the error is recorded in ``UIScrollView/lastError``.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        record { () throws(CollectionViewError) in try host.updateInteractiveMovementTargetPosition(targetPosition.native) }
    }

    /// Ends the movement where it is: the data source's `collectionView(_:moveItemAt:to:)`
    /// moves the item in the data, then the collection view moves it. A failed move is undone
    /// and recorded in ``UIScrollView/lastError``.
    public func endInteractiveMovement() {
        record { () throws(CollectionViewError) in try host.endInteractiveMovement() }
    }

    /// Cancels the movement: the item goes back to where it began and the data source is not
    /// asked to move anything.
    public func cancelInteractiveMovement() {
        record { () throws(CollectionViewError) in try host.cancelInteractiveMovement() }
    }
}
