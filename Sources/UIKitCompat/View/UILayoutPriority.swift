import Foundation

/// The priority of a layout constraint or of a fitting axis (`UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1 to 1000.
    public var rawValue: Float

    /// A priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compression (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's hugging of its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a view is as small as it can be when fitting (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `rhs` (UIKit's operator).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by `rhs` (UIKit's operator).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
