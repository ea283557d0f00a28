import Geometry
import LayoutProtocol

/// How a section scrolls across the layout's scroll axis
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
///
/// Where each behavior lands a drag or fling is
/// ``CompositionalLayout/targetOrthogonalOffset(forProposed:velocity:inSection:)``.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own; its groups stack along the scroll axis.
    case none
    /// Scrolls freely and stops where deceleration stops.
    case continuous
    /// Scrolls freely and stops with a group's leading edge at the leading content inset.
    case continuousGroupLeadingBoundary
    /// Stops on multiples of the visible width, one page per fling.
    case paging
    /// Stops with a group's leading edge at the leading content inset, one group per fling.
    case groupPaging
    /// Stops with a group centered in the visible width, one group per fling.
    case groupPagingCentered
}

/// Which insets of the container a section's content insets are measured from
/// (`UIContentInsetsReference`).
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// The configuration's reference for a section, the safe area for the configuration.
    case automatic
    /// The container's edges.
    case none
    /// The host's safe area insets.
    case safeArea
    /// The host's layout margins.
    case layoutMargins
    /// The readable content guide; CVKit uses the layout margins (no font metrics).
    case readableContent
}

/// What a section's visible-items handler receives and may change: one cell or
/// supplementary view on screen (`NSCollectionLayoutVisibleItem`).
///
/// Setting ``alpha``, ``transform3D``/``transform``, ``zIndex``, ``isHidden`` or ``center``
/// changes what the layout returns for the element until the handler runs again.
public final class LayoutVisibleItem {
    /// The element's category (cell or supplementary with its kind).
    public let representedElementCategory: ElementCategory
    /// The element's index path.
    public let indexPath: ElementIndexPath
    /// The frame before orthogonal scrolling: subtract the handler's `offset.x` (for a
    /// vertically scrolling layout) to get the position on screen.
    public private(set) var frame: Rect
    /// The opacity.
    public var alpha: Double
    /// The 3D transform.
    public var transform3D: Transform3D
    /// The stacking order.
    public var zIndex: Int
    /// Whether the element is hidden.
    public var isHidden: Bool

    init(_ attributes: LayoutAttributes) {
        representedElementCategory = attributes.category
        indexPath = attributes.indexPath
        frame = attributes.frame
        alpha = attributes.alpha
        transform3D = attributes.transform3D
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }

    /// The element kind of a supplementary view, `nil` for a cell.
    public var representedElementKind: String? { representedElementCategory.kind }
    /// The center of ``frame``; setting it moves the frame.
    public var center: Point {
        get { frame.center }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size at origin zero.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }
    /// The affine part of ``transform3D``; setting it replaces the 3D transform.
    public var transform: AffineTransform {
        get { transform3D.affineTransform }
        set { transform3D = Transform3D(newValue) }
    }
}

/// The closure a section calls before its visible items are shown: the items, the
/// scroll offset and the environment (`NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias LayoutSectionVisibleItemsInvalidationHandler = ([LayoutVisibleItem], Point, LayoutEnvironment) -> Void

/// A section of a compositional layout: a group repeated until the section's items are
/// used up, with spacing, insets, headers, footers and a background
/// (`NSCollectionLayoutSection`).
///
/// Groups stack along the layout's scroll axis, ``interGroupSpacing`` apart; with an
/// ``orthogonalScrollingBehavior`` they line up across it instead and the section scrolls
/// sideways on its own.
///
/// ```swift
/// let section = LayoutSection(group: group)
/// section.interGroupSpacing = 8
/// section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
/// section.orthogonalScrollingBehavior = .groupPaging
/// ```
public final class LayoutSection {
    /// The group the section repeats.
    public let group: LayoutGroup
    /// The space between groups; 0 by default.
    public var interGroupSpacing: Double = 0
    /// The space between the section's boundary and its groups; zero by default.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// What the content insets are measured from; `.automatic` (the configuration's) by default.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Whether boundary supplementary items are inset like the groups (`true`, the
    /// default) or span the container.
    public var supplementariesFollowContentInsets: Bool = true
    /// How the section scrolls across the layout's axis; `.none` by default.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Headers and footers.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Backgrounds.
    public var decorationItems: [LayoutDecorationItem] = []
    /// Called with the visible items, the scroll offset and the environment whenever they
    /// change; it may set transforms, alpha and z-index.
    public var visibleItemsInvalidationHandler: LayoutSectionVisibleItemsInvalidationHandler?

    /// Creates a section that repeats a group (`init(group:)`).
    public init(group: LayoutGroup) {
        self.group = group
    }
}
