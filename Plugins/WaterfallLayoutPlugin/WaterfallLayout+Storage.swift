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
    /// per item instead of a `Rect` (32) plus an `Int` in a per-column array, and with 3 or
    /// 4 columns up to 4 more in `spill`, resident only where written (4 bytes per item of
    /// the middle columns: about 1.3 per item with 3 columns of even heights). Kept with its
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
        /// Scratch for the item lists of columns 1 and 2 of 3 or 4 while placeItems places a
        /// section (where they go in `columnItems` is known only once every count is); never
        /// read outside it. Uninitialized, kept across prepares and grown to the largest
        /// section: a re-layout allocates nothing, and only the pages the middle columns
        /// write are resident.
        var spill: ManagedBuffer<Void, Int32>? = nil

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
                        // `b0 < b1 ? b0 : b1` is one `minsd` (the `<=` of the test below
                        // took five instructions for its select); on a tie it gives b1,
                        // equal to b0, so the comparison of `left` and `right` is the same.
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
        /// not vectorize an element loop that swaps in place: one load and one store per
        /// entry, and three more instructions).
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

        /// Puts the items of one section (`items`, whose heights are set) in the shortest
        /// column each (the leftmost on a tie), with the columns starting at `top`; then
        /// writes the section's column bounds and its items column by column (as it places
        /// them for at most 4 columns, by a counting sort on the column of each item for
        /// more).
        ///
        /// - Returns: The bottom of the tallest column (`top` for an empty section).
        mutating func placeItems(_ items: Range<Int>, top: Double, lineSpacing: Double) -> Double {
            let columns = columnX.count
            var bottoms = [Double](repeating: top, count: columns)
            var filled = [Int](repeating: 0, count: columns)
            if columns <= 4 {
                if columns >= 3 && (spill?.capacity ?? 0) < items.count {
                    spill = ManagedBuffer<Void, Int32>.create(minimumCapacity: items.count) { _ in }
                }
                // Safe: each buffer is the section's slice of an array sized by resize (n
                // entries), or the first n entries of `spill` (at least n, just checked, and
                // uninitialized: the pass writes an entry before it reads it), or `bottoms`
                // and `filled` (`columns` entries).
                let n = items.count
                bottoms.withUnsafeMutableBufferPointer { bottoms in
                    filled.withUnsafeMutableBufferPointer { filled in
                        height.withUnsafeBufferPointer { heights in
                            originY.withUnsafeMutableBufferPointer { tops in
                                column.withUnsafeMutableBufferPointer { itemColumns in
                                    columnItems.withUnsafeMutableBufferPointer { lists in
                                        func place(_ spill: UnsafeMutableBufferPointer<Int32>) {
                                            Storage.placeInFewColumns(
                                                columns: columns, lineSpacing: lineSpacing,
                                                heights: UnsafeBufferPointer(rebasing: heights[items]),
                                                tops: UnsafeMutableBufferPointer(rebasing: tops[items]),
                                                itemColumns: UnsafeMutableBufferPointer(rebasing: itemColumns[items]),
                                                lists: UnsafeMutableBufferPointer(rebasing: lists[items]), spill: spill, bottoms: bottoms,
                                                filled: filled)
                                        }
                                        if columns >= 3, let spill {
                                            spill.withUnsafeMutablePointerToElements {
                                                place(UnsafeMutableBufferPointer(start: $0, count: n))
                                            }
                                        } else {
                                            place(UnsafeMutableBufferPointer(start: nil, count: 0))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                var offset = 0
                for c in 0..<min(columns, n) {
                    columnBounds.append(Int32(offset))
                    offset += filled[c]
                }
                columnBounds.append(Int32(offset))
                return bottoms.max() ?? top
            }
            // Safe: every index is in items (within the per-item arrays, sized by resize) or
            // below `columns` (the size of bottoms and filled); a column number is below
            // `columns` ≤ maximumColumnCount, so it fits a UInt16.
            bottoms.withUnsafeMutableBufferPointer { bottoms in
                filled.withUnsafeMutableBufferPointer { filled in
                    height.withUnsafeBufferPointer { heights in
                        originY.withUnsafeMutableBufferPointer { tops in
                            column.withUnsafeMutableBufferPointer { itemColumns in
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
                        // Safe: a cursor starts at its column's slot and moves once per item of
                        // that column, so it stays within items. `item` counts the section's
                        // items (fewer than maximumItemCount, an Int32) alongside `i`; neither
                        // sum can overflow.
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
            return bottoms.max() ?? top
        }
    }
}
