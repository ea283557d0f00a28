/// How a batch update moved sections and items: what a layout needs to carry state it
/// keeps per item (the sizes self-sizing cells reported) across the update.
///
/// UIKit keeps a self-sized cell's size when an update moves the cell; its layouts read
/// the mapping internally. CVKit hands it to every layout on the invalidation context the
/// host raises for a batch update
/// (``InvalidationContext/updateIndexMappings``), so a layout of its own can do the same.
///
/// ```swift
/// open override func prepare() throws(LayoutError) {
///     try super.prepare()
///     for mapping in pendingInvalidation?.updateIndexMappings ?? [] {
///         measured = Dictionary(uniqueKeysWithValues: measured.compactMap { path, size in
///             mapping.newIndexPath(forOld: path).map { ($0, size) }
///         })
///     }
///     // …
/// }
/// ```
public protocol UpdateIndexMapping: Sendable {
    /// Where a section from before the update is after it, or `nil` when it was deleted
    /// or reloaded.
    func newSection(forOld section: Int) -> Int?

    /// Where an item from before the update is after it, or `nil` when it was deleted or
    /// reloaded, or its section went away.
    func newIndexPath(forOld indexPath: ElementIndexPath) -> ElementIndexPath?

    /// Whether every item of a section from before the update keeps its index (the
    /// section itself may move): a layout can then carry the section's state over whole.
    func keepsItems(inOldSection section: Int) -> Bool
}

extension UpdateIndexMapping {
    /// Carries state kept by section and item through the update: what a deleted or
    /// reloaded item had goes; a section whose items all keep their index is carried whole.
    ///
    /// - Parameter table: Values by section, then by item, from before the update.
    /// - Returns: The values by section and item after the update.
    /// - Complexity: O(s) for s sections that keep their items, plus O(n log k) for the n
    ///   values in the other sections and k operations.
    public func remapItems<Value>(_ table: [Int: [Int: Value]]) -> [Int: [Int: Value]] {
        var result: [Int: [Int: Value]] = [:]
        result.reserveCapacity(table.count)
        for (section, items) in table {
            if keepsItems(inOldSection: section), let to = newSection(forOld: section) {
                result[to, default: [:]].merge(items) { _, moved in moved }
                continue
            }
            for (item, value) in items {
                guard let to = newIndexPath(forOld: ElementIndexPath(item: item, section: section)) else { continue }
                result[to.section, default: [:]][to.item] = value
            }
        }
        return result
    }

    /// Carries state kept by section through the update; negative keys (state of the
    /// whole layout) stay as they are.
    ///
    /// - Parameter table: Values by section from before the update.
    /// - Returns: The values by section after the update.
    public func remapSections<Value>(_ table: [Int: Value]) -> [Int: Value] {
        var result: [Int: Value] = [:]
        for (section, value) in table {
            if section < 0 {
                result[section] = value
            } else if let to = newSection(forOld: section) {
                result[to] = value
            }
        }
        return result
    }
}
