import BuiltinLayouts
import CompositionalLayout
import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutSnapshotTesting
import Testing

/// Three 10-point rows in a 100x30 viewport: a snapshot small enough to spell out. The
/// compositional list with rows of one height, no separators; `headerHeight` above 0 adds
/// a full-width section header.
func rows(_ rowHeight: Double = 10, headerHeight: Double = 0) -> CompositionalLayout {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    configuration.rowHeight = rowHeight
    return CompositionalLayout { _, environment in
        let section = LayoutSection.list(using: configuration, layoutEnvironment: environment)
        if headerHeight > 0 {
            section.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
                    elementKind: ElementKind.sectionHeader, alignment: .top)
            ]
        }
        return section
    }
}
let viewport = Rect(x: 0, y: 0, width: 100, height: 30)
/// Three 40-point rows in a 100x120 viewport: legible as text 22 columns wide.
let tallViewport = Rect(x: 0, y: 0, width: 100, height: 120)

@Suite("Recording and comparing layout snapshots")
struct RecordAndCompareTests {
    @Test func firstRunRecordsAndFailsAskingForARerun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strategy = LayoutSnapshotting<CompositionalLayout>.layout(items: [3], bounds: viewport)
        let failure = failureMessage {
            try verifyLayoutSnapshot(of: rows(), as: strategy, named: "rows", snapshotDirectory: folder.path, testName: "testRows()")
        }
        #expect(
            failure == """
                No reference snapshot was found on disk; recorded one at:
                \(folder.path)/testRows.rows.json

                Re-run "testRows()" to compare against it, and commit the file with the test.
                """)
        let layout = rows()
        layout.host = StaticLayoutHost(itemCounts: [3], bounds: viewport)
        #expect(folder.contents(of: "testRows.rows.json") == (try PreviewScene.capture(layout, named: "CompositionalLayout").renderJSON()))
        // The second run compares and passes.
        try verifyLayoutSnapshot(of: rows(), as: strategy, named: "rows", snapshotDirectory: folder.path, testName: "testRows()")
        #expect(folder.fileNames() == ["testRows.rows.json"])
    }

    @Test func recordModeOverwritesAndFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strategy = LayoutSnapshotting<CompositionalLayout>.layout(.text(columns: 12), items: [3], bounds: viewport)
        _ = failureMessage { try verifyLayoutSnapshot(of: rows(), as: strategy, snapshotDirectory: folder.path, testName: "grid") }
        let failure = failureMessage {
            try verifyLayoutSnapshot(of: rows(15), as: strategy, record: true, snapshotDirectory: folder.path, testName: "grid")
        }
        #expect(
            failure == """
                Record mode is on (CVKIT_RECORD=1 or record: true); recorded the snapshot at:
                \(folder.path)/grid.txt

                Turn record mode off and re-run "grid" to compare against it.
                """)
        try verifyLayoutSnapshot(of: rows(15), as: strategy, snapshotDirectory: folder.path, testName: "grid")
    }

    @Test func filesLiveInSnapshotsBesideTheTestFileNamedAfterTheTest() throws {
        // A committed snapshot: Tests/LayoutSnapshotTestingTests/__Snapshots__/RecordAndCompareTests/…
        try verifyLayoutSnapshot(of: rows(40), as: .layout(.text(columns: 22), items: [3], bounds: tallViewport))
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__/RecordAndCompareTests")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("filesLiveInSnapshotsBesideTheTestFileNamedAfterTheTest.txt").path))
    }

    @Test func namesAreSanitizedForFileNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let failure = failureMessage {
            try verifyLayoutSnapshot(
                of: rows(), as: .layout(.svg, items: [1], bounds: viewport), named: "iPhone 15 / dark", snapshotDirectory: folder.path,
                testName: "capturesRows()")
        }
        #expect(failure?.contains("\(folder.path)/capturesRows.iPhone-15-dark.svg\n") == true)
        #expect(folder.contents(of: "capturesRows.iPhone-15-dark.svg")?.hasPrefix("<svg") == true)
    }

    @Test func aMatchRemovesAStaleNewRendering() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strategy = LayoutSnapshotting<CompositionalLayout>.layout(items: [3], bounds: viewport)
        _ = failureMessage { try verifyLayoutSnapshot(of: rows(), as: strategy, snapshotDirectory: folder.path, testName: "t") }
        #expect(
            failureMessage { try verifyLayoutSnapshot(of: rows(12), as: strategy, snapshotDirectory: folder.path, testName: "t") } != nil)
        #expect(folder.fileNames() == ["t.json", "t.new.json"])
        try verifyLayoutSnapshot(of: rows(), as: strategy, snapshotDirectory: folder.path, testName: "t")
        #expect(folder.fileNames() == ["t.json"])
    }

    @Test func aLayoutThatCannotBePreparedFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(
            throws: LayoutSnapshotFailure(
                "The layout could not be prepared for the snapshot: \(LayoutError.negativeCount(section: 0, count: -1))")
        ) {
            try verifyLayoutSnapshot(of: rows(), as: .layout(items: [-1], bounds: viewport), snapshotDirectory: folder.path, testName: "t")
        }
        #expect(folder.fileNames() == [])
    }

    @Test func anUnwritableFolderFailsWithTheReason() {
        let failure = failureMessage {
            try verifyLayoutSnapshot(
                of: rows(), as: .layout(items: [1], bounds: viewport), snapshotDirectory: "/dev/null/snapshots", testName: "t")
        }
        #expect(failure?.hasPrefix("Could not write the snapshot /dev/null/snapshots/t.json: ") == true)
    }

    @Test func aLayoutOnItsOwnHostKeepsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let layout = rows()
        let scrolled = StaticLayoutHost(itemCounts: [10], bounds: Rect(x: 0, y: 25, width: 100, height: 30))
        layout.host = scrolled
        _ = failureMessage { try verifyLayoutSnapshot(of: layout, as: .json, snapshotDirectory: folder.path, testName: "t") }
        #expect((layout.host as? StaticLayoutHost)?.bounds == scrolled.bounds)
        #expect(folder.contents(of: "t.json") == (try PreviewScene.capture(layout, named: "CompositionalLayout").renderJSON()))
        #expect(folder.contents(of: "t.json")?.contains(#""bounds": {"x": 0, "y": 25, "width": 100, "height": 30}"#) == true)
        #expect(
            failureMessage { try verifyLayoutSnapshot(of: rows(), as: .json, snapshotDirectory: folder.path, testName: "t") }
                == "The layout could not be prepared for the snapshot: \(LayoutError.invalidGeometry("the layout 'CompositionalLayout' has no host; install one before previewing it"))"
        )
    }

    @Test func anAdapterNamesTheLayoutItPresents() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = failureMessage {
            try verifyLayoutSnapshot(
                of: NamedTile(), as: .layout(items: [1], bounds: viewport), snapshotDirectory: folder.path, testName: "t")
        }
        #expect(folder.contents(of: "t.json")?.contains(#""layout": "TagsLayout","#) == true)
    }
}

/// A layout that names itself, as an adapter presenting another layout does.
final class NamedTile: Tile, CustomStringConvertible {
    var description: String { "TagsLayout" }
}
