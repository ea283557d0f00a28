import CollectionView
import CompositionalLayout
import Geometry
import Gestures
import LayoutProtocol
import Testing

/// A 300 × 400 view over a vertical compositional layout: section 0 is a strip of ten
/// 120 × 100 cards that scrolls sideways with `behavior` (content 1,200 wide, 300
/// visible: offsets 0…900), section 1 twenty full-width rows of 50 below it (y 100…1,100);
/// the scroll pan installed.
struct OrthogonalTouchFixture {
    let cv: CollectionViewHost
    let clock = ManualFrameClock()
    let layout: CompositionalLayout
    let ds = GridDataSource([10, 20])
    let delegate = RecordingDelegate()
    let scroll: ScrollGestureBinding
    /// The section offsets the strip's visible-items handler was called with, in order.
    let handlerOffsets: HandlerLog

    final class HandlerLog { var offsets: [Double] = [] }

    init(_ behavior: OrthogonalScrollingBehavior = .continuous) throws {
        let log = HandlerLog()
        layout = CompositionalLayout { index, _ in
            if index == 0 {
                let card = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = LayoutGroup.horizontal(
                    layoutSize: LayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(100)), subitems: [card])
                let section = LayoutSection(group: group)
                section.orthogonalScrollingBehavior = behavior
                section.visibleItemsInvalidationHandler = { _, offset, _ in log.offsets.append(offset.x) }
                return section
            }
            let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [row])
            return LayoutSection(group: group)
        }
        handlerOffsets = log
        cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 300, height: 400), layout: layout, clock: clock)
        cv.dataSource = ds
        cv.delegate = delegate
        try cv.layoutIfNeeded()
        scroll = try ScrollGestureBinding(collectionView: cv)
    }

    var stripOffset: Double { layout.orthogonalScrollingOffset(forSection: 0).x }

    /// Touch down at (150, y), a first move 10 points left at 0.1 s, then 90 more at
    /// 0.2 s, lift: the strip is at 100 and the finger's speed is 900 points per second.
    func flickLeft(atY y: Double = 50, from t: Double = 0) throws {
        try cv.deliver(.began(id: 1, at: Point(x: 150, y: y), time: t))
        try cv.deliver(.moved(id: 1, to: Point(x: 140, y: y + 2), time: t + 0.1))
        try cv.deliver(.moved(id: 1, to: Point(x: 50, y: y + 2), time: t + 0.2))
        try cv.deliver(.ended(id: 1, at: Point(x: 50, y: y + 2), time: t + 0.2))
    }

    /// The handler's offsets without repeats (a layout pass may run it again at the same offset).
    var distinctHandlerOffsets: [Double] {
        handlerOffsets.offsets.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    /// Runs the section's deceleration to its end; returns the offsets of its frames.
    func decelerate() -> [Double] {
        var xs: [Double] = []
        while cv.isOrthogonalDecelerating(inSection: 0) {
            clock.step()
            xs.append(stripOffset)
        }
        return xs
    }
}

