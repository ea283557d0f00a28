import CollectionView
import Geometry
import LayoutProtocol

/// The collection view's own scrolling pan (UIScrollView's `panGestureRecognizer`):
/// dragging moves the content offset with the finger — rubber-banded past an edge when
/// the host ``CollectionView/CollectionViewHost/bounces``, kept inside the content when
/// not — and lifting ends the drag with the finger's velocity, so the content
/// decelerates with the host's scroll physics, pages, or springs back from past an
/// edge (``CollectionView/CollectionViewHost/endDragging(velocity:)``). The delegate
/// hears UIKit's scroll-view callbacks in UIKit's order: `willBeginDragging`,
/// `didScroll`…, `willEndDragging`, `didEndDragging`, and with a deceleration
/// `willBeginDecelerating`, `didScroll`…, `didEndDecelerating`.
///
/// The pan is installed as the host's
/// ``CollectionView/CollectionViewHost/panGestureRecognizer``, so the view's own
/// touches wait ``CollectionView/CollectionViewHost/contentTouchDelay`` before they
/// highlight (``CollectionView/CollectionViewHost/delaysContentTouches``), and a touch
/// that turns into a scroll is cancelled: it unhighlights (if it had highlighted) and
/// never selects, as in UIKit.
///
/// A pan that begins inside a section that scrolls on its own axis (an orthogonal
/// section of a layout adopting ``LayoutProtocol/OrthogonalScrollingLayout``) and moves
/// mainly along that section's axis scrolls the section instead, as the inner scroll view
/// of UIKit's nested scroll views takes such a pan: its own offset follows the finger
/// (rubber-banded past an edge), and the release decelerates it to where the layout's
/// behavior lands it (``CollectionView/CollectionViewHost/orthogonalScrollingSection(forPanStartingAt:translation:)``
/// decides, ``CollectionView/CollectionViewHost/dragOrthogonal(inSection:translation:)``
/// and ``CollectionView/CollectionViewHost/endOrthogonalDragging(inSection:velocity:)``
/// move it). The content offset does not move then, and the delegate hears no
/// scroll-view callbacks. A finger that lands on a decelerating section stops it.
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
    /// The velocity of the content offset handed to the last release.
    public private(set) var lastFlingVelocity: Vector?
    /// The orthogonal section the current (or last) pan scrolls; `nil` when it scrolls
    /// the content.
    public private(set) var scrolledSection: Int?

    /// Creates the pan and installs it as the collection view's scroll gesture.
    ///
    /// - Parameter collectionView: The collection view to scroll.
    /// - Throws: ``CollectionView/GestureError/attachedToAnotherView(name:)`` only if the
    ///   view already has another scroll gesture; the pan is new, so it is attached
    ///   nowhere else.
    public init(collectionView: CollectionViewHost) throws(GestureError) {
        pan = PanGestureRecognizer(name: "scroll")
        pan.addTarget { [weak self] recognizer in self?.handle(recognizer) }
        try collectionView.installPanGestureRecognizer(pan)
    }

    private func handle(_ recognizer: GestureRecognizer) {
        guard let cv = recognizer.view else { return }
        do {
            switch recognizer.state {
            case .began:
                lastError = nil
                scrolledSection = cv.orthogonalScrollingSection(
                    forPanStartingAt: pan.location - pan.translation, translation: pan.translation)
                if let section = scrolledSection {
                    try cv.beginOrthogonalDragging(inSection: section)
                    try cv.dragOrthogonal(inSection: section, translation: pan.translation)
                } else {
                    try cv.beginDragging()
                    try cv.drag(translation: pan.translation)
                }
            case .changed:
                if let section = scrolledSection {
                    try cv.dragOrthogonal(inSection: section, translation: pan.translation)
                } else {
                    try cv.drag(translation: pan.translation)
                }
            case .ended, .cancelled:
                let velocity = recognizer.state == .ended ? -pan.velocity : .zero
                if recognizer.state == .ended { lastFlingVelocity = velocity }
                if let section = scrolledSection {
                    try cv.endOrthogonalDragging(inSection: section, velocity: velocity)
                } else {
                    try cv.endDragging(velocity: velocity)
                }
            default:
                break
            }
        } catch {
            lastError = error
        }
    }
}
