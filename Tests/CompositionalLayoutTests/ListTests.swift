import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

@Suite("Compositional layout: lists")
struct ListTests {
    @Test func plainListWithPinnedHeadersAndSeparators() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = try prepared(CompositionalLayout.list(using: configuration), items: [3, 2])
        #expect(layout.supplementary("header", 0, 0) == Rect(x: 0, y: 0, width: 300, height: 28))
        #expect(layout.cell(0, 0) == Rect(x: 0, y: 28, width: 300, height: 44))
        #expect(layout.cell(2, 0) == Rect(x: 0, y: 116, width: 300, height: 44))
        #expect(layout.supplementary(ListConfiguration.separatorElementKind, 0, 0) == Rect(x: 16, y: 71, width: 284, height: 1))
        #expect(layout.supplementary("header", 0, 1) == Rect(x: 0, y: 160, width: 300, height: 28))
        #expect(layout.contentSize.height == 160 + 28 + 88)
        layout.changeStaticHostBounds(to: Rect(x: 0, y: 50, width: 300, height: 600))
        try layout.prepareIfNeeded()
        #expect(layout.supplementary("header", 0, 0) == Rect(x: 0, y: 50, width: 300, height: 28), "plain headers pin")
    }

    @Test func insetGroupedListWithFooterAndBackground() throws {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.showsSeparators = false
        let layout = try prepared(CompositionalLayout.list(using: configuration), items: [2])
        #expect(layout.supplementary("header", 0, 0) == Rect(x: 20, y: 0, width: 260, height: 38))
        #expect(layout.cell(0) == Rect(x: 20, y: 38, width: 260, height: 44))
        #expect(layout.cell(1) == Rect(x: 20, y: 82, width: 260, height: 44))
        #expect(layout.supplementary("footer", 0, 0) == Rect(x: 20, y: 146, width: 260, height: 28))
        #expect(layout.supplementary(ListConfiguration.separatorElementKind, 0, 0) == nil)
        let background = layout.layoutAttributesForDecorationView(
            ofKind: ListConfiguration.backgroundElementKind, at: ElementIndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 20, y: 38, width: 260, height: 88), "behind the rows only")
        #expect(layout.contentSize.height == 174)
    }

    @Test func groupedAndSidebarInsets() throws {
        let grouped = try prepared(CompositionalLayout.list(using: ListConfiguration(appearance: .grouped)), items: [1, 1])
        #expect(grouped.cell(0, 1) == Rect(x: 0, y: 64, width: 300, height: 44))
        var sidebar = ListConfiguration(appearance: .sidebar)
        sidebar.headerMode = .firstItemInSection
        let layout = try prepared(CompositionalLayout.list(using: sidebar), items: [2])
        #expect(layout.cell(0) == Rect(x: 10, y: 0, width: 280, height: 44))
        #expect(layout.supplementary("header", 0, 0) == nil)
        #expect(layout.supplementary(ListConfiguration.separatorElementKind, 1, 0) == Rect(x: 26, y: 87, width: 264, height: 1))
    }

    @Test func rowsSelfSize() throws {
        let layout = try prepared(CompositionalLayout.list(using: ListConfiguration(appearance: .plain)), items: [3])
        try layout.setPreferredSize(Size(width: 300, height: 70), forItemAt: ElementIndexPath(item: 0, section: 0))
        try layout.prepareIfNeeded()
        #expect(layout.cell(1) == Rect(x: 0, y: 70, width: 300, height: 44))
        #expect(layout.supplementary(ListConfiguration.separatorElementKind, 0, 0) == Rect(x: 16, y: 69, width: 284, height: 1))
    }
}
