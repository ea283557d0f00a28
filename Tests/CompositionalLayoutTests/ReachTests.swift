import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

// Cases the differential test against the reference layout found (Oracles/): a preferred
// size that makes an item of a fill-while-it-fits group wider, and elements that reach
// outside their section.
@Suite("Compositional layout: groups with preferred sizes, elements outside their section")
struct ReachTests {
    @Test("A wider preferred size keeps the number of items in its group (a row of estimated widths)")
    func widerPreferredSizeKeepsTheGroupsItems() throws {
        let item = LayoutItem(layoutSize: size(.estimated(100), .absolute(50)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group)), items: [6])
        #expect(layout.cell(2) == Rect(x: 200, y: 0, width: 100, height: 50))
        _ = try layout.setPreferredSize(Size(width: 200, height: 50), forItemAt: ElementIndexPath(item: 0, section: 0))
        try layout.prepareIfNeeded()
        // Item 2 stays in the first row (past its end), as the layout documents; it used to
        // be looked up in a row of two and stop the program.
        let expected = [
            Rect(x: 0, y: 0, width: 200, height: 50), Rect(x: 200, y: 0, width: 100, height: 50),
            Rect(x: 300, y: 0, width: 100, height: 50),
            Rect(x: 0, y: 50, width: 100, height: 50),
        ]
        #expect((0..<4).map { layout.cell($0) } == expected)
        #expect(
            layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 300, height: 100)).map(\.indexPath.item) == [0, 1, 2, 3, 4, 5])
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect((0..<4).map { layout.cell($0) } == expected)
    }

    @Test("An item taller than its group in an orthogonal section is found below the section")
    func orthogonalItemTallerThanItsGroup() throws {
        let item = LayoutItem(layoutSize: size(.absolute(100), .absolute(200)))
        let group = LayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(50)), subitems: [item])
        let section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let layout = try prepared(CompositionalLayout(section: section), items: [1, 1])
        #expect(layout.cell(0, 0) == Rect(x: 0, y: 0, width: 100, height: 200))
        #expect(layout.contentSize.height == 100)
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 150, width: 300, height: 10))
        #expect(found.map(\.indexPath) == [ElementIndexPath(item: 0, section: 0), ElementIndexPath(item: 0, section: 1)])
    }

    @Test("A header that overlays a section shorter than itself is found below the section")
    func overlayHeaderLongerThanItsSection() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item])
        let section = LayoutSection(group: group)
        let header = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), elementKind: "header", alignment: .top)
        header.extendsBoundary = false
        section.boundarySupplementaryItems = [header]
        let layout = try prepared(CompositionalLayout(section: section), items: [1, 1])
        #expect(layout.supplementary("header", 0, 0) == Rect(x: 0, y: 0, width: 300, height: 100))
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 60, width: 300, height: 10))
        #expect(
            found.map { "\($0.category) \($0.indexPath)" } == [
                "supplementary(kind: \"header\") [0, 0]", "supplementary(kind: \"header\") [1, 0]",
            ])
    }
}

extension ReachTests {
    @Test("A background inset past its section's middle is found where its frame lies")
    func backgroundInsetPastTheMiddle() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = LayoutSection(group: LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item]))
        let background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 30, leading: 0, bottom: 0, trailing: 0)
        section.decorationItems = [background]
        let layout = try prepared(CompositionalLayout(section: section), items: [1, 1, 1])
        // Section 1 spans 20…40; its background starts 30 below its top and is −10 tall.
        let frame = try #require(layout.layoutAttributesForDecorationView(ofKind: "background", at: ElementIndexPath(item: 0, section: 1)))
            .frame
        #expect(frame == Rect(x: 0, y: 50, width: 300, height: -10))
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 45, width: 300, height: 1))
        #expect(found.filter { $0.category == .decoration(kind: "background") }.map(\.indexPath.section) == [1])
    }
}
