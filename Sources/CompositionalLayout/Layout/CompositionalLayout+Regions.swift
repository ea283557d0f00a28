import Geometry
import LayoutProtocol

/// An orthogonal section seen as the scroller that shows it: the rect it clips to, its
/// whole content at the current offset, and every element that scrolls with it.
///
/// All rects are in the collection view's coordinates. What a host (or a preview) that
/// gives the section its own scroll view needs: a scroll view at ``frame`` whose content
/// is ``contentFrame``'s size, scrolled so that `contentFrame.origin` sits where it is.
public struct OrthogonalScrollingRegion: Hashable, Sendable {
    /// The section.
    public var section: Int
    /// The rect the section's scroller clips to: the section's area across the layout's
    /// scroll axis (the container less the `contentInsetsReference` insets), its groups'
    /// extent along it.
    public var frame: Rect
    /// The scrolled content (leading and trailing insets, groups and spacing) at the
    /// section's current offset: `frame.minX − contentFrame.minX` is the scroll position
    /// in a vertical left-to-right layout.
    public var contentFrame: Rect
    /// The section's cells and their supplementary items (badges) at the current offset,
    /// all of them — not only those near ``frame`` — with the visible-items handler's
    /// changes. Headers, footers and backgrounds do not scroll sideways and are not here.
    public var elements: [LayoutAttributes]
}

extension CompositionalLayout {
    /// The orthogonal sections meeting `rect` as scrollers (see ``OrthogonalScrollingRegion``),
    /// in section order; empty before a successful pass.
    ///
    /// ```swift
    /// let regions = layout.orthogonalScrollingRegions(in: host.bounds)
    /// regions[0].contentFrame.width  // 1,650 for 5 cards of 300 with 30 between them and 15 + 15 insets
    /// ```
    ///
    /// - Complexity: O(items of the sections returned).
    public func orthogonalScrollingRegions(in rect: Rect) -> [OrthogonalScrollingRegion] {
        guard let state, !rect.isNull, rect.isFinite else { return [] }
        let r = state.mirrored ? mirror(rect, state) : rect
        let scroll = state.scroll
        var regions: [OrthogonalScrollingRegion] = []
        var s = firstSection(endingAtOrAfter: scroll.minMain(r), state)
        while state.sections.someSection(from: s, startingAtOrBefore: scroll.maxMain(r)) {
            defer { s += 1 }
            let sec = state.sections[s]
            guard sec.orthogonal else { continue }
            let frame = scrollerFrame(s, state)
            let groupsMain = scroll.main(frame.size)
            guard frame.intersects(r) else { continue }
            let shift = stackShift(s, state)
            let content = scroll.rect(
                main: sec.contentStart, cross: sec.areaCrossStart - shift, mainLength: groupsMain, crossLength: sec.orthogonalContentLength)
            var elements: [LayoutAttributes] = []
            let everything = Rect(
                x: -Double.greatestFiniteMagnitude / 4, y: -Double.greatestFiniteMagnitude / 4,
                width: Double.greatestFiniteMagnitude / 2, height: Double.greatestFiniteMagnitude / 2)
            appendElements(ofSection: s, in: everything, state, visible: visibleMainRange(state), into: &elements, scrollingOnly: true)
            regions.append(
                OrthogonalScrollingRegion(
                    section: s, frame: state.mirrored ? mirror(frame, state) : frame,
                    contentFrame: state.mirrored ? mirror(content, state) : content,
                    elements: elements.map { finish($0, section: s, state) }))
        }
        return regions
    }

    /// The orthogonal section whose scroller (``OrthogonalScrollingRegion/frame``)
    /// contains `point`, in the collection view's content coordinates; `nil` elsewhere,
    /// before a successful pass, or for a non-finite point. The host's hit test for
    /// routing a pan to the section.
    ///
    /// - Complexity: O(log sections) plus the sections that meet the point's row.
    public func orthogonalScrollingSection(at point: Point) -> Int? {
        guard let state, point.isFinite else { return nil }
        let p = state.mirrored ? mirror(Rect(origin: point, size: .zero), state).origin : point
        let main = state.scroll.main(p)
        var s = firstSection(endingAtOrAfter: main, state)
        while state.sections.someSection(from: s, startingAtOrBefore: main) {
            if state.sections[s].orthogonal && scrollerFrame(s, state).contains(p) { return s }
            s += 1
        }
        return nil
    }

    /// The rect an orthogonal section's scroller clips to, unmirrored: the section's area
    /// across the scroll axis, its groups' extent along it.
    private func scrollerFrame(_ s: Int, _ state: LayoutState) -> Rect {
        let sec = state.sections[s]
        let groupsMain = sec.groupCount == 0 ? 0 : (sec.estimated.map { $0.others.max() ?? 0 } ?? state.scroll.main(sec.template.size))
        return state.scroll.rect(
            main: sec.contentStart, cross: sec.areaCrossStart, mainLength: groupsMain, crossLength: sec.areaCrossLength)
    }

    /// A section's orthogonal offset along the axis its groups stack on.
    private func stackShift(_ section: Int, _ state: LayoutState) -> Double {
        let o = orthogonalOffsets[section] ?? .zero
        return state.scroll.isVertical ? o.x : o.y
    }
}
