import Geometry
import LayoutProtocol

extension PreviewScene {
    /// The scene as a standalone SVG document.
    ///
    /// ```swift
    /// try scene.renderSVG().write(to: "list.svg")  // open it in a browser
    /// ```
    ///
    /// The drawing covers the viewport, the content rect and every element; the viewport
    /// is outlined with a dashed line. Elements are drawn in zIndex order (ties in key
    /// order), each as a `<g class="cell|supplementary|decoration" data-key="cell-0-3">`
    /// with its alpha as `opacity`, a shape and its label (``label(of:)``). An element
    /// without a transform is a `<rect>` at its frame; a transformed one is the
    /// `<polygon>` of its corners transformed about its center (3D transforms projected
    /// with their perspective). Hidden elements are skipped. Deterministic output.
    ///
    /// - Returns: The SVG document, ending with a newline.
    /// - Complexity: O(n log n) for n elements.
    public func renderSVG() -> String {
        renderSVG(options: SVGOptions())
    }

    /// The scene as a standalone SVG document, drawn as ``renderSVG()`` draws it with what
    /// `options` changes: elements without their labels, no viewport outline, and lines and
    /// texts over the elements (each overlay one `<polyline>` or `<text>` of class
    /// `overlay`, after the elements).
    ///
    /// ```swift
    /// let svg = scene.renderSVG(options: SVGOptions(labelsElements: false, outlinesViewport: false))
    /// ```
    ///
    /// - Parameter options: What to draw besides the elements.
    /// - Returns: The SVG document, ending with a newline.
    /// - Complexity: O(n log n + m) for n elements and m overlay points.
    public func renderSVG(options: SVGOptions) -> String {
        let n = Markup.svgNumber
        let extent = self.extent(includingContent: true)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(extent.width))\" height=\"\(n(extent.height))\""
        out += " viewBox=\"\(n(extent.x)) \(n(extent.y)) \(n(extent.width)) \(n(extent.height))\">\n"
        out += "  <title>\(Markup.escapeXML(layoutName))</title>\n"
        out += """
              <style>
                .cell > rect, .cell > polygon { fill: #dbe9ff; stroke: #2f6fd6; stroke-width: 1; }
                .supplementary > rect, .supplementary > polygon { fill: #ffe8c7; stroke: #c77700; stroke-width: 1.5; }
                .decoration > rect, .decoration > polygon { fill: #eeeeee; stroke: #888888; stroke-width: 1; stroke-dasharray: 4 2; }
                text { font: 10px sans-serif; fill: #222222; dominant-baseline: hanging; }
                .content { fill: #fafafa; stroke: none; }
                .viewport { fill: none; stroke: #d62f2f; stroke-width: 2; stroke-dasharray: 6 3; }
              </style>

            """
        out += "  <rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(contentSize.width))\" height=\"\(n(contentSize.height))\"/>\n"
        for e in elementsInDrawingOrder where !e.isHidden && e.frame.isFinite {
            out += "  <g class=\"\(e.category.name)\" data-key=\"\(Markup.escapeXML(PreviewScene.identifier(of: e)))\""
            if e.alpha != 1 { out += " opacity=\"\(n(min(max(e.alpha, 0), 1)))\"" }
            out += ">"
            if e.transform3D.isIdentity {
                out += "<rect x=\"\(n(e.frame.x))\" y=\"\(n(e.frame.y))\" width=\"\(n(e.frame.width))\" height=\"\(n(e.frame.height))\"/>"
            } else if let corners = e.transformedCorners {
                out += "<polygon points=\"\(corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\"/>"
            }
            let anchor = e.transform3D.isIdentity ? e.frame.origin : (e.transformedCorners?.first ?? e.frame.origin)
            if options.labelsElements {
                out += "<text x=\"\(n(anchor.x + 2))\" y=\"\(n(anchor.y + 2))\">\(Markup.escapeXML(PreviewScene.label(of: e)))</text>"
            }
            out += "</g>\n"
        }
        for overlay in options.overlays {
            out += overlay.svgMarkup ?? ""
        }
        if options.outlinesViewport {
            out +=
                "  <rect class=\"viewport\" x=\"\(n(bounds.x))\" y=\"\(n(bounds.y))\" width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\"/>\n"
        }
        return out + "</svg>\n"
    }
}
