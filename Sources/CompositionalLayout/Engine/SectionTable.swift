import Geometry

/// The sections of one pass, stored as runs.
///
/// Consecutive sections that share one plan (the same model and item count, no preferred
/// cell sizes) and have no preferred header or footer sizes form a run: it keeps the plan
/// once, and each section only its start and end along the scroll axis, so a pass costs a
/// few additions per such section. A query places a section of a run from its plan and
/// start when it asks for it — the arithmetic a pass uses to place a section, so its
/// frames are bit-identical to a section placed in the pass. A run of one section keeps
/// its placed state, so layouts of different sections pay nothing per query.
struct SectionTable {
    /// Consecutive sections laid out from one plan.
    struct Run {
        /// The first section's index.
        var first: Int
        /// The number of sections.
        var count: Int
        /// The plan the sections share; `nil` once the run's one section is placed.
        var plan: SectionPlan?
        /// The lengths of the headers and footers that extend the sections' boundary.
        var headerLengths: [Double] = []
        var footerLengths: [Double] = []
        /// The content inset before the groups and the content region's extent.
        var mainBefore = 0.0
        var extent = ContentExtent(offset: 0, last: nil, after: 0)
        /// The placed state of a run of one section.
        var placed: SectionState?
        /// For a run of several sections without headers or footers: its first section,
        /// placed, whose every field but the start, end and content start is that of each
        /// section of the run (set by ``SectionTable/placeSingleSections()``).
        var template: SectionState?

        /// The end of a section of the run that starts at `start`: the arithmetic of
        /// ``SectionBuilder/place(_:start:preferredBoundary:)``.
        func end(at start: Double) -> Double {
            var position = start
            for h in headerLengths { position += h }
            var end = extent.end(contentStart: position + mainBefore)
            for f in footerLengths { end += f }
            return end
        }
    }

    /// What places the sections.
    let builder: SectionBuilder
    /// The runs, in section order.
    private(set) var runs: [Run] = []
    /// Each section's start and end along the scroll axis (headers and footers included).
    private(set) var starts: [Double] = []
    private(set) var ends: [Double] = []
    /// Whether the last run takes more sections during the pass (it is not a placed section).
    private var lastRunOpen = false
    /// Whether sections may be out of order or reach past their start and end: negative
    /// inter-section spacing, or a section whose groups run backwards. Set by the pass;
    /// without it, ``reach`` stays `nil` at no cost.
    var mayBeUnordered = false
    /// Where to look for sections when their starts and ends do not tell (see
    /// ``updateReach()``); `nil` when they do.
    private(set) var reach: SectionReach?

    /// Bounds that find the sections meeting a range when sections are out of order or
    /// reach past their start and end.
    struct SectionReach {
        /// Per section, the highest point any section up to it reaches (ascending).
        var ends: [Double]
        /// Per section, the lowest point any section from it on reaches (ascending).
        var starts: [Double]
    }

    init(builder: SectionBuilder, capacity: Int) {
        self.builder = builder
        starts.reserveCapacity(capacity)
        ends.reserveCapacity(capacity)
    }

    /// The number of sections.
    var count: Int { starts.count }

