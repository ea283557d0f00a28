import CollectionView
import Geometry
import LayoutProtocol

/// The collection view's own scrolling pan (UIScrollView's `panGestureRecognizer`):
/// dragging moves the content offset with the finger (clamped to the content), and
/// lifting flings with the finger's velocity, decelerating with the host's scroll
/// physics (``CollectionView/CollectionViewHost/fling(velocity:dragStartedAt:)``).
///
/// Because the pan cancels touches in the view when it begins, a touch that turns into
/// a scroll unhighlights its item without selecting it, as in UIKit.
///
/// The recognizer holds the binding weakly: keep the binding alive as long as it
/// should work.
///
/// ```swift
/// let scroll = try ScrollGestureBinding(collectionView: cv)
/// // … a drag upwards at 1000 points per second, then:
/// clock.runUntilIdle()   // the content decelerates to a stop
/// ```
public final class ScrollGestureBinding {
    /// The pan that scrolls.
    public let pan: PanGestureRecognizer
    /// The last error the host reported, if any.
    public private(set) var lastError: CollectionViewError?
    /// The velocity of the content offset handed to the last fling.
    public private(set) var lastFlingVelocity: Vector?
    private var startOffset: Point = .zero

    /// Creates the pan and attaches it to the collection view.
    ///
    /// - Parameter collectionView: The collection view to scroll.
    /// - Throws: Nothing in practice: the pan is new, so it is attached nowhere else.
    public init(collectionView: CollectionViewHost) throws(GestureError) {
        pan = PanGestureRecognizer(name: "scroll")
        pan.addTarget { [weak self] recognizer in self?.handle(recognizer) }
        try collectionView.addGestureRecognizer(pan)
    }

    private func handle(_ recognizer: GestureRecognizer) {
        guard let cv = recognizer.view else { return }
        do {
            switch recognizer.state {
            case .began:
                lastError = nil
                cv.stopScrolling()
                startOffset = cv.contentOffset
                try drag(cv)
            case .changed:
                try drag(cv)
            case .ended:
                let velocity = -pan.velocity
                lastFlingVelocity = velocity
                try cv.fling(velocity: velocity, dragStartedAt: startOffset)
            default:
                break
            }
        } catch {
            lastError = error
        }
    }

    private func drag(_ cv: CollectionViewHost) throws(CollectionViewError) {
        let (minimum, maximum) = cv.contentOffsetBounds
        let t = pan.translation
        let proposed = Point(x: startOffset.x - t.dx, y: startOffset.y - t.dy)
        let clamped = Point(
            x: min(max(proposed.x, minimum.x), maximum.x),
            y: min(max(proposed.y, minimum.y), maximum.y))
        try cv.setContentOffset(clamped)
    }
}
