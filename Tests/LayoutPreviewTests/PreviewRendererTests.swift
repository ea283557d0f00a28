import Geometry
import LayoutPreview
import LayoutProtocol
import Testing

/// A scene with every kind of element: cells (one transformed, one faded above the
/// others, one hidden), a header, a decoration, custom attributes.
func sampleScene() -> PreviewScene {
    var elements: [LayoutAttributes] = []
    for item in 0..<4 {
        elements.append(
            LayoutAttributes(
                forCellAt: ElementIndexPath(item: item, section: 0),
                frame: Rect(x: 10 + Double(item % 2) * 100, y: 50 + Double(item / 2) * 60, width: 90, height: 50)))
    }
    elements[1].alpha = 0.5
    elements[1].zIndex = 2
    elements[2].transform = AffineTransform(rotationAngle: .pi / 2)
    elements[3].isHidden = true
    elements[0][custom: CustomAttributeKey<Double>("progress")] = 12.5
    elements[0][custom: CustomAttributeKey<String>("label")] = "a \"quoted\" <tag>"
    elements.append(
        LayoutAttributes(
            forSupplementaryViewOfKind: "header", at: ElementIndexPath(item: 0, section: 0),
            frame: Rect(x: 0, y: 0, width: 220, height: 40)))
    var background = LayoutAttributes(
        forDecorationViewOfKind: "background", at: ElementIndexPath(item: 0, section: 0),
        frame: Rect(x: 5, y: 45, width: 210, height: 120))
    background.zIndex = -1
    elements.append(background)
    return PreviewScene(
        layoutName: "sample", bounds: Rect(x: 0, y: 20, width: 220, height: 160),
        contentSize: Size(width: 220, height: 170), elements: elements.reversed())
}

/// The sample scene after a change: one cell moved, one gone, one new.
func secondScene() -> PreviewScene {
    let elements = [
        LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0), frame: Rect(x: 10, y: 10, width: 200, height: 30)),
        LayoutAttributes(forCellAt: ElementIndexPath(item: 1, section: 0), frame: Rect(x: 10, y: 50, width: 200, height: 30)),
        LayoutAttributes(forCellAt: ElementIndexPath(item: 4, section: 0), frame: Rect(x: 10, y: 90, width: 200, height: 30)),
    ]
    return PreviewScene(
        layoutName: "second", bounds: Rect(x: 0, y: 20, width: 220, height: 160),
        contentSize: Size(width: 220, height: 130), elements: elements)
}

@Suite("LayoutPreview renderers")
struct PreviewRendererTests {
    @Test func elementsAreSortedByCategoryKindSectionItem() {
        let keys = sampleScene().elements.map { PreviewScene.identifier(of: $0) }
        #expect(keys == ["cell-0-0", "cell-0-1", "cell-0-2", "cell-0-3", "supplementary-header-0-0", "decoration-background-0-0"])
    }

    @Test func jsonDumpMatchesTheGolden() throws {
        try Golden.check(sampleScene().renderJSON(), "sample.json")
    }

