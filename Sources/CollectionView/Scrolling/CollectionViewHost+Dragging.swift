import Geometry
import LayoutProtocol

extension CollectionViewHost {
    // MARK: - Public API: edges

    /// Whether the content can be dragged past its edges and springs back when let go
    /// (`bounces`); `true` by default. Past an edge the content follows the finger less
    /// and less (see ``rubberBandOffset(forOvershoot:extent:)``). With `false` a drag
    /// keeps the offset inside the content (with its inset).
    public var bounces: Bool {
        get { viewport.bounces }
        set { viewport.bounces = newValue }
    }

    /// Whether a vertical drag rubber-bands even when the content is not taller than
    /// the visible area (`alwaysBounceVertical`); `false` by default. Needs ``bounces``.
    public var alwaysBounceVertical: Bool {
        get { viewport.alwaysBounceVertical }
        set { viewport.alwaysBounceVertical = newValue }
    }

    /// Whether a horizontal drag rubber-bands even when the content is not wider than
    /// the visible area (`alwaysBounceHorizontal`); `false` by default. Needs ``bounces``.
    public var alwaysBounceHorizontal: Bool {
        get { viewport.alwaysBounceHorizontal }
        set { viewport.alwaysBounceHorizontal = newValue }
    }

    /// How far the content moves past an edge when the finger has dragged `overshoot`
    /// points past it: `(1 − 1 / (x·c/d + 1))·d` with `x` the overshoot, `c` =
    /// ``rubberBandCoefficient`` (0.55) and `d` the extent of the view along the axis
    /// (its width or height). The content moves about `c` points per point at first
    /// and never as far as `d`; this is the function commonly used to model UIKit's
    /// feel (UIKit does not document its own).
    ///
    /// ```swift
    /// CollectionViewHost.rubberBandOffset(forOvershoot: 100, extent: 200)  // 43.1 points
    /// ```
    ///
    /// - Parameters:
    ///   - overshoot: Points the finger went past the edge (the sign is kept).
    ///   - extent: The view's size along the axis; 0 or less gives 0.
    /// - Returns: Points the content goes past the edge, with the sign of `overshoot`.
    public static func rubberBandOffset(forOvershoot overshoot: Double, extent: Double) -> Double {
        Viewport.rubberBand(overshoot, extent: extent)
    }

    /// The `c` of the rubber band: 0.55.
    public static var rubberBandCoefficient: Double { Viewport.rubberBandCoefficient }

    /// How long a release past an edge takes to spring back, in seconds (a critically
    /// damped spring, so it never goes past the edge): 0.5.
    public static var bounceDuration: Double { Viewport.bounceDuration }

    // MARK: - Public API: state

    /// Whether a finger is down on the view (`isTracking`), dragging or not.
    public var isTracking: Bool { touchSystem?.isTracking ?? false }

    /// Whether the user is dragging the content (`isDragging`): from
    /// ``beginDragging()`` to ``endDragging(velocity:)``.
    public var isDragging: Bool { viewport.drag != nil }

    // MARK: - Public API: dragging

    /// Starts a drag of the content (what the scroll pan does when it begins; see
    /// `Gestures.ScrollGestureBinding`): a running fling or animation stops where it
    /// is and the delegate hears `collectionViewWillBeginDragging`. Does nothing while
    /// a drag is in progress.
    ///
    /// - Throws: What the layout pass throws (the content size is needed); nothing
    ///   changes then.
    public func beginDragging() throws(CollectionViewError) {
        guard viewport.drag == nil else { return }
        try layoutIfNeeded()
        stopScrolling()
        viewport.lastScrollError = nil
        let offset = contentOffset
        viewport.drag = Viewport.Drag(
            origin: viewport.unbandedPosition(for: offset, contentSize: contentSize), startOffset: offset)
        delegate?.collectionViewWillBeginDragging(self)
    }

    /// Moves the content with the finger: the offset is the one at ``beginDragging()``
    /// minus `translation`, rubber-banded past an edge (``bounces``) or kept inside the
    /// content. A drag that was not begun begins first.
    ///
    /// ```swift
    /// try cv.beginDragging()
    /// try cv.drag(translation: Vector(dx: 0, dy: -120))   // the finger moved 120 points up
    /// cv.contentOffset                                     // (0, 120)
    /// ```
    ///
    /// - Parameter translation: How far the finger moved on the view since the drag
    ///   began.
    /// - Throws: ``CollectionViewError/invalidGeometry(_:)`` for a non-finite
    ///   translation, or what the layout pass throws; the offset is kept then.
    public func drag(translation: Vector) throws(CollectionViewError) {
        guard translation.isFinite else {
            throw .invalidGeometry(.dragTranslation(translation))
        }
        try beginDragging()
        guard let drag = viewport.drag else { return }
        let raw = Point(x: drag.origin.x - translation.dx, y: drag.origin.y - translation.dy)
        try setContentOffset(viewport.draggedOffset(raw, contentSize: contentSize))
    }

    /// Ends the drag: the finger lifted with `velocity` (of the content offset, points
    /// per second). In UIKit's order:
    /// 1. the stop is chosen as by ``fling(velocity:dragStartedAt:)`` — paging, or the
    ///    projected stop adjusted by the layout's
    ///    `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`;
    /// 2. the delegate's `collectionViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    ///    may change it (the result is clamped to the content; a non-finite answer is
    ///    ignored);
    /// 3. `collectionViewDidEndDragging(_:willDecelerate:)`, with `true` when the
    ///    offset still has to move;
    /// 4. then, if it does, `collectionViewWillBeginDecelerating`, a `didScroll` per
    ///    frame, and `collectionViewDidEndDecelerating` on arrival.
    ///
    /// From inside the content the offset decelerates at ``decelerationRate``; from past
    /// an edge it springs back over ``bounceDuration`` without going past the target. A
    /// finger that rested before lifting has velocity zero and does not decelerate.
    /// Without a drag in progress this does nothing.
    ///
    /// - Parameter velocity: Points per second (UIKit's `scrollViewWillEndDragging`
    ///   reports points per millisecond; CVKit uses points per second throughout).
    /// - Throws: ``CollectionViewError/invalidGeometry(_:)`` for a non-finite velocity or
    ///   a non-finite target from the layout (the drag goes on then), or what the layout
    ///   pass throws.
    public func endDragging(velocity: Vector) throws(CollectionViewError) {
        guard let drag = viewport.drag else { return }
        guard velocity.isFinite else {
            throw .invalidGeometry(.dragReleaseVelocity(velocity))
        }
        try layoutIfNeeded()
        let start = contentOffset
        let chosen = try releaseTarget(from: start, velocity: velocity, dragStart: drag.startOffset)
        var target = chosen
        delegate?.collectionViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        target = target.isFinite ? clamped(target) : chosen
        viewport.drag = nil
        let willDecelerate = target != start
        delegate?.collectionViewDidEndDragging(self, willDecelerate: willDecelerate)
        // The delegate may have started a drag or a scroll of its own in the meantime.
        guard willDecelerate, !isDragging, !isScrollAnimating else { return }
        decelerate(from: contentOffset, to: target)
    }
}
