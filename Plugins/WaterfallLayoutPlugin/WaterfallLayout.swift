import Geometry
import LayoutProtocol

/// What a ``WaterfallLayout`` asks for the height of each item.
///
/// The host offers the delegate as `layoutDelegate`; the layout casts it to this protocol,
/// as UIKit's flow layout casts the collection view's delegate to
/// `UICollectionViewDelegateFlowLayout`.
///
/// ```swift
/// final class Photos: WaterfallLayoutDelegate {
///     var aspectRatios: [Double]
///     func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: ElementIndexPath, itemWidth: Double) -> Double {
///         itemWidth / aspectRatios[indexPath.item]
///     }
/// }
/// ```
public protocol WaterfallLayoutDelegate: LayoutHostDelegate {
    /// The height of an item laid out `itemWidth` points wide.
    ///
    /// - Parameters:
    ///   - layout: The layout asking.
    ///   - indexPath: The item.
    ///   - itemWidth: The column width the item is laid out in.
    /// - Returns: A finite height of 0 or more; anything else makes ``WaterfallLayout/prepare()``
    ///   throw.
    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: ElementIndexPath, itemWidth: Double) -> Double
}

/// A Pinterest-style masonry layout: items of equal width and varying height, each placed
/// in the column that is currently shortest.
///
/// Sections are stacked vertically; each starts below the tallest column of the previous
/// one, after `sectionInset.top`, and ends `sectionInset.bottom` below its own tallest
/// column. Within a column, items are separated by ``lineSpacing``; columns by
/// ``columnSpacing``. When two columns are equally short the leftmost wins, so the first
/// `columnCount` items fill the first row from left to right.
///
/// Heights come from the host's `layoutDelegate` when it conforms to
/// ``WaterfallLayoutDelegate``; otherwise from ``itemHeights`` (cycled over the items of
/// every section); otherwise every item is ``defaultItemHeight`` tall.
///
/// ```swift
/// let layout = WaterfallLayout(columnCount: 2, columnSpacing: 10, lineSpacing: 10)
/// layout.itemHeights = [100, 50, 80]
/// layout.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 210, height: 400))
/// try layout.prepareIfNeeded()
/// layout.layoutAttributesForItem(at: ElementIndexPath(item: 2, section: 0))?.frame
/// // (110, 60, 100, 80): item 1 (50 tall) made the right column the shortest
/// ```
///
/// Rect queries cost O(columns × log n + k): each column's items are stored in vertical
/// order and found by binary search.
///
/// Reading this plugin to write your own? Start with ``plainFrames(counts:columnCount:columnWidth:columnSpacing:lineSpacing:sectionInset:height:)``
/// (`WaterfallLayout+Plain.swift`): the same frames computed the obvious way in a few
/// lines. This class's pass (`WaterfallLayout+Storage.swift`, `WaterfallLayout+Columns.swift`)
/// is shaped for speed and checked against it.
public final class WaterfallLayout: CollectionViewLayout {
    // MARK: - Configuration

    /// The number of columns, 1 or more.
    public var columnCount: Int { didSet { invalidateLayout() } }
    /// The horizontal gap between columns.
    public var columnSpacing: Double { didSet { invalidateLayout() } }
    /// The vertical gap between consecutive items of a column.
    public var lineSpacing: Double { didSet { invalidateLayout() } }
    /// The space around each section's columns.
    public var sectionInset: EdgeInsets { didSet { invalidateLayout() } }
    /// Heights cycled over the items when there is no delegate; empty to use
    /// ``defaultItemHeight``.
    public var itemHeights: [Double] { didSet { invalidateLayout() } }
    /// The height of every item when there is neither a delegate nor ``itemHeights``.
    public var defaultItemHeight: Double { didSet { invalidateLayout() } }

    /// The most columns a waterfall accepts.
    public static let maximumColumnCount = 10_000
    /// The most items a waterfall accepts: it stores one frame per item.
    public static let maximumItemCount = 50_000_000

    // MARK: - Lifecycle

