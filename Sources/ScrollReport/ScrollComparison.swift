import CVKitJSON
import Foundation

/// Two scroll reports side by side: each summary figure of both and the second's ratio to
/// the first — what a CI job reads to catch a scroll regression (a layout against its
/// previous version, or one layout against another on the same script).
///
/// ```swift
/// let comparison = ScrollComparison(before, after)
/// comparison.ratio(of: "cellsCreated")   // 1.0: no more cells than before
/// print(comparison.renderText())
/// ```
public struct ScrollComparison: Hashable, Sendable {
    /// The first report (the baseline).
    public var first: ScrollReport
    /// The second report.
    public var second: ScrollReport

    /// Compares two reports.
    public init(_ first: ScrollReport, _ second: ScrollReport) {
        self.first = first
        self.second = second
    }

    /// One figure of both summaries.
    public struct Row: Hashable, Sendable {
        /// The figure's name (a ``ScrollSummary/rows`` name).
        public var name: String
        /// The first report's value.
        public var first: Double
        /// The second report's value.
        public var second: Double
        /// Whether it is a CPU time (it varies from run to run).
        public var isTiming: Bool
        /// `second / first`: 1 when both are 0, `nil` when only the first is.
        public var ratio: Double? {
            if first == 0 { return second == 0 ? 1 : nil }
            return second / first
        }
    }

    /// Every summary figure, in ``ScrollSummary/rows`` order.
    public var rows: [Row] {
        zip(first.summary.rows, second.summary.rows).map { Row(name: $0.name, first: $0.value, second: $1.value, isTiming: $0.isTiming) }
    }

    /// The ratio of one figure, or `nil` (unknown name, or a first value of 0).
    public func ratio(of name: String) -> Double? { rows.first { $0.name == name }?.ratio }

    /// The figures as a table: name, first, second, ratio (`-` when the first is 0 and the
    /// second is not).
    ///
    /// - Returns: The table, ending with a newline.
    public func renderText() -> String {
        var out = "compare A: \(Self.title(first))\n        B: \(Self.title(second))\n"
        let header = ["FIGURE", "A", "B", "B/A"]
        var table = [header]
        for row in rows {
            table.append([row.name, Self.value(row.first), Self.value(row.second), row.ratio.map { String(format: "%.2f", $0) } ?? "-"])
        }
        let widths = (0..<4).map { c in table.map { $0[c].count }.max() ?? 0 }
        for line in table {
            out +=
                line.enumerated().map { c, cell in c == 3 ? cell : cell.padding(toLength: widths[c] + 2, withPad: " ", startingAt: 0) }
                .joined() + "\n"
        }
        return out
    }

    /// The comparison as JSON: both reports' headers and one row per figure.
    ///
    /// - Returns: The JSON text, ending with a newline.
    public func renderJSON() -> String {
        func header(_ r: ScrollReport) -> JSONValue {
            .object([
                ("layout", .string(r.layoutName)), ("script", .string(r.script)), ("framesPerSecond", .number(r.framesPerSecond)),
                ("items", .integer(r.items)),
            ])
        }
        let rowValues = rows.map { row -> JSONValue in
            .object([
                ("name", .string(row.name)), ("a", .number(row.first)), ("b", .number(row.second)),
                ("ratio", row.ratio.map { .number($0) } ?? .null), ("timing", .bool(row.isTiming)),
            ])
        }
        return JSONValue.object([
            ("version", .integer(ScrollReport.jsonVersion)), ("a", header(first)), ("b", header(second)), ("rows", .array(rowValues)),
        ]).formatted(.lines) + "\n"
    }

    private static func title(_ r: ScrollReport) -> String {
        "\(r.layoutName) (\(r.script.isEmpty ? "no steps" : r.script); \(r.items) items, \(formatted(r.framesPerSecond)) Hz)"
    }

    private static func value(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.4f", v)
    }
}
