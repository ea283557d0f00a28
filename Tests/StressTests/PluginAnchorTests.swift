import BuiltinCatalog
import CollectionView
import Geometry
import LayoutProtocol
import LayoutRegistry
import Testing

/// Scroll anchoring lives in the host, so registered layouts — built-ins and the in-tree
/// plugins alike — get it with no change to the plugin ABI.
@Suite("Scroll anchoring with registered layouts")
struct PluginAnchorTests {
    final class Rows: CollectionViewDataSource {
        var count: Int
        init(_ count: Int) { self.count = count }
        func numberOfSections(in collectionView: CollectionViewHost) -> Int { 1 }
        func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
            CollectionViewCell()
        }
    }

    /// Three items inserted at the top of a scrolled view: the first whole cell keeps its
    /// place on screen in every vertical layout of the catalog that scrolls that far.
    @Test(arguments: ["waterfall", "flow", "list", "mosaic"])
    func anInsertAboveKeepsTheFirstWholeCell(name: String) throws {
        let catalog = try LayoutCatalog.standard()
        let instance = try catalog.makeLayout(named: name, parameters: [:], itemCounts: [300], data: nil)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 390, height: 844), layout: instance.layout)
        let rows = Rows(300)
        defer { withExtendedLifetime(rows) {} }
        cv.dataSource = rows
        cv.scrollAnchor = .automatic
        try cv.layoutIfNeeded()
        let range = cv.contentOffsetBounds
        try #require(range.max.y > 1000, "\(name) scrolls vertically past 1000")
        try cv.setContentOffset(Point(x: 0, y: 1000))
        let position = try #require(cv.readingPosition())
        try cv.performBatchUpdates { u in
            rows.count += 3
            u.insertItems(at: (0..<3).map { ElementIndexPath(item: $0, section: 0) })
        }
        let moved = ElementIndexPath(item: position.indexPath.item + 3, section: 0)
        let frame = try #require(cv.layoutAttributesForItem(at: moved)?.frame)
        let onScreen = frame.origin - cv.contentOffset
        #expect(abs(onScreen.dy - position.offsetInViewport.dy) <= 0.5, "\(name): \(position) → \(onScreen)")
    }
}
