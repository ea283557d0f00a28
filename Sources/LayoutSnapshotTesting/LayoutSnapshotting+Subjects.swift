import CollectionView
import Geometry
import LayoutPreview
import LayoutProtocol
import Transitions

// MARK: - Layouts

// Every strategy for a layout is a scene strategy pulled back through a capture: the
// layout is hosted (or keeps its host), prepared, and captured as a PreviewScene named
// after it.
extension LayoutSnapshotting where Value: CollectionViewLayout {
    /// The JSON dump of a layout on the host it has (``layout(_:region:)`` with
    /// `.json`).
    public static var json: LayoutSnapshotting<Value> { layout(.json) }
    /// The SVG drawing of a layout on the host it has.
    public static var svg: LayoutSnapshotting<Value> { layout(.svg) }
    /// The HTML page of a layout on the host it has.
    public static var html: LayoutSnapshotting<Value> { layout(.html) }
    /// The text drawing, 80 columns wide, of a layout on the host it has.
    public static var text: LayoutSnapshotting<Value> { layout(.text) }

    /// The text drawing of a layout on the host it has, at another width.
    ///
    /// - Parameter columns: The width in characters, frame included.
    /// - Returns: The strategy, stored as `.txt`.
    public static func text(columns: Int) -> LayoutSnapshotting<Value> { layout(.text(columns: columns)) }

    /// A layout on the host it already has: a layout inside a
    /// ``CollectionView/CollectionViewHost`` after scrolling or updates, or a UIKit-dialect
    /// layout shown by `UIKitCompat`'s `UICollectionView` (snapshot its `bridge`).
    ///
    /// ```swift
    /// assertLayoutSnapshot(of: tags.bridge, as: .layout(.json, region: .content))
    /// ```
    ///
    /// The layout is prepared if needed and captured in its host's bounds; its host is
    /// left alone. A layout without a host, or one that throws while preparing, fails.
    ///
    /// - Parameters:
    ///   - format: How the captured scene is rendered.
    ///   - region: The elements in the bounds (default) or every element.
    /// - Returns: The strategy, stored with `format`'s extension.
    public static func layout(_ format: LayoutSnapshotting<PreviewScene> = .json, region: LayoutSnapshotRegion = .bounds)
        -> LayoutSnapshotting<Value>
    {
        fromParts(pathExtension: format.pathExtension, diffing: format.diffing) { layout in
            format.snapshots(suffix: nil) {
                do {
                    return try PreviewScene.capture(layout, named: layoutName(layout), all: region == .content)
                } catch {
                    throw LayoutSnapshotFailure("The layout could not be prepared for the snapshot: \(error)")
                }
            }
        }
    }

    /// A layout on a ``LayoutProtocol/StaticLayoutHost`` showing `items` in `bounds`.
    ///
    /// ```swift
    /// assertLayoutSnapshot(of: flow, as: .layout(.text(columns: 66), items: [7, 4], bounds: Rect(x: 0, y: 0, width: 320, height: 480)))
    /// ```
    ///
    /// - Parameters:
    ///   - format: How the captured scene is rendered.
    ///   - items: The number of items in each section.
    ///   - bounds: The viewport; its origin is the content offset.
    ///   - region: The elements in the bounds (default) or every element.
    /// - Returns: The strategy; it replaces the layout's ``LayoutProtocol/CollectionViewLayout/host``.
    public static func layout(
        _ format: LayoutSnapshotting<PreviewScene> = .json, items: [Int], bounds: Rect, region: LayoutSnapshotRegion = .bounds
    ) -> LayoutSnapshotting<Value> {
        layout(format, host: StaticLayoutHost(itemCounts: items, bounds: bounds), region: region)
    }

    /// A layout on a given host: for insets, a display scale, a reading direction or a
    /// delegate (a flow layout's sizes).
    ///
    /// ```swift
    /// let host = StaticLayoutHost(itemCounts: [20], bounds: viewport, layoutDirection: .rightToLeft, layoutDelegate: sizes)
    /// assertLayoutSnapshot(of: layout, as: .layout(.text, host: host), named: "rtl")
    /// ```
    ///
    /// - Parameters:
    ///   - format: How the captured scene is rendered.
    ///   - host: The host the layout is prepared against.
    ///   - region: The elements in the bounds (default) or every element.
    /// - Returns: The strategy; it replaces the layout's ``LayoutProtocol/CollectionViewLayout/host``.
    public static func layout(
        _ format: LayoutSnapshotting<PreviewScene> = .json, host: StaticLayoutHost, region: LayoutSnapshotRegion = .bounds
    ) -> LayoutSnapshotting<Value> {
        layout(format, region: region).pullback { (layout: Value) in
            layout.host = host
            return layout
        }
    }

