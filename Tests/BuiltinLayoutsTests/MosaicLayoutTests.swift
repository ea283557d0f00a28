import BuiltinLayouts
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

@Suite("MosaicLayout: the seed's frames, rect query, bounds rule and animations")
struct MosaicLayoutTests {
    func prepared(_ counts: [Int], width: Double, height: Double = 300) throws -> MosaicLayout {
        let layout = MosaicLayout()
        layout.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: width, height: height))
        try layout.prepareIfNeeded()
        return layout
    }

    func frames(_ layout: MosaicLayout, section: Int = 0, count: Int) -> [Rect?] {
        (0..<count).map { layout.frame(forItemAt: ElementIndexPath(item: $0, section: section)) }
    }

    @Test func sevenItemsAt375PointsFollowTheSeedsCycle() throws {
        let layout = try prepared([7], width: 375)
        #expect(
            frames(layout, count: 7) == [
                Rect(x: 0, y: 1, width: 375, height: 200),  // full width
                Rect(x: 0, y: 202, width: 188, height: 200),  // fifty-fifty: ceil(187.5) = 188
                Rect(x: 189, y: 202, width: 186, height: 200),
                Rect(x: 0, y: 403, width: 250, height: 200),  // two-thirds / one-third
                Rect(x: 251, y: 403, width: 124, height: 100),
                Rect(x: 251, y: 504, width: 124, height: 99),
                Rect(x: 0, y: 604, width: 375, height: 200),  // one left: full width
            ])
        #expect(layout.contentSize == Size(width: 375, height: 804))
    }

    @Test func tenItemsAt320PointsUseAllFourStyles() throws {
        let layout = try prepared([10], width: 320)
        #expect(
            frames(layout, count: 10) == [
                Rect(x: 0, y: 1, width: 320, height: 200),
                Rect(x: 0, y: 202, width: 160, height: 200),
                Rect(x: 161, y: 202, width: 159, height: 200),
                Rect(x: 0, y: 403, width: 214, height: 200),  // ceil(213.33…) = 214
                Rect(x: 215, y: 403, width: 105, height: 100),
                Rect(x: 215, y: 504, width: 105, height: 99),
                Rect(x: 0, y: 604, width: 107, height: 100),  // one-third / two-thirds: ceil(106.67) = 107
                Rect(x: 0, y: 705, width: 107, height: 99),
                Rect(x: 108, y: 604, width: 212, height: 200),
                Rect(x: 0, y: 805, width: 320, height: 200),
            ])
        #expect(layout.contentSize == Size(width: 320, height: 1005))
        #expect(layout.frame(forItemAt: ElementIndexPath(item: 10, section: 0)) == nil)
    }

    @Test func twoItemsAreTwoFullWidthBandsAndTheContentCoversTheBounds() throws {
        let layout = try prepared([2], width: 100, height: 300)
        #expect(frames(layout, count: 2) == [Rect(x: 0, y: 1, width: 100, height: 200), Rect(x: 0, y: 202, width: 100, height: 200)])
        #expect(layout.contentSize == Size(width: 100, height: 402))
        let empty = try prepared([0], width: 100, height: 300)
        #expect(
            empty.contentSize == Size(width: 100, height: 300), "an empty mosaic is as large as its bounds, as the seed's contentBounds")
        #expect(empty.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 300)).isEmpty)
    }

    @Test func aOnePointWideMosaicKeepsTheSeedsNegativeWidthRemainder() throws {
        let layout = try prepared([3], width: 1)
        // ceil(0.5) = 1 leaves nothing: the remainder starts at 2 and is -1 wide, as CGRect gives.
        #expect(
            frames(layout, count: 3) == [
                Rect(x: 0, y: 1, width: 1, height: 200), Rect(x: 0, y: 202, width: 1, height: 200),
                Rect(x: 2, y: 202, width: -1, height: 200),
            ])
        #expect(layout.contentSize == Size(width: 2, height: 402))
    }

    @Test func segmentStylesFollowTheSeedsRule() {
        #expect(MosaicSegmentStyle.fullWidth.next(remaining: 5) == .fiftyFifty)
        #expect(MosaicSegmentStyle.fiftyFifty.next(remaining: 5) == .twoThirdsOneThird)
        #expect(MosaicSegmentStyle.twoThirdsOneThird.next(remaining: 3) == .oneThirdTwoThirds)
        #expect(MosaicSegmentStyle.oneThirdTwoThirds.next(remaining: 4) == .fiftyFifty)
        #expect(MosaicSegmentStyle.twoThirdsOneThird.next(remaining: 2) == .fiftyFifty)
        #expect(MosaicSegmentStyle.fiftyFifty.next(remaining: 1) == .fullWidth)
        #expect(MosaicSegmentStyle.allCases.map(\.itemCount) == [1, 2, 3, 3])
    }

    @Test func everySectionStartsAFreshCycleBelowThePreviousOne() throws {
        let layout = try prepared([1, 2], width: 200)
        #expect(frames(layout, section: 0, count: 1) == [Rect(x: 0, y: 1, width: 200, height: 200)])
        #expect(
            frames(layout, section: 1, count: 2) == [
                Rect(x: 0, y: 202, width: 200, height: 200), Rect(x: 0, y: 403, width: 200, height: 200),
            ])
        #expect(layout.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 2)) == nil)
    }

    @Test func rectQueryReturnsExactlyTheIntersectingFrames() throws {
        let layout = try prepared([7], width: 375)
        func items(_ r: Rect) -> [Int] { layout.layoutAttributesForElements(in: r).map(\.indexPath.item) }
        #expect(items(Rect(x: 300, y: 450, width: 10, height: 10)) == [4])
        // The seed's walk would stop at item 4 (bottom 503) and miss the tall item 3.
        #expect(items(Rect(x: 0, y: 560, width: 10, height: 10)) == [3])
        #expect(items(Rect(x: 0, y: 603, width: 375, height: 1)) == [3, 5, 6], "touching edges count")
        #expect(items(Rect(x: 0, y: 0, width: 375, height: 0.5)) == [])
        #expect(items(Rect(x: 0, y: 0, width: 375, height: 1000)) == Array(0..<7))
        #expect(items(.null).isEmpty)
    }

    @Test func onlyAChangeOfSizeInvalidates() throws {
        let layout = try prepared([7], width: 375, height: 600)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 500, width: 375, height: 600)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 320, height: 600)))
        #expect(layout.changeStaticHostBounds(to: Rect(x: 0, y: 0, width: 320, height: 600)))
        try layout.prepareIfNeeded()
        #expect(layout.frame(forItemAt: ElementIndexPath(item: 1, section: 0)) == Rect(x: 0, y: 202, width: 160, height: 200))
    }

    @Test func badInputThrowsAndKeepsThePreviousFrames() throws {
        let layout = try prepared([3], width: 100)
        let before = layout.layoutAttributesForElements(in: .infinite)
        layout.host = StaticLayoutHost(itemCounts: [3, -2], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: LayoutError.negativeCount(section: 1, count: -2)) { try layout.prepareIfNeeded() }
        #expect(layout.layoutAttributesForElements(in: .infinite) == before)
        layout.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: .nan, height: 100))
        #expect(throws: LayoutError.invalidGeometry("bounds (0, 0, nan, 100) must be finite with a non-negative size")) {
            try layout.prepareIfNeeded()
        }
        layout.host = StaticLayoutHost(itemCounts: [Int.max, 1], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: LayoutError.self) { try layout.prepareIfNeeded() }
        #expect(layout.layoutAttributesForElements(in: .infinite) == before)
        #expect(layout.contentSize == Size(width: 100, height: 402))
    }

    @Test func onlyInsertedAndDeletedItemsAnimateFromAndToTheCentre() throws {
        let layout = try prepared([7], width: 375, height: 600)
        layout.host = StaticLayoutHost(itemCounts: [6], bounds: Rect(x: 0, y: 100, width: 375, height: 600))
        try layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: [
            UpdateItem(action: .delete, before: UpdateIndexPath(item: 6, section: 0), after: nil),
            UpdateItem(action: .delete, before: UpdateIndexPath(item: 5, section: 0), after: nil),
            UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(item: 5, section: 0)),
        ])
        let appearing = try #require(layout.initialLayoutAttributesForAppearingItem(at: ElementIndexPath(item: 5, section: 0)))
        // Of six items the last is the bottom-right third (124 × 99), centred in the bounds (0, 100, 375, 600).
        #expect(appearing.frame == Rect(x: 125.5, y: 350.5, width: 124, height: 99))
        #expect(appearing.alpha == 0)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: ElementIndexPath(item: 4, section: 0)) == nil)
        let disappearing = try #require(layout.finalLayoutAttributesForDisappearingItem(at: ElementIndexPath(item: 6, section: 0)))
        #expect(disappearing.frame == Rect(x: 0, y: 300, width: 375, height: 200), "item 6 was 375 × 200 before the update")
        #expect(disappearing.alpha == 0)
        let deleted5 = try #require(layout.finalLayoutAttributesForDisappearingItem(at: ElementIndexPath(item: 5, section: 0)))
        #expect(deleted5.frame.size == Size(width: 124, height: 99), "item 5's size before the update")
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: ElementIndexPath(item: 2, section: 0)) == nil)
        layout.finalizeCollectionViewUpdates()
        #expect(layout.initialLayoutAttributesForAppearingItem(at: ElementIndexPath(item: 5, section: 0)) == nil)
    }

    @Test func passesTheConformanceChecker() {
        let hosts = ConformanceChecker.randomHosts(count: 150, seed: 11)
        let report = ConformanceChecker(seed: 11, rectsPerConfiguration: 40).check(hosts: hosts) { MosaicLayout() }
        #expect(report.passed, "\(report)")
        #expect(report.configurationsChecked == 150)
        #expect(report.rectsChecked == 150 * 40)
    }
}
