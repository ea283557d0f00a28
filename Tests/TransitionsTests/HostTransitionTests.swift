import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import Testing
import Transitions

/// Animated and interactive layout changes on the headless collection view, stepped
/// frame by frame with a manual clock at 4 frames per second (frames at 0.25 s steps,
/// so every progress is an exact binary fraction).
@Suite("Layout transitions on the collection view host")
struct HostTransitionTests {
    let frame = Rect(x: 0, y: 0, width: 200, height: 400)

    func makeHost(items: Int = 6, layout: CollectionViewLayout? = nil, frame: Rect? = nil) throws
        -> (CollectionViewHost, ManualFrameClock, CountsDataSource, CollectionViewLayout)
    {
        let clock = ManualFrameClock(framesPerSecond: 4)
        let initial = layout ?? FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let cv = CollectionViewHost(frame: frame ?? self.frame, layout: initial, clock: clock)
        let ds = CountsDataSource([items])
        cv.dataSource = ds
        try cv.layoutIfNeeded()
        return (cv, clock, ds, initial)
    }

    // MARK: - Animated layout change

    @Test func animatedChangeRunsFrameByFrame() throws {
        let (cv, clock, ds, grid) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        let list = ListLayout()
        var finished: [Bool] = []
        try cv.setCollectionViewLayout(list, animated: true, duration: 1, curve: .linear) { finished.append($0) }
        let transition = try #require(cv.activeTransitionLayout)
        #expect(cv.collectionViewLayout === transition)
        #expect(transition.currentLayout === grid && transition.nextLayout === list)
        #expect(transition.transitionProgress == 0)
        #expect(cv.cellForItem(at: ip(5))?.appliedAttributes?.frame == Rect(x: 50, y: 50, width: 50, height: 50))
        #expect(!cv.isInteractiveTransitionInProgress)
        let expected: [(Double, Rect)] = [
            (0.25, Rect(x: 37.5, y: 70, width: 87.5, height: 42.5)),
            (0.5, Rect(x: 25, y: 90, width: 125, height: 35)),
            (0.75, Rect(x: 12.5, y: 110, width: 162.5, height: 27.5)),
        ]
        for (progress, item5) in expected {
            clock.step()
            #expect(transition.transitionProgress == progress)
            #expect(cv.cellForItem(at: ip(5))?.appliedAttributes?.frame == item5, "the visible views follow every frame")
            #expect(finished.isEmpty)
        }
        // The header exists only in the list: it fades in with the progress.
        #expect(cv.view(for: ElementKey(.supplementary(kind: "header"), p00))?.appliedAttributes?.alpha == 0.75)
        clock.step()
        #expect(finished == [true])
        #expect(cv.collectionViewLayout === list)
        #expect(cv.activeTransitionLayout == nil)
        #expect(!clock.hasObservers)
        #expect(cv.cellForItem(at: ip(5))?.appliedAttributes?.frame == Rect(x: 0, y: 130, width: 200, height: 20))
        #expect(cv.contentOffset == .zero)
        #expect(grid.host == nil, "the old layout no longer has the host")
    }

    @Test func animatedChangeFollowsItsTimingCurve() throws {
        let (cv, clock, ds, _) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        try cv.setCollectionViewLayout(ListLayout(), animated: true, duration: 1, curve: .easeInOut)
        let transition = try #require(cv.activeTransitionLayout)
        var seen: [Double] = []
        for _ in 0..<3 {
            clock.step()
            seen.append(transition.transitionProgress)
        }
        #expect(seen == [0.125, 0.5, 0.875])
        #expect(clock.runUntilIdle() == 1)
        #expect(cv.activeTransitionLayout == nil)
    }

