import CollectionView
import Foundation
import LayoutProtocol

extension UICollectionView {
    // MARK: - Selection

    /// Whether the user can select items (a tap selects); `true` by default.
    public var allowsSelection: Bool {
        get { host.allowsSelection }
        set { host.allowsSelection = newValue }
    }

    /// Whether the user can select more than one item; `false` by default.
    public var allowsMultipleSelection: Bool {
        get { host.allowsMultipleSelection }
        set { host.allowsMultipleSelection = newValue }
    }

    /// The selected items, sorted (empty when none is selected).
    public var indexPathsForSelectedItems: [IndexPath]? { host.indexPathsForSelectedItems.map(IndexPath.init) }

    /// Selects an item without calling the delegate (as UIKit), deselecting the others with
    /// single selection, then scrolls it to `scrollPosition` unless that is empty; `nil`
    /// clears the selection. An item that is not in the collection view leaves everything
    /// unchanged and records `CollectionViewError.noSuchItem` in ``UIScrollView/lastError`` (UIKit raises).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in host.indexPathsForSelectedItems { try? host.deselectItem(at: selected) }
            return
        }
        record { () throws(CollectionViewError) in try host.selectItem(at: indexPath.native) }
        guard lastError == nil, !scrollPosition.isEmpty else { return }
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects an item without calling the delegate (as UIKit). An item that is not in the
    /// collection view records `CollectionViewError.noSuchItem` in ``UIScrollView/lastError``.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        record { () throws(CollectionViewError) in try host.deselectItem(at: indexPath.native) }
    }
}
