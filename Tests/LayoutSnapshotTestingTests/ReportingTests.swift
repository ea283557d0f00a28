import BuiltinLayouts
import Foundation
import Geometry
import LayoutProtocol
import LayoutSnapshotTesting
import Testing
import XCTest

@Suite("Reporting to Swift Testing")
struct SwiftTestingReportingTests {
    @Test func aFailureIsAnIssueAtTheAssertion() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let line = #line + 2
        withKnownIssue {
            assertLayoutSnapshot(of: rows(), as: .layout(items: [2], bounds: viewport), snapshotDirectory: folder.path)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ReportingTests.swift"
                && "\(issue)".contains("No reference snapshot was found on disk")
        }
        // Recorded by the first call: the same assertion now passes without an issue.
        assertLayoutSnapshot(of: rows(), as: .layout(items: [2], bounds: viewport), snapshotDirectory: folder.path)
        #expect(folder.fileNames() == ["aFailureIsAnIssueAtTheAssertion.json"])
    }

    @Test func aCommittedSnapshotMatches() {
        assertLayoutSnapshot(of: rows(40), as: .layout(.text(columns: 22), items: [3], bounds: tallViewport), named: "rows")
    }
}

/// The same assertions from XCTest: failures go to `XCTFail` (no `Test.current`).
final class XCTestReportingTests: XCTestCase {
    func testACommittedSnapshotMatches() {
        XCTAssertNil(Test.current)
        assertLayoutSnapshot(of: rows(40), as: .layout(.text(columns: 22), items: [3], bounds: tallViewport), named: "rows")
    }

    func testVerifyReturnsTheMessage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let failure = failureMessage {
            try verifyLayoutSnapshot(of: rows(), as: .layout(items: [1], bounds: viewport), snapshotDirectory: folder.path)
        }
        XCTAssertEqual(
            failure?.hasPrefix(
                "No reference snapshot was found on disk; recorded one at:\n\(folder.path)/testVerifyReturnsTheMessage.json"), true)
    }
}
