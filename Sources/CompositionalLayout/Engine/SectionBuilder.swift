import Geometry
import LayoutProtocol

/// The container a layout pass fills, in left-to-right layout space.
struct ContainerGeometry {
    /// The scroll axis.
    let scroll: Axis
    /// The container's size (host bounds less the adjusted content inset).
    let contentSize: Size
    /// The host's insets, directional for the reading direction.
    let safeArea: DirectionalEdgeInsets
    let layoutMargins: DirectionalEdgeInsets
    /// The configuration's reference.
    let defaultReference: ContentInsetsReference
    /// The environment sections and custom groups see.
    let environment: LayoutEnvironment

    /// The insets of a reference across the scroll axis (before, after).
    func crossInsets(_ reference: ContentInsetsReference) -> (Double, Double) {
        let r = reference == .automatic ? (defaultReference == .automatic ? .safeArea : defaultReference) : reference
        let insets: DirectionalEdgeInsets
        switch r {
        case .none: insets = .zero
        case .automatic, .safeArea: insets = safeArea
        case .layoutMargins, .readableContent: insets = layoutMargins
        }
        return scroll.crossInsets(insets)
    }

    /// The area (start, length) across the scroll axis for a reference.
    func area(_ reference: ContentInsetsReference) -> (Double, Double) {
        let (b, a) = crossInsets(reference)
        return (b, max(0, scroll.cross(contentSize) - b - a))
    }
}

/// Places headers and footers of a section or the layout along the scroll axis.
struct BoundaryPlacer {
    let scroll: Axis
    /// The size fractions refer to.
    let container: Size
    /// The span across the scroll axis (start, length) the items align in.
    let crossStart: Double
    let crossLength: Double
    /// Preferred sizes of self-sizing items, by element kind.
    var preferred: [String: Size] = [:]

    /// An item's size: its layout size, with the preferred size along estimated dimensions.
    func resolvedSize(_ b: LayoutBoundarySupplementaryItem) -> Size {
        var size = b.layoutSize.resolve(in: container)
        if let p = preferred[b.elementKind] {
            if b.layoutSize.widthDimension.isSelfSizing { size.width = p.width }
            if b.layoutSize.heightDimension.isSelfSizing { size.height = p.height }
        }
        return size
    }

    /// Whether an alignment comes before / after the content along the scroll axis.
    func isHeader(_ a: RectAlignment) -> Bool { scroll.isVertical ? a.isTop : a.isLeading }
    func isFooter(_ a: RectAlignment) -> Bool { scroll.isVertical ? a.isBottom : a.isTrailing }

    /// The item's frame at `main` along the scroll axis.
    func frame(_ b: LayoutBoundarySupplementaryItem, main: Double) -> Rect {
        let size = resolvedSize(b)
        let a = b.alignment
        let atStart = scroll.isVertical ? a.isLeading : a.isTop
        let atEnd = scroll.isVertical ? a.isTrailing : a.isBottom
        let length = scroll.cross(size)
        let cross = atStart ? crossStart : atEnd ? crossStart + crossLength - length : crossStart + (crossLength - length) / 2
        return Rect(origin: scroll.point(main: main, cross: cross), size: size).offsetBy(dx: b.offset.x, dy: b.offset.y)
    }

    /// Checks boundary items: valid sizes, insets and offsets, one item per kind.
    ///
    /// - Throws: The first bad value, with its path (`path[i]…`).
    func validate(_ items: [LayoutBoundarySupplementaryItem], path: String) throws(CompositionalLayoutError) {
        var kinds = Set<String>()
        for (i, b) in items.enumerated() {
            try b.layoutSize.validate("\(path)[\(i)]")
            try b.contentInsets.validate("\(path)[\(i)].contentInsets")
            guard b.offset.isFinite else { throw CompositionalLayoutError("\(path)[\(i)].absoluteOffset", .invalidOffset(b.offset)) }
            guard kinds.insert(b.elementKind).inserted else {
                throw CompositionalLayoutError("\(path)[\(i)].elementKind", .duplicateElementKind(b.elementKind))
            }
        }
    }

