import Geometry
import LayoutProtocol
import ReuseQueue

/// What the ``ViewReconciler`` asks of its surroundings: views for elements, the display
/// callbacks, prefetching and the self-sizing answer. The host implements it over its
/// data source, delegate and layout; tests implement it with small fakes.
protocol ViewReconcilerEnvironment {
    /// Whether a prefetching data source listens (the prefetch band is tracked only then).
    var isPrefetching: Bool { get }
    /// Items that entered the prefetch band, and prefetched items that left the prepared
    /// rect unshown (each sorted; either may be empty, not both).
    func prefetch(entered: [ElementIndexPath], cancelled: [ElementIndexPath])
    /// A configured view for an element (from the data source, or the reuse pool for
    /// decoration views).
    func makeView(for key: ElementKey) throws(CollectionViewError) -> CollectionReusableView
    /// A view is about to be shown for an element (`willDisplay`).
    func willDisplay(_ view: CollectionReusableView, for key: ElementKey)
    /// A view stopped showing an element (`didEndDisplaying`).
    func didEndDisplaying(_ view: CollectionReusableView, for key: ElementKey)
    /// A newly shown view prefers other (finite, same-element) attributes than it got.
    func viewPrefers(_ preferred: LayoutAttributes, original: LayoutAttributes)
    /// The round that asks newly shown views for their preferred attributes begins
    /// (`true`) or ends (`false`). Does nothing by default.
    func preferredAttributesRound(began: Bool)
}

extension ViewReconcilerEnvironment {
    func preferredAttributesRound(began: Bool) {}
}

/// The host's view-reconciliation part: brings the views of a ``VisibleSet`` in line with
/// the attributes of one layout pass.
///
/// Owns the reconciliation algorithm and nothing else — it keeps no state between
/// passes; what it works on (views, pool, prefetch band, pass bookkeeping) is the
/// visible set's. In one pass it updates the prefetch band, sends the views of elements
/// that left back to the pool, gets views for incoming elements in key order (through
/// the environment), gives incoming cells their selection and highlight from the
/// ``SelectionModel`` (read only), applies attributes, calls `didEndDisplaying` /
/// `willDisplay`, and asks new views for their preferred attributes. On a failure it
/// puts every view back where it was.
///
/// May not touch the bounds, the layout (it reads the layout's identity and prepare
/// count only), the counts, the selection or the data source and delegate directly:
/// everything outside the visible set goes through its ``ViewReconcilerEnvironment``.
struct ViewReconciler<Environment: ViewReconcilerEnvironment> {
    /// The views, pool and bookkeeping being reconciled.
    let visibleSet: VisibleSet
    /// Where incoming cells read their selection and highlight.
    let selection: SelectionModel
    /// Views, callbacks, prefetching and self-sizing.
    let environment: Environment

