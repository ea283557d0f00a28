import Geometry
import LayoutProtocol

/// A horizontal cover flow: one row of items, the one in the middle of the view facing
/// the viewer, its neighbors turned about the y axis in perspective and scaled down, and
/// scrolling that always comes to rest with an item centered.
///
/// The items of every section form one row, in order. The row is padded on both sides so
/// that the first and the last item can be centered. Item `g` has its frame at
/// `x = padding + g × (itemSize.width + itemSpacing)`, vertically centered; its
/// transform depends on how far its center is from the center of the visible bounds,
/// measured in item steps and clamped to −1…1 (`d`):
///
/// - rotation about the y axis by `d × maximumAngle` with perspective
///   (`m34 = −1 / perspectiveDistance`), so side items turn their faces to the center;
/// - scale `1 − (1 − minimumScale) × |d|`;
/// - `zIndex` `round((1 − |d|) × 1000)`, so the centered item is in front.
///
/// The centered item (`d = 0`) has the identity transform.
///
/// ```swift
/// let layout = CoverFlowLayout(itemSize: Size(width: 100, height: 150), itemSpacing: 10)
/// layout.host = StaticLayoutHost(itemCounts: [20], bounds: Rect(x: 0, y: 0, width: 300, height: 200))
/// try layout.prepareIfNeeded()
/// layout.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0))?.frame // (100, 25, 100, 150)
/// layout.targetContentOffset(forProposedContentOffset: Point(x: 130, y: 0), withScrollingVelocity: .zero) // (110, 0)
/// ```
///
/// The frames never change while scrolling, only the transforms; so the layout asks to be
/// invalidated on every bounds change (``shouldInvalidateLayout(forBoundsChange:)``),
/// with a context that names only the items visible before or after the change, and
/// ``prepare()`` recomputes nothing for such a context. No per-item storage: a row of a
/// billion items costs the same as one of ten.
public final class CoverFlowLayout: CollectionViewLayout {
    // MARK: - Configuration

    /// The size of every item (before its transform).
    public var itemSize: Size { didSet { invalidateLayout() } }
    /// The gap between neighboring frames.
    public var itemSpacing: Double { didSet { invalidateLayout() } }
    /// The rotation, in degrees, of an item one step or more from the center (0…90).
    public var maximumAngle: Double { didSet { invalidateLayout() } }
    /// The scale of an item one step or more from the center (0…1).
    public var minimumScale: Double { didSet { invalidateLayout() } }
    /// The distance from the eye to the screen for the perspective; more than 0.
    public var perspectiveDistance: Double { didSet { invalidateLayout() } }

    // MARK: - Lifecycle

    /// Creates a cover-flow layout.
    ///
    /// - Parameters:
    ///   - itemSize: The size of every item.
    ///   - itemSpacing: The gap between frames.
    ///   - maximumAngle: The rotation of side items in degrees.
    ///   - minimumScale: The scale of side items.
    ///   - perspectiveDistance: The eye distance of the perspective.
    public init(
        itemSize: Size = Size(width: 160, height: 220), itemSpacing: Double = 20, maximumAngle: Double = 50,
        minimumScale: Double = 0.75, perspectiveDistance: Double = 500
    ) {
        self.itemSize = itemSize
        self.itemSpacing = itemSpacing
        self.maximumAngle = maximumAngle
        self.minimumScale = minimumScale
        self.perspectiveDistance = perspectiveDistance
        super.init()
    }

    // MARK: - State

    /// The index of the first item of each section, counting across sections.
    private var sectionStarts: [Int] = []
    private var total = 0
    private var padding = 0.0
    private var originY = 0.0
    private var size: Size = .zero
    /// How many passes recomputed the geometry (not just the transforms).
    public private(set) var geometryPassCount = 0

    /// The distance between the origins of neighboring items.
    public var step: Double { itemSize.width + itemSpacing }

    // MARK: - The layout pass

