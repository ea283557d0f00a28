/// How a collection view adds its safe area to its content inset
/// (`UIScrollView.ContentInsetAdjustmentBehavior`); the sum is `adjustedContentInset`, which
/// every scrolling rule uses: the resting offset, clamping, the rubber band,
/// `scrollToItem`, paging and scroll-to-top.
public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable, CaseIterable {
    /// The safe area on the vertical edges always, and on the horizontal edges when the
    /// content scrolls horizontally: UIKit's behavior for the content view of a view
    /// controller shown by a navigation or tab bar controller, which a headless host
    /// assumes. The default.
    case automatic
    /// The safe area on the edges of the axes the content scrolls along (the content with
    /// its inset is larger than the bounds, or the axis always bounces).
    case scrollableAxes
    /// No safe area: the adjusted inset is the content inset.
    case never
    /// The safe area on every edge.
    case always
}
