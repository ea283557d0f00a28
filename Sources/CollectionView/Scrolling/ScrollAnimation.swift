import Geometry

/// A running scroll: a fling decelerating towards its target, or an animated
/// `setContentOffset` / `scrollToItem`. Pure math over time; the host steps it from its
/// clock.
package final class ScrollAnimation {
    /// How the offset moves from `start` to `target`.
    package enum Curve {
        /// Exponential deceleration: `1 − rate^ms` of the way after `ms` milliseconds.
        case deceleration(DecelerationRate)
        /// Ease-in-out over a fixed duration in seconds.
        case easeInOut(duration: Double)
    }

    package let start: Point
    package let target: Point
    package let startTime: Double
    package let curve: Curve
    /// The clock observer that drives the animation.
    package var token: FrameObserverToken?

    /// A deceleration is over when it is this close (points) to its target on both axes.
    package static let restThreshold = 0.5

    package init(from start: Point, to target: Point, startTime: Double, curve: Curve) {
        self.start = start
        self.target = target
        self.startTime = startTime
        self.curve = curve
    }

    /// Whether this is a fling's deceleration.
    package var isDeceleration: Bool {
        if case .deceleration = curve { return true }
        return false
    }

    /// The offset at a time, and whether the animation has arrived (the offset is then
    /// exactly the target).
    package func offset(at time: Double) -> (offset: Point, finished: Bool) {
        let elapsed = max(0, time - startTime)
        let fraction: Double
        switch curve {
        case .deceleration(let rate):
            fraction = rate.completedFraction(afterMilliseconds: elapsed * 1000)
            let remaining = max(abs(target.x - start.x), abs(target.y - start.y)) * (1 - fraction)
            if remaining <= Self.restThreshold { return (target, true) }
        case .easeInOut(let duration):
            guard duration > 0, elapsed < duration else { return (target, true) }
            let t = elapsed / duration
            fraction = t * t * (3 - 2 * t)
        }
        let p = Point(x: start.x + (target.x - start.x) * fraction, y: start.y + (target.y - start.y) * fraction)
        return (p, false)
    }
}

/// The running animation and the last error of a scroll, kept on the host.
package final class ScrollingState {
    package var animation: ScrollAnimation?
    package var lastError: CollectionViewError?
    package init() {}
}
