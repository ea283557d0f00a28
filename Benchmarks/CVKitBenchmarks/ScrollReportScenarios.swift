import BuiltinLayouts
import CollectionView
import Geometry
import LayoutProtocol
import ScrollReport

// What recording a scroll session costs: the same 3000 pt/s fling over 1,000,000 items
// of the scroll group's flow layout (100×100, spacing 10, 390×844, 120 frames/s), once on
// a plain host stepped by its clock and once through a `ScrollSession` that records every
// frame (thread CPU time per layout phase, reuse counts, blank area), on twin hosts,
// measured alternately so the ratio survives a loaded machine. The recorded row's
// `values["ratio"]` is the goal's figure: at most 5% more. A run takes about 2 ms and the
// goal's margin is a few percent, so the scenario takes 41 rounds, and the ratio is the
// median of each round's recorded run over the plain run beside it (a slow stretch of the
// machine slows both). Two more twins record with the
// wall clock alone (`ScrollTiming.wallClock`) and without timing (`.none`): against them,
// the recorded row splits into what the clocks cost (a monotonic read per phase boundary,
// one thread-CPU read per 64 frames) and what the bookkeeping costs.

/// The plain fling and the recorded fling, `runs` times each, alternately.
func scrollRecordingScenarios(quick: Bool, repeats: Int, items: Int = 1_000_000) -> [Measurement] {
    let runs = quick ? 3 : max(41, repeats)
    let viewport = Size(width: 390, height: 844)
    let plainClock = ManualFrameClock(framesPerSecond: 120)
    let plain = CollectionViewHost(frame: Rect(origin: .zero, size: viewport), layout: scrollGoalLayout(), clock: plainClock)
    // The same data source and cells as the sessions': the twins differ only in the recorder.
    let plainData = ScrollReportDataSource(counts: [items])
    plain.dataSource = plainData
    let session: ScrollSession, wall: ScrollSession, untimed: ScrollSession
    do {
        try plainData.register(on: plain)
        try plain.layoutIfNeeded()
        session = try ScrollSession(
            layout: scrollGoalLayout(), viewport: viewport, dataSource: ScrollReportDataSource(counts: [items]), framesPerSecond: 120)
        wall = try ScrollSession(
            layout: scrollGoalLayout(), viewport: viewport, dataSource: ScrollReportDataSource(counts: [items]), framesPerSecond: 120,
            timing: .wallClock)
        untimed = try ScrollSession(
            layout: scrollGoalLayout(), viewport: viewport, dataSource: ScrollReportDataSource(counts: [items]), framesPerSecond: 120,
            timing: .none)
    } catch {
        return [
            Measurement(
                scenario: "scroll recording", metric: "recorded fling (ScrollSession)", units: 1, samples: [],
                peakMemory: peakMemoryBytes(), note: "FAILED: setup: \(error)", values: ["failed": 1])
        ]
    }
    let script = ScrollScript([.fling(velocity: 3000)])
    var plainSamples: [Double] = [], recordedSamples: [Double] = [], wallSamples: [Double] = [], untimedSamples: [Double] = [],
        failed = false, frames = 0
    func plainRun() -> Double {
        let t0 = nowNanoseconds()
        do {
            try plain.setContentOffset(.zero, animated: false)
            try plain.fling(velocity: Vector(dx: 0, dy: 3000))
        } catch {
            failed = true
        }
        while plain.isScrollAnimating { plainClock.step() }
        return Double(nowNanoseconds() - t0)
    }
    func recordedRun(_ session: ScrollSession) -> Double {
        let t0 = nowNanoseconds()
        do {
            try session.host.setContentOffset(.zero, animated: false)
            let report = try session.run(script, layoutName: "flow")
            frames = report.frames.count
            blackHole(report)
        } catch {
            failed = true
        }
        return Double(nowNanoseconds() - t0)
    }
    _ = plainRun()
    _ = recordedRun(session)
    _ = recordedRun(wall)
    _ = recordedRun(untimed)
    for _ in 0..<runs {
        plainSamples.append(plainRun())
        recordedSamples.append(recordedRun(session))
        wallSamples.append(recordedRun(wall))
        untimedSamples.append(recordedRun(untimed))
    }
    withExtendedLifetime(plainData) {}
    let scenario = "scroll recording \(items)"
    var plainRow = Measurement(
        scenario: scenario, metric: "plain fling 3000 pt/s (host and clock)", units: 1, samples: plainSamples, peakMemory: peakMemoryBytes()
    )
    var recordedRow = Measurement(
        scenario: scenario, metric: "recorded fling (ScrollSession, thread CPU timing)", units: 1, samples: recordedSamples,
        peakMemory: peakMemoryBytes(), note: "\(frames) frames recorded per run")
    var wallRow = Measurement(
        scenario: scenario, metric: "wall-clock recording (ScrollSession, monotonic clock)", units: 1, samples: wallSamples,
        peakMemory: peakMemoryBytes(), note: "the recorded fling timed with the monotonic clock")
    var untimedRow = Measurement(
        scenario: scenario, metric: "untimed recording (ScrollSession, no timing)", units: 1, samples: untimedSamples,
        peakMemory: peakMemoryBytes(), note: "the recorded fling without any clock reads")
    /// The median over the rounds of `samples[i] / plainSamples[i]`.
    func pairedRatio(_ samples: [Double]) -> Double {
        let ratios = zip(samples, plainSamples).map { $0 / max(1, $1) }.sorted()
        return ratios.isEmpty ? 0 : ratios[ratios.count / 2]
    }
    recordedRow.values["ratio"] = pairedRatio(recordedSamples)
    wallRow.values["ratio"] = pairedRatio(wallSamples)
    untimedRow.values["ratio"] = pairedRatio(untimedSamples)
    plainRow.values["failed"] = failed ? 1 : 0
    recordedRow.values["failed"] = failed ? 1 : 0
    wallRow.values["failed"] = failed ? 1 : 0
    untimedRow.values["failed"] = failed ? 1 : 0
    return [plainRow, recordedRow, wallRow, untimedRow]
}

/// The scroll group's layout: 100×100 items, spacing 10.
private func scrollGoalLayout() -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    return layout
}
