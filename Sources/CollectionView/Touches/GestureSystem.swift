import FrameAnimation
import Geometry
import LayoutProtocol

/// The touch engine of one collection view (the host's `touchSystem`): it owns
/// the attached recognizers, routes touches to them and then to the view's own tracking
/// (delaying or cancelling as the recognizers say), and runs their timers on the host
/// clock.
final class GestureSystem {
    /// A view-level touch in flight: the events waiting for the view and what the view
    /// has seen.
    struct ViewTouch {
        var events: [Touch] = []
        var beganDelivered = false
        var cancelled = false
        var finished = false
        /// While set, the view's `began` waits until this time (`delaysContentTouches`),
        /// unless the touch ends first or a recognizer cancels it.
        var heldUntil: Double?
    }

    /// How long the view's touches wait for the scroll pan (`delaysContentTouches`):
    /// UIKit's 150 ms.
    static let contentTouchDelay = 0.15

    weak var host: CollectionViewHost?
    var recognizers: [GestureRecognizer] = []
    let tracker = SelectionTracker()
    var editMenu: EditMenu?
    /// The recognizer that scrolls the view (`panGestureRecognizer`), if one is installed.
    weak var scrollRecognizer: GestureRecognizer?
    /// Whether the view's touches wait ``contentTouchDelay`` for the scroll pan.
    var delaysContentTouches = true
    /// Whether the scroll pan may take a touch the view's tracking already has on an item.
    var canCancelContentTouches = true

    /// Touch identifier → serial, for the touches down now.
    private var activeSerials: [Int: Int] = [:]
    private var nextSerial = 0
    /// The latest time seen (touch timestamps and clock frames); timers due by then
    /// have fired.
    private(set) var latestTime = -Double.infinity
    /// The latest touch timestamp delivered; touch times must not go below it.
    private var latestTouchTime = -Double.infinity
    private var viewTouches: [Int: ViewTouch] = [:]
    private var viewOrder: [Int] = []
    private var frameToken: FrameObserverToken?
    private var processing = false

    init(host: CollectionViewHost) {
        self.host = host
        tracker.system = self
    }

    /// Whether a finger is down on the view (`isTracking`).
    var isTracking: Bool { !activeSerials.isEmpty }

    // MARK: - Delivery

    func validate(_ event: TouchEvent) throws(GestureError) {
        guard !event.touches.isEmpty else { throw .emptyEvent }
        var ids: Set<Int> = []
        for touch in event.touches {
            guard touch.position.isFinite, touch.timestamp.isFinite else { throw .nonFiniteTouch(touch) }
            guard ids.insert(touch.id).inserted else { throw .duplicateTouch(id: touch.id) }
            guard touch.timestamp >= latestTouchTime else {
                throw .timeWentBackwards(timestamp: touch.timestamp, latest: latestTouchTime)
            }
            let down = activeSerials[touch.id] != nil
            if touch.phase == .began {
                guard !down else { throw .touchAlreadyDown(id: touch.id) }
            } else {
                guard down else { throw .unknownTouch(id: touch.id, phase: touch.phase) }
            }
        }
    }

