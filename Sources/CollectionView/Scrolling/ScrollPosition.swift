/// Where ``CollectionViewHost/scrollToItem(at:at:animated:)`` puts the item
/// (`UICollectionView.ScrollPosition`). Combine at most one vertical and one horizontal
/// position; the empty set scrolls as little as needed to show the whole item.
///
/// ```swift
/// try cv.scrollToItem(at: ElementIndexPath(item: 40, section: 0), at: [.centeredVertically, .left], animated: false)
/// ```
public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The bits of the set (UIKit's values: top 1, centredVertically 2, bottom 4,
    /// left 8, centredHorizontally 16, right 32).
    public let rawValue: UInt

    /// Creates a position from its raw bits (UIKit's values).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The item's top edge at the top of the visible area (below the content inset).
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centered vertically in the visible area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centered horizontally in the visible area.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)

    /// The vertical positions; at most one may be given.
    public static let vertical: ScrollPosition = [.top, .centeredVertically, .bottom]
    /// The horizontal positions; at most one may be given.
    public static let horizontal: ScrollPosition = [.left, .centeredHorizontally, .right]
    /// Every known bit.
    static let known: ScrollPosition = [.vertical, .horizontal]

    /// The names of the positions in the set, for messages.
    var names: [String] {
        let all: [(ScrollPosition, String)] = [
            (.top, "top"), (.centeredVertically, "centeredVertically"), (.bottom, "bottom"),
            (.left, "left"), (.centeredHorizontally, "centeredHorizontally"), (.right, "right"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}
