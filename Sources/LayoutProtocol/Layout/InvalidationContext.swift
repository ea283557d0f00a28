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
    /// Everything must be recomputed (set by ``CollectionViewLayout/invalidateLayout()``
    /// and after `reloadData`).
    public internal(set) var invalidateEverything: Bool = false
    /// The number of sections or items changed.
    public var invalidateDataSourceCounts: Bool = false
    /// Items whose attributes must be recomputed.
    public private(set) var invalidatedItemIndexPaths: Set<ElementIndexPath> = []
    /// Supplementary views, by kind, whose attributes must be recomputed.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: Set<ElementIndexPath>] = [:]
    /// Decoration views, by kind, whose attributes must be recomputed.
    public private(set) var invalidatedDecorationIndexPaths: [String: Set<ElementIndexPath>] = [:]
    /// How far the host should move its content offset (to keep content in place).
    public var contentOffsetAdjustment: Point = .zero
    /// How much the content size changes.
    public var contentSizeAdjustment: Size = .zero
    /// The index paths of items being moved interactively, before this change.
    public var previousIndexPathsForInteractivelyMovingItems: [ElementIndexPath]? = nil
    /// The index paths of items being moved interactively, after this change.
    public var targetIndexPathsForInteractivelyMovingItems: [ElementIndexPath]? = nil
    /// Where the interactively moving items are.
    public var interactiveMovementTarget: Point = .zero

    /// Creates an empty context: nothing invalidated.
    public init() {}

    /// A context that invalidates everything.
    public static func everything() -> InvalidationContext {
        let c = InvalidationContext()
        c.invalidateEverything = true
        c.invalidateDataSourceCounts = true
        return c
    }

    /// Marks items for recomputation.
    ///
    /// Inlinable so the loop over `indexPaths` is specialized for the caller's sequence (an
    /// unspecialized `formUnion` looks up the sequence's metadata and conformances at run
    /// time, several thousand instructions for one path).
    @inlinable public func invalidateItems(at indexPaths: some Sequence<ElementIndexPath>) {
        for path in indexPaths { insertInvalidatedItem(path) }
    }

    /// Adds one path to ``invalidatedItemIndexPaths`` (for the inlinable ``invalidateItems(at:)``).
    @usableFromInline func insertInvalidatedItem(_ path: ElementIndexPath) {
        invalidatedItemIndexPaths.insert(path)
    }

    /// Marks supplementary views of a kind for recomputation.
    public func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: some Sequence<ElementIndexPath>) {
        invalidatedSupplementaryIndexPaths[kind, default: []].formUnion(indexPaths)
    }

    /// Marks decoration views of a kind for recomputation.
    public func invalidateDecorationElements(ofKind kind: String, at indexPaths: some Sequence<ElementIndexPath>) {
        invalidatedDecorationIndexPaths[kind, default: []].formUnion(indexPaths)
    }

    /// Marks the whole layout for recomputation.
    public func invalidateAll() {
        invalidateEverything = true
        invalidateDataSourceCounts = true
    }

    /// Whether nothing at all was invalidated.
    open var isEmpty: Bool {
        !invalidateEverything && !invalidateDataSourceCounts && invalidatedItemIndexPaths.isEmpty
            && invalidatedSupplementaryIndexPaths.isEmpty && invalidatedDecorationIndexPaths.isEmpty
            && contentOffsetAdjustment == .zero && contentSizeAdjustment == .zero
            && previousIndexPathsForInteractivelyMovingItems == nil
            && targetIndexPathsForInteractivelyMovingItems == nil
    }

    /// Folds another context into this one, when several invalidations happen before one
    /// layout pass. Flags are OR-ed, index paths united, adjustments added; the latest
    /// interactive-movement values win. Subclasses call `super` and merge their own.
    open func merge(_ other: InvalidationContext) {
        // Only what the other context sets is read back and written: each access to a
        // class's stored property is checked for exclusivity at run time, and a merge
        // runs on every invalidation.
        if other.invalidateEverything { invalidateEverything = true }
        if other.invalidateDataSourceCounts { invalidateDataSourceCounts = true }
        // Into an empty set or table the other's is taken as it is (shared copy-on-write,
        // O(1)): a context merged into a fresh one costs no hashing and no allocation.
        let items = other.invalidatedItemIndexPaths
        if !items.isEmpty {
            if invalidatedItemIndexPaths.isEmpty {
                invalidatedItemIndexPaths = items
            } else {
                invalidatedItemIndexPaths.formUnion(items)
            }
        }
        let supplementary = other.invalidatedSupplementaryIndexPaths
        if !supplementary.isEmpty {
            if invalidatedSupplementaryIndexPaths.isEmpty {
                invalidatedSupplementaryIndexPaths = supplementary
            } else {
                for (kind, paths) in supplementary { invalidatedSupplementaryIndexPaths[kind, default: []].formUnion(paths) }
            }
        }
        let decoration = other.invalidatedDecorationIndexPaths
        if !decoration.isEmpty {
            if invalidatedDecorationIndexPaths.isEmpty {
                invalidatedDecorationIndexPaths = decoration
            } else {
                for (kind, paths) in decoration { invalidatedDecorationIndexPaths[kind, default: []].formUnion(paths) }
            }
        }
        let offset = other.contentOffsetAdjustment
        if offset != .zero { contentOffsetAdjustment = contentOffsetAdjustment + (offset - .zero) }
        let size = other.contentSizeAdjustment
        if size != .zero {
            contentSizeAdjustment = Size(
                width: contentSizeAdjustment.width + size.width, height: contentSizeAdjustment.height + size.height)
        }
        if let p = other.previousIndexPathsForInteractivelyMovingItems { previousIndexPathsForInteractivelyMovingItems = p }
        if let t = other.targetIndexPathsForInteractivelyMovingItems {
            targetIndexPathsForInteractivelyMovingItems = t
            interactiveMovementTarget = other.interactiveMovementTarget
        }
    }
}
