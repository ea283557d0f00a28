import Geometry
import LayoutProtocol

/// A vertical list of full-width rows, like a plain table view: every row has the same
/// height, rows are separated by a fixed spacing, each section is padded by the section
/// inset and may start with a header.
///
/// ```swift
/// let list = ListLayout(rowHeight: 44, spacing: 1, sectionInset: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// list.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 390, height: 844))
/// try list.prepareIfNeeded()
/// list.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0))?.frame  // (16, 53, 358, 44)
/// ```
///
/// Section `s` occupies, from top to bottom: its header (`headerHeight`, spanning the
/// whole bounds width, kind ``LayoutProtocol/ElementKind/sectionHeader``, index path `[s, 0]`), the
/// inset's top, the rows (`rowHeight` each, `spacing` between two rows), the inset's
/// bottom. Rows span the bounds width minus the left and right insets; in a
/// right-to-left host the left and right insets swap sides. With a host
/// `displayScale`, frames are rounded to its pixel grid (edges rounded, so adjacent
/// rows stay adjacent); otherwise they are exact.
///
/// The layout stores one number per section (its top), not per item: a section of a
/// billion rows costs what a section of ten does. Rect queries find the first section by
/// binary search and the rows of each section in closed form.
///
/// New code should use the compositional list, `CompositionalLayout.list(using:)` (with
/// `ListConfiguration.rowHeight` for rows of one height): `cvkit`'s `list` entry is that
/// list since 0.2.0 and gives the frames of this class, except the rounding to the
/// display scale.
public final class ListLayout: CollectionViewLayout {
    // MARK: - Lifecycle

    /// The height of every row. Must be finite and not negative.
    public var rowHeight: Double { didSet { invalidateLayout() } }
    /// The vertical space between two rows of a section. Must be finite and not negative.
    public var spacing: Double { didSet { invalidateLayout() } }
    /// The padding around each section's rows (below the header). Must be finite and not negative.
    public var sectionInset: EdgeInsets { didSet { invalidateLayout() } }
    /// The height of each section's header; 0 for no header. Must be finite and not negative.
    public var headerHeight: Double { didSet { invalidateLayout() } }

    /// The most rows a section may have when `rowHeight + spacing` is 0: such rows all
    /// sit at one place, and a rect query touching it returns every one of them.
    public static let maximumCoincidentRows = 1_000_000

    /// The metrics of the last successful pass: queries answer from these, so a pass
    /// that throws leaves the previous layout in place.
    private var metrics = Metrics(rowHeight: 44, spacing: 0, sectionInset: .zero, headerHeight: 0)
    /// The top of each section (where its header starts), from the last pass.
    private var sectionTops: [Double] = []
    /// The item count of each section, from the last pass.
    private var counts: [Int] = []
    private var width: Double = 0
    private var rightToLeft = false
    /// The host's display scale at the last pass: frames are rounded to its pixel grid.
    private var scale: Double?
    private var size: Size = .zero

    /// Creates a list layout.
    ///
    /// - Parameters:
    ///   - rowHeight: The height of every row (default 44).
    ///   - spacing: The space between two rows (default 0).
    ///   - sectionInset: The padding around each section's rows (default zero).
    ///   - headerHeight: The height of each section's header; 0 (the default) for none.
    public init(rowHeight: Double = 44, spacing: Double = 0, sectionInset: EdgeInsets = .zero, headerHeight: Double = 0) {
        self.rowHeight = rowHeight
        self.spacing = spacing
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
    }

    // MARK: - The layout pass

