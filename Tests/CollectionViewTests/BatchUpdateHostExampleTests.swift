import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

@testable import CollectionView

/// The seeds' examples and `reloadData` against `invalidateLayout`, on the batch-update
/// host suite (split from BatchUpdateHostTests.swift to keep files under 450 lines).
extension BatchUpdateHostTests {
    // MARK: - The seeds' examples

    /// Seed 001, "Perform Batch Updates": reloads first without animation, then the other
    /// updates together, applying deletes descending and inserts ascending to the data.
    @Test func personUpdateExample() throws {
        enum PersonUpdate {
            case insert(person: Int, index: Int)
            case delete(index: Int)
            case move(from: Int, to: Int)
            case reload(index: Int)
        }
        var people = [100, 101, 102, 103, 104, 105]
        let (cv, layout, ds) = try makeBatchHost([people], size: Size(width: 200, height: 400))
        let remoteUpdates: [PersonUpdate] = [.delete(index: 3), .insert(person: 200, index: 0), .move(from: 1, to: 4), .reload(index: 2)]

        let reloadPlan = try cv.performWithoutAnimation { () throws(CollectionViewError) -> AnimationPlan in
            try cv.performBatchUpdates { updates in
                for update in remoteUpdates {
                    if case .reload(let index) = update {
                        people[index] += 1000  // isUpdated
                        ds.sections[0] = people
                        updates.reloadItems(at: [ip(0, index)])
                    }
                }
            }
        }
        #expect(!reloadPlan.isAnimated)
        #expect(reloadPlan.duration == 0)
        #expect(reloadPlan.updateItems.map(\.description) == ["reload 0-2"])
        #expect(reloadPlan.entries.map(\.change) == [.delete, .insert], "no cell moves in a reload")
        #expect(reloadPlan.attributes(atProgress: 0) == reloadPlan.entries.map(\.end), "without animation the end state shows at once")
        #expect(shownIDs(cv)[ip(0, 2)] == 1102)

        layout.clearLog()
        let plan = try cv.performBatchUpdates { updates in
            var deletes: [Int] = []
            var inserts: [(person: Int, index: Int)] = []
            for update in remoteUpdates {
                switch update {
                case .delete(let index):
                    updates.deleteItems(at: [ip(0, index)])
                    deletes.append(index)
                case .insert(let person, let index):
                    updates.insertItems(at: [ip(0, index)])
                    inserts.append((person, index))
                case .move(let from, let to):
                    updates.moveItem(at: ip(0, from), to: ip(0, to))
                    deletes.append(from)
                    inserts.append((people[from], to))
                case .reload: break
                }
            }
            for deletedIndex in deletes.sorted().reversed() { people.remove(at: deletedIndex) }
            for insertion in inserts.sorted(by: { $0.index < $1.index }) { people.insert(insertion.person, at: insertion.index) }
            ds.sections[0] = people
        }
        #expect(plan.isAnimated)
        #expect(plan.updateItems.map(\.description) == ["delete 0-3", "move 0-1 -> 0-4", "insert 0-0"])
        #expect(people == [200, 100, 1102, 104, 101, 105])
        #expect(shownIDs(cv) == Dictionary(uniqueKeysWithValues: people.enumerated().map { (ip(0, $0.offset), $0.element) }))
        #expect(plan.entry(before: .cell(ip(0, 3)))?.change == .delete)
        #expect(plan.entry(after: .cell(ip(0, 0)))?.change == .insert)
        #expect(plan.entry(after: .cell(ip(0, 4)))?.keyBefore == .cell(ip(0, 1)))
    }

    /// Seed 000, listing 5-2: the inserted cell starts at the centre of the collection view
    /// with alpha 0. Done naively every cell pops out of the centre (the seed's note);
    /// checking the update items animates only the inserted one.
    @Test func insertionAnimatedFromTheCentre() throws {
        final class CentreLayout: RecordingGridLayout {
            var onlyInserted = false
            private var inserted: Set<ElementIndexPath> = []
            override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                inserted = Set(updateItems.filter { $0.action == .insert }.compactMap { $0.indexPathAfterUpdate?.elementIndexPath })
            }
            override func finalizeCollectionViewUpdates() {
                super.finalizeCollectionViewUpdates()
                inserted = []
            }
            override func initialLayoutAttributesForAppearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
                if onlyInserted && !inserted.contains(itemIndexPath) {
                    return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
                }
                guard var attributes = layoutAttributesForItem(at: itemIndexPath), let host else { return nil }
                attributes.alpha = 0
                attributes.center = Point(x: host.bounds.width / 2, y: host.bounds.height / 2)
                return attributes
            }
        }
        for onlyInserted in [false, true] {
            let layout = CentreLayout(columns: 2)
            layout.onlyInserted = onlyInserted
            let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 200), layout: layout)
            let ds = ListDataSource([[1, 2, 3]])
            cv.dataSource = ds
            try cv.layoutIfNeeded()
            let plan = try cv.performBatchUpdates { updates in
                ds.sections[0].append(4)
                updates.insertItems(at: [ip(0, 3)])
            }
            let fourth = try #require(plan.entry(after: .cell(ip(0, 3))))
            #expect(fourth.change == .insert)
            #expect(fourth.start.center == Point(x: 50, y: 100))
            #expect(fourth.start.alpha == 0)
            #expect(fourth.end.frame == Rect(x: 50, y: 50, width: 50, height: 50))
            #expect(fourth.end.alpha == 1)
            if onlyInserted {
                #expect(plan.entries.count == 1, "only the inserted item is animated")
            } else {
                #expect(plan.entries.count == 4, "the three cells already present pop out of the centre too")
                #expect(plan.entries.allSatisfy { $0.start.center == Point(x: 50, y: 100) && $0.start.alpha == 0 })
                #expect(plan.entries(.move).map(\.keyAfter) == [.cell(ip(0, 0)), .cell(ip(0, 1)), .cell(ip(0, 2))])
            }
        }
    }

    // MARK: - reloadData versus invalidateLayout

    @Test func reloadDataReconfiguresViewsButInvalidateLayoutKeepsThem() throws {
        let (cv, layout, ds) = try makeBatchHost([[10, 11, 12]])
        cv.selection.selected = [ip(0, 1)]
        let views = cv.visibleSet.views.mapValues { ObjectIdentifier($0) }
        let requests = ds.cellRequests.count

        layout.cell = Size(width: 60, height: 60)
        cv.invalidateLayout()
        try cv.layoutIfNeeded()
        #expect(cv.visibleSet.views.mapValues { ObjectIdentifier($0) } == views, "invalidateLayout keeps the views")
        #expect(ds.cellRequests.count == requests, "and does not ask the data source for cells")
        #expect(
            cv.cellForItem(at: ip(0, 1))?.appliedAttributes?.frame == Rect(x: 60, y: 0, width: 60, height: 60),
            "only the attributes are recomputed")
        #expect(cv.selection.selected == [ip(0, 1)])

        ds.sections[0][1] = 99
        try cv.reloadData()
        #expect(
            Set(cv.visibleSet.views.values.map { ObjectIdentifier($0) }).isDisjoint(with: Set(views.values)),
            "reloadData replaces every view")
        #expect(ds.cellRequests.count == requests + 3, "it asks the data source again for each visible cell")
        #expect(shownIDs(cv)[ip(0, 1)] == 99)
        #expect(cv.selection.selected.isEmpty, "and discards the selection")
    }
}
