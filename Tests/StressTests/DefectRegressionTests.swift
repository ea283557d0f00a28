import BuiltinCatalog
import BuiltinLayouts
import CollectionView
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutRegistry
import Testing

/// A layout that rejects a content inset above 100 points, to test the host's rollback.
final class InsetCheckingLayout: CollectionViewLayout {
    override func prepare() throws(LayoutError) {
        try super.prepare()
        if let inset = host?.contentInset, inset.top > 100 {
            throw .invalidGeometry("content inset top \(formatScalar(inset.top)) is above 100")
        }
    }
}

/// One test per defect the stress suite found, with exact values, so each fix stays fixed
/// whatever seed the suite runs with.
@Suite("Stress: regressions for the defects the suite found")
struct DefectRegressionTests {
    @Test func listWithIntMaxRowsAnswersQueriesFarDownWithoutTrapping() throws {
        let list = RowList()
        list.host = StaticLayoutHost(itemCounts: [Int.max], bounds: Rect(x: 0, y: 1e300, width: 390, height: 844))
        try list.prepareIfNeeded()
        #expect(list.contentSize == Size(width: 390, height: Double(Int.max) * 44))
        #expect(list.layoutAttributesForElements(in: Rect(x: 0, y: 1e300, width: 390, height: 844)).isEmpty)
        // The last rows: Double cannot tell rows near 2⁶³ apart, but queries stay small and finite.
        let end = list.contentSize.height
        let last = list.layoutAttributesForElements(in: Rect(x: 0, y: end - 10, width: 390, height: 10))
        #expect(last.count <= 3 && last.allSatisfy(\.isFinite))
        #expect(list.layoutAttributesForItem(at: ElementIndexPath(item: Int.max - 1, section: 0))?.frame.isFinite == true)
    }

    @Test func listRejectsAMillionAndOneRowsAtOnePlace() throws {
        let list = RowList(rowHeight: 0, spacing: 0)
        list.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        try list.prepareIfNeeded()
        #expect(list.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 100)).count == 3)
        list.host = StaticLayoutHost(itemCounts: [3, 1_000_001], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        list.invalidateLayout()
        #expect(
            throws: LayoutError.invalidGeometry(
                "sections[1].group: 1000001 groups advance by 0 points each and would all lie in one place; "
                    + "give the group a length or interGroupSpacing")
        ) { try list.prepareIfNeeded() }
        // The previous layout answers as before.
        #expect(list.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 100)).count == 3)
    }

    @Test func listRejectsAContentHeightThatOverflows() throws {
        let list = RowList(rowHeight: 1e300)
        list.host = StaticLayoutHost(itemCounts: [1, Int.max], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: LayoutError.invalidGeometry("sections[1]: the section's length is not finite; use fewer items or smaller sizes")) {
            try list.prepareIfNeeded()
        }
        #expect(list.contentSize == .zero)
    }

