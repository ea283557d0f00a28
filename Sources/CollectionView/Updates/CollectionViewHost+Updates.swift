import Geometry
import LayoutProtocol
import ReuseQueue

extension CollectionViewHost {
    // MARK: - Public API

    /// Performs several inserts, deletes, reloads and moves of items and sections as one
    /// animated change (`performBatchUpdates(_:completion:)`).
    ///
    /// Change your data and record each change with the updater (or the host's own
    /// `insertItems(at:)`, … which join the open batch) in any order; when the block
    /// returns, the data source must already report the new counts, as in UIKit. The host
    /// then validates the batch against the counts it had before and the data source's
    /// counts after, with UIKit's rules and messages (see ``BatchUpdateValidator``).
    ///
    /// ```swift
    /// let plan = try cv.performBatchUpdates { updates in
    ///     people.remove(at: 4)
    ///     updates.deleteItems(at: [ElementIndexPath(item: 4, section: 0)])
    ///     people.insert(newcomer, at: 0)
    ///     updates.insertItems(at: [ElementIndexPath(item: 0, section: 0)])
    /// }
    /// plan.entries(.insert).count // 1 if item 0 is on screen
    /// ```
    ///
    /// What happens, in UIKit's order: the layout is invalidated (data-source counts) and
    /// prepared with the new counts; then it gets `prepare(forCollectionViewUpdates:)`
    /// with the ordered update items; the host queries the visible rect; asks
    /// `indexPathsToDelete…` then `indexPathsToInsert…` for every supplementary kind and
    /// every decoration kind on screen; asks `finalLayoutAttributesForDisappearing…` for
    /// every element that leaves the screen and `initialLayoutAttributesForAppearing…` for
    /// every element on screen after the update (UIKit asks for all of them, so a layout
    /// animates only the inserted ones by checking the update items); and finally calls
    /// `finalizeCollectionViewUpdates()`. Views, the visible set, selection and highlight
    /// follow their items to the new index paths.
    ///
    /// The host applies the end state at once and returns the animation for a renderer to
    /// play; `completion` is called with `true` before this method returns. Nested calls
    /// join the outer batch.
    ///
    /// - Parameters:
    ///   - updates: Changes the data and records the operations.
    ///   - completion: Called with `true` once the batch is applied; not called when the
    ///     batch is rejected.
    /// - Returns: The animation plan (empty for a nested call, whose operations are part of
    ///   the outer batch).
    /// - Throws: ``CollectionViewError/invalidUpdate(_:)`` with UIKit's message for a batch
    ///   that breaks the rules; a negative count, a layout error or a view error otherwise;
    ///   ``CollectionViewError/invalidState(_:)`` when called from a callback while a batch
    ///   is being applied. The host is then exactly as before: counts, layout, visible
    ///   views, selection.
    /// - Complexity: O(s + k log k + v log k) for s sections, k operations and v visible
    ///   elements and selected items, plus the layout's own work.
    @discardableResult
    public func performBatchUpdates(_ updates: (BatchUpdater) -> Void, completion: ((Bool) -> Void)? = nil) throws(CollectionViewError)
        -> AnimationPlan
    {
        let state = updateCoordinator
        if let open = state.collecting {
            updates(open)
            if let completion { state.nestedCompletions.append(completion) }
            return .empty
        }
        guard !state.isApplying else {
            throw .invalidState(.batchWhileApplying)
        }
        let before: [Int]
        if let counts = visibleSet.counts { before = counts } else { before = try readCountsFromDataSource() }
        let updater = BatchUpdater()
        state.collecting = updater
        updates(updater)
        state.collecting = nil
        let nested = state.nestedCompletions
        state.nestedCompletions = []
        state.isApplying = true
        let applied = Result { () throws(CollectionViewError) -> AnimationPlan in
            // Guarded: a layout hook that writes the offset or inset while the batch applies
            // coalesces instead of starting a pass of its own.
            try writeGuard.run { () throws(CollectionViewError) in
                try applyBatch(updater.operations, before: before, animated: state.withoutAnimationDepth == 0)
            }
        }
        state.isApplying = false
        let plan = try applied.get()
        completion?(true)
        for c in nested { c(true) }
        return plan
    }

    /// Runs changes without animation (UIKit's `UIView.performWithoutAnimation`): batches
    /// inside return plans that are not animated.
    ///
    /// - Parameter changes: The changes, typically batch updates.
    /// - Returns: What `changes` returns.
    /// - Throws: What `changes` throws.
    @discardableResult
    public func performWithoutAnimation<T>(_ changes: () throws(CollectionViewError) -> T) throws(CollectionViewError) -> T {
        let state = updateCoordinator
        state.withoutAnimationDepth += 1
        defer { state.withoutAnimationDepth -= 1 }
        return try changes()
    }

    /// The animation plan of the last batch the host applied (``AnimationPlan/empty``
    /// before the first).
    public var lastAnimationPlan: AnimationPlan { updateCoordinator.lastPlan }

