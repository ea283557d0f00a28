/// A section of a sectioned collection: its identifier and its items.
///
/// ```swift
/// let fruits = DiffSection(id: "fruits", items: ["apple", "pear"])
/// ```
public struct DiffSection<SectionID: Hashable, Item> {
    /// The section's identifier, unique among the sections.
    public var id: SectionID
    /// The section's items, in order.
    public var items: [Item]

    /// Creates a section.
    public init(id: SectionID, items: [Item]) {
        self.id = id
        self.items = items
    }
}

extension DiffSection: Equatable where Item: Equatable {}
extension DiffSection: Hashable where Item: Hashable {}
extension DiffSection: Sendable where SectionID: Sendable, Item: Sendable {}

/// The changes that turn one sectioned collection into another, staged as one batch
/// update applies them (`performBatchUpdates`), with UIKit's index semantics:
///
/// - deletes and reloads name places in the **old** collection;
/// - inserts name places in the **new** collection;
/// - a move names its source in the old collection and its destination in the new one;
/// - items of inserted, deleted or reloaded sections are not listed one by one;
/// - a section or an item appears in at most one change.
///
/// So the changes pass CVKit's `BatchUpdateValidator` by construction, and applying them
/// to the old collection gives the new one (``applied(to:from:)`` proves it).
///
/// ```swift
/// let changes = try StagedChanges(
///     from: [DiffSection(id: "fruits", items: ["apple", "pear"]), DiffSection(id: "veg", items: ["leek"])],
///     to: [DiffSection(id: "veg", items: ["leek", "pear"]), DiffSection(id: "fruits", items: ["apple"])])
/// changes.movedSections  // [1 → 0]
/// changes.movedItems     // [[0, 1] → [0, 1]]: "pear" goes from fruits to veg
/// ```
///
/// **Moved or shifted items whose content changed.** A reload is a delete and an insert
/// *at the same index path* (UIKit's rule, and CVKit's validator's), so it cannot follow
/// an item to another place. An item whose content changed is reloaded when its index
/// path is the same before and after; when it moved, or shifted because of other changes,
/// it is **deleted at its old index path and inserted at its new one** in the same batch,
/// so the whole change stays one `performBatchUpdates`. The same holds for a section whose
/// content changed: reloaded in place, or deleted and inserted. (``ListDiff``, which is not
/// bound to a batch update, reports such an element as a move *and* an update.)
///
/// **Items that cross a replaced section.** An item that leaves or enters a section that is
/// deleted, inserted or reloaded cannot be a move (the validator forbids item operations in
/// such a section): it is inserted (or deleted) on the other side, and goes with its section.
public struct StagedChanges: Hashable, Sendable {
    /// A section move: its index before and after (the same type as a ``ListDiff`` move).
    public typealias SectionMove = ListDiff.Move

    /// An item move: its index path before and after.
    public struct ItemMove: Hashable, Sendable, CustomStringConvertible {
        /// The index path in the old collection.
        public var from: ItemPath
        /// The index path in the new collection.
        public var to: ItemPath
        /// Creates an item move.
        public init(from: ItemPath, to: ItemPath) {
            self.from = from
            self.to = to
        }
        /// `[s, i] → [s, i]`.
        public var description: String { "\(from) → \(to)" }
    }

    /// Sections that go away, by old index, ascending.
    public var deletedSections: [Int]
    /// Sections that are new, by new index, ascending.
    public var insertedSections: [Int]
    /// Sections that changed place relative to the others, by ascending destination.
    public var movedSections: [SectionMove]
    /// Sections whose content changed, at the same index before and after, ascending.
    public var reloadedSections: [Int]
    /// Items that go away, by old index path, ascending.
    public var deletedItems: [ItemPath]
    /// Items that are new, by new index path, ascending.
    public var insertedItems: [ItemPath]
    /// Items that changed place (within or between sections), by ascending destination.
    public var movedItems: [ItemMove]
    /// Items whose content changed, at the same index path before and after, ascending.
    public var reloadedItems: [ItemPath]

    /// Creates changes from their parts.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [SectionMove] = [], reloadedSections: [Int] = [],
        deletedItems: [ItemPath] = [], insertedItems: [ItemPath] = [], movedItems: [ItemMove] = [], reloadedItems: [ItemPath] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// How many changes there are in all.
    public var changeCount: Int {
        deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
            + deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count
    }
}

extension StagedChanges: CustomStringConvertible {
    /// The changes on one line, empty parts left out; `no changes` when empty.
    public var description: String {
        var parts: [String] = []
        if !deletedSections.isEmpty { parts.append("delete sections \(deletedSections)") }
        if !insertedSections.isEmpty { parts.append("insert sections \(insertedSections)") }
        if !movedSections.isEmpty { parts.append("move sections \(movedSections)") }
        if !reloadedSections.isEmpty { parts.append("reload sections \(reloadedSections)") }
        if !deletedItems.isEmpty { parts.append("delete items \(deletedItems)") }
        if !insertedItems.isEmpty { parts.append("insert items \(insertedItems)") }
        if !movedItems.isEmpty { parts.append("move items \(movedItems)") }
        if !reloadedItems.isEmpty { parts.append("reload items \(reloadedItems)") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
    }
}
