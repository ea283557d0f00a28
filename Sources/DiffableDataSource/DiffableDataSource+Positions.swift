import CollectionView
import Geometry
import LayoutProtocol

/// Where a reader is in a diffable collection view: an item identifier and where the item
/// sits in the viewport; it survives changes of index paths, so it can be kept across a
/// reload from the network or saved for state restoration.
public struct DiffableReadingPosition<ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// The item.
    public var itemIdentifier: ItemID
    /// The item's origin less the content offset.
    public var offsetInViewport: Vector

    /// A position: the item with its origin `offsetInViewport` from the content offset.
    public init(itemIdentifier: ItemID, offsetInViewport: Vector) {
        self.itemIdentifier = itemIdentifier
        self.offsetInViewport = offsetInViewport
    }
}

extension DiffableDataSource {
    /// The reader's position by identifier (see `CollectionViewHost.readingPosition()`), or
    /// `nil` when no item is visible or no collection view shows this data source.
    public func readingPosition() -> DiffableReadingPosition<ItemID>? {
        guard let position = collectionView?.readingPosition(), let item = itemIdentifier(for: position.indexPath) else { return nil }
        return DiffableReadingPosition(itemIdentifier: item, offsetInViewport: position.offsetInViewport)
    }

    /// Scrolls so the position's item sits where it sat, wherever it is now.
    ///
    /// - Parameters:
    ///   - position: A position from ``readingPosition()``.
    ///   - animated: Whether to animate.
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)`` when the item is not in the
    ///   current state; ``SnapshotError/collectionView(_:)`` for what the collection view
    ///   rejects. Nothing changes then.
    public func restoreReadingPosition(_ position: DiffableReadingPosition<ItemID>, animated: Bool = false) throws(SnapshotError) {
        guard let path = indexPath(for: position.itemIdentifier) else {
            throw .unknownItem(String(describing: position.itemIdentifier), operation: "restoreReadingPosition")
        }
        do {
            try collectionView?.restoreReadingPosition(
                ReadingPosition(indexPath: path, offsetInViewport: position.offsetInViewport), animated: animated)
        } catch {
            throw .collectionView(error)
        }
    }

    /// Scrolls so the identified item sits at `position` (UIKit's `scrollToItem(at:at:animated:)`
    /// by identifier).
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)`` when the item is not in the
    ///   current state; ``SnapshotError/collectionView(_:)`` for what the collection view
    ///   rejects.
    public func scrollToItem(withIdentifier identifier: ItemID, at position: ScrollPosition, animated: Bool) throws(SnapshotError) {
        guard let path = indexPath(for: identifier) else {
            throw .unknownItem(String(describing: identifier), operation: "scrollToItem")
        }
        do {
            try collectionView?.scrollToItem(at: path, at: position, animated: animated)
        } catch {
            throw .collectionView(error)
        }
    }

    /// Keeps the identified item in place on screen through every later `apply` and width
    /// change (the host's ``CollectionView/ScrollAnchor/item(_:)``, which follows the item).
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)`` when the item is not in the
    ///   current state; the anchor is then unchanged.
    public func anchorScrolling(toItemWithIdentifier identifier: ItemID) throws(SnapshotError) {
        guard let path = indexPath(for: identifier) else {
            throw .unknownItem(String(describing: identifier), operation: "anchorScrolling")
        }
        collectionView?.scrollAnchor = .item(path)
    }
}
