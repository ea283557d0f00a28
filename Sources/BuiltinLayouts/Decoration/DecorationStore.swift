import Geometry
import LayoutProtocol

/// Decoration (or any other) attributes computed in `prepare()`, with the lookups a layout
/// needs: by rect in O(log n + k) and by kind and index path in O(1).
///
/// A generic helper for layouts that add decoration views: build it at the end of
/// `prepare()`, add ``attributes(in:)`` to the rect query, and answer
/// `layoutAttributesForDecorationView(ofKind:at:)` with ``attributes(ofKind:at:)``.
///
/// ```swift
/// let store = DecorationStore([background0, background1])
/// store.attributes(in: visibleRect)
/// store.attributes(ofKind: "sectionBackground", at: ElementIndexPath(item: 0, section: 1))
/// ```
public struct DecorationStore {
    /// Every stored attribute, in the order given.
    public let all: [LayoutAttributes]
    private let byKey: [ElementKey: Int]
    private let index: FrameIndex

    /// Stores attributes; a later one with the same element key replaces an earlier one
    /// in lookups by key.
    ///
    /// - Complexity: O(n log n).
    public init(_ attributes: [LayoutAttributes] = []) {
        all = attributes
        var keys: [ElementKey: Int] = [:]
        for (i, a) in attributes.enumerated() { keys[a.key] = i }
        byKey = keys
        index = FrameIndex(frames: attributes.map(\.frame))
    }

    /// The number of stored attributes.
    public var count: Int { all.count }

    /// The attributes whose frames meet `rect` (touching counts).
    ///
    /// - Complexity: O(log n + k + s) for k results (s: stored frames level with the rect
    ///   that miss it sideways).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        index.forEach(in: rect) { result.append(all[$0]) }
        return result
    }

    /// The decoration attributes of a kind at an index path.
    ///
    /// - Parameters:
    ///   - kind: The decoration kind.
    ///   - indexPath: The decoration's index path.
    /// - Returns: The stored attributes, or `nil`.
    public func attributes(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        byKey[ElementKey(.decoration(kind: kind), indexPath)].map { all[$0] }
    }

    /// The attributes of any element by key.
    ///
    /// - Parameter key: The element.
    /// - Returns: The stored attributes, or `nil`.
    public func attributes(for key: ElementKey) -> LayoutAttributes? {
        byKey[key].map { all[$0] }
    }

    /// The index paths of the decoration views of a kind.
    ///
    /// - Parameter kind: The decoration kind.
    /// - Returns: Every stored index path of that kind.
    /// - Complexity: O(n).
    public func indexPaths(ofKind kind: String) -> Set<ElementIndexPath> {
        Set(all.lazy.filter { $0.category == .decoration(kind: kind) }.map(\.indexPath))
    }
}

/// Section backgrounds with their insert and delete animations: a helper any layout can
/// embed (the grid does; a flow layout can).
///
/// Call ``update(sectionFrames:cellZIndices:)`` at the end of `prepare()`, forward the
/// update hooks, and answer the decoration queries from ``store``:
///
/// ```swift
/// override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
///     backgrounds.prepare(forUpdates: UpdateAnimationTracker(updateItems: updateItems))
/// }
/// override func indexPathsToInsertForDecorationView(ofKind kind: String) -> [ElementIndexPath] {
///     backgrounds.indexPathsToInsert(ofKind: kind)
/// }
/// ```
///
/// A background whose section is inserted (or gains its first frame) is inserted: it
/// starts with its frame and alpha 0. One whose section is deleted (or loses its frame) is
/// deleted: it ends at its frame before the update with alpha 0. The others move with
/// their sections.
public struct SectionBackgrounds {
    /// What the backgrounds look like.
    public var style: SectionBackgroundDecoration
    /// The current backgrounds.
    public private(set) var store = DecorationStore()
    private var previousStore = DecorationStore()
    private var sectionCount = 0
    private var previousSectionCount = 0
    private var inserted: [ElementIndexPath] = []
    private var deleted: [ElementIndexPath] = []

    /// Creates the helper with no backgrounds.
    public init(style: SectionBackgroundDecoration) { self.style = style }

    /// Replaces the backgrounds, keeping the previous ones for the next update.
    ///
    /// - Parameters:
    ///   - sectionFrames: The frame of each section's content, `nil` for a section without
    ///     a background; its count is the number of sections.
    ///   - cellZIndices: The lowest cell zIndex of each section (0 where absent).
    /// - Complexity: O(s log s) for s sections.
    public mutating func update(sectionFrames: [Rect?], cellZIndices: [Int] = []) {
        previousStore = store
        previousSectionCount = sectionCount
        sectionCount = sectionFrames.count
        var attributes: [LayoutAttributes] = []
        for (section, frame) in sectionFrames.enumerated() {
            guard let frame else { continue }
            let z = section < cellZIndices.count ? cellZIndices[section] : 0
            attributes.append(style.attributes(forSection: section, enclosing: frame, cellZIndex: z))
        }
        store = DecorationStore(attributes)
    }

    /// Works out which backgrounds the update inserts and deletes.
    ///
    /// - Parameter updates: The update's inserted, deleted and moved sections.
    public mutating func prepare(forUpdates updates: UpdateAnimationTracker) {
        let change = updates.changes(
            before: previousStore.indexPaths(ofKind: style.kind), after: store.indexPaths(ofKind: style.kind),
            oldSectionCount: previousSectionCount, newSectionCount: sectionCount)
        inserted = change.inserted
        deleted = change.deleted
    }

    /// Forgets the update.
    public mutating func finalizeUpdates() {
        inserted = []
        deleted = []
    }

    /// The backgrounds of a kind the current update inserts (after-update index paths).
    public func indexPathsToInsert(ofKind kind: String) -> [ElementIndexPath] { kind == style.kind ? inserted : [] }

    /// The backgrounds of a kind the current update deletes (before-update index paths).
    public func indexPathsToDelete(ofKind kind: String) -> [ElementIndexPath] { kind == style.kind ? deleted : [] }

    /// Whether the current update inserts the background at `indexPath`.
    public func isInserted(ofKind kind: String, at indexPath: ElementIndexPath) -> Bool {
        kind == style.kind && inserted.contains(indexPath)
    }

    /// Whether the current update deletes the background at `indexPath`.
    public func isDeleted(ofKind kind: String, at indexPath: ElementIndexPath) -> Bool {
        kind == style.kind && deleted.contains(indexPath)
    }

    /// An inserted background's start: its frame with alpha 0; `nil` for the others.
    public func initialAttributes(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard isInserted(ofKind: kind, at: indexPath), var a = store.attributes(ofKind: kind, at: indexPath) else { return nil }
        a.alpha = 0
        return a
    }

    /// A deleted background's end: its frame before the update with alpha 0; `nil` for the
    /// others.
    public func finalAttributes(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard isDeleted(ofKind: kind, at: indexPath), var a = previousStore.attributes(ofKind: kind, at: indexPath) else { return nil }
        a.alpha = 0
        return a
    }
}
