/// A location in a two-dimensional coordinate system, in points.
///
/// CVKit's counterpart of `CGPoint`. The name does not collide with Foundation's types,
/// so a file can import both.
///
/// ```swift
/// let p = Point(x: 10, y: 20)
/// p.offsetBy(dx: 5, dy: 0) // Point(x: 15, y: 20)
/// ```
public struct Point: Hashable, Sendable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point moved by the given deltas.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The point moved by a vector.
    public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
    }

    /// The point moved back by a vector.
    public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy)
    }

    /// The vector from `rhs` to `lhs`.
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }

    /// The Euclidean distance to another point.
    public func distance(to other: Point) -> Double {
        (other - self).length
    }

    /// The point transformed by an affine transform.
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Point: CustomStringConvertible {
    /// `(x, y)` with the shortest exact representation of each coordinate.
    public var description: String { "(\(formatScalar(x)), \(formatScalar(y)))" }
}
