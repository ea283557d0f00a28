import BuiltinLayouts
import CompositionalLayout
import Geometry
import LayoutProtocol
import Testing
import Transitions

@Suite("Compositional layout: transitions and updates like any other layout")
struct TransitionTests {
    @Test func transitionFromFlowToCompositionalAndBack() throws {
        let flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        let grid = threeAcrossGrid()
        let transition = TransitionLayout(currentLayout: flow, nextLayout: grid)
        transition.host = StaticLayoutHost(itemCounts: [7], bounds: Rect(x: 0, y: 0, width: 300, height: 600))
        try transition.prepareIfNeeded()
        // Flow: six 50-point items per line; the grid: three 100-point squares.
        #expect(
            transition.layoutAttributesForItem(at: ElementIndexPath(item: 4, section: 0))?.frame
                == Rect(x: 200, y: 0, width: 50, height: 50))
        try transition.setTransitionProgress(0.5)
        try transition.prepareIfNeeded()
        // Halfway between (200, 0, 50, 50) and (100, 100, 100, 100), centre and size interpolated.
        #expect(
            transition.layoutAttributesForItem(at: ElementIndexPath(item: 4, section: 0))?.frame
                == Rect(x: 150, y: 50, width: 75, height: 75))
        try transition.setTransitionProgress(1)
        try transition.prepareIfNeeded()
        #expect(
            transition.layoutAttributesForItem(at: ElementIndexPath(item: 4, section: 0))?.frame
                == Rect(x: 100, y: 100, width: 100, height: 100))

        let back = TransitionLayout(currentLayout: grid, nextLayout: flow)
        back.host = StaticLayoutHost(itemCounts: [7], bounds: Rect(x: 0, y: 0, width: 300, height: 600))
        try back.prepareIfNeeded()
        #expect(
            back.layoutAttributesForItem(at: ElementIndexPath(item: 6, section: 0))?.frame == Rect(x: 0, y: 200, width: 100, height: 100))
    }

    @Test func updatesUseTheDefaultFades() throws {
        let layout = try prepared(threeAcrossGrid(), items: [4])
        let path = ElementIndexPath(item: 1, section: 0)
        layout.prepare(forCollectionViewUpdates: [])
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path) == nil, "nil: the host fades the final attributes in")
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path) == nil)
        // After an insert the counts change and the layout lays out again.
        layout.host = StaticLayoutHost(itemCounts: [5], bounds: Rect(x: 0, y: 0, width: 300, height: 600))
        try layout.prepareIfNeeded()
        #expect(layout.cell(4) == Rect(x: 100, y: 100, width: 100, height: 100))
    }
}
