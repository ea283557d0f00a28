#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// How an animation's progress follows time: maps the fraction of the duration that has
/// elapsed (0…1) to the fraction of the change that is done. The one curve type of CVKit:
/// animated scrolls, batch-update animations and layout transitions all use it (a fling's
/// deceleration follows a ``DecelerationRate`` instead, which has no fixed duration).
///
/// Every curve starts at 0 and ends at exactly 1. The ease curves are quadratic, so their
/// values are exact binary fractions (handy in tests); the spring is critically damped —
/// it approaches its target as fast as possible without oscillating — and snaps to 1 at
/// the end of the duration.
///
/// ```swift
/// TimingCurve.easeOut.value(at: 0.5)    // 0.75
/// TimingCurve.easeInOut.value(at: 0.25) // 0.125
/// ```
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed: `u`.
    case linear
    /// Starts slowly and accelerates: `u²`.
    case easeIn
    /// Starts fast and decelerates: `1 − (1 − u)²`.
    case easeOut
    /// Accelerates through the first half and decelerates through the second:
    /// `2u²` below 0.5, `1 − 2(1 − u)²` from 0.5 on.
    case easeInOut
    /// The cubic ease in and out of an animated scroll: `3u² − 2u³` (zero slope at both
    /// ends).
    case smoothStep
    /// A critically damped spring: `1 − (1 + (ω − v₀)·u)·e^(−ω·u)`, where `ω` is the
    /// natural frequency in radians per duration (larger settles sooner; 10 leaves 0.05 %
    /// at the end) and `v₀` the initial velocity in changes per duration (a fling hands its
    /// speed on). Non-finite or non-positive frequencies behave as 10; a non-finite
    /// velocity as 0. A fast initial velocity can overshoot, which a transition tolerates.
    case criticallyDampedSpring(frequency: Double, initialVelocity: Double)

    /// A critically damped spring starting at rest with the default frequency 10.
    public static let spring = TimingCurve.criticallyDampedSpring(frequency: 10, initialVelocity: 0)

    /// The fraction of the change done after `fraction` of the duration.
    ///
    /// - Parameter fraction: Elapsed time over duration; clamped to 0…1 (a non-finite
    ///   value counts as 1, so an animation can always end).
    /// - Returns: 0 at the start, exactly 1 at the end.
    public func value(at fraction: Double) -> Double {
        let u = fraction.isFinite ? min(1, max(0, fraction)) : 1
        if u == 0 { return 0 }
        if u == 1 { return 1 }
        switch self {
        case .linear:
            return u
        case .easeIn:
            return u * u
        case .easeOut:
            return 1 - (1 - u) * (1 - u)
        case .easeInOut:
            return u < 0.5 ? 2 * u * u : 1 - 2 * (1 - u) * (1 - u)
        case .smoothStep:
            return u * u * (3 - 2 * u)
        case .criticallyDampedSpring(let frequency, let velocity):
            let w = frequency.isFinite && frequency > 0 ? frequency : 10
            let v = velocity.isFinite ? velocity : 0
            return 1 - (1 + (w - v) * u) * exp(-w * u)
        }
    }

    /// The slope at the start, in changes per duration: how fast the curve sets off
    /// (1 for linear, 2 for ease-out, 0 for ease-in and ease-in-out, `v₀` for a spring).
    /// An interactive transition uses it to match the speed the user's gesture had.
    public var initialSlope: Double {
        switch self {
        case .linear: return 1
        case .easeIn, .easeInOut, .smoothStep: return 0
        case .easeOut: return 2
        case .criticallyDampedSpring(_, let velocity): return velocity.isFinite ? velocity : 0
        }
    }
}
