import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

/// A data source with fixed counts that makes plain cells.
final class CountsDataSource: CollectionViewDataSource {
    var counts: [Int]
    var sectionsOverride: Int?
    private(set) var cellRequests: [ElementIndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionViewHost) -> Int { sectionsOverride ?? counts.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        section < counts.count ? counts[section] : 0
    }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        cellRequests.append(indexPath)
        return CollectionViewCell()
    }
}

@Suite("The core layout process through the host")
struct LayoutProcessTests {
    func makeHost(counts: [Int] = [10, 3]) -> (CollectionViewHost, FixedGridLayout, CountsDataSource) {
        let layout = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 100), layout: layout)
        let ds = CountsDataSource(counts)
        cv.dataSource = ds
        return (cv, layout, ds)
    }

    @Test func prepareRunsOncePerPassAndContentSizeIsKnown() throws {
        let (cv, layout, ds) = makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.layoutIfNeeded()
        #expect(layout.prepareCalls == 1)
        // 10 items → 3 rows, 3 items → 1 row: 4 rows of 50.
        #expect(cv.contentSize == Size(width: 200, height: 200))
        try cv.layoutIfNeeded()
        #expect(layout.prepareCalls == 1, "a pass without invalidation does not prepare again")
    }

    @Test func rectQueryGivesTheVisibleItems() throws {
        let (cv, _, ds) = makeHost()
        try cv.layoutIfNeeded()
        // Bounds 200×100 at the origin: rows 0 and 1 (items 0…7), and row 2 touches at y = 100.
        #expect(cv.indexPathsForVisibleItems == (0..<10).map { ElementIndexPath(item: $0, section: 0) })
        #expect(cv.visibleCells.count == 10)
        #expect(Set(ds.cellRequests) == Set((0..<10).map { ElementIndexPath(item: $0, section: 0) }))
        #expect(cv.layoutAttributesForItem(at: ElementIndexPath(item: 5, section: 0))?.frame == Rect(x: 50, y: 50, width: 50, height: 50))
        #expect(cv.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 1))?.frame == Rect(x: 0, y: 150, width: 50, height: 50))
        #expect(
            cv.cellForItem(at: ElementIndexPath(item: 5, section: 0))?.appliedAttributes?.frame == Rect(x: 50, y: 50, width: 50, height: 50)
        )
    }

    @Test func invalidationIsCoalesced() throws {
        let (cv, layout, ds) = makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.layoutIfNeeded()
        let c1 = layout.makeInvalidationContext()
        c1.invalidateItems(at: [ElementIndexPath(item: 1, section: 0)])
        let c2 = layout.makeInvalidationContext()
        c2.invalidateItems(at: [ElementIndexPath(item: 2, section: 0)])
        layout.invalidateLayout(with: c1)
        layout.invalidateLayout(with: c2)
        cv.invalidateLayout()
        #expect(layout.prepareCalls == 1, "invalidation only marks the layout dirty")
        try cv.layoutIfNeeded()
        #expect(layout.prepareCalls == 2, "three invalidations cost one pass")
        let merged = try #require(layout.lastPrepareContext)
        #expect(merged.invalidateEverything)
        #expect(merged.invalidatedItemIndexPaths == [ElementIndexPath(item: 1, section: 0), ElementIndexPath(item: 2, section: 0)])
    }

    @Test func boundsChangeConsultsTheLayoutAndAppliesItsContext() throws {
        let (cv, layout, ds) = makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.layoutIfNeeded()
        try cv.setContentOffset(Point(x: 0, y: 55))
        #expect(layout.boundsChangeQueries == 1)
        #expect(layout.prepareCalls == 1, "the layout said no: no new prepare")
        #expect(cv.indexPathsForVisibleItems.first == ElementIndexPath(item: 4, section: 0))

        layout.invalidatesOnBoundsChange = true
        layout.boundsChangeOffsetAdjustment = Point(x: 0, y: 10)
        try cv.setContentOffset(Point(x: 0, y: 60))
        #expect(layout.boundsChangeQueries == 2)
        #expect(layout.prepareCalls == 2)
        #expect(cv.contentOffset == Point(x: 0, y: 70), "the context's offset adjustment is applied")
    }

    @Test func badInputIsATypedErrorAndChangesNothing() throws {
        let (cv, layout, ds) = makeHost()
        try cv.layoutIfNeeded()
        let before = cv.visibleElements
        ds.counts = [10, -1]
        #expect(throws: CollectionViewError.negativeItemCount(section: 1, count: -1)) { try cv.reloadData() }
        #expect(cv.numberOfItems(inSection: 1) == 3)
        #expect(cv.visibleElements == before)
        ds.counts = [10, 3]
        ds.sectionsOverride = -2
        #expect(throws: CollectionViewError.negativeSectionCount(-2)) { try cv.reloadData() }
        #expect(throws: CollectionViewError.self) { try cv.setContentOffset(Point(x: .nan, y: 0)) }
        #expect(throws: CollectionViewError.self) { try cv.setBounds(Rect(x: 0, y: 0, width: .infinity, height: 10)) }
        #expect(cv.contentOffset == .zero)
        #expect(layout.prepareCalls == 1)
        #expect(cv.visibleElements == before)
    }

    @Test func layoutReportingAMissingItemIsCaught() throws {
        let (cv, layout, ds) = makeHost()
        try cv.layoutIfNeeded()
        // The data source changes behind the host's back and the layout is asked again
        // with stale counts from a static host: simulate by a layout that over-reports.
        final class OverReporting: CollectionViewLayout {
            override var contentSize: Size { Size(width: 100, height: 100) }
            override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
                [LayoutAttributes(forCellAt: ElementIndexPath(item: 99, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))]
            }
        }
        _ = ds
        #expect(throws: CollectionViewError.itemOutOfRange(item: 99, section: 0, numberOfItems: 10)) {
            try cv.setCollectionViewLayout(OverReporting())
        }
        #expect(
            CollectionViewError.itemOutOfRange(item: 99, section: 0, numberOfItems: 10).description
                == "the layout returned attributes for item 99 in section 0, but section 0 contains only 10 items")
        #expect(cv.collectionViewLayout === layout)
    }
}
