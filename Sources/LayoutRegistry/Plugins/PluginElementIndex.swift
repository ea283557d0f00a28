import Geometry
import LayoutProtocol

/// Every element of a plugin layout after a pass (the reply of the `allElements`
/// operation), indexed so that ``PluginLayout`` answers rect and single-element queries
/// without crossing the boundary (`"staticAttributes"`, see `Docs/PluginABI.md`).
///
/// The elements are kept in the plugin's order. Rect queries go through a grid of buckets
/// along the longer axis of the elements' extent (counted in average element lengths), so
/// a vertical and a horizontal layout are both indexed along their scrolling direction.
/// An element is listed in every bucket it spans and reported only from the first bucket
/// the query and the element share, so a tall element (a background decoration) costs
/// memory, not duplicates.
struct PluginElementIndex {
    /// The elements, in the order of the plugin's reply.
    let elements: [LayoutAttributes]
    /// The elements' frames and first buckets, dense, for the scan.
    private let frames: [Rect]
    private let firstBuckets: [Int32]
    private let positions: [ElementKey: Int]
    /// Whether buckets run along x (a horizontal layout) rather than y.
    private let alongX: Bool
    private let origin: Double
    private let bucketLength: Double
    /// Bucket `b` lists `entries[starts[b]..<starts[b + 1]]`, element positions in order.
    private let starts: [Int32]
    private let entries: [Int32]

    /// Indexes elements that have been validated (finite frames, non-negative sizes, no
    /// duplicate keys).
    ///
    /// - Complexity: O(n + buckets + the buckets tall elements span).
    init(_ elements: [LayoutAttributes]) {
        self.elements = elements
        var positions: [ElementKey: Int] = [:]
        positions.reserveCapacity(elements.count)
        var extent = Rect.null
        var widths = 0.0, heights = 0.0
        for (i, a) in elements.enumerated() {
            positions[a.key] = i
            extent = extent.union(a.frame)
            widths += a.frame.width
            heights += a.frame.height
        }
        self.positions = positions
        let n = Double(max(1, elements.count))
        let averageWidth = max(widths / n, 1), averageHeight = max(heights / n, 1)
        let alongX = !extent.isNull && extent.width / averageWidth > extent.height / averageHeight
        self.alongX = alongX
        let origin = extent.isNull ? 0 : (alongX ? extent.minX : extent.minY)
        self.origin = origin
        let length = extent.isNull ? 0 : (alongX ? extent.width : extent.height)
        // About one bucket per element length, and never more buckets than 4n + 1.
        let bucketLength = max(alongX ? averageWidth : averageHeight, length / (4 * n), 1)
        self.bucketLength = bucketLength
        let buckets = Int((length / bucketLength).rounded(.down)) + 1
        var counts = [Int32](repeating: 0, count: buckets + 1)
        func span(_ r: Rect) -> ClosedRange<Int> {
            let lo = alongX ? r.minX : r.minY, hi = alongX ? r.maxX : r.maxY
            return Self.bucket(lo, origin, bucketLength, buckets)...Self.bucket(hi, origin, bucketLength, buckets)
        }
        for a in elements { for b in span(a.frame) { counts[b + 1] += 1 } }
        for b in 0..<buckets { counts[b + 1] += counts[b] }
        var next = counts
        var entries = [Int32](repeating: 0, count: Int(counts[buckets]))
        for (i, a) in elements.enumerated() {
            for b in span(a.frame) {
                entries[Int(next[b])] = Int32(truncatingIfNeeded: i)
                next[b] += 1
            }
        }
        self.starts = counts
        self.entries = entries
        frames = elements.map(\.frame)
        firstBuckets = elements.map { Int32(truncatingIfNeeded: span($0.frame).lowerBound) }
    }

    /// The elements whose frames meet `rect` (`Rect.intersects`), in the plugin's order.
    ///
    /// - Complexity: O(elements in the buckets `rect` spans, plus k log k for k results).
    func elements(in rect: Rect) -> [LayoutAttributes] {
        guard !rect.isNull, !elements.isEmpty else { return [] }
        let r = rect.standardized
        let buckets = starts.count - 1
        let lo = alongX ? r.minX : r.minY, hi = alongX ? r.maxX : r.maxY
        guard hi >= origin, lo <= origin + Double(buckets) * bucketLength else { return [] }
        let first = Self.bucket(lo, origin, bucketLength, buckets), last = Self.bucket(hi, origin, bucketLength, buckets)
        var found: [Int] = []
        found.reserveCapacity(64)
        for b in first...last {
            for e in entries[Int(starts[b])..<Int(starts[b + 1])] {
                let i = Int(e)
                // Report an element spanning several buckets once: from the first one it
                // shares with the query.
                if max(Int(firstBuckets[i]), first) == b, frames[i].intersects(r) { found.append(i) }
            }
        }
        if first != last { found.sort() }
        return found.map { elements[$0] }
    }

    /// The element with this key, if the plugin listed it.
    ///
    /// - Complexity: O(1) expected.
    func element(_ key: ElementKey) -> LayoutAttributes? {
        positions[key].map { elements[$0] }
    }

    /// The bucket holding a coordinate, clamped to the grid.
    private static func bucket(_ value: Double, _ origin: Double, _ length: Double, _ buckets: Int) -> Int {
        let b = ((value - origin) / length).rounded(.down)
        guard b > 0 else { return 0 }
        return b >= Double(buckets - 1) ? buckets - 1 : Int(b)
    }
}
