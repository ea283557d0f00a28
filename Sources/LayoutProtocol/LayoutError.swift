import Geometry

/// An error in what a layout was given: a clear message that says what was wrong and
/// how to fix it.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section reported a negative number of items.
    case negativeCount(section: Int, count: Int)
    /// A negative number of sections.
    case negativeSectionCount(Int)
    /// A size, spacing, inset, bounds or offset that is negative where it must not be, or
    /// not finite.
    case invalidGeometry(String)
    /// A parameter value the layout cannot use.
    case invalidParameter(name: String, message: String)
    /// An index path that names no element of the layout.
    case noSuchElement(ElementKey)

    public var description: String {
        switch self {
        case .negativeCount(let section, let count):
            return "section \(section) reports \(count) items; a count must be 0 or more"
        case .negativeSectionCount(let count):
            return "the data source reports \(count) sections; a count must be 0 or more"
        case .invalidGeometry(let message):
            return message
        case .invalidParameter(let name, let message):
            return "invalid value for '\(name)': \(message)"
        case .noSuchElement(let key):
            return "no element \(key) in the layout"
        }
    }
}

extension LayoutError {
    /// Checks a size: finite and not negative.
    ///
    /// - Throws: ``invalidGeometry(_:)`` naming the property.
    public static func validate(_ size: Size, _ name: String) throws(LayoutError) {
        guard size.isValidLayoutSize else {
            throw .invalidGeometry("\(name) \(size) must be finite and not negative")
        }
    }

    /// Checks a scalar: finite and not negative.
    public static func validate(_ value: Double, _ name: String) throws(LayoutError) {
        guard value.isFinite, value >= 0 else {
            throw .invalidGeometry("\(name) \(formatScalar(value)) must be finite and not negative")
        }
    }

    /// Checks insets: finite and not negative.
    public static func validate(_ insets: EdgeInsets, _ name: String) throws(LayoutError) {
        guard insets.isValidLayoutInsets else {
            throw .invalidGeometry("\(name) \(insets) must be finite and not negative")
        }
    }
}
