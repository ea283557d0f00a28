/// A rectangle: an origin and a size, in points (`CGRect`).
///
/// Coordinates are y-down as in UIKit. Accessors (`minX`, `maxY`, …) and set operations
/// work on the standardized rectangle, so a rect with a negative size behaves as the
/// equivalent positive one. ``null`` is the empty set (the result of intersecting
/// rectangles that do not meet); rectangles that only touch intersect in a rectangle of
/// zero width or height, as in Core Graphics.
///
/// ```swift
/// let r = Rect(x: 0, y: 0, width: 100, height: 50)
/// r.intersects(Rect(x: 100, y: 0, width: 10, height: 10)) // true: they touch
/// r.divided(atDistance: 30, from: .minXEdge).slice      // (0, 0, 30, 50)
/// ```
public struct Rect: Hashable, Sendable, Codable {
    /// The origin (the corner with the smallest coordinates when standardized).
    public var origin: Point
    /// The size; may be negative.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: the empty set of points (`CGRect.null`).
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// A rectangle that covers the whole plane (`CGRect.infinite`).
    public static let infinite = Rect(
        x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    // MARK: - Accessors

    /// The x coordinate of the origin.
    public var x: Double { origin.x }
    /// The y coordinate of the origin.
    public var y: Double { origin.y }
    /// The width, as stored (may be negative).
    public var width: Double { size.width }
    /// The height, as stored (may be negative).
    public var height: Double { size.height }

    /// The smallest x coordinate.
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    /// The largest x coordinate.
    public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    /// The x coordinate of the center.
    public var midX: Double { origin.x + size.width / 2 }
    /// The smallest y coordinate.
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    /// The largest y coordinate.
    public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
    /// The y coordinate of the center.
    public var midY: Double { origin.y + size.height / 2 }
    /// The center point.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether this is the ``null`` rectangle.
    public var isNull: Bool { origin.x.isInfinite && origin.x > 0 || origin.y.isInfinite && origin.y > 0 }

    /// Whether the rectangle is null or has zero width or height.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// Whether every coordinate and extent is finite.
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The rectangle with a non-negative width and height covering the same points.
    public var standardized: Rect {
        if isNull { return .null }
        return Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
    }

    // MARK: - Set operations

    /// Whether the rectangles share at least one point (touching edges count).
    ///
    /// - Complexity: O(1).
    public func intersects(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return max(minX, other.minX) <= min(maxX, other.maxX)
            && max(minY, other.minY) <= min(maxY, other.maxY)
    }

    /// Whether the rectangles share an area: rectangles that only touch, and rectangles of
    /// zero width or height, do not. This is Apple CoreGraphics' `CGRect.intersects`
    /// (`!intersection(other).isEmpty`); ``intersects(_:)`` is Linux Foundation's, where
    /// touching counts.
    ///
    /// - Complexity: O(1).
    public func overlaps(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return max(minX, other.minX) < min(maxX, other.maxX) && max(minY, other.minY) < min(maxY, other.maxY)
    }

    /// The points both rectangles contain, or ``null`` when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = max(minX, other.minX), x1 = min(maxX, other.maxX)
        let y0 = max(minY, other.minY), y1 = min(maxY, other.maxY)
        if x0 > x1 || y0 > y1 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both; a null operand is ignored.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let x0 = min(minX, other.minX), x1 = max(maxX, other.maxX)
        let y0 = min(minY, other.minY), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the point lies inside: `minX <= x < maxX` and `minY <= y < maxY`, as in
    /// Core Graphics (a point on the trailing edge is outside).
    public func contains(_ point: Point) -> Bool {
        if isNull { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether every point of `other` lies inside this rectangle; the null rectangle is
    /// contained in every non-null one.
    public func contains(_ other: Rect) -> Bool {
        if isNull { return false }
        if other.isNull { return true }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    // MARK: - Derived rectangles

    /// The rectangle moved by the given deltas.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        return Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The standardized rectangle shrunk by `dx` on the left and right and `dy` on the top
    /// and bottom (negative values grow it); ``null`` when nothing is left.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let s = standardized
        let w = s.size.width - 2 * dx, h = s.size.height - 2 * dy
        if w < 0 || h < 0 { return .null }
        return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: w, height: h)
    }

    /// The rectangle with each edge moved inward by the insets (`inset(by:)` of UIKit).
    ///
    /// Unlike ``insetBy(dx:dy:)`` the result may have a negative size when the insets are
    /// larger than the rectangle, as `UIEdgeInsetsInsetRect` does.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.horizontal, height: size.height - insets.vertical)
    }

    /// The smallest rectangle with integer coordinates that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let s = standardized
        let x0 = s.minX.rounded(.down), y0 = s.minY.rounded(.down)
        let x1 = s.maxX.rounded(.up), y1 = s.maxY.rounded(.up)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Splits the standardized rectangle in two along an edge (`CGRect.divided`).
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 100, height: 10).divided(atDistance: 30, from: .maxXEdge)
    /// // slice (70, 0, 30, 10), remainder (0, 0, 70, 10)
    /// ```
    ///
    /// - Parameters:
    ///   - distance: The length of the slice, clamped to `0…extent`.
    ///   - edge: The edge the slice is measured from.
    /// - Returns: The slice and what remains.
    public func divided(atDistance distance: Double, from edge: RectEdge) -> (slice: Rect, remainder: Rect) {
        if isNull { return (.null, .null) }
        let s = standardized
        switch edge {
        case .minXEdge:
            let d = min(max(distance, 0), s.size.width)
            return (
                Rect(x: s.minX, y: s.minY, width: d, height: s.height),
                Rect(x: s.minX + d, y: s.minY, width: s.width - d, height: s.height)
            )
        case .maxXEdge:
            let d = min(max(distance, 0), s.size.width)
            return (
                Rect(x: s.maxX - d, y: s.minY, width: d, height: s.height),
                Rect(x: s.minX, y: s.minY, width: s.width - d, height: s.height)
            )
        case .minYEdge:
            let d = min(max(distance, 0), s.size.height)
            return (
                Rect(x: s.minX, y: s.minY, width: s.width, height: d),
                Rect(x: s.minX, y: s.minY + d, width: s.width, height: s.height - d)
            )
        case .maxYEdge:
            let d = min(max(distance, 0), s.size.height)
            return (
                Rect(x: s.minX, y: s.maxY - d, width: s.width, height: d),
                Rect(x: s.minX, y: s.minY, width: s.width, height: s.height - d)
            )
        }
    }

