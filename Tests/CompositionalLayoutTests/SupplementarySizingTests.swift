import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

@Suite("Compositional layout: self-sizing headers, footers and badges")
struct SupplementarySizingTests {
    /// Sections of 50-point rows under a header estimated at 40; every row has a badge
    /// estimated at 20 × 20 in its top-trailing corner. Three sections of four rows on a
    /// 300-wide host: headers at 0, 240 and 480, content 720 tall.
    func layout(headerHeight: LayoutDimension = .estimated(40)) -> CompositionalLayout {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.estimated(20), .estimated(20)), elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let row = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)), supplementaryItems: [badge])
        let section = LayoutSection(group: LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [row]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), headerHeight), elementKind: "header", alignment: .top)
        ]
        return CompositionalLayout(section: section)
    }

    let header1 = ElementIndexPath(item: 0, section: 1)

    @Test func aHeaderTakesItsPreferredHeightAndEverythingAfterMoves() throws {
        let layout = try prepared(layout(), items: [4, 4, 4])
        #expect(layout.supplementary("header", 0, 1) == Rect(x: 0, y: 240, width: 300, height: 40))
        let context = try layout.setPreferredSize(Size(width: 300, height: 70), forSupplementaryViewOfKind: "header", at: header1)
        try layout.prepareIfNeeded()
        #expect(layout.supplementary("header", 0, 1) == Rect(x: 0, y: 240, width: 300, height: 70))
        #expect(layout.cell(0, 1) == Rect(x: 0, y: 310, width: 300, height: 50))
        #expect(layout.supplementary("header", 0, 2) == Rect(x: 0, y: 510, width: 300, height: 40))
        #expect(layout.cell(3, 2) == Rect(x: 0, y: 700, width: 300, height: 50))
        #expect(layout.cell(3, 0) == Rect(x: 0, y: 190, width: 300, height: 50), "what comes before does not move")
        #expect(layout.contentSize == Size(width: 300, height: 750))
        // The header is below the top of the visible bounds: no offset adjustment.
        #expect(context.contentOffsetAdjustment == .zero)
        #expect(context.contentSizeAdjustment == Size(width: 0, height: 30))
        #expect(layout.preferredSize(forSupplementaryViewOfKind: "header", at: header1) == Size(width: 300, height: 70))
        // The query sees the new frames too.
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 300, width: 10, height: 5))
        #expect(found.map(\.key) == [ElementKey(.supplementary(kind: "header"), header1)])
    }

    @Test func aHeaderAboveTheVisibleBoundsAdjustsTheOffsetSoNothingJumps() throws {
        let layout = try prepared(layout(), items: [4, 4, 4], offset: Point(x: 0, y: 300))
        let context = try layout.setPreferredSize(Size(width: 300, height: 25), forSupplementaryViewOfKind: "header", at: header1)
        #expect(context.contentOffsetAdjustment == Point(x: 0, y: -15))
        #expect(context.contentSizeAdjustment == Size(width: 0, height: -15))
        // Row 1 of section 1 was at 330 (30 below the top of the bounds); after the
        // adjustment it is at 315 with the bounds at 285: still 30 below the top.
        #expect(layout.cell(1, 1) == Rect(x: 0, y: 315, width: 300, height: 50))
    }

    @Test func aBadgeTakesItsPreferredSizeAndNothingElseMoves() throws {
        let layout = try prepared(layout(), items: [4, 4, 4])
        #expect(layout.supplementary("badge", 2, 0) == Rect(x: 280, y: 140, width: 20, height: 20))
        let context = try layout.setPreferredSize(
            Size(width: 30, height: 24), forSupplementaryViewOfKind: "badge", at: ElementIndexPath(item: 2, section: 0))
        try layout.prepareIfNeeded()
        #expect(layout.supplementary("badge", 2, 0) == Rect(x: 270, y: 140, width: 30, height: 24))
        #expect(layout.supplementary("badge", 1, 0) == Rect(x: 280, y: 90, width: 20, height: 20))
        #expect(layout.cell(2, 0) == Rect(x: 0, y: 140, width: 300, height: 50))
        #expect(layout.contentSize == Size(width: 300, height: 720))
        #expect(context.contentSizeAdjustment == .zero)
        let found = layout.layoutAttributesForElements(in: Rect(x: 265, y: 160, width: 10, height: 2))
        #expect(found.map(\.key).contains(ElementKey(.supplementary(kind: "badge"), ElementIndexPath(item: 2, section: 0))))
    }

    @Test func theHostsSelfSizingPathAsksOnlyForEstimatedSupplementaries() throws {
        let estimated = try prepared(layout(), items: [4, 4])
        let original = try #require(estimated.layoutAttributesForSupplementaryView(ofKind: "header", at: header1))
        var preferred = original
        preferred.frame.size.height = 55
        #expect(estimated.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        estimated.invalidateLayout(
            with: estimated.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        try estimated.prepareIfNeeded()
        #expect(estimated.supplementary("header", 0, 1) == Rect(x: 0, y: 240, width: 300, height: 55))
        #expect(estimated.cell(0, 1) == Rect(x: 0, y: 295, width: 300, height: 50))
        let fixed = try prepared(layout(headerHeight: .absolute(40)), items: [4, 4])
        let fixedOriginal = try #require(fixed.layoutAttributesForSupplementaryView(ofKind: "header", at: header1))
        var fixedPreferred = fixedOriginal
        fixedPreferred.frame.size.height = 55
        #expect(!fixed.shouldInvalidateLayout(forPreferredLayoutAttributes: fixedPreferred, withOriginalAttributes: fixedOriginal))
    }

    @Test func theLayoutsOwnHeaderSelfSizes() throws {
        let configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: "banner", alignment: .top)
        ]
        let row = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let layout = CompositionalLayout(
            section: LayoutSection(group: LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [row])),
            configuration: configuration)
        _ = try prepared(layout, items: [2])
        #expect(layout.cell(0) == Rect(x: 0, y: 30, width: 300, height: 50))
        try layout.setPreferredSize(
            Size(width: 300, height: 90), forSupplementaryViewOfKind: "banner", at: ElementIndexPath(item: 0, section: 0))
        #expect(layout.supplementary("banner", 0, 0) == Rect(x: 0, y: 0, width: 300, height: 90))
        #expect(layout.cell(1) == Rect(x: 0, y: 140, width: 300, height: 50))
        #expect(layout.contentSize == Size(width: 300, height: 190))
    }

    @Test func badInputIsATypedErrorAndChangesNothing() throws {
        let layout = try prepared(layout(), items: [4, 4])
        #expect(throws: LayoutError.self) {
            try layout.setPreferredSize(Size(width: 300, height: -1), forSupplementaryViewOfKind: "header", at: header1)
        }
        #expect(throws: LayoutError.noSuchElement(ElementKey(.supplementary(kind: "footer"), header1))) {
            try layout.setPreferredSize(Size(width: 300, height: 10), forSupplementaryViewOfKind: "footer", at: header1)
        }
        #expect(throws: LayoutError.noSuchElement(ElementKey(.supplementary(kind: "header"), ElementIndexPath(item: 0, section: 7)))) {
            try layout.setPreferredSize(
                Size(width: 300, height: 10), forSupplementaryViewOfKind: "header", at: ElementIndexPath(item: 0, section: 7))
        }
        #expect(layout.supplementary("header", 0, 1) == Rect(x: 0, y: 240, width: 300, height: 40))
        #expect(layout.preferredSize(forSupplementaryViewOfKind: "header", at: header1) == nil)
        #expect(layout.contentSize == Size(width: 300, height: 480))
    }
}
