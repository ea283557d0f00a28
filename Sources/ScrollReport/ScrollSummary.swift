/// The figures of a whole session, computed from its frames.
///
/// Frame-budget figures compare each frame's layout CPU time with the frame's duration
/// at the session's rate (the inverse of the rate). Blank and unstable areas are shares
/// of the viewport (0 to 1).
public struct ScrollSummary: Hashable, Sendable {
    /// How many frames ran.
    public var frames: Int
    /// The frame budget: one frame at the session's rate, in nanoseconds.
    public var budgetNanoseconds: Double
    /// Layout CPU time per frame, in nanoseconds: the median.
    public var layoutP50: Int
    /// The 95th percentile (nearest rank).
    public var layoutP95: Int
    /// The 99th percentile (nearest rank).
    public var layoutP99: Int
    /// The largest.
    public var layoutMax: Int
    /// Frames whose layout CPU time exceeded the budget.
    public var framesOverBudget: Int
    /// The mean share of the viewport that showed no element.
    public var blankMean: Double
    /// The largest such share in one frame.
    public var blankMax: Double
    /// The mean share covered only by elements at estimated sizes.
    public var unstableMean: Double
    /// The largest such share in one frame.
    public var unstableMax: Double
    /// Frames with some unstable area.
    public var unstableFrames: Int
    /// Cells made new over the session.
    public var cellsCreated: Int
    /// Cells taken from the reuse queue.
    public var cellsReused: Int
    /// Supplementary and decoration views made new.
    public var supplementaryCreated: Int
    /// Supplementary and decoration views taken from the reuse queue.
    public var supplementaryReused: Int
    /// The most cell views held at the end of any frame.
    public var mostCellsShown: Int
    /// The most elements within the bounds at the end of any frame.
    public var mostVisibleElements: Int
    /// Cells that came on screen already made in the prefetch band.
    public var prefetchHits: Int
    /// How many times the host moved the offset on its own.
    public var jumps: Int
    /// How far those moves went in all, in points (the sum of their sizes).
    public var jumpTotal: Double
    /// The largest frame's move, in points.
    public var largestJump: Double

    /// The summary of a session's frames.
    ///
    /// - Parameters:
    ///   - records: The records.
    ///   - framesPerSecond: The session's rate (for the budget).
    /// - Complexity: O(f log f) for f frames.
    public init(frames records: [ScrollFrameRecord], framesPerSecond: Double) {
        frames = records.count
        budgetNanoseconds = framesPerSecond > 0 ? 1e9 / framesPerSecond : 0
        let times = records.map(\.layoutNanoseconds).sorted()
        func percentile(_ q: Double) -> Int {
            guard !times.isEmpty else { return 0 }
            let rank = Int((q * Double(times.count)).rounded(.up))
            return times[min(max(rank, 1), times.count) - 1]
        }
        layoutP50 = percentile(0.5)
        layoutP95 = percentile(0.95)
        layoutP99 = percentile(0.99)
        layoutMax = times.last ?? 0
        let budget = budgetNanoseconds
        framesOverBudget = times.filter { Double($0) > budget }.count
        let count = Double(max(1, records.count))
        blankMean = records.reduce(0) { $0 + $1.blankArea } / count
        blankMax = records.map(\.blankArea).max() ?? 0
        unstableMean = records.reduce(0) { $0 + $1.unstableArea } / count
        unstableMax = records.map(\.unstableArea).max() ?? 0
        unstableFrames = records.filter { $0.unstableArea > 0 }.count
        cellsCreated = records.reduce(0) { $0 + $1.cellsCreated }
        cellsReused = records.reduce(0) { $0 + $1.cellsReused }
        supplementaryCreated = records.reduce(0) { $0 + $1.supplementaryCreated }
        supplementaryReused = records.reduce(0) { $0 + $1.supplementaryReused }
        mostCellsShown = records.map(\.cellsShown).max() ?? 0
        mostVisibleElements = records.map(\.visibleElements).max() ?? 0
        prefetchHits = records.reduce(0) { $0 + $1.prefetchHits }
        jumps = records.reduce(0) { $0 + $1.jumps }
        jumpTotal = records.reduce(0) { $0 + abs($1.jumpDistance) }
        largestJump = records.map { abs($0.jumpDistance) }.max() ?? 0
    }

    /// A layout time as a share of the frame budget (0.5 is half a frame).
    public func shareOfBudget(_ nanoseconds: Int) -> Double {
        budgetNanoseconds > 0 ? Double(nanoseconds) / budgetNanoseconds : 0
    }

    /// The summary's figures by name, in table order: the rows of the text table, the
    /// members of the JSON `summary` object and the rows `--compare` sets side by side.
    /// CPU rows are marked: they are the only ones that vary from run to run.
    public var rows: [(name: String, value: Double, isTiming: Bool)] {
        [
            ("frames", Double(frames), false),
            ("layoutP50Nanoseconds", Double(layoutP50), true),
            ("layoutP95Nanoseconds", Double(layoutP95), true),
            ("layoutP99Nanoseconds", Double(layoutP99), true),
            ("layoutMaxNanoseconds", Double(layoutMax), true),
            ("framesOverBudget", Double(framesOverBudget), true),
            ("blankMean", blankMean, false),
            ("blankMax", blankMax, false),
            ("unstableMean", unstableMean, false),
            ("unstableMax", unstableMax, false),
            ("unstableFrames", Double(unstableFrames), false),
            ("cellsCreated", Double(cellsCreated), false),
            ("cellsReused", Double(cellsReused), false),
            ("mostCellsShown", Double(mostCellsShown), false),
            ("mostVisibleElements", Double(mostVisibleElements), false),
            ("supplementaryCreated", Double(supplementaryCreated), false),
            ("supplementaryReused", Double(supplementaryReused), false),
            ("prefetchHits", Double(prefetchHits), false),
            ("jumps", Double(jumps), false),
            ("jumpTotal", jumpTotal, false),
            ("largestJump", largestJump, false),
        ]
    }
}
