import Foundation
import LayoutPreview
import LayoutProtocol

/// The settings one assertion shares between its snapshots (a transition has one per
/// progress): format, name, record mode and where the files go.
struct SnapshotSession {
    var format: LayoutSnapshotFormat
    var name: String?
    var record: Bool
    var snapshotDirectory: String?
    var filePath: String
    var testName: String

    /// The environment variable that turns record mode on when set to `1`.
    static let recordVariable = "CVKIT_RECORD"

    init(format: LayoutSnapshotFormat, name: String?, record: Bool, snapshotDirectory: String?, filePath: String, testName: String) {
        self.format = format
        self.name = name
        self.record = record || ProcessInfo.processInfo.environment[Self.recordVariable] == "1"
        self.snapshotDirectory = snapshotDirectory
        self.filePath = filePath
        self.testName = testName
    }

    /// The name a scene shows: the layout's `description` when it is
    /// `CustomStringConvertible` (an adapter naming the layout it presents), otherwise its
    /// type name (`FlowLayout`).
    static func layoutName(_ layout: CollectionViewLayout) -> String {
        (layout as? CustomStringConvertible)?.description ?? String(describing: type(of: layout))
    }

    /// The store of one snapshot of this assertion; `suffix` tells snapshots of one
    /// assertion apart (`progress-0.5`).
    func store(suffix: String? = nil) -> SnapshotStore {
        SnapshotStore(
            filePath: filePath, testName: testName, nameParts: [name, suffix].compactMap { $0 }, pathExtension: format.pathExtension,
            snapshotDirectory: snapshotDirectory)
    }

    /// Renders a scene and records or compares it; the failure message or `nil`.
    func verify(_ scene: PreviewScene, suffix: String? = nil) -> String? {
        let difference: (String, String) -> String
        switch format.kind {
        case .json: difference = SnapshotDifference.json(reference:rendering:)
        case .text, .svg: difference = SnapshotDifference.lines(reference:rendering:)
        }
        return store(suffix: suffix).verify(format.render(scene), record: record, difference: difference)
    }

    /// Several failure messages as one (a blank line between them), `nil` for none.
    static func combine(_ failures: [String]) -> String? {
        failures.isEmpty ? nil : failures.joined(separator: "\n\n")
    }
}
