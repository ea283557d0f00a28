import FrameAnimation
import Geometry
import LayoutProtocol

/// The host's orthogonal-scrolling part: the drags and decelerations of sections that
/// scroll on their own axis (a layout adopting
/// ``LayoutProtocol/OrthogonalScrollingLayout``).
///
/// Owns, per section, the drag in progress and the running deceleration with its
/// ``FrameAnimation/FrameAnimator``. The physics are the ``Viewport``'s: its deceleration
/// rate, its rubber band and spring-back. May not touch the layout, views or the content
/// offset: the host moves the section offsets and runs the layout pass.
final class OrthogonalScroller {
    /// A section's drag: the unbanded offset when it began.
    struct Drag {
        /// The unbanded offset along the section's axis at the start.
        var origin: Double
    }

    /// The drags in progress, by section.
    var drags: [Int: Drag] = [:]
    /// The running decelerations, by section.
    private(set) var animators: [Int: FrameAnimator] = [:]
    private let clock: any FrameClock

    /// Creates an idle part on the host's clock.
    init(clock: any FrameClock) { self.clock = clock }

    /// The offset past the range `0…maximum` rubber-banded (or clamped without bounces).
    static func dragged(_ raw: Double, maximum: Double, extent: Double, bounces: Bool) -> Double {
        if raw < 0 { return bounces ? Viewport.rubberBand(raw, extent: extent) : 0 }
        if raw > maximum { return bounces ? maximum + Viewport.rubberBand(raw - maximum, extent: extent) : maximum }
        return raw
    }

    /// The inverse of ``dragged(_:maximum:extent:bounces:)`` with bounces.
    static func unbanded(_ offset: Double, maximum: Double, extent: Double) -> Double {
        if offset < 0 { return Viewport.unbanded(offset, extent: extent) }
        if offset > maximum { return maximum + Viewport.unbanded(offset - maximum, extent: extent) }
        return offset
    }

    /// Starts a section's animation; `step` gets the elapsed seconds and returns whether to go on.
    func start(section: Int, _ step: @escaping (Double) -> Bool) {
        stop(section: section)
        let animator = FrameAnimator(clock: clock)
        animators[section] = animator
        animator.start { elapsed, _ in step(elapsed) }
    }

    /// Stops a section's animation where it is.
    func stop(section: Int) {
        animators[section]?.stop()
        animators[section] = nil
    }

    /// Whether a section decelerates.
    func isAnimating(section: Int) -> Bool { animators[section]?.isRunning ?? false }
}
