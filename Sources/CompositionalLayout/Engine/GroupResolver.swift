import Geometry

/// One item of a resolved group: its frame relative to the group's origin.
struct ResolvedLeaf {
    /// The frame relative to the group's origin, after the item's content insets
    /// (left-to-right layout space).
    var frame: Rect
    /// The stacking order (custom items set it; 0 otherwise).
    var zIndex: Int
    /// The item, for its supplementary items; `nil` for a custom group's items.
    var item: LayoutItem?
    /// Whether the width and height come from the cell (estimated or uniform).
    var selfSizingWidth: Bool
    var selfSizingHeight: Bool
    /// Whether the item has supplementary items (badges); saves a look at the item.
    var hasSupplementaries: Bool = false

    /// Whether either dimension comes from the cell.
    var isSelfSizing: Bool { selfSizingWidth || selfSizingHeight }
}

/// A group laid out once: its size and its items' frames. A section repeats it.
struct ResolvedGroup {
    /// The group's size.
    var size: Size
    /// The items, in data order.
    var leaves: [ResolvedLeaf]
    /// How many subitems each group that repeats its subitems while they fit took, in the
    /// order the resolver met those groups (a group before the groups inside it). A group
    /// resolved with preferred sizes takes the same counts (see ``GroupResolver``).
    var fillCounts: [Int] = []

    /// Whether any item's size comes from its cell.
    var hasSelfSizingLeaves: Bool { leaves.contains { $0.selfSizingWidth || $0.selfSizingHeight } }
}

/// Lays out a group and its nested groups (left-to-right layout space; the layout
/// mirrors at the end).
///
/// `overrides` holds preferred sizes by the item's position in the group; they replace
/// the estimate along self-sizing axes.
///
/// A group resolved with preferred sizes holds as many items as with its estimates
/// (`replay`: the estimates' ``ResolvedGroup/fillCounts``): each group that repeats its
/// subitems while they fit takes the count it took with the estimates, even when a
/// preferred size makes an item longer, so item `i` of a section stays in group `i / k`
/// at position `i % k` (the limit ``CompositionalLayout`` documents). A group that
/// measures its cross length from its children measures it as with its estimates, from the
/// children that fit; the counts replayed are those of the pass after the measuring.
struct GroupResolver {
    /// The environment custom groups see.
    let environment: LayoutEnvironment
    /// Preferred sizes by item position in the group.
    let overrides: [Int: Size]
    /// The counts to take in repeat-while-fits groups, or `nil` to fit them.
    let replay: [Int]?
    /// The counts taken so far (recorded when not replaying), and the next to replay.
    private var fillCounts: [Int] = []
    private var fillCursor = 0
    /// Whether repeat-while-fits groups take the replayed counts now (not while a group
    /// measures its cross length).
    private var replaying: Bool
    /// The most items one group may hold by repeating its subitems.
    static let maximumRepetitions = 10_000
    /// The next item's position in the group.
    private var nextLeaf = 0

    init(environment: LayoutEnvironment, overrides: [Int: Size] = [:], replay: [Int]? = nil) {
        self.environment = environment
        self.overrides = overrides
        self.replay = replay
        self.replaying = replay != nil
    }

    /// Lays out a section's group: ``resolve(_:in:path:forced:)`` with the fill counts it
    /// took recorded in the result.
    mutating func resolveOutermost(_ group: LayoutGroup, in container: Size, path: @autoclosure () -> String)
        throws(CompositionalLayoutError) -> ResolvedGroup
    {
        var resolved = try resolve(group, in: container, path: path())
        resolved.fillCounts = replay ?? fillCounts
        return resolved
    }

    /// A child of a group, resolved: its size, frames and edge spacing.
    private struct Child {
        var size: Size
        var leaves: [ResolvedLeaf]
        var edgeSpacing: LayoutEdgeSpacing?
        var crossIsFractional: Bool
        var uniformWidth: Bool
        var uniformHeight: Bool
    }

