import Foundation

// UIKit's view members that have no headless meaning: each fails to compile with the reason
// and what to use instead (see "Audit: every member of the collection-view surface" in
// Docs/UIKitCompatibility.md).

extension UIView {
    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func setNeedsUpdateConstraints() {}

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func updateConstraints() {}

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func updateConstraintsIfNeeded() {}

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func constraintsAffectingLayout<Axis>(for axis: Axis) -> [NSLayoutConstraint] { [] }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public var hasAmbiguousLayout: Bool { false }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func exerciseAmbiguityInLayout() {}

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public static var layoutFittingExpandedSize: CGSize { .zero }

    /// There is no automatic property tracking on Linux.
    @available(
        *, unavailable, message: "there is no automatic property tracking on Linux; set properties directly and call setNeedsLayout()"
    )
    public func updateProperties() {}

    /// There is no automatic property tracking on Linux.
    @available(
        *, unavailable, message: "there is no automatic property tracking on Linux; set properties directly and call setNeedsLayout()"
    )
    public func setNeedsUpdateProperties() {}

    /// There is no automatic property tracking on Linux.
    @available(
        *, unavailable, message: "there is no automatic property tracking on Linux; set properties directly and call setNeedsLayout()"
    )
    public func updatePropertiesIfNeeded() {}

    /// There is no automatic property tracking on Linux.
    @available(
        *, unavailable, message: "there is no automatic property tracking on Linux; set properties directly and call setNeedsLayout()"
    )
    public protocol Invalidating {}

    /// There is no automatic property tracking on Linux.
    @available(
        *, unavailable, message: "there is no automatic property tracking on Linux; set properties directly and call setNeedsLayout()"
    )
    public enum Invalidations {}

    /// There is no text input on Linux.
    @available(*, unavailable, message: "there is no keyboard or text input on Linux")
    public func endEditing(_ force: Bool) -> Bool { false }

    /// There are no touches on Linux.
    @available(
        *, unavailable, message: "there are no touches on Linux; drive the collection view with view.host's drag API or the Gestures module"
    )
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// There are no interactions on Linux.
    @available(*, unavailable, message: "there are no interactions (UIInteraction) on Linux; there are no touches, pointers or drags")
    public var interactions: [AnyObject] {
        get { [] }
        set {}
    }

    /// There are no interactions on Linux.
    @available(*, unavailable, message: "there are no interactions (UIInteraction) on Linux; there are no touches, pointers or drags")
    public func addInteraction(_ interaction: AnyObject) {}

    /// There are no interactions on Linux.
    @available(*, unavailable, message: "there are no interactions (UIInteraction) on Linux; there are no touches, pointers or drags")
    public func removeInteraction(_ interaction: AnyObject) {}

    /// There is no focus engine on Linux.
    @available(
        *, unavailable, message: "there is no focus engine or pointer on Linux; select items with selectItem(at:animated:scrollPosition:)"
    )
    public var canBecomeFocused: Bool { false }

    /// There is no focus engine on Linux.
    @available(
        *, unavailable, message: "there is no focus engine or pointer on Linux; select items with selectItem(at:animated:scrollPosition:)"
    )
    public var isFocused: Bool { false }

    /// There is no focus engine on Linux.
    @available(
        *, unavailable, message: "there is no focus engine or pointer on Linux; select items with selectItem(at:animated:scrollPosition:)"
    )
    public var focusGroupIdentifier: String? {
        get { nil }
        set {}
    }

    /// There is no focus engine on Linux.
    @available(
        *, unavailable, message: "there is no focus engine or pointer on Linux; select items with selectItem(at:animated:scrollPosition:)"
    )
    public var focusGroupPriority: Int {
        get { 0 }
        set {}
    }

    /// There is no focus engine on Linux.
    @available(
        *, unavailable, message: "there is no focus engine or pointer on Linux; select items with selectItem(at:animated:scrollPosition:)"
    )
    public var focusEffect: AnyObject? {
        get { nil }
        set {}
    }

    /// There is no focus engine on Linux.
    @available(
        *, unavailable, message: "there is no focus engine or pointer on Linux; select items with selectItem(at:animated:scrollPosition:)"
    )
    public var hoverStyle: AnyObject? {
        get { nil }
        set {}
    }

    /// There is no motion on Linux.
    @available(*, unavailable, message: "there are no motion effects on Linux (no device motion, nothing is drawn)")
    public var motionEffects: [AnyObject] {
        get { [] }
        set {}
    }

