import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

@testable import CollectionView

/// A fake surroundings for the reconciler: views come from the visible set's pool (or a
/// view handed in), every callback is logged in order.
private final class FakeViewEnvironment: ViewReconcilerEnvironment {
    var isPrefetching = false
    var log: [String] = []
    /// Elements whose view cannot be made (the "data source" throws).
    var failing: Set<ElementKey> = []
    /// A view to hand out instead of dequeuing one.
    var handOut: CollectionReusableView?
    var preferred: [(preferred: LayoutAttributes, original: LayoutAttributes)] = []
    let pool: ReusePool

    init(pool: ReusePool) throws {
        self.pool = pool
        try pool.registerCell(forReuseIdentifier: "cell") { SizingCell() }
    }

    func prefetch(entered: [ElementIndexPath], cancelled: [ElementIndexPath]) {
        log.append("prefetch \(entered) cancel \(cancelled)")
    }

    func makeView(for key: ElementKey) throws(CollectionViewError) -> CollectionReusableView {
        log.append("make \(key)")
        if failing.contains(key) { throw .noSuchItem(key.indexPath) }
        if let handOut { return handOut }
        do { return try pool.dequeueCell(withReuseIdentifier: "cell") } catch { throw .reuse(error) }
    }

    func willDisplay(_ view: CollectionReusableView, for key: ElementKey) { log.append("willDisplay \(key)") }
    func didEndDisplaying(_ view: CollectionReusableView, for key: ElementKey) { log.append("didEndDisplaying \(key)") }
    func viewPrefers(_ preferred: LayoutAttributes, original: LayoutAttributes) { self.preferred.append((preferred, original)) }
}

/// A cell that asks for a height of 44 when `wantsHeight` is set.
private final class SizingCell: CollectionViewCell {
    var wantsHeight: Double?
    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        guard let wantsHeight else { return layoutAttributes }
        var copy = layoutAttributes
        copy.frame.size.height = wantsHeight
        return copy
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        wantsHeight = nil
    }
}

/// Rows of 100×50 in section 0, one per item.
private func rows(_ items: Range<Int>, width: Double = 100) -> [ElementKey: LayoutAttributes] {
    var result: [ElementKey: LayoutAttributes] = [:]
    for item in items {
        let path = ElementIndexPath(item: item, section: 0)
        result[.cell(path)] = LayoutAttributes(forCellAt: path, frame: Rect(x: 0, y: Double(item) * 50, width: width, height: 50))
    }
    return result
}

private func cell(_ item: Int) -> ElementKey { .cell(ElementIndexPath(item: item, section: 0)) }

/// The view-reconciliation part on its own: a visible set, a selection model, a fake
/// environment and a bare layout, no host.
@Suite("ViewReconciler without a host")
struct ViewReconcilerTests {
    private struct Fixture {
        let visibleSet = VisibleSet()
        let selection = SelectionModel()
        let environment: FakeViewEnvironment
        let layout = CollectionViewLayout()
        init() throws { environment = try FakeViewEnvironment(pool: visibleSet.pool) }

        func pass(
            _ old: [ElementKey: LayoutAttributes], _ new: [ElementKey: LayoutAttributes], reconfigureAll: Bool = false,
            layout: CollectionViewLayout? = nil, bounds: Rect = Rect(x: 0, y: 0, width: 100, height: 1000)
        ) throws(CollectionViewError) {
            let reconciler = ViewReconciler(visibleSet: visibleSet, selection: selection, environment: environment)
            try reconciler.reconcile(from: old, to: new, reconfigureAll: reconfigureAll, layout: layout ?? self.layout, bounds: bounds)
        }
    }

    @Test func incomingViewsAreMadeInKeyOrderAndLeavingViewsAreReused() throws {
        let f = try Fixture()
        try f.pass([:], rows(0..<3))
        #expect(
            f.environment.log == [
                "make cell [0, 0]", "make cell [0, 1]", "make cell [0, 2]",
                "willDisplay cell [0, 0]", "willDisplay cell [0, 1]", "willDisplay cell [0, 2]",
            ])
        #expect(Set(f.visibleSet.views.keys) == [cell(0), cell(1), cell(2)])
        for (key, view) in f.visibleSet.views {
            #expect(view.displayedElement == key)
            #expect(view.appliedAttributes == rows(0..<3)[key])
        }
        let first = try #require(f.visibleSet.views[cell(0)])
        let second = try #require(f.visibleSet.views[cell(1)])

