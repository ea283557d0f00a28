import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

@testable import CollectionView

@Suite("Batch updates in the host")
struct BatchUpdateHostTests {
    // MARK: - The hooks, in UIKit's order

    @Test func hooksAreCalledInUIKitsOrder() throws {
        let (cv, layout, ds) = try makeBatchHost([[10, 11, 12], [20, 21]], headers: true)
        let plan = try cv.performBatchUpdates { updates in
            ds.sections[0].remove(at: 1)
            updates.deleteItems(at: [ip(0, 1)])
            ds.sections[1].insert(99, at: 0)
            updates.insertItems(at: [ip(1, 0)])
        }
        #expect(
            layout.log == [
                "prepare",
                "prepareForUpdates delete 0-1, insert 1-0",
                "layoutAttributesForElements",
                "deleteSupplementary header",
                "insertSupplementary header",
                "final cell [0, 1]",
                "initial cell [0, 0]", "initial cell [0, 1]", "initial cell [1, 0]", "initial cell [1, 1]", "initial cell [1, 2]",
                "initial supplementary(header) [0, 0]", "initial supplementary(header) [1, 0]",
                "finalize",
            ])
        #expect(plan.updateItems == layout.lastUpdateItems)
        #expect(
            plan.entries.map { "\($0.change.rawValue) \($0.keyBefore.map { "\($0)" } ?? "-") → \($0.keyAfter.map { "\($0)" } ?? "-")" } == [
                "delete cell [0, 1] → -",
                "move cell [0, 2] → cell [0, 1]",
                "insert - → cell [1, 0]",
                "move cell [1, 0] → cell [1, 1]",
                "move cell [1, 1] → cell [1, 2]",
            ])
        // Default animations: fades for inserts and deletes, old → new attributes for moves.
        let deleted = try #require(plan.entry(before: .cell(ip(0, 1))))
        #expect(deleted.start.frame == Rect(x: 50, y: 20, width: 50, height: 50))
        #expect(deleted.start.alpha == 1)
        #expect(deleted.end.frame == Rect(x: 50, y: 20, width: 50, height: 50))
        #expect(deleted.end.alpha == 0)
        let inserted = try #require(plan.entry(after: .cell(ip(1, 0))))
        #expect(inserted.start.frame == Rect(x: 0, y: 90, width: 50, height: 50))
        #expect(inserted.start.alpha == 0)
        #expect(inserted.end.alpha == 1)
        let moved = try #require(plan.entry(after: .cell(ip(0, 1))))
        #expect(moved.start.frame == Rect(x: 100, y: 20, width: 50, height: 50))
        #expect(moved.end.frame == Rect(x: 50, y: 20, width: 50, height: 50))
        #expect(moved.start.indexPath == ip(0, 1), "start attributes carry the element's identity after the batch")
        #expect(plan.isAnimated)
        #expect(plan.duration == 0.3)
        // Views follow the items; the visible set is the new one.
        #expect(shownIDs(cv) == [ip(0, 0): 10, ip(0, 1): 12, ip(1, 0): 99, ip(1, 1): 20, ip(1, 2): 21])
        #expect(cv.numberOfItems(inSection: 0) == 2)
        #expect(cv.numberOfItems(inSection: 1) == 3)
        #expect(cv.lastAnimationPlan == plan)
    }

    @Test func thePlanPlaysFromStartToEnd() throws {
        let (cv, _, ds) = try makeBatchHost([[10, 11, 12]])
        let plan = try cv.performBatchUpdates { updates in
            ds.sections[0].remove(at: 0)
            updates.deleteItems(at: [ip(0, 0)])
        }
        #expect(plan.attributes(atProgress: 0) == plan.entries.map(\.start))
        #expect(plan.attributes(atProgress: 1) == plan.entries.map(\.end))
        let half = plan.attributes(atProgress: 0.5)
        // Entry 0: the deleted item fades; entry 1: [0, 1] → [0, 0] moves left by 50.
        #expect(half[0].alpha == 0.5)
        #expect(half[1].frame == Rect(x: 25, y: 0, width: 50, height: 50))
        #expect(plan.attributes(atProgress: 7) == plan.entries.map(\.end), "progress is clamped")
        #expect(plan.attributes(atTime: 0.15)[1].frame == Rect(x: 25, y: 0, width: 50, height: 50))
        #expect(plan.attributes(atTime: -1) == plan.entries.map(\.start))
    }

    @Test func anAnimatorPlaysThePlanOnTheClock() throws {
        let layout = RecordingGridLayout()
        let clock = ManualFrameClock(framesPerSecond: 60)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: layout, clock: clock)
        let ds = ListDataSource([[10, 11, 12]])
        cv.dataSource = ds
        try cv.layoutIfNeeded()
        let plan = try cv.performBatchUpdates { updates in
            ds.sections[0].remove(at: 0)
            updates.deleteItems(at: [ip(0, 0)])
        }
        var finished: [Bool] = []
        var frames = 0
        let player = cv.animate(plan, completion: { finished.append($0) })
        let cell = try #require(cv.cellForItem(at: ip(0, 0)))
        #expect(cell.appliedAttributes?.frame.origin.x == 50, "the moving item starts where it was")
        clock.advance(by: 0.15)
        #expect(abs(player.progress - 0.5) < 1e-9)
        #expect(abs((cell.appliedAttributes?.frame.origin.x ?? -1) - 25) < 1e-9)
        #expect(finished.isEmpty)
        clock.runUntilIdle()
        #expect(player.isFinished)
        #expect(finished == [true])
        #expect(cell.appliedAttributes?.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(!clock.hasObservers)

        // Cancelled halfway: the completion says so and the views take their end state.
        let second = try cv.performBatchUpdates { updates in
            ds.sections[0].insert(9, at: 0)
            updates.insertItems(at: [ip(0, 0)])
        }
        let cancelled = AnimationPlayer(plan: second, clock: clock, onFrame: { _ in frames += 1 }, completion: { finished.append($0) })
        cancelled.start()
        clock.advance(by: 0.1)
        cancelled.cancel()
        cancelled.cancel()
        #expect(finished == [true, false])
        #expect(frames == 7, "the start frame and six clock frames")
        #expect(!clock.hasObservers)

        // A plan without animation ends at once with its end attributes.
        let instant = try cv.performWithoutAnimation { () throws(CollectionViewError) -> AnimationPlan in
            try cv.performBatchUpdates { updates in
                ds.sections[0].remove(at: 0)
                updates.deleteItems(at: [ip(0, 0)])
            }
        }
        var delivered: [[LayoutAttributes]] = []
        AnimationPlayer(plan: instant, clock: clock, onFrame: { delivered.append($0) }, completion: { finished.append($0) }).start()
        #expect(delivered == [instant.entries.map(\.end)])
        #expect(finished == [true, false, true])
    }

    // MARK: - Rejected batches change nothing

    @Test func aRejectedBatchLeavesEverythingAsItWas() throws {
        let (cv, layout, ds) = try makeBatchHost([[10, 11, 12, 13], [20]])
        cv.selection.selected = [ip(0, 2), ip(1, 0)]
        let before = HostSnapshot(cv)
        var completed: Bool?
        // The data source lost an item but the batch says nothing.
        ds.sections[0].removeLast()
        #expect(
            throws: CollectionViewError.invalidUpdate(
                .itemCountMismatch(section: 0, before: 4, after: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
        ) {
            try cv.performBatchUpdates({ _ in }, completion: { completed = $0 })
        }
        #expect(completed == nil, "the completion is not called for a rejected batch")
        #expect(HostSnapshot(cv) == before)
        #expect(layout.log.isEmpty, "the layout was not touched")

        #expect(
            throws: CollectionViewError.invalidUpdate(
                .itemOutOfRange(.deleteItem(ip(0, 4)), indexPath: ip(0, 4), numberOfItems: 4, side: .before))
        ) {
            try cv.deleteItems(at: [ip(0, 4)])
        }
        #expect(HostSnapshot(cv) == before)
        #expect(layout.log.isEmpty)
    }

    @Test func aLayoutOrViewFailureMidwayIsRolledBack() throws {
        let (cv, layout, ds) = try makeBatchHost([[10, 11, 12, 13], [20]])
        cv.selection.selected = [ip(0, 2)]
        let before = HostSnapshot(cv)

        layout.failNextPrepare = true
        #expect(throws: CollectionViewError.layout(.invalidParameter(name: "cell", message: "the test asked prepare() to fail"))) {
            try cv.performBatchUpdates { updates in
                ds.sections[0].remove(at: 0)
                updates.deleteItems(at: [ip(0, 0)])
            }
        }
        #expect(HostSnapshot(cv) == before)

        // The data source fails to make the cell of the inserted item.
        ds.sections[0] = [10, 11, 12, 13]
        ds.failingItem = ip(0, 0)
        layout.clearLog()
        #expect(
            throws: CollectionViewError.dataSourceError(
                .init(element: .cell(ip(0, 0)), errorType: "CollectionViewTests.NoCellError", message: "no cell for [0, 0]"))
        ) {
            try cv.performBatchUpdates { updates in
                ds.sections[0].insert(9, at: 0)
                updates.insertItems(at: [ip(0, 0)])
            }
        }
        #expect(HostSnapshot(cv) == before)
        #expect(layout.log.contains("finalize"), "a layout that was told about the update is always finalized")
        #expect(layout.log.last == "prepare", "the layout is prepared again with the old counts")
        ds.sections[0].remove(at: 0)
        ds.failingItem = nil
        try cv.reloadData()
        #expect(shownIDs(cv)[ip(0, 0)] == 10)
    }

    // MARK: - Selection, views and the visible set follow the items

    @Test func selectionAndViewsFollowTheirItems() throws {
        let (cv, _, ds) = try makeBatchHost([[10, 11, 12, 13, 14], [20, 21]])
        cv.selection.selected = [ip(0, 1), ip(0, 3), ip(1, 1)]
        cv.selection.highlighted = [ip(0, 4)]
        let cellFor13 = try #require(cv.cellForItem(at: ip(0, 3)))
        let cellFor21 = try #require(cv.cellForItem(at: ip(1, 1)))
        try cv.performBatchUpdates { updates in
            // [10 11 12 13 14] [20 21] → [13 10 12 14] [21 20 11]: delete nothing, move
            // 11 to section 1, 13 to the front, 20 after 21.
            ds.sections = [[13, 10, 12, 14], [21, 20, 11]]
            updates.moveItem(at: ip(0, 1), to: ip(1, 2))
            updates.moveItem(at: ip(0, 3), to: ip(0, 0))
            updates.moveItem(at: ip(1, 0), to: ip(1, 1))
        }
        #expect(cv.selection.selected == [ip(1, 2), ip(0, 0), ip(1, 0)])
        #expect(cv.selection.highlighted == [ip(0, 3)], "highlight follows its item too")
        #expect(cv.cellForItem(at: ip(0, 0)) === cellFor13, "the same view shows the moved item")
        #expect(cv.cellForItem(at: ip(1, 0)) === cellFor21)
        #expect(cv.cellForItem(at: ip(0, 0))?.isSelected == true)
        #expect(cv.cellForItem(at: ip(0, 1))?.isSelected == false)
        #expect(shownIDs(cv) == [ip(0, 0): 13, ip(0, 1): 10, ip(0, 2): 12, ip(0, 3): 14, ip(1, 0): 21, ip(1, 1): 20, ip(1, 2): 11])
        #expect(cv.cellForItem(at: ip(1, 0))?.appliedAttributes?.frame == Rect(x: 0, y: 50, width: 50, height: 50))

        // Deleting a selected item deselects it.
        try cv.performBatchUpdates { updates in
            ds.sections[0].remove(at: 0)
            updates.deleteItems(at: [ip(0, 0)])
        }
        #expect(cv.selection.selected == [ip(1, 2), ip(1, 0)])
    }

    @Test func itemsLeavingOrEnteringTheScreen() throws {
        // 200×100: rows 0 and 1 (items 0…7) are visible, row 2 touches at y = 100.
        let (cv, _, ds) = try makeBatchHost([Array(0..<16)], size: Size(width: 200, height: 100))
        #expect(cv.indexPathsForVisibleItems.count == 12)
        let plan = try cv.performBatchUpdates { updates in
            ds.sections[0].insert(contentsOf: [100, 101, 102, 103], at: 0)
            updates.insertItems(at: (0..<4).map { ip(0, $0) })
        }
        // Items 8…11 leave the prepared rect: they disappear towards their new place.
        let leaving = plan.entries(.disappear)
        #expect(leaving.map(\.keyBefore) == (8..<12).map { ElementKey.cell(ip(0, $0)) })
        #expect(leaving.map(\.keyAfter) == (12..<16).map { ElementKey.cell(ip(0, $0)) })
        #expect(leaving[0].end.frame == Rect(x: 0, y: 150, width: 50, height: 50))
        #expect(leaving[0].end.indexPath == ip(0, 8))
        #expect(plan.entries(.insert).count == 4)
        #expect(plan.entries(.move).count == 8)
        #expect(plan.entries(.appear).isEmpty)
        #expect(shownIDs(cv) == Dictionary(uniqueKeysWithValues: zip((0..<12).map { ip(0, $0) }, [100, 101, 102, 103] + Array(0..<8))))

        // Deleting the first row brings items 12…15 (old) into the prepared rect.
        let back = try cv.performBatchUpdates { updates in
            ds.sections[0].removeFirst(4)
            updates.deleteItems(at: (0..<4).map { ip(0, $0) })
        }
        #expect(back.entries(.appear).map(\.keyAfter) == (8..<12).map { ElementKey.cell(ip(0, $0)) })
        #expect(back.entries(.appear).map(\.keyBefore) == (12..<16).map { ElementKey.cell(ip(0, $0)) })
        #expect(back.entries(.appear).allSatisfy { $0.start.alpha == 0 && $0.end.alpha == 1 })
        #expect(shownIDs(cv) == Dictionary(uniqueKeysWithValues: (0..<12).map { (ip(0, $0), $0) }))
    }

    // MARK: - Sections and supplementary views

    @Test func sectionOperationsMoveHeadersAndItems() throws {
        let (cv, layout, ds) = try makeBatchHost([[10, 11], [20], [30, 31, 32]], headers: true, size: Size(width: 200, height: 400))
        let header2 = try #require(cv.view(for: ElementKey(.supplementary(kind: "header"), ip(2, 0))))
        let plan = try cv.performBatchUpdates { updates in
            // Delete section 0, move section 2 to the front, insert a new section at 2.
            ds.sections = [[30, 31, 32], [20], [40]]
            updates.deleteSections([0])
            updates.moveSection(2, toSection: 0)
            updates.insertSections([2])
        }
        #expect(plan.updateItems.map(\.description) == ["delete-section 0", "move-section 2 -> 0", "insert-section 2"])
        #expect(layout.lastUpdateItems == plan.updateItems)
        #expect(cv.view(for: ElementKey(.supplementary(kind: "header"), ip(0, 0))) === header2, "the header moved with its section")
        #expect(shownIDs(cv) == [ip(0, 0): 30, ip(0, 1): 31, ip(0, 2): 32, ip(1, 0): 20, ip(2, 0): 40])
        #expect(
            plan.entries(.delete).map(\.keyBefore) == [
                .cell(ip(0, 0)), .cell(ip(0, 1)), ElementKey(.supplementary(kind: "header"), ip(0, 0)),
            ])
        #expect(plan.entries(.insert).map(\.keyAfter) == [.cell(ip(2, 0)), ElementKey(.supplementary(kind: "header"), ip(2, 0))])
        let movedHeader = try #require(plan.entry(after: ElementKey(.supplementary(kind: "header"), ip(0, 0))))
        #expect(movedHeader.change == .move)
        #expect(movedHeader.keyBefore == ElementKey(.supplementary(kind: "header"), ip(2, 0)))
        #expect(movedHeader.start.frame == Rect(x: 0, y: 140, width: 200, height: 20))
        #expect(movedHeader.end.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    }

    @Test func decorationViewsFollowTheirSections() throws {
        let layout = RecordingGridLayout(columns: 4, headers: true)
        layout.backgrounds = true
        layout.registerDecorationView(CollectionReusableView.self, forKind: "background")
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 300), layout: layout)
        let ds = ListDataSource([[10], [20, 21, 22, 23, 24]])
        cv.dataSource = ds
        try cv.layoutIfNeeded()
        layout.clearLog()
        let background1 = try #require(cv.view(for: ElementKey(.decoration(kind: "background"), ip(1, 0))))
        let plan = try cv.performBatchUpdates { updates in
            ds.sections.remove(at: 0)
            updates.deleteSections([0])
        }
        #expect(
            layout.log == [
                "prepare", "prepareForUpdates delete-section 0", "layoutAttributesForElements",
                "deleteSupplementary header", "deleteDecoration background", "insertSupplementary header", "insertDecoration background",
                "final cell [0, 0]", "final supplementary(header) [0, 0]", "final decoration(background) [0, 0]",
                "initial cell [0, 0]", "initial cell [0, 1]", "initial cell [0, 2]", "initial cell [0, 3]", "initial cell [0, 4]",
                "initial supplementary(header) [0, 0]", "initial decoration(background) [0, 0]",
                "finalize",
            ])
        let background = ElementKey(.decoration(kind: "background"), ip(0, 0))
        #expect(cv.view(for: background) === background1, "the decoration view moved with its section")
        let moved = try #require(plan.entry(after: background))
        #expect(moved.change == .move)
        #expect(moved.keyBefore == ElementKey(.decoration(kind: "background"), ip(1, 0)))
        #expect(moved.start.frame == Rect(x: 0, y: 90, width: 200, height: 100))
        #expect(moved.end.frame == Rect(x: 0, y: 20, width: 200, height: 100))
        #expect(plan.entry(before: background)?.change == .delete)
        #expect(plan.entry(before: background)?.end.alpha == 0)
    }

    @Test func theLayoutCanInsertAndDeleteSupplementaryViews() throws {
        let (cv, layout, ds) = try makeBatchHost([[10], [20]], headers: true)
        layout.headersToDelete = [ip(1, 0)]
        layout.headersToInsert = [ip(1, 0)]
        layout.finalHook = { key in
            var a = LayoutAttributes(category: key.category, indexPath: key.indexPath, frame: Rect(x: -200, y: 0, width: 200, height: 20))
            a.alpha = 0.5
            return a
        }
        let plan = try cv.performBatchUpdates { updates in
            ds.sections[0].append(11)
            updates.insertItems(at: [ip(0, 1)])
        }
        let header = ElementKey(.supplementary(kind: "header"), ip(1, 0))
        #expect(plan.entry(before: header)?.change == .delete)
        #expect(plan.entry(before: header)?.end.frame == Rect(x: -200, y: 0, width: 200, height: 20), "the layout's final attributes")
        #expect(plan.entry(before: header)?.end.alpha == 0.5)
        #expect(plan.entry(after: header)?.change == .insert)
        #expect(plan.entry(after: ElementKey(.supplementary(kind: "header"), ip(0, 0))) == nil, "an unchanged header is not animated")
        #expect(cv.view(for: header) != nil)
    }

    // MARK: - Single operations, nesting, completion

    @Test func singleOperationsAreBatchesOfOne() throws {
        let (cv, layout, ds) = try makeBatchHost([[10, 11, 12], [20]])
        ds.sections[0].append(13)
        var plan = try cv.insertItems(at: [ip(0, 3)])
        #expect(plan.updateItems.map(\.description) == ["insert 0-3"])
        #expect(layout.log.first == "prepare")
        ds.sections[0].remove(at: 1)
        plan = try cv.deleteItems(at: [ip(0, 1)])
        #expect(plan.updateItems.map(\.description) == ["delete 0-1"])
        ds.sections[0] = [12, 13, 10]  // 10 moves to the end
        plan = try cv.moveItem(at: ip(0, 0), to: ip(0, 2))
        #expect(plan.updateItems.map(\.description) == ["move 0-0 -> 0-2"])
        #expect(shownIDs(cv)[ip(0, 2)] == 10)
        ds.sections[0][1] = 77
        plan = try cv.reloadItems(at: [ip(0, 1)])
        #expect(plan.updateItems.map(\.description) == ["reload 0-1"])
        #expect(shownIDs(cv)[ip(0, 1)] == 77, "a reloaded item gets a new view from the data source")
        ds.sections.insert([50], at: 0)
        plan = try cv.insertSections([0])
        #expect(plan.updateItems.map(\.description) == ["insert-section 0"])
        ds.sections.swapAt(1, 2)
        plan = try cv.moveSection(1, toSection: 2)
        #expect(plan.updateItems.map(\.description) == ["move-section 1 -> 2"])
        ds.sections[1] = [60, 61]
        plan = try cv.reloadSections([1])
        #expect(plan.updateItems.map(\.description) == ["reload-section 1"])
        ds.sections.remove(at: 0)
        plan = try cv.deleteSections([0])
        #expect(plan.updateItems.map(\.description) == ["delete-section 0"])
        #expect(ds.sections == [[60, 61], [12, 77, 10]])
        #expect(shownIDs(cv) == [ip(0, 0): 60, ip(0, 1): 61, ip(1, 0): 12, ip(1, 1): 77, ip(1, 2): 10])
    }

    @Test func operationsInsideABlockJoinTheBatch() throws {
        let (cv, layout, ds) = try makeBatchHost([[10, 11, 12]])
        var calls: [String] = []
        let plan = try cv.performBatchUpdates(
            { _ in
                ds.sections[0].append(13)
                let inner = try? cv.insertItems(at: [ip(0, 2)])
                #expect(inner == .empty)
                let nested = try? cv.performBatchUpdates(
                    { updates in
                        ds.sections[0].remove(at: 0)
                        updates.deleteItems(at: [ip(0, 0)])
                    }, completion: { calls.append("inner \($0)") })
                #expect(nested == .empty)
            }, completion: { calls.append("outer \($0)") })
        #expect(plan.updateItems.map(\.description) == ["delete 0-0", "insert 0-2"])
        #expect(layout.log.filter { $0 == "prepare" }.count == 1, "one batch, one pass")
        #expect(calls == ["outer true", "inner true"])
        #expect(shownIDs(cv) == [ip(0, 0): 11, ip(0, 1): 12, ip(0, 2): 13])
    }

    @Test func aBatchFromACallbackDuringABatchIsRefused() throws {
        final class Reentrant: CollectionViewDelegate {
            var errors: [CollectionViewError] = []
            func collectionView(_ collectionView: CollectionViewHost, willDisplay view: CollectionReusableView, for key: ElementKey) {
                do {
                    try collectionView.performBatchUpdates { _ in }
                } catch {
                    errors.append(error)
                }
            }
        }
        let (cv, _, ds) = try makeBatchHost([[10, 11]])
        let delegate = Reentrant()
        cv.delegate = delegate
        try cv.performBatchUpdates { updates in
            ds.sections[0].append(12)
            updates.insertItems(at: [ip(0, 2)])
        }
        #expect(
            delegate.errors == [
                .invalidState(.batchWhileApplying)
            ])
        #expect(shownIDs(cv) == [ip(0, 0): 10, ip(0, 1): 11, ip(0, 2): 12])
        // Afterwards batches work again.
        delegate.errors = []
        ds.sections[0].removeLast()
        try cv.deleteItems(at: [ip(0, 2)])
        #expect(cv.numberOfItems(inSection: 0) == 2)
        #expect(delegate.errors.isEmpty)
    }

    @Test func aBatchBeforeTheFirstLayoutUsesTheDataSourcesCounts() throws {
        let layout = RecordingGridLayout()
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: layout)
        let ds = ListDataSource([[1, 2]])
        cv.dataSource = ds
        let plan = try cv.performBatchUpdates { updates in
            ds.sections[0].append(3)
            updates.insertItems(at: [ip(0, 2)])
        }
        #expect(cv.numberOfItems(inSection: 0) == 3)
        #expect(plan.entries.map(\.keyAfter) == [.cell(ip(0, 0)), .cell(ip(0, 1)), .cell(ip(0, 2))])
        #expect(plan.entries.map(\.change) == [.appear, .appear, .insert], "nothing was on screen before, so everything appears")
    }
}
