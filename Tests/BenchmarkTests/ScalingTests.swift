import Testing

@testable import cvkit_bench

// The scaling group's own logic: the floor writer, the spread of ratios, the plot and the
// goals read from the scaling rows. Nothing here asserts on a time.

@Suite("Scaling")
struct ScalingTests {
    @Test("The floor writes exactly 4 doubles per frame, wrapped 9 to a line (its pointer stays in bounds under ASan)")
    func floorWriter() {
        let floor = FloorWriter(count: 10)
        floor.write()
        // Item 8 ends the first line (justified: 8 × (100 + 12.5)), item 9 starts the second.
        #expect(Array(UnsafeBufferPointer(start: floor.buffer + 32, count: 8)) == [900, 0, 100, 100, 0, 110, 100, 100])
        let single = FloorWriter(count: 1)
        single.write()
        #expect(Array(UnsafeBufferPointer(start: single.buffer, count: 4)) == [0, 0, 100, 100])
    }

    @Test("A sample runs the floor and every case alike: one untimed run, then the timed runs, each after its setUp")
    func sampleRunsEveryCaseAlike() {
        final class Counter {
            var setUps = 0, runs = 0, runsAfterSetUp = 0
            var pending = false
        }
        let counter = Counter()
        let withSetUp = ScalingCase(
            name: "counted",
            setUp: {
                counter.setUps += 1; counter.pending = true
            },
            run: {
                counter.runs += 1
                if counter.pending { counter.runsAfterSetUp += 1 }
                counter.pending = false
            }, keepAlive: counter)
        let sample = withSetUp.sample(runs: 10)
        #expect(counter.setUps == 11 && counter.runs == 11 && counter.runsAfterSetUp == 11)
        #expect(sample.nanoseconds >= 0 && sample.pageFaults >= 0)
        let plain = ScalingCase(name: "plain", run: { counter.runs += 1 }, keepAlive: counter)
        _ = plain.sample(runs: 0)  // at least one timed run
        #expect(counter.runs == 13)
        #expect(runsPerSample(count: 10_000) == 10)
        #expect(runsPerSample(count: 100_000) == 1)
        #expect(runsPerSample(count: 1_000_000) == 1)
        #expect(runsPerSample(count: 0) == 100_000)
        let floor = FloorWriter(count: 3)
        _ = floor.scalingCase.sample(runs: 2)
        #expect(Array(UnsafeBufferPointer(start: floor.buffer, count: 12)) == [0, 0, 100, 100, 112.5, 0, 100, 100, 225, 0, 100, 100])
        #expect(pageFaultCount() > 0)
    }

    @Test("The memory child's output is one number; anything else is a reason, not a figure")
    func memoryChildOutput() {
        #expect(parseMemoryChildOutput("21.5\n") == .success(21.5))
        #expect(parseMemoryChildOutput("0.0") == .success(0))
        #expect(parseMemoryChildOutput("") == .failure(MemoryChildFailure(text: "child printed ''")))
        #expect(parseMemoryChildOutput("nan\n") == .failure(MemoryChildFailure(text: "child printed 'nan'")))
        #expect(parseMemoryChildOutput("12 B") == .failure(MemoryChildFailure(text: "child printed '12 B'")))
    }

    @Test("The memory child refuses an unknown case or a count below 1 (before touching the allocator)")
    func memoryChildArguments() {
        #expect(bytesHeldPerItem(caseNamed: "no such layout", count: 10) == nil)
        #expect(bytesHeldPerItem(caseNamed: "waterfall", count: 0) == nil)
        #expect(memoryChildFlag == "--memory-case")
    }

    @Test("A spread is the median and the extremes")
    func spreadOfRatios() {
        #expect(spread([3, 1, 2]) == (2, 1, 3))
        #expect(spread([5]) == (5, 5, 5))
        #expect(spread([]) == (0, 0, 0))
    }

    private func row(_ n: Int, _ metric: String, ns: Double, values: [String: Double] = [:]) -> Measurement {
        Measurement(scenario: "scaling \(n)", metric: metric, units: n, samples: [ns * Double(n)], peakMemory: 0, values: values)
    }

