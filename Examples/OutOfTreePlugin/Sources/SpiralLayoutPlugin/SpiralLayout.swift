import Geometry
import LayoutProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Items on an Archimedean spiral: item `g` sits `startRadius + g × growth` from the
/// center at `g × angleStep` degrees (clockwise from 3 o'clock). The content is the
/// square that holds the outermost turn, with the spiral's center in its middle.
public final class SpiralLayout: CollectionViewLayout {
    /// The size of every item.
    public var itemSize: Size
    /// The angle between consecutive items, in degrees.
    public var angleStep: Double
    /// How much farther from the center each item is than the one before.
    public var growth: Double
    /// The first item's distance from the center.
    public var startRadius: Double

    private var frames: [[Rect]] = []
    private var size: Size = .zero

    /// Creates a spiral layout.
    public init(itemSize: Size = Size(width: 40, height: 40), angleStep: Double = 30, growth: Double = 6, startRadius: Double = 20) {
        self.itemSize = itemSize
        self.angleStep = angleStep
        self.growth = growth
        self.startRadius = startRadius
        super.init()
    }

    /// Places every item on the spiral.
    ///
    /// - Throws: ``LayoutError`` for a negative or non-finite size, growth or radius, a
    ///   negative count, or more than 100,000 items.
    public override func prepare() throws(LayoutError) {
        try super.prepare()
        try LayoutError.validate(itemSize, "itemSize")
        try LayoutError.validate(growth, "growth")
        try LayoutError.validate(startRadius, "startRadius")
        guard let host else { return }
        var counts: [Int] = []
        for s in 0..<max(0, host.numberOfSections) {
            let n = host.numberOfItems(inSection: s)
            guard n >= 0 else { throw .negativeCount(section: s, count: n) }
            counts.append(n)
        }
        let total = counts.reduce(0) { $0.addingReportingOverflow($1).overflow ? Int.max : $0 + $1 }
        guard total <= 100_000 else {
            throw .invalidParameter(name: "itemCount", message: "\(total) items; a spiral holds at most 100000")
        }
        let outer = startRadius + Double(max(0, total - 1)) * growth
        let center = Point(x: outer + itemSize.width / 2, y: outer + itemSize.height / 2)
        var g = 0
        frames = counts.map { n in
            (0..<n).map { _ in
                let angle = Double(g) * angleStep * .pi / 180
                let r = startRadius + Double(g) * growth
                g += 1
                return Rect(
                    x: center.x + r * cos(angle) - itemSize.width / 2, y: center.y + r * sin(angle) - itemSize.height / 2,
                    width: itemSize.width, height: itemSize.height)
            }
        }
        size = total == 0 ? .zero : Size(width: 2 * outer + itemSize.width, height: 2 * outer + itemSize.height)
    }

    /// The square that holds the outermost turn.
    public override var contentSize: Size { size }

    /// The items whose frames intersect `rect`.
    ///
    /// - Complexity: O(n): a spiral holds few items, so the frames are scanned.
    public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        frames.enumerated().flatMap { s, section in
            section.enumerated().filter { $0.element.intersects(rect) }.map {
                LayoutAttributes(forCellAt: ElementIndexPath(item: $0.offset, section: s), frame: $0.element)
            }
        }
    }

    /// The attributes of one item, or `nil`.
    public override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frames[indexPath.section][indexPath.item])
    }
}
