import Geometry

/// Which parts of a layout are no longer valid (`UICollectionViewLayoutInvalidationContext`).
///
/// Subclass it to add what your layout can recompute on its own (``BuiltinLayouts/FlowLayout`` adds
/// "delegate metrics changed"), return the subclass from
/// ``CollectionViewLayout/makeInvalidationContext()``, and override ``merge(_:)`` to
/// combine your extra properties when several invalidations are coalesced before one pass.
///
/// ```swift
/// let context = layout.makeInvalidationContext()
/// context.invalidateItems(at: [ElementIndexPath(item: 3, section: 0)])
/// layout.invalidateLayout(with: context)
/// ```
open class InvalidationContext {
    /// Everything the context says, in one stored value: a merge reads the other context
    /// and writes this one with one access each (Swift checks every access to a class's
    /// stored property for exclusivity at run time, and a merge runs on every
    /// invalidation).
    final var storage = Storage()

    /// The stored state of a context (see `storage`).
    struct Storage {
        var invalidateEverything = false
        var invalidateDataSourceCounts = false
        /// The invalidated item while there is exactly one (a self-sizing cell, one size
        /// change): kept out of `items`, so the common case allocates and hashes nothing.
        var onlyItem: ElementIndexPath? = nil
        /// The invalidated items when there are two or more (`onlyItem` is then `nil`).
        var items: Set<ElementIndexPath> = []
        var supplementary: [String: Set<ElementIndexPath>] = [:]
        var decoration: [String: Set<ElementIndexPath>] = [:]
        var contentOffsetAdjustment: Point = .zero
        var contentSizeAdjustment: Size = .zero
        var previousMoving: [ElementIndexPath]? = nil
        var targetMoving: [ElementIndexPath]? = nil
        var interactiveMovementTarget: Point = .zero
        /// The batch updates this invalidation stands for, oldest first.
        var updateMappings: [any UpdateIndexMapping] = []

        /// Folds `other` in (see `InvalidationContext.merge(_:)`).
        mutating func merge(_ other: Storage) {
            if other.invalidateEverything { invalidateEverything = true }
            if other.invalidateDataSourceCounts { invalidateDataSourceCounts = true }
            // Into an empty set or table the other's is taken as it is (shared copy-on-write,
            // O(1)): a context merged into a fresh one costs no hashing and no allocation.
            if let path = other.onlyItem {
                insert(path)
            } else if !other.items.isEmpty {
                if let path = onlyItem {
                    items = other.items
                    onlyItem = nil
                    items.insert(path)
                } else if items.isEmpty {
                    items = other.items
                } else {
                    items.formUnion(other.items)
                }
            }
            Storage.unite(&supplementary, other.supplementary)
            Storage.unite(&decoration, other.decoration)
            let offset = other.contentOffsetAdjustment
            if offset != .zero { contentOffsetAdjustment = contentOffsetAdjustment + (offset - .zero) }
            let size = other.contentSizeAdjustment
            if size != .zero {
                contentSizeAdjustment = Size(
                    width: contentSizeAdjustment.width + size.width, height: contentSizeAdjustment.height + size.height)
            }
            if let p = other.previousMoving { previousMoving = p }
            if let t = other.targetMoving {
                targetMoving = t
                interactiveMovementTarget = other.interactiveMovementTarget
            }
            // Two updates before one pass compose: the later one maps the earlier's result.
            if !other.updateMappings.isEmpty { updateMappings += other.updateMappings }
        }

        /// Adds one invalidated item.
        mutating func insert(_ path: ElementIndexPath) {
            if let only = onlyItem {
                guard only != path else { return }
                items = [only, path]
                onlyItem = nil
            } else if items.isEmpty {
                onlyItem = path
            } else {
                items.insert(path)
            }
        }

        /// All invalidated items as a set.
        var allItems: Set<ElementIndexPath> { onlyItem.map { [$0] } ?? items }

        private static func unite(_ table: inout [String: Set<ElementIndexPath>], _ other: [String: Set<ElementIndexPath>]) {
            guard !other.isEmpty else { return }
            if table.isEmpty {
                table = other
            } else {
                for (kind, paths) in other { table[kind, default: []].formUnion(paths) }
            }
        }
    }

    /// Everything must be recomputed (set by ``CollectionViewLayout/invalidateLayout()``
    /// and after `reloadData`).
    public internal(set) var invalidateEverything: Bool {
        get { storage.invalidateEverything }
        set { storage.invalidateEverything = newValue }
    }
    /// The number of sections or items changed.
    public var invalidateDataSourceCounts: Bool {
        get { storage.invalidateDataSourceCounts }
        set { storage.invalidateDataSourceCounts = newValue }
    }
    /// Items whose attributes must be recomputed.
    public var invalidatedItemIndexPaths: Set<ElementIndexPath> { storage.allItems }

