import CVKitTestSupport
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

/// A one-column list of 100 × 50 rows (sections stacked) with a switchable bug, to see the
/// checker catch each kind of mistake.
final class ListLayout: CollectionViewLayout {
    enum Bug { case none, touchingEdgesMissed, singleQueryOffByOne, contentTooShort, drifts, phantomItems, duplicateInRect, negativeKind }
    let bug: Bug
    nonisolated(unsafe) static var drift = 0.0
    private var frames: [[Rect]] = []
    private var height = 0.0

    init(bug: Bug) { self.bug = bug }

    override func prepare() throws(LayoutError) {
        try super.prepare()
        guard let host else { return }
        var y = bug == .drifts ? Self.drift : 0
        if bug == .drifts { Self.drift += 1 }
        frames = (0..<host.numberOfSections).map { s in
            (0..<host.numberOfItems(inSection: s)).map { _ in
                defer { y += 50 }
                return Rect(x: 0, y: y, width: 100, height: 50)
            }
        }
        height = y
    }

    override var contentSize: Size { Size(width: 100, height: bug == .contentTooShort ? max(0, height - 10) : height) }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (s, column) in frames.enumerated() {
            for (i, f) in column.enumerated() {
                let meets =
                    bug == .touchingEdgesMissed ? (f.maxY > rect.minY && f.minY < rect.maxY && f.intersects(rect)) : f.intersects(rect)
                if meets { result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: i, section: s), frame: f)) }
            }
        }
        if bug == .duplicateInRect, let first = result.first { result.append(first) }
        if bug == .negativeKind, !frames.isEmpty {
            result.append(LayoutAttributes(forSupplementaryViewOfKind: "", at: ElementIndexPath(item: 0, section: 0)))
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        if bug == .phantomItems { return LayoutAttributes(forCellAt: indexPath) }
        guard indexPath.section >= 0, indexPath.section < frames.count, indexPath.item >= 0,
            indexPath.item < frames[indexPath.section].count
        else { return nil }
        var f = frames[indexPath.section][indexPath.item]
        if bug == .singleQueryOffByOne, indexPath.item == 2 { f.origin.y += 1 }
        return LayoutAttributes(forCellAt: indexPath, frame: f)
    }

    override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        bug == .negativeKind && kind.isEmpty && indexPath == ElementIndexPath(item: 0, section: 0)
            ? LayoutAttributes(forSupplementaryViewOfKind: "", at: indexPath) : nil
    }
}

