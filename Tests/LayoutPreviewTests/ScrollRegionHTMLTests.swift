import Geometry
import LayoutPreview
import LayoutProtocol
import Testing

@Suite("HTML preview: scroll regions (orthogonal sections)")
struct ScrollRegionHTMLTests {
    /// A header, and a row of three 150-wide cards in a 200-wide box scrolled by 100.
    func scene() -> PreviewScene {
        let header = LayoutAttributes(
            forSupplementaryViewOfKind: "header", at: ElementIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 200, height: 20)
        )
        let cards = (0..<3).map {
            LayoutAttributes(
                forCellAt: ElementIndexPath(item: $0, section: 0), frame: Rect(x: Double($0) * 160 - 100, y: 20, width: 150, height: 80))
        }
        // The captured scene holds the cards near the window only (as the layout's query returns them).
        var scene = PreviewScene(
            layoutName: "carousel", bounds: Rect(x: 0, y: 0, width: 200, height: 300), contentSize: Size(width: 200, height: 100),
            elements: [header, cards[0], cards[1]])
        scene.scrollRegions = [
            PreviewScene.ScrollRegion(
                identifier: "section-0", frame: Rect(x: 0, y: 20, width: 200, height: 80),
                contentFrame: Rect(x: -100, y: 20, width: 470, height: 80), elements: cards)
        ]
        return scene
    }

    @Test func aRegionIsAScrollableBoxWithItsElementsInside() {
        let html = scene().renderHTML()
        let expected = """
            <div id="content" style="width: 200px; height: 100px;">
              <div class="element supplementary" data-key="supplementary-header-0-0" style="left: 0px; top: 0px; width: 200px; height: 20px; z-index: 0;">header 0-0</div>
              <div class="scroller" data-region="section-0" data-scroll-x="100" data-scroll-y="0" style="left: 0px; top: 20px; width: 200px; height: 80px; overflow-x: auto; overflow-y: hidden;">
              <div class="scroller-content" style="width: 470px; height: 80px;">
              <div class="element cell" data-key="cell-0-0" style="left: 0px; top: 0px; width: 150px; height: 80px; z-index: 0;">0-0</div>
              <div class="element cell" data-key="cell-0-1" style="left: 160px; top: 0px; width: 150px; height: 80px; z-index: 0;">0-1</div>
              <div class="element cell" data-key="cell-0-2" style="left: 320px; top: 0px; width: 150px; height: 80px; z-index: 0;">0-2</div>
              </div>
              </div>
            </div>

            """
        #expect(html.contains(expected))
        // Each card once: the region's copy replaces the scene's.
        #expect(html.components(separatedBy: "data-key=\"cell-0-0\"").count == 2)
        #expect(html.contains("box.scrollLeft = Number(box.dataset.scrollX);"))
    }

    @Test func aTallerThanWideRegionScrollsVertically() {
        var scene = scene()
        scene.scrollRegions[0].frame = Rect(x: 0, y: 20, width: 200, height: 80)
        scene.scrollRegions[0].contentFrame = Rect(x: 0, y: -40, width: 200, height: 400)
        let html = scene.renderHTML()
        #expect(
            html.contains(
                "data-scroll-x=\"0\" data-scroll-y=\"60\" style=\"left: 0px; top: 20px; width: 200px; height: 80px; overflow-x: hidden; overflow-y: auto;\""
            ))
    }

    @Test func aTransitionPageIgnoresRegions() {
        let html = scene().renderHTML(transitionTo: scene())
        #expect(!html.contains("class=\"scroller\""))
        #expect(html.contains("data-key=\"cell-0-0\""))
        // The other formats draw the scene's own elements.
        #expect(
            scene().renderJSON()
                == PreviewScene(
                    layoutName: "carousel", bounds: Rect(x: 0, y: 0, width: 200, height: 300), contentSize: Size(width: 200, height: 100),
                    elements: scene().elements
                ).renderJSON())
    }
}
