import Foundation

// UIKit API that UIKitCompat does not provide: a compile error that says why and what to use,
// never a silent no-op.

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
