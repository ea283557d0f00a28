import Geometry
import LayoutProtocol

/// The content offset that keeps the visible content in view across the transition.
extension TransitionLayout {
    /// The content offset in ``nextLayout`` that keeps in view the content that is in view
    /// in ``currentLayout`` at `visibleBounds`, as decided by the next layout's
    /// `targetContentOffset(forProposedContentOffset:)`.
    ///
    /// The anchor is the first cell (in index-path order) that shares an area with
    /// `visibleBounds` in the current layout (touching is not enough): the proposed offset puts it at the same place in the viewport
    /// in the next layout, clamped to the next layout's scrollable range (content size plus
    /// `contentInset`, never before `−contentInset`). Without a visible cell the proposal
    /// is the current offset, clamped. Both inner layouts must be prepared.
    ///
    /// - Parameters:
    ///   - visibleBounds: The host's bounds in the current layout.
    ///   - contentInset: The host's content inset.
    /// - Returns: The next layout's target offset for the proposal (the proposal itself
    ///   when the layout returns a non-finite point).
    /// - Complexity: One rect query on the current layout: O(log n + k) for k visible
    ///   elements in a layout that answers by binary search.
    public func contentOffsetKeepingContentInView(visibleBounds: Rect, contentInset: EdgeInsets = .zero) -> Point {
        var proposed = visibleBounds.origin
        let anchor = currentLayout.layoutAttributesForElements(in: visibleBounds)
            .filter { $0.category == .cell && !$0.isHidden && $0.frame.overlaps(visibleBounds) }
            .min { $0.indexPath < $1.indexPath }
        if let anchor, let target = nextLayout.layoutAttributesForItem(at: anchor.indexPath) {
            let inViewport = anchor.frame.origin - visibleBounds.origin
            proposed = target.frame.origin - inViewport
        }
        let size = nextLayout.contentSize
        func clamp(_ value: Double, low: Double, high: Double) -> Double {
            guard value.isFinite else { return low }
            return max(low, min(value, max(low, high)))
        }
        let insets = contentInset.isFinite ? contentInset : .zero
        proposed = Point(
            x: clamp(proposed.x, low: -insets.left, high: size.width + insets.right - visibleBounds.width),
            y: clamp(proposed.y, low: -insets.top, high: size.height + insets.bottom - visibleBounds.height))
        let target = nextLayout.targetContentOffset(forProposedContentOffset: proposed)
        return target.isFinite ? target : proposed
    }
}