    /// There is no motion on Linux.
    @available(*, unavailable, message: "there are no motion effects on Linux (no device motion, nothing is drawn)")
    public func addMotionEffect(_ effect: AnyObject) {}

    /// There is no motion on Linux.
    @available(*, unavailable, message: "there are no motion effects on Linux (no device motion, nothing is drawn)")
    public func removeMotionEffect(_ effect: AnyObject) {}

    /// Content size limits are not applied on Linux.
    @available(
        *, unavailable,
        message: "content size category limits are not applied on Linux; set the device profile's preferredContentSizeCategory"
    )
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { nil }
        set {}
    }

    /// Content size limits are not applied on Linux.
    @available(
        *, unavailable,
        message: "content size category limits are not applied on Linux; set the device profile's preferredContentSizeCategory"
    )
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { nil }
        set {}
    }

    /// Content size limits are not applied on Linux.
    @available(
        *, unavailable,
        message: "content size category limits are not applied on Linux; set the device profile's preferredContentSizeCategory"
    )
    public var appliedContentSizeCategoryLimitsDescription: String { "" }

    /// There is no state restoration on Linux.
    @available(*, unavailable, message: "there is no state restoration on Linux; build the view hierarchy in code")
    public var restorationIdentifier: String? {
        get { nil }
        set {}
    }

    /// There is no state restoration on Linux.
    @available(*, unavailable, message: "there is no state restoration on Linux; build the view hierarchy in code")
    public func encodeRestorableState(with coder: NSCoder) {}

    /// There is no state restoration on Linux.
    @available(*, unavailable, message: "there is no state restoration on Linux; build the view hierarchy in code")
    public func decodeRestorableState(with coder: NSCoder) {}

    /// There is no accessibility on Linux.
    @available(*, unavailable, message: "there is no accessibility runtime on Linux (nothing is drawn)")
    public var largeContentImage: UIImage? {
        get { nil }
        set {}
    }

    /// There is no accessibility on Linux.
    @available(*, unavailable, message: "there is no accessibility runtime on Linux (nothing is drawn)")
    public var largeContentImageInsets: UIEdgeInsets {
        get { .zero }
        set {}
    }

    /// There is no accessibility on Linux.
    @available(*, unavailable, message: "there is no accessibility runtime on Linux (nothing is drawn)")
    public var largeContentTitle: String? {
        get { nil }
        set {}
    }

    /// There is no accessibility on Linux.
    @available(*, unavailable, message: "there is no accessibility runtime on Linux (nothing is drawn)")
    public var scalesLargeContentImage: Bool {
        get { false }
        set {}
    }

    /// There is no accessibility on Linux.
    @available(*, unavailable, message: "there is no accessibility runtime on Linux (nothing is drawn)")
    public var showsLargeContentViewer: Bool {
        get { false }
        set {}
    }

    /// SwiftUI's animations do not exist on Linux.
    @available(
        *, unavailable,
        message: "SwiftUI's Animation does not exist on Linux; use animate(withDuration:animations:completion:), which runs at once"
    )
    public static func animate<Animation>(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {}

    /// SwiftUI's animations do not exist on Linux.
    @available(
        *, unavailable,
        message: "SwiftUI's Animation does not exist on Linux; use animate(withDuration:animations:completion:), which runs at once"
    )
    public static func animate<Animation>(with animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {}

    /// System animations do not run on Linux.
    @available(*, unavailable, message: "system animations do not run on Linux; remove the views with removeFromSuperview()")
    public static func perform<Views>(
        _ animation: SystemAnimation, on views: Views, options: AnimationOptions = [], animations parallelAnimations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {}

    /// System animations do not run on Linux.
    @available(*, unavailable, message: "system animations do not run on Linux; remove the views with removeFromSuperview()")
    public enum SystemAnimation {
        /// Removes the views.
        case delete
    }

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func commitAnimations() {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationDelegate(_ delegate: Any?) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationWillStart<Selector>(_ selector: Selector?) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationDidStop<Selector>(_ selector: Selector?) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationDuration(_ duration: TimeInterval) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationDelay(_ delay: TimeInterval) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationStart(_ start: Date) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationCurve(_ curve: AnimationCurve) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationRepeatCount(_ repeatCount: Float) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public static func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {}

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 13; use animate(withDuration:animations:completion:), which runs at once here")
    public enum AnimationTransition: Int {
        /// No transition.
        case none
        /// A flip from the left.
        case flipFromLeft
        /// A flip from the right.
        case flipFromRight
        /// A curl up.
        case curlUp
        /// A curl down.
        case curlDown
    }
}
