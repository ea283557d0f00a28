import BuiltinLayouts
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

@Suite("Decoration views: section backgrounds, z-order, insert and delete")
struct DecorationTests {
    func makeGrid(counts: [Int], offsetY: Double = 0, register: Bool = true) throws -> GridLayout {
        let grid = GridLayout(columnWidth: 100, rowHeight: 40)
        grid.headerRowHeight = 30
        grid.headerColumnWidth = 60
        if register { grid.registerDecorationView(CollectionReusableView.self, forKind: "row") }
        grid.sectionBackground = SectionBackgroundDecoration(kind: "row", insets: EdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
        grid.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: offsetY, width: 300, height: 200))
        try grid.prepareIfNeeded()
        return grid
    }

    @Test func rowBackgroundsSitBehindTheirCells() throws {
        let grid = try makeGrid(counts: [3, 2, 0, 4], offsetY: 20)
        let all = grid.layoutAttributesForElements(in: grid.contentRect)
        let backgrounds = all.filter { $0.category == .decoration(kind: "row") }.sorted { $0.indexPath < $1.indexPath }
        #expect(backgrounds.map(\.indexPath.section) == [0, 1, 3], "an empty row has no background")
        // Header row pinned 20 down (content 410 × 140, frozen row 30 high): y 20 + 2, height 30 − 4.
        #expect(
            backgrounds.map(\.frame) == [
                Rect(x: 0, y: 22, width: 260, height: 26),
                Rect(x: 0, y: 32, width: 160, height: 36),
                Rect(x: 0, y: 112, width: 360, height: 36),
            ])
        #expect(backgrounds.map(\.zIndex) == [19, -1, -1])
        for background in backgrounds {
            let cells = all.filter { $0.category == .cell && $0.indexPath.section == background.indexPath.section }
            #expect(!cells.isEmpty)
            #expect(cells.allSatisfy { $0.zIndex > background.zIndex }, "behind every cell of its row")
        }
        #expect(grid.layoutAttributesForDecorationView(ofKind: "row", at: ElementIndexPath(item: 0, section: 1)) == backgrounds[1])
        #expect(grid.layoutAttributesForDecorationView(ofKind: "row", at: ElementIndexPath(item: 0, section: 2)) == nil)
        #expect(grid.layoutAttributesForDecorationView(ofKind: "other", at: ElementIndexPath(item: 0, section: 1)) == nil)
        #expect(
            grid.layoutAttributesForElements(in: Rect(x: 200, y: 110, width: 5, height: 5)).map(\.key).sorted() == [
                .cell(ElementIndexPath(item: 2, section: 3)), ElementKey(.decoration(kind: "row"), ElementIndexPath(item: 0, section: 3)),
            ])
    }

    @Test func anUnregisteredKindIsAClearError() throws {
        let grid = GridLayout()
        grid.sectionBackground = SectionBackgroundDecoration(kind: "row")
        grid.host = StaticLayoutHost(itemCounts: [1], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            throws: LayoutError.invalidParameter(
                name: "sectionBackground",
                message: "decoration kind 'row' is not registered on the layout; call registerDecorationView(_:forKind: \"row\") first")
        ) {
            try grid.prepareIfNeeded()
        }
        grid.registerDecorationView(CollectionReusableView.self, forKind: "row")
        grid.invalidateLayout()
        try grid.prepareIfNeeded()
        #expect(grid.layoutAttributesForDecorationView(ofKind: "row", at: ElementIndexPath(item: 0, section: 0)) != nil)
        grid.sectionBackground = SectionBackgroundDecoration(kind: "row", insets: EdgeInsets(all: -1))
        #expect(throws: LayoutError.invalidGeometry("sectionBackground.insets -1,-1,-1,-1 must be finite and not negative")) {
            try grid.prepareIfNeeded()
        }
    }

    @Test func insertedAndDeletedRowsInsertAndDeleteTheirBackgrounds() throws {
        let grid = try makeGrid(counts: [2, 2, 2])
        grid.host = StaticLayoutHost(itemCounts: [2, 2, 2, 2], bounds: Rect(x: 0, y: 0, width: 300, height: 200))
        try grid.prepareIfNeeded()
        grid.prepare(forCollectionViewUpdates: [UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(section: 1))])
        #expect(grid.indexPathsToInsertForDecorationView(ofKind: "row") == [ElementIndexPath(item: 0, section: 1)])
        #expect(grid.indexPathsToDeleteForDecorationView(ofKind: "row") == [])
        #expect(grid.indexPathsToInsertForDecorationView(ofKind: "other") == [])
        let appearing = try #require(
            grid.initialLayoutAttributesForAppearingDecorationElement(ofKind: "row", at: ElementIndexPath(item: 0, section: 1)))
        #expect(appearing.alpha == 0)
        #expect(appearing.frame == Rect(x: 0, y: 32, width: 160, height: 36))
        #expect(
            grid.initialLayoutAttributesForAppearingDecorationElement(ofKind: "row", at: ElementIndexPath(item: 0, section: 2)) == nil,
            "a moved row's background only moves")
        grid.finalizeCollectionViewUpdates()
        #expect(grid.indexPathsToInsertForDecorationView(ofKind: "row") == [])

        // Delete row 0, and row 3 loses its cells.
        grid.host = StaticLayoutHost(itemCounts: [2, 2, 0], bounds: Rect(x: 0, y: 0, width: 300, height: 200))
        try grid.prepareIfNeeded()
        grid.prepare(forCollectionViewUpdates: [
            UpdateItem(action: .delete, before: UpdateIndexPath(section: 0), after: nil),
            UpdateItem(action: .delete, before: UpdateIndexPath(item: 1, section: 3), after: nil),
            UpdateItem(action: .delete, before: UpdateIndexPath(item: 0, section: 3), after: nil),
        ])
        #expect(
            grid.indexPathsToDeleteForDecorationView(ofKind: "row") == [
                ElementIndexPath(item: 0, section: 0), ElementIndexPath(item: 0, section: 3),
            ])
        #expect(grid.indexPathsToInsertForDecorationView(ofKind: "row") == [])
        let disappearing = try #require(
            grid.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "row", at: ElementIndexPath(item: 0, section: 3)))
        #expect(disappearing.frame == Rect(x: 0, y: 112, width: 160, height: 36), "row 3's background before the update")
        #expect(disappearing.alpha == 0)
        #expect(grid.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "row", at: ElementIndexPath(item: 0, section: 1)) == nil)
    }

    @Test func theStoreAnswersByRectAndByKey() {
        let style = SectionBackgroundDecoration(kind: "bg", insets: EdgeInsets(all: 5), zIndex: -2)
        let a = style.attributes(forSection: 0, enclosing: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = style.attributes(forSection: 1, enclosing: Rect(x: 0, y: 100, width: 100, height: 300), cellZIndex: 7)
        let tiny = style.attributes(forSection: 2, enclosing: Rect(x: 0, y: 400, width: 6, height: 6))
        #expect(a.frame == Rect(x: 5, y: 5, width: 90, height: 90))
        #expect(a.zIndex == -2)
        #expect(b.zIndex == 5)
        #expect(tiny.frame == Rect(x: 3, y: 403, width: 0, height: 0), "insets larger than the frame collapse it to its centre")
        let store = DecorationStore([b, a, tiny])
        #expect(store.count == 3)
        #expect(store.attributes(in: Rect(x: 50, y: 95, width: 1, height: 10)).map(\.indexPath.section) == [0, 1])
        #expect(store.attributes(in: Rect(x: 96, y: 0, width: 3, height: 1000)).isEmpty)
        #expect(store.attributes(ofKind: "bg", at: ElementIndexPath(item: 0, section: 1)) == b)
        #expect(store.attributes(ofKind: "other", at: ElementIndexPath(item: 0, section: 1)) == nil)
        #expect(
            store.indexPaths(ofKind: "bg") == [
                ElementIndexPath(item: 0, section: 0), ElementIndexPath(item: 0, section: 1), ElementIndexPath(item: 0, section: 2),
            ])
    }

    @Test func theTrackerFollowsSectionsThroughAnUpdate() {
        let tracker = UpdateAnimationTracker(updateItems: [
            UpdateItem(action: .delete, before: UpdateIndexPath(section: 1), after: nil),
            UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(section: 0)),
            UpdateItem(action: .move, before: UpdateIndexPath(section: 3), after: UpdateIndexPath(section: 1)),
            UpdateItem(action: .reload, before: UpdateIndexPath(item: 2, section: 0), after: UpdateIndexPath(item: 2, section: 0)),
        ])
        // Before: 0 1 2 3 → delete 1, 3 moves to 1, insert 0: after = [new, 3, 0, 2].
        #expect(tracker.sectionMap(oldCount: 4, newCount: 4) == [2, nil, 3, 1])
        #expect(tracker.isInserted(ElementIndexPath(item: 7, section: 0)))
        #expect(tracker.isInserted(ElementIndexPath(item: 2, section: 0)), "a reload inserts")
        #expect(tracker.isDeleted(ElementIndexPath(item: 2, section: 0)), "and deletes")
        #expect(tracker.isDeleted(ElementIndexPath(item: 5, section: 1)))
        #expect(!tracker.isDeleted(ElementIndexPath(item: 5, section: 3)))
        var empty = tracker
        empty.reset()
        #expect(empty.isEmpty)
    }
}
