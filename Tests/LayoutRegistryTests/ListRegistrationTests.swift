import BuiltinCatalog
import Geometry
import LayoutProtocol
import LayoutRegistry
import Testing

@Suite("The standard catalog's 'list' entry")
struct ListRegistrationTests {
    @Test func listIsRegisteredWithItsParameters() throws {
        let catalog = try LayoutCatalog.standard()
        let list = try catalog.descriptor(named: "list")
        #expect(list.origin == "built-in")
        #expect(list.parameters.map(\.name) == ["rowHeight", "spacing", "sectionInset", "headerHeight"])
        #expect(list.usesItemSizes == false)
    }

    @Test func parametersConfigureTheLayout() throws {
        let catalog = try LayoutCatalog.standard()
        let instance = try catalog.makeLayout(
            named: "list", parameters: ["rowHeight": "30", "spacing": "2", "sectionInset": "4,8,4,8", "headerHeight": "20"], itemCounts: [2]
        )
        let layout = instance.layout
        layout.host = instance.makeHost(itemCounts: [2], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        try layout.prepareIfNeeded()
        #expect(
            layout.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0))?.frame == Rect(x: 8, y: 56, width: 84, height: 30))
        #expect(layout.contentSize == Size(width: 100, height: 90))
    }

    @Test func badValuesAreTypedErrors() throws {
        let catalog = try LayoutCatalog.standard()
        #expect(throws: LayoutRegistryError.invalidValue(layout: "list", parameter: "rowHeight", value: "tall", expected: "number")) {
            try catalog.makeLayout(named: "list", parameters: ["rowHeight": "tall"], itemCounts: [1])
        }
        #expect(throws: LayoutRegistryError.outOfRange(layout: "list", parameter: "spacing", value: "-1", range: 0...1_000_000)) {
            try catalog.makeLayout(named: "list", parameters: ["spacing": "-1"], itemCounts: [1])
        }
        #expect(
            throws: LayoutRegistryError.unknownParameter(
                layout: "list", parameter: "rowHieght", known: ["rowHeight", "spacing", "sectionInset", "headerHeight"])
        ) {
            try catalog.makeLayout(named: "list", parameters: ["rowHieght": "1"], itemCounts: [1])
        }
        #expect(throws: LayoutRegistryError.unknownLayout("lsit", suggestions: ["list"])) {
            try catalog.makeLayout(named: "lsit", itemCounts: [1])
        }
    }
}

