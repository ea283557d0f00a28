import CVKitTestSupport
import Geometry
import LayoutProtocol
import Testing

func ip(_ item: Int, _ section: Int = 0) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }

@Suite("Invalidation contexts")
struct InvalidationContextTests {
    @Test func aNewContextIsEmpty() {
        let c = InvalidationContext()
        #expect(c.isEmpty && !c.invalidateEverything && !c.invalidateDataSourceCounts)
        let everything = InvalidationContext.everything()
        #expect(everything.invalidateEverything && everything.invalidateDataSourceCounts && !everything.isEmpty)
        let all = InvalidationContext()
        all.invalidateAll()
        #expect(all.invalidateEverything && all.invalidateDataSourceCounts)
    }

    @Test func eachPartMakesItNonEmpty() {
        var contexts: [InvalidationContext] = []
        for make in [
            { (c: InvalidationContext) in c.invalidateDataSourceCounts = true },
            { c in c.invalidateItems(at: [ip(0)]) },
            { c in c.invalidateSupplementaryElements(ofKind: "header", at: [ip(0)]) },
            { c in c.invalidateDecorationElements(ofKind: "bg", at: [ip(0)]) },
            { c in c.contentOffsetAdjustment = Point(x: 0, y: 1) },
            { c in c.contentSizeAdjustment = Size(width: 1, height: 0) },
            { c in c.previousIndexPathsForInteractivelyMovingItems = [] },
            { c in c.targetIndexPathsForInteractivelyMovingItems = [] },
        ] {
            let c = InvalidationContext()
            make(c)
            contexts.append(c)
        }
        #expect(contexts.allSatisfy { !$0.isEmpty })
        let moved = InvalidationContext()
        moved.interactiveMovementTarget = Point(x: 5, y: 5)
        #expect(moved.isEmpty, "the movement target alone invalidates nothing")
    }

    @Test func mergeUnitesSetsAndAddsAdjustments() {
        let a = InvalidationContext(), b = InvalidationContext()
        a.invalidateItems(at: [ip(0), ip(1)])
        b.invalidateItems(at: [ip(1), ip(2)])
        a.invalidateSupplementaryElements(ofKind: "header", at: [ip(0)])
        b.invalidateSupplementaryElements(ofKind: "header", at: [ip(0, 1)])
        b.invalidateSupplementaryElements(ofKind: "footer", at: [ip(0)])
        b.invalidateDecorationElements(ofKind: "bg", at: [ip(3)])
        a.contentOffsetAdjustment = Point(x: 1, y: 2)
        b.contentOffsetAdjustment = Point(x: 10, y: 20)
        a.contentSizeAdjustment = Size(width: 1, height: 1)
        b.contentSizeAdjustment = Size(width: 2, height: -3)
        b.invalidateDataSourceCounts = true
        b.targetIndexPathsForInteractivelyMovingItems = [ip(4)]
        b.previousIndexPathsForInteractivelyMovingItems = [ip(5)]
        b.interactiveMovementTarget = Point(x: 7, y: 8)
        a.merge(b)
        #expect(a.invalidatedItemIndexPaths == [ip(0), ip(1), ip(2)])
        #expect(a.invalidatedSupplementaryIndexPaths == ["header": [ip(0), ip(0, 1)], "footer": [ip(0)]])
        #expect(a.invalidatedDecorationIndexPaths == ["bg": [ip(3)]])
        #expect(a.contentOffsetAdjustment == Point(x: 11, y: 22))
        #expect(a.contentSizeAdjustment == Size(width: 3, height: -2))
        #expect(a.invalidateDataSourceCounts && !a.invalidateEverything)
        #expect(a.targetIndexPathsForInteractivelyMovingItems == [ip(4)])
        #expect(a.previousIndexPathsForInteractivelyMovingItems == [ip(5)])
        #expect(a.interactiveMovementTarget == Point(x: 7, y: 8))
        // Merging an empty context keeps the movement state.
        a.merge(InvalidationContext())
        #expect(a.targetIndexPathsForInteractivelyMovingItems == [ip(4)] && a.interactiveMovementTarget == Point(x: 7, y: 8))
        a.merge(.everything())
        #expect(a.invalidateEverything)
    }

