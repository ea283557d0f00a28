import Geometry
import LayoutProtocol

extension CollectionViewHost {
    // MARK: - Public API: state

    /// Whether a fling is decelerating (`isDecelerating`).
    public var isDecelerating: Bool { viewport.scrollAnimation?.isDeceleration ?? false }

    /// Whether any scroll animation runs: a fling or an animated offset change.
    public var isScrollAnimating: Bool { viewport.scrollAnimation != nil }

    /// Where the running scroll animation will stop, or `nil` when none runs.
    public var scrollTargetContentOffset: Point? { viewport.scrollAnimation.map { $0.target + viewport.scrollShift } }

    /// The error that stopped the last scroll animation (a step's layout pass failed);
    /// `nil` when it ended normally. Cleared when a new scroll starts.
    public var lastScrollError: CollectionViewError? { viewport.lastScrollError }

    /// The range the content offset may take when it is clamped: from minus the leading
    /// adjusted content inset to the content size plus the trailing one minus the bounds size
    /// (never below the minimum).
    public var contentOffsetBounds: (min: Point, max: Point) { viewport.contentOffsetBounds(contentSize: contentSize) }

    // MARK: - Public API: flinging

    /// Lets go of the content with a velocity: it decelerates at ``decelerationRate``
    /// and stops where the rate says, where the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` moves that
    /// point, or — with ``isPagingEnabled`` — on a page (a multiple of the bounds size): the
    /// nearest one below ``pagingVelocityThreshold``, otherwise exactly one page in the
    /// direction of the fling from the page the drag began on. The stop is clamped to the content (with its inset).
    ///
    /// Each frame of the ``clock`` moves the offset through ``setBounds(_:)``, so the
    /// layout is asked `shouldInvalidateLayout(forBoundsChange:)` at every step. After
    /// `t` milliseconds the offset has covered `1 − rate^t` of the way; the fling ends
    /// when it is within half a point of the stop, then sits exactly on it. The delegate
    /// hears `collectionViewWillBeginDecelerating` when it starts, `collectionViewDidScroll`
    /// on every frame and `collectionViewDidEndDecelerating` on arrival. A stop beyond an
    /// edge is clamped: the fling ends on the edge without going past it. From past an
    /// edge (a drag let go there) the offset springs back over ``bounceDuration``
    /// instead.
    ///
    /// ```swift
    /// try cv.fling(velocity: Vector(dx: 0, dy: 1000))  // 499 points down at the normal rate
    /// clock.runUntilIdle()
    /// ```
    ///
    /// - Parameters:
    ///   - velocity: The velocity of the content offset in points per second (positive
    ///     `dy` scrolls towards the end of the content, as a finger moving up).
    ///   - dragStart: The content offset when the drag that ends in this fling began
    ///     (paging goes one page on from the page nearest to it); `nil` for a fling
    ///     without a drag (one page on from the page being left).
    /// - Throws: ``CollectionViewError/invalidGeometry(_:)`` for a non-finite velocity or
    ///   a non-finite target from the layout, or what the layout pass throws; nothing
    ///   changes then (a running animation keeps running).
    public func fling(velocity: Vector, dragStartedAt dragStart: Point? = nil) throws(CollectionViewError) {
        guard velocity.isFinite else {
            throw .invalidGeometry(.flingVelocity(velocity))
        }
        try layoutIfNeeded()
        let start = contentOffset
        decelerate(from: start, to: try releaseTarget(from: start, velocity: velocity, dragStart: dragStart))
    }

    /// The offset a fling stops at without moving the content: the projected stop,
    /// adjusted by the layout (or paging) and clamped — what ``fling(velocity:dragStartedAt:)`` would
    /// aim for.
    ///
    /// - Parameter velocity: Points per second.
    /// - Returns: The target offset, or `nil` for a non-finite velocity or target.
    public func projectedContentOffset(forVelocity velocity: Vector) -> Point? {
        guard velocity.isFinite else { return nil }
        if isPagingEnabled { return clamped(viewport.pagedOffset(from: contentOffset, velocity: velocity)) }
        let proposed = viewport.projectedStop(from: contentOffset, velocity: velocity, contentSize: contentSize)
        let chosen = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        return chosen.isFinite ? clamped(chosen) : nil
    }

