import Geometry
import LayoutProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Items spaced evenly on a circle, with insertions that grow out of the center and
/// deletions that shrink back into it — Apple's classic "circle layout" sample.
///
/// The items of every section, in order, share one circle centered in the visible area
/// (the bounds minus the content insets); the content does not scroll. Item `g` of `n`
/// (counting across sections) has its center at angle `startAngle + 360° × g / n`,
/// measured clockwise from the positive x axis (y grows downwards), so the default
/// `startAngle` of −90° puts the first item at the top. Angles that are multiples of 90°
/// give exact positions.
///
/// ```swift
/// let layout = CircleLayout(radius: 100, itemSize: Size(width: 40, height: 40))
/// layout.host = StaticLayoutHost(itemCounts: [4], bounds: Rect(x: 0, y: 0, width: 300, height: 300))
/// try layout.prepareIfNeeded()
/// layout.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0))?.frame // (230, 130, 40, 40)
/// ```
///
/// Batch updates: ``prepare(forCollectionViewUpdates:)`` remembers which items are
/// inserted and deleted; only those get special start and end attributes (at the center,
/// alpha 0); every other item animates from its old place to its new one as usual.
public final class CircleLayout: CollectionViewLayout {
    // MARK: - Configuration

    /// The distance from the circle's center to each item's center.
    public var radius: Double { didSet { invalidateLayout() } }
    /// The size of every item.
    public var itemSize: Size { didSet { invalidateLayout() } }
    /// The angle of the first item, in degrees clockwise from the positive x axis.
    public var startAngle: Double { didSet { invalidateLayout() } }

    /// The most items a circle accepts (it stores one frame per item and scans them in rect queries).
    public static let maximumItemCount = 1_000_000

    // MARK: - Lifecycle

    /// Creates a circle layout.
    ///
    /// - Parameters:
    ///   - radius: The circle's radius (finite, 0 or more; checked in ``prepare()``).
    ///   - itemSize: The size of every item.
    ///   - startAngle: The first item's angle in degrees (−90 is the top).
    public init(radius: Double = 120, itemSize: Size = Size(width: 50, height: 50), startAngle: Double = -90) {
        self.radius = radius
        self.itemSize = itemSize
        self.startAngle = startAngle
        super.init()
    }

    // MARK: - State

    private var frames: [[Rect]] = []
    private var previousFrames: [[Rect]] = []
    private var size: Size = .zero
    private var insertedItems: Set<ElementIndexPath> = []
    private var deletedItems: Set<ElementIndexPath> = []

    /// The center of the circle in content coordinates (after the last ``prepare()``).
    public var circleCenter: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// The items the current batch update inserts (index paths after the update).
    public var itemsBeingInserted: Set<ElementIndexPath> { insertedItems }
    /// The items the current batch update deletes (index paths before the update).
    public var itemsBeingDeleted: Set<ElementIndexPath> { deletedItems }

    // MARK: - The layout pass

    /// Places every item on the circle; keeps the previous frames for the disappearing
    /// items of a batch update.
    ///
    /// - Throws: ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` for a negative or non-finite radius,
    ///   item size or start angle; ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` for
    ///   more than ``maximumItemCount`` items; ``LayoutProtocol/LayoutError/negativeCount(section:count:)`` or
    ///   ``LayoutProtocol/LayoutError/negativeSectionCount(_:)`` for a negative count. The previous layout
    ///   is kept.
    /// - Complexity: O(n) for n items.
    public override func prepare() throws(LayoutError) {
        try super.prepare()
        try LayoutError.validate(radius, "radius")
        try LayoutError.validate(itemSize, "itemSize")
        guard startAngle.isFinite else { throw .invalidGeometry("startAngle \(formatScalar(startAngle)) must be finite") }
        guard let host else {
            previousFrames = frames
            (frames, size) = ([], .zero)
            return
        }
        guard host.numberOfSections >= 0 else { throw .negativeSectionCount(host.numberOfSections) }
        var counts: [Int] = []
        var total = 0
        for s in 0..<host.numberOfSections {
            let n = host.numberOfItems(inSection: s)
            guard n >= 0 else { throw .negativeCount(section: s, count: n) }
            total = total.addingReportingOverflow(n).overflow ? Int.max : total + n
            counts.append(n)
        }
        guard total <= Self.maximumItemCount else {
            throw .invalidParameter(name: "itemCount", message: "\(total) items; a circle holds at most \(Self.maximumItemCount)")
        }
        let inset = host.adjustedContentInset
        // The visible area, grown where the circle and its items reach beyond it, so every
        // frame lies inside the content (the circle stays centered in the visible area when
        // it fits).
        let visible = Size(
            width: max(0, host.bounds.width - inset.left - inset.right),
            height: max(0, host.bounds.height - inset.top - inset.bottom))
        let newSize =
            total == 0
            ? visible
            : Size(
                width: max(visible.width, 2 * radius + itemSize.width),
                height: max(visible.height, 2 * radius + itemSize.height))
        let center = Point(x: newSize.width / 2, y: newSize.height / 2)
        var built: [[Rect]] = []
        var g = 0
        for n in counts {
            var section: [Rect] = []
            section.reserveCapacity(n)
            for _ in 0..<n {
                let (c, s) = Self.cosSin(degrees: startAngle + 360 * Double(g) / Double(total))
                let x = center.x + radius * c, y = center.y + radius * s
                section.append(Rect(x: x - itemSize.width / 2, y: y - itemSize.height / 2, width: itemSize.width, height: itemSize.height))
                g += 1
            }
            built.append(section)
        }
        previousFrames = frames
        frames = built
        size = newSize
    }

