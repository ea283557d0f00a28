import CompositionalLayout
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

@Suite("Compositional layout: the conformance checker")
struct ConformanceTests {
    /// Random hosts.
    func hosts(maxItems: Int) -> [StaticLayoutHost] {
        ConformanceChecker.randomHosts(count: 30, seed: 18, maxSections: 4, maxItemsPerSection: maxItems)
    }

    func check(_ name: String, allowsOverflow: Bool = false, maxItems: Int = 60, _ make: @escaping () -> CompositionalLayout) {
        let report = ConformanceChecker(seed: 18, rectsPerConfiguration: 30, allowsOverflow: allowsOverflow)
            .check(hosts: hosts(maxItems: maxItems)) { make() }
        #expect(report.passed, "\(name): \(report)")
    }

    @Test func grid() { check("grid") { threeAcrossGrid(spacing: 2) } }

    @Test func nestedWithHeadersAndBackgrounds() {
        check("nested") {
            let big = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
            let small = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let column = LayoutGroup.vertical(
                layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
            let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(120)), subitems: [big, column])
            let section = LayoutSection(group: group)
            section.interGroupSpacing = 4
            section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
            let header = LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
            header.pinToVisibleBounds = true
            let footer = LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "footer", alignment: .bottom)
            section.boundarySupplementaryItems = [header, footer]
            section.decorationItems = [.background(elementKind: "background")]
            let config = CompositionalLayoutConfiguration()
            config.interSectionSpacing = 12
            return CompositionalLayout(section: section, configuration: config)
        }
    }

    @Test func estimatedList() {
        check("list") {
            let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
            return CompositionalLayout(
                section: LayoutSection(group: LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
            )
        }
    }

    @Test func orthogonalWithBadges() {
        check("orthogonal", allowsOverflow: true) {
            let badge = LayoutSupplementaryItem(
                layoutSize: size(.absolute(16), .absolute(16)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
            let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
            let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
            let section = LayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            section.interGroupSpacing = 10
            return CompositionalLayout(section: section)
        }
    }
}
