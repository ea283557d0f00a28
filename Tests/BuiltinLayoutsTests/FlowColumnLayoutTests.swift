import BuiltinLayouts
import Geometry
import LayoutProtocol
import Testing

@Suite("ColumnFlowLayout: the seed's column grid")
struct ColumnFlowLayoutTests {
    func make(width: Double, margins: EdgeInsets = .zero, spacing: Double = 10) throws -> ColumnFlowLayout {
        let layout = ColumnFlowLayout()
        layout.minimumInteritemSpacing = spacing
        layout.host = StaticLayoutHost(itemCounts: [7], bounds: Rect(x: 0, y: 0, width: width, height: 800), layoutMargins: margins)
        try layout.prepareIfNeeded()
        return layout
    }

    @Test func narrowIsOneFullWidthColumn() throws {
        let layout = try make(width: 390)
        #expect(layout.numberOfColumns == 1)
        #expect(layout.itemSize == Size(width: 390, height: 70))
        #expect(layout.sectionInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(layout.sectionInsetReference == .fromSafeArea)
        #expect(layout.frame(0) == Rect(x: 0, y: 10, width: 390, height: 70))
        #expect(layout.frame(1) == Rect(x: 0, y: 90, width: 390, height: 70))
        // Narrower than one column: still one column (the sample would divide by zero).
        let tiny = try make(width: 120)
        #expect(tiny.numberOfColumns == 1)
        #expect(tiny.frame(0) == Rect(x: 0, y: 10, width: 120, height: 70))
    }

    @Test func wideIsAGrid() throws {
        // 960 inside the margins → 3 columns of 320. The insets are measured from the safe
        // area (zero here), so the three share the full 1000: justified 20 apart.
        let layout = try make(width: 1000, margins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), spacing: 0)
        #expect(layout.numberOfColumns == 3)
        #expect(layout.itemSize == Size(width: 320, height: 70))
        #expect(layout.frame(0) == Rect(x: 0, y: 0, width: 320, height: 70))
        #expect(layout.frame(2) == Rect(x: 680, y: 0, width: 320, height: 70))
        #expect(layout.frame(3) == Rect(x: 0, y: 80, width: 320, height: 70))
        // A rotation re-picks the columns.
        layout.changeStaticHostBounds(to: Rect(x: 0, y: 0, width: 700, height: 800))
        try layout.prepareIfNeeded()
        #expect(layout.numberOfColumns == 2)
        #expect(layout.itemSize == Size(width: 330, height: 70))
    }

    @Test func badParametersAreTypedErrors() throws {
        let layout = try make(width: 1000)
        let before = layout.allElements()
        layout.minimumColumnWidth = 0
        #expect(throws: LayoutError.invalidParameter(name: "minimumColumnWidth", message: "0 must be finite and greater than 0")) {
            try layout.prepareIfNeeded()
        }
        layout.minimumColumnWidth = 300
        layout.cellHeight = -.infinity
        #expect(throws: LayoutError.invalidParameter(name: "cellHeight", message: "-inf must be finite and not negative")) {
            try layout.prepareIfNeeded()
        }
        #expect(layout.allElements() == before)
    }
}
