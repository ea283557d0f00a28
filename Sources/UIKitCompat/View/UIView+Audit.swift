import Foundation

// Members of UIKit's view surface that a headless view keeps as values or computes from its
// frames (see "Audit: every member of the collection-view surface" in
// Docs/UIKitCompatibility.md).

extension UIView {
    /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// Scales the content to fill the bounds, changing its aspect ratio.
        case scaleToFill
        /// Scales the content to fit, keeping its aspect ratio.
        case scaleAspectFit
        /// Scales the content to fill, keeping its aspect ratio.
        case scaleAspectFill
        /// Redraws the content when the bounds change.
        case redraw
        /// Centers the content.
        case center
        /// Puts the content at the top.
        case top
        /// Puts the content at the bottom.
        case bottom
        /// Puts the content at the left.
        case left
        /// Puts the content at the right.
        case right
        /// Puts the content at the top left.
        case topLeft
        /// Puts the content at the top right.
        case topRight
        /// Puts the content at the bottom left.
        case bottomLeft
        /// Puts the content at the bottom right.
        case bottomRight
    }

    /// How the tint color is shown (UIKit's `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode, or `normal`.
        case automatic
        /// The tint color as it is.
        case normal
        /// The tint color dimmed.
        case dimmed
    }

    /// The timing curve of an animation (UIKit's `UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even speed.
        case linear
    }

    /// How the content fills the bounds; `.scaleToFill` by default. Stored: nothing is drawn.
    public var contentMode: ContentMode {
        get { viewValues.contentMode }
        set { viewValues.contentMode = newValue }
    }

    /// How the tint color is shown; `.automatic` by default. Stored: nothing is drawn.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { viewValues.tintAdjustmentMode }
        set { viewValues.tintAdjustmentMode = newValue }
    }

    /// The layer's anchor point, as UIKit's `UIView.anchorPoint` (iOS 16).
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// The scale from points to pixels: the trait collection's display scale unless set.
    public var contentScaleFactor: CGFloat {
        get { viewValues.contentScaleFactor ?? traitCollection.displayScale }
        set { viewValues.contentScaleFactor = newValue }
    }

    /// The layout direction for a semantic content attribute in the application's direction.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The layout direction for a semantic content attribute relative to a direction: the
    /// forced attributes force theirs, the others follow `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: layoutDirection
        }
    }

    /// The farthest descendant (or the view itself) that contains `point`, in the view's
    /// coordinates, as UIKit hit-tests: hidden views, views with an alpha under 0.01 and views
    /// that ignore interaction answer `nil`, and later subviews are tested first. The event is
    /// `AnyObject?` (there are no events); transforms are not applied, as in `convert`.
    public func hitTest(_ point: CGPoint, with event: AnyObject?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// Runs `animations` at once and calls `completion` with `true`: nothing animates here.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Replaces `fromView` with `toView` at once, as UIKit does at the end of the transition,
    /// and calls `completion` with `true`: with `.showHideTransitionViews` it hides `fromView`
    /// and shows `toView`, else it puts `toView` in `fromView`'s place and removes `fromView`.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview, let index = superview.subviews.firstIndex(where: { $0 === fromView }) {
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Runs `animations` at once: nothing animates, so nothing repeats.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        animations()
    }

    /// Whether animations are enabled; `true` by default. Stored: every animation block runs
    /// at once either way.
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    /// Sets ``areAnimationsEnabled``.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// The duration of the animation being set up: always 0, as outside an animation block
    /// (blocks run at once here).
    public static var inheritedAnimationDuration: TimeInterval { 0 }
}

extension UIView.AnimationOptions {
    /// Repeats the animation.
    public static let `repeat` = UIView.AnimationOptions(rawValue: 1 << 3)
    /// Plays the animation backward after forward.
    public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 4)
    /// Uses this duration, not the enclosing animation's.
    public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
    /// Uses this curve, not the enclosing animation's.
    public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
    /// Redraws the content during the animation.
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows the views of a transition instead of removing and adding them.
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    /// Uses these options, not the enclosing animation's.
    public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
    /// A flip from the left.
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    /// A flip from the right.
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    /// A curl up.
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    /// A curl down.
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    /// A cross-dissolve.
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    /// A flip from the top.
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    /// A flip from the bottom.
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
    /// Sixty frames per second.
    public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
    /// Thirty frames per second.
    public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)
}

extension UIView.KeyframeAnimationOptions {
    /// Lets the user interact with the views during the animation.
    public static let allowUserInteraction = UIView.KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Repeats the animation.
    public static let `repeat` = UIView.KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Plays the animation backward after forward.
    public static let autoreverse = UIView.KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Uses this duration, not the enclosing animation's.
    public static let overrideInheritedDuration = UIView.KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Uses these options, not the enclosing animation's.
    public static let overrideInheritedOptions = UIView.KeyframeAnimationOptions(rawValue: 1 << 9)
    /// A cubic, evenly paced curve through the keyframes.
    public static let calculationModeCubicPaced = UIView.KeyframeAnimationOptions(rawValue: 4 << 10)
}

/// Whether animations are enabled (``UIView/areAnimationsEnabled``).
@MainActor var animationsEnabled = true

/// The values a view keeps for the members above.
struct ViewValues {
    var contentMode = UIView.ContentMode.scaleToFill
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    var contentScaleFactor: CGFloat?
}
