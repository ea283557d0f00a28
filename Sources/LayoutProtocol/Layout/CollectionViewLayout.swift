import Geometry

/// The base class of every layout: it decides where each cell, supplementary view and
/// decoration view goes (UIKit's `UICollectionViewLayout`).
///
/// Subclass it and override what your layout needs — at least ``prepare()``,
/// ``contentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)``. The host drives the pass the seeds describe:
///
/// 1. ``prepare()`` — up-front work; afterwards ``contentSize`` must be known.
/// 2. ``contentSize``.
/// 3. ``layoutAttributesForElements(in:)`` for the visible rect.
/// 4. On demand: attributes for one item, supplementary or decoration view.
/// 5. ``shouldInvalidateLayout(forBoundsChange:)`` on every bounds change.
///
/// Invalidation is lazy and coalesced: ``invalidateLayout()`` and
/// ``invalidateLayout(with:)`` only mark the layout dirty and merge their contexts into
/// ``pendingInvalidation``; the next ``prepareIfNeeded()`` runs ``prepare()`` once.
///
/// ```swift
/// final class GridLayout: CollectionViewLayout {
///     var cell = Size(width: 50, height: 50)
///     override var contentSize: Size { … }
///     override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { … }
/// }
/// let layout = GridLayout()
/// layout.host = StaticLayoutHost(itemCounts: [100], bounds: Rect(x: 0, y: 0, width: 320, height: 480))
/// try layout.prepareIfNeeded()
/// ```
///
/// A layout never holds views. It is not `Sendable`: one layout belongs to one isolation
/// domain (the host that shows it, or the task that computes it).
///
/// Differences from UIKit: ``prepare()`` may throw a ``LayoutError`` for bad input (the
/// layout then keeps its previous state), and the host is any ``LayoutHost``.
open class CollectionViewLayout {
    // MARK: - Lifecycle

    /// Creates a layout with no host; it is dirty until its first ``prepareIfNeeded()``.
    public init() {}

    /// The view that shows the layout (UIKit's `collectionView`). Setting a host
    /// invalidates everything.
    public var host: (any LayoutHost)? {
        didSet { if !isReplacingStaticHost { invalidateLayout() } }
    }

    /// Set while ``changeStaticHostBounds(to:)`` swaps the host value, which is not a new
    /// host and must not invalidate.
    private var isReplacingStaticHost = false

    // MARK: - The layout pass

    /// Whether ``prepare()`` must run before the layout answers queries.
    public var needsPrepare: Bool { pass.needsPrepare }

    /// Every invalidation since the last successful ``prepare()``, merged into one
    /// context (available while ``prepare()`` runs, so it can recompute only what
    /// changed); `nil` when nothing was invalidated.
    public var pendingInvalidation: InvalidationContext? { pass.isPreparing ? pass.preparing : pass.pending }

    /// How many times ``prepare()`` has completed through ``prepareIfNeeded()`` (package
    /// access: the host and transition layouts use it to skip work, tests to count passes).
    package var preparePassCount: Int { pass.count }

    /// Whether ``prepare()`` is running (through ``prepareIfNeeded()``).
    public var isPreparing: Bool { pass.isPreparing }

    /// The pass bookkeeping in one stored value, so an invalidation and a
    /// ``prepareIfNeeded()`` each check one access for exclusivity instead of several.
    private var pass = PassState()

    /// See `pass`. While ``prepare()`` runs, the context it prepares for is `preparing`
    /// and `pending` collects what is invalidated meanwhile, so that an invalidation raised
    /// by the layout's own hooks is not lost: the layout stays dirty after the prepare.
    private struct PassState {
        var needsPrepare = true
        var pending: InvalidationContext? = InvalidationContext.everything()
        var preparing: InvalidationContext? = nil
        var isPreparing = false
        var count = 0

        mutating func invalidated(with context: InvalidationContext?) {
            if let context { pending = context }
            needsPrepare = true
        }

        mutating func beginPrepare() {
            preparing = pending
            pending = nil
            needsPrepare = false
            isPreparing = true
        }

        /// Ends a prepare that completed; the layout stays dirty when it was invalidated meanwhile.
        mutating func prepared() {
            isPreparing = false
            preparing = nil
            needsPrepare = pending != nil
            count += 1
        }
    }

