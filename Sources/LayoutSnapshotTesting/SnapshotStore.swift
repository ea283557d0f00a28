import Foundation

/// Where a snapshot lives and how a rendering is recorded or compared with it.
///
/// `__Snapshots__/<TestFileName>/<testName>.<name>.<ext>` beside the test file, or
/// `<snapshotDirectory>/<testName>.<name>.<ext>` when a directory is given. A failed
/// comparison writes the rendering to `<testName>.<name>.new.<ext>` beside the reference;
/// a later match removes that file.
struct SnapshotStore {
    /// The folder of the snapshot files.
    var directory: URL
    /// `<testName>.<name>`, sanitized.
    var baseName: String
    /// The file extension.
    var pathExtension: String
    /// The test's name as written in messages.
    var testName: String

    /// The store of one assertion.
    ///
    /// - Parameters:
    ///   - filePath: The test file (`#filePath`).
    ///   - testName: The test function (`#function`).
    ///   - nameParts: The snapshot's name parts (`named`, a progress), each sanitized.
    ///   - pathExtension: The format's extension.
    ///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
    init(filePath: String, testName: String, nameParts: [String], pathExtension: String, snapshotDirectory: String?) {
        let testFile = URL(fileURLWithPath: filePath)
        if let snapshotDirectory {
            directory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true)
        } else {
            directory = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
                .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
        }
        baseName = ([Self.sanitize(testName)] + nameParts.map(Self.sanitize)).joined(separator: ".")
        self.pathExtension = pathExtension
        self.testName = testName
    }

    /// The reference file.
    var referenceURL: URL { directory.appendingPathComponent("\(baseName).\(pathExtension)") }
    /// Where a rendering that does not match is written.
    var newRenderingURL: URL { directory.appendingPathComponent("\(baseName).new.\(pathExtension)") }

    /// `testFoo()` → `testFoo`, `layout grid/list` → `layout-grid-list`: word characters
    /// and dots kept, every other run of characters one `-`, none at either end (as
    /// swift-snapshot-testing names its files).
    static func sanitize(_ component: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in component.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "." {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }

    // MARK: - Recording and comparing

    /// Records or compares a rendering.
    ///
    /// - Parameters:
    ///   - rendering: The new rendering.
    ///   - record: Whether record mode is on.
    ///   - difference: `nil` when the rendering matches the reference; otherwise how it
    ///     differs.
    /// - Returns: `nil` when the rendering matches the reference; otherwise the failure
    ///   message (a snapshot was recorded, or it differs, or a file could not be written).
    func verify(_ rendering: String, record: Bool, difference: (_ reference: String, _ rendering: String) -> String?) -> String? {
        let fileManager = FileManager.default
        let reference = fileManager.contents(atPath: referenceURL.path).map { String(decoding: $0, as: UTF8.self) }
        if record || reference == nil {
            if let problem = write(rendering, to: referenceURL) { return problem }
            try? fileManager.removeItem(at: newRenderingURL)
            if record {
                return """
                    Record mode is on (CVKIT_RECORD=1 or record: true); recorded the snapshot at:
                    \(referenceURL.path)

                    Turn record mode off and re-run "\(testName)" to compare against it.
                    """
            }
            return """
                No reference snapshot was found on disk; recorded one at:
                \(referenceURL.path)

                Re-run "\(testName)" to compare against it, and commit the file with the test.
                """
        }
        guard let reference, let difference = difference(reference, rendering) else {
            if fileManager.fileExists(atPath: newRenderingURL.path) { try? fileManager.removeItem(at: newRenderingURL) }
            return nil
        }
        if let problem = write(rendering, to: newRenderingURL) { return problem }
        return """
            Snapshot "\(referenceURL.lastPathComponent)" does not match the reference.

            \(difference)

            Reference:     \(referenceURL.path)
            New rendering: \(newRenderingURL.path)
            If the change is intended, re-record with CVKIT_RECORD=1 (or replace the reference with the new rendering).
            """
    }

    /// Writes a file, creating its folder; returns a failure message when that fails.
    private func write(_ text: String, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return nil
        } catch {
            return "Could not write the snapshot \(url.path): \(error.localizedDescription)"
        }
    }
}
