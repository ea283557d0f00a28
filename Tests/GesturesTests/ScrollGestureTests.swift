import CVKitTestSupport
import CollectionView
import Geometry
import Gestures
import LayoutProtocol
import Testing

@Suite("The scroll pan: dragging the content and flinging it")
struct ScrollGestureTests {
    /// 200 × 200, `items` cells of 50 × 50 in 4 columns (40 make 10 rows: 500 points
    /// tall, offsets 0…300), the scroll pan installed.
    func makeHost(items: Int = 40) throws -> (CollectionViewHost, ManualFrameClock, GridDataSource, RecordingDelegate, ScrollGestureBinding)
    {
        let clock = ManualFrameClock()
        let layout = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: layout, clock: clock)
        let ds = GridDataSource([items])
        let delegate = RecordingDelegate()
        cv.dataSource = ds
        cv.delegate = delegate
        try cv.layoutIfNeeded()
        return (cv, clock, ds, delegate, try ScrollGestureBinding(collectionView: cv))
    }

    @Test func theContentFollowsTheFingerThenDecelerates() throws {
        let (cv, clock, ds, delegate, scroll) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.deliver(.began(id: 1, at: Point(x: 110, y: 160), time: 0))
        #expect(cv.indexPathsForHighlightedItems.isEmpty, "content (110, 160) is item 14, but the view waits 150 ms for the scroll")
        try cv.deliver(.moved(id: 1, to: Point(x: 110, y: 140), time: 0.1))
        #expect(scroll.pan.state == .began)
        #expect(cv.contentOffset == Point(x: 0, y: 20))
        #expect(cv.indexPathsForHighlightedItems.isEmpty, "the scroll took the item's touch before it highlighted")
        try cv.deliver(.moved(id: 1, to: Point(x: 110, y: 120), time: 0.2))
        #expect(cv.contentOffset == Point(x: 0, y: 40))
        try cv.deliver(.ended(id: 1, at: Point(x: 110, y: 120), time: 0.2))
        #expect(scroll.lastFlingVelocity == Vector(dx: 0, dy: 200))
        #expect(cv.isDecelerating)
        let target = try #require(cv.scrollTargetContentOffset)
        // Projected travel at the normal rate: 200 / 1000 × 0.998 / 0.002 ≈ 99.8 points.
        #expect(abs(target.y - 139.8) < 1e-9)
        clock.runUntilIdle()
        #expect(!cv.isDecelerating)
        #expect(cv.contentOffset == target)
        #expect(cv.indexPathsForSelectedItems.isEmpty)
        #expect(delegate.log.isEmpty, "a scroll within the content-touch delay never highlights")
    }

    @Test func pagingSnapsBackFromASlowDragAndGoesOnePageOnFromAFlick() throws {
        let (cv, clock, ds, _, scroll) = try makeHost()
        defer { withExtendedLifetime((ds, scroll)) {} }
        cv.isPagingEnabled = true
        // Drag 80 points up at 800 pt/s, rest 200 ms, lift: the velocity has decayed to 0,
        // so the content settles back on page 0.
        try cv.deliver(.began(id: 1, at: Point(x: 100, y: 180), time: 0))
        for step in 1...8 { try cv.deliver(.moved(id: 1, to: Point(x: 100, y: 180 - Double(step) * 10), time: Double(step) / 80)) }
        #expect(cv.contentOffset == Point(x: 0, y: 80))
        try cv.deliver(.ended(id: 1, at: Point(x: 100, y: 100), time: 0.3))
        #expect(scroll.lastFlingVelocity == .zero)
        clock.runUntilIdle()
        #expect(cv.contentOffset == .zero, "a slow release settles on the nearest page")
        // The same drag lifted while moving: 800 pt/s is a flick, one page on from page 0.
        try cv.deliver(.began(id: 1, at: Point(x: 100, y: 180), time: 1))
        for step in 1...8 { try cv.deliver(.moved(id: 1, to: Point(x: 100, y: 180 - Double(step) * 10), time: 1 + Double(step) / 80)) }
        try cv.deliver(.ended(id: 1, at: Point(x: 100, y: 100), time: 1.1))
        #expect(abs((scroll.lastFlingVelocity?.dy ?? 0) - 800) < 1e-6, "\(String(describing: scroll.lastFlingVelocity))")
        #expect(cv.scrollTargetContentOffset == Point(x: 0, y: 200))
        clock.runUntilIdle()
        #expect(cv.contentOffset == Point(x: 0, y: 200))
    }

    @Test func draggingIsClampedToTheContentWithoutBounces() throws {
        let (cv, _, ds, _, scroll) = try makeHost()
        defer { withExtendedLifetime((ds, scroll)) {} }
        cv.bounces = false
        try cv.deliver(.began(id: 1, at: Point(x: 100, y: 100), time: 0))
        try cv.deliver(.moved(id: 1, to: Point(x: 100, y: 150), time: 0.1))
        #expect(cv.contentOffset == .zero, "cannot drag above the top")
        try cv.deliver(.moved(id: 1, to: Point(x: 100, y: -400), time: 0.2))
        #expect(cv.contentOffset == Point(x: 0, y: 300), "nor below the end")
        try cv.deliver(.cancelled(id: 1, at: Point(x: 100, y: -400), time: 0.3))
        #expect(!cv.isDecelerating, "a cancelled drag does not fling")
    }

    @Test func aTapStillSelectsWithTheScrollPanInstalled() throws {
        let (cv, _, ds, _, scroll) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.deliver(.began(id: 1, at: Point(x: 60, y: 10), time: 0))
        try cv.deliver(.ended(id: 1, at: Point(x: 62, y: 12), time: 0.1))
        #expect(cv.indexPathsForSelectedItems == [ip(1)])
        #expect(scroll.pan.stateHistory == [.failed])
    }
}