    /// Runs ``prepare()`` if the layout was invalidated since the last pass; many
    /// invalidations cost one pass.
    ///
    /// An invalidation raised while ``prepare()`` runs (a subclass that changes its own
    /// metrics after `super.prepare()`, as UIKit code often does) leaves the layout dirty
    /// afterwards, so the next pass prepares again; a host runs that next prepare in the
    /// same layout pass (see `CollectionViewHost.layoutIfNeeded()`). Setters that get an
    /// unchanged value must not invalidate, or a layout that sets them in ``prepare()``
    /// is never clean.
    ///
    /// - Throws: The ``LayoutError`` that ``prepare()`` throws; the layout stays dirty and
    ///   keeps its previous attributes.
    public func prepareIfNeeded() throws(LayoutError) {
        guard pass.needsPrepare else { return }
        pass.beginPrepare()
        do {
            try prepare()
        } catch {
            restoreAfterFailedPrepare()
            throw error
        }
        pass.prepared()
    }

    /// Counts every invalidation raised so far in the running ``prepare()`` as part of
    /// the context it prepares for: call it just before the work that reads
    /// ``pendingInvalidation``, after setting properties from ``prepare()`` (as
    /// `ColumnFlowLayout` picks its item size), so those settings cost no second prepare.
    /// Does nothing outside ``prepare()``.
    public func absorbInvalidationsRaisedDuringPrepare() {
        guard pass.isPreparing, let raised = pass.pending else { return }
        pass.pending = nil
        if let preparing = pass.preparing {
            preparing.merge(raised)
        } else {
            pass.preparing = raised
        }
    }

    /// Puts back the context a failed prepare was preparing for, with what was invalidated
    /// meanwhile; no access to `pass` stays open across `merge`, which may be overridden.
    private func restoreAfterFailedPrepare() {
        let preparing = pass.preparing, raised = pass.pending
        if let preparing, let raised { preparing.merge(raised) }
        pass.pending = preparing ?? raised
        pass.preparing = nil
        pass.isPreparing = false
        pass.needsPrepare = true
    }

    /// Does the up-front work of the layout; afterwards ``contentSize`` must be known.
    ///
    /// Called by the host (through ``prepareIfNeeded()``) when the layout is first shown,
    /// after an invalidation and on bounds changes the layout asked to be invalidated for.
    /// Read ``pendingInvalidation`` to recompute only what changed. Subclasses call
    /// `super.prepare()` first.
    ///
    /// - Throws: A ``LayoutError`` when the configuration or the host's data is invalid;
    ///   leave the previous state untouched in that case.
    open func prepare() throws(LayoutError) {}

    /// The size of the whole content (`collectionViewContentSize`); zero by default.
    open var contentSize: Size { .zero }

    /// The attributes of every element whose frame intersects `rect` (touching counts),
    /// in any order. Empty by default.
    ///
    /// - Complexity: Layouts should answer in O(log n + k) for k results.
    open func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { [] }

    /// The attributes of one item, or `nil` when the layout has no such item.
    open func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? { nil }

    /// The attributes of one supplementary view, or `nil`.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? { nil }

    /// The attributes of one decoration view, or `nil`.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? { nil }

    // MARK: - Invalidation

    /// A new, empty context of the class this layout uses (UIKit's
    /// `invalidationContextClass`). Override to return a subclass.
    open func makeInvalidationContext() -> InvalidationContext { InvalidationContext() }

