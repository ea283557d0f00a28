import BuiltinLayouts
import CollectionView
import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing

/// Self-sized sizes follow their items through batch updates, as in UIKit: the host hands
/// the layout the batch's index mapping (`InvalidationContext.updateIndexMappings`).
@Suite("Measured sizes through batch updates")
struct MeasuredSizesThroughUpdatesTests {
    static func path(_ item: Int, _ section: Int = 0) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }

    /// A compositional list of rows estimated at 44, on a static host.
    func makeList(counts: [Int]) throws -> CompositionalLayout {
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = false
        let layout = CompositionalLayout.list(using: list)
        layout.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: 320, height: 480))
        try layout.prepareIfNeeded()
        return layout
    }

    /// Tells the layout about a batch as the host does, with the new counts.
    func apply(_ operations: [BatchOperation], to layout: CollectionViewLayout, before: [Int], after: [Int]) throws {
        let batch = try BatchUpdateValidator.resolve(before: before, after: after, operations: operations)
        layout.host = StaticLayoutHost(itemCounts: after, bounds: Rect(x: 0, y: 0, width: 320, height: 480))
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        context.updateIndexMappings = [batch]
        layout.invalidateLayout(with: context)
        try layout.prepareIfNeeded()
    }

    func height(_ layout: CollectionViewLayout, _ item: Int, _ section: Int = 0) -> Double? {
        layout.layoutAttributesForItem(at: Self.path(item, section))?.frame.height
    }

    @Test func compositionalSizesFollowInsertsDeletesAndMoves() throws {
        let layout = try makeList(counts: [6])
        for (item, h) in [(0, 30.0), (1, 31), (2, 32), (3, 33), (4, 34), (5, 35)] {
            try layout.setPreferredSize(Size(width: 320, height: h), forItemAt: Self.path(item))
        }
        try layout.prepareIfNeeded()
        // Insert at 0, delete old 2, move old 4 to the end: 6 → 6 items.
        try apply(
            [.insertItem(Self.path(0)), .deleteItem(Self.path(2)), .moveItem(from: Self.path(4), to: Self.path(5))], to: layout,
            before: [6], after: [6])
        #expect((0..<6).map { height(layout, $0) } == [44, 30, 31, 33, 35, 34])
    }

    @Test func compositionalReloadsMeasureAgainAndSectionsCarryTheirRows() throws {
        let layout = try makeList(counts: [3, 2])
        try layout.setPreferredSize(Size(width: 320, height: 60), forItemAt: Self.path(0, 0))
        try layout.setPreferredSize(Size(width: 320, height: 61), forItemAt: Self.path(1, 0))
        try layout.setPreferredSize(Size(width: 320, height: 70), forItemAt: Self.path(0, 1))
        try layout.prepareIfNeeded()
        // A new section in front: the old sections' rows keep their heights.
        try apply([.insertSection(0)], to: layout, before: [3, 2], after: [1, 3, 2])
        #expect(height(layout, 0, 1) == 60)
        #expect(height(layout, 1, 1) == 61)
        #expect(height(layout, 0, 2) == 70)
        #expect(height(layout, 0, 0) == 44)
        // A reloaded row measures again.
        try apply([.reloadItem(Self.path(1, 1))], to: layout, before: [1, 3, 2], after: [1, 3, 2])
        #expect(height(layout, 0, 1) == 60)
        #expect(height(layout, 1, 1) == 44)
    }

    @Test func twoBatchesBeforeOnePassCompose() throws {
        let layout = try makeList(counts: [3])
        try layout.setPreferredSize(Size(width: 320, height: 50), forItemAt: Self.path(2))
        try layout.prepareIfNeeded()
        let first = try BatchUpdateValidator.resolve(before: [3], after: [4], operations: [.insertItem(Self.path(0))])
        let second = try BatchUpdateValidator.resolve(before: [4], after: [5], operations: [.insertItem(Self.path(0))])
        layout.host = StaticLayoutHost(itemCounts: [5], bounds: Rect(x: 0, y: 0, width: 320, height: 480))
        for batch in [first, second] {
            let context = layout.makeInvalidationContext()
            context.invalidateDataSourceCounts = true
            context.updateIndexMappings = [batch]
            layout.invalidateLayout(with: context)
        }
        #expect(layout.pendingInvalidation?.updateIndexMappings.count == 2)
        try layout.prepareIfNeeded()
        #expect(height(layout, 4) == 50)
        #expect((0..<4).map { height(layout, $0) } == [44, 44, 44, 44])
    }

    @Test func withoutAMappingACountChangeKeepsOnlyUnchangedSections() throws {
        let layout = try makeList(counts: [2, 2])
        try layout.setPreferredSize(Size(width: 320, height: 50), forItemAt: Self.path(0, 0))
        try layout.setPreferredSize(Size(width: 320, height: 51), forItemAt: Self.path(0, 1))
        try layout.prepareIfNeeded()
        layout.host = StaticLayoutHost(itemCounts: [3, 2], bounds: Rect(x: 0, y: 0, width: 320, height: 480))
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        try layout.prepareIfNeeded()
        #expect(height(layout, 0, 0) == 44)
        #expect(height(layout, 0, 1) == 51)
    }

    @Test func flowSizesFollowTheirItems() throws {
        let layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 320, height: 44)
        layout.host = StaticLayoutHost(itemCounts: [4], bounds: Rect(x: 0, y: 0, width: 320, height: 480))
        try layout.prepareIfNeeded()
        try layout.setPreferredSize(Size(width: 320, height: 70), forItemAt: Self.path(1))
        try layout.setPreferredSize(Size(width: 320, height: 80), forItemAt: Self.path(3))
        try layout.prepareIfNeeded()
        // Old item 1 (70) is reloaded, old 0 deleted: old 2 → 0, the reload at 1, old 3 (80) → 2.
        try apply([.deleteItem(Self.path(0)), .reloadItem(Self.path(1))], to: layout, before: [4], after: [3])
        #expect(layout.preferredSize(forItemAt: Self.path(0)) == nil)
        #expect(layout.preferredSize(forItemAt: Self.path(1)) == nil)
        #expect(layout.preferredSize(forItemAt: Self.path(2)) == Size(width: 320, height: 80))
        #expect((0..<3).map { height(layout, $0) } == [44, 44, 80])
    }

    @Test func theMappingAnswersAsTheBatchDoes() throws {
        let batch = try BatchUpdateValidator.resolve(
            before: [3, 2, 4], after: [3, 3, 4],
            operations: [.moveSection(from: 0, to: 1), .insertItem(Self.path(0, 0))])
        #expect(batch.keepsItems(inOldSection: 0))
        #expect(!batch.keepsItems(inOldSection: 1))
        #expect(batch.keepsItems(inOldSection: 2))
        #expect(batch.newSection(forOld: 0) == 1)
        let table: [Int: [Int: Int]] = [0: [2: 7], 1: [0: 8, 1: 9], 2: [3: 10]]
        #expect(batch.remapItems(table) == [1: [2: 7], 0: [1: 8, 2: 9], 2: [3: 10]])
        #expect(batch.inverse.remapItems(batch.remapItems(table)) == table)
        #expect(batch.remapSections([-1: "layout", 0: "a", 1: "b"]) == [-1: "layout", 1: "a", 0: "b"])
        #expect(batch.inverse.keepsItems(inOldSection: 1))
        #expect(!batch.inverse.keepsItems(inOldSection: 0))
    }
}

