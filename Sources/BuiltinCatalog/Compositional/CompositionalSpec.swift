import CVKitJSON
import CompositionalLayout
import Geometry
import LayoutRegistry

/// Reads the JSON description of a compositional layout (`cvkit preview compositional
/// --spec FILE.json`); the format is in `Docs/CompositionalSpec.md`.
///
/// ```swift
/// let layout = try CompositionalSpec.decode(json: """
///     {"sections": [{"group": {"layout": "horizontal", "count": 3,
///       "width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.3333},
///       "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}]}}]}
///     """)
/// ```
///
/// Errors name the path to the bad value: `sections[0].group.subitems[0].height: expected
/// an object, got the number 4`. Values the layout itself refuses (a fraction of −0.5) are
/// reported when it prepares, with the same path.
public enum CompositionalSpec {
    /// Reads a spec from JSON text.
    ///
    /// - Throws: ``CompositionalSpecError`` for a syntax error (with line and column),
    ///   an unknown key or a value of the wrong type.
    public static func decode(json text: String) throws(CompositionalSpecError) -> CompositionalLayout {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw CompositionalSpecError(path: "", message: "line \(error.line), column \(error.column): \(error.message)")
        }
        return try decode(value)
    }

    /// Reads a spec from a parsed JSON value.
    package static func decode(_ value: JSONValue) throws(CompositionalSpecError) -> CompositionalLayout {
        let root = try SpecObject(
            value, path: "",
            allowed: ["sections", "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "contentInsetsReference"])
        let configuration = CompositionalLayoutConfiguration()
        if let d = try root.choice("scrollDirection", CompositionalLayoutConfiguration.ScrollDirection.self) {
            configuration.scrollDirection = d
        }
        if let s = try root.number("interSectionSpacing") { configuration.interSectionSpacing = s }
        if let r = try root.choice("contentInsetsReference", ContentInsetsReference.self) { configuration.contentInsetsReference = r }
        configuration.boundarySupplementaryItems = try boundaryItems(root, "boundarySupplementaryItems")
        guard case .array(let list) = try root.required("sections"), !list.isEmpty else {
            throw CompositionalSpecError(path: "sections", message: "expected a non-empty array of sections")
        }
        var sections: [LayoutSection] = []
        for (i, s) in list.enumerated() { sections.append(try section(s, path: "sections[\(i)]")) }
        let models = sections
        return CompositionalLayout(configuration: configuration) { index, _ in models[min(index, models.count - 1)] }
    }

    // MARK: - Private

    private static func section(_ value: JSONValue, path: String) throws(CompositionalSpecError) -> LayoutSection {
        let o = try SpecObject(
            value, path: path,
            allowed: [
                "group", "list", "interGroupSpacing", "contentInsets", "contentInsetsReference", "orthogonalScrollingBehavior",
                "supplementariesFollowContentInsets", "boundarySupplementaryItems", "decorationItems",
            ])
        let section: LayoutSection
        switch (o.value("group"), o.value("list")) {
        case (let g?, nil):
            guard let group = try item(g, path: o.child("group")) as? LayoutGroup else {
                throw CompositionalSpecError(path: o.child("group"), message: "expected a group (an object with \"layout\")")
            }
            section = LayoutSection(group: group)
        case (nil, let l?):
            section = LayoutSection.list(
                using: try listConfiguration(l, path: o.child("list")),
                layoutEnvironment: LayoutEnvironment(container: LayoutContainer(contentSize: .zero, contentInsets: .zero)))
        case (nil, nil):
            throw CompositionalSpecError(path: path, message: "a section needs \"group\" or \"list\"")
        case (.some, .some):
            throw CompositionalSpecError(path: path, message: "a section has \"group\" or \"list\", not both")
        }
        if let s = try o.number("interGroupSpacing") { section.interGroupSpacing = s }
        if let i = try o.insets("contentInsets") { section.contentInsets = i }
        if let r = try o.choice("contentInsetsReference", ContentInsetsReference.self) { section.contentInsetsReference = r }
        if let b = try o.choice("orthogonalScrollingBehavior", OrthogonalScrollingBehavior.self) { section.orthogonalScrollingBehavior = b }
        if let f = try o.bool("supplementariesFollowContentInsets") { section.supplementariesFollowContentInsets = f }
        if o.value("boundarySupplementaryItems") != nil {
            section.boundarySupplementaryItems = try boundaryItems(o, "boundarySupplementaryItems")
        }
        if let list = try o.array("decorationItems") {
            section.decorationItems = []
            for (i, d) in list.enumerated() {
                let p = o.child("decorationItems") + "[\(i)]"
                let d = try SpecObject(d, path: p, allowed: ["background", "contentInsets", "zIndex"])
                guard case .string(let kind) = try d.required("background") else {
                    throw CompositionalSpecError(path: d.child("background"), message: "expected the element kind as a string")
                }
                let item = LayoutDecorationItem.background(elementKind: kind)
                if let insets = try d.insets("contentInsets") { item.contentInsets = insets }
                if let z = try d.integer("zIndex") { item.zIndex = z }
                section.decorationItems.append(item)
            }
        }
        return section
    }

    private static func listConfiguration(_ value: JSONValue, path: String) throws(CompositionalSpecError) -> ListConfiguration {
        let o = try SpecObject(
            value, path: path,
            allowed: [
                "appearance", "headerMode", "footerMode", "showsSeparators", "separatorLeadingInset", "estimatedRowHeight",
            ])
        var c = ListConfiguration(appearance: try o.choice("appearance", ListConfiguration.Appearance.self) ?? .plain)
        if let h = try o.choice("headerMode", ListConfiguration.HeaderMode.self) { c.headerMode = h }
        if let f = try o.choice("footerMode", ListConfiguration.FooterMode.self) { c.footerMode = f }
        if let s = try o.bool("showsSeparators") { c.showsSeparators = s }
        if let i = try o.number("separatorLeadingInset") { c.separatorLeadingInset = i }
        if let h = try o.number("estimatedRowHeight") { c.estimatedRowHeight = h }
        return c
    }

    /// An item, or a group when the object has "layout".
    private static func item(_ value: JSONValue, path: String) throws(CompositionalSpecError) -> LayoutItem {
        guard case .object(let members) = value else {
            throw CompositionalSpecError(path: path, message: "expected an object, got \(value.summary)")
        }
        if members.contains(where: { $0.key == "layout" }) { return try group(value, path: path) }
        let o = try SpecObject(value, path: path, allowed: ["width", "height", "contentInsets", "edgeSpacing", "supplementaryItems"])
        let item = LayoutItem(layoutSize: try size(o), supplementaryItems: try supplementaryItems(o))
        try common(o, item)
        return item
    }

    private static func group(_ value: JSONValue, path: String) throws(CompositionalSpecError) -> LayoutGroup {
        let o = try SpecObject(
            value, path: path,
            allowed: [
                "layout", "width", "height", "subitems", "count", "customItems", "interItemSpacing", "contentInsets", "edgeSpacing",
            ])
        let layoutSize = try size(o)
        let group: LayoutGroup
        switch try o.string("layout") {
        case "horizontal", "vertical":
            let vertical = try o.string("layout") == "vertical"
            guard case .array(let list) = try o.required("subitems") else {
                throw CompositionalSpecError(path: o.child("subitems"), message: "expected an array of items and groups")
            }
            var subitems: [LayoutItem] = []
            for (i, s) in list.enumerated() { subitems.append(try item(s, path: o.child("subitems") + "[\(i)]")) }
            if let count = try o.integer("count") {
                guard subitems.count == 1 else {
                    throw CompositionalSpecError(
                        path: o.child("count"), message: "a repeating group has exactly one subitem, got \(subitems.count)")
                }
                group =
                    vertical
                    ? .vertical(layoutSize: layoutSize, repeatingSubitem: subitems[0], count: count)
                    : .horizontal(layoutSize: layoutSize, repeatingSubitem: subitems[0], count: count)
            } else {
                group =
                    vertical
                    ? .vertical(layoutSize: layoutSize, subitems: subitems) : .horizontal(layoutSize: layoutSize, subitems: subitems)
            }
        case "custom":
            guard case .array(let list) = try o.required("customItems") else {
                throw CompositionalSpecError(path: o.child("customItems"), message: "expected an array of {\"frame\": …, \"zIndex\": …}")
            }
            var items: [LayoutGroupCustomItem] = []
            for (i, c) in list.enumerated() {
                let c = try SpecObject(c, path: o.child("customItems") + "[\(i)]", allowed: ["frame", "zIndex"])
                let f = try SpecObject(try c.required("frame"), path: c.child("frame"), allowed: ["x", "y", "width", "height"])
                let frame = Rect(
                    x: try f.number("x") ?? 0, y: try f.number("y") ?? 0, width: try f.number("width") ?? 0,
                    height: try f.number("height") ?? 0)
                items.append(LayoutGroupCustomItem(frame: frame, zIndex: try c.integer("zIndex") ?? 0))
            }
            let frozen = items
            group = .custom(layoutSize: layoutSize) { _ in frozen }
        case let other:
            throw CompositionalSpecError(
                path: o.child("layout"),
                message: "unknown value \(other.map { "\"\($0)\"" } ?? "null"); expected one of: horizontal, vertical, custom")
        }
        if let s = o.value("interItemSpacing") { group.interItemSpacing = try spacing(s, path: o.child("interItemSpacing")) }
        try common(o, group)
        return group
    }

    private static func common(_ o: SpecObject, _ item: LayoutItem) throws(CompositionalSpecError) {
        if let i = try o.insets("contentInsets") { item.contentInsets = i }
        if let e = o.value("edgeSpacing") {
            let e = try SpecObject(e, path: o.child("edgeSpacing"), allowed: ["leading", "top", "trailing", "bottom"])
            func edge(_ key: String) throws(CompositionalSpecError) -> LayoutSpacing? {
                try e.value(key).map { (v: JSONValue) throws(CompositionalSpecError) -> LayoutSpacing in try spacing(v, path: e.child(key))
                }
            }
            item.edgeSpacing = LayoutEdgeSpacing(
                leading: try edge("leading"), top: try edge("top"), trailing: try edge("trailing"), bottom: try edge("bottom"))
        }
    }

    private static func size(_ o: SpecObject) throws(CompositionalSpecError) -> LayoutSize {
        LayoutSize(
            widthDimension: try dimension(try o.required("width"), path: o.child("width")),
            heightDimension: try dimension(try o.required("height"), path: o.child("height")))
    }

    private static func dimension(_ value: JSONValue, path: String) throws(CompositionalSpecError) -> LayoutDimension {
        let kinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]
        let o = try SpecObject(value, path: path, allowed: kinds)
        guard o.members.count == 1, let (key, v) = o.members.first.map({ ($0.key, $0.value) }) else {
            throw CompositionalSpecError(path: path, message: "expected exactly one of: \(kinds.joined(separator: ", "))")
        }
        guard let n = v.doubleValue else {
            throw CompositionalSpecError(path: o.child(key), message: "expected a number, got \(v.summary)")
        }
        switch key {
        case "fractionalWidth": return .fractionalWidth(n)
        case "fractionalHeight": return .fractionalHeight(n)
        case "absolute": return .absolute(n)
        case "estimated": return .estimated(n)
        default: return .uniformAcrossSiblings(estimate: n)
        }
    }

    private static func spacing(_ value: JSONValue, path: String) throws(CompositionalSpecError) -> LayoutSpacing {
        let o = try SpecObject(value, path: path, allowed: ["fixed", "flexible"])
        if let f = try o.number("fixed"), o.members.count == 1 { return .fixed(f) }
        if let f = try o.number("flexible"), o.members.count == 1 { return .flexible(f) }
        throw CompositionalSpecError(path: path, message: "expected {\"fixed\": points} or {\"flexible\": points}")
    }

    private static func anchor(_ value: JSONValue, path: String) throws(CompositionalSpecError) -> LayoutAnchor {
        let o = try SpecObject(value, path: path, allowed: ["edges", "absoluteOffset", "fractionalOffset"])
        var edges: DirectionalRectEdge = []
        for (i, e) in (try o.array("edges") ?? []).enumerated() {
            let names: [String: DirectionalRectEdge] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing]
            guard case .string(let s) = e, let edge = names[s] else {
                throw CompositionalSpecError(path: o.child("edges") + "[\(i)]", message: "expected one of: top, leading, bottom, trailing")
            }
            edges.insert(edge)
        }
        if o.value("absoluteOffset") != nil && o.value("fractionalOffset") != nil {
            throw CompositionalSpecError(path: path, message: "give absoluteOffset or fractionalOffset, not both")
        }
        if let p = try o.point("fractionalOffset") { return LayoutAnchor(edges: edges, fractionalOffset: p) }
        return LayoutAnchor(edges: edges, absoluteOffset: try o.point("absoluteOffset") ?? .zero)
    }

    private static func supplementaryItems(_ o: SpecObject) throws(CompositionalSpecError) -> [LayoutSupplementaryItem] {
        var result: [LayoutSupplementaryItem] = []
        for (i, v) in (try o.array("supplementaryItems") ?? []).enumerated() {
            let s = try SpecObject(
                v, path: o.child("supplementaryItems") + "[\(i)]",
                allowed: [
                    "kind", "width", "height", "containerAnchor", "itemAnchor", "zIndex", "contentInsets",
                ])
            guard case .string(let kind) = try s.required("kind") else {
                throw CompositionalSpecError(path: s.child("kind"), message: "expected a string")
            }
            let container = try anchor(try s.required("containerAnchor"), path: s.child("containerAnchor"))
            let item: LayoutSupplementaryItem
            if let a = s.value("itemAnchor") {
                item = LayoutSupplementaryItem(
                    layoutSize: try size(s), elementKind: kind, containerAnchor: container,
                    itemAnchor: try anchor(a, path: s.child("itemAnchor")))
            } else {
                item = LayoutSupplementaryItem(layoutSize: try size(s), elementKind: kind, containerAnchor: container)
            }
            if let z = try s.integer("zIndex") { item.zIndex = z }
            if let i = try s.insets("contentInsets") { item.contentInsets = i }
            result.append(item)
        }
        return result
    }

    private static func boundaryItems(_ o: SpecObject, _ key: String) throws(CompositionalSpecError) -> [LayoutBoundarySupplementaryItem] {
        var result: [LayoutBoundarySupplementaryItem] = []
        for (i, v) in (try o.array(key) ?? []).enumerated() {
            let b = try SpecObject(
                v, path: o.child(key) + "[\(i)]",
                allowed: [
                    "kind", "width", "height", "alignment", "absoluteOffset", "pinToVisibleBounds", "extendsBoundary", "zIndex",
                    "contentInsets",
                ])
            guard case .string(let kind) = try b.required("kind") else {
                throw CompositionalSpecError(path: b.child("kind"), message: "expected a string")
            }
            let alignment = try b.choice("alignment", RectAlignment.self) ?? .top
            let item = LayoutBoundarySupplementaryItem(
                layoutSize: try size(b), elementKind: kind, alignment: alignment, absoluteOffset: try b.point("absoluteOffset") ?? .zero)
            if let p = try b.bool("pinToVisibleBounds") { item.pinToVisibleBounds = p }
            if let e = try b.bool("extendsBoundary") { item.extendsBoundary = e }
            if let z = try b.integer("zIndex") { item.zIndex = z }
            if let i = try b.insets("contentInsets") { item.contentInsets = i }
            result.append(item)
        }
        return result
    }
}
