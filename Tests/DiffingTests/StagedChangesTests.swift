import CVKitTestSupport
import CollectionView
import Diffing
import LayoutProtocol
import Testing

@Suite("StagedChanges")
struct StagedChangesTests {
    typealias Section = DiffSection<String, String>

    @Test func theIssuesExample() throws {
        let old = [Section(id: "fruits", items: ["apple", "pear"]), Section(id: "veg", items: ["leek"])]
        let new = [Section(id: "veg", items: ["leek", "pear"]), Section(id: "fruits", items: ["apple"])]
        let changes = try StagedChanges(from: old, to: new)
        #expect(changes.movedSections == [.init(from: 1, to: 0)])
        #expect(changes.movedItems == [.init(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 1))])
        #expect(changes.description == "move sections [1 → 0]; move items [[0, 1] → [0, 1]]")
        try expectValid(changes, old, new)
    }

    @Test func itemsOfInsertedAndDeletedSectionsAreNotListed() throws {
        let old = [Section(id: "a", items: ["1", "2"]), Section(id: "b", items: ["3"])]
        let new = [Section(id: "b", items: ["3", "2"]), Section(id: "c", items: ["4", "5", "1"])]
        let changes = try StagedChanges(from: old, to: new)
        #expect(changes.deletedSections == [0])
        #expect(changes.insertedSections == [1])
        // "2" leaves a deleted section for a surviving one: inserted there; "1" goes to a
        // new section: not listed at all.
        #expect(changes.insertedItems == [ItemPath(section: 0, item: 1)])
        #expect(changes.deletedItems.isEmpty && changes.movedItems.isEmpty && changes.movedSections.isEmpty)
        try expectValid(changes, old, new)
    }

    @Test func changedItemsAreReloadedInPlaceOrDeletedAndInserted() throws {
        typealias Rich = DiffSection<String, Item>
        let old = [Rich(id: "s", items: [Item("a", 1), Item("b", 1), Item("c", 1), Item("d", 1)])]
        // "a" is deleted; "b" changed and shifts from 1 to 0: deleted and inserted; "c"
        // changed and keeps [0, 2]: reloaded; "d" is unchanged and moves before "c".
        let new = [Rich(id: "s", items: [Item("b", 2), Item("d", 1), Item("c", 2)])]
        let changes = try StagedChanges(from: old, to: new, itemIdentifiedBy: \.id, isItemContentEqual: { $0.content == $1.content })
        #expect(changes.deletedItems == [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)])
        #expect(changes.insertedItems == [ItemPath(section: 0, item: 0)])
        #expect(changes.movedItems == [.init(from: ItemPath(section: 0, item: 3), to: ItemPath(section: 0, item: 1))])
        #expect(changes.reloadedItems == [ItemPath(section: 0, item: 2)])
        try expectValid(changes, old, new)

        let inPlace = [Rich(id: "s", items: [Item("a", 1), Item("b", 9), Item("c", 1), Item("d", 1)])]
        let reload = try StagedChanges(from: old, to: inPlace, itemIdentifiedBy: \.id, isItemContentEqual: { $0.content == $1.content })
        #expect(reload == StagedChanges(reloadedItems: [ItemPath(section: 0, item: 1)]))
        try expectValid(reload, old, inPlace)
    }

    @Test func changedSectionsAreReloadedInPlaceOrReplaced() throws {
        let old = [Section(id: "a", items: ["1"]), Section(id: "b", items: ["2"]), Section(id: "c", items: ["3"])]
        let new = [Section(id: "b", items: ["2"]), Section(id: "a", items: ["1"]), Section(id: "c", items: ["3", "4"])]
        let changed: Set<String> = ["c", "a"]
        let changes = try StagedChanges(
            from: old, to: new, itemIdentifiedBy: { $0 }, isItemContentEqual: { _, _ in true },
            isSectionContentEqual: { _, new in !changed.contains(new.id) })
        #expect(changes.reloadedSections == [2])
        #expect(changes.deletedSections == [0])
        #expect(changes.insertedSections == [1])
        #expect(changes.movedSections.isEmpty)
        #expect(changes.insertedItems.isEmpty, "items of a reloaded section are not listed")
        try expectValid(changes, old, new)
    }

    @Test func emptySectionsAndEmptyCollections() throws {
        let old = [Section(id: "a", items: []), Section(id: "b", items: ["1"])]
        let new = [Section(id: "b", items: []), Section(id: "a", items: ["1"])]
        let changes = try StagedChanges(from: old, to: new)
        try expectValid(changes, old, new)
        #expect(changes.changeCount == 2)
        #expect(try StagedChanges(from: [Section](), to: []).isEmpty)
        #expect(try StagedChanges(from: [], to: new).insertedSections == [0, 1])
        #expect(try StagedChanges(from: old, to: []).deletedSections == [0, 1])
    }