    /// Inserts items (`insertItems(at:)`): a batch of one, or part of the open batch.
    ///
    /// - Parameter indexPaths: Index paths after the update.
    /// - Returns: The animation plan (empty inside an open batch).
    /// - Throws: As ``performBatchUpdates(_:completion:)``.
    @discardableResult
    public func insertItems(at indexPaths: [ElementIndexPath]) throws(CollectionViewError) -> AnimationPlan {
        try performBatchUpdates { $0.insertItems(at: indexPaths) }
    }

    /// Deletes items (`deleteItems(at:)`): a batch of one, or part of the open batch.
    ///
    /// - Parameter indexPaths: Index paths before the update.
    /// - Returns: The animation plan (empty inside an open batch).
    /// - Throws: As ``performBatchUpdates(_:completion:)``.
    @discardableResult
    public func deleteItems(at indexPaths: [ElementIndexPath]) throws(CollectionViewError) -> AnimationPlan {
        try performBatchUpdates { $0.deleteItems(at: indexPaths) }
    }

    /// Reloads items (`reloadItems(at:)`): a batch of one, or part of the open batch.
    ///
    /// - Parameter indexPaths: Index paths before the update.
    /// - Returns: The animation plan (empty inside an open batch).
    /// - Throws: As ``performBatchUpdates(_:completion:)``.
    @discardableResult
    public func reloadItems(at indexPaths: [ElementIndexPath]) throws(CollectionViewError) -> AnimationPlan {
        try performBatchUpdates { $0.reloadItems(at: indexPaths) }
    }

