import Foundation

/// How many random cases a test against a reference model runs: `CVKIT_ORACLE_CASES` when
/// set (a million locally), else `defaultCount`; `CVKIT_ORACLE_SEED` replays the one case a
/// failure named. The knob of the layouts' differential tests.
enum OracleCases {
    static func seeds(default defaultCount: Int, salt: UInt64) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["CVKIT_ORACLE_SEED"], let seed = UInt64(text) { return [seed] }
        let count = environment["CVKIT_ORACLE_CASES"].flatMap { Int($0) } ?? defaultCount
        return (0..<UInt64(max(0, count))).map { $0 &* 0x9E37_79B9 ^ salt }
    }
}