    @Test("The plot has one series per case and the floor, points in count order, drawn as lines on labelled log axes")
    func plot() throws {
        let results = [
            row(1_000_000, "floor (write 1000000 frames)", ns: 5),
            row(10_000, "floor (write 10000 frames)", ns: 1.5),
            row(10_000, "flow bulk prepare", ns: 3),
            row(1_000_000, "flow bulk prepare", ns: 6),
        ]
        let series = scalingPlotSeries(results, peers: nil)
        #expect(series.map(\.name) == ["floor", "flow bulk"])
        #expect(series[0].points.map(\.count) == [10_000, 1_000_000])
        #expect(series[0].points.map(\.nsPerItem) == [1.5, 5])
        let svg = try #require(scalingPlotSVG(series, title: "t"))
        #expect(svg.hasPrefix("<svg"))
        // No element (so no element label), no viewport outline.
        #expect(!svg.contains("data-key"))
        #expect(!svg.contains("class=\"viewport\""))
        // One polyline per series (the floor dashed) through its two points, a square per
        // point, a legend line and name per series.
        let floorLine = svg.components(separatedBy: "\n").filter { $0.contains("stroke=\"#222222\" stroke-width=\"2\"") }
        #expect(floorLine.count == 2)
        #expect(floorLine.allSatisfy { $0.contains("stroke-dasharray") })
        let bulkLine = svg.components(separatedBy: "\n").filter { $0.contains("stroke=\"#2f6fd6\" stroke-width=\"2\"") }
        #expect(bulkLine.count == 2)
        #expect(svg.components(separatedBy: "stroke-width=\"1.5\"").count - 1 == 4)
        #expect(svg.contains(">floor</text>"))
        #expect(svg.contains(">flow bulk</text>"))
        // Log axes: decades 10⁴…10⁶ items and 1…10 ns, with labels.
        for label in [">10⁴</text>", ">10⁵</text>", ">10⁶</text>", ">1 ns</text>", ">10 ns</text>"] {
            #expect(svg.contains(label), "\(label)")
        }
        #expect(powerOfTen(-2) == "10⁻²")
        #expect(nanosecondsLabel(-1) == "0.1 ns")
        #expect(nanosecondsLabel(3) == "1 µs")
        #expect(nanosecondsLabel(7) == "10 ms")
        #expect(scalingPlotSVG([], title: "t") == nil)
    }

    @Test("The floor-ratio goals take the worst count and show the spread; the width change compares with the bulk prepare")
    func ratioGoals() throws {
        let results = [
            row(10_000, "flow bulk prepare", ns: 3, values: ["floorRatio": 2.5, "floorRatioMin": 2.1, "floorRatioMax": 2.9]),
            row(100_000, "flow bulk prepare", ns: 3, values: ["floorRatio": 3.2, "floorRatioMin": 3, "floorRatioMax": 3.5]),
            row(
                10_000, "flow width change re-layout", ns: 3, values: ["prepareRatio": 0.8, "prepareRatioMin": 0.7, "prepareRatioMax": 0.9]),
            row(10_000, "mosaic prepare", ns: 3, values: ["floorRatio": 4, "floorRatioMin": 3, "floorRatioMax": 6]),
        ]
        let goals = evaluateGoals(results, peers: nil)
        let bulk = try #require(goals.first { $0.area == "flow per-item (bulk)" && $0.goal.hasPrefix("prepare within 3×") })
        #expect(bulk.met == false)
        #expect(bulk.measured == "3.2× floor, spread 3–3.5 (worst: 100000)")
        let width = try #require(goals.first { $0.area == "flow per-item (bulk)" && $0.goal.hasPrefix("width change") })
        #expect(width.met == true)
        #expect(width.measured == "0.8× prepare, spread 0.7–0.9")
        let mosaic = try #require(goals.first { $0.area == "mosaic" && $0.goal.hasPrefix("within 5×") })
        #expect(mosaic.met == true)
        #expect(goals.first { $0.area == "grid" }?.met == nil)
    }
}
