import Geometry
import LayoutProtocol

// The shortest-column passes of WaterfallLayout.Storage.placeItems for 1 to 4 columns:
// each column's list of items written as the items are placed.
extension WaterfallLayout.Storage {
    /// The shortest-column pass for at most 4 columns, over one section: the same rule as
    /// the general loop (the leftmost of the shortest columns; the first item of a column
    /// at its top, later ones `lineSpacing` below the column's bottom) with the bottoms
    /// and the list cursors in registers instead of memory, and each column's list of
    /// items written as the item is placed (no counting sort afterwards). One copy of the
    /// pass per column count, so that the tests of columns past `columns` fold away, each
    /// in two phases: until every column holds an item
    /// (``placeFirstRow(_:columns:lineSpacing:heights:tops:itemColumns:bottoms:filled:)``,
    /// from memory), then without that test. Every buffer is the section's slice
    /// (indices 0..<n, `i` is the item's number in its section); writes the final bottoms
    /// to `bottoms`, each column's item count to `filled`, and the section's entries of
    /// `columnItems` to `lists`.
    ///
    /// One column's list is 0..<n, written after the pass. Of more, column 0's items go
    /// straight to the front of `lists`, the last column's to its back
    /// (from the end backwards, reversed at the end); columns 1 and 2 of 3 or 4 to the
    /// front and the back of `spill` (as many entries as the section has items), copied
    /// into the gap once the counts are known. The cursors cannot cross: together the
    /// columns hold n items, one entry each.
    ///
    /// Safe: `i` stays below n (the count of `heights`, `tops`, `itemColumns` and `lists`,
    /// and of `spill` when `columns` ≥ 3); a front cursor is the number of items its
    /// column holds so far and a back cursor n − 1 minus that number, so every write is
    /// within 0..<n and no two writes hit the same entry; `bottoms` and `filled` hold
    /// `columns` (1 to 4) entries. WaterfallStorageTests (1 to 5 and 7 columns; zero
    /// heights that keep a column's first row open; a middle column that takes nearly
    /// every item; sections with fewer items than columns; re-prepares through growing,
    /// shrinking and empty sections; every column's list checked through rect queries)
    /// run under the address sanitizer.
    @inline(__always)
    static func placeInFewColumns(
        columns: Int, lineSpacing: Double, heights: UnsafeBufferPointer<Double>, tops: UnsafeMutableBufferPointer<Double>,
        itemColumns: UnsafeMutableBufferPointer<UInt16>, lists: UnsafeMutableBufferPointer<Int32>,
        spill: UnsafeMutableBufferPointer<Int32>, bottoms: UnsafeMutableBufferPointer<Double>, filled: UnsafeMutableBufferPointer<Int>
    ) {
        switch columns {
        case 1:
            bottoms[0] = placeInOneColumn(
                top: bottoms[0], lineSpacing: lineSpacing, heights: heights, tops: tops, itemColumns: itemColumns, lists: lists)
            filled[0] = heights.count
        case 2:
            placeInColumns(
                2, lineSpacing: lineSpacing, heights: heights, tops: tops, itemColumns: itemColumns, lists: lists, spill: spill,
                bottoms: bottoms, filled: filled)
        case 3:
            placeInColumns(
                3, lineSpacing: lineSpacing, heights: heights, tops: tops, itemColumns: itemColumns, lists: lists, spill: spill,
                bottoms: bottoms, filled: filled)
        default:
            placeInColumns(
                4, lineSpacing: lineSpacing, heights: heights, tops: tops, itemColumns: itemColumns, lists: lists, spill: spill,
                bottoms: bottoms, filled: filled)
        }
    }

    /// ``placeInFewColumns(columns:lineSpacing:heights:tops:itemColumns:lists:spill:bottoms:filled:)``
    /// for one column: every item `lineSpacing` below the one before it, the first at
    /// `top`; every column number 0 and the list 0..<n, each written in a loop of its own.
    /// Returns the column's bottom.
    ///
    /// Safe: every index is below n, the count of each buffer (the caller's slices); the
    /// unrolled loop runs while `i + 1 < n`. Covered by the same tests as the caller.
    @inline(__always)
    private static func placeInOneColumn(
        top: Double, lineSpacing: Double, heights: UnsafeBufferPointer<Double>, tops: UnsafeMutableBufferPointer<Double>,
        itemColumns: UnsafeMutableBufferPointer<UInt16>, lists: UnsafeMutableBufferPointer<Int32>
    ) -> Double {
        let end = heights.count
        guard end > 0 else { return top }
        tops[0] = top
        var b = top + heights[0]
        var i = 1
        // Two items a turn: one column has no test to share the loop's overhead with.
        while i &+ 1 < end {
            let y = b + lineSpacing
            tops[i] = y
            b = y + heights[i]
            let y2 = b + lineSpacing
            tops[i &+ 1] = y2
            b = y2 + heights[i &+ 1]
            i &+= 2
        }
        if i < end {
            let y = b + lineSpacing
            tops[i] = y
            b = y + heights[i]
        }
        for k in 0..<end { itemColumns[k] = 0 }
        for k in 0..<end { lists[k] = Int32(truncatingIfNeeded: k) }
        return b
    }

