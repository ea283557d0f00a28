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
// goal's margin is a few percent, so the ratio is the median of each round's recorded run
// over the plain run beside it (a slow stretch of the machine slows both), over 44 rounds
// on four sets of twins. Two more twins record with wall timing (`ScrollTiming.wallClock`)
// and without timing (`.none`): against them, the recorded row splits into what the clocks
// cost (a cycle-counter read per phase boundary, the monotonic and thread-CPU clocks once
// per 64 frames) and what the bookkeeping costs.

/// The plain fling and the recorded fling, alternately, on several sets of fresh twin hosts.
func scrollRecordingScenarios(quick: Bool, repeats: Int, items: Int = 1_000_000) -> [Measurement] {
    // Where the hosts land in memory moves a 2 ms run by a few percent, differently for each
    // host: one set of twins can favour either side. Four sets, made one after another,
    // spread that out.
    let sets = quick ? 1 : 4
    let rounds = quick ? 3 : max(11, repeats)
    let script = ScrollScript([.fling(velocity: 3000)])
    var plainSamples: [Double] = [], recordedSamples: [Double] = [], wallSamples: [Double] = [], untimedSamples: [Double] = [],
        failed = false, frames = 0
    for _ in 0..<sets {
        do {
            try measureTwinSet(items: items, rounds: rounds, script: script) { plain, recorded, wall, untimed, count in
                plainSamples.append(plain)
                recordedSamples.append(recorded)
                wallSamples.append(wall)
                untimedSamples.append(untimed)
                frames = count
            }
        } catch TwinSetFailure.setup(let error) {
            return [
                Measurement(
                    scenario: "scroll recording", metric: "recorded fling (ScrollSession)", units: 1, samples: [],
                    peakMemory: peakMemoryBytes(), note: "FAILED: setup: \(error)", values: ["failed": 1])
            ]
        } catch {
            failed = true
        }
    }
    let scenario = "scroll recording \(items)"
    var plainRow = Measurement(
        scenario: scenario, metric: "plain fling 3000 pt/s (host and clock)", units: 1, samples: plainSamples, peakMemory: peakMemoryBytes()
    )
    var recordedRow = Measurement(
        scenario: scenario, metric: "recorded fling (ScrollSession, thread CPU timing)", units: 1, samples: recordedSamples,
        peakMemory: peakMemoryBytes(), note: "\(frames) frames recorded per run")
    var wallRow = Measurement(
        scenario: scenario, metric: "wall-clock recording (ScrollSession, ScrollTiming.wallClock)", units: 1, samples: wallSamples,
        peakMemory: peakMemoryBytes(), note: "the recorded fling timed as wall time, without the thread-CPU check")
    var untimedRow = Measurement(
        scenario: scenario, metric: "untimed recording (ScrollSession, no timing)", units: 1, samples: untimedSamples,
        peakMemory: peakMemoryBytes(), note: "the recorded fling without any clock reads")
    recordedRow.values["ratio"] = medianRatio(recordedSamples, over: plainSamples)
    wallRow.values["ratio"] = medianRatio(wallSamples, over: plainSamples)
    untimedRow.values["ratio"] = medianRatio(untimedSamples, over: plainSamples)
    plainRow.values["failed"] = failed ? 1 : 0
    recordedRow.values["failed"] = failed ? 1 : 0
    wallRow.values["failed"] = failed ? 1 : 0
    untimedRow.values["failed"] = failed ? 1 : 0
    return [plainRow, recordedRow, wallRow, untimedRow]
}

/// Why a set of twins did not measure.
enum TwinSetFailure: Error {
    /// The hosts could not be made.
    case setup(any Error)
    /// A run failed.
    case run
}

/// One set of twins: a plain host and three sessions (thread-CPU, wall and no timing) on
/// fresh layouts, each warmed up once, then `rounds` rounds of one run each, in that order;
/// `record` gets each round's four times and the frames a session recorded.
private func measureTwinSet(
    items: Int, rounds: Int, script: ScrollScript, record: (Double, Double, Double, Double, Int) -> Void
) throws(TwinSetFailure) {
    let viewport = Size(width: 390, height: 844)
    let plainClock = ManualFrameClock(framesPerSecond: 120)
    let plain = CollectionViewHost(frame: Rect(origin: .zero, size: viewport), layout: scrollGoalLayout(), clock: plainClock)
    // The same data source and cells as the sessions': the twins differ only in the recorder.
    let plainData = ScrollReportDataSource(counts: [items])
    plain.dataSource = plainData
    let sessions: [ScrollSession]
    do {
        try plainData.register(on: plain)
        try plain.layoutIfNeeded()
        sessions = try [ScrollTiming.threadCPU, .wallClock, .none].map { (timing) throws(ScrollReportError) in
            try ScrollSession(
                layout: scrollGoalLayout(), viewport: viewport, dataSource: ScrollReportDataSource(counts: [items]), framesPerSecond: 120,
                timing: timing)
        }
    } catch {
        throw .setup(error)
    }
    var failed = false, frames = 0
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
    for session in sessions { _ = recordedRun(session) }
    for _ in 0..<rounds {
        let plainTime = plainRun()
        let times = sessions.map(recordedRun)
        record(plainTime, times[0], times[1], times[2], frames)
    }
    withExtendedLifetime(plainData) {}
    if failed { throw .run }
}

/// The scroll group's layout: 100×100 items, spacing 10.
private func scrollGoalLayout() -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    return layout
}
