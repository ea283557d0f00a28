import Geometry
import LayoutProtocol

/// How the lines of a section are arranged: everything the line arithmetic needs that
/// does not change from section to section.
struct FlowLineRules {
    var horizontal: Bool
    var fullLineAlignment: FlowLayout.LineAlignment
    var lastLineAlignment: FlowLayout.LineAlignment
    /// Whether a full pass lays out runs of repeated lines without a line pass
    /// (``FlowSection/breakLines(from:at:rules:resyncAfter:old:oldLine:into:known:)``); off only in
    /// the tests that compare those runs with the line-by-line pass.
    var findsRepeatedLines = true

    /// The cross-axis extent of a size.
    @inline(__always) func cross(_ s: Size) -> Double { horizontal ? s.height : s.width }
    /// The scroll-axis extent of a size.
    @inline(__always) func main(_ s: Size) -> Double { horizontal ? s.width : s.height }

    /// How many items of cross length `c` fit on a line of length `available` with
    /// `spacing` between them (at least one). `Int.max` when zero-length items with zero
    /// spacing fit without end.
    static func itemsFitting(_ c: Double, spacing s: Double, available w: Double) -> Int {
        if c > w { return 1 }
        let step = c + s
        if step <= 0 { return Int.max }
        let extra = ((w - c) / step).rounded(.down)
        if !(extra < 9.0e18) { return Int.max }
        return Int(max(0, extra)) + 1
    }

    /// ``itemsFitting(_:spacing:available:)`` computed with the very additions the greedy
    /// line breaking of per-item sections makes, so a uniform section breaks its lines
    /// exactly where the same sizes given one by one would (the closed form can differ by
    /// one item when the sums are not exact in binary). Falls back to the closed form for
    /// very long lines.
    static func itemsFittingGreedily(_ c: Double, spacing s: Double, available w: Double) -> Int {
        let estimate = itemsFitting(c, spacing: s, available: w)
        guard estimate < 4096 else { return estimate }
        var used = c, count = 1
        while count <= estimate {
            let next = used + s + c
            if next > w { break }
            used = next
            count += 1
        }
        return count
    }

    /// Where the first item of a line starts and the distance added after each item.
    ///
    /// - Parameters:
    ///   - m: Items on the line (≥ 1).
    ///   - crossSum: The sum of their cross lengths.
    ///   - first: The cross length of the first item (all of them when `allEqual`).
    ///   - allEqual: Whether every item has the same size.
    ///   - isLast: Whether this is the section's last line.
    func arrangement(
        count m: Int, crossSum: Double, first: Double, allEqual: Bool, isLast: Bool,
        available w: Double, spacing s: Double
    ) -> (lead: Double, gap: Double) {
        let alignment = isLast ? lastLineAlignment : fullLineAlignment
        let packed = crossSum + Double(m - 1) * s
        switch alignment {
        case .leading: return (0, s)
        case .trailing: return (w - packed, s)
        case .center: return ((w - packed) / 2, s)
        case .justified:
            if m == 1 { return ((w - crossSum) / 2, 0) }
            return (0, (w - crossSum) / Double(m - 1))
        case .automatic:
            if !isLast {
                if m == 1 { return ((w - crossSum) / 2, 0) }
                return (0, (w - crossSum) / Double(m - 1))
            }
            guard allEqual else { return (0, s) }
            // Spaced as if the line were filled with invisible copies of the item, counted
            // as a line of them breaks (so a full last line lines up with the lines above).
            let k = FlowLineRules.itemsFittingGreedily(first, spacing: s, available: w)
            if k == 1 { return ((w - first) / 2, 0) }
            if first + s <= 0 { return (0, s) }
            let kd = Double(k)
            return (0, (w - kd * first) / (kd - 1))
        }
    }
}

/// The closed form of a section whose items all have one size: no per-item storage.
struct FlowUniformGrid {
    var itemCross: Double
    var itemMain: Double
    var perLine: Int
    var lineCount: Int
    var lastCount: Int
    var fullLead: Double
    var fullGap: Double
    var lastLead: Double
    var lastGap: Double
    var lineSpacing: Double

    /// The distance from one line to the next.
    var pitch: Double { itemMain + lineSpacing }

    /// The cross offset and main offset (relative to the item area) of an item.
    @inline(__always) func position(of item: Int) -> (u: Double, v: Double) {
        let line = item / perLine, column = item - line * perLine
        let isLast = line == lineCount - 1
        let lead = isLast ? lastLead : fullLead, gap = isLast ? lastGap : fullGap
        return (lead + Double(column) * (itemCross + gap), Double(line) * pitch)
    }
}
