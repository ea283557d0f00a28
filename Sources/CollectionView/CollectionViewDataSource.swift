import Geometry
import LayoutProtocol
import ReuseQueue
import Transitions

/// Supplies the data: counts and configured views (`UICollectionViewDataSource`).
///
/// Views come from the host's reuse queue:
///
/// ```swift
/// func collectionView(_ cv: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
///     let cell = try cv.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
///     return cell
/// }
/// ```
public protocol CollectionViewDataSource: LayoutHostDataSource {
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: CollectionViewHost) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for an item, dequeued from the host.
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell
    /// A configured supplementary view, dequeued from the host. By default throws
    /// ``CollectionViewError/missingSupplementaryView(kind:indexPath:)``.
    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView
    /// Whether an item may be moved interactively; `false` by default.
    func collectionView(_ collectionView: CollectionViewHost, canMoveItemAt indexPath: ElementIndexPath) -> Bool
    /// Moves an item in the data (after an interactive move ends). Does nothing by default.
    func collectionView(
        _ collectionView: CollectionViewHost, moveItemAt sourceIndexPath: ElementIndexPath, to destinationIndexPath: ElementIndexPath)
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionViewHost) -> Int { 1 }
    public func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        throw CollectionViewError.missingSupplementaryView(kind: kind, indexPath: indexPath)
    }
    public func collectionView(_ collectionView: CollectionViewHost, canMoveItemAt indexPath: ElementIndexPath) -> Bool { false }
    public func collectionView(
        _ collectionView: CollectionViewHost, moveItemAt sourceIndexPath: ElementIndexPath, to destinationIndexPath: ElementIndexPath
    ) {}
}

/// Prefetching hooks (`UICollectionViewDataSourcePrefetching`): the host tells the data
/// source which items are about to come on screen (within the prefetch margin).
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Items that entered the prefetch area, in index-path order.
    func collectionView(_ collectionView: CollectionViewHost, prefetchItemsAt indexPaths: [ElementIndexPath])
    /// Items that left the prefetch area before being shown. Does nothing by default.
    func collectionView(_ collectionView: CollectionViewHost, cancelPrefetchingForItemsAt indexPaths: [ElementIndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionViewHost, cancelPrefetchingForItemsAt indexPaths: [ElementIndexPath]) {}
}

/// The edit-menu actions the collection view offers on a long press.
public enum EditAction: String, Hashable, Sendable, CaseIterable {
    /// Cut the item (`UIResponderStandardEditActions.cut(_:)`).
    case cut
    /// Copy the item (`UIResponderStandardEditActions.copy(_:)`).
    case copy
    /// Paste onto the item (`UIResponderStandardEditActions.paste(_:)`).
    case paste
}

/// Reacts to the user and to display (`UICollectionViewDelegate`). Every method has a
/// default; implement the ones you need.
public protocol CollectionViewDelegate: LayoutHostDelegate {
    // Highlight and selection (the order is in DESIGN.md).
    /// Whether a touch down on the item highlights it. Default: `true`.
    func collectionView(_ collectionView: CollectionViewHost, shouldHighlightItemAt indexPath: ElementIndexPath) -> Bool
    /// The item was highlighted by a touch down. Default: nothing.
    func collectionView(_ collectionView: CollectionViewHost, didHighlightItemAt indexPath: ElementIndexPath)
    /// The item lost its highlight (touch up or cancelled). Default: nothing.
    func collectionView(_ collectionView: CollectionViewHost, didUnhighlightItemAt indexPath: ElementIndexPath)
    /// Whether a tap selects the item. Default: `true`.
    func collectionView(_ collectionView: CollectionViewHost, shouldSelectItemAt indexPath: ElementIndexPath) -> Bool
    /// The user selected the item (not called for programmatic selection, as in UIKit). Default: nothing.
    func collectionView(_ collectionView: CollectionViewHost, didSelectItemAt indexPath: ElementIndexPath)
    /// Whether a tap deselects the item. Default: `true`.
    func collectionView(_ collectionView: CollectionViewHost, shouldDeselectItemAt indexPath: ElementIndexPath) -> Bool
    /// The user deselected the item. Default: nothing.
    func collectionView(_ collectionView: CollectionViewHost, didDeselectItemAt indexPath: ElementIndexPath)

