import CollectionView
import Geometry
import Gestures
import LayoutProtocol
import Testing

@Suite("Modeled touch input: validation")
struct TouchInputTests {
    @Test func rejectsBadEventsWithClearErrorsAndChangesNothing() throws {
        let f = try Fixture()
        let p = f.center(0)
        #expect(throws: GestureError.emptyEvent) { try f.cv.deliver(TouchEvent([])) }
        #expect(throws: GestureError.unknownTouch(id: 7, phase: .moved)) { try f.cv.deliver(.moved(id: 7, to: p, time: 0)) }
        let nan = Touch(id: 1, phase: .began, position: Point(x: .infinity, y: 0), timestamp: 0)
        #expect(throws: GestureError.nonFiniteTouch(nan)) { try f.cv.deliver(TouchEvent([nan])) }
        let twice = TouchEvent([
            Touch(id: 1, phase: .began, position: p, timestamp: 0),
            Touch(id: 1, phase: .began, position: p, timestamp: 0),
        ])
        #expect(throws: GestureError.duplicateTouch(id: 1)) { try f.cv.deliver(twice) }
        // None of these reached the view.
        #expect(f.delegate.log.isEmpty)

        try f.cv.deliver(.began(id: 1, at: p, time: 1))
        #expect(throws: GestureError.touchAlreadyDown(id: 1)) { try f.cv.deliver(.began(id: 1, at: p, time: 1.1)) }
        #expect(throws: GestureError.timeWentBackwards(timestamp: 0.5, latest: 1)) { try f.cv.deliver(.moved(id: 1, to: p, time: 0.5)) }
        #expect(f.cv.indexPathsForHighlightedItems == [ip(0)], "rejected events leave the tracking as it was")
        try f.cv.deliver(.ended(id: 1, at: p, time: 1.2))
        #expect(f.cv.indexPathsForSelectedItems == [ip(0)])
    }

    @Test func errorMessagesSayWhatToDo() {
        #expect(
            GestureError.unknownTouch(id: 3, phase: .ended).description
                == "touch 3 is ended but is not down; deliver a began touch with this identifier first")
        #expect(
            GestureError.timeWentBackwards(timestamp: 0.5, latest: 1).description
                == "timestamp 0.5 is earlier than the latest touch time already delivered (1); touch times must not go backwards")
        #expect(
            GestureError.actionNotOffered(.paste, offered: [.cut, .copy]).description
                == "the edit menu does not offer 'paste'; it offers: cut, copy")
    }

    @Test func touchTimesMayLagTheClockFrames() throws {
        let f = try Fixture()
        let press = LongPressGestureRecognizer(name: "press")
        try f.cv.addGestureRecognizer(press)
        try f.cv.deliver(.began(id: 1, at: f.center(0), time: 0))
        f.clock.advance(by: 1)
        #expect(press.state == .began, "the frame after 0.5 s fired the timer")
        // A touch stamped between frames (before the clock's time) is still accepted.
        try f.cv.deliver(.ended(id: 1, at: f.center(0), time: 0.9))
        #expect(press.stateHistory == [.began, .ended])
        #expect(throws: GestureError.timeWentBackwards(timestamp: 0.8, latest: 0.9)) {
            try f.cv.deliver(.began(id: 1, at: f.center(0), time: 0.8))
        }
    }

    @Test func aRecognizerBelongsToOneView() throws {
        let a = try Fixture(), b = try Fixture()
        let tap = TapGestureRecognizer(name: "tap")
        try a.cv.addGestureRecognizer(tap)
        try a.cv.addGestureRecognizer(tap)
        #expect(a.cv.gestureRecognizers.count == 1)
        #expect(throws: GestureError.attachedToAnotherView(name: "tap")) { try b.cv.addGestureRecognizer(tap) }
        #expect(b.cv.gestureRecognizers.isEmpty)
        a.cv.removeGestureRecognizer(tap)
        try b.cv.addGestureRecognizer(tap)
        #expect(tap.view === b.cv)
    }
}