    /// The lengths along the scroll axis of the headers and footers that extend the
    /// boundary, in the order ``place(_:start:content:)`` adds them.
    func extendingLengths(_ items: [LayoutBoundarySupplementaryItem]) -> (headers: [Double], footers: [Double]) {
        (
            items.filter { isHeader($0.alignment) && $0.extendsBoundary }.map { scroll.main(resolvedSize($0)) },
            items.filter { isFooter($0.alignment) && $0.extendsBoundary }.map { scroll.main(resolvedSize($0)) }
        )
    }

    /// Lays out (validated) boundary items around a content region that starts at
    /// `start`: headers first, then `content(regionStart)` returns the region's end;
    /// footers after it.
    ///
    /// - Returns: The placed items and the end of the last one.
    func place<E: Error>(
        _ items: [LayoutBoundarySupplementaryItem], start: Double, content: (Double) throws(E) -> Double
    ) throws(E) -> (placed: [PlacedBoundary], end: Double) {
        var placed: [PlacedBoundary] = []
        var position = start
        for b in items where isHeader(b.alignment) && b.extendsBoundary {
            placed.append(PlacedBoundary(item: b, frame: frame(b, main: position), followsContent: false, isHeader: true, isFooter: false))
            position += scroll.main(resolvedSize(b))
        }
        let regionStart = position
        let regionEnd = try content(regionStart)
        position = regionEnd
        for b in items where !b.extendsBoundary || !(isHeader(b.alignment) || isFooter(b.alignment)) {
            let footer = isFooter(b.alignment)
            let length = scroll.main(resolvedSize(b))
            let main = footer ? regionEnd - length : regionStart
            placed.append(
                PlacedBoundary(
                    item: b, frame: frame(b, main: main), followsContent: footer, isHeader: isHeader(b.alignment), isFooter: footer))
        }
        for b in items where isFooter(b.alignment) && b.extendsBoundary {
            placed.append(PlacedBoundary(item: b, frame: frame(b, main: position), followsContent: true, isHeader: false, isFooter: true))
            position += scroll.main(resolvedSize(b))
        }
        return (placed, position)
    }
}

/// Lays out one section.
struct SectionBuilder {
    let geometry: ContainerGeometry
    /// The most groups a section with estimated sizes may have (each keeps three numbers).
    static let maximumEstimatedGroups = 10_000_000
    /// The most groups that may share one place (a group of zero length and no spacing):
    /// every query meeting one of them returns them all.
    static let maximumStackedGroups = 100_000

