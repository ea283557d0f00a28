import Geometry

/// Recognizes a two-finger pinch (`UIPinchGestureRecognizer`), a continuous gesture:
/// ``scale`` is the distance between the two fingers over their distance when the
/// second one went down; `began` on the first move that changes the distance, `changed`
/// after, `ended` when a finger lifts.
///
/// A pinch fails when a third finger comes down before it began, when a finger lifts
/// before it began, or when the two fingers start at the same point (no distance to
/// scale). ``velocity`` is the scale's change per second over the last move.
///
/// ```swift
/// let pinch = PinchGestureRecognizer(name: "pinch")
/// pinch.addTarget { r in
///     guard let pinch = r as? PinchGestureRecognizer else { return }
///     print(pinch.scale, pinch.velocity, pinch.distance)
/// }
/// ```
public final class PinchGestureRecognizer: GestureRecognizer {
    /// The distance between the fingers over the starting distance; 1 before a pinch.
    /// Setting it (UIKit code often resets it to 1) rescales from the current distance.
    public var scale: Double {
        get { baseDistance > 0 ? distance / baseDistance : 1 }
        set {
            guard newValue.isFinite, newValue > 0, distance > 0 else { return }
            baseDistance = distance / newValue
        }
    }
    /// The change of ``scale`` per second over the last move.
    public private(set) var velocity: Double = 0
    /// The distance between the two fingers now (0 with fewer than two).
    public var distance: Double {
        guard numberOfTouches >= 2 else { return lastDistance }
        return touches[0].position.distance(to: touches[1].position)
    }

    private var baseDistance: Double = 0
    private var lastDistance: Double = 0
    private var lastSample: (scale: Double, time: Double)?

    public override func touchesBegan(_ touches: [Touch]) {
        guard state == .possible else { return }
        guard numberOfTouches <= 2 else {
            setState(.failed)
            return
        }
        if numberOfTouches == 2 {
            baseDistance = distance
            lastDistance = distance
            guard baseDistance > 0 else {
                setState(.failed)
                return
            }
            lastSample = (1, touches.last?.timestamp ?? 0)
        }
    }

    public override func touchesMoved(_ touches: [Touch]) {
        guard numberOfTouches == 2, baseDistance > 0 else { return }
        let time = touches.map(\.timestamp).max() ?? 0
        let d = distance
        let s = d / baseDistance
        if let last = lastSample, time > last.time { velocity = (s - last.scale) / (time - last.time) }
        lastSample = (s, time)
        let changed = d != lastDistance
        lastDistance = d
        switch state {
        case .possible where changed: setState(.began)
        case .began, .changed: setState(.changed)
        default: break
        }
    }

    public override func touchesEnded(_ touches: [Touch]) {
        if state.isActive { setState(.ended) } else { setState(.failed) }
    }

    public override func touchesCancelled(_ touches: [Touch]) {
        if state.isActive { setState(.cancelled) } else { setState(.failed) }
    }

    public override func reset() {
        super.reset()
        baseDistance = 0
        lastDistance = 0
        velocity = 0
        lastSample = nil
    }
}
