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
            writer.append("{\n")
            for (i, member) in members.enumerated() {
                writer.append(i == 0 ? "  " : ",\n  ")
                writer.write(string: member.key)
                writer.append(": ")
                if case .array(let elements) = member.value, !elements.isEmpty {
                    writer.bytes.reserveCapacity(writer.bytes.count + 128 * elements.count)
                    writer.append("[\n")
                    for (j, element) in elements.enumerated() {
                        writer.append(j == 0 ? "    " : ",\n    ")
                        writer.write(element, spaced: true)
                    }
                    writer.append("\n  ]")
                } else {
                    writer.write(member.value, spaced: true)
                }
            }
            writer.append("\n}")
        default:
            writer.write(self, spaced: format != .compact)
        }
        return writer.text
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
        return writer.text
    }
}

/// Writes JSON text into one byte buffer: the only place the package escapes strings and
/// formats numbers for JSON.
struct JSONWriter {
    var bytes: [UInt8] = []
    let escapingLessThan: Bool

    init(escapingLessThan: Bool) { self.escapingLessThan = escapingLessThan }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(_ value: JSONValue, spaced: Bool) {
        switch value {
        case .null: append("null")
        case .bool(let b): append(b ? "true" : "false")
        case .integer(let i): append(String(i))
        case .number(let d): append(d.isFinite ? formatScalar(d) : "null")
        case .string(let s): write(string: s)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { append(spaced ? ", " : ",") }
                write(element, spaced: spaced)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { append(spaced ? ", " : ",") }
                write(string: member.key)
                append(spaced ? ": " : ":")
                write(member.value, spaced: spaced)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    mutating func write(string text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case UInt8(ascii: "<") where escapingLessThan: append("\\u003c")
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                bytes.append(byte)  // UTF-8 of other characters is copied unchanged
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
