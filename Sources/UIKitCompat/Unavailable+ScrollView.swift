import Foundation

// UIKit's scroll-view members that have no headless meaning: each fails to compile with the
// reason and what to use instead (see "Audit: every member of the collection-view surface"
// in Docs/UIKitCompatibility.md).

/// Not available: there are no touches on Linux.
@available(
    *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
)
public final class UITouch: NSObject {}

/// Not available: there are no touches on Linux.
@available(
    *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
)
public final class UIEvent: NSObject {}

/// Not available: there is no zooming on Linux.
@available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
public final class UIPinchGestureRecognizer {}

/// Not available: there is no pull-to-refresh control on Linux.
@available(
    *, unavailable, message: "there is no refresh control on Linux; call the refresh code directly, then reloadData() or apply a snapshot"
)
public final class UIRefreshControl {}

/// Not available: nothing is drawn on Linux.
@available(*, unavailable, message: "nothing is drawn on Linux; edge effects change no geometry")
public final class UIScrollEdgeEffect {}

extension UIScrollView {
    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets")
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { .zero }
        set {}
    }

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read bounds and adjustedContentInset instead")
    public var frameLayoutGuide: UILayoutGuide { fatalError("unavailable") }  // allowed: unavailable

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read contentSize instead")
    public var contentLayoutGuide: UILayoutGuide { fatalError("unavailable") }  // allowed: unavailable

    /// There is no pull-to-refresh control on Linux.
    @available(
        *, unavailable,
        message: "there is no refresh control on Linux; call the refresh code directly, then reloadData() or apply a snapshot"
    )
    public var refreshControl: UIRefreshControl? {
        get { nil }
        set {}
    }

    /// There are no touches on Linux.
    @available(
        *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
    )
    public func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }

    /// There are no touches on Linux.
    @available(
        *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
    )
    public func touchesShouldCancel(in view: UIView) -> Bool { false }

    /// There are no touches on Linux.
    @available(
        *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
    )
    public var canCancelContentTouches: Bool {
        get { false }
        set {}
    }

    /// There are no touches on Linux.
    @available(
        *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
    )
    public var delaysContentTouches: Bool {
        get { false }
        set {}
    }

    /// There are no touches on Linux.
    @available(
        *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
    )
    public var directionalPressGestureRecognizer: UIGestureRecognizer { fatalError("unavailable") }  // allowed: unavailable

    /// There are no touches on Linux.
    @available(
        *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
    )
    public var panGestureRecognizer: UIPanGestureRecognizer { fatalError("unavailable") }  // allowed: unavailable

    /// There is no zooming on Linux.
    @available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

    /// There is no zooming on Linux.
    @available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
    public func zoom(to rect: CGRect, animated: Bool) {}

    /// There is no zooming on Linux.
    @available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
    public var zoomScale: CGFloat {
        get { 1 }
        set {}
    }

    /// There is no zooming on Linux.
    @available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {}

    /// There is no zooming on Linux.
    @available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
    public var maximumZoomScale: CGFloat {
        get { 1 }
        set {}
    }

    /// There is no zooming on Linux.
    @available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
    public var minimumZoomScale: CGFloat {
        get { 1 }
        set {}
    }

    /// There is no zooming on Linux.
    @available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
    public var bouncesZoom: Bool {
        get { false }
        set {}
    }

    /// There is no zooming on Linux.
    @available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
    public var isZooming: Bool { false }

    /// There is no zooming on Linux.
    @available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
    public var isZoomBouncing: Bool { false }

    /// There is no zooming on Linux.
    @available(*, unavailable, message: "there is no zooming on Linux (no views to zoom); scale the layout's item sizes instead")
    public var isZoomAnimating: Bool { false }

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; edge effects change no geometry")
    public var topEdgeEffect: UIScrollEdgeEffect { fatalError("unavailable") }  // allowed: unavailable

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; edge effects change no geometry")
    public var leftEdgeEffect: UIScrollEdgeEffect { fatalError("unavailable") }  // allowed: unavailable

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; edge effects change no geometry")
    public var bottomEdgeEffect: UIScrollEdgeEffect { fatalError("unavailable") }  // allowed: unavailable

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; edge effects change no geometry")
    public var rightEdgeEffect: UIScrollEdgeEffect { fatalError("unavailable") }  // allowed: unavailable
}
