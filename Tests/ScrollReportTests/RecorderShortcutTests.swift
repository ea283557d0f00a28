import BuiltinLayouts
import CollectionView
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

@testable import ScrollReport

// The recorder's shortcuts (the pool's counts read only when its version moved, the shown
// elements read only when their key changed, every element visible when the bounds meet
// the gathered extents, no layout query for a strip when the host shows the layout's
// current answer, the content size cached per prepare) against its plain twin, which reads
// everything again every frame and visits every element (`ScrollSession.readsPlainly`).
// Every case records one session twice, on twin hosts, and compares the reports exactly.

/// A flow layout that hides every seventh item and makes every eleventh transparent.
final class PartlyHiddenFlowLayout: FlowLayout {
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        super.layoutAttributesForElements(in: rect).map { attributes in
            var changed = attributes
            if attributes.category == .cell, attributes.indexPath.item % 7 == 3 { changed.isHidden = true }
            if attributes.category == .cell, attributes.indexPath.item % 11 == 5 { changed.alpha = 0 }
            return changed
        }
    }
}

/// One session's report, recorded with the shortcuts and plainly.
private func twinReports(
    _ makeLayout: () -> CollectionViewLayout, items: [Int], sizes: [[Size]]? = nil, _ steps: [ScrollStep],
    configure: (CollectionViewHost) -> Void = { _ in }
) throws -> (fast: ScrollReport, plain: ScrollReport) {
    func run(plainly: Bool) throws -> ScrollReport {
        let session = try ScrollSession(
            layout: makeLayout(), viewport: Size(width: 390, height: 844),
            dataSource: ScrollReportDataSource(counts: items, sizes: sizes), framesPerSecond: 120, timing: .none)
        session.readsPlainly = plainly
        configure(session.host)
        return try session.run(ScrollScript(steps), layoutName: "twin")
    }
    return (try run(plainly: false), try run(plainly: true))
}

/// Expects the same report, naming the first frame that differs (not the whole reports).
private func expectSame(
    _ fast: ScrollReport, _ plain: ScrollReport, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    let same = fast == plain
    #expect(same, "\(context)\(firstDifference(fast, plain))", sourceLocation: sourceLocation)
}

/// The first frame where two reports differ, for the failure message.
private func firstDifference(_ a: ScrollReport, _ b: ScrollReport) -> String {
    if a.frames.count != b.frames.count { return "frames: \(a.frames.count) against \(b.frames.count)" }
    guard let index = a.frames.indices.first(where: { a.frames[$0] != b.frames[$0] }) else {
        return "same frames; items \(a.items) against \(b.items), axis \(a.axis) against \(b.axis)"
    }
    return "frame \(index):\n  fast  \(a.frames[index])\n  plain \(b.frames[index])"
}

private func listLayout() -> CollectionViewLayout { estimatedList() }

private func horizontalGrid() -> FlowLayout {
    let layout = gridLayout()
    layout.scrollDirection = .horizontal
    return layout
}

private func gridWithHeaders() -> FlowLayout {
    let layout = PartlyHiddenFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.headerReferenceSize = Size(width: 390, height: 30)
    layout.footerReferenceSize = Size(width: 390, height: 12)
    return layout
}

@Suite("The recorder's shortcuts against its plain twin")
struct RecorderShortcutTests {
    @Test func aFlingOverAGrid() throws {
        let (fast, plain) = try twinReports(gridLayout, items: [100_000], [.fling(velocity: 3000)])
        #expect(fast.frames.count > 400)
        expectSame(fast, plain)
    }

    @Test func aPrefetchBand() throws {
        let (fast, plain) = try twinReports(gridLayout, items: [5000], [.fling(velocity: 3000), .swipes(count: 2, forward: false)]) {
            $0.prefetchMargin = 110
        }
        #expect(fast.summary.prefetchHits > 0)
        expectSame(fast, plain)
    }

    @Test func estimatedRowsThatSizeThemselves() throws {
        let sizes = [(0..<3000).map { Size(width: 390, height: Double(30 + $0 % 5 * 17)) }]
        let steps: [ScrollStep] = [
            .fling(velocity: 4000), .scrollToItem(ElementIndexPath(item: 2000, section: 0), animated: false), .fling(velocity: -2000),
        ]
        let (fast, plain) = try twinReports(listLayout, items: [3000], sizes: sizes, steps) { $0.scrollAnchor = .automatic }
        #expect(fast.summary.unstableFrames > 0)
        expectSame(fast, plain)
    }

