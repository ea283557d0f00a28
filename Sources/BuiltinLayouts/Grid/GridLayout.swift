import Geometry
import LayoutProtocol

/// A grid that scrolls both ways — a timetable or a spreadsheet — with frozen header rows
/// and columns that stay on screen while the rest scrolls under them: the programming guide's first
/// reason to write a custom layout (content larger than the bounds in both directions).
///
/// Each section is a row and each item a column of it (rows may differ in length). The
/// first ``frozenRows`` rows are ``headerRowHeight`` high, the others ``rowHeight``; the
/// first ``frozenColumns`` columns are ``headerColumnWidth`` wide, the others
/// ``columnWidth``. When the host scrolls, the frozen rows move down with the visible top
/// and the frozen columns right with the visible left edge (never past the end of the
/// content), through a bounds-change invalidation that recomputes only the two pin offsets.
///
/// ```swift
/// let grid = GridLayout()
/// grid.frozenRows = 1       // day names
/// grid.frozenColumns = 1    // hours
/// grid.host = StaticLayoutHost(itemCounts: Array(repeating: 8, count: 25), bounds: Rect(x: 0, y: 0, width: 320, height: 480))
/// try grid.prepareIfNeeded()
/// ```
///
/// Positions are closed-form, so `prepare()` costs O(rows) whatever the number of columns,
/// and a rect query computes the rows and columns it meets from the rect's edges: O(k)
/// for k results, no scan. zIndex: body cells 0, frozen columns 10, frozen rows 20, the
/// frozen corner 30 — so pinned headers cover what scrolls under them. With a
/// ``sectionBackground`` each non-empty row gets a decoration view behind its cells.
open class GridLayout: CollectionViewLayout {
    /// The zIndex of cells in a frozen column.
    public static let frozenColumnZIndex = 10
    /// The zIndex of cells in a frozen row.
    public static let frozenRowZIndex = 20
    /// The zIndex of cells both in a frozen row and a frozen column.
    public static let frozenCornerZIndex = 30

    // MARK: - Lifecycle

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - columnWidth: The width of the scrolling columns.
    ///   - rowHeight: The height of the scrolling rows.
    public init(columnWidth: Double = 100, rowHeight: Double = 44) {
        self.columnWidth = columnWidth
        self.rowHeight = rowHeight
        self.headerColumnWidth = columnWidth
        self.headerRowHeight = rowHeight
        super.init()
    }

    // MARK: - Configuration (each change invalidates the layout)

    /// The width of every column that is not frozen.
    public var columnWidth: Double { didSet { invalidateLayout() } }
    /// The height of every row that is not frozen.
    public var rowHeight: Double { didSet { invalidateLayout() } }
    /// The width of the frozen columns.
    public var headerColumnWidth: Double { didSet { invalidateLayout() } }
    /// The height of the frozen rows.
    public var headerRowHeight: Double { didSet { invalidateLayout() } }
    /// The gap between columns.
    public var columnSpacing: Double = 0 { didSet { invalidateLayout() } }
    /// The gap between rows.
    public var rowSpacing: Double = 0 { didSet { invalidateLayout() } }
    /// How many leading rows stay on screen when scrolling vertically.
    public var frozenRows: Int = 1 { didSet { invalidateLayout() } }
    /// How many leading columns stay on screen when scrolling horizontally.
    public var frozenColumns: Int = 1 { didSet { invalidateLayout() } }
    /// A background behind each non-empty row, or `nil`; its kind must be registered.
    public var sectionBackground: SectionBackgroundDecoration? { didSet { invalidateLayout() } }

    // MARK: - Storage

    /// The most rows (or columns in a row) the grid accepts when their length plus
    /// spacing is 0: such lines all sit at one place, and a rect query touching it
    /// would return every one of them.
    public static let maximumCoincidentLines = 1_000_000

    private var counts: [Int] = []
    private var rows = GridAxis(frozen: 0, headerLength: 0, bodyLength: 0, spacing: 0)
    private var columns = GridAxis(frozen: 0, headerLength: 0, bodyLength: 0, spacing: 0)
    private var size: Size = .zero
    /// How far the frozen columns and rows are moved right and down.
    public private(set) var pinOffset: Point = .zero
    private var backgrounds: SectionBackgrounds?

