import BuiltinLayouts
import CollectionView
import Geometry
import Gestures
import LayoutProtocol
import Testing

@Suite("Pinch to change a layout value (seed 003, listing 4-1)")
struct PinchToSpreadTests {
    func makeHost() throws -> (CollectionViewHost, SpreadRowLayout, GridDataSource, PinchGestureRecognizer, PinchToSpreadBinding) {
        let layout = SpreadRowLayout(spreadDistance: 60)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 400, height: 100), layout: layout)
        let ds = GridDataSource([4])
        cv.dataSource = ds
        try cv.layoutIfNeeded()
        let pinch = PinchGestureRecognizer(name: "spread")
        try cv.addGestureRecognizer(pinch)
        let binding = PinchToSpreadBinding(pinch: pinch, layout: layout)
        return (cv, layout, ds, pinch, binding)
    }

    func twoFingers(_ phase: TouchPhase, _ a: Point, _ b: Point, _ t: Double) -> TouchEvent {
        TouchEvent([
            Touch(id: 1, phase: phase, position: a, timestamp: t),
            Touch(id: 2, phase: phase, position: b, timestamp: t),
        ])
    }

    @Test func theDistanceBetweenTheFingersBecomesTheSpreadAndFramesMove() throws {
        let (cv, layout, ds, pinch, binding) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        #expect(cv.layoutAttributesForItem(at: ip(1))?.frame == Rect(x: 60, y: 0, width: 40, height: 40))
        #expect(cv.indexPathsForVisibleItems == [ip(0), ip(1), ip(2), ip(3)])
        let passes = layout.preparePassCount

        try cv.deliver(twoFingers(.began, Point(x: 150, y: 50), Point(x: 250, y: 50), 0))
        try cv.deliver(twoFingers(.moved, Point(x: 125, y: 50), Point(x: 275, y: 50), 0.1))
        #expect(pinch.state == .began)
        #expect(layout.spreadDistance == 150)
        #expect(layout.needsPrepare, "the pinch invalidated the layout")
        try cv.layoutIfNeeded()
        #expect(layout.preparePassCount == passes + 1)
        #expect(cv.layoutAttributesForItem(at: ip(1))?.frame == Rect(x: 150, y: 0, width: 40, height: 40))
        #expect(cv.layoutAttributesForItem(at: ip(3))?.frame == Rect(x: 450, y: 0, width: 40, height: 40))
        #expect(cv.contentSize == Size(width: 490, height: 40))
        #expect(cv.indexPathsForVisibleItems == [ip(0), ip(1), ip(2)], "item 3 moved out of the 400-point bounds")

        // Fingers closing: 80 apart.
        try cv.deliver(twoFingers(.moved, Point(x: 160, y: 50), Point(x: 240, y: 50), 0.2))
        try cv.layoutIfNeeded()
        #expect(layout.spreadDistance == 80)
        #expect(cv.layoutAttributesForItem(at: ip(3))?.frame == Rect(x: 240, y: 0, width: 40, height: 40))
        #expect(binding.updateCount == 2)
        try cv.deliver(twoFingers(.ended, Point(x: 160, y: 50), Point(x: 240, y: 50), 0.3))
        #expect(pinch.stateHistory == [.began, .changed, .ended])
        #expect(binding.updateCount == 2, "the end repeats no update")
    }

    @Test func aDistanceTheLayoutRejectsLeavesItAsItWas() throws {
        let (cv, layout, ds, _, binding) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.deliver(twoFingers(.began, Point(x: 150, y: 50), Point(x: 250, y: 50), 0))
        try cv.deliver(twoFingers(.moved, Point(x: 190, y: 50), Point(x: 220, y: 50), 0.1))
        #expect(layout.spreadDistance == 60)
        #expect(binding.updateCount == 0)
        let rejection = try #require(binding.lastRejection)
        #expect(rejection.distance == 30)
        #expect(rejection.error == .invalidParameter(name: "spreadDistance", message: "must be at least the cell width (40), got 30.0"))
        #expect(!layout.needsPrepare, "a rejected value does not invalidate")
        #expect(cv.layoutAttributesForItem(at: ip(1))?.frame == Rect(x: 60, y: 0, width: 40, height: 40))
    }

    @Test func oneFingerDoesNothing() throws {
        let (cv, layout, ds, pinch, _) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.deliver(.began(id: 1, at: Point(x: 10, y: 10), time: 0))
        try cv.deliver(.moved(id: 1, to: Point(x: 100, y: 10), time: 0.1))
        try cv.deliver(.ended(id: 1, at: Point(x: 100, y: 10), time: 0.2))
        #expect(pinch.stateHistory == [.failed])
        #expect(layout.spreadDistance == 60)
    }
}

/// The flow layout with its line spacing as the spread distance: a pinch opens the
/// rows apart.
final class SpreadFlowLayout: FlowLayout, SpreadDistanceAdjustable {
    var spreadDistance: Double { minimumLineSpacing }

    func updateSpreadDistance(_ distance: Double) throws(LayoutError) {
        guard distance.isFinite, distance >= 0 else {
            throw .invalidParameter(name: "spreadDistance", message: "must be a finite distance of 0 or more, got \(distance)")
        }
        minimumLineSpacing = distance
    }
}

@Suite("Pinch to spread the flow layout's lines")
struct PinchToSpreadFlowTests {
    @Test func pinchingApartOpensTheLines() throws {
        let flow = SpreadFlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 10
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 600), layout: flow)
        let ds = GridDataSource([12])
        cv.dataSource = ds
        defer { withExtendedLifetime(ds) {} }
        try cv.layoutIfNeeded()
        #expect(cv.layoutAttributesForItem(at: ip(4))?.frame == Rect(x: 0, y: 60, width: 50, height: 50))
        #expect(cv.contentSize == Size(width: 200, height: 170))

        let pinch = PinchGestureRecognizer(name: "spread")
        try cv.addGestureRecognizer(pinch)
        let binding = PinchToSpreadBinding(pinch: pinch, layout: flow)
        try cv.deliver(
            TouchEvent([
                Touch(id: 1, phase: .began, position: Point(x: 100, y: 300), timestamp: 0),
                Touch(id: 2, phase: .began, position: Point(x: 100, y: 330), timestamp: 0),
            ]))
        try cv.deliver(.moved(id: 2, to: Point(x: 100, y: 340), time: 0.1))
        try cv.layoutIfNeeded()
        #expect(flow.minimumLineSpacing == 40)
        #expect(binding.updateCount == 1)
        // Rows at 0, 90, 180: each line 30 points further apart than before.
        #expect(cv.layoutAttributesForItem(at: ip(4))?.frame == Rect(x: 0, y: 90, width: 50, height: 50))
        #expect(cv.layoutAttributesForItem(at: ip(8))?.frame == Rect(x: 0, y: 180, width: 50, height: 50))
        #expect(cv.contentSize == Size(width: 200, height: 230))
        try cv.deliver(
            TouchEvent([
                Touch(id: 1, phase: .ended, position: Point(x: 100, y: 300), timestamp: 0.2),
                Touch(id: 2, phase: .ended, position: Point(x: 100, y: 340), timestamp: 0.2),
            ]))
    }
}
