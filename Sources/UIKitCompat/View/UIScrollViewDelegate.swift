import CollectionView
import Foundation
import Geometry

/// What a scroll view tells its delegate (`UIScrollViewDelegate`), with UIKit's signatures;
/// ``UICollectionViewDelegate`` refines it, as in UIKit. UIKit's methods are optional
/// (`@objc optional`); here each has a default implementation that does what UIKit does
/// without it (`scrollViewShouldScrollToTop` answers `true`, the others do nothing).
///
/// A drag calls them in UIKit's order: `scrollViewWillBeginDragging`, `scrollViewDidScroll`
/// per move, then on release `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// (the target may be changed through the pointer), `scrollViewDidEndDragging(_:willDecelerate:)`
/// and, when the content moves on, `scrollViewWillBeginDecelerating`, a `scrollViewDidScroll` per
/// frame and `scrollViewDidEndDecelerating`. An animated `setContentOffset` or `scrollToItem`
/// ends with `scrollViewDidEndScrollingAnimation`. The callbacks come from the CVKit host
/// (``UIScrollView/host``): its drag API, its touches (`deliver(_:)`) and its clock.
/// Zooming is not supported (there are no views to zoom).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user is about to drag the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted with `velocity` (points per millisecond, of the content offset);
    /// `targetContentOffset` points at where the content will stop (after the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`): set
    /// `targetContentOffset.pointee` to stop elsewhere (it is kept inside the content).
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts decelerating after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// A deceleration came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollToItem(at:at:animated:)` arrived.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar scrolls to the top.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A scroll to the top arrived.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The adjusted content inset changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing: the content stops where the deceleration (and the layout) put it.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// The host's scrolling callbacks, forwarded to the UIKit-dialect delegate. CVKit measures
/// velocities in points per second; UIKit's `scrollViewWillEndDragging` gets points per
/// millisecond.
extension HostDelegate {
    func collectionViewDidScroll(_ collectionView: CollectionViewHost) { ask(()) { $1.scrollViewDidScroll($0) } }
    func collectionViewWillBeginDragging(_ collectionView: CollectionViewHost) { ask(()) { $1.scrollViewWillBeginDragging($0) } }
    func collectionViewWillEndDragging(
        _ collectionView: CollectionViewHost, withVelocity velocity: Vector, targetContentOffset: inout Point
    ) {
        let proposed = targetContentOffset
        targetContentOffset = ask(proposed) { view, delegate in
            var target = CGPoint(proposed)
            let perMillisecond = CGPoint(x: velocity.dx / 1000, y: velocity.dy / 1000)
            // Safe: the pointer is to a local that outlives the call; UIKit's delegate
            // method may only read and write the point it points to during the call.
            withUnsafeMutablePointer(to: &target) {
                delegate.scrollViewWillEndDragging(view, withVelocity: perMillisecond, targetContentOffset: $0)
            }
            return target.native
        }
    }
    func collectionViewDidEndDragging(_ collectionView: CollectionViewHost, willDecelerate decelerate: Bool) {
        ask(()) { $1.scrollViewDidEndDragging($0, willDecelerate: decelerate) }
    }
    func collectionViewWillBeginDecelerating(_ collectionView: CollectionViewHost) {
        ask(()) { $1.scrollViewWillBeginDecelerating($0) }
    }
    func collectionViewDidEndDecelerating(_ collectionView: CollectionViewHost) { ask(()) { $1.scrollViewDidEndDecelerating($0) } }
    func collectionViewDidEndScrollingAnimation(_ collectionView: CollectionViewHost) {
        ask(()) { $1.scrollViewDidEndScrollingAnimation($0) }
    }
    func collectionViewShouldScrollToTop(_ collectionView: CollectionViewHost) -> Bool { ask(true) { $1.scrollViewShouldScrollToTop($0) } }
    func collectionViewDidScrollToTop(_ collectionView: CollectionViewHost) { ask(()) { $1.scrollViewDidScrollToTop($0) } }
    func collectionViewDidChangeAdjustedContentInset(_ collectionView: CollectionViewHost) {
        guard let view else { return }
        onMainActor { view.adjustedContentInsetDidChange() }
    }
}
