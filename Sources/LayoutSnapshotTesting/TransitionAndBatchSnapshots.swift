import CollectionView
import Geometry
import LayoutPreview
import LayoutProtocol
import Transitions

// MARK: - Transitions

/// Asserts that a transition between two layouts matches its snapshots at given
/// progresses: one snapshot file per progress,
/// `<testName>.<named>.progress-<p>.<ext>` (`progress-0`, `progress-0.5`, `progress-1`).
///
/// ```swift
/// let transition = TransitionLayout(currentLayout: GridLayout(columnWidth: 100, rowHeight: 100), nextLayout: FlowLayout())
/// assertTransitionSnapshot(of: transition, items: [6], bounds: Rect(x: 0, y: 0, width: 300, height: 300), as: .text, named: "grid-to-flow")
/// ```
///
/// The transition (a ``Transitions/TransitionLayout`` or a subclass that interpolates its
/// own way) is hosted on a ``LayoutProtocol/StaticLayoutHost``, which it shares with both
/// inner layouts, and captured at each progress; the scene is named
/// `<CurrentLayout> → <NextLayout> at <p>`. Recording and comparing work as in
/// ``assertLayoutSnapshot(of:items:bounds:as:named:region:record:snapshotDirectory:fileID:file:testName:line:column:)``;
/// every progress that fails is reported, in one failure.
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
    let failure = verifyTransitionSnapshot(
        of: transition, items: items, bounds: bounds, progresses: progresses, as: format, named: name, region: region, record: record,
        snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    if let failure { FailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// Compares a transition with its snapshots and returns the failure message instead of
/// reporting it (see
/// ``assertTransitionSnapshot(of:items:bounds:progresses:as:named:region:record:snapshotDirectory:fileID:file:testName:line:column:)``).
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
    guard !progresses.isEmpty else { return "No progresses were given; pass at least one, e.g. [0, 0.5, 1]." }
    let session = SnapshotSession(
        format: format, name: name, record: record, snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", testName: testName)
    transition.host = StaticLayoutHost(itemCounts: items, bounds: bounds)
    let title = "\(SnapshotSession.layoutName(transition.currentLayout)) → \(SnapshotSession.layoutName(transition.nextLayout))"
    var failures: [String] = []
    for progress in progresses {
        do {
            try transition.setTransitionProgress(progress)
            let scene = try PreviewScene.capture(transition, named: "\(title) at \(formatScalar(progress))", all: region == .content)
            if let failure = session.verify(scene, suffix: "progress-\(formatScalar(progress))") { failures.append(failure) }
        } catch {
            failures.append("The transition could not be captured at progress \(formatScalar(progress)): \(error)")
        }
    }
    return SnapshotSession.combine(failures)
}

// MARK: - Batch updates

/// Asserts that a layout matches its snapshot after a batch update, run through a
/// ``CollectionView/CollectionViewHost`` as an app would run it.
///
/// ```swift
/// assertBatchUpdateSnapshot(of: CircleLayout(), items: [6], bounds: viewport, progresses: [0, 1], as: .svg) { counts, updates in
///     counts[0] += 1
///     updates.insertItems(at: [ElementIndexPath(item: 2, section: 0)])
/// }
/// ```
///
/// The host shows `items` in `bounds` (a data source with plain cells and supplementary
/// views is provided), lays out, and performs the batch: `updates` changes the counts
/// and records the operations, as a UIKit app changes its data inside
/// `performBatchUpdates`. The host validates the batch with UIKit's rules (a rejected
/// batch fails the assertion with UIKit's message), calls the layout's update hooks
/// (`prepare(forCollectionViewUpdates:)`, the initial and final attributes,
/// `finalizeCollectionViewUpdates()`) and plans the animation.
///
/// Progress 1 (the default) is the layout after the update, stored as
/// `<testName>.<named>.<ext>`. Other progresses capture the animation: every element that
/// appears, disappears or moves at that point of the animation (deleted elements keep
/// their index paths from before the update), the others where the update left them;
/// with any progress other than a lone 1 each file is `<testName>.<named>.progress-<p>.<ext>`.
///
/// - Parameters:
///   - layout: The layout; it becomes the host's layout.
///   - items: The number of items in each section before the update.
///   - bounds: The viewport.
///   - progresses: Points of the update's animation to capture; 1 is its end.
///   - format: How the snapshots are rendered and stored.
///   - name: Names the snapshots when a test takes more than one.
///   - region: The elements in the bounds (default) or every element (progress 1 only;
///     an animation shows what is on screen).
///   - record: Records the snapshots instead of comparing.
///   - snapshotDirectory: A folder that replaces `__Snapshots__/<TestFileName>`.
///   - fileID: The test's file ID, for Swift Testing's source location.
///   - filePath: The test file; the snapshots live beside it.
///   - testName: The test's name; the snapshot files start with it.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
///   - updates: Changes the counts (one per section) and records the operations.
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
    let failure = verifyBatchUpdateSnapshot(
        of: layout, items: items, bounds: bounds, progresses: progresses, as: format, named: name, region: region, record: record,
        snapshotDirectory: snapshotDirectory, file: filePath, testName: testName, updates: updates)
    if let failure { FailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// Compares a layout after a batch update with its snapshots and returns the failure
/// message instead of reporting it (see
/// ``assertBatchUpdateSnapshot(of:items:bounds:progresses:as:named:region:record:snapshotDirectory:fileID:file:testName:line:column:updates:)``).
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
    guard !progresses.isEmpty else { return "No progresses were given; pass [1] for the layout after the update." }
    let session = SnapshotSession(
        format: format, name: name, record: record, snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", testName: testName)
    let run: BatchUpdateRun
    do {
        run = try BatchUpdateRun(layout: layout, items: items, bounds: bounds, all: region == .content, updates: updates)
    } catch {
        return "The batch update could not be snapshotted: \(error)"
    }
    let suffixed = progresses != [1]
    var failures: [String] = []
    for progress in progresses {
        let suffix = suffixed ? "progress-\(formatScalar(progress))" : nil
        if let failure = session.verify(run.scene(atProgress: progress), suffix: suffix) { failures.append(failure) }
    }
    return SnapshotSession.combine(failures)
}