    @Test func listRowWithAnOverflowingPitchIsATypedError() throws {
        // One row of 1e308 and a spacing of 1e308: the section's length overflows while it
        // is summed (the retired ListLayout kept the row); a typed error, nothing laid out.
        let list = RowList(rowHeight: 1e308, spacing: 1e308)
        list.host = StaticLayoutHost(itemCounts: [1], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: LayoutError.invalidGeometry("sections[0]: the section's length is not finite; use fewer items or smaller sizes")) {
            try list.prepareIfNeeded()
        }
        let fine = RowList(rowHeight: 1e307, spacing: 1e307)
        fine.host = StaticLayoutHost(itemCounts: [2], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        try fine.prepareIfNeeded()
        #expect(
            fine.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0))?.frame
                == Rect(x: 0, y: 2e307, width: 100, height: 1e307))
    }

    @Test func gridRejectsAMillionAndOneLinesAtOnePlaceAndNegativeBounds() throws {
        let grid = GridLayout(columnWidth: 0, rowHeight: 10)
        grid.headerColumnWidth = 0
        grid.host = StaticLayoutHost(itemCounts: [1_000_002], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            throws: LayoutError.invalidParameter(
                name: "columnWidth",
                message: "1000002 columns of length 0 with spacing 0 all sit at one place (at most 1000000); use a length above 0")
        ) {
            try grid.prepareIfNeeded()
        }
        grid.columnSpacing = 1
        try grid.prepareIfNeeded()
        #expect(grid.contentSize.width == 1_000_001)
        grid.host = StaticLayoutHost(itemCounts: [2], bounds: Rect(x: 0, y: 0, width: -10, height: 100))
        grid.invalidateLayout()
        #expect(
            throws: LayoutError.invalidGeometry(
                "bounds (0, 0, -10, 100) must be finite with a non-negative size and content inset 0,0,0,0 finite")
        ) {
            try grid.prepareIfNeeded()
        }
    }

    @Test func treeRejectsAnOverflowingSlot() throws {
        let tree = TreeLayout(
            itemSize: Size(width: .greatestFiniteMagnitude, height: 40), insets: EdgeInsets(all: .greatestFiniteMagnitude))
        tree.host = StaticLayoutHost(itemCounts: [1], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: LayoutError.self) { try tree.prepareIfNeeded() }
        #expect(tree.contentSize == .zero)
    }

    @Test func mosaicItemQueryWithSectionIntMaxIsNil() throws {
        let mosaic = MosaicLayout()
        mosaic.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 375, height: 667))
        try mosaic.prepareIfNeeded()
        #expect(mosaic.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: Int.max)) == nil)
        #expect(mosaic.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0)) != nil)
    }

    @Test func manualClockJumpsOverHugeDurationsAndCapsFrames() {
        let clock = ManualFrameClock()
        clock.advance(by: 1e300)
        #expect(abs(clock.now - 1e300) <= 1e285 && clock.frameCount == Int.max)
        clock.step()
        #expect(clock.frameCount == Int.max)

        let observed = ManualFrameClock()
        var frames = 0
        _ = observed.addFrameObserver { _ in frames += 1 }
        #expect(observed.runUntilIdle(limit: .infinity) == ManualFrameClock.maximumFramesPerAdvance)
        #expect(observed.runUntilIdle(limit: .nan) == 0)
        #expect(frames == ManualFrameClock.maximumFramesPerAdvance)
        // A short advance still delivers every frame.
        observed.advance(by: 0.5)
        #expect(frames == ManualFrameClock.maximumFramesPerAdvance + 30)
    }

    @Test func textRendererWithAnInfiniteScaleDoesNotTrap() {
        let cell = LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let scene = PreviewScene(
            layoutName: "tiny", bounds: Rect(x: 0, y: 0, width: .leastNonzeroMagnitude, height: 1),
            contentSize: Size(width: 10, height: 10),
            elements: [cell])
        let text = scene.renderText(columns: 12)
        #expect(text.split(separator: "\n").dropFirst().first == "┌──────────┐")
    }

    @Test func collectionViewKeepsItsContentInsetWhenTheLayoutRejectsIt() throws {
        let ds = FixedCountsDataSource([3])
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: InsetCheckingLayout())
        cv.dataSource = ds
        try cv.layoutIfNeeded()
        try cv.setContentInset(EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        #expect(throws: CollectionViewError.layout(.invalidGeometry("content inset top 101 is above 100"))) {
            try cv.setContentInset(EdgeInsets(top: 101, left: 0, bottom: 0, right: 0))
        }
        #expect(cv.contentInset == EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
    }

    @Test func listRowsPastANarrowWidthAreFoundByRectQueries() throws {
        let list = RowList(rowHeight: 44, sectionInset: EdgeInsets(top: 0, left: 40, bottom: 0, right: 12))
        list.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 2, height: 100))
        try list.prepareIfNeeded()
        // Width 2 minus 52 points of insets: zero-width rows at x = 40.
        #expect(list.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0))?.frame == Rect(x: 40, y: 44, width: 0, height: 44))
        #expect(
            list.layoutAttributesForElements(in: Rect(x: 40, y: 44, width: 0, height: 44)).map(\.indexPath)
                == [ElementIndexPath(item: 0, section: 0), ElementIndexPath(item: 1, section: 0), ElementIndexPath(item: 2, section: 0)])
    }

    @Test func flowRejectsMetricsThatAddUpToInfinityAndKeepsItsLayout() throws {
        let flow = FlowLayout()
        flow.host = StaticLayoutHost(itemCounts: [30], bounds: Rect(x: 0, y: 0, width: 320, height: 480))
        try flow.prepareIfNeeded()
        let size = flow.contentSize
        flow.minimumLineSpacing = .greatestFiniteMagnitude
        #expect(throws: LayoutError.self) { try flow.prepareIfNeeded() }
        #expect(flow.contentSize == size)
    }

    @Test func treeRejectsAnAbsurdItemCount() throws {
        let tree = TreeLayout()
        tree.host = StaticLayoutHost(itemCounts: [1, Int.max], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            throws: LayoutError.invalidParameter(
                name: "numberOfItems",
                message: "the tree layout stores every node and takes at most 10000000 items; section 1 brings the total above that")
        ) {
            try tree.prepareIfNeeded()
        }
    }

    @Test func coverFlowWithIntMaxItemsAnswersNaNAndFarRectsWithoutTrapping() throws {
        let catalog = try LayoutCatalog.standard()
        let instance = try catalog.makeLayout(named: "coverflow", itemCounts: [Int.max])
        instance.layout.host = instance.makeHost(itemCounts: [Int.max], bounds: Rect(x: 0, y: 0, width: 320, height: 200))
        try instance.layout.prepareIfNeeded()
        #expect(instance.layout.layoutAttributesForElements(in: Rect(x: .nan, y: 0, width: 10, height: 10)).isEmpty)
        let end = instance.layout.contentSize.width
        let last = instance.layout.layoutAttributesForElements(in: Rect(x: end - 1, y: 0, width: 1, height: 200))
        #expect(!last.isEmpty && last.count <= 2 && last.allSatisfy(\.isFinite))
        #expect(instance.layout.layoutAttributesForItem(at: ElementIndexPath(item: Int.max, section: 0)) == nil)
    }
}
