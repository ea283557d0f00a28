import Geometry

/// A header or footer placed in a section or the layout (left-to-right layout space).
struct PlacedBoundary {
    /// The item.
    let item: LayoutBoundarySupplementaryItem
    /// Its frame before pinning.
    var frame: Rect
    /// Whether it sits after the section's groups (it moves when they grow).
    let followsContent: Bool
    /// Whether it is a header (before the content along the scroll axis).
    let isHeader: Bool
    /// Whether it is a footer (after the content along the scroll axis).
    let isFooter: Bool
}

/// Per-group sizes of a section whose items size themselves.
struct EstimatedGroups {
    /// Each group's length along the axis the groups stack on.
    var lengths: [Double]
    /// Each group's start along that axis, relative to the first group.
    var offsets: [Double]
    /// Each group's length across that axis.
    var others: [Double]
    /// The groups laid out with preferred sizes, by group index.
    var instances: [Int: ResolvedGroup]
    /// The longest group along the stacking axis.
    var maximumLength: Double

    /// The total length of the groups with spacing.
    var total: Double { lengths.isEmpty ? 0 : offsets[offsets.count - 1] + lengths[lengths.count - 1] }

    /// Recomputes offsets from group `g` on.
    mutating func updateOffsets(from g: Int, spacing: Double) {
        var position = g == 0 ? 0 : offsets[g - 1] + lengths[g - 1] + spacing
        for i in g..<lengths.count {
            offsets[i] = position
            position += lengths[i] + spacing
        }
    }
}

/// One section laid out: where it is along the scroll axis, its repeating group and its
/// headers, footers and backgrounds (left-to-right layout space, orthogonal offset zero).
struct SectionState {
    /// The section's model.
    let section: LayoutSection
    /// The number of items.
    let itemCount: Int
    /// Whether the section scrolls across the layout's axis.
    let orthogonal: Bool
    /// The section's start and end along the scroll axis (headers and footers included).
    var start: Double
    var end: Double
    /// Where the first group starts along the scroll axis.
    var contentStart: Double
    /// Where the first group starts across the scroll axis.
    let crossStart: Double
    /// The section's area across the scroll axis (the container less the reference insets).
    let areaCrossStart: Double
    let areaCrossLength: Double
    /// The group laid out once (estimates for self-sizing items).
    let template: ResolvedGroup
    /// Items per group.
    let leafCount: Int
    /// How many groups the items fill.
    let groupCount: Int
    /// The distance from one group to the next along the stacking axis.
    let stride: Double
    /// The space between groups.
    let spacing: Double
    /// Per-group sizes when the items size themselves.
    var estimated: EstimatedGroups?
    /// Headers and footers.
    var boundary: [PlacedBoundary]
    /// Whether any header or footer is pinned.
    let hasPinned: Bool
    /// How far the template's items and badges reach before and after the group along the
    /// stacking axis (≤ 0 and ≥ 0).
    let overflowBefore: Double
    let overflowAfter: Double
    /// The length of the scrolled content of an orthogonal section.
    var orthogonalContentLength: Double
    /// Whether any item has supplementary items.
    let hasItemSupplementaries: Bool
    /// Whether elements may lie outside the content rect (badges, orthogonal scrolling,
    /// items wider than the container).
    let overflowsContent: Bool

    /// The axis groups stack on: the scroll axis, or across it when orthogonal.
    func stackAxis(_ scroll: Axis) -> Axis { orthogonal ? Axis(isVertical: !scroll.isVertical) : scroll }

    /// The resolved group at index `g`.
    func group(_ g: Int) -> ResolvedGroup { estimated?.instances[g] ?? template }

    /// Where group `g` starts along the stacking axis, relative to the first group.
    func offset(ofGroup g: Int) -> Double { estimated.map { $0.offsets[g] } ?? Double(g) * stride }

    /// The origin of group `g` before orthogonal scrolling.
    func origin(ofGroup g: Int, scroll: Axis) -> Point {
        orthogonal
            ? scroll.point(main: contentStart, cross: crossStart + offset(ofGroup: g))
            : scroll.point(main: contentStart + offset(ofGroup: g), cross: crossStart)
    }

    /// The groups whose items may meet the range `lo…hi` along the stacking axis
    /// (relative to the first group's start).
    ///
    /// - Complexity: O(1) for fixed sizes, O(log n) for self-sizing items.
    func groups(meetingStackRange lo: Double, _ hi: Double) -> Range<Int> {
        guard groupCount > 0, lo <= hi else { return 0..<0 }
        if let e = estimated {
            let first = lowerBound(e.offsets, lo - overflowAfter - e.maximumLength)
            let last = lowerBound(e.offsets, hi - overflowBefore + 1e-9 * max(1, abs(hi)))
            return first..<max(first, min(groupCount, last))
        }
        let length = stride - spacing
        guard stride > 0 else {
            return (lo <= length + overflowAfter && hi >= overflowBefore) ? 0..<groupCount : 0..<0
        }
        let first = ((lo - length - overflowAfter) / stride).rounded(.up)
        let last = ((hi - overflowBefore) / stride).rounded(.down)
        let f = Int(max(0, min(Double(groupCount), first)))
        let l = Int(max(-1, min(Double(groupCount - 1), last)))
        return f <= l ? f..<(l + 1) : 0..<0
    }

    /// Moves everything after the groups (and the section's end) by `delta`.
    mutating func growContent(by delta: Double, scroll: Axis) {
        end += delta
        for i in boundary.indices where boundary[i].followsContent {
            boundary[i].frame = boundary[i].frame.offsetBy(dx: scroll.isVertical ? 0 : delta, dy: scroll.isVertical ? delta : 0)
        }
    }

    /// Moves the whole section by `delta` along the scroll axis.
    mutating func shift(by delta: Double, scroll: Axis) {
        start += delta
        end += delta
        contentStart += delta
        for i in boundary.indices {
            boundary[i].frame = boundary[i].frame.offsetBy(dx: scroll.isVertical ? 0 : delta, dy: scroll.isVertical ? delta : 0)
        }
    }
}

/// The first index whose value is not below `value` in an ascending array.
func lowerBound(_ values: [Double], _ value: Double) -> Int {
    var lo = 0, hi = values.count
    while lo < hi {
        let mid = (lo + hi) / 2
        if values[mid] < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
}
