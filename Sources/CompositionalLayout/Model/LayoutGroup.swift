import Geometry

/// A container of items laid out along one axis, or placed by a closure
/// (`NSCollectionLayoutGroup`). A group is itself an item, so groups nest to any depth.
///
/// - ``horizontal(layoutSize:subitems:)`` / ``vertical(layoutSize:subitems:)``: the
///   subitems in order, repeated while the next one fits in the group (UIKit's rule: a
///   group of width 1 with one item of `fractionalWidth(0.25)` holds four).
/// - ``horizontal(layoutSize:repeatingSubitem:count:)`` / ``vertical(layoutSize:repeatingSubitem:count:)``:
///   exactly `count` copies; their length along the axis is the group's, less the
///   spacing, shared equally (the subitem's own dimension along the axis is ignored).
/// - ``custom(layoutSize:itemProvider:)``: frames from a closure.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
/// let row = LayoutGroup.horizontal(
///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
///     repeatingSubitem: item, count: 3)
/// row.interItemSpacing = .fixed(8)
/// ```
///
/// Bad values (no subitems, a count below 1) are reported when the layout prepares,
/// with the path to the group.
public final class LayoutGroup: LayoutItem {
    /// How a group arranges its subitems.
    public enum Arrangement: Hashable, Sendable {
        /// Side by side, leading to trailing.
        case horizontal
        /// Top to bottom.
        case vertical
        /// Frames from an item provider.
        case custom
    }

    /// How the group arranges its subitems.
    public let arrangement: Arrangement
    /// The items and groups inside the group.
    public let subitems: [LayoutItem]
    /// The exact number of copies of the single subitem, or `nil` when the subitems
    /// repeat while they fit.
    public let repeatCount: Int?
    /// The closure of a custom group.
    public let itemProvider: LayoutGroupCustomItemProvider?
    /// The space between consecutive subitems along the group's axis; `nil` for none.
    public var interItemSpacing: LayoutSpacing?

    private init(
        layoutSize: LayoutSize, arrangement: Arrangement, subitems: [LayoutItem], repeatCount: Int?,
        itemProvider: LayoutGroupCustomItemProvider?
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repeatCount = repeatCount
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize)
    }

    /// A group that lays its subitems out side by side, repeating them while they fit
    /// (`horizontal(layoutSize:subitems:)`).
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, repeatCount: nil, itemProvider: nil)
    }

    /// A group of exactly `count` copies of a subitem side by side, sharing the group's
    /// width (`horizontal(layoutSize:repeatingSubitem:count:)`).
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repeatCount: count, itemProvider: nil)
    }

    /// A group that lays its subitems out top to bottom, repeating them while they fit
    /// (`vertical(layoutSize:subitems:)`).
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repeatCount: nil, itemProvider: nil)
    }

    /// A group of exactly `count` copies of a subitem top to bottom, sharing the group's
    /// height (`vertical(layoutSize:repeatingSubitem:count:)`).
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repeatCount: count, itemProvider: nil)
    }

    /// A group whose items' frames come from a closure, one data item per returned frame
    /// (`custom(layoutSize:itemProvider:)`). Frames are relative to the group's origin.
    public static func custom(layoutSize: LayoutSize, itemProvider: @escaping LayoutGroupCustomItemProvider) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom, subitems: [], repeatCount: nil, itemProvider: itemProvider)
    }
}

/// The closure of a custom group: the frames of its items in the environment.
public typealias LayoutGroupCustomItemProvider = (LayoutEnvironment) -> [LayoutGroupCustomItem]

/// One item of a custom group: a frame relative to the group's origin and a z-index
/// (`NSCollectionLayoutGroupCustomItem`).
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The frame relative to the group's origin.
    public let frame: Rect
    /// The stacking order; 0 by default.
    public let zIndex: Int

    /// Creates a custom item (`init(frame:)`, `init(frame:zIndex:)`).
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