    /// A layout after a batch update, run through a ``CollectionView/CollectionViewHost``
    /// as an app runs it, or the update's animation at given progresses.
    ///
    /// ```swift
    /// assertLayoutSnapshot(of: CircleLayout(), as: .batchUpdate(.svg, items: [6], bounds: viewport, progresses: [0, 1]) { counts, updates in
    ///     counts[0] += 1
    ///     updates.insertItems(at: [ElementIndexPath(item: 2, section: 0)])
    /// })
    /// ```
    ///
    /// The host shows `items` in `bounds` (a data source with plain cells and
    /// supplementary views is provided), lays out, and performs the batch: `updates`
    /// changes the counts and records the operations, as a UIKit app changes its data
    /// inside `performBatchUpdates`. The host validates the batch with UIKit's rules (a
    /// rejected batch fails with UIKit's message), calls the layout's update hooks and
    /// plans the animation.
    ///
    /// Progress 1 (the default) is the layout after the update, stored as
    /// `<testName>.<named>.<ext>`. Other progresses capture the animation: every element
    /// that appears, disappears or moves at that point, the others where the update left
    /// them; with any progress other than a lone 1 each file is
    /// `<testName>.<named>.progress-<p>.<ext>`.
    ///
    /// - Parameters:
    ///   - format: How each captured scene is rendered.
    ///   - items: The number of items in each section before the update.
    ///   - bounds: The viewport.
    ///   - progresses: Points of the update's animation to capture; 1 is its end.
    ///   - region: The elements in the bounds (default) or every element (progress 1
    ///     only; an animation shows what is on screen).
    ///   - updates: Changes the counts (one per section) and records the operations.
    /// - Returns: The strategy; the layout becomes the host's layout.
    public static func batchUpdate(
        _ format: LayoutSnapshotting<PreviewScene> = .json, items: [Int], bounds: Rect, progresses: [Double] = [1],
        region: LayoutSnapshotRegion = .bounds, updates: @escaping (inout [Int], BatchUpdater) -> Void
    ) -> LayoutSnapshotting<Value> {
        fromParts(pathExtension: format.pathExtension, diffing: format.diffing) { layout in
            guard !progresses.isEmpty else {
                throw LayoutSnapshotFailure("No progresses were given; pass [1] for the layout after the update.")
            }
            let run: BatchUpdateRun
            do {
                run = try BatchUpdateRun(layout: layout, items: items, bounds: bounds, all: region == .content, updates: updates)
            } catch {
                throw LayoutSnapshotFailure("The batch update could not be snapshotted: \(error)")
            }
            let suffixed = progresses != [1]
            return progresses.flatMap { progress in
                format.snapshots(suffix: suffixed ? "progress-\(formatScalar(progress))" : nil) { run.scene(atProgress: progress) }
            }
        }
    }
}

// MARK: - Transitions

extension LayoutSnapshotting where Value: TransitionLayout {
    /// A transition between two layouts at given progresses: one snapshot file per
    /// progress, `<testName>.<named>.progress-<p>.<ext>` (`progress-0`, `progress-0.5`).
    ///
    /// ```swift
    /// let transition = TransitionLayout(currentLayout: GridLayout(columnWidth: 100, rowHeight: 100), nextLayout: FlowLayout())
    /// assertLayoutSnapshot(of: transition, as: .transition(.text, items: [6], bounds: viewport), named: "grid-to-flow")
    /// ```
    ///
    /// The transition (a ``Transitions/TransitionLayout`` or a subclass that interpolates
    /// its own way) is hosted on a ``LayoutProtocol/StaticLayoutHost``, which it shares
    /// with both inner layouts, and captured at each progress; the scene is named
    /// `<CurrentLayout> → <NextLayout> at <p>`. Every progress that fails is reported, in
    /// one failure.
    ///
    /// - Parameters:
    ///   - format: How each captured scene is rendered.
    ///   - items: The number of items in each section.
    ///   - bounds: The viewport.
    ///   - progresses: The progresses to capture, 0 for the current layout, 1 for the
    ///     next; at least one, each finite.
    ///   - region: The elements in the bounds (default) or every element.
    /// - Returns: The strategy; it replaces the transition's host and progress.
    public static func transition(
        _ format: LayoutSnapshotting<PreviewScene> = .json, items: [Int], bounds: Rect, progresses: [Double] = [0, 0.5, 1],
        region: LayoutSnapshotRegion = .bounds
    ) -> LayoutSnapshotting<Value> {
        fromParts(pathExtension: format.pathExtension, diffing: format.diffing) { transition in
            guard !progresses.isEmpty else { throw LayoutSnapshotFailure("No progresses were given; pass at least one, e.g. [0, 0.5, 1].") }
            transition.host = StaticLayoutHost(itemCounts: items, bounds: bounds)
            let title = "\(layoutName(transition.currentLayout)) → \(layoutName(transition.nextLayout))"
            return progresses.flatMap { progress in
                format.snapshots(suffix: "progress-\(formatScalar(progress))") {
                    do {
                        try transition.setTransitionProgress(progress)
                        return try PreviewScene.capture(transition, named: "\(title) at \(formatScalar(progress))", all: region == .content)
                    } catch {
                        throw LayoutSnapshotFailure("The transition could not be captured at progress \(formatScalar(progress)): \(error)")
                    }
                }
            }
        }
    }
}

