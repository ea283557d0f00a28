import Geometry

/// One axis of a ``GridLayout``: `frozen` header lines of `headerLength`, then body lines
/// of `bodyLength`, `spacing` apart. Positions are closed-form, so nothing is stored per
/// line.
struct GridAxis: Hashable, Sendable {
    var frozen: Int
    var headerLength: Double
    var bodyLength: Double
    var spacing: Double

    /// Where line `i` starts (before any pinning).
    func position(_ i: Int) -> Double {
        if i < frozen { return Double(i) * (headerLength + spacing) }
        return Double(frozen) * (headerLength + spacing) + Double(i - frozen) * (bodyLength + spacing)
    }

    /// The length of line `i`.
    func length(_ i: Int) -> Double { i < frozen ? headerLength : bodyLength }

    /// From the start of the first line to the end of line `count - 1`.
    func extent(_ count: Int) -> Double { count <= 0 ? 0 : position(count - 1) + length(count - 1) }

    /// The extent of the frozen lines among `count`.
    func frozenExtent(_ count: Int) -> Double { extent(min(frozen, count)) }

    /// The lines among `0 ..< count` that may meet `lo ... hi` once the frozen ones are
    /// moved by `pin`: two ranges (frozen, body), found in closed form with one line of
    /// slack each side; the caller tests each candidate exactly.
    func candidates(from lo: Double, to hi: Double, count: Int, pin: Double) -> [ClosedRange<Int>] {
        guard count > 0, lo <= hi else { return [] }
        let frozenCount = min(frozen, count)
        var result: [ClosedRange<Int>] = []
        if frozenCount > 0,
            let r = Self.range(start: pin, pitch: headerLength + spacing, length: headerLength, count: frozenCount, lo: lo, hi: hi)
        {
            result.append(r)
        }
        if count > frozenCount {
            let start = position(frozenCount)
            if let r = Self.range(start: start, pitch: bodyLength + spacing, length: bodyLength, count: count - frozenCount, lo: lo, hi: hi)
            {
                result.append((r.lowerBound + frozenCount)...(r.upperBound + frozenCount))
            }
        }
        return result
    }

    /// Indices `i` in `0 ..< count` with `[start + i·pitch, … + length]` possibly meeting
    /// `lo ... hi` (one index of slack each side), or `nil`.
    private static func range(start: Double, pitch: Double, length: Double, count: Int, lo: Double, hi: Double) -> ClosedRange<Int>? {
        if pitch <= 0 {
            // Every line at the same place: all or none.
            return start <= hi && start + length >= lo ? 0...(count - 1) : nil
        }
        let first = clampedIndex(((lo - length - start) / pitch).rounded(.up) - 1, upper: count - 1)
        let last = clampedIndex(((hi - start) / pitch).rounded(.down) + 1, upper: count - 1)
        return first <= last ? first...last : nil
    }

    /// `x` as an index in `0 ... upper`, without trapping on huge, negative or NaN values.
    static func clampedIndex(_ x: Double, upper: Int) -> Int {
        guard x > 0 else { return 0 }
        guard x < Double(upper) else { return upper }
        return min(Int(x), upper)
    }
}
