import FrameAnimation
import Geometry
import LayoutProtocol

/// The edit menu shown for an item after a long press.
public struct EditMenu: Hashable, Sendable {
    /// The item the menu is for.
    public var indexPath: ElementIndexPath
    /// The actions the delegate allowed, in the order cut, copy, paste.
    public var actions: [EditAction]

    /// Creates a menu description.
    public init(indexPath: ElementIndexPath, actions: [EditAction]) {
        self.indexPath = indexPath
        self.actions = actions
    }
}

extension CollectionViewHost {
    // MARK: - Recognizers

    /// The touch engine of this view, created on first use.
    var gestureSystem: GestureSystem {
        if let system = touchSystem { return system }
        let system = GestureSystem(host: self)
        touchSystem = system
        return system
    }

    private var existingGestureSystem: GestureSystem? { touchSystem }

    /// The attached gesture recognizers, in the order they were added (they get touches
    /// in that order).
    public var gestureRecognizers: [GestureRecognizer] { existingGestureSystem?.recognizers ?? [] }

    /// Attaches a gesture recognizer (`addGestureRecognizer(_:)`). Adding one that is
    /// already attached here does nothing.
    ///
    /// ```swift
    /// let pinch = PinchGestureRecognizer(name: "pinch")
    /// pinch.addTarget { p in print((p as? PinchGestureRecognizer)?.scale ?? 1) }
    /// try cv.addGestureRecognizer(pinch)
    /// ```
    ///
    /// - Parameter recognizer: The recognizer.
    /// - Throws: ``GestureError/attachedToAnotherView(name:)`` when it is attached to
    ///   another collection view.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) throws(GestureError) {
        if let view = recognizer.view {
            guard view === self else { throw .attachedToAnotherView(name: recognizer.name) }
            return
        }
        gestureSystem.attach(recognizer)
    }

    /// Detaches a gesture recognizer; it is reset to `possible`. Unknown recognizers are
    /// ignored.
    ///
    /// - Parameter recognizer: The recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureSystem.detach(recognizer)
    }

    // MARK: - Touch input

    /// The content coordinates under a point on the view: the point moved by the
    /// content offset.
    ///
    /// - Parameter point: A point on the view, from its top-left corner.
    /// - Returns: The point in content coordinates (where layout frames live).
    public func contentPoint(forViewPoint point: Point) -> Point {
        Point(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
    }

    /// Delivers touches to the collection view: first to the recognizers (in the order
    /// added), then to the view's own tracking (highlight, selection, edit menu), which
    /// recognizers may delay or cancel.
    ///
    /// Timers due before the event's timestamp (a long press, a double tap's wait for
    /// the second tap) fire first, so a script of timestamped events behaves as if the
    /// clock had run between them. Advancing the host's ``FrameAnimation/ManualFrameClock`` fires them
    /// too.
    ///
    /// ```swift
    /// try cv.deliver(.began(id: 1, at: Point(x: 25, y: 25), time: 0))
    /// try cv.deliver(.ended(id: 1, at: Point(x: 25, y: 25), time: 0.1))
    /// cv.indexPathsForSelectedItems   // [[0, 0]]
    /// ```
    ///
    /// - Parameter event: Touches that changed at one moment, positioned on the view.
    /// - Throws: A ``GestureError`` for an empty event, a non-finite position or time,
    ///   a repeated identifier, a `began` for a touch already down, another phase for a
    ///   touch not down, or a time earlier than one already delivered; nothing changes
    ///   then.
    /// - Complexity: O(*r* × *t*) for *r* recognizers and *t* touches, plus the
    ///   delegate calls.
    public func deliver(_ event: TouchEvent) throws(GestureError) {
        try gestureSystem.deliver(event)
    }

    /// Delivers several events in order, stopping at the first that is rejected.
    ///
    /// - Parameter events: The events.
    /// - Throws: The first ``GestureError``; the events before it stay delivered.
    public func deliver(_ events: [TouchEvent]) throws(GestureError) {
        for event in events { try deliver(event) }
    }

    /// Fires the timers due by `time` (as the clock would), for hosts whose clock is not
    /// a ``FrameAnimation/ManualFrameClock``.
    ///
    /// - Parameter time: Seconds on the host clock; earlier or non-finite times are
    ///   ignored.
    public func advanceGestureTime(to time: Double) {
        guard time.isFinite else { return }
        gestureSystem.fireTimers(upTo: time)
    }

    // MARK: - Edit menu

    /// The edit menu shown after a long press, or `nil`.
    ///
    /// The menu appears when a touch stays on an item for 0.5 s within 10 points, the
    /// delegate's `shouldShowMenuForItemAt` answers `true` and `canPerformAction` allows
    /// at least one of cut, copy and paste (asked in that order). The touch's release
    /// then selects nothing. The next touch on the view dismisses it.
    public var editMenu: EditMenu? { existingGestureSystem?.editMenu }

    /// Chooses an action of the shown edit menu: the menu closes and the delegate's
    /// `performAction` is called.
    ///
    /// - Parameter action: One of the actions the menu offers.
    /// - Throws: ``GestureError/noEditMenu`` with no menu shown,
    ///   ``GestureError/actionNotOffered(_:offered:)`` for an action the menu does not
    ///   offer; the menu stays as it was then.
    public func performEditAction(_ action: EditAction) throws(GestureError) {
        guard let menu = existingGestureSystem?.editMenu else { throw .noEditMenu }
        guard menu.actions.contains(action) else { throw .actionNotOffered(action, offered: menu.actions) }
        gestureSystem.editMenu = nil
        delegate?.collectionView(self, performAction: action, forItemAt: menu.indexPath)
    }

    /// Closes the edit menu without an action.
    public func dismissEditMenu() {
        existingGestureSystem?.editMenu = nil
    }
}