@Suite("The conformance checker", .serialized)
struct ConformanceCheckerTests {
    let oneSection = [StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 100, height: 100))]

    @Test func aCorrectLayoutPasses() {
        let hosts = ConformanceChecker.randomHosts(count: 40, seed: 3)
        let report = ConformanceChecker(seed: 3).check(hosts: hosts) { ListLayout(bug: .none) }
        #expect(report.passed, "\(report)")
        #expect(report.configurationsChecked == 40)
        #expect(report.rectsChecked == 40 * 50)
        #expect(report.elementsChecked == hosts.reduce(0) { $0 + $1.totalNumberOfItems })
        #expect(report.description == "conformance passed: 40 configurations, 2000 rects, \(report.elementsChecked) elements, seed 3")
        let grid = ConformanceChecker(seed: 3).check(hosts: hosts) { FixedGridLayout(cellSize: Size(width: 30, height: 20), columns: 5) }
        #expect(grid.passed, "\(grid)")
    }

    @Test func aSingleQueryThatDisagreesIsReportedWithBothFrames() {
        let report = ConformanceChecker(seed: 1, rectsPerConfiguration: 0).check(hosts: oneSection) {
            ListLayout(bug: .singleQueryOffByOne)
        }
        #expect(!report.passed)
        #expect(
            report.violations == [
                ConformanceViolation(
                    rule: "single-query-mismatch", element: .cell(ElementIndexPath(item: 2, section: 0)),
                    message:
                        "the rect query gives cell [0, 2] frame (0, 100, 100, 50), the single query gives cell [0, 2] frame (0, 101, 100, 50)",
                    configuration: "host 1 of 1: items [3], bounds (0, 0, 100, 100)")
            ])
        #expect(
            report.description == """
                conformance FAILED: 1 violation in 1 configuration, 0 rects, 3 elements, seed 1
                  single-query-mismatch cell [0, 2]: the rect query gives cell [0, 2] frame (0, 100, 100, 50), the single query gives cell [0, 2] frame (0, 101, 100, 50) [host 1 of 1: items [3], bounds (0, 0, 100, 100)]
                """)
    }

    @Test func aRectQueryThatMissesTouchingElementsIsCaught() throws {
        let report = ConformanceChecker(seed: 5, rectsPerConfiguration: 200).check(hosts: oneSection) {
            ListLayout(bug: .touchingEdgesMissed)
        }
        #expect(report.brokenRules == ["rect-query-missing"])
        let first = try #require(report.violations.first)
        // Every report names the element, its frame and the rect; a touching neighbour is missed.
        #expect(first.message.hasPrefix("frame (0, "))
        #expect(first.message.contains(" meets rect ("))
        #expect(first.message.hasSuffix("but the query did not return it"))
        let touching = report.violations.first {
            $0.element == .cell(ElementIndexPath(item: 0, section: 0)) && $0.message.contains("rect (0, 50, 100, 50)")
        }
        #expect(touching?.message == "frame (0, 0, 100, 50) meets rect (0, 50, 100, 50) but the query did not return it")
    }

    @Test func framesOutsideTheContentAreCaughtUnlessOverflowIsAllowed() {
        let report = ConformanceChecker(rectsPerConfiguration: 0).check(hosts: oneSection) { ListLayout(bug: .contentTooShort) }
        #expect(report.violations.map(\.rule) == ["frame-outside-content"])
        #expect(report.violations.first?.message == "frame (0, 100, 100, 50) is not inside the content rect (0, 0, 100, 140)")
        let allowed = ConformanceChecker(rectsPerConfiguration: 10, allowsOverflow: true).check(hosts: oneSection) {
            ListLayout(bug: .contentTooShort)
        }
        #expect(allowed.passed, "\(allowed)")
    }

    @Test func aLayoutThatDriftsBetweenPassesIsCaught() {
        ListLayout.drift = 0
        let report = ConformanceChecker(rectsPerConfiguration: 0, allowsOverflow: true).check(hosts: oneSection) {
            ListLayout(bug: .drifts)
        }
        #expect(report.brokenRules == ["invalidate-changes-attributes", "prepare-not-deterministic"])
        #expect(
            report.violations.first { $0.rule == "prepare-not-deterministic" }?.message
                == "content size 100x150 the first time, 100x151 the second")
        #expect(
            report.violations.contains {
                $0.message == "cell [0, 0] frame (0, 0, 100, 50) first, cell [0, 0] frame (0, 1, 100, 50) a second layout"
            })
        #expect(
            report.violations.contains {
                $0.message == "cell [0, 0] frame (0, 0, 100, 50) first, cell [0, 0] frame (0, 2, 100, 50) after invalidating"
            })
    }

    @Test func phantomItemsDuplicatesAndEmptyKindsAreCaught() {
        let phantom = ConformanceChecker(rectsPerConfiguration: 0).check(hosts: oneSection) { ListLayout(bug: .phantomItems) }
        #expect(
            phantom.violations.filter { $0.rule == "phantom-item" }.map { $0.element } == [
                .cell(ElementIndexPath(item: 0, section: 1)), .cell(ElementIndexPath(item: -1, section: 0)),
                .cell(ElementIndexPath(item: 3, section: 0)),
            ])
        let duplicate = ConformanceChecker(rectsPerConfiguration: 0).check(hosts: oneSection) { ListLayout(bug: .duplicateInRect) }
        #expect(duplicate.brokenRules == ["rect-query-duplicate"])
        let kind = ConformanceChecker(rectsPerConfiguration: 0).check(hosts: oneSection) { ListLayout(bug: .negativeKind) }
        #expect(kind.violations.map(\.rule) == ["category-inconsistent"])
        #expect(kind.violations.first?.message == "a supplementary view needs a non-empty kind")
    }

    @Test func aLayoutThatCannotBeMadeOrPreparedIsReported() {
        struct Refused: Error {}
        let made = ConformanceChecker().check(hosts: oneSection) { throw Refused() }
        #expect(made.violations.map(\.rule) == ["make-layout-failed"])
        let bad = [StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 100, height: 100))]
        let prepared = ConformanceChecker().check(hosts: bad) {
            let layout = FixedGridLayout()
            layout.cellSize = Size(width: -1, height: 5)
            return layout
        }
        #expect(prepared.violations.map(\.message) == ["prepare threw: cellSize -1x5 must be finite and not negative"])
    }

    @Test func randomHostsAreReproducibleAndVaried() {
        let a = ConformanceChecker.randomHosts(count: 200, seed: 42), b = ConformanceChecker.randomHosts(count: 200, seed: 42)
        #expect(a.map(ConformanceChecker.describe) == b.map(ConformanceChecker.describe))
        #expect(a.map(ConformanceChecker.describe) != ConformanceChecker.randomHosts(count: 200, seed: 43).map(ConformanceChecker.describe))
        #expect(a.allSatisfy { $0.itemCounts.count <= 4 && $0.itemCounts.allSatisfy { (0...60).contains($0) } })
        #expect(a.contains { $0.itemCounts.isEmpty })
        #expect(a.contains { $0.itemCounts.contains(0) && !$0.itemCounts.allSatisfy { $0 == 0 } })
        #expect(a.contains { $0.bounds.origin != .zero })
        #expect(a.allSatisfy { (try? $0.validate()) != nil && $0.bounds.width >= 1 && $0.bounds.height >= 1 })
        #expect(ConformanceChecker.randomHosts(count: 0, seed: 1).isEmpty)
        #expect(ConformanceChecker.randomHosts(count: 5, seed: 1, maxSections: 0).allSatisfy { $0.itemCounts.isEmpty })
    }

    @Test func splitMix64MatchesTheReferenceSequence() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        var dice = SplitMix64(seed: 9)
        let rolls = (0..<1000).map { _ in dice.int(in: 1...6) }
        #expect(Set(rolls) == Set(1...6))
        #expect(dice.int(in: 4...4) == 4)
        #expect((0..<100).allSatisfy { _ in (0..<1).contains(dice.unitDouble()) })
    }
}
