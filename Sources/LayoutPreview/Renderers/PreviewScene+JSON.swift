import CVKitJSON
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
        JSONValue.object([
            ("version", .integer(1)),
            ("layout", .string(layoutName)),
            ("bounds", Self.json(bounds)),
            ("contentSize", .object([("width", .number(contentSize.width)), ("height", .number(contentSize.height))])),
            ("elements", .array(elements.map(Self.json))),
        ]).formatted(.lines, escapingLessThan: true) + "\n"
    }

    // MARK: - Internal

    /// `{"x", "y", "width", "height"}`.
    static func json(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    /// One element of the dump, its members in the documented order.
    static func json(_ e: LayoutAttributes) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("category", .string(e.category.name))]
        members.reserveCapacity(10)
        if let kind = e.category.kind { members.append(("kind", .string(kind))) }
        members.append(("section", .integer(e.indexPath.section)))
        members.append(("item", .integer(e.indexPath.item)))
        if !e.indexPath.trailing.isEmpty {
            members.append(("indexPath", .array(e.indexPath.indices.map { .integer($0) })))
        }
        members.append(("frame", json(e.frame)))
        members.append(("zIndex", .integer(e.zIndex)))
        members.append(("alpha", .number(e.alpha)))
        members.append(("hidden", .bool(e.isHidden)))
        if !e.transform3D.isIdentity {
            members.append(("transform", .array(e.transform3D.rowMajor.map { .number($0) })))
        }
        if !e.custom.isEmpty {
            members.append(("custom", json(.object(e.custom.values.mapValues(\.attributeJSON)))))
        }
        return .object(members)
    }

    /// A custom attribute's value; object keys sorted.
    static func json(_ value: AttributeJSON) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .array(let a): return .array(a.map(json))
        case .object(let o): return .object(o.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) })
        }
    }
}
