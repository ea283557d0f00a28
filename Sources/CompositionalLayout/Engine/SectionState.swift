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
///
/// Group starts are prefix sums of `length + spacing`, kept in a Fenwick tree, so one
/// group changing its length costs O(log n) and finding a group by position O(log n).
struct EstimatedGroups {
    /// Each group's length along the axis the groups stack on.
    private(set) var lengths: [Double]
    /// Each group's length across that axis.
    var others: [Double]
    /// The groups laid out with preferred sizes, by group index.
    var instances: [Int: ResolvedGroup]
    /// At least the longest group along the stacking axis (it never shrinks).
    var maximumLength: Double
    /// The space between groups.
    let spacing: Double
    /// The Fenwick tree of `length + spacing`, 1-based.
    private var tree: [Double]
    /// The number of groups shorter than the spacing is negative (`length + spacing < 0`):
    /// while there are none, group starts and ends both ascend.
    private var shortGroups = 0

    /// Groups of one length; O(n).
    init(count: Int, length: Double, other: Double, spacing: Double) {
        lengths = Array(repeating: length, count: count)
        others = Array(repeating: other, count: count)
        instances = [:]
        maximumLength = length
        self.spacing = spacing
        tree = Array(repeating: 0, count: count + 1)
        rebuild()
    }

    /// The number of groups.
    var count: Int { lengths.count }

    /// Sets every length at once and rebuilds the tree; O(n).
    mutating func setLengths(_ values: [Int: Double]) {
        for (g, v) in values { lengths[g] = v }
        maximumLength = max(maximumLength, values.values.max() ?? 0)
        rebuild()
    }

    /// Changes one group's length; O(log n).
    mutating func setLength(_ value: Double, ofGroup g: Int) {
        let delta = value - lengths[g]
        if lengths[g] + spacing < 0 { shortGroups -= 1 }
        if value + spacing < 0 { shortGroups += 1 }
        lengths[g] = value
        maximumLength = max(maximumLength, value)
        var i = g + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// Where group `g` starts, relative to the first group; O(log n).
    func offset(_ g: Int) -> Double {
        var sum = 0.0, i = g
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The end of the last group.
    var total: Double { count == 0 ? 0 : offset(count - 1) + lengths[count - 1] }

    /// Whether group starts and ends both ascend (no group is shorter than the spacing is
    /// negative).
    var ascends: Bool { shortGroups == 0 }

    /// The first group that starts at or after `x` (`count` when none does); O(log n).
    /// Exact when group starts ascend; otherwise 0 (a caller scans from there).
    func firstGroup(startingAtOrAfter x: Double) -> Int {
        guard ascends else { return 0 }
        if x <= 0 { return 0 }
        var position = 0, remaining = x
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            if position + step <= count && tree[position + step] < remaining {
                position += step
                remaining -= tree[position]
            }
            step /= 2
        }
        return min(count, position + 1)
    }

    /// Where the groups lie relative to the first group's start: ``GroupExtent/forwards``
    /// unless a group starts before the first or ends past the last one; then the lowest
    /// start and the highest end, each widened by the rounding a running sum may differ
    /// from the tree's by.
    ///
    /// - Complexity: O(1) unless a group is shorter than the spacing is negative, O(n) then.
    func extent() -> GroupExtent {
        guard shortGroups > 0, count > 1 else { return .forwards }
        let end = total
        var position = 0.0, low = 0.0, high = 0.0, magnitude = 0.0
        for length in lengths {
            high = max(high, position + length)
            low = min(low, position)
            magnitude += abs(length) + abs(spacing)
            position += length + spacing
        }
        // Each addition rounds by at most half an ulp of the running total.
        let slack = Double(count) * magnitude * Double.ulpOfOne
        guard low < -slack || high > end + slack else { return .forwards }
        return GroupExtent(low: low - slack, high: max(end, high) + slack, backward: true)
    }

    private mutating func rebuild() {
        for i in tree.indices { tree[i] = 0 }
        shortGroups = spacing < 0 ? lengths.reduce(0) { $1 + spacing < 0 ? $0 + 1 : $0 } : 0
        guard count > 0 else { return }
        for i in 1...count {
            tree[i] += lengths[i - 1] + spacing
            let j = i + (i & -i)
            if j <= count { tree[j] += tree[i] }
        }
    }
}

/// Where a section's groups lie along the axis they stack on, relative to the first
/// group's start: from `low` (≤ 0) to `high`. Negative inter-group spacing longer than a
/// group makes groups run backwards (`backward`): then some start before the first group
/// or end past the last one, outside the section's start and end.
struct GroupExtent {
    /// The lowest group start (≤ 0; meaningful when `backward`).
    var low: Double
    /// The highest group end (meaningful when `backward`).
    var high: Double
    /// Whether a group starts before the first one or ends past the last one.
    var backward: Bool