    @Test func jsonDumpOfASimpleSceneIsExact() {
        let scene = PreviewScene(
            layoutName: "flow", bounds: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 390, height: 1234),
            elements: [
                LayoutAttributes(
                    forSupplementaryViewOfKind: "header", at: ElementIndexPath(item: 0, section: 0),
                    frame: Rect(x: 0, y: 0, width: 390, height: 40)),
                LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 50, height: 12.5)),
            ])
        #expect(
            scene.renderJSON() == """
                {
                  "version": 1,
                  "layout": "flow",
                  "bounds": {"x": 0, "y": 0, "width": 390, "height": 844},
                  "contentSize": {"width": 390, "height": 1234},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 50, "height": 12.5}, "zIndex": 0, "alpha": 1, "hidden": false},
                    {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 390, "height": 40}, "zIndex": 0, "alpha": 1, "hidden": false}
                  ]
                }

                """)
    }

    @Test func emptyAndNonFiniteScenesStayValidJSON() {
        var bad = LayoutAttributes(
            forCellAt: ElementIndexPath(indices: [0, 1, 2])!, frame: Rect(x: .nan, y: 0, width: .infinity, height: 1))
        bad.alpha = 0
        let scene = PreviewScene(layoutName: "x\"y", bounds: .zero, contentSize: .zero, elements: [bad])
        #expect(
            scene.renderJSON().contains(
                #"{"category": "cell", "section": 0, "item": 1, "indexPath": [0, 1, 2], "frame": {"x": null, "y": 0, "width": null, "height": 1}, "zIndex": 0, "alpha": 0, "hidden": false}"#
            ))
        #expect(scene.renderJSON().contains(#""layout": "x\"y","#))
        let empty = PreviewScene(layoutName: "e", bounds: .zero, contentSize: .zero, elements: [])
        #expect(empty.renderJSON().hasSuffix("  \"elements\": []\n}\n"))
        // Renderers never crash on such input.
        _ = scene.renderText(columns: 3)
        _ = scene.renderSVG()
        _ = scene.renderHTML(transitionTo: empty)
    }

    @Test func textMatchesTheGolden() throws {
        try Golden.check(sampleScene().renderText(columns: 60), "sample.txt")
    }

    @Test func textIsSizedToTheColumns() {
        let lines = sampleScene().renderText(columns: 44).split(separator: "\n", omittingEmptySubsequences: false)
        // Title, frame top, 8 rows (160 pt at 0.2 columns per point, two points per column height... ), frame bottom, legend, "".
        #expect(lines.dropFirst().dropLast(2).allSatisfy { $0.count == 44 })
        #expect(lines.first == "sample 220x160 at 0,20 · content 220x170 · 6 elements")
    }

    @Test func textSkipsElementsThatOnlyTouchTheViewport() {
        let touching = PreviewScene(
            layoutName: "t", bounds: Rect(x: 0, y: 0, width: 100, height: 40), contentSize: Size(width: 100, height: 80),
            elements: [LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 40, width: 100, height: 40))]
        )
        #expect(
            touching.renderText(columns: 12) == """
                t 100x40 at 0,0 · content 100x80 · 1 element
                ┌──────────┐
                │          │
                │          │
                └──────────┘
                ┌─┐ cell  ╔═╗ supplementary  ┌┄┐ decoration

                """)
    }

    @Test func svgMatchesTheGolden() throws {
        try Golden.check(sampleScene().renderSVG(), "sample.svg")
    }

    @Test func svgDrawsInZOrderAndSkipsHiddenElements() {
        let svg = sampleScene().renderSVG()
        let order = ["decoration-background-0-0", "cell-0-0", "cell-0-2", "supplementary-header-0-0", "cell-0-1"]
        let positions = order.map { svg.range(of: "data-key=\"\($0)\"")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(!svg.contains("cell-0-3"))
        #expect(svg.contains("<g class=\"cell\" data-key=\"cell-0-1\" opacity=\"0.5\">"))
        // The rotated cell (90x50 about its centre 55,135) becomes a 50x90 polygon.
        #expect(svg.contains("<polygon points=\"80,90 80,180 30,180 30,90\"/>"))
    }

    @Test func svgOptionsDropLabelsAndTheViewportAndDrawOverlays() throws {
        let scene = PreviewScene(
            layoutName: "plot", bounds: Rect(x: 0, y: 0, width: 100, height: 50), contentSize: Size(width: 100, height: 50),
            elements: [LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0), frame: Rect(x: 10, y: 10, width: 5, height: 5))])
        // The defaults draw exactly what renderSVG() draws.
        #expect(scene.renderSVG(options: SVGOptions()) == scene.renderSVG())
        #expect(sampleScene().renderSVG(options: SVGOptions()) == sampleScene().renderSVG())
        let options = SVGOptions(
            labelsElements: false, outlinesViewport: false,
            overlays: [
                .polyline(points: [Point(x: 0, y: 40), Point(x: .nan, y: 1), Point(x: 50, y: 20.5)], color: "#2f6fd6", width: 1.5),
                .polyline(points: [Point(x: 0, y: 0), Point(x: 9, y: 9)], color: "gray", dashed: true),
                .polyline(points: [Point(x: 1, y: 1)], color: "red"),
                .text("10^4 <items>", at: Point(x: 50, y: 45), anchor: .middle),
                .text("µs", at: Point(x: 1, y: .infinity)),
                .text("b", at: Point(x: 99, y: 5), anchor: .end, size: 12, color: "#c77700"),
            ])
        let svg = scene.renderSVG(options: options)
        let parts = svg.components(separatedBy: "</style>\n")
        try #require(parts.count == 2)
        let body = parts[1]
        #expect(
            body == """
                  <rect class="content" x="0" y="0" width="100" height="50"/>
                  <g class="cell" data-key="cell-0-0"><rect x="10" y="10" width="5" height="5"/></g>
                  <polyline class="overlay" points="0,40 50,20.5" fill="none" stroke="#2f6fd6" stroke-width="1.5"/>
                  <polyline class="overlay" points="0,0 9,9" fill="none" stroke="gray" stroke-width="1" stroke-dasharray="4 3"/>
                  <text class="overlay" x="50" y="45" text-anchor="middle" style="fill: #222222; font-size: 10px; dominant-baseline: middle">10^4 &lt;items&gt;</text>
                  <text class="overlay" x="99" y="5" text-anchor="end" style="fill: #c77700; font-size: 12px; dominant-baseline: middle">b</text>
                </svg>

                """)
    }

    @Test func htmlMatchesTheGolden() throws {
        try Golden.check(sampleScene().renderHTML(), "sample.html")
    }

    @Test func htmlTransitionMatchesTheGolden() throws {
        let html = sampleScene().renderHTML(transitionTo: secondScene())
        try Golden.check(html, "transition.html")
        #expect(html.contains("<input type=\"range\" id=\"progress\""))
        // The element only in the second scene starts invisible.
        #expect(html.contains("data-key=\"cell-0-4\" style=\"left: 10px; top: 90px; width: 200px; height: 30px; z-index: 0; opacity: 0;\""))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }
}
