import BuiltinLayouts
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

@Suite("GridLayout: two-way scrolling with frozen header rows and columns")
struct GridLayoutTests {
    /// 20 rows × 10 columns; headers 60 wide / 30 high, body cells 100 × 40; 300 × 200 bounds.
    func makeGrid(at offset: Point = .zero, counts: [Int] = Array(repeating: 10, count: 20)) throws -> GridLayout {
        let grid = GridLayout(columnWidth: 100, rowHeight: 40)
        grid.headerColumnWidth = 60
        grid.headerRowHeight = 30
        grid.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: offset.x, y: offset.y, width: 300, height: 200))
        try grid.prepareIfNeeded()
        return grid
    }

    func cell(_ grid: GridLayout, row: Int, column: Int) -> LayoutAttributes? {
        grid.layoutAttributesForItem(at: ElementIndexPath(item: column, section: row))
    }

    @Test func contentIsLargerThanTheBoundsBothWays() throws {
        let grid = try makeGrid()
        #expect(grid.contentSize == Size(width: 960, height: 790))
        #expect(grid.pinOffset == .zero)
        #expect(cell(grid, row: 0, column: 0)?.frame == Rect(x: 0, y: 0, width: 60, height: 30))
        #expect(cell(grid, row: 0, column: 3)?.frame == Rect(x: 260, y: 0, width: 100, height: 30))
        #expect(cell(grid, row: 2, column: 0)?.frame == Rect(x: 0, y: 70, width: 60, height: 40))
        #expect(cell(grid, row: 2, column: 3)?.frame == Rect(x: 260, y: 70, width: 100, height: 40))
        #expect(
            [cell(grid, row: 0, column: 0), cell(grid, row: 0, column: 3), cell(grid, row: 2, column: 0), cell(grid, row: 2, column: 3)].map
            { $0?.zIndex }
                == [30, 20, 10, 0])
        #expect(cell(grid, row: 2, column: 10) == nil)
        #expect(cell(grid, row: 20, column: 0) == nil)
    }

    @Test func frozenHeadersStayOnScreenAtSeveralOffsets() throws {
        let grid = try makeGrid()
        // Scrolled right and down: the header row moves down, the header column right.
        #expect(grid.changeStaticHostBounds(to: Rect(x: 150, y: 400, width: 300, height: 200)))
        try grid.prepareIfNeeded()
        #expect(grid.pinOffset == Point(x: 150, y: 400))
        #expect(cell(grid, row: 0, column: 0)?.frame == Rect(x: 150, y: 400, width: 60, height: 30))
        #expect(cell(grid, row: 0, column: 3)?.frame == Rect(x: 260, y: 400, width: 100, height: 30))
        #expect(cell(grid, row: 12, column: 0)?.frame == Rect(x: 150, y: 470, width: 60, height: 40))
        #expect(cell(grid, row: 5, column: 2)?.frame == Rect(x: 160, y: 190, width: 100, height: 40), "body cells do not move")
        // Only vertically.
        grid.changeStaticHostBounds(to: Rect(x: 0, y: 100, width: 300, height: 200))
        try grid.prepareIfNeeded()
        #expect(cell(grid, row: 0, column: 0)?.frame == Rect(x: 0, y: 100, width: 60, height: 30))
        #expect(cell(grid, row: 3, column: 0)?.frame == Rect(x: 0, y: 110, width: 60, height: 40))
        // Past the end (a bounce): the headers stop at the end of the content.
        grid.changeStaticHostBounds(to: Rect(x: 2000, y: 2000, width: 300, height: 200))
        try grid.prepareIfNeeded()
        #expect(grid.pinOffset == Point(x: 900, y: 760))
        #expect(cell(grid, row: 0, column: 0)?.frame == Rect(x: 900, y: 760, width: 60, height: 30))
        // Above the start (pulled down): they never move above their natural place.
        grid.changeStaticHostBounds(to: Rect(x: -40, y: -60, width: 300, height: 200))
        try grid.prepareIfNeeded()
        #expect(cell(grid, row: 0, column: 0)?.frame == Rect(x: 0, y: 0, width: 60, height: 30))
    }

    @Test func theContentInsetMovesThePinnedEdge() throws {
        let grid = GridLayout(columnWidth: 100, rowHeight: 40)
        grid.host = StaticLayoutHost(
            itemCounts: Array(repeating: 5, count: 30), bounds: Rect(x: -10, y: -64, width: 300, height: 400),
            contentInset: EdgeInsets(top: 64, left: 10, bottom: 0, right: 0))
        try grid.prepareIfNeeded()
        #expect(grid.pinOffset == .zero, "at rest the visible top is the content's top")
        grid.changeStaticHostBounds(to: Rect(x: 40, y: 36, width: 300, height: 400))
        try grid.prepareIfNeeded()
        #expect(grid.pinOffset == Point(x: 50, y: 100), "the headers sit just below the inset")
        #expect(
            grid.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0))?.frame == Rect(x: 50, y: 100, width: 100, height: 40))
    }

    @Test func aScrollInvalidatesOnlyThePinnedHeaders() throws {
        let grid = try makeGrid()
        #expect(
            !grid.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 400, height: 300)),
            "a resize at the same origin keeps the pins")
        #expect(grid.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 10, width: 300, height: 200)))
        let passes = grid.preparePassCount
        grid.changeStaticHostBounds(to: Rect(x: 0, y: 100, width: 300, height: 200))
        let context = try #require(grid.pendingInvalidation)
        #expect(!context.invalidateEverything)
        // Visible at y 100…300 with the header row pinned at 100: header row cells of columns 0…3,
        // and the header column for rows 2…7.
        #expect(
            context.invalidatedItemIndexPaths
                == Set(
                    (0...3).map { ElementIndexPath(item: $0, section: 0) } + (2...7).map { ElementIndexPath(item: 0, section: $0) }))
        try grid.prepareIfNeeded()
        #expect(grid.preparePassCount == passes + 1)
        let fixed = try makeGrid()
        fixed.frozenRows = 0
        fixed.frozenColumns = 0
        try fixed.prepareIfNeeded()
        #expect(!fixed.shouldInvalidateLayout(forBoundsChange: Rect(x: 50, y: 50, width: 300, height: 200)))
    }

    @Test func theViewportQueryComesFromTheRectsEdges() throws {
        let grid = try makeGrid(at: Point(x: 150, y: 400))
        let visible = grid.layoutAttributesForElements(in: Rect(x: 150, y: 400, width: 300, height: 200))
        let keys = Set(visible.map { [$0.indexPath.section, $0.indexPath.item] })
        var expected: Set<[Int]> = [[0, 0]]
        for column in 1...4 { expected.insert([0, column]) }  // header row, pinned at y 400
        for row in 10...15 { expected.insert([row, 0]) }  // header column, pinned at x 150
        for row in 10...15 { for column in 1...4 { expected.insert([row, column]) } }  // body under them
        #expect(keys == expected)
        #expect(visible.count == expected.count)
        #expect(grid.layoutAttributesForElements(in: Rect(x: 5000, y: 0, width: 10, height: 10)).isEmpty)
        #expect(grid.layoutAttributesForElements(in: .null).isEmpty)
        #expect(grid.layoutAttributesForElements(in: .infinite).count == 200)
    }

    @Test func raggedRowsSpacingAndHugeCountsWork() throws {
        let grid = GridLayout(columnWidth: 10, rowHeight: 10)
        grid.columnSpacing = 2
        grid.rowSpacing = 1
        grid.frozenRows = 0
        grid.host = StaticLayoutHost(itemCounts: [3, 0, 1_000_000_000], bounds: Rect(x: 0, y: 0, width: 50, height: 50))
        try grid.prepareIfNeeded()
        #expect(grid.contentSize == Size(width: 12 * 999_999_999 + 10, height: 32))
        #expect(cell(grid, row: 2, column: 999_999_999)?.frame == Rect(x: 11_999_999_988, y: 22, width: 10, height: 10))
        #expect(cell(grid, row: 0, column: 2)?.frame == Rect(x: 24, y: 0, width: 10, height: 10))
        let tail = grid.layoutAttributesForElements(in: Rect(x: 11_999_999_990, y: 0, width: 100, height: 40))
        #expect(tail.map(\.indexPath) == [ElementIndexPath(item: 999_999_999, section: 2)])
        #expect(grid.layoutAttributesForElements(in: Rect(x: 10.5, y: 0, width: 1, height: 100)).isEmpty, "the rect falls in a gap")
    }

    @Test func badConfigurationsThrowAndKeepTheLayout() throws {
        let grid = try makeGrid()
        let before = grid.layoutAttributesForElements(in: .infinite)
        grid.columnWidth = -5
        #expect(throws: LayoutError.invalidGeometry("columnWidth -5 must be finite and not negative")) { try grid.prepareIfNeeded() }
        grid.columnWidth = 100
        grid.frozenRows = -1
        #expect(throws: LayoutError.invalidParameter(name: "frozenRows", message: "-1 must be 0 or more")) { try grid.prepareIfNeeded() }
        grid.frozenRows = 1
        grid.rowSpacing = .infinity
        #expect(throws: LayoutError.invalidGeometry("rowSpacing inf must be finite and not negative")) { try grid.prepareIfNeeded() }
        #expect(grid.layoutAttributesForElements(in: .infinite) == before)
        #expect(grid.contentSize == Size(width: 960, height: 790))
        grid.rowSpacing = 0
        try grid.prepareIfNeeded()
        #expect(grid.layoutAttributesForElements(in: .infinite) == before)
    }

    @Test func passesTheConformanceCheckerAtRestAndScrolled() {
        let hosts = ConformanceChecker.randomHosts(count: 150, seed: 31)
        let configurations: [(Int, Int, Double)] = [(1, 1, 0), (0, 0, 0), (2, 3, 4), (5, 0, 1)]
        for (frozenRows, frozenColumns, spacing) in configurations {
            let report = ConformanceChecker(seed: 31, rectsPerConfiguration: 40).check(hosts: hosts) {
                let grid = GridLayout(columnWidth: 70, rowHeight: 30.5)
                grid.headerColumnWidth = 45
                grid.headerRowHeight = 22
                grid.frozenRows = frozenRows
                grid.frozenColumns = frozenColumns
                grid.columnSpacing = spacing
                grid.rowSpacing = spacing / 2
                grid.registerDecorationView(CollectionReusableView.self, forKind: "row")
                grid.sectionBackground = SectionBackgroundDecoration(kind: "row", insets: EdgeInsets(all: 1))
                return grid
            }
            #expect(report.passed, "frozen \(frozenRows)/\(frozenColumns): \(report)")
        }
    }
}
