import Geometry
import LayoutProtocol

extension CompositionalLayout {
    // MARK: - Orthogonal scrolling (the offsets are the host's state)

    /// Sets the scroll offset of an orthogonal section and runs its visible-items handler.
    ///
    /// The offset is measured from the section's leading edge across the layout's scroll
    /// axis (`x` in a vertically scrolling layout, `y` in a horizontally scrolling one): a
    /// positive value moves the content towards the leading edge, in right-to-left layouts
    /// too. Nothing outside the section is recomputed; queries return the section's frames
    /// moved by the offset, in the collection view's coordinates.
    ///
    /// ```swift
    /// try layout.setOrthogonalScrollingOffset(Point(x: 120, y: 0), forSection: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The offset; values outside `0…maximum` (rubber-banding) are kept.
    ///   - section: The section.
    /// - Throws: `LayoutError.invalidGeometry` for a non-finite offset or a section that
    ///   does not scroll orthogonally; nothing changes then.
    /// - Complexity: O(visible elements of the section) plus its handler.
    public func setOrthogonalScrollingOffset(_ offset: Point, forSection section: Int) throws(LayoutError) {
        // The path is built only for an error: a sideways scroll sets an offset every frame.
        func failure(_ reason: CompositionalLayoutError.Reason) -> LayoutError {
            .invalidGeometry(CompositionalLayoutError("sections[\(section)].orthogonalScrollingOffset", reason).description)
        }
        guard offset.isFinite else { throw failure(.invalidOffset(offset)) }
        if let state, section >= 0, section < state.sections.count, !state.sections[section].orthogonal {
            throw failure(.notOrthogonal)
        }
        orthogonalOffsets[section] = offset
        runVisibleItemsHandler(forSection: section)
    }

    /// The scroll offset of an orthogonal section; zero until set.
    public func orthogonalScrollingOffset(forSection section: Int) -> Point {
        orthogonalOffsets[section] ?? .zero
    }

    /// The scrolled length of an orthogonal section's content (its leading and trailing
    /// insets, groups and spacing) and its visible length, across the scroll axis; `nil`
    /// for a section that does not scroll orthogonally.
    public func orthogonalContentLength(forSection section: Int) -> (content: Double, visible: Double)? {
        guard let state, section >= 0, section < state.sections.count, state.sections[section].orthogonal else { return nil }
        let sec = state.sections[section]
        return (sec.orthogonalContentLength, sec.areaCrossLength)
    }

