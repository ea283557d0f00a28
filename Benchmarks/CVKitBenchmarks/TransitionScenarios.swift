import Geometry
import LayoutProtocol
import Transitions

/// A uniform grid computed on demand (no per-item storage): `columns` cells of `cell`
/// size per row, one section. The rect query visits only the rows and columns it covers.
private final class UniformGridLayout: CollectionViewLayout {
    let columns: Int
    let cell: Size
    private var count = 0

    init(columns: Int, cell: Size) {
        self.columns = max(1, columns)
        self.cell = cell
        super.init()
    }

    override func prepare() throws(LayoutError) {
        try super.prepare()
        count = max(0, host?.numberOfItems(inSection: 0) ?? 0)
    }

    private var rows: Int { (count + columns - 1) / columns }

    override var contentSize: Size {
        Size(width: Double(columns) * cell.width, height: Double(rows) * cell.height)
    }

    private func frame(_ item: Int) -> Rect {
        Rect(x: Double(item % columns) * cell.width, y: Double(item / columns) * cell.height, width: cell.width, height: cell.height)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard count > 0, rect.isFinite else { return [] }
        let firstRow = max(0, Int((rect.minY / cell.height).rounded(.down)) - 1)
        let lastRow = min(rows - 1, Int((rect.maxY / cell.height).rounded(.up)))
        let firstColumn = max(0, Int((rect.minX / cell.width).rounded(.down)) - 1)
        let lastColumn = min(columns - 1, Int((rect.maxX / cell.width).rounded(.up)))
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return [] }
        var result: [LayoutAttributes] = []
        result.reserveCapacity((lastRow - firstRow + 1) * (lastColumn - firstColumn + 1))
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn {
                let item = row * columns + column
                guard item < count else { break }
                let f = frame(item)
                if f.intersects(rect) { result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: item, section: 0), frame: f)) }
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frame(indexPath.item))
    }
}

/// Transition scenarios: 10,000 visible cells going from a 100-column grid of 10 × 10
/// cells to a 50-column grid of 20 × 5 cells (both 1000 × 1000, all in a 1000 × 1000
/// viewport).
///
/// - "interpolate": one progress value → the attributes of all 10,000 (the per-frame
///   cost of an animation; the pairing of elements is cached). Target: ≤ 1 ms.
/// - "pair and interpolate": the first query of a new transition (both inner rect
///   queries, pairing, interpolation): paid once per transition, not per frame; it is
///   dominated by page faults of the fresh multi-megabyte attribute arrays.
func transitionScenarios(quick: Bool, repeats: Int) -> [Measurement] {
    let n = 10_000
    let viewport = Rect(x: 0, y: 0, width: 1000, height: 1000)
    let host = StaticLayoutHost(itemCounts: [n], bounds: viewport)
    let from = UniformGridLayout(columns: 100, cell: Size(width: 10, height: 10))
    let to = UniformGridLayout(columns: 50, cell: Size(width: 20, height: 5))
    let transition = TransitionLayout(currentLayout: from, nextLayout: to)
    transition.host = host
    do {
        try transition.prepareIfNeeded()
    } catch {
        return [
            Measurement(
                scenario: "transition", metric: "interpolate \(n) elements at one progress", units: n, samples: [],
                peakMemory: peakMemoryBytes(), note: "FAILED: prepare: \(error)", values: ["failed": 1])
        ]
    }
    let visible = transition.layoutAttributesForElements(in: viewport).count
    var flip = false
    var interpolate = measure("transition", "interpolate \(n) elements at one progress", units: n, repeats: max(repeats, 51)) {
        flip.toggle()
        transition.transitionProgress = flip ? 0.3 : 0.7
        try? transition.prepareIfNeeded()
        blackHole(transition.layoutAttributesForElements(in: viewport))
    }
    // The fastest run is the best estimate of the cost on an idle machine (the median
    // suffers when other processes share the cores).
    interpolate.values = ["visible": Double(visible)]
    interpolate.note = "\(visible) visible; fastest run \(formatDuration(interpolate.samples.min() ?? 0)); target ≤ 1 ms"
    let pairing = measure(
        "transition", "pair and interpolate \(n) elements (new transition)", units: n, repeats: quick ? max(1, repeats / 2) : repeats
    ) {
        let fresh = TransitionLayout(currentLayout: from, nextLayout: to)
        fresh.transitionProgress = 0.5
        try? fresh.prepareIfNeeded()
        blackHole(fresh.layoutAttributesForElements(in: viewport))
    }
    return [interpolate, pairing]
}
