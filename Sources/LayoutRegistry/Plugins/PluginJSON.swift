import Geometry

/// A JSON value: the plain data that crosses the C boundary between `cvkit` and an
/// out-of-tree plugin (both sides are built from this file, so neither needs Foundation).
///
/// Objects keep their keys in order, so the host's requests are byte-for-byte
/// predictable; lookups take the first match.
package enum PluginJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([PluginJSON])
    case object([(String, PluginJSON)])

    package static func == (lhs: PluginJSON, rhs: PluginJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default:
            if let a = lhs.doubleValue, let b = rhs.doubleValue { return a == b }
            return false
        }
    }

    // MARK: - Access

    /// The value of the first member named `key` of an object.
    package subscript(key: String) -> PluginJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    package var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// A number (integers convert).
    package var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// An integer, or a whole double that fits in `Int`.
    package var intValue: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d == d.rounded() && abs(d) < 9.2e18: return Int(d)
        default: return nil
        }
    }

    package var arrayValue: [PluginJSON]? {
        if case .array(let a) = self { return a }
        return nil
    }

    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    // MARK: - Writing

    /// Compact JSON text. Non-finite numbers are written as `null`.
    package var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += d.isFinite ? formatScalar(d) : "null"
        case .string(let s): PluginJSON.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                PluginJSON.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ s: String, to out: inout String) { out += jsonStringLiteral(s) }

    // MARK: - Reading

    /// Parses JSON text.
    ///
    /// - Throws: ``PluginJSONParseError`` with the byte offset of the problem.
    /// - Complexity: O(length of the text).
    package static func parse(_ text: String) throws(PluginJSONParseError) -> PluginJSON {
        var parser = PluginJSONParser(bytes: Array(text.utf8))
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }
}

/// Why a JSON text could not be read.
package struct PluginJSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    package var message: String
    /// The byte offset where it was noticed.
    package var offset: Int

    package var description: String { "\(message) at byte \(offset)" }
}

private struct PluginJSONParser {
    let bytes: [UInt8]
    var index = 0

    func error(_ message: String) -> PluginJSONParseError { PluginJSONParseError(message: message, offset: index) }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) throws(PluginJSONParseError) -> PluginJSON {
        guard depth < 200 else { throw error("nesting deeper than 200 levels") }
        guard index < bytes.count else { throw error("unexpected end of text") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(String, PluginJSON)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
                let key = try string()
                skipSpace()
                try expect(UInt8(ascii: ":"))
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                if try separatorOrEnd(UInt8(ascii: "}")) { return .object(members) }
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [PluginJSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                if try separatorOrEnd(UInt8(ascii: "]")) { return .array(items) }
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            return try number()
        }
    }

    /// Consumes `,` (returns false) or `end` (returns true).
    mutating func separatorOrEnd(_ end: UInt8) throws(PluginJSONParseError) -> Bool {
        guard index < bytes.count else { throw error("unexpected end of text") }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        if bytes[index] == end {
            index += 1
            return true
        }
        throw error("expected ',' or '\(Character(Unicode.Scalar(end)))'")
    }

    mutating func expect(_ byte: UInt8) throws(PluginJSONParseError) {
        guard index < bytes.count, bytes[index] == byte else { throw error("expected '\(Character(Unicode.Scalar(byte)))'") }
        index += 1
    }

    mutating func literal(_ word: String) throws(PluginJSONParseError) {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else { throw error("invalid literal") }
        index += w.count
    }

    mutating func number() throws(PluginJSONParseError) -> PluginJSON {
        let start = index
        var isInteger = true
        while index < bytes.count {
            let b = bytes[index]
            if (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") {
                index += 1
            } else if b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") || b == UInt8(ascii: "+") {
                isInteger = false
                index += 1
            } else {
                break
            }
        }
        guard index > start else { throw error("unexpected character") }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let i = Int(text) { return .int(i) }
        guard let d = Double(text), d.isFinite, text.first != "+", text.first != "." else {
            index = start
            throw error("invalid number '\(text)'")
        }
        return .double(d)
    }

    mutating func hex4() throws(PluginJSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("invalid \\u escape")
        }
        index += 4
        return v
    }

    mutating func string() throws(PluginJSONParseError) -> String {
        index += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ parser: PluginJSONParser, to scalars: inout String.UnicodeScalarView, from start: Int) {
            scalars.append(contentsOf: String(decoding: parser.bytes[start..<parser.index], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                flush(self, to: &scalars, from: run)
                index += 1
                return String(scalars)
            }
            if b < 0x20 { throw error("control character in a string") }
            if b != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            flush(self, to: &scalars, from: run)
            index += 1
            guard index < bytes.count else { throw error("unterminated string") }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var v = try hex4()
                if (0xD800..<0xDC00).contains(v) {
                    guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                    v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(v) else { throw error("invalid \\u escape") }
                scalars.append(scalar)
            default:
                index -= 1
                throw error("invalid escape")
            }
            run = index
        }
    }
}
