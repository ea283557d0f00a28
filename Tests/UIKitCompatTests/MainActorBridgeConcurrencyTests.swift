import BuiltinLayouts
import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// A UIKit-dialect layout that answers every query from attributes objects it made in
/// `prepare()`, as the usual custom layout does.
@MainActor
private final class CachedRowsLayout: UICollectionViewLayout {
    var rows = 200
    private var cache: [UICollectionViewLayoutAttributes] = []
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: CGFloat(rows) * 10) }
    override func prepare() {
        cache = (0..<rows).map { item in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            a.frame = CGRect(x: 0, y: CGFloat(item) * 10, width: 100, height: 10)
            return a
        }
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}

// The bridge calls a UIKit-dialect layout's overrides through `onMainActor`, which on the
// main thread skips the runtime's main-actor check by bit-casting `@MainActor` off the
// function type (MainActorCall.swift says why that is safe). This drives that path on the
// main actor while other threads lay out CVKit layouts and ask `Thread.isMainThread`
// meanwhile; under the thread sanitizer (Tests/ThreadSanitizer links this file) any race
// between them is reported.
@Suite("UIKitCompat bridge on the main actor while other threads work")
struct MainActorBridgeConcurrencyTests {
    @MainActor
    @Test("Bridge calls on the main thread, layouts on other threads: every answer right, no race")
    func bridgeCallsOnTheMainThreadWhileOtherThreadsWork() async throws {
        let layout = CachedRowsLayout()
        let bridge = layout.bridge
        let others = (0..<2).map { worker in
            Task.detached { () -> Int in
                var found = 0
                for round in 0..<200 {
                    let flow = FlowLayout()
                    flow.itemSize = Size(width: 40, height: 40 + Double(worker))
                    flow.host = StaticLayoutHost(itemCounts: [100 + round], bounds: Rect(x: 0, y: 0, width: 300, height: 600))
                    try? flow.prepareIfNeeded()
                    found += flow.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 300, height: 600)).count
                    found += Thread.isMainThread ? 1_000_000 : 0
                }
                return found
            }
        }
        for round in 0..<300 {
            layout.rows = 100 + round % 50
            bridge.invalidateLayout()
            try bridge.prepareIfNeeded()
            let rect = Rect(x: 0, y: Double(round), width: 100, height: 95)
            let items = bridge.layoutAttributesForElements(in: rect).map(\.indexPath.item)
            let first = round / 10 - (round % 10 == 0 && round > 0 ? 1 : 0)
            #expect(items == Array(max(0, first)...min(layout.rows - 1, (round + 95) / 10)), "round \(round)")
            #expect(bridge.contentSize == Size(width: 100, height: Double(layout.rows) * 10))
        }
        for task in others {
            let found = await task.value
            #expect(found > 0 && found < 1_000_000, "the other threads laid out and were not the main thread")
        }
    }
}
