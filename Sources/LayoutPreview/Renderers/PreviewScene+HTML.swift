import CVKitJSON
import Geometry
import LayoutProtocol

extension PreviewScene {
    /// A self-contained HTML page (inline CSS and JavaScript, nothing fetched from the
    /// network) showing the scene in a scrollable viewport; with a second scene, a
    /// slider scrubs the transition between the two.
    ///
    /// ```swift
    /// let page = from.renderHTML(transitionTo: to)   // cvkit preview list --to grid --format html
    /// ```
    ///
    /// The viewport (`#viewport`) has the size of ``bounds`` and scrolls to its origin on
    /// load; inside it, `#content` has the content size and every element is an
    /// absolutely positioned `<div class="element cell|supplementary|decoration">` at its
    /// frame, with `data-key` (``identifier(of:)``), its label, its alpha as `opacity`, its
    /// zIndex as `z-index` and its transform as a CSS `matrix3d` (the same 16 numbers,
    /// row-major, about the element's center). Hidden elements have `visibility: hidden`.
    ///
    /// With `transitionTo`, the page holds the union of both scenes' elements and a
    /// range input `#progress` (0…1). The script interpolates frames, alphas and
    /// transforms linearly between the scenes; an element in only one scene keeps its
    /// frame and fades (out of the first, into the second). The static markup is the
    /// state at progress 0.
    ///
    /// Each of ``scrollRegions`` (on a page without `transitionTo`) is a
    /// `<div class="scroller" data-region="section-N">` at the region's frame with
    /// `overflow-x: auto` (or `overflow-y` when its content is taller than wide, as in a
    /// horizontally scrolling layout); inside it, a `.scroller-content` box of the
    /// region's content size holds the region's elements, and the script scrolls it to
    /// the region's offset on load (`data-scroll-x`, `data-scroll-y`). So an orthogonal
    /// section scrolls sideways inside the page, and its elements first appear at the
    /// layout's frames.
    ///
    /// Loading the page with the fragment `#measure` makes the script write every
    /// element's rendered position relative to `#content` (`key x y width height`, one
    /// per line) into `<pre id="cvkit-measure">` — used by the headless-browser test;
    /// `#measure=0.5` first moves a transition page to progress 0.5.
    ///
    /// - Parameter other: The scene to transition to, if any.
    /// - Returns: The page, ending with a newline.
    /// - Complexity: O((n + m) log(n + m)) for the elements of both scenes.
    public func renderHTML(transitionTo other: PreviewScene? = nil) -> String {
        let n = Markup.svgNumber
        let fromElements = Dictionary(elements.map { (PreviewScene.identifier(of: $0), $0) }, uniquingKeysWith: { a, _ in a })
        let toElements = Dictionary((other?.elements ?? []).map { (PreviewScene.identifier(of: $0), $0) }, uniquingKeysWith: { a, _ in a })
        // The union, each element once, in key order (first scene's first).
        var union: [(id: String, element: LayoutAttributes, inFrom: Bool)] = elements.map { (PreviewScene.identifier(of: $0), $0, true) }
        if let other {
            for e in other.elements where fromElements[PreviewScene.identifier(of: e)] == nil {
                union.append((PreviewScene.identifier(of: e), e, false))
            }
            union.sort { $0.element.key < $1.element.key }
        }
        let contentWidth = max(contentSize.width, other?.contentSize.width ?? 0)
        let contentHeight = max(contentSize.height, other?.contentSize.height ?? 0)
        let title = other.map { "\(layoutName) → \($0.layoutName)" } ?? layoutName

        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>cvkit preview: \(Markup.escapeXML(title))</title>
            <style>
              body { font: 13px sans-serif; margin: 16px; color: #222; }
              #viewport { position: relative; overflow: auto; border: 2px dashed #d62f2f; box-sizing: content-box; }
              #content { position: relative; z-index: 0; background: #fafafa; }
              .element { position: absolute; box-sizing: border-box; overflow: hidden; font-size: 10px; padding: 2px; white-space: nowrap; }
              .cell { background: #dbe9ff; border: 1px solid #2f6fd6; }
              .supplementary { background: #ffe8c7; border: 2px solid #c77700; }
              .decoration { background: #eeeeee; border: 1px dashed #888888; }
              .scroller { position: absolute; z-index: 0; box-sizing: border-box; outline: 1px dotted #2f6fd6; }
              .scroller-content { position: relative; }
              #controls { margin: 8px 0; }
              #progress { width: 300px; vertical-align: middle; }
            </style>
            </head>
            <body>
            <h1>\(Markup.escapeXML(title))</h1>
            <p>viewport \(bounds.size) at \(n(bounds.x)),\(n(bounds.y)) · content \(Size(width: contentWidth, height: contentHeight)) · \(union.count) elements</p>

            """
        if other != nil {
            out +=
                "<div id=\"controls\"><label for=\"progress\">progress</label> <input type=\"range\" id=\"progress\" min=\"0\" max=\"1\" step=\"0.001\" value=\"0\"> <output id=\"progress-value\">0</output></div>\n"
        }
        out += "<div id=\"viewport\" style=\"width: \(n(bounds.width))px; height: \(n(bounds.height))px;\">\n"
        out += "<div id=\"content\" style=\"width: \(n(contentWidth))px; height: \(n(contentHeight))px;\">\n"
        // Scroll regions only on a page without a transition: their elements move into
        // scrollable boxes and leave the page's own list.
        let regions = other == nil ? scrollRegions : []
        let scrolled = Set(regions.flatMap { $0.elements.map(PreviewScene.identifier(of:)) })
        for entry in union where !scrolled.contains(entry.id) {
            out += Self.elementMarkup(entry.element, id: entry.id, alpha: entry.inFrom ? entry.element.alpha : 0, origin: .zero)
        }
        for region in regions { out += Self.regionMarkup(region) }
        out += "</div>\n</div>\n<script>\n"
        out +=
            "const scrollOrigin = \(JSONValue.array([.number(Markup.svgRounded(bounds.x)), .number(Markup.svgRounded(bounds.y))]).formatted(.spaced));\n"
        out += "const fromScene = \(Self.scriptScene(fromElements));\n"
        out += "const toScene = \(other == nil ? "null" : Self.scriptScene(toElements));\n"
        out += Self.script
        out += "</script>\n</body>\n</html>\n"
        return out
    }

    // MARK: - Private

    /// One element as an absolutely positioned `<div>`, at its frame less `origin`.
    private static func elementMarkup(_ e: LayoutAttributes, id: String, alpha rawAlpha: Double, origin: Point) -> String {
        let n = Markup.svgNumber
        let x = e.frame.x - origin.x, y = e.frame.y - origin.y
        var style = "left: \(n(x))px; top: \(n(y))px; width: \(n(e.frame.width))px; height: \(n(e.frame.height))px; z-index: \(e.zIndex);"
        let alpha = min(max(rawAlpha, 0), 1)
        if alpha != 1 { style += " opacity: \(n(alpha));" }
        if !e.transform3D.isIdentity { style += " transform: matrix3d(\(e.transform3D.rowMajor.map(n).joined(separator: ", ")));" }
        if e.isHidden { style += " visibility: hidden;" }
        return "  <div class=\"element \(e.category.name)\" data-key=\"\(Markup.escapeXML(id))\" style=\"\(style)\">"
            + Markup.escapeXML(PreviewScene.label(of: e)) + "</div>\n"
    }

    /// A scroll region: a clipping, scrollable box at its frame, its content inside.
    private static func regionMarkup(_ region: ScrollRegion) -> String {
        let n = Markup.svgNumber
        let f = region.frame, c = region.contentFrame
        let sideways = c.width > f.width || c.height <= f.height
        let overflow = sideways ? "overflow-x: auto; overflow-y: hidden;" : "overflow-x: hidden; overflow-y: auto;"
        var out = "  <div class=\"scroller\" data-region=\"\(Markup.escapeXML(region.identifier))\""
        out += " data-scroll-x=\"\(n(f.x - c.x))\" data-scroll-y=\"\(n(f.y - c.y))\""
        out += " style=\"left: \(n(f.x))px; top: \(n(f.y))px; width: \(n(f.width))px; height: \(n(f.height))px; \(overflow)\">\n"
        out += "  <div class=\"scroller-content\" style=\"width: \(n(c.width))px; height: \(n(c.height))px;\">\n"
        for e in region.elements {
            out += elementMarkup(e, id: PreviewScene.identifier(of: e), alpha: e.alpha, origin: c.origin)
        }
        return out + "  </div>\n  </div>\n"
    }

    /// `{"cell-0-0": [x, y, width, height, alpha, zIndex, hidden, transform|null], …}`, keys
    /// sorted, written by the JSON writer (safe inside `<script>`).
    private static func scriptScene(_ elements: [String: LayoutAttributes]) -> String {
        let n = Markup.svgRounded
        let entries = elements.sorted { $0.key < $1.key }.map { id, e -> (key: String, value: JSONValue) in
            let transform: JSONValue = e.transform3D.isIdentity ? .null : .array(e.transform3D.rowMajor.map { .number(n($0)) })
            return (
                id,
                .array([
                    .number(n(e.frame.x)), .number(n(e.frame.y)), .number(n(e.frame.width)), .number(n(e.frame.height)),
                    .number(n(min(max(e.alpha, 0), 1))), .integer(e.zIndex), .bool(e.isHidden), transform,
                ])
            )
        }
        return JSONValue.object(entries).formatted(.spaced, escapingLessThan: true)
    }

    private static let script = """
        const viewport = document.getElementById("viewport");
        const content = document.getElementById("content");
        viewport.scrollLeft = scrollOrigin[0];
        viewport.scrollTop = scrollOrigin[1];
        for (const box of document.querySelectorAll(".scroller")) {
          box.scrollLeft = Number(box.dataset.scrollX);
          box.scrollTop = Number(box.dataset.scrollY);
        }
        const identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
        function lerp(a, b, t) { return a + (b - a) * t; }
        function apply(div, v, alpha, transform) {
          div.style.left = v[0] + "px"; div.style.top = v[1] + "px";
          div.style.width = v[2] + "px"; div.style.height = v[3] + "px";
          div.style.opacity = String(alpha);
          div.style.transform = transform ? "matrix3d(" + transform.join(", ") + ")" : "";
        }
        function show(t) {
          for (const div of content.querySelectorAll(".element")) {
            const key = div.dataset.key, a = fromScene[key], b = toScene[key];
            if (a && b) {
              const v = [0, 1, 2, 3].map(i => lerp(a[i], b[i], t));
              const m = (a[7] || b[7]) ? (a[7] || identity).map((x, i) => lerp(x, (b[7] || identity)[i], t)) : null;
              apply(div, v, lerp(a[4], b[4], t), m);
              div.style.zIndex = String(t < 0.5 ? a[5] : b[5]);
              div.style.visibility = (t < 0.5 ? a[6] : b[6]) ? "hidden" : "";
            } else if (a) {
              apply(div, a, a[4] * (1 - t), a[7]);
            } else if (b) {
              apply(div, b, b[4] * t, b[7]);
            }
          }
        }
        if (toScene) {
          const slider = document.getElementById("progress"), label = document.getElementById("progress-value");
          slider.addEventListener("input", () => { const t = Number(slider.value); label.textContent = String(t); show(t); });
        }
        if (location.hash.startsWith("#measure")) {
          if (toScene) show(Number(location.hash.split("=")[1] || "0"));
          const origin = content.getBoundingClientRect();
          const lines = [];
          for (const div of content.querySelectorAll(".element")) {
            const r = div.getBoundingClientRect();
            const f = x => String(Math.round(x * 1000) / 1000);
            lines.push([div.dataset.key, f(r.left - origin.left), f(r.top - origin.top), f(r.width), f(r.height)].join(" "));
          }
          const pre = document.createElement("pre");
          pre.id = "cvkit-measure";
          pre.textContent = lines.join("\\n");
          document.body.appendChild(pre);
        }

        """
}
