import CVKitTestSupport
import Foundation
import Testing

/// Runs a built example program (`Examples/NAME`) as a process.
struct ExampleRunner {
    struct Result: Equatable, CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The example's binary of the build running the tests (next to the test bundle).
    static func executable(_ name: String) -> URL? {
        BuildProducts.executable(named: name)
    }

    /// Runs the example with no arguments in a fresh temporary folder and a clean
    /// environment; output goes to files, so a long output never blocks the child.
    static func run(_ name: String) throws -> Result {
        guard let executable = executable(name) else {
            Issue.record(Comment(rawValue: BuildProducts.missing(name)))
            return Result(status: -1, stdout: "", stderr: "")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cvkit-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.environment = ["PATH": "/usr/bin:/bin"].merging(BuildProducts.sanitizerEnvironment) { $1 }
        process.currentDirectoryURL = folder
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

    /// Expects a successful run whose output holds every fragment, and whose step headers
    /// `== Step 1:` … `== Step steps:` come in order.
    static func expectSuccess(
        _ result: Result, steps: Int, containing fragments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stderr == "", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(result.stdout.contains(fragment), "missing:\n\(fragment)\n\(result)", sourceLocation: sourceLocation)
        }
        var position = result.stdout.startIndex
        for number in 1...steps {
            guard let found = result.stdout.range(of: "\n== Step \(number): ", range: position..<result.stdout.endIndex) else {
                Issue.record("step \(number) missing or out of order\n\(result)", sourceLocation: sourceLocation)
                return
            }
            position = found.upperBound
        }
        #expect(result.stdout.range(of: "\n== Step \(steps + 1): ") == nil, sourceLocation: sourceLocation)
    }
}
