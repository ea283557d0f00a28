@_exported import FrameAnimation
import Geometry
@_exported import LayoutProtocol
import ReuseQueue
import Transitions

/// The headless collection view: it asks the data source for counts and views, runs the
/// layout pass, keeps the visible set, and hosts scrolling, batch updates, selection,
/// transitions and interactive movement (UIKit's `UICollectionView`).
///
/// Named `CollectionViewHost` so the module name `CollectionView` stays usable for
/// qualification.
///
/// ```swift
/// let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 390, height: 844), layout: FlowLayout())
/// cv.dataSource = photos
/// try cv.layoutIfNeeded()
/// cv.indexPathsForVisibleItems // [[0, 0], [0, 1], …]
/// ```
///
/// The host is a façade over typed parts, each in its own file under `Host/Parts/` with
/// what it owns and may not touch: the `Viewport` (bounds, insets, scrolling physics),
/// the `VisibleSet` (counts, visible attributes and views, the reuse pool), the
/// `UpdateCoordinator` (batch updates and their plans), the `SelectionModel`, the
/// `TransitionCoordinator` (layout transitions), the `InteractiveMovementState`, the
/// `HostWriteGuard` (writes from layout hooks) and the `GestureSystem` (touches). The flows
/// that span parts live in one extension per feature: `+Counts`, `+LayoutPass`, `+Views`,
/// `+Registration`, `+Scrolling`, `+Anchoring`, `+Updates`, `+Selection`, `+Transitions`,
/// `+InteractiveMovement`, `+Gestures`.
///
/// The host is not `Sendable`: it belongs to one isolation domain (UIKit's main thread),
/// together with its layout, views, data source and clock. Every call that can fail
/// throws a ``CollectionViewError`` and leaves the host as it was.
public final class CollectionViewHost {
    // MARK: - Collaborators

