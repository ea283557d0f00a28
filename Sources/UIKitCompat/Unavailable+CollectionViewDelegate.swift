import Foundation

// UICollectionViewDelegate and UICollectionViewDataSource methods that nothing calls on Linux:
// a call fails to compile with the reason and the replacement; an implementation in a delegate
// compiles and is never called (see "Audit: every member of the collection-view surface" in
// Docs/UIKitCompatibility.md).

/// Not available: there are no menus on Linux (UIKit's edit-menu methods take a `Selector`,
/// which Swift on Linux does not have).
@available(*, unavailable, message: "there are no menus on Linux; call the action's code directly")
public struct UIMenuAction {}

extension UICollectionViewDelegate {
    /// There is no focus engine on Linux.
    @available(
        *, unavailable,
        message:
            "there is no focus engine on Linux; an implementation compiles and is never called, select items with selectItem(at:animated:scrollPosition:)"
    )
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { false }

    /// There is no focus engine on Linux.
    @available(
        *, unavailable,
        message:
            "there is no focus engine on Linux; an implementation compiles and is never called, select items with selectItem(at:animated:scrollPosition:)"
    )
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }

    /// There is no focus engine on Linux.
    @available(
        *, unavailable,
        message:
            "there is no focus engine on Linux; an implementation compiles and is never called, select items with selectItem(at:animated:scrollPosition:)"
    )
    public func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool
    { false }

    /// There is no focus engine on Linux.
    @available(
        *, unavailable,
        message:
            "there is no focus engine on Linux; an implementation compiles and is never called, select items with selectItem(at:animated:scrollPosition:)"
    )
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: any UIFocusAnimationCoordinator
    ) {}

    /// There is no focus engine on Linux.
    @available(
        *, unavailable,
        message:
            "there is no focus engine on Linux; an implementation compiles and is never called, select items with selectItem(at:animated:scrollPosition:)"
    )
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool { false }

    /// No cell shows an editing state on Linux.
    @available(
        *, unavailable,
        message: "no cell shows an editing state on Linux; an implementation compiles and is never called, read isEditing instead"
    )
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { false }

    /// There is no drag and drop on Linux.
    @available(*, unavailable, message: "there is no drag and drop on Linux; an implementation compiles and is never called")
    public func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool { false }

    /// There are no context menus on Linux.
    @available(
        *, unavailable,
        message: "there are no context menus on Linux; an implementation compiles and is never called, call the menu action's code directly"
    )
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// There are no context menus on Linux.
    @available(
        *, unavailable,
        message: "there are no context menus on Linux; an implementation compiles and is never called, call the menu action's code directly"
    )
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }

    /// There are no context menus on Linux.
    @available(
        *, unavailable,
        message: "there are no context menus on Linux; an implementation compiles and is never called, call the menu action's code directly"
    )
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }

    /// There are no context menus on Linux.
    @available(
        *, unavailable,
        message: "there are no context menus on Linux; an implementation compiles and is never called, call the menu action's code directly"
    )
    public func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}

    /// There are no context menus on Linux.
    @available(
        *, unavailable,
        message: "there are no context menus on Linux; an implementation compiles and is never called, call the menu action's code directly"
    )
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// There are no context menus on Linux.
    @available(
        *, unavailable,
        message: "there are no context menus on Linux; an implementation compiles and is never called, call the menu action's code directly"
    )
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// There are no scenes on Linux.
    @available(*, unavailable, message: "there are no scenes on Linux; an implementation compiles and is never called")
    public func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? { nil }

    /// There are no context menus on Linux.
    @available(
        *, unavailable,
        message: "there are no context menus on Linux; an implementation compiles and is never called, call the menu action's code directly"
    )
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    { nil }

    /// There are no context menus on Linux.
    @available(
        *, unavailable,
        message: "there are no context menus on Linux; an implementation compiles and is never called, call the menu action's code directly"
    )
    public func collectionView(
        _ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// There are no context menus on Linux.
    @available(
        *, unavailable,
        message: "there are no context menus on Linux; an implementation compiles and is never called, call the menu action's code directly"
    )
    public func collectionView(
        _ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// Deprecated in UIKit; there are no menus on Linux.
    @available(
        *, unavailable,
        message:
            "deprecated in iOS 16, and there are no menus on Linux; an implementation compiles and is never called, call the action's code directly"
    )
    public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }

    /// Deprecated in UIKit; there are no menus on Linux.
    @available(
        *, unavailable,
        message:
            "deprecated in iOS 16, and there are no menus on Linux; an implementation compiles and is never called, call the action's code directly"
    )
    public func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: UIMenuAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { false }

    /// Deprecated in UIKit; there are no menus on Linux.
    @available(
        *, unavailable,
        message:
            "deprecated in iOS 16, and there are no menus on Linux; an implementation compiles and is never called, call the action's code directly"
    )
    public func collectionView(
        _ collectionView: UICollectionView, performAction action: UIMenuAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {}

    /// There are no touches on Linux.
    @available(
        *, unavailable,
        message:
            "there are no touches on Linux; an implementation compiles and is never called, call selectItem(at:animated:scrollPosition:) directly"
    )
    public func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { false }

    /// There are no touches on Linux.
    @available(
        *, unavailable,
        message:
            "there are no touches on Linux; an implementation compiles and is never called, call selectItem(at:animated:scrollPosition:) directly"
    )
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}

    /// There are no touches on Linux.
    @available(
        *, unavailable,
        message:
            "there are no touches on Linux; an implementation compiles and is never called, call selectItem(at:animated:scrollPosition:) directly"
    )
    public func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }

    /// There are no touches on Linux.
    @available(
        *, unavailable,
        message:
            "there are no touches on Linux; an implementation compiles and is never called, call selectItem(at:animated:scrollPosition:) directly"
    )
    public func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}

    /// There are no touches on Linux.
    @available(
        *, unavailable,
        message:
            "there are no touches on Linux; an implementation compiles and is never called, call selectItem(at:animated:scrollPosition:) directly"
    )
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}

    /// Not asked on Linux.
    @available(
        *, unavailable,
        message: "not asked on Linux; startInteractiveTransition(to:completion:) makes the UICollectionViewTransitionLayout itself"
    )
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout { UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout) }

    /// Not asked on Linux.
    @available(*, unavailable, message: "not asked on Linux; override the layout's targetContentOffset(forProposedContentOffset:) instead")
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }
}

extension UICollectionViewDataSource {
    /// There is no index bar on Linux.
    @available(
        *, unavailable,
        message: "there is no index bar on Linux; an implementation compiles and is never called, scroll with scrollToItem(at:at:animated:)"
    )
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// There is no index bar on Linux.
    @available(
        *, unavailable,
        message: "there is no index bar on Linux; an implementation compiles and is never called, scroll with scrollToItem(at:at:animated:)"
    )
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
