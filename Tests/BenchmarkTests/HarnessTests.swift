import Testing

@testable import cvkit_bench

// The harness's own logic on made-up measurements: percentiles, formatting, JSON, the
// peer position check and the goals' verdicts. Nothing here times anything.

@Suite("Harness")
struct HarnessTests {
    @Test("Median and p99 come from the sorted samples")
    func percentiles() {
        let m = Measurement(scenario: "s", metric: "m", units: 1, samples: [5, 1, 3, 2, 4], peakMemory: 0)
        #expect(m.median == 3)
        #expect(m.p99 == 5)
        #expect(m.percentile(0) == 1)
        let empty = Measurement(scenario: "s", metric: "m", units: 1, samples: [], peakMemory: 0)
        #expect(empty.median == 0)
    }

    @Test("A paired ratio is the median of the rounds' ratios, not the ratio of the medians")
    func pairedRatio() {
        // Round ratios 2, 3 and 5: median 3. The medians' ratio would be 3 / 1 = 3 too, so a
        // second case where they differ: ratios 1.5, 1, 1.2 (median 1.2); medians 4 / 4 = 1.
        #expect(medianRatio([2, 3, 10], over: [1, 1, 2]) == 3)
        #expect(medianRatio([3, 4, 6], over: [2, 4, 5]) == 1.2)
        #expect(medianRatio([], over: []) == 0)
        // Extra samples without a partner are left out; a zero base counts as 1 ns.
        #expect(medianRatio([4, 9, 9], over: [2]) == 2)
        #expect(medianRatio([5], over: [0]) == 5)
    }

    @Test("Durations and numbers format without trapping on non-finite values")
    func formatting() {
        #expect(formatDuration(850) == "850 ns")
        #expect(formatDuration(12_340) == "12.34 µs")
        #expect(formatDuration(4_560_000) == "4.56 ms")
        #expect(formatDuration(1_230_000_000) == "1.23 s")
        #expect(format1(.infinity) == "∞")
        #expect(format1(-.infinity) == "-∞")
        #expect(format1(.nan) == "nan")
        #expect(formatLarge(7_203_239.4) == "7,203,239")
        #expect(formatLarge(999.5) == "999.5")
        #expect(format2(0.0013) == "0.0013")
        #expect(format2(0.13) == "0.13")
    }

    @Test("JSON strings and numbers are escaped and valid")
    func json() {
        #expect(jsonString("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
        #expect(jsonNumber(3) == "3")
        #expect(jsonNumber(0.5) == "0.5")
        #expect(jsonNumber(.nan) == "null")
        #expect(jsonNumber(.infinity) == "null")
    }
}

@Suite("Peer comparison")
struct PeerComparisonTests {
    /// 10 items, 9 per line with x = col × 112.5 and y = line × 110 (the reference case).
    private func figure(bulkNanoseconds: Double = 100) -> CVKitFlowFigure {
        CVKitFlowFigure(
            items: 10,
            bulk: Measurement(scenario: "peers 10", metric: "bulk", units: 10, samples: [bulkNanoseconds], peakMemory: 0),
            uniform: Measurement(scenario: "peers 10", metric: "uniform", units: 10, samples: [1], peakMemory: 0),
            itemsPerLine: 9,
            origin: { (Double($0 % 9) * 112.5, Double($0 / 9) * 110) })
    }

    private func peer(_ engine: String, nsPerItem: Double, sample: [(index: Int, x: Double, y: Double)], perLine: Int = 9) -> PeerResult {
        PeerResult(
            engine: engine, items: 10, status: "ok", nsPerItem: nsPerItem, itemsPerLine: perLine, agrees: true, reason: nil, sample: sample)
    }

    @Test("Positions agree within the peers' tolerance; x of a partial last line is not compared")
    func positions() {
        let c = PeerComparison(figures: [figure()], peers: [], floorNsPerItem: [:], peerFailure: nil)
        let good = peer("taffy", nsPerItem: 1000, sample: [(0, 0, 0), (1, 112.5, 0), (8, 900.2, 0), (9, 450, 110)])
        #expect(c.positionsAgree(good, figure()))
        let wrongX = peer("taffy", nsPerItem: 1000, sample: [(1, 113.5, 0)])
        #expect(!c.positionsAgree(wrongX, figure()))
        let wrongY = peer("taffy", nsPerItem: 1000, sample: [(9, 0, 111)])
        #expect(!c.positionsAgree(wrongY, figure()))
        let wrongCount = peer("taffy", nsPerItem: 1000, sample: [(0, 0, 0)], perLine: 8)
        #expect(!c.positionsAgree(wrongCount, figure()))
        let noSample = peer("taffy", nsPerItem: 1000, sample: [])
        #expect(!c.positionsAgree(noSample, figure()))
    }

