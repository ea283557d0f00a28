import CollectionView
import Foundation
import Geometry

// Members of UIKit's scroll-view surface that a headless scroll view keeps as values or
// answers from its host (see "Audit: every member of the collection-view surface" in
// Docs/UIKitCompatibility.md).

extension UIScrollView {
    /// The style of the scroll indicators (UIKit's `UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Sendable {
        /// Dark indicators on a light background, light ones on a dark background.
        case `default`
        /// Dark indicators.
        case black
        /// Light indicators.
        case white
    }

    /// When a drag dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag does not dismiss the keyboard.
        case none
        /// The keyboard is dismissed when a drag begins.
        case onDrag
        /// The keyboard follows the drag and can be dragged down.
        case interactive
        /// As `onDrag`, with the keyboard's accessory view.
        case onDragWithAccessory
        /// As `interactive`, with the keyboard's accessory view.
        case interactiveWithAccessory
    }

    /// When the scroll view shows its index (UIKit's `UIScrollView.IndexDisplayMode`).
    public enum IndexDisplayMode: Int, Sendable {
        /// The system decides.
        case automatic
        /// The index is never shown.
        case alwaysHidden
    }

    /// Whether scrolling is enabled; `true` by default. Stored: the host's drag API and
    /// programmatic scrolls move the content either way.
    public var isScrollEnabled: Bool {
        get { scrollValues.isScrollEnabled }
        set { scrollValues.isScrollEnabled = newValue }
    }

    /// Whether a drag locks to one axis; `false` by default. Stored: the host's drag API
    /// moves along the translation it is given.
    public var isDirectionalLockEnabled: Bool {
        get { scrollValues.isDirectionalLockEnabled }
        set { scrollValues.isDirectionalLockEnabled = newValue }
    }

    /// Whether the content bounces horizontally; `true` by default. Stored: ``bounces``
    /// decides for both axes here.
    public var bouncesHorizontally: Bool {
        get { scrollValues.bouncesHorizontally }
        set { scrollValues.bouncesHorizontally = newValue }
    }

    /// Whether the content bounces vertically; `true` by default. Stored: ``bounces``
    /// decides for both axes here.
    public var bouncesVertically: Bool {
        get { scrollValues.bouncesVertically }
        set { scrollValues.bouncesVertically = newValue }
    }

    /// Whether an animated scroll is running (from `setContentOffset(_:animated:)`,
    /// `scrollToItem(at:at:animated:)` or a fling on the host's clock).
    public var isScrollAnimating: Bool { host.isScrollAnimating }

    /// Stops a running scroll animation or fling where it is, as UIKit does; there is no
    /// zooming to stop.
    public func stopScrollingAndZooming() {
        host.stopScrolling()
    }

    /// Scrolls the least that shows `rect` (in the content's coordinates) inside the bounds
    /// less the adjusted content inset, within the content's range; a rect larger than the
    /// visible area shows its top-left corner.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: inset)
        func delta(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if high - low > visibleHigh - visibleLow || low < visibleLow { return low - visibleLow }
            return high > visibleHigh ? high - visibleHigh : 0
        }
        let proposed = CGPoint(
            x: contentOffset.x + delta(rect.minX, rect.maxX, visible.minX, visible.maxX),
            y: contentOffset.y + delta(rect.minY, rect.maxY, visible.minY, visible.maxY)
        )
        let clamped = CGPoint(
            x: max(-inset.left, min(proposed.x, contentSize.width + inset.right - bounds.width)),
            y: max(-inset.top, min(proposed.y, contentSize.height + inset.bottom - bounds.height))
        )
        guard clamped != contentOffset else { return }
        setContentOffset(clamped, animated: animated)
    }

    /// The style of the scroll indicators; stored (nothing is drawn).
    public var indicatorStyle: IndicatorStyle {
        get { scrollValues.indicatorStyle }
        set { scrollValues.indicatorStyle = newValue }
    }

    /// Whether the horizontal indicator shows while scrolling; stored (nothing is drawn).
    public var showsHorizontalScrollIndicator: Bool {
        get { scrollValues.showsHorizontalScrollIndicator }
        set { scrollValues.showsHorizontalScrollIndicator = newValue }
    }

    /// Whether the vertical indicator shows while scrolling; stored (nothing is drawn).
    public var showsVerticalScrollIndicator: Bool {
        get { scrollValues.showsVerticalScrollIndicator }
        set { scrollValues.showsVerticalScrollIndicator = newValue }
    }

    /// The insets of the horizontal indicator; stored (nothing is drawn).
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { scrollValues.horizontalScrollIndicatorInsets }
        set { scrollValues.horizontalScrollIndicatorInsets = newValue }
    }

    /// The insets of the vertical indicator; stored (nothing is drawn).
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { scrollValues.verticalScrollIndicatorInsets }
        set { scrollValues.verticalScrollIndicatorInsets = newValue }
    }

    /// Whether the indicators' insets follow the safe area; stored (nothing is drawn).
    public var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { scrollValues.automaticallyAdjustsScrollIndicatorInsets }
        set { scrollValues.automaticallyAdjustsScrollIndicatorInsets = newValue }
    }

    /// Shows the indicators for a moment: nothing is drawn here, so nothing changes.
    public func flashScrollIndicators() {}

    /// Runs `changes`, which change the content offset; UIKit shows the indicators meanwhile
    /// (nothing is drawn here).
    public func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        changes()
    }

    /// When a drag dismisses the keyboard; stored (there is no keyboard).
    public var keyboardDismissMode: KeyboardDismissMode {
        get { scrollValues.keyboardDismissMode }
        set { scrollValues.keyboardDismissMode = newValue }
    }

    /// When the index shows; stored (there is no index).
    public var indexDisplayMode: IndexDisplayMode {
        get { scrollValues.indexDisplayMode }
        set { scrollValues.indexDisplayMode = newValue }
    }

    /// The point of the content that stays in place when the content's size changes; stored
    /// (the host keeps the offset by its own anchoring rules).
    public var contentAlignmentPoint: CGPoint {
        get { scrollValues.contentAlignmentPoint }
        set { scrollValues.contentAlignmentPoint = newValue }
    }

    /// Whether horizontal scrolling passes to an enclosing scroll view at the edges; stored
    /// (orthogonal sections scroll through the host).
    public var transfersHorizontalScrollingToParent: Bool {
        get { scrollValues.transfersHorizontalScrollingToParent }
        set { scrollValues.transfersHorizontalScrollingToParent = newValue }
    }

    /// Whether vertical scrolling passes to an enclosing scroll view at the edges; stored
    /// (orthogonal sections scroll through the host).
    public var transfersVerticalScrollingToParent: Bool {
        get { scrollValues.transfersVerticalScrollingToParent }
        set { scrollValues.transfersVerticalScrollingToParent = newValue }
    }

    /// Whether the keyboard's arrow keys scroll; stored (there is no keyboard).
    public var allowsKeyboardScrolling: Bool {
        get { scrollValues.allowsKeyboardScrolling }
        set { scrollValues.allowsKeyboardScrolling = newValue }
    }
}
