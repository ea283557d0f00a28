import CollectionView
import Foundation
import LayoutProtocol

/// The collection view's delegate (`UICollectionViewDelegate`): highlight, selection,
/// display and interactive movement, with UIKit's signatures; the scrolling callbacks come from
/// ``UIScrollViewDelegate``, which it refines, as in UIKit. UIKit's methods are optional (`@objc optional`); here
/// each has a default implementation that does what UIKit does when the delegate does not
/// implement it (`should…` answers `true`, the others do nothing). Layouts read the flow
/// refinement, ``UICollectionViewDelegateFlowLayout``.
///
/// The collection view calls these as UIKit does (Apple's "Tracking touches in a cell"): on
/// touch down `shouldHighlightItemAt`, then `didHighlightItemAt`; on touch up
/// `shouldSelectItemAt`, `didUnhighlightItemAt`, the previous item's `didDeselectItemAt`
/// (single selection), then `didSelectItemAt`. Programmatic selection
/// (``UICollectionView/selectItem(at:animated:scrollPosition:)``) calls none of them.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether a touch down on the item highlights it.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted by a touch down.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item lost its highlight (touch up or cancelled).
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap selects the item.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap deselects the item.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user deselected the item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to come on screen.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to come on screen.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath)
    /// A cell left the screen.
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view left the screen.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Where an interactively moved item goes when the layout proposes `proposedIndexPath`
    /// (called by the default of the iOS 15 variant below).
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Where an interactively moved item goes, given where it began, where it is now and
    /// where the layout proposes; the collection view calls this one on every
    /// `updateInteractiveMovementTargetPosition(_:)`, as UIKit does when it is implemented.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension UICollectionViewDelegate {
    /// `true`.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// `true`.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// `true`.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    }
    /// Nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// The proposed index path.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// The answer of `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`,
    /// UIKit's fallback when only the older method is implemented.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
}

/// The delegate adapter the host calls; it forwards to the UIKit-dialect delegate. Decoration
/// views have no UIKit delegate callbacks, so their display is not forwarded.
final class HostDelegate: CollectionViewDelegate {
    nonisolated(unsafe) weak var view: UICollectionView?

    func ask<T: Sendable>(_ fallback: T, _ body: @MainActor @Sendable (UICollectionView, any UICollectionViewDelegate) -> T) -> T {
        guard let view else { return fallback }
        return onMainActor {
            guard let delegate = view.delegate else { return fallback }
            return body(view, delegate)
        }
    }

    func collectionView(_ collectionView: CollectionViewHost, shouldHighlightItemAt indexPath: ElementIndexPath) -> Bool {
        ask(true) { $1.collectionView($0, shouldHighlightItemAt: IndexPath(indexPath)) }
    }
    func collectionView(_ collectionView: CollectionViewHost, didHighlightItemAt indexPath: ElementIndexPath) {
        ask(()) { $1.collectionView($0, didHighlightItemAt: IndexPath(indexPath)) }
    }
    func collectionView(_ collectionView: CollectionViewHost, didUnhighlightItemAt indexPath: ElementIndexPath) {
        ask(()) { $1.collectionView($0, didUnhighlightItemAt: IndexPath(indexPath)) }
    }
    func collectionView(_ collectionView: CollectionViewHost, shouldSelectItemAt indexPath: ElementIndexPath) -> Bool {
        ask(true) { $1.collectionView($0, shouldSelectItemAt: IndexPath(indexPath)) }
    }
    func collectionView(_ collectionView: CollectionViewHost, didSelectItemAt indexPath: ElementIndexPath) {
        ask(()) { $1.collectionView($0, didSelectItemAt: IndexPath(indexPath)) }
    }
    func collectionView(_ collectionView: CollectionViewHost, shouldDeselectItemAt indexPath: ElementIndexPath) -> Bool {
        ask(true) { $1.collectionView($0, shouldDeselectItemAt: IndexPath(indexPath)) }
    }
    func collectionView(_ collectionView: CollectionViewHost, didDeselectItemAt indexPath: ElementIndexPath) {
        ask(()) { $1.collectionView($0, didDeselectItemAt: IndexPath(indexPath)) }
    }

    /// The item's current place is the movement's target before this update.
    func collectionView(
        _ collectionView: CollectionViewHost, targetIndexPathForMoveFromItemAt originalIndexPath: ElementIndexPath,
        toProposedIndexPath proposedIndexPath: ElementIndexPath
    ) -> ElementIndexPath {
        let current = collectionView.interactiveMovement?.targetIndexPath ?? originalIndexPath
        return ask(proposedIndexPath) {
            $1.collectionView(
                $0, targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(originalIndexPath), atCurrentIndexPath: IndexPath(current),
                toProposedIndexPath: IndexPath(proposedIndexPath)
            ).native
        }
    }

    func collectionView(_ collectionView: CollectionViewHost, willDisplay view: CollectionReusableView, for key: ElementKey) {
        display(view, key) { collectionView, delegate, shown, indexPath in
            switch key.category {
            case .cell:
                if let cell = shown as? UICollectionViewCell {
                    delegate.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
                }
            case .supplementary(let kind):
                delegate.collectionView(collectionView, willDisplaySupplementaryView: shown, forElementKind: kind, at: indexPath)
            case .decoration: break
            }
        }
    }

    func collectionView(_ collectionView: CollectionViewHost, didEndDisplaying view: CollectionReusableView, for key: ElementKey) {
        display(view, key) { collectionView, delegate, shown, indexPath in
            switch key.category {
            case .cell:
                if let cell = shown as? UICollectionViewCell {
                    delegate.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
                }
            case .supplementary(let kind):
                delegate.collectionView(collectionView, didEndDisplayingSupplementaryView: shown, forElementOfKind: kind, at: indexPath)
            case .decoration: break
            }
        }
    }

    /// Calls `body` with the UIKit view a host view wraps; a cell key whose view is not a
    /// `UICollectionViewCell` (never made by this module) is skipped.
    private func display(
        _ view: CollectionReusableView, _ key: ElementKey,
        _ body: @MainActor @Sendable (UICollectionView, any UICollectionViewDelegate, UICollectionReusableView, IndexPath) -> Void
    ) {
        let shown = Unchecked((view as? ViewShim)?.view)
        ask(()) { collectionView, delegate in
            guard let shown = shown.value, key.category != .cell || shown is UICollectionViewCell else { return }
            body(collectionView, delegate, shown, IndexPath(key.indexPath))
        }
    }
}