    /// Validates the metrics and the counts and computes the top of every section.
    ///
    /// - Throws: ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` for a non-finite or negative metric
    ///   or bounds, or a content height that overflows to infinity;
    ///   ``LayoutProtocol/LayoutError/negativeCount(section:count:)`` for a negative item count;
    ///   ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` for more than
    ///   ``maximumCoincidentRows`` rows in a section when `rowHeight + spacing` is 0.
    ///   The previous layout is kept when it throws.
    /// - Complexity: O(number of sections).
    public override func prepare() throws(LayoutError) {
        try super.prepare()
        try LayoutError.validate(rowHeight, "rowHeight")
        try LayoutError.validate(spacing, "spacing")
        try LayoutError.validate(sectionInset, "sectionInset")
        try LayoutError.validate(headerHeight, "headerHeight")
        guard let host else {
            sectionTops = []; counts = []; width = 0; size = .zero
            return
        }
        let bounds = host.bounds
        guard bounds.isFinite, bounds.width >= 0, bounds.height >= 0 else {
            throw .invalidGeometry("bounds \(bounds) must be finite with a non-negative size")
        }
        let sections = host.numberOfSections
        guard sections >= 0 else { throw .negativeSectionCount(sections) }
        var tops: [Double] = [], newCounts: [Int] = []
        tops.reserveCapacity(sections)
        newCounts.reserveCapacity(sections)
        let newMetrics = Metrics(rowHeight: rowHeight, spacing: spacing, sectionInset: sectionInset, headerHeight: headerHeight)
        var y = 0.0
        for s in 0..<sections {
            let n = host.numberOfItems(inSection: s)
            guard n >= 0 else { throw .negativeCount(section: s, count: n) }
            if n > Self.maximumCoincidentRows, rowHeight + spacing == 0 {
                throw .invalidParameter(
                    name: "rowHeight",
                    message: "rows of height 0 with spacing 0 all sit at one place, and section \(s) has \(n) of them "
                        + "(at most \(Self.maximumCoincidentRows)): a rect query would return every one; use a height above 0")
            }
            tops.append(y)
            newCounts.append(n)
            y += newMetrics.sectionHeight(items: n)
            guard y.isFinite else {
                throw .invalidGeometry(
                    "the content height overflows at section \(s) (\(n) rows of \(formatScalar(rowHeight))): use fewer rows or smaller metrics"
                )
            }
        }
        metrics = newMetrics
        sectionTops = tops
        counts = newCounts
        width = bounds.width
        rightToLeft = host.layoutDirection == .rightToLeft
        scale = host.displayScale
        size = Size(width: bounds.width, height: y)
    }

    /// The bounds width by the total height of every section.
    public override var contentSize: Size { size }

