import Geometry
import LayoutProtocol

extension CompositionalLayout {
    // MARK: - Self-sizing

    /// Records the size a self-sizing cell prefers, re-lays out its group, moves what
    /// follows and invalidates the layout with the resulting context.
    ///
    /// The size replaces the estimate along the item's estimated dimensions until the item
    /// is deleted or reloaded: a batch update carries it to the item's new index path. When the item's group starts before the visible bounds, the
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
        // The message is built only for a bad size: this runs for every self-sizing cell.
        if !size.isValidLayoutSize {
            try LayoutError.validate(size, "the preferred size of item \(indexPath.item) in section \(indexPath.section)")
        }
        guard indexPath.trailing.isEmpty, indexPath.section >= 0, indexPath.item >= 0 else { throw .noSuchElement(.cell(indexPath)) }
        if let host, !host.containsItem(at: indexPath) { throw .noSuchElement(.cell(indexPath)) }
        let context = makeInvalidationContext()
        context.invalidateItems(at: [indexPath])
        guard isSelfSizing(indexPath) else {
            preferredSizes[indexPath.section, default: [:]][indexPath.item] = size
            return context
        }
        let s = indexPath.section
        let (instance, g) = try relaidOutGroup(of: indexPath, preferring: size)
        preferredSizes[s, default: [:]][indexPath.item] = size
        // Mutate the state in place: a copy would copy the section's per-group arrays.
        let (delta, changeAt) = state!.apply(instance, group: g, section: s)
        adjust(context, growth: delta, at: changeAt, state!)
        return context
    }

    /// Sets a self-sizing context's adjustments: the content grew by `delta` along the
    /// scroll axis at `changeAt` (left-to-right space). When that is before the visible
    /// bounds, the offset moves as much, so what the user sees stays in place.
    func adjust(_ context: InvalidationContext, growth delta: Double, at changeAt: Double, _ state: LayoutState) {
        let shift = changeAt < visibleMainRange(state).0 ? delta : 0
        if state.scroll.isVertical {
            context.contentOffsetAdjustment = Point(x: 0, y: shift)
            context.contentSizeAdjustment = Size(width: 0, height: delta)
        } else {
            context.contentOffsetAdjustment = Point(x: state.mirrored ? delta - shift : shift, y: 0)
            context.contentSizeAdjustment = Size(width: delta, height: 0)
        }
    }

    /// The group of an item laid out again with its preferred size (and its siblings').
    /// A function of its own, so no copy of the state outlives it.
    private func relaidOutGroup(of indexPath: ElementIndexPath, preferring size: Size) throws(LayoutError) -> (ResolvedGroup, Int) {
        guard let current = state else { throw .noSuchElement(.cell(indexPath)) }
        let s = indexPath.section
        // Placed once: a section of a run is placed on each access.
        let sec = current.sections[s]
        let k = sec.leafCount, g = indexPath.item / k
        var overrides: [Int: Size] = [:]
        if let known = preferredSizes[s] {
            for j in 0..<k where sec.template.leaves[j].isSelfSizing { if let p = known[g * k + j] { overrides[j] = p } }
        }
        overrides[indexPath.item % k] = size
        var resolver = GroupResolver(environment: current.geometry.environment, overrides: overrides, replay: sec.template.fillCounts)
        do {
            let instance = try resolver.resolveOutermost(
                sec.section.group, in: groupContainer(of: sec, current), path: "sections[\(s)].group")
            return (instance, g)
        } catch {
            throw .invalidGeometry(error.description)
        }
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

extension LayoutState {
    /// Puts a re-laid-out group into its section and moves what follows; in place. The
    /// section leaves its run (see `SectionTable`) and keeps a placed state of its own.
    ///
    /// - Returns: How far the section grew along the scroll axis, and where the change
    ///   happened (for the content offset adjustment).
    /// - Complexity: O(log groups + later sections); O(groups) for an orthogonal section.
    mutating func apply(_ instance: ResolvedGroup, group g: Int, section s: Int) -> (Double, Double) {
        let r = sections.isolate(s)
        var sec = sections.take(run: r)
        guard sec.estimated != nil else {
            sections.restore(sec, run: r)
            return (0, 0)
        }
        let stack = sec.stackAxis(scroll)
        let orthogonal = sec.orthogonal
        let oldTotal = sec.estimated!.total
        let oldMain = orthogonal ? (sec.estimated!.others.max() ?? 0) : oldTotal
        sec.estimated!.instances[g] = instance
        sec.estimated!.setLength(stack.main(instance.size), ofGroup: g)
        sec.estimated!.others[g] = stack.cross(instance.size)
        // O(1) unless a group is shorter than the spacing is negative.
        if !orthogonal && (sec.groupExtent.backward || !sec.estimated!.ascends) { sec.groupExtent = sec.estimated!.extent() }
        // The group's items may reach further outside it than the estimates' did.
        let reach = SectionBuilder.reach(of: instance, along: stack)
        sec.overflowBefore = min(sec.overflowBefore, reach.lo)
        sec.overflowAfter = max(sec.overflowAfter, reach.hi - stack.main(instance.size))
        if orthogonal { sec.scrollOverflow = max(sec.scrollOverflow, SectionBuilder.overflow(of: instance, along: scroll)) }
        maximumOverflow = max(maximumOverflow, -sec.overflowBefore, sec.overflowAfter, sec.scrollOverflow)
        let newTotal = sec.estimated!.total
        let newMain = orthogonal ? (sec.estimated!.others.max() ?? 0) : newTotal
        if orthogonal { sec.orthogonalContentLength += newTotal - oldTotal }
        let changeAt = orthogonal ? sec.contentStart : sec.contentStart + sec.estimated!.offset(g)
        let delta = newMain - oldMain
        if delta != 0 { sec.growContent(by: delta, scroll: scroll) }
        sections.restore(sec, run: r)
        // The section's groups may now run backwards, or reach elsewhere (O(1) when not).
        defer { sections.updateReach() }
        guard delta != 0 else { return (0, changeAt) }
        sections.shift(after: s, by: delta, scroll: scroll)
        for i in layoutBoundary.indices where layoutBoundary[i].followsContent {
            layoutBoundary[i].frame = layoutBoundary[i].frame.offsetBy(dx: scroll.isVertical ? 0 : delta, dy: scroll.isVertical ? delta : 0)
        }
        contentSize = scroll.size(main: scroll.main(contentSize) + delta, cross: scroll.cross(contentSize))
        return (delta, changeAt)
    }
}