    /// Lays out what does not depend on where the section starts: validates the section,
    /// resolves its group and its per-group sizes.
    ///
    /// - Parameter preferred: Preferred sizes of self-sizing items, by item index.
    /// - Throws: The first bad value, with its path.
    func plan(
        _ section: LayoutSection, index: Int, itemCount: Int, preferred: [Int: Size]
    ) throws(CompositionalLayoutError) -> SectionPlan {
        let path = "sections[\(index)]"
        let scroll = geometry.scroll
        try section.contentInsets.validate(path + ".contentInsets")
        guard section.interGroupSpacing.isFinite else {
            throw CompositionalLayoutError(path + ".interGroupSpacing", .nonFiniteValue("spacing", section.interGroupSpacing))
        }
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let (areaStart, areaLength) = geometry.area(section.contentInsetsReference)
        let (mainBefore, mainAfter) = scroll.mainInsets(section.contentInsets)
        let (crossBefore, crossAfter) = scroll.crossInsets(section.contentInsets)
        let contentCross = max(0, areaLength - crossBefore - crossAfter)
        let contentMain = max(0, scroll.main(geometry.contentSize) - mainBefore - mainAfter)
        let groupContainer = scroll.size(main: contentMain, cross: contentCross)

        var resolver = GroupResolver(environment: geometry.environment)
        let template = try resolver.resolveOutermost(section.group, in: groupContainer, path: path + ".group")
        let k = template.leaves.count
        guard k > 0 else { throw CompositionalLayoutError(path + ".group", .noSubitems) }
        let groupCount = itemCount == 0 ? 0 : (itemCount - 1) / k + 1
        let stack = orthogonal ? Axis(isVertical: !scroll.isVertical) : scroll
        let spacing = section.interGroupSpacing
        let length = stack.main(template.size)

        // Items and badges may reach outside the group; queries widen their range by this.
        var lo = 0.0, hi = length
        var hasBadges = false
        let boundaryKinds = Set(section.boundarySupplementaryItems.map(\.elementKind))
        for (leafIndex, leaf) in template.leaves.enumerated() {
            lo = min(lo, stack.minMain(leaf.frame))
            hi = max(hi, stack.maxMain(leaf.frame))
            guard let item = leaf.item, !item.supplementaryItems.isEmpty else { continue }
            hasBadges = true
            var own = Set<String>()
            for (i, s) in item.supplementaryItems.enumerated() {
                let p = "\(path).group.items[\(leafIndex)].supplementaryItems[\(i)]"
                try s.layoutSize.validate(p)
                guard own.insert(s.elementKind).inserted, !boundaryKinds.contains(s.elementKind) else {
                    throw CompositionalLayoutError(p + ".elementKind", .duplicateElementKind(s.elementKind))
                }
                let f = s.frame(anchoredTo: leaf.frame)
                lo = min(lo, stack.minMain(f))
                hi = max(hi, stack.maxMain(f))
            }
        }
        var decorationKinds = Set<String>()
        for (i, d) in section.decorationItems.enumerated() {
            try d.contentInsets.validate("\(path).decorationItems[\(i)].contentInsets")
            guard decorationKinds.insert(d.elementKind).inserted else {
                throw CompositionalLayoutError("\(path).decorationItems[\(i)].elementKind", .duplicateElementKind(d.elementKind))
            }
        }

        var estimated: EstimatedGroups?
        if !(length + spacing > 0) && groupCount > Self.maximumStackedGroups {
            throw CompositionalLayoutError(path + ".group", .groupsInOnePlace(groupCount, length + spacing))
        }
        if template.hasSelfSizingLeaves && groupCount > Self.maximumEstimatedGroups {
            throw CompositionalLayoutError(path + ".group", .tooManyEstimatedGroups(groupCount, Self.maximumEstimatedGroups))
        }
        if template.hasSelfSizingLeaves && groupCount > 0 {
            estimated = try makeEstimated(
                section, template: template, groupCount: groupCount, leafCount: k, stack: stack, path: path, container: groupContainer,
                preferred: preferred)
        }
        // An orthogonal section's groups all start where its content does: items longer
        // than their group along the scroll axis reach past the section.
        var scrollOverflow = orthogonal ? Self.overflow(of: template, along: scroll) : 0
        for instance in estimated?.instances.values ?? [:].values {
            let reach = Self.reach(of: instance, along: stack)
            lo = min(lo, reach.lo)
            hi = max(hi, length + reach.hi - stack.main(instance.size))
            if orthogonal { scrollOverflow = max(scrollOverflow, Self.overflow(of: instance, along: scroll)) }
        }
        let groupsMain: Double
        if orthogonal {
            groupsMain = groupCount == 0 ? 0 : (estimated.map { $0.others.max() ?? 0 } ?? scroll.main(template.size))
        } else {
            // The last group's start plus its length: the same arithmetic as the queries.
            groupsMain = groupCount == 0 ? 0 : (estimated?.total ?? (Double(groupCount - 1) * (length + spacing) + length))
        }
        let orthogonalLength =
            orthogonal
            ? crossBefore + crossAfter
                + (groupCount == 0 ? 0 : (estimated?.total ?? (Double(groupCount - 1) * (length + spacing) + length)))
            : 0

        // Along the scroll axis an orthogonal section's groups all start where its content does.
        let groupExtent =
            orthogonal
            ? .forwards : estimated?.extent() ?? .fixed(count: groupCount, length: length, stride: length + spacing)
        let overflowsAcross = template.leaves.contains {
            scroll.minCross($0.frame) < -crossBefore || scroll.maxCross($0.frame) > contentCross + crossAfter
        }
        return SectionPlan(
            section: section, itemCount: itemCount, orthogonal: orthogonal, areaStart: areaStart, areaLength: areaLength,
            mainBefore: mainBefore, mainAfter: mainAfter, crossBefore: crossBefore, contentCross: contentCross, template: template,
            leafCount: k, groupCount: groupCount, length: length, spacing: spacing, estimated: estimated, groupsMain: groupsMain,
            orthogonalLength: orthogonalLength, groupExtent: groupExtent, overflowBefore: lo, overflowAfter: hi,
            scrollOverflow: scrollOverflow, hasBadges: hasBadges,
            overflowsAcross: overflowsAcross)
    }

