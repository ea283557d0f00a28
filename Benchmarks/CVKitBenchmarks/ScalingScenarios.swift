import BuiltinLayouts
import CompositionalLayout
import Foundation
import Geometry
import LayoutProtocol
import WaterfallLayoutPlugin

#if canImport(Glibc)
    import Glibc
#endif

/// One layout with a per-item (or per-section) path, prepared at a given count — or the
/// floor itself (``FloorWriter``): what to do untimed before each run (a fresh input
/// array), the timed run, and the object to keep alive for the memory figure.
struct ScalingCase {
    var name: String
    var setUp: (() -> Void)? = nil
    var run: () -> Void
    var keepAlive: AnyObject
}

/// One sample of a ``ScalingCase``: thread CPU nanoseconds per run, and the page faults
/// (minor and major) the process took per run.
struct ScalingSample {
    var nanoseconds: Double
    var pageFaults: Double
}

/// How many runs one sample times: enough that a sample lasts about as long as writing
/// 100,000 frames (≥ 150 µs here), so that the clock's own cost (the thread CPU clock is
/// a system call, about 0.4 µs on this VM) and its jitter stay under 1% at every count.
func runsPerSample(count n: Int) -> Int { max(1, 100_000 / max(1, n)) }

extension ScalingCase {
    /// Takes one sample, the same way for the floor and for every layout: one untimed
    /// run first (so the run's storage, code and data are as warm as a re-prepare finds
    /// them, whatever ran before in the round), then `runs` timed runs back to back, each
    /// after its untimed `setUp`. Without a `setUp` the runs share one clock pair; with
    /// one each run is timed on its own and the times summed (the clock's cost then falls
    /// on the case, never on the floor).
    func sample(runs: Int) -> ScalingSample {
        let runs = max(1, runs)
        setUp?()
        run()
        let faults0 = pageFaultCount()
        var total = 0.0
        if let setUp {
            for _ in 0..<runs {
                setUp()
                let t0 = threadCPUNanoseconds()
                run()
                total += Double(threadCPUNanoseconds() - t0)
            }
        } else {
            let t0 = threadCPUNanoseconds()
            for _ in 0..<runs { run() }
            total = Double(threadCPUNanoseconds() - t0)
        }
        let faults = pageFaultCount() - faults0
        return ScalingSample(nanoseconds: total / Double(runs), pageFaults: Double(faults) / Double(runs))
    }
}

/// The page faults (minor and major) the process has taken so far (`getrusage`), or 0
/// where unknown. The benchmark runs on one thread, so they are that thread's.
func pageFaultCount() -> Int {
    #if canImport(Glibc)
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return Int(usage.ru_minflt) + Int(usage.ru_majflt)
    #else
        return 0
    #endif
}

/// Sends every allocation of at least one page to its own mapping (glibc's `mallopt`
/// with `M_MMAP_THRESHOLD`, found with `dlsym` because Swift's Glibc module leaves out
/// `malloc.h`), so the resident-set growth across building a layout counts exactly the
/// memory it holds, rounded to pages. Only the last group does this: it changes how
/// every later allocation is served. Returns whether it worked.
func mapEveryLargeAllocation() -> Bool {
    #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        return mallopt(-3, 4096) == 1  // -3: M_MMAP_THRESHOLD
    #else
        return false
    #endif
}

/// The bytes each scaling case holds per item after its first prepare, at each count.
///
/// Each case is measured in a child process (this executable re-run with
/// ``memoryChildFlag``, see ``bytesHeldPerItem(caseNamed:count:)``): in the parent, the
/// pages earlier groups freed would be reused and read as 0. Runs last all the same.
func memoryScenarios(quick: Bool) -> [Measurement] {
    var results: [Measurement] = []
    for n in quick ? [10_000, 1_000_000] : [10_000, 100_000, 1_000_000] {
        for name in scalingCaseNames {
            var m = Measurement(
                scenario: "memory \(n)", metric: "\(name) bytes held", units: 0, samples: [0], peakMemory: peakMemoryBytes())
            switch runMemoryChild(caseNamed: name, count: n) {
            case .success(let held):
                m.note = "\(format1(held)) B/item (one frame: 32 B)"
                m.values = ["bytesPerItem": held]
            case .failure(let reason):
                m.note = "not measured: \(reason.text)"
            }
            results.append(m)
        }
    }
    return results
}

