import CVKitTestSupport
import CollectionView
import Geometry
import Gestures
import LayoutProtocol
import Testing

@Suite("Tap or scroll: delaysContentTouches, canCancelContentTouches and the scroll callbacks from touches")
struct ContentTouchTests {
    /// ``ScrollGestureTests/makeHost(items:)`` with the scroll callbacks logged.
    func makeHost(items: Int = 40) throws -> (CollectionViewHost, ManualFrameClock, GridDataSource, RecordingDelegate, ScrollGestureBinding)
    {
        let host = try ScrollGestureTests().makeHost(items: items)
        host.3.logsScrolling = true
        return host
    }

    @Test func theScrollPanIsTheViewsPanGestureRecognizer() throws {
        let (cv, _, ds, _, scroll) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        #expect(cv.panGestureRecognizer === scroll.pan)
        #expect(cv.delaysContentTouches && cv.canCancelContentTouches)
        #expect(CollectionViewHost.contentTouchDelay == 0.15)
        try cv.installPanGestureRecognizer(scroll.pan)
        #expect(cv.gestureRecognizers.count == 1, "installing it again does nothing")
        #expect(throws: GestureError.attachedToAnotherView(name: "scroll")) {
            try cv.installPanGestureRecognizer(PanGestureRecognizer(name: "other"))
        }
    }

    @Test func aQuickTapHighlightsAndSelectsOnTouchUpInUIKitsOrder() throws {
        let (cv, _, ds, delegate, scroll) = try makeHost()
        defer { withExtendedLifetime((ds, scroll)) {} }
        try cv.deliver(.began(id: 1, at: Point(x: 60, y: 10), time: 0))
        #expect(delegate.log.isEmpty && cv.isTracking, "the touch waits for the scroll")
        try cv.deliver(.ended(id: 1, at: Point(x: 60, y: 10), time: 0.1))
        #expect(
            delegate.log == [
                "shouldHighlight [0, 1]", "didHighlight [0, 1] highlighted=true",
                "shouldSelect [0, 1]", "didUnhighlight [0, 1]", "didSelect [0, 1]",
            ])
        #expect(cv.indexPathsForSelectedItems == [ip(1)] && !cv.isTracking)
    }

    @Test func aRestingTouchHighlightsWhenTheDelayIsOver() throws {
        let (cv, clock, ds, delegate, scroll) = try makeHost()
        defer { withExtendedLifetime((ds, scroll)) {} }
        try cv.deliver(.began(id: 1, at: Point(x: 60, y: 10), time: 0))
        clock.advance(by: 0.1)
        #expect(delegate.log.isEmpty)
        clock.advance(by: 0.1)
        #expect(delegate.log == ["shouldHighlight [0, 1]", "didHighlight [0, 1] highlighted=true"], "at the frame after 150 ms")
        try cv.deliver(.ended(id: 1, at: Point(x: 60, y: 10), time: 0.4))
        #expect(cv.indexPathsForSelectedItems == [ip(1)])
    }

    @Test func aScrollThatStartsOnACellBeforeTheDelayNeverHighlights() throws {
        let (cv, clock, ds, delegate, scroll) = try makeHost()
        defer { withExtendedLifetime((ds, scroll)) {} }
        try cv.deliver(.began(id: 1, at: Point(x: 110, y: 160), time: 0))
        try cv.deliver(.moved(id: 1, to: Point(x: 110, y: 140), time: 0.05))
        try cv.deliver(.moved(id: 1, to: Point(x: 110, y: 120), time: 0.1))
        clock.advance(by: 0.5)
        try cv.deliver(.ended(id: 1, at: Point(x: 110, y: 120), time: 0.6))
        #expect(
            delegate.log == [
                "willBeginDragging tracking=true", "didScroll (0, 20)", "didScroll (0, 40)",
                "willEndDragging v=(0, 0) target=(0, 40)", "didEndDragging decelerate=false",
            ], "drag, hold, lift: no fling, no highlight, no selection")
        #expect(cv.indexPathsForSelectedItems.isEmpty && !cv.isDragging && !cv.isDecelerating)
    }

    @Test func aScrollThatStartsAfterTheDelayUnhighlightsWithoutSelecting() throws {
        let (cv, clock, ds, delegate, scroll) = try makeHost()
        defer { withExtendedLifetime((ds, scroll)) {} }
        try cv.deliver(.began(id: 1, at: Point(x: 110, y: 160), time: 0))
        clock.advance(by: 0.2)
        try cv.deliver(.moved(id: 1, to: Point(x: 110, y: 130), time: 0.25))
        try cv.deliver(.moved(id: 1, to: Point(x: 110, y: 100), time: 0.3))
        try cv.deliver(.ended(id: 1, at: Point(x: 110, y: 100), time: 0.3))
        // The pan's action runs first (the drag begins and moves), then the pan cancels the
        // view's touch: the highlight goes without a selection.
        #expect(
            Array(delegate.log.prefix(6)) == [
                "shouldHighlight [0, 14]", "didHighlight [0, 14] highlighted=true",
                "willBeginDragging tracking=true", "didScroll (0, 30)", "didUnhighlight [0, 14]", "didScroll (0, 60)",
            ])
        let release = Array(delegate.log.dropFirst(6))
        #expect(release.count == 3 && release[0].hasPrefix("willEndDragging v=(0, 3"), "\(release)")
        #expect(release.suffix(2) == ["didEndDragging decelerate=true", "willBeginDecelerating"])
        clock.runUntilIdle()
        #expect(delegate.log.last == "didEndDecelerating \(cv.contentOffset)" && cv.contentOffset.y > 60)
        #expect(cv.indexPathsForSelectedItems.isEmpty)
    }

    @Test func aTouchDuringADecelerationStopsItAndSelectsNothing() throws {
        let (cv, clock, ds, delegate, scroll) = try makeHost()
        defer { withExtendedLifetime((ds, scroll)) {} }
        try cv.fling(velocity: Vector(dx: 0, dy: 1000))
        for _ in 0..<10 { clock.step() }
        let caught = cv.contentOffset
        delegate.log = []
        try cv.deliver(.began(id: 1, at: Point(x: 60, y: 10), time: clock.now))
        #expect(!cv.isDecelerating && cv.contentOffset == caught)
        clock.advance(by: 0.3)
        try cv.deliver(.ended(id: 1, at: Point(x: 60, y: 10), time: clock.now))
        clock.runUntilIdle()
        #expect(cv.contentOffset == caught && cv.indexPathsForSelectedItems.isEmpty)
        #expect(delegate.log.isEmpty, "no highlight, no selection, no scroll: \(delegate.log)")
        // The next tap, with the content at rest, selects.
        try cv.deliver(.began(id: 1, at: Point(x: 60, y: 10), time: clock.now + 1))
        try cv.deliver(.ended(id: 1, at: Point(x: 60, y: 10), time: clock.now + 1.1))
        #expect(cv.indexPathsForSelectedItems.count == 1)
    }

    @Test func withoutTheDelayTheTouchHighlightsAtOnce() throws {
        let (cv, _, ds, delegate, scroll) = try makeHost()
        defer { withExtendedLifetime((ds, scroll)) {} }
        cv.delaysContentTouches = false
        try cv.deliver(.began(id: 1, at: Point(x: 110, y: 160), time: 0))
        #expect(delegate.log == ["shouldHighlight [0, 14]", "didHighlight [0, 14] highlighted=true"])
        try cv.deliver(.moved(id: 1, to: Point(x: 110, y: 140), time: 0.05))
        #expect(
            delegate.log.prefix(5) == [
                "shouldHighlight [0, 14]", "didHighlight [0, 14] highlighted=true", "willBeginDragging tracking=true", "didScroll (0, 20)",
                "didUnhighlight [0, 14]",
            ])
        try cv.deliver(.ended(id: 1, at: Point(x: 110, y: 140), time: 0.3))
        #expect(cv.indexPathsForSelectedItems.isEmpty)
    }

    @Test func whenContentTouchesCannotBeCancelledATrackedItemKeepsTheTouch() throws {
        let (cv, clock, ds, delegate, scroll) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        cv.canCancelContentTouches = false
        try cv.deliver(.began(id: 1, at: Point(x: 110, y: 160), time: 0))
        clock.advance(by: 0.2)
        try cv.deliver(.moved(id: 1, to: Point(x: 110, y: 100), time: 0.25))
        #expect(cv.contentOffset == .zero && scroll.pan.state == .failed, "the content does not scroll")
        try cv.deliver(.moved(id: 1, to: Point(x: 110, y: 160), time: 0.3))
        try cv.deliver(.ended(id: 1, at: Point(x: 110, y: 160), time: 0.35))
        #expect(cv.indexPathsForSelectedItems == [ip(14)], "the item kept the touch: lifted on it, it selects")
        #expect(!delegate.log.contains { $0.hasPrefix("willBeginDragging") })
        // Before the delay the item has not got the touch: the scroll may take it.
        try cv.deliver(.began(id: 1, at: Point(x: 110, y: 160), time: 1))
        try cv.deliver(.moved(id: 1, to: Point(x: 110, y: 120), time: 1.05))
        #expect(cv.contentOffset == Point(x: 0, y: 40))
        try cv.deliver(.ended(id: 1, at: Point(x: 110, y: 120), time: 1.5))
    }

    @Test func canCancelContentTouchesOffStillScrollsFromEmptySpace() throws {
        let (cv, clock, ds, _, scroll) = try makeHost(items: 10)  // 3 rows: 150 tall, (125, 125) is empty
        defer { withExtendedLifetime((ds, scroll)) {} }
        cv.canCancelContentTouches = false
        cv.alwaysBounceVertical = true
        try cv.deliver(.began(id: 1, at: Point(x: 125, y: 125), time: 0))
        clock.advance(by: 0.2)
        try cv.deliver(.moved(id: 1, to: Point(x: 125, y: 75), time: 0.25))
        let banded = CollectionViewHost.rubberBandOffset(forOvershoot: 50, extent: 200)
        #expect(abs(cv.contentOffset.y - banded) < 1e-9, "the short content rubber-bands (alwaysBounceVertical)")
        try cv.deliver(.ended(id: 1, at: Point(x: 125, y: 75), time: 0.5))
        clock.runUntilIdle()
        #expect(cv.contentOffset == .zero)
    }
}