    /// The helper Apple's mosaic sample uses: a slice `ceil(extent × fraction)` long and
    /// a remainder that starts one point after the slice and is one point shorter.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 375, height: 200).dividedIntegral(fraction: 2.0 / 3.0, from: .minXEdge)
    /// // first (0, 0, 250, 200), second (251, 0, 124, 200)
    /// ```
    ///
    /// - Parameters:
    ///   - fraction: The share of the extent that goes to the first part.
    ///   - edge: The edge the first part is measured from.
    /// - Returns: The first part and the second part (after a one-point gap).
    public func dividedIntegral(fraction: Double, from edge: RectEdge) -> (first: Rect, second: Rect) {
        let dimension: Double
        switch edge {
        case .minXEdge, .maxXEdge: dimension = size.width
        case .minYEdge, .maxYEdge: dimension = size.height
        }
        let distance = (dimension * fraction).rounded(.up)
        var (slice, remainder) = divided(atDistance: distance, from: edge)
        switch edge {
        case .minXEdge, .maxXEdge:
            if edge == .minXEdge { remainder.origin.x += 1 }
            remainder.size.width -= 1
        case .minYEdge, .maxYEdge:
            if edge == .minYEdge { remainder.origin.y += 1 }
            remainder.size.height -= 1
        }
        return (slice, remainder)
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, width, height)`.
    public var description: String {
        "(\(formatScalar(x)), \(formatScalar(y)), \(formatScalar(width)), \(formatScalar(height)))"
    }
}
