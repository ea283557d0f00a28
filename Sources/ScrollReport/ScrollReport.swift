import Foundation
import Geometry

/// The record of one scroll session: what ran, every frame, and the summary.
///
/// Every figure but the CPU times is deterministic. Render it as a table
/// (``renderText()``), as JSON (``renderJSON()``, read back with ``init(json:)``), or as an
/// SVG timeline (``renderSVG()``); compare two with ``ScrollComparison``.
public struct ScrollReport: Hashable, Sendable {
    /// The layout's name.
    public var layoutName: String
    /// The script's steps in short (`fling 3000, swipes 5`).
    public var script: String
    /// The session's frame rate.
    public var framesPerSecond: Double
    /// The view's size.
    public var viewport: Size
    /// The axis the session scrolled along.
    public var axis: ScrollAxis
    /// Items at the end of the session.
    public var items: Int
    /// Every frame, in order.
    public var frames: [ScrollFrameRecord]
    /// How the CPU columns were timed.
    public var timing: ScrollTiming

    /// Creates a report.
    public init(
        layoutName: String, script: String, framesPerSecond: Double, viewport: Size, axis: ScrollAxis, items: Int,
        frames: [ScrollFrameRecord], timing: ScrollTiming = .threadCPU
    ) {
        self.timing = timing
        self.layoutName = layoutName
        self.script = script
        self.framesPerSecond = framesPerSecond
        self.viewport = viewport
        self.axis = axis
        self.items = items
        self.frames = frames
    }

    /// The summary of the frames.
    ///
    /// - Complexity: O(f log f) for f frames.
    public var summary: ScrollSummary { ScrollSummary(frames: frames, framesPerSecond: framesPerSecond) }

    /// The report with every CPU time set to zero: what two runs of one session share.
    public var withoutTimings: ScrollReport {
        var copy = self
        copy.timing = .none
        for i in copy.frames.indices {
            copy.frames[i].prepareNanoseconds = 0
            copy.frames[i].rectQueryNanoseconds = 0
            copy.frames[i].preferredAttributesNanoseconds = 0
            copy.frames[i].anchoringNanoseconds = 0
        }
        return copy
    }

    // MARK: - Text

    /// The summary as a table: one figure per line, CPU times in milliseconds with their
    /// share of the frame budget.
    ///
    /// It opens with the session (layout, items, viewport, axis, rate and frame budget) and
    /// the script, then lists the figures of ``ScrollSummary`` in ``ScrollSummary/rows``
    /// order; `Docs/ScrollReport.md` shows one.
    ///
    /// - Returns: The table, ending with a newline.
    public func renderText() -> String {
        let s = summary
        var out = "scroll \(layoutName): \(items) item\(items == 1 ? "" : "s"), viewport \(viewport), \(axis.rawValue), "
        out += "\(formatted(framesPerSecond)) Hz (frame budget \(Self.milliseconds(Int(s.budgetNanoseconds.rounded()))))\n"
        out += "script: \(script.isEmpty ? "(none)" : script); timing: \(timingName)\n"
        func row(_ name: String, _ value: String) { out += name.padding(toLength: 32, withPad: " ", startingAt: 0) + value + "\n" }
        row("frames", "\(s.frames)")
        for (name, value) in [("p50", s.layoutP50), ("p95", s.layoutP95), ("p99", s.layoutP99), ("max", s.layoutMax)] {
            row(
                "layout CPU \(name)",
                Self.milliseconds(value).padding(toLength: 11, withPad: " ", startingAt: 0) + Self.percent(s.shareOfBudget(value))
                    + " of budget")
        }
        row("frames over budget", "\(s.framesOverBudget)")
        row("blank area mean / max", "\(Self.percent(s.blankMean)) / \(Self.percent(s.blankMax))")
        row("unstable area mean / max", "\(Self.percent(s.unstableMean)) / \(Self.percent(s.unstableMax)) (\(s.unstableFrames) frames)")
        row("cells created / most shown", "\(s.cellsCreated) / \(s.mostCellsShown)")
        row("cells reused", "\(s.cellsReused)")
        row("supplementary created / reused", "\(s.supplementaryCreated) / \(s.supplementaryReused)")
        row("most elements visible", "\(s.mostVisibleElements)")
        row("prefetch hits", "\(s.prefetchHits)")
        row("jumps / total / largest", "\(s.jumps) / \(Self.points(s.jumpTotal)) / \(Self.points(s.largestJump))")
        return out
    }

    /// How the report names its clock: `thread CPU time`, `wall time`, `none`.
    var timingName: String {
        switch timing {
        case .threadCPU: return "thread CPU time"
        case .wallClock: return "wall time"
        case .none: return "none"
        }
    }

    /// Nanoseconds as milliseconds with three decimals: `0.004 ms`.
    static func milliseconds(_ nanoseconds: Int) -> String {
        String(format: "%.3f ms", Double(nanoseconds) / 1e6)
    }

    /// A share as a percentage with one decimal: `12.5%`.
    static func percent(_ share: Double) -> String {
        String(format: "%.1f%%", share * 100)
    }

    /// Points with at most two decimals: `12 pt`, `0.5 pt`.
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return "\(formatted(rounded)) pt"
    }
}
