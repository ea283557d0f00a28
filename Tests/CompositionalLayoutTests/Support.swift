import CompositionalLayout
import Geometry
import LayoutProtocol

/// A size from two dimensions.
func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }

/// A prepared layout on a static host.
func prepared(
    _ layout: CompositionalLayout, items: [Int], width: Double = 300, height: Double = 600, offset: Point = .zero,
    direction: LayoutDirection = .leftToRight, safeArea: EdgeInsets = .zero, margins: EdgeInsets = .zero, contentInset: EdgeInsets = .zero
) throws -> CompositionalLayout {
    layout.host = StaticLayoutHost(
        itemCounts: items, bounds: Rect(x: offset.x, y: offset.y, width: width, height: height), contentInset: contentInset,
        safeAreaInsets: safeArea, layoutMargins: margins, layoutDirection: direction)
    try layout.prepareIfNeeded()
    return layout
}

extension CompositionalLayout {
    /// The frame of a cell.
    func cell(_ item: Int, _ section: Int = 0) -> Rect? {
        layoutAttributesForItem(at: ElementIndexPath(item: item, section: section))?.frame
    }
    /// The frame of a supplementary view.
    func supplementary(_ kind: String, _ item: Int, _ section: Int) -> Rect? {
        layoutAttributesForSupplementaryView(ofKind: kind, at: ElementIndexPath(item: item, section: section))?.frame
    }
}

/// The three-across grid of square cells: the benchmark layout.
func threeAcrossGrid(spacing: Double = 0) -> CompositionalLayout {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3)), repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(spacing)
    let section = LayoutSection(group: group)
    section.interGroupSpacing = spacing
    return CompositionalLayout(section: section)
}
