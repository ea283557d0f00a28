import Geometry

/// The type of a layout parameter, with what it accepts.
public enum ParameterType: Hashable, Sendable {
    /// A finite number (`12.5`).
    case number
    /// A whole number (`3`).
    case integer
    /// `true` or `false`.
    case bool
    /// A size, written `WxH` (`50x40`).
    case size
    /// A point, written `X,Y` (`0,120`).
    case point
    /// Insets, written `T,L,B,R` (`10,20,10,20`).
    case insets
    /// One of a fixed set of names (`vertical`, `horizontal`).
    case enumeration([String])
    /// Free text.
    case string

    /// The type's name in `cvkit describe --json` and the plugin manifest: `number`,
    /// `integer`, `bool`, `size`, `point`, `insets`, `enumeration`, `string`.
    public var name: String {
        switch self {
        case .number: return "number"
        case .integer: return "integer"
        case .bool: return "bool"
        case .size: return "size"
        case .point: return "point"
        case .insets: return "insets"
        case .enumeration: return "enumeration"
        case .string: return "string"
        }
    }

    /// How the type is written in help texts: `number`, `WxH`, `vertical|horizontal`, ….
    public var syntax: String {
        switch self {
        case .number: return "number"
        case .integer: return "integer"
        case .bool: return "true|false"
        case .size: return "WxH"
        case .point: return "X,Y"
        case .insets: return "T,L,B,R"
        case .enumeration(let cases): return cases.joined(separator: "|")
        case .string: return "text"
        }
    }
}

/// A parameter value.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    /// A finite number.
    case number(Double)
    /// A whole number.
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// A size.
    case size(Size)
    /// A point.
    case point(Point)
    /// Insets.
    case insets(EdgeInsets)
    /// One of an enumeration's cases, by name.
    case enumeration(String)
    /// Free text.
    case string(String)

    /// The value written as the CLI accepts it: `12.5`, `50x40`, `0,120`, `10,20,10,20`.
    public var description: String {
        switch self {
        case .number(let v): return formatScalar(v)
        case .integer(let v): return String(v)
        case .bool(let v): return v ? "true" : "false"
        case .size(let v): return v.description
        case .point(let v): return "\(formatScalar(v.x)),\(formatScalar(v.y))"
        case .insets(let v): return v.description
        case .enumeration(let v), .string(let v): return v
        }
    }

    /// The number, for `.number` and `.integer` values.
    public var numberValue: Double? {
        switch self {
        case .number(let v): return v
        case .integer(let v): return Double(v)
        default: return nil
        }
    }
}

/// A typed parameter a layout accepts: name, type, default, allowed range or cases, help.
public struct ParameterSpec: Hashable, Sendable {
    /// The name, as the layout's Swift property (`itemSize`, `minimumLineSpacing`).
    public var name: String
    /// The type.
    public var type: ParameterType
    /// The value used when none is given.
    public var defaultValue: ParameterValue
    /// The allowed range for numbers and integers (inclusive), if limited.
    public var range: ClosedRange<Double>?
    /// One line of help.
    public var help: String

    /// Creates a parameter.
    public init(name: String, type: ParameterType, defaultValue: ParameterValue, range: ClosedRange<Double>? = nil, help: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.range = range
        self.help = help
    }

    /// Parses a value written as on the command line and checks its range.
    ///
    /// ```swift
    /// ParameterSpec(name: "itemSize", type: .size, defaultValue: .size(Size(width: 50, height: 50)), help: "")
    ///     .parse("100x40") // .size(100x40)
    /// ```
    ///
    /// - Throws: ``LayoutRegistryError/invalidValue(layout:parameter:value:expected:)``
    ///   (layout left empty; the catalog fills it in) or
    ///   ``LayoutRegistryError/outOfRange(layout:parameter:value:range:)``.
    public func parse(_ text: String) throws(LayoutRegistryError) -> ParameterValue {
        let t = text.trimmingWhitespace()
        func fail() -> LayoutRegistryError {
            .invalidValue(layout: "", parameter: name, value: text, expected: type.syntax)
        }
        func numbers(_ separator: Character, _ count: Int) throws(LayoutRegistryError) -> [Double] {
            let parts = t.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == count else { throw fail() }
            var result: [Double] = []
            for p in parts {
                guard let v = Double(p.trimmingWhitespace()), v.isFinite else { throw fail() }
                result.append(v)
            }
            return result
        }
        let value: ParameterValue
        switch type {
        case .number:
            guard let v = Double(t), v.isFinite else { throw fail() }
            value = .number(v)
        case .integer:
            guard let v = Int(t) else { throw fail() }
            value = .integer(v)
        case .bool:
            switch t.lowercased() {
            case "true", "yes", "1": value = .bool(true)
            case "false", "no", "0": value = .bool(false)
            default: throw fail()
            }
        case .size:
            let n = try numbers("x", 2)
            value = .size(Size(width: n[0], height: n[1]))
        case .point:
            let n = try numbers(",", 2)
            value = .point(Point(x: n[0], y: n[1]))
        case .insets:
            let n = try numbers(",", 4)
            value = .insets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
        case .enumeration(let cases):
            guard let match = cases.first(where: { $0.lowercased() == t.lowercased() }) else { throw fail() }
            value = .enumeration(match)
        case .string:
            value = .string(text)
        }
        try checkRange(value)
        return value
    }

    /// Checks a value's type and range against the spec.
    ///
    /// - Throws: ``LayoutRegistryError/invalidValue(layout:parameter:value:expected:)`` or
    ///   ``LayoutRegistryError/outOfRange(layout:parameter:value:range:)``.
    public func validate(_ value: ParameterValue) throws(LayoutRegistryError) {
        let ok: Bool
        switch (type, value) {
        case (.number, .number(let v)): ok = v.isFinite
        case (.number, .integer), (.integer, .integer), (.bool, .bool), (.string, .string): ok = true
        case (.size, .size(let s)): ok = s.isFinite
        case (.point, .point(let p)): ok = p.isFinite
        case (.insets, .insets(let i)): ok = i.isFinite
        case (.enumeration(let cases), .enumeration(let c)): ok = cases.contains(c)
        default: ok = false
        }
        guard ok else { throw .invalidValue(layout: "", parameter: name, value: value.description, expected: type.syntax) }
        try checkRange(value)
    }

    private func checkRange(_ value: ParameterValue) throws(LayoutRegistryError) {
        guard let range, let v = value.numberValue else { return }
        guard range.contains(v) else {
            throw .outOfRange(layout: "", parameter: name, value: value.description, range: range)
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
