import LayoutProtocol

/// A batch update is the mapping a layout gets on the invalidation context the host raises
/// for it (`InvalidationContext.updateIndexMappings`).
extension BatchUpdate: UpdateIndexMapping {
    /// Whether every item of a section from before the batch keeps its index: nothing in
    /// it was deleted, reloaded or moved, and nothing was inserted or moved into it.
    ///
    /// - Complexity: O(1).
    public func keepsItems(inOldSection section: Int) -> Bool {
        guard let t = newSection(forOld: section), countsBefore[section] == countsAfter[t] else { return false }
        return (itemHolesBefore[section]?.isEmpty ?? true) && (itemFixedAfter[t]?.isEmpty ?? true)
    }

    /// The same batch read backwards, from after it to before it: what a failed update
    /// hands the layout to put its per-item state back.
    public var inverse: Inverse { Inverse(batch: self) }

    /// A batch update read backwards (see ``BatchUpdate/inverse``).
    public struct Inverse: UpdateIndexMapping, Hashable {
        /// The batch it reverses.
        public let batch: BatchUpdate

        /// Which section before the batch a section after it was.
        public func newSection(forOld section: Int) -> Int? { batch.oldSection(forNew: section) }

        /// Which item before the batch an item after it was.
        public func newIndexPath(forOld indexPath: ElementIndexPath) -> ElementIndexPath? {
            batch.oldIndexPath(forNew: indexPath)
        }

        /// Whether every item of a section after the batch had the same index before it.
        public func keepsItems(inOldSection section: Int) -> Bool {
            guard let s = batch.oldSection(forNew: section), batch.countsAfter[section] == batch.countsBefore[s] else {
                return false
            }
            return (batch.itemFixedAfter[section]?.isEmpty ?? true) && (batch.itemHolesBefore[s]?.isEmpty ?? true)
        }
    }
}
