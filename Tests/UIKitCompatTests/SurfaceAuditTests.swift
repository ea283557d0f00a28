import Foundation
import Testing
import UIKitCompat

/// The members the surface audit added over the host: scrolling a rect into view, finding a
/// supplementary view's index path, hit-testing, the transition between two views, layout
/// directions, and the hooks for margins and the adjusted content inset.
@MainActor
struct SurfaceAuditTests {
    @Test func scrollRectToVisibleScrollsTheLeastAndStaysInTheContent() {
        let (view, dataSource) = makeCollectionView(RecordingLayout(), counts: [40], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        view.scrollRectToVisible(CGRect(x: 0, y: 1_000, width: 320, height: 50), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 570))
        view.scrollRectToVisible(CGRect(x: 0, y: 600, width: 320, height: 50), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 570))
        view.scrollRectToVisible(CGRect(x: 0, y: 100, width: 320, height: 50), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        view.scrollRectToVisible(CGRect(x: 0, y: 1_990, width: 320, height: 50), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 1_520))
    }

    @Test func scrollRectToVisibleKeepsTheAdjustedInsetClear() {
        let (view, dataSource) = makeCollectionView(RecordingLayout(), counts: [40], supplementaryKinds: [])
        defer { withExtendedLifetime(dataSource) {} }
        view.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        view.scrollRectToVisible(CGRect(x: 0, y: 1_000, width: 320, height: 50), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 604))
    }

    @Test func aSupplementaryViewShownHasItsIndexPath() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let (view, dataSource) = makeCollectionView(layout, counts: [2, 2])
        defer { withExtendedLifetime(dataSource) {} }
        let kind = UICollectionView.elementKindSectionHeader
        let header = view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
        #expect(header != nil)
        #expect(header.flatMap(view.indexPath(forSupplementaryView:)) == IndexPath(item: 0, section: 1))
        #expect(view.indexPath(forSupplementaryView: UICollectionReusableView()) == nil)
    }

    @Test func hitTestFindsTheFrontmostInteractiveDescendant() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        back.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil)
    }

    @Test func transitionReplacesTheViewOrHidesIt() {
        let root = UIView(), first = UIView(), second = UIView(), last = UIView()
        root.addSubview(first)
        root.addSubview(last)
        var completed: Bool?
        UIView.transition(from: first, to: second, duration: 0.3) { completed = $0 }
        #expect(root.subviews.map(ObjectIdentifier.init) == [second, last].map(ObjectIdentifier.init))
        #expect(first.superview == nil && completed == true)
        UIView.transition(from: second, to: last, duration: 0.3, options: .showHideTransitionViews)
        #expect(second.isHidden && !last.isHidden && second.superview === root)
    }

    @Test func semanticContentAttributesForceTheirDirection() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    }

    @Test func marginAndInsetHooksRunWhenTheValuesChange() {
        final class MarginView: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let view = MarginView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.changes == 1)

        final class InsetView: UICollectionView {
            var changes = 0
            override func adjustedContentInsetDidChange() {
                changes += 1
                super.adjustedContentInsetDidChange()
            }
        }
        let scrollView = InsetView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: RecordingLayout())
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(scrollView.changes >= 1)
    }

    @Test func sectionSnapshotListsItsExpandedItemsInOrder() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["a", "b"])
        snapshot.append(["a1"], to: "a")
        snapshot.append(["b1"], to: "b")
        snapshot.expand(["b", "a"])
        #expect(snapshot.expandedItems == ["a", "b"])
    }
}