    /// Moves an item (`moveItem(at:to:)`): a batch of one, or part of the open batch.
    ///
    /// - Parameters:
    ///   - indexPath: The index path before the update.
    ///   - newIndexPath: The index path after the update.
    /// - Returns: The animation plan (empty inside an open batch).
    /// - Throws: As ``performBatchUpdates(_:completion:)``.
    @discardableResult
    public func moveItem(at indexPath: ElementIndexPath, to newIndexPath: ElementIndexPath) throws(CollectionViewError) -> AnimationPlan {
        try performBatchUpdates { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections (`insertSections(_:)`): a batch of one, or part of the open batch.
    ///
    /// - Parameter sections: Section indices after the update.
    /// - Returns: The animation plan (empty inside an open batch).
    /// - Throws: As ``performBatchUpdates(_:completion:)``.
    @discardableResult
    public func insertSections(_ sections: [Int]) throws(CollectionViewError) -> AnimationPlan {
        try performBatchUpdates { $0.insertSections(sections) }
    }

    /// Deletes sections (`deleteSections(_:)`): a batch of one, or part of the open batch.
    ///
    /// - Parameter sections: Section indices before the update.
    /// - Returns: The animation plan (empty inside an open batch).
    /// - Throws: As ``performBatchUpdates(_:completion:)``.
    @discardableResult
    public func deleteSections(_ sections: [Int]) throws(CollectionViewError) -> AnimationPlan {
        try performBatchUpdates { $0.deleteSections(sections) }
    }

    /// Reloads sections (`reloadSections(_:)`): a batch of one, or part of the open batch.
    ///
    /// - Parameter sections: Section indices before the update.
    /// - Returns: The animation plan (empty inside an open batch).
    /// - Throws: As ``performBatchUpdates(_:completion:)``.
    @discardableResult
    public func reloadSections(_ sections: [Int]) throws(CollectionViewError) -> AnimationPlan {
        try performBatchUpdates { $0.reloadSections(sections) }
    }

    /// Moves a section (`moveSection(_:toSection:)`): a batch of one, or part of the open
    /// batch.
    ///
    /// - Parameters:
    ///   - section: The index before the update.
    ///   - newSection: The index after the update.
    /// - Returns: The animation plan (empty inside an open batch).
    /// - Throws: As ``performBatchUpdates(_:completion:)``.
    @discardableResult
    public func moveSection(_ section: Int, toSection newSection: Int) throws(CollectionViewError) -> AnimationPlan {
        try performBatchUpdates { $0.moveSection(section, toSection: newSection) }
    }

    // MARK: - Internal

    /// Validates and applies one batch; on any error the host is restored and the error
    /// rethrown.
    func applyBatch(_ operations: [BatchOperation], before: [Int], animated: Bool) throws(CollectionViewError) -> AnimationPlan {
        let after = try readCountsFromDataSource()
        let batch: BatchUpdate
        do {
            batch = try BatchUpdateValidator.resolve(before: before, after: after, operations: operations)
        } catch {
            throw .invalidUpdate(error)
        }

        let layout = collectionViewLayout
        let saved = (
            visibleSet.counts, visibleSet.attributes, visibleSet.views, selection.selected, selection.highlighted, visibleSet.needsRefresh
        )
        let savedOrigin = bounds.origin, savedAnchor = viewport.scrollAnchor
        let anchor = captureAnchor()
        let oldVisible = visibleSet.attributes
        var askedForUpdates = false
        var preparedForBatch = false
        func restore() {
            (
                visibleSet.counts, visibleSet.attributes, visibleSet.views, selection.selected, selection.highlighted,
                visibleSet.needsRefresh
            ) = saved
            visibleSet.viewsVersion &+= 1
            viewport.bounds.origin = savedOrigin
            viewport.scrollAnchor = savedAnchor
            if askedForUpdates { layout.finalizeCollectionViewUpdates() }
            // A layout that prepared for the batch remapped its per-item state: it maps it
            // back. One that failed still holds the batch's mapping, now wrong: it goes.
            layout.pendingInvalidation?.updateIndexMappings.removeAll()
            let context = layout.makeInvalidationContext()
            context.invalidateDataSourceCounts = true
            if preparedForBatch { context.updateIndexMappings = [batch.inverse] }
            layout.invalidateLayout(with: context)
            try? layout.prepareIfNeeded()
        }

        visibleSet.counts = after
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        // Layouts carry what they keep per item (measured sizes) through the update.
        if !batch.isEmpty { context.updateIndexMappings = [batch] }
        layout.invalidateLayout(with: context)
        let plan: AnimationPlan
        let leaving: [(key: ElementKey, view: CollectionReusableView)]
        do throws(CollectionViewError) {
            do {
                try layout.prepareIfNeeded()
            } catch {
                throw .layout(error)
            }
            preparedForBatch = true
            layout.prepare(forCollectionViewUpdates: batch.updateItems)
            askedForUpdates = true
            viewport.contentSizeForInsets = layout.contentSize
            // UIKit asks the layout (then the delegate) for the offset during layout updates,
            // proposing the current one (here: where the scroll anchor puts the view); the
            // answer is the offset the update ends at.
            let proposal = anchor.map { anchoredOffset($0, newIndexPath: batch.newIndexPath(forOld:)) } ?? savedOrigin
            viewport.bounds.origin = targetContentOffsetAfterUpdate(proposing: proposal)
            let queried = preparedRect
            let fresh = try queryVisibleAttributes()
            let mapper = UpdateCoordinator.makeKeyMapper(batch: batch, layout: layout, old: oldVisible, new: fresh)
            plan = UpdateCoordinator.makePlan(batch: batch, layout: layout, mapper: mapper, old: oldVisible, new: fresh, animated: animated)
            layout.finalizeCollectionViewUpdates()
            askedForUpdates = false

            // Views follow their elements; the ones that leave are let go after success.
            var carried: [ElementKey: CollectionReusableView] = [:]
            var carriedAttributes: [ElementKey: LayoutAttributes] = [:]
            var gone: [(key: ElementKey, view: CollectionReusableView)] = []
            for (oldKey, view) in visibleSet.views {
                if let newKey = mapper.newKey(oldKey), fresh[newKey] != nil {
                    carried[newKey] = view
                    carriedAttributes[newKey] = oldVisible[oldKey]
                } else {
                    gone.append((oldKey, view))
                }
            }
            leaving = gone.sorted { $0.key < $1.key }
            selection.follow(batch)
            visibleSet.views = carried
            visibleSet.attributes = fresh
            visibleSet.viewsVersion &+= 1
            visibleSet.needsRefresh = false
            try updateVisibleViews(from: carriedAttributes, to: fresh, reconfigureAll: false)
            // A hook that moved the bounds meanwhile leaves the answer stale (see the layout pass).
            if preparedRect != queried { visibleSet.needsRefresh = true }
        } catch {
            restore()
            throw error
        }
        // Views that left go back to the reuse pool (only views the pool made); views that
        // followed their element now show it under its new key.
        let pool = reusePool
        for (key, view) in leaving {
            view.displayedElement = nil
            if pool.owns(view) { try? pool.enqueue(view) }
            delegate?.collectionView(self, didEndDisplaying: view, for: key)
        }
        for (key, view) in visibleSet.views { view.displayedElement = key }
        for (key, view) in visibleSet.views where key.category == .cell {
            if let cell = view as? CollectionViewCell {
                cell.isSelected = selection.selected.contains(key.indexPath)
                cell.isHighlighted = selection.highlighted.contains(key.indexPath)
            }
        }
        updateCoordinator.lastPlan = plan
        if bounds.origin != savedOrigin {
            // A fling or a drag in progress moves with the content, keeping its velocity.
            shiftRunningScroll(by: bounds.origin - savedOrigin)
            delegate?.collectionViewDidScroll(self)
        }
        return plan
    }

    /// The content offset a batch update ends at: the layout's
    /// `targetContentOffset(forProposedContentOffset:)` for the current offset, then the
    /// delegate's `targetContentOffsetForProposedContentOffset`; a non-finite answer keeps
    /// the proposal.
    private func targetContentOffsetAfterUpdate(proposing proposed: Point) -> Point {
        var target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed)
        if !target.isFinite { target = proposed }
        if let decided = delegate?.collectionView(self, targetContentOffsetForProposedContentOffset: target), decided.isFinite {
            target = decided
        }
        return target
    }
}
