import CollectionView
import CompositionalLayout
import Foundation
import Geometry
import LayoutProtocol
import LayoutSnapshotTesting
import Testing
import Transitions

/// The 0.1.0 functions, called on purpose. Each call is inside a deprecated method, which
/// the tests reach through this protocol, so the build shows no deprecation warning.
protocol ZeroOneFunctions {
    /// The four `verify…` functions' results, in a folder.
    func verifyEach(in folder: String) -> [String?]
    /// The five `assert…` functions, in a folder.
    func assertEach(in folder: String)
}

/// The batch of these tests: an item inserted at the front.
func insertingAtTheFront(_ counts: inout [Int], _ updates: BatchUpdater) {
    counts[0] += 1
    updates.insertItems(at: [ElementIndexPath(item: 0, section: 0)])
}

struct DeprecatedCalls: ZeroOneFunctions {
    @available(*, deprecated, message: "calls the 0.1.0 functions on purpose")
    func verifyEach(in folder: String) -> [String?] {
        let scrolled = rows()
        scrolled.host = StaticLayoutHost(itemCounts: [9], bounds: Rect(x: 0, y: 20, width: 100, height: 30))
        return [
            verifyLayoutSnapshot(
                of: rows(), host: StaticLayoutHost(itemCounts: [3], bounds: viewport), as: .text(columns: 12), named: "host",
                snapshotDirectory: folder, testName: "t"),
            verifyLayoutSnapshot(of: scrolled, as: .svg, named: "own", region: .content, snapshotDirectory: folder, testName: "t"),
            verifyTransitionSnapshot(
                of: TransitionLayout(currentLayout: rows(10), nextLayout: rows(20)), items: [2], bounds: viewport, progresses: [0, 1],
                named: "transition", snapshotDirectory: folder, testName: "t"),
            verifyBatchUpdateSnapshot(
                of: rows(), items: [2], bounds: viewport, progresses: [0.5, 1], named: "batch", snapshotDirectory: folder, testName: "t",
                updates: insertingAtTheFront),
        ]
    }

    @available(*, deprecated, message: "calls the 0.1.0 functions on purpose")
    func assertEach(in folder: String) {
        let scrolled = rows()
        scrolled.host = StaticLayoutHost(itemCounts: [9], bounds: Rect(x: 0, y: 20, width: 100, height: 30))
        assertLayoutSnapshot(of: rows(), items: [3], bounds: viewport, as: .json, named: "items", snapshotDirectory: folder)
        assertLayoutSnapshot(
            of: rows(), host: StaticLayoutHost(itemCounts: [3], bounds: viewport), as: .text(columns: 12), named: "host",
            snapshotDirectory: folder)
        assertLayoutSnapshot(of: scrolled, as: .svg, named: "own", region: .bounds, snapshotDirectory: folder)
        assertTransitionSnapshot(
            of: TransitionLayout(currentLayout: rows(10), nextLayout: rows(20)), items: [2], bounds: viewport, progresses: [1],
            named: "transition", snapshotDirectory: folder)
        assertBatchUpdateSnapshot(
            of: rows(), items: [2], bounds: viewport, named: "batch", snapshotDirectory: folder, updates: insertingAtTheFront)
    }
}

@Suite("The deprecated 0.1.0 functions")
struct DeprecatedFunctionTests {
    let old: any ZeroOneFunctions = DeprecatedCalls()

    /// The same four snapshots through `verifyLayoutSnapshot(of:as:)`.
    func verifyEachWithStrategies(in folder: String) -> [String?] {
        let scrolled = rows()
        scrolled.host = StaticLayoutHost(itemCounts: [9], bounds: Rect(x: 0, y: 20, width: 100, height: 30))
        return [
            failureMessage {
                try verifyLayoutSnapshot(
                    of: rows(), as: .layout(.text(columns: 12), items: [3], bounds: viewport), named: "host", snapshotDirectory: folder,
                    testName: "t")
            },
            failureMessage {
                try verifyLayoutSnapshot(
                    of: scrolled, as: .layout(.svg, region: .content), named: "own", snapshotDirectory: folder, testName: "t")
            },
            failureMessage {
                try verifyLayoutSnapshot(
                    of: TransitionLayout(currentLayout: rows(10), nextLayout: rows(20)),
                    as: .transition(items: [2], bounds: viewport, progresses: [0, 1]), named: "transition", snapshotDirectory: folder,
                    testName: "t")
            },
            failureMessage {
                try verifyLayoutSnapshot(
                    of: rows(), as: .batchUpdate(items: [2], bounds: viewport, progresses: [0.5, 1], updates: insertingAtTheFront),
                    named: "batch", snapshotDirectory: folder, testName: "t")
            },
        ]
    }

    @Test func theVerifyFunctionsWriteAndSayWhatTheStrategiesDo() throws {
        let oldFolder = try TemporaryFolder(), newFolder = try TemporaryFolder()
        defer {
            oldFolder.remove()
            newFolder.remove()
        }
        let oldFailures = old.verifyEach(in: oldFolder.path)
        let newFailures = verifyEachWithStrategies(in: newFolder.path)
        #expect(
            oldFailures.map { $0?.replacingOccurrences(of: oldFolder.path, with: "…") }
                == newFailures.map { $0?.replacingOccurrences(of: newFolder.path, with: "…") })
        #expect(
            oldFolder.fileNames() == [
                "t.batch.progress-0.5.json", "t.batch.progress-1.json", "t.host.txt", "t.own.svg", "t.transition.progress-0.json",
                "t.transition.progress-1.json",
            ])
        #expect(oldFolder.fileNames() == newFolder.fileNames())
        for name in oldFolder.fileNames() { #expect(oldFolder.contents(of: name) == newFolder.contents(of: name), "\(name)") }
        // Recorded: every function now matches, the old ones against the new snapshots too.
        #expect(old.verifyEach(in: newFolder.path) == [nil, nil, nil, nil])
    }

    @Test func theAssertFunctionsReportAndThenMatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        withKnownIssue {
            old.assertEach(in: folder.path)
        } matching: { issue in
            "\(issue)".contains("No reference snapshot was found on disk")
        }
        #expect(
            folder.fileNames() == [
                "assertEach-in.batch.json", "assertEach-in.host.txt",
                "assertEach-in.items.json", "assertEach-in.own.svg",
                "assertEach-in.transition.progress-1.json",
            ])
        old.assertEach(in: folder.path)
    }
}
