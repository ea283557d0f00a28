import Foundation

extension UIView {
    /// Options of ``UIView/animate(withDuration:delay:options:animations:completion:)``; accepted and
    /// ignored, as nothing animates here.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits (UIKit's values).
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews during the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state of an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Ease in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Runs `animations` at once: there is no screen to animate on, so the views take their
    /// final values, as an animation's model values do on iOS.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) { animations() }

    /// Runs `animations` at once, then `completion` with `true` (the animation finished).
    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true`; the delay and options are
    /// ignored.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true`; the spring, delay and options
    /// are ignored.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Options of ``UIView/animateKeyframes(withDuration:delay:options:animations:completion:)``;
    /// accepted and ignored.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits (UIKit's values).
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews during the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Starts from the current state of an animation in flight.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Linear interpolation between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Discrete keyframes.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Paced keyframes.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Cubic interpolation between keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }

    /// Runs `animations` at once, then `completion` with `true`; the duration, delay and
    /// options are ignored. Keyframes added inside run at once too.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once (inside ``UIView/animateKeyframes(withDuration:delay:options:animations:completion:)``).
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
    ) {
        animations()
    }

    /// Runs `animations` at once, then `completion` with `true`; the view, duration and
    /// options are ignored.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// Runs `actions` (nothing animates here anyway).
    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

/// Accessibility settings layouts read (`UIAccessibility`); settable, for tests.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Whether the user asked for less motion; `false` by default.
    public static var isReduceMotionEnabled = false
    /// Whether VoiceOver runs; `false` by default.
    public static var isVoiceOverRunning = false
}

/// The device (`UIDevice`): only what layouts read from ``current``.
@preconcurrency @MainActor
public final class UIDevice {
    /// The device layouts run on.
    public static let current = UIDevice()
    /// The kind of device; a phone by default, settable.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
}