    /// Where a drag or fling of an orthogonal section comes to rest, by the section's
    /// behavior (UIKit's landing rules).
    ///
    /// `proposed` is where deceleration would stop (see the host's deceleration rate);
    /// `velocity` is in points per second, its sign says the direction. With `o` the
    /// current offset (``orthogonalScrollingOffset(forSection:)``), `max` the content
    /// length less the visible length, a group's stride `s` (its length plus
    /// `interGroupSpacing`), `g` the group length, `v` the visible length and `L` the
    /// leading content inset:
    ///
    /// | behavior | lands on |
    /// |---|---|
    /// | `continuous` | `proposed`, clamped to `0…max` |
    /// | `continuousGroupLeadingBoundary` | the multiple of `s` nearest `proposed`, clamped to `0…max` |
    /// | `paging` | one page (`v`) from the page of `o` in the direction of the velocity (the page nearest `proposed` at zero velocity), clamped to `0…max` |
    /// | `groupPaging` | `k·s`, one group from the group at `o` in the direction of the velocity (nearest `proposed` at zero velocity), `k` in `0…n−1` |
    /// | `groupPagingCentered` | `L + k·s + g/2 − v/2`: group `k` centered, chosen as for `groupPaging` |
    /// | `none` | zero |
    ///
    /// Group paging lands on every group, the last one included (UIKit widens the
    /// scroll range for it); sections with self-sizing items use each group's own start.
    /// When groups run backwards (spacing more negative than a group is long), the snap
    /// points descend: the nearest one, or the nearest one past `o` in the direction of
    /// the velocity, is found by looking at each group.
    ///
    /// - Returns: The offset to land on (the other coordinate is zero).
    /// - Complexity: O(1) for fixed sizes, O(log groups) otherwise; O(groups) when groups
    ///   run backwards.
    public func targetOrthogonalOffset(forProposed proposed: Point, velocity: Vector, inSection section: Int) -> Point {
        guard let state, section >= 0, section < state.sections.count else { return .zero }
        let sec = state.sections[section]
        guard sec.orthogonal else { return .zero }
        let vertical = state.scroll.isVertical
        let p = vertical ? proposed.x : proposed.y
        let v = vertical ? velocity.dx : velocity.dy
        let current = vertical ? orthogonalScrollingOffset(forSection: section).x : orthogonalScrollingOffset(forSection: section).y
        let visible = sec.areaCrossLength
        let maximum = max(0, sec.orthogonalContentLength - visible)
        func clamp(_ x: Double) -> Double { min(max(x, 0), maximum) }
        let n = sec.groupCount
        let stack = sec.stackAxis(state.scroll)
        /// The start of group k relative to the content's leading edge, less the leading inset.
        func groupStart(_ k: Int) -> Double { sec.offset(ofGroup: k) }
        func groupLength(_ k: Int) -> Double { sec.estimated.map { $0.lengths[k] } ?? stack.main(sec.template.size) }
        let leadingInset = sec.crossStart - sec.areaCrossStart
        // Snap points ascend unless groups run backwards (spacing more negative than a group
        // is long): then every group's snap point is compared (the lower index wins a tie).
        let ascending = sec.estimated.map(\.ascends) ?? (sec.stride >= 0)
        func distance(_ snap: (Int) -> Double, _ k: Int, _ x: Double) -> Double { abs(snap(k) - x) }
        /// The group whose snap point is nearest `x`, with `snap(k)` its snap point.
        func nearest(_ x: Double, _ snap: (Int) -> Double) -> Int {
            guard n > 1 else { return 0 }
            guard ascending else { return (0..<n).min { distance(snap, $0, x) < distance(snap, $1, x) } ?? 0 }
            var lo = 0, hi = n - 1
            while lo < hi {  // snap points ascend
                let mid = (lo + hi) / 2
                if snap(mid + 1) <= x {
                    lo = mid + 1
                } else if snap(mid) >= x {
                    hi = mid
                } else {
                    return x - snap(mid) <= snap(mid + 1) - x ? mid : mid + 1
                }
            }
            return lo
        }
        /// One group from the group at `current` in the direction of the velocity.
        func paged(_ snap: (Int) -> Double) -> Int {
            guard n > 0 else { return 0 }
            if v == 0 { return nearest(p, snap) }
            guard ascending else {
                // The nearest snap point past `current` in the direction of the velocity, or
                // the furthest one in that direction when none is past it.
                let ahead = (0..<n).filter { v > 0 ? snap($0) > current : snap($0) < current }
                if let k = ahead.min(by: { distance(snap, $0, current) < distance(snap, $1, current) }) { return k }
                return (0..<n).max { v > 0 ? snap($0) < snap($1) : snap($0) > snap($1) } ?? 0
            }
            let here = nearest(current, snap)
            if v > 0 { return min(n - 1, snap(here) > current ? here : here + 1) }
            return max(0, snap(here) < current ? here : here - 1)
        }
        let result: Double
        switch sec.section.orthogonalScrollingBehavior {
        case .none:
            result = 0
        case .continuous:
            result = clamp(p)
        case .continuousGroupLeadingBoundary:
            result = n == 0 ? 0 : clamp(groupStart(nearest(p, groupStart)))
        case .paging:
            guard visible > 0 else { result = 0; break }
            let page: Double
            if v > 0 {
                page = (current / visible + 1e-9).rounded(.down) + 1
            } else if v < 0 {
                page = (current / visible - 1e-9).rounded(.up) - 1
            } else {
                page = (p / visible).rounded()
            }
            result = clamp(page * visible)
        case .groupPaging:
            result = n == 0 ? 0 : groupStart(paged(groupStart))
        case .groupPagingCentered:
            let centred = { (k: Int) in leadingInset + groupStart(k) + groupLength(k) / 2 - visible / 2 }
            result = n == 0 ? 0 : centred(paged(centred))
        }
        return vertical ? Point(x: result, y: 0) : Point(x: 0, y: result)
    }

