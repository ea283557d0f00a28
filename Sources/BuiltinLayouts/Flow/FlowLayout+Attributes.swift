import Geometry
import LayoutProtocol

extension FlowLayout {
    // MARK: - Queries

    /// The attributes of every cell, header, footer and section background whose frame
    /// intersects `rect` (touching counts), in section order.
    ///
    /// Pinned headers and footers are returned at their pinned position for the host's
    /// current bounds.
    ///
    /// - Parameter rect: The rect to fill, in content coordinates.
    /// - Returns: The attributes, cells of a section in item order.
    /// - Complexity: O(log n + k) for k results: binary searches over sections and lines;
    ///   closed form for uniform sections.
    func flowElements(in rect: Rect) -> [LayoutAttributes] {
        guard let s = state, !s.sections.isEmpty, !rect.isNull,
            !(rect.x.isNaN || rect.y.isNaN || rect.width.isNaN || rect.height.isNaN)
        else { return [] }
        let q = rect.standardized
        let flowRect = s.mirrored ? mirror(q, s) : q
        let margin = s.scale.map { 1 / $0 } ?? 0
        let h = s.rules.horizontal
        let u0 = (h ? flowRect.minY : flowRect.minX) - margin, u1 = (h ? flowRect.maxY : flowRect.maxX) + margin
        let v0 = (h ? flowRect.minX : flowRect.minY) - margin, v1 = (h ? flowRect.maxX : flowRect.maxY) + margin
        var result: [LayoutAttributes] = []
        result.reserveCapacity(128)  // a screenful (72 cells of 100×100 on 390×844) without regrowing
        let pins = pinRange(s)
        var index = firstSection(endingAtOrAfter: v0, s)
        while index < s.sections.count {
            let section = s.sections[index]
            if section.start > v1 { break }
            if let a = headerAttributes(section, s, pins), a.frame.intersects(rect) { result.append(a) }
            if let a = backgroundAttributes(section, s), a.frame.intersects(rect) { result.append(a) }
            if section.count > 0, section.itemsEnd >= v0, section.itemsStart <= v1 {
                appendItems(of: section, s, u0: u0, u1: u1, v0: v0, v1: v1, rect: rect, into: &result)
            }
            if let a = footerAttributes(section, s, pins), a.frame.intersects(rect) { result.append(a) }
            index += 1
        }
        return result
    }