/// A data source whose cell for one identifier cannot be made: the update that shows it fails.
final class FailingRows: CollectionViewDataSource {
    var ids: [Int]
    var failing: Int?
    init(_ count: Int) { ids = Array(0..<count) }
    func numberOfSections(in collectionView: CollectionViewHost) -> Int { 1 }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { ids.count }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        let id = ids[indexPath.item]
        if id == failing { throw CellFailure() }
        let cell = SizingRow()
        cell.id = id
        return cell
    }
    struct CellFailure: Error {}
}

@Suite("Measured sizes through batch updates on a host")
struct MeasuredSizesOnAHostTests {
    func makeHost(rows: Int) throws -> (CollectionViewHost, FailingRows, CompositionalLayout) {
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = false
        let layout = CompositionalLayout.list(using: list)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let data = FailingRows(rows)
        cv.dataSource = data
        for _ in 0..<4 { try cv.layoutIfNeeded() }
        return (cv, data, layout)
    }

    func heights(_ cv: CollectionViewHost, _ items: Range<Int>) -> [Double?] {
        items.map { cv.layoutAttributesForItem(at: ElementIndexPath(item: $0, section: 0))?.frame.height }
    }

    /// Rows measure 30 + (id · 13) mod 70: ids 0…4 are 30, 43, 56, 69, 82 tall.
    @Test func anInsertAboveKeepsTheRowsMeasuredHeights() throws {
        let (cv, data, _) = try makeHost(rows: 20)
        #expect(heights(cv, 0..<5) == [30, 43, 56, 69, 82])
        try cv.performBatchUpdates { u in
            data.ids.insert(100, at: 0)
            u.insertItems(at: [ElementIndexPath(item: 0, section: 0)])
        }
        // The new row (id 100: 30 + 1300 mod 70 = 70) measured during the update; the
        // others kept theirs and did not fall back to the 44-point estimate.
        #expect(heights(cv, 0..<6) == [70, 30, 43, 56, 69, 82])
    }

