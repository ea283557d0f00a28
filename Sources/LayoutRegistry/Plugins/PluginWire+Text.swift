import CVKitJSON

extension PluginWire {
    /// The longest name a plugin may give a layout, a parameter, a case or a kind.
    static let maximumNameLength = 64

    /// A name as the command line types it: 1 to 64 ASCII letters, digits, `-`, `_` and `.`.
    ///
    /// - Throws: ``DecodeError`` when it is missing, not a string, or has other characters.
    static func name(_ v: JSONValue?, _ path: String) throws(DecodeError) -> String {
        let expected = "a name of 1 to \(maximumNameLength) ASCII letters, digits, '-', '_' or '.'"
        guard let name = v?.stringValue, !name.isEmpty, name.utf8.count <= maximumNameLength else {
            throw DecodeError(path, expected)
        }
        let allowed = name.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2D || c == 0x5F || c == 0x2E
        }
        guard allowed else { throw DecodeError(path, expected) }
        return name
    }

    /// An optional text shown to the user (a summary, details, help): a string without
    /// control characters (a line break and a tab are allowed where `multiline`), so a
    /// plugin cannot drive the terminal; `nil` when absent.
    ///
    /// - Throws: ``DecodeError`` for a value that is not such a string.
    static func text(_ v: JSONValue?, _ path: String, multiline: Bool = false) throws(DecodeError) -> String? {
        guard let v, !v.isNull else { return nil }
        guard let text = v.stringValue else { throw DecodeError(path, "a string") }
        let clean = text.unicodeScalars.allSatisfy { s in
            !(s.value < 0x20 || (s.value >= 0x7F && s.value < 0xA0)) || (multiline && (s == "\n" || s == "\t"))
        }
        guard clean else {
            throw DecodeError(
                path, multiline ? "text without control characters but line breaks and tabs" : "text without control characters")
        }
        return text
    }

    /// An optional `true` or `false`; `nil` when absent or null.
    ///
    /// - Throws: ``DecodeError`` for any other value.
    static func flag(_ v: JSONValue?, _ path: String) throws(DecodeError) -> Bool? {
        guard let v, !v.isNull else { return nil }
        guard let b = v.boolValue else { throw DecodeError(path, "true or false") }
        return b
    }
}
