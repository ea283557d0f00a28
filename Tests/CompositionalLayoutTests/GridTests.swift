import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

@Suite("Compositional layout: dimensions and groups")
struct GridTests {
    @Test func threeAcrossGridHasExactFrames() throws {
        let layout = try prepared(threeAcrossGrid(), items: [7])
        #expect(layout.contentSize == Size(width: 300, height: 300))
        #expect(layout.cell(0) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(layout.cell(1) == Rect(x: 100, y: 0, width: 100, height: 100))
        #expect(layout.cell(5) == Rect(x: 200, y: 100, width: 100, height: 100))
        #expect(layout.cell(6) == Rect(x: 0, y: 200, width: 100, height: 100))
        #expect(layout.cell(7) == nil)
        let inRect = layout.layoutAttributesForElements(in: Rect(x: 0, y: 150, width: 300, height: 10))
        #expect(inRect.map(\.indexPath.item).sorted() == [3, 4, 5])
    }

    @Test func aMillionItemsAreLaidOutInClosedForm() throws {
        let layout = try prepared(threeAcrossGrid(), items: [1_000_000])
        #expect(layout.contentSize == Size(width: 300, height: 33_333_400))
        #expect(layout.cell(999_999) == Rect(x: 0, y: 33_333_300, width: 100, height: 100))
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 16_000_050, width: 300, height: 100))
        #expect(found.map(\.indexPath.item).sorted() == [480_000, 480_001, 480_002, 480_003, 480_004, 480_005])
    }

    @Test func absoluteAndFractionalHeightUsedForWidth() throws {
        // A square item sized by the group's height, repeated while it fits.
        let item = LayoutItem(layoutSize: size(.fractionalHeight(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group)), items: [8])
        #expect(layout.cell(0) == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(layout.cell(5) == Rect(x: 250, y: 0, width: 50, height: 50))
        #expect(layout.cell(6) == Rect(x: 0, y: 50, width: 50, height: 50))
        #expect(layout.contentSize == Size(width: 300, height: 100))
    }

    @Test func fractionalWidthUsedForHeightAndSubitemsRepeatWhileTheyFit() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalWidth(0.2)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(70)), subitems: [item])
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group)), items: [6])
        #expect(layout.cell(4) == Rect(x: 240, y: 0, width: 60, height: 60))
        #expect(layout.cell(5) == Rect(x: 0, y: 70, width: 60, height: 60))
    }

    @Test func contentInsetsOfItemsAndSections() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 5)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), repeatingSubitem: item, count: 4)
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 30, trailing: 10)
        let layout = try prepared(CompositionalLayout(section: section), items: [5])
        // Content width 280: groups 280 × 70, cells 70 × 70 inset by 5.
        #expect(layout.cell(0) == Rect(x: 15, y: 15, width: 60, height: 60))
        #expect(layout.cell(3) == Rect(x: 225, y: 15, width: 60, height: 60))
        #expect(layout.cell(4) == Rect(x: 15, y: 85, width: 60, height: 60))
        #expect(layout.contentSize == Size(width: 300, height: 10 + 140 + 30))
    }

    @Test func fixedAndFlexibleInterItemSpacing() throws {
        let item = LayoutItem(layoutSize: size(.absolute(50), .absolute(50)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 7
        let layout = try prepared(CompositionalLayout(section: section), items: [6])
        // Five fit (5 × 50 + 4 × 10 = 290); the 10 points left widen the four gaps.
        #expect((0..<5).map { layout.cell($0)!.minX } == [0, 62.5, 125, 187.5, 250])
        #expect(layout.cell(5) == Rect(x: 0, y: 57, width: 50, height: 50))

        group.interItemSpacing = .fixed(10)
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect((0..<5).map { layout.cell($0)!.minX } == [0, 60, 120, 180, 240])
    }

    @Test func flexibleEdgeSpacingSpreadsItemsAndCentresAcross() throws {
        let item = LayoutItem(layoutSize: size(.absolute(50), .absolute(20)))
        item.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let group = LayoutGroup.horizontal(layoutSize: size(.absolute(280), .absolute(50)), subitems: [item])
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group)), items: [5])
        // 30 points left over, shared by ten flexible edges; across, the item is centred.
        #expect((0..<5).map { layout.cell($0)!.minX } == [3, 59, 115, 171, 227])
        #expect(layout.cell(0)!.minY == 15)

        let fixed = LayoutItem(layoutSize: size(.absolute(50), .absolute(20)))
        fixed.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(4), top: .fixed(6), trailing: nil, bottom: nil)
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [fixed])
        let other = try prepared(CompositionalLayout(section: LayoutSection(group: row)), items: [6])
        #expect((0..<5).map { other.cell($0)!.minX } == [4, 58, 112, 166, 220])
        #expect(other.cell(0)!.minY == 6)
        #expect(other.cell(5)!.minY == 56)
    }

    @Test func nestedGroups() throws {
        // Apple's "nested groups" sample: a large item beside a column of two.
        let leading = LayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leading.contentInsets = DirectionalEdgeInsets(all: 10)
        let trailing = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailing.contentInsets = DirectionalEdgeInsets(all: 10)
        let column = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), repeatingSubitem: trailing, count: 2)
        let nested = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, column])
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: nested)), items: [4])
        #expect(layout.cell(0) == Rect(x: 10, y: 10, width: 190, height: 220))
        #expect(layout.cell(1) == Rect(x: 220, y: 10, width: 70, height: 100))
        #expect(layout.cell(2) == Rect(x: 220, y: 130, width: 70, height: 100))
        #expect(layout.cell(3) == Rect(x: 10, y: 250, width: 190, height: 220))
        #expect(layout.contentSize.height == 480)
    }

    @Test func groupsNestThreeLevelsDeep() throws {
        let leaf = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let pair = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), repeatingSubitem: leaf, count: 2)
        let column = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: pair, count: 2)
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [column])
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: row)), items: [9])
        #expect(layout.cell(0) == Rect(x: 0, y: 0, width: 75, height: 100))
        #expect(layout.cell(3) == Rect(x: 75, y: 100, width: 75, height: 100))
        #expect(layout.cell(4) == Rect(x: 150, y: 0, width: 75, height: 100))
        #expect(layout.cell(8) == Rect(x: 0, y: 200, width: 75, height: 100))
    }

    @Test func customGroup() throws {
        let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { environment in
            let w = environment.container.effectiveContentSize.width
            return [
                LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: w / 2, height: 120)),
                LayoutGroupCustomItem(frame: Rect(x: w / 2, y: 20, width: w / 2, height: 80), zIndex: 3),
            ]
        }
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group)), items: [3])
        #expect(layout.cell(0) == Rect(x: 0, y: 0, width: 150, height: 120))
        #expect(layout.cell(1) == Rect(x: 150, y: 20, width: 150, height: 80))
        #expect(layout.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0))?.zIndex == 3)
        #expect(layout.cell(2) == Rect(x: 0, y: 120, width: 150, height: 120))
    }

    @Test func uniformAcrossSiblingsTakesTheLargest() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 40)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item])
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group)), items: [4])
        #expect(layout.cell(1) == Rect(x: 150, y: 0, width: 150, height: 40))
        try layout.setPreferredSize(Size(width: 150, height: 90), forItemAt: ElementIndexPath(item: 0, section: 0))
        try layout.prepareIfNeeded()
        #expect(layout.cell(0) == Rect(x: 0, y: 0, width: 150, height: 90))
        #expect(layout.cell(1) == Rect(x: 150, y: 0, width: 150, height: 90), "the sibling takes the largest height")
        #expect(layout.cell(2) == Rect(x: 0, y: 90, width: 150, height: 40))
    }

    @Test func sectionProviderSeesTheEnvironment() throws {
        var widths: [Double] = []
        let layout = CompositionalLayout { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            let columns = index == 0 ? 2.0 : 4.0
            let item = LayoutItem(layoutSize: size(.fractionalWidth(1 / columns), .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
            return LayoutSection(group: group)
        }
        let config = CompositionalLayoutConfiguration()
        config.interSectionSpacing = 10
        layout.configuration = config
        _ = try prepared(layout, items: [3, 5], safeArea: EdgeInsets(top: 0, left: 20, bottom: 0, right: 40))
        #expect(widths == [240, 240])
        #expect(layout.cell(1, 0) == Rect(x: 140, y: 0, width: 120, height: 50))
        #expect(layout.cell(0, 1) == Rect(x: 20, y: 110, width: 60, height: 50))
        #expect(layout.cell(4, 1) == Rect(x: 20, y: 160, width: 60, height: 50))
        #expect(layout.contentSize == Size(width: 300, height: 210))
    }

    @Test func contentInsetsReferenceNoneIgnoresTheSafeArea() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(10)))
        let section = LayoutSection(group: LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item]))
        section.contentInsetsReference = .none
        let layout = try prepared(
            CompositionalLayout(section: section), items: [2], safeArea: EdgeInsets(top: 0, left: 20, bottom: 0, right: 40))
        #expect(layout.cell(1) == Rect(x: 150, y: 0, width: 150, height: 10))
        section.contentInsetsReference = .layoutMargins
        layout.invalidateLayout()
        layout.host = StaticLayoutHost(
            itemCounts: [2], bounds: Rect(x: 0, y: 0, width: 300, height: 600), layoutMargins: EdgeInsets(all: 50))
        try layout.prepareIfNeeded()
        #expect(layout.cell(1) == Rect(x: 150, y: 0, width: 100, height: 10))
    }

    @Test func horizontalScrollDirection() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), repeatingSubitem: item, count: 3)
        let config = CompositionalLayoutConfiguration()
        config.scrollDirection = .horizontal
        config.interSectionSpacing = 20
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group), configuration: config), items: [4, 4])
        #expect(layout.cell(3, 0) == Rect(x: 100, y: 0, width: 100, height: 200))
        #expect(layout.cell(0, 1) == Rect(x: 220, y: 0, width: 100, height: 200))
        #expect(layout.contentSize == Size(width: 420, height: 600))
    }
}
