import BuiltinLayouts
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

/// A small class hierarchy: NSObject → (UIResponder → (UIView → UIControl, UIViewController), NSString → NSMutableString).
final class ClassHierarchy: TreeLayoutDataSource {
    var children: [ElementIndexPath: [ElementIndexPath]]
    init(_ children: [ElementIndexPath: [ElementIndexPath]]) { self.children = children }

    static func classes() -> ClassHierarchy {
        ClassHierarchy([
            ip(0, 0): [ip(1, 0), ip(1, 1)],
            ip(1, 0): [ip(2, 0), ip(2, 1)],
            ip(1, 1): [ip(2, 2)],
            ip(2, 0): [ip(3, 0)],
        ])
    }

    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: ElementIndexPath) -> [ElementIndexPath] {
        children[indexPath] ?? []
    }
}

/// Every item of section s + 1 is a child of item (i mod count) of section s.
final class ModuloTree: TreeLayoutDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: ElementIndexPath) -> [ElementIndexPath] {
        let next = indexPath.section + 1
        guard next < counts.count else { return [] }
        return (0..<counts[next]).filter { $0 % counts[indexPath.section] == indexPath.item }.map {
            ElementIndexPath(item: $0, section: next)
        }
    }
}

func ip(_ section: Int, _ item: Int) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }

@Suite("TreeLayout: the seed's class hierarchy")
struct TreeLayoutTests {
    let counts = [1, 2, 3, 1]

    func prepared(_ source: TreeLayoutDataSource?, counts: [Int]? = nil, placement: TreeLayout.ParentPlacement = .firstChild) throws
        -> TreeLayout
    {
        let layout = TreeLayout(itemSize: Size(width: 100, height: 30), insets: EdgeInsets(all: 10))
        layout.parentPlacement = placement
        layout.host = StaticLayoutHost(
            itemCounts: counts ?? self.counts, bounds: Rect(x: 0, y: 0, width: 320, height: 480), layoutDataSource: source)
        try layout.prepareIfNeeded()
        return layout
    }

    func frame(_ layout: TreeLayout, _ s: Int, _ i: Int) -> Rect? { layout.layoutAttributesForItem(at: ip(s, i))?.frame }

    @Test func cellsSitInColumnsPerLevelAndParentsOnTheirFirstChildsRow() throws {
        let source = ClassHierarchy.classes()
        let layout = try prepared(source)
        #expect(frame(layout, 0, 0) == Rect(x: 10, y: 10, width: 100, height: 30))
        #expect(frame(layout, 1, 0) == Rect(x: 130, y: 10, width: 100, height: 30))
        #expect(frame(layout, 1, 1) == Rect(x: 130, y: 110, width: 100, height: 30), "UIResponder's subtree takes two rows")
        #expect(frame(layout, 2, 0) == Rect(x: 250, y: 10, width: 100, height: 30))
        #expect(frame(layout, 2, 1) == Rect(x: 250, y: 60, width: 100, height: 30))
        #expect(frame(layout, 2, 2) == Rect(x: 250, y: 110, width: 100, height: 30))
        #expect(frame(layout, 3, 0) == Rect(x: 370, y: 10, width: 100, height: 30))
        #expect(layout.numberOfRows == 3)
        #expect(layout.contentSize == Size(width: 480, height: 150), "sections × (width + left + right) by rows × (height + top + bottom)")
        #expect(frame(layout, 3, 1) == nil)
    }

    @Test func centredParentsSitInTheMiddleOfTheirSubtrees() throws {
        let layout = try prepared(ClassHierarchy.classes(), placement: .centered)
        #expect(frame(layout, 0, 0) == Rect(x: 10, y: 60, width: 100, height: 30))
        #expect(frame(layout, 1, 0) == Rect(x: 130, y: 35, width: 100, height: 30))
        #expect(frame(layout, 1, 1) == Rect(x: 130, y: 110, width: 100, height: 30))
        #expect(frame(layout, 2, 1) == Rect(x: 250, y: 60, width: 100, height: 30))
    }

    @Test func eachCellCarriesItsChildrenAndTheyTakePartInEquality() throws {
        let source = ClassHierarchy.classes()
        let layout = try prepared(source)
        #expect(layout.layoutAttributesForItem(at: ip(0, 0))?[custom: .treeChildren] == [ip(1, 0), ip(1, 1)])
        #expect(layout.layoutAttributesForItem(at: ip(1, 1))?[custom: .treeChildren] == [ip(2, 2)])
        #expect(layout.layoutAttributesForItem(at: ip(2, 1))?[custom: .treeChildren] == [])
        let before = try #require(layout.layoutAttributesForItem(at: ip(2, 0)))
        source.children[ip(2, 0)] = []
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        let after = try #require(layout.layoutAttributesForItem(at: ip(2, 0)))
        #expect(after.frame == before.frame)
        #expect(after != before, "same frame, different children: not equal")
    }