    @Test("The peer goals use the fastest peer and the floor of the same count")
    func goals() throws {
        // CVKit 10 ns/item; Taffy 1000 (100×), Chromium 3000; floor 1 ns/item (CVKit 10× it).
        let sample: [(index: Int, x: Double, y: Double)] = [(0, 0, 0), (9, 0, 110)]
        let c = PeerComparison(
            figures: [figure()],
            peers: [
                peer("taffy", nsPerItem: 1000, sample: sample), peer("chromium", nsPerItem: 3000, sample: sample),
                PeerResult(engine: "yoga", items: 10, status: "skipped", reason: "quadratic", sample: []),
            ],
            floorNsPerItem: [10: 1], peerFailure: nil)
        #expect(c.fastestPeer(at: 10)?.engine == "taffy")
        let goals = evaluateGoals([], peers: c).filter { $0.area == "peers" }
        #expect(goals.map(\.met) == [true, false, true])
        #expect(goals[0].measured == "10: 100× taffy")
        #expect(goals[1].measured == "10: 10×")
        #expect(goals[2].measured == "2 engine runs compared")
        // With the scaling group's row at that count, its same-rounds ratio replaces the
        // wall-time one (10× above).
        let scaling = Measurement(
            scenario: "scaling 10", metric: "flow bulk prepare", units: 10, samples: [20], peakMemory: 0,
            values: ["floorRatio": 2.5, "floorRatioMin": 2, "floorRatioMax": 4])
        let sameRounds = evaluateGoals([scaling], peers: c).filter { $0.area == "peers" }
        #expect(sameRounds[1].met == true)
        #expect(sameRounds[1].measured == "10: 2.5× (scaling group, same rounds)")
    }
}

@Suite("Goals")
struct GoalsTests {
    private func row(_ scenario: String, _ metric: String, units: Int = 1, median: Double, values: [String: Double] = [:]) -> Measurement {
        Measurement(scenario: scenario, metric: metric, units: units, samples: [median], peakMemory: 0, values: values)
    }

    private func goal(_ goals: [Goal], _ area: String, _ prefix: String) -> Goal? {
        goals.first { $0.area == area && $0.goal.hasPrefix(prefix) }
    }

    @Test("Every goal is 'not measured' when nothing ran")
    func nothingRan() {
        let goals = evaluateGoals([], peers: nil)
        #expect(goals.count == 44)
        #expect(goals.allSatisfy { $0.met == nil && $0.verdict == "not measured" })
    }

    @Test("Scroll anchoring's goals read the anchored row's ratio: at most 5% more")
    func anchoringGoals() {
        func row(_ scenario: String, _ ratio: Double) -> Measurement {
            var m = Measurement(scenario: scenario, metric: "anchoring on (.automatic): x", units: 1, samples: [1_000_000], peakMemory: 0)
            m.values["ratio"] = ratio
            return m
        }
        let goals = evaluateGoals([row("batch anchoring 10000 ops", 1.049), row("diff apply anchoring 100000", 1.06)], peers: nil)
        let batch = goal(goals, "batch", "scroll anchoring"), diff = goal(goals, "diff", "scroll anchoring")
        #expect(batch?.met == true && batch?.measured == "+4.9% (1 ms)")
        #expect(diff?.met == false && diff?.measured == "+6% (1 ms)")
    }

    @Test("Verdicts follow the figures: the worst row decides")
    func verdicts() throws {
        let results = [
            row("flow uniform 1000", "prepare", median: 2_000),
            row("flow uniform 1000000000", "prepare", median: 1_500_000),
            row("flow per-item 10000 (bulk)", "prepare", units: 10_000, median: 100_000),
            row("flow per-item 10000 (bulk)", "one item size change", median: 900),
            row("flow per-item 10000 (bulk)", "width change re-layout", units: 10_000, median: 120_000),
            row("flow per-item 10000 (delegate)", "prepare", units: 10_000, median: 100_000),
            row("flow per-item 10000 (delegate)", "width change re-layout", units: 10_000, median: 120_000),
            row("flow per-item 10000 (delegate)", "one item size change", median: 2_500),
            row("flow per-item 10000 (bulk)", "one item size change moving breaks", units: 5_000, median: 40_000),
            row(
                "mosaic", "prepare 1000000 (MosaicLayout)", median: 1,
                values: ["speedupOverSeedPort": 12, "frameMismatches": 1, "framesCompared": 1_000_000]),
            row("batch", "validate + apply 10000 ops on the host", median: 49_000_000),
            row("transition", "interpolate 10000 elements at one progress", median: 500_000, values: ["visible": 9_999]),
        ]
        let goals = evaluateGoals(results, peers: nil)
        let uniform = try #require(goal(goals, "flow uniform", "prepare"))
        #expect(uniform.met == false)
        #expect(uniform.measured == "1.5 ms (worst: 1000000000)")
        // The bulk floor ratio and width change come from the scaling rows (none here).
        #expect(goal(goals, "flow per-item (bulk)", "prepare within 3×")?.met == nil)
        #expect(goal(goals, "flow per-item (bulk)", "width change")?.met == nil)
        #expect(goal(goals, "flow per-item (delegate)", "prepare")?.met == true)
        #expect(goal(goals, "flow per-item (delegate)", "prepare")?.measured == "10 ns/item")
        #expect(goal(goals, "flow per-item (delegate)", "width change")?.met == false)
        #expect(goal(goals, "flow per-item (bulk)", "one item")?.met == true)
        #expect(goal(goals, "flow per-item (delegate)", "one item")?.met == false)
        // 8 ns per re-broken item against a 10 ns/item prepare.
        let moving = try #require(goal(goals, "flow per-item (bulk)", "a size change moving"))
        #expect(moving.met == true)
        #expect(moving.measured == "0.8× a prepare's ns/item")
        #expect(goal(goals, "flow per-item (bulk)", "viewport query")?.met == nil)
        let mosaic = try #require(goal(goals, "mosaic", "prepare"))
        #expect(mosaic.met == false)
        #expect(mosaic.measured == "12×, 1 of 1000000 frames differ")
        #expect(goal(goals, "batch", "10,000")?.met == true)
        // Fewer visible elements than the 10,000 of the goal is a miss, not a pass.
        #expect(goal(goals, "transition", "interpolate")?.met == false)
    }

