/// A width and a height, in points (`CGSize`).
///
/// Sizes may be negative (as `CGSize` allows); ``Rect/standardized`` normalizes a rect
/// built from one. Layouts validate their inputs and reject negative or non-finite sizes.
///
/// ```swift
/// let s = Size(width: 50, height: 40)
/// s.area // 2000
/// ```
public struct Size: Hashable, Sendable, Codable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both extents are finite.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// Whether both extents are finite and not negative — what a layout accepts.
    public var isValidLayoutSize: Bool { isFinite && width >= 0 && height >= 0 }

    /// `width × height`.
    public var area: Double { width * height }

    /// The size with width and height exchanged (the cross-axis view of a size).
    public var transposed: Size { Size(width: height, height: width) }

    /// The size scaled by a factor.
    public static func * (lhs: Size, rhs: Double) -> Size {
        Size(width: lhs.width * rhs, height: lhs.height * rhs)
    }

    /// The size transformed by the linear part of an affine transform (`CGSize.applying`).
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Size: CustomStringConvertible {
    /// `WxH`, the form the CLI accepts.
    public var description: String { "\(formatScalar(width))x\(formatScalar(height))" }
}