    /// One invalidated item is held without a set; the sets a caller sees are the same
    /// whichever way one, two or a repeated item arrive (insert or merge, either side).
    @Test func oneItemTwoItemsAndRepeatsThroughInsertsAndMerges() {
        let one = InvalidationContext()
        one.invalidateItems(at: [ip(3)])
        one.invalidateItems(at: [ip(3)])
        #expect(one.invalidatedItemIndexPaths == [ip(3)] && !one.isEmpty)
        one.invalidateItems(at: [ip(4)])
        #expect(one.invalidatedItemIndexPaths == [ip(3), ip(4)])

        let single = InvalidationContext(), many = InvalidationContext()
        single.invalidateItems(at: [ip(1)])
        many.invalidateItems(at: [ip(2), ip(5)])
        let intoSingle = InvalidationContext()
        intoSingle.merge(single)
        #expect(intoSingle.invalidatedItemIndexPaths == [ip(1)])
        intoSingle.merge(single)
        #expect(intoSingle.invalidatedItemIndexPaths == [ip(1)], "a repeat stays one item")
        intoSingle.merge(many)
        #expect(intoSingle.invalidatedItemIndexPaths == [ip(1), ip(2), ip(5)])
        #expect(many.invalidatedItemIndexPaths == [ip(2), ip(5)], "the merged context is not changed")
        let intoMany = InvalidationContext()
        intoMany.merge(many)
        intoMany.merge(single)
        intoMany.merge(InvalidationContext())
        #expect(intoMany.invalidatedItemIndexPaths == [ip(1), ip(2), ip(5)])
        #expect(single.invalidatedItemIndexPaths == [ip(1)])
        // A context merged into itself keeps its items and adds its adjustment again.
        single.contentOffsetAdjustment = Point(x: 0, y: 4)
        single.merge(single)
        #expect(single.invalidatedItemIndexPaths == [ip(1)] && single.contentOffsetAdjustment == Point(x: 0, y: 8))
    }
}