    @Test func aFailedUpdatePutsTheMeasuredHeightsBack() throws {
        let (cv, data, _) = try makeHost(rows: 20)
        let before = heights(cv, 0..<8)
        data.failing = 100
        #expect(throws: CollectionViewError.self) {
            try cv.performBatchUpdates { u in
                data.ids.insert(100, at: 0)
                u.insertItems(at: [ElementIndexPath(item: 0, section: 0)])
            }
        }
        data.ids.removeFirst()
        #expect(heights(cv, 0..<8) == before)
        #expect(cv.numberOfItems(inSection: 0) == 20)
    }
}

/// Sections of five 50-point rows under a header estimated at 44 that measures 80, with a
/// badge estimated at 20 × 20 that measures 30 × 30 on each row.
final class HeaderedRows: CollectionViewDataSource {
    let sections: Int
    init(sections: Int) { self.sections = sections }
    func numberOfSections(in collectionView: CollectionViewHost) -> Int { sections }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        CollectionViewCell()
    }
    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        MeasuringView()
    }

    final class MeasuringView: CollectionReusableView {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
            var fitted = layoutAttributes
            fitted.size =
                layoutAttributes.category == .supplementary(kind: "header")
                ? Size(width: layoutAttributes.size.width, height: 80) : Size(width: 30, height: 30)
            return fitted
        }
    }

    static func layout() -> CompositionalLayout {
        func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.estimated(20), .estimated(20)), elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let row = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)), supplementaryItems: [badge])
        let section = LayoutSection(group: LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [row]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "header", alignment: .top)
        ]
        return CompositionalLayout(section: section)
    }
}

@Suite("Scroll anchoring while headers and badges size themselves")
struct SelfSizingSupplementaryAnchorTests {
    /// A jump into the middle brings estimated headers into view, some above the first whole
    /// row: when they measure 36 points taller, that row stays where the jump put it.
    @Test func aJumpKeepsItsRowWhileHeadersMeasure() throws {
        for anchor in [ScrollAnchor.automatic, .none] {
            let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: HeaderedRows.layout())
            let data = HeaderedRows(sections: 40)
            defer { withExtendedLifetime(data) {} }
            cv.dataSource = data
            cv.scrollAnchor = anchor
            for _ in 0..<4 { try cv.layoutIfNeeded() }
            let jump = 3000.0
            // The first row wholly inside 3000…3480 before anything there measured.
            let rows = (0..<40).flatMap { s in (0..<5).map { ElementIndexPath(item: $0, section: s) } }
            let first = try #require(
                rows.first { path in
                    guard let f = cv.layoutAttributesForItem(at: path)?.frame else { return false }
                    return f.minY >= jump && f.maxY <= jump + 480
                })
            let before = try #require(cv.layoutAttributesForItem(at: first)?.frame.minY) - jump
            try cv.setContentOffset(Point(x: 0, y: jump))
            for _ in 0..<4 { try cv.layoutIfNeeded() }
            let header = cv.layoutAttributesForSupplementaryElement(ofKind: "header", at: ElementIndexPath(item: 0, section: first.section))
            #expect(header?.frame.height == 80, "the row's own header measured")
            let after = try #require(cv.layoutAttributesForItem(at: first)?.frame.minY) - cv.contentOffset.y
            if case .automatic = anchor {
                #expect(after == before, "row \(first) stays \(before) below the top")
            } else {
                #expect(after == before + 36, "without an anchor the header above it pushes it down, as in UIKit")
            }
        }
    }
}
