import CollectionView
import Foundation
import LayoutProtocol

extension UICollectionView {
    /// The supplementary view shown for an element, or `nil` when it is not visible.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        (host.view(for: ElementKey(.supplementary(kind: elementKind), indexPath.native)) as? ViewShim)?.view
    }

    /// The supplementary views of a kind that are shown, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaryKeys(ofKind: elementKind).compactMap { (host.view(for: $0) as? ViewShim)?.view }
    }

    /// The index paths of the supplementary views of a kind that are shown, sorted.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryKeys(ofKind: elementKind).map { IndexPath($0.indexPath) }
    }

    /// The layout's attributes of a supplementary view, or `nil`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        host.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath.native).map(UICollectionViewLayoutAttributes.restoring)
    }

    /// The index path of a cell that is shown, or `nil` (a cell that is not shown has none).
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        host.indexPathsForVisibleItems.first { (host.cellForItem(at: $0) as? ViewShim)?.view === cell }.map(IndexPath.init)
    }

    /// The keys of the shown supplementary views of a kind, sorted.
    private func visibleSupplementaryKeys(ofKind elementKind: String) -> [ElementKey] {
        host.visibleElements.lazy.map(\.key).filter { $0.category == .supplementary(kind: elementKind) && self.host.view(for: $0) != nil }
    }
}
