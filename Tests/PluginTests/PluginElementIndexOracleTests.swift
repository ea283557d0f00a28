import CVKitTestSupport
import Foundation
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

@testable import LayoutRegistry

extension PluginElementIndexTests {
    /// Random lists (rows, columns, a scatter, one place, huge and fractional frames, empty
    /// rects, repeated keys) and random query rects: the bucketed index answers as the linear
    /// scan, and a key finds the last element listed with it. `CVKIT_ORACLE_CASES` scales
    /// the number of cases; `CVKIT_ORACLE_SEED` replays one.
    @Test func randomListsAnswerAsALinearScan() {
        for seed in OracleCases.seeds(default: 10_000, salt: 0x1DE) {
            var r = SplitMix64(seed: seed)
            let n = Int.random(in: 0..<100, using: &r) == 0 ? Int.random(in: 0...10_000, using: &r) : Int.random(in: 0...40, using: &r)
            let scale = [1.0, 0.1, 1.0 / 3, 1e12].randomElement(using: &r)!
            let shape = Int.random(in: 0..<4, using: &r)
            func frame(_ i: Int, _ r: inout SplitMix64) -> Rect {
                let w = Double(Int.random(in: 0...100, using: &r)) * scale, h = Double(Int.random(in: 0...100, using: &r)) * scale
                switch shape {
                case 0: return Rect(x: 0, y: Double(i) * 50 * scale, width: w, height: h)
                case 1: return Rect(x: Double(i) * 50 * scale, y: 0, width: w, height: h)
                case 2: return Rect(x: 5, y: 5, width: w, height: h)
                default:
                    return Rect(
                        x: Double(Int.random(in: -1000...1000, using: &r)) * scale,
                        y: Double(Int.random(in: -1000...1000, using: &r)) * scale,
                        width: w, height: h)
                }
            }
            let elements = (0..<n).map { i -> LayoutAttributes in
                // Now and then a key listed twice.
                let item = Int.random(in: 0..<20, using: &r) == 0 ? max(0, i - 1) : i
                return LayoutAttributes(forCellAt: ElementIndexPath(item: item, section: 0), frame: frame(i, &r))
            }
            let index = PluginElementIndex(elements)
            for _ in 0..<5 {
                let rect =
                    Int.random(in: 0..<10, using: &r) == 0
                    ? Rect.null
                    : Rect(
                        x: Double(Int.random(in: -2000...3000, using: &r)) * scale,
                        y: Double(Int.random(in: -2000...3000, using: &r)) * scale,
                        width: Double(Int.random(in: -300...3000, using: &r)) * scale,
                        height: Double(Int.random(in: -300...3000, using: &r)) * scale)
                let expected = rect.isNull ? [] : scan(elements, rect.standardized)
                if index.elements(in: rect) != expected {
                    Issue.record("seed \(seed) (CVKIT_ORACLE_SEED=\(seed)): \(n) elements, shape \(shape), rect \(rect)")
                    return
                }
            }
            if let probe = elements.randomElement(using: &r), index.element(probe.key) != elements.last(where: { $0.key == probe.key }) {
                Issue.record("seed \(seed) (CVKIT_ORACLE_SEED=\(seed)): the key \(probe.key) finds another element")
                return
            }
        }
    }
}
