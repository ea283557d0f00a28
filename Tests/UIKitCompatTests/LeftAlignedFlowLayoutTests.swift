import BuiltinLayouts
import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// The native twin: CVKit's flow layout with leading alignment, widths from a native delegate.
final class NativeTagSizes: FlowLayoutDelegate {
    let widths: [Double]
    init(widths: [Double]) { self.widths = widths }
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementIndexPath) -> Size? {
        Size(width: widths[indexPath.item % widths.count], height: 30)
    }
}

@Suite("UIKit dialect: left-aligned flow")
@MainActor
struct LeftAlignedFlowLayoutTests {
    let widths: [CGFloat] = [60, 90, 45, 120, 75, 30, 100]

    func makeLayout() -> LeftAlignedFlowLayout {
        let layout = LeftAlignedFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 6
        return layout
    }

    @Test func framesMatchTheNativeTwin() throws {
        let delegate = TagSizes(widths: widths)
        let layout = makeLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [23, 9], delegate: delegate)
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        let native = FlowLayout()
        native.sectionInset = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        native.minimumInteritemSpacing = 8
        native.minimumLineSpacing = 6
        native.fullLineAlignment = .leading
        native.lastLineAlignment = .leading
        let nativeDelegate = NativeTagSizes(widths: widths.map(Double.init))
        _ = try prepared(native, counts: [23, 9], bounds: view.bounds, delegate: nativeDelegate)
        let all = CGRect(origin: .zero, size: view.contentSize)
        #expect(view.contentSize == CGSize(width: native.contentSize.width, height: native.contentSize.height))
        let ui = uiKitFrames(layout, in: all), twin = nativeFrames(native, in: all)
        #expect(ui.count == 32)
        #expect(differences(ui, twin) == [])
        // Every line starts at the section inset.
        #expect(ui[FrameKey(category: "cell", section: 0, item: 0)]?.minX == 12)
    }

    @Test func superIsNotMutatedByTheSubclass() {
        let delegate = TagSizes(widths: widths)
        let layout = makeLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [23], delegate: delegate)
        defer { withExtendedLifetime(dataSource) {} }
        let rect = CGRect(origin: .zero, size: view.contentSize)
        // The flow layout's own answer still centres-justifies full lines (UIKit's default).
        let plain = UICollectionViewFlowLayout()
        plain.sectionInset = layout.sectionInset
        plain.minimumInteritemSpacing = 8
        plain.minimumLineSpacing = 6
        let (other, otherSource) = makeCollectionView(plain, counts: [23], delegate: delegate)
        defer { withExtendedLifetime(otherSource) {} }
        #expect(other.lastError == nil)
        #expect(uiKitFrames(layout, in: rect) != uiKitFrames(plain, in: rect))
        #expect(layout.layoutAttributesForElements(in: rect)?.count == plain.layoutAttributesForElements(in: rect)?.count)
    }
}
