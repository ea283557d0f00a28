import CollectionView
import Foundation
import FrameAnimation
import Geometry
import LayoutProtocol

/// The scroll view (`UIScrollView`) that ``UICollectionView`` is a subclass of, as in UIKit, so
/// a ``UIScrollViewDelegate`` method reads `scrollView.contentOffset`, `isDragging` or
/// `isDecelerating`, or casts `scrollView as? UICollectionView`.
///
/// Every scroll view here is a collection view: the state lives in its CVKit
/// ``CollectionView/CollectionViewHost`` (``host``), and there is no public initializer.
/// `delegate` is declared by ``UICollectionView`` (typed `UICollectionViewDelegate`, a
/// refinement of ``UIScrollViewDelegate``): Swift does not let a subclass narrow a
/// property's type as Objective-C does.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How fast scrolling decelerates.
    public struct DecelerationRate: Hashable, Sendable {
        /// The factor per millisecond.
        public let rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate.
        public static let normal = DecelerationRate(rawValue: CGFloat(FrameAnimation.DecelerationRate.normal.rawValue))
        /// UIKit's fast rate.
        public static let fast = DecelerationRate(rawValue: CGFloat(FrameAnimation.DecelerationRate.fast.rawValue))
    }

    /// The CVKit host behind this view.
    public let host: CollectionViewHost

    /// The error of the last call UIKit would have raised for, or `nil`.
    public internal(set) var lastError: CollectionViewError?

    /// The values of the members that only store them (`UIScrollView+Audit.swift`,
    /// `UICollectionView+Audit.swift`).
    var scrollValues = ScrollViewValues()

    /// A scroll view over `host` (made by ``UICollectionView``).
    init(host: CollectionViewHost) {
        self.host = host
        super.init()
    }

    /// Creates a scroll view from an archive: not supported (no nibs on Linux, and every
    /// scroll view here is a collection view).
    @available(*, unavailable, message: "there are no storyboards or nibs on Linux; use UICollectionView(frame:collectionViewLayout:)")
    public required init?(coder: NSCoder) { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    // MARK: - Scrolling state

    /// Whether a finger is down on the view (`isTracking`), dragging or not.
    public var isTracking: Bool { host.isTracking }

    /// Whether the user is dragging the content (`isDragging`).
    public var isDragging: Bool { host.isDragging }

    /// Whether the content moves on after the finger lifted (`isDecelerating`).
    public var isDecelerating: Bool { host.isDecelerating }

    /// Whether the content springs back past its edges (`bounces`); `true` by default.
    public var bounces: Bool {
        get { host.bounces }
        set { host.bounces = newValue }
    }

    /// Whether a vertical drag rubber-bands even when the content is not taller than the view.
    public var alwaysBounceVertical: Bool {
        get { host.alwaysBounceVertical }
        set { host.alwaysBounceVertical = newValue }
    }

    /// Whether a tap on the status bar scrolls to the top (`scrollsToTop`); `true` by
    /// default. The host's `scrollToTop()` is that tap.
    public var scrollsToTop: Bool {
        get { host.scrollsToTop }
        set { host.scrollsToTop = newValue }
    }

    /// Whether a horizontal drag rubber-bands even when the content is not wider than the view.
    public var alwaysBounceHorizontal: Bool {
        get { host.alwaysBounceHorizontal }
        set { host.alwaysBounceHorizontal = newValue }
    }

    // MARK: - Geometry

    /// The scroll position.
    public var contentOffset: CGPoint {
        get { CGPoint(host.contentOffset) }
        set { record { () throws(CollectionViewError) in try host.setContentOffset(newValue.native) } }
    }

    /// Scrolls to an offset; with animation, the host's clock plays the scroll.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        record { () throws(CollectionViewError) in try host.setContentOffset(contentOffset.native, animated: animated) }
    }

    /// The content inset.
    public var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(host.contentInset) }
        set { record { () throws(CollectionViewError) in try host.setContentInset(newValue.native) } }
    }

    /// How the safe area adds to the content inset (UIKit's enumeration).
    public typealias ContentInsetAdjustmentBehavior = CollectionView.ContentInsetAdjustmentBehavior

    /// How the safe area adds to the content inset; `.automatic` by default, as in UIKit
    /// (headless, `.automatic` always adjusts the vertical edges, as for a view controller's
    /// content view in a navigation or tab bar controller).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { host.contentInsetAdjustmentBehavior }
        set { host.contentInsetAdjustmentBehavior = newValue }
    }

    /// The content inset plus the safe area on the edges ``contentInsetAdjustmentBehavior``
    /// adjusts; every scrolling rule (resting offset, clamping, paging, scrolling to an item
    /// or to the top) uses it.
    public var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(host.adjustedContentInset) }

    /// The safe area insets (settable here: there is no window to provide them). A change
    /// keeps a view resting at the top at the top, as in UIKit.
    open override var safeAreaInsets: UIEdgeInsets {
        get { UIEdgeInsets(host.safeAreaInsets) }
        set { host.safeAreaInsets = newValue.native }
    }

    /// The size of the content, from the layout.
    public var contentSize: CGSize { CGSize(host.contentSize) }

    /// Whether scrolling stops on multiples of the bounds.
    public var isPagingEnabled: Bool {
        get { host.isPagingEnabled }
        set { host.isPagingEnabled = newValue }
    }

    /// How fast scrolling decelerates.
    public var decelerationRate: UIScrollView.DecelerationRate {
        get { UIScrollView.DecelerationRate(rawValue: CGFloat(host.decelerationRate.rawValue)) }
        set { host.decelerationRate = FrameAnimation.DecelerationRate(rawValue: Double(newValue.rawValue)) ?? .normal }
    }

    /// Called when ``adjustedContentInset`` changes; the default tells the delegate
    /// (`scrollViewDidChangeAdjustedContentInset(_:)`), so an override calls `super`.
    open func adjustedContentInsetDidChange() {
        (self as? UICollectionView)?.delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Runs `body`, recording its error in ``lastError``.
    func record(_ body: () throws(CollectionViewError) -> Void) {
        do {
            try body()
            lastError = nil
        } catch {
            lastError = error
        }
    }
}
