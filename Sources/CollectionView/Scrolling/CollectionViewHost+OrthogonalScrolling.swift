import Geometry
import LayoutProtocol

extension CollectionViewHost {
    // MARK: - Public API: sections that scroll on their own axis

    /// The layout's orthogonal sections, when it has any (a layout adopting
    /// ``LayoutProtocol/OrthogonalScrollingLayout``, such as `CompositionalLayout`).
    public var orthogonalScrollingLayout: (any OrthogonalScrollingLayout)? { collectionViewLayout as? any OrthogonalScrollingLayout }

    /// Starts dragging an orthogonal section: its running deceleration stops where it is.
    ///
    /// - Parameter section: A section that scrolls on its own axis.
    /// - Throws: ``CollectionViewError/invalidState(_:)`` when the layout has no such
    ///   section, or what the layout pass throws; nothing changes then.
    public func beginOrthogonalDragging(inSection section: Int) throws(CollectionViewError) {
        let (layout, maximum, extent) = try orthogonalSection(section)
        guard orthogonalScroller.drags[section] == nil else { return }
        orthogonalScroller.stop(section: section)
        let current = orthogonalValue(layout.orthogonalScrollingOffset(forSection: section), layout)
        orthogonalScroller.drags[section] = .init(origin: OrthogonalScroller.unbanded(current, maximum: maximum, extent: extent))
    }

    /// Moves an orthogonal section with the finger: its offset is the one at the start
    /// minus the translation along the section's axis, rubber-banded past an edge with
    /// ``bounces`` (the same function as the content offset's) or clamped without.
    ///
    /// - Parameters:
    ///   - section: The section; a drag that was not begun begins.
    ///   - translation: How far the finger moved on the view since the drag began.
    /// - Throws: ``CollectionViewError/invalidGeometry(_:)`` for a non-finite
    ///   translation, ``CollectionViewError/invalidState(_:)`` for a section that does not
    ///   scroll on its own, or what the layout throws; nothing changes then.
    public func dragOrthogonal(inSection section: Int, translation: Vector) throws(CollectionViewError) {
        guard translation.isFinite else { throw .invalidGeometry(.dragTranslation(translation)) }
        try beginOrthogonalDragging(inSection: section)
        let (layout, maximum, extent) = try orthogonalSection(section)
        guard let drag = orthogonalScroller.drags[section] else { return }
        let t = layout.orthogonalSectionsScrollHorizontally ? translation.dx : translation.dy
        let value = OrthogonalScroller.dragged(drag.origin - t, maximum: maximum, extent: extent, bounces: bounces)
        try moveOrthogonal(section, to: value, layout)
    }

    /// Lets go of an orthogonal section with `velocity` (points per second, of the
    /// offset): it decelerates at ``decelerationRate`` to where the layout's
    /// `targetOrthogonalOffset(forProposed:velocity:inSection:)` lands it (its behavior:
    /// paging, group paging, …), clamped to the section's range; from past an edge it
    /// springs back over ``bounceDuration``. Without a drag in progress this does nothing.
    ///
    /// - Throws: ``CollectionViewError/invalidGeometry(_:)`` for a non-finite velocity or
    ///   target, ``CollectionViewError/invalidState(_:)`` for a section that does not
    ///   scroll on its own; the drag goes on then.
    public func endOrthogonalDragging(inSection section: Int, velocity: Vector) throws(CollectionViewError) {
        guard orthogonalScroller.drags[section] != nil else { return }
        guard velocity.isFinite else { throw .invalidGeometry(.dragReleaseVelocity(velocity)) }
        let (layout, maximum, _) = try orthogonalSection(section)
        let horizontal = layout.orthogonalSectionsScrollHorizontally
        let start = orthogonalValue(layout.orthogonalScrollingOffset(forSection: section), layout)
        let v = horizontal ? velocity.dx : velocity.dy
        let proposedValue = start + decelerationRate.projectedTravel(forVelocity: v)
        let proposed = horizontal ? Point(x: proposedValue, y: 0) : Point(x: 0, y: proposedValue)
        let chosen = orthogonalValue(layout.targetOrthogonalOffset(forProposed: proposed, velocity: velocity, inSection: section), layout)
        guard chosen.isFinite else {
            throw .invalidGeometry(.orthogonalTarget(chosen, section: section))
        }
        orthogonalScroller.drags[section] = nil
        let target = min(max(chosen, 0), maximum)
        guard target != start else { return }
        let curve: ScrollAnimation.Curve =
            start >= 0 && start <= maximum ? .deceleration(decelerationRate) : .timed(duration: Viewport.bounceDuration, curve: .spring)
        let animation = ScrollAnimation(from: Point(x: start, y: 0), to: Point(x: target, y: 0), curve: curve, kind: .deceleration)
        orthogonalScroller.start(section: section) { [weak self] elapsed in
            guard let self else { return false }
            let (offset, finished) = animation.offset(afterElapsed: elapsed)
            do throws(CollectionViewError) {
                try self.moveOrthogonal(section, to: offset.x, layout)
            } catch {
                self.viewport.lastScrollError = error
                return false
            }
            return !finished
        }
    }

