import BuiltinLayouts
import CollectionView
import CompositionalLayout
import Geometry
import LayoutProtocol
import ScrollReport
import Testing

/// A flow layout of 100×100 items with spacing 10 (three per line in 390 points).
func gridLayout() -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    return layout
}

/// A compositional list whose rows are estimated at `estimate` points.
func estimatedList(estimate: Double = 44) -> CompositionalLayout {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
    return CompositionalLayout(
        section: LayoutSection(group: LayoutGroup.vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
}

/// Runs a script on a fresh session (no timing unless asked).
func record(
    _ layout: CollectionViewLayout, items: [Int], sizes: [[Size]]? = nil, hz: Double = 120, timing: ScrollTiming = .none,
    _ steps: [ScrollStep], configure: (CollectionViewHost) -> Void = { _ in }
) throws -> ScrollReport {
    let session = try ScrollSession(
        layout: layout, viewport: Size(width: 390, height: 844), dataSource: ScrollReportDataSource(counts: items, sizes: sizes),
        framesPerSecond: hz, timing: timing)
    configure(session.host)
    return try session.run(ScrollScript(steps), layoutName: "test")
}

@Suite("ScrollSession")
struct ScrollSessionTests {
    @Test func flingCreatesAtMostOneRowMoreThanShown() throws {
        let report = try record(gridLayout(), items: [1_000_000], [.fling(velocity: 3000)])
        let s = report.summary
        #expect(s.cellsCreated <= s.mostCellsShown + 3)
        #expect(s.frames == report.frames.count)
        #expect(report.frames[0].cellsCreated == 24)
        // Every non-timing figure, exactly.
        #expect(s.frames == 481)
        #expect(s.cellsCreated == 27 && s.cellsReused == 39 && s.mostCellsShown == 27 && s.mostVisibleElements == 27)
        #expect(s.supplementaryCreated == 0 && s.prefetchHits == 0)
        #expect(s.blankMax == 0 && s.unstableMax == 0 && s.unstableFrames == 0)
        #expect(s.jumps == 0 && s.jumpTotal == 0 && s.largestJump == 0)
        // The normal deceleration rate stops a 3000 pt/s fling 1497 points on.
        #expect(abs((report.frames.last?.offset ?? 0) - 1497) < 1e-6)
        #expect(report.axis == .vertical && report.items == 1_000_000)
    }

    @Test func swipesTurnPagesAlongTheAxis() throws {
        let horizontal = gridLayout()
        horizontal.scrollDirection = .horizontal
        let report = try record(horizontal, items: [300], [.swipes(count: 2, forward: true), .swipes(count: 1, forward: false)])
        #expect(report.axis == .horizontal)
        // Each swipe settles on the next page: 390, 780, then back to 390.
        let settled = (1...2).map { step in report.frames.last { $0.step == step }?.offset }
        #expect(settled == [780, 390])
        let vertical = try record(gridLayout(), items: [300], [.swipes(count: 3, forward: true)])
        #expect(vertical.axis == .vertical && vertical.frames.last?.offset == 3 * 844)
        #expect(vertical.summary.jumps == 0)
    }

    @Test func sameInputsGiveTheSameReportButForTimes() throws {
        let a = try record(gridLayout(), items: [5000], timing: .threadCPU, [.fling(velocity: 3000), .swipes(count: 2, forward: false)])
        let b = try record(gridLayout(), items: [5000], timing: .threadCPU, [.fling(velocity: 3000), .swipes(count: 2, forward: false)])
        #expect(a.withoutTimings == b.withoutTimings)
        #expect(a.frames.count > 100)
    }
}
