import Geometry
import LayoutProtocol

// What WaterfallLayout.prepare() computes, and the passes that fill it.
extension WaterfallLayout {
    /// Where one section lives in ``Storage``.
    struct SectionSpan {
        /// The index of the section's first item in the per-item arrays (and of its first
        /// entry in `columnItems`).
        var firstItem: Int
        /// The number of items in the section.
        var count: Int
        /// The index of the section's first column bound in `columnBounds`.
        var firstBound: Int
        /// The columns that can hold items: min(columnCount, count). Columns fill from
        /// the left, so the rest are empty.
        var usedColumns: Int
        /// The vertical extent of the section, insets included.
        var minY: Double
        var maxY: Double
    }

    /// What prepare() computes, flat over every section and as a struct of arrays: 22 bytes
    /// per item instead of a `Rect` (32) plus an `Int` in a per-column array. Kept with its
    /// capacity across prepares, so a re-layout allocates nothing.
    struct Storage {
        /// Per item (all sections, in order): the top of its frame.
        var originY: [Double] = []
        /// Per item: its height.
        var height: [Double] = []
        /// Per item: its column.
        var column: [UInt16] = []
        /// Per section, the section's item numbers column by column, each column top to
        /// bottom; a section's entries start at its `firstItem`.
        var columnItems: [Int32] = []
        /// Per section, `usedColumns + 1` offsets into its entries of `columnItems`.
        var columnBounds: [Int32] = []
        /// Per column: the x of its frames.
        var columnX: [Double] = []
        var sections: [SectionSpan] = []

        /// Sizes the per-item arrays to `itemCount` and `columnX` to `columnCount` (their
        /// contents are overwritten by the pass) and empties the per-section ones, keeping
        /// every capacity: a re-layout of as many items allocates and clears nothing.
        mutating func resize(itemCount: Int, columnCount: Int, sectionCount: Int) {
            func size<T>(_ array: inout [T], _ count: Int, _ zero: T) {
                if array.count > count { array.removeLast(array.count - count) }
                if array.count < count { array.append(contentsOf: repeatElement(zero, count: count - array.count)) }
            }
            size(&originY, itemCount, 0)
            size(&height, itemCount, 0)
            size(&column, itemCount, 0)
            size(&columnItems, itemCount, 0)
            size(&columnX, columnCount, 0)
            columnBounds.removeAll(keepingCapacity: true)
            sections.removeAll(keepingCapacity: true)
            sections.reserveCapacity(sectionCount)
        }

        /// Every item's height from `cycle` (cycled over the items of every section), or
        /// `defaultHeight` when it is empty.
        mutating func fillHeights(cycling cycle: [Double], default defaultHeight: Double) {
            guard !cycle.isEmpty else {
                for i in height.indices { height[i] = defaultHeight }
                return
            }
            height.withUnsafeMutableBufferPointer { heights in
                // The cycle once, then the filled part copied after itself, doubling it
                // (a multiple of the cycle's length, so item i gets cycle[i % cycle.count]):
                // O(log n) block copies instead of a wrap test per item. Safe: every copy
                // reads [0, m) and writes [m, m + length) with m + length ≤ heights.count,
                // ranges that do not overlap.
                guard let base = heights.baseAddress else { return }
                let n = heights.count
                let first = min(n, cycle.count)
                for i in 0..<first { base[i] = cycle[i] }
                var m = first
                while m < n {
                    let length = min(m, n - m)
                    // An element loop the compiler vectorizes, not memcpy: glibc copies large
                    // blocks with `rep movsb`, which callgrind counts one instruction per
                    // byte (8 per height), hiding the pass's real cost in the figures.
                    let source = UnsafePointer(base), target = base + m
                    for j in 0..<length { target[j] = source[j] }
                    m += length
                }
            }
        }

