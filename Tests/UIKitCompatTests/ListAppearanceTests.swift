import Foundation
import Testing
import UIKitCompat

@Suite("UIKit dialect: list appearances")
@MainActor
struct ListAppearanceTests {
    /// The frames of a list of `appearance` with headers and footers, 30-point rows scrolled by `offset`.
    func frames(
        _ appearance: UICollectionLayoutListConfiguration.Appearance, counts: [Int] = [2, 1], offset: CGFloat = 0,
        headerMode: UICollectionLayoutListConfiguration.HeaderMode = .supplementary
    ) -> [FrameKey: CGRect] {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = headerMode
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (view, dataSource) = makeCollectionView(layout, counts: counts)
        defer { withExtendedLifetime(dataSource) {} }
        if offset != 0 {
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
        }
        #expect(view.lastError == nil)
        return uiKitFrames(layout, in: CGRect(x: 0, y: offset, width: 320, height: 480))
    }

    @Test func appearancesHaveUIKitsRawValues() {
        #expect(UICollectionLayoutListConfiguration.Appearance.plain.rawValue == 0)
        #expect(UICollectionLayoutListConfiguration.Appearance.grouped.rawValue == 1)
        #expect(UICollectionLayoutListConfiguration.Appearance.insetGrouped.rawValue == 2)
        #expect(UICollectionLayoutListConfiguration.Appearance.sidebar.rawValue == 3)
        #expect(UICollectionLayoutListConfiguration.Appearance.sidebarPlain.rawValue == 4)
        #expect(UICollectionLayoutListConfiguration.Appearance(rawValue: 5) == nil)
        let configuration = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
        #expect(configuration.appearance == .sidebarPlain)
        #expect(configuration.showsSeparators)
        #expect(configuration.headerMode == .none)
        #expect(configuration.footerMode == .none)
    }

    @Test func thePlainSidebarHasThePlainListsFrames() {
        let sidebarPlain = frames(.sidebarPlain)
        #expect(differences(sidebarPlain, frames(.plain)) == [])
        // Full-width rows under a 28-point header, a 28-point footer after them, no insets.
        #expect(
            sidebarPlain[FrameKey(category: "supplementary", kind: "header", section: 0, item: 0)]
                == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(sidebarPlain[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(sidebarPlain[FrameKey(category: "cell", section: 0, item: 1)] == CGRect(x: 0, y: 72, width: 320, height: 44))
        #expect(
            sidebarPlain[FrameKey(category: "supplementary", kind: "footer", section: 0, item: 0)]
                == CGRect(x: 0, y: 116, width: 320, height: 28))
        #expect(
            sidebarPlain[FrameKey(category: "supplementary", kind: "header", section: 1, item: 0)]
                == CGRect(x: 0, y: 144, width: 320, height: 28))
        // Cells, headers and footers only: no separators or backgrounds (cells draw them).
        #expect(sidebarPlain.count == 3 + 2 + 2)
    }

    @Test func theSidebarInsetsItsRowsAndTheSidebarPlainDoesNot() {
        let sidebar = frames(.sidebar)
        #expect(
            sidebar[FrameKey(category: "supplementary", kind: "header", section: 0, item: 0)] == CGRect(x: 10, y: 0, width: 300, height: 38)
        )
        #expect(sidebar[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 10, y: 38, width: 300, height: 44))
        #expect(sidebar[FrameKey(category: "cell", section: 0, item: 1)] == CGRect(x: 10, y: 82, width: 300, height: 44))
        #expect(sidebar.count == 3 + 2 + 2)
        #expect(differences(sidebar, frames(.sidebarPlain)) != [])
    }

    @Test func thePlainSidebarPinsItsHeadersAsThePlainListDoes() {
        // Scrolled 200 points into a section of 30 rows: the plain and plain-sidebar headers
        // stay at the top of the visible bounds; the sidebar's scrolled away.
        let key = FrameKey(category: "supplementary", kind: "header", section: 0, item: 0)
        #expect(frames(.sidebarPlain, counts: [30], offset: 200)[key] == CGRect(x: 0, y: 200, width: 320, height: 28))
        #expect(frames(.plain, counts: [30], offset: 200)[key] == CGRect(x: 0, y: 200, width: 320, height: 28))
        #expect(frames(.sidebar, counts: [30], offset: 200)[key] == nil)
    }

    @Test func theFirstItemCanBeTheHeader() {
        let list = frames(.sidebarPlain, headerMode: .firstItemInSection)
        // No header views: the first row is the header, laid out as a row.
        #expect(list[FrameKey(category: "supplementary", kind: "header", section: 0, item: 0)] == nil)
        #expect(list[FrameKey(category: "cell", section: 0, item: 0)] == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(
            list[FrameKey(category: "supplementary", kind: "footer", section: 0, item: 0)] == CGRect(x: 0, y: 88, width: 320, height: 28))
    }
}
