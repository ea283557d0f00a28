import Geometry
import LayoutProtocol
import LayoutRegistry
import Testing
import WaterfallLayoutPlugin

/// Heights from a closure, for delegate tests.
final class HeightsDelegate: WaterfallLayoutDelegate {
    let height: (ElementIndexPath, Double) -> Double
    private(set) var widthsAsked: [Double] = []
    init(_ height: @escaping (ElementIndexPath, Double) -> Double) { self.height = height }
    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: ElementIndexPath, itemWidth: Double) -> Double {
        widthsAsked.append(itemWidth)
        return height(indexPath, itemWidth)
    }
}

func path(_ item: Int, _ section: Int = 0) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }

@Suite("Waterfall layout")
struct WaterfallLayoutTests {
    func prepared(
        _ layout: WaterfallLayout, counts: [Int], width: Double = 210, height: Double = 400, delegate: (any LayoutHostDelegate)? = nil
    ) throws -> WaterfallLayout {
        layout.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: width, height: height), layoutDelegate: delegate)
        try layout.prepareIfNeeded()
        return layout
    }

    @Test func eachItemGoesToTheShortestColumn() throws {
        let layout = WaterfallLayout(columnCount: 2, columnSpacing: 10, lineSpacing: 10)
        layout.itemHeights = [100, 50, 80, 30, 60]
        try _ = prepared(layout, counts: [5])
        #expect(layout.columnWidth == 100)
        let frames = (0..<5).map { layout.layoutAttributesForItem(at: path($0))?.frame }
        #expect(
            frames == [
                Rect(x: 0, y: 0, width: 100, height: 100),  // left column
                Rect(x: 110, y: 0, width: 100, height: 50),  // right column
                Rect(x: 110, y: 60, width: 100, height: 80),  // right is shorter (50 < 100)
                Rect(x: 0, y: 110, width: 100, height: 30),  // left is shorter (100 < 140)
                Rect(x: 0, y: 150, width: 100, height: 60),  // both columns end at 140: the leftmost wins
            ])
        #expect(layout.contentSize == Size(width: 210, height: 210))
    }

    @Test func sectionsStackWithInsetsAndHeightsComeFromTheDelegate() throws {
        let layout = WaterfallLayout(
            columnCount: 3, columnSpacing: 5, lineSpacing: 4, sectionInset: EdgeInsets(top: 10, left: 20, bottom: 6, right: 10))
        let delegate = HeightsDelegate { p, _ in Double(p.item + 1) * 10 + Double(p.section) * 100 }
        try _ = prepared(layout, counts: [4, 1], width: 330, delegate: delegate)
        // (330 - 30 - 2×5) / 3 = 96.666…: use the exact arithmetic the layout does.
        let w = (330.0 - 20 - 10 - 10) / 3
        #expect(layout.columnWidth == w)
        #expect(delegate.widthsAsked == [w, w, w, w, w])
        #expect(layout.layoutAttributesForItem(at: path(0))?.frame == Rect(x: 20, y: 10, width: w, height: 10))
        #expect(layout.layoutAttributesForItem(at: path(1))?.frame == Rect(x: 20 + w + 5, y: 10, width: w, height: 20))
        #expect(layout.layoutAttributesForItem(at: path(2))?.frame == Rect(x: 20 + 2 * (w + 5), y: 10, width: w, height: 30))
        #expect(layout.layoutAttributesForItem(at: path(3))?.frame == Rect(x: 20, y: 24, width: w, height: 40))
        // Section 0 ends at the tallest column (24 + 40 = 64) plus the bottom inset: 70.
        #expect(layout.layoutAttributesForItem(at: path(0, 1))?.frame == Rect(x: 20, y: 80, width: w, height: 110))
        #expect(layout.contentSize == Size(width: 330, height: 196))
        #expect(layout.layoutAttributesForItem(at: path(4)) == nil)
        #expect(layout.layoutAttributesForItem(at: path(0, 2)) == nil)
    }

    @Test func rectQueriesMatchTheFullList() throws {
        let layout = WaterfallLayout(columnCount: 3, columnSpacing: 4, lineSpacing: 6)
        layout.itemHeights = [37, 120, 55, 80, 12, 99, 64]
        try _ = prepared(layout, counts: [40, 0, 25], width: 300)
        let all =
            (0..<40).compactMap { layout.layoutAttributesForItem(at: path($0, 0)) }
            + (0..<25).compactMap { layout.layoutAttributesForItem(at: path($0, 2)) }
        #expect(all.count == 65)
        #expect(Set(layout.layoutAttributesForElements(in: layout.contentRect)) == Set(all))
        for rect in [
            Rect(x: 0, y: 0, width: 300, height: 100), Rect(x: 0, y: 250, width: 300, height: 300),
            Rect(x: 150, y: 400, width: 10, height: 1), Rect(x: 0, y: layout.contentSize.height - 50, width: 300, height: 50),
            Rect(x: 0, y: 37, width: 100, height: 0), Rect(x: 0, y: -100, width: 300, height: 50),
        ] {
            let expected = Set(all.filter { $0.frame.intersects(rect) })
            let got = layout.layoutAttributesForElements(in: rect)
            #expect(Set(got) == expected, "rect \(rect)")
            #expect(got.count == expected.count, "no duplicates for \(rect)")
        }
    }

    @Test func badInputThrowsAndKeepsThePreviousLayout() throws {
        let layout = WaterfallLayout(columnCount: 2, columnSpacing: 10, lineSpacing: 10)
        try _ = prepared(layout, counts: [2])
        let before = layout.layoutAttributesForElements(in: layout.contentRect)
        layout.columnCount = 0
        #expect(throws: LayoutError.invalidParameter(name: "columnCount", message: "0 columns; a waterfall needs 1 to 10000")) {
            try layout.prepareIfNeeded()
        }
        layout.columnCount = Int.max
        #expect(
            throws: LayoutError.invalidParameter(name: "columnCount", message: "9223372036854775807 columns; a waterfall needs 1 to 10000")
        ) {
            try layout.prepareIfNeeded()
        }
        #expect(layout.layoutAttributesForElements(in: layout.contentRect) == before)
        layout.columnCount = 2
        layout.lineSpacing = -1
        #expect(throws: LayoutError.invalidGeometry("lineSpacing -1 must be finite and not negative")) { try layout.prepareIfNeeded() }
        layout.lineSpacing = 0
        let delegate = HeightsDelegate { p, _ in p.item == 1 ? -.infinity : 10 }
        layout.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 210, height: 400), layoutDelegate: delegate)
        #expect(throws: LayoutError.invalidGeometry("height -inf of item [0, 1] must be finite and not negative")) {
            try layout.prepareIfNeeded()
        }
        layout.host = StaticLayoutHost(itemCounts: [Int.max, 5], bounds: Rect(x: 0, y: 0, width: 210, height: 400))
        #expect(
            throws: LayoutError.invalidParameter(
                name: "itemCount", message: "9223372036854775807 items; a waterfall stores every frame and holds at most 50000000")
        ) { try layout.prepareIfNeeded() }
        layout.host = StaticLayoutHost(itemCounts: [-3], bounds: Rect(x: 0, y: 0, width: 210, height: 400))
        #expect(throws: LayoutError.negativeCount(section: 0, count: -3)) { try layout.prepareIfNeeded() }
        #expect(layout.layoutAttributesForElements(in: layout.contentRect) == before)
    }

    @Test func onlyAWidthChangeInvalidates() throws {
        let layout = try prepared(WaterfallLayout(), counts: [3])
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 300, width: 210, height: 400)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 400, height: 400)))
    }

    @Test func registrationHasNameParametersAndDefaults() throws {
        let catalog = LayoutCatalog()
        try WaterfallLayoutPlugin.register(in: catalog)
        let d = try catalog.descriptor(named: "waterfall")
        #expect(d.origin == "plugin WaterfallLayoutPlugin")
        #expect(d.usesItemSizes)
        #expect(
            d.parameters.map(\.name) == ["columnCount", "columnSpacing", "lineSpacing", "sectionInset", "itemHeights", "defaultItemHeight"])
        #expect(
            d.parameters.map(\.defaultValue) == [
                .integer(2), .number(8), .number(8), .insets(.zero), .string("120,80,160,100"), .number(100),
            ])
        #expect(d.parameter(named: "columnCount")?.range == 1...64)
        #expect(throws: LayoutRegistryError.duplicateName("waterfall", existingOrigin: "plugin WaterfallLayoutPlugin")) {
            try WaterfallLayoutPlugin.register(in: catalog)
        }

        let instance = try catalog.makeLayout(
            named: "waterfall", parameters: ["columnCount": "3", "columnSpacing": "0", "lineSpacing": "0"], itemCounts: [5])
        let layout = try #require(instance.layout as? WaterfallLayout)
        layout.host = instance.makeHost(itemCounts: [5], bounds: Rect(x: 0, y: 0, width: 300, height: 300))
        try layout.prepareIfNeeded()
        // Heights 120, 80, 160, then 100 → shortest is the middle column (80).
        #expect(layout.layoutAttributesForItem(at: path(3))?.frame == Rect(x: 100, y: 80, width: 100, height: 100))
        #expect(layout.layoutAttributesForItem(at: path(4))?.frame == Rect(x: 0, y: 120, width: 100, height: 120))

        #expect(
            throws: LayoutRegistryError.invalidValue(
                layout: "waterfall", parameter: "itemHeights", value: "10,x",
                expected: "comma-separated heights of 0 or more, e.g. 120,80,160")
        ) { try catalog.makeLayout(named: "waterfall", parameters: ["itemHeights": "10,x"], itemCounts: [5]) }
        #expect(throws: LayoutRegistryError.outOfRange(layout: "waterfall", parameter: "columnCount", value: "0", range: 1...64)) {
            try catalog.makeLayout(named: "waterfall", parameters: ["columnCount": "0"], itemCounts: [5])
        }
    }

    @Test func aDataFileSuppliesTheHeights() throws {
        let catalog = LayoutCatalog()
        try WaterfallLayoutPlugin.register(in: catalog)
        let data = LayoutData(sections: [
            LayoutData.Section(items: [Size(width: 50, height: 30), Size(width: 50, height: 70), Size(width: 50, height: 20)])
        ])
        let instance = try catalog.makeLayout(
            named: "waterfall", parameters: ["columnSpacing": "10", "lineSpacing": "5"], itemCounts: [99], data: data)
        #expect(instance.layoutDelegate is WaterfallHeights)
        let layout = try #require(instance.layout as? WaterfallLayout)
        layout.host = instance.makeHost(itemCounts: data.itemCounts, bounds: Rect(x: 0, y: 0, width: 110, height: 300))
        try layout.prepareIfNeeded()
        #expect(
            layout.layoutAttributesForElements(in: layout.contentRect).sorted { $0.indexPath < $1.indexPath }.map(\.frame) == [
                Rect(x: 0, y: 0, width: 50, height: 30), Rect(x: 60, y: 0, width: 50, height: 70), Rect(x: 0, y: 35, width: 50, height: 20),
            ])
    }
}