    @Test("The compositional goals: ns/item, bytes/item, the sideways frame and the estimated item's share")
    func compositionalVerdicts() throws {
        let results = [
            row("compositional grid 10000", "prepare", units: 10_000, median: 50_000),
            row("compositional grid 1000000", "prepare", units: 1_000_000, median: 30_000_000),
            row("compositional grid 1000000", "viewport query", median: 3_000),
            row("compositional grid 1000000", "memory held", units: 1_000_000, median: 0, values: ["bytesPerItem": 0.5]),
            row("compositional orthogonal 1000x50", "one sideways frame", median: 60_000),
            row("compositional estimated 100000", "prepare", units: 100_000, median: 1_000_000),
            row("compositional estimated 100000", "one estimated item resolves", median: 15_000),
        ]
        let goals = evaluateGoals(results, peers: nil)
        let prepare = try #require(goal(goals, "compositional", "3-across grid: prepare"))
        #expect(prepare.met == false)
        #expect(prepare.measured == "30 ns/item (worst: compositional grid 1000000)")
        #expect(goal(goals, "compositional", "3-across grid: viewport")?.met == true)
        #expect(goal(goals, "compositional", "3-across grid: ≤ 48")?.measured == "0.5 bytes/item")
        #expect(goal(goals, "compositional", "orthogonal")?.met == false)
        let estimated = try #require(goal(goals, "compositional", "one estimated"))
        #expect(estimated.met == true)
        #expect(estimated.measured == "1.5% of prepare")
    }

    @Test("The CSS-grid peer goal: the faster agreeing peer against the grid's prepare, worst count")
    func gridPeerGoal() throws {
        let results = [
            row("compositional grid 10000", "prepare", units: 10_000, median: 5_000),
            row("compositional grid 1000000", "prepare", units: 1_000_000, median: 6_000),
            row(
                "compositional grid peers 10000", "taffy CSS grid layout (stretchable 1.1.8)", units: 10_000, median: 900_000,
                values: ["agrees": 1]),
            row(
                "compositional grid peers 10000", "chromium CSS grid layout (Chromium 142)", units: 10_000, median: 400_000,
                values: ["agrees": 1]),
            // A peer whose positions disagree does not count, however fast.
            row(
                "compositional grid peers 1000000", "chromium CSS grid layout (Chromium 142)", units: 1_000_000, median: 1,
                values: ["agrees": 0]),
            row(
                "compositional grid peers 1000000", "taffy CSS grid layout (stretchable 1.1.8)", units: 1_000_000, median: 240_000,
                values: ["agrees": 1]),
        ]
        let peer = try #require(goal(evaluateGoals(results, peers: nil), "compositional", "3-across grid: ≥ 50×"))
        #expect(peer.measured == "40× taffy at 1000000")
        #expect(peer.met == false)
        let unmeasured = try #require(goal(evaluateGoals(Array(results.prefix(2)), peers: nil), "compositional", "3-across grid: ≥ 50×"))
        #expect(unmeasured.met == nil && unmeasured.measured == "-")
        #expect(gridSampleAgrees([(index: 4, x: 130, y: 130), (index: 8, x: 260.2, y: 260)], width: 390))
        #expect(!gridSampleAgrees([(index: 4, x: 0, y: 130)], width: 390))
        #expect(!gridSampleAgrees([], width: 390))
    }

    @Test("A failed scenario is a miss that says why")
    func failure() throws {
        let results = [
            Measurement(
                scenario: "scroll", metric: "fling top→bottom, 1M items (per step, wall)", units: 1, samples: [],
                peakMemory: 0, note: "FAILED: setup: boom", values: ["failed": 1])
        ]
        let median = try #require(goal(evaluateGoals(results, peers: nil), "scroll", "fling over 1M items: ≤ 20 µs"))
        #expect(median.met == false)
        #expect(median.measured == "FAILED (scroll: FAILED: setup: boom)")
    }
}
