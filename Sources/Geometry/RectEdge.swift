/// An edge of a rectangle, for ``Rect/divided(atDistance:from:)`` (`CGRectEdge`).
public enum RectEdge: Hashable, Sendable, CaseIterable, Codable {
    /// The edge at the smallest x coordinate (left).
    case minXEdge
    /// The edge at the smallest y coordinate (top, in a y-down system).
    case minYEdge
    /// The edge at the largest x coordinate (right).
    case maxXEdge
    /// The edge at the largest y coordinate (bottom, in a y-down system).
    case maxYEdge
}
