import Foundation

/// The process environment, for test knobs.
enum ProcessEnvironment {
    static var values: [String: String] { ProcessInfo.processInfo.environment }
}

/// SplitMix64, so a failure reproduces from its seed.
struct Random {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A uniform integer in 0..<n (0 when n is 0).
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    mutating func chance(_ p: Double) -> Bool { unit < p }
    /// A uniform number in 0..<1.
    var unit: Double {
        mutating get { Double(next() >> 11) / 9_007_199_254_740_992.0 }
    }
}
