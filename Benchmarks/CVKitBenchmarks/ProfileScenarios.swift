import BuiltinLayouts
import CollectionView
import CompositionalLayout
import Geometry
import LayoutProtocol
import WaterfallLayoutPlugin

/// A short, fixed workload for instruction-count profiling (not run by default: only
/// `--filter callgrind` selects it). Each step is a separate `@inline(never)` function,
/// so `valgrind --tool=callgrind --toggle-collect='*profileStep*'` (or the function list
/// of `callgrind_annotate`) attributes the instructions to one step:
///
/// ```
/// valgrind --tool=callgrind --callgrind-out-file=cg.out .build/release/cvkit-bench --filter callgrind
/// callgrind_annotate --inclusive=yes cg.out | grep profileStep
/// ```
///
/// Every step runs `profileRuns` times (the size changes 100 times) on `profileCount` items (100×100 items, width 1000,
/// spacing 10), so instructions per item = inclusive count / (runs × count).
let profileCount = 100_000
let profileRuns = 4

func profileScenarios() -> [Measurement] {
    let item = Size(width: 100, height: 100)
    let delegate = BenchFlowSizes(sizes: Array(repeating: item, count: profileCount), bulk: false)
    let perItem = profileLayout(delegate)
    profileStepDelegatePrepare(perItem)
    let fixed = FixedFlowSizes(sizes: Array(repeating: item, count: profileCount))
    profileStepFixedDelegatePrepare(profileLayout(fixed), fixed)
    let bulkDelegate = BenchFlowSizes(sizes: Array(repeating: item, count: profileCount), bulk: true)
    let bulk = profileLayout(bulkDelegate)
    profileStepBulkPrepareFresh(bulk, bulkDelegate)
    profileStepBulkPrepareSame(bulk)
    profileStepWidthChange(bulk)
    // The first changes copy the delegate's shared array and instantiate metadata: made
    // outside the steps, so the steps count what every later change costs.
    sizeChanges(bulk, bulkDelegate, runs: 2)
    profileStepSizeChange(bulk, bulkDelegate)
    sizeChanges(perItem, delegate, runs: 2, item: profileCount / 2 + 1)
    profileStepDelegateSizeChange(perItem, delegate)
    profileStepQuery(bulk)
    profileStepWaterfallPrepare(profileWaterfall())
    let clock = ManualFrameClock(framesPerSecond: 120)
    let flow = FlowLayout()
    flow.itemSize = item
    flow.minimumInteritemSpacing = 10
    flow.minimumLineSpacing = 10
    let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 390, height: 844), layout: flow, clock: clock)
    let dataSource = BenchDataSource(items: 1_000_000)
    cv.dataSource = dataSource
    if (try? cv.register(BenchCell.self, forCellWithReuseIdentifier: "Cell")) != nil, (try? cv.layoutIfNeeded()) != nil {
        printError("callgrind: \(profileStepFling(cv, clock)) fling frames")
        // The scroll group's worst scenario: the same fling with a 100-pt prefetch margin.
        cv.prefetchMargin = 100
        if (try? cv.setContentOffset(.zero, animated: false)) != nil {
            printError("callgrind: \(profileStepFlingMargin(cv, clock)) fling frames with a 100-pt margin")
        }
    }
    withExtendedLifetime(dataSource) {}
    profileStepMovingBreaks(bulk, bulkDelegate)
    MainActor.assumeIsolated { profileCompat() }
    let list = profileList()
    profileStepListPrepare(list)
    profileStepListQuery(list)
    let estimated = profileEstimated()
    profileStepEstimatedPrepare(estimated)
    profileStepEstimatedResolve(estimated)
    return []
}

