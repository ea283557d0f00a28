import CompositionalLayout
import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutSnapshotTesting
import Testing

// Strategies the module does not ship, written as a user's test target writes them: with
// `import LayoutSnapshotTesting` only (no @testable), from the public initializer,
// `pullback` and `map`.

extension LayoutSnapshotting where Value == [LayoutAttributes] {
    /// Elements' index paths and frames as CSV, one row each after a header.
    static var framesCSV: LayoutSnapshotting<[LayoutAttributes]> {
        LayoutSnapshotting(pathExtension: "csv", diffing: .lines) { elements in
            let rows = elements.map { element in
                let f = element.frame
                return [element.indexPath.section, element.indexPath.item].map(String.init).joined(separator: ",") + ","
                    + [f.x, f.y, f.width, f.height].map(formatScalar).joined(separator: ",") + "\n"
            }
            return "section,item,x,y,width,height\n" + rows.joined()
        }
    }
}

extension LayoutSnapshotting where Value == PreviewScene {
    /// The cells of a scene as CSV: ``framesCSV`` pulled back to a scene.
    static var cellFramesCSV: LayoutSnapshotting<PreviewScene> {
        LayoutSnapshotting<[LayoutAttributes]>.framesCSV.pullback { scene in
            scene.elements.filter { if case .cell = $0.category { true } else { false } }
        }
    }

    /// The number of cells, derived from ``cellFramesCSV`` by `map`, with a diffing of
    /// its own: counts that differ by one match.
    static var cellCount: LayoutSnapshotting<PreviewScene> {
        let roughly = LayoutDiffing { reference, rendering in
            let old = Int(reference.prefix { $0.isNumber }) ?? 0, new = Int(rendering.prefix { $0.isNumber }) ?? 0
            return abs(old - new) <= 1 ? nil : "\(old) cells → \(new) cells"
        }
        return cellFramesCSV.map(pathExtension: "count", diffing: roughly) { csv in
            "\(csv.split(separator: "\n").count - 1) cells\n"
        }
    }
}

/// A renderer's error that is not a ``LayoutSnapshotFailure``.
struct EmptySceneError: Error, CustomStringConvertible {
    var description: String { "the scene has no elements" }
}

