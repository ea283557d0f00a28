import Geometry
import LayoutProtocol
import ReuseQueue

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
/// The host is not `Sendable`: it belongs to one isolation domain (UIKit's main thread),
/// together with its layout, views, data source and clock. Every call that can fail
/// throws a ``CollectionViewError`` and leaves the host as it was.
public final class CollectionViewHost {
    // MARK: - Stored state: configuration

    /// Supplies counts and views. Held weakly, as in UIKit.
    public weak var dataSource: (any CollectionViewDataSource)?
    /// Told which items are about to come on screen. Held weakly.
    public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    /// Reacts to selection, display and scrolling. Held weakly.
    public weak var delegate: (any CollectionViewDelegate)?
    /// The clock that drives animations (scrolling, transitions).
    public let clock: any FrameClock

    /// The layout in use. Replace it with ``setCollectionViewLayout(_:)``.
    public private(set) var collectionViewLayout: CollectionViewLayout

    /// The visible rectangle in content coordinates; its origin is the content offset.
    public private(set) var bounds: Rect
    /// Insets around the content (`contentInset`).
    public private(set) var contentInset: EdgeInsets = .zero
    /// The safe area insets the layout may use.
    public var safeAreaInsets: EdgeInsets = .zero
    /// The layout margins the layout may use.
    public var layoutMargins: EdgeInsets = .zero
    /// Pixels per point for rounding frames; `nil` keeps frames exact.
    public var displayScale: Double?
    /// The reading direction given to the layout.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// How far beyond the bounds (on every side) elements are prepared and prefetched.
    public var prefetchMargin: Double = 0

    // MARK: - Stored state: data and visible set

    /// Items per section as last read from the data source; `nil` before the first read.
    package var cachedCounts: [Int]?
    /// The attributes of the elements in the visible rect (plus the prefetch margin).
    package var visibleAttributes: [ElementKey: LayoutAttributes] = [:]
    /// The views shown for visible elements.
    package var visibleViews: [ElementKey: CollectionReusableView] = [:]
    /// How many layout passes (prepare + visible set) ran.
    public private(set) var layoutPassCount: Int = 0

    // MARK: - Stored state: selection

    /// Whether the user can select items (`allowsSelection`).
    public var allowsSelection: Bool = true
    /// Whether more than one item can be selected (`allowsMultipleSelection`).
    public var allowsMultipleSelection: Bool = false
    /// The selected items.
    package var selectedItems: Set<ElementIndexPath> = []
    /// The highlighted items.
    package var highlightedItems: Set<ElementIndexPath> = []

    // MARK: - Stored state: reuse

    /// The reuse queue behind `dequeueReusableCell` and friends.
    package var reuseState: AnyObject?

    // MARK: - Stored state: scrolling

    /// The running deceleration or animated scroll, if any.
    package var scrollAnimation: AnyObject?
    /// How fast a fling slows down (`decelerationRate`); ``DecelerationRate/normal`` by default.
    public var decelerationRate: DecelerationRate = .normal
    /// Whether flings stop on multiples of the bounds size (`isPagingEnabled`).
    public var isPagingEnabled: Bool = false

    // MARK: - Stored state: batch updates

    /// The state of a batch update in progress, if any.
    package var updateState: AnyObject?

    // MARK: - Stored state: other modules

    /// State other CVKit modules keep on the host (transitions, gestures), by owner type.
    package var moduleState: [ObjectIdentifier: AnyObject] = [:]

    // MARK: - Lifecycle

    /// Creates a collection view with a frame (its size becomes the bounds size) and a
    /// layout.
    ///
    /// - Parameters:
    ///   - frame: The view's frame; only the size is used. A non-finite or negative size
    ///     becomes zero.
    ///   - layout: The layout; the host becomes its ``LayoutProtocol/CollectionViewLayout/host``.
    ///   - clock: The animation clock; a ``ManualFrameClock`` by default.
    public init(frame: Rect, layout: CollectionViewLayout, clock: any FrameClock = ManualFrameClock()) {
        let size = frame.size.isValidLayoutSize ? frame.size : .zero
        self.bounds = Rect(origin: .zero, size: size)
        self.collectionViewLayout = layout
        self.clock = clock
        layout.host = HostProxy(view: self)
    }

    // MARK: - Counts

    /// The number of sections, from the counts last read from the data source.
    public var numberOfSections: Int { cachedCounts?.count ?? 0 }

