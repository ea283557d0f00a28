/// A value that can be interpolated linearly, as a transition animates it.
///
/// ```swift
/// Rect(x: 0, y: 0, width: 10, height: 10)
///     .interpolated(to: Rect(x: 100, y: 0, width: 30, height: 10), progress: 0.5)
/// // (50, 0, 20, 10)
/// ```
///
/// Progress outside `0…1` extrapolates (an overshooting spring, a rubber-band gesture).
public protocol Interpolatable {
    /// The value at `progress` between `self` (at 0) and `other` (at 1).
    func interpolated(to other: Self, progress: Double) -> Self
}

/// Linear interpolation of two scalars: `a + (b − a) × t`, exact at both ends.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    if t == 0 { return a }
    if t == 1 { return b }
    return a + (b - a) * t
}

extension Double: Interpolatable {
    /// `lerp(self, other, progress)`.
    public func interpolated(to other: Double, progress: Double) -> Double { lerp(self, other, progress) }
}

extension Point: Interpolatable {
    /// Component-wise interpolation.
    public func interpolated(to other: Point, progress t: Double) -> Point {
        Point(x: lerp(x, other.x, t), y: lerp(y, other.y, t))
    }
}

extension Vector: Interpolatable {
    /// Component-wise interpolation.
    public func interpolated(to other: Vector, progress t: Double) -> Vector {
        Vector(dx: lerp(dx, other.dx, t), dy: lerp(dy, other.dy, t))
    }
}

extension Size: Interpolatable {
    /// Component-wise interpolation.
    public func interpolated(to other: Size, progress t: Double) -> Size {
        Size(width: lerp(width, other.width, t), height: lerp(height, other.height, t))
    }
}

extension Rect: Interpolatable {
    /// Interpolates the center and the size (how UIKit animates a frame).
    public func interpolated(to other: Rect, progress t: Double) -> Rect {
        let c = center.interpolated(to: other.center, progress: t)
        let s = size.interpolated(to: other.size, progress: t)
        if t == 0 { return self }
        if t == 1 { return other }
        return Rect(x: c.x - s.width / 2, y: c.y - s.height / 2, width: s.width, height: s.height)
    }
}

extension EdgeInsets: Interpolatable {
    /// Edge-wise interpolation.
    public func interpolated(to o: EdgeInsets, progress t: Double) -> EdgeInsets {
        EdgeInsets(
            top: lerp(top, o.top, t), left: lerp(left, o.left, t),
            bottom: lerp(bottom, o.bottom, t), right: lerp(right, o.right, t))
    }
}

extension AffineTransform: Interpolatable {
    /// Coefficient-wise interpolation (what Core Animation does for a matrix it cannot
    /// decompose; exact at both ends).
    public func interpolated(to o: AffineTransform, progress t: Double) -> AffineTransform {
        AffineTransform(
            a: lerp(a, o.a, t), b: lerp(b, o.b, t), c: lerp(c, o.c, t), d: lerp(d, o.d, t),
            tx: lerp(tx, o.tx, t), ty: lerp(ty, o.ty, t))
    }
}

extension Transform3D: Interpolatable {
    /// Entry-wise interpolation, exact at both ends.
    public func interpolated(to o: Transform3D, progress t: Double) -> Transform3D {
        let a = rowMajor, b = o.rowMajor
        return Transform3D(rowMajor: (0..<16).map { lerp(a[$0], b[$0], t) })!
    }
}
