import Foundation
import Testing
import UIKitCompat

/// A view controller showing a collection view as its view, as an iOS app writes one.
@MainActor
final class GridViewController: UIViewController {
    let layout: UICollectionViewLayout
    let dataSource = CountsDataSource([30])
    var collectionView: UICollectionView!
    private(set) var loads = 0

    init(layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
    }
}

/// Windows, view controllers and their bars on a device profile.
@MainActor
@Suite("UIKitCompat containers")
struct ContainerTests {
    private func grid() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return layout
    }

    @Test func theViewLoadsOnceOnFirstUse() {
        let controller = GridViewController(layout: grid())
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(controller.isViewLoaded && controller.loads == 1)
        #expect(controller.view === controller.collectionView && controller.collectionView.next === controller)
    }

    @Test func aContainerLoadsItsChildsViewOnlyWithItsOwn() {
        let root = GridViewController(layout: grid())
        let navigation = UINavigationController(rootViewController: root)
        #expect(!root.isViewLoaded && !navigation.isViewLoaded)
        navigation.loadViewIfNeeded()
        #expect(root.loads == 1 && root.view.superview === navigation.view)
    }

    @Test func aGridInANavigationControllerOnAPhoneGetsTheBarAndTheSafeArea() {
        let grid = GridViewController(layout: grid())
        let navigation = UINavigationController(rootViewController: grid)
        let window = UIWindow(profile: .iPhone15Pro)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(grid.collectionView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(grid.collectionView.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(grid.navigationController === navigation && grid.parent === navigation)
        #expect(grid.traitCollection.displayScale == 3 && grid.traitCollection.userInterfaceIdiom == .phone)
        #expect(grid.collectionView.host.displayScale == 3)
        // The scrolling contract: the safe area joins the content inset, and the grid rests
        // below the navigation bar.
        grid.collectionView.layoutIfNeeded()
        #expect(grid.collectionView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: -103))
        // 30 items of 100 in rows of three (3·100 + 2·10 ≤ 393): 10 rows 110 apart, 1090 tall.
        // Row 9 at the bottom leaves the home indicator's 34 points clear: 1090 − 852 + 34.
        grid.collectionView.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
        #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: 272))
        grid.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: -103))

        grid.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(grid.collectionView.safeAreaInsets == UIEdgeInsets(top: 113, left: 0, bottom: 34, right: 0))
        // Resting at the top, the grid follows the new top.
        #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: -113))
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(grid.collectionView.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: -69))
    }

    @Test func aListInANavigationControllerOnAPhoneSpansTheScreenWithTheSafeArea() {
        let list = GridViewController(layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let window = UIWindow(profile: .iPhone15Pro)
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.lastError == nil)
        #expect(list.collectionView.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(list.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 393)
        #expect(list.collectionView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: -103))
    }

    @Test func pushedAndPoppedViewControllersFillTheStack() {
        let list = GridViewController(layout: grid())
        let detail = GridViewController(layout: grid())
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(profile: .iPhone15ProLandscape)
        window.rootViewController = navigation
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(detail.collectionView.superview === navigation.view && list.view.superview == nil)
        #expect(detail.collectionView.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(detail.collectionView.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(list.view.superview === navigation.view && detail.parent == nil)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func aListInATabBarControllerInsideANavigationControllerGetsBothBars() {
        let list = GridViewController(layout: grid())
        let other = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        let window = UIWindow(profile: .iPhone15Pro)
        window.rootViewController = tabs
        #expect(tabs.selectedViewController === navigation && list.tabBarController === tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(list.collectionView.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        tabs.selectedIndex = 1
        #expect(other.view.superview === tabs.view && navigation.view.superview == nil)
    }

    @Test func aSubviewGetsThePartOfTheSafeAreaItOverlaps() {
        let controller = UIViewController()
        let grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 834, height: 1000), collectionViewLayout: grid())
        controller.view.addSubview(grid)
        grid.frame = CGRect(x: 0, y: 100, width: 834, height: 1000)
        let window = UIWindow(profile: .iPadPro11)
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(grid.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        grid.frame = CGRect(x: 0, y: 0, width: 834, height: 1184)
        window.layoutIfNeeded()
        #expect(grid.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 10, right: 0))
        #expect(grid.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func turningTheDeviceChangesTraitsFramesAndInsets() {
        final class Observing: UIViewController {
            var previousVerticalClasses: [UIUserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previousVerticalClasses.append(previousTraitCollection?.verticalSizeClass ?? .unspecified)
            }
        }
        let controller = Observing()
        let grid = UICollectionView(frame: .zero, collectionViewLayout: grid())
        controller.view = grid
        let window = UIWindow(profile: .iPhone15Pro)
        window.rootViewController = controller
        window.profile = .iPhone15ProLandscape
        #expect(controller.previousVerticalClasses == [.regular])
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        #expect(grid.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(grid.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func childViewControllersAreAddedAndRemoved() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
    }
}
