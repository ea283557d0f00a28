/// The items of one section as a hierarchy: items with children, expanded or collapsed
/// (UIKit's `NSDiffableDataSourceSectionSnapshot`, for outlines).
///
/// The collection view shows the ``visibleItems``: the root items and, under each
/// expanded item, its children, depth first. Apply it to one section with
/// ``DiffableDataSource/apply(_:to:animatingDifferences:completion:)``.
///
/// ```swift
/// var outline = SectionSnapshot<String>()
/// try outline.append(["Fruit", "Veg"])
/// try outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.visibleItems        // ["Fruit", "Veg"]
/// try outline.expand(["Fruit"])
/// outline.visibleItems        // ["Fruit", "Apple", "Pear", "Veg"]
/// outline.level(of: "Pear")   // 1
/// ```
///
/// Item identifiers are unique within the section snapshot; an operation that names an
/// item it does not have, or would add one twice, throws a ``SnapshotError`` and changes
/// nothing.
public struct SectionSnapshot<ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// The items without a parent, in order.
    public private(set) var rootItems: [ItemID] = []
    /// Each item's parent (`nil` for a root item).
    var parents: [ItemID: ItemID?] = [:]
    /// Each item's children, in order.
    var children: [ItemID: [ItemID]] = [:]
    /// The expanded items.
    var expanded: Set<ItemID> = []

    /// Creates an empty section snapshot.
    public init() {}

    // MARK: - Queries

    /// Every item, depth first (parents before their children).
    ///
    /// - Complexity: O(n) for n items.
    public var items: [ItemID] { flatten(onlyVisible: false) }

    /// The items a collection view shows: root items, and the children of expanded items
    /// whose ancestors are all expanded, depth first.
    ///
    /// - Complexity: O(n) for n items.
    public var visibleItems: [ItemID] { flatten(onlyVisible: true) }

    /// Whether the section snapshot has an item.
    public func contains(_ item: ItemID) -> Bool { parents[item] != nil }

    /// An item's parent, or `nil` for a root item or an item it does not have.
    public func parent(of item: ItemID) -> ItemID? { parents[item] ?? nil }

    /// An item's depth: 0 for a root item; `nil` when it does not have the item.
    public func level(of item: ItemID) -> Int? {
        guard contains(item) else { return nil }
        var level = 0, current = item
        while let p = parent(of: current) {
            level += 1
            current = p
        }
        return level
    }

    /// An item's position in ``items``, or `nil`.
    public func index(of item: ItemID) -> Int? { items.firstIndex(of: item) }

    /// Whether an item is expanded.
    public func isExpanded(_ item: ItemID) -> Bool { expanded.contains(item) }

    /// Whether an item is shown: a root item, or one whose ancestors are all expanded.
    public func isVisible(_ item: ItemID) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let p = parent(of: current) {
            guard expanded.contains(p) else { return false }
            current = p
        }
        return true
    }

    /// The direct children of an item, in order.
    public func childrenOf(_ item: ItemID) -> [ItemID] { children[item] ?? [] }

    /// A section snapshot of an item's descendants (with the item as the root when
    /// `includingParent`), keeping their expansion.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``.
    public func snapshot(of parent: ItemID, includingParent: Bool = false) throws(SnapshotError) -> SectionSnapshot {
        guard contains(parent) else { throw .unknownItem(SnapshotError.name(parent), operation: "make a snapshot of") }
        var result = SectionSnapshot()
        func copy(_ item: ItemID, under newParent: ItemID?) {
            result.parents[item] = .some(newParent)
            if let newParent { result.children[newParent, default: []].append(item) } else { result.rootItems.append(item) }
            if expanded.contains(item) { result.expanded.insert(item) }
            for child in childrenOf(item) { copy(child, under: item) }
        }
        if includingParent {
            copy(parent, under: nil)
        } else {
            for child in childrenOf(parent) { copy(child, under: nil) }
        }
        return result
    }

    // MARK: - Changing

    /// Adds items at the end of the root items, or of a parent's children.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)`` for an unknown parent,
    ///   ``SnapshotError/duplicateItems(_:)``.
    public mutating func append(_ items: [ItemID], to parent: ItemID? = nil) throws(SnapshotError) {
        if let parent, !contains(parent) { throw .unknownItem(SnapshotError.name(parent), operation: "append items to") }
        try checkNew(items)
        add(items, under: parent, at: parent.map { childrenOf($0).count } ?? rootItems.count)
    }

    /// Inserts items before an item, as its siblings.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``, ``SnapshotError/duplicateItems(_:)``.
    public mutating func insert(_ items: [ItemID], before target: ItemID) throws(SnapshotError) {
        try insert(items, next: target, after: false)
    }

    /// Inserts items after an item, as its siblings.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``, ``SnapshotError/duplicateItems(_:)``.
    public mutating func insert(_ items: [ItemID], after target: ItemID) throws(SnapshotError) {
        try insert(items, next: target, after: true)
    }

    /// Deletes items with all their descendants.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``.
    public mutating func delete(_ items: [ItemID]) throws(SnapshotError) {
        for item in items where !contains(item) { throw .unknownItem(SnapshotError.name(item), operation: "delete") }
        for item in items where contains(item) { remove(item) }
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = SectionSnapshot() }

    /// Replaces an item's descendants with the items of another section snapshot: its
    /// root items become the item's children, keeping their own children and expansion.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)`` for an unknown parent,
    ///   ``SnapshotError/duplicateItems(_:)`` when `snapshot` has an item that this one
    ///   keeps (outside the replaced descendants). Nothing changes then.
    public mutating func replace(childrenOf parent: ItemID, using snapshot: SectionSnapshot) throws(SnapshotError) {
        guard contains(parent) else { throw .unknownItem(SnapshotError.name(parent), operation: "replace the children of") }
        var next = self
        for child in next.childrenOf(parent) { next.remove(child) }
        let clashes = snapshot.items.filter { next.contains($0) }
        guard clashes.isEmpty else { throw .duplicateItems(clashes.map(SnapshotError.name)) }
        func copy(_ item: ItemID, under newParent: ItemID) {
            next.parents[item] = .some(newParent)
            next.children[newParent, default: []].append(item)
            if snapshot.expanded.contains(item) { next.expanded.insert(item) }
            for child in snapshot.childrenOf(item) { copy(child, under: item) }
        }
        for root in snapshot.rootItems { copy(root, under: parent) }
        self = next
    }

    /// Expands items: their children become visible (if the items themselves are).
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``.
    public mutating func expand(_ items: [ItemID]) throws(SnapshotError) {
        for item in items where !contains(item) { throw .unknownItem(SnapshotError.name(item), operation: "expand") }
        expanded.formUnion(items)
    }

    /// Collapses items: their descendants are hidden.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``.
    public mutating func collapse(_ items: [ItemID]) throws(SnapshotError) {
        for item in items where !contains(item) { throw .unknownItem(SnapshotError.name(item), operation: "collapse") }
        expanded.subtract(items)
    }

    // MARK: - Private

    private func flatten(onlyVisible: Bool) -> [ItemID] {
        var result: [ItemID] = []
        result.reserveCapacity(parents.count)
        func visit(_ item: ItemID) {
            result.append(item)
            guard !onlyVisible || expanded.contains(item) else { return }
            for child in childrenOf(item) { visit(child) }
        }
        for root in rootItems { visit(root) }
        return result
    }

    private func checkNew(_ items: [ItemID]) throws(SnapshotError) {
        var seen = Set<ItemID>()
        let duplicates = items.filter { contains($0) || !seen.insert($0).inserted }
        guard duplicates.isEmpty else { throw .duplicateItems(duplicates.map(SnapshotError.name)) }
    }

    private mutating func insert(_ items: [ItemID], next target: ItemID, after: Bool) throws(SnapshotError) {
        guard contains(target) else { throw .unknownItem(SnapshotError.name(target), operation: "insert items relative to") }
        try checkNew(items)
        let parent = self.parent(of: target)
        let siblings = parent.map { childrenOf($0) } ?? rootItems
        add(items, under: parent, at: siblings.firstIndex(of: target)! + (after ? 1 : 0))
    }

    private mutating func add(_ items: [ItemID], under parent: ItemID?, at index: Int) {
        for item in items { parents[item] = .some(parent) }
        if let parent {
            children[parent, default: []].insert(contentsOf: items, at: index)
        } else {
            rootItems.insert(contentsOf: items, at: index)
        }
    }

    private mutating func remove(_ item: ItemID) {
        for child in childrenOf(item) { remove(child) }
        if let p = parent(of: item) {
            children[p]?.removeAll { $0 == item }
        } else {
            rootItems.removeAll { $0 == item }
        }
        parents[item] = nil
        children[item] = nil
        expanded.remove(item)
    }
}
