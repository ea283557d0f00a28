import CVKitJSON
import Geometry
import LayoutProtocol

/// The plain-data records of the plugin ABI (see `Docs/PluginABI.md`), written and read
/// by the host (`PluginLoader`, `PluginLayout`) and by the plugin side
/// (`LayoutPluginSDK`). Every reader ignores keys it does not know and fills in defaults
/// for keys that are absent, so either side may add keys in a later ABI revision.
package enum PluginWire {
    /// A reading failure: the path to the bad value and what was expected.
    package struct DecodeError: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var expected: String
        package var description: String { "\(path): expected \(expected)" }
        package init(_ path: String, _ expected: String) {
            self.path = path
            self.expected = expected
        }
    }

    // MARK: - Geometry

    package static func encode(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    package static func encode(_ s: Size) -> JSONValue {
        .object([("width", .number(s.width)), ("height", .number(s.height))])
    }

    package static func encode(_ p: Point) -> JSONValue {
        .object([("x", .number(p.x)), ("y", .number(p.y))])
    }

    package static func encode(_ v: Vector) -> JSONValue {
        .object([("dx", .number(v.dx)), ("dy", .number(v.dy))])
    }

    package static func encode(_ i: EdgeInsets) -> JSONValue {
        .object([("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)), ("right", .number(i.right))])
    }

    static func number(_ v: JSONValue?, _ path: String) throws(DecodeError) -> Double {
        guard let d = v?.doubleValue, d.isFinite else { throw DecodeError(path, "a finite number") }
        return d
    }

    /// The largest coordinate or length a record may carry: beyond 10^15 points a Double
    /// no longer holds a fraction of a point.
    package static let maximumCoordinate = 1e15

    /// The numbers of an object's members, in the order of `keys`: finite, at most
    /// ``maximumCoordinate`` in magnitude, and not negative for the keys in `lengths`.
    private static func numbers(_ v: JSONValue?, _ path: String, _ keys: [String], lengths: Set<String> = []) throws(DecodeError)
        -> [Double]
    {
        guard let v else { throw DecodeError(path, "an object with \(keys.joined(separator: ", "))") }
        var result: [Double] = []
        for key in keys {
            let isLength = lengths.contains(key)
            guard let d = v[key]?.doubleValue, d.isFinite, d <= maximumCoordinate, d >= (isLength ? 0 : -maximumCoordinate) else {
                throw DecodeError(path + "." + key, isLength ? "a finite number from 0 to 1e15" : "a finite number from -1e15 to 1e15")
            }
            result.append(d)
        }
        return result
    }

    package static func rect(_ v: JSONValue?, _ path: String) throws(DecodeError) -> Rect {
        let n = try numbers(v, path, ["x", "y", "width", "height"], lengths: ["width", "height"])
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    package static func size(_ v: JSONValue?, _ path: String) throws(DecodeError) -> Size {
        let n = try numbers(v, path, ["width", "height"], lengths: ["width", "height"])
        return Size(width: n[0], height: n[1])
    }

    package static func point(_ v: JSONValue?, _ path: String) throws(DecodeError) -> Point {
        let n = try numbers(v, path, ["x", "y"])
        return Point(x: n[0], y: n[1])
    }

    package static func vector(_ v: JSONValue?, _ path: String) throws(DecodeError) -> Vector {
        let n = try numbers(v, path, ["dx", "dy"])
        return Vector(dx: n[0], dy: n[1])
    }

    static func insets(_ v: JSONValue?, _ path: String) throws(DecodeError) -> EdgeInsets {
        let n = try numbers(v, path, ["top", "left", "bottom", "right"])
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    package static func indexPath(_ v: JSONValue?, _ path: String) throws(DecodeError) -> ElementIndexPath {
        guard let items = v?.arrayValue else { throw DecodeError(path, "an array of at least two integers") }
        var indices: [Int] = []
        for (i, item) in items.enumerated() {
            guard let n = item.intValue else { throw DecodeError("\(path)[\(i)]", "an integer") }
            indices.append(n)
        }
        guard let p = ElementIndexPath(indices: indices) else { throw DecodeError(path, "an array of at least two integers") }
        return p
    }

    package static func encode(_ p: ElementIndexPath) -> JSONValue { .array(p.indices.map { .integer($0) }) }

    // MARK: - Parameters

    package static func encode(_ p: ParameterSpec) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("name", .string(p.name)), ("type", .string(p.type.name))]
        if case .enumeration(let cases) = p.type { members.append(("cases", .array(cases.map { .string($0) }))) }
        members.append(("default", .string(p.defaultValue.description)))
        if let r = p.range { members.append(("range", .array([.number(r.lowerBound), .number(r.upperBound)]))) }
        members.append(("help", .string(p.help)))
        return .object(members)
    }

    static func parameter(_ v: JSONValue, _ path: String) throws(DecodeError) -> ParameterSpec {
        let name = try PluginWire.name(v["name"], path + ".name")
        let type: ParameterType
        switch v["type"]?.stringValue {
        case "number": type = .number
        case "integer": type = .integer
        case "bool": type = .bool
        case "size": type = .size
        case "point": type = .point
        case "insets": type = .insets
        case "string": type = .string
        case "enumeration":
            guard let list = v["cases"]?.arrayValue, !list.isEmpty else {
                throw DecodeError(path + ".cases", "a non-empty array of strings")
            }
            var cases: [String] = []
            for (i, c) in list.enumerated() { cases.append(try PluginWire.name(c, "\(path).cases[\(i)]")) }
            type = .enumeration(cases)
        default:
            throw DecodeError(path + ".type", "one of number, integer, bool, size, point, insets, enumeration, string")
        }
        var range: ClosedRange<Double>?
        if let r = v["range"], !r.isNull {
            guard let bounds = r.arrayValue, bounds.count == 2, let lo = bounds[0].doubleValue, let hi = bounds[1].doubleValue, lo <= hi
            else {
                throw DecodeError(path + ".range", "[low, high] with low <= high")
            }
            range = lo...hi
        }
        guard let defaultText = v["default"]?.stringValue else { throw DecodeError(path + ".default", "a string in the CLI's syntax") }
        let help = try text(v["help"], path + ".help") ?? ""
        var spec = ParameterSpec(name: name, type: type, defaultValue: .string(""), range: range, help: help)
        do {
            spec.defaultValue = try spec.parse(defaultText)
        } catch {
            throw DecodeError(path + ".default", "a valid \(type.syntax) value (\(error))")
        }
        return spec
    }

    // MARK: - Data

    package static func encode(_ data: LayoutData) -> JSONValue {
        .object([
            (
                "sections",
                .array(
                    data.sections.map { s in
                        var m: [(key: String, value: JSONValue)] = [("items", .array(s.items.map { encode($0) }))]
                        if let h = s.headerSize { m.append(("headerSize", encode(h))) }
                        if let f = s.footerSize { m.append(("footerSize", encode(f))) }
                        if let i = s.inset { m.append(("inset", encode(i))) }
                        if let l = s.minimumLineSpacing { m.append(("minimumLineSpacing", .number(l))) }
                        if let i = s.minimumInteritemSpacing { m.append(("minimumInteritemSpacing", .number(i))) }
                        return .object(m)
                    })
            )
        ])
    }

    package static func data(_ v: JSONValue, _ path: String) throws(DecodeError) -> LayoutData {
        guard let sections = v["sections"]?.arrayValue else { throw DecodeError(path + ".sections", "an array") }
        var result: [LayoutData.Section] = []
        for (i, s) in sections.enumerated() {
            let p = "\(path).sections[\(i)]"
            guard let items = s["items"]?.arrayValue else { throw DecodeError(p + ".items", "an array") }
            var sizes: [Size] = []
            for (j, item) in items.enumerated() { sizes.append(try size(item, "\(p).items[\(j)]")) }
            var section = LayoutData.Section(items: sizes)
            if let h = s["headerSize"], !h.isNull { section.headerSize = try size(h, p + ".headerSize") }
            if let f = s["footerSize"], !f.isNull { section.footerSize = try size(f, p + ".footerSize") }
            if let i = s["inset"], !i.isNull { section.inset = try insets(i, p + ".inset") }
            if let l = s["minimumLineSpacing"], !l.isNull { section.minimumLineSpacing = try number(l, p + ".minimumLineSpacing") }
            if let l = s["minimumInteritemSpacing"], !l.isNull {
                section.minimumInteritemSpacing = try number(l, p + ".minimumInteritemSpacing")
            }
            result.append(section)
        }
        return LayoutData(sections: result)
    }

    // MARK: - Host

    static func encodeHost(_ host: any LayoutHost) -> JSONValue {
        let sections = max(0, host.numberOfSections)
        return .object([
            ("itemCounts", .array((0..<sections).map { .integer(host.numberOfItems(inSection: $0)) })),
            ("bounds", encode(host.bounds)),
            ("contentInset", encode(host.adjustedContentInset)),
            ("safeAreaInsets", encode(host.safeAreaInsets)),
            ("layoutMargins", encode(host.layoutMargins)),
            ("displayScale", host.displayScale.map { .number($0) } ?? .null),
            ("layoutDirection", .string(host.layoutDirection.rawValue)),
        ])
    }

    /// A static host from a host record, with the plugin's own delegate and data source.
    package static func host(_ v: JSONValue, _ path: String, delegate: (any LayoutHostDelegate)?, dataSource: (any LayoutHostDataSource)?)
        throws(DecodeError) -> StaticLayoutHost
    {
        guard let counts = v["itemCounts"]?.arrayValue else { throw DecodeError(path + ".itemCounts", "an array of integers") }
        var itemCounts: [Int] = []
        for (i, c) in counts.enumerated() {
            guard let n = c.intValue else { throw DecodeError("\(path).itemCounts[\(i)]", "an integer") }
            itemCounts.append(n)
        }
        func optionalInsets(_ key: String) throws(DecodeError) -> EdgeInsets {
            guard let i = v[key], !i.isNull else { return .zero }
            return try insets(i, path + "." + key)
        }
        var scale: Double?
        if let s = v["displayScale"], !s.isNull { scale = try number(s, path + ".displayScale") }
        return StaticLayoutHost(
            itemCounts: itemCounts, bounds: try rect(v["bounds"], path + ".bounds"),
            contentInset: try optionalInsets("contentInset"), safeAreaInsets: try optionalInsets("safeAreaInsets"),
            layoutMargins: try optionalInsets("layoutMargins"), displayScale: scale,
            layoutDirection: LayoutDirection(rawValue: v["layoutDirection"]?.stringValue ?? "") ?? .leftToRight,
            layoutDelegate: delegate, layoutDataSource: dataSource)
    }

    // MARK: - Attributes

    package static func encode(_ a: LayoutAttributes) -> JSONValue {
        var m: [(key: String, value: JSONValue)] = [("category", .string(a.category.name))]
        if let kind = a.category.kind { m.append(("kind", .string(kind))) }
        m.append(("indexPath", encode(a.indexPath)))
        m.append(("frame", encode(a.frame)))
        m.append(("alpha", .number(a.alpha)))
        m.append(("zIndex", .integer(a.zIndex)))
        m.append(("hidden", .bool(a.isHidden)))
        if !a.transform3D.isIdentity { m.append(("transform", .array(a.transform3D.rowMajor.map { .number($0) }))) }
        return .object(m)
    }

    package static func attributes(_ v: JSONValue, _ path: String) throws(DecodeError) -> LayoutAttributes {
        let category: ElementCategory
        switch v["category"]?.stringValue {
        case "cell": category = .cell
        case "supplementary": category = .supplementary(kind: try name(v["kind"], path + ".kind"))
        case "decoration": category = .decoration(kind: try name(v["kind"], path + ".kind"))
        default:
            throw DecodeError(path + ".category", "cell, supplementary or decoration")
        }
        var a = LayoutAttributes(
            category: category, indexPath: try indexPath(v["indexPath"], path + ".indexPath"), frame: try rect(v["frame"], path + ".frame"))
        if let alpha = v["alpha"], !alpha.isNull {
            guard let d = alpha.doubleValue, d >= 0, d <= 1 else { throw DecodeError(path + ".alpha", "a number from 0 to 1") }
            a.alpha = d
        }
        if let z = v["zIndex"], !z.isNull {
            guard let zi = z.intValue else { throw DecodeError(path + ".zIndex", "an integer") }
            a.zIndex = zi
        }
        if let h = v["hidden"], !h.isNull {
            guard let b = h.boolValue else { throw DecodeError(path + ".hidden", "true or false") }
            a.isHidden = b
        }
        if let t = v["transform"], !t.isNull {
            guard let entries = t.arrayValue?.compactMap(\.doubleValue), entries.allSatisfy(\.isFinite),
                let m = Transform3D(rowMajor: entries)
            else {
                throw DecodeError(path + ".transform", "16 numbers in row-major order")
            }
            a.transform3D = m
        }
        return a
    }

    // MARK: - Invalidation

    /// What the host invalidated since the last pass (`nil`: everything).
    package static func encode(_ c: InvalidationContext?) -> JSONValue {
        guard let c else { return .object([("everything", .bool(true))]) }
        func paths(_ set: Set<ElementIndexPath>) -> JSONValue { .array(set.sorted().map(encode)) }
        func byKind(_ d: [String: Set<ElementIndexPath>]) -> JSONValue {
            .object(d.keys.sorted().map { ($0, paths(d[$0] ?? [])) })
        }
        return .object([
            ("everything", .bool(c.invalidateEverything)), ("dataSourceCounts", .bool(c.invalidateDataSourceCounts)),
            ("items", paths(c.invalidatedItemIndexPaths)),
            ("supplementary", byKind(c.invalidatedSupplementaryIndexPaths)),
            ("decoration", byKind(c.invalidatedDecorationIndexPaths)),
        ])
    }

    /// Applies an invalidation record to a context: items and views by kind. Returns
    /// `false` when the record asks for everything or for new counts (or is absent).
    package static func apply(_ v: JSONValue?, to context: InvalidationContext) throws(DecodeError) -> Bool {
        guard let v, v["everything"]?.boolValue == false, v["dataSourceCounts"]?.boolValue != true else { return false }
        func paths(_ list: JSONValue?, _ path: String) throws(DecodeError) -> [ElementIndexPath] {
            var result: [ElementIndexPath] = []
            for (i, p) in (list?.arrayValue ?? []).enumerated() { result.append(try indexPath(p, "\(path)[\(i)]")) }
            return result
        }
        context.invalidateItems(at: try paths(v["items"], "invalidation.items"))
        if case .object(let kinds)? = v["supplementary"] {
            for (kind, list) in kinds {
                context.invalidateSupplementaryElements(ofKind: kind, at: try paths(list, "invalidation.supplementary.\(kind)"))
            }
        }
        if case .object(let kinds)? = v["decoration"] {
            for (kind, list) in kinds {
                context.invalidateDecorationElements(ofKind: kind, at: try paths(list, "invalidation.decoration.\(kind)"))
            }
        }
        return true
    }

    // MARK: - Updates

    package static func encode(_ u: UpdateItem) -> JSONValue {
        func path(_ p: UpdateIndexPath?) -> JSONValue {
            guard let p else { return .null }
            return .array([.integer(p.section)] + (p.item.map { [JSONValue.integer($0)] } ?? []))
        }
        return .object([
            ("action", .string(u.action.rawValue)), ("before", path(u.indexPathBeforeUpdate)), ("after", path(u.indexPathAfterUpdate)),
        ])
    }

    package static func updateItem(_ v: JSONValue, _ path: String) throws(DecodeError) -> UpdateItem {
        guard let name = v["action"]?.stringValue, let action = UpdateItem.Action(rawValue: name) else {
            throw DecodeError(path + ".action", "one of insert, delete, reload, move, none")
        }
        func indexPath(_ key: String) throws(DecodeError) -> UpdateIndexPath? {
            guard let value = v[key], !value.isNull else { return nil }
            let ints = value.arrayValue?.compactMap(\.intValue) ?? []
            guard ints.count == value.arrayValue?.count else { throw DecodeError("\(path).\(key)", "[section] or [section, item]") }
            switch ints.count {
            case 1: return UpdateIndexPath(section: ints[0])
            case 2: return UpdateIndexPath(item: ints[1], section: ints[0])
            default: throw DecodeError("\(path).\(key)", "[section] or [section, item]")
            }
        }
        return UpdateItem(action: action, before: try indexPath("before"), after: try indexPath("after"))
    }

    // MARK: - Errors

    package static func encode(_ e: LayoutError) -> JSONValue {
        var m: [(key: String, value: JSONValue)]
        switch e {
        case .negativeCount(let section, let count):
            m = [("case", .string("negativeCount")), ("section", .integer(section)), ("count", .integer(count))]
        case .negativeSectionCount(let n): m = [("case", .string("negativeSectionCount")), ("count", .integer(n))]
        case .invalidGeometry: m = [("case", .string("invalidGeometry"))]
        case .invalidParameter(let name, let message):
            m = [("case", .string("invalidParameter")), ("name", .string(name)), ("detail", .string(message))]
        case .noSuchElement: m = [("case", .string("noSuchElement"))]
        }
        m.append(("message", .string(e.description)))
        return .object(m)
    }

    /// The error a plugin reported; an unknown case becomes
    /// ``LayoutError/invalidGeometry(_:)`` carrying the plugin's message.
    static func layoutError(_ v: JSONValue) -> LayoutError {
        let message = v["message"]?.stringValue ?? "the plugin reported an error without a message"
        switch v["case"]?.stringValue {
        case "negativeCount":
            if let s = v["section"]?.intValue, let c = v["count"]?.intValue { return .negativeCount(section: s, count: c) }
        case "negativeSectionCount":
            if let c = v["count"]?.intValue { return .negativeSectionCount(c) }
        case "invalidParameter":
            if let n = v["name"]?.stringValue, let d = v["detail"]?.stringValue { return .invalidParameter(name: n, message: d) }
        default:
            break
        }
        return .invalidGeometry(message)
    }
}
