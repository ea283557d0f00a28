import Geometry
import LayoutProtocol
import ReuseQueue

extension CollectionViewHost {
    // MARK: - Reloading and invalidating

    /// Discards everything and asks the data source again: counts, views and layout
    /// (the seeds: use it when the data changed wholesale). Selection is cleared.
    ///
    /// Called from a layout's hook while a pass runs, it only marks the data stale: the
    /// running pass's follow-up reloads.
    ///
    /// - Throws: A ``CollectionViewError`` for bad counts or a layout that rejects them;
    ///   the host is then as it was.
    public func reloadData() throws(CollectionViewError) {
        if writeGuard.isActive {
            // The running pass keeps its counts; its follow-up pass reads them again.
            visibleSet.needsReload = true
            writeGuard.wroteDuringOperation = true
            return
        }
        try writeGuard.run { () throws(CollectionViewError) in try reloadPass() }
    }

    /// The pass of ``reloadData()``: new counts, everything invalid, every view reconfigured.
    private func reloadPass() throws(CollectionViewError) {
        let counts = try readCountsFromDataSource()
        let saved = (visibleSet.counts, visibleSet.attributes, selection.selected, selection.highlighted)
        visibleSet.counts = counts
        selection.selected = []
        selection.highlighted = []
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateAll()
        collectionViewLayout.invalidateLayout(with: context)
        do {
            try layoutPass(reconfigureAll: true)
        } catch {
            (visibleSet.counts, visibleSet.attributes, selection.selected, selection.highlighted) = saved
            throw error
        }
        visibleSet.needsReload = false
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
    /// When the layout's own hooks change host state during the pass (a layout that sets
    /// the content inset or offset from `prepare()`), up to two follow-up passes bring the
    /// visible set in line; a layout that invalidates itself while it prepares is prepared
    /// again in the same pass (at most three prepares). Called from a layout's hook while a
    /// pass runs, it returns at once: the running pass covers it.
    ///
    /// - Throws: A ``CollectionViewError``; the visible set is then unchanged.
    public func layoutIfNeeded() throws(CollectionViewError) {
        guard !writeGuard.isActive else { return }
        try writeGuard.run { () throws(CollectionViewError) in try layoutIfNeededWithinOperation() }
    }

    /// One pass if anything is pending: a reload when the data source changed, a layout
    /// pass when the layout is invalid or the bounds moved.
    private func passIfNeeded() throws(CollectionViewError) {
        if visibleSet.counts == nil || visibleSet.needsReload {
            try reloadPass()
            return
        }
        guard collectionViewLayout.needsPrepare || visibleSet.needsRefresh else { return }
        try layoutPass(reconfigureAll: false)
    }

    /// The rect whose elements are kept: the bounds grown by ``prefetchMargin``.
    public var preparedRect: Rect { viewport.preparedRect }

    /// One pass: prepare, content size, query the prepared rect, diff the visible set.
    func layoutPass(reconfigureAll: Bool) throws(CollectionViewError) {
        try writeGuard.run { () throws(CollectionViewError) in try runLayoutPass(reconfigureAll: reconfigureAll) }
    }

    private func runLayoutPass(reconfigureAll: Bool) throws(CollectionViewError) {
        let layout = collectionViewLayout
        let originBefore = bounds.origin
        var adjustment = Point.zero
        // With a bottom anchor, a view at the bottom stays there as the content grows (rows
        // that size themselves, or the first pass: a chat opens at its newest message). Only
        // a change of the content's size moves it, so a reader can scroll away from the bottom.
        var keepsBottom = false
        let sizeBefore = viewport.contentSizeForInsets
        if case .bottom(let threshold) = viewport.scrollAnchor {
            let bottom = viewport.contentOffsetBounds(contentSize: viewport.contentSizeForInsets).max.y
            keepsBottom = bounds.origin.y >= bottom - max(0, threshold)
        }
        let observer = layoutWorkObserver
        // Any other anchor keeps its cell in place when the layout prepares again (rows that
        // sized themselves above it, a metric that changed).
        var anchor: AnchorSnapshot?
        if !keepsBottom && !reconfigureAll && layout.needsPrepare, viewport.scrollAnchor != .none {
            observer?.layoutWorkWillBegin(.anchoring)
            anchor = captureAnchor()
            observer?.layoutWorkDidEnd(.anchoring)
        }
        // A layout that invalidates itself while it prepares (metrics set after
        // `super.prepare()`) is prepared again, a bounded number of times.
        var prepares = 0
        let preparedBefore = layout.preparePassCount
        let timesPrepare = observer != nil && layout.needsPrepare
        if timesPrepare { observer?.layoutWorkWillBegin(.prepare) }
        repeat {
            adjustment = adjustment + ((layout.pendingInvalidation?.contentOffsetAdjustment ?? .zero) - .zero)
            do {
                try layout.prepareIfNeeded()
            } catch {
                if timesPrepare { observer?.layoutWorkDidEnd(.prepare) }
                throw .layout(error)
            }
            prepares += 1
        } while layout.needsPrepare && prepares < HostWriteGuard.maximumPreparesPerPass
        if timesPrepare { observer?.layoutWorkDidEnd(.prepare) }
        // The content size changes only when the layout prepared (a scroll frame skips asking).
        if layout.preparePassCount != preparedBefore { viewport.contentSizeForInsets = layout.contentSize }
        if adjustment != .zero {
            viewport.bounds.origin = bounds.origin + (adjustment - .zero)
        }
        if keepsBottom, viewport.contentSizeForInsets != sizeBefore {
            let bottom = viewport.contentOffsetBounds(contentSize: viewport.contentSizeForInsets).max.y
            if bottom != bounds.origin.y {
                adjustment = adjustment + Vector(dx: 0, dy: bottom - bounds.origin.y)
                viewport.bounds.origin.y = bottom
            }
        } else if let anchor {
            observer?.layoutWorkWillBegin(.anchoring)
            let target = anchoredOffset(anchor, newIndexPath: { $0 })
            observer?.layoutWorkDidEnd(.anchoring)
            if target != bounds.origin {
                adjustment = adjustment + (target - bounds.origin)
                viewport.bounds.origin = target
            }
        }
        let queried = preparedRect
        let fresh: [ElementKey: LayoutAttributes]
        observer?.layoutWorkWillBegin(.rectQuery)
        do {
            fresh = try queryVisibleAttributes()
        } catch {
            observer?.layoutWorkDidEnd(.rectQuery)
            viewport.bounds.origin = originBefore
            throw error
        }
        observer?.layoutWorkDidEnd(.rectQuery)
        let old = visibleSet.attributes
        visibleSet.attributes = fresh
        visibleSet.needsRefresh = false
        visibleSet.layoutPassCount += 1
        do {
            try visibleSetDidChange(from: old, to: fresh, reconfigureAll: reconfigureAll)
        } catch {
            visibleSet.viewsVersion &+= 1
            visibleSet.attributes = old
            viewport.bounds.origin = originBefore
            throw error
        }
        // A fling or a drag in progress moves with the content the pass moved.
        if adjustment != .zero { shiftRunningScroll(by: adjustment - .zero) }
        // A hook that moved the bounds during the query or the view updates leaves this
        // pass's answer stale: the next pass queries again.
        if preparedRect != queried { visibleSet.needsRefresh = true }
        if adjustment != .zero { delegate?.collectionViewDidScroll(self) }
    }

    /// Moves a running fling or drag with an offset change the host made on its own, and
    /// tells the ``layoutWorkObserver``.
    func shiftRunningScroll(by delta: Vector) {
        guard delta != .zero else { return }
        viewport.shiftRunningScroll(by: delta)
        layoutWorkObserver?.hostDidAdjustContentOffset(by: delta)
    }

    /// The attributes the layout returns for ``preparedRect``, checked against the counts.
    func queryVisibleAttributes() throws(CollectionViewError) -> [ElementKey: LayoutAttributes] {
        let rect = preparedRect
        let answer = collectionViewLayout.layoutAttributesForElements(in: rect)
        if viewport.keepsTouchingElements { return try visibleSet.checked(answer) }
        return try visibleSet.checked(answer.filter { $0.frame.overlaps(rect) })
    }

    /// Whether an element whose frame only touches the visible rect (shares an edge or a
    /// corner with it), or has no area, is shown. `true` by default: CVKit's rule, that of
    /// `Rect.intersects` and of `layoutAttributesForElements(in:)`. `false` is UIKit's rule
    /// on Apple platforms, where CoreGraphics' `intersects` leaves such elements out; the
    /// UIKitCompat collection view uses it, so its visible cells are iOS's.
    public var showsElementsThatOnlyTouch: Bool {
        get { viewport.keepsTouchingElements }
        set {
            guard newValue != viewport.keepsTouchingElements else { return }
            viewport.keepsTouchingElements = newValue
            visibleSet.needsRefresh = true
        }
    }

    /// Called after every pass with the previous and the new visible attributes; the
    /// reuse queue integration (views in and out) hooks in here.
    func visibleSetDidChange(
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
    /// An unchanged value does nothing. Called from a layout's hook while a pass or another
    /// change runs, it stores the bounds, asks the layout once per operation, and leaves the
    /// pass to the running operation (which runs a follow-up pass), so it never recurses.
    ///
    /// - Throws: ``CollectionViewError/invalidGeometry(_:)`` for non-finite values or a
    ///   negative size, or what the pass throws; the host is then as it was.
    public func setBounds(_ newBounds: Rect) throws(CollectionViewError) {
        guard newBounds.isFinite, newBounds.width >= 0, newBounds.height >= 0 else {
            throw .invalidGeometry(.bounds(newBounds))
        }
        guard newBounds != bounds else { return }
        let oldBounds = bounds
        // A scroll chooses the anchor afresh.
        if newBounds.origin != oldBounds.origin { viewport.heldAnchor = nil }
        if writeGuard.isActive {
            writeFromHook(bounds: newBounds)
            if oldBounds.origin != newBounds.origin { delegate?.collectionViewDidScroll(self) }
            return
        }
        // A new size (a rotation) keeps the scroll anchor in place, as the last finished pass
        // showed it.
        var anchor: AnchorSnapshot?
        if newBounds.size != oldBounds.size, viewport.scrollAnchor != .none {
            try layoutIfNeeded()
            anchor = captureAnchor()
        }
        try writeGuard.run { () throws(CollectionViewError) in
            applyBoundsChange(to: newBounds)
            do throws(CollectionViewError) {
                try layoutIfNeededWithinOperation()
                if let anchor {
                    let target = anchoredOffset(anchor, newIndexPath: { $0 })
                    if target != bounds.origin {
                        shiftRunningScroll(by: target - bounds.origin)
                        viewport.bounds.origin = target
                        visibleSet.needsRefresh = true
                        try layoutIfNeededWithinOperation()
                    }
                }
            } catch {
                viewport.bounds = oldBounds
                throw error
            }
        }
        if oldBounds.origin != bounds.origin { delegate?.collectionViewDidScroll(self) }
    }

    /// Stores new bounds, invalidating the layout when it asks for it.
    private func applyBoundsChange(to newBounds: Rect) {
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            let context = layout.invalidationContext(forBoundsChange: newBounds)
            viewport.bounds = newBounds
            layout.invalidateLayout(with: context)
        } else {
            viewport.bounds = newBounds
        }
        visibleSet.needsRefresh = true
    }

    /// A bounds write from a layout's hook: stored, the layout asked at most once per
    /// operation; the running operation's follow-up pass shows it.
    private func writeFromHook(bounds newBounds: Rect) {
        writeGuard.wroteDuringOperation = true
        guard !writeGuard.invalidatedByWrite else {
            viewport.bounds = newBounds
            visibleSet.needsRefresh = true
            return
        }
        writeGuard.invalidatedByWrite = true
        applyBoundsChange(to: newBounds)
    }

    /// ``layoutIfNeeded()`` from inside a guarded operation of the host's own (a bounds or
    /// inset change): the pass and its bounded follow-ups.
    private func layoutIfNeededWithinOperation() throws(CollectionViewError) {
        try passIfNeeded()
        var followUps = 0
        while writeGuard.wroteDuringOperation, followUps < HostWriteGuard.maximumFollowUpPasses {
            writeGuard.wroteDuringOperation = false
            writeGuard.invalidatedByWrite = false
            try passIfNeeded()
            followUps += 1
        }
    }

    /// Moves the content offset (a scroll without animation).
    public func setContentOffset(_ offset: Point) throws(CollectionViewError) {
        guard offset.isFinite else {
            throw .invalidGeometry(.contentOffset(offset))
        }
        try setBounds(Rect(origin: offset, size: bounds.size))
    }

    /// Resizes the view, keeping the content offset.
    public func setFrameSize(_ size: Size) throws(CollectionViewError) {
        guard size.isValidLayoutSize else {
            throw .invalidGeometry(.frameSize(size))
        }
        try setBounds(Rect(origin: bounds.origin, size: size))
    }

    /// The insets the content really gets (`adjustedContentInset`): ``contentInset`` plus the
    /// ``safeAreaInsets`` on the edges ``contentInsetAdjustmentBehavior`` adjusts. Every
    /// scrolling rule uses it: a vertical collection view rests at
    /// `-adjustedContentInset.top`, offsets clamp and rubber-band within it, and
    /// ``scrollToItem(at:at:animated:)`` and ``scrollToTop()`` keep it clear.
    public var adjustedContentInset: EdgeInsets { viewport.adjustedContentInset }

    /// Changes what the adjusted inset depends on: an offset resting at the top stays at the
    /// top, the layout is invalidated, and the delegate hears of the inset and the scroll.
    func adjustingInsets(_ change: () -> Void) {
        let oldAdjusted = viewport.adjustedContentInset, oldOrigin = bounds.origin
        change()
        viewport.keepRestingOffset(previousAdjustedInset: oldAdjusted)
        visibleSet.needsRefresh = true
        collectionViewLayout.invalidateLayout()
        if viewport.adjustedContentInset != oldAdjusted { delegate?.collectionViewDidChangeAdjustedContentInset(self) }
        if bounds.origin != oldOrigin { delegate?.collectionViewDidScroll(self) }
    }

    /// Sets the content inset and invalidates the layout. When the inset changes, the
    /// delegate hears `collectionViewDidChangeAdjustedContentInset`.
    ///
    /// An unchanged inset does nothing, as in UIKit. Called from a layout's hook while a pass
    /// or another change runs, a changed inset is stored and invalidates the layout at most
    /// once per operation; the running operation's follow-up pass shows it.
    ///
    /// - Throws: ``CollectionViewError/invalidGeometry(_:)`` for a non-finite inset, or
    ///   what the layout pass throws; the previous inset is kept when it throws.
    public func setContentInset(_ insets: EdgeInsets) throws(CollectionViewError) {
        guard insets.isFinite else {
            throw .invalidGeometry(.contentInset(insets))
        }
        let old = contentInset
        guard insets != old else { return }
        viewport.contentInset = insets
        if writeGuard.isActive {
            writeGuard.wroteDuringOperation = true
            if !writeGuard.invalidatedByWrite {
                writeGuard.invalidatedByWrite = true
                collectionViewLayout.invalidateLayout()
            }
        } else {
            do {
                try writeGuard.run { () throws(CollectionViewError) in
                    collectionViewLayout.invalidateLayout()
                    try layoutIfNeededWithinOperation()
                }
            } catch {
                viewport.contentInset = old
                throw error
            }
        }
        delegate?.collectionViewDidChangeAdjustedContentInset(self)
    }

    // MARK: - The visible set

    /// The attributes of the visible elements (within the bounds plus the prefetch
    /// margin), sorted by category, kind, section and item.
    public var visibleElements: [LayoutAttributes] {
        visibleSet.attributes.values.sorted { $0.key < $1.key }
    }

    /// The index paths of the visible cells, sorted.
    public var indexPathsForVisibleItems: [ElementIndexPath] {
        visibleSet.attributes.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
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
        visibleSet.indexPathForItem(at: point)
    }

    // MARK: - Changing the layout

    /// Replaces the layout without animation: the old layout loses its host, the new one
    /// gets it and is laid out.
    ///
    /// - Throws: What the layout pass throws; the old layout is then restored.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout) throws(CollectionViewError) {
        let old = collectionViewLayout
        guard layout !== old else { return }
        layoutSlot = layout
        layout.host = HostProxy(view: self)
        do {
            try layoutPass(reconfigureAll: false)
        } catch {
            layoutSlot = old
            throw error
        }
        old.host = nil
    }
}