    @Test func hookOrderOfAnAnimatedChange() throws {
        let log = HookLog()
        let a = ListLayout(name: "A", log: log)
        let b = ListLayout(width: 100, name: "B", log: log)
        let (cv, clock, ds, _) = try makeHost(layout: a)
        defer { withExtendedLifetime(ds) {} }
        log.entries = []
        var finished: Bool?
        try cv.setCollectionViewLayout(b, animated: true) { finished = $0 }
        let hooks = log.entries.filter { !$0.hasSuffix(".prepare") && !$0.contains("targetContentOffset") }
        #expect(
            hooks == [
                "A.prepareForTransition(to: B)", "B.prepareForTransition(from: A)",
                "A.finalizeLayoutTransition", "B.finalizeLayoutTransition",
            ])
        let firstPrepare = try #require(log.entries.firstIndex(of: "B.prepare"))
        #expect(firstPrepare > log.entries.firstIndex(of: "B.prepareForTransition(from: A)")!)
        #expect(firstPrepare < log.entries.firstIndex(of: "A.finalizeLayoutTransition")!)
        clock.runUntilIdle()
        #expect(finished == true)
        #expect(cv.collectionViewLayout === b)
    }

    @Test func nonAnimatedChangeCallsTheHooksAndCompletesAtOnce() throws {
        let log = HookLog()
        let a = ListLayout(name: "A", log: log)
        let b = ListLayout(width: 100, name: "B", log: log)
        let (cv, clock, ds, _) = try makeHost(layout: a)
        defer { withExtendedLifetime(ds) {} }
        log.entries = []
        var finished: Bool?
        try cv.setCollectionViewLayout(b, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(cv.collectionViewLayout === b)
        #expect(!clock.hasObservers)
        #expect(
            log.entries.filter { !$0.hasSuffix(".prepare") } == [
                "A.prepareForTransition(to: B)", "B.prepareForTransition(from: A)", "B.targetContentOffset((0, 0))",
                "A.finalizeLayoutTransition", "B.finalizeLayoutTransition",
            ])
        #expect(cv.cellForItem(at: ip(1))?.appliedAttributes?.frame == Rect(x: 0, y: 50, width: 100, height: 20))
        // The same layout again: nothing to do.
        log.entries = []
        finished = nil
        try cv.setCollectionViewLayout(b, animated: true) { finished = $0 }
        #expect(finished == true)
        #expect(log.entries.isEmpty)
    }

    @Test func theVisibleContentStaysInView() throws {
        // 40 items: the grid is 10 rows (500 tall); scrolled to y = 100 the first visible
        // item is 8. In the list it is at 30 + 8 × 20 = 190, so the list ends at offset 190.
        let (cv, clock, ds, _) = try makeHost(items: 40, frame: Rect(x: 0, y: 0, width: 200, height: 100))
        defer { withExtendedLifetime(ds) {} }
        try cv.setContentOffset(Point(x: 0, y: 100))
        let list = ListLayout()
        try cv.setCollectionViewLayout(list, animated: true, duration: 1, curve: .linear)
        let transition = try #require(cv.activeTransitionLayout)
        #expect(transition.fromContentOffset == Point(x: 0, y: 100))
        #expect(transition.toContentOffset == Point(x: 0, y: 190))
        #expect(cv.contentOffset == Point(x: 0, y: 100), "the offset holds while the transition is shown")
        clock.step()
        clock.step()
        // Item 8 at 0.5: grid (0, 100, 50, 50) and list (0, 190, 200, 20) shown 90 higher
        // (0, 100, 200, 20): centre (62.5, 117.5), size 125 × 35.
        #expect(cv.layoutAttributesForItem(at: ip(8))?.frame == Rect(x: 0, y: 100, width: 125, height: 35))
        clock.runUntilIdle()
        #expect(cv.contentOffset == Point(x: 0, y: 190))
        // Item 7 (170…190) touches the top edge, item 13 (290…310) the bottom one.
        #expect(cv.indexPathsForVisibleItems == (7...13).map { ip($0) })
        #expect(cv.cellForItem(at: ip(8))?.appliedAttributes?.frame == Rect(x: 0, y: 190, width: 200, height: 20))
    }

    @Test func theDelegateHasTheLastWordOnTheOffset() throws {
        let (cv, clock, ds, _) = try makeHost(items: 40, frame: Rect(x: 0, y: 0, width: 200, height: 100))
        defer { withExtendedLifetime(ds) {} }
        let delegate = TransitionDelegate()
        delegate.offsetOverride = Point(x: 0, y: 60)
        cv.delegate = delegate
        try cv.setContentOffset(Point(x: 0, y: 100))
        try cv.setCollectionViewLayout(ListLayout(), animated: true)
        #expect(cv.activeTransitionLayout?.toContentOffset == Point(x: 0, y: 60))
        clock.runUntilIdle()
        #expect(cv.contentOffset == Point(x: 0, y: 60))
    }

    @Test func aHostThatGoesAwayStopsItsAnimation() throws {
        let clock = ManualFrameClock(framesPerSecond: 4)
        var finished: [Bool] = []
        weak var weakHost: CollectionViewHost?
        do {
            let cv = CollectionViewHost(frame: frame, layout: FixedGridLayout(), clock: clock)
            let ds = CountsDataSource([6])
            cv.dataSource = ds
            try cv.layoutIfNeeded()
            try cv.setCollectionViewLayout(ListLayout(), animated: true) { finished.append($0) }
            weakHost = cv
        }
        #expect(weakHost == nil, "the animation does not keep the host alive")
        #expect(clock.hasObservers)
        clock.step()
        #expect(!clock.hasObservers)
        #expect(finished == [false])
    }

    /// At 20 frames per second the clock's time is a sum of 0.05s, which is not exact in
    /// binary: the frame at the end of the duration must still end the animation.
    @Test func theLastFrameEndsTheAnimationWhenFrameTimesAreInexact() throws {
        let clock = ManualFrameClock(framesPerSecond: 20)
        let cv = CollectionViewHost(frame: frame, layout: FixedGridLayout(), clock: clock)
        let ds = CountsDataSource([6])
        cv.dataSource = ds
        defer { withExtendedLifetime(ds) {} }
        try cv.layoutIfNeeded()
        var finished: [Bool] = []
        try cv.setCollectionViewLayout(ListLayout(), animated: true, duration: 0.3, curve: .linear) { finished.append($0) }
        for _ in 0..<5 { clock.step() }
        #expect(finished.isEmpty)
        clock.step()  // 6 × 0.05 s = 0.3 s
        #expect(finished == [true])
        #expect(!clock.hasObservers)
    }

    // MARK: - Interactive transitions

    @Test func interactiveTransitionFinishes() throws {
        let (cv, clock, ds, _) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        let list = ListLayout()
        var results: [(Bool, Bool)] = []
        let transition = try cv.startInteractiveTransition(to: list) { results.append(($0, $1)) }
        #expect(cv.collectionViewLayout === transition)
        #expect(cv.isInteractiveTransitionInProgress)
        try cv.updateInteractiveTransition(progress: 0.25)
        clock.step()  // 0.25 s later
        try cv.updateInteractiveTransition(progress: 0.5)
        #expect(cv.cellForItem(at: ip(0))?.appliedAttributes?.frame == Rect(x: 0, y: 15, width: 125, height: 35))
        #expect(transition.velocity(forAnimatedKey: TransitionLayout.progressKey) == 1)
        // Linear at 1 per second: the remaining 0.5 takes 0.5 s, two frames.
        try cv.finishInteractiveTransition(curve: .linear)
        #expect(!cv.isInteractiveTransitionInProgress)
        clock.step()
        #expect(transition.transitionProgress == 0.75)
        #expect(results.isEmpty)
        clock.step()
        #expect(results.count == 1)
        #expect(results.first?.0 == true && results.first?.1 == true, "completed, and the new layout is installed")
        #expect(cv.collectionViewLayout === list)
        #expect(cv.activeTransitionLayout == nil)
        #expect(!clock.hasObservers)
    }

    @Test func interactiveTransitionCancels() throws {
        let (cv, clock, ds, grid) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        var results: [(Bool, Bool)] = []
        let transition = try cv.startInteractiveTransition(to: ListLayout()) { results.append(($0, $1)) }
        try cv.updateInteractiveTransition(progress: 0.5)
        // No speed recorded over time: the default 0.25 s, one frame.
        try cv.cancelInteractiveTransition()
        clock.step()
        #expect(transition.transitionProgress == 0)
        #expect(results.count == 1)
        #expect(results.first?.0 == true && results.first?.1 == false, "completed, but the old layout stays")
        #expect(cv.collectionViewLayout === grid)
        #expect(cv.cellForItem(at: ip(5))?.appliedAttributes?.frame == Rect(x: 50, y: 50, width: 50, height: 50))
        #expect(cv.contentOffset == .zero)
        #expect(cv.view(for: ElementKey(.supplementary(kind: "header"), p00)) == nil, "the list's header went away")
    }

    @Test func overshootIsHandled() throws {
        let (cv, clock, ds, grid) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        var results: [(Bool, Bool)] = []
        let list = ListLayout()
        let transition = try cv.startInteractiveTransition(to: list) { results.append(($0, $1)) }
        try cv.updateInteractiveTransition(progress: 1.3)
        #expect(cv.visibleElements.allSatisfy { $0.isFinite && $0.alpha <= 1 && $0.frame.height >= 0 })
        try cv.updateInteractiveTransition(progress: -0.2)
        #expect(cv.visibleElements.allSatisfy { $0.isFinite && $0.alpha >= 0 && $0.frame.height >= 0 })
        #expect(cv.view(for: ElementKey(.supplementary(kind: "header"), p00))?.appliedAttributes?.alpha == 0)
        try cv.updateInteractiveTransition(progress: 1.3)
        // From 1.3 the finish comes back to 1.
        try cv.finishInteractiveTransition()
        clock.runUntilIdle()
        #expect(transition.transitionProgress == 1)
        #expect(results.count == 1 && results[0] == (true, true))
        #expect(cv.collectionViewLayout === list)
        #expect(grid.host == nil)
    }

    @Test func secondStartWhileRunningIsAClearError() throws {
        let (cv, clock, ds, _) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        let transition = try cv.startInteractiveTransition(to: ListLayout())
        #expect(throws: CollectionViewError.invalidState(.transitionRunning(attempted: .interactiveTransition, running: .interactive))) {
            try cv.startInteractiveTransition(to: ListLayout())
        }
        #expect(throws: CollectionViewError.invalidState(.transitionRunning(attempted: .layoutChange, running: .interactive))) {
            try cv.setCollectionViewLayout(ListLayout(), animated: true)
        }
        #expect(cv.collectionViewLayout === transition, "nothing changed")
        try cv.finishInteractiveTransition()
        #expect(throws: CollectionViewError.invalidState(.interactiveTransitionEnding)) {
            try cv.cancelInteractiveTransition()
        }
        #expect(throws: CollectionViewError.invalidState(.noInteractiveTransition(.update))) {
            try cv.updateInteractiveTransition(progress: 0.5)
        }
        clock.runUntilIdle()
        // Once it ended, a new one can start.
        _ = try cv.startInteractiveTransition(to: FixedGridLayout(cellSize: Size(width: 100, height: 100), columns: 2))
        #expect(cv.isInteractiveTransitionInProgress)
    }

    @Test func finishOrCancelWithoutAStartIsAnError() throws {
        let (cv, clock, ds, grid) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        #expect(throws: CollectionViewError.invalidState(.noInteractiveTransition(.finish))) {
            try cv.finishInteractiveTransition()
        }
        #expect(throws: CollectionViewError.invalidState(.noInteractiveTransition(.cancel))) {
            try cv.cancelInteractiveTransition()
        }
        // An animated (non-interactive) change cannot be finished interactively either.
        try cv.setCollectionViewLayout(ListLayout(), animated: true)
        #expect(throws: CollectionViewError.invalidState(.noInteractiveTransition(.finish))) {
            try cv.finishInteractiveTransition()
        }
        #expect(throws: CollectionViewError.invalidState(.transitionToCurrentLayout)) {
            let (other, _, ods, otherGrid) = try makeHost()
            defer { withExtendedLifetime(ods) {} }
            try other.startInteractiveTransition(to: otherGrid)
        }
        clock.runUntilIdle()
        #expect(grid.host == nil)
    }

    @Test func badProgressAndFailingLayoutsLeaveTheHostAsItWas() throws {
        let (cv, _, ds, grid) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        let broken = FixedGridLayout(cellSize: Size(width: -1, height: 50), columns: 4)
        #expect(throws: CollectionViewError.layout(.invalidGeometry("cellSize -1x50 must be finite and not negative"))) {
            try cv.startInteractiveTransition(to: broken)
        }
        #expect(cv.collectionViewLayout === grid)
        #expect(cv.activeTransitionLayout == nil)
        #expect(throws: CollectionViewError.layout(.invalidGeometry("cellSize -1x50 must be finite and not negative"))) {
            try cv.setCollectionViewLayout(broken, animated: true)
        }
        #expect(cv.collectionViewLayout === grid)
        let transition = try cv.startInteractiveTransition(to: ListLayout())
        try cv.updateInteractiveTransition(progress: 0.5)
        #expect(
            throws: CollectionViewError.layout(
                .invalidParameter(
                    name: "transitionProgress",
                    message: "inf is not a finite number; use 0 for the current layout, 1 for the next, or a value in between"))
        ) {
            try cv.updateInteractiveTransition(progress: .infinity)
        }
        #expect(transition.transitionProgress == 0.5)
        #expect(cv.cellForItem(at: ip(0))?.appliedAttributes?.frame == Rect(x: 0, y: 15, width: 125, height: 35))
    }

    @Test func theDelegateCanSupplyTheTransitionLayout() throws {
        let (cv, clock, ds, grid) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        let delegate = TransitionDelegate()
        cv.delegate = delegate
        let list = ListLayout()
        delegate.transitionLayout = { old, new in EaseInTransitionLayout(currentLayout: old, nextLayout: new) }
        let transition = try cv.startInteractiveTransition(to: list)
        #expect(transition is EaseInTransitionLayout)
        try cv.updateInteractiveTransition(progress: 0.5)
        #expect(cv.cellForItem(at: ip(0))?.appliedAttributes?.frame == Rect(x: 0, y: 7.5, width: 87.5, height: 42.5), "eased to 0.25")
        try cv.cancelInteractiveTransition()
        clock.runUntilIdle()
        #expect(cv.collectionViewLayout === grid)

        // A delegate can no longer return a layout that is not a transition layout: the
        // method returns `TransitionLayout?`, so that mistake does not compile.
        delegate.transitionLayout = { old, _ in TransitionLayout(currentLayout: old, nextLayout: ListLayout()) }
        #expect(throws: CollectionViewError.invalidState(.transitionLayoutMismatch)) {
            try cv.startInteractiveTransition(to: list)
        }
        #expect(cv.collectionViewLayout === grid)
        #expect(cv.activeTransitionLayout == nil)
    }

    @Test func hookOrderOfAnInteractiveTransition() throws {
        let log = HookLog()
        let a = ListLayout(name: "A", log: log)
        let b = ListLayout(width: 100, name: "B", log: log)
        let (cv, clock, ds, _) = try makeHost(layout: a)
        defer { withExtendedLifetime(ds) {} }
        let delegate = TransitionDelegate()
        cv.delegate = delegate
        delegate.transitionLayout = { old, new in
            let t = RecordingTransitionLayout(currentLayout: old, nextLayout: new)
            t.log = log
            return t
        }
        log.entries = []
        try cv.startInteractiveTransition(to: b)
        func hooks() -> [String] { log.entries.filter { !$0.hasSuffix(".prepare") && !$0.contains("targetContentOffset") } }
        #expect(
            hooks() == [
                "A.prepareForTransition(to: transition)", "transition.prepareForTransition(from: A)",
                "A.finalizeLayoutTransition", "transition.finalizeLayoutTransition",
            ])
        log.entries = []
        try cv.updateInteractiveTransition(progress: 0.8)
        try cv.finishInteractiveTransition()
        clock.runUntilIdle()
        #expect(
            hooks() == [
                "transition.prepareForTransition(to: B)", "B.prepareForTransition(from: transition)",
                "transition.finalizeLayoutTransition", "B.finalizeLayoutTransition",
            ])
        #expect(cv.collectionViewLayout === b)
    }

    @Test func decorationViewsAreShownDuringTheTransition() throws {
        let (cv, clock, ds, _) = try makeHost()
        defer { withExtendedLifetime(ds) {} }
        let list = ListLayout(hasBackground: true)
        try cv.startInteractiveTransition(to: list)
        try cv.updateInteractiveTransition(progress: 0.5)
        let background = cv.view(for: ElementKey(.decoration(kind: "background"), p00))
        #expect(background?.appliedAttributes?.frame == Rect(x: 0, y: 30, width: 200, height: 120))
        #expect(background?.appliedAttributes?.alpha == 0.5)
        try cv.finishInteractiveTransition()
        clock.runUntilIdle()
        #expect(cv.view(for: ElementKey(.decoration(kind: "background"), p00))?.appliedAttributes?.alpha == 1)
    }
}