    /// Computes the row's geometry; a pass caused only by scrolling recomputes nothing,
    /// since the transforms are computed when queried.
    ///
    /// - Throws: ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` for a negative or non-finite size or
    ///   spacing, ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` for an angle outside
    ///   0…90, a scale outside 0…1 or a perspective distance of 0 or less,
    ///   ``LayoutProtocol/LayoutError/negativeCount(section:count:)`` or
    ///   ``LayoutProtocol/LayoutError/negativeSectionCount(_:)`` for negative counts. The previous layout
    ///   is kept.
    /// - Complexity: O(sections).
    public override func prepare() throws(LayoutError) {
        try super.prepare()
        if let pending = pendingInvalidation, !pending.invalidateEverything, !pending.invalidateDataSourceCounts,
            geometryPassCount > 0
        {
            return  // a scroll: frames are unchanged, transforms are computed on demand
        }
        try LayoutError.validate(itemSize, "itemSize")
        try LayoutError.validate(itemSpacing, "itemSpacing")
        guard maximumAngle.isFinite, (0...90).contains(maximumAngle) else {
            throw .invalidParameter(name: "maximumAngle", message: "\(formatScalar(maximumAngle)) degrees; use 0...90")
        }
        guard minimumScale.isFinite, (0...1).contains(minimumScale) else {
            throw .invalidParameter(name: "minimumScale", message: "\(formatScalar(minimumScale)); use 0...1")
        }
        guard perspectiveDistance.isFinite, perspectiveDistance > 0 else {
            throw .invalidParameter(name: "perspectiveDistance", message: "\(formatScalar(perspectiveDistance)); use a distance above 0")
        }
        guard let host else {
            (sectionStarts, total, padding, originY, size) = ([], 0, 0, 0, .zero)
            geometryPassCount += 1
            return
        }
        guard host.numberOfSections >= 0 else { throw .negativeSectionCount(host.numberOfSections) }
        var starts: [Int] = []
        var running = 0
        for s in 0..<host.numberOfSections {
            let n = host.numberOfItems(inSection: s)
            guard n >= 0 else { throw .negativeCount(section: s, count: n) }
            starts.append(running)
            let (sum, overflow) = running.addingReportingOverflow(n)
            guard !overflow else { throw .invalidGeometry("the sections hold more items than an Int can count") }
            running = sum
        }
        let bounds = host.bounds
        let newPadding = max(0, (bounds.width - itemSize.width) / 2)
        let width = running == 0 ? 0 : 2 * newPadding + Double(running) * itemSize.width + Double(running - 1) * itemSpacing
        guard width.isFinite else { throw .invalidGeometry("the row of \(running) items is too wide to measure") }
        // Items of width 0 with spacing 0 all sit at one place: a rect there would return every one.
        guard itemSize.width + itemSpacing > 0 || running <= Self.maximumCoincidentItems else {
            throw .invalidParameter(
                name: "itemSize",
                message:
                    "\(running) items of width 0 with spacing 0 all sit at one place (at most \(Self.maximumCoincidentItems)); use a width above 0"
            )
        }
        sectionStarts = starts
        total = running
        padding = newPadding
        // Items are centered vertically; bounds lower than an item grow the content to it.
        let height = max(0, bounds.height, itemSize.height)
        originY = max(0, (height - itemSize.height) / 2)
        size = Size(width: width, height: height)
        geometryPassCount += 1
    }

    /// The padded row's width by the bounds height (or the item height, if larger).
    public override var contentSize: Size { size }