@Suite("The layout base class")
struct LayoutBaseTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    func makeGrid(counts: [Int] = [10]) throws -> FixedGridLayout {
        let grid = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        grid.host = StaticLayoutHost(itemCounts: counts, bounds: bounds)
        try grid.prepareIfNeeded()
        return grid
    }

    @Test func invalidationIsLazyAndCoalesced() throws {
        let grid = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        #expect(grid.needsPrepare && grid.pendingInvalidation?.invalidateEverything == true, "dirty from the start")
        grid.host = StaticLayoutHost(itemCounts: [10], bounds: bounds)
        try grid.prepareIfNeeded()
        #expect(grid.prepareCalls == 1 && grid.preparePassCount == 1)
        #expect(!grid.needsPrepare && grid.pendingInvalidation == nil)
        try grid.prepareIfNeeded()
        #expect(grid.prepareCalls == 1, "nothing pending: no pass")
        let first = InvalidationContext(), second = InvalidationContext()
        first.invalidateItems(at: [ip(1)])
        second.invalidateItems(at: [ip(2)])
        second.contentOffsetAdjustment = Point(x: 0, y: 5)
        grid.invalidateLayout(with: first)
        grid.invalidateLayout(with: second)
        #expect(grid.needsPrepare)
        #expect(grid.pendingInvalidation?.invalidatedItemIndexPaths == [ip(1), ip(2)])
        #expect(first.invalidatedItemIndexPaths == [ip(1)], "the caller's context is not changed")
        try grid.prepareIfNeeded()
        #expect(grid.prepareCalls == 2)
        #expect(grid.lastPrepareContext?.invalidatedItemIndexPaths == [ip(1), ip(2)])
        #expect(grid.lastPrepareContext?.contentOffsetAdjustment == Point(x: 0, y: 5))
        grid.invalidateLayout()
        grid.invalidateLayout()
        try grid.prepareIfNeeded()
        #expect(grid.prepareCalls == 3)
    }

    @Test func aFailedPrepareKeepsTheLayoutDirtyAndItsState() throws {
        let grid = try makeGrid()
        grid.cellSize = Size(width: -5, height: 50)
        grid.invalidateLayout()
        #expect(throws: LayoutError.invalidGeometry("cellSize -5x50 must be finite and not negative")) {
            try grid.prepareIfNeeded()
        }
        #expect(grid.needsPrepare)
        #expect(grid.preparePassCount == 1)
        #expect(grid.contentSize == Size(width: 200, height: 150), "the previous content size")
    }

    @Test func changeStaticHostBoundsWithoutInvalidation() throws {
        let grid = try makeGrid()
        let contextsBefore = grid.receivedContexts.count
        #expect(!grid.changeStaticHostBounds(to: Rect(x: 0, y: 50, width: 200, height: 100)))
        #expect(grid.host?.bounds == Rect(x: 0, y: 50, width: 200, height: 100))
        #expect(grid.boundsChangeQueries == 1)
        #expect(!grid.needsPrepare && grid.pendingInvalidation == nil)
        #expect(grid.receivedContexts.count == contextsBefore, "swapping the host value is not an invalidation")
    }

    @Test func changeStaticHostBoundsWithInvalidation() throws {
        let grid = try makeGrid()
        grid.invalidatesOnBoundsChange = true
        grid.boundsChangeOffsetAdjustment = Point(x: 0, y: 3)
        #expect(grid.changeStaticHostBounds(to: Rect(x: 0, y: 0, width: 300, height: 100)))
        #expect(grid.needsPrepare)
        #expect(grid.receivedContexts.count == 2, "the host at setup, then the bounds-change context")
        #expect(grid.pendingInvalidation?.invalidateEverything == false)
        #expect(grid.pendingInvalidation?.contentOffsetAdjustment == Point(x: 0, y: 3))
        try grid.prepareIfNeeded()
        #expect(grid.host?.bounds.width == 300)
    }

    @Test func changeStaticHostBoundsNeedsAStaticHost() {
        let grid = FixedGridLayout()
        #expect(!grid.changeStaticHostBounds(to: bounds))
        #expect(grid.host == nil)
    }

    @Test func defaultTargetIndexPathIsTheItemUnderThePoint() throws {
        let grid = try makeGrid()
        #expect(grid.targetIndexPath(forInteractivelyMovingItem: ip(0), withPosition: Point(x: 75, y: 25)) == ip(1))
        #expect(grid.targetIndexPath(forInteractivelyMovingItem: ip(0), withPosition: Point(x: 125, y: 75)) == ip(6))
        // On the edge between items 0 and 1 the point belongs to item 1 (frames are
        // half-open, as Rect.contains and the host's indexPathForItem(at:)).
        #expect(grid.targetIndexPath(forInteractivelyMovingItem: ip(3), withPosition: Point(x: 50, y: 25)) == ip(1))
        // Nowhere: the previous index path.
        #expect(grid.targetIndexPath(forInteractivelyMovingItem: ip(3), withPosition: Point(x: 500, y: 25)) == ip(3))
        #expect(grid.targetIndexPath(forInteractivelyMovingItem: ip(3), withPosition: Point(x: 175, y: 125)) == ip(3), "past the last item")
    }

    @Test func defaultMovingItemAttributesFloatAboveAtThePosition() throws {
        let grid = try makeGrid()
        let a = try #require(grid.layoutAttributesForInteractivelyMovingItem(at: ip(5), withTargetPosition: Point(x: 10, y: 10)))
        #expect(a.frame == Rect(x: -15, y: -15, width: 50, height: 50))
        #expect(a.zIndex == Int.max)
        #expect(grid.layoutAttributesForInteractivelyMovingItem(at: ip(50), withTargetPosition: .zero) == nil)
    }

    @Test func defaultMovementContexts() throws {
        let grid = try makeGrid()
        let step = grid.invalidationContext(
            forInteractivelyMovingItems: [ip(2)], withTargetPosition: Point(x: 1, y: 2),
            previousIndexPaths: [ip(1)], previousPosition: .zero)
        #expect(step.targetIndexPathsForInteractivelyMovingItems == [ip(2)])
        #expect(step.previousIndexPathsForInteractivelyMovingItems == [ip(1)])
        #expect(step.interactiveMovementTarget == Point(x: 1, y: 2))
        #expect(step.invalidatedItemIndexPaths == [ip(1), ip(2)])
        let end = grid.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [ip(3)], previousIndexPaths: [ip(1)], movementCancelled: false)
        #expect(end.invalidatedItemIndexPaths == [ip(1), ip(3)])
        #expect(end.targetIndexPathsForInteractivelyMovingItems == [ip(3)])
    }

    @Test func otherDefaults() throws {
        let grid = try makeGrid()
        let base = CollectionViewLayout()
        #expect(base.contentSize == .zero && base.layoutAttributesForElements(in: bounds).isEmpty)
        #expect(base.layoutAttributesForItem(at: ip(0)) == nil)
        #expect(base.layoutAttributesForSupplementaryView(ofKind: "header", at: ip(0)) == nil)
        #expect(base.layoutAttributesForDecorationView(ofKind: "bg", at: ip(0)) == nil)
        #expect(!base.shouldInvalidateLayout(forBoundsChange: bounds))
        #expect(base.invalidationContext(forBoundsChange: bounds).isEmpty)
        #expect(base.targetContentOffset(forProposedContentOffset: Point(x: 3, y: 4)) == Point(x: 3, y: 4))
        #expect(
            base.targetContentOffset(forProposedContentOffset: Point(x: 3, y: 4), withScrollingVelocity: Vector(dx: 9, dy: 9))
                == Point(x: 3, y: 4))
        #expect(!base.flipsHorizontallyInOppositeLayoutDirection && base.developmentLayoutDirection == .leftToRight)
        #expect(base.initialLayoutAttributesForAppearingItem(at: ip(0)) == nil)
        #expect(base.finalLayoutAttributesForDisappearingItem(at: ip(0)) == nil)
        #expect(base.indexPathsToInsertForSupplementaryView(ofKind: "header").isEmpty)
        #expect(base.indexPathsToDeleteForDecorationView(ofKind: "bg").isEmpty)
        #expect(grid.layoutAttributes(for: .cell(ip(2)))?.frame == Rect(x: 100, y: 0, width: 50, height: 50))
        #expect(grid.layoutAttributes(for: ElementKey(.supplementary(kind: "header"), ip(0))) == nil)
        #expect(grid.contentRect == Rect(x: 0, y: 0, width: 200, height: 150))
        var faded = LayoutAttributes(forCellAt: ip(0), frame: Rect(x: 0, y: 0, width: 5, height: 5))
        faded.zIndex = 2
        let f = CollectionViewLayout.fadedAttributes(faded)
        #expect(f.alpha == 0 && f.frame == faded.frame && f.zIndex == 2)
    }

    @Test func selfSizingDefaultsInvalidateTheElement() {
        let base = CollectionViewLayout()
        let header = LayoutAttributes(forSupplementaryViewOfKind: "header", at: ip(0, 2))
        #expect(!base.shouldInvalidateLayout(forPreferredLayoutAttributes: header, withOriginalAttributes: header))
        let c = base.invalidationContext(forPreferredLayoutAttributes: header, withOriginalAttributes: header)
        #expect(c.invalidatedSupplementaryIndexPaths == ["header": [ip(0, 2)]])
        let cell = LayoutAttributes(forCellAt: ip(4))
        #expect(
            base.invalidationContext(forPreferredLayoutAttributes: cell, withOriginalAttributes: cell).invalidatedItemIndexPaths == [ip(4)])
        let bg = LayoutAttributes(forDecorationViewOfKind: "bg", at: ip(0))
        #expect(
            base.invalidationContext(forPreferredLayoutAttributes: bg, withOriginalAttributes: bg).invalidatedDecorationIndexPaths == [
                "bg": [ip(0)]
            ])
    }

    @Test func decorationRegistrations() {
        let base = CollectionViewLayout()
        let factory = ViewRegistration { CollectionReusableView() }
        base.registerDecorationView(factory, forKind: "bg")
        #expect(base.decorationViewRegistrations["bg"] == factory)
        base.registerDecorationView(nil, forKind: "bg")
        #expect(base.decorationViewRegistrations.isEmpty)
    }
}

