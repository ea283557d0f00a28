import Geometry
import LayoutProtocol

/// One section of a flow layout: its metrics (what the host and delegate said) and its
/// geometry (where its header, lines and footer are), along the scroll ("main") and the
/// cross axis. Offsets are in the layout's unmirrored, unrounded space.
final class FlowSection {
    // MARK: Metrics
    let index: Int
    let count: Int
    let insets: EdgeInsets
    let lineSpacing: Double
    let interitemSpacing: Double
    let headerSize: Size
    let footerSize: Size
    /// The size of every item when the section is uniform.
    var uniformSize: Size?
    /// One size per item when the section is not uniform.
    var sizes: [Size]
    /// Where the sizes came from (to refresh single items).
    let sizing: FlowItemSizing.Kind

    // MARK: Geometry
    var start: Double = 0
    var headerLength: Double = 0
    var footerLength: Double = 0
    var insetMainLeading: Double = 0
    var insetMainTrailing: Double = 0
    var crossLeading: Double = 0
    var available: Double = 0
    var linesLength: Double = 0
    var grid: FlowUniformGrid?
    var crossOffsets: [Double] = []
    /// The lines, their pending shifts and the update's scratch arrays, in one stored value:
    /// an incremental update takes it out and puts it back with one access each (every
    /// access to a stored property of a class is checked for exclusivity at run time, so
    /// one stored value pays one check where separate properties paid one each).
    var lines = FlowLines()
    /// How many pending shifts a section keeps before writing them into its line offsets.
    static let maxPendingShifts = 8
    /// The most lines whose scratch arrays a section keeps between updates.
    static let maxScratchLines = 256
    /// How many lines the line pass collects on the stack before appending them.
    static let lineBatch = 64
    /// How many items the last ``changeSize(ofItem:to:rules:)`` broke into lines again.
    var rebrokenItems = 0
    /// How many lines the last full pass laid out as repeats of the line before them (test hook).
    var repeatedLines = 0

    init(
        index: Int, count: Int, insets: EdgeInsets, lineSpacing: Double, interitemSpacing: Double,
        headerSize: Size, footerSize: Size, uniformSize: Size?, sizes: [Size], sizing: FlowItemSizing.Kind
    ) {
        self.index = index
        self.count = count
        self.insets = insets
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.headerSize = headerSize
        self.footerSize = footerSize
        self.uniformSize = uniformSize
        self.sizes = sizes
        self.sizing = sizing
    }

    /// A copy with the same metrics and sizes (shared copy-on-write), for a new layout
    /// pass that must not disturb this one.
    func copyMetrics() -> FlowSection {
        FlowSection(
            index: index, count: count, insets: insets, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing,
            headerSize: headerSize, footerSize: footerSize, uniformSize: uniformSize, sizes: sizes, sizing: sizing)
    }

    /// Takes over the geometry buffers of the section this one replaces, so a new pass
    /// writes into memory that is already mapped instead of allocating it again. Only
    /// called once the new pass can no longer fail. With `keepingRuns` (a re-layout of the
    /// same sizes: `copyMetrics()` shares them) the sizes the old passes found repeating
    /// too.
    func adoptBuffers(from old: FlowSection, keepingRuns: Bool) {
        guard old !== self, uniformSize == nil else { return }
        crossOffsets = old.crossOffsets
        var taken = FlowLines()
        swap(&taken, &old.lines)
        lines.starts = taken.starts
        lines.offsets = taken.offsets
        lines.thickness = taken.thickness
        if keepingRuns { lines.periodic = taken.periodic }
        old.crossOffsets = []
    }

    // MARK: Derived positions
    var itemsStart: Double { start + headerLength + insetMainLeading }
    var itemsEnd: Double { itemsStart + linesLength }
    var end: Double { itemsEnd + insetMainTrailing + footerLength }
    var length: Double { end - start }
    var lineCount: Int { grid?.lineCount ?? lines.starts.count }

    /// The size of an item.
    @inline(__always) func size(of item: Int) -> Size { uniformSize ?? sizes[item] }

    // MARK: Layout

