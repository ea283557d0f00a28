// AppStoreScreen — an App-Store-like screen in one CompositionalLayout: a pinned title
// bar, a paging carousel of large cards (zoomed by a visible-items handler), a 3-row shelf
// that pages by groups, and a plain list, on a headless collection view. The program
// scrolls with touches: a sideways pan on the carousel or the shelf scrolls that section
// (the host keeps its offset and decelerates it to where the section's behavior lands
// it), an upward pan scrolls the page; it prints the text preview while the carousel
// moves.
//
//     swift run AppStoreScreen

import CollectionView
import CompositionalLayout
import Geometry
import Gestures
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

/// Five cards, twelve apps, twenty rows; plain views for cells, headers and the title bar.
final class Store: CollectionViewDataSource {
    let counts = [5, 12, 20]
    func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        CollectionViewCell()
    }
    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        CollectionReusableView()
    }
}

let clock = ManualFrameClock(framesPerSecond: 60)
let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 390, height: 600), layout: layout, clock: clock)
let store = Store()
cv.dataSource = store
var time = 0.0

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

/// A finger pan from `start` by `distance`: down, ten moves over 0.1 s, then either a lift
/// while moving (a flick) or a 0.3 s rest before lifting (a slow drag, no velocity).
@MainActor func pan(from start: Point, by distance: Vector, flick: Bool) throws {
    time = max(time, clock.now)
    try cv.deliver(.began(id: 1, at: start, time: time))
    for step in 1...10 {
        let p = Point(x: start.x + distance.dx * Double(step) / 10, y: start.y + distance.dy * Double(step) / 10)
        try cv.deliver(.moved(id: 1, to: p, time: time + Double(step) / 100))
    }
    time += flick ? 0.1 : 0.4
    try cv.deliver(.ended(id: 1, at: start + distance, time: time))
    time += 0.5
}

// MARK: - The walk-through

do {
    let scroll = try ScrollGestureBinding(collectionView: cv)
    step(1, "The layout: a pinned title bar, a card carousel, a 3-row shelf, a list")
    try cv.layoutIfNeeded()
    print("content size: \(cv.contentSize)")
    print("title bar: \(layout.layoutAttributesForSupplementaryView(ofKind: "title", at: ElementIndexPath(item: 0, section: 0))!.frame)")
    print("card 0: \(frame(0, 0)), card 1: \(frame(1, 0))")
    print("shelf app 0: \(frame(0, 1)), app 3: \(frame(3, 1))")
    print("list row 0: \(frame(0, 2))")
    let lengths = layout.orthogonalContentLength(forSection: 0)!
    print("carousel: content \(formatScalar(lengths.content)) wide, \(formatScalar(lengths.visible)) visible")
    preview()

    step(2, "Flick the carousel left three times: groupPaging lands one card further each time")
    for fling in 1...3 {
        try pan(from: Point(x: 300, y: 180), by: Vector(dx: -150, dy: 0), flick: true)
        let velocity = scroll.lastFlingVelocity ?? .zero
        print(
            "fling \(fling): the pan scrolls section \(scroll.scrolledSection.map(String.init) ?? "none") at \(formatScalar(velocity.dx.rounded())) pt/s"
        )
        for _ in 0..<6 { clock.step() }
        if fling == 1 {
            print(
                "mid-flight after 6 frames: offset \(formatScalar((layout.orthogonalScrollingOffset(forSection: 0).x * 10).rounded() / 10))"
            )
            preview()
        }
        clock.runUntilIdle()
        let offset = layout.orthogonalScrollingOffset(forSection: 0)
        let card = layout.layoutAttributesForItem(at: ElementIndexPath(item: fling, section: 0))!
        let neighbour = layout.layoutAttributesForItem(at: ElementIndexPath(item: fling - 1, section: 0))!
        print(
            "fling \(fling): lands at \(formatScalar(offset.x)); card \(fling) at \(card.frame) scale \(formatScalar(card.transform.a)); "
                + "card \(fling - 1) scale \(formatScalar((neighbour.transform.a * 1000).rounded() / 1000))")
    }
    print("the page did not move: content offset \(cv.contentOffset)")
    preview()

    step(3, "A slow drag back by 300 points: the nearest card wins")
    try pan(from: Point(x: 50, y: 180), by: Vector(dx: 300, dy: 0), flick: false)
    clock.runUntilIdle()
    print("lands at \(formatScalar(layout.orthogonalScrollingOffset(forSection: 0).x)); card 2 at \(frame(2, 0))")
    print("the shelf did not move: app 0 at \(frame(0, 1))")

    step(4, "Flick the shelf by one column, then drag the page up: the title bar stays pinned")
    try pan(from: Point(x: 300, y: 400), by: Vector(dx: -150, dy: 0), flick: true)
    clock.runUntilIdle()
    print("shelf lands at \(formatScalar(layout.orthogonalScrollingOffset(forSection: 1).x)); app 3 at \(frame(3, 1))")
    try pan(from: Point(x: 200, y: 560), by: Vector(dx: 0, dy: -400), flick: false)
    clock.runUntilIdle()
    print("the pan scrolls \(scroll.scrolledSection.map { "section \($0)" } ?? "the page"): content offset \(cv.contentOffset)")
    print("title bar at \(layout.layoutAttributesForSupplementaryView(ofKind: "title", at: ElementIndexPath(item: 0, section: 0))!.frame)")
    preview()
    withExtendedLifetime(scroll) {}
} catch {
    print("error: \(error)")
}
