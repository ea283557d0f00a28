import Geometry

/// The space between or around items: exact, or a minimum that grows to share the free
/// space (`NSCollectionLayoutSpacing`).
///
/// Flexible spacings split the space their group has left evenly among themselves, so
/// `group.interItemSpacing = .flexible(0)` spreads items across the group's width.
///
/// ```swift
/// group.interItemSpacing = .fixed(8)
/// ```
public struct LayoutSpacing: Hashable, Sendable {
    /// The points (the minimum, for flexible spacing).
    public let spacing: Double
    /// Whether the spacing grows to share free space.
    public let isFlexibleSpacing: Bool

    private init(spacing: Double, flexible: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = flexible
    }

    /// Exactly `points` of space (`fixed(_:)`).
    public static func fixed(_ points: Double) -> LayoutSpacing { LayoutSpacing(spacing: points, flexible: false) }
    /// At least `points` of space, more when the group has space left (`flexible(_:)`).
    public static func flexible(_ points: Double) -> LayoutSpacing { LayoutSpacing(spacing: points, flexible: true) }

    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Checks the value: finite, and not negative when flexible.
    func validate(_ path: @autoclosure () -> String) throws(CompositionalLayoutError) {
        guard spacing.isFinite else { throw CompositionalLayoutError(path(), .nonFiniteValue("spacing", spacing)) }
        if isFlexibleSpacing && spacing < 0 { throw CompositionalLayoutError(path(), .negativeFlexibleSpacing(spacing)) }
    }
}

extension LayoutSpacing: CustomStringConvertible {
    /// `fixed(8)` or `flexible(0)`.
    public var description: String { "\(isFlexibleSpacing ? "flexible" : "fixed")(\(formatScalar(spacing)))" }
}

/// The space around an item on each edge, added outside its frame when its group lays
/// it out (`NSCollectionLayoutEdgeSpacing`); `nil` edges add nothing.
///
/// ```swift
/// item.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
/// // items spread evenly along a horizontal group
/// ```
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// The space before the item's leading edge.
    public let leading: LayoutSpacing?
    /// The space above the item.
    public let top: LayoutSpacing?
    /// The space after the item's trailing edge.
    public let trailing: LayoutSpacing?
    /// The space below the item.
    public let bottom: LayoutSpacing?

    /// Creates edge spacing (UIKit's argument order).
    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    func validate(_ path: @autoclosure () -> String) throws(CompositionalLayoutError) {
        try leading?.validate(path() + ".leading")
        try top?.validate(path() + ".top")
        try trailing?.validate(path() + ".trailing")
        try bottom?.validate(path() + ".bottom")
    }
}