    /// Brings views in line with the visible set (the bounds plus the prefetch margin:
    /// views exist for the whole prepared rect, so a cell is configured slightly before
    /// it scrolls on screen, as UIKit's cell prefetching does).
    ///
    /// 1. The environment hears about items that entered the prefetch band (prepared but
    ///    not intersecting `bounds`) and about prefetched items that left the prepared
    ///    rect without being shown.
    /// 2. Views of elements that left go back to the reuse pool (a view the data source
    ///    made without dequeuing is dropped), so the incoming elements can reuse them.
    /// 3. Incoming elements get a view from the environment, in key order.
    /// 4. `didEndDisplaying` for the views that left, `willDisplay` for the new ones, and
    ///    every shown view gets its current attributes — staying views only when the
    ///    layout was prepared again or replaced (`layout`'s prepare count and identity).
    ///
    /// With `reconfigureAll` every view goes back and every element is asked for again.
    /// If making a view throws or hands out a view that is already shown, the views go
    /// back to the elements they showed before and the error is rethrown.
    func reconcile(
        from old: [ElementKey: LayoutAttributes], to new: [ElementKey: LayoutAttributes], reconfigureAll: Bool,
        layout: CollectionViewLayout, bounds: Rect
    ) throws(CollectionViewError) {
        let state = visibleSet
        if environment.isPrefetching {
            let (entered, cancelled) = state.updatePrefetchBand(old: old, new: new, bounds: bounds)
            if !entered.isEmpty || !cancelled.isEmpty { environment.prefetch(entered: entered, cancelled: cancelled) }
        }
        let pool = state.pool

        // Views that stay get their new attributes — but only after the layout was
        // prepared again (invalidated): without an invalidation a layout's attributes
        // do not change, so UIKit does not re-apply them, and neither does the host.
        let prepareCount = layout.preparePassCount
        let layoutChanged = reconfigureAll || prepareCount != state.appliedPrepareCount || state.appliedLayout !== layout
        state.appliedPrepareCount = prepareCount
        state.appliedLayout = layout
        state.passNumber &+= 1
        let pass = state.passNumber
        // Incoming elements by their position in `new`: their attributes (large values)
        // are read from there when applied, not copied into this list and out again.
        var incomingKeys: [(key: ElementKey, index: [ElementKey: LayoutAttributes].Index)] = []
        incomingKeys.reserveCapacity(new.count)
        var staying = 0
        if !reconfigureAll {
            // A local reference: no exclusivity check per lookup. It is released before
            // `state.views` is mutated, so that mutation does not copy.
            let current = state.views
            // The smallest and largest (section, item) of the shown elements: a key
            // outside them cannot be shown, so it is incoming without a lookup (a fast
            // scroll replaces the whole set, and each lookup hashes the key).
            let span = Self.positionSpan(of: current)
            for index in new.indices {
                let key = new.keys[index]
                let position = (key.indexPath.section, key.indexPath.item)
                if let span, position >= span.lowest, position <= span.highest, let view = current[key] {
                    staying += 1
                    view.hostPassMark = pass
                    if layoutChanged {
                        let attributes = new.values[index]
                        if !view.hasApplied(attributes) { view.apply(attributes) }
                    }
                } else {
                    incomingKeys.append((key, index))
                }
            }
        } else {
            for index in new.indices { incomingKeys.append((new.keys[index], index)) }
        }
        // Views whose element left: those not marked above (no hashing needed).
        var leaving: [(key: ElementKey, view: CollectionReusableView)] = []
        if staying < state.views.count {
            leaving.reserveCapacity(state.views.count - staying)
            for (key, view) in state.views where view.hostPassMark != pass {
                leaving.append((key, view))
            }
        }
        if leaving.count > 1 {
            let order = Self.sortedByKey(
                count: leaving.count, position: { (leaving[$0].key.indexPath.section, leaving[$0].key.indexPath.item) },
                key: { leaving[$0].key })
            leaving = order.map { leaving[$0] }
        }
        let incomingOrder = Self.sortedByKey(
            count: incomingKeys.count, position: { (incomingKeys[$0].key.indexPath.section, incomingKeys[$0].key.indexPath.item) },
            key: { incomingKeys[$0].key })

        // Views of elements that left go back to the pool first, so they can be reused.
        if staying == 0 {
            state.views.removeAll(keepingCapacity: true)
        } else {
            Self.mutate(&state.views) { views in
                for (key, _) in leaving { views[key] = nil }
            }
        }
        for (_, view) in leaving {
            view.displayedElement = nil
            // A view the pool does not own (made without dequeuing) is refused, and dropped.
            try? pool.enqueue(view)
        }

        // Views for the elements that came in, in key order (deterministic reuse).
        var incoming: [(key: ElementKey, view: CollectionReusableView)] = []
        incoming.reserveCapacity(incomingKeys.count)
        do throws(CollectionViewError) {
            for index in incomingOrder {
                let key = incomingKeys[index].key
                let view = try environment.makeView(for: key)
                if let shown = view.displayedElement {
                    throw .viewAlreadyShown(key, shownFor: shown)
                }
                view.displayedElement = key
                incoming.append((key, view))
            }
        } catch {
            restoreViews(leaving: leaving, incoming: incoming, old: old, pool: pool)
            state.appliedPrepareCount = -1  // the next pass re-applies everything
            throw error
        }

        if layoutChanged || !leaving.isEmpty || !incoming.isEmpty { state.viewsVersion &+= 1 }
        for (key, view) in leaving {
            environment.didEndDisplaying(view, for: key)
        }
        Self.mutate(&state.views) { views in
            for (key, view) in incoming { views[key] = view }
        }
        for (index, element) in incoming.enumerated() {
            let (key, view) = element
            if case .cell = key.category, let cell = view as? CollectionViewCell {
                cell.isSelected = !selection.selected.isEmpty && selection.selected.contains(key.indexPath)
                cell.isHighlighted = !selection.highlighted.isEmpty && selection.highlighted.contains(key.indexPath)
            }
            view.hostPassMark = pass
            let attributes = new.values[incomingKeys[incomingOrder[index]].index]
            if !view.hasApplied(attributes) { view.apply(attributes) }
            environment.willDisplay(view, for: key)
        }
        guard !incoming.isEmpty else { return }
        environment.preferredAttributesRound(began: true)
        for (index, element) in incoming.enumerated() {
            askForPreferredAttributes(element.view, original: new.values[incomingKeys[incomingOrder[index]].index])
        }
        environment.preferredAttributesRound(began: false)
    }

    // MARK: - Private

    /// The smallest and the largest (section, item) among the keys of `views`, or `nil`
    /// when there are none. Reads each key's two integers; no hashing.
    static func positionSpan(
        of views: [ElementKey: CollectionReusableView]
    ) -> (lowest: (Int, Int), highest: (Int, Int))? {
        var keys = views.keys.makeIterator()
        guard let first = keys.next() else { return nil }
        var lowest = (first.indexPath.section, first.indexPath.item)
        var highest = lowest
        while let key = keys.next() {
            let position = (key.indexPath.section, key.indexPath.item)
            if position < lowest { lowest = position }
            if position > highest { highest = position }
        }
        return (lowest, highest)
    }

