import CollectionView
import Geometry
import LayoutProtocol
import Transitions

// The transition and batch-update functions of 0.1.0, kept for one minor version on top
// of `assertLayoutSnapshot(of:as:)` with `.transition(…)` and `.batchUpdate(…)`.

/// Asserts that a transition between two layouts matches its snapshots at given
/// progresses, one file per progress (`<testName>.<named>.progress-<p>.<ext>`).
///
/// Deprecated: `assertLayoutSnapshot(of: transition, as: .transition(.json, items: items, bounds: bounds, progresses: progresses))`.
///
/// - Parameters:
///   - transition: The transition; its host and progress are replaced.
///   - items: The number of items in each section.
///   - bounds: The viewport.
///   - progresses: The progresses to capture, 0 for the current layout, 1 for the next.
///   - format: How the snapshots are rendered and stored.
///   - name: Names the snapshots when a test takes more than one.
///   - region: The elements in the bounds (default) or every element.
///   - record: Records the snapshots instead of comparing.
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - fileID: The test's file ID, for Swift Testing's source location.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot files start with it.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
@available(
    *, deprecated,
    message: "use assertLayoutSnapshot(of: transition, as: .transition(.json, items: items, bounds: bounds, progresses: progresses))"
)
@_disfavoredOverload
public func assertTransitionSnapshot(
    of transition: TransitionLayout,
    items: [Int],
    bounds: Rect,
    progresses: [Double] = [0, 0.5, 1],
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
        of: transition,
        as: LayoutSnapshotting.transition(format.strategy, items: items, bounds: bounds, progresses: progresses, region: region),
        named: name, record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName,
        line: line, column: column)
}

/// Compares a transition with its snapshots and returns the failure message instead of
/// reporting it.
///
/// Deprecated: `try verifyLayoutSnapshot(of: transition, as: .transition(.json, items: items, bounds: bounds, progresses: progresses))`,
/// which throws a ``LayoutSnapshotFailure``.
///
/// - Parameters:
///   - transition: The transition; its host and progress are replaced.
///   - items: The number of items in each section.
///   - bounds: The viewport.
///   - progresses: The progresses to capture; at least one, each finite.
///   - format: How the snapshots are rendered and stored.
///   - name: Names the snapshots when a test takes more than one.
///   - region: The elements in the bounds (default) or every element.
///   - record: Records the snapshots instead of comparing.
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot files start with it.
/// - Returns: `nil` when every progress matches; otherwise the failures, one paragraph each.
@available(
    *, deprecated,
    message: "use try verifyLayoutSnapshot(of: transition, as: .transition(.json, items: items, bounds: bounds)), which throws the failure"
)
@_disfavoredOverload
public func verifyTransitionSnapshot(
    of transition: TransitionLayout,
    items: [Int],
    bounds: Rect,
    progresses: [Double] = [0, 0.5, 1],
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
            of: transition,
            as: LayoutSnapshotting.transition(format.strategy, items: items, bounds: bounds, progresses: progresses, region: region),
            named: name, record: record, snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    }
}

/// Asserts that a layout matches its snapshot after a batch update run through a
/// ``CollectionView/CollectionViewHost``, or its animation at given progresses.
///
/// Deprecated: `assertLayoutSnapshot(of: layout, as: .batchUpdate(.json, items: items, bounds: bounds, progresses: progresses) { counts, updates in … })`.
///
/// - Parameters:
///   - layout: The layout; it becomes the host's layout.
///   - items: The number of items in each section before the update.
///   - bounds: The viewport.
///   - progresses: Points of the update's animation to capture; 1 is its end.
///   - format: How the snapshots are rendered and stored.
///   - name: Names the snapshots when a test takes more than one.
///   - region: The elements in the bounds (default) or every element (progress 1 only).
///   - record: Records the snapshots instead of comparing.
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - fileID: The test's file ID, for Swift Testing's source location.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot files start with it.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
///   - updates: Changes the counts (one per section) and records the operations.
@available(
    *, deprecated,
    message: "use assertLayoutSnapshot(of: layout, as: .batchUpdate(.json, items: items, bounds: bounds) { counts, updates in … })"
)
@_disfavoredOverload
public func assertBatchUpdateSnapshot(
    of layout: CollectionViewLayout,
    items: [Int],
    bounds: Rect,
    progresses: [Double] = [1],
    as format: LayoutSnapshotFormat = .json,
    named name: String? = nil,
    region: LayoutSnapshotRegion = .bounds,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    updates: (inout [Int], BatchUpdater) -> Void
) {
    withoutActuallyEscaping(updates) { updates in
        assertLayoutSnapshot(
            of: layout,
            as: LayoutSnapshotting.batchUpdate(
                format.strategy, items: items, bounds: bounds, progresses: progresses, region: region, updates: updates),
            named: name, record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName,
            line: line, column: column)
    }
}

/// Compares a layout after a batch update with its snapshots and returns the failure
/// message instead of reporting it.
///
/// Deprecated: `try verifyLayoutSnapshot(of: layout, as: .batchUpdate(.json, items: items, bounds: bounds) { counts, updates in … })`,
/// which throws a ``LayoutSnapshotFailure``.
///
/// - Parameters:
///   - layout: The layout; it becomes the host's layout.
///   - items: The number of items in each section before the update.
///   - bounds: The viewport.
///   - progresses: Points of the update's animation to capture; 1 is its end.
///   - format: How the snapshots are rendered and stored.
///   - name: Names the snapshots when a test takes more than one.
///   - region: The elements in the bounds (default) or every element.
///   - record: Records the snapshots instead of comparing.
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot files start with it.
///   - updates: Changes the counts and records the operations.
/// - Returns: `nil` when every snapshot matches; otherwise what went wrong.
@available(
    *, deprecated,
    message:
        "use try verifyLayoutSnapshot(of: layout, as: .batchUpdate(.json, items: items, bounds: bounds) { … }), which throws the failure"
)
@_disfavoredOverload
public func verifyBatchUpdateSnapshot(
    of layout: CollectionViewLayout,
    items: [Int],
    bounds: Rect,
    progresses: [Double] = [1],
    as format: LayoutSnapshotFormat = .json,
    named name: String? = nil,
    region: LayoutSnapshotRegion = .bounds,
    record: Bool = false,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    updates: (inout [Int], BatchUpdater) -> Void
) -> String? {
    withoutActuallyEscaping(updates) { updates in
        failureMessage {
            try verifyLayoutSnapshot(
                of: layout,
                as: LayoutSnapshotting.batchUpdate(
                    format.strategy, items: items, bounds: bounds, progresses: progresses, region: region, updates: updates),
                named: name, record: record, snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
        }
    }
}
