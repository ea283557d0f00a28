import Foundation

// UIKit's view members that have no headless meaning: each fails to compile with the reason
// and what to use instead (see "Audit: every member of the collection-view surface" in
// Docs/UIKitCompatibility.md).

/// Not available: there are no color appearances on Linux.
@available(
    *, unavailable, message: "there are no color appearances on Linux (nothing is drawn); traits come from the window's device profile"
)
public enum UIUserInterfaceStyle: Int {
    /// No style.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

extension UIView {
    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public var clearsContextBeforeDrawing: Bool {
        get { true }
        set {}
    }

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public var mask: UIView? {
        get { nil }
        set {}
    }

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public class var layerClass: AnyClass { CALayer.self }

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public var cornerConfiguration: Any {
        get { 0 }
        set {}
    }

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public func tintColorDidChange() {}

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public func draw(_ rect: CGRect) {}

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public func draw<Formatter>(_ rect: CGRect, for formatter: Formatter) {}

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public func viewPrintFormatter() -> AnyObject { fatalError("unavailable") }  // allowed: unavailable

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets)
        -> UIView?
    { nil }

    /// Nothing is drawn on Linux.
    @available(*, unavailable, message: "nothing is drawn on Linux; layouts need only geometry")
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }

    /// There is no accessibility on Linux.
    @available(*, unavailable, message: "there is no accessibility runtime on Linux (nothing is drawn)")
    public var accessibilityIgnoresInvertColors: Bool {
        get { false }
        set {}
    }

    /// Trait changes are not observed on Linux.
    @available(
        *, unavailable,
        message:
            "trait changes are not observed on Linux; traits change when the window's device profile does, and traitCollectionDidChange(_:) is called"
    )
    public func registerForTraitChanges<Traits, Handler>(_ traits: Traits, handler: Handler) -> AnyObject {
        fatalError("unavailable")  // allowed: unavailable
    }

    /// Trait changes are not observed on Linux.
    @available(
        *, unavailable,
        message:
            "trait changes are not observed on Linux; traits change when the window's device profile does, and traitCollectionDidChange(_:) is called"
    )
    public func registerForTraitChanges<Traits, Target, Action>(_ traits: Traits, target: Target, action: Action) -> AnyObject {
        fatalError("unavailable")  // allowed: unavailable
    }

    /// Trait changes are not observed on Linux.
    @available(
        *, unavailable,
        message:
            "trait changes are not observed on Linux; traits change when the window's device profile does, and traitCollectionDidChange(_:) is called"
    )
    public func registerForTraitChanges<Traits, Action>(_ traits: Traits, action: Action) -> AnyObject {
        fatalError("unavailable")  // allowed: unavailable
    }

    /// Trait changes are not observed on Linux.
    @available(
        *, unavailable,
        message:
            "trait changes are not observed on Linux; traits change when the window's device profile does, and traitCollectionDidChange(_:) is called"
    )
    public func unregisterForTraitChanges(_ registration: AnyObject) {}

    /// Trait changes are not observed on Linux.
    @available(
        *, unavailable,
        message:
            "trait changes are not observed on Linux; traits change when the window's device profile does, and traitCollectionDidChange(_:) is called"
    )
    public var traitOverrides: Any {
        get { 0 }
        set {}
    }

    /// Trait changes are not observed on Linux.
    @available(
        *, unavailable,
        message:
            "trait changes are not observed on Linux; traits change when the window's device profile does, and traitCollectionDidChange(_:) is called"
    )
    public func updateTraitsIfNeeded() {}

    /// There is no dark mode on Linux.
    @available(
        *, unavailable, message: "there are no color appearances on Linux (nothing is drawn); traits come from the window's device profile"
    )
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { fatalError("unavailable") }  // allowed: unavailable
        set {}
    }

    /// Not called on Linux.
    @available(
        *, unavailable,
        message: "not called on Linux; read safeAreaInsets in layoutSubviews(), which runs when a window gives its views their safe area"
    )
    public func safeAreaInsetsDidChange() {}

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read bounds, safeAreaInsets and layoutMargins instead")
    public var readableContentGuide: UILayoutGuide { fatalError("unavailable") }  // allowed: unavailable

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read bounds, safeAreaInsets and layoutMargins instead")
    public var keyboardLayoutGuide: UILayoutGuide { fatalError("unavailable") }  // allowed: unavailable

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read bounds, safeAreaInsets and layoutMargins instead")
    public var layoutGuides: [UILayoutGuide] { [] }

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read bounds, safeAreaInsets and layoutMargins instead")
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read bounds, safeAreaInsets and layoutMargins instead")
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {}

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read bounds, safeAreaInsets and layoutMargins instead")
    public func layoutGuide<Region>(for layoutRegion: Region) -> UILayoutGuide { fatalError("unavailable") }  // allowed: unavailable

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read bounds, safeAreaInsets and layoutMargins instead")
    public func edgeInsets<Region>(for layoutRegion: Region) -> UIEdgeInsets { .zero }

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read bounds, safeAreaInsets and layoutMargins instead")
    public func directionalEdgeInsets<Region>(for layoutRegion: Region) -> NSDirectionalEdgeInsets { .zero }

    /// There is no Auto Layout on Linux.
    @available(*, unavailable, message: "there is no Auto Layout on Linux; read bounds, safeAreaInsets and layoutMargins instead")
    public struct LayoutRegion {}

    /// Views are not resized by masks on Linux.
    @available(
        *, unavailable,
        message:
            "views are not resized by autoresizing masks on Linux; set subview frames in layoutSubviews() (a cell's contentView follows the cell's size)"
    )
    public var autoresizesSubviews: Bool {
        get { true }
        set {}
    }

    /// Views are not resized by masks on Linux.
    @available(
        *, unavailable,
        message:
            "views are not resized by autoresizing masks on Linux; set subview frames in layoutSubviews() (a cell's contentView follows the cell's size)"
    )
    public var autoresizingMask: AutoresizingMask {
        get { fatalError("unavailable") }  // allowed: unavailable
        set {}
    }

    /// Views are not resized by masks on Linux.
    @available(
        *, unavailable,
        message:
            "views are not resized by autoresizing masks on Linux; set subview frames in layoutSubviews() (a cell's contentView follows the cell's size)"
    )
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public class var requiresConstraintBasedLayout: Bool { false }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public var constraints: [NSLayoutConstraint] { [] }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func addConstraint(_ constraint: NSLayoutConstraint) {}

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {}

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func removeConstraint(_ constraint: NSLayoutConstraint) {}

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {}

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public var leftAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: unavailable

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public var rightAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: unavailable

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public var firstBaselineAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: unavailable

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public var lastBaselineAnchor: NSLayoutAnchor { fatalError("unavailable") }  // allowed: unavailable

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func contentCompressionResistancePriority<Axis>(for axis: Axis) -> UILayoutPriority { .required }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func setContentCompressionResistancePriority<Axis>(_ priority: UILayoutPriority, for axis: Axis) {}

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func contentHuggingPriority<Axis>(for axis: Axis) -> UILayoutPriority { .required }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func setContentHuggingPriority<Axis>(_ priority: UILayoutPriority, for axis: Axis) {}

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public var alignmentRectInsets: UIEdgeInsets { .zero }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public var forFirstBaselineLayout: UIView { self }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public var forLastBaselineLayout: UIView { self }

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 9, and there is no Auto Layout on Linux; set frames in layoutSubviews()")
    public func forBaselineLayout() -> UIView { self }

    /// There is no Auto Layout on Linux.
    @available(
        *, unavailable,
        message: "there is no Auto Layout on Linux; set frames in layoutSubviews(), or report a view's size with fittingSizeHandler"
    )
    public func needsUpdateConstraints() -> Bool { false }
}
