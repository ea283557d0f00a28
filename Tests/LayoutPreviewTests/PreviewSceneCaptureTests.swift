import Geometry
import LayoutPreview
import LayoutProtocol
import Testing

/// Ten 100x10 rows stacked vertically; rejects a negative count.
final class RowsLayout: CollectionViewLayout {
    private var count = 0

    override func prepare() throws(LayoutError) {
        try super.prepare()
        let n = host?.numberOfItems(inSection: 0) ?? 0
        guard n >= 0 else { throw .negativeCount(section: 0, count: n) }
        count = n
    }

    override var contentSize: Size { Size(width: 100, height: Double(count) * 10) }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).map {
            LayoutAttributes(
                forCellAt: ElementIndexPath(item: $0, section: 0), frame: Rect(x: 0, y: Double($0) * 10, width: 100, height: 10))
        }
        .filter { $0.frame.intersects(rect) }
    }
}

@Suite("PreviewScene.capture")
struct PreviewSceneCaptureTests {
    @Test func capturesTheViewportOrEverything() throws {
        let layout = RowsLayout()
        layout.host = StaticLayoutHost(itemCounts: [10], bounds: Rect(x: 0, y: 25, width: 100, height: 20))
        let viewport = try PreviewScene.capture(layout, named: "rows")
        #expect(viewport.layoutName == "rows")
        #expect(viewport.bounds == Rect(x: 0, y: 25, width: 100, height: 20))
        #expect(viewport.contentSize == Size(width: 100, height: 100))
        #expect(viewport.elements.map(\.indexPath.item) == [2, 3, 4])
        let all = try PreviewScene.capture(layout, named: "rows", all: true)
        #expect(all.elements.count == 10)
        #expect(layout.preparePassCount == 1)
    }

    @Test func errorsAreTyped() {
        let layout = RowsLayout()
        #expect(throws: LayoutError.invalidGeometry("the layout 'rows' has no host; install one before previewing it")) {
            try PreviewScene.capture(layout, named: "rows")
        }
        layout.host = StaticLayoutHost(itemCounts: [-2], bounds: Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(throws: LayoutError.negativeCount(section: 0, count: -2)) { try PreviewScene.capture(layout, named: "rows") }
    }
}
