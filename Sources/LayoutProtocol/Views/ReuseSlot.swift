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
