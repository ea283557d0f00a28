import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

// Negative inter-group spacing longer than a group makes groups run backwards: each
// starts before the one before it, and a section can end before it starts. The
// differential test against the reference found rect queries that missed such groups
// (seed 281346305805066): the section search assumed ascending section ends.
@Suite("Compositional layout: negative spacing longer than a group")
struct NegativeSpacingTests {
    /// Sections of one full-width item per group, 50 long (estimated: the item sizes
    /// itself), `spacing` apart.
    static func backwards(
        estimated: Bool = false, spacing: Double = -120, orthogonal: OrthogonalScrollingBehavior = .none
    ) -> CompositionalLayout {
        let length: LayoutDimension = estimated ? .estimated(50) : .absolute(50)
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), estimated ? length : .fractionalHeight(1)))
        let width: LayoutDimension = orthogonal != .none ? .absolute(100) : .fractionalWidth(1)
        let section = LayoutSection(group: LayoutGroup.vertical(layoutSize: size(width, length), subitems: [item]))
        section.interGroupSpacing = spacing
        section.orthogonalScrollingBehavior = orthogonal
        return CompositionalLayout(section: section)
    }

    /// Every cell's attributes that meet `rect`, by asking for each cell: what a rect
    /// query must return (sorted by index path).
    static func filtered(_ layout: CompositionalLayout, items: [Int], in rect: Rect) -> [ElementIndexPath] {
        items.indices.flatMap { s in
            (0..<items[s]).compactMap { i -> ElementIndexPath? in
                let path = ElementIndexPath(item: i, section: s)
                return layout.layoutAttributesForItem(at: path).map { $0.frame.intersects(rect) } == true ? path : nil
            }
        }
    }

    /// The index paths a rect query returns, sorted.
    static func query(_ layout: CompositionalLayout, _ rect: Rect) -> [ElementIndexPath] {
        layout.layoutAttributesForElements(in: rect).map(\.indexPath).sorted { ($0.section, $0.item) < ($1.section, $1.item) }
    }

    @Test("Three groups of 50 with −120 between them run upwards from 0; queries find each where its frame lies")
    func groupsRunBackwards() throws {
        let layout = try prepared(Self.backwards(), items: [3])
        #expect(
            (0..<3).map { layout.cell($0) } == [
                Rect(x: 0, y: 0, width: 300, height: 50), Rect(x: 0, y: -70, width: 300, height: 50),
                Rect(x: 0, y: -140, width: 300, height: 50),
            ])
        // The section ends where its last group does: −140 + 50.
        #expect(layout.contentSize == Size(width: 300, height: -90))
        let cases: [(Rect, [Int])] = [
            (Rect(x: 0, y: -100, width: 300, height: 10), [2]),  // touches item 2's bottom at −90
            (Rect(x: 0, y: -30, width: 300, height: 40), [0, 1]),
            (Rect(x: 0, y: -200, width: 300, height: 400), [0, 1, 2]),
            (Rect(x: 0, y: 60, width: 300, height: 10), []),
        ]
        for (rect, items) in cases {
            #expect(Self.query(layout, rect) == items.map { ElementIndexPath(item: $0, section: 0) })
            #expect(Self.query(layout, rect) == Self.filtered(layout, items: [3], in: rect))
        }
    }

    @Test("A second section starts where the first ends (−90), so section ends descend: −90, −180")
    func sectionEndsDescend() throws {
        let layout = try prepared(Self.backwards(), items: [3, 3])
        #expect(layout.cell(0, 1) == Rect(x: 0, y: -90, width: 300, height: 50))
        #expect(layout.cell(2, 1) == Rect(x: 0, y: -230, width: 300, height: 50))
        #expect(layout.contentSize == Size(width: 300, height: -180))
        // −50…−40 meets item 1 of section 0 (−70…−20) and item 0 of section 1 (−90…−40);
        // the search by ascending section ends found neither.
        let rect = Rect(x: 0, y: -50, width: 300, height: 10)
        #expect(Self.query(layout, rect) == [ElementIndexPath(item: 1, section: 0), ElementIndexPath(item: 0, section: 1)])
        for y in stride(from: -260.0, through: 60, by: 15) {
            let r = Rect(x: 0, y: y, width: 300, height: 12)
            #expect(Self.query(layout, r) == Self.filtered(layout, items: [3, 3], in: r))
        }
    }

    @Test("Estimated groups: a preferred height of 200 turns them forwards again at item 2 (set one by one and in a fresh pass)")
    func estimatedGroupsRunBackwardsThenForwards() throws {
        let layout = try prepared(Self.backwards(estimated: true), items: [3, 2])
        #expect(layout.cell(2) == Rect(x: 0, y: -140, width: 300, height: 50))
        // −100…−90 meets item 2 and touches section 1's first item (−90…−40).
        #expect(
            Self.query(layout, Rect(x: 0, y: -100, width: 300, height: 10)) == [
                ElementIndexPath(item: 2, section: 0), ElementIndexPath(item: 0, section: 1),
            ])
        _ = try layout.setPreferredSize(Size(width: 300, height: 200), forItemAt: ElementIndexPath(item: 1, section: 0))
        try layout.prepareIfNeeded()
        let expected = [
            Rect(x: 0, y: 0, width: 300, height: 50), Rect(x: 0, y: -70, width: 300, height: 200),
            Rect(x: 0, y: 10, width: 300, height: 50),
        ]
        for pass in ["one by one", "fresh"] {
            #expect((0..<3).map { layout.cell($0) } == expected, "\(pass)")
            // Section 0 ends at 60, section 1 runs from 60 up to −10.
            #expect(layout.cell(1, 1) == Rect(x: 0, y: -10, width: 300, height: 50), "\(pass)")
            #expect(layout.contentSize == Size(width: 300, height: 40), "\(pass)")
            // 115…125 meets only item 1, which reaches from −70 to 130.
            #expect(Self.query(layout, Rect(x: 0, y: 115, width: 300, height: 10)) == [ElementIndexPath(item: 1, section: 0)], "\(pass)")
            for y in stride(from: -100.0, through: 140, by: 10) {
                let r = Rect(x: 0, y: y, width: 300, height: 8)
                #expect(Self.query(layout, r) == Self.filtered(layout, items: [3, 2], in: r), "\(pass) \(y)")
            }
            layout.invalidateLayout()
            try layout.prepareIfNeeded()
        }
    }

    @Test("An orthogonal section's groups of 100 with −250 between them run leftwards: 0, −150, −300")
    func orthogonalGroupsRunBackwards() throws {
        let layout = try prepared(Self.backwards(spacing: -250, orthogonal: .continuous), items: [3])
        #expect((0..<3).map { layout.cell($0)?.minX } == [0, -150, -300])
        #expect(Self.query(layout, Rect(x: -190, y: 0, width: 90, height: 10)) == [ElementIndexPath(item: 1, section: 0)])
        #expect(Self.query(layout, Rect(x: -290, y: 0, width: 10, height: 10)) == [ElementIndexPath(item: 2, section: 0)])
        #expect(Self.query(layout, Rect(x: 0, y: 0, width: 300, height: 10)) == [ElementIndexPath(item: 0, section: 0)])
        let regions = layout.orthogonalScrollingRegions(in: Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(regions.map { $0.elements.map(\.indexPath.item).sorted() } == [[0, 1, 2]])
    }

    @Test("Group paging over groups that run backwards lands on the nearest group: snap points 0, −150, −300 descend")
    func groupPagingOverBackwardsGroups() throws {
        let layout = try prepared(Self.backwards(spacing: -250, orthogonal: .groupPaging), items: [3])
        func target(_ proposed: Double, velocity: Double) -> Double {
            layout.targetOrthogonalOffset(forProposed: Point(x: proposed, y: 0), velocity: Vector(dx: velocity, dy: 0), inSection: 0).x
        }
        // At rest: the nearest group (the search for ascending points found group 2).
        #expect(target(-160, velocity: 0) == -150)
        #expect(target(-20, velocity: 0) == 0)
        try layout.setOrthogonalScrollingOffset(Point(x: -150, y: 0), forSection: 0)
        // One group on in the direction of the velocity, and no further than the last.
        #expect(target(-150, velocity: 1) == 0)
        #expect(target(-150, velocity: -1) == -300)
        try layout.setOrthogonalScrollingOffset(Point(x: -300, y: 0), forSection: 0)
        #expect(target(-300, velocity: -1) == -300)
    }
}