    /// Creates a waterfall layout.
    ///
    /// - Parameters:
    ///   - columnCount: The number of columns (1 or more; checked in ``prepare()``).
    ///   - columnSpacing: The gap between columns.
    ///   - lineSpacing: The gap between items in a column.
    ///   - sectionInset: The space around each section.
    ///   - defaultItemHeight: The height when no delegate or ``itemHeights`` gives one.
    public init(
        columnCount: Int = 2, columnSpacing: Double = 8, lineSpacing: Double = 8, sectionInset: EdgeInsets = .zero,
        defaultItemHeight: Double = 100
    ) {
        self.columnCount = columnCount
        self.columnSpacing = columnSpacing
        self.lineSpacing = lineSpacing
        self.sectionInset = sectionInset
        self.itemHeights = []
        self.defaultItemHeight = defaultItemHeight
        super.init()
    }

    // MARK: - State computed by prepare()

    // SectionSpan and Storage: WaterfallLayout+Storage.swift; its 1–4-column passes:
    // WaterfallLayout+Columns.swift.

    private var storage = Storage()
    private var size: Size = .zero
    private var width: Double = 0

    /// The width of every column after the last ``prepare()``.
    public var columnWidth: Double { width }

    // MARK: - The layout pass

    /// Places every item in the shortest column.
    ///
    /// - Throws: ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` for a column count outside
    ///   1…``maximumColumnCount`` or more than ``maximumItemCount`` items,
    ///   ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` for a negative or non-finite spacing, inset
    ///   or item height, ``LayoutProtocol/LayoutError/negativeCount(section:count:)`` or
    ///   ``LayoutProtocol/LayoutError/negativeSectionCount(_:)`` for a negative count. The previous layout
    ///   is kept.
    /// - Complexity: O(n × columns) for n items.
    public override func prepare() throws(LayoutError) {
        try super.prepare()
        guard columnCount >= 1, columnCount <= Self.maximumColumnCount else {
            throw .invalidParameter(
                name: "columnCount", message: "\(columnCount) columns; a waterfall needs 1 to \(Self.maximumColumnCount)")
        }
        try LayoutError.validate(columnSpacing, "columnSpacing")
        try LayoutError.validate(lineSpacing, "lineSpacing")
        try LayoutError.validate(sectionInset, "sectionInset")
        try LayoutError.validate(defaultItemHeight, "defaultItemHeight")
        // The entry's name is built only for a bad entry.
        for (i, h) in itemHeights.enumerated() where !(h.isFinite && h >= 0) { try LayoutError.validate(h, "itemHeights[\(i)]") }
        guard let host else {
            storage = Storage()
            (size, width) = (.zero, 0)
            return
        }
        let inset = host.adjustedContentInset
        let viewWidth = max(0, host.bounds.width - inset.left - inset.right)
        let available = viewWidth - sectionInset.left - sectionInset.right - Double(columnCount - 1) * columnSpacing
        let columnWidth = max(0, available / Double(columnCount))
        let delegate = host.layoutDelegate as? WaterfallLayoutDelegate

        guard host.numberOfSections >= 0 else { throw .negativeSectionCount(host.numberOfSections) }
        var counts: [Int] = []
        var total = 0
        for section in 0..<host.numberOfSections {
            let count = host.numberOfItems(inSection: section)
            guard count >= 0 else { throw .negativeCount(section: section, count: count) }
            total = total.addingReportingOverflow(count).overflow ? Int.max : total + count
            counts.append(count)
        }
        guard total <= Self.maximumItemCount else {
            throw .invalidParameter(
                name: "itemCount", message: "\(total) items; a waterfall stores every frame and holds at most \(Self.maximumItemCount)")
        }
        // Without a delegate every height is validated above, so nothing below throws and
        // the previous storage can be refilled in place (its capacity reused, unless it is
        // more than twice what this pass needs). With one, a bad height throws halfway, so
        // the pass fills new storage and the previous layout stays intact until the end.
        var built = Storage()
        // New storage still takes over the old one's scratch, which only the pass reads.
        if storage.originY.capacity <= 2 * total + 1024 {
            if delegate == nil { swap(&built, &storage) } else { built.spill = storage.spill }
        }
        built.resize(itemCount: total, columnCount: columnCount, sectionCount: counts.count)
        for c in 0..<columnCount { built.columnX[c] = sectionInset.left + Double(c) * (columnWidth + columnSpacing) }
        // The heights first, every section's, in item order.
        if let delegate {
            var k = 0
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    let indexPath = ElementIndexPath(item: item, section: section)
                    let h = delegate.waterfallLayout(self, heightForItemAt: indexPath, itemWidth: columnWidth)
                    guard h.isFinite, h >= 0 else {
                        throw .invalidGeometry("height \(formatScalar(h)) of item \(indexPath) must be finite and not negative")
                    }
                    built.height[k] = h
                    k += 1
                }
            }
        } else {
            built.fillHeights(cycling: itemHeights, default: defaultItemHeight)
        }
        // Then the columns, section by section.
        var y = 0.0
        var firstItem = 0
        for count in counts {
            let firstBound = built.columnBounds.count
            let bottom = built.placeItems(firstItem..<firstItem + count, top: y + sectionInset.top, lineSpacing: lineSpacing)
            built.sections.append(
                SectionSpan(
                    firstItem: firstItem, count: count, firstBound: firstBound, usedColumns: min(columnCount, count), minY: y,
                    maxY: bottom + sectionInset.bottom))
            y = bottom + sectionInset.bottom
            firstItem += count
        }
        storage = built
        width = columnWidth
        size = Size(width: viewWidth, height: y)
    }

    /// The bounds width (minus content insets) by the height of every section.
    public override var contentSize: Size { size }

    /// The items whose frames intersect `rect` (touching edges count).
    ///
    /// - Parameter rect: The rect in content coordinates.
    /// - Returns: The attributes, section by section and column by column.
    /// - Complexity: O(s + columns × log n + k) for s sections and k results.
    public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard !rect.isNull, !storage.sections.isEmpty else { return [] }
        var result: [LayoutAttributes] = []
        let first = firstSection(endingAtOrBelow: rect.minY)
        for s in first..<storage.sections.count {
            let span = storage.sections[s]
            if span.minY > rect.maxY { break }
            for c in 0..<span.usedColumns {
                let start = span.firstItem + Int(storage.columnBounds[span.firstBound + c])
                let end = span.firstItem + Int(storage.columnBounds[span.firstBound + c + 1])
                // The first item of the column whose bottom reaches the rect.
                var lo = start, hi = end
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if frame(span.firstItem + Int(storage.columnItems[mid])).maxY < rect.minY { lo = mid + 1 } else { hi = mid }
                }
                var i = lo
                while i < end {
                    let item = Int(storage.columnItems[i])
                    let frame = frame(span.firstItem + item)
                    if frame.minY > rect.maxY { break }
                    if frame.intersects(rect) {
                        result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: item, section: s), frame: frame))
                    }
                    i += 1
                }
            }
        }
        return result
    }

    /// The attributes of one item, or `nil` when there is no such item.
    public override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.trailing.isEmpty, storage.sections.indices.contains(indexPath.section) else { return nil }
        let span = storage.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < span.count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frame(span.firstItem + indexPath.item))
    }

    /// Only a change of width re-lays out the columns.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let host else { return false }
        return newBounds.width != host.bounds.width
    }

    // MARK: - Private

    /// The frame of the item at `index` in the flat per-item arrays.
    private func frame(_ index: Int) -> Rect {
        Rect(x: storage.columnX[Int(storage.column[index])], y: storage.originY[index], width: width, height: storage.height[index])
    }

    /// The first section whose bottom is at or below `y` (binary search).
    private func firstSection(endingAtOrBelow y: Double) -> Int {
        var lo = 0, hi = storage.sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if storage.sections[mid].maxY < y { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

/// A ``WaterfallLayoutDelegate`` that serves fixed heights per section: what the registry
/// installs for a data file (`cvkit preview waterfall --data FILE.json`).
///
/// ```swift
/// let heights = WaterfallHeights(heights: [[120, 80, 200]])
/// heights.waterfallLayout(layout, heightForItemAt: ElementIndexPath(item: 2, section: 0), itemWidth: 100) // 200
/// ```
public final class WaterfallHeights: WaterfallLayoutDelegate {
    /// The heights, per section, per item.
    public let heights: [[Double]]

    /// Creates the delegate.
    ///
    /// - Parameter heights: One array of item heights per section.
    public init(heights: [[Double]]) { self.heights = heights }

    /// The stored height, or 0 for an item it has no height for.
    public func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: ElementIndexPath, itemWidth: Double) -> Double {
        guard heights.indices.contains(indexPath.section), heights[indexPath.section].indices.contains(indexPath.item) else { return 0 }
        return heights[indexPath.section][indexPath.item]
    }
}