    /// Runs `body` on the dictionary in one access (one exclusivity check, not one per
    /// change).
    private static func mutate(
        _ views: inout [ElementKey: CollectionReusableView], _ body: (inout [ElementKey: CollectionReusableView]) -> Void
    ) {
        body(&views)
    }

    /// The order that sorts `count` elements by element key, cheaply: by section and item
    /// (`position`, plain integers), falling back to the full key order (`key`) only on
    /// ties. Gives the callbacks and the reuse a deterministic order whatever the
    /// dictionary order was. Not generic, so the elements are never copied through
    /// runtime metadata.
    ///
    /// - Returns: Indices 0..<count, in key order.
    /// - Complexity: O(n log n).
    private static func sortedByKey(count: Int, position: (Int) -> (section: Int, item: Int), key: (Int) -> ElementKey) -> [Int] {
        guard count > 1 else { return Array(0..<count) }
        // Sections below 2³¹ and items below 2³² (every cell's, in practice) pack into one
        // word that orders as (section, item): one comparison per step of the sort.
        var packed: [(position: UInt64, index: Int)] = []
        packed.reserveCapacity(count)
        for index in 0..<count {
            let (section, item) = position(index)
            guard section >= 0, section < 1 << 31, item >= 0, item <= Int(UInt32.max) else { break }
            packed.append((UInt64(section) << 32 | UInt64(item), index))
        }
        if packed.count == count {
            packed.sort { a, b in
                if a.position != b.position { return a.position < b.position }
                return key(a.index) < key(b.index)
            }
            return packed.map(\.index)
        }
        var order: [(section: Int, item: Int, index: Int)] = []
        order.reserveCapacity(count)
        for index in 0..<count {
            let (section, item) = position(index)
            order.append((section, item, index))
        }
        order.sort { a, b in
            if a.section != b.section { return a.section < b.section }
            if a.item != b.item { return a.item < b.item }
            return key(a.index) < key(b.index)
        }
        return order.map(\.index)
    }

    /// Undoes a failed update: incoming views go back to the pool, leaving views return
    /// to their elements (a view the data source took again for another element is asked
    /// for again; if that fails too, the element is left without a view and filled in at
    /// the next pass).
    private func restoreViews(
        leaving: [(key: ElementKey, view: CollectionReusableView)], incoming: [(key: ElementKey, view: CollectionReusableView)],
        old: [ElementKey: LayoutAttributes], pool: ReusePool
    ) {
        let state = visibleSet
        state.viewsVersion &+= 1
        // Views that stayed got their new attributes already: give them the old ones back.
        for (key, view) in state.views {
            if let attributes = old[key], view.appliedAttributes != attributes { view.apply(attributes) }
        }
        var taken = Set<ObjectIdentifier>()
        for (_, view) in incoming {
            taken.insert(ObjectIdentifier(view))
            view.displayedElement = nil
            if pool.owns(view), !pool.isQueued(view) { try? pool.enqueue(view) }
        }
        for (key, view) in leaving {
            var restored: CollectionReusableView? = nil
            if !taken.contains(ObjectIdentifier(view)) && (pool.reclaim(view) || !pool.owns(view)) {
                restored = view
            } else if let again = try? environment.makeView(for: key), again.displayedElement == nil {
                restored = again
                if again !== view { environment.didEndDisplaying(view, for: key) }
            } else {
                environment.didEndDisplaying(view, for: key)
                state.needsRefresh = true
            }
            if let restored {
                restored.displayedElement = key
                state.views[key] = restored
                if let attributes = old[key], restored.appliedAttributes != attributes { restored.apply(attributes) }
            }
        }
    }

    /// The self-sizing hook: asks a newly shown view for its preferred attributes and
    /// passes them on when they differ, are finite and name the same element.
    private func askForPreferredAttributes(_ view: CollectionReusableView, original: LayoutAttributes) {
        let preferred = view.preferredLayoutAttributesFitting(original)
        guard preferred != original, preferred.isFinite, preferred.key == original.key else { return }
        environment.viewPrefers(preferred, original: original)
    }
}

// MARK: - The host's record of a view

extension CollectionReusableView {
    /// The number of the host's last visible-set pass that found this view still shown
    /// (lets the reconciler find leaving views without hashing their keys). Kept in the
    /// room the view has for its host (`hostRecord`), which only this module uses.
    fileprivate var hostPassMark: Int {
        get { hostRecord }
        set { hostRecord = newValue }
    }

    /// Whether `attributes` equal the ones applied last (`false` before the first).
    ///
    /// What the reconciler asks before ``CollectionReusableView/apply(_:)``: comparing the
    /// optional property with `!=` built a tuple of both values and destroyed it through
    /// the runtime's generic tuple witness on every shown view.
    @inline(__always) fileprivate func hasApplied(_ attributes: LayoutAttributes) -> Bool {
        guard case .some(let applied) = appliedAttributes else { return false }
        return applied == attributes
    }
}