@Suite("A strategy defined outside the module")
struct UserStrategyTests {
    @Test func recordsMatchesAndFailsWithALineDiff() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strategy = LayoutSnapshotting<CompositionalLayout>.layout(.cellFramesCSV, items: [3], bounds: viewport)
        #expect(
            failureMessage { try verifyLayoutSnapshot(of: rows(), as: strategy, snapshotDirectory: folder.path, testName: "t") } == """
                No reference snapshot was found on disk; recorded one at:
                \(folder.path)/t.csv

                Re-run "t" to compare against it, and commit the file with the test.
                """)
        #expect(folder.contents(of: "t.csv") == "section,item,x,y,width,height\n0,0,0,0,100,10\n0,1,0,10,100,10\n0,2,0,20,100,10\n")
        try verifyLayoutSnapshot(of: rows(), as: strategy, snapshotDirectory: folder.path, testName: "t")
        #expect(
            failureMessage { try verifyLayoutSnapshot(of: rows(15), as: strategy, snapshotDirectory: folder.path, testName: "t") } == """
                Snapshot "t.csv" does not match the reference.

                Line diff (- reference, + new rendering):
                -2: 0,0,0,0,100,10
                -3: 0,1,0,10,100,10
                -4: 0,2,0,20,100,10
                +2: 0,0,0,0,100,15
                +3: 0,1,0,15,100,15
                +4: 0,2,0,30,100,15

                Reference:     \(folder.path)/t.csv
                New rendering: \(folder.path)/t.new.csv
                If the change is intended, re-record with CVKIT_RECORD=1 (or replace the reference with the new rendering).
                """)
        #expect(folder.contents(of: "t.new.csv") == "section,item,x,y,width,height\n0,0,0,0,100,15\n0,1,0,15,100,15\n0,2,0,30,100,15\n")
    }

    @Test func anAssertionWithAUserStrategyRecordsThenPasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        withKnownIssue {
            assertLayoutSnapshot(of: rows(), as: .layout(.cellFramesCSV, items: [2], bounds: viewport), snapshotDirectory: folder.path)
        } matching: { issue in
            "\(issue)".contains("No reference snapshot was found on disk")
        }
        assertLayoutSnapshot(of: rows(), as: .layout(.cellFramesCSV, items: [2], bounds: viewport), snapshotDirectory: folder.path)
        #expect(folder.fileNames() == ["anAssertionWithAUserStrategyRecordsThenPasses.csv"])
    }

    @Test func aMappedStrategyUsesItsExtensionAndItsDiffing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let viewport = Rect(x: 0, y: 0, width: 100, height: 100)
        func verify(_ count: Int) throws {
            try verifyLayoutSnapshot(
                of: rows(), as: .layout(.cellCount, items: [count], bounds: viewport), snapshotDirectory: folder.path, testName: "t")
        }
        _ = failureMessage { try verify(5) }
        #expect(folder.contents(of: "t.count") == "5 cells\n")
        // One cell more is no difference to this diffing: it matches, and no .new file is written.
        try verify(6)
        #expect(folder.fileNames() == ["t.count"])
        #expect(
            failureMessage { try verify(8) } == """
                Snapshot "t.count" does not match the reference.

                5 cells → 8 cells

                Reference:     \(folder.path)/t.count
                New rendering: \(folder.path)/t.new.count
                If the change is intended, re-record with CVKIT_RECORD=1 (or replace the reference with the new rendering).
                """)
    }

    @Test func aRendererThatThrowsFailsWithItsError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strict = LayoutSnapshotting<PreviewScene>.cellFramesCSV.pullback { (scene: PreviewScene) in
            guard !scene.elements.isEmpty else { throw EmptySceneError() }
            return scene
        }
        #expect(
            failureMessage {
                try verifyLayoutSnapshot(of: rows(), as: .layout(strict, items: [0], bounds: viewport), snapshotDirectory: folder.path)
            } == "The snapshot could not be rendered: the scene has no elements")
        let worded = LayoutSnapshotting<PreviewScene>.text.map { _ in throw LayoutSnapshotFailure("No drawing today.") }
        #expect(throws: LayoutSnapshotFailure("No drawing today.")) {
            try verifyLayoutSnapshot(of: rows(), as: .layout(worded, items: [1], bounds: viewport), snapshotDirectory: folder.path)
        }
        #expect(throws: LayoutSnapshotFailure("The snapshot could not be rendered: the scene has no elements")) {
            try verifyLayoutSnapshot(of: try makeRows(throwing: true), as: .json, snapshotDirectory: folder.path)
        }
        #expect(folder.fileNames() == [])
    }

    @Test func aSceneIsASubjectToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let layout = rows()
        layout.host = StaticLayoutHost(itemCounts: [2], bounds: viewport)
        let scene = try PreviewScene.capture(layout, named: "two rows")
        _ = failureMessage { try verifyLayoutSnapshot(of: scene, as: .html, snapshotDirectory: folder.path, testName: "t") }
        _ = failureMessage { try verifyLayoutSnapshot(of: scene, as: .cellFramesCSV, snapshotDirectory: folder.path, testName: "t") }
        #expect(folder.fileNames() == ["t.csv", "t.html"])
        #expect(folder.contents(of: "t.html") == scene.renderHTML())
        try verifyLayoutSnapshot(of: scene, as: .html, snapshotDirectory: folder.path, testName: "t")
    }
}

/// A layout, or the error a test's setup throws before there is one.
func makeRows(throwing: Bool) throws -> CompositionalLayout {
    if throwing { throw EmptySceneError() }
    return rows()
}
