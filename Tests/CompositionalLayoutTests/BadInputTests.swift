import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

@Suite("Compositional layout: bad input")
struct BadInputTests {
    /// A provider whose section 2 is configurable; the others are a plain list.
    final class Sections {
        var bad: (() -> LayoutSection?)?
        func section(_ index: Int) -> LayoutSection? {
            if index == 2, let bad { return bad() }
            let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
            return LayoutSection(group: LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
        }
    }

    func expectError(_ message: String, _ make: @escaping () -> LayoutSection?, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let sections = Sections()
        let layout = CompositionalLayout { index, _ in sections.section(index) }
        _ = try prepared(layout, items: [2, 2, 2])
        let before = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 300, height: 600))
        sections.bad = make
        layout.invalidateLayout()
        #expect(throws: LayoutError.invalidGeometry(message), sourceLocation: sourceLocation) { try layout.prepareIfNeeded() }
        #expect(layout.contentSize == Size(width: 300, height: 240), "the previous state stays", sourceLocation: sourceLocation)
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 300, height: 600)) == before, sourceLocation: sourceLocation)
        #expect(throws: CompositionalLayoutError.self, sourceLocation: sourceLocation) { try layout.validate() }
    }

    func group(item: LayoutItem) -> LayoutSection {
        LayoutSection(group: LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
    }

    @Test func nonPositiveAndNonFiniteFractions() throws {
        try expectError("sections[2].group.subitems[0].width: fractional value must be > 0, got -0.5") {
            self.group(item: LayoutItem(layoutSize: size(.fractionalWidth(-0.5), .absolute(10))))
        }
        try expectError("sections[2].group.subitems[0].height: fractional value must be > 0, got 0") {
            self.group(item: LayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(0))))
        }
        try expectError("sections[2].group.subitems[0].width: fractional value must be finite, got nan") {
            self.group(item: LayoutItem(layoutSize: size(.fractionalWidth(.nan), .absolute(10))))
        }
        try expectError("sections[2].group.width: fractional value must be finite, got inf") {
            LayoutSection(group: LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(.infinity), .absolute(40)), subitems: []))
        }
    }

    @Test func negativeAbsolutesAndEstimates() throws {
        try expectError("sections[2].group.subitems[0].height: absolute value must be >= 0, got -1") {
            self.group(item: LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(-1))))
        }
        try expectError("sections[2].group.subitems[0].height: estimated value must be >= 0, got -44") {
            self.group(item: LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(-44))))
        }
    }

    @Test func emptyGroupsAndRepeatCounts() throws {
        try expectError("sections[2].group.subitems: a group needs at least one subitem") {
            LayoutSection(group: LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: []))
        }
        try expectError("sections[2].group.subitems[0].count: repeat count must be >= 1, got 0") {
            let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))
            let inner = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), repeatingSubitem: item, count: 0)
            return LayoutSection(group: LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [inner]))
        }
        try expectError("sections[2].group.itemProvider: the custom group's item provider returned no items") {
            LayoutSection(group: LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(40))) { _ in [] })
        }
        try expectError(
            "sections[2].group.itemProvider[0].frame: custom item frame must be finite with a non-negative size, got (0, 0, -1, 5)"
        ) {
            LayoutSection(
                group: LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(40))) { _ in
                    [LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: -1, height: 5))]
                })
        }
    }

    @Test func aProviderThatReturnsNothing() throws {
        try expectError("sections[2]: the section provider returned no section") { nil }
    }

    @Test func insetsSpacingAndKinds() throws {
        try expectError("sections[2].contentInsets: insets must be finite and not negative, got 0,-4,0,0") {
            let s = self.group(item: LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10))))
            s.contentInsets = DirectionalEdgeInsets(top: 0, leading: -4, bottom: 0, trailing: 0)
            return s
        }
        try expectError("sections[2].group.interItemSpacing: flexible spacing must be >= 0, got -2") {
            let s = self.group(item: LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(10))))
            s.group.interItemSpacing = .flexible(-2)
            return s
        }
        try expectError(
            "sections[2].boundarySupplementaryItems[1].elementKind: element kind 'header' is used twice; each kind must be unique here"
        ) {
            let s = self.group(item: LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10))))
            let h = LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(10)), elementKind: "header", alignment: .top)
            s.boundarySupplementaryItems = [h, h]
            return s
        }
    }

    @Test func tooManyRepetitions() throws {
        try expectError(
            "sections[2].group.subitems: the group repeats its subitems more than 10000 times; give them a larger size or use repeatingSubitem:count:"
        ) {
            self.group(item: LayoutItem(layoutSize: size(.absolute(0.001), .absolute(10))))
        }
    }

    @Test func zeroSizedSubitemsDoNotLoop() throws {
        let item = LayoutItem(layoutSize: size(.absolute(0), .absolute(10)))
        let layout = try prepared(CompositionalLayout(section: group(item: item)), items: [3])
        #expect(layout.cell(0) == Rect(x: 0, y: 0, width: 0, height: 10))
        #expect(layout.cell(1) == Rect(x: 0, y: 40, width: 0, height: 10), "one zero-width item per group")
    }

    @Test func tooManyEstimatedGroupsIsAnErrorNotAnAllocation() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let layout = CompositionalLayout(section: group(item: item))
        layout.host = StaticLayoutHost(itemCounts: [20_000_000], bounds: Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(
            throws: LayoutError.invalidGeometry(
                "sections[0].group: 20000000 groups with estimated sizes is more than 10000000; give the items absolute or fractional sizes"
            )
        ) {
            try layout.prepareIfNeeded()
        }
        #expect(layout.layoutAttributesForElements(in: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
    }

    @Test func hugeCountsOfZeroLengthGroupsAreRefused() throws {
        let layout = threeAcrossGrid()
        layout.host = StaticLayoutHost(itemCounts: [Int.max], bounds: Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(
            throws: LayoutError.invalidGeometry(
                "sections[0].group: 3074457345618258603 groups advance by 0 points each and would all lie in one place; give the group a length or interGroupSpacing"
            )
        ) {
            try layout.prepareIfNeeded()
        }
        // Int.max items in one-item groups: the group range never converts 2^63 to an Int.
        let list = CompositionalLayout(
            section: LayoutSection(
                group: .vertical(
                    layoutSize: size(.fractionalWidth(1), .absolute(10)),
                    subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))])))
        _ = try prepared(list, items: [Int.max])
        #expect(list.layoutAttributesForElements(in: Rect(x: 0, y: 1e300, width: 10, height: 10)).isEmpty)
        // At 9e18 a Double's step is 1024 points: the 10-point rect meets one row.
        #expect(list.layoutAttributesForElements(in: Rect(x: 0, y: 9e18, width: 10, height: 10)).count == 1)
        let huge = threeAcrossGrid()
        huge.host = StaticLayoutHost(itemCounts: [Int.max], bounds: Rect(x: 0, y: 0, width: 1e300, height: 1e300))
        #expect(throws: LayoutError.invalidGeometry("sections[0]: the section's length is not finite; use fewer items or smaller sizes")) {
            try huge.prepareIfNeeded()
        }
    }

    @Test func badHostCounts() throws {
        let layout = threeAcrossGrid()
        layout.host = StaticLayoutHost(itemCounts: [3, -1], bounds: Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(throws: LayoutError.negativeCount(section: 1, count: -1)) { try layout.prepareIfNeeded() }
        #expect(layout.contentSize == .zero)
    }
}
