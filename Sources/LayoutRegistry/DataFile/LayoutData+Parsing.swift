import CVKitJSON
import Geometry

extension LayoutData {
    /// Reads the data file format of `cvkit preview --data FILE.json`.
    ///
    /// ```json
    /// {"sections": [
    ///   {"items": [{"width": 50, "height": 40}, {"width": 80, "height": 40}],
    ///    "headerSize": {"width": 0, "height": 40},
    ///    "footerSize": {"width": 0, "height": 20},
    ///    "inset": {"top": 0, "left": 10, "bottom": 0, "right": 10},
    ///    "minimumLineSpacing": 10, "minimumInteritemSpacing": 10}
    /// ]}
    /// ```
    ///
    /// The top level is an object with a `sections` array. In a section every key but
    /// `items` is optional; a size needs both `width` and `height`, an inset all four
    /// edges. Every number must be finite and not negative. Unknown keys are errors (a
    /// typo would otherwise be ignored silently). The JSON itself is read strictly
    /// (RFC 8259: no comments, no trailing commas, no duplicate keys).
    ///
    /// ```swift
    /// let data = try LayoutData.parse(json: text, source: "feed.json")
    /// data.itemCounts  // [2]
    /// ```
    ///
    /// - Parameters:
    ///   - json: The file's text.
    ///   - source: The file's name or path, for error messages.
    /// - Returns: The data.
    /// - Throws: ``LayoutRegistryError/dataFile(path:location:message:)`` naming the
    ///   file, where the problem is (`line 3, column 7` for a syntax error, the path to
    ///   the bad value such as `sections[0].items[3].width` otherwise) and what was
    ///   expected.
    /// - Complexity: O(length of the text).
    public static func parse(json: String, source: String) throws(LayoutRegistryError) -> LayoutData {
        let root: JSONValue
        do {
            root = try JSONValue.parse(json)
        } catch {
            throw .dataFile(path: source, location: "line \(error.line), column \(error.column)", message: error.message)
        }
        func fail(_ location: String, _ message: String) -> LayoutRegistryError {
            .dataFile(path: source, location: location, message: message)
        }
        func object(_ v: JSONValue, _ at: String, allowed: [String], required: [String]) throws(LayoutRegistryError) -> [String: JSONValue]
        {
            guard case .object(let members) = v else { throw fail(at, "expected an object, found \(v.summary)") }
            var result: [String: JSONValue] = [:]
            for (key, value) in members {
                guard allowed.contains(key) else {
                    throw fail(at, "unknown key \"\(key)\"; expected \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
                }
                result[key] = value
            }
            for key in required where result[key] == nil {
                throw fail(at, "missing key \"\(key)\"")
            }
            return result
        }
        func number(_ v: JSONValue, _ at: String) throws(LayoutRegistryError) -> Double {
            guard let n = v.doubleValue, n >= 0 else {
                throw fail(at, "expected a number 0 or more, found \(v.summary)")
            }
            return n
        }
        func size(_ v: JSONValue, _ at: String) throws(LayoutRegistryError) -> Size {
            let o = try object(v, at, allowed: ["width", "height"], required: ["width", "height"])
            return Size(width: try number(o["width"] ?? .null, at + ".width"), height: try number(o["height"] ?? .null, at + ".height"))
        }

        let top = try object(root, "the top level", allowed: ["sections"], required: ["sections"])
        guard case .array(let sectionValues) = top["sections"] ?? .null else {
            throw fail("sections", "expected an array of sections, found \((top["sections"] ?? .null).summary)")
        }
        var sections: [Section] = []
        sections.reserveCapacity(sectionValues.count)
        for (s, sectionValue) in sectionValues.enumerated() {
            let at = "sections[\(s)]"
            let o = try object(
                sectionValue, at,
                allowed: ["items", "headerSize", "footerSize", "inset", "minimumLineSpacing", "minimumInteritemSpacing"],
                required: ["items"])
            guard case .array(let itemValues) = o["items"] ?? .null else {
                throw fail(at + ".items", "expected an array of items, found \((o["items"] ?? .null).summary)")
            }
            var items: [Size] = []
            items.reserveCapacity(itemValues.count)
            for (i, item) in itemValues.enumerated() {
                items.append(try size(item, "\(at).items[\(i)]"))
            }
            var section = Section(items: items)
            if let v = o["headerSize"] { section.headerSize = try size(v, at + ".headerSize") }
            if let v = o["footerSize"] { section.footerSize = try size(v, at + ".footerSize") }
            if let v = o["inset"] {
                let i = try object(
                    v, at + ".inset", allowed: ["top", "left", "bottom", "right"], required: ["top", "left", "bottom", "right"])
                section.inset = EdgeInsets(
                    top: try number(i["top"] ?? .null, at + ".inset.top"), left: try number(i["left"] ?? .null, at + ".inset.left"),
                    bottom: try number(i["bottom"] ?? .null, at + ".inset.bottom"),
                    right: try number(i["right"] ?? .null, at + ".inset.right"))
            }
            if let v = o["minimumLineSpacing"] { section.minimumLineSpacing = try number(v, at + ".minimumLineSpacing") }
            if let v = o["minimumInteritemSpacing"] { section.minimumInteritemSpacing = try number(v, at + ".minimumInteritemSpacing") }
            sections.append(section)
        }
        return LayoutData(sections: sections)
    }
}
