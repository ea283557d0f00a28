// Step 1 of the walkthrough: the layout itself. It imports only Geometry and
// LayoutProtocol, as a plugin should, so it could move to a package of its own unchanged.

import Geometry
import LayoutProtocol

/// Items on a staircase: each item is `run` points to the right of and `rise` points
/// below the previous one, across every section.
///
/// ```swift
/// let layout = StaircaseLayout(itemSize: Size(width: 60, height: 40), run: 30, rise: 44)
/// layout.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 200, height: 200))
/// try layout.prepareIfNeeded()
/// layout.layoutAttributesForItem(at: ElementIndexPath(item: 2, section: 0))?.frame // (60, 88, 60, 40)
/// ```
///
/// `prepare()` stores one frame per item in a contiguous array. Because `rise` is never
/// negative, the frames are sorted by their top edge, so a rect query is a binary search
/// for the first frame that reaches the rect followed by a walk over the results.
final class StaircaseLayout: CollectionViewLayout {
    /// The size of every item.
    var itemSize: Size { didSet { invalidateLayout() } }
    /// How far each item is to the right of the previous one.
    var run: Double { didSet { invalidateLayout() } }
    /// How far each item is below the previous one; not negative.
    var rise: Double { didSet { invalidateLayout() } }

    private var frames: [Rect] = []
    /// The index in `frames` of each section's first item.
    private var sectionStarts: [Int] = []
    private var size: Size = .zero

    // MARK: - Lifecycle

    /// Creates a staircase.
    ///
    /// - Parameters:
    ///   - itemSize: The size of every item.
    ///   - run: The horizontal step between two items.
    ///   - rise: The vertical step between two items (not negative).
    init(itemSize: Size = Size(width: 60, height: 40), run: Double = 30, rise: Double = 44) {
        self.itemSize = itemSize
        self.run = run
        self.rise = rise
        super.init()
    }

    // MARK: - The layout pass

    /// Computes every frame.
    ///
    /// - Throws: ``LayoutError/invalidGeometry(_:)`` for a negative or non-finite size or
    ///   step, ``LayoutError/negativeSectionCount(_:)`` or
    ///   ``LayoutError/negativeCount(section:count:)`` for a host that reports one. The
    ///   previous frames then stay in place.
    /// - Complexity: O(n) for n items.
    override func prepare() throws(LayoutError) {
        try super.prepare()
        try LayoutError.validate(itemSize, "itemSize")
        try LayoutError.validate(run, "run")
        try LayoutError.validate(rise, "rise")
        guard let host else {
            (frames, sectionStarts, size) = ([], [], .zero)
            return
        }
        let sectionCount = host.numberOfSections
        guard sectionCount >= 0 else { throw .negativeSectionCount(sectionCount) }
        var newFrames: [Rect] = []
        var newStarts: [Int] = []
        var width = 0.0, height = 0.0
        for section in 0..<sectionCount {
            let count = host.numberOfItems(inSection: section)
            guard count >= 0 else { throw .negativeCount(section: section, count: count) }
            newStarts.append(newFrames.count)
            for _ in 0..<count {
                let step = Double(newFrames.count)
                let frame = Rect(x: step * run, y: step * rise, width: itemSize.width, height: itemSize.height)
                newFrames.append(frame)
                width = max(width, frame.maxX)
                height = max(height, frame.maxY)
            }
        }
        (frames, sectionStarts, size) = (newFrames, newStarts, Size(width: width, height: height))
    }

    override var contentSize: Size { size }

    /// The items whose frames meet `rect` (touching edges count).
    ///
    /// - Complexity: O(log n + k) for n items and k results.
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard rect.isFinite else { return [] }
        // The first frame whose bottom edge reaches the rect: bottoms are sorted.
        var low = 0, high = frames.count
        while low < high {
            let mid = (low + high) / 2
            if frames[mid].maxY < rect.minY { low = mid + 1 } else { high = mid }
        }
        var result: [LayoutAttributes] = []
        var index = low
        while index < frames.count, frames[index].minY <= rect.maxY {
            if frames[index].intersects(rect) { result.append(attributes(at: index)) }
            index += 1
        }
        return result
    }

    /// The attributes of one item, or `nil` for an item the host does not have.
    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.trailing.isEmpty, indexPath.section >= 0, indexPath.section < sectionStarts.count, indexPath.item >= 0 else {
            return nil
        }
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : frames.count
        let (index, overflow) = sectionStarts[indexPath.section].addingReportingOverflow(indexPath.item)
        guard !overflow, index < end else { return nil }
        return attributes(at: index)
    }

    // MARK: - Private

    /// The attributes of the item stored at `index` of `frames`.
    private func attributes(at index: Int) -> LayoutAttributes {
        // The last section whose first item is at or before `index`.
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        let path = ElementIndexPath(item: index - sectionStarts[low], section: low)
        return LayoutAttributes(forCellAt: path, frame: frames[index])
    }
}
