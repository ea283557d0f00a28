import CVKitTestSupport
import Foundation
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing
import WaterfallLayoutPlugin

extension WaterfallStorageTests {
    /// Random column counts, widths, spacings, insets, heights (zero, equal, fractional,
    /// huge) and counts, through the delegate or `itemHeights`, re-prepared on one layout:
    /// every frame, the content height and the rect queries against `model`.
    /// `CVKIT_ORACLE_CASES` scales the number of cases; `CVKIT_ORACLE_SEED` replays one.
    @Test func randomCasesFollowTheModel() throws {
        for seed in OracleCases.seeds(default: 10_000, salt: 0x3A7E) {
            var r = SplitMix64(seed: seed)
            let columns = Int.random(in: 1...8, using: &r)
            let spacing = [0, 2, 4.5, 1.0 / 3].randomElement(using: &r)!
            let inset = EdgeInsets(
                top: Double(Int.random(in: 0...20, using: &r)), left: Double(Int.random(in: 0...20, using: &r)) / 4,
                bottom: Double(Int.random(in: 0...20, using: &r)), right: Double(Int.random(in: 0...20, using: &r)) / 3)
            let layout = WaterfallLayout(columnCount: columns, columnSpacing: spacing, lineSpacing: 0, sectionInset: inset)
            let palette: [Double] = [0, 0, 37, 55.5, 80, 1.0 / 3, 0.1, 1_000_000, Double(Int.random(in: 1...999, using: &r)) / 7]
            for pass in 0..<Int.random(in: 1...2, using: &r) {
                let line = [0, 6, 0.25].randomElement(using: &r)!
                let width = [0, 1, 300, 375.5, 1024, Double(Int.random(in: 0...3000, using: &r)) / 3].randomElement(using: &r)!
                let sections = Int.random(in: 0...3, using: &r)
                let counts = (0..<sections).map { _ in
                    Int.random(in: 0...(Int.random(in: 0..<100, using: &r) == 0 ? 1_000 : 20), using: &r)
                }
                let equal = Int.random(in: 0..<4, using: &r) == 0
                let heights = (0..<max(1, counts.reduce(0, +))).map { _ in equal ? 40 : palette.randomElement(using: &r)! }
                layout.lineSpacing = line
                let bounds = Rect(x: 0, y: 0, width: width, height: 400)
                let comment = "seed \(seed) (CVKIT_ORACLE_SEED=\(seed)), pass \(pass): \(columns) columns, width \(width), counts \(counts)"
                if Bool.random(using: &r) {
                    // Through the delegate: item k of the layout (in section order) has heights[k].
                    let firsts = counts.indices.map { counts[..<$0].reduce(0, +) }
                    layout.itemHeights = []
                    layout.host = StaticLayoutHost(
                        itemCounts: counts, bounds: bounds,
                        layoutDelegate: HeightsDelegate { p, _ in heights[firsts[p.section] + p.item] })
                } else {
                    // Through itemHeights, which cycle over the whole layout.
                    layout.itemHeights = heights
                    layout.host = StaticLayoutHost(itemCounts: counts, bounds: bounds)
                }
                try layout.prepareIfNeeded()
                var k = 0
                let expected = model(counts: counts, columns: columns, width: width, spacing: spacing, line: line, inset: inset) { _ in
                    defer { k += 1 }
                    return heights[k % heights.count]
                }
                expectQueries(layout, expected, columnCount: columns, comment)
                // The plain twin in the plugin computes the same frames.
                k = 0
                let plain = WaterfallLayout.plainFrames(
                    counts: counts, columnCount: columns, columnWidth: layout.columnWidth, columnSpacing: spacing, lineSpacing: line,
                    sectionInset: inset
                ) { _ in
                    defer { k += 1 }
                    return heights[k % heights.count]
                }
                if plain.frames != expected.frames || plain.height != expected.height || layout.contentSize.height != plain.height {
                    Issue.record("\(comment): WaterfallLayout.plainFrames differs from the layout")
                    return
                }
            }
        }
    }
}