    /// Computes headers, insets and lines for a cross extent.
    ///
    /// - Returns: Whether an item is larger than the available cross length (UIKit logs).
    func layOut(rules: FlowLineRules, crossExtent: Double, referenceLeading: Double, referenceTrailing: Double) -> Bool {
        let h = rules.horizontal
        headerLength = rules.main(headerSize)
        footerLength = rules.main(footerSize)
        insetMainLeading = h ? insets.left : insets.top
        insetMainTrailing = h ? insets.right : insets.bottom
        crossLeading = referenceLeading + (h ? insets.top : insets.left)
        available = crossExtent - referenceLeading - referenceTrailing - (h ? insets.vertical : insets.horizontal)
        grid = nil
        if let u = uniformSize {
            crossOffsets = []
            lines = FlowLines()
            return layOutUniform(u, rules: rules)
        }
        return layOutLines(rules: rules)
    }

    private func layOutUniform(_ size: Size, rules: FlowLineRules) -> Bool {
        let c = rules.cross(size), m = rules.main(size)
        guard count > 0 else { linesLength = 0; return false }
        let perLine = min(FlowLineRules.itemsFittingGreedily(c, spacing: interitemSpacing, available: available), count)
        let lines = (count - 1) / perLine + 1
        let lastCount = count - (lines - 1) * perLine
        let full = rules.arrangement(
            count: perLine, crossSum: Double(perLine) * c, first: c, allEqual: true, isLast: false,
            available: available, spacing: interitemSpacing)
        let last = rules.arrangement(
            count: lastCount, crossSum: Double(lastCount) * c, first: c, allEqual: true, isLast: true,
            available: available, spacing: interitemSpacing)
        grid = FlowUniformGrid(
            itemCross: c, itemMain: m, perLine: perLine, lineCount: lines, lastCount: lastCount,
            fullLead: full.lead, fullGap: full.gap, lastLead: last.lead, lastGap: last.gap, lineSpacing: lineSpacing)
        linesLength = Double(lines) * m + Double(lines - 1) * lineSpacing
        return c > available
    }

    /// The offset of a line from the start of the item area, pending shifts included.
    @inline(__always) func lineOffset(_ line: Int) -> Double { lines.offset(line) }

    /// `offset` with every pending shift that reaches a line starting at `lineStart`, added
    /// in the order the shifts were made (the additions an eager update would have made).
    @inline(__always) static func shifted(_ offset: Double, lineStart: Int, by shifts: [(item: Int, delta: Double)]) -> Double {
        var o = offset
        for p in shifts where lineStart >= p.item { o += p.delta }
        return o
    }

    /// The line that holds an item (binary search over line starts).
    ///
    /// - Complexity: O(log lines).
    func line(ofItem item: Int) -> Int {
        if let g = grid { return item / g.perLine }
        return lines.line(ofItem: item)
    }

    /// The first item after a line (the next line's start, or the count).
    @inline(__always) func lineEnd(_ line: Int) -> Int {
        let starts = lines.starts
        return line + 1 < starts.count ? starts[line + 1] : count
    }

    /// An item's frame parts relative to the section: cross offset from the content's
    /// leading edge, main offset from the layout's start, and its size.
    @inline(__always) func itemPlacement(_ item: Int, rules: FlowLineRules) -> (u: Double, v: Double, size: Size) {
        if let g = grid, let size = uniformSize {
            let p = g.position(of: item)
            return (crossLeading + p.u, itemsStart + p.v, size)
        }
        let line = line(ofItem: item)
        let size = sizes[item]
        let v = itemsStart + lineOffset(line) + (lines.thickness[line] - rules.main(size)) / 2
        return (crossLeading + crossOffsets[item], v, size)
    }