    /// The attributes of one item, or `nil` when the layout has no such item.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The item's attributes.
    /// - Complexity: O(1) in uniform sections, O(log lines) otherwise.
    func flowItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let s = state, indexPath.section >= 0, indexPath.section < s.sections.count, indexPath.trailing.isEmpty else { return nil }
        let section = s.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.count else { return nil }
        let p = section.itemPlacement(indexPath.item, rules: s.rules)
        return LayoutAttributes(forCellAt: indexPath, frame: finish(flowRect(p.u, p.v, p.size, s), s))
    }

    /// The attributes of a section's header (``ElementKind/sectionHeader``) or footer
    /// (``ElementKind/sectionFooter``) at `[section, 0]`, or `nil` when the section has
    /// none (zero extent along the scroll axis).
    ///
    /// - Parameters:
    ///   - kind: The element kind.
    ///   - indexPath: `[section, 0]`.
    /// - Returns: The attributes, at the pinned position when pinning is on.
    func flowSupplementary(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let s = state, let section = section(at: indexPath, s) else { return nil }
        switch kind {
        case ElementKind.sectionHeader: return headerAttributes(section, s, pinRange(s))
        case ElementKind.sectionFooter: return footerAttributes(section, s, pinRange(s))
        default: return nil
        }
    }

    /// The attributes of a section background (``sectionBackgroundDecorationKind``) at
    /// `[section, 0]`, or `nil`.
    ///
    /// - Parameters:
    ///   - kind: The decoration kind.
    ///   - indexPath: `[section, 0]`.
    /// - Returns: The attributes, with zIndex −1.
    func flowDecoration(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let s = state, kind == sectionBackgroundDecorationKind, let section = section(at: indexPath, s) else { return nil }
        return backgroundAttributes(section, s)
    }

    // MARK: - Internal geometry

    private func section(at indexPath: ElementIndexPath, _ s: State) -> FlowSection? {
        guard indexPath.item == 0, indexPath.trailing.isEmpty, indexPath.section >= 0, indexPath.section < s.sections.count else {
            return nil
        }
        return s.sections[indexPath.section]
    }

    /// A rect from flow coordinates (cross offset, main offset, size).
    @inline(__always) func flowRect(_ u: Double, _ v: Double, _ size: Size, _ s: State) -> Rect {
        Rect(x: s.rules.horizontal ? v : u, y: s.rules.horizontal ? u : v, width: size.width, height: size.height)
    }

    /// A rect from flow coordinates and flow extents.
    @inline(__always) func flowRect(u: Double, v: Double, cross: Double, main: Double, _ s: State) -> Rect {
        s.rules.horizontal ? Rect(x: v, y: u, width: main, height: cross) : Rect(x: u, y: v, width: cross, height: main)
    }

    /// The content width, across which frames are mirrored.
    private func contentWidth(_ s: State) -> Double { s.rules.horizontal ? s.contentMain : s.contentCross }

    @inline(__always) func mirror(_ r: Rect, _ s: State) -> Rect {
        Rect(x: contentWidth(s) - r.x - r.width, y: r.y, width: r.width, height: r.height)
    }

    /// The final frame: mirrored for right-to-left, origin rounded to the display scale.
    @inline(__always) func finish(_ r: Rect, _ s: State) -> Rect {
        var f = s.mirrored ? mirror(r, s) : r
        if let scale = s.scale { f = f.originRoundedToPixels(scale: scale) }
        return f
    }

    /// The visible range along the scroll axis in flow coordinates (content insets
    /// excluded), for pinning.
    func pinRange(_ s: State) -> (lo: Double, hi: Double)? {
        guard let host, sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else { return nil }
        let b = host.bounds, ins = host.adjustedContentInset
        if !s.rules.horizontal { return (b.minY + ins.top, b.maxY - ins.bottom) }
        let lo = b.minX + ins.left, hi = b.maxX - ins.right
        if s.mirrored { return (s.contentMain - hi, s.contentMain - lo) }
        return (lo, hi)
    }

    func headerAttributes(_ section: FlowSection, _ s: State, _ pins: (lo: Double, hi: Double)?) -> LayoutAttributes? {
        let length = section.headerLength
        guard length > 0 else { return nil }
        var v = section.start
        var a = LayoutAttributes(
            forSupplementaryViewOfKind: ElementKind.sectionHeader, at: ElementIndexPath(item: 0, section: section.index))
        if sectionHeadersPinToVisibleBounds {
            if let pins { v = max(section.start, min(pins.lo, section.end - length)) }
            a.zIndex = FlowLayout.pinnedSupplementaryZIndex
        }
        a.frame = finish(flowRect(u: 0, v: v, cross: s.contentCross, main: length, s), s)
        return a
    }

    func footerAttributes(_ section: FlowSection, _ s: State, _ pins: (lo: Double, hi: Double)?) -> LayoutAttributes? {
        let length = section.footerLength
        guard length > 0 else { return nil }
        var v = section.end - length
        var a = LayoutAttributes(
            forSupplementaryViewOfKind: ElementKind.sectionFooter, at: ElementIndexPath(item: 0, section: section.index))
        if sectionFootersPinToVisibleBounds {
            if let pins { v = min(v, max(pins.hi - length, section.start)) }
            a.zIndex = FlowLayout.pinnedSupplementaryZIndex
        }
        a.frame = finish(flowRect(u: 0, v: v, cross: s.contentCross, main: length, s), s)
        return a
    }

    func backgroundAttributes(_ section: FlowSection, _ s: State) -> LayoutAttributes? {
        guard let kind = sectionBackgroundDecorationKind else { return nil }
        let v = section.start + section.headerLength
        let length = section.insetMainLeading + section.linesLength + section.insetMainTrailing
        guard length > 0 else { return nil }
        var a = LayoutAttributes(forDecorationViewOfKind: kind, at: ElementIndexPath(item: 0, section: section.index))
        a.frame = finish(flowRect(u: 0, v: v, cross: s.contentCross, main: length, s), s)
        a.zIndex = -1
        return a
    }

    private func firstSection(endingAtOrAfter v: Double, _ s: State) -> Int {
        var lo = 0, hi = s.sections.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if s.sections[mid].end < v { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// `frame.intersects(rect)` for an item's frame, from the query rect's edges computed
    /// once per query: for two rects that are not null and whose min is at or below their
    /// max on each axis (a query rect's edges always are; an item's frame is finite with a
    /// size that is not negative), `max(minX) ≤ min(maxX)` is `frame.minX ≤ rect.maxX` and
    /// `rect.minX ≤ frame.maxX`, and the same along y: the same comparisons, fewer of them.
    @inline(__always) static func itemFrame(
        _ f: Rect, touches q: (minX: Double, maxX: Double, minY: Double, maxY: Double)
    ) -> Bool {
        f.origin.x <= q.maxX && q.minX <= f.origin.x + f.size.width && f.origin.y <= q.maxY && q.minY <= f.origin.y + f.size.height
    }

    /// A Double index clamped into `lo...hi` before it becomes an `Int`.
    @inline(__always) private func clampIndex(_ x: Double, _ lo: Int, _ hi: Int) -> Int {
        if !(x > Double(lo)) { return lo }
        if x >= Double(hi) { return hi }
        return Int(x)
    }

    private func appendItems(
        of section: FlowSection, _ s: State, u0: Double, u1: Double, v0: Double, v1: Double, rect: Rect,
        into result: inout [LayoutAttributes]
    ) {
        let rules = s.rules
        let edges = (minX: rect.minX, maxX: rect.maxX, minY: rect.minY, maxY: rect.maxY)
        if let g = section.grid, let size = section.uniformSize {
            let last = g.lineCount - 1
            var firstLine = 0, lastLine = last
            let pitch = g.pitch
            if pitch > 0 {
                firstLine = clampIndex(((v0 - section.itemsStart - g.itemMain) / pitch).rounded(.up) - 1, 0, last)
                lastLine = clampIndex(((v1 - section.itemsStart) / pitch).rounded(.down) + 1, 0, last)
            } else if section.itemsStart < v0 || section.itemsStart > v1 {
                return  // every line is at the same place, outside the rect
            }
            if firstLine > lastLine { return }
            for line in firstLine...lastLine {
                let isLast = line == last
                let m = isLast ? g.lastCount : g.perLine
                let lineLead = isLast ? g.lastLead : g.fullLead
                let lead = section.crossLeading + lineLead
                let step = g.itemCross + (isLast ? g.lastGap : g.fullGap)
                var j0 = 0, j1 = m - 1
                if step > 0 {
                    j0 = clampIndex(((u0 - lead - g.itemCross) / step).rounded(.up) - 1, 0, m - 1)
                    j1 = clampIndex(((u1 - lead) / step).rounded(.down) + 1, 0, m - 1)
                } else if lead + g.itemCross < u0 || lead > u1 {
                    continue  // every item of the line is at the same place, outside the rect
                }
                if j0 > j1 { continue }
                let v = section.itemsStart + Double(line) * pitch
                let base = line * g.perLine
                for j in j0...j1 {
                    // Added up as `itemPlacement` does, so a query and a single item's
                    // attributes give the same frame to the bit.
                    let frame = finish(flowRect(section.crossLeading + (lineLead + Double(j) * step), v, size, s), s)
                    if FlowLayout.itemFrame(frame, touches: edges) {
                        result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: base + j, section: section.index), frame: frame))
                    }
                }
            }
            return
        }
        // Per-item sizes: binary search the first line that ends at or after v0.
        // The section is a class: read its arrays into locals once (no copy), so the loops
        // below pay no exclusivity check per access.
        let start = section.itemsStart
        let lo0 = v0 - start, hi0 = v1 - start
        let lines = section.lines
        let lineOffsets = lines.offsets, lineThickness = lines.thickness, lineStarts = lines.starts
        let crossOffsets = section.crossOffsets, sizes = section.sizes
        let itemCount = section.count, crossLeading = section.crossLeading, sectionIndex = section.index
        let shifts = lines.pendingShifts
        @inline(__always) func offset(_ line: Int) -> Double {
            shifts.isEmpty ? lineOffsets[line] : FlowSection.shifted(lineOffsets[line], lineStart: lineStarts[line], by: shifts)
        }
        var lo = 0, hi = lineOffsets.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if offset(mid) + lineThickness[mid] < lo0 { lo = mid + 1 } else { hi = mid }
        }
        var line = lo
        let lineCount = lineOffsets.count
        let cu0 = u0 - crossLeading, cu1 = u1 - crossLeading
        while line < lineCount, offset(line) <= hi0 {
            let first = lineStarts[line], end = line + 1 < lineStarts.count ? lineStarts[line + 1] : itemCount
            let offset = offset(line), thick = lineThickness[line]
            // Binary search the first item of the line that ends at or after u0.
            var a = first, b = end
            while a < b {
                let mid = (a + b) >> 1
                if crossOffsets[mid] + rules.cross(sizes[mid]) < cu0 { a = mid + 1 } else { b = mid }
            }
            var j = a
            while j < end, crossOffsets[j] <= cu1 {
                let size = sizes[j]
                let v = start + offset + (thick - rules.main(size)) / 2
                let frame = finish(flowRect(crossLeading + crossOffsets[j], v, size, s), s)
                if FlowLayout.itemFrame(frame, touches: edges) {
                    result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: j, section: sectionIndex), frame: frame))
                }
                j += 1
            }
            line += 1
        }
    }
}
