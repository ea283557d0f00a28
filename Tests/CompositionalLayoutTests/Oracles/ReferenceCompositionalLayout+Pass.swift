import CompositionalLayout
import Geometry
import LayoutProtocol

extension ReferenceCompositional {
    /// A header or footer before pinning.
    private struct Boundary {
        var item: LayoutBoundarySupplementaryItem
        var frame: Rect
        var isFooter: Bool
        /// The section (`nil`: the layout's own) and the range it pins inside.
        var section: Int?
        var lo = 0.0, hi = 0.0
    }

    private static func isTop(_ a: RectAlignment) -> Bool { [.top, .topLeading, .topTrailing].contains(a) }
    private static func isBottom(_ a: RectAlignment) -> Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(a) }
    private static func isLeading(_ a: RectAlignment) -> Bool { [.leading, .topLeading, .bottomLeading].contains(a) }
    private static func isTrailing(_ a: RectAlignment) -> Bool { [.trailing, .topTrailing, .bottomTrailing].contains(a) }

    /// Headers (extending the boundary) at `start`, one after the other; then the content
    /// region, whose end `content` returns from its start; then the items that overlay the
    /// region (at its start, a footer at its end) and the footers after it.
    private static func placeBoundary(
        _ items: [LayoutBoundarySupplementaryItem], vertical: Bool, start: Double, container: Size, crossStart: Double,
        crossLength: Double, content: (Double) -> Double
    ) -> (placed: [Boundary], end: Double) {
        func header(_ a: RectAlignment) -> Bool { vertical ? isTop(a) : isLeading(a) }
        func footer(_ a: RectAlignment) -> Bool { vertical ? isBottom(a) : isTrailing(a) }
        func size(_ b: LayoutBoundarySupplementaryItem) -> Size {
            Size(width: points(b.layoutSize.widthDimension, in: container), height: points(b.layoutSize.heightDimension, in: container))
        }
        func frame(_ b: LayoutBoundarySupplementaryItem, at position: Double) -> Rect {
            let s = size(b)
            let atStart = vertical ? isLeading(b.alignment) : isTop(b.alignment)
            let atEnd = vertical ? isTrailing(b.alignment) : isBottom(b.alignment)
            let length = cross(s, vertical)
            let across = atStart ? crossStart : atEnd ? crossStart + crossLength - length : crossStart + (crossLength - length) / 2
            return Rect(origin: point(main: position, cross: across, vertical), size: s).offsetBy(dx: b.offset.x, dy: b.offset.y)
        }
        var placed: [Boundary] = []
        var position = start
        for b in items where header(b.alignment) && b.extendsBoundary {
            placed.append(Boundary(item: b, frame: frame(b, at: position), isFooter: false))
            position += main(size(b), vertical)
        }
        let regionStart = position
        let regionEnd = content(regionStart)
        position = regionEnd
        for b in items where !b.extendsBoundary || !(header(b.alignment) || footer(b.alignment)) {
            let isFooter = footer(b.alignment)
            let at = isFooter ? regionEnd - main(size(b), vertical) : regionStart
            placed.append(Boundary(item: b, frame: frame(b, at: at), isFooter: isFooter))
        }
        for b in items where footer(b.alignment) && b.extendsBoundary {
            placed.append(Boundary(item: b, frame: frame(b, at: position), isFooter: true))
            position += main(size(b), vertical)
        }
        return (placed, position)
    }

    /// A badge's frame on its item's frame: the container anchor's point on the item meets
    /// the badge's own anchor point (the same edges when it has none), each moved by its
    /// offset (points, or fractions of the badge's size); then the badge's insets.
    static func badgeFrame(_ badge: LayoutSupplementaryItem, on item: Rect) -> Rect {
        let size = Size(
            width: points(badge.layoutSize.widthDimension, in: item.size), height: points(badge.layoutSize.heightDimension, in: item.size))
        func anchor(_ a: LayoutAnchor, in box: Size) -> Point {
            let x = a.edges.contains(.leading) ? 0 : a.edges.contains(.trailing) ? box.width : box.width / 2
            let y = a.edges.contains(.top) ? 0 : a.edges.contains(.bottom) ? box.height : box.height / 2
            return a.isAbsoluteOffset
                ? Point(x: x + a.offset.x, y: y + a.offset.y) : Point(x: x + a.offset.x * size.width, y: y + a.offset.y * size.height)
        }
        let target = anchor(badge.containerAnchor, in: item.size)
        let own = anchor(badge.itemAnchor ?? LayoutAnchor(edges: badge.containerAnchor.edges), in: size)
        let frame = Rect(x: item.minX + target.x - own.x, y: item.minY + target.y - own.y, width: size.width, height: size.height)
        return badge.contentInsets == .zero ? frame : frame.inset(by: badge.contentInsets, rightToLeft: false)
    }

    /// Lays out every section and element.
    func layOut() -> Output {
        let vertical = configuration.scrollDirection == .vertical
        let container = Size(width: max(0, bounds.width - contentInset.horizontal), height: max(0, bounds.height - contentInset.vertical))
        let safe = DirectionalEdgeInsets(safeArea, rightToLeft: rightToLeft)
        let layoutMargins = DirectionalEdgeInsets(margins, rightToLeft: rightToLeft)
        /// The span across the scroll axis a reference leaves.
        func area(_ reference: ContentInsetsReference) -> (start: Double, length: Double) {
            let r = reference == .automatic ? configuration.contentInsetsReference : reference
            let insets: DirectionalEdgeInsets
            switch r {
            case .none: insets = .zero
            case .automatic, .safeArea: insets = safe
            case .layoutMargins, .readableContent: insets = layoutMargins
            }
            let (b, a) = Self.insets(insets, vertical, along: false)
            return (b, max(0, Self.cross(container, vertical) - b - a))
        }
        var inexact = false
        var largestFill = 0
        var boundaries: [Boundary] = []
        var cells: [(path: ElementIndexPath, frame: Rect, window: (Bool, Double, Double)?)] = []
        var badges: [(kind: String, path: ElementIndexPath, frame: Rect, window: (Bool, Double, Double)?)] = []
        var decorations: [(kind: String, section: Int, frame: Rect)] = []

        /// Section `s` from `start`; returns its end.
        func section(_ s: Int, start: Double) -> Double {
            let model = models[s], count = counts[s]
            let (areaStart, areaLength) = area(model.contentInsetsReference)
            let (mainBefore, mainAfter) = Self.insets(model.contentInsets, vertical, along: true)
            let (crossBefore, crossAfter) = Self.insets(model.contentInsets, vertical, along: false)
            let contentCross = max(0, areaLength - crossBefore - crossAfter)
            let contentMain = max(0, Self.main(container, vertical) - mainBefore - mainAfter)
            let groupContainer = Self.size(main: contentMain, cross: contentCross, vertical)
            var walk = Walk()
            let template = Self.layOut(model.group, in: groupContainer, forced: nil, walk: &walk)
            inexact = inexact || walk.inexact
            largestFill = max(largestFill, walk.fills.max() ?? 0)
            let k = template.leaves.count
            let groupCount = count == 0 ? 0 : (count - 1) / k + 1
            // Each group with its items' preferred sizes.
            let groups = (0..<groupCount).map { g -> Group in
                var overrides: [Int: Size] = [:]
                // A preferred size counts for an item whose size comes from its cell.
                for (item, p) in preferred[s] ?? [:] where item / k == g && template.leaves[item % k].selfSizing {
                    overrides[item % k] = p
                }
                // Preferred sizes matter along estimated dimensions only.
                guard !overrides.isEmpty, template.leaves.contains(where: \.selfSizing) else { return template }
                var again = Walk(overrides: overrides, replay: walk.fills, replaying: true)
                defer { inexact = inexact || again.inexact }
                return Self.layOut(model.group, in: groupContainer, forced: nil, walk: &again)
            }
            let orthogonal = model.orthogonalScrollingBehavior != .none
            let shift = orthogonal ? (vertical ? (orthogonalOffsets[s]?.x ?? 0) : (orthogonalOffsets[s]?.y ?? 0)) : 0
            let window = orthogonal ? (!vertical, areaStart - areaLength, areaStart + 2 * areaLength) : nil
            let crossStart = areaStart + crossBefore
            let follows = model.supplementariesFollowContentInsets
            let (placed, end) = Self.placeBoundary(
                model.boundarySupplementaryItems, vertical: vertical, start: start,
                container: Self.size(main: Self.main(container, vertical), cross: follows ? contentCross : areaLength, vertical),
                crossStart: follows ? crossStart : areaStart, crossLength: follows ? contentCross : areaLength
            ) { regionStart in
                let contentStart = regionStart + mainBefore
                var offset = 0.0, groupsEnd = contentStart, longest = 0.0
                for (g, group) in groups.enumerated() {
                    let origin =
                        orthogonal
                        ? Self.point(main: contentStart, cross: crossStart + offset - shift, vertical)
                        : Self.point(main: contentStart + offset, cross: crossStart, vertical)
                    for j in 0..<min(k, count - g * k) {
                        let leaf = group.leaves[j]
                        let frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
                        let path = ElementIndexPath(item: g * k + j, section: s)
                        cells.append((path, frame, window))
                        for badge in leaf.item.supplementaryItems {
                            badges.append((badge.elementKind, path, Self.badgeFrame(badge, on: frame), window))
                        }
                    }
                    let stackLength = orthogonal ? Self.cross(group.size, vertical) : Self.main(group.size, vertical)
                    if !orthogonal { groupsEnd = contentStart + offset + stackLength }
                    longest = max(longest, Self.main(group.size, vertical))
                    offset += stackLength + model.interGroupSpacing
                }
                return orthogonal ? contentStart + longest + mainAfter : groupsEnd + mainAfter
            }
            for var b in placed {
                (b.section, b.lo, b.hi) = (s, start, end)
                boundaries.append(b)
            }
            for d in model.decorationItems {
                let sectionArea = Rect(
                    origin: Self.point(main: start, cross: areaStart, vertical),
                    size: Self.size(main: end - start, cross: areaLength, vertical))
                decorations.append((d.elementKind, s, sectionArea.inset(by: d.contentInsets, rightToLeft: false)))
            }
            return end
        }

        let (layoutAreaStart, layoutAreaLength) = area(.automatic)
        let (layoutPlaced, layoutEnd) = Self.placeBoundary(
            configuration.boundarySupplementaryItems, vertical: vertical, start: 0,
            container: Self.size(main: Self.main(container, vertical), cross: layoutAreaLength, vertical), crossStart: layoutAreaStart,
            crossLength: layoutAreaLength
        ) { regionStart in
            var position = regionStart
            for s in models.indices {
                if s > 0 { position += configuration.interSectionSpacing }
                position = section(s, start: position)
            }
            return position
        }
        for var b in layoutPlaced {
            (b.lo, b.hi) = (0, layoutEnd)
            boundaries.append(b)
        }

        let contentSize = Self.size(main: layoutEnd, cross: Self.cross(container, vertical), vertical)
        func mirrored(_ r: Rect) -> Rect {
            rightToLeft ? Rect(x: contentSize.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        // The visible range along the scroll axis, less the content inset.
        let seen = mirrored(bounds)
        let visible =
            vertical
            ? (seen.minY + contentInset.top, seen.maxY - contentInset.bottom)
            : rightToLeft
                ? (seen.minX + contentInset.right, seen.maxX - contentInset.left)
                : (seen.minX + contentInset.left, seen.maxX - contentInset.right)

        var out = Output(contentSize: contentSize)
        out.inexact = inexact
        out.largestFill = largestFill
        func add(_ key: String, _ ltr: Rect, window: (Bool, Double, Double)?) -> Rect {
            let frame = mirrored(ltr)
            out.all.append((Element(key: key, frame: frame), ltr, window.map { (vertical: $0.0, lo: $0.1, hi: $0.2) }))
            return frame
        }
        for c in cells { out.cells[c.path] = add("cell \(c.path)", c.frame, window: c.window) }
        for b in badges { out.supplementaries[b.kind, default: [:]][b.path] = add("\(b.kind) \(b.path)", b.frame, window: b.window) }
        for d in decorations {
            let path = ElementIndexPath(item: 0, section: d.section)
            out.decorations[d.kind, default: [:]][path] = add("decoration \(d.kind) \(path)", d.frame, window: nil)
        }
        for b in boundaries {
            var frame = b.frame
            if b.item.pinToVisibleBounds {
                // Pinned: kept inside the visible range, never before its natural place
                // (a header) or after it (a footer), never out of its section.
                let natural = vertical ? frame.minY : frame.minX
                let length = Self.main(frame.size, vertical)
                let position =
                    b.isFooter
                    ? min(max(min(natural, visible.1 - length), b.lo), natural) : max(min(max(natural, visible.0), b.hi - length), natural)
                frame = frame.offsetBy(dx: vertical ? 0 : position - natural, dy: vertical ? position - natural : 0)
            }
            let path = ElementIndexPath(item: 0, section: b.section ?? 0)
            out.supplementaries[b.item.elementKind, default: [:]][path] = add("\(b.item.elementKind) \(path)", frame, window: nil)
        }
        return out
    }
}