    /// Changes one item's size and re-lays out only the lines it moves.
    ///
    /// - Returns: How far everything after the changed lines moved along the scroll axis.
    func changeSize(ofItem item: Int, to newSize: Size, rules: FlowLineRules) -> (delta: Double, tooLarge: Bool) {
        if let u = uniformSize {
            if u == newSize { return (0, false) }
            // Materialize the sizes and lines once; later changes are incremental.
            sizes = [Size](repeating: u, count: count)
            uniformSize = nil
            grid = nil
            let oldLength = linesLength
            sizes[item] = newSize
            let tooLarge = layOutLines(rules: rules)
            return (linesLength - oldLength, tooLarge)
        }
        if sizes[item] == newSize { return (0, false) }
        let oldLength = linesLength
        sizes[item] = newSize
        // The lines are taken out for the update and put back at the end (one access each;
        // the update reads and writes them many times).
        var l = FlowLines()
        swap(&l, &lines)
        defer { swap(&l, &lines) }
        l.periodic.split(at: item)
        var line = l.line(ofItem: item)
        // A shrinking first item may now fit on the previous line.
        if line > 0 && l.starts[line] == item { line -= 1 }
        let firstItem = l.starts[line]
        let tooLarge = relayOutUntilResync(&l, line: line, firstItem: firstItem, changed: item, rules: rules)
        return (linesLength - oldLength, tooLarge)
    }
}

/// The lines of a flow section with per-item sizes (see `FlowSection.lines`).
struct FlowLines {
    /// Each line's first item.
    var starts: [Int] = []
    /// Each line's offset from the start of the item area (without the pending shifts).
    var offsets: [Double] = []
    /// Each line's thickness along the scroll axis.
    var thickness: [Double] = []
    /// Shifts along the scroll axis not yet written into ``offsets``: every line whose
    /// first item is at or after `item` lies `delta` further on, the shifts applied in the
    /// order they were made (two in a row from the same item are kept as their sum). A size
    /// change that keeps later line breaks records one shift here instead of rewriting every
    /// later line (O(1) instead of O(lines)); reads go through ``offset(_:)``. Folded into
    /// ``offsets`` once more than `FlowSection.maxPendingShifts` pile up, and dropped by a
    /// full line pass.
    var pendingShifts: [(item: Int, delta: Double)] = []
    /// The arrays the last incremental update collected the new lines in that did not fit
    /// in place, kept (emptied) for the next one so a size change allocates nothing;
    /// dropped when they held more than `FlowSection.maxScratchLines` lines.
    var scratch = LineArrays()
    /// The sizes the line passes found repeating (see ``FlowPeriodicRuns``).
    var periodic = FlowPeriodicRuns()

    /// The offset of a line from the start of the item area, pending shifts included.
    @inline(__always) func offset(_ line: Int) -> Double {
        pendingShifts.isEmpty ? offsets[line] : FlowSection.shifted(offsets[line], lineStart: starts[line], by: pendingShifts)
    }

    /// The line that holds an item (binary search over line starts).
    ///
    /// - Complexity: O(log lines).
    func line(ofItem item: Int) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if starts[mid] <= item { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Writes the pending shifts into ``offsets``.
    ///
    /// Safe: the loop runs over the offsets buffer's own indices, and `starts` holds one
    /// first item per line, as many as `offsets` (the two are written together).
    ///
    /// - Complexity: O(lines × pending shifts).
    mutating func foldPendingShifts() {
        guard !pendingShifts.isEmpty else { return }
        let shifts = pendingShifts, lineStarts = starts
        offsets.withUnsafeMutableBufferPointer { offsets in
            for k in offsets.indices { offsets[k] = FlowSection.shifted(offsets[k], lineStart: lineStarts[k], by: shifts) }
        }
        pendingShifts = []
    }
}

/// Three line arrays (first items, offsets, thicknesses): what a full line pass appends
/// to, and the lines of an incremental update that did not fit in place (see
/// `FlowLines.scratch`).
struct LineArrays {
    var starts: [Int] = []
    var offsets: [Double] = []
    var thickness: [Double] = []

    /// Empties the arrays, keeping their capacity.
    mutating func removeAll() {
        starts.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        thickness.removeAll(keepingCapacity: true)
    }
}

extension FlowItemSizing {
    /// The case without its payload.
    enum Kind: Hashable, Sendable {
        case layoutDefault, perItem, uniform, bulk
    }
}