    func deliver(_ event: TouchEvent) throws(GestureError) {
        try validate(event)
        latestTouchTime = max(latestTouchTime, event.timestamp)
        fireTimers(upTo: event.timestamp)
        processing = true
        defer { processing = false }

        // Serials: a new one for every touch that begins.
        var serialOf: [Int: Int] = [:]
        let delay = delaysContentTouchesNow
        // A finger that lands while the content decelerates (the scroll pan installed)
        // catches it: the content stops where it is and the view never sees that touch,
        // so it neither highlights nor selects (UIKit's behavior).
        let catches = scrollPanIsLive && event.touches.contains { $0.phase == .began } && host?.isDecelerating == true
        if catches { host?.stopScrolling() }
        for touch in event.touches {
            if touch.phase == .began {
                // The same for a finger on a decelerating orthogonal section: it stops.
                let caught = catches || (scrollPanIsLive && host?.catchOrthogonalDeceleration(atViewPoint: touch.position) == true)
                nextSerial += 1
                activeSerials[touch.id] = nextSerial
                viewTouches[nextSerial] = ViewTouch(
                    cancelled: caught, heldUntil: delay && !caught ? touch.timestamp + Self.contentTouchDelay : nil)
                viewOrder.append(nextSerial)
            }
            serialOf[touch.id] = activeSerials[touch.id]
        }
        func group(_ phase: TouchPhase) -> (touches: [Touch], serials: [Int]) {
            let t = event.touches.filter { $0.phase == phase }
            return (t, t.compactMap { serialOf[$0.id] })
        }
        let began = group(.began), moved = group(.moved), stationary = group(.stationary)
        let ended = group(.ended), cancelled = group(.cancelled)

        // Recognizers first, in the order they were added.
        for r in recognizers where r.isEnabled {
            if !began.touches.isEmpty, !r.state.isFinal {
                r.addTouches(began.touches, serials: began.serials)
                r.touchesBegan(began.touches)
            }
            let movedMine = mine(r, moved)
            if !movedMine.touches.isEmpty {
                r.updateTouches(movedMine.touches, serials: movedMine.serials)
                if !r.state.isFinal { r.touchesMoved(movedMine.touches) }
            }
            let stillMine = mine(r, stationary)
            if !stillMine.touches.isEmpty { r.updateTouches(stillMine.touches, serials: stillMine.serials) }
            let endedMine = mine(r, ended)
            if !endedMine.touches.isEmpty {
                r.removeTouches(serials: endedMine.serials, final: endedMine.touches)
                if !r.state.isFinal { r.touchesEnded(endedMine.touches) }
            }
            let cancelledMine = mine(r, cancelled)
            if !cancelledMine.touches.isEmpty {
                r.removeTouches(serials: cancelledMine.serials, final: cancelledMine.touches)
                if !r.state.isFinal { r.touchesCancelled(cancelledMine.touches) }
            }
        }

        // A finger that joins a gesture already recognized (a second finger during a
        // scroll) belongs to it: the view never sees it when the gesture cancels touches.
        for serial in began.serials
        where recognizers.contains(where: {
            $0.isEnabled && $0.state.isActive && $0.cancelsTouchesInView && $0.touchSerials.contains(serial)
        }) {
            viewTouches[serial]?.cancelled = true
        }

        // Then the view, through its queue.
        for touch in event.touches {
            guard let serial = serialOf[touch.id] else { continue }
            if touch.phase.isFinal { activeSerials[touch.id] = nil }
            guard var v = viewTouches[serial], !v.cancelled else { continue }
            if touch.phase == .stationary { continue }
            v.events.append(touch)
            if touch.phase.isFinal { v.finished = true }
            viewTouches[serial] = v
        }
        settle()
    }

    private func mine(_ r: GestureRecognizer, _ group: (touches: [Touch], serials: [Int])) -> (touches: [Touch], serials: [Int]) {
        var t: [Touch] = [], s: [Int] = []
        for (touch, serial) in zip(group.touches, group.serials) where r.touchSerials.contains(serial) {
            t.append(touch)
            s.append(serial)
        }
        return (t, s)
    }

    /// After every change: flush the view's queue, reset finished recognizers, keep the
    /// clock observer in line with the timers.
    func settle() {
        flushViewTouches()
        for r in recognizers where r.state.isFinal {
            if r.state != .failed || r.touches.isEmpty { r.resetToPossible() }
        }
        // A reset may release held touches.
        flushViewTouches()
        timersChanged()
    }

    // MARK: - The view's touches

    /// Whether new touches wait for the scroll pan: `delaysContentTouches` with an
    /// enabled scroll pan installed (without one there is no scroll to tell a tap from).
    private var delaysContentTouchesNow: Bool { delaysContentTouches && scrollPanIsLive }

    /// Whether an enabled scroll pan is installed on this view.
    private var scrollPanIsLive: Bool {
        guard let pan = scrollRecognizer else { return false }
        return pan.isEnabled && pan.system === self
    }

    private func isHeld(_ serial: Int, phase: TouchPhase) -> Bool {
        if phase == .began, let v = viewTouches[serial], v.heldUntil != nil, !v.finished { return true }
        return recognizers.contains { r in
            r.isUndecided && r.gestureSerials.contains(serial)
                && (r.delaysTouchesBegan || (phase.isFinal && r.delaysTouchesEnded))
        }
    }

    private func flushViewTouches() {
        for serial in viewOrder {
            guard var v = viewTouches[serial] else { continue }
            while let head = v.events.first, !v.cancelled {
                if (head.phase == .began || head.phase == .ended) && isHeld(serial, phase: head.phase) { break }
                v.events.removeFirst()
                if head.phase == .began { v.beganDelivered = true }
                viewTouches[serial] = v
                tracker.handle(head, serial: serial)
                v = viewTouches[serial] ?? v
            }
            if v.cancelled { v.events = [] }
            viewTouches[serial] = v
        }
        viewOrder.removeAll { serial in
            guard let v = viewTouches[serial] else { return true }
            let done = (v.finished || v.cancelled) && v.events.isEmpty && activeSerials.values.contains(serial) == false
            if done { viewTouches[serial] = nil }
            return done
        }
    }

    /// A recognizer that recognized cancels the view's touches it has seen.
    private func cancelViewTouches(of r: GestureRecognizer) {
        for serial in r.gestureSerials.sorted() {
            guard var v = viewTouches[serial], !v.cancelled else { continue }
            let lastDelivered = v.beganDelivered
            v.cancelled = true
            v.events = []
            v.heldUntil = nil
            viewTouches[serial] = v
            if lastDelivered {
                tracker.cancel(serial: serial, at: latestTime)
            }
        }
    }