    /// Groups whose starts and ends ascend: they lie between the first group's start and
    /// the last group's end.
    static let forwards = GroupExtent(low: 0, high: 0, backward: false)

    /// The extent of `count` groups of one length, `stride` apart (the arithmetic the
    /// queries use: group `g` at `g × stride`).
    static func fixed(count: Int, length: Double, stride: Double) -> GroupExtent {
        guard stride < 0, count > 1 else { return .forwards }
        return GroupExtent(low: Double(count - 1) * stride, high: length, backward: true)
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
    /// stacking axis (≤ 0 and ≥ 0); groups laid out with preferred sizes widen them.
    var overflowBefore: Double
    var overflowAfter: Double
    /// How far items and badges reach outside an orthogonal section along the scroll axis.
    var scrollOverflow: Double
    /// The length of the scrolled content of an orthogonal section.
    var orthogonalContentLength: Double
    /// Where the groups lie along the scroll axis relative to the first group's start
    /// (orthogonal sections: never backwards along the scroll axis).
    var groupExtent: GroupExtent
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
    func offset(ofGroup g: Int) -> Double { estimated.map { $0.offset(g) } ?? Double(g) * stride }

    /// The origin of group `g` before orthogonal scrolling.
    func origin(ofGroup g: Int, scroll: Axis) -> Point {
        orthogonal
            ? scroll.point(main: contentStart, cross: crossStart + offset(ofGroup: g))
            : scroll.point(main: contentStart + offset(ofGroup: g), cross: crossStart)
    }

    /// The groups whose items may meet the range `lo…hi` along the stacking axis
    /// (relative to the first group's start).
    ///
    /// When a group of self-sizing items is shorter than the spacing is negative, every
    /// group is returned (the caller filters them by frame). Groups of fixed size that run
    /// backwards (a negative stride) are found by the same arithmetic, mirrored, with one
    /// group to spare on each side.
    ///
    /// - Complexity: O(1) for fixed sizes, O(log n) for self-sizing items (O(n) in the
    ///   case above).
    func groups(meetingStackRange lo: Double, _ hi: Double) -> Range<Int> {
        guard groupCount > 0, lo <= hi else { return 0..<0 }  // also refuses NaN
        if let e = estimated {
            let first = e.firstGroup(startingAtOrAfter: lo - overflowAfter - e.maximumLength)
            let last = e.ascends ? e.firstGroup(startingAtOrAfter: hi - overflowBefore + 1e-9 * max(1, abs(hi))) : groupCount
            return first..<max(first, min(groupCount, last))
        }
        let length = stride - spacing
        guard stride != 0 else {
            return (lo <= length + overflowAfter && hi >= overflowBefore) ? 0..<groupCount : 0..<0
        }
        // Group g meets the range when g·stride + overflowBefore ≤ hi and
        // g·stride + length + overflowAfter ≥ lo; dividing by a negative stride swaps the bounds.
        let first: Double, last: Double
        if stride > 0 {
            first = ((lo - length - overflowAfter) / stride).rounded(.up)
            last = ((hi - overflowBefore) / stride).rounded(.down)
        } else {
            first = ((hi - overflowBefore) / stride).rounded(.up) - 1
            last = ((lo - length - overflowAfter) / stride).rounded(.down) + 1
        }
        guard !first.isNaN, !last.isNaN else { return 0..<0 }
        // Compared in Double before converting: Double(Int.max) does not fit an Int.
        let f = first <= 0 ? 0 : first >= Double(groupCount) ? groupCount : Int(first)
        let l = last < 0 ? -1 : last >= Double(groupCount - 1) ? groupCount - 1 : Int(last)
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
