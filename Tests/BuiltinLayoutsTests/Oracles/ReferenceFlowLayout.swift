import BuiltinLayouts
import Geometry
import LayoutProtocol

/// UIKit's flow layout rules written the obvious way, as the oracle `FlowLayout` is
/// checked against: no caching, no closed forms, no incremental updates, one section and
/// one line at a time (see DESIGN.md, "Behaviour notes", and `FlowLayout`'s discussion).
///
/// The arithmetic is the one the layout documents, term for term, so the frames agree to
/// the bit: a line's greedy sum is `used + spacing + length`, a line of items with one
/// cross length places item `j` at `lead + j × (length + gap)`, other lines add
/// `length + gap` item by item, and lines follow each other by `thickness + lineSpacing`.
struct ReferenceFlowLayout {
    struct Section {
        var sizes: [Size]
        var insets = EdgeInsets.zero
        var lineSpacing = 10.0
        var interitemSpacing = 10.0
        var header = Size.zero
        var footer = Size.zero
    }

    var sections: [Section]
    var horizontal = false
    /// The host's bounds size and content inset.
    var bounds = Size(width: 1000, height: 800)
    var contentInset = EdgeInsets.zero
    var fullLineAlignment = FlowLayout.LineAlignment.automatic
    var lastLineAlignment = FlowLayout.LineAlignment.automatic
    var rightToLeft = false
    var displayScale: Double? = nil

    struct Frames: Equatable {
        var items: [[Rect]] = []
        var headers: [Rect?] = []
        var footers: [Rect?] = []
        var contentSize = Size.zero
    }

    private func cross(_ s: Size) -> Double { horizontal ? s.height : s.width }
    private func main(_ s: Size) -> Double { horizontal ? s.width : s.height }

    /// The items of one section broken into lines: each line is the range of its items.
    /// An item joins the line while `used + spacing + length ≤ available`; a line holds at
    /// least one item.
    static func breakLines(_ lengths: [Double], spacing s: Double, available w: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var used = 0.0
        for (i, c) in lengths.enumerated() {
            if i == start {
                used = c
            } else if used + s + c <= w {
                used = used + s + c
            } else {
                lines.append(start..<i)
                start = i
                used = c
            }
        }
        if start < lengths.count { lines.append(start..<lengths.count) }
        return lines
    }

    /// How many copies of an item of cross length `c` fill a line, by the greedy rule;
    /// `nil` when zero-length copies with zero spacing never fill it.
    static func copiesFitting(_ c: Double, spacing s: Double, available w: Double) -> Int? {
        if c + s <= 0 && c <= w { return nil }
        var count = 1
        var used = c
        while used + s + c <= w {
            used = used + s + c
            count += 1
        }
        return count
    }

    /// The cross offsets of a line's items from the start of the available length.
    func arrange(_ lengths: [Double], isLast: Bool, spacing s: Double, available w: Double) -> [Double] {
        let m = lengths.count
        let allEqual = lengths.allSatisfy { $0 == lengths[0] }
        let sum = allEqual ? Double(m) * lengths[0] : lengths.reduce(0, +)
        let packed = sum + Double(m - 1) * s
        var lead = 0.0
        var gap = s
        var alignment = isLast ? lastLineAlignment : fullLineAlignment
        if alignment == .automatic && !isLast { alignment = .justified }
        switch alignment {
        case .leading: break
        case .trailing: lead = w - packed
        case .center: lead = (w - packed) / 2
        case .justified:
            // The leftover space goes between the items; a lone item is centred.
            if m == 1 { (lead, gap) = ((w - sum) / 2, 0) } else { gap = (w - sum) / Double(m - 1) }
        case .automatic:
            // The last line: equal items are spaced as if the line were full of copies of
            // them; different ones are packed from the leading edge.
            if allEqual, let k = Self.copiesFitting(lengths[0], spacing: s, available: w) {
                if k == 1 {
                    (lead, gap) = ((w - lengths[0]) / 2, 0)
                } else {
                    gap = (w - Double(k) * lengths[0]) / Double(k - 1)
                }
            }
        }
        if allEqual { return (0..<m).map { lead + Double($0) * (lengths[0] + gap) } }
        var offsets: [Double] = []
        var u = lead
        for c in lengths {
            offsets.append(u)
            u += c + gap
        }
        return offsets
    }

    /// Every frame, in content coordinates.
    func frames() -> Frames {
        let crossExtent = max(
            0, horizontal ? bounds.height - contentInset.vertical : bounds.width - contentInset.horizontal)
        // Unmirrored, unrounded: (u, v, size) per item; (v, length) per header and footer.
        var items: [[(u: Double, v: Double, size: Size)]] = []
        var headers: [(v: Double, length: Double)?] = []
        var footers: [(v: Double, length: Double)?] = []
        var v = 0.0
        for section in sections {
            let insets = section.insets
            let headerLength = main(section.header)
            let footerLength = main(section.footer)
            headers.append(headerLength > 0 ? (v, headerLength) : nil)
            let itemsStart = v + headerLength + (horizontal ? insets.left : insets.top)
            let crossLeading = horizontal ? insets.top : insets.left
            let available = crossExtent - (horizontal ? insets.vertical : insets.horizontal)
            let lengths = section.sizes.map(cross)
            var placed: [(u: Double, v: Double, size: Size)] = []
            var lineOffset = 0.0
            var linesLength = 0.0
            let lines = Self.breakLines(lengths, spacing: section.interitemSpacing, available: available)
            for (index, line) in lines.enumerated() {
                let thickness = line.map { main(section.sizes[$0]) }.max()!
                let offsets = arrange(
                    Array(lengths[line]), isLast: index == lines.count - 1, spacing: section.interitemSpacing,
                    available: available)
                for (j, item) in line.enumerated() {
                    let size = section.sizes[item]
                    // Thinner items are centred across the line.
                    placed.append((crossLeading + offsets[j], itemsStart + lineOffset + (thickness - main(size)) / 2, size))
                }
                linesLength = lineOffset + thickness
                lineOffset += thickness + section.lineSpacing
            }
            items.append(placed)
            let end = itemsStart + linesLength + (horizontal ? insets.right : insets.bottom) + footerLength
            footers.append(footerLength > 0 ? (end - footerLength, footerLength) : nil)
            v = end
        }
        let contentSize = horizontal ? Size(width: v, height: crossExtent) : Size(width: crossExtent, height: v)
        func finish(_ r: Rect) -> Rect {
            var f = r
            if rightToLeft { f.origin.x = contentSize.width - r.origin.x - r.size.width }
            if let scale = displayScale { f = f.originRoundedToPixels(scale: scale) }
            return f
        }
        func rect(u: Double, v: Double, cross: Double, main: Double) -> Rect {
            finish(horizontal ? Rect(x: v, y: u, width: main, height: cross) : Rect(x: u, y: v, width: cross, height: main))
        }
        var result = Frames(contentSize: contentSize)
        result.items = items.map { $0.map { rect(u: $0.u, v: $0.v, cross: cross($0.size), main: main($0.size)) } }
        result.headers = headers.map { $0.map { rect(u: 0, v: $0.v, cross: crossExtent, main: $0.length) } }
        result.footers = footers.map { $0.map { rect(u: 0, v: $0.v, cross: crossExtent, main: $0.length) } }
        return result
    }
}
