/// A two-dimensional displacement, in points (`CGVector`).
///
/// ```swift
/// let v = Point(x: 3, y: 4) - .zero
/// v.length // 5
/// ```
public struct Vector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates a vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// Whether both components are finite.
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// Component-wise sum.
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    /// Component-wise difference.
    public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    /// The vector scaled by a factor.
    public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs)
    }

    /// The opposite vector.
    public static prefix func - (v: Vector) -> Vector {
        Vector(dx: -v.dx, dy: -v.dy)
    }
}

extension Vector: CustomStringConvertible {
    /// `(dx, dy)`.
    public var description: String { "(\(formatScalar(dx)), \(formatScalar(dy)))" }
}
