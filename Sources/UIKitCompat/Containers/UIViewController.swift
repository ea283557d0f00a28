import Foundation

/// A view controller (`UIViewController`) as a headless container: its ``view`` loads on first
/// use through ``loadView()`` and ``viewDidLoad()``, it has child view controllers, and in a
/// ``UIWindow`` its view fills its container and gets the safe area: the window's device
/// profile, the bars of the navigation and tab bar controllers it is in, and every
/// ``additionalSafeAreaInsets`` on the way. A collection view gets it as its `safeAreaInsets`.
///
/// Appearance callbacks (`viewWillAppear(_:)` …) and presentation are not provided: nothing
/// appears on a screen.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false

    /// The parent view controller, or `nil`.
    public private(set) weak var parent: UIViewController?

    /// The child view controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []

    /// A title (a navigation or tab bar would show it); stored.
    open var title: String?

    /// Insets added to the safe area this view controller's view gets, and so to every view
    /// inside it.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { loadedView?.window?.hierarchyDidChange() } }
    }

    /// A view controller with no nib (there are no nibs on Linux).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// A view controller with no nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// A view controller from an archive; nothing is decoded.
    public required init?(coder: NSCoder) { super.init() }

    /// The view's superview, as in UIKit's responder chain.
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: - The view

    /// The root view; reading it loads it (``loadView()`` then ``viewDidLoad()``) when it is
    /// not loaded yet.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// The view if it is loaded, else `nil` (reading it loads nothing).
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain view the size of the main screen by default. Override it to
    /// make another view (a collection view), setting ``view``, as on iOS.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view is loaded; does nothing by default.
    open func viewDidLoad() {}

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
        showCurrentChild()
    }

    /// Shows the child a container shows once its view is loaded; nothing for a plain view
    /// controller.
    func showCurrentChild() {}

    /// Called before the window lays out this view controller's view; does nothing by default.
    open func viewWillLayoutSubviews() {}

    /// Called after the window laid out this view controller's view and gave it its safe area;
    /// does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// Called when the traits changed (the window's device profile did); does nothing by
    /// default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits of the view (of its window's device profile), or the defaults outside a
    /// window.
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection.defaultTraits() }

    // MARK: - Children

    /// Adds a child view controller (calling its ``willMove(toParent:)``, as UIKit does); add
    /// its view to the hierarchy and call ``didMove(toParent:)`` yourself.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this view controller from its parent (calling ``didMove(toParent:)`` with `nil`,
    /// as UIKit does); remove its view and call ``willMove(toParent:)`` yourself.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the view controller is added to or removed from a parent; does nothing
    /// by default.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the view controller was added to or removed from a parent; does nothing
    /// by default.
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller among the ancestors.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest tab bar controller among the ancestors.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    private func nearestAncestor<Container: UIViewController>(_: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent
        }
        return nil
    }

    // MARK: - Containment in a window

    /// Lays out the child views a container shows (frames and bars); a plain view controller
    /// shows its children's views wherever they were put.
    func layOutChildViews(in profile: UIDeviceProfile) {}

    /// The insets a container adds to a child's safe area (its bars).
    func safeAreaInsets(forChild child: UIViewController) -> UIEdgeInsets { .zero }

    /// Shows `child`'s view filling this view controller's view, in place of `previous`'s;
    /// until this view controller's view is loaded, nothing (children load lazily, as in
    /// UIKit).
    func show(_ child: UIViewController?, replacing previous: UIViewController?) {
        guard let container = loadedView else { return }
        if let previous, previous !== child, previous.viewIfLoaded?.superview === container {
            previous.viewIfLoaded?.removeFromSuperview()
        }
        guard let child else { return }
        let childView: UIView = child.view
        childView.frame = container.bounds
        if childView.superview !== container { container.insertSubview(childView, at: 0) }
    }
}
