import Geometry
import LayoutProtocol

extension CompositionalLayout {
    // MARK: - Queries (left-to-right layout space inside, mirrored at the end)

    /// The attributes of every element meeting `rect`. In an orthogonal section, only
    /// elements within one visible length of the section's window (before, inside, after)
    /// are returned: its scroller clips the rest; ``item(at:)`` answers for any item.
    ///
    /// - Complexity: O(log sections + k) for k results with fixed sizes.
    func elements(in rect: Rect) -> [LayoutAttributes] {
        guard let state, !rect.isNull, !(rect.minX.isNaN || rect.minY.isNaN || rect.maxX.isNaN || rect.maxY.isNaN) else { return [] }
        let r = state.mirrored ? mirror(rect, state) : rect
        let scroll = state.scroll
        let visible = visibleMainRange(state)
        var result: [LayoutAttributes] = []
        result.reserveCapacity(64)
        for b in state.layoutBoundary {
            let f = pinnedFrame(b, lo: 0, hi: scroll.main(state.contentSize), visible: visible, scroll: scroll)
            if f.intersects(r) { result.append(finish(boundary(b, frame: f, section: 0), section: nil, state)) }
        }
        let lo = scroll.minMain(r) - state.maximumOverflow, hi = scroll.maxMain(r) + state.maximumOverflow
        var s = firstSection(endingAtOrAfter: lo, state)
        // Nothing to finish when the layout is left-to-right and no handler changed anything.
        let finishes = state.mirrored || !visibleAdjustments.isEmpty
        while state.sections.someSection(from: s, startingAtOrBefore: hi) {
            let before = result.count
            appendElements(ofSection: s, in: r, state, visible: visible, into: &result)
            if finishes {
                for i in before..<result.count { result[i] = finish(result[i], section: s, state) }
            }
            s += 1
        }
        return result
    }

    /// The attributes of one cell.
    func item(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let state, indexPath.trailing.isEmpty, indexPath.section >= 0, indexPath.section < state.sections.count else { return nil }
        let sec = state.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < sec.itemCount else { return nil }
        let (frame, leaf) = itemFrame(indexPath.item, in: sec, section: indexPath.section, state)
        var a = LayoutAttributes(forCellAt: indexPath, frame: frame)
        a.zIndex = leaf.zIndex
        return finish(a, section: indexPath.section, state)
    }

    /// The attributes of one supplementary view: a layout or section boundary item at
    /// `[section, 0]`, or an item's supplementary item at the item's index path.
    func supplementary(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let state, indexPath.trailing.isEmpty, indexPath.section >= 0, indexPath.item >= 0 else { return nil }
        let scroll = state.scroll
        let visible = visibleMainRange(state)
        if indexPath == ElementIndexPath(item: 0, section: 0), let b = state.layoutBoundary.first(where: { $0.item.elementKind == kind }) {
            let f = pinnedFrame(b, lo: 0, hi: scroll.main(state.contentSize), visible: visible, scroll: scroll)
            return finish(boundary(b, frame: f, section: 0), section: nil, state)
        }
        guard indexPath.section < state.sections.count else { return nil }
        let sec = state.sections[indexPath.section]
        if indexPath.item == 0, let b = sec.boundary.first(where: { $0.item.elementKind == kind }) {
            let f = pinnedFrame(b, lo: sec.start, hi: sec.end, visible: visible, scroll: scroll)
            return finish(boundary(b, frame: f, section: indexPath.section), section: indexPath.section, state)
        }
        guard sec.hasItemSupplementaries, indexPath.item < sec.itemCount else { return nil }
        let (frame, leaf) = itemFrame(indexPath.item, in: sec, section: indexPath.section, state)
        guard let s = leaf.item?.supplementaryItems.first(where: { $0.elementKind == kind }) else { return nil }
        var a = LayoutAttributes(
            forSupplementaryViewOfKind: kind, at: indexPath,
            frame: badgeFrame(s, anchoredTo: frame, item: indexPath.item, section: indexPath.section))
        a.zIndex = s.zIndex
        return finish(a, section: indexPath.section, state)
    }

