import CircleLayoutPlugin
import Geometry
import LayoutProtocol
import LayoutRegistry
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Circle layout")
struct CircleLayoutTests {
    func prepared(counts: [Int], radius: Double = 100, startAngle: Double = -90) throws -> CircleLayout {
        let layout = CircleLayout(radius: radius, itemSize: Size(width: 40, height: 20), startAngle: startAngle)
        layout.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: 300, height: 400))
        try layout.prepareIfNeeded()
        return layout
    }

    @Test func itemsAreSpacedEvenlyOnTheCircle() throws {
        let layout = try prepared(counts: [3, 1])
        #expect(layout.contentSize == Size(width: 300, height: 400))
        #expect(layout.circleCenter == Point(x: 150, y: 200))
        // Four items across two sections: top, right, bottom, left (angles -90, 0, 90, 180).
        #expect(layout.layoutAttributesForItem(at: path(0))?.center == Point(x: 150, y: 100))
        #expect(layout.layoutAttributesForItem(at: path(1))?.frame == Rect(x: 230, y: 190, width: 40, height: 20))
        #expect(layout.layoutAttributesForItem(at: path(2))?.center == Point(x: 150, y: 300))
        #expect(layout.layoutAttributesForItem(at: path(0, 1))?.center == Point(x: 50, y: 200))
        #expect(layout.layoutAttributesForItem(at: path(3)) == nil)
    }

    @Test func anglesOffTheAxesFollowCosineAndSine() throws {
        let layout = try prepared(counts: [8], startAngle: 0)
        let c = try #require(layout.layoutAttributesForItem(at: path(1))?.center)
        let r = 45.0 * .pi / 180
        #expect(c == Point(x: 150 + 100 * cos(r), y: 200 + 100 * sin(r)))
    }

    @Test func rectQueriesMatchTheFullList() throws {
        let layout = try prepared(counts: [7, 5])
        let all =
            (0..<7).compactMap { layout.layoutAttributesForItem(at: path($0)) }
            + (0..<5).compactMap { layout.layoutAttributesForItem(at: path($0, 1)) }
        #expect(Set(layout.layoutAttributesForElements(in: layout.contentRect)) == Set(all))
        for rect in [
            Rect(x: 0, y: 0, width: 150, height: 200), Rect(x: 150, y: 200, width: 150, height: 200),
            Rect(x: 130, y: 90, width: 0, height: 0),
        ] {
            #expect(Set(layout.layoutAttributesForElements(in: rect)) == Set(all.filter { $0.frame.intersects(rect) }))
        }
        #expect(layout.layoutAttributesForElements(in: Rect(x: 130, y: 90, width: 0, height: 0)).map(\.indexPath) == [path(0)])
    }

    @Test func insertedItemsGrowFromTheCentreAndDeletedOnesShrinkIntoIt() throws {
        let layout = try prepared(counts: [3])
        let oldItem2 = try #require(layout.layoutAttributesForItem(at: path(2)))
        // The batch: delete item 2, insert two items at 0 and 3 (3 − 1 + 2 = 4 items).
        layout.host = StaticLayoutHost(itemCounts: [4], bounds: Rect(x: 0, y: 0, width: 300, height: 400))
        try layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: [
            UpdateItem(action: .delete, before: UpdateIndexPath(item: 2, section: 0), after: nil),
            UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(item: 0, section: 0)),
            UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(item: 3, section: 0)),
        ])
        #expect(layout.itemsBeingInserted == [path(0), path(3)])
        #expect(layout.itemsBeingDeleted == [path(2)])

        let start = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(3)))
        #expect(start.center == Point(x: 150, y: 200))
        #expect(start.size == Size(width: 40, height: 20))
        #expect(start.alpha == 0)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(1)) == nil, "a surviving item is not special")

        let end = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(2)))
        #expect(end.center == Point(x: 150, y: 200))
        #expect(end.alpha == 0)
        #expect(end.indexPath == path(2))
        #expect(end.size == oldItem2.size)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(1)) == nil)

        layout.finalizeCollectionViewUpdates()
        #expect(layout.itemsBeingInserted.isEmpty && layout.itemsBeingDeleted.isEmpty)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(3)) == nil)
    }

    @Test func wholeSectionUpdatesAnimateEveryItemOfTheSection() throws {
        let layout = try prepared(counts: [2, 3])
        layout.host = StaticLayoutHost(itemCounts: [2, 2], bounds: Rect(x: 0, y: 0, width: 300, height: 400))
        try layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: [
            UpdateItem(action: .delete, before: UpdateIndexPath(section: 1), after: nil),
            UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(section: 1)),
        ])
        #expect(layout.itemsBeingDeleted == [path(0, 1), path(1, 1), path(2, 1)])
        #expect(layout.itemsBeingInserted == [path(0, 1), path(1, 1)])
    }

    @Test func badInputThrowsAndKeepsThePreviousLayout() throws {
        let layout = try prepared(counts: [4])
        let before = layout.layoutAttributesForElements(in: layout.contentRect)
        layout.radius = -.infinity
        #expect(throws: LayoutError.invalidGeometry("radius -inf must be finite and not negative")) { try layout.prepareIfNeeded() }
        layout.radius = 10
        layout.itemSize = Size(width: -1, height: 5)
        #expect(throws: LayoutError.invalidGeometry("itemSize -1x5 must be finite and not negative")) { try layout.prepareIfNeeded() }
        layout.itemSize = Size(width: 1, height: 1)
        layout.startAngle = .nan
        #expect(throws: LayoutError.invalidGeometry("startAngle nan must be finite")) { try layout.prepareIfNeeded() }
        layout.startAngle = 0
        layout.host = StaticLayoutHost(itemCounts: [1_000_000, 1], bounds: Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(throws: LayoutError.invalidParameter(name: "itemCount", message: "1000001 items; a circle holds at most 1000000")) {
            try layout.prepareIfNeeded()
        }
        #expect(layout.layoutAttributesForElements(in: layout.contentRect) == before)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 300, height: 500)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 50, width: 300, height: 400)))
    }

    @Test func registrationHasNameParametersAndDefaults() throws {
        let catalog = LayoutCatalog()
        try CircleLayoutPlugin.register(in: catalog)
        let d = try catalog.descriptor(named: "circle")
        #expect(d.origin == "plugin CircleLayoutPlugin")
        #expect(d.parameters.map(\.name) == ["radius", "itemSize", "startAngle"])
        #expect(d.parameters.map(\.defaultValue) == [.number(120), .size(Size(width: 50, height: 50)), .number(-90)])
        let instance = try catalog.makeLayout(
            named: "circle", parameters: ["radius": "50", "startAngle": "0", "itemSize": "10x10"], itemCounts: [2])
        let layout = try #require(instance.layout as? CircleLayout)
        layout.host = instance.makeHost(itemCounts: [2], bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        try layout.prepareIfNeeded()
        #expect(
            layout.layoutAttributesForElements(in: layout.contentRect).map(\.frame) == [
                Rect(x: 145, y: 95, width: 10, height: 10), Rect(x: 45, y: 95, width: 10, height: 10),
            ])
        #expect(
            throws: LayoutRegistryError.invalidValue(
                layout: "circle", parameter: "itemSize", value: "-5x5", expected: "WxH, neither negative")
        ) {
            try catalog.makeLayout(named: "circle", parameters: ["itemSize": "-5x5"], itemCounts: [2])
        }
    }
}