/// The compositional group's estimated list: `profileCount` rows of `estimated(44)` in one section.
private func profileEstimated() -> CompositionalLayout {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
    let layout = CompositionalLayout(section: LayoutSection(group: group))
    layout.host = StaticLayoutHost(itemCounts: [profileCount], bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    _ = try? layout.prepareIfNeeded()
    return layout
}

/// The estimated list's full prepare: instructions per item = count / (runs × items).
@inline(never) private func profileStepEstimatedPrepare(_ layout: CompositionalLayout) {
    for _ in 0..<profileRuns {
        layout.invalidateLayout()
        _ = try? layout.prepareIfNeeded()
    }
}

/// The compositional group's "one estimated item resolves" row, `profileRuns` × 25 times
/// (there and back): instructions per resolve = count / 100.
@inline(never) private func profileStepEstimatedResolve(_ layout: CompositionalLayout) {
    let path = ElementIndexPath(item: profileCount / 2, section: 0)
    for run in 0..<(profileRuns * 25) {
        _ = try? layout.setPreferredSize(Size(width: 390, height: run % 2 == 0 ? 90 : 60), forItemAt: path)
        _ = try? layout.prepareIfNeeded()
    }
}

/// The compositional list of the scaling group: `profileCount` rows of 44 in sections of 10.
private func profileList() -> CompositionalLayout {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    configuration.rowHeight = 44
    let layout = CompositionalLayout.list(using: configuration)
    layout.host = StaticLayoutHost(
        itemCounts: Array(repeating: 10, count: profileCount / 10), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    _ = try? layout.prepareIfNeeded()
    return layout
}

/// The list's prepare, as in the scaling group: instructions per item = count / (runs × items).
@inline(never) private func profileStepListPrepare(_ layout: CompositionalLayout) {
    for _ in 0..<profileRuns {
        layout.invalidateLayout()
        _ = try? layout.prepareIfNeeded()
    }
}

/// 1,000 viewport queries (390×844) spread over the list, then one cell and one
/// supplementary query at each of those places.
@inline(never) private func profileStepListQuery(_ layout: CompositionalLayout) {
    let height = layout.contentSize.height
    var found = 0
    for i in 0..<1_000 {
        let y = height * Double(i) / 1_000
        found += layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 390, height: 844)).count
        found += layout.layoutAttributesForItem(at: ElementIndexPath(item: i % 10, section: i * 7)) == nil ? 0 : 1
    }
    if found == 0 { printError("callgrind: the list query found nothing") }
}

private func profileLayout(_ delegate: FlowLayoutDelegate) -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.host = StaticLayoutHost(
        itemCounts: [profileCount], bounds: Rect(x: 0, y: 0, width: 1000, height: 800), layoutDelegate: delegate)
    _ = try? layout.prepareIfNeeded()
    return layout
}

@inline(never) private func profileStepDelegatePrepare(_ layout: FlowLayout) {
    for _ in 0..<profileRuns {
        layout.invalidateLayout()
        _ = try? layout.prepareIfNeeded()
    }
}

/// The flow group's delegate prepare row: a `let`-array delegate (its own step, not merged
/// with the `var`-array one, so a toggle-collect on its name counts it alone).
@inline(never) private func profileStepFixedDelegatePrepare(_ layout: FlowLayout, _ delegate: FixedFlowSizes) {
    for _ in 0..<profileRuns {
        layout.invalidateLayout()
        _ = try? layout.prepareIfNeeded()
    }
    withExtendedLifetime(delegate) {}
}

@inline(never) private func profileStepBulkPrepareFresh(_ layout: FlowLayout, _ delegate: BenchFlowSizes) {
    for _ in 0..<profileRuns {
        delegate.sizes = Array(repeating: Size(width: 100, height: 100), count: profileCount)
        layout.invalidateLayout()
        _ = try? layout.prepareIfNeeded()
    }
}

@inline(never) private func profileStepBulkPrepareSame(_ layout: FlowLayout) {
    for _ in 0..<profileRuns {
        layout.invalidateLayout()
        _ = try? layout.prepareIfNeeded()
    }
}

@inline(never) private func profileStepWidthChange(_ layout: FlowLayout) {
    for run in 0..<profileRuns {
        layout.changeStaticHostBounds(to: Rect(x: 0, y: 0, width: run % 2 == 0 ? 1010 : 1000, height: 800))
        _ = try? layout.prepareIfNeeded()
    }
}

