import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import Testing

/// Logs the scroll-view callbacks (with the offset and the state flags where they tell
/// something) and answers `willEndDragging` and `shouldScrollToTop` from its settings.
final class ScrollLog: CollectionViewDelegate {
    var log: [String] = []
    var retarget: ((Point) -> Point)?
    var allowScrollToTop = true

    func collectionViewDidScroll(_ cv: CollectionViewHost) { log.append("didScroll \(cv.contentOffset)") }
    func collectionViewWillBeginDragging(_ cv: CollectionViewHost) {
        log.append("willBeginDragging dragging=\(cv.isDragging)")
    }
    func collectionViewWillEndDragging(_ cv: CollectionViewHost, withVelocity velocity: Vector, targetContentOffset: inout Point) {
        log.append("willEndDragging v=\(velocity) target=\(targetContentOffset)")
        if let retarget { targetContentOffset = retarget(targetContentOffset) }
    }
    func collectionViewDidEndDragging(_ cv: CollectionViewHost, willDecelerate decelerate: Bool) {
        log.append("didEndDragging decelerate=\(decelerate) dragging=\(cv.isDragging)")
    }
    func collectionViewWillBeginDecelerating(_ cv: CollectionViewHost) {
        log.append("willBeginDecelerating decelerating=\(cv.isDecelerating)")
    }
    func collectionViewDidEndDecelerating(_ cv: CollectionViewHost) {
        log.append("didEndDecelerating \(cv.contentOffset) decelerating=\(cv.isDecelerating)")
    }
    func collectionViewDidEndScrollingAnimation(_ cv: CollectionViewHost) { log.append("didEndScrollingAnimation \(cv.contentOffset)") }
    func collectionViewShouldScrollToTop(_ cv: CollectionViewHost) -> Bool {
        log.append("shouldScrollToTop")
        return allowScrollToTop
    }
    func collectionViewDidScrollToTop(_ cv: CollectionViewHost) { log.append("didScrollToTop \(cv.contentOffset)") }
    func collectionViewDidChangeAdjustedContentInset(_ cv: CollectionViewHost) {
        log.append("didChangeAdjustedContentInset \(cv.adjustedContentInset)")
    }

    /// The log with every run of consecutive `didScroll` lines folded into one:
    /// `didScroll ×n → last offset`.
    var folded: [String] {
        foldingDidScrollRuns(log)
    }

    /// The y offsets of the `didScroll` lines, in order.
    var scrolledY: [Double] {
        log.compactMap { line in
            guard line.hasPrefix("didScroll (") else { return nil }
            let inner = line.dropFirst("didScroll (".count).dropLast()
            return Double(inner.split(separator: ",")[1].trimmingCharacters(in: .whitespaces))
        }
    }
}

/// Full-width rows of 50 points, one item per row, that snap a fling's stop to a row and
/// log when the layout is asked (into the delegate's log, to check the order).
final class SnappingRowsLayout: CollectionViewLayout {
    weak var log: ScrollLog?
    private var count: Int { host.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0 }
    override var contentSize: Size { Size(width: host?.bounds.width ?? 0, height: Double(count) * 50) }
    private func frame(_ i: Int) -> Rect { Rect(x: 0, y: Double(i) * 50, width: host?.bounds.width ?? 0, height: 50) }
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).compactMap { i in
            frame(i).intersects(rect) ? LayoutAttributes(forCellAt: ElementIndexPath(item: i, section: 0), frame: frame(i)) : nil
        }
    }
    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frame(indexPath.item))
    }
    override func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Vector) -> Point {
        let snapped = Point(x: proposed.x, y: (proposed.y / 50).rounded() * 50)
        log?.log.append("layout target \(proposed) → \(snapped)")
        return snapped
    }
}

/// A 200 × 200 host at 60 frames per second over `rows` snapping rows (50 points each).
struct ScrollViewFixture {
    let cv: CollectionViewHost
    let clock = ManualFrameClock(framesPerSecond: 60)
    let layout = SnappingRowsLayout()
    let dataSource: ReusingDataSource
    let delegate = ScrollLog()

