/// A snapshot strategy: how a value is rendered to text, the file extension it is stored
/// under, and how two renderings are compared — the `as:` argument of
/// ``assertLayoutSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``.
///
/// It has the shape of swift-snapshot-testing's `Snapshotting<Value, Format>`
/// (`pathExtension`, `diffing`, `pullback`), with the format fixed to text, since every
/// layout rendering is text. The name differs (`LayoutSnapshotting`, `LayoutDiffing`) so
/// that a test file may import both libraries without ambiguous types.
///
/// The built-in strategies render a ``LayoutPreview/PreviewScene`` — `.json`, `.svg`,
/// `.html`, `.text` and `.text(columns:)` — and are pulled back to every subject:
/// a layout on its own host (`.json`, ``layout(_:region:)``), a layout on given counts and
/// bounds (``layout(_:items:bounds:region:)``), a ``CollectionView/CollectionViewHost``
/// (``host(_:region:)``), a ``Transitions/TransitionLayout`` at given progresses
/// (``transition(_:items:bounds:progresses:region:)``) and a batch update
/// (``batchUpdate(_:items:bounds:progresses:region:updates:)``).
///
/// A strategy of your own is a value too: write one for your type, or derive one with
/// ``pullback(_:)`` (change the subject) or ``map(pathExtension:diffing:_:)`` (change the
/// text):
///
/// ```swift
/// extension LayoutSnapshotting where Value == PreviewScene {
///     /// The cells' frames, one CSV row each.
///     static var cellFrames: LayoutSnapshotting<PreviewScene> {
///         LayoutSnapshotting(pathExtension: "csv", diffing: .lines) { scene in
///             scene.elements.filter { $0.category == .cell }
///                 .map { "\($0.indexPath.section),\($0.indexPath.item),\($0.frame.x),\($0.frame.y)\n" }.joined()
///         }
///     }
/// }
///
/// assertLayoutSnapshot(of: flow, as: .layout(.cellFrames, items: [12], bounds: phone))
/// ```
public struct LayoutSnapshotting<Value> {
    // MARK: - Lifecycle

    /// The extension of the snapshot files, without the dot (`json`, `txt`).
    public var pathExtension: String
    /// How a reference and a new rendering are compared.
    public var diffing: LayoutDiffing
    /// The snapshots of one value: usually one; a transition has one per progress.
    let parts: (Value) throws -> [SnapshotPart]

    /// Creates a strategy that stores one snapshot per value.
    ///
    /// ```swift
    /// let sizes = LayoutSnapshotting<PreviewScene>(pathExtension: "txt", diffing: .lines) { scene in
    ///     "\(scene.contentSize)\n"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pathExtension: The extension of the snapshot files, without the dot.
    ///   - diffing: How a reference and a new rendering are compared.
    ///   - snapshot: Renders a value. An error it throws fails the assertion: a
    ///     ``LayoutSnapshotFailure``'s message as it is, any other error after
    ///     `The snapshot could not be rendered: `.
    public init(pathExtension: String, diffing: LayoutDiffing, snapshot: @escaping (Value) throws -> String) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.parts = { value in [SnapshotPart(suffix: nil) { try snapshot(value) }] }
    }

    /// A strategy whose values are rendered as several snapshots, in order.
    private init(pathExtension: String, diffing: LayoutDiffing, partsOf parts: @escaping (Value) throws -> [SnapshotPart]) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.parts = parts
    }

    /// A strategy whose values are rendered as several snapshots, in order: a transition
    /// at several progresses.
    static func fromParts(
        pathExtension: String, diffing: LayoutDiffing, _ parts: @escaping (Value) throws -> [SnapshotPart]
    ) -> LayoutSnapshotting<Value> {
        LayoutSnapshotting(pathExtension: pathExtension, diffing: diffing, partsOf: parts)
    }

    // MARK: - Transforming strategies

    /// A strategy for another type of value, which is turned into this strategy's value
    /// first (swift-snapshot-testing's `pullback`).
    ///
    /// ```swift
    /// // A UIKit-dialect layout, through the CVKit layout it presents (in a @MainActor
    /// // test: the closure runs where the assertion does).
    /// let strategy = LayoutSnapshotting<UIKitLayoutBridge>.layout(.json).pullback { (layout: UICollectionViewLayout) in layout.bridge }
    /// assertLayoutSnapshot(of: tagsLayout, as: strategy)
    /// ```
    ///
    /// - Parameter transform: Turns the new value into this strategy's value. An error it
    ///   throws fails the assertion, as the renderer's does.
    /// - Returns: The strategy, with the same file extension and diffing.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> LayoutSnapshotting<NewValue> {
        let parts = self.parts
        return .fromParts(pathExtension: pathExtension, diffing: diffing) { value in try parts(transform(value)) }
    }

    /// A strategy whose rendering is this strategy's, transformed: to keep part of a
    /// rendering, or to store it in another format.
    ///
    /// ```swift
    /// // The text drawing without its first line (the layout's name and sizes).
    /// let drawing = LayoutSnapshotting<PreviewScene>.text.map { $0.split(separator: "\n", maxSplits: 1).last.map { "\($0)" } ?? "" }
    /// ```
    ///
    /// - Parameters:
    ///   - pathExtension: The new file extension; `nil` keeps this strategy's.
    ///   - diffing: The new diffing; `nil` keeps this strategy's.
    ///   - transform: Turns a rendering into the new one. An error it throws fails the
    ///     assertion, as the renderer's does.
    /// - Returns: The strategy.
    public func map(
        pathExtension: String? = nil, diffing: LayoutDiffing? = nil, _ transform: @escaping (String) throws -> String
    ) -> LayoutSnapshotting<Value> {
        let parts = self.parts
        return .fromParts(pathExtension: pathExtension ?? self.pathExtension, diffing: diffing ?? self.diffing) { value in
            try parts(value).map { part in SnapshotPart(suffix: part.suffix) { try transform(part.render()) } }
        }
    }
}

/// One snapshot of a value: a suffix that tells it apart from the value's other snapshots
/// (`progress-0.5`, `nil` for the only one), and its rendering.
struct SnapshotPart {
    var suffix: String?
    var render: () throws -> String
}

/// Why a snapshot assertion failed: the message an `assert…` function reports, thrown by
/// ``verifyLayoutSnapshot(of:as:named:record:snapshotDirectory:file:testName:)``.
///
/// A strategy's renderer may throw one too: its message is the assertion's failure, as it is.
public struct LayoutSnapshotFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and what to do: a snapshot was recorded, a rendering differs (with
    /// the difference and both files' paths), a subject could not be rendered.
    public var message: String

    /// Creates a failure.
    ///
    /// - Parameter message: What went wrong.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
