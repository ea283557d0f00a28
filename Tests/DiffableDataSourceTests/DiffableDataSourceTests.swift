import BuiltinLayouts
import CollectionView
import DiffableDataSource
import Diffing
import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

/// A cell that shows an item identifier and counts its configurations.
final class NameCell: CollectionViewCell {
    var name = ""
    var configurations = 0
}

/// A host with a list layout (rows of 10 points) and a data source whose cells show their
/// item; `cellRequests` counts the cell provider's calls.
final class Fixture {
    let cv: CollectionViewHost
    var dataSource: DiffableDataSource<String, String>!
    var cellRequests: [String] = []

    init(layout: CollectionViewLayout = rowList(10), height: Double = 100) throws {
        cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: height), layout: layout)
        try cv.register(NameCell.self, forCellWithReuseIdentifier: "name")
        dataSource = DiffableDataSource(collectionView: cv) { [unowned self] cv, indexPath, item in
            self.cellRequests.append(item)
            let cell = try cv.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
            (cell as? NameCell)?.name = item
            return cell
        }
    }

    /// What each visible cell shows, by index path.
    var shown: [String] {
        cv.indexPathsForVisibleItems.map { ip in
            "\(ip.section)-\(ip.item) \((cv.cellForItem(at: ip) as? NameCell)?.name ?? "none")"
        }
    }
}

func snapshot(_ sections: KeyValuePairs<String, [String]>) throws -> Snapshot<String, String> {
    var s = Snapshot<String, String>()
    for (id, items) in sections {
        try s.appendSections([id])
        try s.appendItems(items, toSection: id)
    }
    return s
}

