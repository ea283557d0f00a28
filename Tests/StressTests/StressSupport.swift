import Foundation
import LayoutTestSupport
import Testing

/// The stress suite's settings, read once from the environment.
///
/// - `CVKIT_STRESS_SCALE` multiplies every case count (default 1, the CI size; 10 or 100
///   for a longer local run; values below 1 shrink the suite).
/// - `CVKIT_STRESS_SEED` sets the base seed (decimal or `0x` hex) to reproduce a failure;
///   `random` picks a fresh one. The default is fixed, so CI runs are repeatable.
enum Stress {
    static let environment = ProcessInfo.processInfo.environment

    /// The case-count multiplier.
    static let scale: Double = {
        guard let text = environment["CVKIT_STRESS_SCALE"], let value = Double(text), value.isFinite, value > 0 else { return 1 }
        return min(value, 10_000)
    }()

    /// The base seed every test derives its own seed from.
    static let baseSeed: UInt64 = {
        guard let text = environment["CVKIT_STRESS_SEED"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return 0x5EED_C0DE
        }
        if text == "random" { return UInt64.random(in: 0...UInt64.max) }
        if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
        return UInt64(text) ?? fnv1a(text)
    }()

    /// `base` scaled by `CVKIT_STRESS_SCALE`, at least 1.
    static func count(_ base: Int) -> Int {
        let scaled = (Double(base) * scale).rounded()
        return scaled >= 1_000_000_000 ? 1_000_000_000 : max(1, Int(scaled))
    }

    /// A 64-bit FNV-1a hash, so each test gets its own stream from one base seed.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

/// One randomized test's bookkeeping: its seeded generator, the cases it ran by kind, and
/// failures that name the seed to reproduce them.
///
/// ```swift
/// let run = StressRun("cli")
/// run.count("valid")
/// run.expect(status == 0, "exit status \(status)")
/// run.finish()   // prints "[stress] cli: 1 valid (seed 0x…, scale 1)"
/// ```
final class StressRun {
    let name: String
    var random: SplitMix64
    private var kinds: [String] = []
    private var counts: [String: Int] = [:]
    private(set) var failures = 0

    init(_ name: String) {
        self.name = name
        random = SplitMix64(seed: Stress.baseSeed ^ Stress.fnv1a(name))
    }

    /// How to reproduce this run.
    var reproduce: String {
        "reproduce with CVKIT_STRESS_SEED=0x\(String(Stress.baseSeed, radix: 16)) CVKIT_STRESS_SCALE=\(Stress.scale) swift test --filter StressTests"
    }

    /// Counts one case (or `n`) of a kind.
    func count(_ kind: String, _ n: Int = 1) {
        if counts[kind] == nil { kinds.append(kind) }
        counts[kind, default: 0] += n
    }

    /// How many cases of a kind ran.
    func cases(_ kind: String) -> Int { counts[kind] ?? 0 }

    /// Records a failure naming the seed when `condition` is false.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !condition else { return }
        failures += 1
        // Enough to diagnose; the seed reproduces the rest.
        guard failures <= 20 else { return }
        Issue.record("[\(name)] \(message()) — \(reproduce)", sourceLocation: sourceLocation)
    }

    /// Prints the case counts, the seed and the scale (the CI log states them).
    func finish() {
        let list = kinds.map { "\(counts[$0]!) \($0)" }.joined(separator: ", ")
        print(
            "[stress] \(name): \(list) (seed 0x\(String(Stress.baseSeed, radix: 16)), scale \(Stress.scale))"
                + (failures > 0 ? "; \(failures) FAILED — \(reproduce)" : ""))
    }
}

/// Hostile scalars: the values that break naive arithmetic.
let hostileDoubles: [Double] = [
    .nan, .infinity, -.infinity, -1, -0.0, 0, 1e300, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300,
]
