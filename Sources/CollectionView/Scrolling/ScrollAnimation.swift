import FrameAnimation
import Geometry
import LayoutProtocol

/// A running scroll: a fling decelerating towards its target, or an animated
/// `setContentOffset` / `scrollToItem`. Pure math over elapsed time; the viewport's
/// ``FrameAnimation/FrameAnimator`` steps it.
struct ScrollAnimation {
    /// How the offset moves from `start` to `target`.
    enum Curve {
        /// Exponential deceleration: `1 − rate^ms` of the way after `ms` milliseconds.
        case deceleration(DecelerationRate)
        /// A timing curve over a fixed duration in seconds.
        case timed(duration: Double, curve: TimingCurve)
    }

    /// What the scroll is, which decides what the delegate hears when it arrives.
    enum Kind {
        /// A fling or a spring-back from past an edge: `didEndDecelerating`.
        case deceleration
        /// An animated `setContentOffset` / `scrollToItem`: `didEndScrollingAnimation`.
        case animatedScroll
        /// `scrollToTop()`: `didScrollToTop`.
        case scrollToTop
    }

    let start: Point
    let target: Point
    let curve: Curve
    let kind: Kind

    /// A deceleration is over when it is this close (points) to its target on both axes.
    static let restThreshold = 0.5

    /// Creates a scroll; without a kind, a deceleration curve is a deceleration and a
    /// timed one an animated scroll.
    init(from start: Point, to target: Point, curve: Curve, kind: Kind? = nil) {
        self.start = start
        self.target = target
        self.curve = curve
        if let kind {
            self.kind = kind
        } else if case .deceleration = curve {
            self.kind = .deceleration
        } else {
            self.kind = .animatedScroll
        }
    }

    /// Whether this is a deceleration (a fling or a spring-back; `isDecelerating`).
    var isDeceleration: Bool { kind == .deceleration }

    /// The offset after `elapsed` seconds, and whether the animation has arrived (the
    /// offset is then exactly the target).
    func offset(afterElapsed elapsed: Double) -> (offset: Point, finished: Bool) {
        let elapsed = max(0, elapsed)
        let fraction: Double
        switch curve {
        case .deceleration(let rate):
            fraction = rate.completedFraction(afterMilliseconds: elapsed * 1000)
            let remaining = max(abs(target.x - start.x), abs(target.y - start.y)) * (1 - fraction)
            if remaining <= Self.restThreshold { return (target, true) }
        case .timed(let duration, let curve):
            guard duration > 0, elapsed < duration else { return (target, true) }
            fraction = curve.value(at: elapsed / duration)
        }
        let p = Point(x: start.x + (target.x - start.x) * fraction, y: start.y + (target.y - start.y) * fraction)
        return (p, false)
    }
}
