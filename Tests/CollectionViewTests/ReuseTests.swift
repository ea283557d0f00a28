import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

/// A cell that remembers the item the data source configured it for.
final class ItemCell: CollectionViewCell {
    var configuredFor: ElementIndexPath?
    var prepareCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepareCount += 1
        configuredFor = nil
    }
}

/// A header that remembers its section.
final class TitleView: CollectionReusableView {
    var configuredFor: ElementIndexPath?
    override func prepareForReuse() {
        super.prepareForReuse()
        configuredFor = nil
    }
}

final class ShelfView: CollectionReusableView {}

/// A data source that dequeues every view from the host, as a UIKit app does.
final class ReusingDataSource: CollectionViewDataSource {
    var counts: [Int]
    var cellIdentifier = "Item"
    var headerIdentifier = "Title"
    /// Items whose cell request throws.
    var failingItems: Set<ElementIndexPath> = []
    /// When set, every cell request returns this view.
    var fixedCell: CollectionViewCell?
    private(set) var cellRequests = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        cellRequests += 1
        if failingItems.contains(indexPath) { throw CollectionViewError.noSuchItem(indexPath) }
        if let fixedCell { return fixedCell }
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
        (cell as? ItemCell)?.configuredFor = indexPath
        return cell
    }
    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: headerIdentifier, for: indexPath)
        (view as? TitleView)?.configuredFor = indexPath
        return view
    }
}

/// Records display and scrolling callbacks.
final class RecordingDelegate: CollectionViewDelegate {
    private(set) var willDisplay: [ElementKey] = []
    private(set) var didEndDisplaying: [ElementKey] = []
    private(set) var didScroll = 0
    private(set) var didEndDecelerating = 0
    func collectionView(_ collectionView: CollectionViewHost, willDisplay view: CollectionReusableView, for key: ElementKey) {
        willDisplay.append(key)
    }
    func collectionView(_ collectionView: CollectionViewHost, didEndDisplaying view: CollectionReusableView, for key: ElementKey) {
        didEndDisplaying.append(key)
    }
    func collectionViewDidScroll(_ collectionView: CollectionViewHost) { didScroll += 1 }
    func collectionViewDidEndDecelerating(_ collectionView: CollectionViewHost) { didEndDecelerating += 1 }
}

/// Records prefetch calls.
final class RecordingPrefetcher: CollectionViewDataSourcePrefetching {
    private(set) var prefetched: [[ElementIndexPath]] = []
    private(set) var cancelled: [[ElementIndexPath]] = []
    func collectionView(_ collectionView: CollectionViewHost, prefetchItemsAt indexPaths: [ElementIndexPath]) {
        prefetched.append(indexPaths)
    }
    func collectionView(_ collectionView: CollectionViewHost, cancelPrefetchingForItemsAt indexPaths: [ElementIndexPath]) {
        cancelled.append(indexPaths)
    }
}

func path(_ item: Int, _ section: Int = 0) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }

