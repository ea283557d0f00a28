import Foundation

/// A window (`UIWindow`) as a headless container: the root of a view hierarchy on a device
/// described by a ``UIDeviceProfile``. It sizes its root view controller's view to the screen,
/// lays out navigation and tab bar controllers with the profile's bar heights, and gives every
/// view its safe area. A collection view inside gets that safe area as its `safeAreaInsets`
/// (UIKit's rule: the part of its container's safe area that its frame overlaps) and the
/// profile's scale, whenever the hierarchy, the profile or an `additionalSafeAreaInsets`
/// changes, and on `layoutIfNeeded()`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The device and orientation; setting it resizes the window to the screen and lays
    /// everything out again.
    open var profile: UIDeviceProfile {
        didSet {
            frame = profile.bounds
            if profile.traits != oldValue.traits { traitsDidChange(from: oldValue.traits, in: self) }
            hierarchyDidChange()
        }
    }

    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isKeyWindow = false

    private var isLayingOut = false

    /// A window covering a device's screen.
    public init(profile: UIDeviceProfile) {
        self.profile = profile
        super.init(frame: profile.bounds)
    }

    /// A window of a size with no safe area (``UIDeviceProfile/plain(size:)``).
    public override init(frame: CGRect) {
        profile = .plain(size: frame.size)
        super.init(frame: frame)
    }

    /// A window the size of the main screen, with no safe area.
    public convenience override init() { self.init(frame: UIScreen.main.bounds) }

    /// A window from an archive: the main screen's size, nothing decoded.
    public required init?(coder: NSCoder) {
        profile = .plain(size: UIScreen.main.bounds.size)
        super.init(frame: UIScreen.main.bounds)
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let root = rootViewController {
                let rootView: UIView = root.view
                rootView.frame = bounds
                addSubview(rootView)
            }
            hierarchyDidChange()
        }
    }

    /// Marks the window key and lays it out, as showing it does on iOS.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        hierarchyDidChange()
    }

    /// Gives every view its safe area, then lays the views out.
    open override func layoutIfNeeded() {
        hierarchyDidChange()
        super.layoutIfNeeded()
    }

    /// The traits of the profile.
    var profileTraits: UITraitCollection { profile.traits }

    /// Lays out the containers and gives every view its safe area; called after every change
    /// that can move them.
    func hierarchyDidChange() {
        guard !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        if let root = rootViewController?.viewIfLoaded, root.superview === self { root.frame = bounds }
        if let root = rootViewController { layOut(root) }
        give(profile.safeAreaInsets, to: self)
    }

    /// Tells every view and view controller in the window that the traits changed.
    private func traitsDidChange(from previous: UITraitCollection, in view: UIView) {
        view.viewController?.traitCollectionDidChange(previous)
        view.traitCollectionDidChange(previous)
        for subview in view.subviews { traitsDidChange(from: previous, in: subview) }
    }

    private func layOut(_ controller: UIViewController) {
        guard controller.isViewLoaded else { return }
        controller.viewWillLayoutSubviews()
        controller.layOutChildViews(in: profile)
        for child in controller.children { layOut(child) }
    }

    /// Gives `view` the safe area `insets` (in its own edges) and its subviews the part of it
    /// each overlaps, adding a view controller's own insets and its container's bars.
    private func give(_ insets: UIEdgeInsets, to view: UIView) {
        var safeArea = insets
        if let controller = view.viewController {
            safeArea = safeArea + controller.additionalSafeAreaInsets
            if let parent = controller.parent { safeArea = safeArea + parent.safeAreaInsets(forChild: controller) }
        }
        view.laidOutSafeAreaInsets = safeArea
        if let scrollView = view as? UIScrollView {
            if scrollView.safeAreaInsets != safeArea { scrollView.safeAreaInsets = safeArea }
            scrollView.host.displayScale = Double(profile.scale)
        } else {
            let size = view.bounds.size
            for subview in view.subviews {
                let frame = subview.frame
                let overlap = UIEdgeInsets(
                    top: max(0, safeArea.top - frame.minY), left: max(0, safeArea.left - frame.minX),
                    bottom: max(0, safeArea.bottom - (size.height - frame.maxY)), right: max(0, safeArea.right - (size.width - frame.maxX)))
                give(overlap, to: subview)
            }
        }
        view.viewController?.viewDidLayoutSubviews()
    }
}

extension UIEdgeInsets {
    /// The sum of two insets, edge by edge.
    fileprivate static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
