import Geometry
import LayoutProtocol
import Testing

@testable import BuiltinLayouts

// The sizes a flow section's line passes found repeating (FlowPeriodicRuns): what they
// record, what a size change forgets, and that an update which skips comparing sizes
// through them still gives the frames of a fresh layout.
@Suite("Flow periodic runs")
struct FlowPeriodicRunsTests {
    typealias Run = FlowPeriodicRuns.Run

    @Test("Runs merge when their compared items overlap or touch; covering needs a dividing period and every item compared")
    func recordAndCover() {
        var runs = FlowPeriodicRuns()
        runs.record(from: 0, to: 19, period: 9)  // compares 9..<19
        runs.record(from: 9, to: 46, period: 9)  // 18..<46: overlaps, one run
        #expect(runs.runs == [Run(start: 0, end: 46, period: 9)])
        runs.record(from: 100, to: 120, period: 9)  // 109..<120: apart from 9..<46
        runs.record(from: 40, to: 60, period: 3)  // another period
        runs.record(from: 5, to: 9, period: 9)  // compares nothing: not kept
        #expect(runs.runs.count == 3)
        runs.record(from: 37, to: 109, period: 9)  // 46..<109 bridges both
        #expect(runs.runs.contains(Run(start: 0, end: 120, period: 9)))
        #expect(runs.runs.count == 2)
        // sizes[j] == sizes[j − 9] for j in lo..<hi: inside 9..<120 only.
        #expect(runs.covers(9, 120, period: 9))
        #expect(!runs.covers(8, 20, period: 9))
        #expect(!runs.covers(20, 121, period: 9))
        // Period 3 on 40..<60 gives period 6 and 9 from 46 (= 40 + 6) and 49 on.
        #expect(runs.covers(46, 60, period: 6))
        #expect(!runs.covers(45, 60, period: 6))
        #expect(runs.covers(49, 60, period: 9))
        #expect(!runs.covers(49, 60, period: 4))
    }

    private func sorted(_ runs: FlowPeriodicRuns) -> [Run] { runs.runs.sorted { $0.start < $1.start } }