    /// Supplies counts and views. Held weakly, as in UIKit. Setting it makes the counts
    /// stale: they are read again when next needed, and the next pass reloads every view.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { dataSourceDidChange() }
    }
    /// Told which items are about to come on screen. Held weakly.
    public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    /// Reacts to selection, display and scrolling. Held weakly.
    public weak var delegate: (any CollectionViewDelegate)?
    /// The clock that drives animations (scrolling, transitions).
    public let clock: any FrameClock
    /// Hears each phase of the layout work and the offset moves the host makes on its own
    /// (`ScrollReport` times frames with it); `nil` by default. Held strongly: an observer
    /// must not hold the host.
    public var layoutWorkObserver: (any LayoutWorkObserver)?

    /// The layout in use. Replace it with ``setCollectionViewLayout(_:)``.
    public var collectionViewLayout: CollectionViewLayout { layoutSlot }
    /// The layout in use (set only by the layout-changing paths).
    var layoutSlot: CollectionViewLayout

    // MARK: - Parts

    /// Bounds, insets, scrolling physics and the running scroll.
    let viewport: Viewport
    /// Counts, visible attributes and views, the reuse pool.
    let visibleSet = VisibleSet()
    /// Selected and highlighted items.
    let selection = SelectionModel()
    /// Batch updates in progress and the last plan.
    let updateCoordinator = UpdateCoordinator()
    /// The layout transition in progress.
    let transitions = TransitionCoordinator()
    /// The interactive movement in progress.
    let movementState = InteractiveMovementState()
    /// The touch engine (recognizers, the view's own tracking), created on first use.
    var touchSystem: GestureSystem?
    /// Drags and decelerations of sections that scroll on their own axis.
    lazy var orthogonalScroller = OrthogonalScroller(clock: clock)
    /// Whether a layout pass or a host write is running, so that writes from the layout's
    /// hooks coalesce instead of recursing.
    let writeGuard = HostWriteGuard()

    // MARK: - Lifecycle

    /// Creates a collection view with a frame (its size becomes the bounds size) and a
    /// layout.
    ///
    /// - Parameters:
    ///   - frame: The view's frame; only the size is used. A non-finite or negative size
    ///     becomes zero.
    ///   - layout: The layout; the host becomes its ``LayoutProtocol/CollectionViewLayout/host``.
    ///   - clock: The animation clock; a ``FrameAnimation/ManualFrameClock`` by default.
    public init(frame: Rect, layout: CollectionViewLayout, clock: any FrameClock = ManualFrameClock()) {
        let size = frame.size.isValidLayoutSize ? frame.size : .zero
        self.viewport = Viewport(size: size, clock: clock)
        self.layoutSlot = layout
        self.clock = clock
        layout.host = HostProxy(view: self)
    }

    // MARK: - Viewport (forwarded to ``viewport``)

    /// The visible rectangle in content coordinates; its origin is the content offset.
    public var bounds: Rect { viewport.bounds }
    /// Insets around the content (`contentInset`); set with ``setContentInset(_:)``.
    public var contentInset: EdgeInsets { viewport.contentInset }
    /// The safe area insets (settable: a headless host has no window to provide them). They
    /// add to the content inset as ``contentInsetAdjustmentBehavior`` says; a change keeps a
    /// view resting at the top at the top (its offset follows the adjusted inset) and
    /// invalidates the layout. A non-finite value is ignored.
    public var safeAreaInsets: EdgeInsets {
        get { viewport.safeAreaInsets }
        set {
            guard newValue.isFinite, newValue != viewport.safeAreaInsets else { return }
            adjustingInsets { viewport.safeAreaInsets = newValue }
        }
    }
    /// How the safe area adds to the content inset (`contentInsetAdjustmentBehavior`);
    /// ``ContentInsetAdjustmentBehavior/automatic`` by default, as in UIKit.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { viewport.contentInsetAdjustmentBehavior }
        set {
            guard newValue != viewport.contentInsetAdjustmentBehavior else { return }
            adjustingInsets { viewport.contentInsetAdjustmentBehavior = newValue }
        }
    }
    /// The layout margins the layout may use.
    public var layoutMargins: EdgeInsets {
        get { viewport.layoutMargins }
        set { viewport.layoutMargins = newValue }
    }
    /// Pixels per point for rounding frames; `nil` keeps frames exact.
    public var displayScale: Double? {
        get { viewport.displayScale }
        set { viewport.displayScale = newValue }
    }
    /// The reading direction given to the layout.
    public var layoutDirection: LayoutDirection {
        get { viewport.layoutDirection }
        set { viewport.layoutDirection = newValue }
    }
    /// How far beyond the bounds (on every side) elements are prepared and prefetched.
    public var prefetchMargin: Double {
        get { viewport.prefetchMargin }
        set { viewport.prefetchMargin = newValue }
    }
    /// How fast a fling slows down (`decelerationRate`); ``FrameAnimation/DecelerationRate/normal`` by default.
    public var decelerationRate: DecelerationRate {
        get { viewport.decelerationRate }
        set { viewport.decelerationRate = newValue }
    }
    /// Whether flings stop on multiples of the bounds size (`isPagingEnabled`).
    public var isPagingEnabled: Bool {
        get { viewport.isPagingEnabled }
        set { viewport.isPagingEnabled = newValue }
    }

    // MARK: - Visible set and selection (forwarded)

    /// Whether the user can select items (`allowsSelection`).
    public var allowsSelection: Bool {
        get { selection.allowsSelection }
        set { selection.allowsSelection = newValue }
    }
    /// Whether more than one item can be selected (`allowsMultipleSelection`).
    public var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set { selection.allowsMultipleSelection = newValue }
    }
}

// MARK: - The layout's view of the host

/// What the layout sees of the host: a weak reference, so host and layout do not keep
/// each other alive.
struct HostProxy: LayoutHost {
    weak var view: CollectionViewHost?

    var numberOfSections: Int { view?.numberOfSections ?? 0 }
    func numberOfItems(inSection section: Int) -> Int { view?.numberOfItems(inSection: section) ?? 0 }
    var bounds: Rect { view?.bounds ?? .zero }
    var contentInset: EdgeInsets { view?.contentInset ?? .zero }
    var adjustedContentInset: EdgeInsets { view?.adjustedContentInset ?? .zero }
    var safeAreaInsets: EdgeInsets { view?.safeAreaInsets ?? .zero }
    var layoutMargins: EdgeInsets { view?.layoutMargins ?? .zero }
    var displayScale: Double? { view?.displayScale }
    var layoutDirection: LayoutDirection { view?.layoutDirection ?? .leftToRight }
    var layoutDelegate: (any LayoutHostDelegate)? { view?.delegate }
    var layoutDataSource: (any LayoutHostDataSource)? { view?.dataSource }
}
