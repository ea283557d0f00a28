import CompositionalLayout
import Geometry
import LayoutProtocol

/// The compositional layout written the obvious way, for the differential test: every
/// group of every section laid out on its own (with the preferred sizes of its items),
/// groups and sections stacked by adding up lengths one after the other, every element
/// kept in one list, and a rect query a filter over that list. No plans, runs, caches,
/// prefix sums or multiplications by an index.
///
/// Everything is computed left to right, then mirrored across the content width for a
/// right-to-left host. The rules are those of the engine's documentation
/// (`LayoutGroup`, `LayoutSection`, `LayoutBoundarySupplementaryItem`, `LayoutAnchor`,
/// `CompositionalLayout.elements(in:)`). Custom groups and visible-items handlers are not
/// modelled.
///
/// `inexact` is set when a length was divided by a number that is not a power of two (a
/// repeating group of three, flexible spacing shared three ways): the fast path may then
/// add the same lengths in another order and differ in the last bits.
struct ReferenceCompositional {
    var models: [LayoutSection]
    var counts: [Int]
    var configuration: CompositionalLayoutConfiguration
    var bounds: Rect
    var contentInset: EdgeInsets = .zero
    var safeArea: EdgeInsets = .zero
    var margins: EdgeInsets = .zero
    var rightToLeft = false
    /// Preferred cell sizes by section and item.
    var preferred: [Int: [Int: Size]] = [:]
    /// Orthogonal scroll offsets by section.
    var orthogonalOffsets: [Int: Point] = [:]

    /// One element: what it is, and its frame (right-to-left: already mirrored).
    struct Element: Hashable, CustomStringConvertible {
        var key: String
        var frame: Rect
        var description: String { "\(key) \(frame)" }
    }

    /// What the reference computed.
    struct Output {
        var contentSize: Size
        var cells: [ElementIndexPath: Rect] = [:]
        /// Boundary items and badges, by kind and index path.
        var supplementaries: [String: [ElementIndexPath: Rect]] = [:]
        var decorations: [String: [ElementIndexPath: Rect]] = [:]
        /// Every element, left-to-right frames, with the window an orthogonal section's
        /// scroller clips it to (along its stacking axis).
        var all: [(element: Element, ltr: Rect, window: (vertical: Bool, lo: Double, hi: Double)?)] = []
        var inexact = false
        /// The most subitems a repeat-while-fits group of a section's group took (the layout
        /// refuses more than `GroupResolver.maximumRepetitions`).
        var largestFill = 0

        /// The elements a rect query returns, sorted by key.
        func query(_ rect: Rect, mirroredFor width: Double?) -> [Element] {
            let r = width.map { Rect(x: $0 - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) } ?? rect
            return all.filter { entry in
                guard entry.ltr.intersects(r) else { return false }
                guard let w = entry.window else { return true }
                let (lo, hi) = w.vertical ? (entry.ltr.minY, entry.ltr.maxY) : (entry.ltr.minX, entry.ltr.maxX)
                return hi >= w.lo && lo <= w.hi
            }.map(\.element).sorted { $0.key < $1.key }
        }
    }

    // MARK: - Axes

    /// Along / across helpers for an axis (`vertical`: the y axis is "main").
    static func main(_ s: Size, _ vertical: Bool) -> Double { vertical ? s.height : s.width }
    static func cross(_ s: Size, _ vertical: Bool) -> Double { vertical ? s.width : s.height }
    static func size(main: Double, cross: Double, _ vertical: Bool) -> Size {
        vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
    static func point(main: Double, cross: Double, _ vertical: Bool) -> Point {
        vertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
    }
    /// Insets before and after along (`along: true`) or across an axis.
    static func insets(_ i: DirectionalEdgeInsets, _ vertical: Bool, along: Bool) -> (Double, Double) {
        vertical == along ? (i.top, i.bottom) : (i.leading, i.trailing)
    }
    static func spacing(_ e: LayoutEdgeSpacing?, _ vertical: Bool, along: Bool) -> (LayoutSpacing?, LayoutSpacing?) {
        guard let e else { return (nil, nil) }
        return vertical == along ? (e.top, e.bottom) : (e.leading, e.trailing)
    }
    static func points(_ d: LayoutDimension, in container: Size) -> Double {
        switch d.kind {
        case .fractionalWidth: return d.dimension * container.width
        case .fractionalHeight: return d.dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: return d.dimension
        }
    }
    static func selfSizing(_ d: LayoutDimension) -> Bool { d.kind == .estimated || d.kind == .uniformAcrossSiblings }
    static func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }
    static func isSet(_ s: LayoutSpacing?) -> Double { s?.spacing ?? 0 }
    static func isFlexible(_ s: LayoutSpacing?) -> Bool { s?.isFlexibleSpacing == true }

    // MARK: - Groups

    /// A laid-out leaf: its frame in its group and the item.
    struct Leaf {
        var frame: Rect
        var item: LayoutItem
        var selfSizing: Bool
    }