    init(rows: Int = 10) throws {
        cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: layout, clock: clock)
        dataSource = ReusingDataSource([rows])
        layout.log = delegate
        cv.dataSource = dataSource
        cv.delegate = delegate
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        try cv.layoutIfNeeded()
    }

    /// Drags from the current offset by `translation` (in steps) and lets go.
    func dragAndRelease(_ translations: [Vector], velocity: Vector) throws {
        try cv.beginDragging()
        for t in translations { try cv.drag(translation: t) }
        try cv.endDragging(velocity: velocity)
    }
}

/// The rubber band for a finger `x` points past an edge of a 200-point view.
func band(_ x: Double) -> Double { (1 - 1 / (x * 0.55 / 200 + 1)) * 200 }

@Suite("The scroll view: dragging, the delegate's callbacks in UIKit's order, edges")
struct ScrollViewDelegateTests {
    @Test func dragHoldLiftDoesNotDecelerate() throws {
        let f = try ScrollViewFixture()
        try f.dragAndRelease([Vector(dx: 0, dy: -40), Vector(dx: 0, dy: -100)], velocity: .zero)
        #expect(
            f.delegate.log == [
                "willBeginDragging dragging=true", "didScroll (0, 40)", "didScroll (0, 100)",
                "layout target (0, 100) → (0, 100)", "willEndDragging v=(0, 0) target=(0, 100)",
                "didEndDragging decelerate=false dragging=false",
            ])
        #expect(!f.cv.isDecelerating && !f.cv.isDragging && !f.cv.isTracking)
        #expect(f.clock.runUntilIdle() == 0)
        #expect(f.cv.contentOffset == Point(x: 0, y: 100))
    }

    @Test func aReleaseWithVelocityDeceleratesInUIKitsOrderAndTheLayoutIsAskedFirst() throws {
        let f = try ScrollViewFixture()
        try f.dragAndRelease([Vector(dx: 0, dy: -40)], velocity: Vector(dx: 0, dy: 200))
        // Projected: 40 + 200 / 1000 × 0.998 / 0.002 = 139.8; the layout snaps it to 150.
        #expect(
            f.delegate.log == [
                "willBeginDragging dragging=true", "didScroll (0, 40)",
                "layout target (0, 139.7999999999999) → (0, 150)", "willEndDragging v=(0, 200) target=(0, 150)",
                "didEndDragging decelerate=true dragging=false", "willBeginDecelerating decelerating=true",
            ])
        #expect(f.cv.isDecelerating)
        f.delegate.log = []
        f.clock.runUntilIdle()
        let ys = f.delegate.scrolledY
        #expect(ys == ys.sorted() && ys.last == 150 && ys.allSatisfy { $0 > 40 && $0 <= 150 })
        #expect(f.delegate.folded == ["didScroll ×\(ys.count) → (0, 150)", "didEndDecelerating (0, 150) decelerating=false"])
    }

    @Test func theDelegateCanChangeTheTargetAndTheDecelerationHonoursIt() throws {
        let f = try ScrollViewFixture()
        f.delegate.retarget = { _ in Point(x: 0, y: 250) }
        try f.dragAndRelease([Vector(dx: 0, dy: -40)], velocity: Vector(dx: 0, dy: 200))
        #expect(f.cv.scrollTargetContentOffset == Point(x: 0, y: 250))
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: 250))
        #expect(f.delegate.folded.last == "didEndDecelerating (0, 250) decelerating=false")
        // Even without velocity a changed target moves the content (willDecelerate true).
        f.delegate.log = []
        f.delegate.retarget = { _ in Point(x: 0, y: 9999) }
        try f.dragAndRelease([Vector(dx: 0, dy: 10)], velocity: .zero)
        #expect(f.delegate.log.suffix(2) == ["didEndDragging decelerate=true dragging=false", "willBeginDecelerating decelerating=true"])
        #expect(f.cv.scrollTargetContentOffset == Point(x: 0, y: 300), "clamped to the content")
        f.clock.runUntilIdle()
        // A non-finite answer is ignored: the layout's target stands.
        f.delegate.retarget = { _ in Point(x: .nan, y: 0) }
        try f.dragAndRelease([Vector(dx: 0, dy: 100)], velocity: .zero)
        #expect(f.cv.contentOffset == Point(x: 0, y: 200))
        #expect(f.delegate.log.last == "didEndDragging decelerate=false dragging=false")
    }

    @Test func pagingReleasesAtManyOffsetsVerticallyWithInsetsAndALastPartialPage() throws {
        let f = try ScrollViewFixture(rows: 8)  // 400 tall
        f.cv.isPagingEnabled = true
        try f.cv.setContentInset(EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        #expect(f.cv.contentOffsetBounds.min == Point(x: 0, y: -20))
        #expect(f.cv.contentOffsetBounds.max == Point(x: 0, y: 230), "the last page is partial")
        // (drag starts at, released at, velocity, stops at)
        let cases: [(Double, Double, Double, Double)] = [
            (0, 60, 100, 0), (0, 60, 499.9, 0), (0, 60, 500, 200), (0, 120, 100, 200), (0, 120, -600, -20),
            (200, 150, -600, 0), (200, 150, 600, 230), (200, 220, 100, 200), (200, 90, 100, 0), (230, 210, 600, 230),
            (230, 130, 100, 200), (0, -15, 100, 0), (0, 10, -3000, -20), (200, 299 - 99, 499, 200),
        ]
        for (start, release, v, expected) in cases {
            try f.cv.setContentOffset(Point(x: 0, y: start))
            f.delegate.log = []
            try f.dragAndRelease([Vector(dx: 0, dy: start - release)], velocity: Vector(dx: 0, dy: v))
            #expect(f.delegate.log.contains("willEndDragging v=(0, \(formatScalar(v))) target=(0, \(formatScalar(expected)))"))
            #expect(!f.delegate.log.contains { $0.hasPrefix("layout target") }, "paging does not ask the layout")
            f.clock.runUntilIdle()
            #expect(f.cv.contentOffset == Point(x: 0, y: expected), "from \(start) released at \(release) with \(v) pt/s")
        }
    }

    @Test func pagingReleasesAtManyOffsetsHorizontally() throws {
        let clock = ManualFrameClock(framesPerSecond: 60)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: CenteringStripLayout(), clock: clock)
        let ds = ReusingDataSource([10])  // 10 × 100 + 9 × 20 = 1180 wide
        cv.dataSource = ds
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        cv.isPagingEnabled = true
        try cv.setContentInset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 40))
        #expect(cv.contentOffsetBounds.max == Point(x: 1020, y: 0))
        let cases: [(Double, Double, Double, Double)] = [
            (0, 90, 100, 0), (0, 90, 600, 200), (800, 900, 100, 1000), (800, 850, 600, 1000), (1000, 1010, 600, 1020),
            (1000, 950, -600, 800), (200, 150, -600, 0), (0, 50, -600, -10), (1020, 990, -100, 1000), (400, 510, 100, 600),
        ]
        for (start, release, v, expected) in cases {
            try cv.setContentOffset(Point(x: start, y: 0))
            try cv.beginDragging()
            try cv.drag(translation: Vector(dx: start - release, dy: 0))
            try cv.endDragging(velocity: Vector(dx: v, dy: 0))
            clock.runUntilIdle()
            #expect(cv.contentOffset == Point(x: expected, y: 0), "from \(start) released at \(release) with \(v) pt/s")
        }
        withExtendedLifetime(ds) {}
    }

    @Test func draggingPastBothEdgesRubberBandsAndSpringsBackWithoutOvershoot() throws {
        let f = try ScrollViewFixture()
        #expect(f.cv.bounces)
        try f.cv.beginDragging()
        try f.cv.drag(translation: Vector(dx: 0, dy: 100))
        #expect(abs(f.cv.contentOffset.y + band(100)) < 1e-9)
        #expect(abs(f.cv.contentOffset.y + 43.137254901960785) < 1e-9)
        #expect(abs(CollectionViewHost.rubberBandOffset(forOvershoot: 100, extent: 200) - band(100)) < 1e-12)
        try f.cv.drag(translation: Vector(dx: 0, dy: 400))
        #expect(abs(f.cv.contentOffset.y + band(400)) < 1e-9, "less and less: 400 points of finger, \(band(400)) of content")
        f.delegate.log = []
        try f.cv.endDragging(velocity: .zero)
        #expect(
            f.delegate.log == [
                "layout target (0, 0) → (0, 0)", "willEndDragging v=(0, 0) target=(0, 0)",
                "didEndDragging decelerate=true dragging=false", "willBeginDecelerating decelerating=true",
            ])
        f.delegate.log = []
        // bounceDuration (0.5 s) at 60 frames per second: 30 steps of 1/60 add up to a hair
        // under 0.5, so the 31st frame is the one that arrives.
        #expect(f.clock.runUntilIdle() == 31)
        let ys = f.delegate.scrolledY
        #expect(ys == ys.sorted() && ys.allSatisfy { $0 <= 0 } && ys.last == 0, "\(ys)")
        #expect(f.delegate.log.last == "didEndDecelerating (0, 0) decelerating=false")

        // The bottom edge (offset 300).
        try f.cv.setContentOffset(Point(x: 0, y: 300))
        try f.cv.beginDragging()
        try f.cv.drag(translation: Vector(dx: 0, dy: -100))
        #expect(abs(f.cv.contentOffset.y - (300 + band(100))) < 1e-9)
        f.delegate.log = []
        try f.cv.endDragging(velocity: Vector(dx: 0, dy: 800))
        f.clock.runUntilIdle()
        let down = f.delegate.scrolledY
        #expect(down == down.sorted(by: >) && down.allSatisfy { $0 >= 300 } && down.last == 300)
    }

    @Test func withoutBouncesADragStaysInsideTheContent() throws {
        let f = try ScrollViewFixture()
        f.cv.bounces = false
        try f.dragAndRelease([Vector(dx: 0, dy: 100)], velocity: Vector(dx: 0, dy: -800))
        #expect(
            f.delegate.log == [
                "willBeginDragging dragging=true", "layout target (0, 0) → (0, 0)", "willEndDragging v=(0, -800) target=(0, 0)",
                "didEndDragging decelerate=false dragging=false",
            ], "no offset change above the top, no spring-back")
        f.delegate.log = []
        try f.cv.setContentOffset(Point(x: 0, y: 280))
        try f.dragAndRelease([Vector(dx: 0, dy: -60)], velocity: .zero)
        #expect(f.delegate.log.contains("didScroll (0, 300)") && f.cv.contentOffset == Point(x: 0, y: 300))
    }

    @Test func aFlingThatHitsAnEdgeStopsThereWithBouncesOnOrOff() throws {
        for bounces in [true, false] {
            let f = try ScrollViewFixture()
            f.cv.bounces = bounces
            try f.cv.setContentOffset(Point(x: 0, y: 200))
            f.delegate.log = []
            try f.dragAndRelease([Vector(dx: 0, dy: -20)], velocity: Vector(dx: 0, dy: 3000))
            #expect(f.cv.scrollTargetContentOffset == Point(x: 0, y: 300))
            f.clock.runUntilIdle()
            let ys = f.delegate.scrolledY
            #expect(ys.allSatisfy { $0 <= 300 } && ys.last == 300, "bounces \(bounces): \(ys)")
            #expect(f.delegate.log.last == "didEndDecelerating (0, 300) decelerating=false")
        }
    }

    @Test func alwaysBounceLetsShortContentRubberBandOnItsAxisOnly() throws {
        let f = try ScrollViewFixture(rows: 2)  // 100 tall in a 200-point view
        try f.cv.beginDragging()
        try f.cv.drag(translation: Vector(dx: -50, dy: -50))
        #expect(f.cv.contentOffset == .zero, "nothing to scroll: the drag does not move the content")
        try f.cv.endDragging(velocity: .zero)
        f.cv.alwaysBounceVertical = true
        try f.cv.beginDragging()
        try f.cv.drag(translation: Vector(dx: -50, dy: -50))
        #expect(f.cv.contentOffset.x == 0 && abs(f.cv.contentOffset.y - band(50)) < 1e-9)
        try f.cv.endDragging(velocity: .zero)
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == .zero)
        f.cv.alwaysBounceHorizontal = true
        f.cv.bounces = false
        try f.dragAndRelease([Vector(dx: -50, dy: -50)], velocity: .zero)
        #expect(f.cv.contentOffset == .zero, "alwaysBounce needs bounces")
    }

    @Test func aDragThatCatchesASpringBackGoesOnFromWhereTheContentIs() throws {
        let f = try ScrollViewFixture()
        try f.dragAndRelease([Vector(dx: 0, dy: 150)], velocity: .zero)
        for _ in 0..<5 { f.clock.step() }
        let caught = f.cv.contentOffset
        #expect(caught.y < 0)
        try f.cv.beginDragging()
        #expect(!f.cv.isDecelerating, "the touch stopped the spring-back")
        try f.cv.drag(translation: .zero)
        #expect(abs(f.cv.contentOffset.y - caught.y) < 1e-9)
        try f.cv.drag(translation: Vector(dx: 0, dy: -20))
        #expect(f.cv.contentOffset.y > caught.y && f.cv.contentOffset.y < caught.y + 20, "still banded")
    }

    @Test func scrollToTopAsksTheDelegateAndReportsArrival() throws {
        let f = try ScrollViewFixture()
        try f.cv.setContentInset(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        try f.cv.setContentOffset(Point(x: 0, y: 250))
        f.delegate.log = []
        #expect(try f.cv.scrollToTop())
        f.clock.runUntilIdle()
        #expect(f.delegate.folded == ["shouldScrollToTop", "didScroll ×18 → (0, -20)", "didScrollToTop (0, -20)"])
        f.delegate.log = []
        #expect(try f.cv.scrollToTop())
        #expect(f.delegate.log == ["shouldScrollToTop", "didScrollToTop (0, -20)"], "already at the top")
        try f.cv.setContentOffset(Point(x: 0, y: 100))
        f.delegate.log = []
        f.delegate.allowScrollToTop = false
        #expect(try !f.cv.scrollToTop())
        f.cv.scrollsToTop = false
        f.delegate.allowScrollToTop = true
        #expect(try !f.cv.scrollToTop())
        #expect(f.delegate.log == ["shouldScrollToTop"])
        #expect(f.cv.contentOffset == Point(x: 0, y: 100))
    }

    @Test func didEndScrollingAnimationOnlyForAnimatedProgrammaticScrolls() throws {
        let f = try ScrollViewFixture()
        try f.cv.setContentOffset(Point(x: 0, y: 100), animated: true)
        f.clock.runUntilIdle()
        #expect(f.delegate.folded == ["didScroll ×18 → (0, 100)", "didEndScrollingAnimation (0, 100)"])
        f.delegate.log = []
        try f.cv.setContentOffset(Point(x: 0, y: 50), animated: false)
        try f.cv.scrollToItem(at: ElementIndexPath(item: 5, section: 0), at: .top, animated: true)
        f.clock.runUntilIdle()
        #expect(f.delegate.log.first == "didScroll (0, 50)")
        #expect(f.delegate.folded == ["didScroll ×19 → (0, 250)", "didEndScrollingAnimation (0, 250)"], "1 + 18 frames")
        f.delegate.log = []
        try f.cv.fling(velocity: Vector(dx: 0, dy: -1000))
        f.clock.runUntilIdle()
        #expect(!f.delegate.log.contains { $0.hasPrefix("didEndScrollingAnimation") })
        #expect(f.delegate.log.first == "layout target (0, 0) → (0, 0)", "the projected stop (−249) is clamped first")
        #expect(f.delegate.log[1] == "willBeginDecelerating decelerating=true")
        #expect(f.delegate.log.last == "didEndDecelerating (0, 0) decelerating=false")
    }

    @Test func theAdjustedContentInsetIsTheContentInsetAndItsChangeIsReported() throws {
        let f = try ScrollViewFixture()
        let inset = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        try f.cv.setContentInset(inset)
        try f.cv.setContentInset(inset)
        #expect(f.delegate.log == ["didChangeAdjustedContentInset \(inset)"])
        #expect(f.cv.adjustedContentInset == inset)
    }

    @Test func badDragInputIsATypedErrorAndChangesNothing() throws {
        let f = try ScrollViewFixture()
        try f.cv.endDragging(velocity: Vector(dx: 0, dy: 100))
        #expect(f.delegate.log.isEmpty, "no drag: nothing happens")
        try f.cv.beginDragging()
        try f.cv.drag(translation: Vector(dx: 0, dy: -30))
        #expect(throws: CollectionViewError.self) { try f.cv.drag(translation: Vector(dx: .nan, dy: 0)) }
        #expect(throws: CollectionViewError.self) { try f.cv.endDragging(velocity: Vector(dx: 0, dy: .infinity)) }
        #expect(f.cv.isDragging && f.cv.contentOffset == Point(x: 0, y: 30))
        try f.cv.beginDragging()
        #expect(f.delegate.log == ["willBeginDragging dragging=true", "didScroll (0, 30)"], "a second begin does nothing")
    }
}