    /// Lays out a group in a container.
    ///
    /// - Parameters:
    ///   - group: The group.
    ///   - container: The size the group's fractional dimensions refer to.
    ///   - path: The group's path, for errors.
    ///   - forced: A length along an axis that replaces the group's own dimension (a
    ///     repeating parent's share).
    mutating func resolve(
        _ group: LayoutGroup, in container: Size, path: @autoclosure () -> String, forced: (axis: Axis, length: Double)? = nil
    ) throws(CompositionalLayoutError) -> ResolvedGroup {
        try group.layoutSize.validate(path())
        try group.contentInsets.validate(path() + ".contentInsets")
        if !group.supplementaryItems.isEmpty { throw CompositionalLayoutError(path() + ".supplementaryItems", .groupSupplementaryItems) }
        var size = group.layoutSize.resolve(in: container)
        if let forced { size = forced.axis.size(main: forced.length, cross: forced.axis.cross(size)) }
        let insets = group.contentInsets
        switch group.arrangement {
        case .custom:
            return try resolveCustom(group, size: size, path: path())
        case .horizontal, .vertical:
            return try resolveLinear(
                group, axis: group.arrangement == .vertical ? .vertical : .horizontal, size: size, insets: insets, path: path())
        }
    }

    // MARK: - Private

    private mutating func resolveCustom(_ group: LayoutGroup, size: Size, path: @autoclosure () -> String) throws(CompositionalLayoutError)
        -> ResolvedGroup
    {
        let items = group.itemProvider?(environment) ?? []
        guard !items.isEmpty else { throw CompositionalLayoutError(path() + ".itemProvider", .noCustomItems) }
        let origin = Point(x: group.contentInsets.leading, y: group.contentInsets.top)
        var leaves: [ResolvedLeaf] = []
        leaves.reserveCapacity(items.count)
        for (i, custom) in items.enumerated() {
            let f = custom.frame
            guard f.isFinite, f.width >= 0, f.height >= 0 else {
                throw CompositionalLayoutError(path() + ".itemProvider[\(i)].frame", .invalidCustomFrame(f))
            }
            nextLeaf += 1
            leaves.append(
                ResolvedLeaf(
                    frame: f.offsetBy(dx: origin.x, dy: origin.y), zIndex: custom.zIndex, item: nil,
                    selfSizingWidth: false, selfSizingHeight: false))
        }
        return ResolvedGroup(size: size, leaves: leaves)
    }

