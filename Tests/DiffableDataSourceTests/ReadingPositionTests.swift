import CollectionView
import DiffableDataSource
import Geometry
import LayoutProtocol
import Testing

/// A 100 × 300 view of 50-point rows showing `items` in section 0.
func makeRows(_ items: [String]) throws -> (CollectionViewHost, DiffableDataSource<Int, String>) {
    let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 300), layout: rowList(50))
    try cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
    let ds = DiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, _ in
        try cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    var snapshot = Snapshot<Int, String>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(items)
    try ds.apply(snapshot)
    return (cv, ds)
}

/// Reading positions and anchors by identifier: a compositional list of 50-point rows in a
/// 100 × 300 view.
@Suite("Diffable data source: reading positions and anchors by identifier")
struct ReadingPositionTests {
    func makeList(_ items: [String]) throws -> (CollectionViewHost, DiffableDataSource<Int, String>) {
        let (cv, ds) = try makeRows(items)
        try cv.layoutIfNeeded()
        return (cv, ds)
    }

    static let rows = (0..<40).map { "row \($0)" }

    @Test func aPositionSurvivesARelaunchWithOlderRowsAbove() throws {
        let (cv, ds) = try makeList(Self.rows)
        try cv.setContentOffset(Point(x: 0, y: 525))
        // Row 10 (500…550) is cut; row 11 (550) is the first whole row, 25 below the top.
        let position = try #require(ds.readingPosition())
        #expect(position == DiffableReadingPosition(itemIdentifier: "row 11", offsetInViewport: Vector(dx: 0, dy: 25)))
        // A new state with 6 rows before: the same row comes back to the same place.
        let (cv2, ds2) = try makeList((0..<6).map { "older \($0)" } + Self.rows)
        try ds2.restoreReadingPosition(position)
        #expect(cv2.contentOffset == Point(x: 0, y: 825))
        #expect(throws: SnapshotError.unknownItem("gone", operation: "restoreReadingPosition")) {
            try ds2.restoreReadingPosition(DiffableReadingPosition(itemIdentifier: "gone", offsetInViewport: .zero))
        }
        #expect(cv2.contentOffset == Point(x: 0, y: 825))
        withExtendedLifetime(cv) {}
    }

    @Test func scrollToItemByIdentifier() throws {
        let (cv, ds) = try makeList(Self.rows)
        try ds.scrollToItem(withIdentifier: "row 20", at: .top, animated: false)
        #expect(cv.contentOffset == Point(x: 0, y: 1000))
        #expect(throws: SnapshotError.unknownItem("nope", operation: "scrollToItem")) {
            try ds.scrollToItem(withIdentifier: "nope", at: .top, animated: false)
        }
    }

    @Test func anAnchoredItemStaysPutThroughApplies() throws {
        let (cv, ds) = try makeList(Self.rows)
        try cv.setContentOffset(Point(x: 0, y: 500))
        try ds.anchorScrolling(toItemWithIdentifier: "row 12")
        // Row 12 sits 100 below the top; three rows arrive above, one goes away above.
        var snapshot = ds.snapshot()
        try snapshot.insertItems(["new 0", "new 1", "new 2"], beforeItem: "row 0")
        try snapshot.deleteItems(["row 5"])
        try ds.apply(snapshot)
        let row12 = try #require(ds.indexPath(for: "row 12"))
        #expect(row12 == ElementIndexPath(item: 14, section: 0))
        #expect(cv.scrollAnchor == .item(row12))
        #expect(cv.contentOffset == Point(x: 0, y: 600))
        // The reading position is the item the anchor keeps.
        #expect(cv.readingPosition() == ReadingPosition(indexPath: row12, offsetInViewport: Vector(dx: 0, dy: 100)))
        #expect(throws: SnapshotError.self) { try ds.anchorScrolling(toItemWithIdentifier: "missing") }
        #expect(cv.scrollAnchor == .item(row12))
    }

    @Test func aReloadWithAnAnchorBringsTheReaderBack() throws {
        let (cv, ds) = try makeList(Self.rows)
        try cv.setContentOffset(Point(x: 0, y: 525))
        cv.scrollAnchor = .automatic
        var snapshot = Snapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(["fresh 0", "fresh 1"] + Self.rows)
        try ds.applySnapshotUsingReloadData(snapshot)
        // Row 11 was 25 below the top; it is now item 13, at 650.
        #expect(cv.contentOffset == Point(x: 0, y: 625))
        // Without an anchor the offset stays, as in UIKit.
        cv.scrollAnchor = .none
        try ds.applySnapshotUsingReloadData(ds.snapshot())
        #expect(cv.contentOffset == Point(x: 0, y: 625))
        // An item anchor follows its identifier through the reload: row 14 sat 175 below
        // the top (at 800); without the two fresh rows it is at 700.
        try ds.anchorScrolling(toItemWithIdentifier: "row 14")
        var shorter = Snapshot<Int, String>()
        try shorter.appendSections([0])
        try shorter.appendItems(Self.rows)
        try ds.applySnapshotUsingReloadData(shorter)
        #expect(cv.scrollAnchor == .item(ElementIndexPath(item: 14, section: 0)))
        #expect(cv.contentOffset == Point(x: 0, y: 525))
    }

    @Test func theHostReadsAndRestoresByIndexPath() throws {
        let (cv, ds) = try makeList(Self.rows)
        defer { withExtendedLifetime(ds) {} }
        #expect(cv.readingPosition() == ReadingPosition(indexPath: ElementIndexPath(item: 0, section: 0), offsetInViewport: .zero))
        try cv.restoreReadingPosition(
            ReadingPosition(indexPath: ElementIndexPath(item: 30, section: 0), offsetInViewport: Vector(dx: 0, dy: 40)))
        #expect(cv.contentOffset == Point(x: 0, y: 1460))
        // Clamped to the content: 40 rows of 50 in 300 points scroll at most to 1700.
        try cv.restoreReadingPosition(ReadingPosition(indexPath: ElementIndexPath(item: 39, section: 0), offsetInViewport: .zero))
        #expect(cv.contentOffset == Point(x: 0, y: 1700))
        #expect(throws: CollectionViewError.noSuchItem(ElementIndexPath(item: 40, section: 0))) {
            try cv.restoreReadingPosition(ReadingPosition(indexPath: ElementIndexPath(item: 40, section: 0), offsetInViewport: .zero))
        }
    }
}