    /// Whether an orthogonal section is decelerating.
    public func isOrthogonalDecelerating(inSection section: Int) -> Bool { orthogonalScroller.isAnimating(section: section) }

    /// Whether an orthogonal section is being dragged.
    public func isOrthogonalDragging(inSection section: Int) -> Bool { orthogonalScroller.drags[section] != nil }

    // MARK: - Public API: touches

    /// The orthogonal section under a point of the view (a touch position: points from the
    /// view's top-left corner), by the layout's hit test
    /// (`OrthogonalScrollingLayout.orthogonalScrollingSection(at:)`) in content
    /// coordinates; `nil` when there is none, the layout has no orthogonal sections, or
    /// the layout pass fails.
    public func orthogonalScrollingSection(atViewPoint point: Point) -> Int? {
        guard point.isFinite, let layout = orthogonalScrollingLayout, (try? layoutIfNeeded()) != nil,
            let section = layout.orthogonalScrollingSection(at: contentPoint(forViewPoint: point)),
            layout.orthogonalContentLength(forSection: section) != nil
        else { return nil }
        return section
    }

    /// The section a pan scrolls, UIKit's nested scroll views' rule: a pan that began at
    /// `point` (on the view) inside an orthogonal section and moved mainly along the
    /// section's axis — strictly more along it than across — scrolls that section; any
    /// other pan (mainly along the collection view's own axis, or a tie) scrolls the
    /// collection view (`nil`).
    ///
    /// ```swift
    /// // A carousel at y 80…280 that scrolls horizontally:
    /// cv.orthogonalScrollingSection(forPanStartingAt: Point(x: 100, y: 150), translation: Vector(dx: -12, dy: 3))  // 0
    /// cv.orthogonalScrollingSection(forPanStartingAt: Point(x: 100, y: 150), translation: Vector(dx: -3, dy: 12))  // nil
    /// ```
    public func orthogonalScrollingSection(forPanStartingAt point: Point, translation: Vector) -> Int? {
        guard translation.isFinite, let layout = orthogonalScrollingLayout,
            let section = orthogonalScrollingSection(atViewPoint: point)
        else { return nil }
        let along = layout.orthogonalSectionsScrollHorizontally ? translation.dx : translation.dy
        let across = layout.orthogonalSectionsScrollHorizontally ? translation.dy : translation.dx
        return abs(along) > abs(across) ? section : nil
    }

    /// A finger down at `point` (on the view) on a decelerating orthogonal section stops
    /// it where it is, as a finger on a decelerating scroll view does; returns whether it
    /// did (the touch then never reaches the view's own tracking).
    func catchOrthogonalDeceleration(atViewPoint point: Point) -> Bool {
        guard !orthogonalScroller.animators.isEmpty, let section = orthogonalScrollingSection(atViewPoint: point),
            orthogonalScroller.isAnimating(section: section)
        else {
            return false
        }
        orthogonalScroller.stop(section: section)
        return true
    }

    // MARK: - Private

    private func orthogonalValue(_ p: Point, _ layout: any OrthogonalScrollingLayout) -> Double {
        layout.orthogonalSectionsScrollHorizontally ? p.x : p.y
    }

    /// The layout and the section's range and visible length, checked.
    private func orthogonalSection(_ section: Int) throws(CollectionViewError) -> (any OrthogonalScrollingLayout, Double, Double) {
        try layoutIfNeeded()
        guard let layout = orthogonalScrollingLayout, let lengths = layout.orthogonalContentLength(forSection: section) else {
            throw .invalidState(.notOrthogonalSection(section))
        }
        return (layout, max(0, lengths.content - lengths.visible), lengths.visible)
    }

    /// Hands a section offset to the layout and re-queries the visible set.
    private func moveOrthogonal(_ section: Int, to value: Double, _ layout: any OrthogonalScrollingLayout) throws(CollectionViewError) {
        let offset = layout.orthogonalSectionsScrollHorizontally ? Point(x: value, y: 0) : Point(x: 0, y: value)
        do {
            try layout.setOrthogonalScrollingOffset(offset, forSection: section)
        } catch {
            throw .layout(error)
        }
        visibleSet.needsRefresh = true
        try layoutIfNeeded()
    }
}
