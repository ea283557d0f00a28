import CVKitTestSupport
import CollectionView
import Geometry
import Gestures
import LayoutProtocol
import Testing
import Transitions

@Suite("Pinch to drive an interactive transition")
struct PinchTransitionTests {
    func makeHost() throws -> (
        CollectionViewHost, ManualFrameClock, GridDataSource, FixedGridLayout, FixedGridLayout, PinchGestureRecognizer,
        PinchTransitionBinding
    ) {
        let clock = ManualFrameClock()
        let small = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let big = FixedGridLayout(cellSize: Size(width: 100, height: 100), columns: 2)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 400), layout: small, clock: clock)
        let ds = GridDataSource([6])
        cv.dataSource = ds
        try cv.layoutIfNeeded()
        let pinch = PinchGestureRecognizer(name: "zoom")
        try cv.addGestureRecognizer(pinch)
        return (cv, clock, ds, small, big, pinch, PinchTransitionBinding(pinch: pinch, to: big, completionScale: 2))
    }

    /// Two fingers on an empty area (y 300), `distance` apart around x 100.
    func fingers(_ phase: TouchPhase, distance: Double, time: Double) -> TouchEvent {
        TouchEvent([
            Touch(id: 1, phase: phase, position: Point(x: 100 - distance / 2, y: 300), timestamp: time),
            Touch(id: 2, phase: phase, position: Point(x: 100 + distance / 2, y: 300), timestamp: time),
        ])
    }

    @Test func progressFollowsTheScaleAndAFarReleaseFinishes() throws {
        let (cv, clock, ds, _, big, pinch, zoom) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.deliver(fingers(.began, distance: 100, time: 0))
        try cv.deliver(fingers(.moved, distance: 150, time: 0.1))
        #expect(pinch.scale == 1.5)
        #expect(zoom.progress == 0.5)
        let transition = try #require(cv.activeTransitionLayout)
        #expect(transition.nextLayout === big)
        #expect(transition.transitionProgress == 0.5)
        // Item 1 halfway between (50, 0, 50, 50) and (100, 0, 100, 100).
        #expect(cv.layoutAttributesForItem(at: ip(1))?.frame == Rect(x: 75, y: 0, width: 75, height: 75))
        try cv.deliver(fingers(.moved, distance: 170, time: 0.2))
        #expect(transition.transitionProgress == 0.7)
        try cv.deliver(fingers(.ended, distance: 170, time: 0.3))
        #expect(zoom.lastOutcome == true)
        clock.runUntilIdle()
        #expect(cv.collectionViewLayout === big)
        #expect(cv.layoutAttributesForItem(at: ip(1))?.frame == Rect(x: 100, y: 0, width: 100, height: 100))
        #expect(pinch.stateHistory == [.began, .changed, .ended])
    }

    @Test func aSlowShortPinchCancels() throws {
        let (cv, clock, ds, small, _, _, zoom) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.deliver(fingers(.began, distance: 100, time: 0))
        try cv.deliver(fingers(.moved, distance: 140, time: 0.1))
        try cv.deliver(fingers(.moved, distance: 130, time: 1.1))
        #expect(abs(zoom.progress - 0.3) < 1e-12)
        try cv.deliver(fingers(.ended, distance: 130, time: 1.2))
        #expect(zoom.lastOutcome == false)
        clock.runUntilIdle()
        #expect(cv.collectionViewLayout === small)
        #expect(cv.layoutAttributesForItem(at: ip(1))?.frame == Rect(x: 50, y: 0, width: 50, height: 50))
    }

    @Test func aFastPinchFinishesBeforeHalfway() throws {
        let (cv, clock, ds, _, big, pinch, zoom) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.deliver(fingers(.began, distance: 100, time: 0))
        try cv.deliver(fingers(.moved, distance: 110, time: 0.1))
        try cv.deliver(fingers(.moved, distance: 130, time: 0.2))
        #expect(abs(pinch.velocity - 2) < 1e-9, "scale 1.1 → 1.3 in 0.1 s")
        try cv.deliver(fingers(.ended, distance: 130, time: 0.25))
        #expect(zoom.lastOutcome == true)
        clock.runUntilIdle()
        #expect(cv.collectionViewLayout === big)
    }

    @Test func aCancelledPinchCancelsTheTransition() throws {
        let (cv, clock, ds, small, _, _, zoom) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.deliver(fingers(.began, distance: 100, time: 0))
        try cv.deliver(fingers(.moved, distance: 190, time: 0.1))
        try cv.deliver(fingers(.cancelled, distance: 190, time: 0.2))
        #expect(zoom.lastOutcome == false)
        clock.runUntilIdle()
        #expect(cv.collectionViewLayout === small)
        #expect(zoom.lastError == nil)
    }
}
