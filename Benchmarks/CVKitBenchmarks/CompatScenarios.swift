import Foundation
import Geometry
import LayoutProtocol
import UIKitCompat

// The cost of the UIKit dialect: the same cached grid written against UIKitCompat (answering
// through its bridge, as the host queries it) and natively, queried for the same viewports,
// interleaved in one process so the ratio survives a loaded machine.

/// A grid as an iOS developer writes it: attributes objects cached in `prepare`, a viewport
/// query that slices the cache by row.
@MainActor
final class CompatBenchGrid: UICollectionViewLayout {
    let side: CGFloat = 80
    var columns = 4
    var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView, cache.isEmpty else { return }
        columns = max(1, Int(collectionView.bounds.width / side))
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item % columns) * side, y: CGFloat(item / columns) * side, width: side, height: side)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(columns) * side, height: CGFloat((cache.count + columns - 1) / columns) * side)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let first = max(0, Int(rect.minY / side)) * columns, last = min(cache.count, (Int(rect.maxY / side) + 1) * columns)
        return first < last ? Array(cache[first..<last]) : []
    }
}

/// The same grid written against CVKit.
final class NativeBenchGrid: CollectionViewLayout {
    let side = 80.0
    var columns = 4
    var cache: [LayoutAttributes] = []

    override func prepare() throws(LayoutError) {
        guard let host, cache.isEmpty else { return }
        columns = max(1, Int(host.bounds.width / side))
        cache = (0..<host.numberOfItems(inSection: 0)).map { item in
            LayoutAttributes(
                forCellAt: ElementIndexPath(item: item, section: 0),
                frame: Rect(x: Double(item % columns) * side, y: Double(item / columns) * side, width: side, height: side))
        }
    }

    override var contentSize: Size { Size(width: Double(columns) * side, height: Double((cache.count + columns - 1) / columns) * side) }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let first = max(0, Int(rect.minY / side)) * columns, last = min(cache.count, (Int(rect.maxY / side) + 1) * columns)
        return first < last ? Array(cache[first..<last]) : []
    }
}

@MainActor
final class CompatBenchDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The `compat` group's setup: the UIKit grid shown by a compat `UICollectionView` (so it is
/// queried through its bridge, as the host queries it), its native twin on a static host, and
/// 64 viewports (320 × 480, 24 items each) spread over 10,000 items.
@MainActor
struct CompatBench {
    static let count = 10_000
    let uiLayout = CompatBenchGrid()
    let view: UICollectionView
    let dataSource = CompatBenchDataSource(count: CompatBench.count)
    let native = NativeBenchGrid()
    let viewports = (0..<64).map { Rect(x: 0, y: Double($0 * 1_237 % 190_000), width: 320, height: 480) }
    /// Viewports one row (80 points) apart: each answer shares all but one row with the one
    /// before, so the bridge's cache never holds it (every answer is converted).
    let rowSteps = (0..<64).map { Rect(x: 0, y: Double($0 * 80), width: 320, height: 480) }
    let cgViewports: [CGRect]

    init() {
        view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: uiLayout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        native.host = StaticLayoutHost(itemCounts: [Self.count], bounds: Rect(x: 0, y: 0, width: 320, height: 480))
        try? native.prepareIfNeeded()
        cgViewports = viewports.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }

    /// The bridge the host queries.
    var bridge: UIKitLayoutBridge { uiLayout.bridge }

    /// Whether the setup failed or the two layouts disagree.
    var failed: Bool {
        view.lastError != nil
            || bridge.layoutAttributesForElements(in: viewports[3]) != native.layoutAttributesForElements(in: viewports[3])
    }

    /// `queries` viewport queries of `layout` (the native grid or the bridge), over `viewports`
    /// or, `stepping`, over `rowSteps`.
    func run(_ layout: CollectionViewLayout, queries: Int, stepping: Bool = false) {
        let rects = stepping ? rowSteps : viewports
        for i in 0..<queries { blackHole(layout.layoutAttributesForElements(in: rects[i & 63]).count) }
    }

    /// `queries` viewport queries of the UIKit layout itself (no bridge).
    func runUIKitAlone(queries: Int) {
        for i in 0..<queries { blackHole(uiLayout.layoutAttributesForElements(in: cgViewports[i & 63])?.count ?? 0) }
    }
}