    /// The attributes of one section background at `[section, 0]`.
    func decoration(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let state, indexPath.trailing.isEmpty, indexPath.item == 0, indexPath.section >= 0,
            indexPath.section < state.sections.count
        else { return nil }
        let sec = state.sections[indexPath.section]
        guard let d = sec.section.decorationItems.first(where: { $0.elementKind == kind }) else { return nil }
        return finish(decorationAttributes(d, sec, section: indexPath.section, state), section: nil, state)
    }

    // MARK: - Internal

    /// The frame (left-to-right space, orthogonal offset applied) and leaf of an item.
    func itemFrame(_ item: Int, in sec: SectionState, section: Int, _ state: LayoutState) -> (Rect, ResolvedLeaf) {
        let g = item / sec.leafCount
        let leaf = sec.group(g).leaves[item % sec.leafCount]
        var origin = sec.origin(ofGroup: g, scroll: state.scroll)
        if sec.orthogonal { origin = origin - orthogonalShift(section, state) }
        return (leaf.frame.offsetBy(dx: origin.x, dy: origin.y), leaf)
    }

    /// The orthogonal offset of a section as a vector in layout space.
    func orthogonalShift(_ section: Int, _ state: LayoutState) -> Vector {
        let o = orthogonalOffsets[section] ?? .zero
        return state.scroll.isVertical ? Vector(dx: o.x, dy: 0) : Vector(dx: 0, dy: o.y)
    }

