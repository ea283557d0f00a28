import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

@Suite("Compositional layout: estimated sizes")
struct SelfSizingTests {
    func list(estimate: Double = 44) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(estimate)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(estimate)), subitems: [item])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    @Test func preferredSizeReplacesTheEstimateAndMovesWhatFollows() throws {
        let layout = try prepared(list(), items: [100, 3])
        #expect(layout.cell(2) == Rect(x: 0, y: 88, width: 300, height: 44))
        #expect(layout.contentSize.height == 4400 + 132)
        let context = try layout.setPreferredSize(Size(width: 300, height: 80), forItemAt: ElementIndexPath(item: 2, section: 0))
        #expect(context.contentOffsetAdjustment == .zero, "the item is on screen: nothing above it moved")
        #expect(context.contentSizeAdjustment == Size(width: 0, height: 36))
        try layout.prepareIfNeeded()
        #expect(layout.preparePassCount == 2)
        #expect(layout.cell(2) == Rect(x: 0, y: 88, width: 300, height: 80))
        #expect(layout.cell(3) == Rect(x: 0, y: 168, width: 300, height: 44))
        #expect(layout.cell(0, 1) == Rect(x: 0, y: 4436, width: 300, height: 44))
        #expect(layout.contentSize.height == 4568)
        #expect(layout.preferredSize(forItemAt: ElementIndexPath(item: 2, section: 0)) == Size(width: 300, height: 80))
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 160, width: 300, height: 1))
        #expect(found.map(\.indexPath.item) == [2])
    }

    @Test func growthAboveTheViewportKeepsTheVisibleContentInPlace() throws {
        let layout = try prepared(list(), items: [100])
        layout.changeStaticHostBounds(to: Rect(x: 0, y: 1000, width: 300, height: 600))
        try layout.prepareIfNeeded()
        let visibleBefore = try #require(layout.cell(30)).minY - 1000
        let context = try layout.setPreferredSize(Size(width: 300, height: 100), forItemAt: ElementIndexPath(item: 5, section: 0))
        #expect(context.contentOffsetAdjustment == Point(x: 0, y: 56))
        try layout.prepareIfNeeded()
        let offset = 1000 + context.contentOffsetAdjustment.y
        #expect(try #require(layout.cell(30)).minY - offset == visibleBefore, "no visible jump")
        #expect(layout.cell(30) == Rect(x: 0, y: 1376, width: 300, height: 44))
    }

    @Test func groupsTakeTheTallestItem() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(50)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group)), items: [5])
        try layout.setPreferredSize(Size(width: 150, height: 80), forItemAt: ElementIndexPath(item: 0, section: 0))
        try layout.prepareIfNeeded()
        #expect(layout.cell(0) == Rect(x: 0, y: 0, width: 150, height: 80))
        #expect(layout.cell(1) == Rect(x: 150, y: 0, width: 150, height: 50))
        #expect(layout.cell(2) == Rect(x: 0, y: 80, width: 150, height: 50))
        try layout.setPreferredSize(Size(width: 150, height: 30), forItemAt: ElementIndexPath(item: 0, section: 0))
        #expect(layout.cell(2) == Rect(x: 0, y: 50, width: 150, height: 50), "shrinking back to the sibling's height")
    }

    @Test func theHostsSelfSizingHooks() throws {
        let layout = try prepared(list(), items: [10])
        let original = try #require(layout.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0)))
        var preferred = original
        preferred.size = Size(width: 300, height: 60)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: original, withOriginalAttributes: original))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(context.invalidatedItemIndexPaths == [ElementIndexPath(item: 1, section: 0)])
        layout.invalidateLayout(with: context)
        try layout.prepareIfNeeded()
        #expect(layout.cell(2) == Rect(x: 0, y: 104, width: 300, height: 44))

        let fixed = try prepared(threeAcrossGrid(), items: [3])
        let a = try #require(fixed.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0)))
        var b = a
        b.size = Size(width: 10, height: 10)
        #expect(
            !fixed.shouldInvalidateLayout(forPreferredLayoutAttributes: b, withOriginalAttributes: a), "absolute sizes do not self-size")
    }

    @Test func preferredSizesSurviveAFullPassAndResetWithTheCounts() throws {
        let layout = try prepared(list(), items: [10])
        try layout.setPreferredSize(Size(width: 300, height: 100), forItemAt: ElementIndexPath(item: 0, section: 0))
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(layout.cell(1) == Rect(x: 0, y: 100, width: 300, height: 44))
        let context = InvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        try layout.prepareIfNeeded()
        #expect(layout.cell(1) == Rect(x: 0, y: 100, width: 300, height: 44), "same count: the size holds")
        layout.host = StaticLayoutHost(itemCounts: [11], bounds: Rect(x: 0, y: 0, width: 300, height: 600))
        try layout.prepareIfNeeded()
        #expect(layout.cell(1) == Rect(x: 0, y: 44, width: 300, height: 44), "a new count drops the section's sizes")
        #expect(layout.preferredSize(forItemAt: ElementIndexPath(item: 0, section: 0)) == nil)
    }

    @Test func badPreferredSizes() throws {
        let layout = try prepared(list(), items: [10])
        #expect(throws: LayoutError.noSuchElement(.cell(ElementIndexPath(item: 10, section: 0)))) {
            try layout.setPreferredSize(Size(width: 1, height: 1), forItemAt: ElementIndexPath(item: 10, section: 0))
        }
        #expect(throws: LayoutError.self) {
            try layout.setPreferredSize(Size(width: -1, height: 1), forItemAt: ElementIndexPath(item: 0, section: 0))
        }
        #expect(layout.cell(1) == Rect(x: 0, y: 44, width: 300, height: 44))
    }
}
