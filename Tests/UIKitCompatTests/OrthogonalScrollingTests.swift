import CollectionView
import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// One carousel section: ten 100 × 100 items side by side (content 1,000 wide, offsets
/// 0…680 in a 320-point view), whose visible-items handler logs the offset it is given.
@MainActor
private func carousel(log: @escaping @MainActor (CGFloat, Int) -> Void) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.visibleItemsInvalidationHandler = { items, offset, _ in log(offset.x, items.count) }
    return UICollectionViewCompositionalLayout(section: section)
}

@MainActor
@Suite("UIKitCompat orthogonal scrolling through the host")
struct OrthogonalScrollingTests {
    @Test func aPanAlongACarouselIsRoutedIntoItAndMovesItsFrames() throws {
        let layout = makeUIKitOrthogonalLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [12, 9, 15])
        defer { withExtendedLifetime(dataSource) {} }
        let host = view.host
        #expect(host.orthogonalScrollingLayout?.orthogonalSectionsScrollHorizontally == true)
        // 16 + 4 groups × 244.8 (0.85 of 288) + 3 × 8 + 16, seen through 320 points.
        let lengths = try #require(host.orthogonalScrollingLayout?.orthogonalContentLength(forSection: 0))
        #expect(abs(lengths.content - 1035.2) < 1e-9 && lengths.visible == 320)
        #expect(host.orthogonalScrollingSection(forPanStartingAt: Point(x: 100, y: 100), translation: Vector(dx: -12, dy: 3)) == 0)
        #expect(host.orthogonalScrollingSection(forPanStartingAt: Point(x: 100, y: 100), translation: Vector(dx: -3, dy: 12)) == nil)
        #expect(host.orthogonalScrollingSection(forPanStartingAt: Point(x: 100, y: 100), translation: Vector(dx: -5, dy: 5)) == nil)
        try host.beginOrthogonalDragging(inSection: 0)
        try host.dragOrthogonal(inSection: 0, translation: Vector(dx: -100, dy: 4))
        #expect(host.isOrthogonalDragging(inSection: 0))
        #expect(layout.engine.orthogonalScrollingOffset(forSection: 0) == Point(x: 100, y: 0))
        #expect(
            isClose(
                view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: -74, y: 40, width: 151.36, height: 180)))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 26)
        #expect(view.contentOffset == .zero, "the collection view itself does not scroll")
        // Group paging in section 1: a slow release past half a group lands on the next group (244.8 + 8).
        try host.dragOrthogonal(inSection: 1, translation: Vector(dx: -200, dy: 0))
        try host.endOrthogonalDragging(inSection: 1, velocity: Vector(dx: 0, dy: 0))
        try #require(host.clock as? ManualFrameClock).runUntilIdle()
        #expect(abs(layout.engine.orthogonalScrollingOffset(forSection: 1).x - 252.8) < 1e-9)
    }

    @Test func aFlingDeceleratesAndTheVisibleItemsHandlerRunsOnEveryFrame() throws {
        var offsets: [CGFloat] = []
        let layout = carousel { offset, _ in offsets.append(offset) }
        let (view, dataSource) = makeCollectionView(layout, counts: [10], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        let host = view.host
        offsets = []
        try host.dragOrthogonal(inSection: 0, translation: Vector(dx: -50, dy: 0))
        #expect(offsets == [50])
        try host.endOrthogonalDragging(inSection: 0, velocity: Vector(dx: 500, dy: 0))
        #expect(host.isOrthogonalDecelerating(inSection: 0))
        try #require(host.clock as? ManualFrameClock).runUntilIdle()
        // 50 + 0.5 pt/ms × 0.998 / 0.002 = 299.5.
        let final = Double(layout.engine.orthogonalScrollingOffset(forSection: 0).x)
        #expect(abs(final - 299.5) < 1e-9)
        #expect(offsets.count > 10)
        #expect(offsets == offsets.sorted())
        #expect(abs(Double(offsets.last ?? 0) - 299.5) < 1e-9)
        #expect(!host.isOrthogonalDecelerating(inSection: 0))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)).map { abs(Double($0.frame.minX) - 0.5) < 1e-9 } == true)
    }

    @Test func aLayoutWithoutOrthogonalSectionsRefusesOrthogonalDrags() {
        let (view, dataSource) = makeCollectionView(UICollectionViewFlowLayout(), counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.host.orthogonalScrollingLayout?.orthogonalContentLength(forSection: 0) == nil)
        #expect(view.host.orthogonalScrollingSection(forPanStartingAt: Point(x: 10, y: 10), translation: Vector(dx: -20, dy: 0)) == nil)
        #expect(throws: CollectionViewError.invalidState(.notOrthogonalSection(0))) {
            try view.host.dragOrthogonal(inSection: 0, translation: Vector(dx: -20, dy: 0))
        }
        let compositional = makeUIKitOrthogonalLayout()
        let (other, otherSource) = makeCollectionView(compositional, counts: [3])
        defer { withExtendedLifetime(otherSource) {} }
        #expect(throws: CollectionViewError.self) {
            try other.host.dragOrthogonal(inSection: 0, translation: Vector(dx: .infinity, dy: 0))
        }
        #expect(compositional.engine.orthogonalScrollingOffset(forSection: 0) == .zero)
    }
}
