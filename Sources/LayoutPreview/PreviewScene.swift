import Geometry
import LayoutProtocol

/// What a preview shows: a layout's name, the viewport (the host's bounds), the content
/// size, and the elements' attributes — a snapshot that every renderer takes.
///
/// ```swift
/// let scene = try PreviewScene.capture(layout, named: "list")
/// print(scene.renderJSON())
/// print(scene.renderText(columns: 80))
/// ```
///
/// The elements are kept sorted by category (cell, supplementary, decoration), then
/// kind, section, item — the order of the JSON dump.
public struct PreviewScene: Hashable, Sendable {
    // MARK: - Lifecycle

    /// The layout's registered name (`list`, `flow`).
    public var layoutName: String
    /// The viewport: the host's bounds (origin = content offset).
    public var bounds: Rect
    /// The layout's content size.
    public var contentSize: Size
    /// The elements, sorted by ``LayoutProtocol/ElementKey``.
    public private(set) var elements: [LayoutAttributes]
    /// Parts of the content that scroll on their own (a compositional layout's orthogonal
    /// sections); empty by default. The HTML page shows each as a scrollable box, see
    /// ``renderHTML(transitionTo:)``; the other formats draw ``elements`` only.
    public var scrollRegions: [ScrollRegion] = []

    /// Creates a scene; the elements are sorted by category, kind, section and item.
    ///
    /// - Parameters:
    ///   - layoutName: The layout's name.
    ///   - bounds: The viewport.
    ///   - contentSize: The content size.
    ///   - elements: The elements, in any order.
    /// - Complexity: O(n log n) for n elements.
    public init(layoutName: String, bounds: Rect, contentSize: Size, elements: [LayoutAttributes]) {
        self.layoutName = layoutName
        self.bounds = bounds
        self.contentSize = contentSize
        self.elements = elements.sorted { $0.key < $1.key }
    }

    /// Prepares a layout (if needed) and captures the elements in its host's bounds, or
    /// in the whole content rect (joined with the bounds) when `all` is `true`.
    ///
    /// ```swift
    /// layout.host = StaticLayoutHost(itemCounts: [20], bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    /// let scene = try PreviewScene.capture(layout, named: "list", all: true)
    /// ```
    ///
    /// - Parameters:
    ///   - layout: A layout with a host installed.
    ///   - name: The name to show.
    ///   - all: Whether to capture every element rather than the viewport's.
    /// - Returns: The scene.
    /// - Throws: What the layout's `prepare()` throws, or
    ///   ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` when the layout has no host.
    /// - Complexity: One layout pass plus one rect query.
    public static func capture(_ layout: CollectionViewLayout, named name: String, all: Bool = false) throws(LayoutError) -> PreviewScene {
        guard let host = layout.host else {
            throw .invalidGeometry("the layout '\(name)' has no host; install one before previewing it")
        }
        try layout.prepareIfNeeded()
        let size = layout.contentSize
        let rect = all ? Rect(origin: .zero, size: size).union(host.bounds) : host.bounds
        return PreviewScene(
            layoutName: name, bounds: host.bounds, contentSize: size, elements: layout.layoutAttributesForElements(in: rect))
    }

    // MARK: - Element naming

    /// The stable identifier of an element used by the SVG and HTML renderers:
    /// `cell-0-3`, `supplementary-header-0-0`, `decoration-background-1-0`.
    ///
    /// - Parameter element: The element.
    /// - Returns: The identifier.
    public static func identifier(of element: LayoutAttributes) -> String {
        let path = element.indexPath.indices.map(String.init).joined(separator: "-")
        switch element.category {
        case .cell: return "cell-\(path)"
        case .supplementary(let kind): return "supplementary-\(kind)-\(path)"
        case .decoration(let kind): return "decoration-\(kind)-\(path)"
        }
    }

    /// The short label drawn on an element: `0-3` for a cell, `header 0-0` for a
    /// supplementary or decoration view of kind `header`.
    ///
    /// - Parameter element: The element.
    /// - Returns: The label.
    public static func label(of element: LayoutAttributes) -> String {
        let path = element.indexPath.indices.map(String.init).joined(separator: "-")
        if let kind = element.category.kind { return "\(kind) \(path)" }
        return path
    }

    // MARK: - Internal

    /// The elements in drawing order: by zIndex, then in key order (stable).
    var elementsInDrawingOrder: [LayoutAttributes] {
        elements.enumerated().sorted {
            $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset
        }
        .map(\.element)
    }

    /// The rectangle every renderer shows: the viewport, grown to every element.
    func extent(includingContent: Bool) -> Rect {
        var r = bounds
        if includingContent { r = r.union(Rect(origin: .zero, size: contentSize)) }
        for e in elements where e.frame.isFinite { r = r.union(e.frame) }
        return r.isFinite ? r : bounds
    }
}

extension LayoutAttributes {
    /// The corners of the element after its transform (applied about its center, as
    /// UIKit's anchor point), clockwise from the top-left; `nil` when a corner projects
    /// to infinity.
    var transformedCorners: [Point]? {
        let c = frame.center, w = frame.width / 2, h = frame.height / 2
        var result: [Point] = []
        for (dx, dy) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
            guard let p = transform3D.project(Point(x: dx, y: dy)), p.isFinite else { return nil }
            result.append(Point(x: c.x + p.x, y: c.y + p.y))
        }
        return result
    }
}

/// Text helpers shared by the renderers.
enum Markup {
    /// A number for SVG/CSS: `formatScalar` of ``svgRounded(_:)``.
    static func svgNumber(_ v: Double) -> String { formatScalar(svgRounded(v)) }

    /// The value rounded to a millionth (so 30.000000000000004 from a rotation prints as
    /// 30), 0 for a non-finite value.
    static func svgRounded(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return abs(v) < 1e9 ? (v * 1e6).rounded() / 1e6 : v
    }

    /// Text escaped for XML/HTML content and attribute values.
    static func escapeXML(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
