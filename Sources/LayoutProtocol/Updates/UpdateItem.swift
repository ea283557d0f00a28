/// A section, or an item in a section, named by an update (the index path of
/// `UICollectionViewUpdateItem`, whose item is absent for a whole-section update).
public struct UpdateIndexPath: Hashable, Sendable, Comparable {
    /// The section.
    public var section: Int
    /// The item, or `nil` when the update concerns the whole section.
    public var item: Int?

    /// An item in a section.
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// A whole section.
    public init(section: Int) {
        self.section = section
        self.item = nil
    }

    /// An item's index path.
    public init(_ indexPath: ElementIndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }

    /// Whether it names a whole section.
    public var isSection: Bool { item == nil }

    /// The item's index path, or `nil` for a whole section.
    public var elementIndexPath: ElementIndexPath? {
        item.map { ElementIndexPath(item: $0, section: section) }
    }

    public static func < (lhs: UpdateIndexPath, rhs: UpdateIndexPath) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        return (lhs.item ?? -1) < (rhs.item ?? -1)
    }
}

extension UpdateIndexPath: CustomStringConvertible {
    /// `S-I` for an item, `S` for a section (the CLI's notation).
    public var description: String { item.map { "\(section)-\($0)" } ?? "\(section)" }
}

/// One change in a batch update (`UICollectionViewUpdateItem`).
///
/// Deletes, reloads and move sources use index paths from before the batch; inserts and
/// move destinations use index paths from after it.
public struct UpdateItem: Hashable, Sendable {
    /// What happened (`UICollectionViewUpdateItem.Action`).
    public enum Action: String, Hashable, Sendable, CaseIterable {
        /// An item or section was inserted (`indexPathAfterUpdate` is set).
        case insert
        /// An item or section was deleted (`indexPathBeforeUpdate` is set).
        case delete
        /// An item or section was reloaded: deleted and inserted at the same place.
        case reload
        /// An item or section moved (both index paths are set).
        case move
        /// No action on the item (UIKit's `UICollectionUpdateAction.none`).
        case none
    }

    /// What happened.
    public var action: Action
    /// Where the element was before the batch (`nil` for an insert).
    public var indexPathBeforeUpdate: UpdateIndexPath?
    /// Where the element is after the batch (`nil` for a delete).
    public var indexPathAfterUpdate: UpdateIndexPath?

    /// Creates an update item.
    public init(action: Action, before: UpdateIndexPath?, after: UpdateIndexPath?) {
        self.action = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
    }

    /// Whether the update concerns whole sections.
    public var isSectionUpdate: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.isSection ?? false
    }
}

extension UpdateItem: CustomStringConvertible {
    /// `insert 0-3`, `delete 1-4`, `move 1-0 -> 1-2`, `reload-section 2`.
    public var description: String {
        let suffix = isSectionUpdate ? "-section" : ""
        switch action {
        case .insert: return "insert\(suffix) \(indexPathAfterUpdate.map(String.init(describing:)) ?? "?")"
        case .delete: return "delete\(suffix) \(indexPathBeforeUpdate.map(String.init(describing:)) ?? "?")"
        case .reload: return "reload\(suffix) \(indexPathBeforeUpdate.map(String.init(describing:)) ?? "?")"
        case .move:
            return
                "move\(suffix) \(indexPathBeforeUpdate.map(String.init(describing:)) ?? "?") -> \(indexPathAfterUpdate.map(String.init(describing:)) ?? "?")"
        case .none: return "none"
        }
    }
}
