/// Formats a scalar without a trailing `.0` for whole numbers: `10`, `12.5`, `-0.25`.
///
/// Used by the `description` of every geometry type, by the CLI and by the JSON dump, so
/// the same number always prints the same way.
///
/// - Parameter value: The number to format.
/// - Returns: The integer form for whole numbers of magnitude below 2^53, Swift's
///   shortest round-tripping form otherwise (`nan`, `inf`, `-inf` for non-finite values).
public func formatScalar(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
        if value == 0 { return "0" }  // also turns -0 into 0
        return String(Int64(value))
    }
    return "\(value)"
}

/// Text as a JSON string literal, quotes included: `"`, `\`, newline, return and tab
/// get their short escapes, other control characters `\u00XX`.
///
/// Shared by the JSON this package writes (the layout dump, the CLI's `--json`, the
/// plugin wire format); not public API.
///
/// - Parameters:
///   - text: The text.
///   - escapingLessThan: Also write `<` as `\u003c`, so the literal is safe inside an
///     HTML `<script>` element.
/// - Returns: The quoted, escaped literal.
package func jsonStringLiteral(_ text: String, escapingLessThan: Bool = false) -> String {
    var out = "\""
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
    return out + "\""
}
