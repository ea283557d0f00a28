import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// Records the hooks the host reaches through the bridge.
@MainActor
final class RecordingLayout: UICollectionViewLayout {
    var calls: [String] = []
    var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override func prepare() {
        super.prepare()
        calls.append("prepare")
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 2_000) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            a.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: 320, height: 50)
            return a
        }.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 320, height: 50)
        return a
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        calls.append("invalidate(with:)")
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        calls.append("shouldInvalidate \(Int(newBounds.minY))")
        return newBounds.width != collectionView?.bounds.width
    }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.contentSizeAdjustment = CGSize(width: 1, height: 2)
        return context
    }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) { calls.append("to \(type(of: newLayout))") }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { calls.append("from \(type(of: oldLayout))") }
}

/// A flow subclass asking its delegate with UIKit's optional-method syntax.
final class AskingFlowLayout: UICollectionViewFlowLayout {
    var asked: CGSize?
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        asked = delegate?.collectionView?(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: 0)) ?? itemSize
    }
}

final class FixedSizes: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    { CGSize(width: 70, height: 20) }
}

final class SilentDelegate: NSObject, UICollectionViewDelegateFlowLayout {}

@Suite("UIKitCompat bridge: the host drives UIKit-dialect layouts")
@MainActor
struct BridgeTests {
    @Test func invalidationsTravelBothWays() {
        let layout = RecordingLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [40], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        #expect(layout.calls.filter { $0 == "prepare" }.count == 1)
        // UIKit side → host: the bridge is dirty until the next pass, which prepares once.
        layout.calls = []
        layout.invalidateLayout()
        layout.invalidateLayout()
        #expect(layout.bridge.needsPrepare)
        view.layoutIfNeeded()
        #expect(layout.calls == ["invalidate(with:)", "invalidate(with:)", "prepare"])
        #expect(layout.contexts.last?.invalidateEverything == true)
        // Host side → UIKit side: a scroll asks; a width change invalidates with the layout's context.
        layout.calls = []
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(layout.calls == ["shouldInvalidate 100"])
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 480)
        view.layoutIfNeeded()
        #expect(layout.calls.contains("invalidate(with:)") && layout.calls.last == "prepare")
        #expect(layout.contexts.last?.contentSizeAdjustment == CGSize(width: 1, height: 2))
        // Item 1 (50…100) only touches the visible rect's top edge: not visible, as on iOS
        // (CoreGraphics' `intersects` is false for rects that share an edge).
        #expect(view.indexPathsForVisibleItems.sorted().first == IndexPath(item: 2, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 260)) == IndexPath(item: 5, section: 0))
    }

    @Test func reloadDataReachesInvalidateLayoutAndNewCounts() {
        let layout = RecordingLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [3], supplementaryKinds: [])
        dataSource.counts = [7]
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 7)
        #expect(view.visibleCells.count == 7)
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
    }

    @Test func changingTheLayoutCallsBothTransitionHooks() {
        let first = RecordingLayout()
        let (view, dataSource) = makeCollectionView(first, counts: [5], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        let second = UICollectionViewFlowLayout()
        second.itemSize = CGSize(width: 100, height: 100)
        var finished: Bool?
        view.setCollectionViewLayout(second, animated: false) { finished = $0 }
        #expect(view.lastError == nil)
        #expect(finished == true)
        #expect(view.collectionViewLayout === second)
        #expect(second.collectionView === view)
        #expect(first.calls.contains("to UICollectionViewFlowLayout"))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test func anInteractiveTransitionInterpolates() {
        let first = UICollectionViewFlowLayout()
        first.itemSize = CGSize(width: 100, height: 100)
        let (view, dataSource) = makeCollectionView(first, counts: [4], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        let second = UICollectionViewFlowLayout()
        second.itemSize = CGSize(width: 300, height: 50)
        var completion: (Bool, Bool)?
        let transition = view.startInteractiveTransition(to: second) { completion = ($0, $1) }
        #expect(view.lastError == nil)
        transition.transitionProgress = 0.5
        #expect(view.lastError == nil)
        #expect(transition.transitionProgress == 0.5)
        let item1 = transition.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        // Item 1: (110, 0, 100, 100) in the first layout, (10, 60, 300, 50) in the second.
        #expect(item1?.frame.size == CGSize(width: 200, height: 75))
        transition.transitionProgress = 1
        #expect(transition.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 300, height: 50))
        view.finishInteractiveTransition()
        (view.host.clock as? ManualFrameClock)?.advance(by: 1)
        #expect(completion?.0 == true)
        #expect(view.collectionViewLayout === second)
    }

    @Test func theOptionalDelegateCallSyntaxCompilesAndAnswers() {
        let layout = AskingFlowLayout()
        let sizes = FixedSizes()
        let (view, dataSource) = makeCollectionView(layout, counts: [6], supplementaryKinds: [], delegate: sizes)
        defer { withExtendedLifetime(dataSource) {} }
        #expect(layout.asked == CGSize(width: 70, height: 20))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 70, height: 20))
        let silent = SilentDelegate()
        view.delegate = silent
        view.layoutIfNeeded()
        #expect(layout.asked == layout.itemSize)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 50, height: 50))
    }

    @Test func flowPropertiesInvalidateOnlyWhenTheyChange() {
        let layout = UICollectionViewFlowLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [6], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(!layout.bridge.needsPrepare)
        layout.minimumLineSpacing = 10
        #expect(!layout.bridge.needsPrepare)
        layout.minimumLineSpacing = 4
        layout.sectionInsetReference = .fromSafeArea
        layout.scrollDirection = .horizontal
        #expect(layout.bridge.needsPrepare)
        #expect(layout.scrollDirection == .horizontal && layout.sectionInsetReference == .fromSafeArea)
        view.layoutIfNeeded()
        #expect(view.contentSize.height == 480)
    }

    @Test func scrollToItemUsesUIKitsPositionsAndRejectsMissingItems() {
        let layout = RecordingLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [40], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(view.lastError == nil)
        #expect(view.contentOffset == CGPoint(x: 0, y: 1_000))
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .centeredVertically, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 785))
        view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(view.lastError == .noSuchItem(ElementIndexPath(item: 99, section: 0)))
        #expect(view.contentOffset == CGPoint(x: 0, y: 785))
    }

    @Test func attributesValueSemanticsMatchUIKit() {
        let a = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        a.size = CGSize(width: 50, height: 20)
        #expect(a.center == CGPoint(x: 60, y: 40))
        #expect(a.frame == CGRect(x: 35, y: 30, width: 50, height: 20))
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(a.transform3D.m11 == 2)
        a.transform3D = CATransform3DMakeTranslation(1, 2, 3)
        #expect(a.transform == CGAffineTransform(translationX: 1, y: 2))
        #expect(a.representedElementKind == UICollectionView.elementKindSectionHeader)
        let d = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        #expect(d.representedElementCategory == .decorationView && d.representedElementKind == "background")
        let copy = a.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.isEqual(a) && copy !== a && copy.hash == a.hash)
        copy.alpha = 0.5
        #expect(!copy.isEqual(a))
    }
}
