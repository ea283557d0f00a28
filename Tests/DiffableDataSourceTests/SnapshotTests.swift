import DiffableDataSource
import Testing

@Suite("Snapshot")
struct SnapshotTests {
    typealias S = Snapshot<String, String>

    func groceries() throws -> S {
        var s = S()
        try s.appendSections(["fruits", "veg"])
        try s.appendItems(["apple", "pear"], toSection: "fruits")
        try s.appendItems(["leek"])
        return s
    }

    @Test func appendAndQuery() throws {
        let s = try groceries()
        #expect(s.sectionIdentifiers == ["fruits", "veg"])
        #expect(s.itemIdentifiers == ["apple", "pear", "leek"])
        #expect(s.numberOfSections == 2)
        #expect(s.numberOfItems == 3)
        #expect(s.numberOfItems(inSection: "fruits") == 2)
        #expect(s.numberOfItems(inSection: "nuts") == 0)
        #expect(s.itemIdentifiers(inSection: "veg") == ["leek"])
        #expect(s.indexOfItem("leek") == 2)
        #expect(s.indexOfItem("kiwi") == nil)
        #expect(s.indexOfSection("veg") == 1)
        #expect(s.sectionIdentifier(containingItem: "pear") == "fruits")
        #expect(s.sectionIdentifier(containingItem: "kiwi") == nil)
        #expect(s.itemIdentifier(section: 0, item: 1) == "pear")
        #expect(s.itemIdentifier(section: 2, item: 0) == nil)
    }

    @Test func insertMoveAndDelete() throws {
        var s = try groceries()
        try s.insertItems(["kiwi"], beforeItem: "pear")
        try s.insertItems(["plum"], afterItem: "leek")
        #expect(s.itemIdentifiers == ["apple", "kiwi", "pear", "leek", "plum"])
        try s.moveItem("apple", afterItem: "leek")
        #expect(s.itemIdentifiers(inSection: "veg") == ["leek", "apple", "plum"])
        #expect(s.sectionIdentifier(containingItem: "apple") == "veg")
        try s.moveItem("plum", beforeItem: "kiwi")
        #expect(s.itemIdentifiers == ["plum", "kiwi", "pear", "leek", "apple"])
        try s.insertSections(["nuts"], beforeSection: "veg")
        try s.insertSections(["herbs"], afterSection: "veg")
        #expect(s.sectionIdentifiers == ["fruits", "nuts", "veg", "herbs"])
        try s.moveSection("herbs", beforeSection: "fruits")
        try s.moveSection("fruits", afterSection: "veg")
        #expect(s.sectionIdentifiers == ["herbs", "nuts", "veg", "fruits"])
        #expect(s.indexOfItem("plum") == 2)
        try s.deleteItems(["kiwi", "leek"])
        #expect(s.itemIdentifiers == ["apple", "plum", "pear"])
        try s.deleteSections(["veg"])
        #expect(s.sectionIdentifiers == ["herbs", "nuts", "fruits"])
        #expect(s.itemIdentifiers == ["plum", "pear"])
        #expect(s.sectionIdentifier(containingItem: "apple") == nil)
        s.deleteAllItems()
        #expect(s.numberOfItems == 0)
        #expect(s.numberOfSections == 3)
    }

    @Test func reloadAndReconfigureMarks() throws {
        var s = try groceries()
        try s.reloadItems(["pear", "apple", "pear"])
        try s.reconfigureItems(["leek"])
        try s.reloadSections(["veg"])
        #expect(s.reloadedItemIdentifiers == ["pear", "apple"])
        #expect(s.reconfiguredItemIdentifiers == ["leek"])
        #expect(s.reloadedSectionIdentifiers == ["veg"])
        try s.deleteItems(["pear"])
        try s.deleteSections(["veg"])
        #expect(s.reloadedItemIdentifiers == ["apple"])
        #expect(s.reconfiguredItemIdentifiers == [])
        #expect(s.reloadedSectionIdentifiers == [])
    }

