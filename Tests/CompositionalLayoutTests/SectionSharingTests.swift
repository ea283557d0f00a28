import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

/// Sections that share one section object and item count are laid out once and placed
/// many times; these tests pin the frames that sharing must not change.
@Suite("Compositional layout: sections sharing one layout")
struct SectionSharingTests {
    /// A section with fractional sizes, insets, spacing, a header, a footer, badges-free rows.
    static func makeSection() -> LayoutSection {
        let row = size(.fractionalWidth(1), .absolute(44.3))
        let section = LayoutSection(group: LayoutGroup.vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        section.contentInsets = DirectionalEdgeInsets(top: 3.3, leading: 5, bottom: 2.7, trailing: 7)
        section.interGroupSpacing = 1.1
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20.2)), elementKind: "header", alignment: .top),
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(0.5), .absolute(9.9)), elementKind: "footer", alignment: .bottom),
        ]
        return section
    }

    static func configuration() -> CompositionalLayoutConfiguration {
        let configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 0.7
        return configuration
    }

    /// Every element of a layout, in query order.
    static func everything(_ layout: CompositionalLayout, in rect: Rect = Rect(x: -1000, y: -1000, width: 10_000, height: 10_000))
        -> [String]
    {
        layout.layoutAttributesForElements(in: rect).map { "\($0.category) \($0.indexPath) \($0.frame)" }
    }

    static let counts = [3, 3, 3, 2, 3, 3]

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func sharedSectionsKeepTheirFrames(direction: LayoutDirection) throws {
        let shared = try prepared(
            CompositionalLayout(section: Self.makeSection(), configuration: Self.configuration()), items: Self.counts, direction: direction)
        let fresh = try prepared(
            CompositionalLayout(configuration: Self.configuration()) { _, _ in Self.makeSection() }, items: Self.counts,
            direction: direction)
        #expect(Self.everything(shared) == Self.everything(fresh))
        #expect(Self.everything(shared).count == 17 + 12)
        let x = direction == .leftToRight ? 5.0 : 7.0
        // Pinned before sections were shared.
        #expect(shared.cell(0, 0) == Rect(x: x, y: 23.5, width: 288, height: 44.3))
        #expect(shared.cell(2, 2) == Rect(x: x, y: 458.09999999999997, width: 288, height: 44.3))
        #expect(shared.cell(1, 5) == Rect(x: x, y: 883, width: 288, height: 44.3))
        #expect(shared.supplementary("header", 0, 4) == Rect(x: x, y: 642.2, width: 288, height: 20.2))
        #expect(shared.supplementary("footer", 0, 3) == Rect(x: x + 72, y: 631.6, width: 144, height: 9.9))
        #expect(shared.contentSize == Size(width: 300, height: 985.3))
    }

    @Test func queriesAcrossSectionBoundaries() throws {
        let shared = try prepared(
            CompositionalLayout(section: Self.makeSection(), configuration: Self.configuration()), items: Self.counts)
        let fresh = try prepared(
            CompositionalLayout(configuration: Self.configuration()) { _, _ in Self.makeSection() }, items: Self.counts)
        for y in stride(from: 0.0, through: 1000, by: 37.3) {
            let rect = Rect(x: 0, y: y, width: 300, height: 61.7)
            #expect(Self.everything(shared, in: rect) == Self.everything(fresh, in: rect), "rect at \(y)")
        }
        let rect = Rect(x: 0, y: 170, width: 300, height: 30)
        #expect(
            shared.layoutAttributesForElements(in: rect).map(\.indexPath) == [
                ElementIndexPath(item: 0, section: 0), ElementIndexPath(item: 0, section: 1), ElementIndexPath(item: 0, section: 1),
            ])
    }

    /// ``makeSection()`` without its header and footer: its sections are placed from one
    /// template section on a query.
    static func makePlainSection() -> LayoutSection {
        let section = makeSection()
        section.boundarySupplementaryItems = []
        return section
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func sharedSectionsWithoutHeadersKeepTheirFrames(direction: LayoutDirection) throws {
        let counts = [3, 3, 3, 2, 3, 3, 3, 0, 3, 3]
        let shared = try prepared(
            CompositionalLayout(section: Self.makePlainSection(), configuration: Self.configuration()), items: counts, direction: direction)
        let fresh = try prepared(
            CompositionalLayout(configuration: Self.configuration()) { _, _ in Self.makePlainSection() }, items: counts,
            direction: direction)
        #expect(Self.everything(shared) == Self.everything(fresh))
        #expect(Self.everything(shared).count == 26)
        for y in stride(from: 0.0, through: 1200, by: 37.3) {
            let rect = Rect(x: 0, y: y, width: 300, height: 61.7)
            #expect(Self.everything(shared, in: rect) == Self.everything(fresh, in: rect), "rect at \(y)")
        }
        for (s, count) in counts.enumerated() {
            for i in 0...count { #expect(shared.cell(i, s) == fresh.cell(i, s), "item \(i) section \(s)") }
        }
        let x = direction == .leftToRight ? 5.0 : 7.0
        #expect(shared.cell(0, 0) == Rect(x: x, y: 3.3, width: 288, height: 44.3))
        #expect(shared.cell(2, 2) == Rect(x: x, y: 377.7, width: 288, height: 44.3))
        #expect(shared.cell(1, 9) == Rect(x: x, y: 1144.4, width: 288, height: 44.3))
        #expect(shared.contentSize == Size(width: 300, height: 1236.8))
    }

    @Test func aRunOfSectionsStopsAtTheFirstEndThatIsNotFinite() throws {
        let row = size(.fractionalWidth(1), .absolute(1e308))
        let layout = CompositionalLayout(
            section: LayoutSection(group: LayoutGroup.vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])))
        _ = try prepared(layout, items: [1])
        #expect(layout.contentSize.height == 1e308)
        layout.host = StaticLayoutHost(itemCounts: [1, 1, 1], bounds: Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(throws: LayoutError.invalidGeometry("sections[1]: the section's length is not finite; use fewer items or smaller sizes")) {
            try layout.prepareIfNeeded()
        }
        #expect(layout.contentSize.height == 1e308)
    }

    @Test func aResolvedEstimateStopsSharing() throws {
        let shared = try prepared(CompositionalLayout.list(using: ListConfiguration(appearance: .plain)), items: [3, 3, 3])
        try shared.setPreferredSize(Size(width: 300, height: 70), forItemAt: ElementIndexPath(item: 0, section: 1))
        try shared.prepareIfNeeded()
        #expect(shared.cell(2, 0) == Rect(x: 0, y: 88, width: 300, height: 44))
        #expect(shared.cell(0, 1) == Rect(x: 0, y: 132, width: 300, height: 70))
        #expect(shared.cell(1, 1) == Rect(x: 0, y: 202, width: 300, height: 44))
        #expect(shared.cell(0, 2) == Rect(x: 0, y: 290, width: 300, height: 44))
        #expect(shared.contentSize.height == 422)
    }

    @Test func aProviderOfDifferentSectionsSharesNothing() throws {
        let tall = Self.makeSection()
        let short = LayoutSection(
            group: LayoutGroup.vertical(
                layoutSize: size(.fractionalWidth(1), .absolute(10)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))]))
        let layout = try prepared(CompositionalLayout { s, _ in s.isMultiple(of: 2) ? tall : short }, items: [2, 2, 2, 2])
        #expect(layout.cell(1, 1) == Rect(x: 0, y: 135.8, width: 300, height: 10))
        #expect(layout.cell(0, 2) == Rect(x: 5, y: 169.3, width: 288, height: 44.3))
        #expect(layout.cell(1, 3) == Rect(x: 0, y: 281.59999999999997, width: 300, height: 10))
        #expect(layout.contentSize.height == 291.59999999999997)
    }
}