@Suite("Touches on sections that scroll on their own axis: the pan along the section's axis scrolls the section")
struct OrthogonalTouchTests {
    @Test func aSidewaysPanInsideTheStripScrollsItAndNotTheContent() throws {
        let f = try OrthogonalTouchFixture()
        try f.cv.deliver(.began(id: 1, at: Point(x: 150, y: 50), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 140, y: 52), time: 0.1))
        #expect(f.scroll.pan.state == .began && f.scroll.scrolledSection == 0)
        #expect(f.stripOffset == 10 && f.cv.isOrthogonalDragging(inSection: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 50, y: 52), time: 0.2))
        #expect(f.stripOffset == 100)
        #expect(f.cv.contentOffset == .zero && !f.cv.isDragging, "the collection view does not scroll")
        #expect(f.cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2, 3], "cards 0…3 meet 100…400")
        try f.cv.deliver(.ended(id: 1, at: Point(x: 50, y: 52), time: 0.2))
        #expect(f.scroll.lastFlingVelocity == Vector(dx: 900, dy: 0))
        #expect(f.delegate.log.isEmpty, "no highlight, no scroll-view callbacks")
    }

    /// From 100 at 900 points per second, the deceleration proposes 100 + 900 × 0.499 =
    /// 549.1; each behaviour lands where UIKit lands it (group stride 120, page 300).
    @Test(arguments: [
        (OrthogonalScrollingBehavior.continuous, 549.1),
        (.continuousGroupLeadingBoundary, 600),  // the group start nearest 549.1
        (.paging, 300),  // one page on from page 0
        (.groupPaging, 120),  // one group on from the group at 100 (group 1 starts at 120)
        (.groupPagingCentered, 150),  // group 2 centred: 240 + 60 − 150
    ])
    func aFlickLandsWhereTheBehaviourSays(behavior: OrthogonalScrollingBehavior, landing: Double) throws {
        let f = try OrthogonalTouchFixture(behavior)
        try f.flickLeft()
        #expect(f.cv.isOrthogonalDecelerating(inSection: 0) && !f.cv.isDecelerating)
        let xs = f.decelerate()
        #expect(abs((xs.last ?? 0) - landing) < 1e-9, "\(behavior): \(xs.last ?? 0)")
        #expect(xs == xs.sorted(), "it moves one way")
        #expect(f.cv.contentOffset == .zero)
    }

    @Test func withoutOrthogonalScrollingASidewaysPanScrollsNothingSideways() throws {
        let f = try OrthogonalTouchFixture(.none)
        try f.flickLeft()
        #expect(f.scroll.scrolledSection == nil && f.stripOffset == 0)
    }

    @Test func aPanMainlyAlongTheMainAxisScrollsTheCollectionView() throws {
        let f = try OrthogonalTouchFixture()
        try f.cv.deliver(.began(id: 1, at: Point(x: 150, y: 50), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 152, y: 30), time: 0.1))
        #expect(f.scroll.scrolledSection == nil)
        #expect(f.cv.contentOffset == Point(x: 0, y: 20) && f.stripOffset == 0)
        try f.cv.deliver(.moved(id: 1, to: Point(x: 100, y: 0), time: 0.2))
        #expect(f.cv.contentOffset == Point(x: 0, y: 50) && f.stripOffset == 0, "once the content has the pan it keeps it")
        try f.cv.deliver(.cancelled(id: 1, at: Point(x: 100, y: 0), time: 0.3))
        // A diagonal at exactly 45° is a tie: the collection view takes it.
        #expect(f.cv.orthogonalScrollingSection(forPanStartingAt: Point(x: 150, y: 20), translation: Vector(dx: -8, dy: -8)) == nil)
        #expect(f.cv.orthogonalScrollingSection(forPanStartingAt: Point(x: 150, y: 20), translation: Vector(dx: -8, dy: -7)) == 0)
    }

    @Test func theHitTestUsesContentCoordinates() throws {
        let f = try OrthogonalTouchFixture()
        try f.cv.setContentOffset(Point(x: 0, y: 20))
        // On the view, the strip is at y −20…80 now.
        #expect(f.cv.orthogonalScrollingSection(atViewPoint: Point(x: 150, y: 79)) == 0)
        #expect(f.cv.orthogonalScrollingSection(atViewPoint: Point(x: 150, y: 80)) == nil, "y 100 in content: the rows")
        #expect(f.cv.orthogonalScrollingSection(atViewPoint: Point(x: .nan, y: 10)) == nil)
        // A sideways pan on the rows scrolls the content (which cannot move sideways).
        try f.flickLeft(atY: 200)
        #expect(f.scroll.scrolledSection == nil && f.stripOffset == 0 && f.cv.contentOffset.x == 0)
        // A sideways pan on the strip's lower part scrolls the strip.
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset.x == 0)
        try f.cv.deliver(.began(id: 2, at: Point(x: 150, y: 70), time: 1))
        try f.cv.deliver(.moved(id: 2, to: Point(x: 130, y: 70), time: 1.1))
        #expect(f.scroll.scrolledSection == 0 && f.stripOffset == 20)
    }

    @Test func pastAnEdgeTheStripRubberBandsAndSpringsBack() throws {
        let f = try OrthogonalTouchFixture()
        try f.cv.deliver(.began(id: 1, at: Point(x: 100, y: 50), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 200, y: 50), time: 0.1))
        #expect(abs(f.stripOffset + CollectionViewHost.rubberBandOffset(forOvershoot: 100, extent: 300)) < 1e-9)
        try f.cv.deliver(.ended(id: 1, at: Point(x: 200, y: 50), time: 0.5))
        #expect(f.scroll.lastFlingVelocity == .zero, "the finger rested before lifting")
        let xs = f.decelerate()
        #expect(xs.count == 31 && xs == xs.sorted() && xs.last == 0, "a spring back over 0.5 s at 60 frames per second")
    }

    @Test func aFingerOnADeceleratingStripStopsItAndNeverSelects() throws {
        let f = try OrthogonalTouchFixture()
        try f.flickLeft()
        for _ in 0..<5 { f.clock.step() }
        let caught = f.stripOffset
        #expect(caught > 100 && caught < 549.1)
        try f.cv.deliver(.began(id: 2, at: Point(x: 150, y: 50), time: 0.3))
        #expect(!f.cv.isOrthogonalDecelerating(inSection: 0))
        f.clock.step()
        #expect(f.stripOffset == caught)
        try f.cv.deliver(.ended(id: 2, at: Point(x: 150, y: 50), time: 0.35))
        #expect(f.cv.indexPathsForSelectedItems.isEmpty && f.delegate.log.isEmpty, "the catching touch is not a tap")
        // A finger on the rows leaves a decelerating strip alone.
        try f.flickLeft(from: 1)
        f.clock.step()
        try f.cv.deliver(.began(id: 3, at: Point(x: 150, y: 200), time: 1.5))
        #expect(f.cv.isOrthogonalDecelerating(inSection: 0))
    }

    @Test func theVisibleItemsHandlerHearsEveryOffsetTheHostSets() throws {
        let f = try OrthogonalTouchFixture()
        f.handlerOffsets.offsets = []
        try f.cv.deliver(.began(id: 1, at: Point(x: 150, y: 50), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 140, y: 52), time: 0.1))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 50, y: 52), time: 0.2))
        #expect(f.distinctHandlerOffsets.suffix(2) == [10, 100], "each drag step, with the section's offset")
        try f.cv.deliver(.ended(id: 1, at: Point(x: 50, y: 52), time: 0.2))
        f.handlerOffsets.offsets = []
        let frames = f.decelerate()
        #expect(frames.count > 10)
        #expect(f.distinctHandlerOffsets == frames, "each deceleration frame")
        // The spring back from past the trailing edge (900).
        try f.cv.dragOrthogonal(inSection: 0, translation: Vector(dx: -800, dy: 0))
        try f.cv.endOrthogonalDragging(inSection: 0, velocity: .zero)
        f.handlerOffsets.offsets = []
        let back = f.decelerate()
        #expect(back.last == 900 && f.distinctHandlerOffsets == back, "each spring-back frame")
    }
}
