import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// How fast a fling slows down: the fraction of its velocity that is left after each
/// millisecond (`UIScrollView.DecelerationRate`).
///
/// A fling with velocity v (points per second) travels
/// `v / 1000 × rate / (1 − rate)` points before it stops — the sum of
/// `v / 1000 × rateⁿ` over every millisecond n ≥ 1:
///
/// ```swift
/// DecelerationRate.normal.projectedTravel(forVelocity: 1000) // 499 points
/// DecelerationRate.fast.projectedTravel(forVelocity: 1000)   // 99 points
/// ```
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
    /// The fraction of velocity kept per millisecond, strictly between 0 and 1.
    public let rawValue: Double

    /// A custom rate.
    ///
    /// - Parameter rawValue: The fraction kept per millisecond.
    /// - Returns: `nil` unless `rawValue` is finite and strictly between 0 and 1 (a rate
    ///   of 1 would never stop; 0 would not move).
    public init?(rawValue: Double) {
        guard rawValue.isFinite, rawValue > 0, rawValue < 1 else { return nil }
        self.rawValue = rawValue
    }

    private init(unchecked rawValue: Double) { self.rawValue = rawValue }

    /// UIKit's default: 0.998 per millisecond.
    public static let normal = DecelerationRate(unchecked: 0.998)
    /// UIKit's fast rate (paging-style scroll views): 0.99 per millisecond.
    public static let fast = DecelerationRate(unchecked: 0.99)

    /// The distance a fling travels before it stops: `velocity / 1000 × rate / (1 − rate)`.
    ///
    /// - Parameter velocity: Points per second along one axis (the sign is kept).
    /// - Returns: Points.
    public func projectedTravel(forVelocity velocity: Double) -> Double {
        velocity / 1000 * rawValue / (1 - rawValue)
    }

    /// The distance travelled after `milliseconds` of deceleration, as a fraction of the
    /// whole: `1 − rate^milliseconds`.
    ///
    /// - Parameter milliseconds: Time since the fling started; negative counts as 0.
    /// - Returns: A value from 0 (start) towards 1 (stopped).
    public func completedFraction(afterMilliseconds milliseconds: Double) -> Double {
        guard milliseconds > 0 else { return 0 }
        return 1 - pow(rawValue, milliseconds)
    }

    /// `normal (0.998)`, `fast (0.99)` or the number.
    public var description: String {
        switch self {
        case .normal: return "normal (0.998)"
        case .fast: return "fast (0.99)"
        default: return formatScalar(rawValue)
        }
    }
}