@Suite("DiffableDataSource")
struct DiffableDataSourceTests {
    @Test func firstApplyLoadsThenApplyRunsOneBatch() throws {
        let f = try Fixture()
        try f.dataSource.apply(try snapshot(["fruits": ["apple", "pear", "plum"], "veg": ["leek"]]))
        #expect(f.shown == ["0-0 apple", "0-1 pear", "0-2 plum", "1-0 leek"])
        #expect(f.dataSource.lastChanges.isEmpty)

        var next = f.dataSource.snapshot()
        try next.deleteItems(["pear"])
        try next.moveItem("leek", beforeItem: "apple")
        try next.appendItems(["kale"], toSection: "veg")
        f.cellRequests = []
        let plan = try f.dataSource.apply(next)
        #expect(
            f.dataSource.lastChanges
                == StagedChanges(
                    deletedItems: [ItemPath(section: 0, item: 1)], insertedItems: [ItemPath(section: 1, item: 0)],
                    movedItems: [.init(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 0))]))
        #expect(plan.updateItems.map(\.description) == ["delete 0-1", "move 1-0 -> 0-0", "insert 1-0"])
        #expect(plan.isAnimated)
        #expect(f.shown == ["0-0 leek", "0-1 apple", "0-2 plum", "1-0 kale"])
        #expect(f.cellRequests == ["kale"], "moved cells are kept; only the new item gets a cell")
        #expect(f.dataSource.itemIdentifier(for: ElementIndexPath(item: 0, section: 1)) == "kale")
        #expect(f.dataSource.indexPath(for: "plum") == ElementIndexPath(item: 2, section: 0))
        #expect(f.dataSource.sectionIdentifier(for: 1) == "veg")
        #expect(f.dataSource.index(for: "fruits") == 0)
        #expect(f.dataSource.sectionIdentifier(for: 5) == nil)
    }

    @Test func withoutAnimationTheBatchIsNotAnimated() throws {
        let f = try Fixture()
        try f.dataSource.apply(try snapshot(["a": ["1", "2"]]))
        let plan = try f.dataSource.apply(try snapshot(["a": ["2", "1"]]), animatingDifferences: false)
        #expect(!plan.isAnimated)
        #expect(plan.updateItems.map(\.description) == ["move 0-1 -> 0-0"])
        #expect(f.shown == ["0-0 2", "0-1 1"])
    }

    @Test func sameSnapshotDoesNothingAndCompletionRuns() throws {
        let f = try Fixture()
        let s = try snapshot(["a": ["1", "2"]])
        try f.dataSource.apply(s)
        var completed = false
        let plan = try f.dataSource.apply(s) { completed = true }
        #expect(plan == .empty)
        #expect(completed)
    }

    @Test func reloadItemsMakesNewCellsAndReloadSectionsReloadsTheSection() throws {
        let f = try Fixture()
        try f.dataSource.apply(try snapshot(["a": ["1", "2", "3"], "b": ["4"]]))
        let old = try #require(f.cv.cellForItem(at: ElementIndexPath(item: 1, section: 0)))
        var next = f.dataSource.snapshot()
        try next.reloadItems(["2"])
        f.cellRequests = []
        let plan = try f.dataSource.apply(next)
        #expect(plan.updateItems.map(\.description) == ["reload 0-1"])
        #expect(f.cellRequests == ["2"])
        #expect(f.cv.cellForItem(at: ElementIndexPath(item: 1, section: 0)) !== old)
        #expect(f.dataSource.snapshot().reloadedItemIdentifiers == [], "marks do not stay in the data source's state")

        var sections = f.dataSource.snapshot()
        try sections.reloadSections(["b"])
        #expect(try f.dataSource.apply(sections).updateItems.map(\.description) == ["reload-section 1"])
    }

    @Test func reconfigureKeepsRegisteredCells() throws {
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: rowList(10))
        var labels = ["1": "one", "2": "two"]
        let registration = CellRegistration<NameCell, String> { cell, _, item in
            cell.name = labels[item] ?? "?"
            cell.configurations += 1
        }
        let ds = DiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, item in
            try cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var s = Snapshot<Int, String>()
        try s.appendSections([0])
        try s.appendItems(["1", "2"])
        try ds.apply(s)
        let cell = try #require(cv.cellForItem(at: ElementIndexPath(item: 1, section: 0)) as? NameCell)
        #expect(cell.name == "two")
        labels["2"] = "TWO"
        try s.reconfigureItems(["2"])
        let plan = try ds.apply(s)
        #expect(plan == .empty, "a reconfigure is no batch update")
        #expect(cv.cellForItem(at: ElementIndexPath(item: 1, section: 0)) === cell)
        #expect(cell.name == "TWO")
        #expect(cell.configurations == 2)
    }

    @Test func reconfigureWithReuseIdentifiersReloadsInstead() throws {
        let f = try Fixture()
        try f.dataSource.apply(try snapshot(["a": ["1", "2"]]))
        let old = try #require(f.cv.cellForItem(at: ElementIndexPath(item: 0, section: 0)))
        var s = f.dataSource.snapshot()
        try s.reconfigureItems(["1"])
        try f.dataSource.apply(s)
        #expect(f.cv.cellForItem(at: ElementIndexPath(item: 0, section: 0)) !== old)
        #expect(f.cv.lastAnimationPlan.updateItems.map(\.description) == ["reload 0-0"])
        #expect(!f.cv.lastAnimationPlan.isAnimated)
        #expect(f.shown == ["0-0 1", "0-1 2"])
    }

    @Test func applySnapshotUsingReloadData() throws {
        let f = try Fixture()
        try f.dataSource.apply(try snapshot(["a": ["1", "2"]]))
        try f.dataSource.applySnapshotUsingReloadData(try snapshot(["b": ["3"], "a": ["2"]]))
        #expect(f.shown == ["0-0 3", "1-0 2"])
        #expect(f.dataSource.lastChanges.isEmpty)
    }

    @Test func supplementaryViewsComeFromTheProvider() throws {
        let layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 20)
        let f = try Fixture(layout: layout, height: 200)
        #expect(
            throws: SnapshotError.collectionView(
                .missingSupplementaryView(kind: "header", indexPath: ElementIndexPath(item: 0, section: 0)))
        ) {
            try f.dataSource.apply(try snapshot(["a": ["1"]]))
        }
        #expect(f.dataSource.snapshot().numberOfSections == 0, "a failed apply keeps the previous state")
        var kinds: [String] = []
        f.dataSource.supplementaryViewProvider = { _, kind, _ in
            kinds.append(kind)
            return CollectionReusableView()
        }
        try f.dataSource.apply(try snapshot(["a": ["1"]]))
        #expect(kinds == ["header"])
        #expect(f.shown == ["0-0 1"])
    }

    @Test func aFailingCellProviderKeepsThePreviousState() throws {
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: rowList(10))
        let ds = DiffableDataSource<Int, String>(collectionView: cv) { _, indexPath, item in
            if item == "bad" { throw CollectionViewError.reuse(.unregistered(.cell(identifier: item), registered: [])) }
            return NameCell()
        }
        var s = Snapshot<Int, String>()
        try s.appendSections([0])
        try s.appendItems(["ok"])
        try ds.apply(s)
        try s.appendItems(["bad"])
        #expect(
            throws: SnapshotError.collectionView(.reuse(.unregistered(.cell(identifier: "bad"), registered: [])))
        ) { try ds.apply(s) }
        #expect(ds.snapshot().itemIdentifiers == ["ok"])
        #expect(cv.numberOfItems(inSection: 0) == 1)
    }

    @Test func sectionSnapshotsApplyToOneSection() throws {
        let f = try Fixture(height: 200)
        try f.dataSource.apply(try snapshot(["top": ["x"], "food": []]))
        var outline = SectionSnapshot<String>()
        try outline.append(["Fruit", "Veg"])
        try outline.append(["Apple", "Pear"], to: "Fruit")
        try f.dataSource.apply(outline, to: "food")
        #expect(f.shown == ["0-0 x", "1-0 Fruit", "1-1 Veg"])
        try outline.expand(["Fruit"])
        let plan = try f.dataSource.apply(outline, to: "food")
        #expect(plan.updateItems.map(\.description) == ["insert 1-1", "insert 1-2"])
        #expect(f.shown == ["0-0 x", "1-0 Fruit", "1-1 Apple", "1-2 Pear", "1-3 Veg"])
        #expect(f.dataSource.snapshot(for: "food") == outline)
        #expect(f.dataSource.snapshot(for: "top").items == ["x"])
        // A new section is appended; an item shown elsewhere is refused.
        var other = SectionSnapshot<String>()
        try other.append(["x"])
        #expect(throws: SnapshotError.duplicateItems(["\"x\""])) { try f.dataSource.apply(other, to: "more") }
        #expect(f.dataSource.snapshot().sectionIdentifiers == ["top", "food"])
        other.deleteAll()
        try other.append(["y"])
        try f.dataSource.apply(other, to: "more")
        #expect(f.shown == ["0-0 x", "1-0 Fruit", "1-1 Apple", "1-2 Pear", "1-3 Veg", "2-0 y"])
    }

    @Test func worksWithTheFlowAndGridLayouts() throws {
        for layout in [FlowLayout(), GridLayout(columnWidth: 30, rowHeight: 20)] as [CollectionViewLayout] {
            let f = try Fixture(layout: layout, height: 400)
            try f.dataSource.apply(try snapshot(["a": ["1", "2", "3"], "b": ["4", "5"]]))
            try f.dataSource.apply(try snapshot(["b": ["5", "1"], "a": ["3", "2", "6"]]))
            #expect(f.shown == ["0-0 5", "0-1 1", "1-0 3", "1-1 2", "1-2 6"])
        }
    }
}