        /// The shortest-column pass for at most 4 columns: the same rule as the general loop
        /// (the leftmost of the shortest columns; the first item of a column at its top,
        /// later ones `lineSpacing` below the column's bottom) with the bottoms and the item
        /// counts in registers instead of memory. One copy of the pass per column count, so
        /// that the tests of columns past `columns` fold away, each in two phases: until
        /// every column holds an item (``placeFirstRow(_:columns:lineSpacing:heights:tops:itemColumns:bottoms:filled:)``,
        /// from memory), then without that test. Writes the final bottoms to `bottoms` and
        /// each column's item count to `filled`.
        ///
        /// Safe: `i` stays in `items` (within `heights`, `tops` and `itemColumns`, sized by
        /// resize), and `bottoms` and `filled` hold `columns` (1 to 4) entries.
        /// WaterfallStorageTests (1 to 5 and 7 columns, zero heights that keep a column's first row
        /// open, re-prepares through growing, shrinking and empty sections) run under the
        /// address sanitizer.
        @inline(__always)
        static func placeInFewColumns(
            _ items: Range<Int>, columns: Int, top: Double, lineSpacing: Double, heights: UnsafeBufferPointer<Double>,
            tops: UnsafeMutableBufferPointer<Double>, itemColumns: UnsafeMutableBufferPointer<UInt16>,
            bottoms: UnsafeMutableBufferPointer<Double>, filled: UnsafeMutableBufferPointer<Int>
        ) {
            switch columns {
            case 1:
                placeInColumns(
                    1, items, top: top, lineSpacing: lineSpacing, heights: heights, tops: tops, itemColumns: itemColumns,
                    bottoms: bottoms, filled: filled)
            case 2:
                placeInColumns(
                    2, items, top: top, lineSpacing: lineSpacing, heights: heights, tops: tops, itemColumns: itemColumns,
                    bottoms: bottoms, filled: filled)
            case 3:
                placeInColumns(
                    3, items, top: top, lineSpacing: lineSpacing, heights: heights, tops: tops, itemColumns: itemColumns,
                    bottoms: bottoms, filled: filled)
            default:
                placeInColumns(
                    4, items, top: top, lineSpacing: lineSpacing, heights: heights, tops: tops, itemColumns: itemColumns,
                    bottoms: bottoms, filled: filled)
            }
        }

        /// ``placeInFewColumns(_:columns:top:lineSpacing:heights:tops:itemColumns:bottoms:filled:)``
        /// for `columns` (1 to 4), a constant once inlined.
        @inline(__always)
        private static func placeInColumns(
            _ columns: Int, _ items: Range<Int>, top: Double, lineSpacing: Double, heights: UnsafeBufferPointer<Double>,
            tops: UnsafeMutableBufferPointer<Double>, itemColumns: UnsafeMutableBufferPointer<UInt16>,
            bottoms: UnsafeMutableBufferPointer<Double>, filled: UnsafeMutableBufferPointer<Int>
        ) {
            // Until every column holds an item (usually the first `columns` items), the
            // general rule from memory: an empty column's first item goes at its top.
            let end = items.upperBound
            var i = placeFirstRow(
                items, columns: columns, lineSpacing: lineSpacing, heights: heights, tops: tops, itemColumns: itemColumns,
                bottoms: bottoms, filled: filled)
            guard i < end else { return }
            // Then every item goes `lineSpacing` below its column, with the bottoms and the
            // counts in registers. The counts cannot overflow (at most maximumItemCount), so
            // they add without a check; the last column's is what the others leave.
            var b0 = bottoms[0], b1 = columns > 1 ? bottoms[1] : 0, b2 = columns > 2 ? bottoms[2] : 0
            var b3 = columns > 3 ? bottoms[3] : 0
            var n0 = filled[0], n1 = columns > 1 ? filled[1] : 0, n2 = columns > 2 ? filled[2] : 0
            // Item `i`, `h` tall, goes `lineSpacing` below column `c`, whose bottom is `b`.
            @inline(__always) func put(_ i: Int, _ h: Double, _ c: UInt16, _ b: inout Double) {
                let y = b + lineSpacing
                tops[i] = y
                itemColumns[i] = c
                b = y + h
            }
            // The leftmost shortest column, by a tournament: the shorter of each pair (the left
            // one on a tie), then the shorter of the winners (the left pair's on a tie), so
            // 3 or 4 columns take two or three comparisons. A column past `columns` is never
            // compared (the tests fold away).
            while i < end {
                let h = heights[i]
                if columns == 1 {
                    put(i, h, 0, &b0)
                } else if columns == 2 {
                    if b0 <= b1 {
                        put(i, h, 0, &b0)
                        n0 &+= 1
                    } else {
                        put(i, h, 1, &b1)
                    }
                } else if columns == 3 {
                    if b0 <= b1 {
                        if b0 <= b2 {
                            put(i, h, 0, &b0)
                            n0 &+= 1
                        } else {
                            put(i, h, 2, &b2)
                        }
                    } else if b1 <= b2 {
                        put(i, h, 1, &b1)
                        n1 &+= 1
                    } else {
                        put(i, h, 2, &b2)
                    }
                } else {
                    let left = b0 <= b1 ? b0 : b1, right = b2 <= b3 ? b2 : b3
                    if left <= right {
                        if b0 <= b1 {
                            put(i, h, 0, &b0)
                            n0 &+= 1
                        } else {
                            put(i, h, 1, &b1)
                            n1 &+= 1
                        }
                    } else if b2 <= b3 {
                        put(i, h, 2, &b2)
                        n2 &+= 1
                    } else {
                        put(i, h, 3, &b3)
                    }
                }
                i &+= 1
            }
            bottoms[0] = b0
            if columns > 1 { bottoms[1] = b1 }
            if columns > 2 { bottoms[2] = b2 }
            if columns > 3 { bottoms[3] = b3 }
            // The last column holds what the others do not.
            switch columns {
            case 1: filled[0] = items.count
            case 2: (filled[0], filled[1]) = (n0, items.count - n0)
            case 3: (filled[0], filled[1], filled[2]) = (n0, n1, items.count - n0 - n1)
            default: (filled[0], filled[1], filled[2], filled[3]) = (n0, n1, n2, items.count - n0 - n1 - n2)
            }
        }