    /// The items whose frames intersect `rect` (touching edges count), with their
    /// transforms for the current bounds.
    ///
    /// - Complexity: O(log s + k) for s sections and k results: positions are computed.
    public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // A NaN edge meets nothing (max/min would otherwise pass it through as "every item").
        guard total > 0, !rect.isNull, !rect.minX.isNaN, !rect.maxX.isNaN,
            rect.maxY >= originY, rect.minY <= originY + itemSize.height
        else { return [] }
        let lo: Double, hi: Double
        if step > 0 {
            lo = max(0, ((rect.minX - padding - itemSize.width) / step).rounded(.up))
            hi = min(Double(total - 1), ((rect.maxX - padding) / step).rounded(.down))
        } else {
            let hit = rect.minX <= padding + itemSize.width && rect.maxX >= padding
            (lo, hi) = hit ? (0, Double(total - 1)) : (1, 0)
        }
        guard lo.isFinite, hi.isFinite, lo <= hi else { return [] }
        // Double(total - 1) may round up past Int.max: convert without trapping.
        let first = Self.clampedIndex(lo, upper: total - 1), last = Self.clampedIndex(hi, upper: total - 1)
        var result: [LayoutAttributes] = []
        var g = first
        var section = self.section(containing: g)
        while g <= last {
            while section + 1 < sectionStarts.count && sectionStarts[section + 1] <= g { section += 1 }
            result.append(attributes(global: g, indexPath: ElementIndexPath(item: g - sectionStarts[section], section: section)))
            if g == last { break }
            g += 1
        }
        return result
    }

    /// The most items the layout accepts when `itemSize.width + itemSpacing` is 0.
    public static let maximumCoincidentItems = 1_000_000

    /// `x` as an index in `0 ... upper`, without trapping on huge or NaN values.
    private static func clampedIndex(_ x: Double, upper: Int) -> Int {
        guard x > 0 else { return 0 }
        guard x < Double(upper) else { return upper }
        return min(Int(x), upper)
    }

    /// The attributes of one item, with its transform for the current bounds.
    public override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.trailing.isEmpty, sectionStarts.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : total
        guard indexPath.item < end - sectionStarts[indexPath.section] else { return nil }
        let g = sectionStarts[indexPath.section] + indexPath.item
        return attributes(global: g, indexPath: indexPath)
    }

    // MARK: - Scrolling

    /// Every bounds change matters: scrolling changes the transforms, resizing the
    /// padding.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let host else { return false }
        return newBounds != host.bounds
    }

    /// For a scroll, a context naming the items visible before or after it (their
    /// transforms change); for a resize, a context that invalidates everything.
    ///
    /// - Complexity: O(log s + k) for the k items in the two bounds.
    public override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let host, host.bounds.size == newBounds.size else {
            context.invalidateAll()
            return context
        }
        let paths =
            layoutAttributesForElements(in: host.bounds).map(\.indexPath)
            + layoutAttributesForElements(in: newBounds).map(\.indexPath)
        context.invalidateItems(at: paths)
        return context
    }

    /// The offset that centers the item nearest to the center of the proposed bounds;
    /// when the proposed center is exactly between two items, the one in the direction of
    /// `velocity`.
    ///
    /// - Parameters:
    ///   - proposedContentOffset: Where scrolling would stop.
    ///   - velocity: The scrolling velocity in points per second.
    /// - Returns: The offset with an item centered (within the content), or the proposed
    ///   offset when there are no items or it is not finite.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Vector)
        -> Point
    {
        guard let host, total > 0, step > 0, proposedContentOffset.isFinite else { return proposedContentOffset }
        let width = host.bounds.width
        let raw = (proposedContentOffset.x + width / 2 - padding - itemSize.width / 2) / step
        let nearest: Double
        if velocity.dx > 0 {
            nearest = (raw + 0.5).rounded(.down)
        } else if velocity.dx < 0 {
            nearest = (raw - 0.5).rounded(.up)
        } else {
            nearest = raw.rounded()
        }
        let g = min(max(0, nearest), Double(total - 1))
        let x = padding + g * step + itemSize.width / 2 - width / 2
        return Point(x: min(max(0, x), max(0, size.width - width)), y: proposedContentOffset.y)
    }

    /// The same as with a zero velocity: an item is centered.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: .zero)
    }

    // MARK: - Private

    private func section(containing g: Int) -> Int {
        var lo = 0, hi = sectionStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= g { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    private func attributes(global g: Int, indexPath: ElementIndexPath) -> LayoutAttributes {
        let frame = Rect(x: padding + Double(g) * step, y: originY, width: itemSize.width, height: itemSize.height)
        var a = LayoutAttributes(forCellAt: indexPath, frame: frame)
        let visibleCenter = host?.bounds.midX ?? 0
        var d = step > 0 ? (frame.midX - visibleCenter) / step : 0
        d = d.isFinite ? min(1, max(-1, d)) : 0
        if d != 0 {
            let scale = 1 - (1 - minimumScale) * abs(d)
            a.transform3D = Transform3D.perspective(distance: perspectiveDistance)
                .rotated(by: d * maximumAngle * .pi / 180, x: 0, y: 1, z: 0)
                .scaledBy(x: scale, y: scale, z: 1)
        }
        a.zIndex = Int(((1 - abs(d)) * 1000).rounded())
        return a
    }
}