/// The hidden argument that makes cvkit-bench measure one case's memory and exit:
/// `cvkit-bench --memory-case <case name> <count>` prints the bytes held per item.
let memoryChildFlag = "--memory-case"

/// Why a memory child gave no figure.
struct MemoryChildFailure: Error, Equatable {
    var text: String
}

/// Runs this executable with ``memoryChildFlag`` for one case and count, and reads its
/// figure.
func runMemoryChild(caseNamed name: String, count: Int) -> Result<Double, MemoryChildFailure> {
    switch runCollectingOutput("/proc/self/exe", [memoryChildFlag, name, String(count)], standardError: FileHandle.nullDevice) {
    case .failure(let error):
        return .failure(MemoryChildFailure(text: "cannot start a child: \(error)"))
    case .success(let (status, output)):
        guard status == 0 else { return .failure(MemoryChildFailure(text: "child exit \(status)")) }
        return parseMemoryChildOutput(output)
    }
}

/// Reads a memory child's output: one number, the bytes per item.
func parseMemoryChildOutput(_ text: String) -> Result<Double, MemoryChildFailure> {
    let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let value = Double(line), value.isFinite else { return .failure(MemoryChildFailure(text: "child printed '\(line)'")) }
    return .success(value)
}

/// What the child does for ``memoryChildFlag``: the bytes one case holds per item after
/// its first prepare — resident-set growth across building and preparing it, with every
/// large allocation mapped on its own (``mapEveryLargeAllocation()``), in a fresh
/// process so no freed page is reused, after a warm-up run of 1,000 items and one
/// measurement thrown away. Inputs the caller keeps (the bulk size array) are
/// made before and not counted.
///
/// - Returns: The bytes per item, or `nil` for an unknown case, a count below 1, or no `mallopt`.
func bytesHeldPerItem(caseNamed name: String, count n: Int) -> Double? {
    guard n >= 1, let make = scalingCaseMakers().first(where: { $0(1).name == name }), mapEveryLargeAllocation() else { return nil }
    // A small run first, so the code, the runtime's metadata and the allocator's own
    // structures are in place and not counted as held by the layout.
    let warm = make(1_000)
    warm.setUp?()
    warm.run()
    blackHole(warm.keepAlive)
    // Growth across building and preparing a fresh instance.
    func growth(_ count: Int) -> Int {
        let c = make(count)
        c.setUp?()
        let afterInput = residentMemoryBytes()
        c.run()
        let grown = residentMemoryBytes() - afterInput
        blackHole(c.keepAlive)
        return grown
    }
    // The first measurement after the warm-up grows by a constant 384 KiB whatever the
    // count (a 1-item layout too; the next one does not): it is thrown away.
    _ = growth(1)
    return Double(growth(n)) / Double(n)
}

/// How every layout's prepare grows with the item count, against the floor measured in
/// the same rounds and the same way.
///
/// For each count, the floor and every case take one sample per round, in the same
/// order, for `repeats` rounds (after one warm-up round), so load on the machine hits
/// them alike. A sample (``ScalingCase/sample(runs:)``) is one untimed run and then
/// ``runsPerSample(count:)`` timed runs back to back: the floor writes into the buffer it
/// wrote last time, as a layout re-prepares into the storage of its previous prepare, so
/// neither depends on how much of the cache the case before it in the round evicted (at
/// 10⁴ items the frames fit in L2, and the floor's time read 15.6 or 35.9 µs depending on
/// what ran before it). A case's floor ratio is taken per round (its time over that
/// round's floor) and reported as the median with its spread (smallest–largest) over
/// the rounds; the floor row reports its own spread. Times are the thread's CPU time
/// (`CLOCK_THREAD_CPUTIME_ID`): on a quiet machine the same as wall time, on a busy one
/// without the time the thread waited for a core.
///
/// Rows: scenario `scaling N`, metric `<case> prepare`, values `floorRatio`,
/// `floorRatioMin`, `floorRatioMax`, `pageFaults` (per run, median over the rounds) —
/// and for the flow width change its ratio to the bulk prepare of the same rounds
/// (`prepareRatio…`).
func scalingScenarios(quick: Bool, repeats: Int) -> [Measurement] {
    let counts = quick ? [10_000, 1_000_000] : [10_000, 100_000, 1_000_000]
    var results: [Measurement] = []
    for n in counts {
        results += scalingRounds(n: n, repeats: repeats)
    }
    return results
}

