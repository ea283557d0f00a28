import Foundation
import Testing
import UIKitCompat

// The "after" forms of Docs/UIKitCompatibility.md's Objective-C-only constructs, compiled and
// run here as they are on iOS.

/// A layout's own delegate protocol whose optional method became a Swift requirement with a
/// default that means "not implemented".
@MainActor
protocol WaterfallLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat?
}

extension WaterfallLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat? { nil }
}

@MainActor
final class SilentWaterfallDelegate: WaterfallLayoutDelegate {}

@MainActor
final class TallWaterfallDelegate: WaterfallLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat? {
        CGFloat(100 + indexPath.item * 10)
    }
}

@MainActor
@Suite("Objective-C-only constructs, edited")
struct ObjectiveCConstructsTests {
    @Test func anOptionalRequirementFallsBackToTheDefault() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let path = IndexPath(item: 2, section: 0)
        let silent: any WaterfallLayoutDelegate = SilentWaterfallDelegate()
        let tall: any WaterfallLayoutDelegate = TallWaterfallDelegate()
        #expect((silent.collectionView(view, heightForItemAt: path) ?? 100) == 100)
        #expect((tall.collectionView(view, heightForItemAt: path) ?? 100) == 120)
    }

    @Test func isKindOfWorksUnchangedOnEveryNSObjectHere() {
        let cell: NSObject = UICollectionViewCell(frame: .zero)
        #expect(cell.isKind(of: UICollectionReusableView.self))
        #expect(cell.isKind(of: UIView.self))
        #expect(!cell.isKind(of: UICollectionViewLayoutAttributes.self))
        #expect(!cell.isMember(of: UICollectionReusableView.self))
        #expect(UICollectionViewFlowLayout().isKind(of: UICollectionViewLayout.self))
    }
}