    @Test("A size change splits the runs holding the item; parts that compare nothing go")
    func split() {
        var runs = FlowPeriodicRuns()
        runs.record(from: 0, to: 100, period: 9)
        runs.record(from: 200, to: 300, period: 5)
        runs.split(at: 50)
        #expect(
            sorted(runs) == [Run(start: 0, end: 50, period: 9), Run(start: 51, end: 100, period: 9), Run(start: 200, end: 300, period: 5)])
        runs.split(at: 3)  // 0..<3 compares nothing; 4..<50 compares 13..<50
        runs.split(at: 96)  // 97..<100 compares nothing
        runs.split(at: 150)  // in no run
        #expect(
            sorted(runs) == [Run(start: 4, end: 50, period: 9), Run(start: 51, end: 96, period: 9), Run(start: 200, end: 300, period: 5)])
    }

    @Test("At most maximumCount runs: the shortest goes")
    func bounded() {
        var runs = FlowPeriodicRuns()
        for k in 0..<FlowPeriodicRuns.maximumCount { runs.record(from: 1000 * k, to: 1000 * k + 20 + k, period: 2) }
        runs.record(from: 100_000, to: 100_050, period: 2)
        #expect(runs.runs.count == FlowPeriodicRuns.maximumCount)
        #expect(!runs.runs.contains(Run(start: 0, end: 20, period: 2)))
        #expect(runs.runs.contains(Run(start: 100_000, end: 100_050, period: 2)))
    }

    @Test("A full pass over equal items records one run of the section; a change splits it")
    func fullPass() throws {
        let sizes = Array(repeating: Size(width: 100, height: 100), count: 999)
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [999], delegate: d) { $0.minimumInteritemSpacing = 10 }
        let section = try #require(layout.state?.sections[0])
        // Lines of 9: lines 1 to 109 are compared with the line before them, and the first
        // item of line 110 (the last line, laid out by the line loop) with item 981.
        #expect(section.lines.periodic.runs == [Run(start: 0, end: 991, period: 9)])
        d.sizes[0][500] = Size(width: 100, height: 130)
        let context = FlowLayoutInvalidationContext()
        context.invalidateItems(at: [cellPath(500)])
        layout.invalidateLayout(with: context)
        try layout.prepareIfNeeded()
        let runs = try #require(layout.state?.sections[0].lines.periodic.runs)
        #expect(runs.contains(Run(start: 0, end: 500, period: 9)))
        #expect(runs.contains(Run(start: 501, end: 991, period: 9)))
        // Every recorded comparison holds for the sizes now.
        for r in runs {
            for j in (r.start + r.period)..<r.end { #expect(d.sizes[0][j] == d.sizes[0][j - r.period], "run \(r), item \(j)") }
        }
    }

    @Test("A re-layout at another width keeps the runs (same sizes) and gives the frames of a fresh layout; invalidateLayout() starts over")
    func relayoutKeepsRuns() throws {
        // Heights repeat every 3 items, widths are equal: lines of 9 repeat at 1000 and 1010
        // points (the runs cover them); lines of 11 at 1250 do not repeat.
        let sizes = (0..<500).map { Size(width: 100, height: Double(40 + 10 * ($0 % 3))) }
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [500], delegate: d) { $0.minimumInteritemSpacing = 10 }
        let before = try #require(layout.state?.sections[0].lines.periodic.runs)
        // Lines 1 to 54 compared with the line before, up to the first item of line 55.
        #expect(before == [Run(start: 0, end: 496, period: 9)])
        for width in [1010.0, 1250, 1000] {
            #expect(layout.changeStaticHostBounds(to: Rect(x: 0, y: 0, width: width, height: 800)))
            try layout.prepareIfNeeded()
            #expect(layout.relayoutPassCount > 0)
            let fresh = try makeFlow(counts: [500], width: width, delegate: FlowSizesDelegate([sizes])) { $0.minimumInteritemSpacing = 10 }
            #expect(layout.allElements() == fresh.allElements(), "width \(width)")
            let runs = try #require(layout.state?.sections[0].lines.periodic.runs)
            #expect(runs == before, "width \(width): the runs of the first pass are kept")
        }
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(layout.state?.sections[0].lines.periodic.runs == before)
    }

    @Test("Random changes to periodic sizes that keep or move the breaks: every recorded run holds and frames equal a fresh layout")
    func randomPeriodicChanges() throws {
        var random = SplitMix(seed: 77)
        // Heights repeat every 3 items, widths are equal: lines of 9 repeat.
        let pattern = (0..<999).map { Size(width: 100, height: Double(40 + 10 * ($0 % 3))) }
        var sizes = pattern
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [sizes.count], delegate: d) { $0.minimumInteritemSpacing = 10 }
        let others = [
            Size(width: 250, height: 50), Size(width: 100, height: 70), Size(width: 40, height: 40), Size(width: 1000, height: 20),
        ]
        for round in 0..<120 {
            // Often the same places again (and one period on), so runs split and merge.
            let item = [17, 26, 500, 509, 998, Int.random(in: 0..<sizes.count, using: &random)][round % 6]
            sizes[item] = Bool.random(using: &random) ? pattern[item] : others.randomElement(using: &random)!
            d.sizes = [sizes]
            let context = FlowLayoutInvalidationContext()
            context.invalidateItems(at: [cellPath(item)])
            layout.invalidateLayout(with: context)
            try layout.prepareIfNeeded()
            let runs = try #require(layout.state?.sections[0].lines.periodic.runs)
            for r in runs {
                for j in (r.start + r.period)..<r.end where sizes[j] != sizes[j - r.period] {
                    Issue.record("round \(round): run \(r) claims item \(j) repeats item \(j - r.period)")
                }
            }
            let fresh = try makeFlow(counts: [sizes.count], delegate: FlowSizesDelegate([sizes])) { $0.minimumInteritemSpacing = 10 }
            #expect(layout.allElements() == fresh.allElements(), "round \(round), item \(item)")
            #expect(layout.contentSize == fresh.contentSize, "round \(round)")
        }
        #expect(layout.fullLayoutPassCount == 1, "every change was incremental")
    }
}
