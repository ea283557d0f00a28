import CollectionView
import Geometry
import Gestures
import LayoutProtocol
import Testing

@Suite("Recognizers: tap, long press, pan, pinch")
struct RecognizerTests {
    // MARK: Tap

    @Test func singleTapIsRecognizedOnTouchUp() throws {
        let f = try Fixture()
        let tap = TapGestureRecognizer(name: "tap")
        var fired: [GestureRecognizerState] = []
        tap.addTarget { fired.append($0.state) }
        try f.cv.addGestureRecognizer(tap)
        try f.cv.deliver(.began(id: 1, at: Point(x: 10, y: 10), time: 0))
        #expect(tap.state == .possible)
        try f.cv.deliver(.ended(id: 1, at: Point(x: 14, y: 13), time: 0.1))
        #expect(fired == [.recognized])
        #expect(tap.stateHistory == [.ended])
        #expect(tap.state == .possible, "reset once the touches are gone")
        #expect(tap.location == Point(x: 14, y: 13))
    }

    @Test func tapFailsWhenTheFingerMovesTooFarOrStaysTooLong() throws {
        let f = try Fixture()
        let tap = TapGestureRecognizer(name: "tap")
        try f.cv.addGestureRecognizer(tap)
        try f.cv.deliver(.began(id: 1, at: Point(x: 10, y: 10), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 10, y: 21), time: 0.05))
        #expect(tap.state == .failed)
        try f.cv.deliver(.ended(id: 1, at: Point(x: 10, y: 10), time: 0.1))
        #expect(tap.state == .possible)
        // Held past maximumTapDuration (0.75 s): the clock fails it.
        try f.cv.deliver(.began(id: 1, at: Point(x: 10, y: 10), time: 1))
        f.clock.advance(by: 2)
        #expect(f.clock.now > 1.75)
        #expect(tap.state == .failed)
        try f.cv.deliver(.ended(id: 1, at: Point(x: 10, y: 10), time: f.clock.now))
        #expect(tap.stateHistory == [.failed, .failed])
    }

    @Test func twoFingerTapNeedsExactlyTwoFingers() throws {
        let f = try Fixture()
        let tap = TapGestureRecognizer(name: "two-finger tap")
        tap.numberOfTouchesRequired = 2
        try f.cv.addGestureRecognizer(tap)
        try f.tap(at: Point(x: 10, y: 10), time: 0)
        #expect(tap.stateHistory == [.failed])
        try f.cv.deliver(
            TouchEvent([
                Touch(id: 1, phase: .began, position: Point(x: 10, y: 10), timestamp: 1),
                Touch(id: 2, phase: .began, position: Point(x: 60, y: 10), timestamp: 1),
            ]))
        try f.cv.deliver(.ended(id: 1, at: Point(x: 10, y: 10), time: 1.1))
        #expect(tap.state == .possible, "one finger still down")
        try f.cv.deliver(.ended(id: 2, at: Point(x: 60, y: 10), time: 1.12))
        #expect(tap.stateHistory == [.failed, .ended])
    }

    @Test func doubleTapNeedsTheSecondTapInTime() throws {
        let f = try Fixture()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        try f.cv.addGestureRecognizer(double)
        try f.tap(at: Point(x: 10, y: 10), time: 0)
        #expect(double.state == .possible)
        #expect(double.tapCount == 1)
        try f.tap(at: Point(x: 12, y: 10), time: 0.3)
        #expect(double.stateHistory == [.ended])
        // Too slow: the wait (0.35 s after the first tap's end) runs out on the clock.
        f.clock.advance(by: 1)
        try f.tap(at: Point(x: 10, y: 10), time: f.clock.now)
        f.clock.advance(by: 0.5)
        #expect(double.stateHistory == [.ended, .failed])
        #expect(double.state == .possible)
    }

    @Test func requireToFailHoldsTheSingleTapUntilTheDoubleTapFails() throws {
        let f = try Fixture()
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        try single.require(toFail: double)
        var log: [String] = []
        single.addTarget { _ in log.append("single") }
        double.addTarget { _ in log.append("double") }
        try f.cv.addGestureRecognizer(single)
        try f.cv.addGestureRecognizer(double)

        // A double tap: only the double fires; the single fails.
        try f.tap(at: Point(x: 10, y: 10), time: 0)
        #expect(log.isEmpty, "the single tap waits for the double tap")
        try f.tap(at: Point(x: 10, y: 10), time: 0.3)
        #expect(log == ["double"])
        #expect(single.stateHistory == [.failed])

        // A single tap: the double fails after 0.35 s, then the single fires.
        try f.tap(at: Point(x: 10, y: 10), time: 2)
        #expect(log == ["double"])
        try f.cv.deliver(.began(id: 9, at: Point(x: 150, y: 150), time: 2.5))
        #expect(log == ["double", "single"])
        #expect(double.stateHistory == [.ended, .failed])
        #expect(single.stateHistory == [.failed, .ended])
    }

    @Test func requireToFailRejectsCycles() throws {
        let a = TapGestureRecognizer(name: "a"), b = TapGestureRecognizer(name: "b"), c = TapGestureRecognizer(name: "c")
        try a.require(toFail: b)
        try b.require(toFail: c)
        #expect(throws: GestureError.failureRequirementCycle(name: "c", other: "a")) { try c.require(toFail: a) }
        #expect(throws: GestureError.failureRequirementCycle(name: "a", other: "a")) { try a.require(toFail: a) }
        #expect(
            GestureError.failureRequirementCycle(name: "c", other: "a").description
                == "'c' cannot require 'a' to fail: 'a' already waits for 'c' (directly or through others), so neither could ever recognize"
        )
    }

    @Test func withoutRequirementsTheFirstToRecognizeWins() throws {
        let f = try Fixture()
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        try f.cv.addGestureRecognizer(double)
        try f.cv.addGestureRecognizer(single)
        try f.tap(at: Point(x: 10, y: 10), time: 0)
        #expect(single.stateHistory == [.ended])
        #expect(double.stateHistory == [.failed], "a recognizer sharing the touches fails when another recognizes")
    }

    // MARK: Long press

    @Test func longPressBeginsAfterTheDurationOnTheClock() throws {
        let f = try Fixture()
        let press = LongPressGestureRecognizer(name: "press")
        var seen: [String] = []
        press.addTarget { seen.append("\($0.state) \($0.location)") }
        try f.cv.addGestureRecognizer(press)
        try f.cv.deliver(.began(id: 1, at: Point(x: 30, y: 30), time: 0))
        f.clock.advance(by: 0.4)
        #expect(press.state == .possible)
        f.clock.advance(by: 0.2)
        #expect(press.state == .began)
        #expect(press.startLocation == Point(x: 30, y: 30))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 130, y: 30), time: f.clock.now))
        try f.cv.deliver(.ended(id: 1, at: Point(x: 130, y: 30), time: f.clock.now))
        #expect(seen == ["began (30, 30)", "changed (130, 30)", "ended (130, 30)"])
        #expect(!f.clock.hasObservers, "no timer left running")
    }

    @Test func longPressFailsOnEarlyLiftOrMovement() throws {
        let f = try Fixture()
        let press = LongPressGestureRecognizer(name: "press")
        press.minimumPressDuration = 1
        try f.cv.addGestureRecognizer(press)
        try f.tap(at: Point(x: 30, y: 30), time: 0)
        #expect(press.stateHistory == [.failed])
        try f.cv.deliver(.began(id: 1, at: Point(x: 30, y: 30), time: 1))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 36, y: 38), time: 1.2))
        #expect(press.state == .possible, "10 points is allowed")
        try f.cv.deliver(.moved(id: 1, to: Point(x: 37, y: 38), time: 1.3))
        #expect(press.state == .failed)
        try f.cv.deliver(.ended(id: 1, at: Point(x: 37, y: 38), time: 3))
        #expect(press.stateHistory == [.failed, .failed])
    }

    @Test func longPressTimesFromEventTimestampsWithoutTheClock() throws {
        let f = try Fixture()
        let press = LongPressGestureRecognizer(name: "press")
        try f.cv.addGestureRecognizer(press)
        try f.cv.deliver(.began(id: 1, at: Point(x: 30, y: 30), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 31, y: 30), time: 0.7))
        #expect(press.stateHistory == [.began, .changed], "the timer due at 0.5 fired before the move at 0.7")
    }

    // MARK: Pan

    @Test func panReportsTranslationAndVelocity() throws {
        let f = try Fixture()
        let pan = PanGestureRecognizer(name: "pan")
        var translations: [Vector] = []
        pan.addTarget { r in if let p = r as? PanGestureRecognizer { translations.append(p.translation) } }
        try f.cv.addGestureRecognizer(pan)
        try f.cv.deliver(.began(id: 1, at: Point(x: 100, y: 100), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 100, y: 95), time: 0.01))
        #expect(pan.state == .possible, "5 points is within the hysteresis")
        try f.cv.deliver(.moved(id: 1, to: Point(x: 100, y: 80), time: 0.02))
        #expect(pan.state == .began)
        // The velocity is the least-squares slope over the last 100 ms, not the
        // last move: samples (0, 100), (0.01, 95), (0.02, 80) → −1000 points per second.
        #expect(abs(pan.velocity.dx) < 1e-9 && abs(pan.velocity.dy + 1000) < 1e-9, "\(pan.velocity)")
        try f.cv.deliver(.moved(id: 1, to: Point(x: 110, y: 60), time: 0.04))
        // Adding (0.04, 110, 60): dx 1800/7, dy −7300/7.
        #expect(abs(pan.velocity.dx - 1800.0 / 7) < 1e-9 && abs(pan.velocity.dy + 7300.0 / 7) < 1e-9, "\(pan.velocity)")
        try f.cv.deliver(.ended(id: 1, at: Point(x: 110, y: 60), time: 0.05))
        #expect(pan.stateHistory == [.began, .changed, .ended])
        #expect(translations == [Vector(dx: 0, dy: -20), Vector(dx: 10, dy: -40), Vector(dx: 10, dy: -40)])
        #expect(pan.velocity == .zero, "reset after the gesture")
    }

    @Test func panKeepsTranslationContinuousWhenFingersChangeAndCanBeReset() throws {
        let f = try Fixture()
        let pan = PanGestureRecognizer(name: "pan")
        try f.cv.addGestureRecognizer(pan)
        try f.cv.deliver(.began(id: 1, at: Point(x: 0, y: 0), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 20, y: 0), time: 0.1))
        try f.cv.deliver(.began(id: 2, at: Point(x: 100, y: 0), time: 0.2))
        #expect(pan.translation == Vector(dx: 20, dy: 0))
        try f.cv.deliver(
            TouchEvent([
                Touch(id: 1, phase: .moved, position: Point(x: 30, y: 0), timestamp: 0.3),
                Touch(id: 2, phase: .moved, position: Point(x: 110, y: 0), timestamp: 0.3),
            ]))
        #expect(pan.translation == Vector(dx: 30, dy: 0))
        pan.setTranslation(.zero)
        try f.cv.deliver(.ended(id: 2, at: Point(x: 110, y: 0), time: 0.4))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 35, y: 0), time: 0.5))
        #expect(pan.translation == Vector(dx: 5, dy: 0))
        try f.cv.deliver(.cancelled(id: 1, at: Point(x: 35, y: 0), time: 0.6))
        #expect(pan.stateHistory == [.began, .changed, .changed, .cancelled])
    }

    // MARK: Pinch

    @Test func pinchScaleComesFromTheDistanceBetweenTwoTouches() throws {
        let f = try Fixture()
        let pinch = PinchGestureRecognizer(name: "pinch")
        var scales: [Double] = []
        pinch.addTarget { r in if let p = r as? PinchGestureRecognizer { scales.append(p.scale) } }
        try f.cv.addGestureRecognizer(pinch)
        try f.cv.deliver(
            TouchEvent([
                Touch(id: 1, phase: .began, position: Point(x: 50, y: 100), timestamp: 0),
                Touch(id: 2, phase: .began, position: Point(x: 150, y: 100), timestamp: 0),
            ]))
        #expect(pinch.distance == 100)
        try f.cv.deliver(
            TouchEvent([
                Touch(id: 1, phase: .moved, position: Point(x: 25, y: 100), timestamp: 0.1),
                Touch(id: 2, phase: .moved, position: Point(x: 175, y: 100), timestamp: 0.1),
            ]))
        #expect(pinch.state == .began)
        #expect(pinch.scale == 1.5)
        #expect(pinch.velocity == 5)
        try f.cv.deliver(
            TouchEvent([
                Touch(id: 1, phase: .stationary, position: Point(x: 25, y: 100), timestamp: 0.2),
                Touch(id: 2, phase: .moved, position: Point(x: 225, y: 100), timestamp: 0.2),
            ]))
        #expect(pinch.scale == 2)
        #expect(pinch.velocity == 5)
        try f.cv.deliver(.ended(id: 2, at: Point(x: 225, y: 100), time: 0.3))
        #expect(pinch.stateHistory == [.began, .changed, .ended])
        #expect(scales == [1.5, 2, 2])
        try f.cv.deliver(.ended(id: 1, at: Point(x: 25, y: 100), time: 0.3))
    }

    @Test func pinchFailsWithOneFingerAThirdFingerOrNoDistance() throws {
        let f = try Fixture()
        let pinch = PinchGestureRecognizer(name: "pinch")
        try f.cv.addGestureRecognizer(pinch)
        try f.tap(at: Point(x: 10, y: 10), time: 0)
        #expect(pinch.stateHistory == [.failed])
        try f.cv.deliver(TouchEvent((1...3).map { Touch(id: $0, phase: .began, position: Point(x: Double($0) * 20, y: 0), timestamp: 1) }))
        #expect(pinch.stateHistory == [.failed, .failed])
        try f.cv.deliver(
            TouchEvent((1...3).map { Touch(id: $0, phase: .ended, position: Point(x: Double($0) * 20, y: 0), timestamp: 1.1) }))
        try f.cv.deliver(TouchEvent((1...2).map { Touch(id: $0, phase: .began, position: Point(x: 5, y: 5), timestamp: 2) }))
        #expect(pinch.stateHistory == [.failed, .failed, .failed])
    }

    @Test func settingTheScaleRebasesIt() throws {
        let f = try Fixture()
        let pinch = PinchGestureRecognizer(name: "pinch")
        try f.cv.addGestureRecognizer(pinch)
        try f.cv.deliver(
            TouchEvent([
                Touch(id: 1, phase: .began, position: Point(x: 0, y: 0), timestamp: 0),
                Touch(id: 2, phase: .began, position: Point(x: 100, y: 0), timestamp: 0),
            ]))
        try f.cv.deliver(.moved(id: 2, to: Point(x: 200, y: 0), time: 0.1))
        #expect(pinch.scale == 2)
        pinch.scale = 1
        try f.cv.deliver(.moved(id: 2, to: Point(x: 300, y: 0), time: 0.2))
        #expect(pinch.scale == 1.5)
        pinch.scale = .nan
        #expect(pinch.scale == 1.5, "a non-finite scale is ignored")
    }

    // MARK: State machine

    @Test func setStateFollowsUIKitsTransitions() {
        let r = GestureRecognizer(name: "custom")
        #expect(!r.setState(.changed), "possible cannot go to changed")
        #expect(!r.setState(.cancelled))
        #expect(r.setState(.began))
        #expect(!r.setState(.failed), "an active gesture cannot fail")
        #expect(r.setState(.changed))
        #expect(r.setState(.ended))
        #expect(!r.setState(.changed))
        #expect(r.stateHistory == [.began, .changed, .ended])
        #expect(GestureRecognizerState.recognized == .ended)
    }

    @Test func disablingCancelsAnActiveGesture() throws {
        let f = try Fixture()
        let pan = PanGestureRecognizer(name: "pan")
        try f.cv.addGestureRecognizer(pan)
        try f.cv.deliver(.began(id: 1, at: Point(x: 0, y: 0), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 0, y: 30), time: 0.1))
        pan.isEnabled = false
        #expect(pan.stateHistory == [.began, .cancelled])
        #expect(pan.state == .possible)
        try f.cv.deliver(.moved(id: 1, to: Point(x: 0, y: 60), time: 0.2))
        #expect(pan.stateHistory == [.began, .cancelled], "a disabled recognizer gets no touches")
        try f.cv.deliver(.ended(id: 1, at: Point(x: 0, y: 60), time: 0.3))
    }

    @Test func simultaneousRecognitionWhenAllowed() throws {
        let f = try Fixture()
        let pan = PanGestureRecognizer(name: "pan")
        let pinch = PinchGestureRecognizer(name: "pinch")
        try f.cv.addGestureRecognizer(pan)
        try f.cv.addGestureRecognizer(pinch)
        pan.recognizeSimultaneously(with: pinch)
        try f.cv.deliver(
            TouchEvent([
                Touch(id: 1, phase: .began, position: Point(x: 0, y: 0), timestamp: 0),
                Touch(id: 2, phase: .began, position: Point(x: 100, y: 0), timestamp: 0),
            ]))
        try f.cv.deliver(
            TouchEvent([
                Touch(id: 1, phase: .moved, position: Point(x: -10, y: 20), timestamp: 0.1),
                Touch(id: 2, phase: .moved, position: Point(x: 110, y: 20), timestamp: 0.1),
            ]))
        #expect(pan.state == .began)
        #expect(pinch.state == .began)
        #expect(pinch.scale == 1.2)
        #expect(pan.translation == Vector(dx: 0, dy: 20))
    }

    @Test func anActiveGestureBlocksAnotherFromTheSameTouches() throws {
        let f = try Fixture()
        let pan = PanGestureRecognizer(name: "pan")
        let press = LongPressGestureRecognizer(name: "press")
        press.allowableMovement = 1000
        try f.cv.addGestureRecognizer(pan)
        try f.cv.addGestureRecognizer(press)
        try f.cv.deliver(.began(id: 1, at: Point(x: 0, y: 0), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 0, y: 30), time: 0.1))
        #expect(pan.state == .began)
        #expect(press.state == .failed, "the pan recognized first")
        try f.cv.deliver(.ended(id: 1, at: Point(x: 0, y: 30), time: 1))
        #expect(press.stateHistory == [.failed])
    }
}