    /// The rows and headers whose frames intersect `rect` (touching edges count), in
    /// section order, each section's header before its rows.
    ///
    /// - Parameter rect: The rect to query, in content coordinates.
    /// - Returns: The attributes of every element in the rect.
    /// - Complexity: O(log s + k) for s sections and k elements returned.
    public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard !sectionTops.isEmpty, !rect.isNull else { return [] }
        let r = rect.standardized
        // NaN compares false everywhere: such a rect intersects nothing.
        // Rows start at the left (or, mirrored, right) inset, which may lie beyond a narrow width.
        let right = max(width, metrics.sectionInset.left, metrics.sectionInset.right)
        guard r.maxX >= 0, r.minX <= right, r.minY <= r.maxY else { return [] }
        var result: [LayoutAttributes] = []
        // The last section starting strictly above the rect's top: a section that ends
        // exactly at the top touches the rect, and touching counts as intersecting.
        var low = 0, high = sectionTops.count - 1
        while low < high {
            let mid = low + (high - low + 1) / 2
            if sectionTops[mid] < r.minY { low = mid } else { high = mid - 1 }
        }
        var s = low
        while s < sectionTops.count, sectionTops[s] <= r.maxY {
            if let header = headerAttributes(section: s), header.frame.intersects(r) {
                result.append(header)
            }
            // Rounding to pixels moves an edge by at most half a pixel: widen the search by one.
            let slack = scale.map { $0 > 0 && $0.isFinite ? 1 / $0 : 0 } ?? 0
            if let range = itemRange(section: s, minY: r.minY - slack, maxY: r.maxY + slack) {
                for item in range {
                    let a = LayoutAttributes(forCellAt: ElementIndexPath(item: item, section: s), frame: rowFrame(item: item, section: s))
                    if a.frame.intersects(r) { result.append(a) }
                }
            }
            s += 1
        }
        return result
    }

    /// The attributes of one row, or `nil` for an index path outside the data.
    ///
    /// - Parameter indexPath: The row's index path.
    /// - Returns: The row's attributes.
    public override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < counts.count,
            indexPath.item >= 0, indexPath.item < counts[indexPath.section]
        else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: rowFrame(item: indexPath.item, section: indexPath.section))
    }

    /// The attributes of a section's header (kind ``LayoutProtocol/ElementKind/sectionHeader`` at
    /// `[section, 0]`), or `nil` when there is none.
    ///
    /// - Parameters:
    ///   - kind: The element kind.
    ///   - indexPath: The header's index path.
    /// - Returns: The header's attributes.
    public override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard kind == ElementKind.sectionHeader, indexPath.item == 0, indexPath.trailing.isEmpty else { return nil }
        return headerAttributes(section: indexPath.section)
    }

    /// `true` when the width changes: rows span the width.
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: Whether the layout must be recomputed.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.width != width
    }

    // MARK: - Private

    private struct Metrics {
        var rowHeight: Double, spacing: Double, sectionInset: EdgeInsets, headerHeight: Double

        func sectionHeight(items n: Int) -> Double {
            let rows = Double(n)
            return headerHeight + sectionInset.top + rows * rowHeight + max(0, rows - 1) * spacing + sectionInset.bottom
        }
    }

    private func rowFrame(item: Int, section: Int) -> Rect {
        let m = metrics
        let left = rightToLeft ? m.sectionInset.right : m.sectionInset.left
        // Two products, not one with the pitch: rowHeight + spacing may overflow where each term does not.
        let y = sectionTops[section] + m.headerHeight + m.sectionInset.top + Double(item) * m.rowHeight + Double(item) * m.spacing
        return rounded(Rect(x: left, y: y, width: max(0, width - m.sectionInset.left - m.sectionInset.right), height: m.rowHeight))
    }

    private func headerAttributes(section: Int) -> LayoutAttributes? {
        guard metrics.headerHeight > 0, section >= 0, section < sectionTops.count else { return nil }
        return LayoutAttributes(
            forSupplementaryViewOfKind: ElementKind.sectionHeader, at: ElementIndexPath(item: 0, section: section),
            frame: rounded(Rect(x: 0, y: sectionTops[section], width: width, height: metrics.headerHeight)))
    }

    /// A frame rounded to the pixel grid of the host's display scale, if it has one
    /// (edges rounded, so adjacent rows stay adjacent).
    private func rounded(_ frame: Rect) -> Rect {
        guard let scale else { return frame }
        return frame.roundedToPixels(scale: scale)
    }

    /// The rows of a section that may intersect `minY...maxY`, computed in closed form.
    private func itemRange(section: Int, minY: Double, maxY: Double) -> ClosedRange<Int>? {
        let n = counts[section]
        guard n > 0 else { return nil }
        let firstTop = sectionTops[section] + metrics.headerHeight + metrics.sectionInset.top
        let pitch = metrics.rowHeight + metrics.spacing
        // Rows of height 0 with spacing 0 all sit at the section's first top: all or none.
        guard pitch > 0 else { return minY <= firstTop && maxY >= firstTop ? 0...(n - 1) : nil }
        let last = Double(n - 1)
        func index(_ y: Double) -> Double {
            min(max(((y - firstTop) / pitch).rounded(.down), 0), last)
        }
        // One row of slack on each side: a touching edge counts, and rounding must not drop a row.
        let lo = Self.clampedIndex(index(minY) - 1, upper: n - 1), hi = Self.clampedIndex(index(maxY) + 1, upper: n - 1)
        return lo <= hi ? lo...hi : nil
    }

    /// `x` as an index in `0 ... upper`, without trapping: `Double(Int.max - 1)` rounds up
    /// to 2⁶³, which `Int(_:)` cannot represent.
    private static func clampedIndex(_ x: Double, upper: Int) -> Int {
        guard x > 0 else { return 0 }
        guard x < Double(upper) else { return upper }
        return min(Int(x), upper)
    }
}
