import Geometry
import LayoutProtocol

/// The mosaic layout of Apple's "Customizing Collection View Layouts" sample: items in
/// 200-point bands of one of four styles (see ``MosaicSegmentStyle``), each band one point
/// below the previous one.
///
/// The frames are exactly those of the sample's code for any item count and width: the first
/// band starts at y = 1, a band's parts are split with
/// ``Geometry/Rect/dividedIntegral(fraction:from:)``, and the next style follows the sample's
/// rule (``MosaicSegmentStyle/next(remaining:)``). Beyond the seed, which lays out section
/// 0 only, every section is laid out the same way, starting a fresh band sequence below
/// the previous section; a single-section collection gets the sample's frames unchanged.
///
/// ```swift
/// let layout = MosaicLayout()
/// layout.host = StaticLayoutHost(itemCounts: [6], bounds: Rect(x: 0, y: 0, width: 375, height: 667))
/// try layout.prepareIfNeeded()
/// layout.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0))?.frame
/// // (0, 202, 188, 200)
/// ```
///
/// Storage is a contiguous array of frames plus one entry per band, so a rect query is a
/// binary search over the bands followed by a walk over the k results. Differences from
/// the seed: ``contentSize`` includes the last frame (the seed unions each frame one
/// iteration late and so leaves the last one out), and the rect query returns exactly the
/// frames that intersect the rect (the sample's walk stops at the first frame above the rect
/// and returns frames beside the rect).
///
/// Batch updates: only inserted items start from the center of the visible bounds with
/// alpha 0, and only deleted items end there (Apple's note on
/// `prepare(forCollectionViewUpdates:)`); every other item moves in place.
open class MosaicLayout: CollectionViewLayout {
    /// The height of every band (the sample's 200 points).
    public static let segmentHeight: Double = 200
    /// The gap between two bands (the sample's 1 point).
    public static let segmentSpacing: Double = 1
    /// The largest number of items the layout accepts: it stores a frame per item.
    public static let maximumItemCount = 100_000_000

    // MARK: - Lifecycle

    /// Creates a mosaic layout.
    public override init() { super.init() }

    // MARK: - Storage

    /// The frame of every item, section after section.
    private var frames: [Rect] = []
    /// Index in `frames` of the first item of each section, plus the total at the end.
    private var sectionStarts: [Int] = [0]
    /// Index in `frames` of the first item of each band, plus the total at the end.
    private var segmentStarts: [Int] = [0]
    /// The section of each band.
    private var segmentSections: [Int] = []
    /// The top and bottom of each band's frames (both sorted: bands do not overlap).
    private var segmentMinY: [Double] = []
    private var segmentMaxY: [Double] = []
    private var size: Size = .zero
    /// The previous pass's frames, for where deleted items were.
    private var previousFrames: [Rect] = []
    private var previousSectionStarts: [Int] = [0]
    private var updates = UpdateAnimationTracker()

    // MARK: - The layout pass

