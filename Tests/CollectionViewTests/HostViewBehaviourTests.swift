import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

@Suite("Host behaviour the reuse and scrolling code relies on")
struct HostBehaviourTests {
    @Test func everyBoundsChangeAsksTheLayoutAndMovesThePreparedRect() throws {
        let layout = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 100), layout: layout)
        let ds = ReusingDataSource([40])
        cv.dataSource = ds
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        try cv.layoutIfNeeded()
        cv.prefetchMargin = 25
        #expect(cv.preparedRect == Rect(x: -25, y: -25, width: 250, height: 150))
        for y in stride(from: 10.0, through: 100, by: 10) { try cv.setContentOffset(Point(x: 0, y: y)) }
        #expect(layout.boundsChangeQueries == 10)
        try cv.setContentOffset(Point(x: 0, y: 100))
        #expect(layout.boundsChangeQueries == 10, "an unchanged bounds asks nothing")
        #expect(cv.contentOffset == Point(x: 0, y: 100))
        // Unclamped: an offset past the end is allowed (as UIKit's contentOffset setter).
        try cv.setContentOffset(Point(x: 0, y: 5000))
        #expect(cv.contentOffset == Point(x: 0, y: 5000) && cv.visibleCells.isEmpty)
        #expect(
            cv.reusePool.statistics(for: .cell(identifier: "Item")).queued
                == cv.reusePool.statistics(for: .cell(identifier: "Item")).created)
    }

    @Test func viewsMadeWithoutDequeuingAreDroppedNotQueued() throws {
        let layout = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 100), layout: layout)
        let ds = ReusingDataSource([40])
        cv.dataSource = ds
        ds.fixedCell = nil
        final class PlainSource: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { 40 }
            func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws
                -> CollectionViewCell
            { CollectionViewCell() }
        }
        let plain = PlainSource()
        cv.dataSource = plain
        try cv.layoutIfNeeded()
        try cv.setContentOffset(Point(x: 0, y: 200))
        // Bounds 200…300: rows 3 and 6 touch, rows 4 and 5 are inside.
        #expect(cv.visibleCells.count == 16)
        #expect(cv.reusePool.totalStatistics == .zero)
        #expect(cv.visibleCells.allSatisfy { $0.reuseIdentifier == nil && $0.displayedElement != nil })
    }
}

/// A cell that asks to be 80 points tall.
final class TallCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        var a = layoutAttributes
        a.frame.size.height = 80
        return a
    }
}

/// A grid that accepts self-sizing changes and records them.
final class SelfSizingGridLayout: CollectionViewLayout {
    private(set) var preferred: [LayoutAttributes] = []
    private(set) var sizedContexts: [InvalidationContext] = []
    override var contentSize: Size { Size(width: 100, height: 1000) }
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<(host?.numberOfItems(inSection: 0) ?? 0)).compactMap { i in
            let f = Rect(x: 0, y: Double(i) * 50, width: 100, height: 50)
            return f.intersects(rect) ? LayoutAttributes(forCellAt: path(i), frame: f) : nil
        }
    }
    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        preferred.append(preferredAttributes)
        return true
    }
    override func invalidateLayout(with context: InvalidationContext) {
        if !context.invalidatedItemIndexPaths.isEmpty { sizedContexts.append(context) }
        super.invalidateLayout(with: context)
    }
}

