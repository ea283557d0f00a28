import Geometry
import LayoutProtocol
import Testing

@testable import BuiltinLayouts

@Suite("FlowLayout: pinning, self-sizing, invalidation")
struct FlowBehaviourTests {
    /// Three sections of 27 items (3 lines of 100, 10 apart) under 50-point headers:
    /// sections at 0…370, 370…740, 740…1110.
    func pinned(footers: Bool = false) throws -> FlowLayout {
        try makeFlow(counts: [27, 27, 27], height: 300) {
            $0.headerReferenceSize = Size(width: 0, height: 50)
            $0.sectionHeadersPinToVisibleBounds = true
            if footers {
                $0.footerReferenceSize = Size(width: 0, height: 20)
                $0.sectionFootersPinToVisibleBounds = true
            }
        }
    }

    func scroll(_ layout: FlowLayout, toY y: Double, width: Double = 1000) throws {
        layout.changeStaticHostBounds(to: Rect(x: 0, y: y, width: width, height: 300))
        try layout.prepareIfNeeded()
    }

    @Test func pinnedHeadersAtSeveralOffsets() throws {
        let layout = try pinned()
        #expect(layout.header(0) == Rect(x: 0, y: 0, width: 1000, height: 50))
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: cellPath(0, 0))?.zIndex
                == FlowLayout.pinnedSupplementaryZIndex)
        let passes = (layout.fullLayoutPassCount, layout.relayoutPassCount)
        try scroll(layout, toY: 100)
        #expect(layout.header(0) == Rect(x: 0, y: 100, width: 1000, height: 50))
        #expect(layout.header(1) == Rect(x: 0, y: 370, width: 1000, height: 50), "never above its natural position")
        try scroll(layout, toY: 340)
        #expect(layout.header(0) == Rect(x: 0, y: 320, width: 1000, height: 50), "pushed off by the next section")
        #expect(layout.header(1) == Rect(x: 0, y: 370, width: 1000, height: 50))
        try scroll(layout, toY: 500)
        #expect(layout.header(1) == Rect(x: 0, y: 500, width: 1000, height: 50))
        let visible = layout.layoutAttributesForElements(in: Rect(x: 0, y: 500, width: 1000, height: 300))
        #expect(
            visible.filter { $0.category != .cell }.map(\.frame) == [
                Rect(x: 0, y: 500, width: 1000, height: 50), Rect(x: 0, y: 740, width: 1000, height: 50),
            ])
        #expect((layout.fullLayoutPassCount, layout.relayoutPassCount) == passes, "scrolling never re-lays out the lines")
        #expect(layout.preparePassCount == 4, "one pass per scroll, none of them a layout of the lines")
    }

    @Test func pinnedFootersStickToTheBottom() throws {
        let layout = try pinned(footers: true)
        // Section 0: header 0…50, lines 50…370, footer 370…390; bounds 0…300.
        #expect(layout.footer(0) == Rect(x: 0, y: 280, width: 1000, height: 20))
        try scroll(layout, toY: 200)
        #expect(layout.footer(0) == Rect(x: 0, y: 370, width: 1000, height: 20), "never below its natural position")
        #expect(layout.footer(1) == Rect(x: 0, y: 480, width: 1000, height: 20))
    }

    @Test func pinnedHeadersScrollingHorizontallyAndRightToLeft() throws {
        // One 100×100 item per column: a section is 50 + 3 · 100 + 2 · 10 = 370 wide.
        func make(_ direction: LayoutDirection, x: Double) throws -> FlowLayout {
            let layout = FlowLayout()
            layout.itemSize = Size(width: 100, height: 100)
            layout.scrollDirection = .horizontal
            layout.headerReferenceSize = Size(width: 50, height: 0)
            layout.sectionHeadersPinToVisibleBounds = true
            layout.host = StaticLayoutHost(
                itemCounts: [3, 3], bounds: Rect(x: x, y: 0, width: 300, height: 100), layoutDirection: direction)
            try layout.prepareIfNeeded()
            return layout
        }
        let ltr = try make(.leftToRight, x: 100)
        #expect(ltr.header(0) == Rect(x: 100, y: 0, width: 50, height: 100))
        #expect(ltr.header(1) == Rect(x: 370, y: 0, width: 50, height: 100))
        // Right to left: the content is 740 wide and a header sticks to the right edge.
        let rtl = try make(.rightToLeft, x: 340)
        #expect(rtl.contentSize == Size(width: 740, height: 100))
        #expect(rtl.header(0) == Rect(x: 590, y: 0, width: 50, height: 100))
        #expect(rtl.header(1) == Rect(x: 320, y: 0, width: 50, height: 100))
        let atEnd = try make(.rightToLeft, x: 440)
        #expect(atEnd.header(0) == Rect(x: 690, y: 0, width: 50, height: 100), "its natural place")
    }

    @Test func boundsChangeInvalidation() throws {
        let plain = try makeFlow(counts: [10])
        #expect(!plain.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 50, width: 1000, height: 800)), "a scroll changes nothing")
        #expect(
            !plain.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 1000, height: 400)), "nor a change along the scroll axis"
        )
        #expect(plain.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 500, height: 800)))
        let context = try #require(
            plain.invalidationContext(forBoundsChange: Rect(x: 0, y: 0, width: 500, height: 800)) as? FlowLayoutInvalidationContext)
        #expect(context.invalidateFlowLayoutAttributes)
        #expect(!context.invalidateFlowLayoutDelegateMetrics)

        let layout = try pinned()
        let scrollContext = try #require(
            layout.invalidationContext(forBoundsChange: Rect(x: 0, y: 400, width: 1000, height: 300)) as? FlowLayoutInvalidationContext)
        #expect(!scrollContext.invalidateFlowLayoutAttributes)
        #expect(scrollContext.invalidatedSupplementaryIndexPaths[ElementKind.sectionHeader] == [cellPath(0, 0), cellPath(0, 1)])
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 1, width: 1000, height: 300)))
    }

    @Test func aWidthChangeReusesCachedSizesWithoutAskingTheDelegate() throws {
        let d = FlowSizesDelegate([Array(repeating: Size(width: 100, height: 100), count: 20)])
        let layout = try makeFlow(counts: [20], delegate: d)
        let calls = d.sizeCalls
        layout.changeStaticHostBounds(to: Rect(x: 0, y: 0, width: 430, height: 800))
        try layout.prepareIfNeeded()
        #expect(d.sizeCalls == calls)
        #expect(layout.relayoutPassCount == 1)
        #expect(layout.fullLayoutPassCount == 1)
        #expect(layout.frame(5) == Rect(x: 110, y: 110, width: 100, height: 100))
        #expect(layout.contentSize == Size(width: 430, height: 540))
    }

    @Test func contextMergeOrsTheFlowFlags() {
        let a = FlowLayoutInvalidationContext()
        #expect(a.isEmpty)
        let b = FlowLayoutInvalidationContext()
        b.invalidateFlowLayoutDelegateMetrics = true
        let c = FlowLayoutInvalidationContext()
        c.invalidateFlowLayoutAttributes = true
        a.merge(b)
        a.merge(c)
        a.merge(InvalidationContext())
        #expect(a.invalidateFlowLayoutDelegateMetrics && a.invalidateFlowLayoutAttributes)
        #expect(!a.isEmpty)
    }

    @Test func oneItemSizeChangeReLaysOutOnlyWhatItMoves() throws {
        let sizes = (0..<40).map { Size(width: 100 + Double($0 % 3) * 50, height: 50 + Double($0 % 4) * 10) }
        let d = FlowSizesDelegate([sizes, sizes])
        let layout = try makeFlow(counts: [40, 40], delegate: d) { $0.headerReferenceSize = Size(width: 0, height: 25) }
        for (item, size) in [
            (0, Size(width: 400, height: 120)), (17, Size(width: 20, height: 10)), (39, Size(width: 900, height: 5)),
            (9, Size(width: 10, height: 50)),
        ] {
            d.sizes[0][item] = size
            let context = FlowLayoutInvalidationContext()
            context.invalidateItems(at: [cellPath(item, 0)])
            layout.invalidateLayout(with: context)
            try layout.prepareIfNeeded()
            let fresh = try makeFlow(counts: [40, 40], delegate: d) { $0.headerReferenceSize = Size(width: 0, height: 25) }
            #expect(layout.allElements() == fresh.allElements(), "after changing item \(item)")
            #expect(layout.contentSize == fresh.contentSize)
        }
        #expect(layout.fullLayoutPassCount == 1)
        #expect(layout.incrementalUpdateCount == 4)
    }

    @Test func selfSizingKeepsOnScreenItemsInPlace() throws {
        // Estimated 100×50: 9 per line, lines 60 apart. The viewport starts at line 5.
        let layout = try makeFlow(counts: [60], height: 300) { $0.estimatedItemSize = Size(width: 100, height: 50) }
        #expect(layout.frame(0) == Rect(x: 0, y: 0, width: 100, height: 50))
        layout.changeStaticHostBounds(to: Rect(x: 0, y: 300, width: 1000, height: 300))
        try layout.prepareIfNeeded()
        let onScreenBefore = try #require(layout.frame(45))
        #expect(onScreenBefore == Rect(x: 0, y: 300, width: 100, height: 50))

        let original = try #require(layout.layoutAttributesForItem(at: cellPath(0)))
        var preferred = original
        preferred.size = Size(width: 100, height: 80)
        preferred.frame.origin = original.frame.origin
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(context.contentOffsetAdjustment == Point(x: 0, y: 30))
        #expect(context.contentSizeAdjustment == Size(width: 0, height: 30))
        #expect(context.invalidatedItemIndexPaths == [cellPath(0)])
        layout.invalidateLayout(with: context)
        try layout.prepareIfNeeded()
        #expect(layout.frame(0) == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(layout.frame(1) == Rect(x: 112.5, y: 15, width: 100, height: 50))
        let onScreenAfter = try #require(layout.frame(45))
        let offsetAfter = 300 + context.contentOffsetAdjustment.y
        #expect(onScreenAfter.y - offsetAfter == onScreenBefore.y - 300, "the item stays where it was on screen")
        #expect(layout.preferredSize(forItemAt: cellPath(0)) == Size(width: 100, height: 80))

        // After the top of the viewport: no adjustment.
        let below = try layout.setPreferredSize(Size(width: 100, height: 90), forItemAt: cellPath(59))
        #expect(below.contentOffsetAdjustment == .zero)
        try layout.prepareIfNeeded()
        #expect(layout.frame(59)?.size == Size(width: 100, height: 90))
        // A full pass keeps the preferred sizes; a change of counts drops them.
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 12
        try layout.prepareIfNeeded()
        #expect(layout.frame(0)?.size == Size(width: 100, height: 80))
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(layout.frame(0)?.size == Size(width: 100, height: 50))
    }

    @Test func selfSizingInRightToLeftHorizontalScrolling() throws {
        // One 50-wide column per line, 60 apart: raw x = 60 i, content 1190 wide, mirrored.
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = Size(width: 50, height: 100)
        layout.host = StaticLayoutHost(itemCounts: [20], bounds: Rect(x: 340, y: 0, width: 300, height: 100), layoutDirection: .rightToLeft)
        try layout.prepareIfNeeded()
        #expect(layout.frame(10) == Rect(x: 540, y: 0, width: 50, height: 100))
        // Item 0 comes before the viewport in reading order (to its right): the content grows
        // at the right end, so nothing on screen moves and no adjustment is needed.
        let first = try layout.setPreferredSize(Size(width: 80, height: 100), forItemAt: cellPath(0))
        try layout.prepareIfNeeded()
        #expect(first.contentOffsetAdjustment == .zero)
        #expect(first.contentSizeAdjustment == Size(width: 30, height: 0))
        #expect(layout.frame(10) == Rect(x: 540, y: 0, width: 50, height: 100))
        #expect(layout.frame(0) == Rect(x: 1140, y: 0, width: 80, height: 100))
        // Item 19 comes after it (to its left): everything on screen moves right by 30.
        let last = try layout.setPreferredSize(Size(width: 80, height: 100), forItemAt: cellPath(19))
        try layout.prepareIfNeeded()
        #expect(last.contentOffsetAdjustment == Point(x: 30, y: 0))
        #expect(layout.frame(10) == Rect(x: 570, y: 0, width: 50, height: 100))
        #expect(layout.contentSize == Size(width: 1250, height: 100))
    }

    @Test func selfSizingRejectsBadPreferredSizes() throws {
        let layout = try makeFlow(counts: [5]) { $0.estimatedItemSize = Size(width: 100, height: 50) }
        let before = layout.allElements()
        #expect(throws: LayoutError.invalidGeometry("the preferred size of item 1 in section 0 -1x50 must be finite and not negative")) {
            try layout.setPreferredSize(Size(width: -1, height: 50), forItemAt: cellPath(1))
        }
        #expect(throws: LayoutError.noSuchElement(.cell(cellPath(9)))) {
            try layout.setPreferredSize(Size(width: 10, height: 50), forItemAt: cellPath(9))
        }
        #expect(layout.allElements() == before)
        #expect(layout.preferredSize(forItemAt: cellPath(1)) == nil)
        let original = try #require(layout.layoutAttributesForItem(at: cellPath(1)))
        var nan = original
        nan.frame.size = Size(width: .nan, height: 3)
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: nan, withOriginalAttributes: original))
        let off = try makeFlow(counts: [5])
        var bigger = original
        bigger.size = Size(width: 200, height: 200)
        #expect(!off.shouldInvalidateLayout(forPreferredLayoutAttributes: bigger, withOriginalAttributes: original), "self-sizing is off")
    }
}