/// The waterfall's frames against a plain model of the rule (every item in the shortest
/// column, the leftmost on a tie), including zero heights, sections of every size and a
/// re-prepare that refills the layout's kept storage.
@Suite("Waterfall layout storage")
struct WaterfallStorageTests {
    /// The frames the rule gives, section by section, and the content height.
    func model(
        counts: [Int], columns: Int, width: Double, spacing: Double, line: Double, inset: EdgeInsets, heights: [Double]
    ) -> (frames: [[Rect]], height: Double) {
        var k = 0
        let placed = model(counts: counts, columns: columns, width: width, spacing: spacing, line: line, inset: inset) { _ in
            defer { k += 1 }
            return heights[k % heights.count]
        }
        return (placed.frames, placed.height)
    }

    /// The frames and columns the rule gives, section by section, and the content height,
    /// for the heights `height` gives (asked in item order).
    func model(
        counts: [Int], columns: Int, width: Double, spacing: Double, line: Double, inset: EdgeInsets,
        height: (ElementIndexPath) -> Double
    ) -> (frames: [[Rect]], columns: [[Int]], height: Double) {
        let w = max(0, (width - inset.left - inset.right - Double(columns - 1) * spacing) / Double(columns))
        var y = 0.0
        var frames: [[Rect]] = [], columnsOf: [[Int]] = []
        for (s, count) in counts.enumerated() {
            var bottoms = [Double](repeating: y + inset.top, count: columns)
            var filled = [Int](repeating: 0, count: columns)
            var section: [Rect] = [], sectionColumns: [Int] = []
            for i in 0..<count {
                let h = height(path(i, s))
                let c = bottoms.indices.min { bottoms[$0] < bottoms[$1] || (bottoms[$0] == bottoms[$1] && $0 < $1) }!
                let top = filled[c] == 0 ? bottoms[c] : bottoms[c] + line
                section.append(Rect(x: inset.left + Double(c) * (w + spacing), y: top, width: w, height: h))
                sectionColumns.append(c)
                bottoms[c] = top + h
                filled[c] += 1
            }
            frames.append(section)
            columnsOf.append(sectionColumns)
            y = bottoms.max()! + inset.bottom
        }
        return (frames, columnsOf, y)
    }

