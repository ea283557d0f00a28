import CompositionalLayout
import Foundation
import Geometry
import LayoutProtocol

/// The size and insets of what a layout or section fills (`NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The size to fill.
    var contentSize: CGSize { get }
    /// ``contentSize`` less ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The container's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets that apply (across the scroll axis).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider and a custom group see (`NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The layout's container.
    var container: any NSCollectionLayoutContainer { get }
}

extension NSCollectionLayoutEnvironment {
    /// Trait collections describe a device's screen and settings, which do not exist on Linux.
    @available(
        *, unavailable,
        message: "there are no trait collections on Linux; decide from container.effectiveContentSize (size classes) instead"
    )
    public var traitCollection: Never { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile
}

/// CVKit's container as UIKit's protocol.
final class LayoutContainerObject: NSObject, NSCollectionLayoutContainer {
    let native: LayoutContainer
    init(_ native: LayoutContainer) { self.native = native }
    var contentSize: CGSize { CGSize(native.contentSize) }
    var effectiveContentSize: CGSize { CGSize(native.effectiveContentSize) }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(native.contentInsets) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(native.effectiveContentInsets) }
}

/// CVKit's environment as UIKit's protocol.
final class LayoutEnvironmentObject: NSObject, NSCollectionLayoutEnvironment {
    let native: LayoutEnvironment
    init(_ native: LayoutEnvironment) { self.native = native }
    var container: any NSCollectionLayoutContainer { LayoutContainerObject(native.container) }
}

/// An element on screen that a section's visible-items handler may change
/// (`NSCollectionLayoutVisibleItem`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The opacity.
    var alpha: CGFloat { get set }
    /// The stacking order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The center; setting it moves the element.
    var center: CGPoint { get set }
    /// The 2D transform.
    var transform: CGAffineTransform { get set }
    /// The 3D transform.
    var transform3D: CATransform3D { get set }
    /// The frame before orthogonal scrolling.
    var frame: CGRect { get }
    /// The size at origin zero.
    var bounds: CGRect { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// Cell, supplementary or decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration view, `nil` for a cell.
    var representedElementKind: String? { get }
}

/// CVKit's visible item as UIKit's protocol: changes go to the CVKit item.
final class LayoutVisibleItemObject: NSObject, NSCollectionLayoutVisibleItem {
    let native: LayoutVisibleItem
    init(_ native: LayoutVisibleItem) { self.native = native }
    var alpha: CGFloat {
        get { CGFloat(native.alpha) }
        set { native.alpha = Double(newValue) }
    }
    var zIndex: Int {
        get { native.zIndex }
        set { native.zIndex = newValue }
    }
    var isHidden: Bool {
        get { native.isHidden }
        set { native.isHidden = newValue }
    }
    var center: CGPoint {
        get { CGPoint(native.center) }
        set { native.center = newValue.native }
    }
    var transform: CGAffineTransform {
        get { CGAffineTransform(native.transform) }
        set { native.transform = newValue.native }
    }
    var transform3D: CATransform3D {
        get { CATransform3D(native.transform3D) }
        set { native.transform3D = newValue.native }
    }
    var frame: CGRect { CGRect(native.frame) }
    var bounds: CGRect { CGRect(native.bounds) }
    var indexPath: IndexPath { IndexPath(native.indexPath) }
    var representedElementCategory: UICollectionView.ElementCategory {
        switch native.representedElementCategory {
        case .cell: return .cell
        case .supplementary: return .supplementaryView
        case .decoration: return .decorationView
        }
    }
    var representedElementKind: String? { native.representedElementKind }
}

/// The closure a section calls with its visible items, the scroll offset and the environment
/// (`NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

