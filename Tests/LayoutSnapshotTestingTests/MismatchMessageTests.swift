import BuiltinLayouts
import CompositionalLayout
import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutSnapshotTesting
import Testing

@Suite("Mismatch messages")
struct MismatchMessageTests {
    @Test func jsonListsTheElementsThatChangedWithOldAndNewFrames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = failureMessage {
            try verifyLayoutSnapshot(of: rows(), as: .layout(items: [3], bounds: viewport), snapshotDirectory: folder.path, testName: "t")
        }
        let layout = rows(12, headerHeight: 5)
        let failure = failureMessage {
            try verifyLayoutSnapshot(of: layout, as: .layout(items: [2], bounds: viewport), snapshotDirectory: folder.path, testName: "t")
        }
        #expect(
            failure == """
                Snapshot "t.json" does not match the reference.

                Elements (2 changed, 1 removed, 1 added):
                contentSize: 100x30 → 100x29
                changed cell 0-0: frame (0, 0, 100, 10) → (0, 5, 100, 12)
                changed cell 0-1: frame (0, 10, 100, 10) → (0, 17, 100, 12)
                removed cell 0-2: frame (0, 20, 100, 10)
                added supplementary header 0-0: frame (0, 0, 100, 5)

                Reference:     \(folder.path)/t.json
                New rendering: \(folder.path)/t.new.json
                If the change is intended, re-record with CVKIT_RECORD=1 (or replace the reference with the new rendering).
                """)
        #expect(folder.contents(of: "t.new.json") == (try PreviewScene.capture(layout, named: "CompositionalLayout").renderJSON()))
    }

    @Test func textShowsALineDiff() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strategy = LayoutSnapshotting<CompositionalLayout>.layout(.text(columns: 12), items: [3], bounds: viewport)
        _ = failureMessage { try verifyLayoutSnapshot(of: rows(), as: strategy, snapshotDirectory: folder.path, testName: "t") }
        let failure = failureMessage { try verifyLayoutSnapshot(of: rows(15), as: strategy, snapshotDirectory: folder.path, testName: "t") }
        #expect(
            failure == """
                Snapshot "t.txt" does not match the reference.

                Line diff (- reference, + new rendering):
                -1: CompositionalLayout 100x30 at 0,0 · content 100x30 · 3 elements
                +1: CompositionalLayout 100x30 at 0,0 · content 100x45 · 3 elements
                -3: │▪         │
                +4: │          │

                Reference:     \(folder.path)/t.txt
                New rendering: \(folder.path)/t.new.txt
                If the change is intended, re-record with CVKIT_RECORD=1 (or replace the reference with the new rendering).
                """)
        #expect(folder.contents(of: "t.new.txt")?.hasPrefix("CompositionalLayout 100x30 at 0,0 · content 100x45 · 3 elements\n") == true)
    }

    @Test func svgShowsALineDiff() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strategy = LayoutSnapshotting<CompositionalLayout>.layout(.svg, items: [2], bounds: viewport)
        _ = failureMessage { try verifyLayoutSnapshot(of: rows(), as: strategy, snapshotDirectory: folder.path, testName: "t") }
        let failure = failureMessage { try verifyLayoutSnapshot(of: rows(15), as: strategy, snapshotDirectory: folder.path, testName: "t") }
        #expect(
            failure == """
                Snapshot "t.svg" does not match the reference.

                Line diff (- reference, + new rendering):
                -11:   <rect class="content" x="0" y="0" width="100" height="20"/>
                -12:   <g class="cell" data-key="cell-0-0"><rect x="0" y="0" width="100" height="10"/><text x="2" y="2">0-0</text></g>
                -13:   <g class="cell" data-key="cell-0-1"><rect x="0" y="10" width="100" height="10"/><text x="2" y="12">0-1</text></g>
                +11:   <rect class="content" x="0" y="0" width="100" height="30"/>
                +12:   <g class="cell" data-key="cell-0-0"><rect x="0" y="0" width="100" height="15"/><text x="2" y="2">0-0</text></g>
                +13:   <g class="cell" data-key="cell-0-1"><rect x="0" y="15" width="100" height="15"/><text x="2" y="17">0-1</text></g>

                Reference:     \(folder.path)/t.svg
                New rendering: \(folder.path)/t.new.svg
                If the change is intended, re-record with CVKIT_RECORD=1 (or replace the reference with the new rendering).
                """)
    }

    @Test func jsonNamesEveryOtherAttributeThatChanged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strategy = LayoutSnapshotting<Tile>.layout(items: [1], bounds: viewport)
        _ = failureMessage { try verifyLayoutSnapshot(of: Tile(), as: strategy, snapshotDirectory: folder.path, testName: "t") }
        let failure = failureMessage {
            try verifyLayoutSnapshot(of: Tile(alpha: 0.5, zIndex: 2), as: strategy, snapshotDirectory: folder.path, testName: "t")
        }
        #expect(failure?.contains("Elements (1 changed, 0 removed, 0 added):\nchanged cell 0-0: zIndex 0 → 2; alpha 1 → 0.5\n") == true)
    }

    @Test func longDifferencesAreCapped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strategy = LayoutSnapshotting<CompositionalLayout>.layout(items: [50], bounds: viewport, region: .content)
        _ = failureMessage { try verifyLayoutSnapshot(of: rows(), as: strategy, snapshotDirectory: folder.path, testName: "t") }
        let failure = try #require(
            failureMessage { try verifyLayoutSnapshot(of: rows(11), as: strategy, snapshotDirectory: folder.path, testName: "t") })
        let lines = failure.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "Elements (50 changed, 0 removed, 0 added):")
        #expect(lines[3] == "contentSize: 100x500 → 100x550")
        #expect(lines[4] == "changed cell 0-0: frame (0, 0, 100, 10) → (0, 0, 100, 11)")
        #expect(lines[43] == "… and 11 more differences")
        #expect(lines[44] == "")
    }

    @Test func aReferenceThatIsNotADumpGetsALineDiff() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("not json\n".utf8).write(to: folder.url.appendingPathComponent("t.json"))
        let failure = try #require(
            failureMessage {
                try verifyLayoutSnapshot(
                    of: rows(), as: .layout(items: [1], bounds: viewport), snapshotDirectory: folder.path, testName: "t")
            })
        #expect(failure.contains("Line diff (- reference, + new rendering):\n-1: not json\n+1: {\n+2:   \"version\": 1,\n"))
    }
}

/// One 50x10 cell with a given alpha and zIndex.
class Tile: CollectionViewLayout {
    let alpha: Double, zIndex: Int

    init(alpha: Double = 1, zIndex: Int = 0) {
        self.alpha = alpha
        self.zIndex = zIndex
        super.init()
    }

    override var contentSize: Size { Size(width: 100, height: 10) }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var attributes = LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 50, height: 10))
        attributes.alpha = alpha
        attributes.zIndex = zIndex
        return [attributes]
    }
}
