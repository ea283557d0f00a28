/// A set of rectangle edges named by reading direction (`NSDirectionalRectEdge`):
/// where a badge is anchored, which insets apply.
///
/// ```swift
/// let corner: DirectionalRectEdge = [.top, .trailing]
/// corner.contains(.leading) // false
/// DirectionalRectEdge.all == [.top, .leading, .bottom, .trailing] // true
/// ```
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable, Codable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left in left-to-right languages).
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right in left-to-right languages).
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension DirectionalRectEdge: CustomStringConvertible {
    /// The edges joined with `+` in the order top, leading, bottom, trailing (`top+trailing`);
    /// `none` for the empty set.
    public var description: String {
        let names = [(DirectionalRectEdge.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
            .filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }
}
