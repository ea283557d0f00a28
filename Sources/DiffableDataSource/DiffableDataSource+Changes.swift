import CollectionView
import Diffing
import LayoutProtocol

extension DiffableDataSource {
    /// The staged changes between two snapshots with the same sections in the same order:
    /// the unchanged start and end of every section are matched by comparing identifiers
    /// in place (no hashing), and only the middles are diffed. Snapshots have unique
    /// identifiers, so an item in an unchanged stretch cannot appear anywhere else.
    ///
    /// - Complexity: O(n) comparisons for n items, plus the diff of the middles.
    @inlinable
    static func trimmedChanges(
        from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>, reloaded: Set<ItemID>, reloadedSections: Set<SectionID>
    ) throws(DiffError) -> StagedChanges {
        var heads: [Int] = [], oldMiddles: [DiffSection<SectionID, ItemID>] = [], newMiddles: [DiffSection<SectionID, ItemID>] = []
        heads.reserveCapacity(old.numberOfSections)
        for s in 0..<old.numberOfSections {
            let a = old.itemsBySection[s], b = new.itemsBySection[s]
            let id = old.sectionIdentifiers[s]
            if reloadedSections.contains(id) {
                heads.append(0)
                oldMiddles.append(DiffSection(id: id, items: a))
                newMiddles.append(DiffSection(id: id, items: b))
                continue
            }
            let limit = min(a.count, b.count)
            var head = 0
            while head < limit, a[head] == b[head], reloaded.isEmpty || !reloaded.contains(a[head]) { head += 1 }
            var tail = 0
            while tail < limit - head, a[a.count - 1 - tail] == b[b.count - 1 - tail],
                reloaded.isEmpty || !reloaded.contains(a[a.count - 1 - tail])
            {
                tail += 1
            }
            heads.append(head)
            oldMiddles.append(DiffSection(id: id, items: Array(a[head..<(a.count - tail)])))
            newMiddles.append(DiffSection(id: id, items: Array(b[head..<(b.count - tail)])))
        }
        var changes = try StagedChanges(
            from: oldMiddles, to: newMiddles, itemIdentifiedBy: { $0 },
            isItemContentEqual: { _, new in !reloaded.contains(new) },
            isSectionContentEqual: { _, new in !reloadedSections.contains(new.id) })
        // Same sections in the same order: a section index is the same on both sides.
        func shift(_ p: ItemPath) -> ItemPath { ItemPath(section: p.section, item: p.item + heads[p.section]) }
        changes.deletedItems = changes.deletedItems.map(shift)
        changes.insertedItems = changes.insertedItems.map(shift)
        changes.reloadedItems = changes.reloadedItems.map(shift)
        changes.movedItems = changes.movedItems.map { StagedChanges.ItemMove(from: shift($0.from), to: shift($0.to)) }
        return changes
    }
}

extension StagedChanges {
    /// The changes as CVKit batch operations, to record in one `performBatchUpdates`:
    /// section deletes, inserts, reloads and moves, then item deletes, inserts, reloads and
    /// moves.
    ///
    /// ```swift
    /// try cv.performBatchUpdates { updates in
    ///     model = newModel
    ///     for op in changes.batchOperations { updates.append(op) }
    /// }
    /// ```
    public var batchOperations: [BatchOperation] {
        func ip(_ p: ItemPath) -> ElementIndexPath { ElementIndexPath(item: p.item, section: p.section) }
        var ops: [BatchOperation] = []
        ops.reserveCapacity(changeCount)
        ops += deletedSections.map(BatchOperation.deleteSection)
        ops += insertedSections.map(BatchOperation.insertSection)
        ops += reloadedSections.map(BatchOperation.reloadSection)
        ops += movedSections.map { .moveSection(from: $0.from, to: $0.to) }
        ops += deletedItems.map { .deleteItem(ip($0)) }
        ops += insertedItems.map { .insertItem(ip($0)) }
        ops += reloadedItems.map { .reloadItem(ip($0)) }
        ops += movedItems.map { .moveItem(from: ip($0.from), to: ip($0.to)) }
        return ops
    }
}
