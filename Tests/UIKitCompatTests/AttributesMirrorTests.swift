import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// A layout answering every query with the cached objects the test picks, as layouts that
/// cache attributes in `prepare()` do.
@MainActor
final class PickedObjectsLayout: UICollectionViewLayout {
    var objects: [UICollectionViewLayoutAttributes] = []
    var picked: [Int] = []
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 1_000) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { picked.map { objects[$0] } }
}

/// The bridge's cache of converted attributes must never change an answer.
@MainActor
@Suite("UIKitCompat bridge cache")
struct AttributesMirrorTests {
    private let anywhere = Rect(x: 0, y: 0, width: 100, height: 100)

    private func layout(count: Int, of cls: UICollectionViewLayoutAttributes.Type = UICollectionViewLayoutAttributes.self)
        -> PickedObjectsLayout
    {
        let layout = PickedObjectsLayout()
        layout.objects = (0..<count).map { item in
            let a = cls.init()
            a.indexPath = IndexPath(item: item, section: 0)
            a.frame = CGRect(x: 0, y: CGFloat(item) * 10, width: 100, height: 10)
            return a
        }
        return layout
    }

    private func ys(_ values: [LayoutAttributes]) -> [Double] { values.map(\.frame.y) }

    @Test func aRepeatedAnswerGivesTheSameValues() {
        let layout = layout(count: 5)
        layout.picked = [1, 2, 3]
        let first = layout.bridge.layoutAttributesForElements(in: anywhere)
        let second = layout.bridge.layoutAttributesForElements(in: anywhere)
        #expect(ys(first) == [10, 20, 30])
        #expect(second == first)
    }

    @Test func aChangedObjectIsConvertedAgain() {
        let layout = layout(count: 5)
        layout.picked = [0, 1, 2]
        _ = layout.bridge.layoutAttributesForElements(in: anywhere)
        layout.objects[1].frame.origin.y = 500
        layout.objects[2].alpha = 0.5
        let values = layout.bridge.layoutAttributesForElements(in: anywhere)
        #expect(ys(values) == [0, 500, 20])
        #expect(values.map(\.alpha) == [1, 1, 0.5])
    }

    @Test func anotherOrderOrSubsetOfTheSameObjectsIsAnsweredInThatOrder() {
        let layout = layout(count: 6)
        layout.picked = [0, 1, 2, 3]
        _ = layout.bridge.layoutAttributesForElements(in: anywhere)
        layout.picked = [3, 2, 1, 0]
        #expect(ys(layout.bridge.layoutAttributesForElements(in: anywhere)) == [30, 20, 10, 0])
        layout.picked = [1, 2]
        #expect(ys(layout.bridge.layoutAttributesForElements(in: anywhere)) == [10, 20])
        layout.picked = [2, 2, 5]
        #expect(ys(layout.bridge.layoutAttributesForElements(in: anywhere)) == [20, 20, 50])
        layout.picked = []
        #expect(layout.bridge.layoutAttributesForElements(in: anywhere) == [])
    }

    @Test func theHostChangingItsAnswerDoesNotChangeTheNextOne() {
        let layout = layout(count: 4)
        layout.picked = [0, 1, 2]
        var first = layout.bridge.layoutAttributesForElements(in: anywhere)
        var second = layout.bridge.layoutAttributesForElements(in: anywhere)
        first[0].frame.origin.y = 999
        second[1].alpha = 0
        second.append(first[0])
        let third = layout.bridge.layoutAttributesForElements(in: anywhere)
        #expect(ys(third) == [0, 10, 20])
        #expect(third.map(\.alpha) == [1, 1, 1])
        #expect(ys(first) == [999, 10, 20] && ys(second) == [0, 10, 20, 999])
    }

    @Test func objectsSharedByTwoAnswersAnswerRightInBoth() {
        let layout = layout(count: 6)
        for _ in 0..<2 {
            layout.picked = [0, 1, 2, 3]
            #expect(ys(layout.bridge.layoutAttributesForElements(in: anywhere)) == [0, 10, 20, 30])
            layout.picked = [2, 3, 4, 5]
            #expect(ys(layout.bridge.layoutAttributesForElements(in: anywhere)) == [20, 30, 40, 50])
            layout.picked = [1, 2]
            #expect(ys(layout.bridge.layoutAttributesForElements(in: anywhere)) == [10, 20])
            layout.picked = [3, 4]
            #expect(ys(layout.bridge.layoutAttributesForElements(in: anywhere)) == [30, 40])
        }
        layout.objects[3].zIndex = 4
        layout.picked = [2, 3, 4, 5]
        #expect(layout.bridge.layoutAttributesForElements(in: anywhere).map(\.zIndex) == [0, 4, 0, 0])
        layout.picked = [3, 4]
        #expect(layout.bridge.layoutAttributesForElements(in: anywhere).map(\.zIndex) == [4, 0])
    }

    @Test func aSubclassPropertyChangeIsSeen() throws {
        let layout = layout(count: 3, of: BadgeLayoutAttributes.self)
        layout.picked = [0, 1]
        let before = layout.bridge.layoutAttributesForElements(in: anywhere)
        #expect(before == layout.bridge.layoutAttributesForElements(in: anywhere))
        try #require(layout.objects[1] as? BadgeLayoutAttributes).badgeCount = 7
        #expect(layout.bridge.layoutAttributesForElements(in: anywhere) != before)
    }

    @Test func answersStayRightWhenTheCacheStartsOver() {
        // More objects than the cache holds, queried in runs of 100 twice over.
        let layout = layout(count: 5_000)
        for round in 0..<2 {
            for start in stride(from: 0, to: 5_000, by: 100) {
                layout.picked = Array(start..<start + 100)
                let values = layout.bridge.layoutAttributesForElements(in: anywhere)
                #expect(
                    values.count == 100 && values.first?.frame.y == Double(start * 10) && values.last?.frame.y == Double((start + 99) * 10))
                if round == 1 && start == 4_900 {
                    #expect(values.map(\.indexPath.item) == Array(4_900..<5_000))
                }
            }
        }
    }
}
