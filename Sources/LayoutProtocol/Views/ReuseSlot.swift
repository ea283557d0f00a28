/// Where a reusable view is registered and queued: a cell by reuse identifier, a
/// supplementary view by kind and reuse identifier, or a decoration view by kind.
///
/// Each slot has its own registration, its own queue of views waiting to be reused and
/// its own statistics.
///
/// ```swift
/// let slot = ReuseSlot.supplementary(kind: ElementKind.sectionHeader, identifier: "Title")
/// slot.description // "supplementary view 'Title' of kind 'header'"
/// ```
public enum ReuseSlot: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Cells registered under a reuse identifier.
    case cell(identifier: String)
    /// Supplementary views of a kind registered under a reuse identifier.
    case supplementary(kind: String, identifier: String)
    /// Decoration views of a kind (registered on the layout).
    case decoration(kind: String)

    /// The reuse identifier; for a decoration view, its kind.
    public var identifier: String {
        switch self {
        case .cell(let identifier), .supplementary(_, let identifier): return identifier
        case .decoration(let kind): return kind
        }
    }

    /// The element kind, or `nil` for a cell.
    public var kind: String? {
        switch self {
        case .cell: return nil
        case .supplementary(let kind, _), .decoration(let kind): return kind
        }
    }

    /// `cell 'Photo'`, `supplementary view 'Title' of kind 'header'`,
    /// `decoration view of kind 'background'`.
    public var description: String {
        switch self {
        case .cell(let identifier): return "cell '\(identifier)'"
        case .supplementary(let kind, let identifier): return "supplementary view '\(identifier)' of kind '\(kind)'"
        case .decoration(let kind): return "decoration view of kind '\(kind)'"
        }
    }

    private var rank: Int {
        switch self {
        case .cell: return 0
        case .supplementary: return 1
        case .decoration: return 2
        }
    }

    /// Cells first, then supplementary views, then decoration views; then by kind and
    /// identifier.
    public static func < (lhs: ReuseSlot, rhs: ReuseSlot) -> Bool {
        if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
        if (lhs.kind ?? "") != (rhs.kind ?? "") { return (lhs.kind ?? "") < (rhs.kind ?? "") }
        return lhs.identifier < rhs.identifier
    }
}

/// How many views of a slot were created and reused, and where they are now.
///
/// `created` counts views made from the registration, `reused` counts dequeues answered
/// from the queue; `inUse` views were handed out and not given back, `queued` views wait
/// in the queue. `created == inUse + queued` as long as no queued view was discarded
/// (replacing or removing a registration, or `removeAllQueuedViews()`, discards them).
public struct ReuseStatistics: Hashable, Sendable, CustomStringConvertible {
    /// Views created from the registration.
    public var created: Int
    /// Dequeues answered with a queued view.
    public var reused: Int
    /// Views handed out and not yet enqueued again.
    public var inUse: Int
    /// Views waiting in the queue.
    public var queued: Int

    /// Creates statistics.
    public init(created: Int = 0, reused: Int = 0, inUse: Int = 0, queued: Int = 0) {
        self.created = created
        self.reused = reused
        self.inUse = inUse
        self.queued = queued
    }

    /// Nothing created, reused, in use or queued.
    public static let zero = ReuseStatistics()

    /// `created 3, reused 10, in use 2, queued 1`.
    public var description: String {
        "created \(created), reused \(reused), in use \(inUse), queued \(queued)"
    }

    /// The sum, field by field.
    public static func + (lhs: ReuseStatistics, rhs: ReuseStatistics) -> ReuseStatistics {
        ReuseStatistics(
            created: lhs.created + rhs.created, reused: lhs.reused + rhs.reused,
            inUse: lhs.inUse + rhs.inUse, queued: lhs.queued + rhs.queued)
    }
}
