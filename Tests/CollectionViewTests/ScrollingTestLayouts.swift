import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue

/// A vertical layout for scrolling tests: each section is an optional header, then rows of
/// `columns` fixed-size cells, with an optional decoration view behind the section.
/// Rect queries are closed-form per section (O(sections + k)). With `pinsHeaders`, a
/// header sticks to the top of the bounds while its section is on screen, is pushed off by
/// the section's end, never moves above its natural place, and sits above the cells.
final class SectionedGridLayout: CollectionViewLayout {
    let cellSize: Size
    let columns: Int
    let headerHeight: Double
    var pinsHeaders: Bool
    var decorationKind: String?
    private(set) var boundsChangeQueries = 0
    private(set) var prepareCount = 0
    private var tops: [Double] = []
    private var rowCounts: [Int] = []
    private var height = 0.0

    init(cellSize: Size = Size(width: 50, height: 50), columns: Int = 4, headerHeight: Double = 0, pinsHeaders: Bool = false) {
        self.cellSize = cellSize
        self.columns = columns
        self.headerHeight = headerHeight
        self.pinsHeaders = pinsHeaders
    }

    override func prepare() throws(LayoutError) {
        try super.prepare()
        prepareCount += 1
        guard let host else { return }
        var y = 0.0
        tops = []
        rowCounts = []
        for s in 0..<host.numberOfSections {
            let n = host.numberOfItems(inSection: s)
            tops.append(y)
            let rows = (n + columns - 1) / columns
            rowCounts.append(rows)
            y += headerHeight + Double(rows) * cellSize.height
        }
        height = y
    }

    override var contentSize: Size { Size(width: Double(columns) * cellSize.width, height: height) }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard let host else { return [] }
        var result: [LayoutAttributes] = []
        for s in tops.indices {
            let top = tops[s], bottom = sectionBottom(s)
            guard bottom >= rect.minY, top <= rect.maxY else { continue }
            if let decorationKind {
                let f = Rect(x: 0, y: top, width: contentSize.width, height: bottom - top)
                if f.intersects(rect) {
                    var a = LayoutAttributes(forDecorationViewOfKind: decorationKind, at: ElementIndexPath(item: 0, section: s), frame: f)
                    a.zIndex = -1
                    result.append(a)
                }
            }
            if let header = headerAttributes(section: s), header.frame.intersects(rect) { result.append(header) }
            let itemsTop = top + headerHeight
            let rows = rowCounts[s]
            guard rows > 0 else { continue }
            let first = max(0, Int(((rect.minY - itemsTop) / cellSize.height).rounded(.up)) - 1)
            let last = min(rows - 1, Int(((rect.maxY - itemsTop) / cellSize.height).rounded(.down)))
            guard first <= last else { continue }
            let n = host.numberOfItems(inSection: s)
            for row in first...last {
                for column in 0..<columns {
                    let item = row * columns + column
                    guard item < n else { break }
                    let f = frame(item: item, section: s)
                    if f.intersects(rect) { result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: item, section: s), frame: f)) }
                }
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let host, host.containsItem(at: indexPath), indexPath.section < tops.count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frame(item: indexPath.item, section: indexPath.section))
    }

    override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard kind == ElementKind.sectionHeader, indexPath.item == 0, indexPath.section >= 0, indexPath.section < tops.count else {
            return nil
        }
        return headerAttributes(section: indexPath.section)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        boundsChangeQueries += 1
        return pinsHeaders
    }

    /// The header's natural frame, or pinned to the top of the bounds.
    func headerAttributes(section s: Int) -> LayoutAttributes? {
        guard headerHeight > 0, let host else { return nil }
        var y = tops[s]
        if pinsHeaders {
            y = min(max(host.bounds.minY, y), sectionBottom(s) - headerHeight)
        }
        var a = LayoutAttributes(
            forSupplementaryViewOfKind: ElementKind.sectionHeader, at: ElementIndexPath(item: 0, section: s),
            frame: Rect(x: 0, y: y, width: contentSize.width, height: headerHeight))
        if pinsHeaders { a.zIndex = 1024 }
        return a
    }

    private func sectionBottom(_ s: Int) -> Double {
        tops[s] + headerHeight + Double(rowCounts[s]) * cellSize.height
    }

    private func frame(item: Int, section: Int) -> Rect {
        Rect(
            x: Double(item % columns) * cellSize.width,
            y: tops[section] + headerHeight + Double(item / columns) * cellSize.height,
            width: cellSize.width, height: cellSize.height)
    }
}

/// The seeds' figure 5-4: a horizontal strip of items, and a target content offset that
/// stops a fling with the item nearest the proposed centre centred in the bounds.
final class CenteringStripLayout: CollectionViewLayout {
    let itemWidth: Double
    let spacing: Double
    private(set) var proposals: [(proposed: Point, velocity: Vector)] = []

    init(itemWidth: Double = 100, spacing: Double = 20) {
        self.itemWidth = itemWidth
        self.spacing = spacing
    }

    private var count: Int { host?.numberOfItems(inSection: 0) ?? 0 }
    private var height: Double { host?.bounds.height ?? 0 }

    override var contentSize: Size {
        Size(width: count == 0 ? 0 : Double(count) * itemWidth + Double(count - 1) * spacing, height: height)
    }

    func frame(item: Int) -> Rect {
        Rect(x: Double(item) * (itemWidth + spacing), y: 0, width: itemWidth, height: height)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).compactMap { i in
            let f = frame(item: i)
            return f.intersects(rect) ? LayoutAttributes(forCellAt: ElementIndexPath(item: i, section: 0), frame: f) : nil
        }
    }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frame(item: indexPath.item))
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Vector)
        -> Point
    {
        proposals.append((proposedContentOffset, velocity))
        guard let host, count > 0 else { return proposedContentOffset }
        let centre = proposedContentOffset.x + host.bounds.width / 2
        let nearest = min(count - 1, max(0, Int((centre / (itemWidth + spacing)).rounded(.down))))
        let candidates = [nearest - 1, nearest, nearest + 1].filter { $0 >= 0 && $0 < count }
        let best = candidates.min { abs(frame(item: $0).midX - centre) < abs(frame(item: $1).midX - centre) } ?? nearest
        return Point(x: frame(item: best).midX - host.bounds.width / 2, y: proposedContentOffset.y)
    }
}

/// A layout whose target content offset is not finite (bad layout input).
final class BrokenTargetLayout: CollectionViewLayout {
    override var contentSize: Size { Size(width: 100, height: 10_000) }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Vector)
        -> Point
    {
        Point(x: 0, y: .nan)
    }
}
