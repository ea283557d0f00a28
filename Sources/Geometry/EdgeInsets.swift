/// Distances inward from each edge of a rectangle (`UIEdgeInsets`).
///
/// ```swift
/// let insets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
/// Rect(x: 0, y: 0, width: 100, height: 100).inset(by: insets)
/// // Rect(x: 20, y: 10, width: 60, height: 80)
/// ```
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four edge distances.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `left + right`.
    public var horizontal: Double { left + right }

    /// `top + bottom`.
    public var vertical: Double { top + bottom }

    /// Whether all four insets are finite.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// Whether all four insets are finite and not negative — what a layout accepts.
    public var isValidLayoutInsets: Bool {
        isFinite && top >= 0 && left >= 0 && bottom >= 0 && right >= 0
    }

    /// Edge-wise sum.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// The insets with left and right exchanged (for right-to-left mirroring).
    public var mirroredHorizontally: EdgeInsets {
        EdgeInsets(top: top, left: right, bottom: bottom, right: left)
    }
}

extension EdgeInsets: CustomStringConvertible {
    /// `T,L,B,R`, the form the CLI accepts.
    public var description: String {
        "\(formatScalar(top)),\(formatScalar(left)),\(formatScalar(bottom)),\(formatScalar(right))"
    }
}