@Suite("StaticLayoutHost")
struct StaticLayoutHostTests {
    @Test func countsAndDefaults() {
        let host = StaticLayoutHost(itemCounts: [3, 0, 5], bounds: Rect(x: 0, y: 10, width: 100, height: 200))
        #expect(host.numberOfSections == 3)
        #expect(host.numberOfItems(inSection: 2) == 5)
        #expect(host.numberOfItems(inSection: 3) == 0 && host.numberOfItems(inSection: -1) == 0)
        #expect(host.totalNumberOfItems == 8)
        #expect(host.contentOffset == Point(x: 0, y: 10))
        #expect(host.adjustedContentInset == .zero && host.displayScale == nil && host.layoutDirection == .leftToRight)
        #expect(host.containsItem(at: ip(4, 2)) && !host.containsItem(at: ip(5, 2)) && !host.containsItem(at: ip(0, 1)))
        #expect(!host.containsItem(at: ip(-1, 0)) && !host.containsItem(at: ip(0, 3)))
        let huge = StaticLayoutHost(itemCounts: [Int.max, 1], bounds: .zero)
        #expect(huge.totalNumberOfItems == Int.min, "wraps instead of trapping")
    }

    @Test func validate() throws {
        try StaticLayoutHost(itemCounts: [1, 0], bounds: Rect(x: 0, y: 0, width: 10, height: 10)).validate()
        #expect(throws: LayoutError.negativeCount(section: 1, count: -2)) {
            try StaticLayoutHost(itemCounts: [1, -2], bounds: .zero).validate()
        }
        #expect(throws: LayoutError.invalidGeometry("bounds (0, 0, -1, 5) must be finite with a non-negative size")) {
            try StaticLayoutHost(itemCounts: [], bounds: Rect(x: 0, y: 0, width: -1, height: 5)).validate()
        }
        #expect(throws: LayoutError.invalidGeometry("bounds (nan, 0, 1, 5) must be finite with a non-negative size")) {
            try StaticLayoutHost(itemCounts: [], bounds: Rect(x: .nan, y: 0, width: 1, height: 5)).validate()
        }
        #expect(throws: LayoutError.invalidGeometry("safeAreaInsets 0,inf,0,0 must be finite")) {
            try StaticLayoutHost(itemCounts: [], bounds: .zero, safeAreaInsets: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0))
                .validate()
        }
        #expect(LayoutError.negativeCount(section: 1, count: -2).description == "section 1 reports -2 items; a count must be 0 or more")
    }

    @Test func errorDescriptions() {
        #expect(LayoutError.negativeSectionCount(-1).description == "the data source reports -1 sections; a count must be 0 or more")
        #expect(
            LayoutError.invalidParameter(name: "columns", message: "must be 1 or more").description
                == "invalid value for 'columns': must be 1 or more")
        #expect(LayoutError.noSuchElement(.cell(ip(3))).description == "no element cell [0, 3] in the layout")
        #expect(throws: LayoutError.invalidGeometry("spacing -1 must be finite and not negative")) {
            try LayoutError.validate(-1, "spacing")
        }
        #expect(throws: LayoutError.invalidGeometry("inset 0,-1,0,0 must be finite and not negative")) {
            try LayoutError.validate(EdgeInsets(top: 0, left: -1, bottom: 0, right: 0), "inset")
        }
    }
}

