import Foundation
import Testing

/// Compares rendered text with a golden file in `Goldens/` beside this file.
///
/// Set `CVKIT_RECORD_GOLDENS=1` to (re)write the files instead — then review the diff
/// with `git diff` before committing.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static func check(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CVKIT_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(name); run with CVKIT_RECORD_GOLDENS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        #expect(text == expected, "differs from golden \(name); re-record with CVKIT_RECORD_GOLDENS=1", sourceLocation: sourceLocation)
    }
}