    // MARK: - The layout pass

    /// Reads the counts and computes the pin offsets; after a scroll (a bounds-change
    /// invalidation) only the pin offsets.
    ///
    /// - Throws: ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` for a negative or non-finite size or
    ///   spacing, ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` for a negative frozen
    ///   count, an unregistered background kind, or more than ``maximumCoincidentLines``
    ///   rows or columns of length 0 with spacing 0; ``LayoutProtocol/LayoutError/negativeCount(section:count:)``.
    ///   The previous layout stays in place.
    /// - Complexity: O(rows), or O(1) after a scroll.
    open override func prepare() throws(LayoutError) {
        try super.prepare()
        let everything = pendingInvalidation.map { $0.invalidateEverything || $0.invalidateDataSourceCounts } ?? true
        guard let host else {
            counts = []
            size = .zero
            pinOffset = .zero
            backgrounds?.update(sectionFrames: [])
            return
        }
        if everything {
            try rebuild(host)
        }
        pinOffset = Self.pins(
            for: host.bounds, inset: host.adjustedContentInset, size: size, rows: rows, columns: columns, rowCount: counts.count,
            maxColumns: maxColumns)
    }

    /// The widest row by the tallest column: larger than the bounds both ways for a real
    /// spreadsheet.
    open override var contentSize: Size { size }

