import DiffableDataSource
import Foundation

/// The state of a diffable data source: sections and their items, by identifier
/// (`NSDiffableDataSourceSnapshot`), over CVKit's ``DiffableDataSource/Snapshot``.
///
/// UIKit raises for a bad operation (an item appended twice, a section that is not there);
/// UIKit's methods cannot throw, so here the operation changes nothing and records the typed
/// error, with UIKit's wording, in ``lastError`` (beyond UIKit).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The CVKit snapshot type.
    public typealias Native = Snapshot<SectionIdentifierType, ItemIdentifierType>
    /// The CVKit snapshot.
    public private(set) var native = Native()
    /// The error of the last operation UIKit would have raised for, or `nil` after one that worked.
    public private(set) var lastError: SnapshotError?

    /// An empty snapshot.
    public init() {}

    init(_ native: Native) { self.native = native }

    private mutating func record(_ body: (inout Native) throws(SnapshotError) -> Void) {
        do {
            try body(&native)
            lastError = nil
        } catch {
            lastError = error
        }
    }

    // MARK: - Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { native.numberOfItems }
    /// The number of sections.
    public var numberOfSections: Int { native.numberOfSections }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { native.sectionIdentifiers }
    /// The items of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { native.itemIdentifiers }
    /// The items marked for reload.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { native.reloadedItemIdentifiers }
    /// The items marked for reconfiguration.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { native.reconfiguredItemIdentifiers }
    /// The sections marked for reload.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { native.reloadedSectionIdentifiers }

    /// The number of items in a section (0 for a section that is not there).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { native.numberOfItems(inSection: identifier) }
    /// The items of a section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        native.itemIdentifiers(inSection: identifier)
    }
    /// The section that holds an item, or `nil`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        native.sectionIdentifier(containingItem: identifier)
    }
    /// The index of an item in the whole snapshot, or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { native.indexOfItem(identifier) }
    /// The index of a section, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { native.indexOfSection(identifier) }

    // MARK: - Items

    /// Adds items at the end of a section (the last section by default).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        record { (s: inout Native) throws(SnapshotError) in try s.appendItems(identifiers, toSection: sectionIdentifier) }
    }
    /// Inserts items before an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        record { (s: inout Native) throws(SnapshotError) in try s.insertItems(identifiers, beforeItem: beforeIdentifier) }
    }
    /// Inserts items after an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        record { (s: inout Native) throws(SnapshotError) in try s.insertItems(identifiers, afterItem: afterIdentifier) }
    }
    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        record { (s: inout Native) throws(SnapshotError) in try s.deleteItems(identifiers) }
    }
    /// Deletes every item, keeping the sections.
    public mutating func deleteAllItems() { record { (s: inout Native) throws(SnapshotError) in s.deleteAllItems() } }
    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        record { (s: inout Native) throws(SnapshotError) in try s.moveItem(identifier, beforeItem: toIdentifier) }
    }
    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        record { (s: inout Native) throws(SnapshotError) in try s.moveItem(identifier, afterItem: toIdentifier) }
    }
    /// Marks items for reload: their cells are made again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        record { (s: inout Native) throws(SnapshotError) in try s.reloadItems(identifiers) }
    }
    /// Marks items for reconfiguration: the cell provider is asked again for them.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        record { (s: inout Native) throws(SnapshotError) in try s.reconfigureItems(identifiers) }
    }

    // MARK: - Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        record { (s: inout Native) throws(SnapshotError) in try s.appendSections(identifiers) }
    }
    /// Inserts sections before a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        record { (s: inout Native) throws(SnapshotError) in try s.insertSections(identifiers, beforeSection: toIdentifier) }
    }
    /// Inserts sections after a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        record { (s: inout Native) throws(SnapshotError) in try s.insertSections(identifiers, afterSection: toIdentifier) }
    }
    /// Deletes sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        record { (s: inout Native) throws(SnapshotError) in try s.deleteSections(identifiers) }
    }
    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        record { (s: inout Native) throws(SnapshotError) in try s.moveSection(identifier, beforeSection: toIdentifier) }
    }
    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        record { (s: inout Native) throws(SnapshotError) in try s.moveSection(identifier, afterSection: toIdentifier) }
    }
    /// Marks sections for reload.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        record { (s: inout Native) throws(SnapshotError) in try s.reloadSections(identifiers) }
    }
}