    private mutating func resolveLinear(
        _ group: LayoutGroup, axis: Axis, size provisional: Size, insets: DirectionalEdgeInsets, path: @autoclosure () -> String
    ) throws(CompositionalLayoutError) -> ResolvedGroup {
        guard !group.subitems.isEmpty else { throw CompositionalLayoutError(path() + ".subitems", .noSubitems) }
        if let n = group.repeatCount, n < 1 { throw CompositionalLayoutError(path() + ".count", .repeatCountBelowOne(n)) }
        try group.interItemSpacing?.validate(path() + ".interItemSpacing")
        let (mainBefore, mainAfter) = axis.mainInsets(insets)
        let (crossBefore, crossAfter) = axis.crossInsets(insets)
        let mainSelfSizing = axis.main(group.layoutSize).isSelfSizing
        let crossSelfSizing = axis.cross(group.layoutSize).isSelfSizing
        let contentMain = max(0, axis.main(provisional) - mainBefore - mainAfter)
        var contentCross = max(0, axis.cross(provisional) - crossBefore - crossAfter)
        let firstLeaf = nextLeaf, firstFill = fillCounts.count
        // A group that measures its cross length measures it from the children that fit,
        // also when replaying (see the type's comment).
        let replaying = self.replaying
        if crossSelfSizing { self.replaying = false }
        var children = try layOutChildren(
            group, axis: axis, contentMain: contentMain, contentCross: contentCross, mainSelfSizing: mainSelfSizing, path: path())
        self.replaying = replaying
        if crossSelfSizing {
            // The group takes its tallest (non-fractional) child, as UIKit does.
            let sized = children.filter { !$0.crossIsFractional }
            let measured = sized.map { c in
                let (b, a) = axis.crossSpacing(c.edgeSpacing)
                return axis.cross(c.size) + (b?.spacing ?? 0) + (a?.spacing ?? 0)
            }.max()
            var again = false
            if let measured, measured != contentCross {
                contentCross = measured
                again = children.contains(where: \.crossIsFractional)
            }
            if again || replaying {
                // Again in the measured length (fractional children), or with the replayed
                // counts in the length the estimates' children had.
                let cross = again ? contentCross : max(0, axis.cross(provisional) - crossBefore - crossAfter)
                nextLeaf = firstLeaf
                fillCounts.removeSubrange(firstFill...)
                children = try layOutChildren(
                    group, axis: axis, contentMain: contentMain, contentCross: cross, mainSelfSizing: mainSelfSizing, path: path())
            }
        }
        makeUniform(&children, axis: axis)

        // Along the axis: fixed lengths first, then flexible spacing shares what is left.
        let gap = group.interItemSpacing
        var flexibleCount = 0, fixedTotal = 0.0
        for (i, c) in children.enumerated() {
            let (b, a) = axis.mainSpacing(c.edgeSpacing)
            fixedTotal += axis.main(c.size) + (b?.spacing ?? 0) + (a?.spacing ?? 0)
            flexibleCount += (b?.isFlexibleSpacing == true ? 1 : 0) + (a?.isFlexibleSpacing == true ? 1 : 0)
            if i > 0, let gap {
                fixedTotal += gap.spacing
                if gap.isFlexibleSpacing { flexibleCount += 1 }
            }
        }
        let share = (!mainSelfSizing && flexibleCount > 0) ? max(0, contentMain - fixedTotal) / Double(flexibleCount) : 0
        func length(_ s: LayoutSpacing?) -> Double { (s?.spacing ?? 0) + (s?.isFlexibleSpacing == true ? share : 0) }

        var leaves: [ResolvedLeaf] = []
        leaves.reserveCapacity(children.reduce(0) { $0 + $1.leaves.count })
        var position = 0.0
        for (i, c) in children.enumerated() {
            if i > 0 { position += length(gap) }
            let (b, a) = axis.mainSpacing(c.edgeSpacing)
            position += length(b)
            let (cb, ca) = axis.crossSpacing(c.edgeSpacing)
            let free = contentCross - axis.cross(c.size) - (cb?.spacing ?? 0) - (ca?.spacing ?? 0)
            let crossFlex = (cb?.isFlexibleSpacing == true ? 1 : 0) + (ca?.isFlexibleSpacing == true ? 1 : 0)
            let crossShare = crossFlex > 0 ? max(0, free) / Double(crossFlex) : 0
            let crossPosition = (cb?.spacing ?? 0) + (cb?.isFlexibleSpacing == true ? crossShare : 0)
            let origin = axis.point(main: mainBefore + position, cross: crossBefore + crossPosition)
            for var leaf in c.leaves {
                leaf.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
                leaves.append(leaf)
            }
            position += axis.main(c.size) + length(a)
        }
        let finalMain = mainSelfSizing ? position + mainBefore + mainAfter : axis.main(provisional)
        let finalCross = crossSelfSizing ? contentCross + crossBefore + crossAfter : axis.cross(provisional)
        return ResolvedGroup(size: axis.size(main: finalMain, cross: finalCross), leaves: leaves)
    }

    /// The group's children in order: exactly `count` copies, every subitem once (a
    /// self-sizing group), or the subitems repeated while they fit.
    private mutating func layOutChildren(
        _ group: LayoutGroup, axis: Axis, contentMain: Double, contentCross: Double, mainSelfSizing: Bool, path: @autoclosure () -> String
    ) throws(CompositionalLayoutError) -> [Child] {
        let container = axis.size(main: contentMain, cross: contentCross)
        let gapMinimum = group.interItemSpacing?.spacing ?? 0
        if let count = group.repeatCount {
            let sub = group.subitems[0]
            let (b, a) = axis.mainSpacing(sub.edgeSpacing)
            let edges = (b?.spacing ?? 0) + (a?.spacing ?? 0)
            let share = max(0, (contentMain - Double(count - 1) * gapMinimum) / Double(count) - edges)
            var children: [Child] = []
            children.reserveCapacity(count)
            for _ in 0..<count {
                children.append(try child(sub, in: container, path: path() + ".subitems[0]", axis: axis, forced: share))
            }
            return children
        }
        if mainSelfSizing {
            var children: [Child] = []
            for (i, sub) in group.subitems.enumerated() {
                children.append(try child(sub, in: container, path: path() + ".subitems[\(i)]", axis: axis, forced: nil))
            }
            return children
        }
        if replaying, let replay {
            // As many as with the estimates (see the type's comment).
            let count = fillCursor < replay.count ? replay[fillCursor] : 1
            fillCursor += 1
            var children: [Child] = []
            children.reserveCapacity(count)
            for index in 0..<count {
                let i = index % group.subitems.count
                children.append(try child(group.subitems[i], in: container, path: path() + ".subitems[\(i)]", axis: axis, forced: nil))
            }
            return children
        }
        let slot = fillCounts.count
        fillCounts.append(0)
        var children: [Child] = []
        var used = 0.0
        // Relative, so that items far below a point (5e-324 tall rows) still fill one each.
        let tolerance = 1e-9 * abs(contentMain)
        var index = 0
        var cycleStart = 0.0
        while true {
            let i = index % group.subitems.count
            if i == 0 && index > 0 {
                if used <= cycleStart { break }  // a whole cycle took no space: stop
                cycleStart = used
            }
            let mark = nextLeaf, fillMark = fillCounts.count
            let c = try child(group.subitems[i], in: container, path: path() + ".subitems[\(i)]", axis: axis, forced: nil)
            let (b, a) = axis.mainSpacing(c.edgeSpacing)
            let need = (children.isEmpty ? 0 : gapMinimum) + (b?.spacing ?? 0) + axis.main(c.size) + (a?.spacing ?? 0)
            if !children.isEmpty && used + need > contentMain + tolerance {
                nextLeaf = mark
                fillCounts.removeSubrange(fillMark...)
                break
            }
            children.append(c)
            used += need
            index += 1
            if children.count > Self.maximumRepetitions {
                throw CompositionalLayoutError(path() + ".subitems", .tooManyRepetitions(Self.maximumRepetitions))
            }
        }
        fillCounts[slot] = children.count
        return children
    }

