import Geometry
import LayoutProtocol

extension CollectionViewHost {
    // MARK: - Public API

    /// What the view keeps in place through batch updates and width changes
    /// (``ScrollAnchor``); ``ScrollAnchor/none`` by default, UIKit's behavior.
    public var scrollAnchor: ScrollAnchor {
        get { viewport.scrollAnchor }
        set { viewport.scrollAnchor = newValue }
    }

    // MARK: - Internal

    /// Where the anchor is before a change, to be put back after it.
    struct AnchorSnapshot {
        /// Candidate cells in visible order, each with its origin's distance from the
        /// content offset; the first that survives the change is the anchor.
        var candidates: [(indexPath: ElementIndexPath, delta: Vector)]
        /// The offset and the largest offset before the change.
        var offset: Point
        var maximumOffset: Point
        /// Whether the view rested at the top.
        var restsAtTop: Bool
    }

    /// The anchor before a change, or `nil` when the policy keeps nothing.
    func captureAnchor() -> AnchorSnapshot? {
        let policy = viewport.scrollAnchor
        if case .none = policy { return nil }
        let inset = adjustedContentInset
        let origin = bounds.origin
        let visible = Rect(
            x: origin.x + inset.left, y: origin.y + inset.top,
            width: max(0, bounds.width - inset.left - inset.right), height: max(0, bounds.height - inset.top - inset.bottom))
        var cells: [(ElementIndexPath, Rect)] = []
        for (key, attributes) in visibleSet.attributes where key.category == .cell && !attributes.isHidden {
            if attributes.frame.intersects(visible) { cells.append((key.indexPath, attributes.frame)) }
        }
        func inside(_ r: Rect) -> Bool {
            r.minX >= visible.minX - 0.5 && r.maxX <= visible.maxX + 0.5 && r.minY >= visible.minY - 0.5 && r.maxY <= visible.maxY + 0.5
        }
        // Whole cells first, each group in reading order (top to bottom, then leading).
        cells.sort { a, b in
            let (wa, wb) = (inside(a.1), inside(b.1))
            if wa != wb { return wa }
            return (a.1.minY, a.1.minX, a.0) < (b.1.minY, b.1.minX, b.0)
        }
        var candidates = cells.map { (indexPath: $0.0, delta: $0.1.origin - origin) }
        if let held = viewport.heldAnchor, let index = candidates.firstIndex(where: { $0.indexPath == held }) {
            candidates.insert(candidates.remove(at: index), at: 0)
        }
        if case .item(let pinned) = policy {
            let frame =
                visibleSet.attributes[ElementKey(.cell, pinned)]?.frame ?? collectionViewLayout.layoutAttributesForItem(at: pinned)?.frame
            if let frame { candidates.insert((pinned, frame.origin - origin), at: 0) }
        }
        return AnchorSnapshot(
            candidates: candidates, offset: origin, maximumOffset: viewport.contentOffsetBounds(contentSize: contentSize).max,
            restsAtTop: origin.y <= -inset.top + 0.5)
    }

    /// The offset that puts the anchor back after a change (`newIndexPath` maps an index
    /// path across it; the identity for a width change), clamped to the new content; the
    /// offset before when nothing can be kept. `layout` is where the content is after the
    /// change: the installed layout, or the incoming one of a layout transition.
    func anchoredOffset(
        _ snapshot: AnchorSnapshot, newIndexPath: (ElementIndexPath) -> ElementIndexPath?, in incoming: CollectionViewLayout? = nil
    ) -> Point {
        let layout = incoming ?? collectionViewLayout
        let size = layout.contentSize
        let range = viewport.contentOffsetBounds(contentSize: size)
        func clamp(_ p: Point) -> Point {
            Point(x: min(max(p.x, range.min.x), range.max.x), y: min(max(p.y, range.min.y), range.max.y))
        }
        switch viewport.scrollAnchor {
        case .none:
            return snapshot.offset
        case .top where snapshot.restsAtTop:
            return Point(x: snapshot.offset.x, y: range.min.y)
        case .bottom(let threshold) where snapshot.offset.y >= snapshot.maximumOffset.y - max(0, threshold):
            return Point(x: snapshot.offset.x, y: range.max.y)
        case .item(let pinned) where newIndexPath(pinned) == nil:
            viewport.scrollAnchor = .automatic
        default:
            break
        }
        for candidate in snapshot.candidates {
            guard let path = newIndexPath(candidate.indexPath), let frame = layout.layoutAttributesForItem(at: path)?.frame, frame.isFinite
            else { continue }
            if case .item(let pinned) = viewport.scrollAnchor, pinned == candidate.indexPath { viewport.scrollAnchor = .item(path) }
            viewport.heldAnchor = path
            return clamp(frame.origin - candidate.delta)
        }
        return snapshot.offset
    }
}

/// Where a reader is: an item and how far its origin is from the content offset (for state
/// restoration, or to come back to the same place after reloading from the network).
///
/// ```swift
/// let position = cv.readingPosition()   // before: [0, 42] 30 points below the top
/// // … reload the data …
/// try cv.restoreReadingPosition(position!)
/// ```
public struct ReadingPosition: Hashable, Sendable {
    /// The item (the first one wholly in the visible area when read).
    public var indexPath: ElementIndexPath
    /// The item's origin less the content offset: where it sits in the viewport.
    public var offsetInViewport: Vector

    /// A position: `indexPath` with its origin `offsetInViewport` from the content offset.
    public init(indexPath: ElementIndexPath, offsetInViewport: Vector) {
        self.indexPath = indexPath
        self.offsetInViewport = offsetInViewport
    }
}

extension CollectionViewHost {
    /// The reader's position, after any pending layout pass: the cell the scroll anchor keeps
    /// in place since the last change, when it is visible; otherwise the first cell wholly
    /// inside the visible area (the bounds less the adjusted content inset; the first partly
    /// visible one when none is whole); and where it sits. `nil` when no cell is visible.
    public func readingPosition() -> ReadingPosition? {
        // Read what a finished pass shows (cells that sized themselves have moved the rest).
        try? layoutIfNeeded()
        let saved = viewport.scrollAnchor
        viewport.scrollAnchor = .automatic
        defer { viewport.scrollAnchor = saved }
        guard let first = captureAnchor()?.candidates.first else { return nil }
        return ReadingPosition(indexPath: first.indexPath, offsetInViewport: first.delta)
    }

    /// Scrolls so that the position's item sits where the position says, clamped to the
    /// content.
    ///
    /// - Parameters:
    ///   - position: A position from ``readingPosition()`` (or made by hand).
    ///   - animated: Whether to animate.
    /// - Throws: ``CollectionViewError/noSuchItem(_:)`` when the item does not exist, or what
    ///   the layout pass throws; nothing changes then.
    public func restoreReadingPosition(_ position: ReadingPosition, animated: Bool = false) throws(CollectionViewError) {
        try layoutIfNeeded()
        let path = position.indexPath
        guard path.trailing.isEmpty, path.section >= 0, path.section < numberOfSections, path.item >= 0,
            path.item < numberOfItems(inSection: path.section),
            let frame = collectionViewLayout.layoutAttributesForItem(at: path)?.frame, frame.isFinite, position.offsetInViewport.isFinite
        else { throw .noSuchItem(path) }
        try setContentOffset(clamped(frame.origin - position.offsetInViewport), animated: animated)
    }
}
