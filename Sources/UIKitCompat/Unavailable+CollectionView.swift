import Foundation

// UIKit's collection-view members that have no headless meaning: each fails to compile with
// the reason and what to use instead (see "Audit: every member of the collection-view
// surface" in Docs/UIKitCompatibility.md).

/// Not available: there is no drag and drop on Linux.
@available(
    *, unavailable,
    message:
        "there is no drag and drop on Linux; move items with beginInteractiveMovementForItem(at:), updateInteractiveMovementTargetPosition(_:) and endInteractiveMovement()"
)
public protocol UICollectionViewDragDelegate: AnyObject {}

/// Not available: there is no drag and drop on Linux.
@available(
    *, unavailable,
    message:
        "there is no drag and drop on Linux; move items with beginInteractiveMovementForItem(at:), updateInteractiveMovementTargetPosition(_:) and endInteractiveMovement()"
)
public protocol UICollectionViewDropDelegate: AnyObject {}

/// Not available: the host does not prefetch data.
@available(
    *, unavailable,
    message:
        "the collection view does not prefetch data on Linux; load data in collectionView(_:cellForItemAt:) or collectionView(_:willDisplay:forItemAt:)"
)
public protocol UICollectionViewDataSourcePrefetching: AnyObject {}

/// Not available: there are no context menus on Linux.
@available(*, unavailable, message: "there are no context menus on Linux; call the menu action's code directly")
public final class UIContextMenuInteraction {}

/// Not available: there are no context menus on Linux.
@available(*, unavailable, message: "there are no context menus on Linux; call the menu action's code directly")
public final class UIContextMenuConfiguration {}

/// Not available: there are no context menus on Linux.
@available(*, unavailable, message: "there are no context menus on Linux; call the menu action's code directly")
public protocol UIContextMenuInteractionAnimating {}

/// Not available: there are no context menus on Linux.
@available(*, unavailable, message: "there are no context menus on Linux; call the menu action's code directly")
public protocol UIContextMenuInteractionCommitAnimating {}

/// Not available: nothing is drawn on Linux, so there are no previews.
@available(*, unavailable, message: "nothing is drawn on Linux; there are no previews, compare frames and attributes")
public final class UITargetedPreview {}

/// Not available: there is no focus engine on Linux.
@available(*, unavailable, message: "there is no focus engine on Linux; select items with selectItem(at:animated:scrollPosition:)")
public final class UICollectionViewFocusUpdateContext {}

/// Not available: there is no focus engine on Linux.
@available(*, unavailable, message: "there is no focus engine on Linux; select items with selectItem(at:animated:scrollPosition:)")
public protocol UIFocusAnimationCoordinator {}

/// Not available: there is no drag and drop on Linux.
@available(*, unavailable, message: "there is no drag and drop on Linux; there is nothing to spring-load")
public protocol UISpringLoadedInteractionContext {}

/// Not available: there are no scenes on Linux.
@available(*, unavailable, message: "there are no scenes on Linux; a UIWindow(profile:) holds the view controllers")
public final class UIWindowScene {
    /// Not available: there are no scenes on Linux.
    public final class ActivationConfiguration {}
}

/// Not available: cells have no configurations on Linux.
@available(
    *, unavailable,
    message:
        "cells have no content or background configurations on Linux (nothing is drawn); set the cell's subviews and properties in the cell provider or registration handler"
)
public protocol UIContentConfiguration {}

/// Not available: cells have no configurations on Linux.
@available(
    *, unavailable,
    message:
        "cells have no content or background configurations on Linux (nothing is drawn); set the cell's subviews and properties in the cell provider or registration handler"
)
public struct UIBackgroundConfiguration {}

/// Not available: cells have no configurations on Linux.
@available(
    *, unavailable,
    message:
        "cells have no configuration states on Linux (nothing is drawn); read the cell's isSelected and isHighlighted, and configure it in the cell provider or registration handler"
)
public struct UICellConfigurationState {}

/// Not available: there are no Objective-C reference snapshots on Linux.
@available(*, unavailable, message: "there are no Objective-C reference snapshots on Linux; use NSDiffableDataSourceSectionSnapshot")
public final class NSDiffableDataSourceSectionSnapshotReference {}

extension UICollectionView {
    /// There is no drag and drop on Linux.
    @available(*, unavailable, message: "there is no drag and drop on Linux; move items with beginInteractiveMovementForItem(at:)")
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { nil }
        set {}
    }

    /// There is no drag and drop on Linux.
    @available(*, unavailable, message: "there is no drag and drop on Linux; move items with beginInteractiveMovementForItem(at:)")
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { nil }
        set {}
    }

    /// There is no drag and drop on Linux.
    @available(*, unavailable, message: "there is no drag and drop on Linux; move items with beginInteractiveMovementForItem(at:)")
    public var dragInteractionEnabled: Bool {
        get { false }
        set {}
    }

    /// There is no drag and drop on Linux.
    @available(*, unavailable, message: "there is no drag and drop on Linux; an interactive movement is the only move")
    public var hasActiveDrag: Bool { false }

    /// There is no drag and drop on Linux.
    @available(*, unavailable, message: "there is no drag and drop on Linux; an interactive movement is the only move")
    public var hasActiveDrop: Bool { false }

    /// The host does not prefetch data.
    @available(
        *, unavailable,
        message:
            "the collection view does not prefetch data on Linux; load data in collectionView(_:cellForItemAt:) or collectionView(_:willDisplay:forItemAt:)"
    )
    public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { nil }
        set {}
    }

    /// There are no context menus on Linux.
    @available(*, unavailable, message: "there are no context menus on Linux; call the menu action's code directly")
    public var contextMenuInteraction: UIContextMenuInteraction? { nil }
}

