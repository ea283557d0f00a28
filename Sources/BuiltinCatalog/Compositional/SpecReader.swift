import CVKitJSON
import Geometry
import LayoutRegistry

/// A bad compositional spec: where in the JSON (`sections[0].group.subitems[1].width`) and
/// what was expected.
public struct CompositionalSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path to the bad value; empty for a syntax error or the whole document.
    public let path: String
    /// What was wrong and what was expected.
    public let message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or the message alone at the top level.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A JSON object of the spec with its path: typed reads, and unknown keys refused.
struct SpecObject {
    let path: String
    let members: [(key: String, value: JSONValue)]

    /// Reads an object whose keys must all be in `allowed`.
    init(_ value: JSONValue, path: String, allowed: [String]) throws(CompositionalSpecError) {
        guard case .object(let members) = value else {
            throw CompositionalSpecError(path: path, message: "expected an object, got \(value.summary)")
        }
        for m in members where !allowed.contains(m.key) {
            throw CompositionalSpecError(
                path: Self.join(path, m.key), message: "unknown key; expected one of: \(allowed.joined(separator: ", "))")
        }
        self.path = path
        self.members = members
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func child(_ key: String) -> String { Self.join(path, key) }

    func value(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    func number(_ key: String) throws(CompositionalSpecError) -> Double? {
        guard let v = value(key) else { return nil }
        guard let n = v.doubleValue else { throw CompositionalSpecError(path: child(key), message: "expected a number, got \(v.summary)") }
        return n
    }

    func integer(_ key: String) throws(CompositionalSpecError) -> Int? {
        guard let n = try number(key) else { return nil }
        guard n == n.rounded(), abs(n) < 1e15 else {
            throw CompositionalSpecError(path: child(key), message: "expected a whole number, got \(formatScalar(n))")
        }
        return Int(n)
    }

    func bool(_ key: String) throws(CompositionalSpecError) -> Bool? {
        guard let v = value(key) else { return nil }
        guard case .bool(let b) = v else {
            throw CompositionalSpecError(path: child(key), message: "expected true or false, got \(v.summary)")
        }
        return b
    }

    func string(_ key: String) throws(CompositionalSpecError) -> String? {
        guard let v = value(key) else { return nil }
        guard case .string(let s) = v else {
            throw CompositionalSpecError(path: child(key), message: "expected a string, got \(v.summary)")
        }
        return s
    }

    func array(_ key: String) throws(CompositionalSpecError) -> [JSONValue]? {
        guard let v = value(key) else { return nil }
        guard case .array(let a) = v else { throw CompositionalSpecError(path: child(key), message: "expected an array, got \(v.summary)") }
        return a
    }

    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(CompositionalSpecError) -> T?
    where T.RawValue == String {
        guard let s = try string(key) else { return nil }
        guard let v = T(rawValue: s) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw CompositionalSpecError(path: child(key), message: "unknown value \"\(s)\"; expected one of: \(names)")
        }
        return v
    }

    func required(_ key: String) throws(CompositionalSpecError) -> JSONValue {
        guard let v = value(key) else { throw CompositionalSpecError(path: child(key), message: "missing; this key is required") }
        return v
    }

    /// A point: `{"x": 1, "y": 2}`.
    func point(_ key: String) throws(CompositionalSpecError) -> Point? {
        guard let v = value(key) else { return nil }
        let o = try SpecObject(v, path: child(key), allowed: ["x", "y"])
        return Point(x: try o.number("x") ?? 0, y: try o.number("y") ?? 0)
    }

    /// Insets: `{"top": 0, "leading": 0, "bottom": 0, "trailing": 0}` (missing edges are 0).
    func insets(_ key: String) throws(CompositionalSpecError) -> DirectionalEdgeInsets? {
        guard let v = value(key) else { return nil }
        let o = try SpecObject(v, path: child(key), allowed: ["top", "leading", "bottom", "trailing"])
        return DirectionalEdgeInsets(
            top: try o.number("top") ?? 0, leading: try o.number("leading") ?? 0,
            bottom: try o.number("bottom") ?? 0, trailing: try o.number("trailing") ?? 0)
    }
}