    @Test func aHorizontalGrid() throws {
        let (fast, plain) = try twinReports(horizontalGrid, items: [4000], [.fling(velocity: 2500), .swipes(count: 3, forward: true)])
        #expect(fast.axis == .horizontal)
        expectSame(fast, plain)
    }

    @Test func hiddenAndTransparentElementsWithHeadersInSeveralSections() throws {
        let (fast, plain) = try twinReports(
            gridWithHeaders, items: [40, 0, 70, 25, 300],
            [
                .fling(velocity: 3000), .insertItems(section: 2, item: 0, count: 9), .deleteItems(section: 4, item: 3, count: 20),
                .scrollToTop,
            ]
        ) {
            $0.scrollAnchor = .automatic
        }
        #expect(fast.frames.contains { $0.visibleElements > 0 })
        expectSame(fast, plain)
    }

    @Test func randomSessions() throws {
        // Random layouts, margins, anchors and scripts; the seed is in the failure message.
        for seed in UInt64(1)...40 {
            var random = SplitMix64(seed: seed)
            let kind = Int(random.next() % 4)
            let items = [Int(random.next() % 600), Int(random.next() % 3000)]
            let margin = [0.0, 0, 55, 300][Int(random.next() % 4)]
            let anchored = random.next() % 2 == 0
            var steps: [ScrollStep] = []
            for _ in 0..<Int(1 + random.next() % 5) {
                switch random.next() % 7 {
                case 0: steps.append(.fling(velocity: Double(Int(random.next() % 8000) - 3000)))
                case 1: steps.append(.drag(path: (1...Int(2 + random.next() % 12)).map { Double($0) * Double(random.next() % 40) }))
                case 2: steps.append(.swipes(count: Int(random.next() % 3), forward: random.next() % 2 == 0))
                case 3: steps.append(.insertItems(section: 1, item: Int(random.next() % 50), count: Int(random.next() % 6)))
                case 4: steps.append(.deleteItems(section: 1, item: Int(random.next() % 50), count: Int(random.next() % 6)))
                case 5:
                    steps.append(
                        .scrollToItem(ElementIndexPath(item: Int(random.next() % 500), section: 1), animated: random.next() % 2 == 0))
                default: steps.append(.scrollToTop)
                }
            }
            let makeLayout: () -> CollectionViewLayout = [
                { gridLayout() }, { gridWithHeaders() }, { horizontalGrid() }, { estimatedList() },
            ][kind]
            let sizes = kind == 3 ? items.map { count in (0..<count).map { Size(width: 390, height: Double(20 + $0 % 7 * 9)) } } : nil
            let (fast, plain) = try twinReports(makeLayout, items: items.map { $0 + 60 }, sizes: sizes, steps) {
                $0.prefetchMargin = margin
                if anchored { $0.scrollAnchor = .automatic }
            }
            expectSame(fast, plain, "seed \(seed): ")
        }
    }

    @MainActor
    @Test func aUICollectionViewLeavesTouchingElementsOut() throws {
        // The compat view counts only elements that overlap the bounds (UIKit's rule).
        func run(plainly: Bool) throws -> ScrollReport {
            let (session, keepAlive) = try compatSession()
            session.readsPlainly = plainly
            return try withExtendedLifetime(keepAlive) {
                try session.run(ScrollScript([.fling(velocity: 3000), .drag(path: [10, 20, 30])]), layoutName: "compat")
            }
        }
        let fast = try run(plainly: false)
        let plain = try run(plainly: true)
        #expect(fast.items == 500)
        #expect(fast.frames.contains { $0.visibleElements > 0 })
        expectSame(fast, plain)
    }
}

