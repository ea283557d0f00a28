import Geometry
import LayoutProtocol

extension WaterfallLayout {
    /// The waterfall written the obvious way: the layout's whole rule in a few lines, for
    /// readers and for the tests. Start here to see what ``WaterfallLayout`` computes.
    ///
    /// ``WaterfallLayout`` computes the same frames, bit for bit, with flat per-item arrays,
    /// block copies and per-column lists shaped for speed (`WaterfallLayout+Storage.swift`,
    /// `WaterfallLayout+Columns.swift`); the plugin tests check it against this function
    /// over random cases (`CVKIT_ORACLE_CASES`). A layout of your own can start as plainly
    /// as this and store what it computes.
    ///
    /// The rule: each section starts `sectionInset.top` below the end of the previous one;
    /// every item goes into the shortest column (the leftmost on a tie), `lineSpacing`
    /// below the column's last item; a section ends `sectionInset.bottom` below its tallest
    /// column. Column `c` starts at `sectionInset.left + c × (columnWidth + columnSpacing)`.
    ///
    /// ```swift
    /// let plain = WaterfallLayout.plainFrames(
    ///     counts: [3], columnCount: 2, columnWidth: 100, columnSpacing: 10, lineSpacing: 10,
    ///     sectionInset: .zero) { [100, 50, 80][$0.item] }
    /// plain.frames[0][2]  // (110, 60, 100, 80): item 1 (50 tall) made the right column the shortest
    /// plain.height        // 140
    /// ```
    ///
    /// - Parameters:
    ///   - counts: The number of items of each section.
    ///   - columnCount: The number of columns (1 or more).
    ///   - columnWidth: The width of every column (``columnWidth`` after a pass).
    ///   - columnSpacing: The gap between columns.
    ///   - lineSpacing: The gap between the items of a column.
    ///   - sectionInset: The space around each section's columns.
    ///   - height: The height of an item, asked in item order.
    /// - Returns: Every item's frame, by section, and the content height.
    public static func plainFrames(
        counts: [Int], columnCount: Int, columnWidth: Double, columnSpacing: Double, lineSpacing: Double, sectionInset: EdgeInsets,
        height: (ElementIndexPath) -> Double
    ) -> (frames: [[Rect]], height: Double) {
        var y = 0.0
        var frames: [[Rect]] = []
        for (section, count) in counts.enumerated() {
            // Where each column ends, and whether it holds an item yet.
            var bottoms = [Double](repeating: y + sectionInset.top, count: columnCount)
            var used = [Bool](repeating: false, count: columnCount)
            var sectionFrames: [Rect] = []
            for item in 0..<count {
                var shortest = 0
                for c in 1..<max(1, columnCount) where bottoms[c] < bottoms[shortest] { shortest = c }
                let top = used[shortest] ? bottoms[shortest] + lineSpacing : bottoms[shortest]
                let h = height(ElementIndexPath(item: item, section: section))
                let x = sectionInset.left + Double(shortest) * (columnWidth + columnSpacing)
                sectionFrames.append(Rect(x: x, y: top, width: columnWidth, height: h))
                bottoms[shortest] = top + h
                used[shortest] = true
            }
            frames.append(sectionFrames)
            y = bottoms.max()! + sectionInset.bottom
        }
        return (frames, y)
    }
}
