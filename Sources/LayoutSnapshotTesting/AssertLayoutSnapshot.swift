/// Asserts that a value's snapshot matches the one recorded beside the test file
/// (swift-snapshot-testing's `assertSnapshot(of:as:)`, for layouts).
///
/// ```swift
/// import BuiltinLayouts
/// import LayoutSnapshotTesting
/// import Testing
///
/// @Test func feedLayout() {
///     let layout = FlowLayout()
///     layout.itemSize = Size(width: 100, height: 100)
///     assertLayoutSnapshot(of: layout, as: .layout(.json, items: [12, 3], bounds: Rect(x: 0, y: 0, width: 390, height: 844)))
/// }
/// ```
///
/// The strategy (``LayoutSnapshotting``) renders the value — a layout on its own host
/// (`.json`, `.text(columns: 66)`), on given counts and bounds
/// (``LayoutSnapshotting/layout(_:items:bounds:region:)``), a transition, a batch update,
/// a ``CollectionView/CollectionViewHost``, or a type of your own — and each rendering is
/// compared with `__Snapshots__/<TestFileName>/<testName>.<named>.<ext>` beside the test
/// file (a transition adds `.progress-<p>` before the extension):
///
/// - No file yet: the rendering is recorded and the assertion **fails**, asking you to
///   re-run (as swift-snapshot-testing does), so a snapshot that was never committed
///   cannot pass on CI.
/// - Record mode (`CVKIT_RECORD=1` in the environment, or `record: true`): the file is
///   overwritten and the assertion fails, asking you to turn record mode off.
/// - A different rendering fails with the strategy's difference (for `.json` the
///   elements that changed, by kind and index path, with old and new frames; a line diff
///   for `.text`, `.svg` and `.html`) and is written to `<testName>.<named>.new.<ext>`
///   beside the reference; the message gives both paths. A later match deletes the
///   `.new` file.
/// - A value that cannot be rendered (a layout that throws while preparing, a rejected
///   batch update) fails with the error.
///
/// Failures go to Swift Testing (`Issue.record`) when called from a `@Test`, to XCTest
/// (`XCTFail`) otherwise. Exclude the snapshot folder from your test target
/// (`exclude: ["__Snapshots__"]`) so SwiftPM does not warn about unhandled files.
///
/// - Parameters:
///   - value: The subject; an error it throws fails the assertion.
///   - strategy: How the value is rendered, stored and compared.
///   - name: Names the snapshot when a test takes more than one; the file is
///     `<testName>.<ext>` without it.
///   - record: Records the snapshot instead of comparing (as `CVKIT_RECORD=1` does).
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - fileID: The test's file ID, for Swift Testing's source location.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot file starts with it.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
public func assertLayoutSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: LayoutSnapshotting<Value>,
    named name: String? = nil,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let session = SnapshotSession(
        name: name, record: record, snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", testName: testName)
    if let failure = session.verify(value, as: strategy) {
        FailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Compares a value's snapshot with the recorded one and throws the failure instead of
/// reporting it (swift-snapshot-testing's `verifySnapshot`): for a test framework other
/// than Swift Testing and XCTest, or to check the message itself.
///
/// ```swift
/// do {
///     try verifyLayoutSnapshot(of: layout, as: .layout(.text, items: [3], bounds: viewport), snapshotDirectory: folder)
/// } catch {
///     print(error.message)
/// }
/// ```
///
/// Records and compares as
/// ``assertLayoutSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// does.
///
/// - Parameters:
///   - value: The subject; an error it throws is thrown as a failure.
///   - strategy: How the value is rendered, stored and compared.
///   - name: Names the snapshot when a test takes more than one.
///   - record: Records the snapshot instead of comparing.
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot file starts with it.
/// - Throws: ``LayoutSnapshotFailure`` when a snapshot does not match, was recorded, or
///   could not be rendered or written; every failing snapshot of the value is in its
///   message, one paragraph each.
public func verifyLayoutSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: LayoutSnapshotting<Value>,
    named name: String? = nil,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) throws(LayoutSnapshotFailure) {
    let session = SnapshotSession(
        name: name, record: record, snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", testName: testName)
    if let failure = session.verify(value, as: strategy) { throw LayoutSnapshotFailure(failure) }
}
