import Foundation

/// The screen of a device in one orientation, as a headless ``UIWindow`` presents it: its
/// size, scale, safe area and bar heights, and the traits it gives views. Pick one in a test
/// (`UIWindow(profile: .iPhone15Pro)`) to get a phone's safe area and bar insets, as a test on
/// a simulator would. Docs/UIKitCompatibility.md lists where each profile's numbers come from.
public struct UIDeviceProfile: Hashable, Sendable {
    /// A name for messages.
    public var name: String
    /// The screen's size in points, in this orientation.
    public var screenSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The window's safe area (sensor housing, home indicator, status bar).
    public var safeAreaInsets: UIEdgeInsets
    /// The height of a navigation controller's bar (small titles).
    public var navigationBarHeight: CGFloat
    /// The height of a tab bar controller's bar, above the bottom safe area.
    public var tabBarHeight: CGFloat
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// The width class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public var verticalSizeClass: UIUserInterfaceSizeClass

    /// A profile from its numbers.
    public init(
        name: String, screenSize: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, navigationBarHeight: CGFloat,
        tabBarHeight: CGFloat, userInterfaceIdiom: UIUserInterfaceIdiom, horizontalSizeClass: UIUserInterfaceSizeClass,
        verticalSizeClass: UIUserInterfaceSizeClass
    ) {
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.navigationBarHeight = navigationBarHeight
        self.tabBarHeight = tabBarHeight
        self.userInterfaceIdiom = userInterfaceIdiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The screen's bounds.
    public var bounds: CGRect { CGRect(origin: .zero, size: screenSize) }

    /// iPhone 15 Pro (and 15, 16) in portrait: 393 × 852 points at 3×, the Dynamic Island's 59
    /// points on top and the home indicator's 34 below.
    public static let iPhone15Pro = UIDeviceProfile(
        name: "iPhone 15 Pro", screenSize: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), navigationBarHeight: 44, tabBarHeight: 49,
        userInterfaceIdiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// iPhone 15 Pro in landscape (sensor housing on the left): 852 × 393 points, 59 at each
    /// side and 21 below; no status bar, and compact-height bars of 32 points.
    public static let iPhone15ProLandscape = UIDeviceProfile(
        name: "iPhone 15 Pro (landscape)", screenSize: CGSize(width: 852, height: 393), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), navigationBarHeight: 32, tabBarHeight: 32,
        userInterfaceIdiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .compact)

    /// iPad Pro 11-inch in portrait: 834 × 1194 points at 2×, a 24-point status bar and a
    /// 20-point home indicator; iPad bars of 50 points.
    public static let iPadPro11 = UIDeviceProfile(
        name: "iPad Pro 11-inch", screenSize: CGSize(width: 834, height: 1194), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), navigationBarHeight: 50, tabBarHeight: 50,
        userInterfaceIdiom: .pad, horizontalSizeClass: .regular, verticalSizeClass: .regular)

    /// A screen of any size with no safe area and a phone's bars (what `UIWindow(frame:)`
    /// uses), at the main screen's scale.
    @MainActor public static func plain(size: CGSize) -> UIDeviceProfile {
        UIDeviceProfile(
            name: "plain", screenSize: size, scale: UIScreen.main.scale, safeAreaInsets: .zero, navigationBarHeight: 44,
            tabBarHeight: 49, userInterfaceIdiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }

    /// The traits the profile gives views.
    @MainActor var traits: UITraitCollection {
        UITraitCollection(
            displayScale: scale,
            layoutDirection: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, userInterfaceIdiom: userInterfaceIdiom,
            preferredContentSizeCategory: UIApplication.shared.preferredContentSizeCategory)
    }
}