    @Test func duplicatesNameTheIdentifierAndBothPlaces() {
        #expect(
            throws: DiffError.duplicateItemIdentifier(
                identifier: "\"x\"", first: ItemPath(section: 0, item: 1), second: ItemPath(section: 2, item: 0), side: .new)
        ) {
            try StagedChanges(
                from: [Section(id: "a", items: ["x"])],
                to: [Section(id: "a", items: ["y", "x"]), Section(id: "b", items: []), Section(id: "c", items: ["x"])])
        }
        #expect(
            throws: DiffError.duplicateItemIdentifier(
                identifier: "\"z\"", first: ItemPath(section: 0, item: 0), second: ItemPath(section: 0, item: 1), side: .old)
        ) {
            try StagedChanges(from: [Section(id: "a", items: ["z", "z"])], to: [])
        }
        #expect(throws: DiffError.duplicateSectionIdentifier(identifier: "\"a\"", first: 0, second: 1, side: .old)) {
            try StagedChanges(from: [Section(id: "a", items: []), Section(id: "a", items: [])], to: [])
        }
        let error = DiffError.duplicateSectionIdentifier(identifier: "\"a\"", first: 0, second: 1, side: .old)
        #expect(
            error.description
                == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\"a\")} — \"a\" is at section 0 and at section 1 of the old collection."
        )
    }

    @Test func applyingChangesThatDoNotFitThrows() {
        let old = [Section(id: "a", items: ["1"])]
        #expect(throws: DiffError.inconsistentChanges("delete: item [0, 3] does not exist before the update")) {
            try StagedChanges(deletedItems: [ItemPath(section: 0, item: 3)]).applied(to: old, from: old)
        }
        #expect(throws: DiffError.inconsistentChanges("delete: item [0, 0] is in a section that is deleted or reloaded")) {
            try StagedChanges(deletedSections: [0], deletedItems: [ItemPath(section: 0, item: 0)]).applied(to: old, from: [])
        }
        #expect(throws: DiffError.inconsistentChanges("1 sections, 0 deleted and 0 inserted do not make 0")) {
            try StagedChanges().applied(to: old, from: [])
        }
    }

    @Test func randomSectionedPairsPassTheValidatorAndRebuildTheNew() throws {
        for seed in OracleCases.seeds(default: 1_000, salt: 1919) {
            var random = Random(seed: seed)
            let (old, new) = random.sectionedPair(maxItems: 40)
            let changes = try StagedChanges(
                from: old, to: new, itemIdentifiedBy: \.id, isItemContentEqual: { $0.content == $1.content })
            try expectValid(changes, old, new)
        }
    }
}

/// An item with an identity and a content.
struct Item: Hashable {
    var id: String
    var content: Int
    init(_ id: String, _ content: Int) {
        self.id = id
        self.content = content
    }
}

/// The changes rebuild `new` from `old` and pass CVKit's batch-update validator; every
/// section and item appears in at most one operation.
func expectValid<S, I: Equatable>(
    _ changes: StagedChanges, _ old: [DiffSection<S, I>], _ new: [DiffSection<S, I>], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let rebuilt = try changes.applied(to: old, from: new)
    #expect(rebuilt.map(\.id) == new.map(\.id), sourceLocation: sourceLocation)
    #expect(rebuilt.map(\.items) == new.map(\.items), sourceLocation: sourceLocation)
    _ = try BatchUpdateValidator.resolve(
        before: old.map(\.items.count), after: new.map(\.items.count), operations: operations(changes))
}

/// The changes as CVKit batch operations.
func operations(_ changes: StagedChanges) -> [BatchOperation] {
    func ip(_ p: ItemPath) -> ElementIndexPath { ElementIndexPath(item: p.item, section: p.section) }
    var ops: [BatchOperation] = []
    ops += changes.deletedSections.map(BatchOperation.deleteSection)
    ops += changes.insertedSections.map(BatchOperation.insertSection)
    ops += changes.reloadedSections.map(BatchOperation.reloadSection)
    ops += changes.movedSections.map { .moveSection(from: $0.from, to: $0.to) }
    ops += changes.deletedItems.map { .deleteItem(ip($0)) }
    ops += changes.insertedItems.map { .insertItem(ip($0)) }
    ops += changes.reloadedItems.map { .reloadItem(ip($0)) }
    ops += changes.movedItems.map { .moveItem(from: ip($0.from), to: ip($0.to)) }
    return ops
}

extension Random {
    /// Sections with random items, then a random edit: sections deleted, inserted and
    /// moved (some left empty), items deleted, inserted, changed and moved within and
    /// between sections.
    mutating func sectionedPair(maxItems: Int) -> ([DiffSection<String, Item>], [DiffSection<String, Item>]) {
        var fresh = 0
        func name(_ prefix: String) -> String {
            fresh += 1
            return "\(prefix)\(fresh)"
        }
        var old: [DiffSection<String, Item>] = []
        for _ in 0..<below(5) {
            old.append(DiffSection(id: name("s"), items: (0..<below(maxItems / 4 + 1)).map { _ in Item(name("i"), 0) }))
        }
        var new = old.filter { _ in !chance(0.2) }
        for _ in 0..<below(3) { new.insert(DiffSection(id: name("s"), items: []), at: below(new.count + 1)) }
        for _ in 0..<below(3) where new.count > 1 {
            let s = new.remove(at: below(new.count))
            new.insert(s, at: below(new.count + 1))
        }
        guard !new.isEmpty else { return (old, new) }
        for s in new.indices {
            new[s].items = new[s].items.filter { _ in !chance(0.15) }.map { chance(0.15) ? Item($0.id, $0.content + 1) : $0 }
        }
        for _ in 0..<below(maxItems / 4 + 1) {
            let s = below(new.count)
            new[s].items.insert(Item(name("i"), 0), at: below(new[s].items.count + 1))
        }
        for _ in 0..<below(maxItems / 6 + 1) {
            let s = below(new.count), t = below(new.count)
            guard !new[s].items.isEmpty else { continue }
            let item = new[s].items.remove(at: below(new[s].items.count))
            new[t].items.insert(item, at: below(new[t].items.count + 1))
        }
        return (old, new)
    }
}
