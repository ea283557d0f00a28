/// A small, fast, seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64), so a
/// conformance run can be reproduced from its seed on any platform.
///
/// ```swift
/// var random = SplitMix64(seed: 1)
/// random.next()          // the same first value on every machine
/// random.int(in: 0...9)  // a uniform integer
/// ```
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's state; two generators with the same state produce the same values.
    public private(set) var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in a closed range (an empty-width range gives its bound).
    ///
    /// - Parameter range: The values to choose from.
    /// - Returns: A value in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        if span == UInt64.max { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound &+ Int(truncatingIfNeeded: next() % (span + 1))
    }

    /// A uniform integer in `0 ..< n`; 0 when `n` is not positive.
    ///
    /// - Parameter n: The number of values to choose from.
    /// - Returns: A value in `0 ..< n`.
    public mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : int(in: 0...(n - 1)) }

    /// A uniform number in `0 ..< 1` with 53 random bits.
    public mutating func unitDouble() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// A uniform number in a range.
    ///
    /// - Parameter range: The values to choose from.
    /// - Returns: A value in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unitDouble()
    }

    /// `true` with the given probability.
    ///
    /// - Parameter probability: The chance of `true`, 0…1.
    /// - Returns: A random Boolean.
    public mutating func chance(_ probability: Double) -> Bool { unitDouble() < probability }
}
