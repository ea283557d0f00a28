import Foundation
import Geometry
import Testing
import UIKitCompat

/// Exact-value tests of the compat surface the layout tests do not reach.
@MainActor
@Suite("UIKitCompat surface")
struct SurfaceTests {
    @Test func anInvalidationContextReportsWhatWasInvalidatedSorted() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil)
        #expect(context.invalidatedSupplementaryIndexPaths == nil)
        #expect(context.invalidatedDecorationIndexPaths == nil)
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        context.invalidateItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 0)])
        context.invalidateSupplementaryElements(
            ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 2), IndexPath(item: 0, section: 1)])
        context.invalidateDecorationElements(ofKind: "badge", at: [IndexPath(item: 4, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        #expect(
            context.invalidatedSupplementaryIndexPaths == [
                UICollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)]
            ])
        #expect(context.invalidatedDecorationIndexPaths == ["badge": [IndexPath(item: 4, section: 0)]])
        #expect(!context.invalidateEverything)
    }

    @Test func anInvalidationContextCarriesOffsetAndSizeAdjustments() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)
        context.contentOffsetAdjustment = CGPoint(x: 0, y: -40)
        context.contentSizeAdjustment = CGSize(width: 0, height: 120)
        #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: -40))
        #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 120))
        #expect(context.previousIndexPathsForInteractivelyMovingItems == nil)
        #expect(context.targetIndexPathsForInteractivelyMovingItems == nil)
        #expect(context.interactiveMovementTarget == .zero)
    }

    @Test func attributesGeometrySettersBehaveAsUIKits() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        a.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
        a.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(a.frame == CGRect(x: 20, y: 40, width: 20, height: 20))
        #expect(a.center == CGPoint(x: 30, y: 50))
        a.center = CGPoint(x: 100, y: 100)
        #expect(a.frame == CGRect(x: 90, y: 90, width: 20, height: 20))
        a.size = CGSize(width: 40, height: 10)
        #expect(a.frame == CGRect(x: 80, y: 95, width: 40, height: 10))
        #expect(a.bounds == CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func attributesDefaultsAndStyleProperties() {
        let a = UICollectionViewLayoutAttributes()
        #expect(a.indexPath == IndexPath(item: 0, section: 0))
        #expect(a.frame == .zero && a.alpha == 1 && a.zIndex == 0 && !a.isHidden)
        #expect(CATransform3DIsIdentity(a.transform3D) && a.transform.isIdentity)
        a.isHidden = true
        a.alpha = 0.5
        a.zIndex = -3
        #expect(a.isHidden && a.alpha == 0.5 && a.zIndex == -3)
        a.transform3D = CATransform3DMakeTranslation(0, 0, 10)
        a.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(a.transform3D == CATransform3DMakeScale(2, 3, 1))
        a.indexPath = IndexPath(item: 7, section: 2)
        #expect(a.indexPath.item == 7 && a.indexPath.section == 2)
    }

    @Test func theThreeFactoriesSetCategoryAndKind() {
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 3))
        let badge = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "badge", with: IndexPath(item: 5, section: 1))
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(header.indexPath == IndexPath(item: 0, section: 3))
        #expect(badge.representedElementCategory == .decorationView && badge.representedElementKind == "badge")
        #expect(badge.indexPath == IndexPath(item: 5, section: 1))
    }

    @Test func copiesAreEqualAndIndependent() throws {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let b = try #require(a.copy() as? UICollectionViewLayoutAttributes)
        #expect(a.isEqual(b) && a.hash == b.hash)
        b.alpha = 0.25
        #expect(!a.isEqual(b) && a.alpha == 1)
        #expect(!a.isEqual("not attributes"))
        #expect(a.description == "<UICollectionViewLayoutAttributes: cell [0, 1] frame (0, 0, 10, 10)>")
    }

    @Test func scrollingPropertiesRoundTrip() {
        let (view, dataSource) = makeCollectionView(UICollectionViewFlowLayout(), counts: [3], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(!view.isPagingEnabled)
        view.isPagingEnabled = true
        #expect(view.isPagingEnabled)
        #expect(view.decelerationRate == .normal)
        view.decelerationRate = .fast
        #expect(view.decelerationRate == .fast)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.effectiveUserInterfaceLayoutDirection = .rightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func theAdjustedInsetAddsTheSafeArea() {
        let (view, dataSource) = makeCollectionView(UICollectionViewFlowLayout(), counts: [3], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        view.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 39, right: 0))
    }

    @Test func sectionUpdatesChangeTheCounts() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let (view, dataSource) = makeCollectionView(layout, counts: [2, 3], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        dataSource.counts = [2, 4, 3]
        view.insertSections(IndexSet(integer: 1))
        #expect(view.lastError == nil)
        #expect(view.numberOfSections == 3 && view.numberOfItems(inSection: 1) == 4)
        dataSource.counts = [4, 3]
        view.deleteSections(IndexSet(integer: 0))
        #expect(view.lastError == nil)
        #expect(view.numberOfSections == 2 && view.numberOfItems(inSection: 0) == 4)
        dataSource.counts = [3, 4]
        view.moveSection(1, toSection: 0)
        #expect(view.lastError == nil)
        #expect(view.numberOfItems(inSection: 0) == 3 && view.numberOfItems(inSection: 1) == 4)
        view.reloadSections(IndexSet(integer: 1))
        view.reloadItems(at: [IndexPath(item: 0, section: 0)])
        #expect(view.lastError == nil)
        #expect(view.numberOfItems(inSection: 1) == 4)
    }

    @Test func anInvalidSectionUpdateIsRejectedAndChangesNothing() {
        let (view, dataSource) = makeCollectionView(UICollectionViewFlowLayout(), counts: [2], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        view.deleteSections(IndexSet(integer: 4))
        #expect(view.lastError != nil)
        #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 2)
    }

    @Test func theScreenHasAPhoneSizedDefault() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aLayoutsDirectionDefaultsAreUIKits() {
        let layout = UICollectionViewLayout()
        #expect(layout.developmentLayoutDirection == .leftToRight)
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(
            ObjectIdentifier(UICollectionViewLayout.invalidationContextClass)
                == ObjectIdentifier(UICollectionViewLayoutInvalidationContext.self))
    }

    @Test func theBridgeNamesTheUIKitLayout() {
        let layout = LeftAlignedFlowLayout()
        #expect(layout.bridge.description == "LeftAlignedFlowLayout")
    }
}