// MARK: - Hosts

extension LayoutSnapshotting where Value == CollectionViewHost {
    /// The JSON dump of a host's layout (``host(_:region:)`` with `.json`).
    public static var json: LayoutSnapshotting<CollectionViewHost> { host(.json) }
    /// The SVG drawing of a host's layout.
    public static var svg: LayoutSnapshotting<CollectionViewHost> { host(.svg) }
    /// The HTML page of a host's layout.
    public static var html: LayoutSnapshotting<CollectionViewHost> { host(.html) }
    /// The text drawing, 80 columns wide, of a host's layout.
    public static var text: LayoutSnapshotting<CollectionViewHost> { host(.text) }

    /// The text drawing of a host's layout at another width.
    ///
    /// - Parameter columns: The width in characters, frame included.
    /// - Returns: The strategy, stored as `.txt`.
    public static func text(columns: Int) -> LayoutSnapshotting<CollectionViewHost> { host(.text(columns: columns)) }

    /// A ``CollectionView/CollectionViewHost``'s layout, in the host's bounds, after the
    /// host runs any pending layout pass (`layoutIfNeeded()`).
    ///
    /// ```swift
    /// try host.setContentOffset(Point(x: 0, y: 400))
    /// assertLayoutSnapshot(of: host, as: .host(.text(columns: 60)))
    /// ```
    ///
    /// - Parameters:
    ///   - format: How the captured scene is rendered.
    ///   - region: The elements in the bounds (default) or every element.
    /// - Returns: The strategy. A pass that throws fails the assertion with the error.
    public static func host(_ format: LayoutSnapshotting<PreviewScene> = .json, region: LayoutSnapshotRegion = .bounds)
        -> LayoutSnapshotting<CollectionViewHost>
    {
        LayoutSnapshotting<CollectionViewLayout>.layout(format, region: region).pullback { (host: CollectionViewHost) in
            do {
                try host.layoutIfNeeded()
            } catch {
                throw LayoutSnapshotFailure("The host could not lay out for the snapshot: \(error)")
            }
            return host.collectionViewLayout
        }
    }
}

// MARK: - Internal

extension LayoutSnapshotting where Value == PreviewScene {
    /// This strategy's snapshots of a scene captured by `capture`, each suffix after
    /// `suffix`. An error from the capture or the strategy becomes one snapshot that fails
    /// with it, so the other snapshots of an assertion are still compared.
    func snapshots(suffix: String?, capturing capture: () throws -> PreviewScene) -> [SnapshotPart] {
        do {
            let scene = try capture()
            return try parts(scene).map { part in
                SnapshotPart(suffix: [suffix, part.suffix].compactMap { $0 }.joined(separator: ".").nonEmpty, render: part.render)
            }
        } catch {
            return [SnapshotPart(suffix: suffix) { throw error }]
        }
    }
}

/// The name a scene shows: the layout's `description` when it is
/// `CustomStringConvertible` (an adapter naming the layout it presents), otherwise its
/// type name (`FlowLayout`).
func layoutName(_ layout: CollectionViewLayout) -> String {
    (layout as? CustomStringConvertible)?.description ?? String(describing: type(of: layout))
}

extension String {
    /// `nil` for the empty string.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
