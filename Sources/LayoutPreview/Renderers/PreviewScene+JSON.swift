import Geometry
import LayoutProtocol

extension PreviewScene {
    /// The JSON layout dump, version 1 (DESIGN.md): `version`, `layout`, `bounds`,
    /// `contentSize`, then one line per element.
    ///
    /// ```json
    /// {
    ///   "version": 1,
    ///   "layout": "list",
    ///   "bounds": {"x": 0, "y": 0, "width": 390, "height": 844},
    ///   "contentSize": {"width": 390, "height": 880},
    ///   "elements": [
    ///     {"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 390, "height": 44}, "zIndex": 0, "alpha": 1, "hidden": false}
    ///   ]
    /// }
    /// ```
    ///
    /// Numbers are printed with `formatScalar` (50, not 50.0); a non-finite number is
    /// `null`. Each element has, in this order: `category`, `kind` (supplementary and
    /// decoration views), `section`, `item`, `indexPath` (only for index paths longer
    /// than two), `frame`, `zIndex`, `alpha`, `hidden`, `transform` (16 numbers, row-major,
    /// only when not the identity) and `custom` (only when the element has custom
    /// attributes; keys sorted). The output is deterministic and ends with a newline.
    ///
    /// - Returns: The dump.
    /// - Complexity: O(n) for n elements.
    public func renderJSON() -> String {
        var out = "{\n"
        out += "  \"version\": 1,\n"
        out += "  \"layout\": \(Markup.string(layoutName)),\n"
        out += "  \"bounds\": \(Self.json(bounds)),\n"
        out += "  \"contentSize\": {\"width\": \(Markup.number(contentSize.width)), \"height\": \(Markup.number(contentSize.height))},\n"
        if elements.isEmpty {
            out += "  \"elements\": []\n"
        } else {
            out += "  \"elements\": [\n"
            out += elements.map { "    " + Self.json($0) }.joined(separator: ",\n")
            out += "\n  ]\n"
        }
        return out + "}\n"
    }

    // MARK: - Private

    static func json(_ r: Rect) -> String {
        "{\"x\": \(Markup.number(r.x)), \"y\": \(Markup.number(r.y)), \"width\": \(Markup.number(r.width)), \"height\": \(Markup.number(r.height))}"
    }

    static func json(_ e: LayoutAttributes) -> String {
        var parts = ["\"category\": \(Markup.string(e.category.name))"]
        if let kind = e.category.kind { parts.append("\"kind\": \(Markup.string(kind))") }
        parts.append("\"section\": \(e.indexPath.section)")
        parts.append("\"item\": \(e.indexPath.item)")
        if !e.indexPath.trailing.isEmpty {
            parts.append("\"indexPath\": [\(e.indexPath.indices.map(String.init).joined(separator: ", "))]")
        }
        parts.append("\"frame\": \(json(e.frame))")
        parts.append("\"zIndex\": \(e.zIndex)")
        parts.append("\"alpha\": \(Markup.number(e.alpha))")
        parts.append("\"hidden\": \(e.isHidden)")
        if !e.transform3D.isIdentity {
            parts.append("\"transform\": [\(e.transform3D.rowMajor.map(Markup.number).joined(separator: ", "))]")
        }
        if !e.custom.isEmpty {
            parts.append("\"custom\": \(json(.object(e.custom.values.mapValues(\.attributeJSON))))")
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func json(_ value: AttributeJSON) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return Markup.number(n)
        case .string(let s): return Markup.string(s)
        case .array(let a): return "[" + a.map(json).joined(separator: ", ") + "]"
        case .object(let o):
            return "{" + o.sorted { $0.key < $1.key }.map { "\(Markup.string($0.key)): \(json($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
