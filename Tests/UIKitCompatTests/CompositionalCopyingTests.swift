import Foundation
import Testing
import UIKitCompat

/// A badged cell beside a column of two, 100 points tall, as an app's section builder writes it.
@MainActor
func makeBadgedRow() -> NSCollectionLayoutGroup {
    let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let large = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
        supplementaryItems: [badge])
    large.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let small = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
        repeatingSubitem: small, count: 2)
    column.interItemSpacing = .fixed(4)
    return NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [large, column])
}

/// The badged row in a section with a pinned header, a footer and a background.
@MainActor
func makeBadgedSection() -> NSCollectionLayoutSection {
    let section = NSCollectionLayoutSection(group: makeBadgedRow())
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    section.boundarySupplementaryItems = [header, footer]
    section.decorationItems = [.background(elementKind: "background")]
    return section
}

@Suite("UIKit dialect: NSCopying of the compositional layout's building blocks")
@MainActor
struct CompositionalBuildingBlockCopyingTests {
    /// The frames of a layout of one section repeated, in a 320 × 480 view with `counts`.
    func frames(of section: NSCollectionLayoutSection, counts: [Int] = [6], offset: CGFloat = 0) -> [FrameKey: CGRect] {
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let (view, dataSource) = makeCollectionView(
            layout, counts: counts,
            supplementaryKinds: [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "badge"])
        defer { withExtendedLifetime(dataSource) {} }
        if offset != 0 {
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
        }
        #expect(view.lastError == nil)
        // Wide enough for the groups an orthogonal section lines up sideways.
        return uiKitFrames(layout, in: CGRect(x: 0, y: offset, width: 2000, height: 480))
    }

