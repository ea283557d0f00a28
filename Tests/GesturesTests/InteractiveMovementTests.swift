import CVKitTestSupport
import CollectionView
import Geometry
import Gestures
import LayoutProtocol
import ReuseQueue
import Testing

/// Titles that move with the items; item 9 is pinned (cannot move).
final class MovableDataSource: CollectionViewDataSource {
    var titles: [String]
    var log: [String] = []
    init(count: Int) { titles = (0..<count).map { "t\($0)" } }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { titles.count }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        CollectionViewCell()
    }
    func collectionView(_ collectionView: CollectionViewHost, canMoveItemAt indexPath: ElementIndexPath) -> Bool {
        log.append("canMove \(indexPath)")
        return indexPath.item != 9
    }
    func collectionView(_ collectionView: CollectionViewHost, moveItemAt source: ElementIndexPath, to destination: ElementIndexPath) {
        log.append("move \(source) → \(destination)")
        titles.insert(titles.remove(at: source.item), at: destination.item)
    }
}

@Suite("Drag to reorder: long press, then moving the finger")
struct InteractiveMovementTests {
    struct Setup {
        let cv: CollectionViewHost
        let layout: FixedGridLayout
        let ds: MovableDataSource
        let clock: ManualFrameClock
        let press: LongPressGestureRecognizer
        let binding: InteractiveMovementBinding
    }