    /// Resolves one subitem of a group laid out along `axis`: an item becomes one leaf, a
    /// group its leaves. `forced` replaces the subitem's length along the axis.
    private mutating func child(
        _ sub: LayoutItem, in container: Size, path: @autoclosure () -> String, axis: Axis, forced: Double?
    ) throws(CompositionalLayoutError) -> Child {
        let crossIsFractional = axis.cross(sub.layoutSize).isFractional
        if let group = sub as? LayoutGroup {
            let g = try resolve(group, in: container, path: path(), forced: forced.map { (axis, $0) })
            return Child(
                size: g.size, leaves: g.leaves, edgeSpacing: group.edgeSpacing, crossIsFractional: crossIsFractional,
                uniformWidth: false, uniformHeight: false)
        }
        try sub.layoutSize.validate(path())
        try sub.contentInsets.validate(path() + ".contentInsets")
        try sub.edgeSpacing?.validate(path() + ".edgeSpacing")
        let w = sub.layoutSize.widthDimension, h = sub.layoutSize.heightDimension
        var size = sub.layoutSize.resolve(in: container)
        if let forced { size = axis.size(main: forced, cross: axis.cross(size)) }
        let forcedWidth = forced != nil && !axis.isVertical, forcedHeight = forced != nil && axis.isVertical
        let sizingWidth = w.isSelfSizing && !forcedWidth, sizingHeight = h.isSelfSizing && !forcedHeight
        if let preferred = overrides[nextLeaf] {
            if sizingWidth { size.width = preferred.width }
            if sizingHeight { size.height = preferred.height }
        }
        let i = sub.contentInsets
        let frame = Rect(
            x: sizingWidth ? 0 : i.leading, y: sizingHeight ? 0 : i.top,
            width: sizingWidth ? size.width : size.width - i.horizontal,
            height: sizingHeight ? size.height : size.height - i.vertical)
        nextLeaf += 1
        let leaf = ResolvedLeaf(
            frame: frame, zIndex: 0, item: sub, selfSizingWidth: sizingWidth, selfSizingHeight: sizingHeight,
            hasSupplementaries: !sub.supplementaryItems.isEmpty)
        return Child(
            size: size, leaves: [leaf], edgeSpacing: sub.edgeSpacing, crossIsFractional: crossIsFractional,
            uniformWidth: w.isUniformAcrossSiblings && !forcedWidth, uniformHeight: h.isUniformAcrossSiblings && !forcedHeight)
    }

    /// Gives every item with a uniform dimension the largest such sibling's length.
    private func makeUniform(_ children: inout [Child], axis: Axis) {
        for vertical in [false, true] {
            let picks = children.indices.filter { vertical ? children[$0].uniformHeight : children[$0].uniformWidth }
            guard picks.count > 1 else { continue }
            let largest = picks.map { vertical ? children[$0].size.height : children[$0].size.width }.max() ?? 0
            for p in picks {
                if vertical {
                    children[p].size.height = largest
                    children[p].leaves[0].frame.size.height = largest
                } else {
                    children[p].size.width = largest
                    children[p].leaves[0].frame.size.width = largest
                }
            }
        }
    }
}
