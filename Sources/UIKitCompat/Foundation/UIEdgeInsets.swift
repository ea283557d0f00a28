// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (UIKit's and Core Animation's C names, kept exactly so that UIKit code compiles.)
import Foundation

/// Insets for each edge of a rect (`UIEdgeInsets`); positive values shrink the rect.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Zero insets (`UIEdgeInsets()`).
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets from their four values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// Zero insets.
    public static let zero = UIEdgeInsets()
}

/// Insets that follow the reading direction (`NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The inset on the leading edge (left in left-to-right languages).
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The inset on the trailing edge.
    public var trailing: CGFloat

    /// Zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets from their four values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// Zero insets.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// The rect shrunk by the insets (UIKit's `CGRect.inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}

/// Not available in Swift on Apple platforms either.
@available(*, unavailable, message: "use UIEdgeInsets(top:left:bottom:right:), as Swift on iOS requires since Swift 4.2")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Not available in Swift on Apple platforms either.
@available(*, unavailable, message: "use rect.inset(by: insets), as Swift on iOS requires since Swift 4.2")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
