import DiffableDataSource
import Foundation

/// The items of one section as an outline: items with children, expanded or collapsed
/// (`NSDiffableDataSourceSectionSnapshot`), over CVKit's ``DiffableDataSource/SectionSnapshot``.
///
/// A bad operation changes nothing and records the typed error in ``lastError`` (UIKit raises).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The CVKit section snapshot type.
    public typealias Native = SectionSnapshot<ItemIdentifierType>
    /// The CVKit section snapshot.
    public private(set) var native = Native()
    /// The error of the last operation UIKit would have raised for, or `nil` after one that worked.
    public private(set) var lastError: SnapshotError?

    /// An empty section snapshot.
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

    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { native.rootItems }
    /// Every item, depth first.
    public var items: [ItemIdentifierType] { native.items }
    /// The items shown: the root items and the children of expanded items, depth first.
    public var visibleItems: [ItemIdentifierType] { native.visibleItems }

    /// Whether the snapshot holds an item.
    public func contains(_ item: ItemIdentifierType) -> Bool { native.contains(item) }
    /// The expanded items, in the outline's order (depth first).
    public var expandedItems: [ItemIdentifierType] { items.filter { native.isExpanded($0) } }
    /// Whether an item is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { native.isExpanded(item) }
    /// Whether an item is shown (all its ancestors are expanded).
    public func isVisible(_ item: ItemIdentifierType) -> Bool { native.isVisible(item) }
    /// An item's depth (0 for a root item); UIKit raises for an unknown item, this returns 0.
    public func level(of item: ItemIdentifierType) -> Int { native.level(of: item) ?? 0 }
    /// An item's parent, or `nil`.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { native.parent(of: item) }
    /// An item's index in ``items``, or `nil`.
    public func index(of item: ItemIdentifierType) -> Int? { native.index(of: item) }

    /// A section snapshot of an item's descendants (with the item as root when
    /// `includingParent`); empty, with ``lastError`` set, for an unknown item.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<
        ItemIdentifierType
    > {
        do {
            return NSDiffableDataSourceSectionSnapshot(try native.snapshot(of: parent, includingParent: includingParent))
        } catch {
            var empty = NSDiffableDataSourceSectionSnapshot()
            empty.lastError = error
            return empty
        }
    }

    /// A text rendering of the outline, one item a line, indented by level.
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + "\($0)" + (isExpanded($0) ? " (expanded)" : "") }.joined(
            separator: "\n")
    }

    // MARK: - Changing

    /// Adds items at the end of the root items, or of a parent's children.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        record { (s: inout Native) throws(SnapshotError) in try s.append(items, to: parent) }
    }
    /// Inserts items before an item, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        record { (s: inout Native) throws(SnapshotError) in try s.insert(items, before: item) }
    }
    /// Inserts items after an item, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        record { (s: inout Native) throws(SnapshotError) in try s.insert(items, after: item) }
    }
    /// Deletes items with their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        record { (s: inout Native) throws(SnapshotError) in try s.delete(items) }
    }
    /// Deletes every item.
    public mutating func deleteAll() { record { (s: inout Native) throws(SnapshotError) in s.deleteAll() } }
    /// Expands items.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        record { (s: inout Native) throws(SnapshotError) in try s.expand(items) }
    }
    /// Collapses items.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        record { (s: inout Native) throws(SnapshotError) in try s.collapse(items) }
    }
    /// Replaces an item's descendants with another section snapshot's items.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        record { (s: inout Native) throws(SnapshotError) in try s.replace(childrenOf: parent, using: snapshot.native) }
    }
}
