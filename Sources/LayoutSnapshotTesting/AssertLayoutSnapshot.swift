import Geometry
import LayoutPreview
import LayoutProtocol

/// Asserts that a layout's elements match a snapshot recorded beside the test file
/// (swift-snapshot-testing's `assertSnapshot`, for a layout).
///
/// ```swift
/// import LayoutSnapshotTesting
/// import Testing
///
/// @Test func feedLayout() {
///     let layout = FlowLayout()
///     layout.itemSize = Size(width: 100, height: 100)
///     assertLayoutSnapshot(of: layout, items: [12, 3], bounds: Rect(x: 0, y: 0, width: 390, height: 844), as: .json)
/// }
/// ```
///
/// The layout is given a ``LayoutProtocol/StaticLayoutHost`` with `items` (one count per
/// section) and `bounds`, prepared, and captured (``LayoutPreview/PreviewScene``, named after
/// the layout's type, or its `description` when it is `CustomStringConvertible`). The
/// rendering is compared with
/// `__Snapshots__/<TestFileName>/<testName>.<named>.<ext>` beside the test file:
///
/// - No file yet: the rendering is recorded and the assertion **fails**, asking you to
///   re-run (as swift-snapshot-testing does), so a snapshot that was never committed
///   cannot pass on CI.
/// - Record mode (`CVKIT_RECORD=1` in the environment, or `record: true`): the file is
///   overwritten and the assertion fails, asking you to turn record mode off.
/// - A different rendering fails with a readable difference (for `.json` the elements
///   that changed, by kind and index path, with old and new frames; a line diff for
///   `.text` and `.svg`) and is written to `<testName>.<named>.new.<ext>` beside the
///   reference; the message gives both paths. A later match deletes the `.new` file.
/// - A layout that throws while preparing fails with the error.
///
/// Failures go to Swift Testing (`Issue.record`) when called from a `@Test`, to XCTest
/// (`XCTFail`) otherwise. Exclude the snapshot folder from your test target
/// (`exclude: ["__Snapshots__"]`) so SwiftPM does not warn about unhandled files.
///
/// - Parameters:
///   - layout: The layout; its ``LayoutProtocol/CollectionViewLayout/host`` is replaced.
///   - items: The number of items in each section.
///   - bounds: The viewport; its origin is the content offset.
///   - format: How the snapshot is rendered and stored.
///   - name: Names the snapshot when a test takes more than one; the file is
///     `<testName>.<ext>` without it.
///   - region: The elements in the bounds (default) or every element.
///   - record: Records the snapshot instead of comparing (as `CVKIT_RECORD=1` does).
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - fileID: The test's file ID, for Swift Testing's source location.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot file starts with it.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
public func assertLayoutSnapshot(
    of layout: CollectionViewLayout,
    items: [Int],
    bounds: Rect,
    as format: LayoutSnapshotFormat = .json,
    named name: String? = nil,
    region: LayoutSnapshotRegion = .bounds,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertLayoutSnapshot(
        of: layout, host: StaticLayoutHost(itemCounts: items, bounds: bounds), as: format, named: name, region: region, record: record,
        snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Asserts that a layout on a given host matches a snapshot: for a host with insets, a
/// display scale, a reading direction or a delegate (a flow layout's sizes).
///
/// ```swift
/// let host = StaticLayoutHost(itemCounts: [20], bounds: viewport, layoutDirection: .rightToLeft, layoutDelegate: sizes)
/// assertLayoutSnapshot(of: layout, host: host, as: .text, named: "rtl")
/// ```
///
/// See ``assertLayoutSnapshot(of:items:bounds:as:named:region:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// for where snapshots are stored and how they are recorded and compared.
///
/// - Parameters:
///   - layout: The layout; its ``LayoutProtocol/CollectionViewLayout/host`` is replaced.
///   - host: The host the layout is prepared against.
///   - format: How the snapshot is rendered and stored.
///   - name: Names the snapshot when a test takes more than one.
///   - region: The elements in the bounds (default) or every element.
///   - record: Records the snapshot instead of comparing.
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - fileID: The test's file ID, for Swift Testing's source location.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot file starts with it.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
public func assertLayoutSnapshot(
    of layout: CollectionViewLayout,
    host: StaticLayoutHost,
    as format: LayoutSnapshotFormat = .json,
    named name: String? = nil,
    region: LayoutSnapshotRegion = .bounds,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifyLayoutSnapshot(
        of: layout, host: host, as: format, named: name, region: region, record: record, snapshotDirectory: snapshotDirectory,
        file: filePath, testName: testName)
    if let failure { FailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// Asserts that a layout, on the host it already has, matches a snapshot: for a layout
/// inside a ``CollectionView/CollectionViewHost`` after scrolling, a batch update or a
/// transition, or a UIKit-dialect layout shown by `UIKitCompat`'s `UICollectionView`
/// (pass its `bridge`).
///
/// ```swift
/// let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: tags)
/// view.dataSource = dataSource
/// view.layoutIfNeeded()
/// assertLayoutSnapshot(of: tags.bridge, as: .text)
/// ```
///
/// The layout is prepared if needed and captured in its host's bounds; its host is left
/// alone. A layout without a host fails. See
/// ``assertLayoutSnapshot(of:items:bounds:as:named:region:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// for where snapshots are stored and how they are recorded and compared.
///
/// - Parameters:
///   - layout: The layout, with its host installed.
///   - format: How the snapshot is rendered and stored.
///   - name: Names the snapshot when a test takes more than one.
///   - region: The elements in the bounds (default) or every element.
///   - record: Records the snapshot instead of comparing.
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - fileID: The test's file ID, for Swift Testing's source location.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot file starts with it.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
public func assertLayoutSnapshot(
    of layout: CollectionViewLayout,
    as format: LayoutSnapshotFormat = .json,
    named name: String? = nil,
    region: LayoutSnapshotRegion = .bounds,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifyLayoutSnapshot(
        of: layout, as: format, named: name, region: region, record: record, snapshotDirectory: snapshotDirectory, file: filePath,
        testName: testName)
    if let failure { FailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// Compares a layout, on the host it already has, with its snapshot and returns the
/// failure message instead of reporting it (see
/// ``assertLayoutSnapshot(of:as:named:region:record:snapshotDirectory:fileID:file:testName:line:column:)``).
///
/// - Parameters:
///   - layout: The layout, with its host installed.
///   - format: How the snapshot is rendered and stored.
///   - name: Names the snapshot when a test takes more than one.
///   - region: The elements in the bounds (default) or every element.
///   - record: Records the snapshot instead of comparing.
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot file starts with it.
/// - Returns: `nil` when the layout matches its snapshot; otherwise what went wrong.
public func verifyLayoutSnapshot(
    of layout: CollectionViewLayout,
    as format: LayoutSnapshotFormat = .json,
    named name: String? = nil,
    region: LayoutSnapshotRegion = .bounds,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    let scene: PreviewScene
    do {
        scene = try PreviewScene.capture(layout, named: SnapshotSession.layoutName(layout), all: region == .content)
    } catch {
        return "The layout could not be prepared for the snapshot: \(error)"
    }
    let session = SnapshotSession(
        format: format, name: name, record: record, snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", testName: testName)
    return session.verify(scene)
}

/// Compares a layout with its snapshot and returns the failure message instead of
/// reporting it (swift-snapshot-testing's `verifySnapshot`): for a test framework other
/// than Swift Testing and XCTest, or to check the message itself.
///
/// ```swift
/// let failure = verifyLayoutSnapshot(of: layout, host: host, as: .text, snapshotDirectory: temporaryFolder)
/// #expect(failure == nil)
/// ```
///
/// - Parameters:
///   - layout: The layout; its ``LayoutProtocol/CollectionViewLayout/host`` is replaced.
///   - host: The host the layout is prepared against.
///   - format: How the snapshot is rendered and stored.
///   - name: Names the snapshot when a test takes more than one.
///   - region: The elements in the bounds (default) or every element.
///   - record: Records the snapshot instead of comparing.
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot file starts with it.
/// - Returns: `nil` when the layout matches its snapshot; otherwise what went wrong (a
///   recorded snapshot, a difference, a layout error, a file that could not be written).
public func verifyLayoutSnapshot(
    of layout: CollectionViewLayout,
    host: StaticLayoutHost,
    as format: LayoutSnapshotFormat = .json,
    named name: String? = nil,
    region: LayoutSnapshotRegion = .bounds,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    layout.host = host
    return verifyLayoutSnapshot(
        of: layout, as: format, named: name, region: region, record: record, snapshotDirectory: snapshotDirectory, file: filePath,
        testName: testName)
}
