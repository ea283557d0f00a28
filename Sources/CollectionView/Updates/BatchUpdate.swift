import LayoutProtocol

/// A validated batch update: UIKit's ordered update items plus the mapping of every
/// section and item from before the batch to after it (and back).
///
/// Made by ``BatchUpdateValidator/resolve(before:after:operations:)``; the host uses it to
/// move selection, views and animations along with the items.
///
/// ```swift
/// let batch = try BatchUpdateValidator.resolve(
///     before: [3], after: [3],
///     operations: [.deleteItem(ElementIndexPath(item: 0, section: 0)), .insertItem(ElementIndexPath(item: 2, section: 0))])
/// batch.newIndexPath(forOld: ElementIndexPath(item: 1, section: 0)) // [0, 0]
/// batch.oldIndexPath(forNew: ElementIndexPath(item: 2, section: 0)) // nil: inserted
/// ```
///
/// Every query is O(log k) for k operations in the sections involved: nothing is stored
/// per item, so a batch on a million items costs what its operations cost.
public struct BatchUpdate: Hashable, Sendable {
    /// Items per section before the batch.
    public let countsBefore: [Int]
    /// Items per section after the batch.
    public let countsAfter: [Int]
    /// The changes in UIKit's order: deletes (descending), then moves, then inserts
    /// (ascending); a reload appears as a delete and an insert at the same place.
    public let updateItems: [UpdateItem]

    // MARK: - Sections

    /// Sections that go away (deleted or reloaded), by index before the batch.
    let removedSections: Set<Int>
    /// Sections that are new (inserted or reloaded), by index after the batch.
    let addedSections: Set<Int>
    /// Section moves, before → after.
    let sectionMovesFrom: [Int: Int]
    /// Section moves, after → before.
    let sectionMovesTo: [Int: Int]
    /// Sorted before-indices that do not keep their rank: removed or moved out.
    let sectionHolesBefore: [Int]
    /// Sorted after-indices that are not filled by rank: added or moved in.
    let sectionFixedAfter: [Int]

    // MARK: - Items

    /// Items that go away (deleted or reloaded), by index path before the batch.
    let removedItems: Set<Slot>
    /// Items that are new (inserted or reloaded), by index path after the batch.
    let addedItems: Set<Slot>
    /// Item moves, before → after.
    let itemMovesFrom: [Slot: Slot]
    /// Item moves, after → before.
    let itemMovesTo: [Slot: Slot]
    /// Per section before the batch: sorted item indices removed or moved out.
    let itemHolesBefore: [Int: [Int]]
    /// Per section after the batch: sorted item indices added or moved in.
    let itemFixedAfter: [Int: [Int]]

    // MARK: - Queries

    /// Whether the batch changes nothing.
    public var isEmpty: Bool { updateItems.isEmpty }

    /// Where a section from before the batch is after it, or `nil` when it was deleted or
    /// reloaded (or never existed).
    ///
    /// - Parameter section: A section index from before the batch.
    /// - Returns: Its index after the batch.
    /// - Complexity: O(log k) for k section operations.
    public func newSection(forOld section: Int) -> Int? {
        guard section >= 0, section < countsBefore.count, !removedSections.contains(section) else { return nil }
        if let to = sectionMovesFrom[section] { return to }
        let rank = section - Self.countBelow(sectionHolesBefore, section)
        return Self.freeSlot(sectionFixedAfter, rank: rank)
    }

    /// Which section from before the batch a section after it was, or `nil` when it is
    /// new (inserted or reloaded) or does not exist.
    ///
    /// - Parameter section: A section index from after the batch.
    /// - Returns: Its index before the batch.
    /// - Complexity: O(log k) for k section operations.
    public func oldSection(forNew section: Int) -> Int? {
        guard section >= 0, section < countsAfter.count, !addedSections.contains(section) else { return nil }
        if let from = sectionMovesTo[section] { return from }
        let rank = section - Self.countBelow(sectionFixedAfter, section)
        return Self.freeSlot(sectionHolesBefore, rank: rank)
    }

    /// Where an item from before the batch is after it, or `nil` when it was deleted or
    /// reloaded, its section went away, or it never existed.
    ///
    /// - Parameter indexPath: An item's index path before the batch.
    /// - Returns: Its index path after the batch.
    /// - Complexity: O(log k) for k operations in the sections involved.
    public func newIndexPath(forOld indexPath: ElementIndexPath) -> ElementIndexPath? {
        let s = indexPath.section, i = indexPath.item
        guard s >= 0, s < countsBefore.count, i >= 0, i < countsBefore[s], indexPath.trailing.isEmpty else { return nil }
        guard let t = newSection(forOld: s) else { return nil }
        let key = Slot(section: s, item: i)
        if let to = itemMovesFrom[key] { return to.indexPath }
        if removedItems.contains(key) { return nil }
        let rank = i - Self.countBelow(itemHolesBefore[s] ?? [], i)
        return ElementIndexPath(item: Self.freeSlot(itemFixedAfter[t] ?? [], rank: rank), section: t)
    }

    /// Which item from before the batch an item after it was, or `nil` when it is new
    /// (inserted, reloaded, or in a new section) or does not exist.
    ///
    /// - Parameter indexPath: An item's index path after the batch.
    /// - Returns: Its index path before the batch.
    /// - Complexity: O(log k) for k operations in the sections involved.
    public func oldIndexPath(forNew indexPath: ElementIndexPath) -> ElementIndexPath? {
        let t = indexPath.section, j = indexPath.item
        guard t >= 0, t < countsAfter.count, j >= 0, j < countsAfter[t], indexPath.trailing.isEmpty else { return nil }
        let key = Slot(section: t, item: j)
        if let from = itemMovesTo[key] { return from.indexPath }
        if addedItems.contains(key) { return nil }
        guard let s = oldSection(forNew: t) else { return nil }
        let rank = j - Self.countBelow(itemFixedAfter[t] ?? [], j)
        return ElementIndexPath(item: Self.freeSlot(itemHolesBefore[s] ?? [], rank: rank), section: s)
    }

    /// Whether the item at this index path before the batch is deleted or reloaded.
    public func isRemoved(_ indexPath: ElementIndexPath) -> Bool { indexPath.trailing.isEmpty && removedItems.contains(Slot(indexPath)) }

    /// Whether the item at this index path after the batch is inserted or reloaded.
    public func isAdded(_ indexPath: ElementIndexPath) -> Bool { indexPath.trailing.isEmpty && addedItems.contains(Slot(indexPath)) }

    // MARK: - Rank arithmetic

    /// How many elements of a sorted array are below `x`.
    static func countBelow(_ sorted: [Int], _ x: Int) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The `rank`-th (from 0) index that is not in the sorted, distinct array `taken`.
    static func freeSlot(_ taken: [Int], rank: Int) -> Int {
        // taken[m] - m is non-decreasing: count the m with taken[m] - m <= rank.
        var lo = 0, hi = taken.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if taken[mid] - mid <= rank { lo = mid + 1 } else { hi = mid }
        }
        return rank + lo
    }
}

/// An item's place as two integers: cheaper to hash than an index path, which may carry
/// further indices.
struct Slot: Hashable, Sendable {
    var section: Int
    var item: Int

    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    init(_ indexPath: ElementIndexPath) {
        self.section = indexPath.section
        self.item = indexPath.item
    }

    var indexPath: ElementIndexPath { ElementIndexPath(item: item, section: section) }
    var updateIndexPath: UpdateIndexPath { UpdateIndexPath(item: item, section: section) }
}
