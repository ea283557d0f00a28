import Geometry
import LayoutProtocol

/// The size and insets of what a layout or section fills (`NSCollectionLayoutContainer`).
///
/// `contentSize` is the host's bounds size less its adjusted content inset;
/// `effectiveContentSize` further less the insets of the content-insets reference (the
/// safe area by default), which only apply across the scroll axis.
public struct LayoutContainer: Hashable, Sendable {
    /// The size to fill.
    public let contentSize: Size
    /// The insets of the content-insets reference (across the scroll axis).
    public let contentInsets: DirectionalEdgeInsets
    /// `contentSize` less `contentInsets`.
    public var effectiveContentSize: Size {
        Size(width: max(0, contentSize.width - contentInsets.horizontal), height: max(0, contentSize.height - contentInsets.vertical))
    }
    /// The same as ``contentInsets``.
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    /// Creates a container.
    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}

/// What a section provider and a custom group see (`NSCollectionLayoutEnvironment`):
/// the container and the reading direction.
///
/// ```swift
/// let layout = CompositionalLayout { sectionIndex, environment in
///     let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
///     …
/// }
/// ```
public struct LayoutEnvironment: Hashable, Sendable {
    /// The layout's container.
    public let container: LayoutContainer
    /// The reading direction.
    public let layoutDirection: LayoutDirection
    /// Pixels per point, or `nil` for exact frames.
    public let displayScale: Double?

    /// Creates an environment.
    public init(container: LayoutContainer, layoutDirection: LayoutDirection = .leftToRight, displayScale: Double? = nil) {
        self.container = container
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }
}

/// The settings of a whole compositional layout (`UICollectionViewCompositionalLayoutConfiguration`).
///
/// ```swift
/// let configuration = CompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// configuration.scrollDirection = .horizontal
/// let layout = CompositionalLayout(section: section, configuration: configuration)
/// ```
public final class CompositionalLayoutConfiguration {
    /// The axis the layout scrolls along (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
        /// Top to bottom.
        case vertical
        /// Leading to trailing.
        case horizontal
    }

    /// The layout's scroll axis; vertical by default.
    public var scrollDirection: ScrollDirection = .vertical
    /// The space between sections; 0 by default.
    public var interSectionSpacing: Double = 0
    /// Headers and footers of the whole layout (index path `[0, 0]`).
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// What sections with an `.automatic` reference measure their insets from; the safe
    /// area by default.
    public var contentInsetsReference: ContentInsetsReference = .automatic

    /// Creates the default configuration.
    public init() {}
}
