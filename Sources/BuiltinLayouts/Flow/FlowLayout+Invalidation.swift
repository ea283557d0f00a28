import Geometry
import LayoutProtocol

extension FlowLayout {
    // MARK: - Invalidation

    /// Whether a bounds change needs work: a change of the cross-axis size (the lines
    /// break differently), or any change while headers or footers pin (they follow the
    /// bounds).
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: `true` when the layout must be invalidated.
    func flowShouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        guard let host else { return false }
        let old = host.bounds
        if crossExtentChanged(from: old, to: newBounds) { return true }
        return (sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds) && old != newBounds
    }

    /// The context for a bounds change: a relayout of the lines from cached metrics when
    /// the cross-axis size changed; otherwise only the pinned headers and footers of the
    /// sections on screen, which costs no layout work.
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: A ``FlowLayoutInvalidationContext``.
    /// - Complexity: O(log sections + visible sections).
    func flowContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        let context = FlowLayoutInvalidationContext()
        guard let host, let s = state else {
            context.invalidateFlowLayoutAttributes = true
            return context
        }
        if crossExtentChanged(from: host.bounds, to: newBounds) {
            context.invalidateFlowLayoutAttributes = true
            return context
        }
        var headers: [ElementIndexPath] = [], footers: [ElementIndexPath] = []
        let covered = host.bounds.union(newBounds)
        let h = s.rules.horizontal
        var lo = h ? covered.minX : covered.minY, hi = h ? covered.maxX : covered.maxY
        if s.mirrored && h { (lo, hi) = (s.contentMain - hi, s.contentMain - lo) }
        for section in s.sections where section.end >= lo && section.start <= hi {
            let path = ElementIndexPath(item: 0, section: section.index)
            if sectionHeadersPinToVisibleBounds && section.headerLength > 0 { headers.append(path) }
            if sectionFootersPinToVisibleBounds && section.footerLength > 0 { footers.append(path) }
        }
        if !headers.isEmpty { context.invalidateSupplementaryElements(ofKind: ElementKind.sectionHeader, at: headers) }
        if !footers.isEmpty { context.invalidateSupplementaryElements(ofKind: ElementKind.sectionFooter, at: footers) }
        return context
    }

    private func crossExtentChanged(from old: Rect, to new: Rect) -> Bool {
        scrollDirection == .horizontal ? old.height != new.height : old.width != new.width
    }

    // MARK: - Self-sizing

    /// Whether a self-sizing cell's preferred attributes change the layout: only with a
    /// non-zero ``estimatedItemSize``, for a cell whose preferred size is valid and
    /// differs from the original.
    ///
    /// - Parameters:
    ///   - preferredAttributes: What the cell prefers.
    ///   - originalAttributes: What the layout gave it.
    /// - Returns: `true` when the layout should take the preferred size.
    func flowShouldInvalidate(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && originalAttributes.category == .cell && preferredAttributes.size.isValidLayoutSize
            && preferredAttributes.size != originalAttributes.size
    }

    /// Records the preferred size and returns the context that re-lays out the lines it
    /// moves, with a ``InvalidationContext/contentOffsetAdjustment`` that keeps the
    /// items on screen in place when the item is before the visible bounds.
    ///
    /// An invalid preferred size is ignored (the context then only invalidates the item).
    ///
    /// - Parameters:
    ///   - preferredAttributes: What the cell prefers.
    ///   - originalAttributes: What the layout gave it.
    /// - Returns: A ``FlowLayoutInvalidationContext``.
    func flowContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        if originalAttributes.category == .cell,
            let context = try? recordPreferredSize(preferredAttributes.size, forItemAt: originalAttributes.indexPath)
        {
            return context
        }
        let context = FlowLayoutInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// Records the size a self-sizing cell prefers, re-lays out the lines it moves and
    /// invalidates the layout with the resulting context.
    ///
    /// The size replaces the estimate (and any delegate size) of the item until the item is
    /// deleted or reloaded, or the data is reloaded: a batch update carries it to the
    /// item's new index path. When the item starts before the visible bounds, the
    /// context's ``LayoutProtocol/InvalidationContext/contentOffsetAdjustment`` is the distance the items
    /// after it moved, so a host that applies it keeps the items on screen in place.
    ///
    /// ```swift
    /// layout.estimatedItemSize = Size(width: 100, height: 50)
    /// let context = try layout.setPreferredSize(Size(width: 100, height: 80),
    ///                                           forItemAt: ElementIndexPath(item: 0, section: 0))
    /// context.contentOffsetAdjustment // (0, 30) when item 0 is above the visible bounds
    /// ```
    ///
    /// - Parameters:
    ///   - size: The preferred size.
    ///   - indexPath: The item.
    /// - Returns: The context the layout was invalidated with.
    /// - Throws: ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` for a negative or non-finite size,
    ///   ``LayoutProtocol/LayoutError/noSuchElement(_:)`` for an item the layout does not have; nothing
    ///   changes then.
    /// - Complexity: O(log n + lines moved + later lines and sections).
    @discardableResult
    public func setPreferredSize(_ size: Size, forItemAt indexPath: ElementIndexPath) throws(LayoutError) -> FlowLayoutInvalidationContext {
        let context = try recordPreferredSize(size, forItemAt: indexPath)
        invalidateLayout(with: context)
        return context
    }

    /// The preferred size recorded for an item, or `nil`.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The recorded size.
    public func preferredSize(forItemAt indexPath: ElementIndexPath) -> Size? {
        preferredSizes[indexPath.section]?[indexPath.item]
    }

    private func recordPreferredSize(_ size: Size, forItemAt indexPath: ElementIndexPath) throws(LayoutError)
        -> FlowLayoutInvalidationContext
    {
        try LayoutError.validate(size, "the preferred size of item \(indexPath.item) in section \(indexPath.section)")
        if let host, !host.containsItem(at: indexPath) || !indexPath.trailing.isEmpty {
            throw .noSuchElement(.cell(indexPath))
        }
        guard indexPath.section >= 0, indexPath.item >= 0 else { throw .noSuchElement(.cell(indexPath)) }
        let context = FlowLayoutInvalidationContext()
        context.invalidateItems(at: [indexPath])
        preferredSizes[indexPath.section, default: [:]][indexPath.item] = size
        guard estimatedItemSize != .zero, let s = state, let host, indexPath.section < s.sections.count,
            indexPath.item < s.sections[indexPath.section].count
        else { return context }
        let section = s.sections[indexPath.section]
        let before = section.itemPlacement(indexPath.item, rules: s.rules)
        let delta = applySize(size, toItem: indexPath.item, of: section, in: s)
        // Keep what is on screen in place when the change happened before it.
        let b = host.bounds, ins = host.adjustedContentInset
        let h = s.rules.horizontal
        var visibleStart = h ? b.minX + ins.left : b.minY + ins.top
        if s.mirrored && h { visibleStart = s.contentMain - (b.maxX - ins.right) }
        let beforeVisible = before.v < visibleStart
        let shift = beforeVisible ? delta : 0
        if h {
            context.contentOffsetAdjustment = Point(x: s.mirrored ? delta - shift : shift, y: 0)
            context.contentSizeAdjustment = Size(width: delta, height: 0)
        } else {
            context.contentOffsetAdjustment = Point(x: 0, y: shift)
            context.contentSizeAdjustment = Size(width: 0, height: delta)
        }
        return context
    }
}
