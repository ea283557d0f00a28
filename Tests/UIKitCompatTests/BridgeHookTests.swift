import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// A layout that answers every hook the bridge forwards with a value of its own, and records
/// the animated bounds change calls.
@MainActor
final class HookedLayout: UICollectionViewLayout {
    var calls: [String] = []

    func attributes(kind: String, decoration: Bool, at indexPath: IndexPath, alpha: CGFloat = 1) -> UICollectionViewLayoutAttributes {
        let a =
            decoration
            ? UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
            : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        a.frame = CGRect(x: 0, y: CGFloat(indexPath.section) * 100, width: 320, height: decoration ? 100 : 30)
        a.alpha = alpha
        return a
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { attributes(kind: elementKind, decoration: false, at: indexPath) }
    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { attributes(kind: elementKind, decoration: true, at: indexPath) }
    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { attributes(kind: elementKind, decoration: false, at: elementIndexPath, alpha: 0) }
    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { attributes(kind: elementKind, decoration: false, at: elementIndexPath, alpha: 0.25) }
    override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { attributes(kind: elementKind, decoration: true, at: decorationIndexPath, alpha: 0.5) }
    override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { attributes(kind: elementKind, decoration: true, at: decorationIndexPath, alpha: 0.75) }
    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        elementKind == "header" ? [IndexPath(item: 0, section: 2)] : []
    }
    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [IndexPath(item: 0, section: 1)] }
    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [IndexPath(item: 0, section: 3)] }
    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        [IndexPath(item: 0, section: 4), IndexPath(item: 0, section: 5)]
    }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        calls.append("prepare(forAnimatedBoundsChange: \(oldBounds.width))")
    }
    override func finalizeAnimatedBoundsChange() { calls.append("finalizeAnimatedBoundsChange()") }
}

@Suite("UIKit dialect: the bridge forwards every hook")
@MainActor
struct BridgeHookTests {
    @Test func supplementaryAndDecorationQueriesAndHooksReachTheUIKitLayout() {
        let layout = HookedLayout()
        let bridge = layout.bridge
        let path = ElementIndexPath(item: 0, section: 2)
        let header = bridge.layoutAttributesForSupplementaryView(ofKind: "header", at: path)
        #expect(header?.frame == Rect(x: 0, y: 200, width: 320, height: 30))
        #expect(header?.category == .supplementary(kind: "header"))
        let background = bridge.layoutAttributesForDecorationView(ofKind: "background", at: path)
        #expect(background?.frame == Rect(x: 0, y: 200, width: 320, height: 100))
        #expect(background?.category == .decoration(kind: "background"))
        #expect(bridge.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "header", at: path)?.alpha == 0)
        #expect(bridge.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: "header", at: path)?.alpha == 0.25)
        #expect(bridge.initialLayoutAttributesForAppearingDecorationElement(ofKind: "background", at: path)?.alpha == 0.5)
        #expect(bridge.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "background", at: path)?.alpha == 0.75)
        #expect(bridge.indexPathsToInsertForSupplementaryView(ofKind: "header") == [ElementIndexPath(item: 0, section: 2)])
        #expect(bridge.indexPathsToInsertForSupplementaryView(ofKind: "footer") == [])
        #expect(bridge.indexPathsToDeleteForSupplementaryView(ofKind: "header") == [ElementIndexPath(item: 0, section: 1)])
        #expect(bridge.indexPathsToInsertForDecorationView(ofKind: "background") == [ElementIndexPath(item: 0, section: 3)])
        #expect(
            bridge.indexPathsToDeleteForDecorationView(ofKind: "background") == [
                ElementIndexPath(item: 0, section: 4), ElementIndexPath(item: 0, section: 5),
            ])
        #expect(bridge.flipsHorizontallyInOppositeLayoutDirection)
        #expect(bridge.developmentLayoutDirection == .rightToLeft)
        #expect(bridge.mayPlaceElementsOutsideContent == false)
        bridge.prepare(forAnimatedBoundsChange: Rect(x: 0, y: 0, width: 200, height: 100))
        bridge.finalizeAnimatedBoundsChange()
        #expect(layout.calls == ["prepare(forAnimatedBoundsChange: 200.0)", "finalizeAnimatedBoundsChange()"])
    }

    @Test func aBridgeWhoseLayoutIsGoneAnswersNeutrally() {
        var layout: HookedLayout? = HookedLayout()
        let bridge = layout?.bridge
        #expect(bridge?.flipsHorizontallyInOppositeLayoutDirection == true)
        layout = nil
        #expect(bridge?.flipsHorizontallyInOppositeLayoutDirection == false)
        #expect(bridge?.developmentLayoutDirection == .leftToRight)
        #expect(bridge?.layoutAttributesForSupplementaryView(ofKind: "header", at: ElementIndexPath(item: 0, section: 0)) == nil)
        #expect(bridge?.indexPathsToDeleteForDecorationView(ofKind: "background") == [])
    }

    @Test func valueObjectsCompareAndDescribeThemselves() {
        let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 50)
        #expect(uniform.isUniformAcrossSiblings)
        #expect(uniform.dimension == 50)
        #expect(!NSCollectionLayoutDimension.absolute(50).isUniformAcrossSiblings)
        #expect(NSCollectionLayoutDimension.absolute(4).isEqual(NSCollectionLayoutDimension.absolute(4)))
        #expect(!NSCollectionLayoutDimension.absolute(4).isEqual(NSCollectionLayoutDimension.estimated(4)))
        #expect(!NSCollectionLayoutDimension.absolute(4).isEqual("absolute(4)"))
        #expect(NSCollectionLayoutSpacing.fixed(3).isEqual(NSCollectionLayoutSpacing.fixed(3)))
        #expect(!NSCollectionLayoutSpacing.fixed(3).isEqual(NSCollectionLayoutSpacing.flexible(3)))
        #expect(NSCollectionLayoutAnchor(edges: [.top], fractionalOffset: CGPoint(x: 0.5, y: 0)).isFractionalOffset)
        #expect(!NSCollectionLayoutAnchor(edges: [.top], absoluteOffset: CGPoint(x: 2, y: 0)).isFractionalOffset)
    }

    @Test func flowFootersAndPinningFlagsReachTheEngine() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.footerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionFootersPinToVisibleBounds = true
        #expect(layout.footerReferenceSize == CGSize(width: 0, height: 40))
        #expect(layout.sectionHeadersPinToVisibleBounds)
        #expect(layout.sectionFootersPinToVisibleBounds)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        let (view, dataSource) = makeCollectionView(layout, counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        // Three items of 100 and two gaps of 10 fill a row of 320; the footer spans the width below it.
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 100, width: 320, height: 40))
        #expect(footer?.representedElementKind == UICollectionView.elementKindSectionFooter)
        #expect(view.contentSize == CGSize(width: 320, height: 140))

        let context = UICollectionViewFlowLayoutInvalidationContext()
        #expect(context.invalidateFlowLayoutAttributes == false)
        #expect(context.invalidateFlowLayoutDelegateMetrics == false)
        context.invalidateFlowLayoutAttributes = true
        context.invalidateFlowLayoutDelegateMetrics = true
        #expect(context.invalidateFlowLayoutAttributes)
        #expect(context.invalidateFlowLayoutDelegateMetrics)
    }
}
