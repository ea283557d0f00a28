/// A JSON value: what ``JSONValue/parse(_:)`` reads and ``JSONValue/formatted(_:escapingLessThan:)``
/// writes — the one JSON type of the package (the `--data` file, the plugin wire format,
/// the CLI's `--json` outputs and the layout dump).
///
/// Objects keep their members in order, so what is written is byte-for-byte
/// predictable. Whole numbers that fit in `Int` are read as ``integer(_:)``; an integer
/// and a number compare equal when their values are.
///
/// ```swift
/// let v = JSONValue.object([("name", .string("flow")), ("columns", .integer(3))])
/// v.formatted(.spaced)     // {"name": "flow", "columns": 3}
/// v["columns"]?.intValue   // 3
/// ```
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits in `Int`.
    case integer(Int)
    /// Any other number; a non-finite one is written as `null`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in order.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default:
            if let a = lhs.doubleValue, let b = rhs.doubleValue { return a == b }
            return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .integer(let i): hasher.combine(Double(i))
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o):
            for (k, v) in o {
                hasher.combine(k)
                hasher.combine(v)
            }
        }
    }

    // MARK: - Access

    /// The value of the first member named `key` of an object; `nil` for a missing key
    /// or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string of a ``string(_:)``.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The value of a ``bool(_:)``.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// A number; integers convert.
    public var doubleValue: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .number(let d): return d
        default: return nil
        }
    }

    /// An integer, or a whole number that fits in `Int`.
    public var intValue: Int? {
        switch self {
        case .integer(let i): return i
        case .number(let d) where d == d.rounded() && abs(d) < 9.2e18: return Int(d)
        default: return nil
        }
    }

    /// The elements of an ``array(_:)``.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// Whether the value is ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// How the value is named in error messages: `the number 12`, `the string "abc"`,
    /// `an object`.
    public var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return "the number \(i)"
        case .number(let n): return "the number \(n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n))"
        case .string(let s): return "the string \"\(s.count > 20 ? String(s.prefix(20)) + "…" : s)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
