import CVKitTestSupport
import Foundation
import Testing

/// Runs the built `cvkit` binary as a process.
struct CLIRunner {
    struct Result: Equatable, CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folder of golden files and fixtures beside the tests.
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// `cvkit` of the build running the tests (next to the test bundle).
    static let executable: URL? = BuildProducts.executable(named: "cvkit")

    /// Runs `cvkit` with the arguments in `directory` (a fresh temporary folder by
    /// default) with a clean environment plus `environment`.
    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws -> Result {
        guard let executable else {
            Issue.record(Comment(rawValue: BuildProducts.missing("cvkit")))
            return Result(status: -1, stdout: "", stderr: "")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"].merging(BuildProducts.sanitizerEnvironment) { $1 }.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        // Output goes to files, so a large output can never block the child on a full pipe.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let outData = FileManager.default.contents(atPath: outURL.path) ?? Data()
        let errData = FileManager.default.contents(atPath: errURL.path) ?? Data()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Compares text with a golden file; `CVKIT_RECORD_GOLDENS=1` rewrites it.
    static func checkGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CVKIT_RECORD_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(name); run with CVKIT_RECORD_GOLDENS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        #expect(
            text == String(decoding: data, as: UTF8.self), "differs from golden \(name); re-record with CVKIT_RECORD_GOLDENS=1",
            sourceLocation: sourceLocation)
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cvkit-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