    // MARK: - State transitions and priority

    private func shares(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        !a.gestureSerials.isDisjoint(with: b.gestureSerials)
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.simultaneousPartners.contains(ObjectIdentifier(b))
    }

    /// A recognizer asks for a state; the priority rules decide.
    func request(_ r: GestureRecognizer, _ newState: GestureRecognizerState) -> Bool {
        if var pending = r.pendingStates {
            switch newState {
            case .changed:
                return true
            case .ended, .began:
                pending.append(newState)
                r.pendingStates = pending
                return true
            case .cancelled, .failed:
                r.pendingStates = nil
                fail(r)
                return true
            case .possible:
                return false
            }
        }
        guard r.state.allows(newState) else { return false }
        if r.state == .possible && (newState == .began || newState == .ended) {
            if r === scrollRecognizer, !canCancelContentTouches, r.gestureSerials.contains(where: tracker.isTrackingItem) {
                // The view's tracking has the touch on an item and may not lose it.
                fail(r)
                return false
            }
            if recognizers.contains(where: { $0 !== r && $0.isEnabled && $0.state.isActive && shares($0, r) && !simultaneous($0, r) }) {
                fail(r)
                return false
            }
            if r.failureRequirements.contains(where: { $0.value?.isUndecided ?? false }) {
                r.pendingStates = [newState]
                return true
            }
            recognize(r, newState)
            return true
        }
        if newState == .failed {
            fail(r)
        } else {
            r.apply(newState)
        }
        return true
    }

    private func recognize(_ r: GestureRecognizer, _ newState: GestureRecognizerState) {
        r.apply(newState)
        for o in recognizers where o !== r && o.state == .possible {
            if r.isRequirement(of: o) || (o.isEnabled && shares(o, r) && !simultaneous(o, r)) {
                o.pendingStates = nil
                fail(o)
            }
        }
        if r.cancelsTouchesInView { cancelViewTouches(of: r) }
    }

    private func fail(_ r: GestureRecognizer) {
        guard r.state == .possible else { return }
        r.apply(.failed)
        // Recognizers that waited for this one may go on.
        for o in recognizers where o.pendingStates != nil && r.isRequirement(of: o) {
            guard !o.failureRequirements.contains(where: { $0.value?.isUndecided ?? false }) else { continue }
            let states = o.pendingStates ?? []
            o.pendingStates = nil
            for s in states {
                _ = request(o, s)
            }
        }
    }

    func recognizerWasDisabled(_ r: GestureRecognizer) {
        if r.state.isActive {
            r.apply(.cancelled)
        } else if r.state == .possible && !r.gestureSerials.isEmpty {
            r.pendingStates = nil
            fail(r)
        }
        r.resetToPossible()
        if !processing { settle() }
    }

    func attach(_ r: GestureRecognizer) {
        r.view = host
        r.system = self
        recognizers.append(r)
        timersChanged()
    }

    func detach(_ r: GestureRecognizer) {
        recognizers.removeAll { $0 === r }
        r.resetToPossible()
        r.view = nil
        r.system = nil
        if !processing { settle() }
    }

    // MARK: - Timers on the host clock

    /// Fires every timer due at or before `time`, earliest first.
    func fireTimers(upTo time: Double) {
        latestTime = max(latestTime, time)
        while true {
            var due: (deadline: Double, fire: () -> Void)?
            for r in recognizers where r.isEnabled {
                if let d = r.timerDeadline, d <= time, d < (due?.deadline ?? .infinity) {
                    due = (
                        d,
                        {
                            r.cancelTimer(); r.timerFired(at: d)
                        }
                    )
                }
            }
            if let d = tracker.menuDeadline, d <= time, d < (due?.deadline ?? .infinity) {
                due = (d, { [tracker] in tracker.menuTimerFired(at: d) })
            }
            for serial in viewOrder {
                if let d = viewTouches[serial]?.heldUntil, d <= time, d < (due?.deadline ?? .infinity) {
                    due = (d, { [weak self] in self?.viewTouches[serial]?.heldUntil = nil })
                }
            }
            guard let next = due else { break }
            next.fire()
            settle()
        }
    }

    /// Registers a frame observer on the host clock while a timer is pending.
    func timersChanged() {
        let pending =
            recognizers.contains { $0.isEnabled && $0.timerDeadline != nil } || tracker.menuDeadline != nil
            || viewTouches.values.contains { $0.heldUntil != nil }
        guard let clock = host?.clock else { return }
        if pending, frameToken == nil {
            frameToken = clock.addFrameObserver { [weak self] now in self?.fireTimers(upTo: now) }
        } else if !pending, let token = frameToken {
            clock.removeFrameObserver(token)
            frameToken = nil
        }
    }
}