private func scalingRounds(n: Int, repeats: Int) -> [Measurement] {
    let subjects = [FloorWriter(count: n).scalingCase] + scalingCaseMakers().map { $0(n) }
    let runs = runsPerSample(count: n)
    var samples = [[ScalingSample]](repeating: [], count: subjects.count)
    for round in 0...repeats {
        for (k, c) in subjects.enumerated() {
            let sample = c.sample(runs: runs)
            if round > 0 { samples[k].append(sample) }
        }
    }
    let peak = peakMemoryBytes()
    let floorSamples = samples[0].map(\.nanoseconds)
    var results: [Measurement] = []
    for (k, c) in subjects.enumerated() {
        let times = samples[k].map(\.nanoseconds)
        let faults = spread(samples[k].map(\.pageFaults)).median
        var m = Measurement(scenario: "scaling \(n)", metric: "\(c.name) prepare", units: n, samples: times, peakMemory: peak)
        let faultNote = "; \(format1(faults)) page faults/run; \(runs) runs/sample"
        if k == 0 {
            let s = spread(times)
            m.metric = "floor (write \(n) frames)"
            m.values = ["spreadMin": s.min, "spreadMax": s.max, "pageFaults": faults]
            m.note = "spread \(formatDuration(s.min))–\(formatDuration(s.max))" + faultNote
            results.append(m)
            continue
        }
        let ratios = spread(zip(times, floorSamples).map { $0 / max(1, $1) })
        m.values = ["floorRatio": ratios.median, "floorRatioMin": ratios.min, "floorRatioMax": ratios.max, "pageFaults": faults]
        m.note = "\(format1(ratios.median))× floor (\(format1(ratios.min))–\(format1(ratios.max)))" + faultNote
        if c.name == "flow width change", let bulk = subjects.firstIndex(where: { $0.name == "flow bulk" }) {
            let r = spread(zip(times, samples[bulk].map(\.nanoseconds)).map { $0 / max(1, $1) })
            m.metric = "flow width change re-layout"
            m.values["prepareRatio"] = r.median
            m.values["prepareRatioMin"] = r.min
            m.values["prepareRatioMax"] = r.max
            m.note = "\(format1(r.median))× bulk prepare (\(format1(r.min))–\(format1(r.max)))" + faultNote
        }
        results.append(m)
    }
    blackHole(subjects.map(\.keepAlive))
    return results
}

/// The median and the extremes of some values.
func spread(_ values: [Double]) -> (median: Double, min: Double, max: Double) {
    guard !values.isEmpty else { return (0, 0, 0) }
    let sorted = values.sorted()
    return (sorted[sorted.count / 2], sorted[0], sorted[sorted.count - 1])
}

/// The floor: writing `count` frames (4 doubles each) into a buffer allocated (and
/// written once, so its pages are mapped) when the writer is made and reused by every
/// run — as a layout re-prepares into the storage of its previous prepare — wrapped into
/// lines as the flow layout does.
final class FloorWriter {
    let count: Int
    let buffer: UnsafeMutablePointer<Double>

    init(count: Int) {
        self.count = max(1, count)
        // Safe: 4 × count doubles, written below only at indices 4i…4i+3 for i < count,
        // deallocated once in deinit.
        buffer = UnsafeMutablePointer<Double>.allocate(capacity: 4 * self.count)
        buffer.initialize(repeating: 0, count: 4 * self.count)
    }

    deinit { buffer.deallocate() }

    /// The floor as a case of the scaling group, sampled exactly as the layouts are.
    var scalingCase: ScalingCase {
        ScalingCase(name: "floor", run: { [self] in write() }, keepAlive: self)
    }