    /// The number of items in a section; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        guard let counts = cachedCounts, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// Reads every count from the data source and validates it.
    ///
    /// - Throws: ``CollectionViewError/negativeSectionCount(_:)`` or
    ///   ``CollectionViewError/negativeItemCount(section:count:)``.
    package func readCountsFromDataSource() throws(CollectionViewError) -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        guard sections >= 0 else { throw .negativeSectionCount(sections) }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for s in 0..<sections {
            let n = dataSource.collectionView(self, numberOfItemsInSection: s)
            guard n >= 0 else { throw .negativeItemCount(section: s, count: n) }
            counts.append(n)
        }
        return counts
    }

    // MARK: - Reloading and invalidating

    /// Discards everything and asks the data source again: counts, views and layout
    /// (the seeds: use it when the data changed wholesale). Selection is cleared.
    ///
    /// - Throws: A ``CollectionViewError`` for bad counts or a layout that rejects them;
    ///   the host is then as it was.
    public func reloadData() throws(CollectionViewError) {
        let counts = try readCountsFromDataSource()
        let saved = (cachedCounts, visibleAttributes, selectedItems, highlightedItems)
        cachedCounts = counts
        selectedItems = []
        highlightedItems = []
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateAll()
        collectionViewLayout.invalidateLayout(with: context)
        do {
            try layoutPass(reconfigureAll: true)
        } catch {
            (cachedCounts, visibleAttributes, selectedItems, highlightedItems) = saved
            throw error
        }
    }

    /// Recomputes the layout but keeps the views (the seeds: use it when only geometry
    /// changed). The work happens at the next ``layoutIfNeeded()``.
    public func invalidateLayout() {
        collectionViewLayout.invalidateLayout()
    }

    // MARK: - The layout pass

    /// Runs the layout pass if anything is pending: `prepare()` once (however many
    /// invalidations came before), the content size, the attributes of the visible rect,
    /// then the views for the elements that came into view.
    ///
    /// - Throws: A ``CollectionViewError``; the visible set is then unchanged.
    public func layoutIfNeeded() throws(CollectionViewError) {
        if cachedCounts == nil {
            try reloadData()
            return
        }
        guard collectionViewLayout.needsPrepare || visibleRectNeedsRefresh else { return }
        try layoutPass(reconfigureAll: false)
    }

    /// Set when the bounds moved without invalidating the layout.
    package var visibleRectNeedsRefresh = true

    /// The rect whose elements are kept: the bounds grown by ``prefetchMargin``.
    public var preparedRect: Rect {
        let m = max(0, prefetchMargin.isFinite ? prefetchMargin : 0)
        return bounds.insetBy(dx: -m, dy: -m)
    }

    /// One pass: prepare, content size, query the prepared rect, diff the visible set.
    package func layoutPass(reconfigureAll: Bool) throws(CollectionViewError) {
        let layout = collectionViewLayout
        let adjustment = layout.pendingInvalidation?.contentOffsetAdjustment ?? .zero
        do {
            try layout.prepareIfNeeded()
        } catch {
            throw .layout(error)
        }
        if adjustment != .zero {
            bounds.origin = bounds.origin + (adjustment - .zero)
        }
        let fresh = try queryVisibleAttributes()
        let old = visibleAttributes
        visibleAttributes = fresh
        visibleRectNeedsRefresh = false
        layoutPassCount += 1
        do {
            try visibleSetDidChange(from: old, to: fresh, reconfigureAll: reconfigureAll)
        } catch {
            visibleAttributes = old
            throw error
        }
    }

    /// The attributes the layout returns for ``preparedRect``, checked against the counts.
    package func queryVisibleAttributes() throws(CollectionViewError) -> [ElementKey: LayoutAttributes] {
        let rect = preparedRect
        let all = collectionViewLayout.layoutAttributesForElements(in: rect)
        var result: [ElementKey: LayoutAttributes] = [:]
        result.reserveCapacity(all.count)
        for a in all {
            if a.category == .cell {
                let s = a.indexPath.section, i = a.indexPath.item
                guard s >= 0, s < numberOfSections else {
                    throw .dataSourceInconsistent(
                        "the layout returned attributes for an item in section \(s), but the data source reports \(numberOfSections) sections")
                }
                guard i >= 0, i < numberOfItems(inSection: s) else {
                    throw .dataSourceInconsistent(
                        "the layout returned attributes for item \(i) in section \(s), but section \(s) contains only \(numberOfItems(inSection: s)) items")
                }
            }
            guard a.isFinite else {
                throw .dataSourceInconsistent("the layout returned non-finite attributes: \(a)")
            }
            result[a.key] = a
        }
        return result
    }

    /// Called after every pass with the previous and the new visible attributes; the
    /// reuse queue integration (views in and out) hooks in here.
    package func visibleSetDidChange(
        from old: [ElementKey: LayoutAttributes], to new: [ElementKey: LayoutAttributes], reconfigureAll: Bool
    ) throws(CollectionViewError) {
        try updateVisibleViews(from: old, to: new, reconfigureAll: reconfigureAll)
    }

    // MARK: - Bounds and content offset

    /// The content offset: the origin of the bounds.
    public var contentOffset: Point { bounds.origin }

    /// The content size the layout reports.
    public var contentSize: Size { collectionViewLayout.contentSize }

    /// Moves or resizes the visible rect. Asks the layout
    /// `shouldInvalidateLayout(forBoundsChange:)` and, if it says so, invalidates with
    /// its `invalidationContext(forBoundsChange:)`; then runs the layout pass.
    ///
    /// - Throws: ``CollectionViewError/invalidGeometry(_:)`` for non-finite values or a
    ///   negative size, or what the pass throws; the host is then as it was.
    public func setBounds(_ newBounds: Rect) throws(CollectionViewError) {
        guard newBounds.isFinite, newBounds.width >= 0, newBounds.height >= 0 else {
            throw .invalidGeometry("bounds \(newBounds) must be finite with a non-negative size")
        }
        guard newBounds != bounds else { return }
        let oldBounds = bounds
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            let context = layout.invalidationContext(forBoundsChange: newBounds)
            bounds = newBounds
            layout.invalidateLayout(with: context)
        } else {
            bounds = newBounds
        }
        visibleRectNeedsRefresh = true
        do {
            try layoutIfNeeded()
        } catch {
            bounds = oldBounds
            throw error
        }
        if oldBounds.origin != newBounds.origin { delegate?.collectionViewDidScroll(self) }
    }

    /// Moves the content offset (a scroll without animation).
    public func setContentOffset(_ offset: Point) throws(CollectionViewError) {
        guard offset.isFinite else {
            throw .invalidGeometry("content offset \(offset) must be finite")
        }
        try setBounds(Rect(origin: offset, size: bounds.size))
    }

    /// Resizes the view, keeping the content offset.
    public func setFrameSize(_ size: Size) throws(CollectionViewError) {
        guard size.isValidLayoutSize else {
            throw .invalidGeometry("frame size \(size) must be finite and not negative")
        }
        try setBounds(Rect(origin: bounds.origin, size: size))
    }

    /// Sets the content inset and invalidates the layout.
    ///
    /// - Throws: ``CollectionViewError/invalidGeometry(_:)`` for a non-finite inset, or
    ///   what the layout pass throws; the previous inset is kept when it throws.
    public func setContentInset(_ insets: EdgeInsets) throws(CollectionViewError) {
        guard insets.isFinite else {
            throw .invalidGeometry("content inset \(insets) must be finite")
        }
        let old = contentInset
        contentInset = insets
        collectionViewLayout.invalidateLayout()
        do {
            try layoutIfNeeded()
        } catch {
            contentInset = old
            throw error
        }
    }

    // MARK: - The visible set

    /// The attributes of the visible elements (within the bounds plus the prefetch
    /// margin), sorted by category, kind, section and item.
    public var visibleElements: [LayoutAttributes] {
        visibleAttributes.values.sorted { $0.key < $1.key }
    }

    /// The index paths of the visible cells, sorted.
    public var indexPathsForVisibleItems: [ElementIndexPath] {
        visibleAttributes.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The attributes of one item, from the layout.
    public func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The attributes of one supplementary view, from the layout.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The visible item whose frame contains a point (the one with the highest zIndex).
    public func indexPathForItem(at point: Point) -> ElementIndexPath? {
        visibleAttributes.values
            .filter { $0.category == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?
            .indexPath
    }

    // MARK: - Changing the layout

    /// Replaces the layout without animation: the old layout loses its host, the new one
    /// gets it and is laid out.
    ///
    /// - Throws: What the layout pass throws; the old layout is then restored.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout) throws(CollectionViewError) {
        let old = collectionViewLayout
        guard layout !== old else { return }
        collectionViewLayout = layout
        layout.host = HostProxy(view: self)
        do {
            try layoutPass(reconfigureAll: false)
        } catch {
            collectionViewLayout = old
            throw error
        }
        old.host = nil
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
    var safeAreaInsets: EdgeInsets { view?.safeAreaInsets ?? .zero }
    var layoutMargins: EdgeInsets { view?.layoutMargins ?? .zero }
    var displayScale: Double? { view?.displayScale }
    var layoutDirection: LayoutDirection { view?.layoutDirection ?? .leftToRight }
    var layoutDelegate: AnyObject? { view?.delegate }
    var layoutDataSource: AnyObject? { view?.dataSource }
}
