import Foundation
import LayoutProtocol
import Testing
import UIKitCompat

@Suite("UIKit dialect: layout defaults, transitions and updates")
@MainActor
struct LayoutSurfaceTests {
    @Test func theBaseLayoutAnswersUIKitsDefaults() {
        let layout = UICollectionViewLayout()
        let path = IndexPath(item: 2, section: 1)
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100)) == nil)
        #expect(layout.layoutAttributesForItem(at: path) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: path) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: path) == nil)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path) == nil)
        #expect(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "header", at: path) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: "header", at: path) == nil)
        #expect(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: "background", at: path) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "background", at: path) == nil)
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: "header") == [])
        #expect(layout.indexPathsToDeleteForSupplementaryView(ofKind: "header") == [])
        #expect(layout.indexPathsToInsertForDecorationView(ofKind: "background") == [])
        #expect(layout.indexPathsToDeleteForDecorationView(ofKind: "background") == [])
        let original = UICollectionViewLayoutAttributes(forCellWith: path)
        let preferred = UICollectionViewLayoutAttributes(forCellWith: path)
        preferred.size = CGSize(width: 10, height: 60)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) == false)
    }

    @Test func aSelfSizingContextInvalidatesThatElement() {
        let layout = UICollectionViewLayout()
        let path = IndexPath(item: 2, section: 1)
        let cell = UICollectionViewLayoutAttributes(forCellWith: path)
        let forCell = layout.invalidationContext(forPreferredLayoutAttributes: cell, withOriginalAttributes: cell)
        #expect(forCell.invalidatedItemIndexPaths == [path])
        #expect(forCell.invalidatedSupplementaryIndexPaths == nil)
        #expect(forCell.invalidatedDecorationIndexPaths == nil)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 3))
        let forHeader = layout.invalidationContext(forPreferredLayoutAttributes: header, withOriginalAttributes: header)
        #expect(forHeader.invalidatedItemIndexPaths == nil)
        #expect(forHeader.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 3)]])
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 4))
        let forBackground = layout.invalidationContext(forPreferredLayoutAttributes: background, withOriginalAttributes: background)
        #expect(forBackground.invalidatedDecorationIndexPaths == ["background": [IndexPath(item: 0, section: 4)]])
        #expect(forBackground.invalidatedSupplementaryIndexPaths == nil)
    }

    @Test func aCompositionalLayoutAnswersDecorationsOffsetsAndANewConfiguration() {
        let layout = UICollectionViewCompositionalLayout(section: makeBadgedSection())
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let (view, dataSource) = makeCollectionView(
            layout, counts: [6, 2],
            supplementaryKinds: [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "badge"])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        // Section 0: header 30, insets 5 + 5, two rows of 100 10 apart, footer 20 (270); section 1
        // has one row (160).
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 270, width: 320, height: 160))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 2)) == nil)
        #expect(view.contentSize == CGSize(width: 320, height: 430))
        // Without paging, the proposed offset stands; UIKit's compositional layout does not flip.
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 123)) == CGPoint(x: 0, y: 123))
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 77), withScrollingVelocity: CGPoint(x: 0, y: 2))
                == CGPoint(x: 0, y: 77))
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection == false)

        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 40
        layout.configuration = configuration
        view.layoutIfNeeded()
        #expect(layout.configuration === configuration)
        #expect(view.contentSize == CGSize(width: 320, height: 470))
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 310, width: 320, height: 160))
    }

    @Test func aCancelledInteractiveTransitionKeepsTheOldLayout() {
        let first = UICollectionViewFlowLayout()
        first.itemSize = CGSize(width: 100, height: 100)
        let (view, dataSource) = makeCollectionView(first, counts: [4], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        let second = UICollectionViewFlowLayout()
        second.itemSize = CGSize(width: 300, height: 50)
        var completion: (Bool, Bool)?
        let transition = view.startInteractiveTransition(to: second) { completion = ($0, $1) }
        #expect(transition.currentLayout === first)
        #expect(transition.nextLayout === second)
        transition.transitionProgress = 0.5
        transition.updateValue(3, forAnimatedKey: "fade")
        #expect(transition.value(forAnimatedKey: "fade") == 3)
        #expect(transition.value(forAnimatedKey: "other") == 0)
        #expect(transition.collectionViewContentSize.width == 320)
        let all = transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? []
        #expect(all.count == 4)
        // Item 1 halfway from (110, 0, 100, 100) to (10, 60, 300, 50): centre and size interpolate,
        // so its centre is halfway from (160, 50) to (160, 85).
        #expect(all.first { $0.indexPath.item == 1 }?.frame == CGRect(x: 60, y: 30, width: 200, height: 75))

        // A second transition is refused: the view records it and the layout is not installed.
        let refused = view.startInteractiveTransition(to: UICollectionViewFlowLayout())
        #expect(view.lastError != nil)
        #expect(refused.collectionView == nil)
        refused.transitionProgress = 0.25
        #expect(refused.transitionProgress == 0.25)

        view.cancelInteractiveTransition()
        #expect(view.lastError == nil)
        (view.host.clock as? ManualFrameClock)?.advance(by: 1)
        // The end animation ran to its end (`completed`); the transition did not finish.
        #expect(completion?.0 == true)
        #expect(completion?.1 == false)
        #expect(view.collectionViewLayout === first)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
    }

    @Test func nestedBatchesJoinTheOuterOneAndMovesApply() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (view, dataSource) = makeCollectionView(layout, counts: [3], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        var inner: Bool?
        var outer: Bool?
        view.performBatchUpdates(
            {
                view.performBatchUpdates({ view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) }) {
                    inner = $0
                }
            },
            completion: { outer = $0 })
        #expect(inner == true)
        #expect(outer == true)
        #expect(view.lastError == nil)
        #expect(view.lastUpdatePlan != nil)
        // A move of an item that is not there is refused on its own.
        view.moveItem(at: IndexPath(item: 7, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(view.lastError != nil)

        let second = UICollectionViewFlowLayout()
        second.itemSize = CGSize(width: 300, height: 50)
        view.setCollectionViewLayout(second, animated: false)
        #expect(view.lastError == nil)
        #expect(view.collectionViewLayout === second)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 60, width: 300, height: 50))
    }

    @Test func reloadDataAndAsyncAppliesReplaceTheState() async {
        let screen = NamesScreen()
        var snapshot = NSDiffableDataSourceSnapshot<NamesScreen.Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Ann", "Bob"])
        var done = false
        screen.dataSource.applySnapshotUsingReloadData(snapshot) { done = true }
        #expect(done)
        #expect(screen.dataSource.lastError == nil)
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 2)

        snapshot.appendItems(["Cy"])
        await screen.dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 3)

        snapshot.deleteItems(["Ann"])
        await screen.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Bob", "Cy"])

        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Dee", "Eve"])
        await screen.dataSource.apply(outline, to: .main, animatingDifferences: false)
        #expect(screen.dataSource.snapshot().itemIdentifiers(inSection: .main) == ["Dee", "Eve"])
    }
}

