import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// The native twin: the same pinned grid on CVKit's base layout.
final class NativeStickyGridLayout: CollectionViewLayout {
    private var grid: [[LayoutAttributes]] = []
    private var size = Size.zero

    override var contentSize: Size { size }

    override func prepare() throws(LayoutError) {
        guard let host else { return }
        if grid.count != host.numberOfSections {
            grid = (0..<host.numberOfSections).map { section in
                (0..<host.numberOfItems(inSection: section)).map { item in
                    var a = LayoutAttributes(
                        forCellAt: ElementIndexPath(item: item, section: section),
                        frame: Rect(x: Double(item) * 100, y: Double(section) * 44, width: 100, height: 44))
                    a.zIndex = section == 0 && item == 0 ? 1024 : (section == 0 || item == 0 ? 1023 : 0)
                    return a
                }
            }
            size = Size(width: Double(grid.map(\.count).max() ?? 0) * 100, height: Double(grid.count) * 44)
        }
        let offset = host.contentOffset
        for section in grid.indices {
            for item in grid[section].indices where section == 0 || item == 0 {
                if section == 0 { grid[section][item].frame.origin.y = offset.y }
                if item == 0 { grid[section][item].frame.origin.x = offset.x }
            }
        }
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        grid.flatMap { $0.filter { $0.frame.intersects(rect) } }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }
}

@Suite("UIKit dialect: sticky grid")
@MainActor
struct StickyGridLayoutTests {
    @Test func pinnedRowAndColumnFollowTheOffsetLikeTheNativeTwin() throws {
        let layout = StickyGridLayout()
        let counts = Array(repeating: 15, count: 40)
        let (view, dataSource) = makeCollectionView(layout, counts: counts, size: CGSize(width: 320, height: 480))
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.contentSize == CGSize(width: 1500, height: 1760))
        view.contentOffset = CGPoint(x: 230, y: 500)
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        let native = try prepared(NativeStickyGridLayout(), counts: counts, bounds: view.bounds)
        let all = CGRect(x: 0, y: 0, width: 1500, height: 1760)
        let ui = uiKitFrames(layout, in: all)
        #expect(ui.count == 600)
        #expect(differences(ui, nativeFrames(native, in: all)) == [])
        #expect(ui[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 230, y: 500, width: 100, height: 44))
        #expect(ui[FrameKey(category: "cell", section: 0, item: 5)] == CGRect(x: 500, y: 500, width: 100, height: 44))
        #expect(ui[FrameKey(category: "cell", section: 12, item: 0)] == CGRect(x: 230, y: 528, width: 100, height: 44))
        // The host shows the pinned corner in front.
        let corner = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(corner?.zIndex == 1024)
        #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
    }
}
