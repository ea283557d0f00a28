import Geometry
import LayoutProtocol

extension PreviewScene {
    /// The viewport drawn with box characters for a terminal, `columns` characters wide.
    ///
    /// ```
    /// list 390x844 at 0,0 · content 390x880 · 19 elements
    /// ┌──────────────────────┐
    /// │┌────────────────────┐│
    /// ││0-0                 ││
    /// │└────────────────────┘│
    /// ```
    ///
    /// A title line, then the viewport in a frame: cells are drawn with light lines
    /// (`┌─┐`), supplementary views with double lines (`╔═╗`), decoration views with
    /// dashed lines (`┌┄┐`), each labelled (``label(of:)``, clipped to the box) on its
    /// first inner row, or on its top edge when the box is only two rows tall. Elements are drawn in zIndex order, so a higher one covers a lower
    /// one; hidden elements and elements that only touch the viewport's edge are skipped;
    /// transforms are not drawn (use SVG or HTML). One
    /// character is `bounds.width / (columns - 2)` points wide and twice as tall, as
    /// terminal characters are; an element smaller than two characters in either
    /// direction is a single `▪`. A legend line ends the drawing.
    ///
    /// - Parameter columns: The width in characters, frame included, clamped to 10...1000.
    ///   The drawing is at most 2000 rows tall.
    /// - Returns: The drawing, ending with a newline.
    /// - Complexity: O(columns × rows + the area of the elements drawn).
    public func renderText(columns: Int = 80) -> String {
        let width = max(10, min(columns, 1000)) - 2
        let scale = bounds.width > 0 && bounds.width.isFinite ? Double(width) / bounds.width : 1
        let rowsDouble = (bounds.height * scale / 2).rounded(.up)
        let height = rowsDouble.isFinite ? Int(min(max(rowsDouble, 1), 2000)) : 1
        var grid = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)

        // A millionth of slack so that 220 × (58 / 220) = 57.99999… lands on column 58.
        func column(_ x: Double) -> Int { cell(((x - bounds.minX) * scale + 1e-6).rounded(.down), upper: width) }
        func row(_ y: Double) -> Int { cell(((y - bounds.minY) * scale / 2 + 1e-6).rounded(.down), upper: height) }
        // Clamped to -1 ... upper; NaN (from non-finite bounds) lands off the grid at -1, never in Int(_:).
        func cell(_ v: Double, upper: Int) -> Int { v >= Double(upper) ? upper : v > -1 ? Int(v) : -1 }

        for e in elementsInDrawingOrder where !e.isHidden && e.frame.isFinite && e.frame.intersects(bounds) {
            // An element that only touches the viewport's edge shows nothing of itself.
            let visible = e.frame.intersection(bounds)
            if (visible.width == 0 && e.frame.width > 0) || (visible.height == 0 && e.frame.height > 0) { continue }
            let c0 = column(e.frame.minX), r0 = row(e.frame.minY)
            let c1 = max(c0, column(e.frame.maxX) - 1), r1 = max(r0, row(e.frame.maxY) - 1)
            let style = BoxStyle(e.category)
            if c1 - c0 < 1 || r1 - r0 < 1 {
                if r0 >= 0, r0 < height, c0 >= 0, c0 < width { grid[r0][c0] = "▪" }
                continue
            }
            for r in max(r0, 0)...min(r1, height - 1) {
                for c in max(c0, 0)...min(c1, width - 1) {
                    let top = r == r0, bottom = r == r1, left = c == c0, right = c == c1
                    let ch: Character
                    switch (top, bottom, left, right) {
                    case (true, _, true, _): ch = style.topLeft
                    case (true, _, _, true): ch = style.topRight
                    case (_, true, true, _): ch = style.bottomLeft
                    case (_, true, _, true): ch = style.bottomRight
                    case (true, _, _, _), (_, true, _, _): ch = style.horizontal
                    case (_, _, true, _), (_, _, _, true): ch = style.vertical
                    default: ch = " "
                    }
                    grid[r][c] = ch
                }
            }
            // The label on the first inner row (on the top edge of a box only two rows
            // tall), clipped to the inner width.
            let labelRow = r1 - r0 >= 2 ? r0 + 1 : r0
            if labelRow >= 0, labelRow < height {
                let start = max(c0 + 1, 0), end = min(c1 - 1, width - 1)
                if start <= end {
                    for (i, ch) in PreviewScene.label(of: e).prefix(end - start + 1).enumerated() {
                        grid[labelRow][start + i] = ch
                    }
                }
            }
        }

        var out = "\(layoutName) \(bounds.size) at \(formatScalar(bounds.x)),\(formatScalar(bounds.y))"
        out += " · content \(contentSize) · \(elements.count) element\(elements.count == 1 ? "" : "s")\n"
        out += "┌" + String(repeating: "─", count: width) + "┐\n"
        for line in grid { out += "│" + String(line) + "│\n" }
        out += "└" + String(repeating: "─", count: width) + "┘\n"
        out += "┌─┐ cell  ╔═╗ supplementary  ┌┄┐ decoration\n"
        return out
    }
}

/// The box characters of one element category.
private struct BoxStyle {
    var topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
    var horizontal: Character, vertical: Character

    init(_ category: ElementCategory) {
        switch category {
        case .cell:
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("┌", "┐", "└", "┘", "─", "│")
        case .supplementary:
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("╔", "╗", "╚", "╝", "═", "║")
        case .decoration:
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("┌", "┐", "└", "┘", "┄", "┆")
        }
    }
}
