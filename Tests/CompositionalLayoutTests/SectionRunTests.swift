import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

/// Sections that share one plan are stored as runs (a plan and each section's start) and
/// placed when a query asks for them; these tests compare every query of such a layout
/// with the same layout made by a provider of distinct section objects (no runs).
@Suite("Compositional layout: runs of like sections")
struct SectionRunTests {
    /// Rows of 44.3 with insets, spacing, a header and a half-width footer (inexact values).
    static func makeSection(header: LayoutDimension = .absolute(20.2), pinned: Bool = false, rows: LayoutDimension = .absolute(44.3))
        -> LayoutSection
    {
        let row = size(.fractionalWidth(1), rows)
        let section = LayoutSection(group: LayoutGroup.vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        section.contentInsets = DirectionalEdgeInsets(top: 3.3, leading: 5, bottom: 2.7, trailing: 7)
        section.interGroupSpacing = 1.1
        let top = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), header), elementKind: "header", alignment: .top)
        top.pinToVisibleBounds = pinned
        section.boundarySupplementaryItems = [
            top,
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(0.5), .absolute(9.9)), elementKind: "footer", alignment: .bottom),
        ]
        section.decorationItems = [LayoutDecorationItem.background(elementKind: "background")]
        return section
    }

    /// The same sections twice: one shared object (runs) and a provider of fresh objects.
    static func pair(
        counts: [Int], direction: LayoutDirection = .leftToRight, offset: Point = .zero,
        _ make: @escaping () -> LayoutSection = {
            makeSection()
        }
    ) throws -> (runs: CompositionalLayout, fresh: CompositionalLayout) {
        let configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 0.7
        let runs = try prepared(
            CompositionalLayout(section: make(), configuration: configuration), items: counts, offset: offset, direction: direction)
        let fresh = try prepared(
            CompositionalLayout(configuration: configuration) { _, _ in make() }, items: counts, offset: offset, direction: direction)
        return (runs, fresh)
    }

    /// Every answer of a layout: rect queries over the content, each cell, each header,
    /// footer and background, and the content size.
    static func answers(_ layout: CompositionalLayout, counts: [Int]) -> [String] {
        var out = ["\(layout.contentSize)"]
        let height = layout.contentSize.height
        for y in stride(from: -50.0, through: height + 50, by: 23.9) {
            out += layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 300, height: 61.7)).map {
                "\(y): \($0.category) \($0.indexPath) \($0.frame) \($0.zIndex)"
            }
        }
        for (s, n) in counts.enumerated() {
            let path = ElementIndexPath(item: 0, section: s)
            out.append("h\(s) \(String(describing: layout.layoutAttributesForSupplementaryView(ofKind: "header", at: path)?.frame))")
            out.append("f\(s) \(String(describing: layout.layoutAttributesForSupplementaryView(ofKind: "footer", at: path)?.frame))")
            out.append("d\(s) \(String(describing: layout.layoutAttributesForDecorationView(ofKind: "background", at: path)?.frame))")
            for i in 0..<n { out.append("c\(s).\(i) \(String(describing: layout.cell(i, s)))") }
        }
        return out
    }

    /// Runs broken by a different item count, a run of one section and empty sections.
    static let counts = [3, 3, 3, 2, 2, 4, 0, 0, 3, 3]

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func everyQueryMatchesAcrossRuns(direction: LayoutDirection) throws {
        let (runs, fresh) = try Self.pair(counts: Self.counts, direction: direction)
        #expect(Self.answers(runs, counts: Self.counts) == Self.answers(fresh, counts: Self.counts))
        let x = direction == .leftToRight ? 5.0 : 7.0
        // The last section of the first run, the first of the next, a section after two empty ones.
        #expect(runs.cell(2, 2) == Rect(x: x, y: 458.09999999999997, width: 288, height: 44.3))
        #expect(runs.cell(0, 3) == Rect(x: x, y: 539.2, width: 288, height: 44.3))
        #expect(runs.supplementary("header", 0, 8) == Rect(x: x, y: 1059.6000000000004, width: 288, height: 20.2))
        #expect(runs.cell(2, 9) == Rect(x: x, y: 1345.8000000000004, width: 288, height: 44.3))
        #expect(runs.contentSize == Size(width: 300, height: 1402.7000000000005))
    }

    @Test func oneSectionAndEmptySections() throws {
        for counts in [[5], [0], [0, 0, 0], [1, 1]] {
            let (runs, fresh) = try Self.pair(counts: counts)
            #expect(Self.answers(runs, counts: counts) == Self.answers(fresh, counts: counts), "\(counts)")
        }
        let (one, _) = try Self.pair(counts: [0])
        #expect(one.contentSize == Size(width: 300, height: 36.1))
        #expect(one.cell(0, 0) == nil)
    }

    @Test func pinnedHeadersInARunFollowTheScroll() throws {
        let offset = Point(x: 0, y: 700)
        let (runs, fresh) = try Self.pair(counts: Self.counts, offset: offset) { Self.makeSection(pinned: true) }
        #expect(Self.answers(runs, counts: Self.counts) == Self.answers(fresh, counts: Self.counts))
        // Section 4 (642.2…768.0) holds its header at the top of the bounds.
        #expect(runs.supplementary("header", 0, 4) == Rect(x: 5, y: 700, width: 288, height: 20.2))
    }

    @Test func aSelfSizedCellBreaksTheRun() throws {
        let counts = [3, 3, 3, 3]
        let (runs, fresh) = try Self.pair(counts: counts) { Self.makeSection(header: .absolute(20), rows: .estimated(44)) }
        for layout in [runs, fresh] {
            try layout.setPreferredSize(Size(width: 288, height: 70), forItemAt: ElementIndexPath(item: 1, section: 1))
            try layout.prepareIfNeeded()
        }
        #expect(Self.answers(runs, counts: counts) == Self.answers(fresh, counts: counts))
        // Section 1 grew by 26: the sections after it, in the rest of its run, moved by as much.
        #expect(runs.cell(1, 1) == Rect(x: 5, y: 239.2, width: 288, height: 70))
        #expect(runs.cell(0, 2) == Rect(x: 5, y: 390.9, width: 288, height: 44))
        #expect(runs.preferredSize(forItemAt: ElementIndexPath(item: 1, section: 1)) == Size(width: 288, height: 70))
        // A full pass keeps the preferred size; it adds the sections up again (a last bit may differ from the move).
        for layout in [runs, fresh] {
            layout.invalidateLayout()
            try layout.prepareIfNeeded()
        }
        #expect(Self.answers(runs, counts: counts) == Self.answers(fresh, counts: counts))
        #expect(runs.cell(1, 1) == Rect(x: 5, y: 239.2, width: 288, height: 70))
        #expect(runs.cell(0, 2) == Rect(x: 5, y: 390.8999999999999, width: 288, height: 44))
    }

    @Test func aSelfSizedHeaderBreaksTheRun() throws {
        let counts = [2, 2, 2, 2]
        let (runs, fresh) = try Self.pair(counts: counts) { Self.makeSection(header: .estimated(20)) }
        for layout in [runs, fresh] {
            try layout.setPreferredSize(
                Size(width: 300, height: 31), forSupplementaryViewOfKind: "header", at: ElementIndexPath(item: 0, section: 2))
            try layout.prepareIfNeeded()
        }
        #expect(Self.answers(runs, counts: counts) == Self.answers(fresh, counts: counts))
        #expect(runs.supplementary("header", 0, 2).map(\.size) == Size(width: 288, height: 31))
    }

    @Test func orthogonalSectionsInARun() throws {
        let make = { () -> LayoutSection in
            let card = size(.absolute(120), .absolute(80))
            let section = LayoutSection(group: LayoutGroup.horizontal(layoutSize: card, subitems: [LayoutItem(layoutSize: card)]))
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 15, bottom: 5, trailing: 15)
            return section
        }
        let counts = [6, 6, 6, 6]
        let (runs, fresh) = try Self.pair(counts: counts, make)
        for layout in [runs, fresh] { try layout.setOrthogonalScrollingOffset(Point(x: 130, y: 0), forSection: 2) }
        #expect(Self.answers(runs, counts: counts) == Self.answers(fresh, counts: counts))
        let everything = Rect(x: 0, y: 0, width: 300, height: 1000)
        #expect(runs.orthogonalScrollingRegions(in: everything) == fresh.orthogonalScrollingRegions(in: everything))
        #expect(runs.orthogonalScrollingRegions(in: everything).map(\.section) == [0, 1, 2, 3])
        #expect(runs.orthogonalScrollingSection(at: Point(x: 100, y: 200)) == 2)
        #expect(fresh.orthogonalScrollingSection(at: Point(x: 100, y: 200)) == 2)
        #expect(runs.cell(1, 2) == Rect(x: 15, y: 186.39999999999998, width: 120, height: 80))
    }
}