    @Test func badOperationsThrowUIKitsWordsAndChangeNothing() throws {
        var empty = S()
        #expect(throws: SnapshotError.noSections) { try empty.appendItems(["a"]) }
        #expect(SnapshotError.noSections.description == "There are currently no sections in the data source. Please add a section first.")

        var s = try groceries()
        let before = s
        #expect(throws: SnapshotError.duplicateItems(["\"apple\""])) { try s.appendItems(["kiwi", "apple"]) }
        #expect(throws: SnapshotError.duplicateItems(["\"fig\""])) { try s.appendItems(["fig", "fig"]) }
        #expect(throws: SnapshotError.duplicateSections(["\"veg\""])) { try s.appendSections(["veg"]) }
        #expect(throws: SnapshotError.unknownSection("\"nuts\"", operation: "append items to")) {
            try s.appendItems(["a"], toSection: "nuts")
        }
        #expect(throws: SnapshotError.unknownItem("\"fig\"", operation: "insert items before")) {
            try s.insertItems(["a"], beforeItem: "fig")
        }
        #expect(throws: SnapshotError.unknownItem("\"fig\"", operation: "delete")) { try s.deleteItems(["apple", "fig"]) }
        #expect(throws: SnapshotError.unknownItem("\"fig\"", operation: "reload")) { try s.reloadItems(["fig"]) }
        #expect(throws: SnapshotError.unknownSection("\"nuts\"", operation: "delete")) { try s.deleteSections(["nuts"]) }
        #expect(throws: SnapshotError.unknownItem("\"fig\"", operation: "move an item relative to")) {
            try s.moveItem("apple", afterItem: "fig")
        }
        #expect(throws: SnapshotError.unknownItem("\"fig\"", operation: "move")) { try s.moveItem("fig", beforeItem: "apple") }
        #expect(throws: SnapshotError.unknownItem("\"fig\"", operation: "reconfigure")) { try s.reconfigureItems(["fig"]) }
        #expect(throws: SnapshotError.unknownSection("\"nuts\"", operation: "move a section relative to")) {
            try s.moveSection("veg", beforeSection: "nuts")
        }
        #expect(throws: SnapshotError.unknownSection("\"nuts\"", operation: "insert sections after")) {
            try s.insertSections(["x"], afterSection: "nuts")
        }
        #expect(throws: SnapshotError.unknownSection("\"nuts\"", operation: "reload")) { try s.reloadSections(["nuts"]) }
        #expect(throws: SnapshotError.movedRelativeToItself("\"pear\"", kind: .item)) {
            try s.moveItem("pear", beforeItem: "pear")
        }
        #expect(throws: SnapshotError.movedRelativeToItself("\"veg\"", kind: .section)) {
            try s.moveSection("veg", afterSection: "veg")
        }
        #expect(s == before)
        #expect(s.numberOfItems == 3)
        #expect(s.sectionIdentifier(containingItem: "kiwi") == nil)
        #expect(s.sectionIdentifier(containingItem: "fig") == nil)
        #expect(s.sectionIdentifier(containingItem: "apple") == "fruits")
        #expect(throws: SnapshotError.duplicateItems(["\"leek\"", "\"fig\""])) {
            try s.appendItems(["fig", "leek", "fig"], toSection: "fruits")
        }
        #expect(s.sectionIdentifier(containingItem: "leek") == "veg")
        #expect(s.numberOfItems == 3)
        #expect(
            SnapshotError.duplicateItems(["\"apple\""]).description
                == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\"apple\")}")
        #expect(
            SnapshotError.unknownItem("\"fig\"", operation: "reload").description
                == "Attempted to reload item identifier that does not exist in the snapshot: \"fig\"")
        #expect(
            SnapshotError.unknownSection("\"nuts\"", operation: "delete").description
                == "Attempted to delete section identifier that does not exist in the snapshot: \"nuts\"")
    }
}

@Suite("SectionSnapshot")
struct SectionSnapshotTests {
    func outline() throws -> SectionSnapshot<String> {
        var o = SectionSnapshot<String>()
        try o.append(["Fruit", "Veg"])
        try o.append(["Apple", "Pear"], to: "Fruit")
        try o.append(["Cox"], to: "Apple")
        try o.append(["Leek"], to: "Veg")
        return o
    }