@Suite("Attributes applied to shown views")
struct AppliedAttributesTests {
    @Test func swappingTheLayoutReappliesAttributesToViewsThatStay() throws {
        let cv = CollectionViewHost(
            frame: Rect(x: 0, y: 0, width: 200, height: 100), layout: FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4))
        let ds = ReusingDataSource([8])
        cv.dataSource = ds
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        try cv.layoutIfNeeded()
        let cell = try #require(cv.cellForItem(at: path(1)))
        try cv.setCollectionViewLayout(FixedGridLayout(cellSize: Size(width: 25, height: 25), columns: 8))
        #expect(cv.cellForItem(at: path(1)) === cell, "the view stays")
        #expect(cell.appliedAttributes?.frame == Rect(x: 25, y: 0, width: 25, height: 25))
        expectConsistentViews(cv)
    }

    @Test func theSelfSizingHookInvalidatesTheLayoutForEachNewCell() throws {
        let layout = SelfSizingGridLayout()
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: layout)
        let ds = ReusingDataSource([20])
        cv.dataSource = ds
        try cv.register(TallCell.self, forCellWithReuseIdentifier: "Item")
        try cv.layoutIfNeeded()
        // Items 0, 1 and 2 (touching at 100) came in; each asked for 80 points.
        #expect(layout.preferred.map(\.indexPath) == [path(0), path(1), path(2)])
        #expect(layout.preferred.allSatisfy { $0.frame.height == 80 })
        #expect(layout.sizedContexts.map(\.invalidatedItemIndexPaths) == [[path(0)], [path(1)], [path(2)]])
        #expect(layout.needsPrepare, "the layout is dirty until the next pass")
        try cv.layoutIfNeeded()
        #expect(layout.preferred.count == 3, "views that stay are not asked again")
    }
}

/// A layout whose cell frames follow the bounds without asking to be invalidated.
final class DriftingLayout: CollectionViewLayout {
    var drift = 0.0
    override var contentSize: Size { Size(width: 100, height: 1000) }
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<20).compactMap { i in
            let f = Rect(x: drift, y: Double(i) * 50, width: 100, height: 50)
            return f.intersects(rect) ? LayoutAttributes(forCellAt: path(i), frame: f) : nil
        }
    }
}

@Suite("Attributes are re-applied only after an invalidation")
struct ReapplyPolicyTests {
    @Test func viewsThatStayKeepTheirAttributesUntilTheLayoutIsInvalidated() throws {
        let layout = DriftingLayout()
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: layout)
        let ds = ReusingDataSource([20])
        cv.dataSource = ds
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        try cv.layoutIfNeeded()
        let cell = try #require(cv.cellForItem(at: path(1)))
        layout.drift = 7
        try cv.setContentOffset(Point(x: 0, y: 60))  // items 1…3: item 3 is new
        // As in UIKit: without an invalidation the layout's answers are taken to be
        // unchanged for views already shown; a newly shown view gets the new answer.
        #expect(cell.appliedAttributes?.frame.minX == 0)
        #expect(cv.cellForItem(at: path(3))?.appliedAttributes?.frame.minX == 7)
        cv.invalidateLayout()
        try cv.layoutIfNeeded()
        #expect(cell.appliedAttributes?.frame.minX == 7)
        expectConsistentViews(cv)
    }

    @Test func baseClassDecorationRegistrationsAreReusedToo() throws {
        let layout = SectionedGridLayout()
        layout.decorationKind = "shelf"
        let registration = ViewRegistration { ShelfView() }
        layout.registerDecorationView(registration, forKind: "shelf")
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: layout)
        let ds = ReusingDataSource([8, 8, 8, 8, 8, 8])
        cv.dataSource = ds
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        try cv.layoutIfNeeded()
        try cv.setContentOffset(Point(x: 0, y: 350))
        #expect(cv.reusePool.statistics(for: .decoration(kind: "shelf")) == ReuseStatistics(created: 3, reused: 3, inUse: 3, queued: 0))
        #expect(layout.decorationViewRegistrations["shelf"] == registration)
    }
}

@Suite("Recovery after a failed pass")
struct FailedPassRecoveryTests {
    @Test func aPassAfterAFailureAppliesTheLayoutsCurrentAttributes() throws {
        let layout = DriftingLayout()
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: layout)
        let ds = ReusingDataSource([20])
        cv.dataSource = ds
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        try cv.layoutIfNeeded()
        let cell = try #require(cv.cellForItem(at: path(1)))
        // The layout moves its items and is invalidated, but the pass fails on item 3.
        layout.drift = 5
        cv.invalidateLayout()
        ds.failingItems = [path(3)]
        #expect(throws: CollectionViewError.noSuchItem(path(3))) { try cv.setContentOffset(Point(x: 0, y: 60)) }
        #expect(cell.appliedAttributes?.frame.minX == 0, "rolled back")
        ds.failingItems = []
        try cv.setContentOffset(Point(x: 0, y: 60))
        #expect(cell.appliedAttributes?.frame.minX == 5)
        expectConsistentViews(cv)
    }
}
