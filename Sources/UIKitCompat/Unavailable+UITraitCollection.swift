import Foundation

// UIKit's trait-collection members that have no headless meaning: each fails to compile with
// the reason and what to use instead (see "Audit: every member of the collection-view
// surface" in Docs/UIKitCompatibility.md).

extension UITraitCollection {
    /// There are no archives on Linux.
    @available(
        *, unavailable, message: "there are no storyboards or nibs on Linux; combine collections with UITraitCollection(traitsFrom:)"
    )
    public convenience init?(coder: NSCoder) { fatalError("unavailable") }  // allowed: unavailable

    /// The trait system of iOS 17 is not provided on Linux.
    @available(
        *, unavailable, message: "the iOS 17 trait system is not provided on Linux; combine collections with UITraitCollection(traitsFrom:)"
    )
    public convenience init<Mutations>(mutations: Mutations) { fatalError("unavailable") }  // allowed: unavailable

    /// The trait system of iOS 17 is not provided on Linux.
    @available(
        *, unavailable, message: "the iOS 17 trait system is not provided on Linux; combine collections with UITraitCollection(traitsFrom:)"
    )
    public convenience init<Trait, Value>(_ trait: Trait, value: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError("unavailable") }  // allowed: unavailable

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public convenience init<Value>(accessibilityContrast: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public convenience init<Value>(userInterfaceLevel: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public convenience init<Value>(legibilityWeight: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public convenience init<Value>(displayGamut: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public convenience init<Value>(activeAppearance: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public convenience init<Value>(forceTouchCapability: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public convenience init<Value>(toolbarItemPresentationSize: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public convenience init<Value>(imageDynamicRange: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public convenience init<Value>(sceneCaptureState: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public convenience init<Value>(typesettingLanguage: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public convenience init<Value>(listEnvironment: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public convenience init<Value>(hdrHeadroomUsageLimit: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public convenience init<Value>(resolvesNaturalAlignmentWithBaseWritingDirection: Value) {
        fatalError("unavailable")  // allowed: unavailable
    }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public convenience init<Value>(tabAccessoryEnvironment: Value) { fatalError("unavailable") }  // allowed: unavailable

    /// There is no current trait collection on Linux.
    @available(*, unavailable, message: "there is no current trait collection on Linux; read the view's traitCollection")
    public static var current: UITraitCollection { fatalError("unavailable") }  // allowed: unavailable

    /// There is no current trait collection on Linux.
    @available(*, unavailable, message: "there is no current trait collection on Linux; read the view's traitCollection")
    public func performAsCurrent(_ actions: () -> Void) {}

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public static var systemTraitsAffectingColorAppearance: [Any] { [] }

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public static var systemTraitsAffectingImageLookup: [Any] { [] }

    /// The trait system of iOS 17 is not provided on Linux.
    @available(
        *, unavailable, message: "the iOS 17 trait system is not provided on Linux; combine collections with UITraitCollection(traitsFrom:)"
    )
    public func modifyingTraits<Mutations>(_ mutations: Mutations) -> UITraitCollection { self }

    /// The trait system of iOS 17 is not provided on Linux.
    @available(
        *, unavailable, message: "the iOS 17 trait system is not provided on Linux; combine collections with UITraitCollection(traitsFrom:)"
    )
    public protocol TraitMutations {}

    /// The trait system of iOS 17 is not provided on Linux.
    @available(
        *, unavailable, message: "the iOS 17 trait system is not provided on Linux; combine collections with UITraitCollection(traitsFrom:)"
    )
    public func replacing<Trait, Value>(_ trait: Trait, value: Value) -> UITraitCollection { self }

    /// The trait system of iOS 17 is not provided on Linux.
    @available(
        *, unavailable, message: "the iOS 17 trait system is not provided on Linux; combine collections with UITraitCollection(traitsFrom:)"
    )
    public subscript<Trait>(_ trait: Trait) -> Any { 0 }

    /// The trait system of iOS 17 is not provided on Linux.
    @available(
        *, unavailable, message: "the iOS 17 trait system is not provided on Linux; combine collections with UITraitCollection(traitsFrom:)"
    )
    public func changedTraits(from previousTraitCollection: UITraitCollection?) -> Set<AnyHashable> { [] }

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public var userInterfaceStyle: UIUserInterfaceStyle { fatalError("unavailable") }  // allowed: unavailable

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public var displayGamut: Any { 0 }

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public var userInterfaceLevel: Any { 0 }

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public var accessibilityContrast: Any { 0 }

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public var legibilityWeight: Any { 0 }

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public var activeAppearance: Any { 0 }

    /// There are no color appearances on Linux.
    @available(
        *, unavailable,
        message: "there are no color appearances on Linux (nothing is drawn); the window's device profile gives the traits a layout reads"
    )
    public var imageConfiguration: Any { 0 }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public var forceTouchCapability: Any { 0 }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public var toolbarItemPresentationSize: Any { 0 }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public var sceneCaptureState: Any { 0 }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public var imageDynamicRange: Any { 0 }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public var typesettingLanguage: Any { 0 }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public var listEnvironment: Any { 0 }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public var hdrHeadroomUsageLimit: Any { 0 }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public var resolvesNaturalAlignmentWithBaseWritingDirection: Any { 0 }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public var splitViewControllerLayoutEnvironment: Any { 0 }

    /// Not a trait on Linux.
    @available(
        *, unavailable,
        message:
            "not a trait on Linux; the window's device profile gives displayScale, size classes, idiom, layout direction and preferredContentSizeCategory"
    )
    public var tabAccessoryEnvironment: Any { 0 }
}
