import Geometry

/// How ``JSONValue/formatted(_:escapingLessThan:)`` lays out the text.
public enum JSONFormat: Sendable, Hashable {
    /// No spaces at all: `{"a":[1,2]}` — the plugin wire format.
    case compact
    /// One line with a space after each `:` and `,`: `{"a": [1, 2]}` — `cvkit check --json`.
    case spaced
    /// The top-level object one member per line, each array directly in it one element
    /// per line, everything deeper ``spaced`` — the layout dump and the CLI's `--json`
    /// outputs:
    ///
    /// ```json
    /// {
    ///   "version": 1,
    ///   "layouts": [
    ///     {"name": "flow", "origin": "built-in"}
    ///   ]
    /// }
    /// ```
    case lines
}

extension JSONValue {
    /// The value as JSON text, without a trailing newline.
    ///
    /// Strings escape `"`, `\`, newline, return and tab with their short forms and other
    /// control characters as `\u00XX`. Numbers follow the dump v1 contract: whole numbers
    /// without a fraction (`50`, not `50.0`), others in Swift's shortest round-tripping
    /// form (`12.5`, `1e-07`), and a non-finite number as `null`.
    ///
    /// ```swift
    /// JSONValue.array([.number(50), .number(0.5), .number(.nan)]).formatted()  // [50,0.5,null]
    /// ```
    ///
    /// - Parameters:
    ///   - format: The layout of the text (default ``JSONFormat/compact``).
    ///   - escapingLessThan: Also write `<` as `\u003c`, so the text is safe inside an
    ///     HTML `<script>` element.
    /// - Returns: The text.
    /// - Complexity: O(size of the value).
    public func formatted(_ format: JSONFormat = .compact, escapingLessThan: Bool = false) -> String {
        var writer = JSONWriter(escapingLessThan: escapingLessThan)
        switch (format, self) {
        case (.lines, .object(let members)) where !members.isEmpty:
            writer.out += "{\n"
            for (i, member) in members.enumerated() {
                writer.out += i == 0 ? "  " : ",\n  "
                writer.write(string: member.key)
                writer.out += ": "
                if case .array(let elements) = member.value, !elements.isEmpty {
                    writer.out += "[\n"
                    for (j, element) in elements.enumerated() {
                        writer.out += j == 0 ? "    " : ",\n    "
                        writer.write(element, spaced: true)
                    }
                    writer.out += "\n  ]"
                } else {
                    writer.write(member.value, spaced: true)
                }
            }
            writer.out += "\n}"
        default:
            writer.write(self, spaced: format != .compact)
        }
        return writer.out
    }

    /// A string as a JSON string literal, quotes included (see
    /// ``formatted(_:escapingLessThan:)`` for the escapes).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - escapingLessThan: Also write `<` as `\u003c`.
    /// - Returns: The literal.
    public static func literal(_ text: String, escapingLessThan: Bool = false) -> String {
        var writer = JSONWriter(escapingLessThan: escapingLessThan)
        writer.write(string: text)
        return writer.out
    }
}

/// Writes JSON text into one buffer: the only place the package escapes strings and
/// formats numbers for JSON.
struct JSONWriter {
    var out = ""
    let escapingLessThan: Bool

    init(escapingLessThan: Bool) { self.escapingLessThan = escapingLessThan }

    mutating func write(_ value: JSONValue, spaced: Bool) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .number(let d): out += d.isFinite ? formatScalar(d) : "null"
        case .string(let s): write(string: s)
        case .array(let elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += spaced ? ", " : "," }
                write(element, spaced: spaced)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += spaced ? ", " : "," }
                write(string: member.key)
                out += spaced ? ": " : ":"
                write(member.value, spaced: spaced)
            }
            out += "}"
        }
    }

    mutating func write(string text: String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where escapingLessThan: out += "\\u003c"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
