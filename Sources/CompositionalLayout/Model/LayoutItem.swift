import Geometry

/// The smallest component of a compositional layout: one cell (`NSCollectionLayoutItem`).
///
/// A reference type configured after creation, as in UIKit:
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
///                                             heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(all: 2)
/// ```
///
/// The item's frame is the space its group gives it, inset by ``contentInsets`` (on
/// axes whose dimension is not estimated: UIKit ignores insets along a self-sizing axis).
open class LayoutItem {
    /// The item's size (fractions of its group's content size).
    public let layoutSize: LayoutSize
    /// The distance from the allotted space to the item's frame; zero by default.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The space outside the item on each edge, used when its group lays it out; `nil`
    /// by default.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary views anchored to the item (badges).
    public var supplementaryItems: [LayoutSupplementaryItem]

    /// Creates an item of a size (`init(layoutSize:)`).
    public init(layoutSize: LayoutSize) {
        self.layoutSize = layoutSize
        self.supplementaryItems = []
    }

    /// Creates an item with supplementary items anchored to it
    /// (`init(layoutSize:supplementaryItems:)`).
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
