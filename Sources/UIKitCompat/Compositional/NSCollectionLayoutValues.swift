import CompositionalLayout
import Foundation
import Geometry

// The value objects of UIKit's compositional layout, each a thin class over the CVKit value of
// the CompositionalLayout module (which has UIKit's names without the NSCollection prefix).

/// One dimension of an item, group or supplementary item (`NSCollectionLayoutDimension`), over
/// CVKit's ``CompositionalLayout/LayoutDimension``.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject, NSCopying {
    /// The object itself: it is immutable, so it is its own exact copy (as Foundation's
    /// immutable classes answer `copy()`).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The CVKit dimension.
    let native: LayoutDimension

    init(_ native: LayoutDimension) {
        self.native = native
        super.init()
    }

    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(Double(fractionalWidth)))
    }
    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(Double(fractionalHeight)))
    }
    /// A fixed number of points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(Double(absoluteDimension)))
    }
    /// An estimate that the element's preferred size replaces (self-sizing).
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(Double(estimatedDimension)))
    }
    /// An estimate; every sibling with this dimension takes the size of the largest.
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    /// Whether the dimension is a fraction of the container's width.
    open var isFractionalWidth: Bool { native.isFractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    open var isFractionalHeight: Bool { native.isFractionalHeight }
    /// Whether the dimension is a fixed number of points.
    open var isAbsolute: Bool { native.isAbsolute }
    /// Whether the dimension is an estimate.
    open var isEstimated: Bool { native.isEstimated }
    /// Whether the dimension is uniform across siblings.
    open var isUniformAcrossSiblings: Bool { native.isUniformAcrossSiblings }
    /// The fraction, the points or the estimate.
    open var dimension: CGFloat { CGFloat(native.dimension) }

    /// Equal when the kind and the value are.
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSCollectionLayoutDimension)?.native == native }
    /// `fractionalWidth(0.5)`, `absolute(44)`…
    open override var description: String { native.description }
}

/// The width and height of an item, group or supplementary item (`NSCollectionLayoutSize`).
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, NSCopying {
    /// The object itself: it is immutable, so it is its own exact copy (as Foundation's
    /// immutable classes answer `copy()`).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The CVKit size.
    var native: LayoutSize { LayoutSize(widthDimension: widthDimension.native, heightDimension: heightDimension.native) }

    convenience init(_ native: LayoutSize) {
        self.init(
            widthDimension: NSCollectionLayoutDimension(native.widthDimension),
            heightDimension: NSCollectionLayoutDimension(native.heightDimension))
    }
}

/// The space between or around items (`NSCollectionLayoutSpacing`).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, NSCopying {
    /// The object itself: it is immutable, so it is its own exact copy (as Foundation's
    /// immutable classes answer `copy()`).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The CVKit spacing.
    let native: LayoutSpacing

    init(_ native: LayoutSpacing) {
        self.native = native
        super.init()
    }

    /// At least `flexibleSpacing` points, more when the group has space left.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(Double(flexibleSpacing)))
    }
    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(.fixed(Double(fixedSpacing))) }

    /// The points (the minimum, for flexible spacing).
    open var spacing: CGFloat { CGFloat(native.spacing) }
    /// Whether the spacing grows to share free space.
    open var isFlexibleSpacing: Bool { native.isFlexibleSpacing }
    /// Whether the spacing is exact.
    open var isFixedSpacing: Bool { native.isFixedSpacing }

    /// Equal when the kind and the value are.
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSCollectionLayoutSpacing)?.native == native }
}

/// The space around an item on each edge (`NSCollectionLayoutEdgeSpacing`).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying {
    /// The object itself: it is immutable, so it is its own exact copy (as Foundation's
    /// immutable classes answer `copy()`).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing from its four (optional) edges, in UIKit's order.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
        super.init()
    }

    /// The CVKit edge spacing.
    var native: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: leading?.native, top: top?.native, trailing: trailing?.native, bottom: bottom?.native)
    }

    convenience init(_ native: LayoutEdgeSpacing) {
        self.init(
            leading: native.leading.map(NSCollectionLayoutSpacing.init), top: native.top.map(NSCollectionLayoutSpacing.init),
            trailing: native.trailing.map(NSCollectionLayoutSpacing.init), bottom: native.bottom.map(NSCollectionLayoutSpacing.init))
    }
}

