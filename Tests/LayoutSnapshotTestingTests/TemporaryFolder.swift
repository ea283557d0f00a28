import Foundation
import LayoutSnapshotTesting

/// A fresh folder under the system's temporary directory, removed by ``remove()``: the
/// record and mismatch tests write there, never into the source tree.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cvkit-snapshots-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    /// The text of a file in the folder, or `nil` when it does not exist.
    func contents(of name: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(name).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names of the files in the folder, sorted.
    func fileNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The message of the failure that `verify` throws, `nil` when it throws none: the
/// failure a `verifyLayoutSnapshot` call would report.
func failureMessage(_ verify: () throws -> Void) -> String? {
    do {
        try verify()
        return nil
    } catch let failure as LayoutSnapshotFailure {
        return failure.message
    } catch {
        return "not a LayoutSnapshotFailure: \(error)"
    }
}
