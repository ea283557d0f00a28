import BuiltinLayouts
import Geometry
import LayoutProtocol
import Testing

@Suite("ListLayout: full-width rows")
struct ListLayoutTests {
    func make(
        _ counts: [Int], width: Double = 390, height: Double = 844, rowHeight: Double = 44, spacing: Double = 0,
        inset: EdgeInsets = .zero, header: Double = 0, direction: LayoutDirection = .leftToRight
    ) throws -> ListLayout {
        let list = ListLayout(rowHeight: rowHeight, spacing: spacing, sectionInset: inset, headerHeight: header)
        list.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: width, height: height), layoutDirection: direction)
        try list.prepareIfNeeded()
        return list
    }

    func frame(_ list: ListLayout, _ item: Int, _ section: Int) -> Rect? {
        list.layoutAttributesForItem(at: ElementIndexPath(item: item, section: section))?.frame
    }

    /// Found by `cvkit check list`: a rect whose top is exactly where a section ends must
    /// still return that section's last row (touching edges intersect).
    @Test func rectStartingAtASectionBoundaryReturnsTheTouchingRow() throws {
        let list = try make([16, 10, 0], width: 840.5)
        let keys = list.layoutAttributesForElements(in: Rect(x: 0, y: 704, width: 840.5, height: 44)).map(\.indexPath).sorted()
        #expect(
            keys == [
                ElementIndexPath(item: 15, section: 0), ElementIndexPath(item: 0, section: 1), ElementIndexPath(item: 1, section: 1),
            ])
    }

    @Test func rowsStackWithSpacingAndInsets() throws {
        let list = try make([3], spacing: 1, inset: EdgeInsets(top: 8, left: 16, bottom: 8, right: 10))
        #expect(frame(list, 0, 0) == Rect(x: 16, y: 8, width: 364, height: 44))
        #expect(frame(list, 1, 0) == Rect(x: 16, y: 53, width: 364, height: 44))
        #expect(frame(list, 2, 0) == Rect(x: 16, y: 98, width: 364, height: 44))
        #expect(list.contentSize == Size(width: 390, height: 150))
    }

    @Test func sectionsStackWithHeaders() throws {
        let list = try make([2, 0, 1], rowHeight: 40, spacing: 2, inset: EdgeInsets(top: 5, left: 0, bottom: 5, right: 0), header: 30)
        // Section 0: header 0..30, rows at 35 and 77, bottom inset to 122.
        #expect(frame(list, 1, 0) == Rect(x: 0, y: 77, width: 390, height: 40))
        // Section 1 (empty): header at 122, insets 10 → ends at 162.
        #expect(
            list.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ElementIndexPath(item: 0, section: 1))?.frame
                == Rect(x: 0, y: 122, width: 390, height: 30))
        // Section 2: header at 162, row at 197, ends at 242.
        #expect(frame(list, 0, 2) == Rect(x: 0, y: 197, width: 390, height: 40))
        #expect(list.contentSize == Size(width: 390, height: 242))
        #expect(
            list.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: ElementIndexPath(item: 0, section: 0)) == nil)
        #expect(
            list.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ElementIndexPath(item: 0, section: 3)) == nil)
    }

    @Test func noHeaderWhenHeightIsZero() throws {
        let list = try make([1])
        #expect(
            list.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ElementIndexPath(item: 0, section: 0)) == nil)
        #expect(list.layoutAttributesForElements(in: list.contentRect).map(\.key) == [.cell(ElementIndexPath(item: 0, section: 0))])
    }

    @Test func rectQueryReturnsExactlyTheIntersectingElements() throws {
        let list = try make([5, 5], rowHeight: 10, spacing: 5, header: 20)
        // Section 0: header 0..20, rows at 20, 35, 50, 65, 80 (ending 90); section 1 starts at 90.
        // The rect 45...105 touches row 1 (35...45) and reaches section 1's header (90...110).
        let found = list.layoutAttributesForElements(in: Rect(x: 0, y: 45, width: 390, height: 60))
        #expect(
            found.map(\.key) == [
                .cell(ElementIndexPath(item: 1, section: 0)), .cell(ElementIndexPath(item: 2, section: 0)),
                .cell(ElementIndexPath(item: 3, section: 0)),
                .cell(ElementIndexPath(item: 4, section: 0)),
                ElementKey(.supplementary(kind: "header"), ElementIndexPath(item: 0, section: 1)),
            ])
        // A touching edge counts: row 1 spans 35...45.
        let touching = list.layoutAttributesForElements(in: Rect(x: 0, y: 45, width: 10, height: 0))
        #expect(touching.map(\.indexPath.item) == [1])
        // Every element of the content rect, and a sweep checked against a brute-force filter.
        let all = list.layoutAttributesForElements(in: list.contentRect)
        #expect(all.count == 12)
        for y in stride(from: -10.0, through: 200, by: 7.5) {
            let rect = Rect(x: 0, y: y, width: 100, height: 13)
            let expected = all.filter { $0.frame.intersects(rect) }.map(\.key)
            #expect(list.layoutAttributesForElements(in: rect).map(\.key) == expected)
        }
    }

    @Test func aBillionRowsCostsNoStorage() throws {
        let list = try make([1_000_000_000])
        #expect(list.contentSize == Size(width: 390, height: 44_000_000_000))
        let found = list.layoutAttributesForElements(in: Rect(x: 0, y: 44_000_000_000 - 100, width: 390, height: 100))
        #expect(found.map(\.indexPath.item) == [999_999_997, 999_999_998, 999_999_999])
        #expect(frame(list, 999_999_999, 0) == Rect(x: 0, y: 43_999_999_956, width: 390, height: 44))
    }

    @Test func displayScaleRoundsEdgesToPixels() throws {
        let list = ListLayout(rowHeight: 10.3, spacing: 0)
        list.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 100.2, height: 100), displayScale: 2)
        try list.prepareIfNeeded()
        // Edges 0, 10.3, 20.6, 30.9 round to 0, 10.5, 20.5, 31: adjacent rows stay adjacent.
        #expect(frame(list, 0, 0) == Rect(x: 0, y: 0, width: 100, height: 10.5))
        #expect(frame(list, 1, 0) == Rect(x: 0, y: 10.5, width: 100, height: 10))
        #expect(frame(list, 2, 0) == Rect(x: 0, y: 20.5, width: 100, height: 10.5))
        // The query sees the rounded frames: 10.4 is inside row 0 (0...10.5) only after rounding.
        let found = list.layoutAttributesForElements(in: Rect(x: 0, y: 10.4, width: 1, height: 0))
        #expect(found.map(\.indexPath.item) == [0])
    }

    @Test func rightToLeftSwapsTheInsets() throws {
        let list = try make([1], inset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 5), direction: .rightToLeft)
        #expect(frame(list, 0, 0) == Rect(x: 5, y: 0, width: 365, height: 44))
    }

    @Test func outOfRangeQueriesAnswerNothing() throws {
        let list = try make([2])
        #expect(frame(list, 2, 0) == nil)
        #expect(frame(list, -1, 0) == nil)
        #expect(frame(list, 0, 1) == nil)
        #expect(list.layoutAttributesForElements(in: Rect(x: 0, y: 500, width: 10, height: 10)).isEmpty)
        #expect(list.layoutAttributesForElements(in: Rect(x: 400, y: 0, width: 10, height: 10)).isEmpty)
        #expect(list.layoutAttributesForElements(in: Rect(x: 0, y: .nan, width: 10, height: 10)).isEmpty)
        #expect(list.layoutAttributesForElements(in: .null).isEmpty)
        #expect(list.layoutAttributesForElements(in: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)).count == 2)
    }

    @Test func widthChangesInvalidate() throws {
        let list = try make([2])
        #expect(list.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 100, width: 390, height: 844)) == false)
        #expect(list.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 300, height: 844)) == true)
        list.changeStaticHostBounds(to: Rect(x: 0, y: 0, width: 300, height: 844))
        try list.prepareIfNeeded()
        #expect(frame(list, 1, 0) == Rect(x: 0, y: 44, width: 300, height: 44))
    }

    @Test(arguments: [
        ("rowHeight", -1.0, "rowHeight -1 must be finite and not negative"),
        ("spacing", Double.infinity, "spacing inf must be finite and not negative"),
        ("headerHeight", -0.5, "headerHeight -0.5 must be finite and not negative"),
    ])
    func badMetricsThrowAndKeepTheLastLayout(name: String, value: Double, message: String) throws {
        let list = try make([2])
        switch name {
        case "rowHeight": list.rowHeight = value
        case "spacing": list.spacing = value
        default: list.headerHeight = value
        }
        #expect(throws: LayoutError.invalidGeometry(message)) { try list.prepareIfNeeded() }
        #expect(frame(list, 1, 0) == Rect(x: 0, y: 44, width: 390, height: 44))
        #expect(list.contentSize == Size(width: 390, height: 88))
    }

    @Test func negativeInsetAndCountsThrow() throws {
        let list = try make([2])
        let inset = EdgeInsets(top: 0, left: -3, bottom: 0, right: 0)
        list.sectionInset = inset
        #expect(throws: LayoutError.invalidGeometry("sectionInset \(inset) must be finite and not negative")) {
            try list.prepareIfNeeded()
        }
        let negative = ListLayout()
        negative.host = StaticLayoutHost(itemCounts: [1, -4], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: LayoutError.negativeCount(section: 1, count: -4)) { try negative.prepareIfNeeded() }
        #expect(negative.contentSize == .zero)
    }
}
