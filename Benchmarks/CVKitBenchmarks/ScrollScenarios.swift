import BuiltinLayouts
import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Scrolling through the host: a fling over a 1,000,000-item layout, stepped by a
// manual clock at 120 frames per second. Each sample is the wall time of one frame:
// the offset from the deceleration curve, `setBounds` (shouldInvalidateLayout), the rect
// query, the diff of the visible set, enqueue/dequeue and `apply`. The goal:
// ≤ 20 µs median, ≤ 100 µs p99 per step; views created ≤ largest visible count plus
// the prefetch margin plus one line.
//
// The layout is the flow layout with 100×100 items and spacing 10 in a 390-point-wide
// view (3 items per line, 333,334 lines), on its uniform path (`itemSize`, no delegate).

/// Scroll scenarios: one fast fling from the top to the bottom of 1,000,000 items, and
/// a moderate fling (3000 pt/s), with and without a prefetch margin.
///
/// Each scenario gives two figures per step: wall time, and the thread's CPU time (which
/// leaves out the time the thread waited for a core — on a loaded machine the wall p99
/// is mostly preemption).
func scrollScenarios(quick: Bool, repeats: Int) -> [Measurement] {
    let items = 1_000_000
    let makeLayout: () -> CollectionViewLayout = {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return layout
    }
    let runs = quick ? 1 : max(1, repeats / 3)
    let line = 3
    return [[Measurement]]([
        flingScenario(
            "fling top→bottom, 1M items", items: items, velocity: 60_000_000, prefetchMargin: 0, runs: runs, itemsPerLine: line,
            makeLayout: makeLayout),
        flingScenario(
            "fling top→bottom, 1M items, margin 100", items: items, velocity: 60_000_000, prefetchMargin: 100, runs: runs,
            itemsPerLine: line, makeLayout: makeLayout),
        flingScenario(
            "fling 3000 pt/s, 1M items", items: items, velocity: 3000, prefetchMargin: 0, runs: runs * 3, itemsPerLine: line,
            makeLayout: makeLayout),
        scrollRecordingScenarios(quick: quick, repeats: repeats),
    ]).flatMap { $0 }
}

/// CPU time of the calling thread in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Flings from the top with `velocity` (points per second, downwards) `runs` times and
/// records the wall and CPU time of every clock step. `itemsPerLine` is the slack the
/// bound on views created allows beyond the largest visible count (one line).
func flingScenario(
    _ name: String, items: Int, velocity: Double, prefetchMargin: Double, runs: Int, itemsPerLine: Int,
    makeLayout: () -> CollectionViewLayout
) -> [Measurement] {
    let clock = ManualFrameClock(framesPerSecond: 120)
    let layout = makeLayout()
    let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 390, height: 844), layout: layout, clock: clock)
    let dataSource = BenchDataSource(items: items)
    cv.dataSource = dataSource
    cv.prefetchMargin = prefetchMargin
    do {
        try cv.register(BenchCell.self, forCellWithReuseIdentifier: "Cell")
        try cv.layoutIfNeeded()
    } catch {
        return [
            Measurement(
                scenario: "scroll", metric: name + " (per step, wall)", units: 1, samples: [], peakMemory: peakMemoryBytes(),
                note: "FAILED: setup: \(error)", values: ["failed": 1])
        ]
    }
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    var largestVisible = cv.visibleViewCount
    var steps = 0
    for _ in 0..<max(1, runs) {
        try? cv.setContentOffset(.zero, animated: false)
        do {
            try cv.fling(velocity: Vector(dx: 0, dy: velocity))
        } catch {
            return [
                Measurement(
                    scenario: "scroll", metric: name + " (per step, wall)", units: 1, samples: [], peakMemory: peakMemoryBytes(),
                    note: "FAILED: fling: \(error)", values: ["failed": 1])
            ]
        }
        while cv.isDecelerating {
            let t0 = nowNanoseconds(), c0 = threadCPUNanoseconds()
            clock.step()
            let c1 = threadCPUNanoseconds(), t1 = nowNanoseconds()
            samples.append(Double(t1 - t0))
            cpuSamples.append(Double(c1 - c0))
            largestVisible = max(largestVisible, cv.visibleViewCount)
            steps += 1
        }
    }
    let stats = cv.reusePool.statistics(for: .cell(identifier: "Cell"))
    // The goal's bound: the largest visible count (which here already includes the
    // prefetch margin, since views exist for it) plus one line of the grid.
    let bound = largestVisible + itemsPerLine
    let verdict = stats.created <= bound ? "within" : "OVER"
    let error = cv.lastScrollError.map { ", error: \($0)" } ?? ""
    let note =
        "\(steps / max(1, runs)) steps/run, end y \(formatScalar(cv.contentOffset.y)); cells created \(stats.created), "
        + "largest visible \(largestVisible) (\(verdict) bound \(bound)), reused \(stats.reused)\(error)"
    withExtendedLifetime(dataSource) {}
    return [
        Measurement(
            scenario: "scroll", metric: name + " (per step, wall)", units: 1, samples: samples, peakMemory: peakMemoryBytes(), note: note,
            values: [
                "cellsCreated": Double(stats.created), "createdBound": Double(bound), "steps": Double(steps),
                "failed": cv.lastScrollError == nil ? 0 : 1,
            ]),
        Measurement(
            scenario: "scroll", metric: name + " (per step, thread CPU)", units: 1, samples: cpuSamples, peakMemory: peakMemoryBytes()),
    ]
}

/// A cell with a little state to configure.
final class BenchCell: CollectionViewCell {
    var value = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        value = 0
    }
}

/// One section of `items` cells, dequeued and configured as an app would.
final class BenchDataSource: CollectionViewDataSource {
    let items: Int
    init(items: Int) { self.items = items }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? BenchCell)?.value = indexPath.item
        return cell
    }
}
