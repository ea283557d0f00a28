import Geometry
import LayoutProtocol
import ReuseQueue

/// An item being moved by the user (UIKit's interactive movement).
public struct InteractiveMovement: Hashable, Sendable {
    /// Where the item was when the movement began.
    public var originalIndexPath: ElementIndexPath
    /// Where the item would land if the movement ended now.
    public var targetIndexPath: ElementIndexPath
    /// The item's position in content coordinates.
    public var position: Point
    /// The attributes the layout gives the moving item
    /// (`layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`).
    public var attributes: LayoutAttributes?
}

extension CollectionViewHost {
    // MARK: - State

    /// The interactive movement in progress, or `nil`.
    public var interactiveMovement: InteractiveMovement? { movementState.movement }

    // MARK: - Public API

    /// Starts moving an item (`beginInteractiveMovementForItem(at:)`): the data source is
    /// asked `canMoveItemAt`; if it agrees, the layout is invalidated with its
    /// interactive-movement context and the item follows
    /// ``updateInteractiveMovementTargetPosition(_:)``.
    ///
    /// ```swift
    /// if try cv.beginInteractiveMovementForItem(at: ElementIndexPath(item: 0, section: 0)) {
    ///     try cv.updateInteractiveMovementTargetPosition(Point(x: 125, y: 25))
    ///     try cv.endInteractiveMovement()   // the data source moves the item, then the batch-update path
    /// }
    /// ```
    ///
    /// - Parameter indexPath: The item to move.
    /// - Returns: `false` when the data source says the item cannot move (nothing changes).
    /// - Throws: ``CollectionView/CollectionViewError/invalidState(_:)`` while another
    ///   movement runs, ``CollectionView/CollectionViewError/noSuchItem(_:)`` for a
    ///   missing item, or what the layout pass throws; nothing changes then.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: ElementIndexPath) throws(CollectionViewError) -> Bool {
        guard interactiveMovement == nil else {
            throw .invalidState(.movementInProgress)
        }
        try layoutIfNeeded()
        try validateSelectableItem(indexPath)
        guard let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        guard let position = layoutAttributesForItem(at: indexPath)?.center else { throw .noSuchItem(indexPath) }
        let layout = collectionViewLayout
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [indexPath], withTargetPosition: position,
            previousIndexPaths: [indexPath], previousPosition: position)
        layout.invalidateLayout(with: context)
        try layoutIfNeeded()
        let attributes = layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        movementState.movement = InteractiveMovement(
            originalIndexPath: indexPath, targetIndexPath: indexPath, position: position, attributes: attributes)
        applyMovingAttributes()
        return true
    }

    /// Moves the item being moved to a position (content coordinates): the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposes where it would
    /// land, the delegate's `targetIndexPathForMoveFromItemAt` may change that, and the
    /// layout is invalidated with the context for the new target and position.
    ///
    /// - Parameter position: The new position, in content coordinates.
    /// - Throws: ``CollectionView/CollectionViewError/invalidState(_:)`` without a
    ///   movement, ``CollectionView/CollectionViewError/invalidGeometry(_:)`` for a
    ///   non-finite position, or what the layout pass throws; the movement is then as it
    ///   was.
    public func updateInteractiveMovementTargetPosition(_ position: Point) throws(CollectionViewError) {
        guard let movement = interactiveMovement else {
            throw .invalidState(.noInteractiveMovement(.update))
        }
        guard position.isFinite else {
            throw .invalidGeometry(.movementPosition(position))
        }
        let layout = collectionViewLayout
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.targetIndexPath, withPosition: position)
        var target =
            delegate?.collectionView(self, targetIndexPathForMoveFromItemAt: movement.originalIndexPath, toProposedIndexPath: proposed)
            ?? proposed
        if !selectableItemExists(at: target) { target = movement.targetIndexPath }
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: position,
            previousIndexPaths: [movement.targetIndexPath], previousPosition: movement.position)
        layout.invalidateLayout(with: context)
        try layoutIfNeeded()
        movementState.movement = InteractiveMovement(
            originalIndexPath: movement.originalIndexPath, targetIndexPath: target, position: position,
            attributes: layout.layoutAttributesForInteractivelyMovingItem(at: target, withTargetPosition: position))
        applyMovingAttributes()
    }

    /// Ends the movement where it is (`endInteractiveMovement()`): the layout gets its
    /// ending context, the data source's `moveItemAt` moves the item in the data, and the
    /// host moves it through the batch-update path (selection and views follow). A
    /// movement that ends where it began moves nothing.
    ///
    /// - Throws: ``CollectionView/CollectionViewError/invalidState(_:)`` without a
    ///   movement, or what the batch update throws — the data source's move is then
    ///   undone (moved back) and the host is as before the movement.
    public func endInteractiveMovement() throws(CollectionViewError) {
        guard let movement = interactiveMovement else {
            throw .invalidState(.noInteractiveMovement(.end))
        }
        movementState.movement = nil
        let original = movement.originalIndexPath, final = movement.targetIndexPath
        let layout = collectionViewLayout
        layout.invalidateLayout(
            with: layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [final], previousIndexPaths: [original], movementCancelled: false))
        if final != original, let dataSource {
            dataSource.collectionView(self, moveItemAt: original, to: final)
            do {
                try moveItem(at: original, to: final)
            } catch {
                dataSource.collectionView(self, moveItemAt: final, to: original)
                try? layoutIfNeeded()
                restoreAttributes(of: original)
                throw error
            }
        } else {
            try layoutIfNeeded()
        }
        restoreAttributes(of: final)
    }

    /// Cancels the movement (`cancelInteractiveMovement()`): the layout gets its ending
    /// context with `movementCancelled`, the item goes back to where it began, and the
    /// data source is not asked to move anything.
    ///
    /// - Throws: ``CollectionView/CollectionViewError/invalidState(_:)`` without a
    ///   movement, or what the layout pass throws.
    public func cancelInteractiveMovement() throws(CollectionViewError) {
        guard let movement = interactiveMovement else {
            throw .invalidState(.noInteractiveMovement(.cancel))
        }
        movementState.movement = nil
        let layout = collectionViewLayout
        layout.invalidateLayout(
            with: layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [movement.originalIndexPath], previousIndexPaths: [movement.targetIndexPath],
                movementCancelled: true))
        try layoutIfNeeded()
        restoreAttributes(of: movement.originalIndexPath)
    }

    // MARK: - Internal

    /// Shows the moving attributes on the moving item's cell.
    private func applyMovingAttributes() {
        guard let movement = interactiveMovement, let attributes = movement.attributes else { return }
        cellForItem(at: movement.originalIndexPath)?.apply(attributes)
    }

    /// Puts the layout's own attributes back on an item's cell.
    private func restoreAttributes(of indexPath: ElementIndexPath) {
        if let cell = cellForItem(at: indexPath), let attributes = visibleSet.attributes[.cell(indexPath)] {
            cell.apply(attributes)
        }
    }
}
