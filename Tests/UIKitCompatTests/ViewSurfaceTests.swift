import Foundation
import Testing
import UIKitCompat

/// The view surface layouts and their cells touch, checked as an iOS unit test would.
@MainActor
@Suite("UIKitCompat views")
struct ViewSurfaceTests {
    @Test func frameCenterBoundsAndTransformStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 60, y: 60, width: 80, height: 80))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(view.layer.position == CGPoint(x: 100, y: 100))
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(view.layer.transform == CATransform3DMakeScale(2, 2, 1))
        view.alpha = 0.25
        view.isHidden = true
        #expect(view.layer.opacity == 0.25 && view.layer.isHidden)
    }

    @Test func aLayerPlacesItsBoundsByItsAnchorPoint() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.position = CGPoint(x: 20, y: 50)
        #expect(layer.frame == CGRect(x: 20, y: 10, width: 100, height: 40))
        layer.zPosition = 3
        #expect(layer.zPosition == 3)
    }

    @Test func subviewsFormAHierarchyAndAResponderChain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let grandchild = UILabel(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.tag = 7
        #expect(child.superview === root && root.subviews.count == 1 && root.subviews[0] === child)
        #expect(grandchild.next === child && root.viewWithTag(7) === grandchild)
        #expect(grandchild.isDescendant(of: root))
        #expect(grandchild.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 16))
        child.removeFromSuperview()
        #expect(child.superview == nil && root.subviews.isEmpty)
    }

    @Test func movingAViewCallsItsHooksInUIKitsOrder() {
        final class Recording: UIView {
            var events: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { events.append("willMove(toSuperview:)") }
            override func didMoveToSuperview() { events.append("didMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) {
                events.append(newWindow == nil ? "willLeaveWindow" : "willEnterWindow")
            }
            override func didMoveToWindow() { events.append("didMoveToWindow") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Recording(frame: .zero)
        window.addSubview(view)
        view.removeFromSuperview()
        #expect(
            view.events == [
                "willMove(toSuperview:)", "willEnterWindow", "didMoveToSuperview", "didMoveToWindow",
                "willMove(toSuperview:)", "willLeaveWindow", "didMoveToSuperview", "didMoveToWindow",
            ])
    }

    @Test func subviewsAreOrderedAndConvertedBothWays() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (a, b, c) = (UIView(frame: CGRect(x: 10, y: 20, width: 10, height: 10)), UIView(), UIView())
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: a)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        root.insertSubview(c, aboveSubview: b)
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [b, a, c].map { ObjectIdentifier($0) })
        #expect(a.convert(CGPoint(x: 15, y: 25), from: root) == CGPoint(x: 5, y: 5))
        #expect(a.convert(CGRect(x: 10, y: 20, width: 4, height: 4), from: nil) == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(a.point(inside: CGPoint(x: 5, y: 5), with: nil) && !a.point(inside: CGPoint(x: 11, y: 5), with: nil))
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.semanticContentAttribute = .forceRightToLeft
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(root.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        a.semanticContentAttribute = .playback
        #expect(a.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func cellsGetTheirGeometryAndAContentViewOfTheirSize() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 60)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let (view, dataSource) = makeCollectionView(layout, counts: [3], supplementaryKinds: [UICollectionView.elementKindSectionHeader])
        _ = dataSource
        #expect(view.lastError == nil)
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        let attributes = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.frame == attributes?.frame)
        #expect(cell?.center == attributes?.center)
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(cell?.contentView.superview === cell)
        if let cell { #expect(view.indexPath(for: cell) == IndexPath(item: 1, section: 0)) }
        #expect(view.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)

        let header = IndexPath(item: 0, section: 0)
        let kind = UICollectionView.elementKindSectionHeader
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: kind, at: header)?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(view.supplementaryView(forElementKind: kind, at: header)?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [header])
        #expect(view.visibleSupplementaryViews(ofKind: kind).count == 1)
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).isEmpty)
    }

    @Test func aCollectionViewIsAViewWhoseFrameStartsAtTheOrigin() {
        let (view, dataSource) = makeCollectionView(UICollectionViewFlowLayout(), counts: [1])
        _ = dataSource
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentOffset = CGPoint(x: 0, y: 0)
        view.frame = CGRect(x: 10, y: 20, width: 300, height: 400)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 300, height: 400))
        #expect(view.bounds.size == CGSize(width: 300, height: 400))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.addSubview(view)
        #expect(view.superview === container)
    }

    @Test func traitsComeFromTheScreenAndTheApplication() {
        let view = UIView()
        #expect(view.traitCollection.displayScale == UIScreen.main.scale)
        #expect(view.traitCollection.layoutDirection == .leftToRight)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
        defer { UIApplication.shared.userInterfaceLayoutDirection = .leftToRight }
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 3),
            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
        ])
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .unspecified && traits.displayScale == 3)
        #expect(traits.preferredContentSizeCategory.isAccessibilityCategory && UIContentSizeCategory.large < .extraLarge)
        #expect(traits.containsTraits(in: UITraitCollection(displayScale: 3)))
    }

    @Test func fittingUsesTheHandlerTheIntrinsicSizeOrTheTarget() {
        let imageView = UIImageView(image: UIImage(size: CGSize(width: 30, height: 20)))
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        let fitted = imageView.systemLayoutSizeFitting(
            CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 100, height: 20))
        #expect(imageView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 30, height: 20))
        let label = UILabel()
        label.text = "Tag"
        label.fittingSizeHandler = { target, _, _ in CGSize(width: min(target.width, 44), height: 18) }
        #expect(label.systemLayoutSizeFitting(CGSize(width: 320, height: 0)) == CGSize(width: 44, height: 18))
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751) && UILayoutPriority.defaultLow < .required)
    }

    @Test func colorsImagesAndIndexPathsHoldTheirValues() {
        #expect(UIColor(white: 1, alpha: 1) == UIColor.white)
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        let path = NSIndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1 && path.row == 3)
        #expect(UICollectionViewCell(frame: .zero).isKind(of: UICollectionReusableView.self))
    }

    @Test func geometryPrintsInApplesFormat() {
        #expect(NSStringFromCGRect(CGRect(x: 0, y: 0, width: 100, height: 100)) == "{{0, 0}, {100, 100}}")
        #expect(NSStringFromCGPoint(CGPoint(x: 1.5, y: -2)) == "{1.5, -2}")
        #expect(NSStringFromCGSize(CGSize(width: 0.1, height: 3)) == "{0.10000000000000001, 3}")
        #expect(NSCoder.string(for: CGRect(x: 10, y: 20, width: 30.5, height: 40)) == "{{10, 20}, {30.5, 40}}")
        #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)) == "{59, 0, 34, 0}")
        #expect(CGRectFromString("{{3,2},{4, 5.5}}") == CGRect(x: 3, y: 2, width: 4, height: 5.5))
        #expect(NSCoder.cgPoint(for: NSStringFromCGPoint(CGPoint(x: 0.1, y: -7))) == CGPoint(x: 0.1, y: -7))
        #expect(CGSizeFromString("{1, two}") == .zero && CGRectFromString("{{1, 2}, {3}}") == .zero)
    }

    @Test func animationsRunAtOnceAndComplete() {
        let view = UIView(frame: .zero)
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0 && finished == true)
    }
}
