import Foundation

/// A width or height class (`UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = 0
    /// A constrained length (a phone's width in portrait).
    case compact = 1
    /// An expansive length (a pad's width).
    case regular = 2
}

/// The kind of device (`UIUserInterfaceIdiom`), with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A pad.
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision.
    case vision = 6
}

/// How a view's content reads (`UISemanticContentAttribute`), with UIKit's raw values.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    /// The interface's direction.
    case unspecified = 0
    /// Playback controls: left to right.
    case playback = 1
    /// Spatial controls: left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The layout direction of a trait collection (`UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The user's preferred text size (`UIContentSizeCategory`), ordered from smallest to
/// largest, with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name of the category.
    public let rawValue: String

    /// A category from UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the system default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large: the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let ordered: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    private var rank: Int { Self.ordered.firstIndex(of: self) ?? 0 }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rank >= Self.ordered.firstIndex(of: .accessibilityMedium) ?? 0 }

    /// Whether `lhs` is the smaller size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.rank < rhs.rank }
}

/// The environment a view lays out in (`UITraitCollection`): immutable, as in UIKit. A view's
/// traits come from its window's device profile (see ``UIDeviceProfile``), or outside a
/// window from the main screen and the application.
public final class UITraitCollection: NSObject, Sendable {
    /// Points to pixels; 0 when unspecified.
    public let displayScale: CGFloat
    /// The reading direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The width class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// Every trait given (the memberwise form; UIKit builds them one trait at a time).
    init(
        displayScale: CGFloat, layoutDirection: UITraitEnvironmentLayoutDirection, horizontalSizeClass: UIUserInterfaceSizeClass,
        verticalSizeClass: UIUserInterfaceSizeClass, userInterfaceIdiom: UIUserInterfaceIdiom,
        preferredContentSizeCategory: UIContentSizeCategory
    ) {
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.preferredContentSizeCategory = preferredContentSizeCategory
        super.init()
    }

    /// Traits with every value unspecified.
    public override convenience init() {
        self.init(
            displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// Traits with only a display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(
            displayScale: scale, layoutDirection: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// Traits with only a layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(
            displayScale: 0, layoutDirection: layoutDirection, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// Traits with only a width class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// Traits with only a height class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// Traits with only an idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(
            displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: idiom, preferredContentSizeCategory: .unspecified)
    }

    /// Traits with only a preferred text size.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(
            displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified, preferredContentSizeCategory: category)
    }

    /// Traits combined: each trait is the last specified value among `traits`.
    public convenience init(traitsFrom traits: [UITraitCollection]) {
        func last<Value: Equatable>(_ value: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            traits.reversed().lazy.map(value).first { $0 != unspecified } ?? unspecified
        }
        self.init(
            displayScale: last(\.displayScale, unspecified: 0), layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified))
    }

    /// Whether every trait specified in `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether both hold the same traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
    }

    /// A hash of the traits.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    /// The same traits with another layout direction.
    func replacing(layoutDirection: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        UITraitCollection(
            displayScale: displayScale, layoutDirection: layoutDirection, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, userInterfaceIdiom: userInterfaceIdiom,
            preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// The traits outside a window: the main screen's scale, the application's direction, a
    /// phone in portrait, the default text size.
    @MainActor static func defaultTraits() -> UITraitCollection {
        UITraitCollection(
            displayScale: UIScreen.main.scale,
            layoutDirection: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone,
            preferredContentSizeCategory: UIApplication.shared.preferredContentSizeCategory)
    }
}

/// The application (`UIApplication`): only what layouts read from ``shared``.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application.
    public static let shared = UIApplication()

    /// The reading direction of the interface; left to right by default (settable here, as
    /// the language that decides it on iOS does not exist).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// The preferred text size; `.large` by default, settable.
    open var preferredContentSizeCategory: UIContentSizeCategory = .large

    /// Only ``shared`` exists, as in UIKit.
    override init() { super.init() }
}
