import CollectionView
import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// The native twin: the same circle on CVKit's base layout.
final class NativeCircleLayout: CollectionViewLayout {
    private var inserted: Set<ElementIndexPath> = []

    private var center: Point { host.map { Point(x: $0.bounds.width / 2, y: $0.bounds.height / 2) } ?? .zero }
    private var radius: Double { host.map { min($0.bounds.width, $0.bounds.height) / 2.5 } ?? 0 }

    override var contentSize: Size { host?.bounds.size ?? .zero }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        let count = host?.numberOfItems(inSection: 0) ?? 0
        var a = LayoutAttributes(forCellAt: indexPath)
        a.size = Size(width: 70, height: 70)
        let angle = 2 * Double.pi * Double(indexPath.item) / Double(count)
        a.center = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return a
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<(host?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: ElementIndexPath(item: $0, section: 0)) }
    }
}

@Suite("UIKit dialect: circle with animated insertions")
@MainActor
struct CircleLayoutTests {
    @Test func framesMatchTheNativeTwin() throws {
        let layout = CircleLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [9], size: CGSize(width: 320, height: 480))
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        let native = try prepared(NativeCircleLayout(), counts: [9], bounds: view.bounds)
        let all = view.bounds
        #expect(differences(uiKitFrames(layout, in: all), nativeFrames(native, in: all)) == [])
        #expect(view.visibleCells.count == 9)
    }

    @Test func insertionsStartAtTheCentreThroughTheHostsBatchUpdate() throws {
        let layout = CircleLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [6], size: CGSize(width: 320, height: 480))
        var completed: Bool?
        view.performBatchUpdates(
            {
                dataSource.counts = [8]
                view.insertItems(at: [IndexPath(item: 6, section: 0), IndexPath(item: 7, section: 0)])
            }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(view.lastError == nil)
        #expect(view.numberOfItems(inSection: 0) == 8)
        let plan = try #require(view.lastUpdatePlan)
        let appearing = try #require(plan.entry(after: .cell(ElementIndexPath(item: 6, section: 0))))
        let start = appearing.start
        #expect(start.alpha == 0)
        #expect(start.center == Point(x: 160, y: 240))
        #expect(start.transform3D == Transform3D(scaleX: 0.1, y: 0.1, z: 1))
        // The final state is the item's place on the circle of 8.
        let native = try prepared(NativeCircleLayout(), counts: [8], bounds: view.bounds)
        #expect(appearing.end == native.layoutAttributesForItem(at: ElementIndexPath(item: 6, section: 0)))
    }

    @Test func deletionsEndAtTheCentre() throws {
        let layout = CircleLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [6], size: CGSize(width: 320, height: 480))
        dataSource.counts = [5]
        view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        #expect(view.lastError == nil)
        let plan = try #require(view.lastUpdatePlan)
        let leaving = try #require(plan.entry(before: .cell(ElementIndexPath(item: 2, section: 0))))
        #expect(leaving.change == .delete)
        #expect(leaving.end.center == Point(x: 160, y: 240))
        #expect(leaving.end.alpha == 0)
    }

    @Test func anInvalidBatchIsRecordedAndChangesNothing() {
        let layout = CircleLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [6], size: CGSize(width: 320, height: 480))
        defer { withExtendedLifetime(dataSource) {} }
        var completed: Bool?
        // The data source still says 6: UIKit raises NSInternalInconsistencyException.
        view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 6, section: 0)]) }, completion: { completed = $0 })
        #expect(completed == false)
        guard case .invalidUpdate(let error)? = view.lastError else {
            Issue.record("expected invalidUpdate, got \(String(describing: view.lastError))")
            return
        }
        #expect(error.message == "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update")
        #expect(view.numberOfItems(inSection: 0) == 6)
    }
}
