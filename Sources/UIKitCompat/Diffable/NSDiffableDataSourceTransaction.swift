import DiffableDataSource
import Foundation

/// A reorder the user made in a collection view with a diffable data source
/// (`NSDiffableDataSourceTransaction`): the data source's state before and after, and the
/// difference between their items. `willReorder` and `didReorder` of
/// ``UICollectionViewDiffableDataSource/reorderingHandlers`` receive one.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable
{
    /// The snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The removals and insertions from the initial to the final items, all sections in
    /// order (`itemIdentifiers`); a moved item is a removal and an insertion associated with
    /// each other.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section whose items changed, in the final section order.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction of CVKit's data source, in UIKit's types.
    init(_ native: DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = NSDiffableDataSourceSnapshot(native.initialSnapshot)
        finalSnapshot = NSDiffableDataSourceSnapshot(native.finalSnapshot)
        difference = native.difference
        sectionTransactions = native.sectionTransactions.map(NSDiffableDataSourceSectionTransaction.init)
    }
}

/// What a reorder changed in one section (`NSDiffableDataSourceSectionTransaction`).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reorder, as root items.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the reorder, as root items.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The removals and insertions from the section's initial to its final items.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// The section transaction of CVKit's data source, in UIKit's types.
    init(_ native: DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>) {
        sectionIdentifier = native.sectionIdentifier
        initialSnapshot = NSDiffableDataSourceSectionSnapshot(native.initialSnapshot)
        finalSnapshot = NSDiffableDataSourceSectionSnapshot(native.finalSnapshot)
        difference = native.difference
    }
}

extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells when the user reorders items
    /// (`UICollectionViewDiffableDataSource.ReorderingHandlers`); set them on
    /// ``UICollectionViewDiffableDataSource/reorderingHandlers``.
    ///
    /// The collection view's interactive movement
    /// (``UICollectionView/beginInteractiveMovementForItem(at:)`` …
    /// ``UICollectionView/endInteractiveMovement()``) asks `canReorderItem` when the movement
    /// begins; when it ends somewhere else, the data source calls `willReorder`, moves the item
    /// in its snapshot, and calls `didReorder` with the same transaction (so `snapshot()`
    /// already shows the move there). The collection view then moves the item on screen.
    public struct ReorderingHandlers {
        /// Whether the user may move an item. Without it, no item can be reordered (UIKit's rule).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called with the reorder before the data source's snapshot changes.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the reorder after the data source's snapshot changed: update your store
        /// from its `difference` or `finalSnapshot`.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }

    /// The native data source's handlers calling these (UIKit's types).
    func installReorderingHandlers() {
        let handlers = reorderingHandlers
        native.reorderingHandlers = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReorderingHandlers(
            canReorderItem: handlers.canReorderItem,
            willReorder: handlers.willReorder.map { willReorder in { willReorder(NSDiffableDataSourceTransaction($0)) } },
            didReorder: handlers.didReorder.map { didReorder in { didReorder(NSDiffableDataSourceTransaction($0)) } })
    }
}
