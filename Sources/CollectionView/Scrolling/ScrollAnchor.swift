import LayoutProtocol

/// What a collection view keeps in place when its content changes under the viewport: a
/// batch update (rows inserted or deleted above, as a chat loading older messages) or a
/// change of the view's width (a rotation). UIKit has no such setting; apps write it by hand
/// in `targetContentOffset(forProposedContentOffset:)`.
///
/// The anchored offset is a proposal: the layout's `targetContentOffset(forProposedContentOffset:)`
/// and then the delegate's answer still decide where the view ends (the layout wins), and the
/// result is clamped to the content. ``none`` proposes the offset the view has, which is
/// UIKit's behavior.
///
/// ```swift
/// cv.scrollAnchor = .automatic
/// try cv.performBatchUpdates { u in
///     messages.insert(contentsOf: older, at: 0)
///     u.insertItems(at: (0..<older.count).map { ElementIndexPath(item: $0, section: 0) })
/// }   // the message that was at the top of the screen still is, at the same height
/// ```
public enum ScrollAnchor: Hashable, Sendable {
    /// Nothing is kept: the offset stays as it was (UIKit's behavior, and the default).
    case none
    /// The first cell fully inside the visible area (the bounds less the adjusted content
    /// inset; the first partly visible one when none is whole) keeps its position on screen.
    /// When that cell is deleted, the next visible cell that stays takes its place; when
    /// none stays, the offset is kept.
    case automatic
    /// A view resting at the top stays at the top (new content above shows); otherwise as
    /// ``automatic``.
    case top
    /// A view within `threshold` points of the bottom stays at the bottom as content grows
    /// (a chat following new messages, rows that size themselves, the first layout, which
    /// opens at the bottom); otherwise as ``automatic``, so a reader scrolled up keeps what is
    /// on screen both when older content loads above and when new content arrives below.
    case bottom(threshold: Double)
    /// This item keeps its position on screen; the anchor follows the item to its new index
    /// path through a batch update. When the item is deleted, the host behaves as
    /// ``automatic`` for that change and the anchor becomes ``automatic``.
    case item(ElementIndexPath)
}