    /// The first section that may end at or after `main`: every section before it ends
    /// (all its elements, give or take the layout's overflow) before `main`.
    ///
    /// - Complexity: O(log sections).
    func firstSection(endingAtOrAfter main: Double) -> Int {
        let ends = reach?.ends ?? self.ends
        var lo = 0, hi = ends.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] < main { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether section `s` or one after it may start at or before `main`: when not, no
    /// section from `s` on meets anything before `main`.
    func someSection(from s: Int, startingAtOrBefore main: Double) -> Bool {
        s < starts.count && (reach?.starts[s] ?? starts[s]) <= main
    }

    /// Recomputes ``reach`` after the pass or a change of section bounds: `nil` unless
    /// ``mayBeUnordered``, and `nil` too when every section's elements lie between its
    /// start and end and starts and ends both ascend (the binary search over them is exact).
    ///
    /// - Complexity: O(sections) when ``mayBeUnordered``, O(1) otherwise.
    mutating func updateReach() {
        guard mayBeUnordered, !starts.isEmpty else {
            reach = nil
            return
        }
        var lows = starts, highs = ends
        for run in runs {
            // Where the groups lie, and how far after the section's start the first one starts.
            let extent: GroupExtent, lead: Double
            if let placed = run.placed {
                (extent, lead) = (placed.groupExtent, placed.contentStart - placed.start)
            } else if let template = run.template {
                (extent, lead) = (template.groupExtent, run.mainBefore)
            } else {
                (extent, lead) = (run.plan!.groupExtent, run.headerLengths.reduce(0, +) + run.mainBefore)
            }
            for s in run.first..<(run.first + run.count) {
                lows[s] = min(starts[s], ends[s])
                highs[s] = max(starts[s], ends[s])
                guard extent.backward else { continue }
                let content = starts[s] + lead
                // Room for rounding: the queries place groups with other additions.
                let slack = 1e-9 * max(1, abs(content) + abs(extent.low) + abs(extent.high))
                lows[s] = min(lows[s], content + extent.low - slack)
                highs[s] = max(highs[s], content + extent.high + slack)
            }
        }
        for s in highs.indices.dropFirst() { highs[s] = max(highs[s], highs[s - 1]) }
        for s in lows.indices.reversed().dropFirst() { lows[s] = min(lows[s], lows[s + 1]) }
        reach = highs == ends && lows == starts ? nil : SectionReach(ends: highs, starts: lows)
    }

    /// Section `s`, placed.
    ///
    /// - Complexity: O(log runs) plus placing the section (its headers and footers).
    subscript(s: Int) -> SectionState { state(s, inRun: run(containing: s)) }

    /// The index of the run that holds section `s`.
    func run(containing s: Int) -> Int {
        if runs.count == 1 { return 0 }
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].first <= s { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Section `s` of run `r`, placed.
    func state(_ s: Int, inRun r: Int) -> SectionState {
        if let placed = runs[r].placed { return placed }
        if var section = runs[r].template {
            // What `SectionBuilder.place` computes for a section without headers or
            // footers, with the same arithmetic.
            section.start = starts[s]
            section.end = ends[s]
            section.contentStart = starts[s] + runs[r].mainBefore
            return section
        }
        // Only a run of placed sections has no plan.
        return builder.place(runs[r].plan!, start: starts[s], preferredBoundary: [:])
    }

    /// Appends the next section to the last run, when that run is not a placed section:
    /// the next section has the last one's plan and no preferred header or footer sizes.
    ///
    /// - Returns: The section's end, or `nil` when the last run does not go on.
    mutating func continueRun(start: Double) -> Double? {
        guard lastRunOpen else { return nil }
        let last = runs.count - 1
        runs[last].count += 1
        let end = runs[last].end(at: start)
        starts.append(start)
        ends.append(end)
        return end
    }

    /// Appends sections `first…` to the open last run while `continues(s)` holds for the
    /// next section `s` (it has the run's plan and no preferred header or footer sizes),
    /// each `spacing` after the previous one; stops after a section whose end is not
    /// finite. The sections are counted first, then their starts and ends appended in
    /// one go each (no per-section append).
    ///
    /// - Returns: The next section not appended and the end of the last one appended
    ///   (`start` when none is).
    mutating func continueRun(
        from first: Int, to limit: Int, start: Double, spacing: Double, while continues: (Int) -> Bool
    ) -> (next: Int, end: Double) {
        guard lastRunOpen else { return (first, start) }
        var next = first
        while next < limit, continues(next) { next += 1 }
        guard next > first else { return (first, start) }
        let last = runs.count - 1
        let run = runs[last]
        let from = starts.count
        starts.append(contentsOf: RunSections(run: run, remaining: next - first, position: start, spacing: spacing, ends: false))
        ends.append(contentsOf: RunSections(run: run, remaining: next - first, position: start, spacing: spacing, ends: true))
        runs[last].count += next - first
        // An end that is not finite stays so (every term is finite): the last end tells.
        guard !ends[ends.count - 1].isFinite, let bad = ends[from...].firstIndex(where: { !$0.isFinite }) else {
            return (next, ends[ends.count - 1])
        }
        return (first + (bad - from) + 1, ends[bad])
    }

    /// The starts (or the ends) of a run's next sections: each starts `spacing` after the
    /// end of the one before, the first `spacing` after `position` (the arithmetic of the
    /// pass, section by section).
    private struct RunSections: Sequence, IteratorProtocol {
        let run: Run
        var remaining: Int
        var position: Double
        let spacing: Double
        /// Whether the sequence is of the sections' ends rather than their starts.
        let ends: Bool

        var underestimatedCount: Int { remaining }

        mutating func next() -> Double? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            position += spacing
            let start = position
            position = run.end(at: start)
            return ends ? position : start
        }
    }

    /// Appends the next section as a new run, laid out from `plan` at `start`.
    ///
    /// - Parameter preferredBoundary: Preferred header and footer sizes; a section with
    ///   any is placed on its own.
    /// - Returns: The section's end.
    mutating func append(_ plan: SectionPlan, start: Double, preferredBoundary: [String: Size]) -> Double {
        let s = starts.count
        let end: Double
        if !preferredBoundary.isEmpty {
            let state = builder.place(plan, start: start, preferredBoundary: preferredBoundary)
            runs.append(Run(first: s, count: 1, plan: nil, placed: state))
            lastRunOpen = false
            end = state.end
        } else {
            let (headers, footers) = builder.boundaryPlacer(plan, preferred: [:]).extendingLengths(plan.section.boundarySupplementaryItems)
            let run = Run(
                first: s, count: 1, plan: plan, headerLengths: headers, footerLengths: footers, mainBefore: plan.mainBefore,
                extent: plan.contentExtent)
            end = run.end(at: start)
            runs.append(run)
            lastRunOpen = true
        }
        starts.append(start)
        ends.append(end)
        return end
    }

    /// Places every run of one section once (the pass's last step), so that queries
    /// into layouts of different sections place nothing.
    mutating func placeSingleSections() {
        lastRunOpen = false
        for r in runs.indices where runs[r].placed == nil {
            if runs[r].count == 1 {
                placeAlone(r)
            } else if let plan = runs[r].plan, plan.section.boundarySupplementaryItems.isEmpty {
                runs[r].template = builder.place(plan, start: starts[runs[r].first], preferredBoundary: [:])
            }
        }
    }

    /// A section of each run (the first): what the run's sections have in common.
    func representative(ofRun r: Int) -> SectionState { state(runs[r].first, inRun: r) }

    /// Makes section `s` a run of its own, placed, and returns that run's index; the
    /// sections before and after it in its run stay runs.
    mutating func isolate(_ s: Int) -> Int {
        let r = run(containing: s)
        let run = runs[r]
        guard run.count > 1 else {
            if run.placed == nil { placeAlone(r) }
            return r
        }
        var pieces: [Run] = []
        if s > run.first {
            var before = run
            before.count = s - run.first
            pieces.append(before)
        }
        var own = run
        own.first = s
        own.count = 1
        pieces.append(own)
        if s < run.first + run.count - 1 {
            var after = run
            after.first = s + 1
            after.count = run.first + run.count - s - 1
            pieces.append(after)
        }
        runs.replaceSubrange(r...r, with: pieces)
        for i in r..<(r + pieces.count) where runs[i].count == 1 { placeAlone(i) }
        return s > run.first ? r + 1 : r
    }

    /// Takes the placed state out of a run of one section, so that it can change in
    /// place (no copy of its per-group arrays); ``restore(_:run:)`` puts it back.
    mutating func take(run r: Int) -> SectionState {
        defer { runs[r].placed = nil }
        return runs[r].placed!
    }

    /// Puts a placed state back into its run of one section.
    mutating func restore(_ state: SectionState, run r: Int) {
        mayBeUnordered = mayBeUnordered || state.groupExtent.backward
        runs[r].placed = state
        starts[runs[r].first] = state.start
        ends[runs[r].first] = state.end
    }

    /// Moves every section after `s` by `delta` along the scroll axis: a placed section
    /// moves each of its frames, a section of a run is placed from its moved start.
    ///
    /// - Complexity: O(sections after `s`), a few additions each.
    mutating func shift(after s: Int, by delta: Double, scroll: Axis) {
        for r in (run(containing: s) + 1)..<runs.count {
            if runs[r].placed != nil {
                runs[r].placed!.shift(by: delta, scroll: scroll)
                starts[runs[r].first] = runs[r].placed!.start
                ends[runs[r].first] = runs[r].placed!.end
                continue
            }
            for i in runs[r].first..<(runs[r].first + runs[r].count) {
                starts[i] += delta
                ends[i] = runs[r].end(at: starts[i])
            }
        }
    }

    /// Places the one section of run `r` and drops its plan (the placed state holds what
    /// it needs; no second reference to its per-group arrays).
    private mutating func placeAlone(_ r: Int) {
        guard let plan = runs[r].plan else { return }
        runs[r].placed = builder.place(plan, start: starts[runs[r].first], preferredBoundary: [:])
        runs[r].plan = nil
        runs[r].template = nil
    }
}
