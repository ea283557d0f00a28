import Geometry

/// Recognizes a drag (`UIPanGestureRecognizer`), a continuous gesture: `began` once the
/// fingers' centroid has moved ``hysteresis`` points from where it went down, `changed`
/// on every later move, `ended` when the fingers lift below
/// ``minimumNumberOfTouches``, `cancelled` when the system cancels a touch.
///
/// ``translation`` is measured from where the fingers went down (a finger added or
/// lifted mid-gesture does not make it jump); ``velocity`` is the centroid's speed over
/// the last 100 ms (a ``VelocityEstimator``), in points per second: a steady drag reads
/// its speed, a finger that rests before lifting reads zero.
///
/// ```swift
/// let pan = PanGestureRecognizer(name: "pan")
/// pan.addTarget { r in
///     guard let pan = r as? PanGestureRecognizer else { return }
///     print(pan.translation, pan.velocity)
/// }
/// ```
public final class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that pan; 1 by default.
    public var minimumNumberOfTouches: Int = 1
    /// The most fingers that pan; more make a possible pan fail. Unlimited by default.
    public var maximumNumberOfTouches: Int = .max
    /// How far the centroid must move before the pan begins, in points; 10 by default.
    public var hysteresis: Double = 10

    /// The distance moved since the fingers went down (or since ``setTranslation(_:)``).
    public private(set) var translation: Vector = .zero
    /// The centroid's velocity over the last ``VelocityEstimator/defaultWindow`` seconds,
    /// in points per second, as of the latest touch event.
    public private(set) var velocity: Vector = .zero

    private var anchor: Point = .zero
    private var estimator = VelocityEstimator()

    private var minTouches: Int { max(1, minimumNumberOfTouches) }

    /// Sets the translation (as UIKit's `setTranslation(_:in:)`, often to zero for
    /// incremental handling); the velocity is kept.
    ///
    /// - Parameter translation: The new translation; non-finite values are ignored.
    public func setTranslation(_ translation: Vector) {
        guard translation.isFinite else { return }
        anchor = location - translation
        self.translation = translation
    }

    public override func touchesBegan(_ touches: [Touch]) {
        if numberOfTouches > maximumNumberOfTouches, state == .possible {
            setState(.failed)
            return
        }
        // Keep the translation continuous when the finger set changes.
        rebase(time: touches.last?.timestamp)
    }

    public override func touchesMoved(_ touches: [Touch]) {
        let time = touches.map(\.timestamp).max() ?? 0
        sample(time: time)
        translation = location - anchor
        switch state {
        case .possible:
            if numberOfTouches >= minTouches, translation.length >= hysteresis { setState(.began) }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    public override func touchesEnded(_ touches: [Touch]) {
        let time = touches.map(\.timestamp).max() ?? 0
        if numberOfTouches == 0 {
            // The lift is a sample too: a finger that rested reads a decayed velocity.
            sample(time: time)
            translation = location - anchor
        }
        if numberOfTouches < minTouches {
            if state.isActive { setState(.ended) } else { setState(.failed) }
        } else {
            rebase(time: time)
        }
    }

    public override func touchesCancelled(_ touches: [Touch]) {
        if state.isActive { setState(.cancelled) } else { setState(.failed) }
    }

    public override func reset() {
        super.reset()
        translation = .zero
        velocity = .zero
        estimator.reset()
        anchor = .zero
    }

    /// Keeps the translation continuous when the finger set changes; the centroid jumps
    /// then, so the velocity history starts again from here.
    private func rebase(time: Double?) {
        anchor = location - translation
        if let time {
            estimator.reset()
            estimator.add(location, at: time)
        }
    }

    private func sample(time: Double) {
        estimator.add(location, at: time)
        velocity = estimator.velocity(at: time)
    }
}
