// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (UIKit's and Core Animation's C names, kept exactly so that UIKit code compiles.)
import Foundation

// What Apple's Foundation and UIKit add to Foundation's types and swift-corelibs-foundation
// lacks (checked on this toolchain: `equalTo`, `MAXFLOAT`, `IndexPath(item:section:)`).

extension CGPoint {
    /// Whether the two points are equal (`CGPointEqualToPoint`).
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    /// Whether the two sizes are equal (`CGSizeEqualToSize`).
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// Whether the two rects are equal (`CGRectEqualToRect`).
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

/// The largest finite `Float`, as a `Float` (C's `MAXFLOAT`; UIKit code writes
/// `CGFloat(MAXFLOAT)` or `.greatestFiniteMagnitude`).
public let MAXFLOAT: Float = .greatestFiniteMagnitude

extension IndexPath {
    /// The index path of an item in a section (UIKit's addition).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The index path of a row in a section (table views' name).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section: the first index. Traps on an empty path, as UIKit does.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item: the second index. Traps on a path of fewer than two indices, as UIKit does.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row: the same as ``item``.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// The reading direction of the interface.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The screen (`UIScreen`): only ``main`` and ``scale``, what layouts read to round frames.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen layouts are computed for.
    public static let main = UIScreen()

    /// Pixels per point; 2 by default (settable here, so tests can run at 1×, 2× or 3×).
    public var scale: CGFloat = 2

    /// The screen's bounds in points; 390 × 844 (an iPhone 14) by default, settable.
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
}