    // MARK: - Visible-items handlers

    /// Runs the handlers of the sections on screen.
    func refreshVisibleItemHandlers() {
        guard let state, let host else { return }
        let b = state.mirrored ? mirror(host.bounds, state) : host.bounds
        let scroll = state.scroll
        let lo = scroll.minMain(b), hi = scroll.maxMain(b)
        var s = firstSection(endingAtOrAfter: lo, state)
        var seen = Set<Int>()
        while state.sections.someSection(from: s, startingAtOrBefore: hi) {
            if state.sections[s].section.visibleItemsInvalidationHandler != nil {
                runVisibleItemsHandler(forSection: s)
                seen.insert(s)
            }
            s += 1
        }
        for key in visibleAdjustments.keys where !seen.contains(key) { visibleAdjustments[key] = nil }
    }

    /// Calls a section's handler with its visible cells and supplementary views, and keeps
    /// what it changed.
    ///
    /// The items' frames are before orthogonal scrolling; `offset` is the orthogonal offset
    /// across the scroll axis (negated in right-to-left layouts, so `frame.midX − offset.x`
    /// is the position on screen) and the host's content offset along it.
    func runVisibleItemsHandler(forSection s: Int) {
        guard let state, let host, s >= 0, s < state.sections.count,
            let handler = state.sections[s].section.visibleItemsInvalidationHandler
        else { return }
        let sec = state.sections[s]
        let r = state.mirrored ? mirror(host.bounds, state) : host.bounds
        var found: [LayoutAttributes] = []
        appendElements(ofSection: s, in: r, state, visible: visibleMainRange(state), into: &found)
        let shift = sec.orthogonal ? orthogonalShift(s, state) : Vector(dx: 0, dy: 0)
        let boundaryKinds = Set(sec.boundary.map(\.item.elementKind))
        var items: [LayoutVisibleItem] = []
        for a in found {
            var unscrolled = a
            switch a.category {
            case .decoration: continue
            case .cell: if sec.orthogonal { unscrolled.frame = a.frame.offsetBy(dx: shift.dx, dy: shift.dy) }
            case .supplementary(let kind):
                if sec.orthogonal && !boundaryKinds.contains(kind) { unscrolled.frame = a.frame.offsetBy(dx: shift.dx, dy: shift.dy) }
            }
            if state.mirrored { unscrolled.frame = mirror(unscrolled.frame, state) }
            items.append(LayoutVisibleItem(unscrolled))
        }
        let o = orthogonalScrollingOffset(forSection: s)
        let sign: Double = state.mirrored && state.scroll.isVertical ? -1 : 1
        let offset: Point =
            !sec.orthogonal
            ? host.contentOffset
            : state.scroll.isVertical ? Point(x: sign * o.x, y: host.contentOffset.y) : Point(x: host.contentOffset.x, y: o.y)
        let before = items.map { ($0.center, $0.alpha, $0.transform3D, $0.zIndex, $0.isHidden) }
        handler(items, offset, state.geometry.environment)
        var adjustments: [ElementKey: VisibleAdjustment] = [:]
        for (item, old) in zip(items, before) {
            let moved = item.center - old.0
            guard
                moved != Vector(dx: 0, dy: 0) || item.alpha != old.1 || item.transform3D != old.2 || item.zIndex != old.3
                    || item.isHidden != old.4
            else { continue }
            adjustments[ElementKey(item.representedElementCategory, item.indexPath)] = VisibleAdjustment(
                move: Point(x: moved.dx, y: moved.dy), alpha: item.alpha, transform3D: item.transform3D, zIndex: item.zIndex,
                isHidden: item.isHidden)
        }
        visibleAdjustments[s] = adjustments.isEmpty ? nil : adjustments
    }
}
