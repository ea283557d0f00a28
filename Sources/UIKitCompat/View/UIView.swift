import Foundation

/// An object that takes part in the responder chain (`UIResponder`): the superclass of views,
/// view controllers and the application, as in UIKit. There are no events on Linux; the chain
/// is there so `next` walks as it does on iOS.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The next responder: a view's view controller or superview, a view controller's view's
    /// superview; `nil` by default.
    open var next: UIResponder? { nil }
}

/// A view (`UIView`) as layouts and their tests touch it: geometry kept in its ``layer``, a
/// view hierarchy, traits, and the layout hooks. Nothing is drawn.
///
/// `frame`, `bounds`, `center`, `transform`, `alpha` and `isHidden` read and write the layer
/// as in UIKit: `center` is the layer's `position`, `frame` is derived from `center`, the
/// bounds' size and the transform. A scroll view's bounds are its host's.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's layer, which holds its geometry.
    public let layer: CALayer

    /// The view this one is a subview of, or `nil`.
    public private(set) weak var superview: UIView?

    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []

    /// The view controller whose root view this is (UIKit's private link, used for the
    /// responder chain and the safe area).
    weak var viewController: UIViewController?

    /// The safe area its window gave the view in the last layout (a scroll view keeps its
    /// own in `safeAreaInsets`).
    var laidOutSafeAreaInsets = UIEdgeInsets.zero

    /// Whether ``setNeedsLayout()`` was called since the last ``layoutSubviews()``.
    private var needsLayout = true

    /// The values of the members that only store them (`UIView+Audit.swift`).
    var viewValues = ViewValues()

    /// An integer to find the view with ``viewWithTag(_:)``; 0 by default.
    open var tag = 0

    /// Whether the view takes touches; stored (there are no touches to hit-test here).
    open var isUserInteractionEnabled = true

    /// Whether subviews are clipped to the bounds; stored (nothing is drawn).
    open var clipsToBounds = false

    /// The background colour; stored (nothing is drawn).
    open var backgroundColor: UIColor?

    /// The tint color; stored (nothing is drawn).
    open var tintColor: UIColor?

    /// Whether the view is opaque; stored (nothing is drawn).
    open var isOpaque = true

    /// The margins for content laid out inside the view; 8 points on every side, as UIKit's
    /// default. Stored: there is no Auto Layout to lay out against them.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }

    /// Called when ``layoutMargins`` changes (also through `directionalLayoutMargins`); does
    /// nothing by default.
    open func layoutMarginsDidChange() {}

    /// Whether the superview's margins add to this view's; stored (no Auto Layout).
    open var preservesSuperviewLayoutMargins = false

    /// Whether the margins are measured from the safe area; stored (no Auto Layout).
    open var insetsLayoutMarginsFromSafeArea = true

    /// Whether the view takes several touches at once; stored (there are no touches).
    open var isMultipleTouchEnabled = false

    /// Whether the view takes touches alone; stored (there are no touches).
    open var isExclusiveTouch = false

    /// How the view's content reads: `.forceRightToLeft` makes
    /// ``effectiveUserInterfaceLayoutDirection`` right to left; `.forceLeftToRight`,
    /// `.playback` and `.spatial` make it left to right, as in UIKit; `.unspecified` inherits.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// How a size that does not fit is resolved for fitting (see
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``):
    /// set it to report a headless view's size, in place of Auto Layout's answer.
    open var fittingSizeHandler: ((CGSize, UILayoutPriority, UILayoutPriority) -> CGSize)?

    /// A view of zero size at the origin.
    public override init() {
        layer = CALayer()
        super.init()
        layer.owner = self
        // A scroll view's size lives in its host and starts at the host's frame, at the
        // origin: its centre follows the size until it is placed explicitly.
        layer.positionFollowsSize = self is UIScrollView
    }

    /// A view with a frame.
    public init(frame: CGRect) {
        layer = CALayer()
        super.init()
        layer.owner = self
        layer.frame = frame
    }

    /// A view from an archive: nothing is decoded (there are no nibs on Linux).
    public required init?(coder: NSCoder) {
        layer = CALayer()
        super.init()
        layer.owner = self
    }

    /// The view controller whose view this is, else the superview.
    open override var next: UIResponder? { viewController ?? superview }

    // MARK: - Geometry

    /// The frame in the superview's coordinates (the transformed bounds placed at ``center``).
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The bounds in the view's own coordinates; a scroll view's origin is its content offset.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The center of the frame in the superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The 2D transform about the centre (the affine part of the layer's transform).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The 3D transform about the centre (the layer's transform).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The opacity, 0 to 1 (the layer's opacity).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view is hidden (the layer's `isHidden`).
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Called by the layer when the bounds' size changed: asks for a layout pass.
    func boundsSizeDidChange() { setNeedsLayout() }

    // MARK: - Hierarchy

    /// The window the view is in, or `nil`.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds a view at the front of the subviews, removing it from its old superview first.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts a view among the subviews at an index (clamped to the subviews' range),
    /// calling the moving view's and this view's hooks in UIKit's order.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        let newWindow = window
        view.willMove(toSuperview: self)
        if let newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        if newWindow != nil { view.forEachInSubtree { $0.didMoveToWindow() } }
        didAddSubview(view)
        newWindow?.hierarchyDidChange()
    }

    /// Removes the view from its superview, calling the hooks in UIKit's order.
    open func removeFromSuperview() {
        guard let superview else { return }
        let window = superview.window
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if window != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
        if window != nil { forEachInSubtree { $0.didMoveToWindow() } }
        window?.hierarchyDidChange()
    }

    /// Called after a subview was added; does nothing by default.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed; does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view moves to another superview (`nil`: removed); does nothing by
    /// default.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to another superview; does nothing by default.
    open func didMoveToSuperview() {}

    /// Called before the view (or an ancestor) moves into or out of a window; does nothing by
    /// default.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view (or an ancestor) moved into or out of a window; does nothing by
    /// default.
    open func didMoveToWindow() {}

    /// Calls `body` with this view and every descendant, depth first.
    private func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Whether the view is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with a tag, depth first, starting with this view.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// A point converted from this view's coordinates to another view's (both in one
    /// hierarchy, or `view` `nil` for the window); transforms are not applied.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = pointInRoot(point)
        guard let view else { return inWindow }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
    }

    /// A rect converted from this view's coordinates to another view's (its origin as a
    /// point is; the size is kept).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// A point in the coordinates of the hierarchy's root view.
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            let frame = current.frame, bounds = current.bounds
            p = CGPoint(x: p.x - bounds.minX + frame.minX, y: p.y - bounds.minY + frame.minY)
            view = parent
        }
        return p
    }

    // MARK: - Traits

    /// The traits: the window's (from its device profile), with this view's layout direction;
    /// outside a window, the main screen's scale and the application's direction.
    open var traitCollection: UITraitCollection {
        let base = window?.profileTraits ?? UITraitCollection.defaultTraits()
        let direction: UITraitEnvironmentLayoutDirection =
            effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return direction == base.layoutDirection ? base : base.replacing(layoutDirection: direction)
    }

    /// A direction set on this view, else `nil` (inherit).
    private var layoutDirectionOverride: UIUserInterfaceLayoutDirection?

    /// The reading direction the view lays out in: a scroll view's is its host's; another
    /// view's is the one set on it, else its superview's, else the application's. Settable
    /// here, where there is no `semanticContentAttribute` to derive it from.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get {
            if let scrollView = self as? UIScrollView { return scrollView.host.layoutDirection.uiKit }
            switch semanticContentAttribute {
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified: break
            }
            return layoutDirectionOverride ?? superview?.effectiveUserInterfaceLayoutDirection
                ?? UIApplication.shared.userInterfaceLayoutDirection
        }
        set {
            if let scrollView = self as? UIScrollView {
                scrollView.host.layoutDirection = newValue == .rightToLeft ? .rightToLeft : .leftToRight
            } else {
                layoutDirectionOverride = newValue
            }
        }
    }

    /// Called when the traits changed (the window's device profile did); does nothing by
    /// default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Layout

    /// Asks for a layout pass: the next ``layoutIfNeeded()`` runs ``layoutSubviews()``.
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out the subviews; does nothing by default (there is no Auto Layout). Override it
    /// as on iOS; ``layoutIfNeeded()`` calls it.
    open func layoutSubviews() {}

    /// Runs ``layoutSubviews()`` if a pass is pending, then lays out the subviews; a
    /// collection view runs its host's layout pass, a window first gives its views their
    /// safe area.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// The safe area its window gave the view (a scroll view's is settable).
    open var safeAreaInsets: UIEdgeInsets { laidOutSafeAreaInsets }

    // MARK: - Fitting

    /// The value of ``intrinsicContentSize`` for an axis without one.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size Auto Layout may give (`layoutFittingCompressedSize`).
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero

    /// Tells the view its ``intrinsicContentSize`` changed: the view and its superview need
    /// a layout pass.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The size the view would have from its content alone; none on either axis by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size that fits `size`; the current size by default, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        var newBounds = bounds
        newBounds.size = sizeThatFits(bounds.size)
        bounds = newBounds
    }

    /// The fitting size at the lowest priority on both axes.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view fits in `targetSize`. There is no Auto Layout: the
    /// ``fittingSizeHandler`` answers when set (or override this method); otherwise an axis of
    /// `.required` priority takes the target's length, and any other axis the
    /// ``intrinsicContentSize``, or the target's length where there is none.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if let fittingSizeHandler { return fittingSizeHandler(targetSize, horizontalFittingPriority, verticalFittingPriority) }
        let intrinsic = intrinsicContentSize
        func length(_ target: CGFloat, _ own: CGFloat, _ priority: UILayoutPriority) -> CGFloat {
            priority >= .required || own == UIView.noIntrinsicMetric ? target : own
        }
        return CGSize(
            width: length(targetSize.width, intrinsic.width, horizontalFittingPriority),
            height: length(targetSize.height, intrinsic.height, verticalFittingPriority))
    }
}
