import CompositionalLayout
import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// The native twins of the layouts in `CompositionalLayouts.swift`, written with CVKit's
/// CompositionalLayout module.
enum NativeCompositionalTwins {
    static func grid() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), repeatingSubitem: item,
            count: 4)
        group.interItemSpacing = .fixed(4)
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 4
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: ElementKind.sectionHeader,
            alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return CompositionalLayout(section: section)
    }

    static func orthogonal() -> CompositionalLayout {
        let behaviors: [OrthogonalScrollingBehavior] = [.continuous, .groupPaging, .groupPagingCentered]
        let configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return CompositionalLayout(configuration: configuration) { sectionIndex, environment in
            let wide = environment.container.effectiveContentSize.width > 500
            let large = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
            large.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let small = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            small.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let column = LayoutGroup.vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
                repeatingSubitem: small,
                count: 2)
            let container = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(wide ? 0.5 : 0.85), heightDimension: .absolute(200)),
                subitems: [large, column])
            let section = LayoutSection(group: container)
            section.orthogonalScrollingBehavior = behaviors[sectionIndex % behaviors.count]
            section.interGroupSpacing = 8
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            section.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: ElementKind.sectionHeader, alignment: .top)
            ]
            return section
        }
    }

    /// UIKit's list has no separator or background elements (cells draw them).
    static func list() -> CompositionalLayout {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = false
        return CompositionalLayout { _, environment in
            let section = LayoutSection.list(using: configuration, layoutEnvironment: environment)
            section.decorationItems = []
            return section
        }
    }
}

/// Whether two frames agree to within rounding error (fractional widths are not whole points).
func isClose(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
}

@Suite("UIKit dialect: compositional layouts")
@MainActor
struct CompositionalLayoutTests {
    /// Shows `layout` in a compat collection view and compares every frame with `native`.
    func compare(
        _ layout: UICollectionViewCompositionalLayout, _ native: CompositionalLayout, counts: [Int], queryWidth: CGFloat? = nil
    ) throws -> (UICollectionView, [FrameKey: CGRect]) {
        let (view, dataSource) = makeCollectionView(layout, counts: counts)
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        _ = try prepared(native, counts: counts, bounds: view.bounds)
        #expect(view.contentSize == CGSize(width: native.contentSize.width, height: native.contentSize.height))
        let all = CGRect(x: 0, y: 0, width: queryWidth ?? view.contentSize.width, height: view.contentSize.height)
        let ui = uiKitFrames(layout, in: all)
        #expect(differences(ui, nativeFrames(native, in: all)) == [])
        return (view, ui)
    }

    @Test func gridMatchesItsNativeTwin() throws {
        let layout = makeUIKitGridLayout()
        let (view, ui) = try compare(layout, NativeCompositionalTwins.grid(), counts: [10, 7])
        // 10 + 7 cells and 2 headers; 304 points of content for 4 cells and 3 gaps of 4.
        #expect(ui.count == 19)
        #expect(ui[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 10, y: 54, width: 69, height: 72))
        #expect(ui[FrameKey(category: "cell", section: 0, item: 5)] == CGRect(x: 87, y: 134, width: 69, height: 72))
        #expect(ui[FrameKey(category: "supplementary", kind: "header", section: 0, item: 0)] == CGRect(x: 8, y: 0, width: 304, height: 44))
        // Section 0: header 44, insets 8 + 8, three rows of 76 and two gaps of 4; section 1: two rows.
        #expect(view.contentSize == CGSize(width: 320, height: 512))
        // The attributes name UIKit's header kind.
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(header?.frame.minY == 296)
    }

    @Test func gridHeadersPinWhileScrolling() throws {
        let layout = makeUIKitGridLayout()
        let native = NativeCompositionalTwins.grid()
        let (view, dataSource) = makeCollectionView(layout, counts: [30])
        defer { withExtendedLifetime(dataSource) {} }
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        _ = try prepared(native, counts: [30], bounds: view.bounds)
        let header = uiKitFrames(layout, in: view.bounds)[FrameKey(category: "supplementary", kind: "header", section: 0, item: 0)]
        #expect(header == CGRect(x: 8, y: 200, width: 304, height: 44))
        #expect(differences(uiKitFrames(layout, in: view.bounds), nativeFrames(native, in: view.bounds)) == [])
    }

