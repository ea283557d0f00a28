import BuiltinLayouts
import CVKitTestSupport
import Geometry
import LayoutProtocol
import Testing

/// The grid written the obvious way: rows (sections) stacked and columns (items) side by
/// side by adding up each one's length and spacing, the frozen ones first at their header
/// length; frozen rows and columns moved by how far the visible bounds (inside the content
/// inset) have scrolled, never before the content's start nor past the point where the
/// frozen lines reach its end.
struct ReferenceGrid {
    var counts: [Int]
    var columnWidth, rowHeight, headerColumnWidth, headerRowHeight, columnSpacing, rowSpacing: Double
    var frozenRows, frozenColumns: Int
    var bounds: Rect
    var contentInset: EdgeInsets

    /// The start of each line and its length, and the extent of the first `count`.
    static func lines(count: Int, frozen: Int, header: Double, body: Double, spacing: Double) -> [(start: Double, length: Double)] {
        var result: [(start: Double, length: Double)] = []
        var position = 0.0
        for i in 0..<count {
            let length = i < frozen ? header : body
            result.append((position, length))
            position += length + spacing
        }
        return result
    }

    static func extent(_ lines: [(start: Double, length: Double)]) -> Double { lines.last.map { $0.start + $0.length } ?? 0 }

    var contentSize: Size {
        let widest = counts.max() ?? 0
        return Size(
            width: Self.extent(
                Self.lines(count: widest, frozen: frozenColumns, header: headerColumnWidth, body: columnWidth, spacing: columnSpacing)),
            height: Self.extent(
                Self.lines(count: counts.count, frozen: frozenRows, header: headerRowHeight, body: rowHeight, spacing: rowSpacing)))
    }

    /// Every cell's frame, row by row, columns in order.
    func cells() -> [(path: ElementIndexPath, frame: Rect)] {
        let size = contentSize
        let widest = counts.max() ?? 0
        let rows = Self.lines(count: counts.count, frozen: frozenRows, header: headerRowHeight, body: rowHeight, spacing: rowSpacing)
        let columns = Self.lines(count: widest, frozen: frozenColumns, header: headerColumnWidth, body: columnWidth, spacing: columnSpacing)
        let frozenWidth = Self.extent(Array(columns.prefix(frozenColumns)))
        let frozenHeight = Self.extent(Array(rows.prefix(frozenRows)))
        let visible = bounds.standardized
        func clamp(_ v: Double, _ upper: Double) -> Double { min(max(v, 0), max(upper, 0)) }
        let pinX = clamp(visible.minX + contentInset.left, size.width - frozenWidth)
        let pinY = clamp(visible.minY + contentInset.top, size.height - frozenHeight)
        var result: [(path: ElementIndexPath, frame: Rect)] = []
        for (row, count) in counts.enumerated() {
            for column in 0..<count {
                let x = columns[column].start + (column < frozenColumns ? pinX : 0)
                let y = rows[row].start + (row < frozenRows ? pinY : 0)
                let frame = Rect(x: x, y: y, width: columns[column].length, height: rows[row].length)
                result.append((ElementIndexPath(item: column, section: row), frame))
            }
        }
        return result
    }
}

// The grid's closed forms (positions by multiplication, rect queries by index arithmetic
// over the frozen and the body lines) against the reference, for random grids, scroll
// positions and query rects.
@Suite("Grid layout against its reference")
struct GridOracleTests {
    @Test("Random grids, scroll positions and rect queries: every frame, every query and the content size")
    func randomGrids() throws {
        for seed in OracleCases.seeds(default: 10_000, salt: 0x6B1D) {
            var r = SplitMix(seed: seed)
            // Multiples of 1/8: positions added up one by one equal the layout's products.
            func length(_ r: inout SplitMix) -> Double { r.chance(0.1) ? 0 : r.exactLength(upTo: 150) }
            // Now and then thousands of rows or of columns, not both.
            let shape = Int.random(in: 0..<40, using: &r)
            let rowCount = shape == 0 ? Int.random(in: 0...2_000, using: &r) : Int.random(in: 0...12, using: &r)
            let widest = shape == 1 ? 2_000 : 15
            var reference = ReferenceGrid(
                counts: (0..<rowCount).map { _ in Int.random(in: 0...widest, using: &r) },
                columnWidth: length(&r), rowHeight: length(&r), headerColumnWidth: length(&r), headerRowHeight: length(&r),
                columnSpacing: r.chance(0.3) ? 0 : r.exactLength(upTo: 10), rowSpacing: r.chance(0.3) ? 0 : r.exactLength(upTo: 10),
                frozenRows: Int.random(in: 0...3, using: &r), frozenColumns: Int.random(in: 0...3, using: &r),
                bounds: .zero, contentInset: .zero)
            if r.chance(0.3) {
                reference.contentInset = EdgeInsets(top: r.exactLength(upTo: 40), left: r.exactLength(upTo: 40), bottom: 0, right: 0)
            }
            let size = reference.contentSize
            reference.bounds = Rect(
                x: Double.random(in: -100...(size.width + 100), using: &r).rounded(),
                y: Double.random(in: -100...(size.height + 100), using: &r).rounded(), width: 375, height: 667)
            let layout = GridLayout(columnWidth: reference.columnWidth, rowHeight: reference.rowHeight)
            layout.headerColumnWidth = reference.headerColumnWidth
            layout.headerRowHeight = reference.headerRowHeight
            layout.columnSpacing = reference.columnSpacing
            layout.rowSpacing = reference.rowSpacing
            layout.frozenRows = reference.frozenRows
            layout.frozenColumns = reference.frozenColumns
            layout.host = StaticLayoutHost(itemCounts: reference.counts, bounds: reference.bounds, contentInset: reference.contentInset)
            try layout.prepareIfNeeded()
            let label = "seed \(seed) (CVKIT_ORACLE_SEED=\(seed)): \(reference)"
            if layout.contentSize != size {
                Issue.record("\(label): content size \(layout.contentSize), expected \(size)")
                return
            }
            let cells = reference.cells()
            for cell in cells where layout.layoutAttributesForItem(at: cell.path)?.frame != cell.frame {
                Issue.record(
                    "\(label): \(cell.path) at \(String(describing: layout.layoutAttributesForItem(at: cell.path)?.frame)), expected \(cell.frame)"
                )
                return
            }
            for _ in 0..<4 {
                let rect = Rect(
                    x: Double.random(in: -50...(size.width + 50), using: &r).rounded(),
                    y: Double.random(in: -50...(size.height + 50), using: &r).rounded(),
                    width: Double(Int.random(in: 0...500, using: &r)), height: Double(Int.random(in: 0...800, using: &r)))
                let inside = rect.standardized.intersection(Rect(origin: .zero, size: size))
                let wanted = inside.isNull ? [] : cells.filter { $0.frame.intersects(inside) }.map { "\($0.path) \($0.frame)" }
                let found = layout.layoutAttributesForElements(in: rect).map { "\($0.indexPath) \($0.frame)" }
                if found != wanted {
                    Issue.record("\(label): the query \(rect) found \(found.count) cells, expected \(wanted.count)")
                    return
                }
            }
        }
    }
}
