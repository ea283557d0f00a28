import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

/// The three smallest layouts of Docs/CompositionalLayout.md, as written there, with their frames.
@Suite("Compositional layout: the guide's examples")
struct ReadmeTests {
    @Test func theThreeSmallestLayouts() throws {
        // 1. A list of self-sizing rows.
        let row = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let list = CompositionalLayout(
            section: LayoutSection(
                group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [row])))

        // 2. A grid of squares, three across.
        let cell = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let grid = CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3)), repeatingSubitem: cell, count: 3)))

        // 3. A carousel that pages by card, with a header.
        let card = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let carousel = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.9), .absolute(200)), subitems: [card]))
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        carousel.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(36)), elementKind: "header", alignment: .top)
        ]
        let shelf = CompositionalLayout(section: carousel)

        _ = try prepared(list, items: [3])
        #expect(list.cell(2) == Rect(x: 0, y: 88, width: 300, height: 44))
        _ = try prepared(grid, items: [4])
        #expect(grid.cell(3) == Rect(x: 0, y: 100, width: 100, height: 100))
        _ = try prepared(shelf, items: [4])
        #expect(shelf.cell(1) == Rect(x: 280, y: 36, width: 270, height: 200))
        #expect(
            shelf.targetOrthogonalOffset(forProposed: Point(x: 600, y: 0), velocity: Vector(dx: 900, dy: 0), inSection: 0)
                == Point(x: 280, y: 0))
    }
}