    // MARK: - Public API: scrolling to a place

    /// Moves the content offset, at once or animated (`setContentOffset(_:animated:)`).
    /// Stops a running fling or animation first. The offset is not clamped, as in UIKit.
    ///
    /// Animated, the offset eases in and out over ``scrollAnimationDuration`` seconds of
    /// the ``clock``; each frame goes through ``setBounds(_:)`` (so the delegate hears
    /// `collectionViewDidScroll`), and the delegate hears
    /// `collectionViewDidEndScrollingAnimation` on arrival — only for animated scrolls,
    /// as in UIKit.
    ///
    /// - Parameters:
    ///   - offset: The new content offset.
    ///   - animated: Whether to animate.
    /// - Throws: ``CollectionViewError/invalidGeometry(_:)`` for a non-finite offset, or
    ///   what the layout pass throws; nothing changes then.
    public func setContentOffset(_ offset: Point, animated: Bool) throws(CollectionViewError) {
        guard offset.isFinite else {
            throw .invalidGeometry(.contentOffset(offset))
        }
        if !animated {
            try setContentOffset(offset)
            stopScrolling()
            viewport.lastScrollError = nil
            return
        }
        stopScrolling()
        viewport.lastScrollError = nil
        guard offset != contentOffset else { return }
        run(
            ScrollAnimation(
                from: contentOffset, to: offset, curve: .timed(duration: Self.scrollAnimationDuration, curve: .smoothStep)))
    }

    /// How long an animated `setContentOffset` or `scrollToItem` takes, in seconds.
    public static let scrollAnimationDuration = 0.3

    /// The release speed along an axis, in points per second, below which a paging fling
    /// settles on the nearest page instead of going one page on: 500.
    public static var pagingVelocityThreshold: Double { Viewport.pagingVelocityThreshold }

    /// Scrolls so an item sits at a position of the visible area (the bounds minus the
    /// adjusted content inset, so the safe area stays clear), clamped to the content
    /// (`scrollToItem(at:at:animated:)`).
    ///
    /// Vertical positions set the y offset, horizontal ones the x offset; an axis without
    /// a position keeps its offset. The empty set scrolls each axis as little as needed
    /// to show the whole item.
    ///
    /// ```swift
    /// try cv.scrollToItem(at: ElementIndexPath(item: 99, section: 0), at: .centeredVertically, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: An existing item.
    ///   - position: At most one vertical and one horizontal ``ScrollPosition``.
    ///   - animated: Whether to animate.
    /// - Throws: ``CollectionViewError/noSuchItem(_:)`` for an item that does not exist
    ///   (or that the layout has no attributes for), ``CollectionViewError/invalidState(_:)``
    ///   for two positions on one axis or unknown bits; nothing changes then.
    public func scrollToItem(at indexPath: ElementIndexPath, at position: ScrollPosition, animated: Bool) throws(CollectionViewError) {
        let vertical = position.intersection(.vertical), horizontal = position.intersection(.horizontal)
        guard position.subtracting(.known).isEmpty else {
            throw .invalidState(.unknownScrollPosition(rawValue: position.rawValue))
        }
        guard vertical.rawValue.nonzeroBitCount <= 1, horizontal.rawValue.nonzeroBitCount <= 1 else {
            throw .invalidState(.conflictingScrollPositions(position.names))
        }
        try layoutIfNeeded()
        guard indexPath.trailing.isEmpty, indexPath.section >= 0, indexPath.section < numberOfSections,
            indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section),
            let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame, frame.isFinite
        else { throw .noSuchItem(indexPath) }

