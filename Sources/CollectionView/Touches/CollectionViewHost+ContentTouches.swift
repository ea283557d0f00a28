import Geometry
import LayoutProtocol

extension CollectionViewHost {
    // MARK: - The scroll gesture and content touches

    /// The recognizer that scrolls the view (UIScrollView's `panGestureRecognizer`),
    /// once one is installed with ``installPanGestureRecognizer(_:)`` (as
    /// `Gestures.ScrollGestureBinding` does); `nil` before.
    public var panGestureRecognizer: GestureRecognizer? { touchSystem?.scrollRecognizer }

    /// Attaches `recognizer` (if it is not yet) and makes it the view's scroll gesture:
    /// the view's own touches wait for it (``delaysContentTouches``) and
    /// ``canCancelContentTouches`` decides whether it may take a touch the view is
    /// tracking on an item. Installing the installed one again does nothing.
    ///
    /// - Parameter recognizer: The scroll pan, usually a `Gestures.PanGestureRecognizer`
    ///   driving ``beginDragging()``, ``drag(translation:)`` and ``endDragging(velocity:)``.
    /// - Throws: ``GestureError/attachedToAnotherView(name:)`` when the recognizer is
    ///   attached to another collection view, or when this view already has another
    ///   scroll gesture; nothing changes then.
    public func installPanGestureRecognizer(_ recognizer: GestureRecognizer) throws(GestureError) {
        if let current = touchSystem?.scrollRecognizer, current.view === self {
            guard current === recognizer else { throw .attachedToAnotherView(name: current.name) }
            return
        }
        try addGestureRecognizer(recognizer)
        gestureSystem.scrollRecognizer = recognizer
    }

    /// Whether a touch waits ``contentTouchDelay`` before the view's own tracking
    /// (highlight, selection) sees it (`delaysContentTouches`); `true` by default.
    ///
    /// It applies while a scroll gesture is installed (``panGestureRecognizer``) and
    /// enabled: a touch that turns into a scroll within the delay never highlights; one
    /// that lifts within it highlights and selects at once on touch up; one that rests
    /// longer highlights when the delay is over. Without a scroll gesture there is no
    /// scroll to tell a tap from, so touches reach the view at once.
    public var delaysContentTouches: Bool {
        get { touchSystem?.delaysContentTouches ?? true }
        set { gestureSystem.delaysContentTouches = newValue }
    }

    /// Whether the scroll gesture may take a touch the view is already tracking on an
    /// item (`canCancelContentTouches`); `true` by default. With `true` the item is
    /// unhighlighted without being selected when the touch turns into a scroll; with
    /// `false` the content does not scroll, however far the finger moves, once the
    /// touch has reached an item (a touch on empty space still scrolls).
    public var canCancelContentTouches: Bool {
        get { touchSystem?.canCancelContentTouches ?? true }
        set { gestureSystem.canCancelContentTouches = newValue }
    }

    /// How long ``delaysContentTouches`` holds a touch back, in seconds on the host
    /// clock: UIKit's 0.15.
    public static var contentTouchDelay: Double { GestureSystem.contentTouchDelay }
}