    @Test func orthogonalSectionsWithHeadersMatchTheirNativeTwin() throws {
        let layout = makeUIKitOrthogonalLayout()
        let (view, ui) = try compare(layout, NativeCompositionalTwins.orthogonal(), counts: [12, 9, 15], queryWidth: 5000)
        // The cells within each section's visible width (two groups, three in the centred
        // section) and the three headers.
        #expect(ui.count == 24)
        // Groups line up sideways: 0.85 × 288 = 244.8 points wide, 8 apart, after the 16-point
        // inset; the large item is 0.7 of a group less its 10-point insets.
        #expect(isClose(ui[FrameKey(category: "cell", section: 0, item: 0)], CGRect(x: 26, y: 40, width: 151.36, height: 180)))
        #expect(isClose(ui[FrameKey(category: "cell", section: 0, item: 3)], CGRect(x: 278.8, y: 40, width: 151.36, height: 180)))
        #expect(layout.configuration.interSectionSpacing == 20)
        // Three sections of a 30-point header and a 200-point group, 20 apart.
        #expect(abs(view.contentSize.height - 730) < 1e-9)
    }

    @Test func orthogonalOffsetsSetOnTheEngineMoveTheSectionsFrames() throws {
        let layout = makeUIKitOrthogonalLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [12, 9, 15])
        defer { withExtendedLifetime(dataSource) {} }
        try layout.engine.setOrthogonalScrollingOffset(Point(x: 100, y: 0), forSection: 0)
        #expect(
            isClose(
                layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: -74, y: 40, width: 151.36, height: 180)
            ))
        // Other sections stay; a section that does not scroll sideways is refused.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 26)
        #expect(throws: LayoutError.self) { try layout.engine.setOrthogonalScrollingOffset(Point(x: .nan, y: 0), forSection: 1) }
        #expect(view.lastError == nil)
    }

    @Test func aSubclassGetsItsAttributesClassAndCellsSeeIt() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let layout = BadgeCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (view, dataSource) = makeCollectionView(layout, counts: [4])
        defer { withExtendedLifetime(dataSource) {} }
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 100)) ?? []
        #expect(all.count == 4)
        #expect(all.allSatisfy { $0 is BadgeLayoutAttributes })
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 160, y: 50, width: 160, height: 50))
    }

    @Test func insetGroupedListMatchesItsNativeTwin() throws {
        let layout = makeUIKitListLayout()
        let (_, ui) = try compare(layout, NativeCompositionalTwins.list(), counts: [3, 2])
        // Cells, and headers of UIKit's kind: no separator or background elements.
        #expect(ui.count == 5 + 2)
        #expect(ui.keys.allSatisfy { $0.category == "cell" || $0.kind == "header" })
        #expect(ui[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 20, y: 38, width: 280, height: 44))
    }

    @Test func itemsChangedAfterTheLayoutWasMadeChangeTheNextPass() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (view, dataSource) = makeCollectionView(layout, counts: [4])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 160, y: 0, width: 160, height: 50))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 165, y: 15, width: 150, height: 40))
        #expect(item.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
        #expect(NSCollectionLayoutSpacing.flexible(3).isFlexibleSpacing)
    }

    @Test func aCustomGroupAndTheVisibleItemsHandlerRunOnTheMainActor() {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        ) { environment in
            let width = environment.container.effectiveContentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 4, height: 100)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 20, width: width / 4, height: 60), zIndex: 3),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items where item.indexPath.item == 0 {
                item.alpha = 0.5 + offset.y
                item.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (view, dataSource) = makeCollectionView(layout, counts: [4])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        let second = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        let fourth = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 80, height: 100))
        #expect(first?.alpha == 0.5)
        #expect(first?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(second?.frame == CGRect(x: 160, y: 20, width: 80, height: 60))
        #expect(second?.zIndex == 3)
        #expect(fourth?.frame == CGRect(x: 160, y: 120, width: 80, height: 60))
    }

    @Test func aSectionProviderReturningNilFailsThePassAndTheViewRecordsIt() {
        let layout = UICollectionViewCompositionalLayout { _, _ in nil }
        let (view, dataSource) = makeCollectionView(layout, counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError != nil)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) == [])
    }

    @Test func badDimensionsAreReportedWithTheirPath() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(-0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (view, dataSource) = makeCollectionView(layout, counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        #expect("\(view.lastError.map { "\($0)" } ?? "")".contains("fractional value must be > 0, got -0.5"))
        #expect(view.indexPathsForVisibleItems == [])
    }

    @Test func listRowsTakeTheHeightTheirCellsPrefer() {
        let layout = makeUIKitListLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let dataSource = CountsDataSource([3])
        view.register(TallCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "supplementary")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        // Rows estimated at 44 take the cells' 60 points, below a 38-point header.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 38, width: 280, height: 60))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 20, y: 158, width: 280, height: 60))
    }
}

/// A cell whose content is 60 points tall, as Auto Layout would size it.
@MainActor
final class TallCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        attributes.size.height = 60
        return attributes
    }
}

/// A compositional layout whose attributes carry a badge count, as a UIKit app subclasses one.
final class BadgeCompositionalLayout: UICollectionViewCompositionalLayout {
    override class var layoutAttributesClass: AnyClass { BadgeLayoutAttributes.self }
}