    @Test func aConnectionViewJoinsEveryParentToEachChild() throws {
        let layout = try prepared(ClassHierarchy.classes())
        let connections = layout.layoutAttributesForElements(in: layout.contentRect)
            .filter { $0.category == .supplementary(kind: "ConnectionViewKind") }
            .sorted { $0.indexPath < $1.indexPath }
        #expect(connections.map(\.indexPath) == [ip(1, 0), ip(1, 1), ip(2, 0), ip(2, 1), ip(2, 2), ip(3, 0)])
        #expect(
            connections.map(\.frame) == [
                Rect(x: 110, y: 24, width: 20, height: 2),
                Rect(x: 110, y: 24, width: 20, height: 102),
                Rect(x: 230, y: 24, width: 20, height: 2),
                Rect(x: 230, y: 24, width: 20, height: 52),
                Rect(x: 230, y: 124, width: 20, height: 2),
                Rect(x: 350, y: 24, width: 20, height: 2),
            ])
        #expect(connections.map { $0[custom: .treeParent] } == [ip(0, 0), ip(0, 0), ip(1, 0), ip(1, 0), ip(1, 1), ip(2, 0)])
        #expect(connections.allSatisfy { $0.zIndex == -1 })
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: TreeLayout.connectionKind, at: ip(2, 1)) == connections[3])
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: TreeLayout.connectionKind, at: ip(0, 0)) == nil, "a root has no connection")
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: TreeLayout.cellKind, at: ip(0, 0)) == nil)
        #expect(
            layout.layoutAttributesForElements(in: Rect(x: 235, y: 70, width: 5, height: 5)).map(\.key) == [
                ElementKey(.supplementary(kind: TreeLayout.connectionKind), ip(2, 1))
            ])
    }

    @Test func insetsAreConfigurable() throws {
        let layout = try prepared(ClassHierarchy.classes())
        layout.insets = EdgeInsets(top: 0, left: 5, bottom: 20, right: 15)
        try layout.prepareIfNeeded()
        #expect(frame(layout, 1, 1) == Rect(x: 125, y: 100, width: 100, height: 30))
        #expect(layout.contentSize == Size(width: 480, height: 150))
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: TreeLayout.connectionKind, at: ip(1, 1))?.frame
                == Rect(x: 105, y: 14, width: 20, height: 102))
    }

    @Test func itemsNoParentListsStartNewTreesBelow() throws {
        let layout = try prepared(nil, counts: [2, 1])
        #expect(frame(layout, 0, 0) == Rect(x: 10, y: 10, width: 100, height: 30))
        #expect(frame(layout, 0, 1) == Rect(x: 10, y: 60, width: 100, height: 30))
        #expect(frame(layout, 1, 0) == Rect(x: 130, y: 110, width: 100, height: 30))
        #expect(layout.contentSize == Size(width: 240, height: 150))
        #expect(layout.layoutAttributesForElements(in: layout.contentRect).allSatisfy { $0.category == .cell })
    }

    @Test func inconsistentChildrenThrowAndKeepThePreviousLayout() throws {
        let source = ClassHierarchy.classes()
        let layout = try prepared(source)
        let before = layout.layoutAttributesForElements(in: .infinite)
        source.children[ip(0, 0)] = [ip(2, 0)]
        layout.invalidateLayout()
        #expect(
            throws: LayoutError.invalidParameter(
                name: "children",
                message: "item [0, 0] lists child [2, 0], which is not an item of section 1; each section is one level of the tree")
        ) {
            try layout.prepareIfNeeded()
        }
        source.children[ip(0, 0)] = [ip(1, 5)]
        #expect(
            throws: LayoutError.invalidParameter(name: "children", message: "item [0, 0] lists child [1, 5], but section 1 has 2 items")
        ) {
            try layout.prepareIfNeeded()
        }
        source.children[ip(0, 0)] = [ip(1, 0), ip(1, 1), ip(1, 0)]
        #expect(throws: LayoutError.invalidParameter(name: "children", message: "item [0, 0] lists child [1, 0] twice")) {
            try layout.prepareIfNeeded()
        }
        source.children[ip(0, 0)] = [ip(1, 0), ip(1, 1)]
        source.children[ip(1, 1)] = [ip(2, 2), ip(2, 1)]
        #expect(
            throws: LayoutError.invalidParameter(
                name: "children", message: "item [2, 1] is listed as a child of both [1, 0] and [1, 1]; a tree item has one parent")
        ) {
            try layout.prepareIfNeeded()
        }
        layout.itemSize = Size(width: -1, height: 30)
        #expect(throws: LayoutError.invalidGeometry("itemSize -1x30 must be finite and not negative")) { try layout.prepareIfNeeded() }
        #expect(layout.layoutAttributesForElements(in: .infinite) == before)
        #expect(layout.contentSize == Size(width: 480, height: 150))
    }

    @Test func passesTheConformanceChecker() {
        let hosts = ConformanceChecker.randomHosts(count: 120, seed: 21, maxSections: 6, maxItemsPerSection: 30).map {
            host -> StaticLayoutHost in
            var h = host
            h.layoutDataSource = ModuloTree(host.itemCounts)
            return h
        }
        for placement in TreeLayout.ParentPlacement.allCases {
            let report = ConformanceChecker(seed: 21, rectsPerConfiguration: 30).check(hosts: hosts) {
                let layout = TreeLayout()
                layout.parentPlacement = placement
                return layout
            }
            #expect(report.passed, "\(report)")
        }
        let leaves = ConformanceChecker(seed: 22).check(hosts: ConformanceChecker.randomHosts(count: 60, seed: 22)) { TreeLayout() }
        #expect(leaves.passed, "\(leaves)")
    }
}