/// Edges of a rect that follow the reading direction (`NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// The CVKit edges (the same bits).
    var native: DirectionalRectEdge { DirectionalRectEdge(rawValue: rawValue) }
}

/// Where a supplementary item sits on its container (`NSCollectionLayoutAnchor`).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, NSCopying {
    /// The object itself: it is immutable, so it is its own exact copy (as Foundation's
    /// immutable classes answer `copy()`).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The CVKit anchor.
    let native: LayoutAnchor

    init(_ native: LayoutAnchor) {
        self.native = native
        super.init()
    }

    /// An anchor on edges, with no offset.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(LayoutAnchor(edges: edges.native)) }
    /// An anchor moved by points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(LayoutAnchor(edges: edges.native, absoluteOffset: absoluteOffset.native))
    }
    /// An anchor moved by fractions of the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(LayoutAnchor(edges: edges.native, fractionalOffset: fractionalOffset.native))
    }

    /// The edges.
    open var edges: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: native.edges.rawValue) }
    /// The offset, in points or fractions.
    open var offset: CGPoint { CGPoint(native.offset) }
    /// Whether the offset is in points.
    open var isAbsoluteOffset: Bool { native.isAbsoluteOffset }
    /// Whether the offset is in fractions of the item's size.
    open var isFractionalOffset: Bool { native.isFractionalOffset }
}

/// The edge or corner a boundary supplementary item is attached to (`NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none
    /// The top edge (a header).
    case top
    /// The top-leading corner.
    case topLeading
    /// The leading edge.
    case leading
    /// The bottom-leading corner.
    case bottomLeading
    /// The bottom edge (a footer).
    case bottom
    /// The bottom-trailing corner.
    case bottomTrailing
    /// The trailing edge.
    case trailing
    /// The top-trailing corner.
    case topTrailing

    /// The CVKit alignment (the same order).
    var native: RectAlignment { RectAlignment.allCases[rawValue] }
}

/// What a section's or the layout's content insets are measured from (`UIContentInsetsReference`).
public enum UIContentInsetsReference: Int, Sendable {
    /// The configuration's reference for a section; the safe area for the configuration.
    case automatic
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide (CVKit uses the layout margins: it has no fonts).
    case readableContent

    /// The CVKit reference (the same order).
    var native: ContentInsetsReference { ContentInsetsReference.allCases[rawValue] }
    init(_ native: ContentInsetsReference) {
        self = Self(rawValue: ContentInsetsReference.allCases.firstIndex(of: native) ?? 0) ?? .automatic
    }
}

/// How a section scrolls across the layout's axis (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own.
    case none
    /// Scrolls freely.
    case continuous
    /// Scrolls freely, stopping with a group's leading edge at the leading inset.
    case continuousGroupLeadingBoundary
    /// Pages of the visible width.
    case paging
    /// One group per fling, leading edges aligned.
    case groupPaging
    /// One group per fling, groups centered.
    case groupPagingCentered

    /// The CVKit behavior (the same order).
    var native: OrthogonalScrollingBehavior { OrthogonalScrollingBehavior.allCases[rawValue] }
    init(_ native: OrthogonalScrollingBehavior) {
        self = Self(rawValue: OrthogonalScrollingBehavior.allCases.firstIndex(of: native) ?? 0) ?? .none
    }
}

extension NSDirectionalEdgeInsets {
    init(_ e: DirectionalEdgeInsets) { self.init(top: e.top, leading: e.leading, bottom: e.bottom, trailing: e.trailing) }
    var native: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