/// One item's size change keeping the breaks (bulk sizes), 100 times there and back, after
/// two warm-up changes: instructions per change = inclusive count / 100.
@inline(never) private func profileStepSizeChange(_ layout: FlowLayout, _ delegate: BenchFlowSizes) {
    sizeChanges(layout, delegate, runs: profileRuns * 25)
}

/// The same change with one delegate call per item (`sizeForItemAt`), one item further on.
@inline(never) private func profileStepDelegateSizeChange(_ layout: FlowLayout, _ delegate: BenchFlowSizes) {
    sizeChanges(layout, delegate, runs: profileRuns * 25, item: profileCount / 2 + 1)
}

/// `runs` size changes of one item that keep the line breaks, as the flow group times them
/// (inlined into each step, so each step's count is its own).
@inline(__always) private func sizeChanges(_ layout: FlowLayout, _ delegate: BenchFlowSizes, runs: Int, item middle: Int = profileCount / 2)
{
    for run in 0..<runs {
        delegate.sizes[middle] = run % 2 == 0 ? Size(width: 90, height: 130) : Size(width: 100, height: 100)
        let context = FlowLayoutInvalidationContext()
        context.invalidateItems(at: [ElementIndexPath(item: middle, section: 0)])
        layout.invalidateLayout(with: context)
        _ = try? layout.prepareIfNeeded()
    }
}

@inline(never) private func profileStepQuery(_ layout: FlowLayout) {
    let y = (layout.contentSize.height / 2).rounded(.down)
    for _ in 0..<profileRuns {
        blackHole(layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 1000, height: 800)))
    }
}

private func profileWaterfall() -> WaterfallLayout {
    let layout = WaterfallLayout(columnCount: 3)
    layout.itemHeights = [80, 120, 100, 140, 90]
    layout.host = StaticLayoutHost(itemCounts: [profileCount], bounds: Rect(x: 0, y: 0, width: 1000, height: 800))
    _ = try? layout.prepareIfNeeded()
    return layout
}

/// The waterfall's prepare (3 columns, cycled heights), as in the scaling group.
@inline(never) private func profileStepWaterfallPrepare(_ layout: WaterfallLayout) {
    for _ in 0..<profileRuns {
        layout.invalidateLayout()
        _ = try? layout.prepareIfNeeded()
    }
}

/// One fast fling over 1,000,000 items, as in the scroll group (the host is set up
/// outside the step): instructions per frame = inclusive count / the frames it prints.
@inline(never) private func profileStepFling(_ cv: CollectionViewHost, _ clock: ManualFrameClock) -> Int {
    guard (try? cv.fling(velocity: Vector(dx: 0, dy: 60_000_000))) != nil else { return 0 }
    var frames = 0
    while cv.isDecelerating {
        clock.step()
        frames += 1
    }
    return frames
}

/// The fling of ``profileStepFling(_:_:)`` with a 100-pt prefetch margin (the host's
/// prepared rect, so its query and visible set, are 200 pt taller).
@inline(never) private func profileStepFlingMargin(_ cv: CollectionViewHost, _ clock: ManualFrameClock) -> Int {
    profileStepFling(cv, clock)
}

/// A change that moves every later break (a 250-wide item among 100-wide ones), `profileRuns`
/// times, there and back: per re-broken item = inclusive count / the items it reports.
@inline(never) private func profileStepMovingBreaks(_ layout: FlowLayout, _ delegate: BenchFlowSizes) {
    let middle = profileCount / 2
    var rebroken = 0
    for run in 0..<profileRuns {
        delegate.sizes[middle] = run % 2 == 0 ? Size(width: 250, height: 100) : Size(width: 100, height: 100)
        let context = FlowLayoutInvalidationContext()
        context.invalidateItems(at: [ElementIndexPath(item: middle, section: 0)])
        layout.invalidateLayout(with: context)
        _ = try? layout.prepareIfNeeded()
        rebroken += layout.itemsRebrokenByLastUpdate
    }
    print("moving breaks: \(rebroken) items broken again in \(profileRuns) changes")
}