@Suite("Update items")
struct UpdateItemTests {
    @Test func descriptions() {
        #expect(UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(item: 2, section: 0)).description == "insert 0-2")
        #expect(UpdateItem(action: .delete, before: UpdateIndexPath(item: 1, section: 3), after: nil).description == "delete 3-1")
        #expect(
            UpdateItem(action: .reload, before: UpdateIndexPath(item: 0, section: 0), after: UpdateIndexPath(item: 0, section: 0))
                .description == "reload 0-0")
        #expect(
            UpdateItem(action: .move, before: UpdateIndexPath(item: 1, section: 0), after: UpdateIndexPath(item: 4, section: 1)).description
                == "move 0-1 -> 1-4")
        #expect(UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(section: 2)).description == "insert-section 2")
        #expect(UpdateItem(action: .delete, before: UpdateIndexPath(section: 1), after: nil).description == "delete-section 1")
        #expect(
            UpdateItem(action: .move, before: UpdateIndexPath(section: 0), after: UpdateIndexPath(section: 2)).description
                == "move-section 0 -> 2")
        #expect(UpdateItem(action: .none, before: nil, after: nil).description == "none")
        #expect(UpdateItem(action: .insert, before: nil, after: nil).description == "insert ?")
    }

    @Test func indexPaths() {
        let section = UpdateIndexPath(section: 1)
        #expect(section.isSection && section.elementIndexPath == nil)
        let item = UpdateIndexPath(ip(3, 1))
        #expect(!item.isSection && item.elementIndexPath == ip(3, 1) && item.item == 3 && item.section == 1)
        #expect(
            [UpdateIndexPath(item: 0, section: 1), section, UpdateIndexPath(item: 5, section: 0)].sorted()
                == [UpdateIndexPath(item: 5, section: 0), section, UpdateIndexPath(item: 0, section: 1)],
            "a whole section sorts before its items")
        #expect(UpdateItem(action: .delete, before: section, after: nil).isSectionUpdate)
        #expect(!UpdateItem(action: .delete, before: item, after: nil).isSectionUpdate)
        #expect(!UpdateItem(action: .none, before: nil, after: nil).isSectionUpdate)
        #expect(UpdateItem.Action.allCases.map(\.rawValue) == ["insert", "delete", "reload", "move", "none"])
    }
}

