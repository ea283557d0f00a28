import Foundation

extension RandomNumberGenerator {
    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A count: mostly small, sometimes hundreds, rarely up to `limit`.
    mutating func count(upTo limit: Int) -> Int {
        if chance(0.005) { return Int.random(in: 0...limit, using: &self) }
        if chance(0.1) { return Int.random(in: 0...300, using: &self) }
        return Int.random(in: 0...24, using: &self)
    }

    /// A length whose sums with others of its kind are exact in binary (a multiple of 1/8
    /// below 2^20), so the order of additions cannot change a result.
    mutating func exactLength(upTo limit: Double = 300) -> Double {
        if chance(0.1) { return 0 }
        if chance(0.02) { return 1_000_000 }
        return (Double.random(in: 0...limit, using: &self) * 8).rounded() / 8
    }
}
