import BuiltinLayouts
import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import Testing

/// A flow layout that sets its metrics in `prepare()` after `super.prepare()`, as UIKit
/// subclasses do: three square columns.
final class ColumnsAfterSuperLayout: FlowLayout {
    private(set) var prepares = 0

    override func prepare() throws(LayoutError) {
        try super.prepare()
        prepares += 1
        guard let host else { return }
        let side = ((host.bounds.width - 40) / 3).rounded(.down)
        sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        itemSize = Size(width: side, height: side)
    }
}

/// A list that keeps the reading position when rows are inserted above the top, through
/// `prepare(forCollectionViewUpdates:)` and `targetContentOffset(forProposedContentOffset:)`.
final class KeepingListLayout: FlowLayout {
    private var shift = 0.0

    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        guard let top = host?.bounds.minY else { return }
        shift = 0
        for update in updateItems where update.action == .insert {
            if let path = update.indexPathAfterUpdate, let item = path.item,
                let frame = layoutAttributesForItem(at: ElementIndexPath(item: item, section: path.section))?.frame, frame.minY <= top
            {
                shift += frame.height + minimumLineSpacing
            }
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        Point(x: proposedContentOffset.x, y: proposedContentOffset.y + shift)
    }
}

@Suite("The host's lifecycle as UIKit code relies on it")
struct HostLifecycleTests {
    @Test func countsAreReadOnDemandAndGoStaleWithTheDataSource() throws {
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 100), layout: FixedGridLayout())
        let first = CountsDataSource([3, 4])
        cv.dataSource = first
        // No pass has run: the counts come from the data source.
        #expect(cv.numberOfSections == 2)
        #expect(cv.numberOfItems(inSection: 1) == 4)
        #expect(first.cellRequests.isEmpty)
        let second = CountsDataSource([7])
        cv.dataSource = second
        #expect(cv.numberOfSections == 1)
        #expect(cv.numberOfItems(inSection: 0) == 7)
        // The first pass after a data source change reloads: cells come from the new one.
        try cv.layoutIfNeeded()
        #expect(second.cellRequests.count == 7)
        withExtendedLifetime((first, second)) {}
    }

    @Test func directEditsWorkOnAViewThatWasNeverLaidOut() throws {
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 100), layout: FixedGridLayout())
        let data = CountsDataSource([3, 4])
        cv.dataSource = data
        #expect(cv.numberOfSections == 2)
        data.counts.remove(at: 0)
        try cv.deleteSections([0])
        data.counts[0] += 1
        try cv.insertItems(at: [ElementIndexPath(item: 0, section: 0)])
        #expect(cv.numberOfSections == 1)
        #expect(cv.numberOfItems(inSection: 0) == 5)
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.count == 5)
    }

    @Test func aNegativeCountReadOnDemandIsNotKept() {
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 100), layout: FixedGridLayout())
        let data = CountsDataSource([2])
        data.sectionsOverride = -1
        cv.dataSource = data
        #expect(cv.numberOfSections == 0)
        #expect(throws: CollectionViewError.negativeSectionCount(-1)) { try cv.loadCountsIfNeeded() }
        data.sectionsOverride = nil
        #expect(cv.numberOfSections == 1)
    }

    @Test func metricsSetInPrepareAfterSuperTakeEffectInTheSamePass() throws {
        let layout = ColumnsAfterSuperLayout()
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let data = CountsDataSource([7])
        cv.dataSource = data
        try cv.layoutIfNeeded()
        // (320 − 40) / 3 = 93.33 → 93; the second prepare sets equal values and stops.
        #expect(layout.itemSize == Size(width: 93, height: 93))
        #expect(
            cv.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0))?.frame == Rect(x: 113.5, y: 10, width: 93, height: 93))
        #expect(layout.prepares == 2)
        #expect(!layout.needsPrepare)
        try cv.layoutIfNeeded()
        #expect(layout.prepares == 2)
    }

    @Test func anInvalidationRaisedInsidePrepareKeepsTheLayoutDirty() throws {
        final class SelfInvalidating: CollectionViewLayout {
            var raises = 5
            var prepares = 0
            override func prepare() throws(LayoutError) {
                prepares += 1
                if raises > 0 {
                    raises -= 1
                    invalidateLayout()
                }
            }
        }
        let layout = SelfInvalidating()
        layout.host = StaticLayoutHost(itemCounts: [1], bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        try layout.prepareIfNeeded()
        #expect(layout.needsPrepare)
        // Through a host: at most three prepares per pass, so a layout that keeps raising never hangs it.
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 10, height: 10), layout: layout)
        let data = CountsDataSource([1])
        cv.dataSource = data
        layout.prepares = 0
        try cv.layoutIfNeeded()
        #expect(layout.prepares == 3)
        #expect(layout.needsPrepare)
        try cv.layoutIfNeeded()
        #expect(layout.prepares == 5)
        #expect(!layout.needsPrepare)
    }

    @Test func aPrepareThatFailsKeepsWhatWasInvalidatedMeanwhile() {
        final class Failing: CollectionViewLayout {
            var fail = true
            override func prepare() throws(LayoutError) {
                let context = InvalidationContext()
                context.invalidateItems(at: [ElementIndexPath(item: 3, section: 0)])
                invalidateLayout(with: context)
                if fail { throw .invalidParameter(name: "fail", message: "asked to") }
            }
        }
        let layout = Failing()
        layout.host = StaticLayoutHost(itemCounts: [5], bounds: .zero)
        #expect(throws: LayoutError.self) { try layout.prepareIfNeeded() }
        #expect(layout.needsPrepare)
        #expect(layout.pendingInvalidation?.invalidateEverything == true)
        #expect(layout.pendingInvalidation?.invalidatedItemIndexPaths.contains(ElementIndexPath(item: 3, section: 0)) == true)
    }

    @Test func aBatchUpdateEndsAtTheLayoutsTargetContentOffset() throws {
        let layout = KeepingListLayout()
        layout.itemSize = Size(width: 320, height: 90)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let data = CountsDataSource([50])
        cv.dataSource = data
        try cv.layoutIfNeeded()
        try cv.setContentOffset(Point(x: 0, y: 1000))
        try cv.performBatchUpdates { updates in
            data.counts[0] += 1
            updates.insertItems(at: [ElementIndexPath(item: 0, section: 0)])
        }
        // The inserted row (90) and its spacing (10) above the top: iOS gives 1100.
        #expect(cv.contentOffset == Point(x: 0, y: 1100))
        #expect(cv.indexPathsForVisibleItems.first == ElementIndexPath(item: 11, section: 0))
        // A rejected batch leaves the offset where it was.
        #expect(throws: CollectionViewError.self) {
            try cv.performBatchUpdates { updates in updates.insertItems(at: [ElementIndexPath(item: 0, section: 0)]) }
        }
        #expect(cv.contentOffset == Point(x: 0, y: 1100))
    }

    @Test func theSafeAreaTakesPartInScrolling() throws {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 393, height: 100)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 393, height: 852), layout: layout)
        let data = CountsDataSource([30])
        cv.dataSource = data
        cv.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        try cv.layoutIfNeeded()
        #expect(cv.contentInsetAdjustmentBehavior == .automatic)
        #expect(cv.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(cv.contentOffset == Point(x: 0, y: -59))
        // Item 20 ends at 2300; at the bottom the 34-point safe area stays clear.
        try cv.scrollToItem(at: ElementIndexPath(item: 20, section: 0), at: .bottom, animated: false)
        #expect(cv.contentOffset.y == 2300 - 852 + 34)
        #expect(cv.contentOffsetBounds.max.y == 3290 + 34 - 852)
        #expect(cv.contentOffsetBounds.min.y == -59)
        _ = try cv.scrollToTop()
        (cv.clock as? ManualFrameClock)?.runUntilIdle()
        #expect(cv.contentOffset.y == -59)
    }

    @Test func eachAdjustmentBehaviorAddsTheSafeAreaItsWay() throws {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 300, height: 600), layout: layout)
        let data = CountsDataSource([2])
        cv.dataSource = data
        cv.safeAreaInsets = EdgeInsets(top: 20, left: 44, bottom: 21, right: 44)
        try cv.layoutIfNeeded()
        // Two items: the content does not scroll on either axis.
        #expect(cv.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 21, right: 0))
        cv.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(cv.adjustedContentInset == .zero)
        #expect(cv.contentOffset == .zero)
        cv.contentInsetAdjustmentBehavior = .always
        #expect(cv.adjustedContentInset == EdgeInsets(top: 20, left: 44, bottom: 21, right: 44))
        #expect(cv.contentOffset == Point(x: -44, y: -20))
        cv.contentInsetAdjustmentBehavior = .never
        #expect(cv.adjustedContentInset == .zero)
        #expect(cv.contentOffset == .zero)
        // An offset away from the top is kept when the safe area changes.
        cv.contentInsetAdjustmentBehavior = .automatic
        data.counts = [40]
        try cv.reloadData()
        try cv.setContentOffset(Point(x: 0, y: 300))
        cv.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(cv.contentOffset == Point(x: 0, y: 300))
        #expect(cv.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // A non-finite safe area is ignored.
        cv.safeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(cv.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func anUnchangedInsetDoesNothing() throws {
        let layout = FixedGridLayout()
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 100), layout: layout)
        let data = CountsDataSource([8])
        cv.dataSource = data
        try cv.setContentInset(EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        let prepares = layout.prepareCalls
        try cv.setContentInset(EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(!layout.needsPrepare)
        try cv.layoutIfNeeded()
        #expect(layout.prepareCalls == prepares)
    }
}