    /// Marks the whole layout invalid. Cheap: the work happens at the next pass.
    public func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateAll()
        invalidateLayout(with: context)
    }

    /// Marks the parts the context names invalid; merged with earlier invalidations
    /// until the next pass. Subclasses that override call `super`.
    open func invalidateLayout(with context: InvalidationContext) {
        // No access to `pass` stays open across `merge` or `makeInvalidationContext()`:
        // both may be overridden and read the layout.
        if let pending = pass.pending {
            pending.merge(context)
            pass.invalidated(with: nil)
        } else {
            let fresh = makeInvalidationContext()
            fresh.merge(context)
            pass.invalidated(with: fresh)
        }
    }

    /// Whether a change of the host's bounds (a scroll or a resize) needs a new layout.
    /// `false` by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// The context to invalidate with when ``shouldInvalidateLayout(forBoundsChange:)``
    /// returned `true`. An empty context of the layout's class by default (``prepare()``
    /// still runs).
    open func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        makeInvalidationContext()
    }

    // MARK: - Scrolling

    /// Where scrolling should stop, given where it would (animated changes, layout
    /// transitions). Returns the proposed offset by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        proposedContentOffset
    }

    /// Where a fling should stop, given where deceleration would take it and the velocity
    /// (points per second). Returns the proposed offset by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Vector) -> Point {
        proposedContentOffset
    }

    /// Whether the layout may place elements partly outside its content rect on
    /// purpose (the flow layout centers an item wider than its line, giving it a negative
    /// origin, as UIKit does). The conformance checker then skips its "inside the content"
    /// rule. `false` by default.
    open var mayPlaceElementsOutsideContent: Bool { false }

    // MARK: - Right-to-left

    /// Whether the host should mirror this layout's frames horizontally in right-to-left
    /// languages. `false` by default.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames were written for. Left to right by default.
    open var developmentLayoutDirection: LayoutDirection { .leftToRight }

    // MARK: - Decoration views

    /// The registration of each decoration kind (a view class or factory), as
    /// ``register(_:forDecorationViewOfKind:)`` stored it.
    public private(set) var decorationViewRegistrations: [String: ViewRegistration] = [:]

    /// Registers what creates decoration views of a kind; `nil` unregisters. The typed
    /// form of ``register(_:forDecorationViewOfKind:)``, for a registration you already
    /// hold (a transition layout adopting its inner layouts' registrations).
    ///
    /// - Parameters:
    ///   - registration: A view class or factory, or `nil`.
    ///   - kind: The decoration kind the layout's attributes use.
    public func registerDecorationView(_ registration: ViewRegistration?, forKind kind: String) {
        decorationViewRegistrations[kind] = registration
    }

    /// Registers a view class for decoration views of a kind (the same as
    /// ``register(_:forDecorationViewOfKind:)``).
    ///
    /// - Parameters:
    ///   - viewClass: A ``CollectionReusableView`` subclass.
    ///   - kind: The decoration kind the layout's attributes use.
    public func registerDecorationView(_ viewClass: CollectionReusableView.Type, forKind kind: String) {
        decorationViewRegistrations[kind] = ViewRegistration(viewClass)
    }

    // MARK: - Batch updates

    /// Called before a batch update is animated, with the changes in UIKit's order
    /// (deletes descending, then moves, then inserts ascending). Remember the inserted and
    /// deleted index paths here to animate only those. Does nothing by default.
    open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}

    /// Called inside the animation block after the update's attributes were read. Does
    /// nothing by default.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted (or moved-in) item starts its animation; `nil` by default, which
    /// the host turns into the item's final attributes with alpha 0 (a fade in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? { nil }

    /// Where a deleted (or moved-out) item ends its animation; `nil` by default (a fade out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? { nil }

    /// Where an appearing supplementary view starts; `nil` by default (a fade in).
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at elementIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    { nil }

    /// Where a disappearing supplementary view ends; `nil` by default (a fade out).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at elementIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    { nil }

    /// Where an appearing decoration view starts; `nil` by default (a fade in).
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind kind: String, at decorationIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    { nil }

    /// Where a disappearing decoration view ends; `nil` by default (a fade out).
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind kind: String, at decorationIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    { nil }

    /// Supplementary views of a kind the layout adds in the current update. Empty by default.
    open func indexPathsToInsertForSupplementaryView(ofKind kind: String) -> [ElementIndexPath] { [] }

    /// Supplementary views of a kind the layout removes in the current update. Empty by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind kind: String) -> [ElementIndexPath] { [] }

    /// Decoration views of a kind the layout adds in the current update. Empty by default.
    open func indexPathsToInsertForDecorationView(ofKind kind: String) -> [ElementIndexPath] { [] }

    /// Decoration views of a kind the layout removes in the current update. Empty by default.
    open func indexPathsToDeleteForDecorationView(ofKind kind: String) -> [ElementIndexPath] { [] }

    // MARK: - Animated bounds changes

    /// Called before the host animates a bounds change (a rotation). Does nothing by default.
    open func prepare(forAnimatedBoundsChange oldBounds: Rect) {}

    /// Called after an animated bounds change. Does nothing by default.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: - Transitions between layouts

    /// Called on the current layout before the host switches to `newLayout`. Does nothing
    /// by default.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Called on the new layout before the host switches to it from `oldLayout`. Does
    /// nothing by default.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Called on both layouts when a transition ends. Does nothing by default.
    open func finalizeLayoutTransition() {}

    // MARK: - Interactive movement

    /// The index path a moving item should take at `position`: by default the item under
    /// the point with the highest zIndex, or `previousIndexPath` when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ElementIndexPath, withPosition position: Point)
        -> ElementIndexPath
    {
        let probe = Rect(x: position.x, y: position.y, width: 0, height: 0)
        var best: LayoutAttributes?
        for a in layoutAttributesForElements(in: probe) where a.category == .cell && !a.isHidden {
            guard a.frame.contains(position) else { continue }
            if best == nil || a.zIndex > best!.zIndex || (a.zIndex == best!.zIndex && a.indexPath < best!.indexPath) {
                best = a
            }
        }
        return best?.indexPath ?? previousIndexPath
    }

    /// The attributes of an item being moved: by default the item's own with its center at
    /// `position` and the highest zIndex, so it floats above everything.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: ElementIndexPath, withTargetPosition position: Point)
        -> LayoutAttributes?
    {
        guard var a = layoutAttributesForItem(at: indexPath) else { return nil }
        a.center = position
        a.zIndex = Int.max
        return a
    }

    /// The context for a step of an interactive move: it carries the target and previous
    /// index paths and position, and invalidates the items at both.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [ElementIndexPath], withTargetPosition targetPosition: Point,
        previousIndexPaths: [ElementIndexPath], previousPosition: Point
    ) -> InvalidationContext {
        let c = makeInvalidationContext()
        c.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        c.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        c.interactiveMovementTarget = targetPosition
        c.invalidateItems(at: targetIndexPaths + previousIndexPaths)
        return c
    }

    /// The context when an interactive move ends or is cancelled: it invalidates the
    /// items at their final and previous index paths.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [ElementIndexPath], previousIndexPaths: [ElementIndexPath], movementCancelled: Bool
    ) -> InvalidationContext {
        let c = makeInvalidationContext()
        c.targetIndexPathsForInteractivelyMovingItems = indexPaths
        c.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        c.invalidateItems(at: indexPaths + previousIndexPaths)
        return c
    }

    // MARK: - Self-sizing

    /// Whether a cell's preferred attributes (from self-sizing) should change the layout.
    /// `false` by default.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        false
    }

    /// The context for a self-sizing change: invalidates that element by default.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        let c = makeInvalidationContext()
        switch originalAttributes.category {
        case .cell: c.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementary(let kind): c.invalidateSupplementaryElements(ofKind: kind, at: [originalAttributes.indexPath])
        case .decoration(let kind): c.invalidateDecorationElements(ofKind: kind, at: [originalAttributes.indexPath])
        }
        return c
    }

    // MARK: - Helpers

    /// Moves the bounds of a ``StaticLayoutHost`` as a scroll or resize would, asking
    /// ``shouldInvalidateLayout(forBoundsChange:)`` and invalidating with
    /// ``invalidationContext(forBoundsChange:)`` as the collection view does.
    ///
    /// - Returns: Whether the layout was invalidated; `false` also when the host is not a
    ///   ``StaticLayoutHost``.
    @discardableResult
    public func changeStaticHostBounds(to newBounds: Rect) -> Bool {
        guard var staticHost = host as? StaticLayoutHost else { return false }
        let invalidate = shouldInvalidateLayout(forBoundsChange: newBounds)
        let context = invalidate ? invalidationContext(forBoundsChange: newBounds) : nil
        staticHost.bounds = newBounds
        isReplacingStaticHost = true
        host = staticHost
        isReplacingStaticHost = false
        if let context { invalidateLayout(with: context) }
        return invalidate
    }
}
