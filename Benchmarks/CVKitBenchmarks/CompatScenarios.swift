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
private final class CompatBenchDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The `compat` group: one viewport query (320 × 480, 24 items) natively, through the UIKit
/// dialect (the bridge, as the host asks) and of the UIKit layout alone (what the conversion
/// adds is the difference); the bridge row's `values["ratio"]` is the goal's figure.
@MainActor
func compatScenarios(quick: Bool, repeats: Int) -> [Measurement] {
    let count = 10_000, queriesPerSample = quick ? 2_000 : 20_000
    let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    let uiLayout = CompatBenchGrid()
    let view = UICollectionView(frame: frame, collectionViewLayout: uiLayout)
    let dataSource = CompatBenchDataSource(count: count)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = dataSource
    view.layoutIfNeeded()
    let bridge = uiLayout.bridge
    let native = NativeBenchGrid()
    native.host = StaticLayoutHost(itemCounts: [count], bounds: Rect(x: 0, y: 0, width: 320, height: 480))
    try? native.prepareIfNeeded()
    let viewports = (0..<64).map { Rect(x: 0, y: Double($0 * 1_237 % 190_000), width: 320, height: 480) }
    let failed =
        view.lastError != nil
        || bridge.layoutAttributesForElements(in: viewports[3]) != native.layoutAttributesForElements(in: viewports[3])

    var nativeSamples: [Double] = [], bridgeSamples: [Double] = [], aloneSamples: [Double] = []
    func run(_ layout: CollectionViewLayout) -> Double {
        let t0 = nowNanoseconds()
        for i in 0..<queriesPerSample { blackHole(layout.layoutAttributesForElements(in: viewports[i & 63]).count) }
        return Double(nowNanoseconds() - t0) / Double(queriesPerSample)
    }
    let cgViewports = viewports.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    func runUIKitAlone() -> Double {
        let t0 = nowNanoseconds()
        for i in 0..<queriesPerSample { blackHole(uiLayout.layoutAttributesForElements(in: cgViewports[i & 63])?.count ?? 0) }
        return Double(nowNanoseconds() - t0) / Double(queriesPerSample)
    }
    _ = run(native)
    _ = run(bridge)
    for _ in 0..<max(1, repeats) {
        nativeSamples.append(run(native))
        bridgeSamples.append(run(bridge))
        aloneSamples.append(runUIKitAlone())
    }
    let scenario = "compat grid \(count)"
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
    return [nativeRow, bridgeRow, aloneRow]
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
