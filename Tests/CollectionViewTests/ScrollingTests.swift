import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A host over a long vertical grid (200 × 200 bounds, 50-point rows of 4) with a
/// manual clock at 120 frames per second.
struct ScrollFixture {
    let cv: CollectionViewHost
    let clock: ManualFrameClock
    let layout: SectionedGridLayout
    let dataSource: ReusingDataSource
    let delegate: RecordingDelegate

    init(counts: [Int] = [4000], headerHeight: Double = 0, pinsHeaders: Bool = false, width: Double = 200) throws {
        clock = ManualFrameClock(framesPerSecond: 120)
        layout = SectionedGridLayout(headerHeight: headerHeight, pinsHeaders: pinsHeaders)
        cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: width, height: 200), layout: layout, clock: clock)
        dataSource = ReusingDataSource(counts)
        delegate = RecordingDelegate()
        cv.dataSource = dataSource
        cv.delegate = delegate
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        try cv.register(TitleView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: "Title")
        try cv.layoutIfNeeded()
    }
}

@Suite("Scrolling: deceleration, snapping, paging, clamping, scrollToItem")
struct ScrollingTests {
    @Test func decelerationRatesProjectUIKitsTravel() {
        #expect(abs(DecelerationRate.normal.projectedTravel(forVelocity: 1000) - 499) < 1e-9)
        #expect(abs(DecelerationRate.fast.projectedTravel(forVelocity: 1000) - 99) < 1e-9)
        #expect(abs(DecelerationRate.normal.projectedTravel(forVelocity: -2000) + 998) < 1e-9)
        #expect(DecelerationRate(rawValue: 0.95)?.rawValue == 0.95)
        #expect(DecelerationRate(rawValue: 1) == nil)
        #expect(DecelerationRate(rawValue: 0) == nil)
        #expect(DecelerationRate(rawValue: .nan) == nil)
        #expect(DecelerationRate.normal.completedFraction(afterMilliseconds: -5) == 0)
        #expect(DecelerationRate.normal.description == "normal (0.998)")
    }