    // Display.
    /// A cell, supplementary or decoration view is about to join the visible set. Default: nothing.
    func collectionView(_ collectionView: CollectionViewHost, willDisplay view: CollectionReusableView, for key: ElementKey)
    /// A view left the visible set (it goes back to the reuse pool). Default: nothing.
    func collectionView(_ collectionView: CollectionViewHost, didEndDisplaying view: CollectionReusableView, for key: ElementKey)

    // Edit menu.
    /// Whether a long press on the item shows the edit menu. Default: `false`.
    func collectionView(_ collectionView: CollectionViewHost, shouldShowMenuForItemAt indexPath: ElementIndexPath) -> Bool
    /// Whether the edit menu offers `action` for the item. Default: `false`.
    func collectionView(_ collectionView: CollectionViewHost, canPerformAction action: EditAction, forItemAt indexPath: ElementIndexPath)
        -> Bool
    /// The user chose `action` in the item's edit menu. Default: nothing.
    func collectionView(_ collectionView: CollectionViewHost, performAction action: EditAction, forItemAt indexPath: ElementIndexPath)

    // Layout transitions and interactive movement.
    /// The layout that drives an interactive transition between two layouts, or `nil` for the standard transition layout. Default: `nil`.
    func collectionView(
        _ collectionView: CollectionViewHost, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> TransitionLayout?
    /// Where an interactively moved item goes when the user proposes `proposedIndexPath`. Default: the proposed index path.
    func collectionView(
        _ collectionView: CollectionViewHost, targetIndexPathForMoveFromItemAt originalIndexPath: ElementIndexPath,
        toProposedIndexPath proposedIndexPath: ElementIndexPath
    ) -> ElementIndexPath
    /// The content offset to use after a layout change or transition, given the one the layout proposes. Default: the proposed offset.
    func collectionView(_ collectionView: CollectionViewHost, targetContentOffsetForProposedContentOffset proposedContentOffset: Point)
        -> Point

    // Scrolling.
    /// The content offset changed (by a scroll, a deceleration step or a layout change). Default: nothing.
    func collectionViewDidScroll(_ collectionView: CollectionViewHost)
    /// A deceleration came to rest. Default: nothing.
    func collectionViewDidEndDecelerating(_ collectionView: CollectionViewHost)
}

/// The defaults that make every delegate method optional, as in UIKit.
extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionViewHost, shouldHighlightItemAt indexPath: ElementIndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionViewHost, didHighlightItemAt indexPath: ElementIndexPath) {}
    public func collectionView(_ collectionView: CollectionViewHost, didUnhighlightItemAt indexPath: ElementIndexPath) {}
    public func collectionView(_ collectionView: CollectionViewHost, shouldSelectItemAt indexPath: ElementIndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionViewHost, didSelectItemAt indexPath: ElementIndexPath) {}
    public func collectionView(_ collectionView: CollectionViewHost, shouldDeselectItemAt indexPath: ElementIndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionViewHost, didDeselectItemAt indexPath: ElementIndexPath) {}
    public func collectionView(_ collectionView: CollectionViewHost, willDisplay view: CollectionReusableView, for key: ElementKey) {}
    public func collectionView(_ collectionView: CollectionViewHost, didEndDisplaying view: CollectionReusableView, for key: ElementKey) {}
    public func collectionView(_ collectionView: CollectionViewHost, shouldShowMenuForItemAt indexPath: ElementIndexPath) -> Bool { false }
    public func collectionView(
        _ collectionView: CollectionViewHost, canPerformAction action: EditAction, forItemAt indexPath: ElementIndexPath
    ) -> Bool { false }
    public func collectionView(
        _ collectionView: CollectionViewHost, performAction action: EditAction, forItemAt indexPath: ElementIndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionViewHost, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> TransitionLayout? { nil }
    public func collectionView(
        _ collectionView: CollectionViewHost, targetIndexPathForMoveFromItemAt originalIndexPath: ElementIndexPath,
        toProposedIndexPath proposedIndexPath: ElementIndexPath
    ) -> ElementIndexPath { proposedIndexPath }
    public func collectionView(
        _ collectionView: CollectionViewHost, targetContentOffsetForProposedContentOffset proposedContentOffset: Point
    ) -> Point { proposedContentOffset }
    public func collectionViewDidScroll(_ collectionView: CollectionViewHost) {}
    public func collectionViewDidEndDecelerating(_ collectionView: CollectionViewHost) {}
}
