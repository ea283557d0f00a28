import Geometry
import LayoutProtocol

/// A small custom layout written only against `LayoutProtocol`: every section is a grid
/// of fixed-size cells, `columns` wide, sections stacked vertically. It counts its
/// passes and records the contexts it was invalidated with, for tests of the layout
/// process.
public final class FixedGridLayout: CollectionViewLayout {
    public var cellSize: Size
    public var columns: Int
    /// How many times `prepare()` ran.
    public private(set) var prepareCalls = 0
    /// How many times `shouldInvalidateLayout(forBoundsChange:)` was asked.
    public private(set) var boundsChangeQueries = 0
    /// Whether bounds changes invalidate (answer of `shouldInvalidateLayout(forBoundsChange:)`).
    public var invalidatesOnBoundsChange = false
    /// The contexts passed to `invalidateLayout(with:)`.
    public private(set) var receivedContexts: [InvalidationContext] = []
    /// The merged context seen by the last `prepare()`.
    public private(set) var lastPrepareContext: InvalidationContext?
    /// The offset adjustment to put in bounds-change contexts.
    public var boundsChangeOffsetAdjustment: Point = .zero

    private var sectionOrigins: [Double] = []
    private var rowsPerSection: [Int] = []
    private var size: Size = .zero

    public init(cellSize: Size = Size(width: 50, height: 50), columns: Int = 4) {
        self.cellSize = cellSize
        self.columns = columns
    }

    public override func prepare() throws(LayoutError) {
        try super.prepare()
        prepareCalls += 1
        lastPrepareContext = pendingInvalidation
        guard let host else { return }
        try LayoutError.validate(cellSize, "cellSize")
        var origins: [Double] = [], rows: [Int] = []
        var y = 0.0
        for s in 0..<host.numberOfSections {
            let n = host.numberOfItems(inSection: s)
            guard n >= 0 else { throw .negativeCount(section: s, count: n) }
            let r = (n + columns - 1) / columns
            origins.append(y)
            rows.append(r)
            y += Double(r) * cellSize.height
        }
        sectionOrigins = origins
        rowsPerSection = rows
        size = Size(width: Double(columns) * cellSize.width, height: y)
    }

    public override var contentSize: Size { size }

    public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard let host else { return [] }
        var result: [LayoutAttributes] = []
        for s in sectionOrigins.indices {
            let n = host.numberOfItems(inSection: s)
            for i in 0..<n {
                let f = frame(item: i, section: s)
                if f.intersects(rect) { result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: i, section: s), frame: f)) }
            }
        }
        return result
    }

    public override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let host, host.containsItem(at: indexPath), indexPath.section < sectionOrigins.count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frame(item: indexPath.item, section: indexPath.section))
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        boundsChangeQueries += 1
        return invalidatesOnBoundsChange
    }

    public override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        let c = super.invalidationContext(forBoundsChange: newBounds)
        c.contentOffsetAdjustment = boundsChangeOffsetAdjustment
        return c
    }

    public override func invalidateLayout(with context: InvalidationContext) {
        receivedContexts.append(context)
        super.invalidateLayout(with: context)
    }

    private func frame(item: Int, section: Int) -> Rect {
        Rect(
            x: Double(item % columns) * cellSize.width,
            y: sectionOrigins[section] + Double(item / columns) * cellSize.height,
            width: cellSize.width, height: cellSize.height)
    }
}
