import BuiltinLayouts
import CVKitTestSupport
import Geometry
import LayoutProtocol
import Testing

/// The column flow written the obvious way: as many columns of at least the minimum width
/// as fit inside the layout margins (at least one), each a whole number of points wide,
/// laid out as a flow layout of that item size with the interitem spacing above each
/// section (the seed's rules; the flow part is `ReferenceFlowLayout`).
func referenceColumnFlow(
    counts: [Int], bounds: Size, margins: EdgeInsets, minimumColumnWidth: Double, cellHeight: Double, interitemSpacing: Double,
    lineSpacing: Double, rightToLeft: Bool
) -> (columns: Int, frames: ReferenceFlowLayout.Frames) {
    let available = max(0, bounds.width - margins.left - margins.right)
    var columns = 1
    while Double(columns + 1) * minimumColumnWidth <= available { columns += 1 }
    let cell = Size(width: (available / Double(columns)).rounded(.down), height: cellHeight)
    let sections = counts.map {
        ReferenceFlowLayout.Section(
            sizes: [Size](repeating: cell, count: $0), insets: EdgeInsets(top: interitemSpacing, left: 0, bottom: 0, right: 0),
            lineSpacing: lineSpacing, interitemSpacing: interitemSpacing)
    }
    let reference = ReferenceFlowLayout(sections: sections, bounds: bounds, rightToLeft: rightToLeft)
    return (columns, reference.frames())
}

@Suite("Column flow layout against its reference")
struct ColumnFlowOracleTests {
    @Test("Random widths, margins, column widths and counts, resized on one layout: the columns and every frame")
    func randomColumns() throws {
        for seed in OracleCases.seeds(default: 10_000, salt: 0xC01) {
            var r = SplitMix(seed: seed)
            let layout = ColumnFlowLayout()
            layout.diagnosticHandler = { _ in }
            layout.minimumColumnWidth = [1, 50, 100.5, 300, 320, Double(Int.random(in: 1...4000, using: &r)) / 8].randomElement(using: &r)!
            layout.cellHeight = r.exactLength(upTo: 200)
            layout.minimumInteritemSpacing = r.chance(0.3) ? 0 : r.exactLength(upTo: 20)
            layout.minimumLineSpacing = r.chance(0.3) ? 0 : r.exactLength(upTo: 20)
            let counts = (0..<Int.random(in: 0...3, using: &r)).map { _ in r.count(upTo: 10_000) }
            let margins = EdgeInsets(top: 0, left: r.exactLength(upTo: 40), bottom: 0, right: r.exactLength(upTo: 40))
            let rightToLeft = r.chance(0.25)
            var bounds = Rect(x: 0, y: 0, width: 0, height: 800)
            for pass in 0..<Int.random(in: 1...3, using: &r) {
                bounds.size.width = [0, 1, 320, 390, 700, 1000, 1366, Double(Int.random(in: 0...6000, using: &r)) / 3].randomElement(
                    using: &r)!
                if pass == 0 {
                    layout.host = StaticLayoutHost(
                        itemCounts: counts, bounds: bounds, layoutMargins: margins,
                        layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
                } else {
                    layout.changeStaticHostBounds(to: bounds)
                    layout.invalidateLayout()
                }
                try layout.prepareIfNeeded()
                let expected = referenceColumnFlow(
                    counts: counts, bounds: bounds.size, margins: margins, minimumColumnWidth: layout.minimumColumnWidth,
                    cellHeight: layout.cellHeight, interitemSpacing: layout.minimumInteritemSpacing, lineSpacing: layout.minimumLineSpacing,
                    rightToLeft: rightToLeft)
                let label = "seed \(seed) (CVKIT_ORACLE_SEED=\(seed)), pass \(pass): width \(bounds.width), counts \(counts)"
                if layout.numberOfColumns != expected.columns || layout.contentSize != expected.frames.contentSize {
                    Issue.record(
                        "\(label): \(layout.numberOfColumns) columns, content \(layout.contentSize); expected \(expected.columns), \(expected.frames.contentSize)"
                    )
                    return
                }
                for (section, frames) in expected.frames.items.enumerated() {
                    for (item, frame) in frames.enumerated() where layout.frame(item, section) != frame {
                        Issue.record(
                            "\(label): item \(item) of section \(section) at \(String(describing: layout.frame(item, section))), expected \(frame)"
                        )
                        return
                    }
                }
            }
        }
    }
}
