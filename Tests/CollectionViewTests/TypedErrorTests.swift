import CollectionView
import Geometry
import LayoutProtocol
import Testing

/// Every error family of the collection view matched by its structured case (the facts a
/// caller can `switch` on), with the message text each case has always printed.
@Suite("Typed errors: structured facts, unchanged messages")
struct TypedErrorTests {
    // MARK: - CollectionViewError.InvalidGeometry

    @Test func invalidGeometryCasesKeepTheirMessages() {
        let cases: [(CollectionViewError.InvalidGeometry, String)] = [
            (.bounds(Rect(x: 0, y: 0, width: -1, height: 5)), "bounds (0, 0, -1, 5) must be finite with a non-negative size"),
            (.contentOffset(Point(x: 0, y: .infinity)), "content offset (0, inf) must be finite"),
            (.frameSize(Size(width: -3, height: 4)), "frame size -3x4 must be finite and not negative"),
            (.contentInset(EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)), "content inset inf,0,0,0 must be finite"),
            (.flingVelocity(Vector(dx: .infinity, dy: 0)), "fling velocity (inf, 0) must be finite"),
            (
                .targetContentOffset(Point(x: 0, y: .infinity), proposed: Point(x: 0, y: 9900)),
                "the layout's target content offset (0, inf) for the proposed offset (0, 9900) is not finite"
            ),
            (.movementPosition(Point(x: .infinity, y: 0)), "the interactive movement position (inf, 0) must be finite"),
        ]
        for (problem, message) in cases {
            #expect(problem.description == message)
            #expect(CollectionViewError.invalidGeometry(problem).description == message)
        }
    }

    @Test func theHostThrowsTheBadValue() throws {
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: CollectionViewLayout())
        let badBounds = Rect(x: 0, y: 0, width: -1, height: 100)
        #expect(throws: CollectionViewError.invalidGeometry(.bounds(badBounds))) { try cv.setBounds(badBounds) }
        #expect(throws: CollectionViewError.invalidGeometry(.frameSize(Size(width: 10, height: -2)))) {
            try cv.setFrameSize(Size(width: 10, height: -2))
        }
        let insets = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        #expect(throws: CollectionViewError.invalidGeometry(.contentInset(insets))) { try cv.setContentInset(insets) }
        #expect(throws: CollectionViewError.invalidGeometry(.contentOffset(Point(x: -.infinity, y: 0)))) {
            try cv.setContentOffset(Point(x: -.infinity, y: 0))
        }
        #expect(cv.bounds == Rect(x: 0, y: 0, width: 100, height: 100), "nothing changed")
        // A caller can switch on the facts instead of reading the text.
        do {
            try cv.setBounds(badBounds)
            Issue.record("bad bounds were accepted")
        } catch {
            switch error {
            case .invalidGeometry(.bounds(let rect)): #expect(rect.width == -1)
            default: Issue.record("unexpected \(error)")
            }
        }
    }

    // MARK: - CollectionViewError.InvalidState

    @Test func invalidStateCasesKeepTheirMessages() {
        let cases: [(CollectionViewError.InvalidState, String)] = [
            (
                .batchWhileApplying,
                "performBatchUpdates was called while another batch was being applied (from a data source or delegate callback); start the next batch after performBatchUpdates returns"
            ),
            (
                .transitionRunning(attempted: .interactiveTransition, running: .interactive),
                "cannot start an interactive transition while an interactive transition is running; call finishInteractiveTransition() or cancelInteractiveTransition(), or let the animation end, first"
            ),
            (
                .transitionRunning(attempted: .layoutChange, running: .interactive),
                "cannot change the layout while an interactive transition is running; call finishInteractiveTransition() or cancelInteractiveTransition(), or let the animation end, first"
            ),
            (
                .transitionRunning(attempted: .layoutChange, running: .animated),
                "cannot change the layout while an animated layout change is running; call finishInteractiveTransition() or cancelInteractiveTransition(), or let the animation end, first"
            ),
            (
                .transitionToCurrentLayout,
                "the layout to transition to is already the collection view's layout; pass a different layout to startInteractiveTransition(to:completion:)"
            ),
            (
                .transitionLayoutMismatch,
                "collectionView(_:transitionLayoutForOldLayout:newLayout:) returned a transition layout between other layouts; create it with TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)"
            ),
            (
                .noInteractiveTransition(.update),
                "there is no interactive transition to update; call startInteractiveTransition(to:completion:) first"
            ),
            (
                .noInteractiveTransition(.finish),
                "there is no interactive transition to finish; call startInteractiveTransition(to:completion:) first"
            ),
            (
                .noInteractiveTransition(.cancel),
                "there is no interactive transition to cancel; call startInteractiveTransition(to:completion:) first"
            ),
            (.interactiveTransitionEnding, "the interactive transition is already being finished or cancelled; wait for its completion"),
            (.movementInProgress, "an interactive movement is already in progress; end or cancel it before beginning another"),
            (
                .noInteractiveMovement(.update),
                "there is no interactive movement to update; call beginInteractiveMovementForItem(at:) first"
            ),
            (.noInteractiveMovement(.end), "there is no interactive movement to end; call beginInteractiveMovementForItem(at:) first"),
            (
                .noInteractiveMovement(.cancel),
                "there is no interactive movement to cancel; call beginInteractiveMovementForItem(at:) first"
            ),
            (
                .unknownScrollPosition(rawValue: 512),
                "scroll position 512 has unknown bits; use top, centeredVertically, bottom, left, centeredHorizontally or right"
            ),
            (
                .conflictingScrollPositions(["top", "bottom"]),
                "scroll positions top, bottom conflict; give at most one vertical (top, centeredVertically, bottom) and one horizontal (left, centeredHorizontally, right) position"
            ),
        ]
        for (problem, message) in cases {
            #expect(problem.description == message)
            #expect(CollectionViewError.invalidState(problem).description == message)
        }
    }

    // MARK: - BatchUpdateError through the validator and the host

    /// The typed rejection of a batch, or `nil` when it is valid.
    private func rejected(_ before: [Int], _ after: [Int], _ operations: [BatchOperation]) -> BatchUpdateError? {
        do {
            _ = try BatchUpdateValidator.validate(before: before, after: after, operations: operations)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyBatchRuleFailsWithItsFacts() throws {
        let deep = try #require(ElementIndexPath(indices: [0, 1, 2]))
        let cases: [(before: [Int], after: [Int], ops: [BatchOperation], error: BatchUpdateError, message: String)] = [
            (
                [-2], [0], [], .negativeCount(section: 0, count: -2, side: .before),
                "section 0 has -2 items before the update; counts must be 0 or more"
            ),
            (
                [1], [1, -1], [.insertSection(1)], .negativeCount(section: 1, count: -1, side: .after),
                "section 1 has -1 items after the update; counts must be 0 or more"
            ),
            (
                [1], [1], [.deleteSection(3)], .sectionOutOfRange(.deleteSection(3), section: 3, numberOfSections: 1, side: .before),
                "attempt to delete section 3, but there are only 1 sections before the update"
            ),
            (
                [1], [1, 1], [.moveSection(from: 0, to: 4)],
                .sectionOutOfRange(.moveSection(from: 0, to: 4), section: 4, numberOfSections: 2, side: .after),
                "attempt to move section 0 to section 4, but there are only 2 sections after the update"
            ),
            (
                [1], [1], [.reloadItem(ip(2, 0))],
                .itemSectionOutOfRange(.reloadItem(ip(2, 0)), indexPath: ip(2, 0), numberOfSections: 1, side: .before),
                "attempt to reload item 0 from section 2, but there are only 1 sections before the update"
            ),
            (
                [1], [2], [.insertItem(ip(1, 0))],
                .itemSectionOutOfRange(.insertItem(ip(1, 0)), indexPath: ip(1, 0), numberOfSections: 1, side: .after),
                "attempt to insert item 0 into section 1, but there are only 1 sections after the update"
            ),
            (
                [20], [19], [.deleteItem(ip(0, 20))],
                .itemOutOfRange(.deleteItem(ip(0, 20)), indexPath: ip(0, 20), numberOfItems: 20, side: .before),
                "attempt to delete item 20 from section 0 which only contains 20 items before the update"
            ),
            (
                [3], [3], [.moveItem(from: ip(0, 0), to: ip(0, 5))],
                .itemOutOfRange(.moveItem(from: ip(0, 0), to: ip(0, 5)), indexPath: ip(0, 5), numberOfItems: 3, side: .after),
                "attempt to move an item to item 5 in section 0, but there are only 3 items in section 0 after the update"
            ),
            (
                [3], [2], [.deleteItem(deep)], .notAnItemIndexPath(deep),
                "index path [0, 1, 2] names no item: an item's index path has exactly two indices (section and item)"
            ),
            (
                [3], [2], [.deleteItem(ip(0, 1)), .reloadItem(ip(0, 1))],
                .conflictingChanges(.delete, .reload, place: .item(ip(0, 1)), side: .before),
                "attempt to delete and reload the same index path"
            ),
            (
                [1, 1], [1, 1], [.moveSection(from: 0, to: 1), .moveSection(from: 1, to: 1)],
                .conflictingChanges(.move, .move, place: .section(1), side: .after),
                "attempt to perform multiple moves to the same section"
            ),
            (
                [3], [4], [.insertItem(ip(0, 1)), .moveItem(from: ip(0, 0), to: ip(0, 1))],
                .conflictingChanges(.insert, .move, place: .item(ip(0, 1)), side: .after),
                "attempt to perform an insert and a move to the same index path"
            ),
            (
                [3, 2], [2], [.deleteSection(1), .deleteItem(ip(1, 0))],
                .itemInChangedSection(.deleteItem(ip(1, 0)), indexPath: ip(1, 0), sectionChange: .delete, side: .before),
                "attempt to delete item 0 from section 1, which is being deleted in the same update"
            ),
            (
                [3], [3, 2], [.insertSection(1), .moveItem(from: ip(0, 2), to: ip(1, 0))],
                .itemInChangedSection(.moveItem(from: ip(0, 2), to: ip(1, 0)), indexPath: ip(1, 0), sectionChange: .insert, side: .after),
                "attempt to move an item to item 0 in section 1, which is being inserted in the same update"
            ),
            (
                [3], [3, 1], [], .sectionCountMismatch(before: 1, after: 2, inserted: 0, deleted: 0),
                "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
            ),
            (
                [4, 1], [3, 1], [.moveItem(from: ip(1, 0), to: ip(0, 0))],
                .itemCountMismatch(section: 0, before: 4, after: 3, inserted: 0, deleted: 0, movedIn: 1, movedOut: 0),
                "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out)."
            ),
        ]
        for c in cases {
            let error = rejected(c.before, c.after, c.ops)
            #expect(error == c.error, "\(c.ops) for \(c.before) → \(c.after)")
            #expect(error?.description == c.message)
            #expect(error?.message == c.message)
        }
    }

    @Test func theHostCarriesTheValidatorsCase() throws {
        let ds = ListDataSource([[1, 2, 3]])
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: RecordingGridLayout())
        cv.dataSource = ds
        try cv.layoutIfNeeded()
        do {
            try cv.deleteItems(at: [ip(0, 7)])
            Issue.record("the delete of a missing item was accepted")
        } catch {
            guard case .invalidUpdate(.itemOutOfRange(let op, let path, let items, let side)) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(op == .deleteItem(ip(0, 7)) && path == ip(0, 7) && items == 3 && side == .before)
            #expect(error.description == "attempt to delete item 7 from section 0 which only contains 3 items before the update")
        }
    }
}
