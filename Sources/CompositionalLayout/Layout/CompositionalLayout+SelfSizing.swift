import Geometry
import LayoutProtocol

extension CompositionalLayout {
    // MARK: - Self-sizing

    /// Records the size a self-sizing cell prefers, re-lays out its group, moves what
    /// follows and invalidates the layout with the resulting context.
    ///
    /// The size replaces the estimate along the item's estimated dimensions until the
    /// number of items in its section changes. When the item's group starts before the visible bounds, the
    /// context's `contentOffsetAdjustment` is how far everything after it moved, so a host
    /// that applies it keeps what the user sees in place.
    ///
    /// ```swift
    /// let context = try layout.setPreferredSize(Size(width: 390, height: 80), forItemAt: ElementIndexPath(item: 0, section: 0))
    /// context.contentOffsetAdjustment // (0, 36) when item 0 (estimated 44) is above the visible bounds
    /// ```
    ///
    /// - Returns: The context the layout was invalidated with.
    /// - Throws: `LayoutError.invalidGeometry` for a negative or non-finite size,
    ///   `LayoutError.noSuchElement` for an item the layout does not have; nothing changes then.
    /// - Complexity: O(one group + the groups and sections after it).
    @discardableResult
    public func setPreferredSize(_ size: Size, forItemAt indexPath: ElementIndexPath) throws(LayoutError) -> InvalidationContext {
        let context = try recordPreferredSize(size, forItemAt: indexPath)
        invalidateLayout(with: context)
        return context
    }

    /// The preferred size recorded for an item, or `nil`.
    public func preferredSize(forItemAt indexPath: ElementIndexPath) -> Size? {
        preferredSizes[indexPath.section]?[indexPath.item]
    }

    /// Whether an item's size comes from its cell along either axis.
    func isSelfSizing(_ indexPath: ElementIndexPath) -> Bool {
        guard let state, indexPath.section >= 0, indexPath.section < state.sections.count else { return false }
        let sec = state.sections[indexPath.section]
        guard sec.estimated != nil, indexPath.item >= 0, indexPath.item < sec.itemCount else { return false }
        let leaf = sec.template.leaves[indexPath.item % sec.leafCount]
        return leaf.selfSizingWidth || leaf.selfSizingHeight
    }

    func recordPreferredSize(_ size: Size, forItemAt indexPath: ElementIndexPath) throws(LayoutError) -> InvalidationContext {
        try LayoutError.validate(size, "the preferred size of item \(indexPath.item) in section \(indexPath.section)")
        guard indexPath.trailing.isEmpty, indexPath.section >= 0, indexPath.item >= 0 else { throw .noSuchElement(.cell(indexPath)) }
        if let host, !host.containsItem(at: indexPath) { throw .noSuchElement(.cell(indexPath)) }
        let context = makeInvalidationContext()
        context.invalidateItems(at: [indexPath])
        guard var state, isSelfSizing(indexPath) else {
            preferredSizes[indexPath.section, default: [:]][indexPath.item] = size
            return context
        }
        let s = indexPath.section
        var sec = state.sections[s]
        let k = sec.leafCount, g = indexPath.item / k
        var overrides: [Int: Size] = [:]
        let known = preferredSizes[s] ?? [:]
        for j in 0..<k { if let p = known[g * k + j] { overrides[j] = p } }
        overrides[indexPath.item % k] = size
        var resolver = GroupResolver(environment: state.geometry.environment, overrides: overrides)
        let container = groupContainer(of: sec, state)
        let instance: ResolvedGroup
        do {
            instance = try resolver.resolve(sec.section.group, in: container, path: "sections[\(s)].group")
        } catch {
            throw .invalidGeometry(error.description)
        }
        preferredSizes[s, default: [:]][indexPath.item] = size
        let scroll = state.scroll, stack = sec.stackAxis(scroll)
        guard var e = sec.estimated else { return context }
        let oldMain = sec.orthogonal ? (e.others.max() ?? 0) : e.total
        e.instances[g] = instance
        e.lengths[g] = stack.main(instance.size)
        e.others[g] = stack.cross(instance.size)
        e.maximumLength = e.lengths.max() ?? 0
        e.updateOffsets(from: g, spacing: sec.spacing)
        let newMain = sec.orthogonal ? (e.others.max() ?? 0) : e.total
        if sec.orthogonal { sec.orthogonalContentLength += e.total - (sec.estimated?.total ?? 0) }
        let changeAt = sec.orthogonal ? sec.contentStart : sec.contentStart + e.offsets[g]
        sec.estimated = e
        let delta = newMain - oldMain
        if delta != 0 {
            sec.growContent(by: delta, scroll: scroll)
            for later in (s + 1)..<state.sections.count { state.sections[later].shift(by: delta, scroll: scroll) }
            for i in state.layoutBoundary.indices where state.layoutBoundary[i].followsContent {
                state.layoutBoundary[i].frame = state.layoutBoundary[i].frame.offsetBy(dx: scroll.isVertical ? 0 : delta, dy: scroll.isVertical ? delta : 0)
            }
            state.contentSize = scroll.size(main: scroll.main(state.contentSize) + delta, cross: scroll.cross(state.contentSize))
        }
        state.sections[s] = sec
        self.state = state
        // Keep what is on screen in place when the change happened before it.
        let shift = changeAt < visibleMainRange(state).0 ? delta : 0
        if scroll.isVertical {
            context.contentOffsetAdjustment = Point(x: 0, y: shift)
            context.contentSizeAdjustment = Size(width: 0, height: delta)
        } else {
            context.contentOffsetAdjustment = Point(x: state.mirrored ? delta - shift : shift, y: 0)
            context.contentSizeAdjustment = Size(width: delta, height: 0)
        }
        return context
    }

    /// The size a section's group fractions refer to.
    func groupContainer(of sec: SectionState, _ state: LayoutState) -> Size {
        let scroll = state.scroll
        let (mainBefore, mainAfter) = scroll.mainInsets(sec.section.contentInsets)
        let (crossBefore, crossAfter) = scroll.crossInsets(sec.section.contentInsets)
        return scroll.size(
            main: max(0, scroll.main(state.geometry.contentSize) - mainBefore - mainAfter),
            cross: max(0, sec.areaCrossLength - crossBefore - crossAfter))
    }
}
