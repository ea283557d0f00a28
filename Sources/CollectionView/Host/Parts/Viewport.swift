import Geometry
import LayoutProtocol

/// The host's viewport part: where the collection view looks and how it scrolls.
///
/// Owns the bounds (content offset and size), the content inset, safe-area insets,
/// layout margins, display scale, layout direction and prefetch margin; the scrolling
/// physics (deceleration rate, paging, bouncing and the rubber band, scroll-to-top),
/// the drag in progress and the running scroll animation with its
/// ``LayoutProtocol/FrameAnimator`` and last error. Computes the prepared rect, the range the offset is
/// clamped to, paging stops, a fling's projected stop, the rubber-banded offset of a
/// drag and the offset that shows a frame at a ``ScrollPosition``.
///
/// May not touch the layout, the data source, views or selection, and never lays out:
/// the host moves the bounds (through `setBounds(_:)`, which runs the layout pass) and
/// asks the layout for its target offsets. Everything here is plain state and math, so
/// it is tested on its own.
package final class Viewport {
    /// The visible rectangle in content coordinates; its origin is the content offset.
    package var bounds: Rect
    /// Insets around the content (`contentInset`).
    package var contentInset: EdgeInsets = .zero
    /// The safe area insets the layout may use.
    package var safeAreaInsets: EdgeInsets = .zero
    /// What the view keeps in place through content changes.
    package var scrollAnchor: ScrollAnchor = .none
    /// The cell the last anchored change kept in place: the passes after it (rows that size
    /// themselves) keep the same cell, until the view is scrolled.
    package var heldAnchor: ElementIndexPath?
    /// How the safe area adds to the content inset (`contentInsetAdjustmentBehavior`).
    package var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The content size of the last layout pass: which axes scroll, for
    /// ``adjustedContentInset``. Kept here rather than asked of the layout, so that a layout
    /// reading the adjusted inset while it computes its content size does not recurse.
    package var contentSizeForInsets: Size = .zero
    /// The layout margins the layout may use.
    package var layoutMargins: EdgeInsets = .zero
    /// Pixels per point for rounding frames; `nil` keeps frames exact.
    package var displayScale: Double?
    /// The reading direction given to the layout.
    package var layoutDirection: LayoutDirection = .leftToRight
    /// How far beyond the bounds (on every side) elements are prepared and prefetched.
    package var prefetchMargin: Double = 0
    /// Whether elements that only touch the prepared rect, or have no area, are kept.
    package var keepsTouchingElements = true
    /// How fast a fling slows down.
    package var decelerationRate: DecelerationRate = .normal
    /// Whether flings stop on multiples of the bounds size.
    package var isPagingEnabled = false
    /// Whether a drag may go past the content's edges and springs back (`bounces`).
    package var bounces = true
    /// Whether a vertical drag rubber-bands even when the content is not taller than the view.
    package var alwaysBounceVertical = false
    /// Whether a horizontal drag rubber-bands even when the content is not wider than the view.
    package var alwaysBounceHorizontal = false
    /// Whether a status-bar tap scrolls to the top (`scrollsToTop`).
    package var scrollsToTop = true

    /// A drag in progress: where the finger's offset would be without the rubber band
    /// when it began, and the content offset then (paging goes on from its page).
    package struct Drag {
        /// The unbanded offset at the start: the drag's offset is this minus the translation, banded.
        package var origin: Point
        /// The content offset when the drag began.
        package var startOffset: Point
    }

    /// The drag in progress (`isDragging`), if any.
    package var drag: Drag?

    /// The running fling or animated scroll, if any.
    package var scrollAnimation: ScrollAnimation?
    /// How far content changes moved the running scroll since it started (an update that
    /// kept rows in place above the viewport): added to every frame's offset, so the
    /// scroll goes on at its velocity instead of snapping back.
    package var scrollShift = Vector.zero
    /// The error that stopped the last scroll animation.
    package var lastScrollError: CollectionViewError?
    /// Drives the scroll animation.
    package let scrollAnimator: FrameAnimator

    /// Creates a viewport at offset zero.
    ///
    /// - Parameters:
    ///   - size: The bounds size.
    ///   - clock: The clock that drives scroll animations.
    package init(size: Size, clock: any FrameClock) {
        bounds = Rect(origin: .zero, size: size)
        scrollAnimator = FrameAnimator(clock: clock)
    }

    // MARK: - Derived geometry

    /// The insets the content really gets (`adjustedContentInset`): ``contentInset`` plus the
    /// safe area on the edges ``contentInsetAdjustmentBehavior`` adjusts.
    package var adjustedContentInset: EdgeInsets {
        let c = contentInset, s = safeAreaInsets
        let horizontal: Bool, vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return c
        case .always: (horizontal, vertical) = (true, true)
        case .scrollableAxes: (horizontal, vertical) = scrollableAxes
        case .automatic: (horizontal, vertical) = (scrollableAxes.horizontal, true)
        }
        return EdgeInsets(
            top: c.top + (vertical ? s.top : 0), left: c.left + (horizontal ? s.left : 0),
            bottom: c.bottom + (vertical ? s.bottom : 0), right: c.right + (horizontal ? s.right : 0))
    }

    /// The axes the content scrolls along (UIKit's rule for `.scrollableAxes`): the content
    /// with its inset is larger than the bounds, or the axis always bounces.
    package var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let c = contentInset, size = contentSizeForInsets
        return (
            alwaysBounceHorizontal || size.width + c.left + c.right > bounds.width,
            alwaysBounceVertical || size.height + c.top + c.bottom > bounds.height
        )
    }

    /// Moves an offset resting at the leading edge of the old adjusted inset to the leading
    /// edge of the current one, on each axis (UIKit keeps a view that rests at the top there
    /// when its safe area changes); any other offset is kept.
    package func keepRestingOffset(previousAdjustedInset old: EdgeInsets) {
        let new = adjustedContentInset
        var origin = bounds.origin
        if origin.y == -old.top { origin.y = -new.top }
        if origin.x == -old.left { origin.x = -new.left }
        bounds.origin = origin
    }

    /// The rect whose elements are kept: the bounds grown by ``prefetchMargin``.
    package var preparedRect: Rect {
        let m = max(0, prefetchMargin.isFinite ? prefetchMargin : 0)
        return bounds.insetBy(dx: -m, dy: -m)
    }

    /// The range the content offset may take for a content size: from minus the leading
    /// adjusted inset to the content size plus the trailing adjusted inset minus the bounds
    /// size (never below the minimum).
    package func contentOffsetBounds(contentSize size: Size) -> (min: Point, max: Point) {
        let inset = adjustedContentInset
        let minimum = Point(x: -inset.left, y: -inset.top)
        let maximum = Point(
            x: max(minimum.x, size.width + inset.right - bounds.width),
            y: max(minimum.y, size.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// A point clamped to ``contentOffsetBounds(contentSize:)``.
    package func clamped(_ offset: Point, contentSize: Size) -> Point {
        let (lo, hi) = contentOffsetBounds(contentSize: contentSize)
        return Point(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    // MARK: - Scrolling physics

    /// Where a fling from `start` would stop at ``decelerationRate`` before the layout
    /// adjusts it, clamped.
    package func projectedStop(from start: Point, velocity: Vector, contentSize: Size) -> Point {
        let rate = decelerationRate
        return clamped(
            Point(
                x: start.x + rate.projectedTravel(forVelocity: velocity.dx),
                y: start.y + rate.projectedTravel(forVelocity: velocity.dy)), contentSize: contentSize)
    }

    /// The release speed along an axis, in points per second, below which a paging fling
    /// settles on the nearest page instead of going one page on (UIKit does not document
    /// its value; 500 pt/s tells a deliberate flick from a finger that slows to a stop).
    package static let pagingVelocityThreshold = 500.0

    /// The paging stop on each axis, in multiples of the bounds size (the caller clamps it
    /// to the content, which makes the last, partial page reachable): below
    /// ``pagingVelocityThreshold`` the page nearest to `start`; at or above it exactly one
    /// page in the direction of the velocity from the page the drag began on — the page
    /// nearest to `dragStart`, or without one the page `start` is leaving.
    ///
    /// - Parameters:
    ///   - start: The offset at release.
    ///   - velocity: Points per second.
    ///   - dragStart: The offset when the drag began, if a drag led here.
    package func pagedOffset(from start: Point, velocity: Vector, dragStart: Point? = nil) -> Point {
        func page(_ offset: Double, _ v: Double, _ size: Double, _ began: Double?) -> Double {
            guard size > 0 else { return offset }
            let position = offset / size
            guard abs(v) >= Self.pagingVelocityThreshold else { return position.rounded() * size }
            let origin: Double
            if let began, began.isFinite {
                origin = (began / size).rounded()
            } else {
                origin = v > 0 ? position.rounded(.down) : position.rounded(.up)
            }
            return (origin + (v > 0 ? 1 : -1)) * size
        }
        return Point(
            x: page(start.x, velocity.dx, bounds.width, dragStart?.x),
            y: page(start.y, velocity.dy, bounds.height, dragStart?.y))
    }

    /// The content offset that puts `frame` at `position` of the visible area (the
    /// bounds minus the adjusted content inset, so the safe area stays clear), unclamped. Vertical positions set y, horizontal
    /// ones x; an axis without a position keeps the current offset, and the empty set
    /// moves each axis as little as needed to show the whole frame.
    package func offset(showing frame: Rect, at position: ScrollPosition) -> Point {
        let vertical = position.intersection(.vertical), horizontal = position.intersection(.horizontal)
        let inset = adjustedContentInset, size = bounds.size
        var target = bounds.origin
        let visibleHeight = size.height - inset.top - inset.bottom
        let visibleWidth = size.width - inset.left - inset.right
        switch vertical {
        case .top: target.y = frame.minY - inset.top
        case .centeredVertically: target.y = frame.midY - visibleHeight / 2 - inset.top
        case .bottom: target.y = frame.maxY - size.height + inset.bottom
        default:
            if position.isEmpty { target.y = Self.minimalOffset(target.y, frame.minY, frame.maxY, visibleHeight, inset.top) }
        }
        switch horizontal {
        case .left: target.x = frame.minX - inset.left
        case .centeredHorizontally: target.x = frame.midX - visibleWidth / 2 - inset.left
        case .right: target.x = frame.maxX - size.width + inset.right
        default:
            if position.isEmpty { target.x = Self.minimalOffset(target.x, frame.minX, frame.maxX, visibleWidth, inset.left) }
        }
        return target
    }

    /// The offset on one axis that shows `[lo, hi]` with the least movement.
    private static func minimalOffset(_ current: Double, _ lo: Double, _ hi: Double, _ visible: Double, _ leading: Double) -> Double {
        let top = current + leading
        if lo < top { return lo - leading }
        if hi > top + visible { return hi - visible - leading }
        return current
    }

    // MARK: - Edges

    /// The `c` of the rubber band `(1 − 1/(x·c/d + 1))·d`.
    package static let rubberBandCoefficient = 0.55

    /// How long a release past an edge takes to spring back, in seconds.
    package static let bounceDuration = 0.5

    /// How far past an edge the content goes for a finger `overshoot` points past it:
    /// `(1 − 1/(x·c/d + 1))·d`, `c` = ``rubberBandCoefficient``, `d` = `extent`.
    package static func rubberBand(_ overshoot: Double, extent: Double) -> Double {
        guard extent > 0, overshoot.isFinite else { return 0 }
        let x = abs(overshoot)
        let banded = (1 - 1 / (x * rubberBandCoefficient / extent + 1)) * extent
        return overshoot < 0 ? -banded : banded
    }

    /// The inverse of ``rubberBand(_:extent:)``: the finger's overshoot that puts the
    /// content `banded` points past the edge (`d/c·(1/(1 − y/d) − 1)`).
    package static func unbanded(_ banded: Double, extent: Double) -> Double {
        guard extent > 0, banded.isFinite else { return 0 }
        let fraction = min(abs(banded) / extent, 0.999_999)
        let x = extent / rubberBandCoefficient * (1 / (1 - fraction) - 1)
        return banded < 0 ? -x : x
    }

    /// Whether a drag may go past the edges on each axis: with ``bounces``, when the
    /// content can scroll along the axis or the axis always bounces.
    package func bouncingAxes(contentSize: Size) -> (horizontal: Bool, vertical: Bool) {
        guard bounces else { return (false, false) }
        let (lo, hi) = contentOffsetBounds(contentSize: contentSize)
        return (alwaysBounceHorizontal || hi.x > lo.x, alwaysBounceVertical || hi.y > lo.y)
    }

    /// The content offset for a drag whose unbanded offset is `raw`: inside the content
    /// as is; past an edge rubber-banded on an axis that bounces, clamped otherwise.
    package func draggedOffset(_ raw: Point, contentSize: Size) -> Point {
        let (lo, hi) = contentOffsetBounds(contentSize: contentSize)
        let axes = bouncingAxes(contentSize: contentSize)
        func axis(_ v: Double, _ lo: Double, _ hi: Double, _ bounce: Bool, _ extent: Double) -> Double {
            if v < lo { return bounce ? lo + Self.rubberBand(v - lo, extent: extent) : lo }
            if v > hi { return bounce ? hi + Self.rubberBand(v - hi, extent: extent) : hi }
            return v
        }
        return Point(
            x: axis(raw.x, lo.x, hi.x, axes.horizontal, bounds.width), y: axis(raw.y, lo.y, hi.y, axes.vertical, bounds.height))
    }

    /// The unbanded offset that ``draggedOffset(_:contentSize:)`` maps to `offset`, so a
    /// drag that begins past an edge (during a spring-back) goes on smoothly.
    package func unbandedPosition(for offset: Point, contentSize: Size) -> Point {
        let (lo, hi) = contentOffsetBounds(contentSize: contentSize)
        func axis(_ v: Double, _ lo: Double, _ hi: Double, _ extent: Double) -> Double {
            if v < lo { return lo + Self.unbanded(v - lo, extent: extent) }
            if v > hi { return hi + Self.unbanded(v - hi, extent: extent) }
            return v
        }
        return Point(x: axis(offset.x, lo.x, hi.x, bounds.width), y: axis(offset.y, lo.y, hi.y, bounds.height))
    }

    // MARK: - The scroll animation

    /// Starts a scroll animation; `step` runs on every frame with the offset and
    /// whether it arrived, and returns whether to go on.
    package func startScrollAnimation(_ animation: ScrollAnimation, step: @escaping (ScrollAnimation, Point, Bool) -> Bool) {
        scrollAnimation = animation
        scrollShift = .zero
        scrollAnimator.start { [weak self] elapsed, _ in
            let (offset, finished) = animation.offset(afterElapsed: elapsed)
            return step(animation, offset + (self?.scrollShift ?? .zero), finished)
        }
    }

    /// Moves a running scroll or drag with the content: a change that moved the offset by
    /// `delta` (to keep content in place) moves the scroll's path and the drag's origin by
    /// as much, so the gesture keeps its velocity and nothing snaps back.
    package func shiftRunningScroll(by delta: Vector) {
        guard delta != .zero else { return }
        if scrollAnimation != nil { scrollShift = scrollShift + delta }
        if var moving = drag {
            moving.origin = moving.origin + delta
            moving.startOffset = moving.startOffset + delta
            drag = moving
        }
    }

    /// Stops the running scroll animation, if any.
    package func stopScrollAnimation() {
        guard scrollAnimation != nil else { return }
        scrollAnimator.stop()
        scrollAnimation = nil
    }
}
