import Geometry
import LayoutProtocol

/// The invalidation context of a ``TransitionLayout``: it can say that only the
/// progress changed, so the inner layouts need no new pass.
open class TransitionInvalidationContext: InvalidationContext {
    /// Whether ``TransitionLayout/transitionProgress`` changed.
    public var invalidateTransitionProgress = false

    /// Whether nothing is invalidated, the progress included.
    open override var isEmpty: Bool { super.isEmpty && !invalidateTransitionProgress }

    /// Merges another context, keeping the progress flag of either.
    open override func merge(_ other: InvalidationContext) {
        super.merge(other)
        if let other = other as? TransitionInvalidationContext, other.invalidateTransitionProgress {
            invalidateTransitionProgress = true
        }
    }
}