    /// The cells (and row backgrounds) that meet `rect`, frozen ones where they are pinned.
    ///
    /// - Complexity: O(k + r) for k results and r rows crossing the rect: the rows and
    ///   columns come from the rect's edges in closed form.
    open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard !rect.isNull, !counts.isEmpty else { return [] }
        let r = rect.standardized.intersection(Rect(origin: .zero, size: size))
        guard !r.isNull else { return [] }
        var result: [LayoutAttributes] = []
        for rowRange in rows.candidates(from: r.minY, to: r.maxY, count: counts.count, pin: pinOffset.y) {
            for row in rowRange {
                let count = counts[row]
                if let background = backgroundAttributes(row: row), background.frame.intersects(r) {
                    result.append(background)
                }
                for columnRange in columns.candidates(from: r.minX, to: r.maxX, count: count, pin: pinOffset.x) {
                    for column in columnRange {
                        let frame = cellFrame(row: row, column: column)
                        if frame.intersects(r) { result.append(cellAttributes(row: row, column: column, frame: frame)) }
                    }
                }
            }
        }
        return result
    }

    /// The attributes of the cell in row `section`, column `item`.
    open override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        let row = indexPath.section, column = indexPath.item
        guard indexPath.trailing.isEmpty, row >= 0, row < counts.count, column >= 0, column < counts[row] else { return nil }
        return cellAttributes(row: row, column: column, frame: cellFrame(row: row, column: column))
    }

    /// The background of a row (index path `[row, 0]`), when ``sectionBackground`` is set.
    open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let style = sectionBackground, kind == style.kind, indexPath.item == 0, indexPath.trailing.isEmpty,
            indexPath.section >= 0, indexPath.section < counts.count
        else { return nil }
        return backgroundAttributes(row: indexPath.section)
    }

    /// Whether a scroll moves the frozen rows or columns: `true` when the origin changes
    /// along an axis that has frozen lines.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let host else { return false }
        let old = host.bounds
        return (rows.frozen > 0 && newBounds.minY != old.minY) || (columns.frozen > 0 && newBounds.minX != old.minX)
    }

    /// A context that invalidates only the frozen cells (and row backgrounds) visible in
    /// the new bounds: `prepare()` then recomputes the pin offsets alone.
    ///
    /// - Complexity: O(k) for the k frozen elements in the new bounds.
    open override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let host else { return context }
        let pins = Self.pins(
            for: newBounds, inset: host.adjustedContentInset, size: size, rows: rows, columns: columns, rowCount: counts.count,
            maxColumns: maxColumns)
        var items: [ElementIndexPath] = [], backgroundRows: [ElementIndexPath] = []
        let r = newBounds.standardized
        for rowRange in rows.candidates(from: r.minY, to: r.maxY, count: counts.count, pin: pins.y) {
            for row in rowRange {
                if row < rows.frozen, let background = backgroundAttributes(row: row, pins: pins), background.frame.intersects(r) {
                    backgroundRows.append(ElementIndexPath(item: 0, section: row))
                }
                for columnRange in columns.candidates(from: r.minX, to: r.maxX, count: counts[row], pin: pins.x) {
                    for column in columnRange
                    where (row < rows.frozen || column < columns.frozen)
                        && cellFrame(row: row, column: column, pins: pins).intersects(r)
                    {
                        items.append(ElementIndexPath(item: column, section: row))
                    }
                }
            }
        }
        context.invalidateItems(at: items)
        if let style = sectionBackground, !backgroundRows.isEmpty {
            context.invalidateDecorationElements(ofKind: style.kind, at: backgroundRows)
        }
        return context
    }

    // MARK: - Batch updates (row backgrounds)

    /// Works out which row backgrounds the update inserts and deletes.
    open override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        backgrounds?.prepare(forUpdates: UpdateAnimationTracker(updateItems: updateItems))
    }

    /// Forgets the update.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        backgrounds?.finalizeUpdates()
    }

    /// The backgrounds of rows the update inserts (or that gain their first cell).
    open override func indexPathsToInsertForDecorationView(ofKind kind: String) -> [ElementIndexPath] {
        backgrounds?.indexPathsToInsert(ofKind: kind) ?? []
    }

    /// The backgrounds of rows the update deletes (or that lose their last cell).
    open override func indexPathsToDeleteForDecorationView(ofKind kind: String) -> [ElementIndexPath] {
        backgrounds?.indexPathsToDelete(ofKind: kind) ?? []
    }

    /// An inserted row background starts where it ends, at alpha 0; others use the default.
    open override func initialLayoutAttributesForAppearingDecorationElement(ofKind kind: String, at decorationIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    {
        guard backgrounds?.isInserted(ofKind: kind, at: decorationIndexPath) == true,
            var a = layoutAttributesForDecorationView(ofKind: kind, at: decorationIndexPath)
        else { return super.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: decorationIndexPath) }
        a.alpha = 0
        return a
    }

    /// A deleted row background ends where it was before the update, at alpha 0.
    open override func finalLayoutAttributesForDisappearingDecorationElement(ofKind kind: String, at decorationIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    {
        backgrounds?.finalAttributes(ofKind: kind, at: decorationIndexPath)
            ?? super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: decorationIndexPath)
    }

    // MARK: - Private

    private var maxColumns: Int { counts.max() ?? 0 }

    private func rebuild(_ host: any LayoutHost) throws(LayoutError) {
        try LayoutError.validate(columnWidth, "columnWidth")
        try LayoutError.validate(rowHeight, "rowHeight")
        try LayoutError.validate(headerColumnWidth, "headerColumnWidth")
        try LayoutError.validate(headerRowHeight, "headerRowHeight")
        try LayoutError.validate(columnSpacing, "columnSpacing")
        try LayoutError.validate(rowSpacing, "rowSpacing")
        guard frozenRows >= 0 else { throw .invalidParameter(name: "frozenRows", message: "\(frozenRows) must be 0 or more") }
        guard frozenColumns >= 0 else { throw .invalidParameter(name: "frozenColumns", message: "\(frozenColumns) must be 0 or more") }
        try sectionBackground?.validate(for: self)
        let bounds = host.bounds
        guard bounds.isFinite, bounds.width >= 0, bounds.height >= 0, host.adjustedContentInset.isFinite else {
            throw .invalidGeometry(
                "bounds \(bounds) must be finite with a non-negative size and content inset \(host.adjustedContentInset) finite")
        }
        let sectionCount = host.numberOfSections
        guard sectionCount >= 0 else { throw .negativeSectionCount(sectionCount) }
        var newCounts: [Int] = []
        newCounts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = host.numberOfItems(inSection: section)
            guard count >= 0 else { throw .negativeCount(section: section, count: count) }
            newCounts.append(count)
        }
        let newRows = GridAxis(frozen: frozenRows, headerLength: headerRowHeight, bodyLength: rowHeight, spacing: rowSpacing)
        let newColumns = GridAxis(frozen: frozenColumns, headerLength: headerColumnWidth, bodyLength: columnWidth, spacing: columnSpacing)
        let widest = newCounts.max() ?? 0
        // Lines of length 0 with spacing 0 all sit at one place: a rect touching it would return every one.
        for (axis, name, count) in [(newRows, "rows", newCounts.count), (newColumns, "columns", widest)] {
            let frozenCount = min(axis.frozen, count), bodyCount = count - frozenCount
            let coincident = max(
                axis.headerLength + axis.spacing == 0 ? frozenCount : 0, axis.bodyLength + axis.spacing == 0 ? bodyCount : 0)
            guard coincident > Self.maximumCoincidentLines else { continue }
            throw .invalidParameter(
                name: name == "rows" ? "rowHeight" : "columnWidth",
                message:
                    "\(count) \(name) of length 0 with spacing 0 all sit at one place (at most \(Self.maximumCoincidentLines)); use a length above 0"
            )
        }
        let newSize = Size(width: newColumns.extent(widest), height: newRows.extent(newCounts.count))
        guard newSize.isFinite else {
            throw .invalidGeometry("the grid's content size \(newSize) is not finite; use fewer rows or columns or smaller sizes")
        }
        counts = newCounts
        rows = newRows
        columns = newColumns
        size = newSize
        if let style = sectionBackground {
            if backgrounds == nil || backgrounds?.style != style { backgrounds = SectionBackgrounds(style: style) }
            // Natural (unpinned) frames, for the update bookkeeping.
            let frames: [Rect?] = newCounts.enumerated().map { row, count in
                count > 0 ? Rect(x: 0, y: newRows.position(row), width: newColumns.extent(count), height: newRows.length(row)) : nil
            }
            backgrounds?.update(sectionFrames: frames, cellZIndices: frames.indices.map { $0 < frozenRows ? Self.frozenRowZIndex : 0 })
        } else {
            backgrounds = nil
        }
    }

    private static func pins(
        for bounds: Rect, inset: EdgeInsets, size: Size, rows: GridAxis, columns: GridAxis, rowCount: Int, maxColumns: Int
    ) -> Point {
        func clamp(_ v: Double, _ upper: Double) -> Double { v.isFinite ? min(max(v, 0), max(upper, 0)) : 0 }
        let b = bounds.standardized
        return Point(
            x: clamp(b.minX + inset.left, size.width - columns.frozenExtent(maxColumns)),
            y: clamp(b.minY + inset.top, size.height - rows.frozenExtent(rowCount)))
    }

    private func cellFrame(row: Int, column: Int, pins: Point? = nil) -> Rect {
        let pins = pins ?? pinOffset
        return Rect(
            x: columns.position(column) + (column < columns.frozen ? pins.x : 0),
            y: rows.position(row) + (row < rows.frozen ? pins.y : 0),
            width: columns.length(column), height: rows.length(row))
    }

    private func cellAttributes(row: Int, column: Int, frame: Rect) -> LayoutAttributes {
        var a = LayoutAttributes(forCellAt: ElementIndexPath(item: column, section: row), frame: frame)
        switch (row < rows.frozen, column < columns.frozen) {
        case (true, true): a.zIndex = Self.frozenCornerZIndex
        case (true, false): a.zIndex = Self.frozenRowZIndex
        case (false, true): a.zIndex = Self.frozenColumnZIndex
        case (false, false): a.zIndex = 0
        }
        return a
    }

    /// A row's background: the row's natural horizontal extent, at the row's (pinned) y,
    /// below the row's lowest cell zIndex.
    private func backgroundAttributes(row: Int, pins: Point? = nil) -> LayoutAttributes? {
        guard let style = sectionBackground, row < counts.count, counts[row] > 0 else { return nil }
        let frame = Rect(
            x: 0, y: rows.position(row) + (row < rows.frozen ? (pins ?? pinOffset).y : 0),
            width: columns.extent(counts[row]), height: rows.length(row))
        return style.attributes(forSection: row, enclosing: frame, cellZIndex: row < rows.frozen ? Self.frozenRowZIndex : 0)
    }
}
