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
                    // An element loop the compiler vectorizes, not memcpy, so a profile of
                    // the pass shows its own cost rather than glibc's block copy.
                    let source = UnsafePointer(base), target = base + m
                    for j in 0..<length { target[j] = source[j] }
                    m += length
                }
            }
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