    /// A group laid out: its size and leaves.
    struct Group {
        var size: Size
        var leaves: [Leaf]
    }

    /// One child of a group being laid out.
    private struct Child {
        var size: Size
        var leaves: [Leaf]
        var edgeSpacing: LayoutEdgeSpacing?
        var crossFractional: Bool
        var uniformWidth = false
        var uniformHeight = false
    }

    /// Where a walk through a group and its groups is.
    struct Walk {
        /// Preferred sizes by the leaf's position in the outermost group.
        var overrides: [Int: Size] = [:]
        /// The next leaf's position.
        var next = 0
        /// How many subitems each repeat-while-fits group took, groups before the groups
        /// inside them; or, replayed, how many each must take.
        var fills: [Int] = []
        var replay: [Int]?
        /// Whether repeat-while-fits groups take the replayed counts now.
        var replaying = false
        var cursor = 0
        var inexact = false
    }

    /// Lays out a group and the groups inside it.
    ///
    /// A group laid out with preferred sizes holds as many items as with its estimates:
    /// each repeat-while-fits group takes the count it took then (`walk.replay`), as
    /// `CompositionalLayout` documents; a group that measures its cross length from its
    /// children measures it from the children that fit, as with the estimates.
    static func layOut(_ group: LayoutGroup, in container: Size, forced: (vertical: Bool, length: Double)?, walk: inout Walk) -> Group {
        var size = Size(
            width: points(group.layoutSize.widthDimension, in: container), height: points(group.layoutSize.heightDimension, in: container))
        if let forced { size = Self.size(main: forced.length, cross: cross(size, forced.vertical), forced.vertical) }
        let v = group.arrangement == .vertical
        let (mainBefore, mainAfter) = insets(group.contentInsets, v, along: true)
        let (crossBefore, crossAfter) = insets(group.contentInsets, v, along: false)
        let mainDimension = v ? group.layoutSize.heightDimension : group.layoutSize.widthDimension
        let crossDimension = v ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
        let mainSelfSizing = selfSizing(mainDimension), crossSelfSizing = selfSizing(crossDimension)
        let contentMain = max(0, main(size, v) - mainBefore - mainAfter)
        var contentCross = max(0, cross(size, v) - crossBefore - crossAfter)
        let first = (walk.next, walk.fills.count, walk.cursor)

        func children(cross: Double) -> [Child] {
            let inner = Self.size(main: contentMain, cross: cross, v)
            let gap = group.interItemSpacing?.spacing ?? 0
            if let n = group.repeatCount {
                let sub = group.subitems[0]
                let (b, a) = spacing(sub.edgeSpacing, v, along: true)
                if !isPowerOfTwo(n) { walk.inexact = true }
                let share = max(0, (contentMain - Double(n - 1) * gap) / Double(n) - isSet(b) - isSet(a))
                return (0..<n).map { _ in child(sub, in: inner, v, forced: share, &walk) }
            }
            if mainSelfSizing { return group.subitems.map { child($0, in: inner, v, forced: nil, &walk) } }
            if walk.replaying, let replay = walk.replay {
                let n = replay[walk.cursor]
                walk.cursor += 1
                return (0..<n).map { child(group.subitems[$0 % group.subitems.count], in: inner, v, forced: nil, &walk) }
            }
            let slot = walk.fills.count
            walk.fills.append(0)
            // The subitems in turn while the next one fits (the first always does); a
            // whole round that takes no space ends it.
            var result: [Child] = []
            var used = 0.0, roundStart = 0.0
            var i = 0
            while true {
                if i > 0 && i % group.subitems.count == 0 {
                    if used <= roundStart { break }
                    roundStart = used
                }
                let mark = (walk.next, walk.fills.count)
                let c = child(group.subitems[i % group.subitems.count], in: inner, v, forced: nil, &walk)
                let (b, a) = spacing(c.edgeSpacing, v, along: true)
                let need = (result.isEmpty ? 0 : gap) + isSet(b) + main(c.size, v) + isSet(a)
                if !result.isEmpty && used + need > contentMain + 1e-9 * abs(contentMain) {
                    (walk.next, walk.fills) = (mark.0, Array(walk.fills.prefix(mark.1)))
                    break
                }
                result.append(c)
                used += need
                i += 1
            }
            walk.fills[slot] = result.count
            return result
        }

        let replaying = walk.replaying
        if crossSelfSizing { walk.replaying = false }
        let original = contentCross
        var list = children(cross: original)
        walk.replaying = replaying
        if crossSelfSizing {
            // The group's cross length is its longest child's (fractional ones excluded),
            // and the fractional ones are laid out again in it; replaying, the counts apply
            // to that second pass, or to one in the first pass's length.
            let measured = list.filter { !$0.crossFractional }.map { c -> Double in
                let (b, a) = spacing(c.edgeSpacing, v, along: false)
                return cross(c.size, v) + isSet(b) + isSet(a)
            }.max()
            var again = false
            if let measured, measured != contentCross {
                contentCross = measured
                again = list.contains(where: \.crossFractional)
            }
            if again || replaying {
                (walk.next, walk.fills) = (first.0, Array(walk.fills.prefix(first.1)))
                list = children(cross: again ? contentCross : original)
            }
        }
        for vertical in [false, true] {
            let picks = list.indices.filter { vertical ? list[$0].uniformHeight : list[$0].uniformWidth }
            guard picks.count > 1 else { continue }
            let largest = picks.map { vertical ? list[$0].size.height : list[$0].size.width }.max()!
            for p in picks {
                if vertical {
                    list[p].size.height = largest
                    list[p].leaves[0].frame.size.height = largest
                } else {
                    list[p].size.width = largest
                    list[p].leaves[0].frame.size.width = largest
                }
            }
        }

        // Flexible spacings share what the fixed lengths leave.
        let gap = group.interItemSpacing
        var fixed = 0.0, flexible = 0
        for (i, c) in list.enumerated() {
            let (b, a) = spacing(c.edgeSpacing, v, along: true)
            fixed += main(c.size, v) + isSet(b) + isSet(a)
            flexible += (isFlexible(b) ? 1 : 0) + (isFlexible(a) ? 1 : 0)
            if i > 0, let gap {
                fixed += gap.spacing
                if gap.isFlexibleSpacing { flexible += 1 }
            }
        }
        let share = !mainSelfSizing && flexible > 0 ? max(0, contentMain - fixed) / Double(flexible) : 0
        if share != 0 && !isPowerOfTwo(flexible) { walk.inexact = true }
        func length(_ s: LayoutSpacing?) -> Double { isSet(s) + (isFlexible(s) ? share : 0) }

        var leaves: [Leaf] = []
        var position = 0.0
        for (i, c) in list.enumerated() {
            if i > 0 { position += length(gap) }
            let (b, a) = spacing(c.edgeSpacing, v, along: true)
            position += length(b)
            let (cb, ca) = spacing(c.edgeSpacing, v, along: false)
            let free = contentCross - cross(c.size, v) - isSet(cb) - isSet(ca)
            let crossFlexible = (isFlexible(cb) ? 1 : 0) + (isFlexible(ca) ? 1 : 0)
            let crossShare = crossFlexible > 0 ? max(0, free) / Double(crossFlexible) : 0
            let origin = point(main: mainBefore + position, cross: crossBefore + isSet(cb) + (isFlexible(cb) ? crossShare : 0), v)
            for leaf in c.leaves {
                leaves.append(Leaf(frame: leaf.frame.offsetBy(dx: origin.x, dy: origin.y), item: leaf.item, selfSizing: leaf.selfSizing))
            }
            position += main(c.size, v) + length(a)
        }
        let finalMain = mainSelfSizing ? position + mainBefore + mainAfter : main(size, v)
        let finalCross = crossSelfSizing ? contentCross + crossBefore + crossAfter : cross(size, v)
        return Group(size: Self.size(main: finalMain, cross: finalCross, v), leaves: leaves)
    }