    /// The original section's frames, worked out by hand.
    func expectOriginalFrames(_ frames: [FrameKey: CGRect]) {
        // Header 30, top inset 5: rows of 100 at y 35 and 145 (10 apart); the large cell is
        // inset by 2; the column's two cells share 100 − 4 points.
        #expect(
            frames[FrameKey(category: "supplementary", kind: "header", section: 0, item: 0)] == CGRect(x: 10, y: 0, width: 300, height: 30))
        #expect(frames[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 12, y: 37, width: 146, height: 96))
        #expect(frames[FrameKey(category: "cell", section: 0, item: 1)] == CGRect(x: 160, y: 35, width: 150, height: 48))
        #expect(frames[FrameKey(category: "cell", section: 0, item: 2)] == CGRect(x: 160, y: 87, width: 150, height: 48))
        #expect(frames[FrameKey(category: "cell", section: 0, item: 3)] == CGRect(x: 12, y: 147, width: 146, height: 96))
        // The badge sits in the large cell's top-trailing corner.
        #expect(
            frames[FrameKey(category: "supplementary", kind: "badge", section: 0, item: 0)] == CGRect(x: 148, y: 37, width: 10, height: 10))
        // Footer after the bottom inset; the background covers the whole section.
        #expect(
            frames[FrameKey(category: "supplementary", kind: "footer", section: 0, item: 0)]
                == CGRect(x: 10, y: 250, width: 300, height: 20))
        #expect(
            frames[FrameKey(category: "decoration", kind: "background", section: 0, item: 0)] == CGRect(x: 0, y: 0, width: 320, height: 270)
        )
        // 6 cells, 2 badges, header, footer, background.
        #expect(frames.count == 11)
    }

    @Test func aCopiedSectionLaysOutAsTheOriginal() {
        let section = makeBadgedSection()
        let copy = section.copy() as! NSCollectionLayoutSection
        #expect(copy !== section)
        let original = frames(of: section)
        expectOriginalFrames(original)
        #expect(differences(frames(of: copy), original) == [])
        // Also after scrolling: the copied header is pinned as the original's is.
        #expect(differences(frames(of: copy, counts: [30], offset: 200), frames(of: section, counts: [30], offset: 200)) == [])
        #expect(
            frames(of: copy, counts: [30], offset: 200)[FrameKey(category: "supplementary", kind: "header", section: 0, item: 0)]
                == CGRect(x: 10, y: 200, width: 300, height: 30))
    }

    @Test func aCopiedSectionHasTheSameSettingsAndNewItems() throws {
        let section = makeBadgedSection()
        section.contentInsetsReference = .none
        section.supplementariesFollowContentInsets = false
        section.orthogonalScrollingBehavior = .groupPaging
        let copy = try #require(section.copy(with: nil) as? NSCollectionLayoutSection)
        #expect(copy.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        #expect(copy.interGroupSpacing == 10)
        #expect(copy.contentInsetsReference == .none)
        #expect(copy.supplementariesFollowContentInsets == false)
        #expect(copy.orthogonalScrollingBehavior == .groupPaging)
        #expect(
            copy.boundarySupplementaryItems.map(\.elementKind) == [
                UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
            ])
        #expect(copy.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [true, false])
        #expect(copy.boundarySupplementaryItems.map(\.alignment) == [.top, .bottom])
        #expect(zip(copy.boundarySupplementaryItems, section.boundarySupplementaryItems).allSatisfy { $0 !== $1 })
        #expect(copy.decorationItems.map(\.elementKind) == ["background"])
        #expect(copy.decorationItems.map(\.zIndex) == [-1])
        #expect(copy.decorationItems[0] !== section.decorationItems[0])
    }

    @Test func changingACopiedSectionLeavesTheOriginal() {
        let section = makeBadgedSection()
        let copy = section.copy() as! NSCollectionLayoutSection
        copy.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        copy.interGroupSpacing = 0
        copy.orthogonalScrollingBehavior = .continuous
        copy.boundarySupplementaryItems[0].pinToVisibleBounds = false
        copy.boundarySupplementaryItems[0].extendsBoundary = false
        copy.boundarySupplementaryItems[1].zIndex = 7
        copy.decorationItems[0].zIndex = -5
        copy.decorationItems[0].contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        #expect(section.interGroupSpacing == 10)
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(section.boundarySupplementaryItems[0].pinToVisibleBounds == true)
        #expect(section.boundarySupplementaryItems[0].extendsBoundary == true)
        #expect(section.boundarySupplementaryItems[1].zIndex == 1)
        #expect(section.decorationItems[0].zIndex == -1)
        #expect(section.decorationItems[0].contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        expectOriginalFrames(frames(of: section))
        // Replacing the copy's arrays leaves the original's too.
        copy.boundarySupplementaryItems = []
        copy.decorationItems = []
        #expect(section.boundarySupplementaryItems.count == 2)
        #expect(section.decorationItems.count == 1)
        expectOriginalFrames(frames(of: section))
        // And the copy shows its own changes: no header, footer or insets; rows of 100 from the
        // top, side by side (orthogonal scrolling lines the groups up across the axis).
        let changed = frames(of: copy)
        #expect(changed[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 2, y: 2, width: 156, height: 96))
        #expect(changed[FrameKey(category: "cell", section: 0, item: 3)] == CGRect(x: 322, y: 2, width: 156, height: 96))
        #expect(changed[FrameKey(category: "supplementary", kind: "header", section: 0, item: 0)] == nil)
    }

    @Test func changingTheOriginalLeavesTheCopy() {
        let section = makeBadgedSection()
        let copy = section.copy() as! NSCollectionLayoutSection
        section.contentInsets = NSDirectionalEdgeInsets(top: 50, leading: 50, bottom: 50, trailing: 50)
        section.boundarySupplementaryItems = []
        section.decorationItems = []
        expectOriginalFrames(frames(of: copy))
    }

    @Test func aCopiedGroupCopiesItsSubitemsToAnyDepth() throws {
        let group = makeBadgedRow()
        let copy = group.copy() as! NSCollectionLayoutGroup
        #expect(copy.subitems.count == 2)
        #expect(copy.subitems[0] !== group.subitems[0])
        let column = try #require(group.subitems[1] as? NSCollectionLayoutGroup)
        let copiedColumn = try #require(copy.subitems[1] as? NSCollectionLayoutGroup)
        #expect(copiedColumn !== column)
        #expect(copiedColumn.subitems[0] !== column.subitems[0])
        #expect(copiedColumn.interItemSpacing?.spacing == 4)
        #expect(copiedColumn.interItemSpacing?.isFixedSpacing == true)
        #expect(copy.subitems[0].supplementaryItems.count == 1)
        #expect(copy.subitems[0].supplementaryItems[0] !== group.subitems[0].supplementaryItems[0])
        #expect(copy.subitems[0].supplementaryItems[0].elementKind == "badge")
        #expect(copy.subitems[0].layoutSize === group.subitems[0].layoutSize)  // immutable values are shared

        // Change everything inside the copy.
        copy.subitems[0].contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        copy.subitems[0].supplementaryItems[0].zIndex = 4
        copiedColumn.interItemSpacing = .fixed(0)
        copiedColumn.subitems[0].contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        copy.interItemSpacing = .fixed(0)
        #expect(group.subitems[0].contentInsets == NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        #expect(group.subitems[0].supplementaryItems[0].zIndex == 1)
        #expect(column.interItemSpacing?.spacing == 4)
        #expect(column.subitems[0].contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(group.interItemSpacing == nil)

        // The original group still lays out as before; the copy shows its changes.
        let original = frames(of: NSCollectionLayoutSection(group: group))
        #expect(original[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 2, y: 2, width: 156, height: 96))
        #expect(original[FrameKey(category: "cell", section: 0, item: 2)] == CGRect(x: 160, y: 52, width: 160, height: 48))
        let changed = frames(of: NSCollectionLayoutSection(group: copy))
        #expect(changed[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 0, y: 0, width: 160, height: 100))
        #expect(changed[FrameKey(category: "cell", section: 0, item: 1)] == CGRect(x: 161, y: 1, width: 158, height: 48))
        #expect(changed[FrameKey(category: "cell", section: 0, item: 2)] == CGRect(x: 161, y: 51, width: 158, height: 48))
    }

    @Test func aCopiedItemAndItsSupplementaryItemsAreIndependent() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(12), heightDimension: .absolute(12)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        badge.zIndex = 3
        badge.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(40)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1)
        let spacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(8), top: nil, trailing: .flexible(2), bottom: nil)
        item.edgeSpacing = spacing
        let copy = item.copy() as! NSCollectionLayoutItem
        #expect(type(of: copy) == NSCollectionLayoutItem.self)
        #expect(copy.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1))
        #expect(copy.edgeSpacing === spacing)
        let copiedBadge = try #require(copy.supplementaryItems.first)
        #expect(copiedBadge !== badge)
        #expect(type(of: copiedBadge) == NSCollectionLayoutSupplementaryItem.self)
        #expect(copiedBadge.elementKind == "badge")
        #expect(copiedBadge.zIndex == 3)
        #expect(copiedBadge.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        #expect(copiedBadge.containerAnchor === badge.containerAnchor)
        #expect(copiedBadge.itemAnchor === badge.itemAnchor)
        #expect(copiedBadge.layoutSize === badge.layoutSize)

        copy.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        copy.edgeSpacing = nil
        copiedBadge.zIndex = 0
        copiedBadge.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        #expect(item.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1))
        #expect(item.edgeSpacing === spacing)
        #expect(badge.zIndex == 3)
        #expect(badge.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        // A copy of the supplementary item on its own.
        let alone = badge.copy() as! NSCollectionLayoutSupplementaryItem
        #expect(alone !== badge)
        #expect(alone.zIndex == 3)
        #expect(alone.itemAnchor === badge.itemAnchor)
    }

    @Test func aCopiedItemLaysOutAsTheOriginal() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)), supplementaryItems: [badge])
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(8), top: .fixed(4), trailing: nil, bottom: nil)
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        func section(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutSection {
            NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitems: [item]))
        }
        let copy = item.copy() as! NSCollectionLayoutItem
        let original = frames(of: section(item), counts: [4])
        #expect(differences(frames(of: section(copy), counts: [4]), original) == [])
        // Two items of 8 + 100 points fit in 320 (a third would need 324); each is 4 points
        // below its group's top and inset by 1.
        #expect(original[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 9, y: 5, width: 98, height: 38))
        #expect(original[FrameKey(category: "cell", section: 0, item: 1)] == CGRect(x: 117, y: 5, width: 98, height: 38))
        #expect(original[FrameKey(category: "cell", section: 0, item: 2)] == CGRect(x: 9, y: 49, width: 98, height: 38))
        #expect(
            original[FrameKey(category: "supplementary", kind: "badge", section: 0, item: 0)] == CGRect(x: 97, y: 33, width: 10, height: 10)
        )
    }

    @Test func copiedBoundaryAndDecorationItemsKeepEverySetting() {
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(30)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottomTrailing, absoluteOffset: CGPoint(x: -4, y: 6))
        footer.extendsBoundary = false
        footer.pinToVisibleBounds = true
        footer.zIndex = 9
        footer.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        let copy = footer.copy() as! NSCollectionLayoutBoundarySupplementaryItem
        #expect(copy !== footer)
        #expect(copy.elementKind == UICollectionView.elementKindSectionFooter)
        #expect(copy.alignment == .bottomTrailing)
        #expect(copy.offset == CGPoint(x: -4, y: 6))
        #expect(copy.extendsBoundary == false)
        #expect(copy.pinToVisibleBounds == true)
        #expect(copy.zIndex == 9)
        #expect(copy.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
        #expect(copy.layoutSize === footer.layoutSize)
        copy.extendsBoundary = true
        copy.pinToVisibleBounds = false
        copy.zIndex = 0
        #expect(footer.extendsBoundary == false)
        #expect(footer.pinToVisibleBounds == true)
        #expect(footer.zIndex == 9)

        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.zIndex = -3
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let backgroundCopy = background.copy() as! NSCollectionLayoutDecorationItem
        #expect(backgroundCopy !== background)
        #expect(backgroundCopy.elementKind == "background")
        #expect(backgroundCopy.zIndex == -3)
        #expect(backgroundCopy.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(backgroundCopy.layoutSize.widthDimension.isFractionalWidth)
        #expect(backgroundCopy.layoutSize.heightDimension.isFractionalHeight)
        backgroundCopy.zIndex = 2
        backgroundCopy.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        #expect(background.zIndex == -3)
        #expect(background.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    }

    @Test func aCopiedGroupKeepsItsSupplementaryItemsApart() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        group.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(8), heightDimension: .absolute(8)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
        ]
        group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(3), trailing: nil, bottom: nil)
        let copy = group.copy() as! NSCollectionLayoutGroup
        #expect(copy.supplementaryItems.count == 1)
        #expect(copy.supplementaryItems[0] !== group.supplementaryItems[0])
        #expect(copy.edgeSpacing === group.edgeSpacing)
        #expect(copy.visualDescription() == group.visualDescription())
        #expect(copy.interItemSpacing == nil)
        copy.supplementaryItems = []
        copy.edgeSpacing = nil
        #expect(group.supplementaryItems.count == 1)
        #expect(group.edgeSpacing != nil)
    }

    @Test func aCopiedRepeatingOrCustomGroupKeepsItsArrangement() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let repeating = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            repeatingSubitem: item, count: 3)
        repeating.interItemSpacing = .fixed(10)
        let repeatingCopy = repeating.copy() as! NSCollectionLayoutGroup
        let repeated = frames(of: NSCollectionLayoutSection(group: repeatingCopy), counts: [4])
        #expect(differences(repeated, frames(of: NSCollectionLayoutSection(group: repeating), counts: [4])) == [])
        // Three a row sharing 320 − 2 × 10 points (the subitem's own width is ignored).
        #expect(repeated[FrameKey(category: "cell", section: 0, item: 1)] == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(repeated[FrameKey(category: "cell", section: 0, item: 3)] == CGRect(x: 0, y: 50, width: 100, height: 50))
        #expect(repeatingCopy.subitems.count == 1)

        var calls = 0
        let custom = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
        ) { environment in
            calls += 1
            let width = environment.container.effectiveContentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 80)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 10, width: width / 2, height: 60), zIndex: 2),
            ]
        }
        let customCopy = custom.copy() as! NSCollectionLayoutGroup
        #expect(customCopy.subitems.isEmpty)
        let placed = frames(of: NSCollectionLayoutSection(group: customCopy), counts: [3])
        #expect(calls > 0)
        #expect(placed[FrameKey(category: "cell", section: 0, item: 1)] == CGRect(x: 160, y: 10, width: 160, height: 60))
        #expect(placed[FrameKey(category: "cell", section: 0, item: 2)] == CGRect(x: 0, y: 80, width: 160, height: 80))
        #expect(differences(placed, frames(of: NSCollectionLayoutSection(group: custom), counts: [3])) == [])
        // A custom item is immutable: its own copy.
        let customItem = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4), zIndex: 5)
        #expect(customItem.copy() as AnyObject === customItem)
    }

    @Test func aCopiedSectionKeepsItsVisibleItemsHandler() {
        let section = makeBadgedSection()
        var seen: [Int] = []
        section.visibleItemsInvalidationHandler = { items, _, _ in
            seen.append(items.count)
            for item in items where item.representedElementCategory == .cell && item.indexPath.item == 0 { item.alpha = 0.25 }
        }
        let copy = section.copy() as! NSCollectionLayoutSection
        #expect(copy.visibleItemsInvalidationHandler != nil)
        let layout = UICollectionViewCompositionalLayout(section: copy)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let (view, dataSource) = makeCollectionView(
            layout, counts: [6],
            supplementaryKinds: [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "badge"])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        #expect(!seen.isEmpty)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.25)
        // Clearing the copy's handler leaves the original's.
        copy.visibleItemsInvalidationHandler = nil
        #expect(section.visibleItemsInvalidationHandler != nil)
    }

    @Test func aCopiedListSectionLaysOutAsTheOriginal() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        var made: [NSCollectionLayoutSection] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            made.append(section)
            return section
        }
        let (view, dataSource) = makeCollectionView(layout, counts: [2])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        let original = uiKitFrames(layout, in: CGRect(x: 0, y: 0, width: 320, height: 480))
        // Header 38, rows of 44 inset by 20, footer 28 below the 20-point bottom inset.
        #expect(original[FrameKey(category: "cell", section: 0, item: 1)] == CGRect(x: 20, y: 82, width: 280, height: 44))
        #expect(
            original[FrameKey(category: "supplementary", kind: "footer", section: 0, item: 0)]
                == CGRect(x: 20, y: 146, width: 280, height: 28))
        guard let listSection = made.first else {
            Issue.record("the section provider was not called")
            return
        }
        let copy = listSection.copy() as! NSCollectionLayoutSection
        #expect(
            copy.boundarySupplementaryItems.map(\.elementKind) == [
                UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
            ])
        let copied = UICollectionViewCompositionalLayout(section: copy)
        let (copyView, copyDataSource) = makeCollectionView(copied, counts: [2])
        defer { withExtendedLifetime(copyDataSource) {} }
        #expect(copyView.lastError == nil)
        #expect(differences(uiKitFrames(copied, in: CGRect(x: 0, y: 0, width: 320, height: 480)), original) == [])
    }

    @Test func aCopiedConfigurationIsIndependent() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 12
        configuration.contentInsetsReference = .layoutMargins
        let banner = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
            elementKind: "banner", alignment: .leading)
        configuration.boundarySupplementaryItems = [banner]
        let copy = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        #expect(copy !== configuration)
        #expect(copy.scrollDirection == .horizontal)
        #expect(copy.interSectionSpacing == 12)
        #expect(copy.contentInsetsReference == .layoutMargins)
        #expect(copy.boundarySupplementaryItems.map(\.elementKind) == ["banner"])
        #expect(copy.boundarySupplementaryItems[0] !== banner)
        #expect(copy.boundarySupplementaryItems[0].alignment == .leading)
        copy.scrollDirection = .vertical
        copy.interSectionSpacing = 0
        copy.boundarySupplementaryItems[0].pinToVisibleBounds = true
        copy.boundarySupplementaryItems = []
        #expect(configuration.scrollDirection == .horizontal)
        #expect(configuration.interSectionSpacing == 12)
        #expect(configuration.boundarySupplementaryItems.count == 1)
        #expect(banner.pinToVisibleBounds == false)
    }
}