/// The least a host must provide; everything else has a default.
struct MinimalHost: LayoutHost {
    var numberOfSections: Int { 2 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? 4 : (section == 1 ? 1 : 0) }
    var bounds: Rect { Rect(x: 5, y: 6, width: 100, height: 50) }
    var contentInset: EdgeInsets { EdgeInsets(all: 3) }
}

@Suite("LayoutHost defaults")
struct LayoutHostDefaultTests {
    @Test func aMinimalHostGetsTheDefaults() {
        let host = MinimalHost()
        #expect(host.contentOffset == Point(x: 5, y: 6))
        #expect(host.adjustedContentInset == EdgeInsets(all: 3))
        #expect(host.safeAreaInsets == .zero && host.layoutMargins == .zero)
        #expect(host.displayScale == nil && host.layoutDirection == .leftToRight)
        #expect(host.layoutDelegate == nil && host.layoutDataSource == nil)
        #expect(host.totalNumberOfItems == 5)
        #expect(host.containsItem(at: ip(0, 1)) && !host.containsItem(at: ip(1, 1)))
        #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
    }

    @Test func settingAHostInvalidatesEverything() throws {
        let grid = FixedGridLayout()
        grid.host = MinimalHost()
        try grid.prepareIfNeeded()
        #expect(grid.contentSize == Size(width: 200, height: 100), "4 items fill row 0, the second section adds a row")
        grid.host = StaticLayoutHost(itemCounts: [9], bounds: .zero)
        #expect(grid.needsPrepare && grid.pendingInvalidation?.invalidateEverything == true)
        try grid.prepareIfNeeded()
        #expect(grid.contentSize == Size(width: 200, height: 150))
    }
}
