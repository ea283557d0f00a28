import Geometry
import LayoutPreview
import LayoutProtocol

// The functions of 0.1.0, one per subject, kept for one minor version on top of
// `assertLayoutSnapshot(of:as:)`: same files, same contents, same messages. Each is
// `@_disfavoredOverload`, so a call that both spellings accept (`of: layout, as: .json`)
// takes the strategy one and does not warn.

/// Asserts that a layout on a static host with `items` in `bounds` matches its snapshot.
///
/// Deprecated: `assertLayoutSnapshot(of: layout, as: .layout(.json, items: items, bounds: bounds, region: region))`.
///
/// - Parameters:
///   - layout: The layout; its ``LayoutProtocol/CollectionViewLayout/host`` is replaced.
///   - items: The number of items in each section.
///   - bounds: The viewport; its origin is the content offset.
///   - format: How the snapshot is rendered and stored.
///   - name: Names the snapshot when a test takes more than one.
///   - region: The elements in the bounds (default) or every element.
///   - record: Records the snapshot instead of comparing (as `CVKIT_RECORD=1` does).
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - fileID: The test's file ID, for Swift Testing's source location.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot file starts with it.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
@available(*, deprecated, message: "use assertLayoutSnapshot(of: layout, as: .layout(.json, items: items, bounds: bounds))")
@_disfavoredOverload
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
        of: layout, as: LayoutSnapshotting.layout(format.strategy, items: items, bounds: bounds, region: region), named: name,
        record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName, line: line,
        column: column)
}

/// Asserts that a layout on a given host matches its snapshot.
///
/// Deprecated: `assertLayoutSnapshot(of: layout, as: .layout(.json, host: host, region: region))`.
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
@available(*, deprecated, message: "use assertLayoutSnapshot(of: layout, as: .layout(.json, host: host))")
@_disfavoredOverload
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
    assertLayoutSnapshot(
        of: layout, as: LayoutSnapshotting.layout(format.strategy, host: host, region: region), named: name, record: record,
        snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Asserts that a layout, on the host it already has, matches its snapshot.
///
/// Deprecated: `assertLayoutSnapshot(of: layout, as: .json)`, or
/// `as: .layout(.json, region: .content)` for every element.
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
@available(*, deprecated, message: "use assertLayoutSnapshot(of: layout, as: .layout(.json, region: region))")
@_disfavoredOverload
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
    assertLayoutSnapshot(
        of: layout, as: LayoutSnapshotting.layout(format.strategy, region: region), named: name, record: record,
        snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Compares a layout, on the host it already has, with its snapshot and returns the
/// failure message instead of reporting it.
///
/// Deprecated: `try verifyLayoutSnapshot(of: layout, as: .layout(.json, region: region))`,
/// which throws a ``LayoutSnapshotFailure``.
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
@available(*, deprecated, message: "use try verifyLayoutSnapshot(of: layout, as: .layout(.json, region: region)), which throws the failure")
@_disfavoredOverload
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
    failureMessage {
        try verifyLayoutSnapshot(
            of: layout, as: LayoutSnapshotting.layout(format.strategy, region: region), named: name, record: record,
            snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    }
}

/// Compares a layout on a given host with its snapshot and returns the failure message
/// instead of reporting it.
///
/// Deprecated: `try verifyLayoutSnapshot(of: layout, as: .layout(.json, host: host))`,
/// which throws a ``LayoutSnapshotFailure``.
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
/// - Returns: `nil` when the layout matches its snapshot; otherwise what went wrong.
@available(*, deprecated, message: "use try verifyLayoutSnapshot(of: layout, as: .layout(.json, host: host)), which throws the failure")
@_disfavoredOverload
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
    failureMessage {
        try verifyLayoutSnapshot(
            of: layout, as: LayoutSnapshotting.layout(format.strategy, host: host, region: region), named: name, record: record,
            snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    }
}

/// The message of the failure `verify` throws, `nil` when it throws none: the return
/// value of the deprecated `verify…` functions.
func failureMessage(_ verify: () throws -> Void) -> String? {
    do {
        try verify()
        return nil
    } catch {
        return SnapshotSession.message(for: error)
    }
}
