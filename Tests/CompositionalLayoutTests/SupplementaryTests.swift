import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

@Suite("Compositional layout: headers, footers, badges, backgrounds, right-to-left")
struct SupplementaryTests {
    func header(_ height: Double, kind: String = "header", alignment: RectAlignment = .top) -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind, alignment: alignment)
    }

    func gridSection() -> LayoutSection {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3)), repeatingSubitem: item, count: 3)
        return LayoutSection(group: group)
    }

    @Test func headersAndFootersExtendTheSection() throws {
        let section = gridSection()
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 5, trailing: 0)
        section.boundarySupplementaryItems = [header(40), header(30, kind: "footer", alignment: .bottom)]
        let layout = try prepared(CompositionalLayout(section: section), items: [4, 1])
        #expect(layout.supplementary("header", 0, 0) == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(layout.cell(0, 0) == Rect(x: 0, y: 50, width: 100, height: 100))
        #expect(layout.supplementary("footer", 0, 0) == Rect(x: 0, y: 255, width: 300, height: 30))
        #expect(layout.supplementary("header", 0, 1) == Rect(x: 0, y: 285, width: 300, height: 40))
        #expect(layout.cell(0, 1) == Rect(x: 0, y: 335, width: 100, height: 100))
        #expect(layout.contentSize.height == 285 + 40 + 10 + 100 + 5 + 30)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: ElementIndexPath(item: 0, section: 0))?.zIndex == 1)
    }

    @Test func nonExtendingOffsetAndInsetFollowing() throws {
        let section = gridSection()
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 30)
        let overlay = LayoutBoundarySupplementaryItem(
            layoutSize: size(.absolute(60), .absolute(20)), elementKind: "tag", alignment: .topTrailing, absoluteOffset: Point(x: -5, y: 5))
        overlay.extendsBoundary = false
        overlay.zIndex = 9
        section.boundarySupplementaryItems = [header(40), overlay]
        let layout = try prepared(CompositionalLayout(section: section), items: [3])
        // Follows the section's insets: the header spans 30…270.
        #expect(layout.supplementary("header", 0, 0) == Rect(x: 30, y: 0, width: 240, height: 40))
        #expect(layout.cell(0) == Rect(x: 30, y: 40, width: 80, height: 80))
        #expect(layout.supplementary("tag", 0, 0) == Rect(x: 205, y: 45, width: 60, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "tag", at: ElementIndexPath(item: 0, section: 0))?.zIndex == 9)
        #expect(layout.contentSize.height == 120)

        section.supplementariesFollowContentInsets = false
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(layout.supplementary("header", 0, 0) == Rect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test func pinnedHeadersStayInTheirSection() throws {
        let section = gridSection()
        let pinned = header(50)
        pinned.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinned]
        let layout = try prepared(CompositionalLayout(section: section), items: [20, 20])
        // Section 0: header 0…50, seven rows 50…750. Section 1 starts at 750.
        #expect(layout.supplementary("header", 0, 0) == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 100, width: 300, height: 600)))
        layout.changeStaticHostBounds(to: Rect(x: 0, y: 100, width: 300, height: 600))
        try layout.prepareIfNeeded()
        #expect(layout.supplementary("header", 0, 0) == Rect(x: 0, y: 100, width: 300, height: 50))
        layout.changeStaticHostBounds(to: Rect(x: 0, y: 720, width: 300, height: 600))
        try layout.prepareIfNeeded()
        #expect(layout.supplementary("header", 0, 0) == Rect(x: 0, y: 700, width: 300, height: 50), "pushed up by the section's end")
        #expect(layout.supplementary("header", 0, 1) == Rect(x: 0, y: 750, width: 300, height: 50))
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 720, width: 300, height: 600))
        #expect(found.filter { $0.category == .supplementary(kind: "header") }.map(\.frame.minY).sorted() == [700, 750])
        layout.changeStaticHostBounds(to: Rect(x: 0, y: 1000, width: 300, height: 600))
        try layout.prepareIfNeeded()
        #expect(layout.supplementary("header", 0, 1) == Rect(x: 0, y: 1000, width: 300, height: 50))
        #expect(layout.preparePassCount == 4, "scrolling re-runs only the cheap pass")
    }

    @Test func pinnedFooterAndLayoutWideHeader() throws {
        let section = gridSection()
        let footer = header(20, kind: "footer", alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [footer]
        let config = CompositionalLayoutConfiguration()
        config.boundarySupplementaryItems = [header(60, kind: "banner")]
        let layout = try prepared(CompositionalLayout(section: section, configuration: config), items: [30], height: 400)
        #expect(layout.supplementary("banner", 0, 0) == Rect(x: 0, y: 0, width: 300, height: 60))
        #expect(layout.cell(0) == Rect(x: 0, y: 60, width: 100, height: 100))
        // Natural footer position: 60 + 1000 = 1060; pinned to the visible bottom (400).
        #expect(layout.supplementary("footer", 0, 0) == Rect(x: 0, y: 380, width: 300, height: 20))
        #expect(layout.contentSize.height == 1080)
    }

    @Test func badgesWithFractionalAndAbsoluteOffsets() throws {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        let corner = LayoutSupplementaryItem(
            layoutSize: size(.fractionalWidth(0.5), .absolute(20)), elementKind: "corner",
            containerAnchor: LayoutAnchor(edges: [.bottom, .leading], absoluteOffset: Point(x: 5, y: 5)))
        let centred = LayoutSupplementaryItem(
            layoutSize: size(.absolute(10), .absolute(10)), elementKind: "dot",
            containerAnchor: LayoutAnchor(edges: [.bottom]), itemAnchor: LayoutAnchor(edges: [.top]))
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge, corner, centred])
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3)), repeatingSubitem: item, count: 3)
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group)), items: [4])
        #expect(layout.supplementary("badge", 0, 0) == Rect(x: 86, y: -6, width: 20, height: 20))
        #expect(layout.supplementary("badge", 3, 0) == Rect(x: 86, y: 94, width: 20, height: 20))
        #expect(layout.supplementary("corner", 1, 0) == Rect(x: 105, y: 85, width: 50, height: 20))
        #expect(layout.supplementary("dot", 0, 0) == Rect(x: 45, y: 100, width: 10, height: 10))
        #expect(layout.supplementary("badge", 4, 0) == nil)
        #expect(layout.mayPlaceElementsOutsideContent)
        let found = layout.layoutAttributesForElements(in: Rect(x: 80, y: -10, width: 10, height: 5))
        #expect(found.map(\.key) == [ElementKey(.supplementary(kind: "badge"), ElementIndexPath(item: 0, section: 0))])
    }

    @Test func backgroundCoversTheSection() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), repeatingSubitem: item, count: 4)
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        let background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: 5)
        section.decorationItems = [background]
        let layout = try prepared(CompositionalLayout(section: section), items: [8, 1])
        let path = ElementIndexPath(item: 0, section: 0)
        let a = try #require(layout.layoutAttributesForDecorationView(ofKind: "background", at: path))
        #expect(a.frame == Rect(x: 5, y: 5, width: 290, height: 150))
        #expect(a.zIndex == -1)
        #expect(layout.cell(0) == Rect(x: 10, y: 10, width: 70, height: 70))
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: ElementIndexPath(item: 0, section: 1))?.frame
                == Rect(x: 5, y: 165, width: 290, height: 80))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: ElementIndexPath(item: 1, section: 0)) == nil)
    }

    @Test func rightToLeftMirrors() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 2)
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        let tag = LayoutBoundarySupplementaryItem(
            layoutSize: size(.absolute(100), .absolute(20)), elementKind: "tag", alignment: .topLeading)
        section.boundarySupplementaryItems = [tag]
        let ltr = try prepared(CompositionalLayout(section: section), items: [2])
        #expect(ltr.cell(0) == Rect(x: 30, y: 20, width: 135, height: 50))
        #expect(ltr.cell(1) == Rect(x: 165, y: 20, width: 135, height: 50))
        #expect(ltr.supplementary("tag", 0, 0) == Rect(x: 30, y: 0, width: 100, height: 20))
        let rtl = try prepared(CompositionalLayout(section: section), items: [2], direction: .rightToLeft)
        #expect(rtl.cell(0) == Rect(x: 135, y: 20, width: 135, height: 50))
        #expect(rtl.cell(1) == Rect(x: 0, y: 20, width: 135, height: 50))
        #expect(rtl.supplementary("tag", 0, 0) == Rect(x: 170, y: 0, width: 100, height: 20))
        let found = rtl.layoutAttributesForElements(in: Rect(x: 0, y: 30, width: 10, height: 10))
        #expect(found.map(\.indexPath.item) == [1])
        // The safe area's leading side is the right in right-to-left.
        let safe = try prepared(
            CompositionalLayout(section: section), items: [2], direction: .rightToLeft,
            safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 20))
        #expect(safe.cell(0) == Rect(x: 125, y: 20, width: 125, height: 50), "20 safe + 30 inset from the right")
    }
}
