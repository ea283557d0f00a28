import BuiltinLayouts
import CompositionalLayout
import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutSnapshotTesting
import Testing
import Transitions

@Suite("Transition and batch-update snapshots")
struct TransitionAndBatchSnapshotTests {
    let square = Rect(x: 0, y: 0, width: 200, height: 120)

    // MARK: - Committed snapshots (__Snapshots__/TransitionAndBatchSnapshotTests)

    @Test func gridToList() {
        let transition = TransitionLayout(currentLayout: GridLayout(columnWidth: 100, rowHeight: 40), nextLayout: rows(30))
        assertLayoutSnapshot(of: transition, as: .transition(.text(columns: 42), items: [4], bounds: square))
    }

    @Test func insertingARow() {
        assertLayoutSnapshot(
            of: rows(30),
            as: .batchUpdate(items: [3], bounds: square, progresses: [0, 0.5, 1]) { counts, updates in
                counts[0] += 1
                updates.insertItems(at: [ElementIndexPath(item: 1, section: 0)])
            })
    }

    // MARK: - Files and behaviour

    @Test func oneFilePerProgressNamedAfterIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let transition = TransitionLayout(currentLayout: GridLayout(columnWidth: 100, rowHeight: 40), nextLayout: rows(30))
        let strategy = LayoutSnapshotting<TransitionLayout>.transition(items: [4], bounds: square, progresses: [0, 0.25, 1])
        let failure = try #require(
            failureMessage {
                try verifyLayoutSnapshot(of: transition, as: strategy, named: "grid-list", snapshotDirectory: folder.path, testName: "t")
            })
        #expect(failure.components(separatedBy: "No reference snapshot was found on disk").count == 4)
        #expect(folder.fileNames() == ["t.grid-list.progress-0.25.json", "t.grid-list.progress-0.json", "t.grid-list.progress-1.json"])
        // Progress 0 is the grid, 1 the list (same frames as the layouts alone).
        let grid = GridLayout(columnWidth: 100, rowHeight: 40)
        grid.host = StaticLayoutHost(itemCounts: [4], bounds: square)
        let start = try #require(folder.contents(of: "t.grid-list.progress-0.json"))
        #expect(start.contains("\"layout\": \"GridLayout → CompositionalLayout at 0\""))
        for element in try PreviewScene.capture(grid, named: "").elements {
            #expect(start.contains("\"item\": \(element.indexPath.item), \"frame\": {\"x\": \(formatScalar(element.frame.x))"))
        }
        try verifyLayoutSnapshot(of: transition, as: strategy, named: "grid-list", snapshotDirectory: folder.path, testName: "t")
    }

    @Test func badProgressesFail() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let transition = TransitionLayout(currentLayout: rows(44), nextLayout: rows(20))
        #expect(throws: LayoutSnapshotFailure("No progresses were given; pass at least one, e.g. [0, 0.5, 1].")) {
            try verifyLayoutSnapshot(
                of: transition, as: .transition(items: [1], bounds: square, progresses: []), snapshotDirectory: folder.path)
        }
        let failure = failureMessage {
            try verifyLayoutSnapshot(
                of: transition, as: .transition(items: [1], bounds: square, progresses: [.nan]), snapshotDirectory: folder.path,
                testName: "t")
        }
        #expect(
            failure
                == "The transition could not be captured at progress nan: \(LayoutError.invalidParameter(name: "transitionProgress", message: "nan is not a finite number; use 0 for the current layout, 1 for the next, or a value in between"))"
        )
        #expect(folder.fileNames() == [])
    }

    @Test func theEndOfABatchIsTheLayoutWithTheNewCounts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let deletingTheFirst = LayoutSnapshotting<CompositionalLayout>.batchUpdate(items: [3], bounds: square) { counts, updates in
            counts[0] -= 1
            updates.deleteItems(at: [ElementIndexPath(item: 0, section: 0)])
        }
        _ = failureMessage { try verifyLayoutSnapshot(of: rows(30), as: deletingTheFirst, snapshotDirectory: folder.path, testName: "t") }
        #expect(folder.fileNames() == ["t.json"])
        let after = rows(30)
        after.host = StaticLayoutHost(itemCounts: [2], bounds: square)
        #expect(folder.contents(of: "t.json") == (try PreviewScene.capture(after, named: "CompositionalLayout").renderJSON()))
    }

    @Test func theStartOfAnInsertionFadesTheNewItemIn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let insertingASecond = LayoutSnapshotting<CompositionalLayout>.batchUpdate(items: [1], bounds: square, progresses: [0]) {
            counts, updates in
            counts[0] += 1
            updates.insertItems(at: [ElementIndexPath(item: 1, section: 0)])
        }
        _ = failureMessage { try verifyLayoutSnapshot(of: rows(30), as: insertingASecond, snapshotDirectory: folder.path, testName: "t") }
        let start = try #require(folder.contents(of: "t.progress-0.json"))
        #expect(
            start.contains(
                #"{"category": "cell", "section": 0, "item": 1, "frame": {"x": 0, "y": 30, "width": 200, "height": 30}, "zIndex": 0, "alpha": 0, "hidden": false}"#
            ))
    }

    @Test func aRejectedBatchFailsWithUIKitsMessage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let insertingWithoutACount = LayoutSnapshotting<CompositionalLayout>.batchUpdate(items: [3], bounds: square) { _, updates in
            updates.insertItems(at: [ElementIndexPath(item: 0, section: 0)])
        }
        let failure = failureMessage {
            try verifyLayoutSnapshot(of: rows(44), as: insertingWithoutACount, snapshotDirectory: folder.path, testName: "t")
        }
        #expect(
            failure?.hasPrefix("The batch update could not be snapshotted: Invalid update: invalid number of items in section 0.") == true)
        #expect(folder.fileNames() == [])
    }
}