        let target = viewport.offset(showing: frame, at: position)
        try setContentOffset(clamped(target), animated: animated)
    }

    /// Stops a running fling or scroll animation where it is (the delegate hears
    /// nothing).
    public func stopScrolling() {
        viewport.stopScrollAnimation()
    }

    // MARK: - Public API: scroll to top

    /// Whether ``scrollToTop()`` (a tap on the status bar) scrolls (`scrollsToTop`);
    /// `true` by default.
    public var scrollsToTop: Bool {
        get { viewport.scrollsToTop }
        set { viewport.scrollsToTop = newValue }
    }

    /// What a tap on the status bar does: unless ``scrollsToTop`` is off or the
    /// delegate's `collectionViewShouldScrollToTop` answers `false`, the content
    /// scrolls, animated over ``scrollAnimationDuration``, to the top (the y offset
    /// minus the top adjusted content inset; x is kept). The delegate hears
    /// `collectionViewDidScroll` on every frame and `collectionViewDidScrollToTop` on
    /// arrival (at once when already at the top), not `didEndScrollingAnimation`.
    ///
    /// ```swift
    /// try cv.scrollToTop()
    /// clock.runUntilIdle()      // contentOffset.y == -adjustedContentInset.top
    /// ```
    ///
    /// - Returns: Whether it scrolls.
    /// - Throws: What the layout pass throws; nothing changes then.
    @discardableResult
    public func scrollToTop() throws(CollectionViewError) -> Bool {
        guard scrollsToTop, delegate?.collectionViewShouldScrollToTop(self) ?? true else { return false }
        try layoutIfNeeded()
        let start = contentOffset
        let target = Point(x: start.x, y: -adjustedContentInset.top)
        stopScrolling()
        viewport.lastScrollError = nil
        guard target != start else {
            delegate?.collectionViewDidScrollToTop(self)
            return true
        }
        run(
            ScrollAnimation(
                from: start, to: target, curve: .timed(duration: Self.scrollAnimationDuration, curve: .smoothStep), kind: .scrollToTop))
        return true
    }

    // MARK: - Internal

    /// A point clamped to ``contentOffsetBounds``.
    func clamped(_ offset: Point) -> Point { viewport.clamped(offset, contentSize: contentSize) }

    /// Where a release (or fling) from `start` with `velocity` stops, clamped: a page
    /// with paging, otherwise the projected stop as the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` moves it.
    func releaseTarget(from start: Point, velocity: Vector, dragStart: Point?) throws(CollectionViewError) -> Point {
        if isPagingEnabled {
            return clamped(viewport.pagedOffset(from: start, velocity: velocity, dragStart: dragStart))
        }
        let proposed = viewport.projectedStop(from: start, velocity: velocity, contentSize: contentSize)
        let chosen = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        guard chosen.isFinite else {
            throw .invalidGeometry(.targetContentOffset(chosen, proposed: proposed))
        }
        return clamped(chosen)
    }

    /// Stops any scroll and, unless `target` is `start`, decelerates there: at the
    /// deceleration rate from inside the content, as a spring from past an edge. The
    /// delegate hears `collectionViewWillBeginDecelerating`.
    func decelerate(from start: Point, to target: Point) {
        stopScrolling()
        viewport.lastScrollError = nil
        guard target != start else { return }
        let curve: ScrollAnimation.Curve =
            clamped(start) == start ? .deceleration(decelerationRate) : .timed(duration: Viewport.bounceDuration, curve: .spring)
        run(ScrollAnimation(from: start, to: target, curve: curve, kind: .deceleration))
        delegate?.collectionViewWillBeginDecelerating(self)
    }

    // MARK: - Private

    /// Starts an animation: every clock frame moves the offset one step.
    private func run(_ animation: ScrollAnimation) {
        viewport.startScrollAnimation(animation) { [weak self] animation, offset, finished in
            self?.step(animation, to: offset, finished: finished) ?? false
        }
    }

    /// One frame of an animation; returns whether it goes on.
    private func step(_ animation: ScrollAnimation, to offset: Point, finished: Bool) -> Bool {
        do {
            try setBounds(Rect(origin: offset, size: bounds.size))
        } catch {
            stopScrolling()
            viewport.lastScrollError = error
            return false
        }
        guard finished else { return true }
        stopScrolling()
        switch animation.kind {
        case .deceleration: delegate?.collectionViewDidEndDecelerating(self)
        case .animatedScroll: delegate?.collectionViewDidEndScrollingAnimation(self)
        case .scrollToTop: delegate?.collectionViewDidScrollToTop(self)
        }
        return false
    }
}
