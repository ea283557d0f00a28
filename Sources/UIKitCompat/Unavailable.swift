import Foundation

// UIKit API that UIKitCompat does not provide: a compile error that says why and what to use,
// never a silent no-op.

/// Not available: compositional layouts are not bridged yet.
@available(
    *, unavailable,
    message:
        "UIKitCompat does not bridge compositional layouts yet; write it with CVKit's CompositionalLayout module (the same types without the NSCollection prefix)"
)
public final class UICollectionViewCompositionalLayout {}

/// Not available: compositional layouts are not bridged yet.
@available(
    *, unavailable, message: "UIKitCompat does not bridge compositional layouts yet; use CVKit's LayoutItem (CompositionalLayout module)"
)
public final class NSCollectionLayoutItem {}

/// Not available: compositional layouts are not bridged yet.
@available(
    *, unavailable, message: "UIKitCompat does not bridge compositional layouts yet; use CVKit's LayoutGroup (CompositionalLayout module)"
)
public final class NSCollectionLayoutGroup {}

/// Not available: compositional layouts are not bridged yet.
@available(
    *, unavailable, message: "UIKitCompat does not bridge compositional layouts yet; use CVKit's LayoutSection (CompositionalLayout module)"
)
public final class NSCollectionLayoutSection {}

/// Not available: diffable data sources are not bridged yet.
@available(
    *, unavailable,
    message:
        "UIKitCompat does not bridge diffable data sources yet; use CVKit's DiffableDataSource (DiffableDataSource module) on the view's host"
)
public final class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {}

/// Not available: diffable data sources are not bridged yet.
@available(*, unavailable, message: "UIKitCompat does not bridge diffable snapshots yet; use CVKit's Snapshot (DiffableDataSource module)")
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {}

/// Not available: there are no view controllers on Linux.
@available(
    *, unavailable,
    message:
        "there are no view controllers on Linux; create a UICollectionView(frame:collectionViewLayout:) and set its dataSource and delegate"
)
open class UICollectionViewController {}

extension UICollectionView {
    /// Nibs need Interface Builder's archives, which do not exist on Linux.
    @available(*, unavailable, message: "nibs do not exist on Linux; register a UICollectionReusableView subclass")
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
}