    func makeSetup() throws -> Setup {
        let clock = ManualFrameClock()
        let layout = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: layout, clock: clock)
        let ds = MovableDataSource(count: 10)
        cv.dataSource = ds
        try cv.layoutIfNeeded()
        let press = LongPressGestureRecognizer(name: "reorder")
        try cv.addGestureRecognizer(press)
        return Setup(cv: cv, layout: layout, ds: ds, clock: clock, press: press, binding: InteractiveMovementBinding(longPress: press))
    }

    func center(_ i: Int) -> Point { Point(x: Double(i % 4) * 50 + 25, y: Double(i / 4) * 50 + 25) }

    @Test func aDragMovesTheItemInTheDataSourceAndTheHost() throws {
        let s = try makeSetup()
        try s.cv.selectItem(at: ip(0))
        let movingCell = try #require(s.cv.cellForItem(at: ip(0)))
        try s.cv.deliver(.began(id: 1, at: center(0), time: 0))
        s.clock.advance(by: 0.6)
        #expect(s.press.state == .began)
        #expect(s.cv.interactiveMovement?.originalIndexPath == ip(0))
        #expect(s.ds.log == ["canMove [0, 0]"])

        // Over item 2: the layout proposes [0, 2]; the cell floats under the finger.
        try s.cv.deliver(.moved(id: 1, to: Point(x: 120, y: 30), time: 0.7))
        let movement = try #require(s.cv.interactiveMovement)
        #expect(movement.targetIndexPath == ip(2))
        #expect(movement.position == Point(x: 120, y: 30))
        #expect(movement.attributes?.center == Point(x: 120, y: 30))
        #expect(movement.attributes?.zIndex == Int.max)
        #expect(movingCell.appliedAttributes?.frame == Rect(x: 95, y: 5, width: 50, height: 50))
        let step = try #require(s.layout.receivedContexts.last)
        #expect(step.targetIndexPathsForInteractivelyMovingItems == [ip(2)])
        #expect(step.previousIndexPathsForInteractivelyMovingItems == [ip(0)])
        #expect(step.interactiveMovementTarget == Point(x: 120, y: 30))

        try s.cv.deliver(.ended(id: 1, at: Point(x: 120, y: 30), time: 0.8))
        #expect(s.cv.interactiveMovement == nil)
        #expect(s.ds.log == ["canMove [0, 0]", "move [0, 0] → [0, 2]"])
        #expect(s.ds.titles.prefix(4) == ["t1", "t2", "t0", "t3"])
        #expect(s.binding.completedMoves == 1)
        #expect(s.binding.lastError == nil)
        // The host followed through the batch-update path: the cell and the selection moved.
        #expect(s.cv.cellForItem(at: ip(2)) === movingCell)
        #expect(movingCell.appliedAttributes?.frame == Rect(x: 100, y: 0, width: 50, height: 50))
        #expect(s.cv.indexPathsForSelectedItems == [ip(2)])
        let ending = try #require(
            s.layout.receivedContexts.last(where: {
                $0.targetIndexPathsForInteractivelyMovingItems == [ip(2)] && $0.interactiveMovementTarget == .zero
            }))
        #expect(ending.previousIndexPathsForInteractivelyMovingItems == [ip(0)])
    }

    @Test func aCancelledDragPutsEverythingBack() throws {
        let s = try makeSetup()
        let movingCell = try #require(s.cv.cellForItem(at: ip(1)))
        try s.cv.deliver(.began(id: 1, at: center(1), time: 0))
        s.clock.advance(by: 0.6)
        try s.cv.deliver(.moved(id: 1, to: center(6), time: 0.7))
        #expect(s.cv.interactiveMovement?.targetIndexPath == ip(6))
        try s.cv.deliver(.cancelled(id: 1, at: center(6), time: 0.8))
        #expect(s.press.stateHistory == [.began, .changed, .cancelled])
        #expect(s.cv.interactiveMovement == nil)
        #expect(s.ds.titles == (0..<10).map { "t\($0)" })
        #expect(s.ds.log == ["canMove [0, 1]"])
        #expect(s.cv.cellForItem(at: ip(1)) === movingCell)
        #expect(movingCell.appliedAttributes?.frame == Rect(x: 50, y: 0, width: 50, height: 50))
        #expect(s.binding.completedMoves == 0)
    }

    @Test func anItemTheDataSourceRefusesDoesNotMove() throws {
        let s = try makeSetup()
        try s.cv.deliver(.began(id: 1, at: center(9), time: 0))
        s.clock.advance(by: 0.6)
        #expect(s.press.state == .began)
        #expect(s.cv.interactiveMovement == nil)
        try s.cv.deliver(.moved(id: 1, to: center(0), time: 0.7))
        try s.cv.deliver(.ended(id: 1, at: center(0), time: 0.8))
        #expect(s.ds.log == ["canMove [0, 9]"])
        #expect(s.ds.titles == (0..<10).map { "t\($0)" })
    }

    @Test func theHostAPIRejectsMisuse() throws {
        let s = try makeSetup()
        #expect(throws: CollectionViewError.invalidState(.noInteractiveMovement(.update))) {
            try s.cv.updateInteractiveMovementTargetPosition(.zero)
        }
        #expect(throws: CollectionViewError.invalidState(.noInteractiveMovement(.end))) { try s.cv.endInteractiveMovement() }
        #expect(throws: CollectionViewError.invalidState(.noInteractiveMovement(.cancel))) { try s.cv.cancelInteractiveMovement() }
        #expect(throws: CollectionViewError.noSuchItem(ip(10))) { try s.cv.beginInteractiveMovementForItem(at: ip(10)) }
        #expect(try s.cv.beginInteractiveMovementForItem(at: ip(3)))
        #expect(throws: CollectionViewError.invalidState(.movementInProgress)) {
            try s.cv.beginInteractiveMovementForItem(at: ip(4))
        }
        #expect(throws: CollectionViewError.invalidGeometry(.movementPosition(Point(x: .infinity, y: 0)))) {
            try s.cv.updateInteractiveMovementTargetPosition(Point(x: .infinity, y: 0))
        }
        #expect(s.cv.interactiveMovement?.targetIndexPath == ip(3), "a rejected update changes nothing")
        // Ending where it began moves nothing.
        try s.cv.endInteractiveMovement()
        #expect(s.ds.log == ["canMove [0, 3]"])
    }
}
