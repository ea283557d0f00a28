import CollectionView
import Geometry
import LayoutProtocol
import Testing

/// Section 0: a strip of 100 × 100 items that scrolls horizontally on its own, snapping
/// releases to an item; section 1: a plain row below it. Written only against
/// `LayoutProtocol`, as any layout with orthogonal sections would be.
final class StripSectionsLayout: CollectionViewLayout, OrthogonalScrollingLayout {
    private var offset = 0.0
    private(set) var targetQueries: [(proposed: Point, velocity: Vector)] = []
    private func count(_ s: Int) -> Int { host.map { $0.numberOfSections > s ? $0.numberOfItems(inSection: s) : 0 } ?? 0 }
    private var width: Double { host?.bounds.width ?? 0 }
    override var contentSize: Size { Size(width: width, height: 200) }
    private func frame(_ ip: ElementIndexPath) -> Rect {
        ip.section == 0
            ? Rect(x: Double(ip.item) * 100 - offset, y: 0, width: 100, height: 100)
            : Rect(x: Double(ip.item) * 50, y: 100, width: 50, height: 50)
    }
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<2).flatMap { s in
            (0..<count(s)).compactMap { i in
                let ip = ElementIndexPath(item: i, section: s)
                return frame(ip).intersects(rect) ? LayoutAttributes(forCellAt: ip, frame: frame(ip)) : nil
            }
        }
    }
    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section < 2, indexPath.item >= 0, indexPath.item < count(indexPath.section) else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frame(indexPath))
    }

    var orthogonalSectionsScrollHorizontally: Bool { true }
    func orthogonalContentLength(forSection section: Int) -> (content: Double, visible: Double)? {
        section == 0 ? (Double(count(0)) * 100, width) : nil
    }
    func orthogonalScrollingOffset(forSection section: Int) -> Point { Point(x: section == 0 ? offset : 0, y: 0) }
    func setOrthogonalScrollingOffset(_ offset: Point, forSection section: Int) throws(LayoutError) {
        guard section == 0, offset.isFinite else { throw .invalidParameter(name: "offset", message: "section \(section)") }
        self.offset = offset.x
    }
    func targetOrthogonalOffset(forProposed proposed: Point, velocity: Vector, inSection section: Int) -> Point {
        targetQueries.append((proposed, velocity))
        return Point(x: (proposed.x / 100).rounded() * 100, y: 0)
    }
}

@Suite("Sections that scroll on their own axis: drag, rubber band, fling and deceleration through the layout's extension point")
struct OrthogonalScrollingTests {
    func makeHost() throws -> (CollectionViewHost, ManualFrameClock, StripSectionsLayout, ReusingDataSource) {
        let clock = ManualFrameClock(framesPerSecond: 60)
        let layout = StripSectionsLayout()
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: layout, clock: clock)
        let ds = ReusingDataSource([8, 4])  // the strip: 800 wide, offsets 0…600
        cv.dataSource = ds
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        try cv.layoutIfNeeded()
        return (cv, clock, layout, ds)
    }

    @Test func aDragMovesTheSectionAndAFlingLandsWhereTheLayoutSays() throws {
        let (cv, clock, layout, ds) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        #expect(cv.orthogonalScrollingLayout === layout)
        try cv.dragOrthogonal(inSection: 0, translation: Vector(dx: -150, dy: 40))
        #expect(cv.isOrthogonalDragging(inSection: 0))
        #expect(layout.orthogonalScrollingOffset(forSection: 0) == Point(x: 150, y: 0))
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2, 3], "the visible set follows")
        #expect(cv.contentOffset == .zero, "the content offset does not move")
        try cv.endOrthogonalDragging(inSection: 0, velocity: Vector(dx: 1000, dy: 0))
        // Proposed: 150 + 1000 / 1000 × 0.998 / 0.002 = 649; the layout snaps it to 600.
        #expect(abs((layout.targetQueries.last?.proposed.x ?? 0) - 649) < 1e-9)
        #expect(cv.isOrthogonalDecelerating(inSection: 0) && !cv.isOrthogonalDragging(inSection: 0))
        var xs: [Double] = []
        while cv.isOrthogonalDecelerating(inSection: 0) {
            clock.step()
            xs.append(layout.orthogonalScrollingOffset(forSection: 0).x)
        }
        #expect(xs == xs.sorted() && xs.last == 600 && xs.allSatisfy { $0 <= 600 })
        #expect(
            cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [5, 6, 7], "item 5 ends at x = 0: touching edges count")
    }

    @Test func pastAnEdgeItRubberBandsAndSpringsBack() throws {
        let (cv, clock, layout, ds) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.dragOrthogonal(inSection: 0, translation: Vector(dx: 100, dy: 0))
        let band = CollectionViewHost.rubberBandOffset(forOvershoot: 100, extent: 200)
        #expect(abs(layout.orthogonalScrollingOffset(forSection: 0).x + band) < 1e-9)
        try cv.endOrthogonalDragging(inSection: 0, velocity: .zero)
        var xs: [Double] = []
        while cv.isOrthogonalDecelerating(inSection: 0) {
            clock.step()
            xs.append(layout.orthogonalScrollingOffset(forSection: 0).x)
        }
        #expect(xs.count == 31 && xs == xs.sorted() && xs.allSatisfy { $0 <= 0 } && xs.last == 0)
        // Without bounces the section stays inside its range.
        cv.bounces = false
        try cv.dragOrthogonal(inSection: 0, translation: Vector(dx: -900, dy: 0))
        #expect(layout.orthogonalScrollingOffset(forSection: 0) == Point(x: 600, y: 0))
        try cv.endOrthogonalDragging(inSection: 0, velocity: .zero)
        #expect(!cv.isOrthogonalDecelerating(inSection: 0))
    }

    @Test func aTouchDuringTheDecelerationCatchesIt() throws {
        let (cv, clock, layout, ds) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.dragOrthogonal(inSection: 0, translation: Vector(dx: -100, dy: 0))
        try cv.endOrthogonalDragging(inSection: 0, velocity: Vector(dx: 2000, dy: 0))
        for _ in 0..<5 { clock.step() }
        let caught = layout.orthogonalScrollingOffset(forSection: 0)
        try cv.beginOrthogonalDragging(inSection: 0)
        #expect(!cv.isOrthogonalDecelerating(inSection: 0))
        try cv.dragOrthogonal(inSection: 0, translation: .zero)
        #expect(abs(layout.orthogonalScrollingOffset(forSection: 0).x - caught.x) < 1e-9)
    }

    @Test func badInputIsATypedErrorAndChangesNothing() throws {
        let (cv, _, layout, ds) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        #expect(throws: CollectionViewError.self) { try cv.beginOrthogonalDragging(inSection: 1) }
        #expect(throws: CollectionViewError.self) { try cv.dragOrthogonal(inSection: 7, translation: .zero) }
        #expect(throws: CollectionViewError.self) { try cv.dragOrthogonal(inSection: 0, translation: Vector(dx: .nan, dy: 0)) }
        try cv.dragOrthogonal(inSection: 0, translation: Vector(dx: -50, dy: 0))
        #expect(throws: CollectionViewError.self) { try cv.endOrthogonalDragging(inSection: 0, velocity: Vector(dx: .infinity, dy: 0)) }
        #expect(cv.isOrthogonalDragging(inSection: 0) && layout.orthogonalScrollingOffset(forSection: 0) == Point(x: 50, y: 0))
        try cv.endOrthogonalDragging(inSection: 1, velocity: .zero)  // no drag there: nothing
    }
}
