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
