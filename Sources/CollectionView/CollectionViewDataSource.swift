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

    // Scrolling (UIScrollViewDelegate; the order is in the host's `endDragging(velocity:)`).
    /// The content offset changed (`scrollViewDidScroll`): once per change — a drag, a
    /// deceleration or animation frame, a programmatic offset, a layout's offset
    /// adjustment. Default: nothing.
    func collectionViewDidScroll(_ collectionView: CollectionViewHost)
    /// The user is about to drag the content (`scrollViewWillBeginDragging`). Default: nothing.
    func collectionViewWillBeginDragging(_ collectionView: CollectionViewHost)
    /// The finger lifted (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`):
    /// `targetContentOffset` is where the content will stop, already adjusted by the
    /// layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`;
    /// set it to stop elsewhere (it is clamped to the content). The velocity is in points
    /// per second (UIKit: points per millisecond). Default: nothing.
    func collectionViewWillEndDragging(
        _ collectionView: CollectionViewHost, withVelocity velocity: Vector, targetContentOffset: inout Point)
    /// The drag ended (`scrollViewDidEndDragging(_:willDecelerate:)`); `decelerate` says
    /// whether the content moves on (a fling, a page, a spring-back). Default: nothing.
    func collectionViewDidEndDragging(_ collectionView: CollectionViewHost, willDecelerate decelerate: Bool)
    /// The content starts decelerating after a drag or fling (`scrollViewWillBeginDecelerating`). Default: nothing.
    func collectionViewWillBeginDecelerating(_ collectionView: CollectionViewHost)
    /// A deceleration came to rest (`scrollViewDidEndDecelerating`); not called when there was none. Default: nothing.
    func collectionViewDidEndDecelerating(_ collectionView: CollectionViewHost)
    /// An animated `setContentOffset` or `scrollToItem` arrived (`scrollViewDidEndScrollingAnimation`). Default: nothing.
    func collectionViewDidEndScrollingAnimation(_ collectionView: CollectionViewHost)
    /// Whether a status-bar tap (`scrollToTop()`) scrolls to the top (`scrollViewShouldScrollToTop`). Default: `true`.
    func collectionViewShouldScrollToTop(_ collectionView: CollectionViewHost) -> Bool
    /// A scroll to the top arrived (`scrollViewDidScrollToTop`). Default: nothing.
    func collectionViewDidScrollToTop(_ collectionView: CollectionViewHost)
    /// The adjusted content inset changed (`scrollViewDidChangeAdjustedContentInset`). Default: nothing.
    func collectionViewDidChangeAdjustedContentInset(_ collectionView: CollectionViewHost)
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
    public func collectionViewWillBeginDragging(_ collectionView: CollectionViewHost) {}
    public func collectionViewWillEndDragging(
        _ collectionView: CollectionViewHost, withVelocity velocity: Vector, targetContentOffset: inout Point
    ) {}
    public func collectionViewDidEndDragging(_ collectionView: CollectionViewHost, willDecelerate decelerate: Bool) {}
    public func collectionViewWillBeginDecelerating(_ collectionView: CollectionViewHost) {}
    public func collectionViewDidEndDecelerating(_ collectionView: CollectionViewHost) {}
    public func collectionViewDidEndScrollingAnimation(_ collectionView: CollectionViewHost) {}
    public func collectionViewShouldScrollToTop(_ collectionView: CollectionViewHost) -> Bool { true }
    public func collectionViewDidScrollToTop(_ collectionView: CollectionViewHost) {}
    public func collectionViewDidChangeAdjustedContentInset(_ collectionView: CollectionViewHost) {}
}
