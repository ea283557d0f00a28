import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// The photo heights, as the app's model gives them.
final class PhotoHeights: PinterestLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        CGFloat(120 + (indexPath.item * 37) % 140)
    }
}

/// The native twin: the same waterfall on CVKit's base layout.
final class NativePinterestLayout: CollectionViewLayout {
    private var cache: [LayoutAttributes] = []
    private var contentHeight = 0.0

    override var contentSize: Size { Size(width: host?.bounds.width ?? 0, height: contentHeight) }

    override func prepare() throws(LayoutError) {
        cache = []
        contentHeight = 0
        guard let host else { return }
        let columnWidth = host.bounds.width / 2
        var yOffset = [0.0, 0.0]
        for item in 0..<host.numberOfItems(inSection: 0) {
            let column = yOffset[1] < yOffset[0] ? 1 : 0
            let height = 12 + Double(120 + (item * 37) % 140)
            let frame = Rect(x: Double(column) * columnWidth, y: yOffset[column], width: columnWidth, height: height)
            cache.append(LayoutAttributes(forCellAt: ElementIndexPath(item: item, section: 0), frame: frame.insetBy(dx: 6, dy: 6)))
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
        }
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { cache.filter { $0.frame.intersects(rect) } }
}

@Suite("UIKit dialect: Pinterest waterfall")
@MainActor
struct PinterestLayoutTests {
    @Test func framesMatchTheNativeTwin() throws {
        let layout = PinterestLayout()
        let heights = PhotoHeights()
        layout.delegate = heights
        let (view, dataSource) = makeCollectionView(layout, counts: [30], size: CGSize(width: 375, height: 600))
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        let native = try prepared(NativePinterestLayout(), counts: [30], bounds: view.bounds)
        #expect(view.contentSize == CGSize(width: native.contentSize.width, height: native.contentSize.height))
        let all = CGRect(origin: .zero, size: view.contentSize)
        let ui = uiKitFrames(layout, in: all)
        #expect(ui.count == 30)
        #expect(differences(ui, nativeFrames(native, in: all)) == [])
        #expect(ui[FrameKey(category: "cell", section: 0, item: 1)] == CGRect(x: 193.5, y: 6, width: 175.5, height: 157))
    }

    @Test func reloadDataRecomputesThroughInvalidateLayout() throws {
        let layout = PinterestLayout()
        let heights = PhotoHeights()
        layout.delegate = heights
        let (view, dataSource) = makeCollectionView(layout, counts: [30], size: CGSize(width: 375, height: 600))
        dataSource.counts = [4]
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        let native = try prepared(NativePinterestLayout(), counts: [4], bounds: view.bounds)
        #expect(view.contentSize.height == CGFloat(native.contentSize.height))
        #expect(view.indexPathsForVisibleItems.count == 4)
    }
}