    /// Writes every frame once.
    @inline(never)
    func write() {
        let n = count, buffer = self.buffer
        let width = 1000.0, w = 100.0, h = 100.0, gap = 10.0
        let perLine = max(1, Int((width + gap) / (w + gap)))
        let spacing = perLine > 1 ? (width - Double(perLine) * w) / Double(perLine - 1) : 0
        var x = 0.0, y = 0.0, col = 0
        for i in 0..<n {
            buffer[4 * i] = x
            buffer[4 * i + 1] = y
            buffer[4 * i + 2] = w
            buffer[4 * i + 3] = h
            col += 1
            if col == perLine { col = 0; x = 0; y += h + gap } else { x += w + spacing }
        }
        blackHole(buffer[4 * (n - 1)])
    }
}

private let scalingBounds = Rect(x: 0, y: 0, width: 1000, height: 800)
private let scalingItem = Size(width: 100, height: 100)

private func scalingFlow(_ n: Int, _ delegate: FlowLayoutDelegate?, _ layout: FlowLayout = FlowLayout()) -> FlowLayout {
    layout.itemSize = scalingItem
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.host = StaticLayoutHost(itemCounts: [n], bounds: scalingBounds, layoutDelegate: delegate)
    return layout
}

private func reprepare(_ layout: CollectionViewLayout) {
    layout.invalidateLayout()
    _ = try? layout.prepareIfNeeded()
}

/// Every case, in the order of the table and the plot.
let scalingCaseNames = [
    "flow bulk", "flow delegate", "flow width change", "mosaic", "column flow", "waterfall", "list", "grid",
]

func scalingCaseMakers() -> [(Int) -> ScalingCase] {
    [
        { n in
            // A fresh array every run (made untimed): each prepare validates and wraps every
            // size, as on first use.
            let delegate = BenchFlowSizes(sizes: [], bulk: true)
            let layout = scalingFlow(n, delegate)
            return ScalingCase(
                name: "flow bulk", setUp: { delegate.sizes = Array(repeating: scalingItem, count: n) }, run: { reprepare(layout) },
                keepAlive: layout)
        },
        { n in
            let layout = scalingFlow(n, BenchFlowSizes(sizes: Array(repeating: scalingItem, count: n), bulk: false))
            return ScalingCase(name: "flow delegate", run: { reprepare(layout) }, keepAlive: layout)
        },
        { n in
            let layout = scalingFlow(n, BenchFlowSizes(sizes: Array(repeating: scalingItem, count: n), bulk: true))
            var wide = false
            return ScalingCase(
                name: "flow width change",
                run: {
                    wide.toggle()
                    layout.changeStaticHostBounds(to: Rect(x: 0, y: 0, width: wide ? 1010 : 1000, height: 800))
                    _ = try? layout.prepareIfNeeded()
                }, keepAlive: layout)
        },
        { n in
            let layout = MosaicLayout()
            layout.host = StaticLayoutHost(itemCounts: [n], bounds: Rect(x: 0, y: 0, width: 375, height: 667))
            return ScalingCase(name: "mosaic", run: { reprepare(layout) }, keepAlive: layout)
        },
        { n in
            let layout = ColumnFlowLayout()
            layout.host = StaticLayoutHost(itemCounts: [n], bounds: scalingBounds)
            return ScalingCase(name: "column flow", run: { reprepare(layout) }, keepAlive: layout)
        },
        { n in
            let layout = WaterfallLayout(columnCount: 3)
            layout.itemHeights = [80, 120, 100, 140, 90]
            layout.host = StaticLayoutHost(itemCounts: [n], bounds: scalingBounds)
            return ScalingCase(name: "waterfall", run: { reprepare(layout) }, keepAlive: layout)
        },
        { n in
            // Sections of 10 rows: the list's work is per section (the compositional
            // list with rows of one height, as the catalog's `list`).
            var configuration = ListConfiguration(appearance: .plain)
            configuration.showsSeparators = false
            configuration.rowHeight = 44
            let layout = CompositionalLayout.list(using: configuration)
            layout.host = StaticLayoutHost(itemCounts: Array(repeating: 10, count: n / 10), bounds: scalingBounds)
            return ScalingCase(name: "list", run: { reprepare(layout) }, keepAlive: layout)
        },
        { n in
            // Rows of 10 columns: the grid's work is per row.
            let layout = GridLayout()
            layout.host = StaticLayoutHost(itemCounts: Array(repeating: 10, count: n / 10), bounds: scalingBounds)
            return ScalingCase(name: "grid", run: { reprepare(layout) }, keepAlive: layout)
        },
    ]
}