    /// One subitem of a group along axis `v`: an item is one leaf, a group its leaves.
    private static func child(_ sub: LayoutItem, in container: Size, _ v: Bool, forced: Double?, _ walk: inout Walk) -> Child {
        let crossDimension = v ? sub.layoutSize.widthDimension : sub.layoutSize.heightDimension
        let crossFractional = crossDimension.kind == .fractionalWidth || crossDimension.kind == .fractionalHeight
        if let group = sub as? LayoutGroup {
            let g = layOut(group, in: container, forced: forced.map { (v, $0) }, walk: &walk)
            return Child(size: g.size, leaves: g.leaves, edgeSpacing: group.edgeSpacing, crossFractional: crossFractional)
        }
        let w = sub.layoutSize.widthDimension, h = sub.layoutSize.heightDimension
        var size = Size(width: points(w, in: container), height: points(h, in: container))
        if let forced { size = Self.size(main: forced, cross: cross(size, v), v) }
        let sizingWidth = selfSizing(w) && !(forced != nil && !v)
        let sizingHeight = selfSizing(h) && !(forced != nil && v)
        if let p = walk.overrides[walk.next] {
            if sizingWidth { size.width = p.width }
            if sizingHeight { size.height = p.height }
        }
        walk.next += 1
        // Insets apply on the axes whose size does not come from the cell.
        let i = sub.contentInsets
        let frame = Rect(
            x: sizingWidth ? 0 : i.leading, y: sizingHeight ? 0 : i.top,
            width: sizingWidth ? size.width : size.width - i.horizontal, height: sizingHeight ? size.height : size.height - i.vertical)
        return Child(
            size: size, leaves: [Leaf(frame: frame, item: sub, selfSizing: sizingWidth || sizingHeight)], edgeSpacing: sub.edgeSpacing,
            crossFractional: crossFractional, uniformWidth: w.kind == .uniformAcrossSiblings && !(forced != nil && !v),
            uniformHeight: h.kind == .uniformAcrossSiblings && !(forced != nil && v))
    }
}
