import Geometry
import LayoutProtocol
import ReuseQueue

extension CollectionViewHost {
    // MARK: - Public API

    /// The view shown for a visible element, if any.
    public func view(for key: ElementKey) -> CollectionReusableView? { visibleSet.views[key] }

    /// The cell shown for an item, if it is visible (`cellForItem(at:)`).
    public func cellForItem(at indexPath: ElementIndexPath) -> CollectionViewCell? {
        visibleSet.views[.cell(indexPath)] as? CollectionViewCell
    }

    /// The visible cells, in index-path order.
    ///
    /// - Complexity: O(v log v) for v visible views.
    public var visibleCells: [CollectionViewCell] {
        visibleSet.views.filter { $0.key.category == .cell }.sorted { $0.key < $1.key }.compactMap { $0.value as? CollectionViewCell }
    }

    // MARK: - The visible set

    /// Brings views in line with the visible set (the bounds plus ``prefetchMargin``:
    /// views exist for the whole prepared rect, so a cell is configured slightly before
    /// it scrolls on screen, as UIKit's cell prefetching does).
    ///
    /// 1. The prefetching data source hears about items that entered the prefetch band
    ///    (prepared but not intersecting the bounds) and about prefetched items that left
    ///    the prepared rect without being shown.
    /// 2. Views of elements that left go back to the reuse pool (a view the data source
    ///    made without dequeuing is dropped), so the incoming elements can reuse them.
    /// 3. Incoming elements get a view from the data source (cells, supplementary views)
    ///    or from the layout's registration (decoration views).
    /// 4. `didEndDisplaying` for the views that left, `willDisplay` for the new ones, and
    ///    every shown view gets its current attributes.
    ///
    /// With `reconfigureAll` (``reloadData()``) every view goes back and every element is
    /// asked for again. If the data source throws or hands out a view that is already
    /// shown, the views go back to the elements they showed before and the error is
    /// rethrown.
    package func updateVisibleViews(
        from old: [ElementKey: LayoutAttributes], to new: [ElementKey: LayoutAttributes], reconfigureAll: Bool
    ) throws(CollectionViewError) {
        let state = visibleSet
        if prefetchDataSource != nil { updatePrefetching(old: old, new: new) }
        let pool = state.pool

        // Views that stay get their new attributes — but only after the layout was
        // prepared again (invalidated): without an invalidation a layout's attributes
        // do not change, so UIKit does not re-apply them, and neither does the host.
        let layout = collectionViewLayout
        let prepareCount = layout.preparePassCount
        let layoutChanged = reconfigureAll || prepareCount != state.appliedPrepareCount || state.appliedLayout !== layout
        state.appliedPrepareCount = prepareCount
        state.appliedLayout = layout
        state.passNumber &+= 1
        let pass = state.passNumber
        var incomingKeys: [(key: ElementKey, attributes: LayoutAttributes)] = []
        var staying = 0
        if !reconfigureAll {
            // A local reference: no exclusivity check per lookup. It is released before
            // `visibleSet.views` is mutated, so that mutation does not copy.
            let current = visibleSet.views
            for (key, attributes) in new {
                if let view = current[key] {
                    staying += 1
                    view.hostPassMark = pass
                    if layoutChanged, view.appliedAttributes != attributes { view.apply(attributes) }
                } else {
                    incomingKeys.append((key, attributes))
                }
            }
        } else {
            for (key, attributes) in new { incomingKeys.append((key, attributes)) }
        }
        // Views whose element left: those not marked above (no hashing needed).
        var leaving: [(key: ElementKey, view: CollectionReusableView)] = []
        if staying < visibleSet.views.count {
            leaving.reserveCapacity(visibleSet.views.count - staying)
            for (key, view) in visibleSet.views where view.hostPassMark != pass {
                leaving.append((key, view))
            }
        }
        if leaving.count > 1 { leaving = Self.sortedByKey(leaving, key: \.key).map { leaving[$0] } }
        let incomingOrder = Self.sortedByKey(incomingKeys, key: \.key)

        // Views of elements that left go back to the pool first, so they can be reused.
        if staying == 0 {
            visibleSet.views.removeAll(keepingCapacity: true)
        } else {
            Self.mutate(&visibleSet.views) { views in
                for (key, _) in leaving { views[key] = nil }
            }
        }
        for (_, view) in leaving {
            view.displayedElement = nil
            if pool.owns(view) { try? pool.enqueue(view) }
        }

        // Views for the elements that came in, in key order (deterministic reuse).
        var incoming: [(key: ElementKey, view: CollectionReusableView)] = []
        incoming.reserveCapacity(incomingKeys.count)
        do throws(CollectionViewError) {
            for index in incomingOrder {
                let key = incomingKeys[index].key
                let view = try makeView(for: key)
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

        let delegate = self.delegate
        for (key, view) in leaving {
            delegate?.collectionView(self, didEndDisplaying: view, for: key)
        }
        Self.mutate(&visibleSet.views) { views in
            for (key, view) in incoming { views[key] = view }
        }
        for (index, element) in incoming.enumerated() {
            let (key, view) = element
            if let cell = view as? CollectionViewCell, key.category == .cell {
                cell.isSelected = !selection.selected.isEmpty && selection.selected.contains(key.indexPath)
                cell.isHighlighted = !selection.highlighted.isEmpty && selection.highlighted.contains(key.indexPath)
            }
            view.hostPassMark = pass
            let attributes = incomingKeys[incomingOrder[index]].attributes
            if view.appliedAttributes != attributes { view.apply(attributes) }
            delegate?.collectionView(self, willDisplay: view, for: key)
        }
        for (index, element) in incoming.enumerated() {
            askForPreferredAttributes(element.view, original: incomingKeys[incomingOrder[index]].attributes)
        }
    }

    /// A configured view for an element: from the data source for cells and
    /// supplementary views, from the reuse pool with the layout's registration for
    /// decoration views.
    package func makeView(for key: ElementKey) throws(CollectionViewError) -> CollectionReusableView {
        switch key.category {
        case .cell:
            guard let dataSource else { throw .noDataSource }
            do {
                return try dataSource.collectionView(self, cellForItemAt: key.indexPath)
            } catch let error as CollectionViewError {
                throw error
            } catch {
                throw .dataSourceError("\(error)")
            }
        case .supplementary(let kind):
            guard let dataSource else { throw .noDataSource }
            do {
                return try dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
            } catch let error as CollectionViewError {
                throw error
            } catch {
                throw .dataSourceError("\(error)")
            }
        case .decoration(let kind):
            return try dequeueDecorationView(ofKind: kind)
        }
    }

    // MARK: - Private

    /// Runs `body` on the dictionary in one access (one exclusivity check, not one per
    /// change).
    private static func mutate(
        _ views: inout [ElementKey: CollectionReusableView], _ body: (inout [ElementKey: CollectionReusableView]) -> Void
    ) {
        body(&views)
    }

    /// The order that sorts `elements` by element key, cheaply: by section and item
    /// (plain integers), falling back to the full key order only on ties. Gives the
    /// callbacks and the reuse a deterministic order whatever the dictionary order was.
    ///
    /// - Returns: Indices into `elements`, in key order.
    /// - Complexity: O(n log n).
    private static func sortedByKey<T>(_ elements: [T], key: (T) -> ElementKey) -> [Int] {
        guard elements.count > 1 else { return Array(elements.indices) }
        var order: [(section: Int, item: Int, index: Int)] = []
        order.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let path = key(element).indexPath
            order.append((path.section, path.item, index))
        }
        order.sort { a, b in
            if a.section != b.section { return a.section < b.section }
            if a.item != b.item { return a.item < b.item }
            return key(elements[a.index]) < key(elements[b.index])
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
        // Views that stayed got their new attributes already: give them the old ones back.
        for (key, view) in visibleSet.views {
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
            } else if let again = try? makeView(for: key), again.displayedElement == nil {
                restored = again
                if again !== view { delegate?.collectionView(self, didEndDisplaying: view, for: key) }
            } else {
                delegate?.collectionView(self, didEndDisplaying: view, for: key)
                visibleSet.needsRefresh = true
            }
            if let restored {
                restored.displayedElement = key
                visibleSet.views[key] = restored
                if let attributes = old[key], restored.appliedAttributes != attributes { restored.apply(attributes) }
            }
        }
    }

    /// Tells the prefetching data source about items entering the prefetch band and
    /// cancels those that left the prepared rect without being shown.
    private func updatePrefetching(old: [ElementKey: LayoutAttributes], new: [ElementKey: LayoutAttributes]) {
        let (entered, cancelled) = visibleSet.updatePrefetchBand(old: old, new: new, bounds: bounds)
        guard let prefetch = prefetchDataSource else { return }
        if !cancelled.isEmpty { prefetch.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !entered.isEmpty { prefetch.collectionView(self, prefetchItemsAt: entered) }
    }

    /// The self-sizing hook: asks a newly shown view for its preferred attributes and
    /// invalidates the layout when it asks for them.
    private func askForPreferredAttributes(_ view: CollectionReusableView, original: LayoutAttributes) {
        let preferred = view.preferredLayoutAttributesFitting(original)
        guard preferred != original, preferred.isFinite, preferred.key == original.key else { return }
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }
}
