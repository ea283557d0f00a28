import CollectionView
import CompositionalLayout
import DiffableDataSource
import Geometry
import LayoutProtocol
import ScrollReport
import Testing

@Suite("Blank area, unstable area and jumps")
struct StabilityTests {
    /// Rows estimated at 44 whose cells prefer 60.
    func estimatedRows(_ count: Int) -> [[Size]] { [Array(repeating: Size(width: 390, height: 60), count: count)] }

    @Test func estimatedRowsAreUnstableOnlyOnTheFramesWhereNewRowsEnter() throws {
        // Rows estimated at 60 that are 44 high: scrolling forwards, every row that enters
        // is new (none was measured before), and only those frames show unstable area.
        let list = estimatedList(estimate: 60)
        let report = try record(
            list, items: [2000], sizes: [Array(repeating: Size(width: 390, height: 44), count: 2000)], [.fling(velocity: 3000)])
        let unstableFrames = report.frames.filter { $0.unstableArea > 0 }.map(\.index)
        let enteringFrames = report.frames.filter { $0.cellsDequeued > 0 }.map(\.index)
        #expect(unstableFrames.count > 10)
        #expect(unstableFrames == enteringFrames)
        // The first frame shows only estimated rows; no frame shows blank area.
        #expect(report.frames[0].unstableArea == 1)
        #expect(report.summary.blankMax == 0)
    }

    @Test func rowsMeasuredBeforeAreStableWhenTheyEnterAgain() throws {
        // Rows estimated at 44 that are 60 high: the first screen's rows grow, and those
        // pushed below the view enter again later already measured.
        let report = try record(estimatedList(), items: [2000], sizes: estimatedRows(2000), [.fling(velocity: 3000)])
        let unstableFrames = Set(report.frames.filter { $0.unstableArea > 0 }.map(\.index))
        let enteringFrames = Set(report.frames.filter { $0.cellsDequeued > 0 }.map(\.index))
        #expect(unstableFrames.isSubset(of: enteringFrames))
        #expect(enteringFrames.subtracting(unstableFrames).sorted() == [3, 5, 8, 11, 14])
        #expect(report.summary.blankMax == 0)
    }

    @Test func rowsAtTheirRealSizeAreNeverUnstable() throws {
        let exact = [Array(repeating: Size(width: 390, height: 44), count: 500)]
        let report = try record(estimatedList(), items: [500], sizes: exact, [.fling(velocity: 3000)])
        #expect(report.summary.unstableMax == 0)
        #expect(report.summary.unstableFrames == 0)
    }

    @Test func aShortListLeavesBlankAreaBelowItsContentUncounted() throws {
        let report = try record(gridLayout(), items: [3], [.fling(velocity: 3000)])
        // One row of 100 points; the view below the content is not blank, and nothing scrolls
        // (frame 0 and the fling's one frame).
        #expect(report.summary.blankMax == 0)
        #expect(report.frames.count == 2)
        #expect(report.frames.map(\.offset) == [0, 0])
    }

    @Test func cellsMadeInThePrefetchBandAreHitsWhenTheyComeOnScreen() throws {
        let plain = try record(gridLayout(), items: [5000], [.fling(velocity: 3000)])
        let prefetching = try record(gridLayout(), items: [5000], [.fling(velocity: 3000)]) { $0.prefetchMargin = 110 }
        #expect(plain.summary.prefetchHits == 0)
        // Every row whose top crosses the view's bottom edge (rows start every 110 points)
        // was made one row ahead: three hits a row.
        let bottom = try 844 + #require(prefetching.frames.last).offset
        let rows = Int((bottom / 110).rounded(.up)) - Int((844.0 / 110).rounded(.up))
        #expect(rows == 14)
        #expect(prefetching.summary.prefetchHits == rows * 3)
        #expect(prefetching.summary.mostCellsShown == plain.summary.mostCellsShown + 6)
        #expect(prefetching.withoutTimings.frames.map(\.offset) == plain.withoutTimings.frames.map(\.offset))
    }

    @Test func anInsertAboveTheAnchorIsAJump() throws {
        let report = try record(gridLayout(), items: [3000], [.fling(velocity: 3000), .insertItems(section: 0, item: 0, count: 3)]) {
            $0.scrollAnchor = .automatic
        }
        let s = report.summary
        #expect(s.jumps == 1)
        #expect(s.largestJump == 110)
        let jumpFrame = try #require(report.frames.first { $0.jumps > 0 })
        #expect(jumpFrame.jumpDistance == 110)
        #expect(report.frames.last?.step == 2)
    }

    @Test func anUpdateDuringAFlingKeepsTheFlingMoving() throws {
        let report = try record(
            gridLayout(), items: [3000],
            [.fling(velocity: 3000, frames: 10), .deleteItems(section: 0, item: 0, count: 3), .settle]
        ) { $0.scrollAnchor = .automatic }
        let s = report.summary
        #expect(s.jumps == 1)
        #expect(s.largestJump == 110)
        // The fling went on after the delete: frames of step 3 (settle) exist.
        #expect(report.frames.contains { $0.step == 3 })
    }

    @Test func aSnapshotApplyWhileScrolling() throws {
        let session = try ScrollSession(
            layout: gridLayout(), viewport: Size(width: 390, height: 844),
            dataSource: ScrollReportDataSource(counts: [0]), framesPerSecond: 60, timing: .none)
        let host = session.host
        let diffable = DiffableDataSource<Int, Int>(collectionView: host) { cv, indexPath, _ in
            try cv.dequeueReusableCell(withReuseIdentifier: ScrollReportDataSource.cellIdentifier, for: indexPath)
        }
        var snapshot = Snapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(Array(0..<300))
        try diffable.apply(snapshot, animatingDifferences: false)
        var next = snapshot
        try next.appendItems(Array(300..<600))
        let apply = ScrollUpdate("apply") { _ in try diffable.apply(next, animatingDifferences: false) }
        let report = try session.run(ScrollScript([.fling(velocity: 3000, frames: 5), .update(apply), .settle]), layoutName: "grid")
        #expect(report.items == 600)
        #expect(report.frames.contains { $0.step == 2 })
        #expect(report.summary.jumps == 0)
    }
}
