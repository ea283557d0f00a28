import Foundation

// UIKit API that UIKitCompat does not provide: a compile error that says why and what to use,
// never a silent no-op.

/// Not available: a plain ``UIViewController`` with a collection view as its view replaces it.
@available(
    *, unavailable,
    message:
        "not provided on Linux; use a UIViewController whose loadView() sets view to a UICollectionView(frame:collectionViewLayout:), and set its dataSource and delegate"
)
open class UICollectionViewController {}

extension UICollectionView {
    /// Nibs need Interface Builder's archives, which do not exist on Linux.
    @available(*, unavailable, message: "nibs do not exist on Linux; register a UICollectionReusableView subclass")
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
}

/// Not available: there are no fonts on Linux.
@available(*, unavailable, message: "there are no fonts on Linux; give sizes explicitly, or report a view's size with fittingSizeHandler")
public final class UIFont {}

/// Not available: nothing is drawn on Linux.
@available(*, unavailable, message: "nothing is drawn on Linux; compute geometry with CGRect and CGAffineTransform")
public final class UIBezierPath {}

/// Not available: there are no touches to recognise on Linux.
@available(
    *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
)
open class UIGestureRecognizer {}

/// Not available: there are no touches to recognise on Linux.
@available(
    *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
)
open class UIPanGestureRecognizer {}

/// Not available: there are no touches to recognise on Linux.
@available(*, unavailable, message: "there are no touches on Linux; call the collection view's selection or movement methods directly")
open class UITapGestureRecognizer {}

/// Not available: there are no touches to recognise on Linux.
@available(
    *, unavailable, message: "there are no touches on Linux; call beginInteractiveMovementForItem(at:) and its siblings directly"
)
open class UILongPressGestureRecognizer {}

/// Not available: there is no display to synchronise with on Linux.
@available(*, unavailable, message: "there is no display on Linux; advance the collection view's clock (view.host.clock) instead")
public final class CADisplayLink {}

/// Not available: nothing animates on Linux.
@available(
    *, unavailable, message: "nothing animates on Linux; set the final values, or play the collection view's clock (view.host.clock)"
)
public final class UIViewPropertyAnimator {}

/// Not available: there are no storyboards on Linux.
@available(*, unavailable, message: "there are no storyboards on Linux; create view controllers in code")
public final class UIStoryboard {}

extension UIImage {
    /// Asset catalogs and image files are not read on Linux.
    @available(*, unavailable, message: "there are no asset catalogs on Linux; use UIImage(size:scale:) with the image's size")
    public convenience init?(named name: String) { nil }
}

extension UIColor {
    /// Asset catalogs are not read on Linux.
    @available(*, unavailable, message: "there are no asset catalogs on Linux; use UIColor(red:green:blue:alpha:)")
    public convenience init?(named name: String) { nil }
}

/// Not available: there is no Auto Layout on Linux.
@available(
    *, unavailable,
    message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
)
public final class NSLayoutConstraint {}

/// Not available: there is no Auto Layout on Linux.
@available(
    *, unavailable,
    message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
)
public final class NSLayoutAnchor {}

/// Not available: there is no Auto Layout on Linux.
@available(*, unavailable, message: "there is no Auto Layout on Linux; read the bounds and the safe area insets instead")
public final class UILayoutGuide {}

extension UIView {
    /// Auto Layout does not exist on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { false }
        set {}  // allowed: marked unavailable, no caller can compile
    }

    /// Auto Layout does not exist on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; set frames in layoutSubviews()")
    public var topAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// Auto Layout does not exist on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; set frames in layoutSubviews()")
    public var bottomAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// Auto Layout does not exist on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; set frames in layoutSubviews()")
    public var leadingAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// Auto Layout does not exist on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; set frames in layoutSubviews()")
    public var trailingAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// Auto Layout does not exist on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; set frames in layoutSubviews()")
    public var widthAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// Auto Layout does not exist on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; set frames in layoutSubviews()")
    public var heightAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// Auto Layout does not exist on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; set frames in layoutSubviews()")
    public var centerXAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// Auto Layout does not exist on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; set frames in layoutSubviews()")
    public var centerYAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// Auto Layout does not exist on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read the bounds and the safe area insets instead")
    public var safeAreaLayoutGuide: UILayoutGuide { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// Auto Layout does not exist on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read the bounds and layoutMargins instead")
    public var layoutMarginsGuide: UILayoutGuide { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// There are no touches on Linux.
    @available(
        *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
    )
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public func setNeedsDisplay() {}

    /// There are no touches on Linux.
    @available(*, unavailable, message: "there are no touches on Linux; there are no gesture recognizers to list")
    public var gestureRecognizers: [UIGestureRecognizer]? { nil }

    /// There are no touches on Linux.
    @available(*, unavailable, message: "there are no touches on Linux; there are no gesture recognizers to remove")
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public func setNeedsDisplay(_ rect: CGRect) {}

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; compare frames and attributes instead of snapshots of views")
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
}
