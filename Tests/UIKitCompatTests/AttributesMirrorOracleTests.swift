import CVKitTestSupport
import Foundation
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

@testable import UIKitCompat

// The bridge's cache of converted attributes (AttributesMirror: runs, places, epochs,
// starting over past its capacity) against the plain conversion, each object converted
// on its own (`bridged`), over random sequences of answers, object changes, hosts that
// change the arrays they were given, and two layouts that share objects.
@MainActor
@Suite("UIKitCompat bridge cache against the plain conversion")
struct AttributesMirrorOracleTests {
    private let anywhere = Rect(x: 0, y: 0, width: 100, height: 100)

    static func object(_ item: Int, subclass: Bool) -> UICollectionViewLayoutAttributes {
        let a = subclass ? BadgeLayoutAttributes() : UICollectionViewLayoutAttributes()
        a.indexPath = IndexPath(item: item, section: 0)
        a.frame = CGRect(x: 0, y: CGFloat(item) * 10, width: 100, height: 10)
        return a
    }

    @Test("Random answers, changes and shared objects: every answer equals the objects converted one by one")
    func randomSequences() {
        for seed in OracleCases.seeds(default: 10_000, salt: 0x3A11) {
            var r = SplitMix64(seed: seed)
            func below(_ n: Int) -> Int { n <= 0 ? 0 : r.int(in: 0...(n - 1)) }
            func chance(_ percent: Int) -> Bool { below(100) < percent }
            let n = chance(1) ? 4_000 + below(1_200) : chance(10) ? below(600) : below(40)
            let subclassShare = chance(20) ? 10 : 0
            let layout = PickedObjectsLayout(), other = PickedObjectsLayout()
            layout.objects = (0..<n).map { Self.object($0, subclass: chance(subclassShare)) }
            other.objects = layout.objects
            var kept: [[LayoutAttributes]] = []
            var steps: [String] = []
            for _ in 0..<(1 + below(30)) {
                let objects = layout.objects
                switch below(100) {
                case 0..<45:
                    // A new answer: the last one, part of it, a run, a shuffle, repeats, none.
                    let last = layout.picked
                    switch below(6) {
                    case 0: break
                    case 1:
                        let a = below(last.count + 1), b = a + below(last.count - a + 1)
                        layout.picked = Array(last[a..<b])
                    case 2:
                        let a = below(n + 1), b = a + below(min(n - a, 600) + 1)
                        layout.picked = Array(a..<b)
                    case 3: layout.picked = Array(Array(0..<n).shuffled(using: &r).prefix(below(50)))
                    case 4: layout.picked = (0..<below(20)).map { _ in below(n) }.filter { $0 < n }
                    default: layout.picked = []
                    }
                    if n == 0 { layout.picked = [] }
                    steps.append("answer \(layout.picked.count)")
                case 45..<65 where n > 0:
                    for _ in 0..<(1 + below(3)) {
                        let o = objects[below(n)]
                        switch below(5) {
                        case 0: o.frame.origin.y += 1
                        case 1: o.alpha = CGFloat(below(4)) / 4
                        case 2: o.zIndex = below(5)
                        case 3: o.isHidden.toggle()
                        default: o.indexPath = IndexPath(item: below(n), section: below(2))
                        }
                    }
                    steps.append("change")
                case 65..<75 where !kept.isEmpty:
                    // The host changes an answer it holds.
                    var held = kept[below(kept.count)]
                    if !held.isEmpty { held[below(held.count)].frame.origin.x = 77 }
                    held.append(LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0), frame: .zero))
                    steps.append("host edit")
                case 75..<82 where n > 0:
                    let i = below(n)
                    layout.objects[i] = Self.object(i, subclass: chance(subclassShare))
                    other.objects[i] = layout.objects[i]
                    steps.append("replace \(i)")
                case 82..<87 where n > 0:
                    (objects[below(n)] as? BadgeLayoutAttributes)?.badgeCount += 1
                    steps.append("badge")
                case 87..<100:
                    // Another layout (another cache) answers with the same objects.
                    other.picked = layout.picked
                    let answer = other.bridge.layoutAttributesForElements(in: anywhere)
                    if answer != other.picked.map({ other.objects[$0].bridged }) {
                        Issue.record(
                            "seed \(seed) (CVKIT_ORACLE_SEED=\(seed)), \(n) objects, after \(steps): the other layout's answer differs")
                        return
                    }
                    steps.append("other")
                default:
                    break
                }
                let expected = layout.picked.map { layout.objects[$0].bridged }
                let answer = layout.bridge.layoutAttributesForElements(in: anywhere)
                if answer != expected {
                    let first = zip(answer, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    Issue.record(
                        "seed \(seed) (CVKIT_ORACLE_SEED=\(seed)), \(n) objects, after \(steps): \(answer.count) values, expected \(expected.count); first difference at \(String(describing: first))"
                    )
                    return
                }
                kept.append(answer)
                if kept.count > 4 { kept.removeFirst() }
            }
        }
    }
}
