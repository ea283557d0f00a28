import CompositionalLayout
import Geometry
import LayoutProtocol

/// The compositional layout's scenarios:
///
/// - grid N: a repeating 3-across grid of square cells (`fractionalWidth(1/3)`), width
///   390 — prepare, a viewport query in the middle (390 × 844) and the memory held per item.
/// - orthogonal 1000×50: 1,000 sections of 50 cards each (`groupPaging`, a visible-items
///   handler that scales the cards) — one frame of sideways scrolling in one section: the
///   offset change (with its handler) and the viewport query.
/// - estimated N: a list of `estimated(44)` rows — a full prepare, and one row resolving
///   its size (the preferred size, the invalidation and the cheap pass that follows).
/// - grid peers N (unless `peers` is false): the same grid in Taffy's and Chromium's CSS
///   grid, see ``compositionalGridPeerScenarios(counts:quick:)``.
func compositionalScenarios(quick: Bool, repeats: Int, peers: Bool = false) -> [Measurement] {
    var results: [Measurement] = []
    let viewport = Size(width: 390, height: 844)
    func middle(_ layout: CompositionalLayout) -> Rect {
        Rect(x: 0, y: (layout.contentSize.height / 2).rounded(.down), width: viewport.width, height: viewport.height)
    }

    let gridCounts = quick ? [10_000, 1_000_000] : [10_000, 100_000, 1_000_000]
    for n in gridCounts {
        let scenario = "compositional grid \(n)"
        let before = residentMemoryBytes()
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), repeatingSubitem: item,
            count: 3)
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        layout.host = StaticLayoutHost(itemCounts: [n], bounds: Rect(origin: .zero, size: viewport))
        results.append(
            measure(scenario, "prepare", units: n, repeats: repeats) {
                layout.invalidateLayout()
                _ = try? layout.prepareIfNeeded()
            })
        let held = max(0, residentMemoryBytes() - before)
        let rect = middle(layout)
        var returned = 0
        results.append(
            measure(scenario, "viewport query", repeats: repeats * 10) {
                let found = layout.layoutAttributesForElements(in: rect)
                returned = found.count
                blackHole(found)
            })
        results[results.count - 1].note = "\(returned) elements"
        results.append(
            Measurement(
                scenario: scenario, metric: "memory held", units: n, samples: [0], peakMemory: peakMemoryBytes(),
                note: "resident growth \(formatBytes(held))",
                values: ["residentGrowthBytes": Double(held), "bytesPerItem": Double(held) / Double(n)]))
        blackHole(layout)
    }

    do {
        let sections = quick ? 200 : 1_000
        let scenario = "compositional orthogonal \(sections)x50"
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item])
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .groupPaging
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let middle = environment.container.contentSize.width / 2
            for item in items {
                let scale = max(0.8, 1 - abs(item.frame.midX - offset.x - middle) / 2000)
                item.transform = AffineTransform(scaleX: scale, y: scale)
            }
        }
        let layout = CompositionalLayout(section: section)
        let y = Double(sections / 2) * 200
        layout.host = StaticLayoutHost(
            itemCounts: Array(repeating: 50, count: sections), bounds: Rect(x: 0, y: y, width: viewport.width, height: viewport.height))
        _ = try? layout.prepareIfNeeded()
        let target = sections / 2 + 1
        var x = 0.0
        var returned = 0
        results.append(
            measure(scenario, "one sideways frame", repeats: repeats * 20) {
                x = x >= 5_000 ? 0 : x + 7
                try? layout.setOrthogonalScrollingOffset(Point(x: x, y: 0), forSection: target)
                let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: viewport.width, height: viewport.height))
                returned = found.count
                blackHole(found)
            })
        results[results.count - 1].note = "\(returned) elements, handler included"
        blackHole(layout)
    }

    do {
        let n = quick ? 10_000 : 100_000
        let scenario = "compositional estimated \(n)"
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        layout.host = StaticLayoutHost(itemCounts: [n], bounds: Rect(origin: .zero, size: viewport))
        let prepare = measure(scenario, "prepare", units: n, repeats: repeats) {
            layout.invalidateLayout()
            _ = try? layout.prepareIfNeeded()
        }
        results.append(prepare)
        var tall = false
        let path = ElementIndexPath(item: n / 2, section: 0)
        let resolve = measure(scenario, "one estimated item resolves", repeats: repeats * 10) {
            tall.toggle()
            _ = try? layout.setPreferredSize(Size(width: viewport.width, height: tall ? 90 : 60), forItemAt: path)
            _ = try? layout.prepareIfNeeded()
        }
        results.append(resolve)
        results[results.count - 1].note = "\(format1(100 * resolve.median / max(1, prepare.median)))% of prepare"
        blackHole(layout)
    }
    if peers { results += compositionalGridPeerScenarios(counts: gridCounts, quick: quick) }
    return results
}

/// The compositional layout's goals, computed from the compositional scenarios.
func compositionalGoals(_ results: [Measurement]) -> [Goal] {
    func rows(_ prefix: String, _ metric: String) -> [Measurement] {
        results.filter { $0.scenario.hasPrefix(prefix) && $0.metric == metric }
    }
    func verdict(_ goal: String, _ ms: [Measurement], limit: Double, key: (Measurement) -> Double, show: (Double) -> String) -> Goal {
        guard let worst = ms.max(by: { key($0) < key($1) }) else { return Goal(area: "compositional", goal: goal, measured: "-", met: nil) }
        let value = key(worst)
        return Goal(
            area: "compositional", goal: goal, measured: show(value) + (ms.count > 1 ? " (worst: \(worst.scenario))" : ""),
            met: value <= limit)
    }
    var goals: [Goal] = []
    goals.append(
        verdict(
            "3-across grid: prepare ≤ 20 ns/item at 10k … 1M", rows("compositional grid", "prepare"), limit: 20,
            key: { $0.median / Double(max(1, $0.units)) }, show: { format1($0) + " ns/item" }))
    goals.append(
        verdict(
            "3-across grid: viewport query ≤ 5 µs", rows("compositional grid", "viewport query"), limit: 5_000,
            key: { $0.median }, show: formatDuration))
    // Memory per item only means something at the largest count (small counts are noise).
    let largest = rows("compositional grid", "memory held").max { $0.units < $1.units }.map { [$0] } ?? []
    goals.append(
        verdict(
            "3-across grid: ≤ 48 bytes/item held (largest count)", largest, limit: 48,
            key: { $0.values["bytesPerItem"] ?? .infinity }, show: { format1($0) + " bytes/item" }))
    goals.append(
        verdict(
            "orthogonal 10³ × 50: one sideways frame ≤ 50 µs", rows("compositional orthogonal", "one sideways frame"),
            limit: 50_000, key: { $0.median }, show: formatDuration))
    let prepares = Dictionary(rows("compositional estimated", "prepare").map { ($0.scenario, $0.median) }, uniquingKeysWith: { a, _ in a })
    goals.append(
        verdict(
            "one estimated item resolving ≤ 2% of a full prepare", rows("compositional estimated", "one estimated item resolves"),
            limit: 0.02, key: { $0.median / max(1, prepares[$0.scenario] ?? 1) }, show: { format1(100 * $0) + "% of prepare" }))
    goals.append(compositionalGridPeerGoal(results))
    return goals
}
