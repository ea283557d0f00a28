import Foundation
import LayoutSnapshotTesting
import Testing
import UIKitCompat

/// The six UIKit-dialect layouts, snapshot-tested through their bridges (the JSON frames of
/// the whole content, recorded in `__Snapshots__/` beside this file).
@Suite("UIKit dialect: layout snapshots")
@MainActor
struct UIKitLayoutSnapshotTests {
    @Test func leftAligned() {
        let layout = LeftAlignedFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let sizes = TagSizes(widths: [60, 90, 45, 120, 75, 30, 100])
        let (view, dataSource) = makeCollectionView(layout, counts: [12, 5], delegate: sizes)
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        assertLayoutSnapshot(of: layout.bridge, as: .layout(.json, region: .content))
    }

    @Test func carousel() {
        let layout = CarouselFlowLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [8], size: CGSize(width: 390, height: 300))
        defer { withExtendedLifetime(dataSource) {} }
        view.contentOffset = CGPoint(x: 190, y: 0)
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        assertLayoutSnapshot(of: layout.bridge, as: .layout(.json, region: .content))
    }

    @Test func pinterest() {
        let layout = PinterestLayout()
        let heights = PhotoHeights()
        layout.delegate = heights
        let (view, dataSource) = makeCollectionView(layout, counts: [14], size: CGSize(width: 375, height: 600))
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        assertLayoutSnapshot(of: layout.bridge, as: .layout(.json, region: .content))
    }

    @Test func stickyGrid() {
        let layout = StickyGridLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: Array(repeating: 6, count: 8), size: CGSize(width: 250, height: 150))
        defer { withExtendedLifetime(dataSource) {} }
        view.contentOffset = CGPoint(x: 130, y: 60)
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        assertLayoutSnapshot(of: layout.bridge, as: .layout(.json, region: .content))
    }

    @Test func circleAfterInsertingTwo() {
        let layout = CircleLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [6], size: CGSize(width: 320, height: 480))
        view.performBatchUpdates {
            dataSource.counts = [8]
            view.insertItems(at: [IndexPath(item: 6, section: 0), IndexPath(item: 7, section: 0)])
        }
        #expect(view.lastError == nil)
        assertLayoutSnapshot(of: layout.bridge, as: .layout(.json, region: .content))
    }

    @Test func badges() {
        let layout = BadgeFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let (view, dataSource) = makeCollectionView(layout, counts: [7])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        // The UIKit layout itself as the subject: the strategy for its bridge, pulled back
        // (the closure runs on the main actor, as this test does).
        let uiKitLayout = LayoutSnapshotting<UIKitLayoutBridge>.layout(.json, region: .content).pullback {
            (layout: UICollectionViewLayout) in layout.bridge
        }
        assertLayoutSnapshot(of: layout, as: uiKitLayout)
    }
}
