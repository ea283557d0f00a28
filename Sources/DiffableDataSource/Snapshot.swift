/// The state of a collection view's data: section identifiers in order, and the item
/// identifiers of each (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// Build the state you want and hand it to ``DiffableDataSource/apply(_:animatingDifferences:completion:)``;
/// the data source works out the batch update.
///
/// ```swift
/// var snapshot = Snapshot<String, String>()
/// try snapshot.appendSections(["fruits", "veg"])
/// try snapshot.appendItems(["apple", "pear"], toSection: "fruits")
/// try snapshot.appendItems(["leek"])                 // to the last section
/// snapshot.numberOfItems                             // 3
/// snapshot.sectionIdentifier(containingItem: "leek") // "veg"
/// ```
///
/// Identifiers are unique: a section identifier once among the sections, an item
/// identifier once among all items. An operation that would break this, or that names an
/// identifier the snapshot does not have, throws a ``SnapshotError`` with UIKit's wording
/// and leaves the snapshot as it was (UIKit raises an exception).
public struct Snapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The sections in order.
    public private(set) var sectionIdentifiers: [SectionID] = []
    /// The items of each section, parallel to ``sectionIdentifiers``.
    @usableFromInline var itemsBySection: [[ItemID]] = []
    /// Where each section is.
    var sectionIndex: [SectionID: Int] = [:]
    /// Which section holds each item.
    var sectionOfItem: [ItemID: SectionID] = [:]
    /// Items marked with ``reloadItems(_:)``, in the order marked.
    public private(set) var reloadedItemIdentifiers: [ItemID] = []
    /// Items marked with ``reconfigureItems(_:)``, in the order marked.
    public private(set) var reconfiguredItemIdentifiers: [ItemID] = []
    /// Sections marked with ``reloadSections(_:)``, in the order marked.
    public private(set) var reloadedSectionIdentifiers: [SectionID] = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: - Queries

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// Every item, section by section.
    ///
    /// - Complexity: O(n) for n items.
    public var itemIdentifiers: [ItemID] { itemsBySection.flatMap { $0 } }

    /// The number of items in a section; 0 for a section that is not in the snapshot.
    public func numberOfItems(inSection identifier: SectionID) -> Int {
        sectionIndex[identifier].map { itemsBySection[$0].count } ?? 0
    }

    /// The items of a section in order; empty for a section that is not in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionID) -> [ItemID] {
        sectionIndex[identifier].map { itemsBySection[$0] } ?? []
    }

    /// The section that holds an item, or `nil` when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemID) -> SectionID? { sectionOfItem[identifier] }

    /// An item's position in ``itemIdentifiers`` (across all sections), or `nil`.
    ///
    /// - Complexity: O(n) for n items.
    public func indexOfItem(_ identifier: ItemID) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sectionIndex[section] else { return nil }
        var offset = 0
        for k in 0..<s { offset += itemsBySection[k].count }
        return itemsBySection[s].firstIndex(of: identifier).map { offset + $0 }
    }

    /// A section's position, or `nil` when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionID) -> Int? { sectionIndex[identifier] }

    /// The item at an index path (section, item), or `nil` when there is none.
    public func itemIdentifier(section: Int, item: Int) -> ItemID? {
        guard section >= 0, section < itemsBySection.count, item >= 0, item < itemsBySection[section].count else { return nil }
        return itemsBySection[section][item]
    }

    /// The index path (section, item) of an item, or `nil`.
    ///
    /// - Complexity: O(k) for k items in its section.
    public func indexPath(of identifier: ItemID) -> (section: Int, item: Int)? {
        guard let section = sectionOfItem[identifier], let s = sectionIndex[section],
            let i = itemsBySection[s].firstIndex(of: identifier)
        else { return nil }
        return (s, i)
    }

    // MARK: - Sections

    /// Adds sections at the end.
    ///
    /// - Throws: ``SnapshotError/duplicateSections(_:)``.
    public mutating func appendSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        try insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts sections before a section.
    ///
    /// - Throws: ``SnapshotError/unknownSection(_:operation:)``, ``SnapshotError/duplicateSections(_:)``.
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection target: SectionID) throws(SnapshotError) {
        guard let s = sectionIndex[target] else { throw .unknownSection(SnapshotError.name(target), operation: "insert sections before") }
        try insertSections(identifiers, at: s)
    }

    /// Inserts sections after a section.
    ///
    /// - Throws: ``SnapshotError/unknownSection(_:operation:)``, ``SnapshotError/duplicateSections(_:)``.
    public mutating func insertSections(_ identifiers: [SectionID], afterSection target: SectionID) throws(SnapshotError) {
        guard let s = sectionIndex[target] else { throw .unknownSection(SnapshotError.name(target), operation: "insert sections after") }
        try insertSections(identifiers, at: s + 1)
    }

    /// Deletes sections and their items.
    ///
    /// - Throws: ``SnapshotError/unknownSection(_:operation:)``.
    public mutating func deleteSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        for id in identifiers where sectionIndex[id] == nil { throw .unknownSection(SnapshotError.name(id), operation: "delete") }
        let gone = Set(identifiers)
        for s in sectionIdentifiers.indices where gone.contains(sectionIdentifiers[s]) {
            for item in itemsBySection[s] { sectionOfItem[item] = nil }
        }
        let kept = sectionIdentifiers.indices.filter { !gone.contains(sectionIdentifiers[$0]) }
        itemsBySection = kept.map { itemsBySection[$0] }
        sectionIdentifiers = kept.map { sectionIdentifiers[$0] }
        reindexSections()
        pruneMarks()
    }

    /// Moves a section before another.
    ///
    /// - Throws: ``SnapshotError/unknownSection(_:operation:)``, ``SnapshotError/movedRelativeToItself(_:kind:)``.
    public mutating func moveSection(_ identifier: SectionID, beforeSection target: SectionID) throws(SnapshotError) {
        try moveSection(identifier, relativeTo: target, after: false)
    }

    /// Moves a section after another.
    ///
    /// - Throws: ``SnapshotError/unknownSection(_:operation:)``, ``SnapshotError/movedRelativeToItself(_:kind:)``.
    public mutating func moveSection(_ identifier: SectionID, afterSection target: SectionID) throws(SnapshotError) {
        try moveSection(identifier, relativeTo: target, after: true)
    }

    /// Marks sections to be reloaded by the next `apply`: their cells and views are made
    /// anew.
    ///
    /// - Throws: ``SnapshotError/unknownSection(_:operation:)``.
    public mutating func reloadSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        for id in identifiers where sectionIndex[id] == nil { throw .unknownSection(SnapshotError.name(id), operation: "reload") }
        for id in identifiers where !reloadedSectionIdentifiers.contains(id) { reloadedSectionIdentifiers.append(id) }
    }

    // MARK: - Items

    /// Adds items at the end of a section (the last section when `nil`).
    ///
    /// - Throws: ``SnapshotError/noSections``, ``SnapshotError/unknownSection(_:operation:)``,
    ///   ``SnapshotError/duplicateItems(_:)``.
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws(SnapshotError) {
        let s: Int
        if let section {
            guard let index = sectionIndex[section] else {
                throw .unknownSection(SnapshotError.name(section), operation: "append items to")
            }
            s = index
        } else {
            guard !sectionIdentifiers.isEmpty else { throw .noSections }
            s = sectionIdentifiers.count - 1
        }
        try insertItems(identifiers, section: s, at: itemsBySection[s].count)
    }

    /// Inserts items before an item, in its section.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``, ``SnapshotError/duplicateItems(_:)``.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem target: ItemID) throws(SnapshotError) {
        guard let (s, i) = indexPath(of: target) else { throw .unknownItem(SnapshotError.name(target), operation: "insert items before") }
        try insertItems(identifiers, section: s, at: i)
    }

    /// Inserts items after an item, in its section.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``, ``SnapshotError/duplicateItems(_:)``.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem target: ItemID) throws(SnapshotError) {
        guard let (s, i) = indexPath(of: target) else { throw .unknownItem(SnapshotError.name(target), operation: "insert items after") }
        try insertItems(identifiers, section: s, at: i + 1)
    }

    /// Deletes items.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``.
    /// - Complexity: O(n) for n items in the sections involved.
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        for id in identifiers where sectionOfItem[id] == nil { throw .unknownItem(SnapshotError.name(id), operation: "delete") }
        let gone = Set(identifiers)
        var sections = Set<Int>()
        for id in gone {
            if let section = sectionOfItem.removeValue(forKey: id), let s = sectionIndex[section] { sections.insert(s) }
        }
        for s in sections { itemsBySection[s].removeAll { gone.contains($0) } }
        pruneMarks()
    }

    /// Deletes every item; the sections stay.
    public mutating func deleteAllItems() {
        itemsBySection = itemsBySection.map { _ in [] }
        sectionOfItem = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    /// Moves an item before another (possibly into another section).
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``, ``SnapshotError/movedRelativeToItself(_:kind:)``.
    public mutating func moveItem(_ identifier: ItemID, beforeItem target: ItemID) throws(SnapshotError) {
        try moveItem(identifier, relativeTo: target, after: false)
    }

    /// Moves an item after another (possibly into another section).
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``, ``SnapshotError/movedRelativeToItself(_:kind:)``.
    public mutating func moveItem(_ identifier: ItemID, afterItem target: ItemID) throws(SnapshotError) {
        try moveItem(identifier, relativeTo: target, after: true)
    }

    /// Marks items to be reloaded by the next `apply`: their cells are replaced by new ones
    /// from the cell provider.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``.
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        for id in identifiers where sectionOfItem[id] == nil { throw .unknownItem(SnapshotError.name(id), operation: "reload") }
        var marked = Set(reloadedItemIdentifiers)
        for id in identifiers where marked.insert(id).inserted { reloadedItemIdentifiers.append(id) }
    }

    /// Marks items to be reconfigured by the next `apply`: their existing cells are
    /// configured again, without a new cell (UIKit's `reconfigureItems`; see
    /// ``DiffableDataSource`` for how).
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)``.
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        for id in identifiers where sectionOfItem[id] == nil { throw .unknownItem(SnapshotError.name(id), operation: "reconfigure") }
        var marked = Set(reconfiguredItemIdentifiers)
        for id in identifiers where marked.insert(id).inserted { reconfiguredItemIdentifiers.append(id) }
    }

    // MARK: - Internal

    /// The snapshot without reload and reconfigure marks: what the data source shows
    /// after an `apply`.
    @usableFromInline var withoutMarks: Snapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    /// Replaces the items of a section (for section snapshots).
    mutating func replaceItems(inSection s: Int, with identifiers: [ItemID]) throws(SnapshotError) {
        let section = sectionIdentifiers[s]
        var seen = Set<ItemID>()
        var duplicates: [String] = []
        for id in identifiers {
            if !seen.insert(id).inserted || (sectionOfItem[id].map { $0 != section } ?? false) { duplicates.append(SnapshotError.name(id)) }
        }
        guard duplicates.isEmpty else { throw .duplicateItems(duplicates) }
        for id in itemsBySection[s] { sectionOfItem[id] = nil }
        for id in identifiers { sectionOfItem[id] = section }
        itemsBySection[s] = identifiers
        pruneMarks()
    }

    private mutating func insertSections(_ identifiers: [SectionID], at index: Int) throws(SnapshotError) {
        var seen = Set<SectionID>()
        let duplicates = identifiers.filter { sectionIndex[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else { throw .duplicateSections(duplicates.map(SnapshotError.name)) }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindexSections()
    }

    private mutating func insertItems(_ identifiers: [ItemID], section s: Int, at index: Int) throws(SnapshotError) {
        // One hash operation per item; at the first identifier already present, undo and
        // list every duplicate.
        let section = sectionIdentifiers[s]
        sectionOfItem.reserveCapacity(sectionOfItem.count + identifiers.count)
        for (k, id) in identifiers.enumerated() {
            guard let previous = sectionOfItem.updateValue(section, forKey: id) else { continue }
            let added = identifiers[..<k]
            for new in added { sectionOfItem[new] = nil }
            if !added.contains(id) { sectionOfItem[id] = previous }
            var seen = Set<ItemID>()
            let duplicates = identifiers.filter { sectionOfItem[$0] != nil || !seen.insert($0).inserted }
            throw .duplicateItems(duplicates.map(SnapshotError.name))
        }
        itemsBySection[s].insert(contentsOf: identifiers, at: index)
    }

    private mutating func moveSection(_ identifier: SectionID, relativeTo target: SectionID, after: Bool) throws(SnapshotError) {
        guard let from = sectionIndex[identifier] else { throw .unknownSection(SnapshotError.name(identifier), operation: "move") }
        guard sectionIndex[target] != nil else {
            throw .unknownSection(SnapshotError.name(target), operation: "move a section relative to")
        }
        guard identifier != target else {
            throw .movedRelativeToItself(SnapshotError.name(identifier), kind: .section)
        }
        let id = sectionIdentifiers.remove(at: from), items = itemsBySection.remove(at: from)
        let t = sectionIdentifiers.firstIndex(of: target)! + (after ? 1 : 0)
        sectionIdentifiers.insert(id, at: t)
        itemsBySection.insert(items, at: t)
        reindexSections()
    }

    private mutating func moveItem(_ identifier: ItemID, relativeTo target: ItemID, after: Bool) throws(SnapshotError) {
        guard let (s, i) = indexPath(of: identifier) else { throw .unknownItem(SnapshotError.name(identifier), operation: "move") }
        guard sectionOfItem[target] != nil else { throw .unknownItem(SnapshotError.name(target), operation: "move an item relative to") }
        guard identifier != target else {
            throw .movedRelativeToItself(SnapshotError.name(identifier), kind: .item)
        }
        itemsBySection[s].remove(at: i)
        let (t, j) = indexPath(of: target)!
        itemsBySection[t].insert(identifier, at: j + (after ? 1 : 0))
        sectionOfItem[identifier] = sectionIdentifiers[t]
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })
        if !reloadedSectionIdentifiers.isEmpty { reloadedSectionIdentifiers.removeAll { sectionIndex[$0] == nil } }
    }

    private mutating func pruneMarks() {
        if !reloadedItemIdentifiers.isEmpty { reloadedItemIdentifiers.removeAll { sectionOfItem[$0] == nil } }
        if !reconfiguredItemIdentifiers.isEmpty { reconfiguredItemIdentifiers.removeAll { sectionOfItem[$0] == nil } }
    }
}

extension Snapshot: Equatable {
    /// Same sections, same items in the same places, same marks.
    public static func == (a: Snapshot, b: Snapshot) -> Bool {
        a.sectionIdentifiers == b.sectionIdentifiers && a.itemsBySection == b.itemsBySection
            && a.reloadedItemIdentifiers == b.reloadedItemIdentifiers && a.reconfiguredItemIdentifiers == b.reconfiguredItemIdentifiers
            && a.reloadedSectionIdentifiers == b.reloadedSectionIdentifiers
    }
}
