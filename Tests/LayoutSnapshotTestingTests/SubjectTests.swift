import BuiltinLayouts
import CollectionView
import CompositionalLayout
import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutSnapshotTesting
import Testing
import Transitions

/// Counts and plain cells: what a host needs to show `rows()`.
final class Counts: CollectionViewDataSource {
    var counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

@Suite("One assertion for every subject")
struct SubjectTests {
    @Test func aHostIsSnapshottedAfterItsPendingPass() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let layout = rows()
        let host = CollectionViewHost(frame: viewport, layout: layout)
        try host.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let counts = Counts([10])
        host.dataSource = counts
        try host.layoutIfNeeded()
        try host.setContentOffset(Point(x: 0, y: 25))
        // The strategy runs any pending pass, then captures the layout in the scrolled bounds.
        _ = failureMessage { try verifyLayoutSnapshot(of: host, as: .json, snapshotDirectory: folder.path, testName: "t") }
        _ = failureMessage {
            try verifyLayoutSnapshot(
                of: host, as: .host(.text(columns: 12), region: .content), snapshotDirectory: folder.path, testName: "t")
        }
        #expect(folder.fileNames() == ["t.json", "t.txt"])
        let scene = try PreviewScene.capture(layout, named: "CompositionalLayout")
        #expect(scene.bounds == Rect(x: 0, y: 25, width: 100, height: 30))
        #expect(folder.contents(of: "t.json") == scene.renderJSON())
        try verifyLayoutSnapshot(of: host, as: .json, snapshotDirectory: folder.path, testName: "t")
        withExtendedLifetime(counts) {}
    }

    @Test func everyBuiltInFormatServesALayout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let layout = rows()
        layout.host = StaticLayoutHost(itemCounts: [3], bounds: viewport)
        let scene = try PreviewScene.capture(layout, named: "CompositionalLayout")
        let strategies: [(LayoutSnapshotting<CompositionalLayout>, String, String)] = [
            (.json, "json", scene.renderJSON()), (.svg, "svg", scene.renderSVG()), (.html, "html", scene.renderHTML()),
            (.text, "txt", scene.renderText()), (.text(columns: 30), "txt", scene.renderText(columns: 30)),
        ]
        for (index, (strategy, pathExtension, rendering)) in strategies.enumerated() {
            #expect(strategy.pathExtension == pathExtension)
            _ = failureMessage {
                try verifyLayoutSnapshot(of: layout, as: strategy, named: "\(index)", snapshotDirectory: folder.path, testName: "t")
            }
            #expect(folder.contents(of: "t.\(index).\(pathExtension)") == rendering)
        }
    }

    @Test func aTransitionPullsBackAnyStrategy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let transition = TransitionLayout(currentLayout: rows(10), nextLayout: rows(20))
        let strategy = LayoutSnapshotting<TransitionLayout>.transition(.cellFramesCSV, items: [2], bounds: viewport, progresses: [0, 0.5])
        let failure = try #require(
            failureMessage { try verifyLayoutSnapshot(of: transition, as: strategy, snapshotDirectory: folder.path, testName: "t") })
        #expect(failure.components(separatedBy: "No reference snapshot was found on disk").count == 3)
        #expect(folder.contents(of: "t.progress-0.csv") == "section,item,x,y,width,height\n0,0,0,0,100,10\n0,1,0,10,100,10\n")
        #expect(folder.contents(of: "t.progress-0.5.csv") == "section,item,x,y,width,height\n0,0,0,0,100,15\n0,1,0,15,100,15\n")
    }

    @Test func aBatchUpdateWithEveryProgressThatFailsInOneMessage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: LayoutSnapshotFailure("No progresses were given; pass [1] for the layout after the update.")) {
            try verifyLayoutSnapshot(
                of: rows(), as: .batchUpdate(items: [1], bounds: viewport, progresses: []) { _, _ in }, snapshotDirectory: folder.path)
        }
        let appending = LayoutSnapshotting<CompositionalLayout>.batchUpdate(
            .text(columns: 12), items: [1], bounds: viewport, progresses: [0, 1]
        ) {
            counts, updates in
            counts[0] += 1
            updates.insertItems(at: [ElementIndexPath(item: 1, section: 0)])
        }
        let failure = try #require(
            failureMessage { try verifyLayoutSnapshot(of: rows(), as: appending, snapshotDirectory: folder.path, testName: "t") })
        #expect(
            failure == """
                No reference snapshot was found on disk; recorded one at:
                \(folder.path)/t.progress-0.txt

                Re-run "t" to compare against it, and commit the file with the test.

                No reference snapshot was found on disk; recorded one at:
                \(folder.path)/t.progress-1.txt

                Re-run "t" to compare against it, and commit the file with the test.
                """)
    }
}
