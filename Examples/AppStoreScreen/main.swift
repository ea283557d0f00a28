// AppStoreScreen — an App-Store-like screen in one CompositionalLayout: a pinned title
// bar, a paging carousel of large cards (zoomed by a visible-items handler), a 3-row shelf
// that pages by groups, and a plain list. The carousel's section offset is host state:
// the program plays the host, asks the layout where each fling lands and prints the
// text preview after every move.
//
//     swift run AppStoreScreen

import CompositionalLayout
import Geometry
import LayoutPreview
import LayoutProtocol

func step(_ number: Int, _ title: String) {
    print("\n== Step \(number): \(title)")
}

func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }

func header(_ kind: String = "header", height: Double = 36) -> LayoutBoundarySupplementaryItem {
    LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind, alignment: .top)
}

// MARK: - The screen

/// Section 0: large cards, one per page, scaled down as they leave the middle.
func carousel() -> LayoutSection {
    let card = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.9), .absolute(200)), subitems: [card])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20)
    section.boundarySupplementaryItems = [header()]
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        let middle = environment.container.contentSize.width / 2
        for item in items where item.representedElementCategory == .cell {
            let distance = abs(item.frame.midX - offset.x - middle)
            let scale = max(0.9, 1 - distance / 1000)
            item.transform = AffineTransform(scaleX: scale, y: scale)
        }
    }
    return section
}

/// Section 1: apps in columns of three rows; the shelf pages one column at a time.
func shelf() -> LayoutSection {
    let app = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    app.contentInsets = DirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
    let column = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.8), .absolute(180)), repeatingSubitem: app, count: 3)
    let section = LayoutSection(group: column)
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 12
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20)
    section.boundarySupplementaryItems = [header()]
    return section
}

/// Section 2: a plain list with headers.
func list(_ environment: LayoutEnvironment) -> LayoutSection {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    return LayoutSection.list(using: configuration, layoutEnvironment: environment)
}

let configuration = CompositionalLayoutConfiguration()
let titleBar = header("title", height: 44)
titleBar.pinToVisibleBounds = true
titleBar.zIndex = 10
configuration.boundarySupplementaryItems = [titleBar]
let layout = CompositionalLayout(configuration: configuration) { index, environment in
    switch index {
    case 0: return carousel()
    case 1: return shelf()
    default: return list(environment)
    }
}
var host = StaticLayoutHost(itemCounts: [5, 12, 20], bounds: Rect(x: 0, y: 0, width: 390, height: 600))
layout.host = host

@MainActor func frame(_ item: Int, _ section: Int) -> String {
    layout.layoutAttributesForItem(at: ElementIndexPath(item: item, section: section)).map { "\($0.frame)" } ?? "none"
}

@MainActor func preview() {
    do {
        let scene = try PreviewScene.capture(layout, named: "app store")
        print(scene.renderText(columns: 60))
    } catch {
        print("preview failed: \(error)")
    }
}

// MARK: - The walk-through

do {
    step(1, "The layout: a pinned title bar, a card carousel, a 3-row shelf, a list")
    try layout.prepareIfNeeded()
    print("content size: \(layout.contentSize)")
    print("title bar: \(layout.layoutAttributesForSupplementaryView(ofKind: "title", at: ElementIndexPath(item: 0, section: 0))!.frame)")
    print("card 0: \(frame(0, 0)), card 1: \(frame(1, 0))")
    print("shelf app 0: \(frame(0, 1)), app 3: \(frame(3, 1))")
    print("list row 0: \(frame(0, 2))")
    let lengths = layout.orthogonalContentLength(forSection: 0)!
    print("carousel: content \(formatScalar(lengths.content)) wide, \(formatScalar(lengths.visible)) visible")
    preview()

    step(2, "Fling the carousel left: groupPaging lands one card further")
    var offset = layout.orthogonalScrollingOffset(forSection: 0)
    for fling in 1...3 {
        let proposed = Point(x: offset.x + 900, y: 0)
        offset = layout.targetOrthogonalOffset(forProposed: proposed, velocity: Vector(dx: 1500, dy: 0), inSection: 0)
        try layout.setOrthogonalScrollingOffset(offset, forSection: 0)
        let card = layout.layoutAttributesForItem(at: ElementIndexPath(item: fling, section: 0))!
        let neighbour = layout.layoutAttributesForItem(at: ElementIndexPath(item: fling - 1, section: 0))!
        print(
            "fling \(fling): lands at \(formatScalar(offset.x)); card \(fling) at \(card.frame) scale \(formatScalar(card.transform.a)); "
                + "card \(fling - 1) scale \(formatScalar((neighbour.transform.a * 1000).rounded() / 1000))")
    }
    preview()

    step(3, "A slow drag back: the nearest card wins")
    offset = layout.targetOrthogonalOffset(forProposed: Point(x: offset.x - 300, y: 0), velocity: Vector(dx: 0, dy: 0), inSection: 0)
    try layout.setOrthogonalScrollingOffset(offset, forSection: 0)
    print("lands at \(formatScalar(offset.x)); card 2 at \(frame(2, 0))")
    print("the shelf did not move: app 0 at \(frame(0, 1))")

    step(4, "Page the shelf by one column, then scroll the page: the title bar stays pinned")
    let shelfOffset = layout.targetOrthogonalOffset(forProposed: Point(x: 500, y: 0), velocity: Vector(dx: 800, dy: 0), inSection: 1)
    try layout.setOrthogonalScrollingOffset(shelfOffset, forSection: 1)
    print("shelf lands at \(formatScalar(shelfOffset.x)); app 3 at \(frame(3, 1))")
    host.bounds = Rect(x: 0, y: 400, width: 390, height: 600)
    layout.changeStaticHostBounds(to: host.bounds)
    try layout.prepareIfNeeded()
    print("title bar at \(layout.layoutAttributesForSupplementaryView(ofKind: "title", at: ElementIndexPath(item: 0, section: 0))!.frame)")
    preview()
} catch {
    print("error: \(error)")
}