@Suite("Gathered extents")
struct GatheredExtentTests {
    @Test func theExtentTestAnswersAsEveryElementWould() throws {
        // Random elements and bounds on a grid of quarter points (ties are common), both
        // rules, both axes, against testing each element.
        var random = SplitMix64(seed: 7)
        func value() -> Double { Double(Int(random.next() % 81) - 20) / 4 }
        for _ in 0..<20_000 {
            let frames = (0..<Int(random.next() % 5)).map { _ in Rect(x: value(), y: value(), width: value() + 5, height: value() + 5) }
            let bounds = Rect(x: value(), y: value(), width: abs(value()), height: abs(value()))
            let touching = random.next() % 2 == 0
            let vertical = random.next() % 2 == 0
            let extents = ShownElements(frames: frames, vertical: vertical)
            let expected = frames.allSatisfy { touching ? $0.intersects(bounds) : $0.overlaps(bounds) }
            #expect(
                extents.isMetByEvery(bounds, touching: touching, vertical: vertical) == expected,
                "frames \(frames), bounds \(bounds), touching \(touching), vertical \(vertical)")
        }
    }

    @Test func aWaitGoesToThePhaseThatHoldsIt() {
        func records(_ times: [(Int, Int)]) -> [ScrollFrameRecord] {
            // A record before the window, which nothing may change.
            [ScrollFrameRecord(index: -1, step: 0, offset: 0)]
                + times.enumerated().map { index, time in
                    var record = ScrollFrameRecord(index: index, step: 1, offset: 0)
                    record.rectQueryNanoseconds = time.0
                    record.preferredAttributesNanoseconds = time.1
                    return record
                }
        }
        // A wait of 50 µs inside frame 2's rect query.
        var window = records([(4_000, 0), (3_900, 800), (54_100, 0), (4_200, 0)])
        window[0].rectQueryNanoseconds = 90_000
        PhaseClock.removeWait(50_000, from: &window, 1..<5)
        #expect(window.map(\.rectQueryNanoseconds) == [90_000, 4_000, 3_900, 4_100, 4_200])
        #expect(window.map(\.preferredAttributesNanoseconds) == [0, 0, 800, 0, 0])
        // A wait longer than every phase fell outside them: nothing changes.
        var outside = records([(4_000, 0), (3_900, 800)])
        PhaseClock.removeWait(50_000, from: &outside, 1..<3)
        #expect(outside.map(\.rectQueryNanoseconds) == [0, 4_000, 3_900])
        // A difference below the tolerance is the clocks', not a wait.
        var small = records([(4_000, 0)])
        PhaseClock.removeWait(PhaseClock.waitTolerance - 1, from: &small, 1..<2)
        #expect(small.map(\.rectQueryNanoseconds) == [0, 4_000])
        // A negative difference (the CPU clock ahead) changes nothing.
        PhaseClock.removeWait(-30_000, from: &small, 1..<2)
        #expect(small.map(\.rectQueryNanoseconds) == [0, 4_000])
    }

    @Test func ticksBecomeNanosecondsAtTheWindowsRate() {
        var records = (0..<3).map { index in
            var record = ScrollFrameRecord(index: index, step: 1, offset: 0)
            record.rectQueryNanoseconds = 3_000 * (index + 1)
            record.prepareNanoseconds = index == 1 ? 900 : 0
            record.preferredAttributesNanoseconds = index == 2 ? -5 : 0
            return record
        }
        // 6,000,000 ticks in 2,000,000 ns: a third of a nanosecond a tick; record 0 is
        // outside the window.
        PhaseClock.convert(&records, 1..<3, ticks: 6_000_000, nanoseconds: 2_000_000)
        #expect(records.map(\.rectQueryNanoseconds) == [3_000, 2_000, 3_000])
        #expect(records.map(\.prepareNanoseconds) == [0, 300, 0])
        // A negative difference (a counter that went back) is no time.
        #expect(records.map(\.preferredAttributesNanoseconds) == [0, 0, 0])
        // A counter that did not advance gives no rate: the times are zero.
        PhaseClock.convert(&records, 0..<3, ticks: 0, nanoseconds: 1_000)
        #expect(records.map(\.rectQueryNanoseconds) == [0, 0, 0])
    }

    @Test func threadCPUTimingRecordsNonNegativeTimes() throws {
        // The window check may take time out of a phase, never below zero; the figures are
        // not asserted (they are times), only their sign and that a fling has some.
        let report = try record(gridLayout(), items: [100_000], timing: .threadCPU, [.fling(velocity: 3000)])
        #expect(report.frames.allSatisfy { $0.rectQueryNanoseconds >= 0 && $0.preferredAttributesNanoseconds >= 0 })
        #expect(report.frames.count > PhaseClock.framesPerWindow)
        #expect(report.frames.contains { $0.rectQueryNanoseconds > 0 })
    }
}