/// Expanding and collapsing outline rows goes through `apply`, so an anchor keeps the
/// reader's row in place: parents P0…P19 of three children each, in 50-point rows.
@Suite("Diffable data source: expand and collapse with a scroll anchor")
struct ExpansionAnchorTests {
    func makeOutline(anchor: ScrollAnchor) throws -> (CollectionViewHost, DiffableDataSource<Int, String>) {
        let (cv, ds) = try makeRows([])
        var outline = SectionSnapshot<String>()
        let parents = (0..<20).map { "P\($0)" }
        try outline.append(parents)
        for parent in parents { try outline.append((0..<3).map { "\(parent).c\($0)" }, to: parent) }
        try ds.apply(outline, to: 0)
        try cv.layoutIfNeeded()
        // P10 (500…550) at the top of the view.
        try cv.setContentOffset(Point(x: 0, y: 500))
        cv.scrollAnchor = anchor
        return (cv, ds)
    }

    func top(of item: String, _ cv: CollectionViewHost, _ ds: DiffableDataSource<Int, String>) -> Double? {
        guard let path = ds.indexPath(for: item) else { return nil }
        return cv.layoutAttributesForItem(at: path).map { $0.frame.minY - cv.contentOffset.y }
    }

    @Test func expandingAndCollapsingAboveKeepTheReadersRow() throws {
        let (cv, ds) = try makeOutline(anchor: .automatic)
        #expect(try ds.expand("P2"))
        #expect(ds.indexPath(for: "P10") == ElementIndexPath(item: 13, section: 0))
        #expect(cv.contentOffset.y == 650)
        #expect(top(of: "P10", cv, ds) == 0)
        #expect(try ds.collapse("P2"))
        #expect(cv.contentOffset.y == 500)
        #expect(top(of: "P10", cv, ds) == 0)
        // Below the reader's row nothing moves.
        #expect(try ds.expand("P12"))
        #expect(cv.contentOffset.y == 500)
        #expect(top(of: "P12.c0", cv, ds) == 150)
    }

    @Test func withoutAnAnchorTheOffsetStaysAsInUIKit() throws {
        let (cv, ds) = try makeOutline(anchor: .none)
        #expect(try ds.expand("P2"))
        #expect(cv.contentOffset.y == 500)
        #expect(top(of: "P10", cv, ds) == 150)
    }
}
