import BuiltinLayouts
import CVKitTestSupport
import Geometry
import LayoutProtocol
import Testing

/// The mosaic of several sections, from the seed's own loop (`seedMosaicFrames`): each
/// section starts again with a full-width band, one point below the previous section's
/// last frame; the content is the bounds and every frame, united.
func referenceMosaic(counts: [Int], width: Double, height: Double) -> (frames: [[Rect]], contentSize: Size) {
    var content = Rect(x: 0, y: 0, width: width, height: height)
    var below = 0.0
    var frames: [[Rect]] = []
    for count in counts {
        // The seed starts its first band at y = 1, below a zero last frame.
        let section = seedMosaicFrames(count: count, width: width, height: height).frames.map {
            Rect(x: $0.origin.x, y: $0.origin.y + below, width: $0.size.width, height: $0.size.height)
        }
        for frame in section { content = content.union(frame) }
        below = section.last?.maxY ?? below
        frames.append(section)
    }
    return (frames, content.size)
}

// The mosaic's prepare (styles computed once and moved down, eight-item blocks written at
// once, bands counted before they are written, buffers reused from pass to pass) against
// the seed's loop, for random counts, sections and widths, one layout re-prepared again
// and again.
@Suite("Mosaic layout against its reference")
struct MosaicOracleTests {
    @Test("Random counts, sections and widths, re-prepared on one layout: every frame, rect query and the content size")
    func randomPasses() throws {
        for seed in OracleCases.seeds(default: 10_000, salt: 0x305) {
            var r = SplitMix(seed: seed)
            let layout = MosaicLayout()
            for pass in 0..<Int.random(in: 1...2, using: &r) {
                let counts = (0..<Int.random(in: 0...4, using: &r)).map { _ in r.count(upTo: 2_000) }
                let widths: [Double] = [0, 1, 2, 3, 99.9, 320, 375.5, 1024.25, Double(Int.random(in: 0...9000, using: &r)) / 7]
                let width = widths.randomElement(using: &r)!
                let height: Double = [0, 500, 5000].randomElement(using: &r)!
                layout.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: width, height: height))
                try layout.prepareIfNeeded()
                let expected = referenceMosaic(counts: counts, width: width, height: height)
                let label = "seed \(seed) (CVKIT_ORACLE_SEED=\(seed)), pass \(pass): counts \(counts), width \(width)"
                if layout.contentSize != expected.contentSize {
                    Issue.record("\(label): content size \(layout.contentSize), expected \(expected.contentSize)")
                    return
                }
                for (section, frames) in expected.frames.enumerated() {
                    for item in 0...frames.count {
                        let frame = layout.frame(forItemAt: ElementIndexPath(item: item, section: section))
                        if frame != (item < frames.count ? frames[item] : nil) {
                            Issue.record("\(label): item \(item) of section \(section) at \(String(describing: frame))")
                            return
                        }
                    }
                }
                let all = expected.frames.enumerated().flatMap { section, frames in
                    frames.enumerated().map { (ElementIndexPath(item: $0.offset, section: section), $0.element) }
                }
                for _ in 0..<3 {
                    let y = Double.random(in: -50...(expected.contentSize.height + 50), using: &r).rounded()
                    let x: Double = [-10, 0, width / 2, width].randomElement(using: &r)!
                    let rect = Rect(
                        x: x, y: y, width: Double(Int.random(in: 0...400, using: &r)), height: Double(Int.random(in: 0...900, using: &r)))
                    let found = layout.layoutAttributesForElements(in: rect).map { "\($0.indexPath) \($0.frame)" }
                    let wanted = all.filter { $0.1.intersects(rect) }.map { "\($0.0) \($0.1)" }
                    if found != wanted {
                        Issue.record("\(label): the query \(rect) found \(found.count) items, expected \(wanted.count)")
                        return
                    }
                }
            }
        }
    }
}