    /// The invalidated items without building a set for a single one: `.one` when exactly
    /// one item is invalidated (layouts that refresh items read this instead of
    /// ``invalidatedItemIndexPaths`` on their hot path).
    package var invalidatedItems: InvalidatedItems {
        if let only = storage.onlyItem { return .one(only) }
        let items = storage.items
        return items.isEmpty ? .none : .many(items)
    }

    /// The invalidated items of a context (see `invalidatedItems`).
    package enum InvalidatedItems {
        /// No item.
        case none
        /// Exactly one item.
        case one(ElementIndexPath)
        /// Two or more items.
        case many(Set<ElementIndexPath>)
    }
    /// Supplementary views, by kind, whose attributes must be recomputed.
    public var invalidatedSupplementaryIndexPaths: [String: Set<ElementIndexPath>] { storage.supplementary }
    /// Decoration views, by kind, whose attributes must be recomputed.
    public var invalidatedDecorationIndexPaths: [String: Set<ElementIndexPath>] { storage.decoration }
    /// How far the host should move its content offset (to keep content in place).
    public var contentOffsetAdjustment: Point {
        get { storage.contentOffsetAdjustment }
        set { storage.contentOffsetAdjustment = newValue }
    }
    /// How much the content size changes.
    public var contentSizeAdjustment: Size {
        get { storage.contentSizeAdjustment }
        set { storage.contentSizeAdjustment = newValue }
    }
    /// The index paths of items being moved interactively, before this change.
    public var previousIndexPathsForInteractivelyMovingItems: [ElementIndexPath]? {
        get { storage.previousMoving }
        set { storage.previousMoving = newValue }
    }
    /// The index paths of items being moved interactively, after this change.
    public var targetIndexPathsForInteractivelyMovingItems: [ElementIndexPath]? {
        get { storage.targetMoving }
        set { storage.targetMoving = newValue }
    }
    /// Where the interactively moving items are.
    public var interactiveMovementTarget: Point {
        get { storage.interactiveMovementTarget }
        set { storage.interactiveMovementTarget = newValue }
    }

    /// How the batch updates behind this invalidation moved sections and items, oldest
    /// first; empty for every other invalidation (a CVKit addition: UIKit's own layouts
    /// read this mapping privately).
    ///
    /// The host sets it together with ``invalidateDataSourceCounts`` during a batch
    /// update; a layout that keeps state per item (measured sizes) remaps it in
    /// ``CollectionViewLayout/prepare()`` instead of dropping it. Apply the mappings in
    /// order.
    public var updateIndexMappings: [any UpdateIndexMapping] {
        get { storage.updateMappings }
        set { storage.updateMappings = newValue }
    }

    /// Creates an empty context: nothing invalidated.
    public init() {}

    /// A context that invalidates everything.
    public static func everything() -> InvalidationContext {
        let c = InvalidationContext()
        c.invalidateAll()
        return c
    }

    /// Marks items for recomputation.
    ///
    /// Inlinable and final so the loop over `indexPaths` is specialized for the caller's
    /// sequence (an unspecialized loop looks up the sequence's metadata and conformances
    /// at run time, which costs more than the path it invalidates).
    @inlinable public final func invalidateItems(at indexPaths: some Sequence<ElementIndexPath>) {
        for path in indexPaths { insertInvalidatedItem(path) }
    }

    /// Adds one path to ``invalidatedItemIndexPaths`` (for the inlinable ``invalidateItems(at:)``).
    @usableFromInline final func insertInvalidatedItem(_ path: ElementIndexPath) {
        storage.insert(path)
    }

    /// Marks supplementary views of a kind for recomputation.
    public func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: some Sequence<ElementIndexPath>) {
        storage.supplementary[kind, default: []].formUnion(indexPaths)
    }

    /// Marks decoration views of a kind for recomputation.
    public func invalidateDecorationElements(ofKind kind: String, at indexPaths: some Sequence<ElementIndexPath>) {
        storage.decoration[kind, default: []].formUnion(indexPaths)
    }

    /// Marks the whole layout for recomputation.
    public func invalidateAll() {
        storage.invalidateEverything = true
        storage.invalidateDataSourceCounts = true
    }

    /// Whether nothing at all was invalidated.
    open var isEmpty: Bool {
        let s = storage
        return !s.invalidateEverything && !s.invalidateDataSourceCounts && s.onlyItem == nil && s.items.isEmpty && s.supplementary.isEmpty
            && s.decoration.isEmpty && s.contentOffsetAdjustment == .zero && s.contentSizeAdjustment == .zero
            && s.previousMoving == nil && s.targetMoving == nil && s.updateMappings.isEmpty
    }

    /// Folds another context into this one, when several invalidations happen before one
    /// layout pass. Flags are OR-ed, index paths united, adjustments added; the latest
    /// interactive-movement values win. Subclasses call `super` and merge their own.
    open func merge(_ other: InvalidationContext) {
        // One read of the other's storage, one write of this one's (the read is a copy, so
        // merging a context into itself is no overlapping access).
        let theirs = other.storage
        storage.merge(theirs)
    }
}