    @Test func hierarchyExpandAndCollapse() throws {
        var o = try outline()
        #expect(o.items == ["Fruit", "Apple", "Cox", "Pear", "Veg", "Leek"])
        #expect(o.rootItems == ["Fruit", "Veg"])
        #expect(o.visibleItems == ["Fruit", "Veg"])
        try o.expand(["Fruit"])
        #expect(o.visibleItems == ["Fruit", "Apple", "Pear", "Veg"])
        try o.expand(["Apple", "Veg"])
        #expect(o.visibleItems == ["Fruit", "Apple", "Cox", "Pear", "Veg", "Leek"])
        try o.collapse(["Fruit"])
        #expect(o.visibleItems == ["Fruit", "Veg", "Leek"])
        #expect(o.isExpanded("Apple"))
        #expect(!o.isVisible("Cox"))
        #expect(o.level(of: "Cox") == 2)
        #expect(o.level(of: "Kiwi") == nil)
        #expect(o.parent(of: "Cox") == "Apple")
        #expect(o.parent(of: "Fruit") == nil)
        #expect(o.index(of: "Pear") == 3)
        #expect(o.childrenOf("Fruit") == ["Apple", "Pear"])
        let sub = try o.snapshot(of: "Fruit")
        #expect(sub.rootItems == ["Apple", "Pear"])
        #expect(sub.visibleItems == ["Apple", "Cox", "Pear"])
        #expect(try o.snapshot(of: "Fruit", includingParent: true).items == ["Fruit", "Apple", "Cox", "Pear"])
    }

    @Test func insertAndDeleteWithDescendants() throws {
        var o = try outline()
        try o.insert(["Quince"], after: "Apple")
        try o.insert(["Nuts"], before: "Veg")
        #expect(o.items == ["Fruit", "Apple", "Cox", "Quince", "Pear", "Nuts", "Veg", "Leek"])
        try o.delete(["Apple"])
        #expect(o.items == ["Fruit", "Quince", "Pear", "Nuts", "Veg", "Leek"])
        #expect(!o.contains("Cox"))
        let before = o
        #expect(throws: SnapshotError.unknownItem("\"Cox\"", operation: "append items to")) { try o.append(["X"], to: "Cox") }
        #expect(throws: SnapshotError.duplicateItems(["\"Leek\""])) { try o.append(["Leek"]) }
        #expect(throws: SnapshotError.unknownItem("\"Kiwi\"", operation: "expand")) { try o.expand(["Kiwi"]) }
        #expect(o == before)
        o.deleteAll()
        #expect(o.items.isEmpty)
    }

    @Test func replacingChildrenKeepsTheirHierarchyAndRejectsClashes() throws {
        var o = try outline()
        try o.expand(["Apple"])
        var children = SectionSnapshot<String>()
        try children.append(["Plum", "Kiwi"])
        try children.append(["Damson"], to: "Plum")
        try children.expand(["Plum"])
        try o.replace(childrenOf: "Fruit", using: children)
        #expect(o.items == ["Fruit", "Plum", "Damson", "Kiwi", "Veg", "Leek"])
        #expect(o.parent(of: "Plum") == "Fruit")
        #expect(o.isExpanded("Plum"))
        #expect(!o.contains("Cox") && !o.isExpanded("Apple"))
        let before = o
        var clash = SectionSnapshot<String>()
        try clash.append(["Leek"])
        #expect(throws: SnapshotError.duplicateItems(["\"Leek\""])) { try o.replace(childrenOf: "Fruit", using: clash) }
        #expect(throws: SnapshotError.unknownItem("\"Fig\"", operation: "replace the children of")) {
            try o.replace(childrenOf: "Fig", using: children)
        }
        #expect(o == before)
        // A parent's own former children may come back.
        var again = SectionSnapshot<String>()
        try again.append(["Kiwi"])
        try o.replace(childrenOf: "Fruit", using: again)
        #expect(o.items == ["Fruit", "Kiwi", "Veg", "Leek"])
    }
}
