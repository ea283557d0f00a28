import Testing
import XCTest

/// Reports a snapshot failure to the test framework that runs the current test: Swift
/// Testing's `Issue.record` when a Swift Testing test is running (`Test.current` is set),
/// XCTest's `XCTFail` otherwise.
///
/// Both frameworks ship with the Swift toolchain on Linux and macOS, so this module links
/// both. It is meant for test targets only: an executable that links it needs the
/// toolchain's `libXCTest` and `libTesting` at run time. Another test framework calls the
/// `verify…` functions, which return the failure message instead of reporting it.
enum FailureReporter {
    /// Records `message` as a failure at the given source location.
    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
