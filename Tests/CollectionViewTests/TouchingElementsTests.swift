import BuiltinLayouts
import CollectionView
import Geometry
import LayoutProtocol
import Testing

/// Which elements a host shows when they only touch the visible rect.
@Suite("Elements that only touch the visible rect")
struct TouchingElementsTests {
    @Test func theHostsRuleIsCVKitsUntilToldOtherwise() throws {
        // Rows 90 tall, 100 apart, in a 320 × 480 view scrolled to 20: row 5 (500…590) only
        // touches the bottom edge.
        let layout = FlowLayout()
        layout.itemSize = Size(width: 320, height: 90)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let data = IdentifiedRows(20)
        defer { withExtendedLifetime(data) {} }
        cv.dataSource = data
        try cv.setContentOffset(Point(x: 0, y: 20))
        #expect(cv.showsElementsThatOnlyTouch)
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
        cv.showsElementsThatOnlyTouch = false
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
        #expect(cv.visibleCells.count == 5)
        cv.showsElementsThatOnlyTouch = true
        try cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
    }
}