/// The `compat` group: one viewport query (320 × 480, 24 items) natively, through the UIKit
/// dialect (the bridge, as the host asks) and of the UIKit layout alone (what the conversion
/// adds is the difference); the bridge row's `values["ratio"]` is the goal's figure.
@MainActor
func compatScenarios(quick: Bool, repeats: Int) -> [Measurement] {
    let queriesPerSample = quick ? 2_000 : 20_000
    let bench = CompatBench()
    let failed = bench.failed

    var nativeSamples: [Double] = [], bridgeSamples: [Double] = [], aloneSamples: [Double] = []
    var nativeStepSamples: [Double] = [], bridgeStepSamples: [Double] = []
    func timed(_ body: () -> Void) -> Double {
        let t0 = nowNanoseconds()
        body()
        return Double(nowNanoseconds() - t0) / Double(queriesPerSample)
    }
    bench.run(bench.native, queries: queriesPerSample)
    bench.run(bench.bridge, queries: queriesPerSample)
    for _ in 0..<max(1, repeats) {
        nativeSamples.append(timed { bench.run(bench.native, queries: queriesPerSample) })
        bridgeSamples.append(timed { bench.run(bench.bridge, queries: queriesPerSample) })
        aloneSamples.append(timed { bench.runUIKitAlone(queries: queriesPerSample) })
        nativeStepSamples.append(timed { bench.run(bench.native, queries: queriesPerSample, stepping: true) })
        bridgeStepSamples.append(timed { bench.run(bench.bridge, queries: queriesPerSample, stepping: true) })
    }
    let scenario = "compat grid \(CompatBench.count)"
    var nativeRow = Measurement(
        scenario: scenario, metric: "viewport query (native)", units: 1, samples: nativeSamples, peakMemory: peakMemoryBytes())
    var bridgeRow = Measurement(
        scenario: scenario, metric: "viewport query (UIKit dialect)", units: 1, samples: bridgeSamples, peakMemory: peakMemoryBytes(),
        note: "UICollectionViewLayout subclass through UIKitLayoutBridge")
    bridgeRow.values["ratio"] = bridgeRow.median / max(1, nativeRow.median)
    bridgeRow.values["failed"] = failed ? 1 : 0
    nativeRow.values["failed"] = failed ? 1 : 0
    let aloneRow = Measurement(
        scenario: scenario, metric: "viewport query (UIKit layout alone)", units: 1, samples: aloneSamples, peakMemory: peakMemoryBytes(),
        note: "the subclass's own answer, no conversion")
    let nativeStepRow = Measurement(
        scenario: scenario, metric: "row-by-row query (native)", units: 1, samples: nativeStepSamples, peakMemory: peakMemoryBytes(),
        note: "viewports one row apart")
    var bridgeStepRow = Measurement(
        scenario: scenario, metric: "row-by-row query (UIKit dialect)", units: 1, samples: bridgeStepSamples,
        peakMemory: peakMemoryBytes(), note: "every answer new to the bridge's cache: converted")
    bridgeStepRow.values["stepRatio"] = bridgeStepRow.median / max(1, nativeStepRow.median)
    return [nativeRow, bridgeRow, aloneRow, nativeStepRow, bridgeStepRow]
}

/// The `compat` steps of the `callgrind` workload: `profileCompatQueries` viewport queries
/// each (instructions per query = inclusive count / that), after one warm-up round.
let profileCompatQueries = 6_400

@MainActor
func profileCompat() {
    let bench = CompatBench()
    if bench.failed { printError("callgrind: the compat grids disagree") }
    bench.run(bench.native, queries: 64)
    bench.run(bench.bridge, queries: 64)
    bench.runUIKitAlone(queries: 64)
    profileStepCompatNative(bench)
    profileStepCompatBridge(bench)
    profileStepCompatUIKitAlone(bench)
    profileStepCompatNativeRowSteps(bench)
    profileStepCompatBridgeRowSteps(bench)
}

@MainActor @inline(never) private func profileStepCompatNative(_ bench: CompatBench) {
    bench.run(bench.native, queries: profileCompatQueries)
}

@MainActor @inline(never) private func profileStepCompatBridge(_ bench: CompatBench) {
    bench.run(bench.bridge, queries: profileCompatQueries)
}

@MainActor @inline(never) private func profileStepCompatNativeRowSteps(_ bench: CompatBench) {
    bench.run(bench.native, queries: profileCompatQueries, stepping: true)
}

@MainActor @inline(never) private func profileStepCompatBridgeRowSteps(_ bench: CompatBench) {
    bench.run(bench.bridge, queries: profileCompatQueries, stepping: true)
}

@MainActor @inline(never) private func profileStepCompatUIKitAlone(_ bench: CompatBench) {
    bench.runUIKitAlone(queries: profileCompatQueries)
}

/// The bridge's goal: a UIKit-dialect viewport query costs at most twice the native one.
func compatGoal(_ results: [Measurement]) -> Goal {
    let goal = "UIKit-dialect viewport query ≤ 2× the same layout written natively"
    guard let row = results.first(where: { $0.scenario.hasPrefix("compat grid") && $0.values["ratio"] != nil }),
        let ratio = row.values["ratio"]
    else { return Goal(area: "compat", goal: goal, measured: "-", met: nil) }
    if (row.values["failed"] ?? 0) != 0 {
        return Goal(area: "compat", goal: goal, measured: "FAILED (the two layouts disagree)", met: false)
    }
    return Goal(area: "compat", goal: goal, measured: "\(format1(ratio))× (\(formatDuration(row.median)))", met: ratio <= 2)
}
