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
            var k = 0
            height.withUnsafeMutableBufferPointer { heights in
                // Safe: i stays in heights.indices, k in cycle.indices.
                for i in heights.indices {
                    heights[i] = cycle[k]
                    k += 1
                    if k == cycle.count { k = 0 }
                }
            }
        }

        /// The shortest-column pass for at most 4 columns: the same rule as the general loop
        /// (the leftmost of the shortest columns; the first item of a column at its top,
        /// later ones `lineSpacing` below the column's bottom), with the bottoms and item
        /// counts in registers and the choice made by selects rather than a loop over
        /// memory. Columns past `columns` stay at +∞, never strictly shorter than a real
        /// column (whose bottom is finite, or +∞ after an overflow, where the leftmost tie
        /// keeps the real one). Writes the final bottoms and counts to `bottoms` and `filled`.
        ///
        /// Safe: `i` stays in `items` (within `heights`, `tops` and `itemColumns`, sized by
        /// resize), and `bottoms` and `filled` hold `columns` ≥ 1 entries, written below
        /// only at indices under `columns`.
        @inline(__always)
        static func placeInFewColumns(
            _ items: Range<Int>, columns: Int, top: Double, lineSpacing: Double, heights: UnsafeBufferPointer<Double>,
            tops: UnsafeMutableBufferPointer<Double>, itemColumns: UnsafeMutableBufferPointer<UInt16>,
            bottoms: UnsafeMutableBufferPointer<Double>, filled: UnsafeMutableBufferPointer<Int>
        ) {
            var b0 = top
            var b1 = columns > 1 ? top : .infinity
            var b2 = columns > 2 ? top : .infinity
            var b3 = columns > 3 ? top : .infinity
            var n0 = 0, n1 = 0, n2 = 0, n3 = 0
            for i in items {
                var shortest = b0, c = 0
                if b1 < shortest { shortest = b1; c = 1 }
                if b2 < shortest { shortest = b2; c = 2 }
                if b3 < shortest { shortest = b3; c = 3 }
                let count = c == 0 ? n0 : c == 1 ? n1 : c == 2 ? n2 : n3
                let y = count == 0 ? shortest : shortest + lineSpacing
                let bottom = y + heights[i]
                tops[i] = y
                itemColumns[i] = UInt16(truncatingIfNeeded: c)
                b0 = c == 0 ? bottom : b0
                b1 = c == 1 ? bottom : b1
                b2 = c == 2 ? bottom : b2
                b3 = c == 3 ? bottom : b3
                n0 += c == 0 ? 1 : 0
                n1 += c == 1 ? 1 : 0
                n2 += c == 2 ? 1 : 0
                n3 += c == 3 ? 1 : 0
            }
            let finalBottoms = [b0, b1, b2, b3], finalCounts = [n0, n1, n2, n3]
            for c in 0..<columns {
                bottoms[c] = finalBottoms[c]
                filled[c] = finalCounts[c]
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
                        // Safe: a cursor starts at its column's slot and moves once per item of
                        // that column, so it stays within items.
                        for i in items {
                            let c = Int(itemColumns[i])
                            out[cursors[c]] = Int32(truncatingIfNeeded: i - items.lowerBound)
                            cursors[c] += 1
                        }
                    }
                }
            }
            return bottoms.max() ?? top
        }
    }
}