    /// The visible area (the bounds minus the content insets), grown to hold the whole
    /// circle with its items when it is larger.
    public override var contentSize: Size { size }

    /// The items whose frames intersect `rect` (touching edges count).
    ///
    /// - Complexity: O(n): a circle holds few items, so the frames are scanned.
    public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (s, section) in frames.enumerated() {
            for (i, frame) in section.enumerated() where frame.intersects(rect) {
                result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: i, section: s), frame: frame))
            }
        }
        return result
    }

    /// The attributes of one item, or `nil` when there is no such item.
    public override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let frame = Self.frame(in: frames, at: indexPath) else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frame)
    }

    /// A change of size moves the center; scrolling does not matter.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let host else { return false }
        return newBounds.size != host.bounds.size
    }

    // MARK: - Batch updates

    /// Remembers the inserted and deleted items (whole sections included) so that only
    /// they animate from and to the center.
    ///
    /// Reloads are treated as UIKit does: a delete plus an insert at the same place.
    ///
    /// - Parameter updateItems: The batch's changes.
    public override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        var inserted: Set<ElementIndexPath> = [], deleted: Set<ElementIndexPath> = []
        for update in updateItems {
            switch update.action {
            case .insert:
                if let after = update.indexPathAfterUpdate { inserted.formUnion(items(of: after, in: frames)) }
            case .delete:
                if let before = update.indexPathBeforeUpdate { deleted.formUnion(items(of: before, in: previousFrames)) }
            case .reload:
                if let before = update.indexPathBeforeUpdate { deleted.formUnion(items(of: before, in: previousFrames)) }
                if let after = update.indexPathAfterUpdate ?? update.indexPathBeforeUpdate {
                    inserted.formUnion(items(of: after, in: frames))
                }
            case .move, .none:
                break
            }
        }
        insertedItems = inserted
        deletedItems = deleted
    }

    /// Forgets the batch's inserted and deleted items.
    public override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedItems = []
        deletedItems = []
    }

    /// An inserted item starts at the center of the circle, transparent; any other item
    /// gets the default (`nil`).
    ///
    /// - Parameter itemIndexPath: The item's index path after the update.
    /// - Returns: The start attributes of an inserted item, or `nil`.
    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        guard insertedItems.contains(itemIndexPath), var a = layoutAttributesForItem(at: itemIndexPath) else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        a.center = circleCenter
        a.alpha = 0
        return a
    }

    /// A deleted item ends at the center of the circle, transparent; any other item gets
    /// the default (`nil`).
    ///
    /// - Parameter itemIndexPath: The item's index path before the update.
    /// - Returns: The end attributes of a deleted item, or `nil`.
    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        guard deletedItems.contains(itemIndexPath) else {
            return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
        let frame = Self.frame(in: previousFrames, at: itemIndexPath) ?? Rect(origin: .zero, size: itemSize)
        var a = LayoutAttributes(forCellAt: itemIndexPath, frame: frame)
        a.center = circleCenter
        a.alpha = 0
        return a
    }

    // MARK: - Private

    private func items(of path: UpdateIndexPath, in frames: [[Rect]]) -> [ElementIndexPath] {
        if let item = path.item { return [ElementIndexPath(item: item, section: path.section)] }
        guard frames.indices.contains(path.section) else { return [] }
        return frames[path.section].indices.map { ElementIndexPath(item: $0, section: path.section) }
    }

    private static func frame(in frames: [[Rect]], at indexPath: ElementIndexPath) -> Rect? {
        guard indexPath.trailing.isEmpty, frames.indices.contains(indexPath.section),
            frames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return frames[indexPath.section][indexPath.item]
    }

    /// Cosine and sine of an angle in degrees, exact for multiples of 90°.
    static func cosSin(degrees: Double) -> (Double, Double) {
        let quarter = degrees / 90
        if quarter == quarter.rounded(), abs(quarter) < 1e15 {
            switch ((Int64(quarter) % 4) + 4) % 4 {
            case 0: return (1, 0)
            case 1: return (0, 1)
            case 2: return (-1, 0)
            default: return (0, -1)
            }
        }
        let r = degrees * .pi / 180
        return (cos(r), sin(r))
    }
}
