import Geometry

/// Where a supplementary item sits on its container: the container's edges it is
/// pinned to and an offset (`NSCollectionLayoutAnchor`).
///
/// The edges pick a point on the container: `top` its top edge, `bottom` its bottom,
/// `leading`/`trailing` its sides; an axis with neither edge uses the center. Without an
/// item anchor, the supplementary item's own corner on the same edges meets that point
/// (it sits inside the container's corner). The offset then moves it: in points
/// (`absoluteOffset`) or in fractions of the supplementary item's size
/// (`fractionalOffset`). `x` is towards the trailing edge, `y` downwards.
///
/// ```swift
/// // A badge hanging 30 % of its size outside the top-trailing corner:
/// let anchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3))
/// ```
public struct LayoutAnchor: Hashable, Sendable {
    /// The edges the anchor is pinned to.
    public let edges: DirectionalRectEdge
    /// The offset, in points or in fractions of the supplementary item's size.
    public let offset: Point
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool

    /// An anchor on edges with no offset (`init(edges:)`).
    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor offset by points (`init(edges:absoluteOffset:)`).
    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor offset by fractions of the supplementary item's size
    /// (`init(edges:fractionalOffset:)`).
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    private init(edges: DirectionalRectEdge, offset: Point, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = absolute
    }

    /// Whether ``offset`` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// The anchor point inside a rect of `size` (left-to-right coordinates), offset.
    func point(in size: Size, offsetScale: Size) -> Point {
        let x = edges.contains(.leading) ? 0 : edges.contains(.trailing) ? size.width : size.width / 2
        let y = edges.contains(.top) ? 0 : edges.contains(.bottom) ? size.height : size.height / 2
        let dx = isAbsoluteOffset ? offset.x : offset.x * offsetScale.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * offsetScale.height
        return Point(x: x + dx, y: y + dy)
    }
}

/// A supplementary view anchored to an item or group: a badge
/// (`NSCollectionLayoutSupplementaryItem`).
///
/// Its size's fractions are of the item it is attached to; its ``LayoutItem/contentInsets``
/// inset its frame (a separator inset from the leading edge). Its index path is the
/// item's, so each item has at most one supplementary item of a kind.
///
/// ```swift
/// let badge = LayoutSupplementaryItem(
///     layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///     elementKind: "badge",
///     containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
/// let item = LayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
/// ```
open class LayoutSupplementaryItem: LayoutItem {
    /// The element kind of the view.
    public let elementKind: String
    /// Where it sits on its container.
    public let containerAnchor: LayoutAnchor
    /// The point of the supplementary item that meets the container anchor; `nil` for
    /// the corner on the container anchor's edges.
    public let itemAnchor: LayoutAnchor?
    /// The stacking order; 1 by default (above cells), as in UIKit.
    public var zIndex: Int = 1

    /// Creates a supplementary item (`init(layoutSize:elementKind:containerAnchor:)`).
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// Creates a supplementary item whose `itemAnchor` point meets the container's
    /// anchor point (`init(layoutSize:elementKind:containerAnchor:itemAnchor:)`).
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// The frame of the item anchored to a container frame (left-to-right coordinates),
    /// with a preferred size along its estimated dimensions.
    func frame(anchoredTo container: Rect, preferred: Size? = nil) -> Rect {
        var size = layoutSize.resolve(in: container.size)
        if let preferred {
            if layoutSize.widthDimension.isSelfSizing { size.width = preferred.width }
            if layoutSize.heightDimension.isSelfSizing { size.height = preferred.height }
        }
        let target = containerAnchor.point(in: container.size, offsetScale: size)
        let own = (itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges)).point(in: size, offsetScale: size)
        let frame = Rect(x: container.minX + target.x - own.x, y: container.minY + target.y - own.y, width: size.width, height: size.height)
        return contentInsets == .zero ? frame : frame.inset(by: contentInsets, rightToLeft: false)
    }
}

/// The edge or corner of a section or layout a boundary supplementary item is attached to
/// (`NSRectAlignment`).
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
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

    /// Whether the alignment is on the top edge.
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the alignment is on the bottom edge.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    /// Whether the alignment is on the leading edge.
    var isLeading: Bool { self == .leading || self == .topLeading || self == .bottomLeading }
    /// Whether the alignment is on the trailing edge.
    var isTrailing: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }
}

/// A header or footer of a section or of the whole layout
/// (`NSCollectionLayoutBoundarySupplementaryItem`).
///
/// Along the scroll axis, a header (`top`, or `leading` in a horizontally scrolling
/// layout) comes before the section's content and a footer after it; with
/// ``extendsBoundary`` (the default) they add to the section's length, otherwise they
/// overlay its content. ``pinToVisibleBounds`` keeps one on screen while its section is.
/// Its index path is `[section, 0]` (`[0, 0]` for the layout's own).
///
/// ```swift
/// let header = LayoutBoundarySupplementaryItem(
///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     elementKind: "header", alignment: .top)
/// header.pinToVisibleBounds = true
/// section.boundarySupplementaryItems = [header]
/// ```
public final class LayoutBoundarySupplementaryItem: LayoutSupplementaryItem {
    /// The edge or corner it is attached to.
    public let alignment: RectAlignment
    /// A fixed offset from its natural position.
    public let offset: Point
    /// Whether it adds to the section's (or layout's) length; `true` by default.
    public var extendsBoundary: Bool = true
    /// Whether it stays inside the visible bounds while its section is on screen;
    /// `false` by default.
    public var pinToVisibleBounds: Bool = false

    /// Creates a boundary item (`init(layoutSize:elementKind:alignment:)`).
    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment) {
        self.alignment = alignment
        self.offset = .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: LayoutAnchor(edges: []))
    }

    /// Creates a boundary item moved by a fixed offset
    /// (`init(layoutSize:elementKind:alignment:absoluteOffset:)`).
    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: LayoutAnchor(edges: []))
    }
}

/// A decoration view behind a section: its background (`NSCollectionLayoutDecorationItem`).
///
/// The background covers the whole section — its headers and footers, content insets
/// and items — inset by the decoration's own ``LayoutItem/contentInsets``. Its index
/// path is `[section, 0]`.
///
/// ```swift
/// let background = LayoutDecorationItem.background(elementKind: "background")
/// background.contentInsets = DirectionalEdgeInsets(all: 5)
/// section.decorationItems = [background]
/// ```
public final class LayoutDecorationItem: LayoutItem {
    /// The element kind of the decoration view.
    public let elementKind: String
    /// The stacking order; −1 by default, behind cells (zIndex 0).
    public var zIndex: Int = -1

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background decoration for a section (`background(elementKind:)`).
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }
}
