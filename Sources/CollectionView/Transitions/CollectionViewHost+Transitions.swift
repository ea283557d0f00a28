import Geometry
import LayoutProtocol
import Transitions

extension CollectionViewHost {
    // MARK: - Inspecting a transition

    /// The transition layout installed by a running animated or interactive layout
    /// change, or `nil`.
    public var activeTransitionLayout: TransitionLayout? { transitions.state?.transition }

    /// Whether an interactive transition was started and is still waiting for
    /// ``finishInteractiveTransition(curve:)`` or ``cancelInteractiveTransition(curve:)``.
    public var isInteractiveTransitionInProgress: Bool {
        guard let state = transitions.state, state.isInteractive, case .interactive = state.phase else { return false }
        return true
    }

    /// The default length of the animation of ``setCollectionViewLayout(_:animated:duration:curve:completion:)``,
    /// in seconds.
    public static let defaultLayoutTransitionDuration = 0.3

    /// The length, in seconds, of finishing or cancelling an interactive transition when
    /// no speed was recorded.
    public static let defaultInteractiveCompletionDuration = 0.25

    // MARK: - Animated layout change

    /// Changes the layout, animated or not (`setCollectionViewLayout(_:animated:completion:)`).
    ///
    /// The hooks run in UIKit's order: the old layout's `prepareForTransition(to:)`, the
    /// new layout's `prepareForTransition(from:)`, the new layout's `prepare()`, then
    /// `finalizeLayoutTransition()` on the old and on the new layout once every attribute
    /// is known, before the animation. The content that was in view stays in view: the
    /// first visible item keeps its place in the viewport, as far as the new content size
    /// allows — or, with a ``scrollAnchor`` set, what the anchor keeps (the bottom of a
    /// chat, a resting top, a pinned item) — and the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` and then the delegate's
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)` decide the final
    /// offset.
    ///
    /// Animated, a ``Transitions/TransitionLayout`` is installed and its progress runs from 0 to 1 on
    /// the host's clock, one step per frame; at the end the new layout is installed at
    /// the final offset and `completion(true)` is called. Without animation everything
    /// happens before the call returns.
    ///
    /// ```swift
    /// try cv.setCollectionViewLayout(list, animated: true) { finished in print(finished) }
    /// clock.advance(by: 0.3)
    /// ```
    ///
    /// - Parameters:
    ///   - layout: The layout to show.
    ///   - animated: Whether to animate the change.
    ///   - duration: The length of the animation in seconds (negative or non-finite:
    ///     the default).
    ///   - curve: The timing curve of the animation.
    ///   - completion: Called once at the end with whether the new layout was installed
    ///     (`false` when the final layout pass failed — the transition layout is then
    ///     replaced by the old layout — or when the host was released mid-animation).
    /// - Throws: ``CollectionViewError/invalidState(_:)`` while another transition runs,
    ///   or what the layout pass throws; the host then keeps its old layout and offset.
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, duration: Double = CollectionViewHost.defaultLayoutTransitionDuration,
        curve: TimingCurve = .easeInOut, completion: ((Bool) -> Void)? = nil
    ) throws(CollectionViewError) {
        try checkNoTransition(starting: .layoutChange)
        let old = collectionViewLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        try layoutIfNeeded()
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        let (target, transition) = try prepareIncoming(layout, from: old)
        if !animated {
            let originalOffset = contentOffset
            try setCollectionViewLayout(layout)
            do {
                try setContentOffset(target)
            } catch {
                try? setCollectionViewLayout(old)
                try? setContentOffset(originalOffset)
                throw error
            }
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            completion?(true)
            return
        }
        try install(transition, replacing: old)
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        let state = LayoutTransitionState(transition: transition, oldLayout: old, newLayout: layout, isInteractive: false, clock: clock)
        state.completion = { _, finished in completion?(finished) }
        transitions.state = state
        let d = duration.isFinite && duration >= 0 ? duration : Self.defaultLayoutTransitionDuration
        startAnimation(state, toNext: true, duration: d, curve: curve)
    }

    // MARK: - Interactive transitions

    /// Starts an interactive transition to `layout`
    /// (`startInteractiveTransition(to:completion:)`): installs a transition layout — the
    /// one the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`
    /// returns, or a plain ``Transitions/TransitionLayout`` — at progress 0, and returns it.
    ///
    /// Move the progress with ``updateInteractiveTransition(progress:)`` (or set
    /// ``Transitions/TransitionLayout/transitionProgress`` and call `layoutIfNeeded()`), then end with
    /// ``finishInteractiveTransition(curve:)`` or ``cancelInteractiveTransition(curve:)``.
    /// The hooks: the old layout's `prepareForTransition(to:)` and the transition
    /// layout's `prepareForTransition(from:)` now, `finalizeLayoutTransition()` on both
    /// after the first pass; the same for the swap at the end.
    ///
    /// ```swift
    /// let transition = try cv.startInteractiveTransition(to: list) { completed, finished in … }
    /// try cv.updateInteractiveTransition(progress: 0.4)
    /// try cv.finishInteractiveTransition()
    /// clock.advance(by: 0.25)
    /// ```
    ///
    /// - Parameters:
    ///   - layout: The layout to end in.
    ///   - completion: Called once when the transition ends with `completed` (the
    ///     animation ran to its end) and `finished` (the new layout was installed:
    ///     `true` after a finish, `false` after a cancel); `(false, false)` when the host
    ///     is released while the end animates.
    /// - Returns: The installed transition layout.
    /// - Throws: ``CollectionViewError/invalidState(_:)`` when a transition is already
    ///   running, `layout` is already installed, or the delegate returns a layout that is
    ///   not a ``Transitions/TransitionLayout`` between the two layouts; what the layout pass throws.
    ///   The host is then unchanged.
    @discardableResult
    public func startInteractiveTransition(
        to layout: CollectionViewLayout, completion: ((_ completed: Bool, _ finished: Bool) -> Void)? = nil
    ) throws(CollectionViewError) -> TransitionLayout {
        try checkNoTransition(starting: .interactiveTransition)
        let old = collectionViewLayout
        guard layout !== old else {
            throw .invalidState(.transitionToCurrentLayout)
        }
        let transition: TransitionLayout
        if let custom = delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout) {
            guard custom.currentLayout === old, custom.nextLayout === layout else {
                throw .invalidState(.transitionLayoutMismatch)
            }
            transition = custom
        } else {
            transition = TransitionLayout(currentLayout: old, nextLayout: layout)
        }
        try layoutIfNeeded()
        old.prepareForTransition(to: transition)
        transition.prepareForTransition(from: old)
        let (target, _) = try prepareIncoming(layout, from: old)
        do {
            try transition.setContentOffsets(from: contentOffset, to: target)
        } catch {
            throw .layout(error)
        }
        try install(transition, replacing: old)
        old.finalizeLayoutTransition()
        transition.finalizeLayoutTransition()
        let state = LayoutTransitionState(transition: transition, oldLayout: old, newLayout: layout, isInteractive: true, clock: clock)
        state.completion = completion
        transitions.state = state
        return transition
    }

    /// Moves the progress of the interactive transition and lays out.
    ///
    /// - Parameter progress: The new progress; values outside 0…1 overshoot.
    /// - Throws: ``CollectionViewError/invalidState(_:)`` without an interactive
    ///   transition waiting for input, ``CollectionViewError/layout(_:)`` for a non-finite
    ///   progress (nothing changes), or what the layout pass throws.
    public func updateInteractiveTransition(progress: Double) throws(CollectionViewError) {
        guard let state = transitions.state, isInteractiveTransitionInProgress else {
            throw .invalidState(.noInteractiveTransition(.update))
        }
        do {
            try state.transition.setTransitionProgress(progress)
        } catch {
            throw .layout(error)
        }
        try layoutIfNeeded()
    }

    /// Finishes the interactive transition (`finishInteractiveTransition()`): the progress
    /// animates to 1, then the new layout is installed and the completion reports
    /// `(completed: true, finished: true)`.
    ///
    /// The animation continues at the speed the progress last moved with (recorded under
    /// ``Transitions/TransitionLayout/progressKey``) when it moved towards 1 and the curve starts
    /// with a non-zero slope; it lasts between 0.05 and 0.5 seconds. Otherwise it lasts
    /// ``defaultInteractiveCompletionDuration``. From an overshoot (1.3) it comes back.
    ///
    /// - Parameter curve: The timing curve; ease-out by default.
    /// - Throws: ``CollectionViewError/invalidState(_:)`` without an interactive
    ///   transition waiting to be finished or cancelled.
    public func finishInteractiveTransition(curve: TimingCurve = .easeOut) throws(CollectionViewError) {
        try endInteractiveTransition(toNext: true, curve: curve)
    }

    /// Cancels the interactive transition (`cancelInteractiveTransition()`): the progress
    /// animates back to 0, then the old layout is installed again at its old offset and
    /// the completion reports `(completed: true, finished: false)`. The speed is chosen as
    /// for ``finishInteractiveTransition(curve:)``.
    ///
    /// - Parameter curve: The timing curve; ease-out by default.
    /// - Throws: ``CollectionViewError/invalidState(_:)`` without an interactive
    ///   transition waiting to be finished or cancelled.
    public func cancelInteractiveTransition(curve: TimingCurve = .easeOut) throws(CollectionViewError) {
        try endInteractiveTransition(toNext: false, curve: curve)
    }

    /// How long the end of an interactive transition animates: the distance left at the
    /// recorded speed (scaled by the curve's initial slope), clamped to 0.05…0.5 s; the
    /// default duration when the speed is unknown, zero or away from the target; 0 when
    /// already there.
    ///
    /// - Parameters:
    ///   - progress: Where the progress is.
    ///   - target: 1 to finish, 0 to cancel.
    ///   - velocity: The progress's speed in units per second, if known.
    ///   - curve: The timing curve that will run.
    /// - Returns: The duration in seconds.
    public static func interactiveCompletionDuration(from progress: Double, to target: Double, velocity: Double?, curve: TimingCurve)
        -> Double
    {
        let remaining = target - progress
        guard remaining != 0, remaining.isFinite else { return 0 }
        if let v = velocity, v.isFinite, v * remaining > 0, curve.initialSlope > 0 {
            let d = curve.initialSlope * abs(remaining) / abs(v)
            return min(0.5, max(0.05, d))
        }
        return defaultInteractiveCompletionDuration
    }

    // MARK: - Internal

    private func checkNoTransition(starting what: CollectionViewError.InvalidState.TransitionRequest) throws(CollectionViewError) {
        guard let state = transitions.state else { return }
        throw .invalidState(.transitionRunning(attempted: what, running: state.isInteractive ? .interactive : .animated))
    }

    /// Prepares the incoming layout against this host and works out the offset that keeps
    /// the visible content in view. Returns it with a transition layout between the two,
    /// already set to run between the current and that offset.
    private func prepareIncoming(_ layout: CollectionViewLayout, from old: CollectionViewLayout) throws(CollectionViewError) -> (
        Point, TransitionLayout
    ) {
        let savedHost = layout.host
        layout.host = old.host
        do {
            try layout.prepareIfNeeded()
        } catch {
            layout.host = savedHost
            throw .layout(error)
        }
        let probe = TransitionLayout(currentLayout: old, nextLayout: layout)
        var target: Point
        if let anchor = captureAnchor() {
            // The scroll anchor decides what stays in view (a chat at its bottom stays there);
            // the incoming layout's `targetContentOffset` still has the last word.
            let proposed = anchoredOffset(anchor, newIndexPath: { $0 }, in: layout)
            let answer = layout.targetContentOffset(forProposedContentOffset: proposed)
            target = answer.isFinite ? answer : proposed
        } else {
            target = probe.contentOffsetKeepingContentInView(visibleBounds: bounds, contentInset: adjustedContentInset)
        }
        if let decided = delegate?.collectionView(self, targetContentOffsetForProposedContentOffset: target), decided.isFinite {
            target = decided
        }
        try? probe.setContentOffsets(from: contentOffset, to: target)
        probe.clock = clock
        return (target, probe)
    }

    /// Installs the transition layout and makes sure both inner layouts keep this host
    /// (installing takes the host away from the layout it replaces).
    private func install(_ transition: TransitionLayout, replacing old: CollectionViewLayout) throws(CollectionViewError) {
        transition.clock = clock
        try setCollectionViewLayout(transition)
        transition.invalidateLayout()
        do {
            try layoutIfNeeded()
        } catch {
            try? setCollectionViewLayout(old)
            throw error
        }
    }

    private func endInteractiveTransition(toNext: Bool, curve: TimingCurve) throws(CollectionViewError) {
        guard let state = transitions.state, state.isInteractive else {
            throw .invalidState(.noInteractiveTransition(toNext ? .finish : .cancel))
        }
        guard case .interactive = state.phase else {
            throw .invalidState(.interactiveTransitionEnding)
        }
        let transition = state.transition
        let target = toNext ? 1.0 : 0.0
        let duration = Self.interactiveCompletionDuration(
            from: transition.transitionProgress, to: target,
            velocity: transition.velocity(forAnimatedKey: TransitionLayout.progressKey), curve: curve)
        startAnimation(state, toNext: toNext, duration: duration, curve: curve)
    }

    private func startAnimation(_ state: LayoutTransitionState, toNext: Bool, duration: Double, curve: TimingCurve) {
        state.phase = .animating(toNext: toNext)
        state.animation = (duration, state.transition.transitionProgress, toNext ? 1 : 0, curve)
        // The frame closure holds the state (and the state its animator) until the
        // animation ends, so a host released mid-animation still reports the end.
        state.animator.start { [weak self, state] elapsed, _ in
            guard let self else {
                // The host went away mid-animation: stop, and report an interrupted
                // transition that installed nothing.
                let completion = state.completion
                state.completion = nil
                completion?(false, false)
                return false
            }
            return self.transitionFrame(afterElapsed: elapsed)
        }
    }

    /// One frame: moves the progress along the curve and lays out; ends the transition
    /// at the end of the duration. A frame whose layout pass fails leaves the visible set
    /// as it was. Returns whether the animation goes on.
    private func transitionFrame(afterElapsed elapsed: Double) -> Bool {
        guard let state = transitions.state, let anim = state.animation else { return false }
        let u = anim.duration > 0 ? elapsed / anim.duration : 1
        // The clock adds 1/fps per frame, so the frame that ends the duration can land a
        // rounding error short of it (20 fps); within a billionth counts as the end.
        let done = !(u < 1 - 1e-9)
        let p = done ? anim.to : anim.from + (anim.to - anim.from) * anim.curve.value(at: u)
        state.transition.transitionProgress = p
        if !done {
            try? layoutIfNeeded()
            return true
        }
        state.animator.stop()
        state.animation = nil
        guard case .animating(let toNext) = state.phase else { return false }
        completeTransition(state, toNext: toNext)
        return false
    }

    /// Installs the layout the transition ended in and calls the completion.
    private func completeTransition(_ state: LayoutTransitionState, toNext: Bool) {
        let transition = state.transition
        let incoming = toNext ? state.newLayout : state.oldLayout
        let offset = toNext ? transition.toContentOffset : transition.fromContentOffset
        var installed = true
        if state.isInteractive {
            transition.prepareForTransition(to: incoming)
            incoming.prepareForTransition(from: transition)
        }
        do {
            try setCollectionViewLayout(incoming)
            try setContentOffset(offset)
        } catch {
            installed = false
            if collectionViewLayout !== state.oldLayout {
                try? setCollectionViewLayout(state.oldLayout)
            }
        }
        // The layout that was not installed no longer belongs to this host (the
        // transition layout had lent it the host).
        let outgoing = collectionViewLayout === state.oldLayout ? state.newLayout : state.oldLayout
        outgoing.host = nil
        if state.isInteractive {
            transition.finalizeLayoutTransition()
            incoming.finalizeLayoutTransition()
        }
        transitions.state = nil
        state.completion?(installed, installed && toNext)
    }
}
