import BuiltinLayouts
import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// The native twin: CVKit's flow layout with the extra values as custom attributes.
final class NativeBadgeFlowLayout: FlowLayout {
    static let cornerRadius = CustomAttributeKey<Double>("cornerRadius")
    static let badgeCount = CustomAttributeKey<Int>("badgeCount")

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        super.layoutAttributesForElements(in: rect).map { attributes in
            var a = attributes
            a[custom: Self.cornerRadius] = a.frame.width / 4
            a[custom: Self.badgeCount] = a.indexPath.item % 3
            return a
        }
    }
}

@Suite("UIKit dialect: custom attributes class")
@MainActor
struct BadgeFlowLayoutTests {
    func makeLayout() -> BadgeFlowLayout {
        let layout = BadgeFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        return layout
    }

    @Test func theFlowLayoutMakesInstancesOfTheAttributesClass() throws {
        let layout = makeLayout()
        let (view, dataSource) = makeCollectionView(layout, counts: [10, 4])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        let all = CGRect(origin: .zero, size: view.contentSize)
        let attributes = try #require(layout.layoutAttributesForElements(in: all))
        #expect(attributes.count == 16)
        #expect(attributes.allSatisfy { $0 is BadgeLayoutAttributes })
        let header = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header is BadgeLayoutAttributes)
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(header.representedElementCategory == .supplementaryView)

        let native = NativeBadgeFlowLayout()
        native.itemSize = Size(width: 80, height: 80)
        native.headerReferenceSize = Size(width: 0, height: 30)
        _ = try prepared(native, counts: [10, 4], bounds: view.bounds)
        #expect(differences(uiKitFrames(layout, in: all), nativeFrames(native, in: all)) == [])
        let twin = native.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: all.width, height: all.height))
        for a in attributes.compactMap({ $0 as? BadgeLayoutAttributes }) where a.representedElementCategory == .cell {
            let match = twin.first {
                $0.indexPath == ElementIndexPath(item: a.indexPath.item, section: a.indexPath.section) && $0.category == .cell
            }
            #expect(match?[custom: NativeBadgeFlowLayout.badgeCount] == a.badgeCount)
            #expect(match?[custom: NativeBadgeFlowLayout.cornerRadius] == Double(a.cornerRadius))
        }
    }

    @Test func copyAndEqualityFollowTheSubclass() {
        let a = BadgeLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        a.badgeCount = 7
        let copy = a.copy() as! BadgeLayoutAttributes
        #expect(copy !== a)
        #expect(copy.badgeCount == 7 && copy.frame == a.frame && copy.indexPath == a.indexPath)
        #expect(copy.isEqual(a))
        copy.badgeCount = 8
        #expect(!copy.isEqual(a))
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        plain.frame = a.frame
        #expect(!plain.isEqual(a))
        #expect(!a.isEqual(plain))
    }

    @Test func cellsReceiveTheSubclassInApply() throws {
        let layout = makeLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let dataSource = CountsDataSource([5])
        view.register(BadgeCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "supplementary")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? BadgeCell)
        #expect(cell.badgeCount == 2)
        #expect(cell.cornerRadius == 20)
        #expect(cell.frame == layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        #expect(cell.reuseIdentifier == "cell")
    }

    @Test func aCellMadeWithoutDequeueingIsAnError() {
        final class SelfMadeCells: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell(frame: .zero)
            }
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: makeLayout())
        let dataSource = SelfMadeCells()
        view.dataSource = dataSource
        view.layoutIfNeeded()
        guard case .dataSourceError(let failure)? = view.lastError else {
            Issue.record("expected dataSourceError, got \(String(describing: view.lastError))")
            return
        }
        #expect(failure.message.contains("does not have a reuseIdentifier"))
        #expect(failure.element.category == .cell)
        #expect(failure.errorType == "UIKitCompat.UICollectionView")
        #expect(view.visibleCells.isEmpty)
    }

    @Test func anUnregisteredIdentifierIsAnError() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: makeLayout())
        let dataSource = CountsDataSource([3])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        guard case .reuse? = view.lastError else {
            Issue.record("expected a reuse error, got \(String(describing: view.lastError))")
            return
        }
        #expect(view.visibleCells.isEmpty)
    }
}

/// Attributes whose `copy(with:)` breaks the `NSCopying` contract (it returns another type).
private final class ForeignCopyAttributes: UICollectionViewLayoutAttributes {
    override func copy(with zone: NSZone? = nil) -> Any { NSObject() }
}

/// A flow layout making those attributes.
private final class ForeignCopyFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { ForeignCopyAttributes.self }
}

@MainActor
@Suite("Attributes whose copy is not attributes")
struct ForeignCopyAttributesTests {
    @Test func theyCrossTheBridgeAsTheirStandardProperties() {
        let layout = ForeignCopyFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let (view, dataSource) = makeCollectionView(layout, counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.lastError == nil)
        let frames = view.indexPathsForVisibleItems.sorted().compactMap { view.layoutAttributesForItem(at: $0)?.frame }
        #expect(frames.count == 3)
        #expect(frames.first == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}