    /// ``placeInFewColumns(columns:lineSpacing:heights:tops:itemColumns:lists:spill:bottoms:filled:)``
    /// for `columns` (2 to 4), a constant once inlined.
    @inline(__always)
    private static func placeInColumns(
        _ columns: Int, lineSpacing: Double, heights: UnsafeBufferPointer<Double>, tops: UnsafeMutableBufferPointer<Double>,
        itemColumns: UnsafeMutableBufferPointer<UInt16>, lists: UnsafeMutableBufferPointer<Int32>,
        spill: UnsafeMutableBufferPointer<Int32>, bottoms: UnsafeMutableBufferPointer<Double>, filled: UnsafeMutableBufferPointer<Int>
    ) {
        let end = heights.count
        // The list cursors: column 0's at the front of `lists`, the last column's at its
        // back, columns 1 and 2 (of 3 or 4) at the front and the back of `spill`.
        var k0 = 0, kLast = end &- 1, k1 = 0, k2 = end &- 1
        // Item `i` joins the list of column `c` (a constant where the pass calls it). An
        // item number is below maximumItemCount, so it fits an Int32.
        @inline(__always) func append(_ i: Int, _ c: Int) {
            let item = Int32(truncatingIfNeeded: i)
            if c == 0 {
                lists[k0] = item
                k0 &+= 1
            } else if c == columns - 1 {
                lists[kLast] = item
                kLast &-= 1
            } else if c == 1 {
                spill[k1] = item
                k1 &+= 1
            } else {
                spill[k2] = item
                k2 &-= 1
            }
        }
        // Until every column holds an item (usually the first `columns` items), the
        // general rule from memory: an empty column's first item goes at its top.
        var i = placeFirstRow(
            0..<end, columns: columns, lineSpacing: lineSpacing, heights: heights, tops: tops, itemColumns: itemColumns,
            bottoms: bottoms, filled: filled)
        for placed in 0..<i { append(placed, Int(itemColumns[placed])) }
        if i < end {
            // Then every item goes `lineSpacing` below its column, with the bottoms in
            // registers.
            var b0 = bottoms[0], b1 = columns > 1 ? bottoms[1] : 0, b2 = columns > 2 ? bottoms[2] : 0
            var b3 = columns > 3 ? bottoms[3] : 0
            // Item `i`, `h` tall, goes `lineSpacing` below column `c`, whose bottom is `b`.
            @inline(__always) func put(_ i: Int, _ h: Double, _ c: UInt16, _ b: inout Double) {
                let y = b + lineSpacing
                tops[i] = y
                itemColumns[i] = c
                b = y + h
                append(i, Int(c))
            }
            // The leftmost shortest column, by a tournament: the shorter of each pair (the
            // left one on a tie), then the shorter of the winners (the left pair's on a
            // tie), so 3 or 4 columns take two or three comparisons. A column past
            // `columns` is never compared (the tests fold away).
            while i < end {
                let h = heights[i]
                if columns == 2 {
                    if b0 <= b1 { put(i, h, 0, &b0) } else { put(i, h, 1, &b1) }
                } else if columns == 3 {
                    if b0 <= b1 {
                        if b0 <= b2 { put(i, h, 0, &b0) } else { put(i, h, 2, &b2) }
                    } else if b1 <= b2 {
                        put(i, h, 1, &b1)
                    } else {
                        put(i, h, 2, &b2)
                    }
                } else {
                    // `b0 < b1 ? b0 : b1` compiles to one `minsd`, which a `<=` select
                    // does not; on a tie it gives b1, equal to b0, so the comparison of
                    // `left` and `right` is the same.
                    let left = b0 < b1 ? b0 : b1, right = b2 < b3 ? b2 : b3
                    if left <= right {
                        if b0 <= b1 { put(i, h, 0, &b0) } else { put(i, h, 1, &b1) }
                    } else if b2 <= b3 {
                        put(i, h, 2, &b2)
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
        }
        // The counts from the cursors, then the lists into place: the last column's
        // reversed where it is (its entries run bottom to top), the middle ones copied
        // from `spill` into the gap between the first and the last.
        let countLast = end &- 1 &- kLast, count2 = end &- 1 &- k2
        switch columns {
        case 2: (filled[0], filled[1]) = (k0, countLast)
        case 3: (filled[0], filled[1], filled[2]) = (k0, k1, countLast)
        default: (filled[0], filled[1], filled[2], filled[3]) = (k0, k1, count2, countLast)
        }
        reverse(UnsafeMutableBufferPointer(rebasing: lists[(kLast &+ 1)...]))
        guard columns > 2 else { return }
        for k in 0..<k1 { lists[k0 &+ k] = spill[k] }
        guard columns > 3 else { return }
        let start2 = k0 &+ k1
        for k in 0..<count2 { lists[start2 &+ k] = spill[end &- 1 &- k] }
    }

    /// Reverses `list` in place, four entries from each end at a time (the compiler does
    /// not vectorize an element loop that swaps in place).
    ///
    /// Safe: a block of four from the front starts at `low` and one from the back ends at
    /// `high` (exclusive), each read or written while `high − low` ≥ 8, so both lie
    /// within 0..<count and do not overlap; the element loop then swaps `low` and
    /// `high − 1` while `low < high − 1`.
    @inline(__always)
    static func reverse(_ list: UnsafeMutableBufferPointer<Int32>) {
        guard let base = list.baseAddress else { return }
        let raw = UnsafeMutableRawPointer(base)
        let size = MemoryLayout<Int32>.stride
        var low = 0, high = list.count
        while high &- low >= 8 {
            let front = raw.loadUnaligned(fromByteOffset: low &* size, as: SIMD4<Int32>.self)
            let back = raw.loadUnaligned(fromByteOffset: (high &- 4) &* size, as: SIMD4<Int32>.self)
            raw.storeBytes(of: SIMD4(back[3], back[2], back[1], back[0]), toByteOffset: low &* size, as: SIMD4<Int32>.self)
            raw.storeBytes(of: SIMD4(front[3], front[2], front[1], front[0]), toByteOffset: (high &- 4) &* size, as: SIMD4<Int32>.self)
            low &+= 4
            high &-= 4
        }
        high &-= 1
        while low < high {
            let t = base[low]
            base[low] = base[high]
            base[high] = t
            low &+= 1
            high &-= 1
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
}
