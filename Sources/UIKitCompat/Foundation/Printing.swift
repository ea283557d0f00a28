// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (UIKit's C function names, kept exactly so that UIKit code compiles.)
import Foundation

// Apple's string forms of geometry values. On Linux, `"\(rect)"` and `String(describing:)`
// print swift-corelibs-foundation's struct dump (`CGRect(origin: (0.0, 0.0), size: …)`), not
// Apple's `(0.0, 0.0, 100.0, 100.0)`: Foundation's types cannot be changed from here, so a
// test that compares printed rects switches to these functions, which print the same on both
// platforms.

/// A number as UIKit prints it: the shortest `%g` form of the 17 significant digits a
/// 64-bit `CGFloat` needs (`0`, `100`, `0.5`, `0.10000000000000001`, `inf`).
private func uiKitNumber(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }

/// `{x, y}`, as UIKit's `NSStringFromCGPoint`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String { "{\(uiKitNumber(point.x)), \(uiKitNumber(point.y))}" }

/// `{width, height}`, as UIKit's `NSStringFromCGSize`.
public func NSStringFromCGSize(_ size: CGSize) -> String { "{\(uiKitNumber(size.width)), \(uiKitNumber(size.height))}" }

/// `{{x, y}, {width, height}}`, as UIKit's `NSStringFromCGRect`.
public func NSStringFromCGRect(_ rect: CGRect) -> String { "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}" }

/// `{top, left, bottom, right}`, as UIKit's `NSStringFromUIEdgeInsets`.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    "{\(uiKitNumber(insets.top)), \(uiKitNumber(insets.left)), \(uiKitNumber(insets.bottom)), \(uiKitNumber(insets.right))}"
}

/// `[a, b, c, d, tx, ty]`, as UIKit's `NSStringFromCGAffineTransform`.
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String {
    "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(uiKitNumber).joined(separator: ", ") + "]"
}

/// The numbers of a string form, or `nil` when there are not exactly `count` of them.
private func uiKitNumbers(_ string: String, count: Int) -> [CGFloat]? {
    let parts = string.split { "{}, \t\n".contains($0) }
    guard parts.count == count else { return nil }
    let numbers = parts.compactMap { Double($0) }
    return numbers.count == count ? numbers.map { CGFloat($0) } : nil
}

/// The point a string of the form `{x, y}` names; `.zero` when it is not well formed, as
/// UIKit's `CGPointFromString`.
public func CGPointFromString(_ string: String) -> CGPoint {
    uiKitNumbers(string, count: 2).map { CGPoint(x: $0[0], y: $0[1]) } ?? .zero
}

/// The size a string of the form `{width, height}` names; `.zero` when it is not well
/// formed, as UIKit's `CGSizeFromString`.
public func CGSizeFromString(_ string: String) -> CGSize {
    uiKitNumbers(string, count: 2).map { CGSize(width: $0[0], height: $0[1]) } ?? .zero
}

/// The rect a string of the form `{{x, y}, {width, height}}` names; `.zero` when it is not
/// well formed, as UIKit's `CGRectFromString`.
public func CGRectFromString(_ string: String) -> CGRect {
    uiKitNumbers(string, count: 4).map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? .zero
}

extension NSCoder {
    /// The point a string form names (`CGPointFromString`).
    public class func cgPoint(for string: String) -> CGPoint { CGPointFromString(string) }

    /// The size a string form names (`CGSizeFromString`).
    public class func cgSize(for string: String) -> CGSize { CGSizeFromString(string) }

    /// The rect a string form names (`CGRectFromString`).
    public class func cgRect(for string: String) -> CGRect { CGRectFromString(string) }

    /// The string form of a point (`NSStringFromCGPoint`).
    public class func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }

    /// The string form of a size (`NSStringFromCGSize`).
    public class func string(for size: CGSize) -> String { NSStringFromCGSize(size) }

    /// The string form of a rect (`NSStringFromCGRect`).
    public class func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }

    /// The string form of insets (`NSStringFromUIEdgeInsets`).
    public class func string(for insets: UIEdgeInsets) -> String { NSStringFromUIEdgeInsets(insets) }

    /// The string form of a transform (`NSStringFromCGAffineTransform`).
    public class func string(for transform: CGAffineTransform) -> String { NSStringFromCGAffineTransform(transform) }
}

extension NSIndexPath {
    /// The index path of an item in a section (UIKit's addition).
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }

    /// The index path of a row in a section (table views' name).
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }

    /// The section: the first index.
    public var section: Int { index(atPosition: 0) }

    /// The item: the second index.
    public var item: Int { index(atPosition: 1) }

    /// The row: the same as ``item``.
    public var row: Int { index(atPosition: 1) }
}
