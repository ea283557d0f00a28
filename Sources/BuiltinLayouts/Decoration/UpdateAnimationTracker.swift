import LayoutProtocol

/// What one batch update inserted and deleted, so a layout animates only those elements.
///
/// Apple's note on `prepare(forCollectionViewUpdates:)`: a layout whose
/// `initialLayoutAttributesForAppearingItem(at:)` returns custom attributes for every
/// index path animates every cell, not just the new one. Record the update items in
/// ``LayoutProtocol/CollectionViewLayout/prepare(forCollectionViewUpdates:)``, answer only for the
/// index paths the tracker names, and reset it in
/// ``LayoutProtocol/CollectionViewLayout/finalizeCollectionViewUpdates()``.
///
/// ```swift
/// var tracker = UpdateAnimationTracker()
/// tracker.record([UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(item: 3, section: 0))])
/// tracker.isInserted(ElementIndexPath(item: 3, section: 0)) // true
/// tracker.isInserted(ElementIndexPath(item: 2, section: 0)) // false: it only moved
/// ```
///
/// A reload counts as a delete plus an insert at the same place; a move is neither (the
/// element exists before and after, and the host animates it between its two frames).
public struct UpdateAnimationTracker: Hashable, Sendable {
    /// Items inserted by the update, with their index paths after it.
    public private(set) var insertedItems: Set<ElementIndexPath> = []
    /// Items deleted by the update, with their index paths before it.
    public private(set) var deletedItems: Set<ElementIndexPath> = []
    /// Sections inserted by the update (indices after it).
    public private(set) var insertedSections: Set<Int> = []
    /// Sections deleted by the update (indices before it).
    public private(set) var deletedSections: Set<Int> = []
    /// Section moves, from the index before the update to the index after it.
    public private(set) var movedSections: [Int: Int] = [:]

    /// Creates an empty tracker: nothing inserted or deleted.
    public init() {}

    /// Creates a tracker that recorded `updateItems`.
    public init(updateItems: [UpdateItem]) { record(updateItems) }

    /// Whether no update is being tracked.
    public var isEmpty: Bool {
        insertedItems.isEmpty && deletedItems.isEmpty && insertedSections.isEmpty && deletedSections.isEmpty
            && movedSections.isEmpty
    }

    /// Adds the inserts, deletes and reloads of a batch.
    ///
    /// - Parameter updateItems: The update items the host passes to
    ///   ``LayoutProtocol/CollectionViewLayout/prepare(forCollectionViewUpdates:)``.
    /// - Complexity: O(number of update items).
    public mutating func record(_ updateItems: [UpdateItem]) {
        for update in updateItems {
            let before = update.indexPathBeforeUpdate, after = update.indexPathAfterUpdate
            switch update.action {
            case .insert:
                if let after { noteInsert(after) }
            case .delete:
                if let before { noteDelete(before) }
            case .reload:
                if let before { noteDelete(before) }
                if let place = after ?? before { noteInsert(place) }
            case .move:
                if let before, let after, before.isSection, after.isSection {
                    movedSections[before.section] = after.section
                }
            case .none:
                break
            }
        }
    }

    /// Forgets the recorded update (call it from `finalizeCollectionViewUpdates()`).
    public mutating func reset() { self = UpdateAnimationTracker() }

    /// Whether the item at `indexPath` (after the update) was inserted, alone or with its
    /// section.
    ///
    /// - Parameter indexPath: An index path after the update.
    /// - Returns: `true` for an inserted (or reloaded) item.
    public func isInserted(_ indexPath: ElementIndexPath) -> Bool {
        insertedSections.contains(indexPath.section) || insertedItems.contains(indexPath)
    }

    /// Whether the item at `indexPath` (before the update) was deleted, alone or with its
    /// section.
    ///
    /// - Parameter indexPath: An index path before the update.
    /// - Returns: `true` for a deleted (or reloaded) item.
    public func isDeleted(_ indexPath: ElementIndexPath) -> Bool {
        deletedSections.contains(indexPath.section) || deletedItems.contains(indexPath)
    }

    /// Where each section before the update went: `result[old]` is its index after the
    /// update, or `nil` when it was deleted (or reloaded).
    ///
    /// Surviving sections keep their order and fill the indices that no insert and no
    /// move took, as UIKit applies deletes, then moves, then inserts.
    ///
    /// - Parameters:
    ///   - oldCount: The number of sections before the update.
    ///   - newCount: The number of sections after the update.
    /// - Returns: One entry per section before the update.
    /// - Complexity: O(oldCount + newCount).
    public func sectionMap(oldCount: Int, newCount: Int) -> [Int?] {
        let oldCount = max(0, oldCount), newCount = max(0, newCount)
        var result = [Int?](repeating: nil, count: oldCount)
        var taken = Set(insertedSections)
        for (from, to) in movedSections where from >= 0 && from < oldCount && to >= 0 && to < newCount {
            result[from] = to
            taken.insert(to)
        }
        var next = 0
        for old in 0..<oldCount where result[old] == nil && !deletedSections.contains(old) && movedSections[old] == nil {
            while taken.contains(next) { next += 1 }
            if next < newCount { result[old] = next }
            next += 1
        }
        return result
    }

    /// The decoration (or supplementary) index paths an update adds and removes, from the
    /// layout's index paths before and after it, following sections through the update.
    ///
    /// A view whose section survived at the same item index is neither inserted nor
    /// deleted (it just moves); a view of a deleted section is deleted; a view of an
    /// inserted section is inserted.
    ///
    /// - Parameters:
    ///   - before: The index paths of one kind before the update.
    ///   - after: The index paths of the same kind after the update.
    ///   - oldSectionCount: The number of sections before the update.
    ///   - newSectionCount: The number of sections after the update.
    /// - Returns: The inserted (after-update) and deleted (before-update) index paths, sorted.
    /// - Complexity: O(b + a + sections) for b paths before and a after.
    public func changes(
        before: Set<ElementIndexPath>, after: Set<ElementIndexPath>, oldSectionCount: Int, newSectionCount: Int
    ) -> (inserted: [ElementIndexPath], deleted: [ElementIndexPath]) {
        let map = sectionMap(oldCount: oldSectionCount, newCount: newSectionCount)
        var survivors = Set<ElementIndexPath>()
        var deleted: [ElementIndexPath] = []
        for path in before {
            guard path.section >= 0, path.section < map.count, let newSection = map[path.section] else {
                deleted.append(path)
                continue
            }
            var moved = path
            moved.section = newSection
            if after.contains(moved) { survivors.insert(moved) } else { deleted.append(path) }
        }
        let inserted = after.filter { !survivors.contains($0) }
        return (inserted.sorted(), deleted.sorted())
    }

    // MARK: - Private

    private mutating func noteInsert(_ place: UpdateIndexPath) {
        if let path = place.elementIndexPath { insertedItems.insert(path) } else { insertedSections.insert(place.section) }
    }

    private mutating func noteDelete(_ place: UpdateIndexPath) {
        if let path = place.elementIndexPath { deletedItems.insert(path) } else { deletedSections.insert(place.section) }
    }
}