/// The `list` entry is the compositional list: the frames of the retired `ListLayout`.
@Suite("The 'list' entry's frames (the compositional list)")
struct ListFrameTests {
    func make(
        _ counts: [Int], width: Double = 390, rowHeight: Double = 44, spacing: Double = 0, inset: String = "0,0,0,0",
        header: Double = 0, direction: LayoutDirection = .leftToRight
    ) throws -> CollectionViewLayout {
        let parameters = [
            "rowHeight": "\(rowHeight)", "spacing": "\(spacing)", "sectionInset": inset, "headerHeight": "\(header)",
        ]
        let layout = try LayoutCatalog.standard().makeLayout(named: "list", parameters: parameters, itemCounts: counts).layout
        layout.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: width, height: 844), layoutDirection: direction)
        try layout.prepareIfNeeded()
        return layout
    }

    func frame(_ list: CollectionViewLayout, _ item: Int, _ section: Int) -> Rect? {
        list.layoutAttributesForItem(at: ElementIndexPath(item: item, section: section))?.frame
    }

    @Test func rowsStackWithSpacingAndInsets() throws {
        let list = try make([3], spacing: 1, inset: "8,16,8,10")
        #expect(frame(list, 0, 0) == Rect(x: 16, y: 8, width: 364, height: 44))
        #expect(frame(list, 1, 0) == Rect(x: 16, y: 53, width: 364, height: 44))
        #expect(frame(list, 2, 0) == Rect(x: 16, y: 98, width: 364, height: 44))
        #expect(list.contentSize == Size(width: 390, height: 150))
    }

    @Test func sectionsStackWithFullWidthHeadersAboveTheInsets() throws {
        let list = try make([2, 0, 1], rowHeight: 40, spacing: 2, inset: "5,7,5,0", header: 30)
        // Section 0: header 0..30, rows at 35 and 77, bottom inset to 122.
        #expect(frame(list, 1, 0) == Rect(x: 7, y: 77, width: 383, height: 40))
        // Section 1 (empty): header at 122 across the whole width, insets 10 → ends at 162.
        #expect(
            list.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ElementIndexPath(item: 0, section: 1))?.frame
                == Rect(x: 0, y: 122, width: 390, height: 30))
        #expect(frame(list, 0, 2) == Rect(x: 7, y: 197, width: 383, height: 40))
        #expect(list.contentSize == Size(width: 390, height: 242))
        #expect(
            list.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: ElementIndexPath(item: 0, section: 0)) == nil)
    }

    @Test func noHeaderWhenHeightIsZeroAndNoSeparators() throws {
        let list = try make([1])
        #expect(
            list.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ElementIndexPath(item: 0, section: 0)) == nil)
        #expect(list.layoutAttributesForElements(in: list.contentRect).map(\.key) == [.cell(ElementIndexPath(item: 0, section: 0))])
    }

    @Test func rectQueryReturnsExactlyTheIntersectingElements() throws {
        let list = try make([5, 5], rowHeight: 10, spacing: 5, header: 20)
        // Section 0: header 0..20, rows at 20, 35, 50, 65, 80 (ending 90); section 1 starts at 90.
        let found = list.layoutAttributesForElements(in: Rect(x: 0, y: 45, width: 390, height: 60))
        #expect(
            found.map(\.key) == [
                .cell(ElementIndexPath(item: 1, section: 0)), .cell(ElementIndexPath(item: 2, section: 0)),
                .cell(ElementIndexPath(item: 3, section: 0)), .cell(ElementIndexPath(item: 4, section: 0)),
                ElementKey(.supplementary(kind: "header"), ElementIndexPath(item: 0, section: 1)),
            ])
        let all = list.layoutAttributesForElements(in: list.contentRect)
        #expect(all.count == 12)
        for y in stride(from: -10.0, through: 200, by: 7.5) {
            let rect = Rect(x: 0, y: y, width: 100, height: 13)
            #expect(Set(list.layoutAttributesForElements(in: rect).map(\.key)) == Set(all.filter { $0.frame.intersects(rect) }.map(\.key)))
        }
    }

    @Test func aBillionRowsCostsNoStorage() throws {
        let list = try make([1_000_000_000])
        #expect(list.contentSize == Size(width: 390, height: 44_000_000_000))
        let found = list.layoutAttributesForElements(in: Rect(x: 0, y: 44_000_000_000 - 100, width: 390, height: 100))
        #expect(found.map(\.indexPath.item) == [999_999_997, 999_999_998, 999_999_999])
        #expect(frame(list, 999_999_999, 0) == Rect(x: 0, y: 43_999_999_956, width: 390, height: 44))
    }

    @Test func rightToLeftSwapsTheInsets() throws {
        let list = try make([1], inset: "0,20,0,5", direction: .rightToLeft)
        #expect(frame(list, 0, 0) == Rect(x: 5, y: 0, width: 365, height: 44))
    }

    @Test func negativeCountsThrowAndOutOfRangeQueriesAnswerNothing() throws {
        let list = try make([2])
        #expect(frame(list, 2, 0) == nil)
        #expect(frame(list, -1, 0) == nil)
        #expect(list.layoutAttributesForElements(in: Rect(x: 0, y: .nan, width: 10, height: 10)).isEmpty)
        list.host = StaticLayoutHost(itemCounts: [1, -4], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: LayoutError.negativeCount(section: 1, count: -4)) { try list.prepareIfNeeded() }
        #expect(frame(list, 1, 0) == Rect(x: 0, y: 44, width: 390, height: 44))
    }
}