extension UICollectionViewCell {
    /// How a cell looks while dragged (UIKit's `UICollectionViewCell.DragState`).
    @available(*, unavailable, message: "there is no drag and drop on Linux; a cell's isSelected and isHighlighted are its states")
    public enum DragState {
        /// Not dragged.
        case none
        /// Lifted from the collection view.
        case lifting
        /// Dragged.
        case dragging
    }

    /// UIKit's handler type for `configurationUpdateHandler`.
    @available(
        *, unavailable,
        message: "cells have no configuration states on Linux; configure the cell in the cell provider or registration handler"
    )
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// There is no drag and drop on Linux.
    @available(*, unavailable, message: "there is no drag and drop on Linux; a cell's isSelected and isHighlighted are its states")
    public func dragStateDidChange(_ dragState: DragState) {}

    /// Cells have no configurations on Linux.
    @available(*, unavailable, message: "cells have no background configurations on Linux (nothing is drawn); set backgroundView")
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { fatalError("unavailable") }  // allowed: unavailable

    /// Cells have no configurations on Linux.
    @available(*, unavailable, message: "cells have no background configurations on Linux (nothing is drawn); set backgroundView")
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { nil }
        set {}
    }

    /// Cells have no configurations on Linux.
    @available(*, unavailable, message: "cells have no background configurations on Linux (nothing is drawn); set backgroundView")
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { false }
        set {}
    }

    /// Cells have no configurations on Linux.
    @available(
        *, unavailable,
        message: "cells have no content configurations on Linux (nothing is drawn); add subviews to contentView and set their properties"
    )
    public var contentConfiguration: UIContentConfiguration? {
        get { nil }
        set {}
    }

    /// Cells have no configurations on Linux.
    @available(
        *, unavailable,
        message: "cells have no content configurations on Linux (nothing is drawn); add subviews to contentView and set their properties"
    )
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { false }
        set {}
    }

    /// Cells have no configuration states on Linux.
    @available(*, unavailable, message: "cells have no configuration states on Linux; read the cell's isSelected and isHighlighted")
    public var configurationState: UICellConfigurationState { fatalError("unavailable") }  // allowed: unavailable

    /// Cells have no configuration states on Linux.
    @available(
        *, unavailable,
        message: "cells have no configuration states on Linux; configure the cell in the cell provider or registration handler"
    )
    public func setNeedsUpdateConfiguration() {}

    /// Cells have no configuration states on Linux.
    @available(
        *, unavailable,
        message: "cells have no configuration states on Linux; configure the cell in the cell provider or registration handler"
    )
    public func updateConfiguration(using state: UICellConfigurationState) {}

    /// Cells have no configuration states on Linux.
    @available(
        *, unavailable,
        message: "cells have no configuration states on Linux; configure the cell in the cell provider or registration handler"
    )
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { nil }
        set {}
    }
}

extension UICollectionReusableView {
    /// Not called on Linux: a view gets the new layout's attributes in `apply(_:)`.
    @available(*, unavailable, message: "not called on Linux; a view gets the new layout's attributes in apply(_:)")
    public func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Not called on Linux: a view gets the new layout's attributes in `apply(_:)`.
    @available(*, unavailable, message: "not called on Linux; a view gets the new layout's attributes in apply(_:)")
    public func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

extension UICollectionViewLayout {
    /// The host makes the invalidation context of an interactive movement on Linux.
    @available(
        *, unavailable,
        message:
            "the collection view makes the movement's invalidation context on Linux; override invalidateLayout(with:) and read the context's targetIndexPathsForInteractivelyMovingItems"
    )
    public func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext { fatalError("unavailable") }  // allowed: unavailable

    /// The host makes the invalidation context of an interactive movement on Linux.
    @available(
        *, unavailable,
        message:
            "the collection view makes the movement's invalidation context on Linux; override invalidateLayout(with:) and read the context's interactiveMovementTarget and index paths"
    )
    public func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext { fatalError("unavailable") }  // allowed: unavailable
}

extension NSCollectionLayoutGroup {
    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 16; use horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontalGroup(with layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    { fatalError("unavailable") }  // allowed: unavailable

    /// Deprecated in UIKit.
    @available(*, unavailable, message: "deprecated in iOS 16; use vertical(layoutSize:repeatingSubitem:count:)")
    public class func verticalGroup(with layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    { fatalError("unavailable") }  // allowed: unavailable
}

extension NSCollectionLayoutSection {
    /// UIKit's orthogonal scrolling properties.
    @available(
        *, unavailable,
        message:
            "orthogonal sections decelerate and bounce by the collection view host's rules on Linux; choose the behavior with orthogonalScrollingBehavior"
    )
    public var orthogonalScrollingProperties: AnyObject { fatalError("unavailable") }  // allowed: unavailable

    /// UIKit's reference for the boundary supplementary items' insets.
    @available(
        *, unavailable,
        message:
            "boundary supplementary items follow contentInsetsReference and supplementariesFollowContentInsets on Linux; set those instead"
    )
    public var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { .automatic }
        set {}
    }
}

extension UICollectionViewDiffableDataSource {
    /// UIKit's expand and collapse handlers.
    @available(
        *, unavailable,
        message: "there are no cell accessories on Linux to expand items; apply a section snapshot with the items expanded"
    )
    public struct SectionSnapshotHandlers<Item> {}
}

extension NSDiffableDataSourceSectionSnapshot {
    /// There are no Objective-C reference snapshots on Linux.
    @available(*, unavailable, message: "there are no Objective-C reference snapshots on Linux; use NSDiffableDataSourceSectionSnapshot")
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshotReference) { fatalError("unavailable") }  // allowed: unavailable
}