    /// The placer of a planned section's headers and footers.
    func boundaryPlacer(_ p: SectionPlan, preferred: [String: Size]) -> BoundaryPlacer {
        let scroll = geometry.scroll
        let follows = p.section.supplementariesFollowContentInsets
        return BoundaryPlacer(
            scroll: scroll,
            container: scroll.size(main: scroll.main(geometry.contentSize), cross: follows ? p.contentCross : p.areaLength),
            crossStart: follows ? p.areaStart + p.crossBefore : p.areaStart, crossLength: follows ? p.contentCross : p.areaLength,
            preferred: preferred)
    }

    /// Checks a planned section's headers and footers (once per plan).
    func validateBoundary(_ p: SectionPlan, index: Int) throws(CompositionalLayoutError) {
        try boundaryPlacer(p, preferred: [:]).validate(
            p.section.boundarySupplementaryItems, path: "sections[\(index)].boundarySupplementaryItems")
    }

    /// Places a planned section (its boundary items validated) at `start` along the
    /// scroll axis: its headers, footers and content region.
    func place(_ p: SectionPlan, start: Double, preferredBoundary: [String: Size]) -> SectionState {
        let scroll = geometry.scroll
        let length = p.length
        var contentStart = 0.0
        let (placed, end) = boundaryPlacer(p, preferred: preferredBoundary).place(p.section.boundarySupplementaryItems, start: start) {
            (regionStart: Double) -> Double in
            contentStart = regionStart + p.mainBefore
            return p.contentExtent.end(contentStart: contentStart)
        }
        return SectionState(
            section: p.section, itemCount: p.itemCount, orthogonal: p.orthogonal, start: start, end: end, contentStart: contentStart,
            crossStart: p.areaStart + p.crossBefore, areaCrossStart: p.areaStart, areaCrossLength: p.areaLength, template: p.template,
            leafCount: p.leafCount, groupCount: p.groupCount, stride: length + p.spacing, spacing: p.spacing, estimated: p.estimated,
            boundary: placed, hasPinned: placed.contains { $0.item.pinToVisibleBounds }, overflowBefore: p.overflowBefore,
            overflowAfter: max(0, p.overflowAfter - length), scrollOverflow: p.scrollOverflow, orthogonalContentLength: p.orthogonalLength,
            groupExtent: p.groupExtent, hasItemSupplementaries: p.hasBadges,
            overflowsContent: p.orthogonal || p.hasBadges || p.overflowBefore < 0 || p.overflowAfter > length || p.overflowsAcross
                || placed.contains { $0.item.offset != .zero || scroll.cross($0.frame.size) > p.areaLength })
    }

    /// How far a group's items and badges reach along an axis: the lowest start (≤ 0) and
    /// the highest end (≥ the group's length).
    static func reach(of group: ResolvedGroup, along axis: Axis) -> (lo: Double, hi: Double) {
        var lo = 0.0, hi = axis.main(group.size)
        for leaf in group.leaves {
            lo = min(lo, axis.minMain(leaf.frame))
            hi = max(hi, axis.maxMain(leaf.frame))
            guard leaf.hasSupplementaries, let item = leaf.item else { continue }
            for s in item.supplementaryItems {
                let f = s.frame(anchoredTo: leaf.frame)
                lo = min(lo, axis.minMain(f))
                hi = max(hi, axis.maxMain(f))
            }
        }
        return (lo, hi)
    }

