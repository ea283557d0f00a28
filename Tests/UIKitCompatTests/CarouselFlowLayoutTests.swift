import BuiltinLayouts
import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// The native twin: the same carousel on CVKit's flow layout.
final class NativeCarouselLayout: FlowLayout {
    let activeDistance = 200.0
    let zoomFactor = 0.3

    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 40
        itemSize = Size(width: 150, height: 150)
    }

    override func prepare() throws(LayoutError) {
        if let host {
            let vertical = (host.bounds.height - itemSize.height) / 2, horizontal = (host.bounds.width - itemSize.width) / 2
            sectionInset = EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        }
        try super.prepare()
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard let host else { return [] }
        let visible = host.bounds
        return super.layoutAttributesForElements(in: rect).map { attributes in
            var a = attributes
            guard a.frame.intersects(visible) else { return a }
            let distance = visible.midX - a.center.x
            if abs(distance) < activeDistance {
                let zoom = 1 + zoomFactor * (1 - abs(distance / activeDistance))
                a.transform3D = Transform3D(scaleX: zoom, y: zoom, z: 1)
                a.zIndex = Int(zoom.rounded())
            }
            return a
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }
}

@Suite("UIKit dialect: carousel flow")
@MainActor
struct CarouselFlowLayoutTests {
    @Test func framesAndScalesMatchTheNativeTwin() throws {
        let layout = CarouselFlowLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [12], size: CGSize(width: 390, height: 300))
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        view.contentOffset = CGPoint(x: 190, y: 0)
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        let native = NativeCarouselLayout()
        _ = try prepared(native, counts: [12], bounds: view.bounds)
        let all = CGRect(origin: .zero, size: view.contentSize)
        #expect(differences(uiKitFrames(layout, in: all), nativeFrames(native, in: all)) == [])
        let ui = layout.layoutAttributesForElements(in: all) ?? []
        let twin = native.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: all.width, height: all.height))
        let uiScales = Dictionary(uniqueKeysWithValues: ui.map { ($0.indexPath.item, Double($0.transform3D.m11)) })
        let twinScales = Dictionary(uniqueKeysWithValues: twin.map { ($0.indexPath.item, $0.transform3D.m11) })
        #expect(uiScales == twinScales)
        // Item 1's centre (120 + 190 + 75 = 385) is the visible centre (190 + 195): full zoom.
        #expect(uiScales[1] == 1.3)
        #expect(uiScales[0] == 1 + 0.3 * (1 - 190.0 / 200))
    }

    @Test func targetOffsetSnapsAnItemToTheCentre() {
        let layout = CarouselFlowLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [12], size: CGSize(width: 390, height: 300))
        defer { withExtendedLifetime(dataSource) {} }
        // Items are 190 apart; a proposal of 250 snaps to item 1's offset, 190.
        let target = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 250, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
        #expect(target == CGPoint(x: 190, y: 0))
        // Through the host: the native fling target goes through the same override.
        let native = layout.bridge.targetContentOffset(
            forProposedContentOffset: Point(x: 400, y: 0), withScrollingVelocity: Vector(dx: 1, dy: 0))
        #expect(native == Point(x: 380, y: 0))
        #expect(view.lastError == nil)
    }

    @Test func scrollingReinvalidatesThroughTheHost() {
        let layout = CarouselFlowLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [12], size: CGSize(width: 390, height: 300))
        defer { withExtendedLifetime(dataSource) {} }
        let before = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        view.contentOffset = CGPoint(x: 380, y: 0)
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == before)
        let visible = layout.layoutAttributesForElements(in: view.bounds) ?? []
        let front = visible.max { $0.transform3D.m11 < $1.transform3D.m11 }
        #expect(front?.indexPath == IndexPath(item: 2, section: 0))
    }
}