@Suite("TreeLayout: only inserted and deleted nodes animate")
struct TreeLayoutUpdateTests {
    @Test func anInsertedNodeGrowsOutOfItsParentAndADeletedOneShrinksBack() throws {
        let source = ClassHierarchy.classes()
        let layout = TreeLayout(itemSize: Size(width: 100, height: 30), insets: EdgeInsets(all: 10))
        layout.host = StaticLayoutHost(
            itemCounts: [1, 2, 3, 1], bounds: Rect(x: 0, y: 0, width: 320, height: 480), layoutDataSource: source)
        try layout.prepareIfNeeded()
        // Insert NSMutableArray as a second child of NSString ([2, 3]); delete UIControl ([3, 0]).
        source.children[ip(1, 1)] = [ip(2, 2), ip(2, 3)]
        source.children[ip(2, 0)] = []
        layout.host = StaticLayoutHost(itemCounts: [1, 2, 4], bounds: Rect(x: 0, y: 0, width: 320, height: 480), layoutDataSource: source)
        try layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: [
            UpdateItem(action: .delete, before: UpdateIndexPath(item: 0, section: 3), after: nil),
            UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(item: 3, section: 2)),
        ])
        let appearing = try #require(layout.initialLayoutAttributesForAppearingItem(at: ip(2, 3)))
        #expect(appearing.frame == Rect(x: 130, y: 110, width: 100, height: 30), "starts on NSString")
        #expect(appearing.alpha == 0)
        #expect(layout.layoutAttributesForItem(at: ip(2, 3))?.frame == Rect(x: 250, y: 160, width: 100, height: 30))
        #expect(layout.initialLayoutAttributesForAppearingItem(at: ip(2, 2)) == nil, "an existing node is not re-animated")
        let disappearing = try #require(layout.finalLayoutAttributesForDisappearingItem(at: ip(3, 0)))
        #expect(disappearing.frame == Rect(x: 250, y: 10, width: 100, height: 30), "ends on UIView")
        #expect(disappearing.alpha == 0)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: ip(2, 0)) == nil)
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: TreeLayout.connectionKind) == [ip(2, 3)])
        #expect(layout.indexPathsToDeleteForSupplementaryView(ofKind: TreeLayout.connectionKind) == [ip(3, 0)])
        let line = try #require(
            layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: TreeLayout.connectionKind, at: ip(2, 3)))
        #expect(line.frame == Rect(x: 230, y: 124, width: 0, height: 52))
        let gone = try #require(
            layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: TreeLayout.connectionKind, at: ip(3, 0)))
        #expect(gone.frame == Rect(x: 350, y: 24, width: 0, height: 2))
        layout.finalizeCollectionViewUpdates()
        #expect(layout.initialLayoutAttributesForAppearingItem(at: ip(2, 3)) == nil)
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: TreeLayout.connectionKind) == [])
    }
}
