import Geometry

/// How ``PreviewScene/renderSVG(options:)`` draws a scene besides its elements: whether
/// elements carry labels, whether the viewport is outlined, and lines and texts drawn over
/// the elements — what a chart needs beyond boxes.
///
/// ```swift
/// let options = SVGOptions(
///     labelsElements: false, outlinesViewport: false,
///     overlays: [
///         .polyline(points: [Point(x: 0, y: 100), Point(x: 100, y: 40)], color: "#2f6fd6", width: 2),
///         .text("10^4", at: Point(x: 0, y: 110), anchor: .middle),
///     ])
/// let svg = scene.renderSVG(options: options)
/// ```
public struct SVGOptions: Hashable, Sendable {
    /// Whether each element is labelled with its kind and index path
    /// (``PreviewScene/label(of:)``); `true` by default.
    public var labelsElements: Bool
    /// Whether the viewport (the scene's bounds) is outlined with a dashed line; `true` by
    /// default.
    public var outlinesViewport: Bool
    /// Lines and texts drawn over the elements, in this order; none by default.
    public var overlays: [SVGOverlay]

    /// Creates options; the defaults draw what ``PreviewScene/renderSVG()`` draws.
    ///
    /// - Parameters:
    ///   - labelsElements: Whether elements carry their labels.
    ///   - outlinesViewport: Whether the viewport is outlined.
    ///   - overlays: Lines and texts drawn over the elements.
    public init(labelsElements: Bool = true, outlinesViewport: Bool = true, overlays: [SVGOverlay] = []) {
        self.labelsElements = labelsElements
        self.outlinesViewport = outlinesViewport
        self.overlays = overlays
    }
}

/// A line or a text that ``PreviewScene/renderSVG(options:)`` draws over a scene's
/// elements, in the scene's coordinates. Colours are CSS colors (`#2f6fd6`, `gray`); a
/// point or size that is not finite is left out (a line keeps its finite points).
public enum SVGOverlay: Hashable, Sendable {
    /// An open line through `points`, `width` points wide, in `color`; dashed when `dashed`.
    case polyline(points: [Point], color: String, width: Double = 1, dashed: Bool = false)
    /// `text` at `point`, `size` points high, in `color`; `anchor` says which end of the
    /// text (or its middle) is at `point`, vertically centered on it.
    case text(String, at: Point, anchor: SVGTextAnchor = .start, size: Double = 10, color: String = "#222222")
}

/// Which part of an ``SVGOverlay/text(_:at:anchor:size:color:)`` sits at its point.
public enum SVGTextAnchor: String, Hashable, Sendable {
    /// The start of the text (left, for left-to-right text).
    case start
    /// The middle of the text.
    case middle
    /// The end of the text.
    case end
}

extension SVGOverlay {
    /// The overlay as one SVG line, or `nil` when nothing of it is finite.
    var svgMarkup: String? {
        let n = Markup.svgNumber
        switch self {
        case .polyline(let points, let color, let width, let dashed):
            let finite = points.filter(\.isFinite)
            guard finite.count >= 2, width.isFinite, width > 0 else { return nil }
            var out = "  <polyline class=\"overlay\" points=\"\(finite.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\""
            out += " fill=\"none\" stroke=\"\(Markup.escapeXML(color))\" stroke-width=\"\(n(width))\""
            if dashed { out += " stroke-dasharray=\"4 3\"" }
            return out + "/>\n"
        case .text(let text, let point, let anchor, let size, let color):
            guard point.isFinite, size.isFinite, size > 0 else { return nil }
            var out = "  <text class=\"overlay\" x=\"\(n(point.x))\" y=\"\(n(point.y))\" text-anchor=\"\(anchor.rawValue)\""
            // In the style attribute: the document's `text` rule would override presentation attributes.
            out += " style=\"fill: \(Markup.escapeXML(color)); font-size: \(n(size))px; dominant-baseline: middle\">"
            return out + "\(Markup.escapeXML(text))</text>\n"
        }
    }
}