    /// Computes every frame with the sample's loop.
    ///
    /// - Throws: ``LayoutProtocol/LayoutError/negativeCount(section:count:)`` for a negative count,
    ///   ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` for non-finite or negative bounds, and
    ///   ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` for more than
    ///   ``maximumItemCount`` items. The previous frames stay in place.
    /// - Complexity: O(n) for n items.
    open override func prepare() throws(LayoutError) {
        try super.prepare()
        guard let host else {
            previousFrames = frames
            previousSectionStarts = sectionStarts
            frames = []
            sectionStarts = [0]
            segmentStarts = [0]
            segmentSections = []
            segmentMinY = []
            segmentMaxY = []
            size = .zero
            return
        }
        let bounds = host.bounds
        guard bounds.isFinite, bounds.width >= 0, bounds.height >= 0 else {
            throw .invalidGeometry("bounds \(bounds) must be finite with a non-negative size")
        }
        let sectionCount = host.numberOfSections
        guard sectionCount >= 0 else { throw .negativeSectionCount(sectionCount) }
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        var total = 0
        for section in 0..<sectionCount {
            let count = host.numberOfItems(inSection: section)
            guard count >= 0 else { throw .negativeCount(section: section, count: count) }
            let (sum, overflow) = total.addingReportingOverflow(count)
            guard !overflow, sum <= Self.maximumItemCount else {
                throw .invalidParameter(
                    name: "numberOfItems",
                    message:
                        "the mosaic layout stores a frame per item and takes at most \(Self.maximumItemCount) items; section \(section) brings the total above that"
                )
            }
            total = sum
            counts.append(count)
        }

        // Nothing throws from here on: fill the buffer of the pass before last (double
        // buffering keeps the previous frames for deleted items without reallocating).
        var newFrames: [Rect] = []
        swap(&newFrames, &previousFrames)
        var starts: [Int] = [0]
        starts.reserveCapacity(sectionCount + 1)
        // Local arrays (no exclusivity checks on the class's properties in the loop),
        // reusing the previous pass's capacity.
        var segStarts: [Int] = [], segSections: [Int] = [], minYs: [Double] = [], maxYs: [Double] = []
        swap(&segStarts, &segmentStarts)
        swap(&segSections, &segmentSections)
        swap(&minYs, &segmentMinY)
        swap(&maxYs, &segmentMaxY)
        // The band sequence depends on the counts alone (``bandCount(items:)``): every array
        // is sized exactly once (unchanged counts: no allocation, no write) and the loop
        // below stores through pointers instead of appending.
        var segmentCount = 0
        for count in counts { segmentCount += Self.bandCount(items: count) }
        Self.setCount(&newFrames, total, .zero)
        Self.setCount(&segStarts, segmentCount + 1, 0)
        Self.setCount(&segSections, segmentCount, 0)
        Self.setCount(&minYs, segmentCount, 0)
        Self.setCount(&maxYs, segmentCount, 0)

        // Every band of a style has the same frames but for its y: compute each style once
        // at y = 0 with the sample's code and move it down. The y values are whole numbers
        // (bands are 200 high, parts 100 + 1 + 99), so every sum below is exact and
        // `y + offset` is exactly the sample's `(y + 100) + 1`, whatever the order of the sums.
        let width = bounds.width
        let templates = MosaicSegmentStyle.allCases.map { style in
            style.frames(in: Rect(x: 0, y: 0, width: width, height: Self.segmentHeight))
        }
        // Flattened: style k's frames are flat[offsets[k] ..< offsets[k] + itemCount].
        let flat = templates.flatMap { $0 }
        let offsets = [0, 1, 3, 6]
        let templateTop = templates.map { $0.map(\.minY).min() ?? 0 }
        let templateBottom = templates.map { $0.map(\.maxY).max() ?? 0 }
        let templateMaxX = templates.map { $0.map(\.maxX).max() ?? 0 }
        // From a band's top to the next band's: the sample's `lastFrame.maxY + 1`.
        let advance = templates.map { ($0.last?.maxY ?? 0) + Self.segmentSpacing }
        // The sample's rule repeats after a section's first band: while 8 or more items
        // remain, the next three bands are fifty-fifty, two-thirds/one-third and
        // one-third/two-thirds (2 + 3 + 3 items; each leaves 3 or more for the next). That
        // block, its three bands stacked from y = 0, is written 8 frames at a time.
        let blockStyles = [1, 2, 3]
        var blockFrames: [Rect] = [], blockTops: [Double] = [], blockBottoms: [Double] = []
        var blockAdvance = 0.0
        for styleIndex in blockStyles {
            for t in templates[styleIndex] {
                blockFrames.append(Rect(x: t.origin.x, y: t.origin.y + blockAdvance, width: t.size.width, height: t.size.height))
            }
            blockTops.append(blockAdvance + templateTop[styleIndex])
            blockBottoms.append(blockAdvance + templateBottom[styleIndex])
            blockAdvance += advance[styleIndex]
        }
        let (top0, top1, top2) = (blockTops[0], blockTops[1], blockTops[2])
        let (bottom0, bottom1, bottom2) = (blockBottoms[0], blockBottoms[1], blockBottoms[2])
        var usedStyles: UInt8 = 0  // bit k: style k placed

        // Safe: the loop writes frame `written` < total (the sum of the counts: a section
        // stops at `placed == count`, its last band holding exactly the items that remain,
        // as next(remaining:) never picks a band with more, and a block is written only
        // when 8 items remain) and band `band` < segmentCount (bandCount(items:) counts
        // exactly these bands, which MosaicSeedComparisonTests checks through the frames
        // and rect queries of every count to 200); the template indices are below 10 (offsets + itemCount
        // ≤ 6 + 3), the size of `flat`, the block's below 8 and 3, and the style indices
        // below 4. The buffers are exactly that long (setCount above).
        // MosaicSeedComparisonTests (every count to 60; one layout re-prepared through
        // growing, shrinking, empty and multi-section counts) run under the address sanitizer.
        newFrames.withUnsafeMutableBufferPointer { out in
            segStarts.withUnsafeMutableBufferPointer { bandStarts in
                segSections.withUnsafeMutableBufferPointer { bandSections in
                    minYs.withUnsafeMutableBufferPointer { bandTops in
                        maxYs.withUnsafeMutableBufferPointer { bandBottoms in
                            flat.withUnsafeBufferPointer { flat in
                                blockFrames.withUnsafeBufferPointer { block in
                                    var written = 0, band = 0
                                    var y = Self.segmentSpacing  // the sample's lastFrame starts as .zero
                                    bandStarts[0] = 0
                                    for (section, count) in counts.enumerated() {
                                        var placed = 0
                                        var segment = MosaicSegmentStyle.fullWidth
                                        while placed < count {
                                            if placed > 0 && count - placed >= 8 {
                                                for k in 0..<8 {
                                                    let t = block[k]
                                                    out[written &+ k] = Rect(
                                                        x: t.origin.x, y: t.origin.y + y, width: t.size.width, height: t.size.height)
                                                }
                                                bandStarts[band &+ 1] = written &+ 2
                                                bandStarts[band &+ 2] = written &+ 5
                                                bandStarts[band &+ 3] = written &+ 8
                                                for j in 0..<3 { bandSections[band &+ j] = section }
                                                bandTops[band] = y + top0
                                                bandTops[band &+ 1] = y + top1
                                                bandTops[band &+ 2] = y + top2
                                                bandBottoms[band] = y + bottom0
                                                bandBottoms[band &+ 1] = y + bottom1
                                                bandBottoms[band &+ 2] = y + bottom2
                                                written &+= 8
                                                band &+= 3
                                                placed &+= 8
                                                y += blockAdvance
                                                usedStyles |= 0b1110
                                                segment = MosaicSegmentStyle.oneThirdTwoThirds.next(remaining: count - placed)
                                                continue
                                            }
                                            let styleIndex = segment.templateIndex
                                            usedStyles |= 1 << styleIndex
                                            let n = segment.itemCount
                                            for k in offsets[styleIndex]..<(offsets[styleIndex] + n) {
                                                let t = flat[k]
                                                out[written] = Rect(
                                                    x: t.origin.x, y: t.origin.y + y, width: t.size.width, height: t.size.height)
                                                written += 1
                                            }
                                            placed += n
                                            bandStarts[band + 1] = written
                                            bandSections[band] = section
                                            bandTops[band] = y + templateTop[styleIndex]
                                            bandBottoms[band] = y + templateBottom[styleIndex]
                                            band += 1
                                            y += advance[styleIndex]
                                            segment = segment.next(remaining: count - placed)
                                        }
                                        starts.append(written)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        let contentMaxY = max(bounds.height, maxYs.last ?? 0)
        segmentStarts = segStarts
        segmentSections = segSections
        segmentMinY = minYs
        segmentMaxY = maxYs
        previousSectionStarts = sectionStarts
        previousFrames = frames
        frames = newFrames
        sectionStarts = starts
        var contentMaxX = bounds.width
        for styleIndex in 0..<4 where usedStyles & (1 << styleIndex) != 0 { contentMaxX = max(contentMaxX, templateMaxX[styleIndex]) }
        size = Size(width: contentMaxX, height: contentMaxY)
    }

    /// The union of the bounds size and every frame, from the origin.
    open override var contentSize: Size { size }

    /// The items whose frames intersect `rect` (touching counts), in index order.
    ///
    /// - Complexity: O(log b + k) for b bands and k results.
    open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachItem(in: rect) { index, section in
            result.append(
                LayoutAttributes(
                    forCellAt: ElementIndexPath(item: index - sectionStarts[section], section: section), frame: frames[index]))
        }
        return result
    }

    /// The attributes of one item.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Its attributes, or `nil` when the layout has no such item.
    open override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let frame = frame(forItemAt: indexPath) else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frame)
    }

    /// The frame of one item, without building attributes.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Its frame, or `nil` when the layout has no such item.
    public func frame(forItemAt indexPath: ElementIndexPath) -> Rect? {
        Self.frame(at: indexPath, frames: frames, sectionStarts: sectionStarts)
    }

    /// The sample's rule: a new layout only when the size of the bounds changes (a scroll
    /// changes only the origin).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let host else { return false }
        return newBounds.size != host.bounds.size
    }

    // MARK: - Batch updates

    /// Remembers which items the update inserts and deletes.
    open override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updates.record(updateItems)
    }

    /// Forgets the update.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        updates.reset()
    }

    /// For an inserted item: its final frame centered in the visible bounds, alpha 0 (the
    /// programming guide's Listing 5-2). `nil` (the default animation) for every other item.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        guard updates.isInserted(itemIndexPath), var attributes = layoutAttributesForItem(at: itemIndexPath) else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        attributes.alpha = 0
        if let host { attributes.center = host.bounds.center }
        return attributes
    }

    /// For a deleted item: its frame before the update, centered in the visible bounds,
    /// alpha 0. `nil` (the default animation) for every other item.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        guard updates.isDeleted(itemIndexPath),
            let old = Self.frame(at: itemIndexPath, frames: previousFrames, sectionStarts: previousSectionStarts)
        else { return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
        var attributes = LayoutAttributes(forCellAt: itemIndexPath, frame: old)
        attributes.alpha = 0
        if let host { attributes.center = host.bounds.center }
        return attributes
    }

    // MARK: - Private

    /// Gives an array exactly `count` elements, keeping its capacity: the ones kept are
    /// overwritten by the caller, new ones start as `zero`; an unchanged count costs nothing.
    private static func setCount<T>(_ array: inout [T], _ count: Int, _ zero: T) {
        if array.count > count { array.removeLast(array.count - count) }
        if array.count < count { array.append(contentsOf: repeatElement(zero, count: count - array.count)) }
    }

    /// The number of bands the sample's rule gives `items` items: a full-width band, then
    /// blocks of three bands holding 8 items (fifty-fifty, two-thirds/one-third,
    /// one-third/two-thirds), then for the 0 to 7 items left 0, 1 (1 or 2 items: full
    /// width or fifty-fifty), 2 (3 to 5: fifty-fifty, then the rest) or 3 bands (6, 7).
    private static func bandCount(items: Int) -> Int {
        guard items > 0 else { return 0 }
        let rest = items - 1
        let tail = rest % 8
        return 1 + 3 * (rest / 8) + (tail == 0 ? 0 : tail <= 2 ? 1 : tail <= 5 ? 2 : 3)
    }

    private static func frame(at indexPath: ElementIndexPath, frames: [Rect], sectionStarts: [Int]) -> Rect? {
        guard indexPath.trailing.isEmpty, indexPath.section >= 0, indexPath.section < sectionStarts.count - 1,
            indexPath.item >= 0
        else { return nil }
        let start = sectionStarts[indexPath.section], end = sectionStarts[indexPath.section + 1]
        guard indexPath.item < end - start else { return nil }
        return frames[start + indexPath.item]
    }

    /// Calls `body` with the index (in `frames`) and section of every frame meeting `rect`.
    private func forEachItem(in rect: Rect, _ body: (Int, Int) -> Void) {
        guard !rect.isNull, !segmentMinY.isEmpty else { return }
        let r = rect.standardized
        // First band whose bottom reaches the rect (bottoms are sorted).
        var low = 0, high = segmentMaxY.count
        while low < high {
            let mid = (low + high) / 2
            if segmentMaxY[mid] < r.minY { low = mid + 1 } else { high = mid }
        }
        var segment = low
        while segment < segmentMinY.count, segmentMinY[segment] <= r.maxY {
            let section = segmentSections[segment]
            for index in segmentStarts[segment]..<segmentStarts[segment + 1] where frames[index].intersects(r) {
                body(index, section)
            }
            segment += 1
        }
    }
}
