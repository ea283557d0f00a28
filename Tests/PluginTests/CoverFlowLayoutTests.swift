import CoverFlowLayoutPlugin
import Geometry
import LayoutProtocol
import LayoutRegistry
import Testing

@Suite("Cover-flow layout")
struct CoverFlowLayoutTests {
    func prepared(counts: [Int] = [20], offset: Double = 0) throws -> CoverFlowLayout {
        let layout = CoverFlowLayout(
            itemSize: Size(width: 100, height: 150), itemSpacing: 10, maximumAngle: 50, minimumScale: 0.5, perspectiveDistance: 400)
        layout.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: offset, y: 0, width: 300, height: 200))
        try layout.prepareIfNeeded()
        return layout
    }

    func expectedTransform(_ d: Double) -> Transform3D {
        let scale = 1 - 0.5 * abs(d)
        return Transform3D.perspective(distance: 400).rotated(by: d * 50 * .pi / 180, x: 0, y: 1, z: 0).scaledBy(x: scale, y: scale, z: 1)
    }

    @Test func framesFormOnePaddedRowAcrossSections() throws {
        let layout = try prepared(counts: [3, 2])
        // Padding (300 − 100) / 2 = 100 on each side; step 110.
        #expect(layout.contentSize == Size(width: 100 + 5 * 100 + 4 * 10 + 100, height: 200))
        #expect(layout.layoutAttributesForItem(at: path(0))?.frame == Rect(x: 100, y: 25, width: 100, height: 150))
        #expect(layout.layoutAttributesForItem(at: path(1, 1))?.frame == Rect(x: 540, y: 25, width: 100, height: 150))
        #expect(layout.layoutAttributesForItem(at: path(2, 1)) == nil)
        #expect(layout.layoutAttributesForItem(at: path(3, 0)) == nil)
    }

    @Test func transformsRotateAndScaleWithTheDistanceFromTheCentre() throws {
        let layout = try prepared(offset: 55)  // visible centre x = 205: half-way between items 0 and 1
        let item0 = try #require(layout.layoutAttributesForItem(at: path(0)))
        let item1 = try #require(layout.layoutAttributesForItem(at: path(1)))
        let item3 = try #require(layout.layoutAttributesForItem(at: path(3)))
        #expect(item0.transform3D == expectedTransform(-0.5))
        #expect(item1.transform3D == expectedTransform(0.5))
        #expect(item3.transform3D == expectedTransform(1), "clamped at one step")
        #expect(item0.transform3D.m34 != 0, "perspective")
        #expect([item0.zIndex, item1.zIndex, item3.zIndex] == [500, 500, 0])

        let centred = try prepared(offset: 110)  // centre x = 260: item 1 exactly
        let c = try #require(centred.layoutAttributesForItem(at: path(1)))
        #expect(c.transform3D == .identity)
        #expect(c.zIndex == 1000)
        #expect(centred.layoutAttributesForItem(at: path(2))?.transform3D == expectedTransform(1))
    }

    @Test func rectQueriesMatchTheFullList() throws {
        let layout = try prepared(counts: [7, 0, 6], offset: 200)
        let all =
            (0..<7).compactMap { layout.layoutAttributesForItem(at: path($0)) }
            + (0..<6).compactMap { layout.layoutAttributesForItem(at: path($0, 2)) }
        #expect(Set(layout.layoutAttributesForElements(in: layout.contentRect)) == Set(all))
        for rect in [
            Rect(x: 200, y: 0, width: 300, height: 200), Rect(x: 0, y: 0, width: 100, height: 200),
            Rect(x: 0, y: 0, width: 99, height: 200),
            Rect(x: 750, y: 100, width: 1, height: 1), Rect(x: 0, y: 176, width: 2000, height: 10),
            Rect(x: 1000, y: 0, width: 10_000, height: 200),
        ] {
            let got = layout.layoutAttributesForElements(in: rect)
            #expect(Set(got) == Set(all.filter { $0.frame.intersects(rect) }), "rect \(rect)")
            #expect(got.count == Set(got).count)
        }
        // Touching the first frame's left edge counts.
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 200)).map(\.indexPath) == [path(0)])
    }

    @Test func aRowOfABillionItemsIsAnsweredArithmetically() throws {
        let layout = try prepared(counts: [1_000_000_000], offset: 110_000_000_000)
        let visible = layout.layoutAttributesForElements(in: Rect(x: 110_000_000_000, y: 0, width: 300, height: 200))
        #expect(visible.map(\.indexPath.item) == [999_999_999])
        #expect(layout.contentSize.width == 200 + 1_000_000_000 * 110 - 10)
    }

    @Test func scrollingSnapsAnItemToTheCentre() throws {
        let layout = try prepared()
        #expect(
            layout.targetContentOffset(forProposedContentOffset: Point(x: 130, y: 0), withScrollingVelocity: .zero) == Point(x: 110, y: 0))
        #expect(
            layout.targetContentOffset(forProposedContentOffset: Point(x: 164, y: 7), withScrollingVelocity: .zero) == Point(x: 110, y: 7))
        // Exactly half-way between items 1 and 2: the velocity decides.
        #expect(
            layout.targetContentOffset(forProposedContentOffset: Point(x: 165, y: 0), withScrollingVelocity: Vector(dx: 300, dy: 0))
                == Point(x: 220, y: 0))
        #expect(
            layout.targetContentOffset(forProposedContentOffset: Point(x: 165, y: 0), withScrollingVelocity: Vector(dx: -300, dy: 0))
                == Point(x: 110, y: 0))
        // Beyond the ends: the first and the last item.
        #expect(layout.targetContentOffset(forProposedContentOffset: Point(x: -500, y: 0)) == Point(x: 0, y: 0))
        #expect(layout.targetContentOffset(forProposedContentOffset: Point(x: 99_999, y: 0)) == Point(x: 19 * 110, y: 0))
        let nan = Point(x: .nan, y: 0)
        #expect(layout.targetContentOffset(forProposedContentOffset: nan).y == 0)
    }

    @Test func scrollingInvalidatesOnlyTheVisibleTransforms() throws {
        let layout = try prepared()
        #expect(layout.geometryPassCount == 1)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 10, y: 0, width: 300, height: 200)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 300, height: 200)))
        let context = layout.invalidationContext(forBoundsChange: Rect(x: 110, y: 0, width: 300, height: 200))
        #expect(!context.invalidateEverything)
        // Before: items 0…1 (x 0…300); after: items 0…2 (x 110…410).
        #expect(context.invalidatedItemIndexPaths == [path(0), path(1), path(2)])

        #expect(layout.changeStaticHostBounds(to: Rect(x: 110, y: 0, width: 300, height: 200)))
        try layout.prepareIfNeeded()
        #expect(layout.preparePassCount == 2)
        #expect(layout.geometryPassCount == 1, "a scroll recomputes no geometry")
        #expect(layout.layoutAttributesForItem(at: path(1))?.transform3D == .identity)

        #expect(layout.changeStaticHostBounds(to: Rect(x: 110, y: 0, width: 500, height: 200)))
        try layout.prepareIfNeeded()
        #expect(layout.geometryPassCount == 2, "a resize does")
        #expect(layout.layoutAttributesForItem(at: path(0))?.frame == Rect(x: 200, y: 25, width: 100, height: 150))
    }

    @Test func badInputThrowsAndKeepsThePreviousLayout() throws {
        let layout = try prepared()
        let before = layout.layoutAttributesForElements(in: layout.contentRect)
        layout.maximumAngle = 91
        #expect(throws: LayoutError.invalidParameter(name: "maximumAngle", message: "91 degrees; use 0...90")) {
            try layout.prepareIfNeeded()
        }
        layout.maximumAngle = 50
        layout.minimumScale = -0.5
        #expect(throws: LayoutError.invalidParameter(name: "minimumScale", message: "-0.5; use 0...1")) { try layout.prepareIfNeeded() }
        layout.minimumScale = 0.5
        layout.perspectiveDistance = 0
        #expect(throws: LayoutError.invalidParameter(name: "perspectiveDistance", message: "0; use a distance above 0")) {
            try layout.prepareIfNeeded()
        }
        layout.perspectiveDistance = 400
        layout.host = StaticLayoutHost(itemCounts: [Int.max, 1], bounds: Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(throws: LayoutError.invalidGeometry("the sections hold more items than an Int can count")) { try layout.prepareIfNeeded() }
        layout.host = StaticLayoutHost(itemCounts: [20], bounds: Rect(x: 0, y: 0, width: 300, height: 200))
        try layout.prepareIfNeeded()
        #expect(layout.layoutAttributesForElements(in: layout.contentRect) == before)
    }

    @Test func registrationHasNameParametersAndDefaults() throws {
        let catalog = LayoutCatalog()
        try CoverFlowLayoutPlugin.register(in: catalog)
        let d = try catalog.descriptor(named: "coverflow")
        #expect(d.origin == "plugin CoverFlowLayoutPlugin")
        #expect(d.parameters.map(\.name) == ["itemSize", "itemSpacing", "maximumAngle", "minimumScale", "perspectiveDistance"])
        #expect(
            d.parameters.map(\.defaultValue) == [
                .size(Size(width: 160, height: 220)), .number(20), .number(50), .number(0.75), .number(500),
            ])
        #expect(d.parameter(named: "maximumAngle")?.range == 0...90)
        let instance = try catalog.makeLayout(
            named: "coverflow", parameters: ["itemSize": "100x150", "itemSpacing": "10"], itemCounts: [4])
        let layout = try #require(instance.layout as? CoverFlowLayout)
        #expect(layout.maximumAngle == 50 && layout.minimumScale == 0.75 && layout.perspectiveDistance == 500)
        layout.host = instance.makeHost(itemCounts: [4], bounds: Rect(x: 0, y: 0, width: 300, height: 200))
        try layout.prepareIfNeeded()
        #expect(layout.contentSize == Size(width: 630, height: 200))
        #expect(throws: LayoutRegistryError.outOfRange(layout: "coverflow", parameter: "minimumScale", value: "2", range: 0...1)) {
            try catalog.makeLayout(named: "coverflow", parameters: ["minimumScale": "2"], itemCounts: [4])
        }
    }
}