        // Item 0 leaves, item 3 comes in: the view of item 0 goes back to the pool first
        // and is the one item 3 gets; item 1 keeps its view.
        f.environment.log = []
        try f.pass(rows(0..<3), rows(1..<4))
        #expect(f.environment.log == ["make cell [0, 3]", "didEndDisplaying cell [0, 0]", "willDisplay cell [0, 3]"])
        #expect(f.visibleSet.views[cell(3)] === first)
        #expect(f.visibleSet.views[cell(1)] === second)
        #expect(f.visibleSet.views[cell(0)] == nil)
        #expect(first.displayedElement == cell(3))
        #expect(first.appliedAttributes == rows(3..<4)[cell(3)])
        #expect(f.visibleSet.pool.statistics(for: .cell(identifier: "cell")).created == 3)
    }

    @Test func reconfigureAllAsksForEveryElementAgain() throws {
        let f = try Fixture()
        try f.pass([:], rows(0..<2))
        let before = f.visibleSet.views
        f.environment.log = []
        try f.pass(rows(0..<2), rows(0..<2), reconfigureAll: true)
        #expect(
            f.environment.log == [
                "make cell [0, 0]", "make cell [0, 1]", "didEndDisplaying cell [0, 0]", "didEndDisplaying cell [0, 1]",
                "willDisplay cell [0, 0]", "willDisplay cell [0, 1]",
            ])
        // The two views went back to the pool in key order and came out again, the most
        // recently queued first.
        #expect(f.visibleSet.views[cell(0)] === before[cell(1)])
        #expect(f.visibleSet.views[cell(1)] === before[cell(0)])
    }

    @Test func stayingViewsGetNewAttributesOnlyAfterTheLayoutChanged() throws {
        let f = try Fixture()
        try f.pass([:], rows(0..<1))
        let view = try #require(f.visibleSet.views[cell(0)])
        // Same layout, same prepare pass: the attributes are not re-applied.
        try f.pass(rows(0..<1), rows(0..<1, width: 80))
        #expect(view.appliedAttributes?.frame.width == 100)
        // Another layout: they are.
        try f.pass(rows(0..<1), rows(0..<1, width: 80), layout: CollectionViewLayout())
        #expect(view.appliedAttributes?.frame.width == 80)
        #expect(f.environment.log == ["make cell [0, 0]", "willDisplay cell [0, 0]"], "the view stayed throughout")
    }

    @Test func incomingCellsTakeTheirSelectionAndHighlight() throws {
        let f = try Fixture()
        f.selection.setItem(ElementIndexPath(item: 1, section: 0), selected: true)
        f.selection.setItem(ElementIndexPath(item: 2, section: 0), highlighted: true)
        try f.pass([:], rows(0..<3))
        let cells = try (0..<3).map { try #require(f.visibleSet.views[cell($0)] as? CollectionViewCell) }
        #expect(cells.map(\.isSelected) == [false, true, false])
        #expect(cells.map(\.isHighlighted) == [false, false, true])
        #expect(f.selection.selected == [ElementIndexPath(item: 1, section: 0)], "the reconciler only reads the selection")
    }

    @Test func thePrefetchBandIsReportedOnlyWhenSomeoneListens() throws {
        let f = try Fixture()
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        try f.pass([:], rows(0..<4), bounds: bounds)
        #expect(f.visibleSet.prefetchedItems.isEmpty)
        #expect(!f.environment.log.contains { $0.hasPrefix("prefetch") })

        let g = try Fixture()
        g.environment.isPrefetching = true
        try g.pass([:], rows(0..<4), bounds: bounds)
        // Items 2 and 3 are prepared but outside the bounds (item 2 touches the edge at
        // y = 100, which counts as intersecting): only item 3 is in the band.
        #expect(g.environment.log.first == "prefetch [[0, 3]] cancel []")
        #expect(g.visibleSet.prefetchedItems == [ElementIndexPath(item: 3, section: 0)])
        g.environment.log = []
        try g.pass(rows(0..<4), rows(0..<3), bounds: bounds)
        #expect(g.environment.log.first == "prefetch [] cancel [[0, 3]]")
        #expect(g.visibleSet.prefetchedItems.isEmpty)
    }

    @Test func aFailureRestoresEveryViewAndIsRethrown() throws {
        let f = try Fixture()
        try f.pass([:], rows(0..<3))
        let before = f.visibleSet.views
        f.environment.failing = [cell(4)]
        f.environment.log = []
        #expect(throws: CollectionViewError.noSuchItem(ElementIndexPath(item: 4, section: 0))) {
            try f.pass(rows(0..<3), rows(2..<5))
        }
        // Item 3 got item 1's view (the last one queued); undoing the pass asks for item 1
        // again and gets the same view back, so no display callbacks at all.
        #expect(f.environment.log == ["make cell [0, 3]", "make cell [0, 4]", "make cell [0, 1]"])
        #expect(f.visibleSet.views.count == 3)
        for (key, view) in before {
            #expect(f.visibleSet.views[key] === view, "\(key) keeps its view")
            #expect(view.displayedElement == key)
            #expect(view.appliedAttributes == rows(0..<3)[key])
        }
        #expect(f.visibleSet.appliedPrepareCount == -1, "the next pass re-applies everything")
    }

    @Test func aViewThatIsAlreadyShownIsRejected() throws {
        let f = try Fixture()
        try f.pass([:], rows(0..<1))
        let shown = try #require(f.visibleSet.views[cell(0)])
        f.environment.handOut = shown
        #expect(throws: CollectionViewError.viewAlreadyShown(cell(1), shownFor: cell(0))) { try f.pass(rows(0..<1), rows(0..<2)) }
        #expect(f.visibleSet.views.count == 1)
        #expect(f.visibleSet.views[cell(0)] === shown)
        #expect(shown.displayedElement == cell(0))
    }

    @Test func newViewsAreAskedForTheirPreferredAttributes() throws {
        let f = try Fixture()
        let sizing = SizingCell()
        sizing.wantsHeight = 44
        f.environment.handOut = sizing
        try f.pass([:], rows(0..<1))
        #expect(f.environment.preferred.count == 1)
        #expect(f.environment.preferred.first?.original == rows(0..<1)[cell(0)])
        #expect(f.environment.preferred.first?.preferred.frame == Rect(x: 0, y: 0, width: 100, height: 44))
        // A non-finite preference is ignored; a staying view is not asked again.
        let g = try Fixture()
        let broken = SizingCell()
        broken.wantsHeight = .nan
        g.environment.handOut = broken
        try g.pass([:], rows(0..<1))
        try g.pass(rows(0..<1), rows(0..<1))
        #expect(g.environment.preferred.isEmpty)
    }

    // MARK: - The lookup shortcut and the packed sort

    @Test func thePositionSpanOfTheShownViewsIsTheirSmallestAndLargestSectionAndItem() throws {
        #expect(ViewReconciler<FakeViewEnvironment>.positionSpan(of: [:]) == nil)
        let view = CollectionReusableView()
        let views: [ElementKey: CollectionReusableView] = [
            cell(7): view, .cell(ElementIndexPath(item: 2, section: 1)): view,
            ElementKey(.supplementary(kind: "header"), ElementIndexPath(item: 0, section: 1)): view, cell(3): view,
        ]
        let span = try #require(ViewReconciler<FakeViewEnvironment>.positionSpan(of: views))
        #expect(span.lowest == (0, 3) && span.highest == (1, 2))
    }

    @Test func viewsOnTheEdgesOfTheSpanStayAndKeysOutsideItAreIncoming() throws {
        let f = try Fixture()
        try f.pass([:], rows(2..<5))
        let low = try #require(f.visibleSet.views[cell(2)])
        let high = try #require(f.visibleSet.views[cell(4)])
        f.environment.log = []
        // Items 2 and 4 (the span's ends) stay; 0, 1, 5 and 6 lie outside it and come in;
        // item 3 leaves, and its view is the first one reused.
        var new = rows(0..<2).merging(rows(4..<7)) { a, _ in a }
        new[cell(2)] = rows(2..<3)[cell(2)]
        let leaving = try #require(f.visibleSet.views[cell(3)])
        try f.pass(rows(2..<5), new)
        #expect(
            f.environment.log == [
                "make cell [0, 0]", "make cell [0, 1]", "make cell [0, 5]", "make cell [0, 6]", "didEndDisplaying cell [0, 3]",
                "willDisplay cell [0, 0]", "willDisplay cell [0, 1]", "willDisplay cell [0, 5]", "willDisplay cell [0, 6]",
            ])
        #expect(f.visibleSet.views[cell(2)] === low && f.visibleSet.views[cell(4)] === high)
        #expect(f.visibleSet.views[cell(0)] === leaving)
        #expect(f.visibleSet.views.count == 6)
        #expect(f.visibleSet.pool.statistics(for: .cell(identifier: "cell")) == ReuseStatistics(created: 6, reused: 1, inUse: 6, queued: 0))
    }

    @Test func incomingKeysOutsideThePackedRangeStillComeInKeyOrder() throws {
        // A negative item and a section beyond 2³¹ cannot be packed into one word: the
        // order falls back to comparing (section, item) pairs, then the whole key.
        let f = try Fixture()
        let badge = ElementKey(.supplementary(kind: "badge"), ElementIndexPath(item: -1, section: 0))
        let far = ElementKey(.supplementary(kind: "badge"), ElementIndexPath(item: 0, section: 1 << 40))
        let header = ElementKey(.supplementary(kind: "header"), ElementIndexPath(item: 1, section: 0))
        var new = rows(0..<3)
        for key in [badge, far, header] { new[key] = LayoutAttributes(category: key.category, indexPath: key.indexPath) }
        try f.pass([:], new)
        #expect(
            Array(f.environment.log.prefix(6)) == [
                "make supplementary(badge) [0, -1]", "make cell [0, 0]", "make cell [0, 1]", "make supplementary(header) [0, 1]",
                "make cell [0, 2]", "make supplementary(badge) [1099511627776, 0]",
            ])
        // Packed: a cell and a header on the same index path order by the whole key.
        let g = try Fixture()
        var packed = rows(0..<3)
        packed[header] = LayoutAttributes(category: header.category, indexPath: header.indexPath)
        try g.pass([:], packed)
        #expect(
            Array(g.environment.log.prefix(4)) == [
                "make cell [0, 0]", "make cell [0, 1]", "make supplementary(header) [0, 1]", "make cell [0, 2]",
            ])
    }
}
