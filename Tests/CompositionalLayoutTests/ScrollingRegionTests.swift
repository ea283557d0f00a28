import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

@Suite("Compositional layout: orthogonal sections as scrollers")
struct ScrollingRegionTests {
    /// Five cards 240 wide, 10 apart, 100 tall, insets 5 leading and 15 trailing, a 20-point
    /// header above: the scroller is 300 × 100 at y 20, its content 1,260 wide.
    func carousel() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.absolute(240), .absolute(100)), subitems: [item])
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 15)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "header", alignment: .top)
        ]
        return CompositionalLayout { index, _ in
            if index == 0 { return section }
            return LayoutSection(group: LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        }
    }

    @Test func aRegionIsTheSectionsClipAndItsWholeContentAtTheOffset() throws {
        let layout = try prepared(carousel(), items: [5, 2])
        let regions = layout.orthogonalScrollingRegions(in: Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(regions.map(\.section) == [0])
        let region = try #require(regions.first)
        #expect(region.frame == Rect(x: 0, y: 20, width: 300, height: 100))
        #expect(region.contentFrame == Rect(x: 0, y: 20, width: 1_260, height: 100))
        // Every card, not only those near the window; the header does not scroll sideways.
        #expect(region.elements.map(\.key) == (0..<5).map { .cell(ElementIndexPath(item: $0, section: 0)) })
        #expect(region.elements.map(\.frame.minX) == [5, 255, 505, 755, 1_005])
        try layout.setOrthogonalScrollingOffset(Point(x: 300, y: 0), forSection: 0)
        let scrolled = try #require(layout.orthogonalScrollingRegions(in: Rect(x: 0, y: 0, width: 300, height: 600)).first)
        #expect(scrolled.frame == Rect(x: 0, y: 20, width: 300, height: 100))
        #expect(scrolled.contentFrame == Rect(x: -300, y: 20, width: 1_260, height: 100))
        #expect(scrolled.elements[4].frame == Rect(x: 705, y: 20, width: 240, height: 100))
        #expect(scrolled.elements[4].frame == layout.cell(4))
    }

    @Test func onlyOrthogonalSectionsMeetingTheRectAreRegions() throws {
        let layout = try prepared(carousel(), items: [5, 2])
        #expect(layout.orthogonalScrollingRegions(in: Rect(x: 0, y: 121, width: 300, height: 100)).isEmpty)
        #expect(layout.orthogonalScrollingRegions(in: .null).isEmpty)
        #expect(
            CompositionalLayout(
                section: LayoutSection(
                    group: LayoutGroup.horizontal(
                        layoutSize: size(.absolute(1), .absolute(1)), subitems: [LayoutItem(layoutSize: size(.absolute(1), .absolute(1)))]))
            ).orthogonalScrollingRegions(in: Rect(x: 0, y: 0, width: 9, height: 9)).isEmpty)
    }

    @Test func rightToLeftMirrorsTheContent() throws {
        let layout = try prepared(carousel(), items: [5, 2], direction: .rightToLeft)
        let region = try #require(layout.orthogonalScrollingRegions(in: Rect(x: 0, y: 0, width: 300, height: 600)).first)
        #expect(region.frame == Rect(x: 0, y: 20, width: 300, height: 100))
        // The content's leading edge is on the right: it reaches 960 to the left of the clip.
        #expect(region.contentFrame == Rect(x: -960, y: 20, width: 1_260, height: 100))
        #expect(region.elements[0].frame == Rect(x: 55, y: 20, width: 240, height: 100))
        #expect(region.elements[0].frame == layout.cell(0))
    }

    @Test func theHitTestFindsTheSectionWhoseScrollerHoldsThePoint() throws {
        let layout = try prepared(carousel(), items: [5, 2])
        // The scroller is 300 × 100 at y 20: the header above and the rows below are not in it.
        #expect(layout.orthogonalScrollingSection(at: Point(x: 150, y: 20)) == 0)
        #expect(layout.orthogonalScrollingSection(at: Point(x: 299, y: 119)) == 0)
        #expect(layout.orthogonalScrollingSection(at: Point(x: 150, y: 19)) == nil, "the header")
        #expect(layout.orthogonalScrollingSection(at: Point(x: 150, y: 120)) == nil, "the rows of section 1")
        #expect(layout.orthogonalScrollingSection(at: Point(x: 300, y: 50)) == nil, "the trailing edge is outside")
        #expect(layout.orthogonalScrollingSection(at: Point(x: .infinity, y: 50)) == nil)
        // Scrolling the section does not move its scroller.
        try layout.setOrthogonalScrollingOffset(Point(x: 300, y: 0), forSection: 0)
        #expect(layout.orthogonalScrollingSection(at: Point(x: 0, y: 50)) == 0)
        let rtl = try prepared(carousel(), items: [5, 2], direction: .rightToLeft)
        #expect(
            rtl.orthogonalScrollingSection(at: Point(x: 0.5, y: 50)) == 0
                && rtl.orthogonalScrollingSection(at: Point(x: 150, y: 130)) == nil)
        #expect(
            CompositionalLayout(
                section: LayoutSection(
                    group: LayoutGroup.horizontal(
                        layoutSize: size(.absolute(1), .absolute(1)), subitems: [LayoutItem(layoutSize: size(.absolute(1), .absolute(1)))]))
            ).orthogonalScrollingSection(at: .zero) == nil, "before a pass")
    }
}
