import Geometry

/// Recognizes a press held still (`UILongPressGestureRecognizer`), a continuous gesture:
/// `began` once ``numberOfTouchesRequired`` fingers have stayed down for
/// ``minimumPressDuration`` (timed on the host clock) without moving more than
/// ``allowableMovement``; then `changed` as they move (without limit) and `ended` when
/// one lifts.
///
/// It fails when a finger lifts or moves too far before the duration, or when more
/// fingers than required come down.
///
/// ```swift
/// let press = LongPressGestureRecognizer(name: "press")
/// press.minimumPressDuration = 0.5
/// press.addTarget { r in print(r.state, r.location) }
/// ```
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down, in seconds; 0.5 by default.
    public var minimumPressDuration: Double = 0.5
    /// How far the fingers may move before the gesture begins, in points; 10 by default.
    public var allowableMovement: Double = 10
    /// The fingers needed; 1 by default. Values below 1 count as 1.
    public var numberOfTouchesRequired: Int = 1

    /// Where the press started (the centroid when the last required finger came down).
    public private(set) var startLocation: Point = .zero

    private var touchesRequired: Int { max(1, numberOfTouchesRequired) }

    public override func touchesBegan(_ touches: [Touch]) {
        guard state == .possible else { return }
        guard numberOfTouches <= touchesRequired else {
            setState(.failed)
            return
        }
        if numberOfTouches == touchesRequired, let t = touches.last {
            startLocation = location
            scheduleTimer(at: t.timestamp + max(0, minimumPressDuration))
        }
    }

    public override func touchesMoved(_ touches: [Touch]) {
        switch state {
        case .possible:
            if numberOfTouches == touchesRequired, location.distance(to: startLocation) > allowableMovement {
                setState(.failed)
            }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    public override func touchesEnded(_ touches: [Touch]) {
        if state.isActive { setState(.ended) } else { setState(.failed) }
    }

    public override func touchesCancelled(_ touches: [Touch]) {
        if state.isActive { setState(.cancelled) } else { setState(.failed) }
    }

    public override func timerFired(at time: Double) {
        guard state == .possible, numberOfTouches == touchesRequired else { return }
        setState(.began)
    }

    public override func reset() {
        super.reset()
        startLocation = .zero
    }
}
