import Geometry
import LayoutProtocol

/// A supplementary item whose size may come from its view.
enum SizableSupplementary {
    /// A header or footer of a section, or of the layout (section −1).
    case boundary(section: Int, item: LayoutBoundarySupplementaryItem)
    /// An item's supplementary item (a badge).
    case badge(LayoutSupplementaryItem)

    /// Whether either dimension comes from the view (estimated or uniform).
    var isSelfSizing: Bool {
        let size: LayoutSize
        switch self {
        case .boundary(_, let item): size = item.layoutSize
        case .badge(let item): size = item.layoutSize
        }
        return size.widthDimension.isSelfSizing || size.heightDimension.isSelfSizing
    }
}

extension CompositionalLayout {
    // MARK: - Self-sizing supplementary views

    /// Records the size a self-sizing header, footer or badge prefers and invalidates the
    /// layout with the resulting context; the path the host takes for a supplementary
    /// view whose `preferredLayoutAttributesFitting(_:)` differs.
    ///
    /// The size replaces the estimate along the item's estimated dimensions. A header or
    /// footer that extends its section's boundary moves everything after it; when it starts
    /// before the visible bounds, the context's `contentOffsetAdjustment` is how far, so a
    /// host that applies it keeps what the user sees in place. A badge takes no space:
    /// only its own frame changes.
    ///
    /// ```swift
    /// // A header estimated at 38 points measures 60: everything below it moves down 22.
    /// try layout.setPreferredSize(Size(width: 390, height: 60), forSupplementaryViewOfKind: "header", at: ElementIndexPath(item: 0, section: 2))
    /// ```
    ///
    /// - Returns: The context the layout was invalidated with.
    /// - Throws: `LayoutError.invalidGeometry` for a negative or non-finite size,
    ///   `LayoutError.noSuchElement` for a supplementary view the layout does not have;
    ///   nothing changes then.
    /// - Complexity: O(1) for a badge; a header or footer lays out the sections again
    ///   (O(sections + groups of sections with estimated sizes)).
    @discardableResult
    public func setPreferredSize(
        _ size: Size, forSupplementaryViewOfKind kind: String, at indexPath: ElementIndexPath
    ) throws(LayoutError) -> InvalidationContext {
        let context = try recordPreferredSize(size, forSupplementaryViewOfKind: kind, at: indexPath)
        invalidateLayout(with: context)
        return context
    }

    /// The preferred size recorded for a supplementary view, or `nil`.
    public func preferredSize(forSupplementaryViewOfKind kind: String, at indexPath: ElementIndexPath) -> Size? {
        if let size = preferredBadgeSizes[ElementKey(.supplementary(kind: kind), indexPath)] { return size }
        guard indexPath.item == 0 else { return nil }
        if indexPath.section == 0, let size = preferredBoundarySizes[-1]?[kind] { return size }
        return preferredBoundarySizes[indexPath.section]?[kind]
    }

    /// The supplementary item behind a kind and index path, or `nil`.
    func sizableSupplementary(ofKind kind: String, at indexPath: ElementIndexPath) -> SizableSupplementary? {
        guard let state, indexPath.trailing.isEmpty, indexPath.section >= 0, indexPath.item >= 0 else { return nil }
        if indexPath.section == 0, indexPath.item == 0, let b = state.layoutBoundary.first(where: { $0.item.elementKind == kind }) {
            return .boundary(section: -1, item: b.item)
        }
        guard indexPath.section < state.sections.count else { return nil }
        let sec = state.sections[indexPath.section]
        if indexPath.item == 0, let b = sec.boundary.first(where: { $0.item.elementKind == kind }) {
            return .boundary(section: indexPath.section, item: b.item)
        }
        guard sec.hasItemSupplementaries, indexPath.item < sec.itemCount,
            let badge = sec.template.leaves[indexPath.item % sec.leafCount].item?.supplementaryItems.first(where: { $0.elementKind == kind }
            )
        else { return nil }
        return .badge(badge)
    }

    func recordPreferredSize(
        _ size: Size, forSupplementaryViewOfKind kind: String, at indexPath: ElementIndexPath
    ) throws(LayoutError) -> InvalidationContext {
        let key = ElementKey(.supplementary(kind: kind), indexPath)
        try LayoutError.validate(size, "the preferred size of the \(kind) at \(indexPath)")
        guard let target = sizableSupplementary(ofKind: kind, at: indexPath), let old = state, let host else {
            throw .noSuchElement(key)
        }
        let context = makeInvalidationContext()
        context.invalidateSupplementaryElements(ofKind: kind, at: [indexPath])
        guard target.isSelfSizing else { return context }
        guard case .boundary(let s, _) = target else {
            preferredBadgeSizes[key] = size  // a badge takes no space: nothing else moves
            return context
        }
        var boundary = preferredBoundarySizes
        boundary[s, default: [:]][kind] = size
        let fresh: LayoutState
        do {
            fresh = try buildState(host: host, preferred: preferredSizes, boundary: boundary)
        } catch {
            throw .invalidGeometry(error.description)
        }
        let scroll = old.scroll
        let placed = s < 0 ? old.layoutBoundary : old.sections[s].boundary
        let changeAt = placed.first { $0.item.elementKind == kind }.map { scroll.minMain($0.frame) } ?? 0
        let delta = scroll.main(fresh.contentSize) - scroll.main(old.contentSize)
        preferredBoundarySizes = boundary
        state = fresh
        visibleAdjustments = [:]
        refreshVisibleItemHandlers()
        adjust(context, growth: delta, at: changeAt, fresh)
        return context
    }

    /// A badge's frame anchored to its item's frame, with its preferred size if it has one.
    func badgeFrame(_ badge: LayoutSupplementaryItem, anchoredTo frame: Rect, item: Int, section: Int) -> Rect {
        guard !preferredBadgeSizes.isEmpty,
            let preferred = preferredBadgeSizes[
                ElementKey(.supplementary(kind: badge.elementKind), ElementIndexPath(item: item, section: section))]
        else { return badge.frame(anchoredTo: frame) }
        return badge.frame(anchoredTo: frame, preferred: preferred)
    }
}