    @Test func aFlingStopsWhereTheNormalRateSays() throws {
        let f = try ScrollFixture()
        try f.cv.fling(velocity: Vector(dx: 0, dy: 1000))
        #expect(f.cv.isDecelerating)
        let target = try #require(f.cv.scrollTargetContentOffset)
        #expect(abs(target.y - 499) < 1e-9 && target.x == 0)
        // After 12 frames (0.1 s) the offset has covered 1 − 0.998^100 of the way.
        for _ in 0..<12 { f.clock.step() }
        #expect(abs(f.cv.contentOffset.y - 499 * (1 - pow(0.998, 100))) < 1e-6)
        let frames = f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == target, "it ends exactly on the projected stop")
        #expect(!f.cv.isDecelerating && f.cv.scrollTargetContentOffset == nil)
        #expect(f.delegate.didEndDecelerating == 1)
        #expect(f.delegate.didScroll == frames + 12)
        // It stops once within half a point: 499 × 0.998^t ≤ 0.5 → t ≈ 3450 ms.
        let expectedFrames = Int((log(0.5 / 499) / log(0.998) / 1000 * 120).rounded(.up))
        #expect(abs(frames + 12 - expectedFrames) <= 1)
        expectConsistentViews(f.cv)
    }

    @Test func aFastRateStopsSooner() throws {
        let f = try ScrollFixture()
        f.cv.decelerationRate = .fast
        try f.cv.fling(velocity: Vector(dx: 0, dy: 1000))
        f.clock.runUntilIdle()
        #expect(abs(f.cv.contentOffset.y - 99) < 1e-9)
        try f.cv.fling(velocity: Vector(dx: 0, dy: -500))
        f.clock.runUntilIdle()
        #expect(abs(f.cv.contentOffset.y - 49.5) < 1e-9)
    }

    @Test func aFlingIsClampedToTheContentAndItsInset() throws {
        let f = try ScrollFixture(counts: [40])  // 10 rows: 500 tall
        try f.cv.setContentInset(EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        #expect(f.cv.contentOffsetBounds.min == Point(x: 0, y: -20))
        #expect(f.cv.contentOffsetBounds.max == Point(x: 0, y: 330))
        try f.cv.fling(velocity: Vector(dx: 0, dy: 5000))
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: 330), "500 + 30 − 200")
        try f.cv.fling(velocity: Vector(dx: -300, dy: -5000))
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: -20))
        // Content shorter than the bounds: nowhere to go.
        let short = try ScrollFixture(counts: [4])
        try short.cv.fling(velocity: Vector(dx: 0, dy: 3000))
        #expect(!short.cv.isDecelerating && short.cv.contentOffset == .zero)
    }

    @Test func aSnappingLayoutStopsWithAnItemCentred() throws {
        // The seeds' figure 5-4: items 100 wide, 20 apart; bounds 250 wide.
        let clock = ManualFrameClock(framesPerSecond: 120)
        let layout = CenteringStripLayout()
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 250, height: 100), layout: layout, clock: clock)
        let ds = ReusingDataSource([30])
        cv.dataSource = ds
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        try cv.layoutIfNeeded()
        try cv.fling(velocity: Vector(dx: 1000, dy: 0))
        // Proposed: 499; its centre 624 is nearest item 5 (centre 650) → offset 525.
        #expect(layout.proposals.count == 1)
        #expect(abs(layout.proposals[0].proposed.x - 499) < 1e-9 && layout.proposals[0].velocity == Vector(dx: 1000, dy: 0))
        #expect(cv.scrollTargetContentOffset == Point(x: 525, y: 0))
        clock.runUntilIdle()
        #expect(cv.contentOffset == Point(x: 525, y: 0))
        let centre = cv.contentOffset.x + cv.bounds.width / 2
        #expect(cv.layoutAttributesForItem(at: path(5))?.frame.midX == centre)
        expectConsistentViews(cv)
        withExtendedLifetime(ds) {}
    }

    @Test func pagingStopsOnMultiplesOfTheBounds() throws {
        let f = try ScrollFixture()
        f.cv.isPagingEnabled = true
        try f.cv.setContentOffset(Point(x: 0, y: 130))
        try f.cv.fling(velocity: Vector(dx: 0, dy: 50))
        #expect(f.cv.scrollTargetContentOffset == Point(x: 0, y: 200), "one page forward from page 0")
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: 200))
        try f.cv.fling(velocity: Vector(dx: 0, dy: 9000))
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: 400), "at most one page per fling")
        try f.cv.setContentOffset(Point(x: 0, y: 470))
        try f.cv.fling(velocity: Vector(dx: 0, dy: -10))
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: 400))
        try f.cv.setContentOffset(Point(x: 0, y: 330))
        try f.cv.fling(velocity: .zero)
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: 400), "no velocity: the nearest page")
        #expect(f.layout.boundsChangeQueries > 0)
    }

    @Test func pagingClampsToTheInsetContentAndReachesTheLastPartialPage() throws {
        let f = try ScrollFixture(counts: [30])
        f.cv.isPagingEnabled = true
        try f.cv.setContentInset(EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        let last = f.cv.contentOffsetBounds.max.y
        #expect(f.cv.contentOffsetBounds.min.y == -20)
        #expect(last == f.cv.contentSize.height + 30 - 200)
        #expect(last.truncatingRemainder(dividingBy: 200) != 0, "the last page is partial")
        // A fast fling from the page before the last partial one stops at the end.
        let pageBefore = (last / 200).rounded(.down) * 200
        try f.cv.setContentOffset(Point(x: 0, y: pageBefore))
        try f.cv.fling(velocity: Vector(dx: 0, dy: 2000), dragStartedAt: Point(x: 0, y: pageBefore))
        #expect(f.cv.scrollTargetContentOffset == Point(x: 0, y: last))
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: last))
        // A slow release near the top settles on page 0 (offset 0, inside the range).
        try f.cv.setContentOffset(Point(x: 0, y: 60))
        try f.cv.fling(velocity: Vector(dx: 0, dy: -100), dragStartedAt: Point(x: 0, y: 0))
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == .zero)
        // A fast fling back from page 0 would go to −200: clamped to the inset's −20.
        try f.cv.fling(velocity: Vector(dx: 0, dy: -3000), dragStartedAt: .zero)
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: -20))
    }

    @Test func pinnedHeadersFollowEveryScrollStep() throws {
        // Sections of 40 items: header 30 + 10 rows of 50 = 530 tall.
        let f = try ScrollFixture(counts: [40, 40, 40], headerHeight: 30, pinsHeaders: true)
        let queriesBefore = f.layout.boundsChangeQueries
        try f.cv.fling(velocity: Vector(dx: 0, dy: 1500))
        var frames = 0
        var sawPushedOff = false
        while f.cv.isDecelerating {
            f.clock.step()
            frames += 1
            let top = f.cv.contentOffset.y
            let header = try #require(
                f.cv.view(for: ElementKey(.supplementary(kind: ElementKind.sectionHeader), path(0, 0)))
                    ?? f.cv.view(for: ElementKey(.supplementary(kind: ElementKind.sectionHeader), path(0, 1))))
            let frame = try #require(header.appliedAttributes?.frame)
            let section = header.appliedAttributes!.indexPath.section
            let sectionTop = Double(section) * 530, sectionBottom = sectionTop + 530
            #expect(frame.minY == min(max(top, sectionTop), sectionBottom - 30), "the header is pinned at step \(frames)")
            if frame.minY < top { sawPushedOff = true }
            expectConsistentViews(f.cv)
        }
        #expect(f.layout.boundsChangeQueries - queriesBefore == frames, "asked at every step")
        #expect(f.layout.prepareCount > frames, "every step invalidated the layout")
        #expect(abs(f.cv.contentOffset.y - 748.5) < 1e-9)
        #expect(sawPushedOff, "section 1's header pushed section 0's off")
    }

    @Test func animatedSetContentOffsetEasesToTheExactOffset() throws {
        let f = try ScrollFixture()
        try f.cv.setContentOffset(Point(x: 0, y: 400), animated: true)
        #expect(f.cv.contentOffset == .zero && f.cv.isScrollAnimating && !f.cv.isDecelerating)
        for _ in 0..<18 { f.clock.step() }  // 0.15 s: halfway in time and distance
        #expect(abs(f.cv.contentOffset.y - 200) < 1e-6)
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: 400))
        #expect(f.delegate.didEndDecelerating == 0)
        // A non-animated change stops a running animation.
        try f.cv.setContentOffset(Point(x: 0, y: 0), animated: true)
        f.clock.step()
        try f.cv.setContentOffset(Point(x: 0, y: 1000), animated: false)
        #expect(!f.cv.isScrollAnimating)
        f.clock.advance(by: 1)
        #expect(f.cv.contentOffset == Point(x: 0, y: 1000))
        expectConsistentViews(f.cv)
    }

    @Test func scrollToItemUsesUIKitsPositions() throws {
        // 4 columns of 50 = 200 wide in bounds 120 wide: horizontal positions matter too.
        let f = try ScrollFixture(width: 120)
        try f.cv.setContentInset(EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        let item = path(41)  // row 10 (y 500…550), column 1 (x 50…100)
        try f.cv.scrollToItem(at: item, at: .top, animated: false)
        #expect(f.cv.contentOffset == Point(x: 0, y: 490))
        try f.cv.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(f.cv.contentOffset == Point(x: 0, y: 370), "550 − 200 + 20")
        try f.cv.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(f.cv.contentOffset == Point(x: 0, y: 525 - 85 - 10))
        try f.cv.scrollToItem(at: item, at: [.top, .right], animated: false)
        #expect(f.cv.contentOffset == Point(x: 0, y: 490), "100 − 120 clamps to 0")
        try f.cv.scrollToItem(at: path(43), at: .right, animated: false)
        #expect(f.cv.contentOffset == Point(x: 80, y: 490))
        try f.cv.scrollToItem(at: path(42), at: .centeredHorizontally, animated: false)
        #expect(f.cv.contentOffset == Point(x: 65, y: 490))
        try f.cv.scrollToItem(at: path(42), at: .left, animated: false)
        #expect(f.cv.contentOffset == Point(x: 80, y: 490), "100 clamps to the maximum 80")
        // The empty position scrolls as little as needed.
        try f.cv.scrollToItem(at: path(0), at: [], animated: false)
        #expect(f.cv.contentOffset == Point(x: 0, y: -10))
        try f.cv.scrollToItem(at: path(1), at: [], animated: false)
        #expect(f.cv.contentOffset == Point(x: 0, y: -10), "already fully visible")
        // The last item clamps to the end: 1000 rows → 50 000 + 20 − 200.
        try f.cv.scrollToItem(at: path(3999), at: .top, animated: true)
        f.clock.runUntilIdle()
        #expect(f.cv.contentOffset == Point(x: 0, y: 49_820), "x keeps its offset")
        expectConsistentViews(f.cv)
    }

    @Test func badScrollInputIsATypedErrorAndChangesNothing() throws {
        let f = try ScrollFixture()
        try f.cv.setContentOffset(Point(x: 0, y: 100))
        try f.cv.setContentOffset(Point(x: 0, y: 300), animated: true)
        f.clock.step()
        let offset = f.cv.contentOffset
        let target = f.cv.scrollTargetContentOffset
        // NaN is not equal to itself, so the case is matched, not compared.
        let nanVelocity = #expect(throws: CollectionViewError.self) { try f.cv.fling(velocity: Vector(dx: .nan, dy: 0)) }
        if case .invalidGeometry(.flingVelocity(let velocity))? = nanVelocity {
            #expect(velocity.dx.isNaN && velocity.dy == 0)
        } else {
            Issue.record("expected invalidGeometry(.flingVelocity), got \(String(describing: nanVelocity))")
        }
        #expect(nanVelocity?.description == "fling velocity (nan, 0) must be finite")
        #expect(throws: CollectionViewError.invalidGeometry(.contentOffset(Point(x: 0, y: .infinity)))) {
            try f.cv.setContentOffset(Point(x: 0, y: .infinity), animated: true)
        }
        #expect(throws: CollectionViewError.noSuchItem(path(4000))) {
            try f.cv.scrollToItem(at: path(4000), at: .top, animated: false)
        }
        #expect(throws: CollectionViewError.noSuchItem(path(0, 1))) {
            try f.cv.scrollToItem(at: path(0, 1), at: .top, animated: false)
        }
        #expect(throws: CollectionViewError.invalidState(.conflictingScrollPositions(["top", "bottom"]))) {
            try f.cv.scrollToItem(at: path(1), at: [.top, .bottom], animated: false)
        }
        #expect(throws: CollectionViewError.invalidState(.unknownScrollPosition(rawValue: 1 << 9))) {
            try f.cv.scrollToItem(at: path(1), at: ScrollPosition(rawValue: 1 << 9), animated: false)
        }
        #expect(f.cv.contentOffset == offset)
        #expect(f.cv.scrollTargetContentOffset == target, "the running animation keeps running")
        #expect(f.cv.projectedContentOffset(forVelocity: Vector(dx: .infinity, dy: 0)) == nil)

        let broken = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: BrokenTargetLayout())
        let ds = ReusingDataSource([0])
        broken.dataSource = ds
        try broken.layoutIfNeeded()
        let nanTarget = #expect(throws: CollectionViewError.self) { try broken.fling(velocity: Vector(dx: 0, dy: 1_000_000)) }
        if case .invalidGeometry(.targetContentOffset(let chosen, let proposed))? = nanTarget {
            #expect(chosen.x == 0 && chosen.y.isNaN)
            #expect(proposed == Point(x: 0, y: 9900))
        } else {
            Issue.record("expected invalidGeometry(.targetContentOffset), got \(String(describing: nanTarget))")
        }
        #expect(
            nanTarget?.description == "the layout's target content offset (0, nan) for the proposed offset (0, 9900) is not finite")
        #expect(broken.contentOffset == .zero && !broken.isScrollAnimating)
        withExtendedLifetime(ds) {}
    }

    @Test func aFailingStepStopsTheAnimationAndReportsTheError() throws {
        let f = try ScrollFixture()
        f.dataSource.failingItems = [path(400)]  // row 100, y 5000
        try f.cv.fling(velocity: Vector(dx: 0, dy: 20_000))
        f.clock.runUntilIdle()
        #expect(!f.cv.isScrollAnimating)
        #expect(f.cv.lastScrollError == .noSuchItem(path(400)))
        #expect(f.cv.contentOffset.y < 5000)
        expectConsistentViews(f.cv)
        f.dataSource.failingItems = []
        try f.cv.fling(velocity: Vector(dx: 0, dy: 100))
        #expect(f.cv.lastScrollError == nil)
    }

    @Test func aLongFlingKeepsViewsBoundedAndConfigured() throws {
        let f = try ScrollFixture(counts: [40_000])
        f.cv.prefetchMargin = 50
        try f.cv.fling(velocity: Vector(dx: 0, dy: 60_000))
        var largest = f.cv.visibleCells.count
        while f.cv.isDecelerating {
            f.clock.step()
            largest = max(largest, f.cv.visibleCells.count)
            expectConsistentViews(f.cv)
        }
        #expect(abs(f.cv.contentOffset.y - 29_940) < 1e-6)
        let stats = f.cv.reusePool.statistics(for: .cell(identifier: "Item"))
        #expect(stats.created <= largest)
        #expect(stats.reused > 2000)
    }
}

@Suite("Scroll animations and the clock")
struct ScrollClockTests {
    @Test func aHostThatGoesAwayStopsListeningToTheClock() throws {
        let clock = ManualFrameClock(framesPerSecond: 120)
        let ds = ReusingDataSource([4000])
        do {
            let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: SectionedGridLayout(), clock: clock)
            cv.dataSource = ds
            try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
            try cv.fling(velocity: Vector(dx: 0, dy: 2000))
            clock.step()
            #expect(clock.hasObservers)
        }
        clock.step()
        #expect(!clock.hasObservers)
        #expect(clock.runUntilIdle() == 0)
    }
}