/// Checks the visible-set invariants: one view per visible element, no view twice, each
/// view showing its own element's current attributes and configured for its index path.
func expectConsistentViews(_ cv: CollectionViewHost, sourceLocation: SourceLocation = #_sourceLocation) {
    let elements = cv.visibleElements
    var seen = Set<ObjectIdentifier>()
    for a in elements {
        guard let view = cv.view(for: a.key) else {
            Issue.record("no view for \(a.key)", sourceLocation: sourceLocation)
            continue
        }
        #expect(seen.insert(ObjectIdentifier(view)).inserted, "a view is shown twice (\(a.key))", sourceLocation: sourceLocation)
        #expect(view.appliedAttributes == a, "\(a.key) shows stale attributes", sourceLocation: sourceLocation)
        #expect(view.displayedElement == a.key, sourceLocation: sourceLocation)
        if let cell = view as? ItemCell { #expect(cell.configuredFor == a.indexPath, sourceLocation: sourceLocation) }
        if let header = view as? TitleView { #expect(header.configuredFor == a.indexPath, sourceLocation: sourceLocation) }
    }
}

@Suite("Reuse through the host: registration, dequeue, the visible set")
struct ReuseTests {
    func makeHost(counts: [Int] = [1000], layout: CollectionViewLayout = SectionedGridLayout(), height: Double = 200)
        throws -> (CollectionViewHost, ReusingDataSource, RecordingDelegate)
    {
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: height), layout: layout)
        let ds = ReusingDataSource(counts)
        let delegate = RecordingDelegate()
        cv.dataSource = ds
        cv.delegate = delegate
        try cv.register(ItemCell.self, forCellWithReuseIdentifier: "Item")
        try cv.register(TitleView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: "Title")
        return (cv, ds, delegate)
    }

    @Test func firstPassCreatesAViewPerVisibleElement() throws {
        let (cv, ds, delegate) = try makeHost()
        defer { withExtendedLifetime((ds, delegate)) {} }
        try cv.layoutIfNeeded()
        // 200 × 200 at the origin: rows 0…4 (row 4 touches y = 200), 4 columns.
        #expect(cv.indexPathsForVisibleItems == (0..<20).map { path($0) })
        #expect(cv.reusePool.statistics(for: .cell(identifier: "Item")) == ReuseStatistics(created: 20, reused: 0, inUse: 20, queued: 0))
        #expect(ds.cellRequests == 20)
        #expect(delegate.willDisplay.count == 20 && delegate.didEndDisplaying.isEmpty)
        expectConsistentViews(cv)
    }

    @Test func scrollingEnqueuesLeavingViewsAndReusesThem() throws {
        let (cv, ds, delegate) = try makeHost()
        defer { withExtendedLifetime((ds, delegate)) {} }
        try cv.layoutIfNeeded()
        let firstRow = (0..<4).compactMap { cv.cellForItem(at: path($0)) }
        try cv.setContentOffset(Point(x: 0, y: 60))
        // Bounds y 60…260: row 0 (0…50) left, rows 1…5 are visible.
        #expect(cv.indexPathsForVisibleItems == (4..<24).map { path($0) })
        #expect(cv.reusePool.statistics(for: .cell(identifier: "Item")) == ReuseStatistics(created: 20, reused: 4, inUse: 20, queued: 0))
        let newRow = (20..<24).compactMap { cv.cellForItem(at: path($0)) }
        #expect(newRow.count == 4 && firstRow.count == 4)
        #expect(Set(newRow.map(ObjectIdentifier.init)) == Set(firstRow.map(ObjectIdentifier.init)), "row 0's cells now show row 5")
        #expect(newRow.allSatisfy { ($0 as? ItemCell)?.prepareCount == 1 })
        #expect(delegate.didEndDisplaying == (0..<4).map { .cell(path($0)) })
        #expect(delegate.willDisplay.suffix(4) == (20..<24).map { .cell(path($0)) })
        expectConsistentViews(cv)
    }

    @Test func aLongScriptedScrollKeepsCreatedViewsBounded() throws {
        let layout = SectionedGridLayout(headerHeight: 30)
        let (cv, ds, delegate) = try makeHost(counts: [400, 7, 0, 300], layout: layout)
        defer { withExtendedLifetime((ds, delegate)) {} }
        try cv.layoutIfNeeded()
        var largestVisibleCells = cv.visibleCells.count
        var largestVisibleHeaders = 0
        var y = 0.0
        var step = 0
        while y < cv.contentSize.height {
            // Uneven steps, forwards with an occasional jump back.
            y += step % 7 == 6 ? -90 : 37 + Double(step % 5) * 11
            step += 1
            try cv.setContentOffset(Point(x: 0, y: y))
            largestVisibleCells = max(largestVisibleCells, cv.visibleCells.count)
            largestVisibleHeaders = max(largestVisibleHeaders, cv.visibleElements.count - cv.visibleCells.count)
            expectConsistentViews(cv)
        }
        let cells = cv.reusePool.statistics(for: .cell(identifier: "Item"))
        let headers = cv.reusePool.statistics(for: .supplementary(kind: ElementKind.sectionHeader, identifier: "Title"))
        // Bounds 200 tall, rows 50: at most 6 rows (24 cells, rows touching both edges)
        // and a few headers (the empty section 2 is only a header) are visible at once; no
        // more views than that are ever created.
        #expect(largestVisibleCells == 24 && largestVisibleHeaders >= 2)
        #expect(cells.created <= largestVisibleCells, "created \(cells.created) cells for at most \(largestVisibleCells) visible")
        #expect(headers.created <= largestVisibleHeaders)
        #expect(cells.reused > 500)
        #expect(step > 100)
        #expect(cells.inUse == cv.visibleCells.count)
        #expect(cells.created == cells.inUse + cells.queued)
    }

    @Test func unregisteredIdentifierIsAClearErrorAndNothingChanges() throws {
        let (cv, ds, delegate) = try makeHost()
        defer { withExtendedLifetime((ds, delegate)) {} }
        try cv.layoutIfNeeded()
        let before = cv.visibleElements
        let views = before.map { cv.view(for: $0.key).map(ObjectIdentifier.init) }
        ds.cellIdentifier = "Photo"
        do {
            try cv.reloadData()
            Issue.record("expected an error")
        } catch {
            #expect(error == .reuse(.unregistered(.cell(identifier: "Photo"), registered: [.cell(identifier: "Item")])))
            #expect(
                error.description
                    == "no cell is registered for reuse identifier 'Photo'; register a cell class or factory for it first (registered cell identifiers: Item)"
            )
        }
        #expect(cv.visibleElements == before)
        #expect(before.map { cv.view(for: $0.key).map(ObjectIdentifier.init) } == views, "the same views show the same elements")
        expectConsistentViews(cv)
        #expect(throws: CollectionViewError.reuse(.emptyIdentifier)) {
            try cv.register(ItemCell.self, forCellWithReuseIdentifier: "")
        }
        #expect(throws: CollectionViewError.reuse(.emptyKind)) {
            try cv.dequeueReusableSupplementaryView(ofKind: "", withReuseIdentifier: "Title", for: path(0))
        }
    }

    @Test func reloadDataGivesEveryViewBackAndAsksAgain() throws {
        let (cv, ds, delegate) = try makeHost()
        defer { withExtendedLifetime((ds, delegate)) {} }
        try cv.layoutIfNeeded()
        try cv.reloadData()
        #expect(ds.cellRequests == 40)
        #expect(cv.reusePool.statistics(for: .cell(identifier: "Item")) == ReuseStatistics(created: 20, reused: 20, inUse: 20, queued: 0))
        #expect(delegate.didEndDisplaying.count == 20 && delegate.willDisplay.count == 40)
        expectConsistentViews(cv)
    }

    @Test func aFailingDataSourceLeavesTheShownViewsInPlace() throws {
        let (cv, ds, delegate) = try makeHost()
        defer { withExtendedLifetime((ds, delegate)) {} }
        try cv.layoutIfNeeded()
        let before = cv.visibleElements
        let views = before.map { cv.view(for: $0.key).map(ObjectIdentifier.init) }
        ds.failingItems = [path(23)]
        #expect(throws: CollectionViewError.noSuchItem(path(23))) { try cv.setContentOffset(Point(x: 0, y: 60)) }
        #expect(cv.contentOffset == .zero)
        #expect(cv.visibleElements == before)
        #expect(before.map { cv.view(for: $0.key).map(ObjectIdentifier.init) } == views)
        expectConsistentViews(cv)
        let stats = cv.reusePool.statistics(for: .cell(identifier: "Item"))
        #expect(stats.inUse == 20 && stats.created == stats.inUse + stats.queued)
        ds.failingItems = []
        try cv.setContentOffset(Point(x: 0, y: 60))
        expectConsistentViews(cv)
    }

    @Test func aViewReturnedTwiceIsRejected() throws {
        let (cv, ds, delegate) = try makeHost()
        defer { withExtendedLifetime((ds, delegate)) {} }
        ds.fixedCell = ItemCell()
        do {
            try cv.layoutIfNeeded()
            Issue.record("expected an error")
        } catch {
            #expect(error == .viewAlreadyShown(.cell(path(1)), shownFor: .cell(path(0))))
            #expect(
                error.description
                    == "the view returned for cell [0, 1] is already shown for cell [0, 0]; dequeue a new view for every element instead of returning one that is on screen"
            )
        }
        #expect(cv.visibleCells.isEmpty)
        #expect(ds.fixedCell?.displayedElement == nil)
    }

    @Test func decorationViewsComeFromTheLayoutRegistrationAndAreReused() throws {
        let layout = SectionedGridLayout(headerHeight: 0)
        layout.decorationKind = "shelf"
        let (cv, ds, delegate) = try makeHost(counts: [8, 8, 8, 8, 8, 8], layout: layout)
        defer { withExtendedLifetime((ds, delegate)) {} }
        do {
            try cv.layoutIfNeeded()
            Issue.record("expected an error")
        } catch {
            #expect(error == .reuse(.unregistered(.decoration(kind: "shelf"), registered: [])))
            #expect(
                error.description
                    == "no decoration view is registered on the layout for kind 'shelf'; register one with register(_:forDecorationViewOfKind:) (registered decoration kinds: none)"
            )
        }
        layout.register(ShelfView.self, forDecorationViewOfKind: "shelf")
        try cv.layoutIfNeeded()
        // Sections are 100 tall: sections 0, 1 and 2 (touching at 200) are visible.
        let shelves = cv.visibleElements.filter { $0.category == .decoration(kind: "shelf") }.map(\.indexPath.section)
        #expect(shelves == [0, 1, 2])
        #expect(cv.view(for: ElementKey(.decoration(kind: "shelf"), path(0, 1))) is ShelfView)
        try cv.setContentOffset(Point(x: 0, y: 350))
        // Bounds 350…550: sections 3, 4 and 5 reuse the views of sections 0, 1 and 2.
        #expect(cv.reusePool.statistics(for: .decoration(kind: "shelf")) == ReuseStatistics(created: 3, reused: 3, inUse: 3, queued: 0))
        expectConsistentViews(cv)
        // Replacing the registration discards the queued views; new ones use the new class.
        layout.register(forDecorationViewOfKind: "shelf") { CollectionReusableView() }
        try cv.setContentOffset(Point(x: 0, y: 0))
        #expect(type(of: cv.view(for: ElementKey(.decoration(kind: "shelf"), path(0, 0)))!) == CollectionReusableView.self)
    }

    @Test func prefetchingCoversTheMarginAndCancelsWhatLeaves() throws {
        let (cv, ds, delegate) = try makeHost()
        defer { withExtendedLifetime((ds, delegate)) {} }
        let prefetcher = RecordingPrefetcher()
        cv.prefetchDataSource = prefetcher
        cv.prefetchMargin = 100
        try cv.layoutIfNeeded()
        // Prepared rect y −100…300: rows 0…6; rows 5 and 6 are outside the bounds (0…200).
        #expect(prefetcher.prefetched == [(20..<28).map { path($0) }])
        #expect(cv.visibleCells.count == 28, "views exist for the margin")
        try cv.setContentOffset(Point(x: 0, y: 60))
        // Prepared −40…360: rows 0…7; bounds 60…260 → rows 1…5; band: rows 0, 6, 7.
        // Row 7 entered; row 0 was on screen (no prefetch); row 5 came on screen.
        #expect(prefetcher.prefetched.last == (28..<32).map { path($0) })
        #expect(prefetcher.cancelled.isEmpty)
        try cv.setContentOffset(Point(x: 0, y: 0))
        // Back to rows 0…6: row 7 left the prepared rect without being shown.
        #expect(prefetcher.cancelled == [(28..<32).map { path($0) }])
        expectConsistentViews(cv)
    }
}
