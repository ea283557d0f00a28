/// Why a JSON text could not be read: where (1-based line and column, and the byte
/// offset) and what was expected.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the problem, from 1.
    public var line: Int
    /// The column of the problem, from 1, counted in characters.
    public var column: Int
    /// The byte offset of the problem in the UTF-8 text.
    public var offset: Int
    /// What was wrong: `expected ',' or ']' in an array, found '2'`.
    public var message: String

    /// `line 3, column 7: expected a value, found ']'`.
    public var description: String { "line \(line), column \(column): \(message)" }
}

extension JSONValue {
    /// Reads one JSON document, strictly (RFC 8259: no comments, no trailing commas, no
    /// duplicate keys, nesting at most 256 deep).
    ///
    /// ```swift
    /// try JSONValue.parse(#"{"a": [1, 2.5]}"#)  // .object([("a", .array([.integer(1), .number(2.5)]))])
    /// ```
    ///
    /// - Parameter text: The text.
    /// - Returns: The value.
    /// - Throws: ``JSONSyntaxError`` with the line, column and byte offset of the problem.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONReader.parse(text)
    }
}

/// A small strict JSON reader over UTF-8 bytes, with line and column for errors.
struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// Reads one JSON document.
    ///
    /// - Throws: ``JSONSyntaxError``.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the end of the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: - Private

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1, column = 1, i = 0
        let end = min(index, bytes.count)
        while i < end {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1; column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return JSONSyntaxError(line: line, column: column, offset: index, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var found: String {
        guard let c = current else { return "the end of the file" }
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        return "a byte 0x\(String(c, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
    }

    private mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
        guard let c = current else { throw error("expected a value, found the end of the file") }
        switch c {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try readLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try readLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try readLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw error("expected a value, found \(found)")
        }
    }

    private mutating func readLiteral(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("expected a value, found \(found)")
        }
        index += w.count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= 256 else { throw error("nesting deeper than 256 levels") }
    }

    /// Reads the members of an object or the elements of an array up to `close`, one
    /// `readElement` call each, separated by commas.
    private mutating func readSequence(
        closingWith close: UInt8, in container: String, _ readElement: (inout JSONReader) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try enter()
        index += 1
        skipWhitespace()
        if current == close {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            try readElement(&self)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if current == close {
                index += 1
                break
            }
            throw error("expected ',' or '\(Character(Unicode.Scalar(close)))' in \(container), found \(found)")
        }
        depth -= 1
    }

    private mutating func readObject() throws(JSONSyntaxError) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        try readSequence(closingWith: UInt8(ascii: "}"), in: "an object") { (reader: inout JSONReader) throws(JSONSyntaxError) in
            guard reader.current == UInt8(ascii: "\"") else { throw reader.error("expected a key in double quotes, found \(reader.found)") }
            let keyStart = reader.index
            let key = try reader.readString()
            guard seen.insert(key).inserted else {
                reader.index = keyStart
                throw reader.error("duplicate key \"\(key)\"")
            }
            reader.skipWhitespace()
            guard reader.current == UInt8(ascii: ":") else {
                throw reader.error("expected ':' after the key \"\(key)\", found \(reader.found)")
            }
            reader.index += 1
            reader.skipWhitespace()
            members.append((key, try reader.readValue()))
        }
        return .object(members)
    }

    private mutating func readArray() throws(JSONSyntaxError) -> JSONValue {
        var values: [JSONValue] = []
        try readSequence(closingWith: UInt8(ascii: "]"), in: "an array") { (reader: inout JSONReader) throws(JSONSyntaxError) in
            values.append(try reader.readValue())
        }
        return .array(values)
    }

    private mutating func readString() throws(JSONSyntaxError) -> String {
        index += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() -> Bool {
            guard !raw.isEmpty else { return true }
            guard let s = String(validating: raw, as: UTF8.self) else { return false }
            scalars.append(contentsOf: s.unicodeScalars)
            raw.removeAll()
            return true
        }
        while true {
            guard let c = current else { throw error("unterminated string") }
            if c == UInt8(ascii: "\"") {
                guard flush() else { throw error("invalid UTF-8 in a string") }
                index += 1
                return String(scalars)
            }
            if c < 0x20 { throw error("control character in a string; write it escaped") }
            if c != UInt8(ascii: "\\") {
                raw.append(c)
                index += 1
                continue
            }
            guard flush() else { throw error("invalid UTF-8 in a string") }
            index += 1
            guard let e = current else { throw error("unterminated string") }
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
                var code = try readHex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("a high surrogate must be followed by a low surrogate")
                    }
                    index += 2
                    let low = try readHex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate must be followed by a low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                scalars.append(scalar)
            default:
                index -= 1
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string")
            }
        }
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("expected four hex digits after \\u")
        }
        index += 4
        return v
    }

    private mutating func readNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let s = index
            while let c = current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { index += 1 }
            return index - s
        }
        if current == UInt8(ascii: "-") { index += 1 }
        let intStart = index
        guard digits() > 0 else { throw error("expected a digit, found \(found)") }
        if bytes[intStart] == UInt8(ascii: "0") && index - intStart > 1 {
            index = intStart
            throw error("a number cannot start with 0")
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.', found \(found)") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent, found \(found)") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let i = Int(text) { return .integer(i) }
        guard let v = Double(text), v.isFinite else {
            index = start
            throw error("the number \(text) is too large")
        }
        return .number(v)
    }
}
