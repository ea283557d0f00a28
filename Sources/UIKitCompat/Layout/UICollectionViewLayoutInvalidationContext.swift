import Foundation
import Geometry
import LayoutProtocol

/// Which parts of a layout need recomputing (`UICollectionViewLayoutInvalidationContext`).
///
/// Backed by the CVKit context the host merges and passes to the next pass. Subclass it (and
/// return the subclass from `invalidationContextClass`) to carry your own flags.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// The CVKit context the host sees.
    var native: InvalidationContext

    /// An empty context.
    public required override init() {
        native = InvalidationContext()
        super.init()
    }

    /// Whether everything is invalid (set by `invalidateLayout()` and data reloads).
    public var invalidateEverything: Bool { native.invalidateEverything }

    /// Whether the number of sections or items changed.
    public var invalidateDataSourceCounts: Bool { native.invalidateDataSourceCounts }

    /// The items invalidated, or `nil` when none.
    public var invalidatedItemIndexPaths: [IndexPath]? {
        native.invalidatedItemIndexPaths.isEmpty ? nil : native.invalidatedItemIndexPaths.sorted().map(IndexPath.init)
    }

    /// The supplementary views invalidated, by kind, or `nil` when none.
    public var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
        native.invalidatedSupplementaryIndexPaths.isEmpty
            ? nil : native.invalidatedSupplementaryIndexPaths.mapValues { $0.sorted().map(IndexPath.init) }
    }

    /// The decoration views invalidated, by kind, or `nil` when none.
    public var invalidatedDecorationIndexPaths: [String: [IndexPath]]? {
        native.invalidatedDecorationIndexPaths.isEmpty
            ? nil : native.invalidatedDecorationIndexPaths.mapValues { $0.sorted().map(IndexPath.init) }
    }

    /// Invalidates items.
    public func invalidateItems(at indexPaths: [IndexPath]) { native.invalidateItems(at: indexPaths.map(\.native)) }

    /// Invalidates supplementary views of a kind.
    public func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        native.invalidateSupplementaryElements(ofKind: elementKind, at: indexPaths.map(\.native))
    }

    /// Invalidates decoration views of a kind.
    public func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        native.invalidateDecorationElements(ofKind: elementKind, at: indexPaths.map(\.native))
    }

    /// How much the content offset moves with this invalidation.
    public var contentOffsetAdjustment: CGPoint {
        get { CGPoint(native.contentOffsetAdjustment) }
        set { native.contentOffsetAdjustment = newValue.native }
    }

    /// How much the content size changes with this invalidation.
    public var contentSizeAdjustment: CGSize {
        get { CGSize(native.contentSizeAdjustment) }
        set { native.contentSizeAdjustment = newValue.native }
    }

    /// The index paths an interactively moving item came from, or `nil`.
    public var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? {
        native.previousIndexPathsForInteractivelyMovingItems?.map(IndexPath.init)
    }

    /// The index paths an interactively moving item goes to, or `nil`.
    public var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? {
        native.targetIndexPathsForInteractivelyMovingItems?.map(IndexPath.init)
    }

    /// Where the interactively moving item is.
    public var interactiveMovementTarget: CGPoint { CGPoint(native.interactiveMovementTarget) }

    /// `fresh` (a new context of the layout's class) holding what `native` invalidates (the
    /// host's own invalidations).
    static func wrapping(_ native: InvalidationContext, into fresh: UICollectionViewLayoutInvalidationContext)
        -> UICollectionViewLayoutInvalidationContext
    {
        fresh.native.merge(native)
        return fresh
    }
}