        /// Places the items of `items` from its start until each of the `columns` columns
        /// (`bottoms` and `filled` start at the section's top and 0) holds one, by the
        /// general rule; returns the first item not placed.
        ///
        /// Safe: as the caller's pass; every column index is below `columns`.
        @inline(never)
        private static func placeFirstRow(
            _ items: Range<Int>, columns: Int, lineSpacing: Double, heights: UnsafeBufferPointer<Double>,
            tops: UnsafeMutableBufferPointer<Double>, itemColumns: UnsafeMutableBufferPointer<UInt16>,
            bottoms: UnsafeMutableBufferPointer<Double>, filled: UnsafeMutableBufferPointer<Int>
        ) -> Int {
            var empty = columns
            var i = items.lowerBound
            while i < items.upperBound && empty > 0 {
                var c = 0
                for k in 1..<max(1, columns) where bottoms[k] < bottoms[c] { c = k }
                let y = filled[c] == 0 ? bottoms[c] : bottoms[c] + lineSpacing
                if filled[c] == 0 { empty -= 1 }
                tops[i] = y
                itemColumns[i] = UInt16(truncatingIfNeeded: c)
                bottoms[c] = y + heights[i]
                filled[c] += 1
                i += 1
            }
            return i
        }

        /// The counting sort's second pass for `columns` (1 to 4, a constant once inlined):
        /// writes each item's number at its column's cursor, the cursors in registers.
        /// Kept in memory (`cursors[c]`), each item's cursor is a load that waits for the
        /// store of the item before it, which made this pass take twice as long as the
        /// placement it sorts (10⁴ items, 3 columns: about 30 of 46 µs).
        ///
        /// Safe: a cursor starts at its column's slot in `out` and moves once per item of
        /// that column, so it stays within the section's entries; `i` stays in `items`
        /// (within `itemColumns`), and a column number is below `columns`.
        @inline(__always)
        private static func sortIntoColumns(
            _ columns: Int, _ items: Range<Int>, itemColumns: UnsafeBufferPointer<UInt16>, cursors: UnsafeMutableBufferPointer<Int>,
            out: UnsafeMutableBufferPointer<Int32>
        ) {
            var k0 = cursors[0], k1 = columns > 1 ? cursors[1] : 0, k2 = columns > 2 ? cursors[2] : 0
            var k3 = columns > 3 ? cursors[3] : 0
            // `item` counts the section's items (fewer than maximumItemCount, an Int32)
            // alongside `i`; neither sum can overflow.
            var item: Int32 = 0
            var i = items.lowerBound
            while i < items.upperBound {
                let c = itemColumns[i]
                if columns == 1 || c == 0 {
                    out[k0] = item
                    k0 &+= 1
                } else if columns == 2 || c == 1 {
                    out[k1] = item
                    k1 &+= 1
                } else if columns == 3 || c == 2 {
                    out[k2] = item
                    k2 &+= 1
                } else {
                    out[k3] = item
                    k3 &+= 1
                }
                item &+= 1
                i &+= 1
            }
        }