/// Elements that only touch a rect, with iOS's numbers: CoreGraphics' `intersects` is false
/// for rects that share an edge, so UIKit's layouts and visible cells leave them out.
@Suite("UIKit dialect: elements that only touch a rect")
@MainActor
struct TouchingElementsTests {
    /// 50 × 50 items, 10 apart, five per 320-point line: lines at y = 0, 60, 120, …
    func makeView() -> (UICollectionView, UICollectionViewFlowLayout, NSObject) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 10
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 170), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = TouchingRows()
        view.dataSource = dataSource
        view.layoutIfNeeded()
        return (view, layout, dataSource)
    }

    @Test func aFlowLayoutLeavesOutLinesThatOnlyTouchTheRect() {
        let (view, layout, dataSource) = makeView()
        defer { withExtendedLifetime(dataSource) {} }
        // 50…60 lies between line 0 (ends at 50) and line 1 (starts at 60): nothing.
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 50, width: 320, height: 10))?.count == 0)
        // 50…61 reaches one point into line 1.
        #expect(
            layout.layoutAttributesForElements(in: CGRect(x: 0, y: 50, width: 320, height: 11))?.map(\.indexPath.item).sorted() == [
                5, 6, 7, 8, 9,
            ])
        // A point (a rect without area) on an item still finds it.
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 70)) == IndexPath(item: 5, section: 0))
        _ = view
    }

    @Test func theVisibleCellsAreThoseWithAnAreaInTheBounds() {
        let (view, _, dataSource) = makeView()
        defer { withExtendedLifetime(dataSource) {} }
        // Bounds 0…170: lines 0, 1 and 2 (120…170); line 3 starts at 180.
        #expect(view.indexPathsForVisibleItems.count == 15)
        // Bounds 10…180: line 3 (180…230) only touches the bottom edge.
        view.contentOffset = CGPoint(x: 0, y: 10)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == Array(0..<15))
        // Bounds 11…181: line 3 has one point inside.
        view.contentOffset = CGPoint(x: 0, y: 11)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == Array(0..<20))
        // The native host keeps CVKit's rule unless told otherwise.
        #expect(!view.host.showsElementsThatOnlyTouch)
    }
}

final class TouchingRows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