@MainActor
@Suite("UIKitCompat compositional values are NSCopying")
struct CompositionalCopyingTests {
    @Test func theImmutableValuesCopyExactly() throws {
        let dimension = NSCollectionLayoutDimension.estimated(44)
        let copiedDimension = try #require(dimension.copy() as? NSCollectionLayoutDimension)
        #expect(copiedDimension.isEstimated && copiedDimension.dimension == 44)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30))
        let copiedSize = try #require(size.copy() as? NSCollectionLayoutSize)
        #expect(copiedSize.widthDimension.isFractionalWidth && copiedSize.widthDimension.dimension == 0.5)
        #expect(copiedSize.heightDimension.isAbsolute && copiedSize.heightDimension.dimension == 30)
        let spacing = try #require(NSCollectionLayoutSpacing.flexible(8).copy() as? NSCollectionLayoutSpacing)
        #expect(spacing.isFlexibleSpacing && spacing.spacing == 8)
        let edges = NSCollectionLayoutEdgeSpacing(leading: .fixed(4), top: nil, trailing: .flexible(2), bottom: nil)
        let copiedEdges = try #require(edges.copy() as? NSCollectionLayoutEdgeSpacing)
        #expect(copiedEdges.leading?.spacing == 4 && copiedEdges.leading?.isFixedSpacing == true && copiedEdges.top == nil)
        #expect(copiedEdges.trailing?.spacing == 2 && copiedEdges.trailing?.isFlexibleSpacing == true && copiedEdges.bottom == nil)
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 3, y: -3))
        let copiedAnchor = try #require(anchor.copy() as? NSCollectionLayoutAnchor)
        #expect(copiedAnchor.edges == [.top, .trailing] && copiedAnchor.offset == CGPoint(x: 3, y: -3) && copiedAnchor.isAbsoluteOffset)
    }
}