        /// Puts the items of one section (`items`, whose heights are set) in the shortest
        /// column each (the leftmost on a tie), with the columns starting at `top`; then
        /// writes the section's column bounds and its items column by column (a counting
        /// sort on the column of each item).
        ///
        /// - Returns: The bottom of the tallest column (`top` for an empty section).
        mutating func placeItems(_ items: Range<Int>, top: Double, lineSpacing: Double) -> Double {
            let columns = columnX.count
            var bottoms = [Double](repeating: top, count: columns)
            var filled = [Int](repeating: 0, count: columns)
            // Safe: every index is in items (within the per-item arrays, sized by resize) or
            // below `columns` (the size of bottoms and filled); a column number is below
            // `columns` ≤ maximumColumnCount, so it fits a UInt16.
            bottoms.withUnsafeMutableBufferPointer { bottoms in
                filled.withUnsafeMutableBufferPointer { filled in
                    height.withUnsafeBufferPointer { heights in
                        originY.withUnsafeMutableBufferPointer { tops in
                            column.withUnsafeMutableBufferPointer { itemColumns in
                                if columns <= 4 {
                                    Storage.placeInFewColumns(
                                        items, columns: columns, top: top, lineSpacing: lineSpacing, heights: heights, tops: tops,
                                        itemColumns: itemColumns, bottoms: bottoms, filled: filled)
                                    return
                                }
                                for i in items {
                                    var c = 0
                                    var shortest = bottoms[0]
                                    var k = 1
                                    while k < columns {
                                        if bottoms[k] < shortest {
                                            shortest = bottoms[k]
                                            c = k
                                        }
                                        k += 1
                                    }
                                    let y = filled[c] == 0 ? shortest : shortest + lineSpacing
                                    tops[i] = y
                                    itemColumns[i] = UInt16(truncatingIfNeeded: c)
                                    bottoms[c] = y + heights[i]
                                    filled[c] += 1
                                }
                            }
                        }
                    }
                }
            }
            // Column bounds, and each column's first slot in columnItems as its cursor.
            var offset = 0
            for c in 0..<min(columns, items.count) {
                columnBounds.append(Int32(offset))
                let n = filled[c]
                filled[c] = items.lowerBound + offset
                offset += n
            }
            columnBounds.append(Int32(offset))
            filled.withUnsafeMutableBufferPointer { cursors in
                column.withUnsafeBufferPointer { itemColumns in
                    columnItems.withUnsafeMutableBufferPointer { out in
                        switch columns {
                        case 1: Storage.sortIntoColumns(1, items, itemColumns: itemColumns, cursors: cursors, out: out)
                        case 2: Storage.sortIntoColumns(2, items, itemColumns: itemColumns, cursors: cursors, out: out)
                        case 3: Storage.sortIntoColumns(3, items, itemColumns: itemColumns, cursors: cursors, out: out)
                        case 4: Storage.sortIntoColumns(4, items, itemColumns: itemColumns, cursors: cursors, out: out)
                        default:
                            // Safe: a cursor starts at its column's slot and moves once per item
                            // of that column, so it stays within items. `item` counts the
                            // section's items (fewer than maximumItemCount, an Int32)
                            // alongside `i`; neither sum can overflow.
                            var item: Int32 = 0
                            var i = items.lowerBound
                            while i < items.upperBound {
                                let c = Int(itemColumns[i])
                                let slot = cursors[c]
                                out[slot] = item
                                cursors[c] = slot &+ 1
                                item &+= 1
                                i &+= 1
                            }
                        }
                    }
                }
            }
            return bottoms.max() ?? top
        }
    }
}
