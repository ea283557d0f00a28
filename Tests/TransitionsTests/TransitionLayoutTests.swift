import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import Testing
import Transitions

/// A grid of 50 × 50 cells, 4 columns, becoming a list of 200 × 20 rows under a 30-point
/// header, with 6 items on a 200 × 400 static host.
///
/// Item 0: grid (0, 0, 50, 50) → list (0, 30, 200, 20); item 2: (100, 0, 50, 50) →
/// (0, 70, 200, 20); item 5: (50, 50, 50, 50) → (0, 130, 200, 20). Centres and sizes
/// move linearly.
@Suite("TransitionLayout: interpolation between two layouts")
struct TransitionLayoutTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 400)

    func makeTransition(progress: Double, items: Int = 6) throws -> (TransitionLayout, FixedGridLayout, ListLayout) {
        let grid = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let list = ListLayout()
        let transition = TransitionLayout(currentLayout: grid, nextLayout: list)
        transition.host = StaticLayoutHost(itemCounts: [items], bounds: bounds)
        transition.transitionProgress = progress
        try transition.prepareIfNeeded()
        return (transition, grid, list)
    }

    @Test(arguments: [
        (
            0.0, Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 100, y: 0, width: 50, height: 50),
            Rect(x: 50, y: 50, width: 50, height: 50)
        ),
        (
            0.25, Rect(x: 0, y: 7.5, width: 87.5, height: 42.5), Rect(x: 75, y: 17.5, width: 87.5, height: 42.5),
            Rect(x: 37.5, y: 70, width: 87.5, height: 42.5)
        ),
        (
            0.5, Rect(x: 0, y: 15, width: 125, height: 35), Rect(x: 50, y: 35, width: 125, height: 35),
            Rect(x: 25, y: 90, width: 125, height: 35)
        ),
        (
            0.75, Rect(x: 0, y: 22.5, width: 162.5, height: 27.5), Rect(x: 25, y: 52.5, width: 162.5, height: 27.5),
            Rect(x: 12.5, y: 110, width: 162.5, height: 27.5)
        ),
        (
            1.0, Rect(x: 0, y: 30, width: 200, height: 20), Rect(x: 0, y: 70, width: 200, height: 20),
            Rect(x: 0, y: 130, width: 200, height: 20)
        ),
    ])
    func interpolatedFramesBetweenGridAndList(progress: Double, item0: Rect, item2: Rect, item5: Rect) throws {
        let (transition, _, _) = try makeTransition(progress: progress)
        let all = transition.layoutAttributesForElements(in: bounds)
        #expect(all.count == 7, "six cells and the list's header")
        #expect(element(all, .cell(ip(0)))?.frame == item0)
        #expect(element(all, .cell(ip(2)))?.frame == item2)
        #expect(element(all, .cell(ip(5)))?.frame == item5)
        #expect(transition.layoutAttributesForItem(at: ip(5))?.frame == item5)
        #expect(all.filter { $0.category == .cell }.allSatisfy { $0.alpha == 1 })
    }

    @Test func contentSizeIsInterpolated() throws {
        // Grid: 200 × 100 (two rows); list: 200 × 150 (header + 6 rows).
        let (transition, _, _) = try makeTransition(progress: 0.5)
        #expect(transition.contentSize == Size(width: 200, height: 125))
    }

    @Test func elementInOnlyTheNextLayoutFadesIn() throws {
        for (progress, alpha) in [(0.0, 0.0), (0.25, 0.25), (0.5, 0.5), (1.0, 1.0)] {
            let (transition, _, _) = try makeTransition(progress: progress)
            let header = transition.layoutAttributesForSupplementaryView(ofKind: "header", at: p00)
            #expect(header?.frame == Rect(x: 0, y: 0, width: 200, height: 30))
            #expect(header?.alpha == alpha)
            #expect(header?.zIndex == 1)
            let inRect = element(transition.layoutAttributesForElements(in: bounds), ElementKey(.supplementary(kind: "header"), p00))
            #expect(inRect == header)
        }
    }

    @Test func elementInOnlyTheCurrentLayoutFadesOut() throws {
        // The list shows only 4 of the 6 items: items 4 and 5 fade out where the grid has them.
        let grid = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let list = ListLayout(headerHeight: 0)
        list.visibleItemLimit = 4
        let transition = TransitionLayout(currentLayout: grid, nextLayout: list)
        transition.host = StaticLayoutHost(itemCounts: [6], bounds: bounds)
        transition.transitionProgress = 0.75
        try transition.prepareIfNeeded()
        let item4 = transition.layoutAttributesForItem(at: ip(4))
        #expect(item4?.frame == Rect(x: 0, y: 50, width: 50, height: 50))
        #expect(item4?.alpha == 0.25)
        let all = transition.layoutAttributesForElements(in: bounds)
        #expect(all.count == 6)
        #expect(element(all, .cell(ip(5)))?.alpha == 0.25)
        #expect(element(all, .cell(ip(3)))?.alpha == 1)
        #expect(transition.layoutAttributesForItem(at: ip(6)) == nil, "in neither layout")
    }

    @Test func decorationViewsTakePart() throws {
        let small = ListLayout(width: 100, rowHeight: 10, headerHeight: 30, hasBackground: true)
        let large = ListLayout(width: 200, rowHeight: 20, headerHeight: 30, hasBackground: false)
        let transition = TransitionLayout(currentLayout: small, nextLayout: large)
        transition.host = StaticLayoutHost(itemCounts: [3], bounds: bounds)
        transition.transitionProgress = 0.5
        try transition.prepareIfNeeded()
        let background = transition.layoutAttributesForDecorationView(ofKind: "background", at: p00)
        #expect(background?.frame == Rect(x: 0, y: 30, width: 100, height: 30))
        #expect(background?.alpha == 0.5)
        #expect(background?.zIndex == -1)
        let header = transition.layoutAttributesForSupplementaryView(ofKind: "header", at: p00)
        #expect(header?.frame == Rect(x: 0, y: 0, width: 150, height: 30))
        #expect(header?.alpha == 1)
        let all = transition.layoutAttributesForElements(in: bounds)
        #expect(
            all.map(\.key).sorted() == [
                .cell(ip(0)), .cell(ip(1)), .cell(ip(2)),
                ElementKey(.supplementary(kind: "header"), p00), ElementKey(.decoration(kind: "background"), p00),
            ])
        #expect(transition.decorationViewRegistrations["background"] != nil, "the host can make the inner layouts' decoration views")
    }

    @Test func zIndexTransformsAndCustomAttributes() throws {
        let weight = CustomAttributeKey<Double>("weight")
        let label = CustomAttributeKey<String>("label")
        let from = ListLayout(width: 100, rowHeight: 20, headerHeight: 0)
        from.cellStyle = { a in
            a.zIndex = 0
            a[custom: weight] = 0
            a[custom: label] = "from"
        }
        let to = ListLayout(width: 100, rowHeight: 20, headerHeight: 0)
        to.cellStyle = { a in
            a.zIndex = 3
            a.transform = AffineTransform(scaleX: 2, y: 3)
            a[custom: weight] = 10
            a[custom: label] = "to"
        }
        let transition = TransitionLayout(currentLayout: from, nextLayout: to)
        transition.host = StaticLayoutHost(itemCounts: [2], bounds: bounds)
        for (p, z, scaleX, scaleY, w, l) in [
            (0.25, 0, 1.25, 1.5, 2.5, "from"), (0.4, 0, 1.4, 1.8, 4.0, "from"), (0.5, 3, 1.5, 2.0, 5.0, "to"),
            (1.0, 3, 2.0, 3.0, 10.0, "to"),
        ] {
            transition.transitionProgress = p
            try transition.prepareIfNeeded()
            let a = try #require(transition.layoutAttributesForItem(at: ip(1)))
            #expect(a.zIndex == z, "zIndex switches at the midpoint")
            #expect(a.transform == AffineTransform(scaleX: scaleX, y: scaleY))
            #expect(a[custom: weight] == w)
            #expect(a[custom: label] == l)
            #expect(a.frame == Rect(x: 0, y: 20, width: 100, height: 20))
        }
    }

    @Test func threeDimensionalTransformsInterpolateEntryWise() throws {
        let from = ListLayout(headerHeight: 0)
        let to = ListLayout(headerHeight: 0)
        to.cellStyle = { a in a.transform3D = Transform3D(translationX: 0, y: 0, z: 40) }
        let transition = TransitionLayout(currentLayout: from, nextLayout: to)
        transition.host = StaticLayoutHost(itemCounts: [1], bounds: bounds)
        transition.transitionProgress = 0.25
        try transition.prepareIfNeeded()
        #expect(transition.layoutAttributesForItem(at: ip(0))?.transform3D == Transform3D(translationX: 0, y: 0, z: 10))
    }

    @Test func overshootExtrapolatesAndStaysValid() throws {
        // Exact extrapolation: item 0 at −0.25 and 1.25.
        var (transition, _, _) = try makeTransition(progress: -0.25)
        #expect(transition.layoutAttributesForItem(at: ip(0))?.frame == Rect(x: 0, y: -7.5, width: 12.5, height: 57.5))
        #expect(transition.layoutAttributesForSupplementaryView(ofKind: "header", at: p00)?.alpha == 0, "alpha −0.25 is clamped to 0")
        (transition, _, _) = try makeTransition(progress: 1.25)
        #expect(transition.layoutAttributesForItem(at: ip(0))?.frame == Rect(x: 0, y: 37.5, width: 237.5, height: 12.5))
        #expect(transition.layoutAttributesForSupplementaryView(ofKind: "header", at: p00)?.alpha == 1, "alpha 1.25 is clamped to 1")
        // Far enough that the height would be negative: it becomes 0 around the same centre.
        (transition, _, _) = try makeTransition(progress: 2)
        #expect(transition.layoutAttributesForItem(at: ip(0))?.frame == Rect(x: 0, y: 55, width: 350, height: 0))
        for p in [-0.2, 1.3, -5, 40] {
            (transition, _, _) = try makeTransition(progress: p)
            let all = transition.layoutAttributesForElements(in: Rect(x: -10_000, y: -10_000, width: 20_000, height: 20_000))
            #expect(all.count == 7)
            #expect(all.allSatisfy { $0.isFinite && $0.alpha >= 0 && $0.alpha <= 1 && $0.frame.width >= 0 && $0.frame.height >= 0 })
            #expect(transition.contentSize.width >= 0 && transition.contentSize.height >= 0)
        }
        // Absurd values give finite, valid attributes (an overflow falls back to the nearer end).
        for p in [1e308, -1e308, Double.greatestFiniteMagnitude] {
            (transition, _, _) = try makeTransition(progress: p)
            let all = transition.layoutAttributesForElements(in: .infinite)
            #expect(all.allSatisfy { $0.isFinite && $0.alpha >= 0 && $0.alpha <= 1 && $0.frame.width >= 0 && $0.frame.height >= 0 })
            #expect(transition.layoutAttributesForItem(at: ip(0))?.isFinite == true)
            #expect(transition.contentSize.width.isFinite && transition.contentSize.height.isFinite)
        }
    }

    @Test func nonFiniteProgressIsRejectedAndChangesNothing() throws {
        let (transition, _, _) = try makeTransition(progress: 0.5)
        #expect(
            throws: LayoutError.invalidParameter(
                name: "transitionProgress",
                message: "nan is not a finite number; use 0 for the current layout, 1 for the next, or a value in between")
        ) {
            try transition.setTransitionProgress(.nan)
        }
        transition.transitionProgress = .infinity
        #expect(transition.transitionProgress == 0.5)
        #expect(transition.needsPrepare == false, "a rejected value does not invalidate")
        #expect(transition.layoutAttributesForItem(at: ip(0))?.frame == Rect(x: 0, y: 15, width: 125, height: 35))
    }

    @Test func settingTheProgressInvalidatesWithoutPreparingTheInnerLayoutsAgain() throws {
        let (transition, grid, list) = try makeTransition(progress: 0)
        let gridPasses = grid.prepareCalls, listPasses = list.prepareCount
        transition.transitionProgress = 0.5
        #expect(transition.needsPrepare)
        let context = try #require(transition.pendingInvalidation as? TransitionInvalidationContext)
        #expect(context.invalidateTransitionProgress)
        #expect(!context.invalidateEverything)
        #expect(!context.isEmpty)
        try transition.prepareIfNeeded()
        #expect(grid.prepareCalls == gridPasses)
        #expect(list.prepareCount == listPasses)
        // A full invalidation forwards the host again and prepares both.
        transition.invalidateLayout()
        try transition.prepareIfNeeded()
        #expect(grid.prepareCalls == gridPasses + 1)
        #expect(list.prepareCount == listPasses + 1)
    }

    @Test func theHostIsForwardedToBothInnerLayouts() throws {
        let (_, grid, list) = try makeTransition(progress: 0)
        #expect((grid.host as? StaticLayoutHost)?.itemCounts == [6])
        #expect((list.host as? StaticLayoutHost)?.itemCounts == [6])
        #expect((list.host as? StaticLayoutHost)?.bounds == bounds)
    }

    @Test func worksStandaloneOnPreparedLayoutsWithoutItsOwnHost() throws {
        // What `cvkit transition FROM TO --progress P` does: two layouts prepared on the
        // same static host, the transition itself without a host.
        let host = StaticLayoutHost(itemCounts: [6], bounds: bounds)
        let grid = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let list = ListLayout()
        grid.host = host
        list.host = host
        try grid.prepareIfNeeded()
        try list.prepareIfNeeded()
        let transition = TransitionLayout(currentLayout: grid, nextLayout: list)
        transition.transitionProgress = 0.5
        try transition.prepareIfNeeded()
        let all = transition.layoutAttributesForElements(in: bounds).sorted { $0.key < $1.key }
        #expect(
            all.map(\.frame) == [
                Rect(x: 0, y: 15, width: 125, height: 35), Rect(x: 25, y: 25, width: 125, height: 35),
                Rect(x: 50, y: 35, width: 125, height: 35), Rect(x: 75, y: 45, width: 125, height: 35),
                Rect(x: 0, y: 80, width: 125, height: 35), Rect(x: 25, y: 90, width: 125, height: 35),
                Rect(x: 0, y: 0, width: 200, height: 30),
            ])
        #expect(all.last?.alpha == 0.5)
    }

    @Test func rectQueryKeepsOnlyElementsWhoseInterpolatedFrameIntersects() throws {
        let (transition, _, _) = try makeTransition(progress: 0.5)
        // Item 5 is at (25, 90, 125, 35) at 0.5; a rect below y = 126 misses everything
        // but the items that reach it.
        let lower = transition.layoutAttributesForElements(in: Rect(x: 0, y: 100, width: 200, height: 300))
        #expect(lower.map(\.key).sorted() == [.cell(ip(4)), .cell(ip(5))])
        // Asking again at another progress re-interpolates the cached pairs.
        transition.transitionProgress = 1
        try transition.prepareIfNeeded()
        let later = transition.layoutAttributesForElements(in: Rect(x: 0, y: 100, width: 200, height: 300))
        #expect(later.map(\.key).sorted() == [.cell(ip(3)), .cell(ip(4)), .cell(ip(5))])
        #expect(element(later, .cell(ip(3)))?.frame == Rect(x: 0, y: 90, width: 200, height: 20))
    }

    @Test func aSubclassMakesTheTransitionNonLinear() throws {
        let grid = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let list = ListLayout()
        let transition = EaseInTransitionLayout(currentLayout: grid, nextLayout: list)
        transition.host = StaticLayoutHost(itemCounts: [6], bounds: bounds)
        transition.transitionProgress = 0.5
        try transition.prepareIfNeeded()
        // Eased progress 0.25: the linear layout's values at 0.25.
        #expect(transition.layoutAttributesForItem(at: ip(0))?.frame == Rect(x: 0, y: 7.5, width: 87.5, height: 42.5))
        #expect(transition.layoutAttributesForSupplementaryView(ofKind: "header", at: p00)?.alpha == 0.25)
        let all = transition.layoutAttributesForElements(in: bounds)
        #expect(element(all, .cell(ip(5)))?.frame == Rect(x: 37.5, y: 70, width: 87.5, height: 42.5))
    }

    @Test func animatedKeysAreRecordedAndReadBack() {
        let transition = TransitionLayout(currentLayout: ListLayout(), nextLayout: ListLayout())
        #expect(transition.value(forAnimatedKey: "scale") == 0, "an unknown key reads 0, as in UIKit")
        transition.updateValue(1.5, forAnimatedKey: "scale")
        transition.updateValue(2.25, forAnimatedKey: "scale")
        transition.updateValue(.nan, forAnimatedKey: "scale")
        #expect(transition.value(forAnimatedKey: "scale") == 2.25)
        #expect(transition.recordedSamples(forAnimatedKey: "scale").map(\.value) == [2.25, 1.5])
        #expect(transition.velocity(forAnimatedKey: "scale") == nil, "without a clock there is no time")
        transition.transitionProgress = 0.4
        #expect(transition.value(forAnimatedKey: TransitionLayout.progressKey) == 0.4)
    }

    @Test func animatedKeysRecordTheSpeedWithAClock() {
        let clock = ManualFrameClock(framesPerSecond: 4)
        let transition = TransitionLayout(currentLayout: ListLayout(), nextLayout: ListLayout())
        transition.clock = clock
        transition.updateValue(10, forAnimatedKey: "x")
        clock.step()  // 0.25 s
        transition.updateValue(12, forAnimatedKey: "x")
        #expect(transition.velocity(forAnimatedKey: "x") == 8)
        #expect(transition.recordedSamples(forAnimatedKey: "x").map(\.time) == [0.25, 0])
        // Two updates within one frame: the speed is still measured over the last step.
        transition.updateValue(13, forAnimatedKey: "x")
        #expect(transition.velocity(forAnimatedKey: "x") == 12)
        transition.transitionProgress = 0.25
        clock.step()
        transition.transitionProgress = 0.5
        #expect(transition.velocity(forAnimatedKey: TransitionLayout.progressKey) == 1)
    }

    @Test func contentOffsetKeepsTheFirstVisibleItemInPlace() throws {
        // Grid scrolled to y = 50: row 0 only touches the viewport, so item 4 (row 1) is the
        // first visible cell, 0 points below the top. In the list it is at y = 110; the
        // list's content is 30 + 12 × 20 = 270 tall, so with a 100-point viewport the offset
        // can go up to 170. Scrolled to y = 60, item 4 is 10 points above the top.
        let grid = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let log = HookLog()
        let list = ListLayout(log: log)
        let visible = Rect(x: 0, y: 50, width: 200, height: 100)
        let host = StaticLayoutHost(itemCounts: [12], bounds: visible)
        let transition = TransitionLayout(currentLayout: grid, nextLayout: list)
        transition.host = host
        try transition.prepareIfNeeded()
        #expect(
            transition.contentOffsetKeepingContentInView(visibleBounds: Rect(x: 0, y: 60, width: 200, height: 100)) == Point(x: 0, y: 120))
        #expect(transition.contentOffsetKeepingContentInView(visibleBounds: visible) == Point(x: 0, y: 110))
        // Near the end the offset is clamped to the content.
        #expect(
            transition.contentOffsetKeepingContentInView(visibleBounds: Rect(x: 0, y: 120, width: 200, height: 100)) == Point(x: 0, y: 170))
        // The next layout's targetContentOffset has the last word.
        list.proposedOffsetOverride = Point(x: 0, y: 40)
        #expect(transition.contentOffsetKeepingContentInView(visibleBounds: visible) == Point(x: 0, y: 40))
        #expect(log.entries.last == "list.targetContentOffset((0, 110))")
    }

    @Test func offsetsShiftTheNextLayout() throws {
        let (transition, _, _) = try makeTransition(progress: 1)
        try transition.setContentOffsets(from: Point(x: 0, y: 0), to: Point(x: 0, y: 30))
        try transition.prepareIfNeeded()
        // At progress 1 the list's item 0 (0, 30, 200, 20) is shown 30 points higher, where
        // it appears once the host moves to offset 30.
        #expect(transition.layoutAttributesForItem(at: ip(0))?.frame == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(transition.toContentOffset == Point(x: 0, y: 30))
        #expect(throws: LayoutError.invalidGeometry("transition content offsets (nan, 0) and (0, 0) must be finite")) {
            try transition.setContentOffsets(from: Point(x: .nan, y: 0), to: .zero)
        }
        #expect(transition.fromContentOffset == .zero)
        #expect(transition.toContentOffset == Point(x: 0, y: 30))
    }

    @Test func theFastPathOfAPlainTransitionMatchesTheHook() throws {
        // A subclass that overrides nothing goes through interpolatedAttributes(from:to:progress:)
        // for every element; a plain TransitionLayout takes the fast path. Same results.
        final class Plain: TransitionLayout {}
        let weight = CustomAttributeKey<Double>("weight")
        for progress in [-0.2, 0, 0.25, 0.5, 0.75, 1, 1.3, 2, 40] {
            var outputs: [[LayoutAttributes]] = []
            for makeSubclass in [false, true] {
                let grid = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
                let list = ListLayout(hasBackground: true)
                list.cellStyle = { a in
                    if a.indexPath.item == 1 { a.transform = AffineTransform(rotationAngle: 0.5) }
                    if a.indexPath.item == 2 { a[custom: weight] = 8 }
                    if a.indexPath.item == 3 { a.isHidden = true; a.zIndex = 4 }
                }
                let transition =
                    makeSubclass
                    ? Plain(currentLayout: grid, nextLayout: list) : TransitionLayout(currentLayout: grid, nextLayout: list)
                transition.host = StaticLayoutHost(itemCounts: [6], bounds: bounds)
                transition.transitionProgress = progress
                try transition.prepareIfNeeded()
                outputs.append(
                    transition.layoutAttributesForElements(in: Rect(x: -500, y: -500, width: 1200, height: 1200)).sorted { $0.key < $1.key }
                )
            }
            #expect(outputs[0] == outputs[1], "progress \(progress)")
            #expect(outputs[0].count == (progress == 40 ? 3 : 8), "at 40 most frames have left the rect")
        }
    }

    @Test func boundsChangesReachTheInnerLayouts() throws {
        let grid = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let list = ListLayout()
        let transition = TransitionLayout(currentLayout: grid, nextLayout: list)
        transition.host = StaticLayoutHost(itemCounts: [6], bounds: bounds)
        try transition.prepareIfNeeded()
        // Neither layout asks to be invalidated by a scroll: nothing is prepared again.
        let queries = grid.boundsChangeQueries
        #expect(!transition.changeStaticHostBounds(to: Rect(x: 0, y: 10, width: 200, height: 400)))
        #expect(grid.boundsChangeQueries == queries + 1)
        #expect(!transition.needsPrepare)
        // When one does, the new bounds are forwarded to both at the next pass.
        grid.invalidatesOnBoundsChange = true
        #expect(transition.changeStaticHostBounds(to: Rect(x: 0, y: 20, width: 300, height: 400)))
        #expect(grid.needsPrepare)
        try transition.prepareIfNeeded()
        #expect(grid.host?.bounds == Rect(x: 0, y: 20, width: 300, height: 400))
        #expect(list.host?.bounds == Rect(x: 0, y: 20, width: 300, height: 400))
        #expect(transition.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 7)) == Point(x: 0, y: 7), "the next layout decides")
    }
}
