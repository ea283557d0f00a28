import Foundation

/// A navigation bar (`UINavigationBar`): a view whose height comes from the window's device
/// profile; nothing is drawn.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether the bar shows large titles; stored (the profile's height is the small-title
    /// bar's).
    open var prefersLargeTitles = false
}

/// A tab bar (`UITabBar`): a view at the bottom of a tab bar controller, its height from the
/// window's device profile plus the bottom safe area; nothing is drawn.
@preconcurrency @MainActor
open class UITabBar: UIView {}

/// A navigation controller (`UINavigationController`): a stack of view controllers whose top
/// one's view fills the controller's view, under a navigation bar that adds its height to the
/// top of that view's safe area. Pushes and pops take effect at once (nothing animates).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar; its height is the window's profile's ``UIDeviceProfile/navigationBarHeight``.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// Whether the bar is hidden (then it adds nothing to the safe area).
    open var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue { viewIfLoaded?.window?.hierarchyDidChange() } }
    }

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    /// A navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller from an archive; nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stack, root first; setting it replaces the children.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            let previous = topViewController
            for child in children where !newValue.contains(where: { $0 === child }) { child.removeFromParent() }
            for child in newValue where child.parent !== self {
                addChild(child)
                child.didMove(toParent: self)
            }
            children = newValue
            show(topViewController, replacing: previous)
        }
    }

    /// The view controller on top of the stack.
    public var topViewController: UIViewController? { children.last }

    /// The view controller shown: the top one (nothing is presented modally here).
    public var visibleViewController: UIViewController? { topViewController }

    /// Pushes a view controller; `animated` is ignored.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers = viewControllers.filter { $0 !== viewController } + [viewController]
    }

    /// Pops the top view controller unless it is the root; `animated` is ignored.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        viewControllers = Array(children.dropLast())
        return top
    }

    /// Pops to the root; returns what was popped, `animated` is ignored.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return [] }
        let popped = Array(children.dropFirst())
        viewControllers = [children[0]]
        return popped
    }

    /// Hides or shows the bar; `animated` is ignored.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    override func showCurrentChild() { show(topViewController, replacing: nil) }

    override func layOutChildViews(in profile: UIDeviceProfile) {
        guard let container = viewIfLoaded else { return }
        show(topViewController, replacing: nil)
        let top = container.window?.profile.safeAreaInsets.top ?? 0
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: profile.navigationBarHeight)
        if navigationBar.superview !== container { container.addSubview(navigationBar) }
    }

    override func safeAreaInsets(forChild child: UIViewController) -> UIEdgeInsets {
        isNavigationBarHidden ? .zero : UIEdgeInsets(top: navigationBar.bounds.height, left: 0, bottom: 0, right: 0)
    }
}

/// A tab bar controller (`UITabBarController`): shows the selected view controller's view
/// filling its own, above a tab bar that adds its height to the bottom of that view's safe
/// area.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar; its height is the window's profile's ``UIDeviceProfile/tabBarHeight`` plus
    /// the bottom safe area.
    public let tabBar = UITabBar(frame: .zero)

    /// The bar's height above the bottom safe area, from the profile of the last layout.
    private var tabBarHeightAboveSafeArea: CGFloat = 0

    /// The tabs' view controllers; setting them selects the first when the selection is out
    /// of range.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected tab's index.
    open var selectedIndex = 0 {
        didSet {
            guard selectedIndex != oldValue else { return }
            let previous = children.indices.contains(oldValue) ? children[oldValue] : nil
            show(selectedViewController, replacing: previous)
            viewIfLoaded?.window?.hierarchyDidChange()
        }
    }

    /// The selected tab's view controller; setting one of the tabs selects it.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set {
            if let newValue, let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// Replaces the tabs; `animated` is ignored.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        let tabs = viewControllers ?? []
        for child in children where !tabs.contains(where: { $0 === child }) { child.removeFromParent() }
        for child in tabs where child.parent !== self {
            addChild(child)
            child.didMove(toParent: self)
        }
        children = tabs
        if !children.indices.contains(selectedIndex) { selectedIndex = 0 }
        show(selectedViewController, replacing: previous)
        viewIfLoaded?.window?.hierarchyDidChange()
    }

    override func showCurrentChild() { show(selectedViewController, replacing: nil) }

    override func layOutChildViews(in profile: UIDeviceProfile) {
        guard let container = viewIfLoaded else { return }
        show(selectedViewController, replacing: nil)
        let bottom = container.window?.profile.safeAreaInsets.bottom ?? 0
        tabBarHeightAboveSafeArea = profile.tabBarHeight
        let height = profile.tabBarHeight + bottom
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        if tabBar.superview !== container { container.addSubview(tabBar) }
    }

    override func safeAreaInsets(forChild child: UIViewController) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: tabBar.isHidden ? 0 : tabBarHeightAboveSafeArea, right: 0)
    }
}
