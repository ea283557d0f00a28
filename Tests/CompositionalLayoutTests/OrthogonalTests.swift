import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

@Suite("Compositional layout: orthogonal sections")
struct OrthogonalTests {
    /// Five cards 240 wide, 10 apart, 100 tall: stride 250, content 1240, visible 300, maximum 940.
    func carousel(_ behavior: OrthogonalScrollingBehavior, insets: DirectionalEdgeInsets = .zero) -> (CompositionalLayout, LayoutSection) {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        section.contentInsets = insets
        return (CompositionalLayout(section: section), section)
    }

    func landing(_ behavior: OrthogonalScrollingBehavior, from current: Double, proposed: Double, velocity: Double) throws -> Double {
        let layout = try prepared(carousel(behavior).0, items: [5])
        try layout.setOrthogonalScrollingOffset(Point(x: current, y: 0), forSection: 0)
        return layout.targetOrthogonalOffset(forProposed: Point(x: proposed, y: 0), velocity: Vector(dx: velocity, dy: 0), inSection: 0).x
    }

    @Test func groupsLineUpAcrossAndScrollByTheSectionOffset() throws {
        let (layout, _) = carousel(.continuous)
        _ = try prepared(layout, items: [5, 3])
        #expect(layout.cell(1) == Rect(x: 250, y: 0, width: 240, height: 100))
        #expect(layout.cell(0, 1) == Rect(x: 0, y: 100, width: 240, height: 100))
        #expect(layout.contentSize == Size(width: 300, height: 200))
        #expect(layout.orthogonalContentLength(forSection: 0)! == (1240, 300))
        try layout.setOrthogonalScrollingOffset(Point(x: 100, y: 0), forSection: 0)
        #expect(layout.cell(0) == Rect(x: -100, y: 0, width: 240, height: 100))
        #expect(layout.cell(0, 1) == Rect(x: 0, y: 100, width: 240, height: 100), "other sections do not move")
        let visible = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(visible.filter { $0.indexPath.section == 0 }.map(\.indexPath.item).sorted() == [0, 1])
        try layout.setOrthogonalScrollingOffset(Point(x: 400, y: 0), forSection: 0)
        let later = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 300, height: 99))
        #expect(later.map(\.indexPath.item).sorted() == [1, 2])
        #expect(layout.mayPlaceElementsOutsideContent)
    }

    @Test func continuousLandsWhereDecelerationStops() throws {
        #expect(try landing(.continuous, from: 0, proposed: 123, velocity: 500) == 123)
        #expect(try landing(.continuous, from: 0, proposed: 1000, velocity: 500) == 940)
        #expect(try landing(.continuous, from: 100, proposed: -50, velocity: -500) == 0)
    }

    @Test func continuousGroupLeadingBoundaryLandsOnTheNearestGroup() throws {
        #expect(try landing(.continuousGroupLeadingBoundary, from: 0, proposed: 380, velocity: 300) == 500)
        #expect(try landing(.continuousGroupLeadingBoundary, from: 0, proposed: 370, velocity: 300) == 250)
        #expect(try landing(.continuousGroupLeadingBoundary, from: 0, proposed: 1100, velocity: 300) == 940)
    }

    @Test func pagingMovesOnePage() throws {
        #expect(try landing(.paging, from: 0, proposed: 2000, velocity: 900) == 300)
        #expect(try landing(.paging, from: 250, proposed: 700, velocity: 100) == 300)
        #expect(try landing(.paging, from: 250, proposed: 200, velocity: -100) == 0)
        #expect(try landing(.paging, from: 300, proposed: 480, velocity: 0) == 600)
        #expect(try landing(.paging, from: 900, proposed: 1200, velocity: 100) == 940)
    }

    @Test func groupPagingMovesOneGroup() throws {
        #expect(try landing(.groupPaging, from: 0, proposed: 900, velocity: 800) == 250)
        #expect(try landing(.groupPaging, from: 260, proposed: 900, velocity: 800) == 500)
        #expect(try landing(.groupPaging, from: 260, proposed: 0, velocity: -800) == 250)
        #expect(try landing(.groupPaging, from: 500, proposed: 620, velocity: 0) == 500)
        #expect(try landing(.groupPaging, from: 1000, proposed: 1100, velocity: 100) == 1000, "the last group can land")
    }

    @Test func groupPagingCenteredCentresAGroup() throws {
        // Group k is centred at 250k + 120 − 150.
        #expect(try landing(.groupPagingCentered, from: 0, proposed: 600, velocity: 800) == 220)
        #expect(try landing(.groupPagingCentered, from: 0, proposed: 500, velocity: 0) == 470)
        #expect(try landing(.groupPagingCentered, from: 470, proposed: 0, velocity: -10) == 220)
        let (layout, _) = carousel(.groupPagingCentered, insets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        _ = try prepared(layout, items: [5])
        // Content 260 wide: groups 208, stride 218; group 1 centred at 20 + 218 + 104 − 150.
        #expect(layout.targetOrthogonalOffset(forProposed: Point(x: 150, y: 0), velocity: Vector(dx: 0, dy: 0), inSection: 0).x == 192)
    }

    @Test func noneDoesNotScroll() throws {
        let layout = try prepared(threeAcrossGrid(), items: [5])
        #expect(layout.targetOrthogonalOffset(forProposed: Point(x: 50, y: 0), velocity: Vector(dx: 100, dy: 0), inSection: 0) == .zero)
        #expect(
            throws: LayoutError.invalidGeometry(
                "sections[0].orthogonalScrollingOffset: the section does not scroll orthogonally (its orthogonalScrollingBehavior is none)")
        ) {
            try layout.setOrthogonalScrollingOffset(Point(x: 10, y: 0), forSection: 0)
        }
        let (carousel, _) = carousel(.paging)
        _ = try prepared(carousel, items: [5])
        #expect(throws: LayoutError.self) { try carousel.setOrthogonalScrollingOffset(Point(x: .nan, y: 0), forSection: 0) }
        #expect(carousel.orthogonalScrollingOffset(forSection: 0) == .zero)
    }

    @Test func visibleItemsHandlerSeesItemsOffsetAndEnvironmentAndMaySetTransforms() throws {
        let (layout, section) = carousel(.groupPaging)
        var calls: [(items: [Int], frames: [Rect], offset: Point, width: Double)] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            calls.append((items.map(\.indexPath.item), items.map(\.frame), offset, environment.container.contentSize.width))
            for item in items {
                // The carousel zoom: scale by the distance from the centre.
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(0.5, 1 - distance / 1000)
                item.transform = AffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
                item.zIndex = item.indexPath.item == 1 ? 5 : 0
            }
        }
        _ = try prepared(layout, items: [5])
        #expect(calls.count == 1)
        #expect(calls[0].items == [0, 1] && calls[0].offset == Point(x: 0, y: 0) && calls[0].width == 300)
        try layout.setOrthogonalScrollingOffset(Point(x: 100, y: 0), forSection: 0)
        #expect(calls.count == 2)
        #expect(calls[1].items == [0, 1])
        #expect(calls[1].frames == [Rect(x: 0, y: 0, width: 240, height: 100), Rect(x: 250, y: 0, width: 240, height: 100)])
        #expect(calls[1].offset == Point(x: 100, y: 0))
        let one = try #require(layout.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0)))
        // Item 1's centre on screen: 370 − 100 = 270; 120 from the middle: scale 0.88.
        #expect(one.frame == Rect(x: 150, y: 0, width: 240, height: 100))
        #expect(one.alpha == 0.88)
        #expect(one.transform == AffineTransform(scaleX: 0.88, y: 0.88))
        #expect(one.zIndex == 5)
        let inRect = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 300, height: 100)).first { $0.indexPath.item == 1 }
        #expect(inRect == one)
    }

    @Test func rectQueriesStopOneVisibleWidthOutsideTheWindow() throws {
        let (layout, _) = carousel(.continuous)
        _ = try prepared(layout, items: [20])
        // Window: -300…600 across. Item 3 starts at 750: clipped by the section's scroller.
        let far = layout.layoutAttributesForElements(in: Rect(x: -10_000, y: 0, width: 20_000, height: 100))
        #expect(far.map(\.indexPath.item).sorted() == [0, 1, 2])
        #expect(layout.cell(3) == Rect(x: 750, y: 0, width: 240, height: 100), "single queries answer for any item")
        try layout.setOrthogonalScrollingOffset(Point(x: 2000, y: 0), forSection: 0)
        let later = layout.layoutAttributesForElements(in: Rect(x: -10_000, y: 0, width: 20_000, height: 100))
        #expect(later.map(\.indexPath.item).sorted() == [6, 7, 8, 9, 10], "item 6 ends at -260, inside -300…600")
    }

    @Test func horizontalLayoutsScrollSectionsVertically() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(0.5)), subitems: [item])
        let section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .paging
        let config = CompositionalLayoutConfiguration()
        config.scrollDirection = .horizontal
        let layout = try prepared(CompositionalLayout(section: section, configuration: config), items: [6], height: 400)
        #expect(layout.cell(1) == Rect(x: 0, y: 200, width: 100, height: 200))
        #expect(layout.contentSize == Size(width: 100, height: 400))
        try layout.setOrthogonalScrollingOffset(Point(x: 0, y: 250), forSection: 0)
        #expect(layout.cell(1) == Rect(x: 0, y: -50, width: 100, height: 200))
        #expect(
            layout.targetOrthogonalOffset(forProposed: Point(x: 0, y: 300), velocity: Vector(dx: 0, dy: 50), inSection: 0)
                == Point(x: 0, y: 400))
    }

    @Test func rightToLeftOrthogonalSectionsScrollFromTheRight() throws {
        let (layout, section) = carousel(.continuous)
        var offsets: [Point] = []
        var midXs: [Double] = []
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            midXs = items.map(\.frame.midX)
        }
        _ = try prepared(layout, items: [5], direction: .rightToLeft)
        #expect(layout.cell(0) == Rect(x: 60, y: 0, width: 240, height: 100))
        #expect(layout.cell(1) == Rect(x: -190, y: 0, width: 240, height: 100))
        try layout.setOrthogonalScrollingOffset(Point(x: 100, y: 0), forSection: 0)
        #expect(layout.cell(1) == Rect(x: -90, y: 0, width: 240, height: 100), "positive offsets bring later items in from the left")
        #expect(offsets.last == Point(x: -100, y: 0))
        // On screen: the unscrolled frame's midX minus offset.x.
        #expect(midXs.map { $0 - offsets.last!.x } == [280, 30])
    }
}

@Suite("The compositional layout adopts the host's orthogonal-scrolling extension point")
struct OrthogonalScrollingLayoutAdoptionTests {
    @Test func itScrollsAcrossItsOwnDirectionThroughTheProtocol() throws {
        let layout: any OrthogonalScrollingLayout = try prepared(OrthogonalTests().carousel(.continuous).0, items: [5])
        #expect(layout.orthogonalSectionsScrollHorizontally)
        #expect(layout.orthogonalContentLength(forSection: 0)?.content == 1240)
        try layout.setOrthogonalScrollingOffset(Point(x: 120, y: 0), forSection: 0)
        #expect(layout.orthogonalScrollingOffset(forSection: 0) == Point(x: 120, y: 0))
        #expect(layout.targetOrthogonalOffset(forProposed: Point(x: 2000, y: 0), velocity: Vector(dx: 900, dy: 0), inSection: 0).x == 940)
    }
}