    /// Appends a section's elements meeting `r` (left-to-right space, not yet finished).
    ///
    /// With `scrollingOnly`, only the elements that scroll with an orthogonal section
    /// (cells and badges), all of them rather than those near its window.
    func appendElements(
        ofSection s: Int, in r: Rect, _ state: LayoutState, visible: (Double, Double), into result: inout [LayoutAttributes],
        scrollingOnly: Bool = false
    ) {
        let sec = state.sections[s]
        let scroll = state.scroll
        if !scrollingOnly {
            for d in sec.section.decorationItems {
                let a = decorationAttributes(d, sec, section: s, state)
                if a.frame.intersects(r) { result.append(a) }
            }
            for b in sec.boundary {
                let f = pinnedFrame(b, lo: sec.start, hi: sec.end, visible: visible, scroll: scroll)
                if f.intersects(r) { result.append(boundary(b, frame: f, section: s)) }
            }
        }
        guard sec.itemCount > 0 else { return }
        let stack = sec.stackAxis(scroll)
        let shift = sec.orthogonal ? orthogonalShift(s, state) : Vector(dx: 0, dy: 0)
        let base = sec.orthogonal ? sec.crossStart - stack.main(Point(x: shift.dx, y: shift.dy)) : sec.contentStart
        // An orthogonal section's scroller clips its content: only elements within one
        // visible length of its window can appear, and only those are returned.
        let windowStart = sec.areaCrossStart - sec.areaCrossLength, windowEnd = sec.areaCrossStart + 2 * sec.areaCrossLength
        let clips = sec.orthogonal && !scrollingOnly
        func inWindow(_ f: Rect) -> Bool { !clips || (stack.maxMain(f) >= windowStart && stack.minMain(f) <= windowEnd) }
        var groups = sec.groups(meetingStackRange: stack.minMain(r) - base, stack.maxMain(r) - base)
        if clips {
            // The groups meeting both the rect and the window: two contiguous ranges.
            let window = sec.groups(meetingStackRange: windowStart - base, windowEnd - base)
            let lower = max(groups.lowerBound, window.lowerBound), upper = min(groups.upperBound, window.upperBound)
            groups = lower < upper ? lower..<upper : 0..<0
        }
        // Room for the groups' items (and badges) at once: no regrowth in the loop.
        let k = sec.leafCount
        result.reserveCapacity(result.count + groups.count * k * (sec.hasItemSupplementaries ? 2 : 1))
        let fixed = sec.estimated == nil
        let template = sec.template.leaves
        for g in groups {
            let origin = sec.origin(ofGroup: g, scroll: scroll) - shift
            let first = g * k
            // The template's leaves unless the group has its own (self-sizing items): no copy per group.
            let leaves = fixed ? template : sec.group(g).leaves
            for j in 0..<min(k, sec.itemCount - first) {
                let item = first + j
                let frame = leaves[j].frame.offsetBy(dx: origin.x, dy: origin.y)
                if frame.intersects(r) && inWindow(frame) {
                    // Built in place: no local copy to append and destroy.
                    result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: item, section: s), frame: frame))
                    if leaves[j].zIndex != 0 { result[result.count - 1].zIndex = leaves[j].zIndex }
                }
                guard leaves[j].hasSupplementaries, let sups = leaves[j].item?.supplementaryItems else { continue }
                for sup in sups {
                    let f = badgeFrame(sup, anchoredTo: frame, item: item, section: s)
                    guard f.intersects(r) && inWindow(f) else { continue }
                    var a = LayoutAttributes(
                        forSupplementaryViewOfKind: sup.elementKind, at: ElementIndexPath(item: item, section: s), frame: f)
                    a.zIndex = sup.zIndex
                    result.append(a)
                }
            }
        }
    }

    /// The index of the first section that may end at or after `main` (see
    /// ``SectionTable/firstSection(endingAtOrAfter:)``).
    func firstSection(endingAtOrAfter main: Double, _ state: LayoutState) -> Int {
        state.sections.firstSection(endingAtOrAfter: main)
    }

    /// The attributes of a boundary item at a frame.
    func boundary(_ b: PlacedBoundary, frame: Rect, section: Int) -> LayoutAttributes {
        var a = LayoutAttributes(
            forSupplementaryViewOfKind: b.item.elementKind, at: ElementIndexPath(item: 0, section: section), frame: frame)
        a.zIndex = b.item.zIndex
        return a
    }

    /// The attributes of a section background (left-to-right space).
    func decorationAttributes(_ d: LayoutDecorationItem, _ sec: SectionState, section: Int, _ state: LayoutState) -> LayoutAttributes {
        let scroll = state.scroll
        let area = scroll.rect(
            main: sec.start, cross: sec.areaCrossStart, mainLength: sec.end - sec.start, crossLength: sec.areaCrossLength)
        var a = LayoutAttributes(
            forDecorationViewOfKind: d.elementKind, at: ElementIndexPath(item: 0, section: section),
            frame: area.inset(by: d.contentInsets, rightToLeft: false))
        a.zIndex = d.zIndex
        return a
    }

    /// The visible range along the scroll axis (left-to-right space), less the adjusted
    /// content inset.
    func visibleMainRange(_ state: LayoutState) -> (Double, Double) {
        guard let host else { return (0, 0) }
        let b = state.mirrored ? mirror(host.bounds, state) : host.bounds
        let i = host.adjustedContentInset
        if state.scroll.isVertical { return (b.minY + i.top, b.maxY - i.bottom) }
        return state.mirrored ? (b.minX + i.right, b.maxX - i.left) : (b.minX + i.left, b.maxX - i.right)
    }

    /// A boundary item's frame, pinned inside `lo…hi` to the visible range when it pins.
    func pinnedFrame(_ b: PlacedBoundary, lo: Double, hi: Double, visible: (Double, Double), scroll: Axis) -> Rect {
        guard b.item.pinToVisibleBounds else { return b.frame }
        let natural = scroll.minMain(b.frame), length = scroll.main(b.frame.size)
        var main: Double
        if b.isFooter {
            main = min(natural, visible.1 - length)
            main = min(max(main, lo), natural)
        } else {
            main = max(natural, visible.0)
            main = max(min(main, hi - length), natural)
        }
        let delta = main - natural
        return b.frame.offsetBy(dx: scroll.isVertical ? 0 : delta, dy: scroll.isVertical ? delta : 0)
    }

    /// A rect mirrored across the content width.
    func mirror(_ r: Rect, _ state: LayoutState) -> Rect {
        Rect(x: state.contentSize.width - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    /// Mirrors the attributes for right-to-left and applies a visible-items handler's changes.
    func finish(_ attributes: LayoutAttributes, section: Int?, _ state: LayoutState) -> LayoutAttributes {
        var a = attributes
        if state.mirrored { a.frame = mirror(a.frame, state) }
        if let section, !visibleAdjustments.isEmpty, let adjustment = visibleAdjustments[section]?[a.key] {
            a.frame = a.frame.offsetBy(dx: adjustment.move.x, dy: adjustment.move.y)
            a.alpha = adjustment.alpha
            a.transform3D = adjustment.transform3D
            a.zIndex = adjustment.zIndex
            a.isHidden = adjustment.isHidden
        }
        return a
    }
}
