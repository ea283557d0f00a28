import CVKitJSON
import Diffing
import Foundation

/// An item of a `cvkit diff` snapshot file: an identifier and an optional content.
struct DiffFileItem: Hashable {
    /// The identifier, unique across all sections of the file.
    var id: String
    /// The content; two items with the same identifier and different contents are a reload.
    var content: JSONValue?
}

/// Reads the snapshot files of `cvkit diff`:
///
/// ```json
/// {"sections": [{"id": "fruits", "items": ["apple", {"id": "pear", "content": "v2"}]}]}
/// ```
///
/// Identifiers are strings; an item is an identifier or an object with `id` and an
/// optional `content` (any JSON value). Unknown keys are errors, as are duplicate section
/// identifiers and item identifiers that appear twice anywhere in the file.
enum DiffSnapshotFile {
    /// Reads and checks one file.
    ///
    /// - Parameter path: The file's path, also used in messages.
    /// - Returns: The sections.
    /// - Throws: ``CLIError/failure(_:)`` naming the file, where the problem is (`line 3,
    ///   column 7`, or the path to the bad value such as `sections[0].items[2]`) and what
    ///   was expected.
    static func read(_ path: String) throws(CLIError) -> [DiffSection<String, DiffFileItem>] {
        func fail(_ location: String, _ message: String) -> CLIError {
            .failure("snapshot file '\(path)': " + (location.isEmpty ? "" : location + ": ") + message)
        }
        let text = try readTextFile(path, what: "snapshot file")
        let root: JSONValue
        do {
            root = try JSONValue.parse(text)
        } catch {
            throw fail("line \(error.line), column \(error.column)", error.message)
        }
        return try parse(root, fail: fail)
    }

    /// Checks the JSON of a snapshot file.
    static func parse(_ root: JSONValue, fail: (String, String) -> CLIError) throws(CLIError) -> [DiffSection<String, DiffFileItem>] {
        func members(_ v: JSONValue, _ at: String, allowed: [String], required: [String]) throws(CLIError) -> [String: JSONValue] {
            guard case .object(let pairs) = v else {
                throw fail(at, "expected an object with \(allowed.map { "\"\($0)\"" }.joined(separator: " and ")), found \(v.summary)")
            }
            var result: [String: JSONValue] = [:]
            for (key, value) in pairs {
                guard allowed.contains(key) else {
                    throw fail(at, "unknown key \"\(key)\"; expected \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
                }
                result[key] = value
            }
            for key in required where result[key] == nil { throw fail(at, "missing key \"\(key)\"") }
            return result
        }
        func identifier(_ v: JSONValue?, _ at: String, _ what: String) throws(CLIError) -> String {
            guard case .string(let s)? = v else { throw fail(at, "expected \(what) (a string), found \((v ?? .null).summary)") }
            return s
        }

        let top = try members(root, "", allowed: ["sections"], required: ["sections"])
        guard case .array(let sectionValues)? = top["sections"] else {
            throw fail("sections", "expected an array of sections, found \((top["sections"] ?? .null).summary)")
        }
        var sections: [DiffSection<String, DiffFileItem>] = []
        var sectionPlaces: [String: String] = [:], itemPlaces: [String: String] = [:]
        for (s, value) in sectionValues.enumerated() {
            let at = "sections[\(s)]"
            let o = try members(value, at, allowed: ["id", "items"], required: ["id", "items"])
            let id = try identifier(o["id"], at + ".id", "a section identifier")
            if let first = sectionPlaces.updateValue(at + ".id", forKey: id) {
                throw fail(at + ".id", "duplicate section identifier \(JSONValue.string(id).formatted()) (also at \(first))")
            }
            guard case .array(let itemValues)? = o["items"] else {
                throw fail(at + ".items", "expected an array of items, found \((o["items"] ?? .null).summary)")
            }
            var items: [DiffFileItem] = []
            items.reserveCapacity(itemValues.count)
            for (i, itemValue) in itemValues.enumerated() {
                let itemAt = "\(at).items[\(i)]"
                let item: DiffFileItem
                switch itemValue {
                case .string(let name):
                    item = DiffFileItem(id: name, content: nil)
                case .object:
                    let m = try members(itemValue, itemAt, allowed: ["id", "content"], required: ["id"])
                    item = DiffFileItem(id: try identifier(m["id"], itemAt + ".id", "an item identifier"), content: m["content"])
                default:
                    throw fail(
                        itemAt,
                        "expected an item identifier (a string) or an object with \"id\" and optional \"content\", found \(itemValue.summary)"
                    )
                }
                if let first = itemPlaces.updateValue(itemAt, forKey: item.id) {
                    throw fail(itemAt, "duplicate item identifier \(JSONValue.string(item.id).formatted()) (also at \(first))")
                }
                items.append(item)
            }
            sections.append(DiffSection(id: id, items: items))
        }
        return sections
    }
}
