import CollectionView
import Diffing

/// A change the user made by reordering items (UIKit's `NSDiffableDataSourceTransaction`):
/// the data source's state before and after, and the difference between their items.
///
/// ``DiffableDataSource/ReorderingHandlers`` hand one to `willReorder` and `didReorder`, so
/// that you can update your own store:
///
/// ```swift
/// dataSource.reorderingHandlers.didReorder = { transaction in
///     store.names = transaction.finalSnapshot.itemIdentifiers
///     // or: store.names = store.names.applying(transaction.difference)!
/// }
/// ```
public struct DiffableDataSourceTransaction<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The state before the reorder.
    public let initialSnapshot: Snapshot<SectionID, ItemID>
    /// The state after the reorder.
    public let finalSnapshot: Snapshot<SectionID, ItemID>
    /// The difference from the initial to the final items, all sections in order
    /// (``Snapshot/itemIdentifiers``); a moved item is a removal and an insertion
    /// associated with each other.
    public let difference: CollectionDifference<ItemID>
    /// One transaction per section whose items changed, in the final section order.
    public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionID, ItemID>]

    /// Creates the transaction between two states.
    ///
    /// - Parameters:
    ///   - initialSnapshot: The state before.
    ///   - finalSnapshot: The state after.
    public init(initialSnapshot: Snapshot<SectionID, ItemID>, finalSnapshot: Snapshot<SectionID, ItemID>) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = itemDifference(from: initialSnapshot.itemIdentifiers, to: finalSnapshot.itemIdentifiers)
        sectionTransactions = finalSnapshot.sectionIdentifiers.compactMap { section in
            let before = initialSnapshot.itemIdentifiers(inSection: section)
            let after = finalSnapshot.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return DiffableDataSourceSectionTransaction(sectionIdentifier: section, initialItems: before, finalItems: after)
        }
    }
}

/// What a reorder changed in one section (UIKit's `NSDiffableDataSourceSectionTransaction`).
public struct DiffableDataSourceSectionTransaction<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionID
    /// The section's items before the reorder, as root items.
    public let initialSnapshot: SectionSnapshot<ItemID>
    /// The section's items after the reorder, as root items.
    public let finalSnapshot: SectionSnapshot<ItemID>
    /// The difference from the section's initial to its final items.
    public let difference: CollectionDifference<ItemID>

    /// Creates the transaction of one section from its items before and after.
    ///
    /// - Parameters:
    ///   - sectionIdentifier: The section.
    ///   - initialItems: Its items before (unique).
    ///   - finalItems: Its items after (unique).
    public init(sectionIdentifier: SectionID, initialItems: [ItemID], finalItems: [ItemID]) {
        self.sectionIdentifier = sectionIdentifier
        var initial = SectionSnapshot<ItemID>(), final = SectionSnapshot<ItemID>()
        try? initial.append(initialItems)
        try? final.append(finalItems)
        initialSnapshot = initial
        finalSnapshot = final
        difference = itemDifference(from: initialItems, to: finalItems)
    }
}

/// The difference between two lists of unique items: the linear diff, or the standard
/// library's where the lists are not unique.
private func itemDifference<ItemID: Hashable>(from old: [ItemID], to new: [ItemID]) -> CollectionDifference<ItemID> {
    if let diff = try? ListDiff(from: old, to: new), let difference = diff.collectionDifference(from: old, to: new) { return difference }
    return new.difference(from: old).inferringMoves()
}

extension DiffableDataSource {
    /// What the data source asks and tells when the user reorders items (UIKit's
    /// `ReorderingHandlers`). Set them on ``DiffableDataSource/reorderingHandlers``.
    ///
    /// The collection view's interactive movement
    /// (``CollectionView/CollectionViewHost/beginInteractiveMovementForItem(at:)`` …
    /// ``CollectionView/CollectionViewHost/endInteractiveMovement()``) asks `canReorderItem`
    /// when the movement begins; when it ends somewhere else, the data source calls
    /// `willReorder`, moves the item in its snapshot, and calls `didReorder` with the same
    /// transaction. The collection view then moves the item on screen.
    public struct ReorderingHandlers {
        /// Whether the user may move an item. Without it, no item can be reordered
        /// (UIKit's rule).
        public var canReorderItem: ((ItemID) -> Bool)?
        /// Called with the reorder before the data source's snapshot changes.
        public var willReorder: ((DiffableDataSourceTransaction<SectionID, ItemID>) -> Void)?
        /// Called with the reorder after the data source's snapshot changed: update your
        /// store from it.
        public var didReorder: ((DiffableDataSourceTransaction<SectionID, ItemID>) -> Void)?

        /// Creates handlers; without `canReorderItem`, reordering is off.
        public init(
            canReorderItem: ((ItemID) -> Bool)? = nil, willReorder: ((DiffableDataSourceTransaction<SectionID, ItemID>) -> Void)? = nil,
            didReorder: ((DiffableDataSourceTransaction<SectionID, ItemID>) -> Void)? = nil
        ) {
            self.canReorderItem = canReorderItem
            self.willReorder = willReorder
            self.didReorder = didReorder
        }
    }

    // MARK: - CollectionViewDataSource (reordering)

    /// Whether the item at an index path can move: ``ReorderingHandlers/canReorderItem``,
    /// `false` without it.
    public func collectionView(_ collectionView: CollectionViewHost, canMoveItemAt indexPath: ElementIndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorderItem = reorderingHandlers.canReorderItem else { return false }
        return canReorderItem(item)
    }

    /// Moves an item in the snapshot after the user moved it: `willReorder`, the move,
    /// `didReorder` (see ``ReorderingHandlers``). Index paths that name no item, or a
    /// destination outside the sections, change nothing.
    ///
    /// A section shown with a hierarchical ``SectionSnapshot`` whose items change this way
    /// keeps its items but loses its hierarchy: ``snapshot(for:)`` then lists them as root
    /// items.
    public func collectionView(
        _ collectionView: CollectionViewHost, moveItemAt sourceIndexPath: ElementIndexPath, to destinationIndexPath: ElementIndexPath
    ) {
        guard let final = current.moving(from: sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = DiffableDataSourceTransaction(initialSnapshot: current, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        for section in transaction.sectionTransactions { sectionSnapshots[section.sectionIdentifier] = nil }
        reorderingHandlers.didReorder?(transaction)
    }
}

extension Snapshot {
    /// The snapshot with the item at `source` moved so that it ends up at `destination`
    /// (index paths as the collection view's `moveItem(at:to:)` uses them), or `nil` when
    /// either does not fit.
    func moving(from source: ElementIndexPath, to destination: ElementIndexPath) -> Snapshot? {
        guard let item = itemIdentifier(section: source.section, item: source.item),
            destination.section >= 0, destination.section < numberOfSections
        else { return nil }
        var result = self
        let section = sectionIdentifiers[destination.section]
        do {
            try result.deleteItems([item])
            let remaining = result.itemIdentifiers(inSection: section)
            guard destination.item >= 0, destination.item <= remaining.count else { return nil }
            if destination.item < remaining.count {
                try result.insertItems([item], beforeItem: remaining[destination.item])
            } else {
                try result.appendItems([item], toSection: section)
            }
        } catch {
            return nil
        }
        return result
    }
}
