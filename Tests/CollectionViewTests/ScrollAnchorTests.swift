import BuiltinLayouts
import CVKitTestSupport
import CollectionView
import CompositionalLayout
import Foundation
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

/// A data source of identified rows, so a test can follow an item through updates; its
/// cells size themselves (a height from the row's identifier) where the layout asks them.
final class IdentifiedRows: CollectionViewDataSource {
    var ids: [Int]
    init(_ count: Int) { ids = Array(0..<count) }
    func numberOfSections(in collectionView: CollectionViewHost) -> Int { 1 }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { ids.count }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        let cell = SizingRow()
        cell.id = ids[indexPath.item]
        return cell
    }
}

/// A row whose measured height depends on its identifier (30 to 99 points).
final class SizingRow: CollectionViewCell {
    var id = 0
    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        var fitted = layoutAttributes
        fitted.size.height = Double(30 + (id * 13) % 70)
        return fitted
    }
}

@Suite("Scroll anchoring through batch updates and width changes")
struct ScrollAnchorTests {
    /// Rows 90 points tall, 100 apart, in a 320 × 480 view.
    func makeList(rows: Int = 50, anchor: ScrollAnchor) throws -> (CollectionViewHost, IdentifiedRows) {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 320, height: 90)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let data = IdentifiedRows(rows)
        cv.dataSource = data
        cv.scrollAnchor = anchor
        try cv.layoutIfNeeded()
        return (cv, data)
    }

    func insert(_ cv: CollectionViewHost, _ data: IdentifiedRows, at items: [Int]) throws {
        try cv.performBatchUpdates { u in
            for item in items.sorted() { data.ids.insert(1000 + item, at: item) }
            u.insertItems(at: items.map { ElementIndexPath(item: $0, section: 0) })
        }
    }

    func top(of item: Int, in cv: CollectionViewHost) -> Double? {
        cv.layoutAttributesForItem(at: ElementIndexPath(item: item, section: 0)).map { $0.frame.minY - cv.contentOffset.y }
    }

    @Test func noneKeepsTheOffsetAsUIKitDoes() throws {
        let (cv, data) = try makeList(anchor: .none)
        try cv.setContentOffset(Point(x: 0, y: 1050))
        try insert(cv, data, at: [0, 1, 2])
        #expect(cv.contentOffset == Point(x: 0, y: 1050))
    }

    @Test func automaticKeepsTheFirstWholeCellInPlace() throws {
        let (cv, data) = try makeList(anchor: .automatic)
        try cv.setContentOffset(Point(x: 0, y: 1050))
        // Row 10 (1000…1090) is cut; row 11 (1100) is the first whole one, 50 below the top.
        try insert(cv, data, at: [0, 1, 2])
        #expect(cv.contentOffset == Point(x: 0, y: 1350))
        #expect(top(of: 14, in: cv) == 50)
        // Rows inserted below the screen move nothing.
        try insert(cv, data, at: [40])
        #expect(cv.contentOffset == Point(x: 0, y: 1350))
        // Deleting rows above moves the content up with them.
        try cv.performBatchUpdates { u in
            data.ids.removeSubrange(0..<2)
            u.deleteItems(at: [ElementIndexPath(item: 0, section: 0), ElementIndexPath(item: 1, section: 0)])
        }
        #expect(cv.contentOffset == Point(x: 0, y: 1150))
        #expect(top(of: 12, in: cv) == 50)
    }

    @Test func aDeletedAnchorHandsOverToTheNextVisibleCell() throws {
        let (cv, data) = try makeList(anchor: .automatic)
        try cv.setContentOffset(Point(x: 0, y: 1050))
        // Delete the anchor (row 11) and the row above it: row 12 was 150 below the top.
        try cv.performBatchUpdates { u in
            data.ids.removeSubrange(10...11)
            u.deleteItems(at: [ElementIndexPath(item: 10, section: 0), ElementIndexPath(item: 11, section: 0)])
        }
        #expect(top(of: 10, in: cv) == 150)
        #expect(data.ids[10] == 12)
    }

    @Test func topStaysAtTheTopWhenItRestsThere() throws {
        let (cv, data) = try makeList(anchor: .top)
        try insert(cv, data, at: [0, 1])
        #expect(cv.contentOffset == .zero)
        try cv.setContentOffset(Point(x: 0, y: 1050))
        try insert(cv, data, at: [0])
        #expect(cv.contentOffset == Point(x: 0, y: 1150))
    }

    @Test func bottomFollowsNewContentWhenAtTheBottomAndKeepsTheDistanceOtherwise() throws {
        let (cv, data) = try makeList(rows: 20, anchor: .bottom(threshold: 20))
        // 20 rows: 20·100 − 10 = 1990 tall; the bottom is at 1990 − 480 = 1510.
        try cv.setContentOffset(Point(x: 0, y: 1500))
        try insert(cv, data, at: [20])
        #expect(cv.contentOffset == Point(x: 0, y: 1610))
        // Scrolled up: older rows loaded above keep what is on screen where it was, and a new
        // row at the bottom moves nothing.
        try cv.setContentOffset(Point(x: 0, y: 600))
        try insert(cv, data, at: [0, 1, 2, 3])
        #expect(cv.contentOffset == Point(x: 0, y: 1000))
        try insert(cv, data, at: [25])
        #expect(cv.contentOffset == Point(x: 0, y: 1000))
    }

    @Test func aBottomAnchoredListOpensAtTheBottomAndStaysThereAsRowsGrow() throws {
        let (cv, data) = try makeList(rows: 20, anchor: .bottom(threshold: 20))
        // 20 rows: 1990 tall in 480 points; the first pass shows the newest row.
        #expect(cv.contentOffset == Point(x: 0, y: 1510))
        // Taller rows (a layout change the content grows by, as rows that size themselves):
        // the view stays at the new bottom.
        (cv.collectionViewLayout as? FlowLayout)?.itemSize = Size(width: 320, height: 140)
        try cv.layoutIfNeeded()
        #expect(cv.contentOffset == Point(x: 0, y: 20 * 150 - 10 - 480))
        // A reader can scroll away from the bottom, even within the threshold.
        try cv.setContentOffset(Point(x: 0, y: 2500))
        #expect(cv.contentOffset == Point(x: 0, y: 2500))
        withExtendedLifetime(data) {}
    }

    @Test func aPassThatFailsAfterMovingTheViewPutsTheOffsetBack() throws {
        /// Rows that refuse to make cells once `failing` is set.
        final class FailingRows: CollectionViewDataSource {
            var failing = false
            struct Refused: Error {}
            func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { 20 }
            func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws
                -> CollectionViewCell
            {
                if failing { throw Refused() }
                return CollectionViewCell()
            }
        }
        let layout = FlowLayout()
        layout.itemSize = Size(width: 320, height: 90)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let data = FailingRows()
        cv.dataSource = data
        cv.scrollAnchor = .bottom(threshold: 20)
        try cv.layoutIfNeeded()
        #expect(cv.contentOffset == Point(x: 0, y: 1510))
        // Shorter rows move the bottom to 510, where rows 10 to 14 come on screen and cannot
        // be made: the pass fails and the offset stays.
        data.failing = true
        layout.itemSize = Size(width: 320, height: 40)
        #expect(throws: CollectionViewError.self) { try cv.layoutIfNeeded() }
        #expect(cv.contentOffset == Point(x: 0, y: 1510))
    }

    @Test func anItemAnchorFollowsItsItemAndFallsBackWhenItIsDeleted() throws {
        let (cv, data) = try makeList(anchor: .item(ElementIndexPath(item: 12, section: 0)))
        try cv.setContentOffset(Point(x: 0, y: 1050))
        try insert(cv, data, at: [0])
        #expect(cv.scrollAnchor == .item(ElementIndexPath(item: 13, section: 0)))
        #expect(top(of: 13, in: cv) == 150)
        try cv.performBatchUpdates { u in
            data.ids.remove(at: 13)
            u.deleteItems(at: [ElementIndexPath(item: 13, section: 0)])
        }
        #expect(cv.scrollAnchor == .automatic)
    }

    @Test func aWidthChangeKeepsTheFirstWholeCellInPlace() throws {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 50, height: 50)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let data = IdentifiedRows(300)
        cv.dataSource = data
        cv.scrollAnchor = .automatic
        try cv.layoutIfNeeded()
        // Five items a line, lines 60 apart: the offset 620 cuts line 10 (600…650); item 55
        // (line 11, at 660) is the first whole cell, 40 below the top.
        try cv.setContentOffset(Point(x: 0, y: 620))
        try cv.setFrameSize(Size(width: 410, height: 480))
        // Seven items a line (7·50 + 6·10 = 410): item 55 is on line 7, at 420.
        #expect(cv.contentOffset == Point(x: 0, y: 380))
        #expect(top(of: 55, in: cv) == 40)
    }

    @Test func theLayoutsTargetContentOffsetHasTheLastWord() throws {
        let layout = KeepingListLayout()
        layout.itemSize = Size(width: 320, height: 90)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let data = IdentifiedRows(50)
        cv.dataSource = data
        cv.scrollAnchor = .automatic
        try cv.layoutIfNeeded()
        try cv.setContentOffset(Point(x: 0, y: 1000))
        try insert(cv, data, at: [0])
        // The anchor proposes 1100 and the layout, which keeps the position itself, adds its
        // 100 again: a layout that anchors on its own runs with `.none`.
        #expect(cv.contentOffset == Point(x: 0, y: 1200))
    }

    /// A fling in progress moves with the content when rows are inserted above: every later
    /// frame is the twin's frame (the same fling without the insert) plus the rows' height,
    /// so the velocity is kept and nothing snaps back; a drag's origin moves the same way.
    @Test func aFlingKeepsItsVelocityThroughAnAnchoredUpdate() throws {
        let (cv, data) = try makeList(anchor: .automatic)
        let (twin, twinData) = try makeList(anchor: .automatic)
        let clock = try #require(cv.clock as? ManualFrameClock), twinClock = try #require(twin.clock as? ManualFrameClock)
        try cv.setContentOffset(Point(x: 0, y: 1050))
        try twin.setContentOffset(Point(x: 0, y: 1050))
        try cv.fling(velocity: Vector(dx: 0, dy: 2000))
        try twin.fling(velocity: Vector(dx: 0, dy: 2000))
        for _ in 0..<5 {
            clock.advance(by: 1.0 / 60)
            twinClock.advance(by: 1.0 / 60)
        }
        try insert(cv, data, at: [0, 1])
        #expect(cv.contentOffset.y == twin.contentOffset.y + 200)
        #expect(cv.isDecelerating)
        #expect(cv.scrollTargetContentOffset.map { $0.y } == twin.scrollTargetContentOffset.map { $0.y + 200 })
        var frames = 0
        while twin.isDecelerating || cv.isDecelerating {
            clock.advance(by: 1.0 / 60)
            twinClock.advance(by: 1.0 / 60)
            #expect(cv.contentOffset.y == twin.contentOffset.y + 200)
            frames += 1
            if frames > 600 { break }
        }
        #expect(!cv.isDecelerating && !twin.isDecelerating)
        #expect(cv.contentOffset.y == twin.contentOffset.y + 200)

        // A drag: the finger's translation keeps meaning the same distance after the update.
        try cv.beginDragging()
        try cv.drag(translation: Vector(dx: 0, dy: -30))
        let before = cv.contentOffset.y
        try insert(cv, data, at: [0])
        #expect(cv.contentOffset.y == before + 100)
        try cv.drag(translation: Vector(dx: 0, dy: -50))
        #expect(cv.contentOffset.y == before + 100 + 20)
        withExtendedLifetime(twinData) {}
    }

    /// Taller rows: 320 × 190, 200 apart (50 rows: 9990 points of content).
    static func tallRows() -> FlowLayout {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 320, height: 190)
        return layout
    }

    @Test func aLayoutChangeKeepsAChatAtItsBottom() throws {
        let (cv, data) = try makeList(anchor: .bottom(threshold: 20))
        defer { withExtendedLifetime(data) {} }
        #expect(cv.contentOffset.y == 4510)
        try cv.setCollectionViewLayout(Self.tallRows(), animated: false)
        #expect(cv.contentOffset.y == 9510)
        // Without an anchor the first visible row (45, 10 points above the top) keeps its place.
        let (plain, plainData) = try makeList(anchor: .none)
        defer { withExtendedLifetime(plainData) {} }
        try plain.setContentOffset(Point(x: 0, y: 4510))
        try plain.setCollectionViewLayout(Self.tallRows(), animated: false)
        #expect(plain.contentOffset.y == 9010)
    }

    @Test func anAnimatedLayoutChangeEndsWithThePinnedItemInPlace() throws {
        let clock = ManualFrameClock(framesPerSecond: 4)
        let layout = FlowLayout()
        layout.itemSize = Size(width: 320, height: 90)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout, clock: clock)
        let data = IdentifiedRows(50)
        defer { withExtendedLifetime(data) {} }
        cv.dataSource = data
        try cv.layoutIfNeeded()
        try cv.setContentOffset(Point(x: 0, y: 1850))
        cv.scrollAnchor = .item(ElementIndexPath(item: 20, section: 0))
        #expect(top(of: 20, in: cv) == 150)
        var finished: [Bool] = []
        try cv.setCollectionViewLayout(Self.tallRows(), animated: true, duration: 1, curve: .linear) { finished.append($0) }
        for _ in 0..<4 { clock.step() }
        #expect(finished == [true])
        // Item 20 now starts at 4000 and is still 150 below the top (without the anchor the
        // first visible row, 18, would have kept its place: 3650).
        #expect(cv.contentOffset.y == 3850)
        #expect(top(of: 20, in: cv) == 150)
    }

    /// Random inserts, deletes and moves above, inside and below the viewport, and width
    /// changes: the anchor keeps its place on screen within half a point, unless it was
    /// deleted or the content could not be scrolled there.
    @Test func randomChangesKeepTheAnchorInPlace() throws {
        let steps = ProcessInfo.processInfo.environment["CVKIT_ANCHOR_STEPS"].flatMap(Int.init) ?? 10_000
        var random = SplitMix64(seed: 0xA2C4_0037)
        var done = 0
        var round = 0
        while done < steps {
            // Flow layouts of exact sizes, and compositional lists whose rows are estimated
            // at 44 points until they measure themselves: measured heights follow their rows
            // through every update, so an insert above does not move the anchor either.
            let layout: CollectionViewLayout
            if round % 2 == 0 {
                let flow = FlowLayout()
                flow.itemSize = Size(
                    width: Double(Int.random(in: 40...320, using: &random)), height: Double(Int.random(in: 20...120, using: &random)))
                layout = flow
            } else {
                var list = ListConfiguration(appearance: .plain)
                list.showsSeparators = false
                layout = CompositionalLayout.list(using: list)
            }
            round += 1
            let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
            let data = IdentifiedRows(Int.random(in: 0...200, using: &random))
            cv.dataSource = data
            cv.scrollAnchor = .automatic
            try cv.layoutIfNeeded()
            for _ in 0..<50 {
                done += 1
                let range = cv.contentOffsetBounds
                try cv.setContentOffset(
                    Point(x: 0, y: Double.random(in: range.min.y...max(range.min.y, range.max.y), using: &random).rounded()))
                try Self.settle(cv)
                // The item the host keeps: the first whole cell, or the one an earlier pass kept.
                guard let position = cv.readingPosition() else { continue }
                let anchor = (id: data.ids[position.indexPath.item], delta: position.offsetInViewport.dy)
                let count = data.ids.count
                let operation = Int.random(in: 0..<4, using: &random)
                switch operation {
                case 0:
                    let at = Int.random(in: 0...count, using: &random)
                    try cv.performBatchUpdates { u in
                        data.ids.insert(data.ids.count + 10_000 * done, at: at)
                        u.insertItems(at: [ElementIndexPath(item: at, section: 0)])
                    }
                case 1 where count > 0:
                    let at = Int.random(in: 0..<count, using: &random)
                    try cv.performBatchUpdates { u in
                        data.ids.remove(at: at)
                        u.deleteItems(at: [ElementIndexPath(item: at, section: 0)])
                    }
                case 2 where count > 1:
                    let from = Int.random(in: 0..<count, using: &random), to = Int.random(in: 0..<count, using: &random)
                    try cv.performBatchUpdates { u in
                        data.ids.insert(data.ids.remove(at: from), at: to)
                        u.moveItem(at: ElementIndexPath(item: from, section: 0), to: ElementIndexPath(item: to, section: 0))
                    }
                default:
                    try cv.setFrameSize(Size(width: Double(Int.random(in: 200...500, using: &random)), height: 480))
                }
                try Self.settle(cv)
                guard let now = data.ids.firstIndex(of: anchor.id),
                    let frame = cv.layoutAttributesForItem(at: ElementIndexPath(item: now, section: 0))?.frame
                else { continue }
                let wanted = frame.minY - anchor.delta
                let bounds = cv.contentOffsetBounds
                guard wanted >= bounds.min.y, wanted <= bounds.max.y else { continue }
                let moved = abs(frame.minY - cv.contentOffset.y - anchor.delta)
                if moved > 0.5 {
                    Issue.record(
                        "step \(done) (operation \(operation), \(layout is FlowLayout ? "flow" : "compositional")): item \(anchor.id) moved \(moved) points on screen"
                    )
                    return
                }
            }
        }
    }

    /// Runs the passes rows that size themselves ask for (each pass may bring new rows in).
    static func settle(_ cv: CollectionViewHost) throws {
        for _ in 0..<4 { try cv.layoutIfNeeded() }
    }

    /// The first whole cell in the visible area (the first partly visible one when none is
    /// whole), by the rule ``ScrollAnchor/automatic`` documents, with its distance from the top.
    static func anchor(in cv: CollectionViewHost, data: IdentifiedRows) -> (id: Int, delta: Double)? {
        let visible = cv.bounds
        let cells = cv.visibleElements.filter { $0.category == .cell && $0.frame.intersects(visible) }
        func whole(_ r: Rect) -> Bool {
            r.minY >= visible.minY - 0.5 && r.maxY <= visible.maxY + 0.5 && r.minX >= visible.minX - 0.5 && r.maxX <= visible.maxX + 0.5
        }
        let first = cells.min { a, b in
            let (wa, wb) = (whole(a.frame), whole(b.frame))
            if wa != wb { return wa }
            return (a.frame.minY, a.frame.minX, a.indexPath) < (b.frame.minY, b.frame.minX, b.indexPath)
        }
        return first.map { (data.ids[$0.indexPath.item], $0.frame.minY - cv.contentOffset.y) }
    }
}
