import Geometry
import LayoutProtocol

/// One broken rule found by ``ConformanceChecker``: which rule, which element, the numbers,
/// and the host configuration that shows it.
///
/// ```text
/// rect-query-missing cell [0, 3]: frame (0, 50, 50, 50) meets rect (10, 60, 5, 5) but the query did not return it [host 2 of 20: items [12], bounds (0, 0, 320, 480)]
/// ```
public struct ConformanceViolation: Hashable, Sendable, CustomStringConvertible {
    /// A short rule id, e.g. `"rect-query-missing"` (see ``ConformanceChecker`` for the list).
    public var rule: String
    /// The element concerned, if any.
    public var element: ElementKey?
    /// The numbers: the rect, the frames, what was expected and what came back.
    public var message: String
    /// Which host configuration shows it (counts and bounds).
    public var configuration: String

    /// Creates a violation.
    public init(rule: String, element: ElementKey?, message: String, configuration: String) {
        self.rule = rule
        self.element = element
        self.message = message
        self.configuration = configuration
    }

    /// `rule element: message [configuration]`.
    public var description: String {
        var s = rule
        if let element { s += " \(element)" }
        return s + ": \(message) [\(configuration)]"
    }
}

/// The outcome of a conformance run: what was checked and every violation found.
public struct ConformanceReport: Sendable, CustomStringConvertible {
    /// How many host configurations were checked.
    public var configurationsChecked: Int
    /// How many random rects were queried in all.
    public var rectsChecked: Int
    /// How many elements (from the full lists) were checked in all.
    public var elementsChecked: Int
    /// Every violation, in the order found (at most
    /// ``ConformanceChecker/maximumViolationsPerConfiguration`` per configuration).
    public var violations: [ConformanceViolation]
    /// Violations found beyond the per-configuration limit and left out of ``violations``.
    public var omittedViolations: Int
    /// The seed of the random rects, to reproduce the run.
    public var seed: UInt64

    /// Creates a report.
    public init(
        configurationsChecked: Int = 0, rectsChecked: Int = 0, elementsChecked: Int = 0,
        violations: [ConformanceViolation] = [], omittedViolations: Int = 0, seed: UInt64
    ) {
        self.configurationsChecked = configurationsChecked
        self.rectsChecked = rectsChecked
        self.elementsChecked = elementsChecked
        self.violations = violations
        self.omittedViolations = omittedViolations
        self.seed = seed
    }

    /// Whether no rule was broken.
    public var passed: Bool { violations.isEmpty && omittedViolations == 0 }

    /// The rule ids that were broken, sorted, each once.
    public var brokenRules: [String] { Array(Set(violations.map(\.rule))).sorted() }

    /// A summary line (`passed` or `FAILED`, the counts, the seed) followed by one line per
    /// violation.
    public var description: String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let counts =
            [
                count(configurationsChecked, "configuration"), count(rectsChecked, "rect"), count(elementsChecked, "element"),
            ].joined(separator: ", ") + ", seed \(seed)"
        if passed { return "conformance passed: \(counts)" }
        let total = violations.count + omittedViolations
        var lines = ["conformance FAILED: \(total) violation\(total == 1 ? "" : "s") in \(counts)"]
        lines += violations.map { "  \($0)" }
        if omittedViolations > 0 { lines.append("  … and \(omittedViolations) more") }
        return lines.joined(separator: "\n")
    }
}
