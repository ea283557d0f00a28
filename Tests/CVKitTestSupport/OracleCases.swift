import Foundation

/// The seeds of a differential test's random cases: `CVKIT_ORACLE_CASES` of them when set (a
/// million locally), else `defaultCount`; `CVKIT_ORACLE_SEED` replays the one case a failure
/// printed. The one knob of every test against a plain reference (layouts, the compositional
/// engine, the bridge's attributes cache, Diffing, the plugins).
///
/// ```swift
/// for seed in OracleCases.seeds(default: 10_000, salt: 0x1DE) {
///     var random = SplitMix64(seed: seed)
///     // …
/// }
/// ```
public enum OracleCases {
    /// The seeds to run.
    ///
    /// - Parameters:
    ///   - defaultCount: How many cases a run without `CVKIT_ORACLE_CASES` takes.
    ///   - salt: Tells one test's seeds from another's.
    /// - Returns: One seed per case.
    public static func seeds(default defaultCount: Int, salt: UInt64) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["CVKIT_ORACLE_SEED"], let seed = UInt64(text) { return [seed] }
        let count = environment["CVKIT_ORACLE_CASES"].flatMap { Int($0) } ?? defaultCount
        return (0..<UInt64(max(0, count))).map { $0 &* 0x9E37_79B9 ^ salt }
    }
}