    /// How far a group's items and badges reach outside it along an axis, at most.
    static func overflow(of group: ResolvedGroup, along axis: Axis) -> Double {
        let (lo, hi) = reach(of: group, along: axis)
        return max(-lo, hi - axis.main(group.size))
    }

    /// Per-group sizes for a section of self-sizing items, with the preferred sizes known so far.
    ///
    /// - Complexity: O(groups + preferred sizes).
    private func makeEstimated(
        _ section: LayoutSection, template: ResolvedGroup, groupCount: Int, leafCount k: Int, stack: Axis, path: String,
        container: Size, preferred: [Int: Size]
    ) throws(CompositionalLayoutError) -> EstimatedGroups {
        let length = stack.main(template.size)
        var e = EstimatedGroups(count: groupCount, length: length, other: stack.cross(template.size), spacing: section.interGroupSpacing)
        var byGroup: [Int: [Int: Size]] = [:]
        // Only a self-sizing item's preferred size changes its group (the others keep the
        // estimates' group, as the incremental path does).
        for (item, size) in preferred where item < groupCount * k && template.leaves[item % k].isSelfSizing {
            byGroup[item / k, default: [:]][item % k] = size
        }
        var lengths: [Int: Double] = [:]
        for (g, overrides) in byGroup {
            var resolver = GroupResolver(environment: geometry.environment, overrides: overrides, replay: template.fillCounts)
            let instance = try resolver.resolveOutermost(section.group, in: container, path: path + ".group")
            e.instances[g] = instance
            lengths[g] = stack.main(instance.size)
            e.others[g] = stack.cross(instance.size)
        }
        if !lengths.isEmpty { e.setLengths(lengths) }
        return e
    }
}

/// What a section's layout computes before it knows where the section starts; sections
/// with the same model, item count and no preferred cell sizes share one plan.
struct SectionPlan {
    let section: LayoutSection
    let itemCount: Int
    let orthogonal: Bool
    /// The section's area across the scroll axis (start, length).
    let areaStart: Double
    let areaLength: Double
    /// The content insets along and across the scroll axis.
    let mainBefore: Double
    let mainAfter: Double
    let crossBefore: Double
    /// The content's length across the scroll axis.
    let contentCross: Double
    let template: ResolvedGroup
    let leafCount: Int
    let groupCount: Int
    /// The template's length along the stacking axis and the space between groups.
    let length: Double
    let spacing: Double
    let estimated: EstimatedGroups?
    /// The groups' length along the scroll axis.
    let groupsMain: Double
    let orthogonalLength: Double
    /// Where the groups lie along the scroll axis relative to the first group's start.
    let groupExtent: GroupExtent
    /// How far items and badges reach along the stacking axis (lowest start, highest end).
    let overflowBefore: Double
    let overflowAfter: Double
    /// How far items and badges reach outside an orthogonal section along the scroll axis.
    let scrollOverflow: Double
    let hasBadges: Bool
    /// Whether an item reaches outside the content across the scroll axis.
    let overflowsAcross: Bool

    /// Where the content region ends relative to where it starts (the last group's end
    /// plus the trailing inset), as the terms the queries add.
    var contentExtent: ContentExtent {
        if orthogonal || groupCount == 0 { return ContentExtent(offset: groupsMain, last: nil, after: mainAfter) }
        if let e = estimated { return ContentExtent(offset: e.offset(groupCount - 1), last: e.lengths[groupCount - 1], after: mainAfter) }
        return ContentExtent(offset: Double(groupCount - 1) * (length + spacing), last: length, after: mainAfter)
    }
}

/// The end of a section's content region as a sum of terms, added in the order the
/// queries add them (so that it is bit-exact): `((start + offset) + last) + after`.
struct ContentExtent {
    /// The last group's start relative to the first's (or the groups' whole length).
    let offset: Double
    /// The last group's length, when `offset` is its start.
    let last: Double?
    /// The content inset after the groups.
    let after: Double

    /// The end of content that starts at `contentStart`.
    func end(contentStart: Double) -> Double {
        let lastStart = contentStart + offset
        guard let last else { return lastStart + after }
        return lastStart + last + after
    }
}
