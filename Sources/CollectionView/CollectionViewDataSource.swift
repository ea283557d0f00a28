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
    func collectionView(_ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath) throws -> CollectionReusableView
    /// Whether an item may be moved interactively; `false` by default.
    func collectionView(_ collectionView: CollectionViewHost, canMoveItemAt indexPath: ElementIndexPath) -> Bool
    /// Moves an item in the data (after an interactive move ends). Does nothing by default.
    func collectionView(_ collectionView: CollectionViewHost, moveItemAt sourceIndexPath: ElementIndexPath, to destinationIndexPath: ElementIndexPath)
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionViewHost) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath) throws -> CollectionReusableView {
        throw CollectionViewError.missingSupplementaryView(kind: kind, indexPath: indexPath)
    }
    public func collectionView(_ collectionView: CollectionViewHost, canMoveItemAt indexPath: ElementIndexPath) -> Bool { false }
    public func collectionView(_ collectionView: CollectionViewHost, moveItemAt sourceIndexPath: ElementIndexPath, to destinationIndexPath: ElementIndexPath) {}
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
    case cut, copy, paste
}

/// Reacts to the user and to display (`UICollectionViewDelegate`). Every method has a
/// default; implement the ones you need.
public protocol CollectionViewDelegate: LayoutHostDelegate {
    // Highlight and selection (the order is in DESIGN.md).
    func collectionView(_ collectionView: CollectionViewHost, shouldHighlightItemAt indexPath: ElementIndexPath) -> Bool
    func collectionView(_ collectionView: CollectionViewHost, didHighlightItemAt indexPath: ElementIndexPath)
    func collectionView(_ collectionView: CollectionViewHost, didUnhighlightItemAt indexPath: ElementIndexPath)
    func collectionView(_ collectionView: CollectionViewHost, shouldSelectItemAt indexPath: ElementIndexPath) -> Bool
    func collectionView(_ collectionView: CollectionViewHost, didSelectItemAt indexPath: ElementIndexPath)
    func collectionView(_ collectionView: CollectionViewHost, shouldDeselectItemAt indexPath: ElementIndexPath) -> Bool
    func collectionView(_ collectionView: CollectionViewHost, didDeselectItemAt indexPath: ElementIndexPath)

    // Display.
    func collectionView(_ collectionView: CollectionViewHost, willDisplay view: CollectionReusableView, for key: ElementKey)
    func collectionView(_ collectionView: CollectionViewHost, didEndDisplaying view: CollectionReusableView, for key: ElementKey)

    // Edit menu.
    func collectionView(_ collectionView: CollectionViewHost, shouldShowMenuForItemAt indexPath: ElementIndexPath) -> Bool
    func collectionView(_ collectionView: CollectionViewHost, canPerformAction action: EditAction, forItemAt indexPath: ElementIndexPath) -> Bool
    func collectionView(_ collectionView: CollectionViewHost, performAction action: EditAction, forItemAt indexPath: ElementIndexPath)

    // Layout transitions and interactive movement.
    func collectionView(_ collectionView: CollectionViewHost, transitionLayoutForOldLayout fromLayout: CollectionViewLayout, newLayout toLayout: CollectionViewLayout) -> TransitionLayout?
    func collectionView(_ collectionView: CollectionViewHost, targetIndexPathForMoveFromItemAt originalIndexPath: ElementIndexPath, toProposedIndexPath proposedIndexPath: ElementIndexPath) -> ElementIndexPath
    func collectionView(_ collectionView: CollectionViewHost, targetContentOffsetForProposedContentOffset proposedContentOffset: Point) -> Point

    // Scrolling.
    func collectionViewDidScroll(_ collectionView: CollectionViewHost)
    func collectionViewDidEndDecelerating(_ collectionView: CollectionViewHost)
}

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
    public func collectionView(_ collectionView: CollectionViewHost, canPerformAction action: EditAction, forItemAt indexPath: ElementIndexPath) -> Bool { false }
    public func collectionView(_ collectionView: CollectionViewHost, performAction action: EditAction, forItemAt indexPath: ElementIndexPath) {}
    public func collectionView(_ collectionView: CollectionViewHost, transitionLayoutForOldLayout fromLayout: CollectionViewLayout, newLayout toLayout: CollectionViewLayout) -> TransitionLayout? { nil }
    public func collectionView(_ collectionView: CollectionViewHost, targetIndexPathForMoveFromItemAt originalIndexPath: ElementIndexPath, toProposedIndexPath proposedIndexPath: ElementIndexPath) -> ElementIndexPath { proposedIndexPath }
    public func collectionView(_ collectionView: CollectionViewHost, targetContentOffsetForProposedContentOffset proposedContentOffset: Point) -> Point { proposedContentOffset }
    public func collectionViewDidScroll(_ collectionView: CollectionViewHost) {}
    public func collectionViewDidEndDecelerating(_ collectionView: CollectionViewHost) {}
}
