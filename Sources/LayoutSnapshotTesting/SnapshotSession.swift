import Foundation

/// The settings one assertion shares between its snapshots (a transition has one per
/// progress): name, record mode and where the files go.
struct SnapshotSession {
    var name: String?
    var record: Bool
    var snapshotDirectory: String?
    var filePath: String
    var testName: String

    /// The environment variable that turns record mode on when set to `1`.
    static let recordVariable = "CVKIT_RECORD"

    init(name: String?, record: Bool, snapshotDirectory: String?, filePath: String, testName: String) {
        self.name = name
        self.record = record || ProcessInfo.processInfo.environment[Self.recordVariable] == "1"
        self.snapshotDirectory = snapshotDirectory
        self.filePath = filePath
        self.testName = testName
    }

    /// Renders every snapshot of `value` and records or compares each; the failures, one
    /// paragraph each, or `nil` when every snapshot matches.
    func verify<Value>(_ value: () throws -> Value, as strategy: LayoutSnapshotting<Value>) -> String? {
        let parts: [SnapshotPart]
        do {
            parts = try strategy.parts(value())
        } catch {
            return Self.message(for: error)
        }
        var failures: [String] = []
        for part in parts {
            let rendering: String
            do {
                rendering = try part.render()
            } catch {
                failures.append(Self.message(for: error))
                continue
            }
            let store = SnapshotStore(
                filePath: filePath, testName: testName, nameParts: [name, part.suffix].compactMap { $0 },
                pathExtension: strategy.pathExtension, snapshotDirectory: snapshotDirectory)
            if let failure = store.verify(rendering, record: record, difference: strategy.diffing.diff) { failures.append(failure) }
        }
        return failures.isEmpty ? nil : failures.joined(separator: "\n\n")
    }

    /// A ``LayoutSnapshotFailure``'s message as it is; any other error's description after
    /// `The snapshot could not be rendered: `.
    static func message(for error: any Error) -> String {
        (error as? LayoutSnapshotFailure)?.message ?? "The snapshot could not be rendered: \(error)"
    }
}
