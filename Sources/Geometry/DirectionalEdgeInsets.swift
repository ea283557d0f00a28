/// Distances inward from each edge of a rectangle, named by reading direction
/// (`NSDirectionalEdgeInsets`): `leading` is the left edge in a left-to-right language
/// and the right edge in a right-to-left one.
///
/// ```swift
/// let insets = DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 8)
/// insets.edgeInsets(rightToLeft: false) // EdgeInsets(top: 4, left: 16, bottom: 4, right: 8)
/// insets.edgeInsets(rightToLeft: true)  // EdgeInsets(top: 4, left: 8, bottom: 4, right: 16)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge (left in left-to-right languages).
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge (right in left-to-right languages).
    public var trailing: Double

    /// Creates insets from the four edge distances.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// `leading + trailing`.
    public var horizontal: Double { leading + trailing }

    /// `top + bottom`.
    public var vertical: Double { top + bottom }

    /// Whether all four insets are finite.
    public var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }

    /// Whether all four insets are finite and not negative — what a layout accepts.
    public var isValidLayoutInsets: Bool {
        isFinite && top >= 0 && leading >= 0 && bottom >= 0 && trailing >= 0
    }

    /// The insets with only the edges in `edges` kept; the others are zero.
    ///
    /// - Parameter edges: The edges to keep.
    /// - Returns: The filtered insets.
    public func keeping(_ edges: DirectionalRectEdge) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
            bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    /// Edge-wise sum.
    public static func + (lhs: DirectionalEdgeInsets, rhs: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
            bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    /// The left/right insets for a reading direction: `leading` is `left` unless
    /// `rightToLeft`, when it is `right`.
    ///
    /// - Parameter rightToLeft: Whether the reading direction is right to left.
    /// - Returns: The absolute insets.
    public func edgeInsets(rightToLeft: Bool) -> EdgeInsets {
        rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The directional insets of absolute ones for a reading direction (the inverse of
    /// ``edgeInsets(rightToLeft:)``).
    ///
    /// - Parameters:
    ///   - insets: The absolute insets.
    ///   - rightToLeft: Whether the reading direction is right to left.
    public init(_ insets: EdgeInsets, rightToLeft: Bool) {
        self.init(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left,
            bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
    }
}

extension DirectionalEdgeInsets: CustomStringConvertible {
    /// `T,L,B,T` (top, leading, bottom, trailing), the form the CLI accepts for insets.
    public var description: String {
        "\(formatScalar(top)),\(formatScalar(leading)),\(formatScalar(bottom)),\(formatScalar(trailing))"
    }
}

extension Rect {
    /// The rect inset by directional insets for a reading direction.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 100, height: 50)
    ///     .inset(by: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0), rightToLeft: true)
    /// // (0, 0, 90, 50)
    /// ```
    ///
    /// - Parameters:
    ///   - insets: The insets.
    ///   - rightToLeft: Whether `leading` is the right edge.
    /// - Returns: The inset rect.
    public func inset(by insets: DirectionalEdgeInsets, rightToLeft: Bool) -> Rect {
        inset(by: insets.edgeInsets(rightToLeft: rightToLeft))
    }
}