/// A section of a compositional layout: a group repeated along the layout's axis
/// (`NSCollectionLayoutSection`), over CVKit's ``CompositionalLayout/LayoutSection``.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, NSCopying {
    /// The CVKit section.
    let native: LayoutSection
    private var storedBoundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    private var storedDecorationItems: [NSCollectionLayoutDecorationItem] = []
    private var storedHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    init(wrapping native: LayoutSection) {
        self.native = native
        super.init()
    }

    /// A section that repeats a group.
    public convenience init(group: NSCollectionLayoutGroup) { self.init(wrapping: LayoutSection(group: group.group)) }

    /// The space between the section's boundary and its groups.
    open var contentInsets: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(native.contentInsets) }
        set { native.contentInsets = newValue.native }
    }

    /// The space between groups.
    open var interGroupSpacing: CGFloat {
        get { CGFloat(native.interGroupSpacing) }
        set { native.interGroupSpacing = Double(newValue) }
    }

    /// What the content insets are measured from; `.automatic` by default.
    open var contentInsetsReference: UIContentInsetsReference {
        get { UIContentInsetsReference(native.contentInsetsReference) }
        set { native.contentInsetsReference = newValue.native }
    }

    /// Whether headers and footers are inset like the groups; `true` by default.
    open var supplementariesFollowContentInsets: Bool {
        get { native.supplementariesFollowContentInsets }
        set { native.supplementariesFollowContentInsets = newValue }
    }

    /// How the section scrolls across the layout's axis; `.none` by default.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { UICollectionLayoutSectionOrthogonalScrollingBehavior(native.orthogonalScrollingBehavior) }
        set { native.orthogonalScrollingBehavior = newValue.native }
    }

    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { storedBoundaryItems }
        set {
            storedBoundaryItems = newValue
            native.boundarySupplementaryItems = newValue.map(\.boundary)
        }
    }

    /// Backgrounds.
    open var decorationItems: [NSCollectionLayoutDecorationItem] {
        get { storedDecorationItems }
        set {
            storedDecorationItems = newValue
            native.decorationItems = newValue.map(\.decoration)
        }
    }

    /// Called on the main actor with the visible items before they are shown; it may change
    /// their alpha, transforms, z-index, visibility and center.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
        get { storedHandler }
        set {
            storedHandler = newValue
            guard let newValue else {
                native.visibleItemsInvalidationHandler = nil
                return
            }
            let handler = Unchecked(newValue)
            native.visibleItemsInvalidationHandler = { items, offset, environment in
                let values = Unchecked((items, offset, environment))
                MainActor.assumeIsolated {
                    let (items, offset, environment) = values.value
                    handler.value(items.map(LayoutVisibleItemObject.init), CGPoint(offset), LayoutEnvironmentObject(environment))
                }
            }
        }
    }

    /// An independent deep copy (`NSCopying`): a new section over a copy of the engine's
    /// section — its group and the group's subitems to any depth, its headers, footers and
    /// backgrounds — with the same settings and visible-items handler. Changing the copy, or
    /// the boundary and decoration items it holds, leaves the original unchanged, and a
    /// layout made from the copy has the original's frames. Main actor only, as the object is.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> NSCollectionLayoutSection in
            let copy = NSCollectionLayoutSection(wrapping: native.compatCopy())
            copy.storedBoundaryItems = storedBoundaryItems.wrapping(copies: copy.native.boundarySupplementaryItems)
            copy.storedDecorationItems = storedDecorationItems.wrapping(copies: copy.native.decorationItems)
            copy.storedHandler = storedHandler
            return copy
        }
    }
}

/// The settings of a whole compositional layout (`UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// The CVKit configuration.
    let native = CompositionalLayoutConfiguration()
    private var storedBoundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// The default configuration: vertical, no spacing.
    public override init() { super.init() }

    /// The layout's scroll axis; vertical by default.
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { native.scrollDirection == .vertical ? .vertical : .horizontal }
        set { native.scrollDirection = newValue == .vertical ? .vertical : .horizontal }
    }

    /// The space between sections; 0 by default.
    open var interSectionSpacing: CGFloat {
        get { CGFloat(native.interSectionSpacing) }
        set { native.interSectionSpacing = Double(newValue) }
    }

    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { storedBoundaryItems }
        set {
            storedBoundaryItems = newValue
            native.boundarySupplementaryItems = newValue.map(\.boundary)
        }
    }

    /// What sections with an `.automatic` reference measure their insets from.
    open var contentInsetsReference: UIContentInsetsReference {
        get { UIContentInsetsReference(native.contentInsetsReference) }
        set { native.contentInsetsReference = newValue.native }
    }

    /// An independent copy (`NSCopying`) with the same settings and copies of the layout's
    /// boundary items. Main actor only, as the object is.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UICollectionViewCompositionalLayoutConfiguration in
            let copy = UICollectionViewCompositionalLayoutConfiguration()
            copy.scrollDirection = scrollDirection
            copy.interSectionSpacing = interSectionSpacing
            copy.contentInsetsReference = contentInsetsReference
            copy.storedBoundaryItems = storedBoundaryItems.wrapping(
                copies: native.boundarySupplementaryItems.map { $0.compatCopyBoundary() })
            copy.native.boundarySupplementaryItems = copy.storedBoundaryItems.map(\.boundary)
            return copy
        }
    }
}
