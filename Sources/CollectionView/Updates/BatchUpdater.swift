import LayoutProtocol

/// Collects the operations of a batch update inside
/// ``CollectionViewHost/performBatchUpdates(_:completion:)``: call its methods (or the
/// host's, which land here while a batch is open) in any order, after changing your data.
///
/// ```swift
/// try cv.performBatchUpdates { updates in
///     people.remove(at: 2)
///     updates.deleteItems(at: [ElementIndexPath(item: 2, section: 0)])
///     people.insert(newcomer, at: 0)
///     updates.insertItems(at: [ElementIndexPath(item: 0, section: 0)])
/// }
/// ```
///
/// Nothing is checked while collecting: the host validates the whole batch when the block
/// returns.
public final class BatchUpdater {
    /// The operations collected so far, in the order they were asked for.
    public private(set) var operations: [BatchOperation] = []

    /// Creates an empty collector.
    public init() {}

    /// Adds any operation.
    public func append(_ operation: BatchOperation) { operations.append(operation) }

    /// Inserts items at index paths after the batch (`insertItems(at:)`).
    public func insertItems(at indexPaths: [ElementIndexPath]) { operations += indexPaths.map(BatchOperation.insertItem) }

    /// Deletes items at index paths before the batch (`deleteItems(at:)`).
    public func deleteItems(at indexPaths: [ElementIndexPath]) { operations += indexPaths.map(BatchOperation.deleteItem) }

    /// Reloads items at index paths before the batch (`reloadItems(at:)`): each is a delete
    /// and an insert at the same index path.
    public func reloadItems(at indexPaths: [ElementIndexPath]) { operations += indexPaths.map(BatchOperation.reloadItem) }

    /// Moves an item from an index path before the batch to one after it
    /// (`moveItem(at:to:)`).
    public func moveItem(at indexPath: ElementIndexPath, to newIndexPath: ElementIndexPath) {
        operations.append(.moveItem(from: indexPath, to: newIndexPath))
    }

    /// Inserts sections at indices after the batch (`insertSections(_:)`).
    public func insertSections(_ sections: [Int]) { operations += sections.map(BatchOperation.insertSection) }

    /// Deletes sections at indices before the batch (`deleteSections(_:)`).
    public func deleteSections(_ sections: [Int]) { operations += sections.map(BatchOperation.deleteSection) }

    /// Reloads sections (`reloadSections(_:)`): each is a delete and an insert at the same
    /// index.
    public func reloadSections(_ sections: [Int]) { operations += sections.map(BatchOperation.reloadSection) }

    /// Moves a section from an index before the batch to one after it
    /// (`moveSection(_:toSection:)`).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        operations.append(.moveSection(from: section, to: newSection))
    }
}