    /// Checks every frame, and the attributes of rect queries (the whole content, bands and
    /// thin strips) in the order the layout documents: section by section, column by
    /// column, each column top to bottom. A column's list in the wrong order or with an
    /// item missing or repeated shows here.
    func expectQueries(
        _ layout: WaterfallLayout, _ expected: (frames: [[Rect]], columns: [[Int]], height: Double), columnCount: Int,
        _ comment: String
    ) {
        for (s, frames) in expected.frames.enumerated() {
            for (i, frame) in frames.enumerated() where layout.layoutAttributesForItem(at: path(i, s))?.frame != frame {
                Issue.record(
                    "\(comment): item \(i) section \(s) at \(String(describing: layout.layoutAttributesForItem(at: path(i, s))?.frame)), expected \(frame)"
                )
                return
            }
            #expect(layout.layoutAttributesForItem(at: path(frames.count, s)) == nil, "\(comment)")
        }
        #expect(layout.contentSize.height == expected.height, "\(comment)")
        let height = expected.height, width = layout.contentSize.width
        var rects = [Rect(x: -1, y: -1, width: width + 2, height: height + 2)]
        for k in 0..<8 {
            let y = height * Double(k) / 8
            rects.append(Rect(x: 0, y: y, width: width, height: height / 5))
            rects.append(Rect(x: width / 3, y: y + 0.25, width: 1, height: 0))
        }
        for rect in rects {
            var want: [LayoutAttributes] = []
            for (s, frames) in expected.frames.enumerated() {
                for c in 0..<min(columnCount, frames.count) {
                    for (i, frame) in frames.enumerated() where expected.columns[s][i] == c && frame.intersects(rect) {
                        want.append(LayoutAttributes(forCellAt: path(i, s), frame: frame))
                    }
                }
            }
            let got = layout.layoutAttributesForElements(in: rect)
            #expect(got == want, "\(comment) rect \(rect): \(got.count) attributes, expected \(want.count)")
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 7])
    func framesFollowTheRuleAndSurviveARePrepare(columns: Int) throws {
        let inset = EdgeInsets(top: 3, left: 7, bottom: 5, right: 2)
        let heights: [Double] = [0, 37, 0, 120, 55.5, 0, 80, 12, 99]
        let layout = WaterfallLayout(columnCount: columns, columnSpacing: 4, lineSpacing: 6, sectionInset: inset)
        layout.itemHeights = heights
        for counts in [[40, 0, 3, 25], [2], [0], [300, 1]] {
            layout.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: 300, height: 400))
            try layout.prepareIfNeeded()
            let expected = model(counts: counts, columns: columns, width: 300, spacing: 4, line: 6, inset: inset, heights: heights)
            for (s, frames) in expected.frames.enumerated() {
                for (i, frame) in frames.enumerated() {
                    #expect(layout.layoutAttributesForItem(at: path(i, s))?.frame == frame, "\(counts) item \(i) section \(s)")
                }
                #expect(layout.layoutAttributesForItem(at: path(frames.count, s)) == nil)
            }
            #expect(layout.contentSize == Size(width: 300, height: expected.height))
            let all = expected.frames.joined().count
            #expect(layout.layoutAttributesForElements(in: layout.contentRect.insetBy(dx: -1, dy: -1)).count == all)
            var k = 0
            let placed = model(counts: counts, columns: columns, width: 300, spacing: 4, line: 6, inset: inset) { _ in
                defer { k += 1 }
                return heights[k % heights.count]
            }
            expectQueries(layout, placed, columnCount: columns, "\(columns) columns, \(counts)")
        }
    }

    /// Heights that make column `taker` take every item after the first row (the others
    /// start with a very tall item), then heights with zeros, ties (no line spacing) and
    /// no pattern; through the delegate (a new storage on each prepare) and through
    /// itemHeights (the storage refilled in place), over sections that grow, shrink,
    /// empty, and hold fewer items than there are columns.
    @Test(arguments: [1, 2, 3, 4, 5, 7])
    func everyColumnListHoldsItsItemsTopToBottom(columns: Int) throws {
        let inset = EdgeInsets(top: 2, left: 1, bottom: 4, right: 3)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var noise: [Double] = []
        for _ in 0..<1_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let r = Int(seed >> 33) % 9
            noise.append(r < 3 ? 0 : Double(r) * 17.25)
        }
        var cases: [(counts: [Int], line: Double, height: (ElementIndexPath) -> Double)] = []
        for taker in 0..<columns {
            let height: (ElementIndexPath) -> Double = { p in p.item < columns && p.item != taker ? 1_000_000 : Double(5 + p.item % 3) }
            cases.append(([300], 6, height))
            cases.append(([2, 301, 0, 1], 0, height))
        }
        cases.append(([997, 3], 0, { p in noise[(p.item + 7 * p.section) % noise.count] }))
        cases.append(([40, 0, 1, 600], 3, { p in noise[(p.item * 3 + p.section) % noise.count] }))
        cases.append(([250], 0, { _ in 0 }))
        cases.append(([columns - 1, columns, columns + 1], 5, { p in Double(p.item % 2) * 9 }))
        let layout = WaterfallLayout(columnCount: columns, columnSpacing: 2, lineSpacing: 0, sectionInset: inset)
        let bounds = Rect(x: 0, y: 0, width: 400, height: 300)
        for (n, test) in cases.enumerated() {
            let expected = model(
                counts: test.counts, columns: columns, width: 400, spacing: 2, line: test.line, inset: inset, height: test.height)
            layout.lineSpacing = test.line
            // Through the delegate.
            layout.itemHeights = []
            layout.host = StaticLayoutHost(
                itemCounts: test.counts, bounds: bounds, layoutDelegate: HeightsDelegate { p, _ in test.height(p) })
            try layout.prepareIfNeeded()
            expectQueries(layout, expected, columnCount: columns, "\(columns) columns, case \(n), delegate")
            // The same heights through itemHeights (one section at a time, so that the cycle
            // is the section's heights).
            for (s, count) in test.counts.enumerated() where count > 0 {
                layout.itemHeights = (0..<count).map { test.height(path($0, s)) }
                layout.host = StaticLayoutHost(itemCounts: [count], bounds: bounds)
                try layout.prepareIfNeeded()
                let one = model(counts: [count], columns: columns, width: 400, spacing: 2, line: test.line, inset: inset) { p in
                    test.height(path(p.item, s))
                }
                expectQueries(layout, one, columnCount: columns, "\(columns) columns, case \(n), section \(s), itemHeights")
            }
        }
    }

    @Test func aBadItemHeightIsNamedAndKeepsTheStoredLayout() throws {
        let layout = WaterfallLayout(columnCount: 3, columnSpacing: 0, lineSpacing: 0)
        layout.itemHeights = [10, 20]
        layout.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 300, height: 400))
        try layout.prepareIfNeeded()
        for (heights, message) in [
            ([10, 20, -1, .nan], "itemHeights[2] -1 must be finite and not negative"),
            ([.infinity], "itemHeights[0] inf must be finite and not negative"),
        ] {
            layout.itemHeights = heights
            #expect(throws: LayoutError.invalidGeometry(message)) { try layout.prepareIfNeeded() }
            #expect(layout.layoutAttributesForItem(at: path(2))?.frame == Rect(x: 200, y: 0, width: 100, height: 10))
        }
    }

    @Test func aDelegateErrorKeepsTheStoredLayoutAndAParameterChangeWaitsForPrepare() throws {
        let layout = WaterfallLayout(columnCount: 2, columnSpacing: 10, lineSpacing: 10)
        layout.itemHeights = [50, 70]
        layout.host = StaticLayoutHost(itemCounts: [4], bounds: Rect(x: 0, y: 0, width: 210, height: 400))
        try layout.prepareIfNeeded()
        let before = layout.layoutAttributesForElements(in: layout.contentRect)
        #expect(
            before.map(\.frame) == [
                Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0, y: 60, width: 100, height: 50),
                Rect(x: 110, y: 0, width: 100, height: 70), Rect(x: 110, y: 80, width: 100, height: 70),
            ])
        let delegate = HeightsDelegate { p, _ in p.item == 3 ? .nan : 10 }
        layout.host = StaticLayoutHost(itemCounts: [4], bounds: Rect(x: 0, y: 0, width: 210, height: 400), layoutDelegate: delegate)
        #expect(throws: LayoutError.invalidGeometry("height nan of item [0, 3] must be finite and not negative")) {
            try layout.prepareIfNeeded()
        }
        #expect(layout.layoutAttributesForElements(in: layout.contentRect) == before)
        // Frames come from the last prepare: a new inset shows only after the next one.
        layout.sectionInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
        #expect(layout.layoutAttributesForItem(at: path(1))?.frame == Rect(x: 110, y: 0, width: 100, height: 70))
    }
}
