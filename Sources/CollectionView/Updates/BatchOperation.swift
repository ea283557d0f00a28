import LayoutProtocol

/// One change a caller asks for in a batch update, in the words of UIKit's
/// `insertItems(at:)`, `deleteSections(_:)`, `moveItem(at:to:)` and friends.
///
/// Deletes, reloads and move sources name index paths from before the batch; inserts and
/// move destinations name index paths from after it. A reload is a delete plus an insert
/// at the same place.
///
/// The ``description`` is the command-line syntax that
/// ``BatchUpdateValidator/parseOperations(_:)`` reads back:
///
/// ```swift
/// BatchOperation.moveItem(from: ElementIndexPath(item: 0, section: 1), to: ElementIndexPath(item: 2, section: 1))
///     .description // "move 1-0:1-2"
/// ```
public enum BatchOperation: Hashable, Sendable {
    /// Inserts an item (`insert S-I`); the index path is after the batch.
    case insertItem(ElementIndexPath)
    /// Deletes an item (`delete S-I`); the index path is before the batch.
    case deleteItem(ElementIndexPath)
    /// Reloads an item (`reload S-I`): a delete before and an insert after, at the same
    /// index path.
    case reloadItem(ElementIndexPath)
    /// Moves an item (`move S-I:S-I`) from an index path before the batch to one after it.
    case moveItem(from: ElementIndexPath, to: ElementIndexPath)
    /// Inserts a section (`insert-section S`); the index is after the batch.
    case insertSection(Int)
    /// Deletes a section (`delete-section S`); the index is before the batch.
    case deleteSection(Int)
    /// Reloads a section (`reload-section S`): a delete and an insert at the same index.
    case reloadSection(Int)
    /// Moves a section (`move-section S:S`) from an index before the batch to one after it.
    case moveSection(from: Int, to: Int)
}

extension BatchOperation: CustomStringConvertible {
    /// The command-line syntax: `insert 0-3`, `move 1-0:1-2`, `delete-section 2`,
    /// `move-section 0:3`.
    public var description: String {
        func path(_ p: ElementIndexPath) -> String { "\(p.section)-\(p.item)" }
        switch self {
        case .insertItem(let p): return "insert \(path(p))"
        case .deleteItem(let p): return "delete \(path(p))"
        case .reloadItem(let p): return "reload \(path(p))"
        case .moveItem(let from, let to): return "move \(path(from)):\(path(to))"
        case .insertSection(let s): return "insert-section \(s)"
        case .deleteSection(let s): return "delete-section \(s)"
        case .reloadSection(let s): return "reload-section \(s)"
        case .moveSection(let from, let to): return "move-section \(from):\(to)"
        }
    }
}
