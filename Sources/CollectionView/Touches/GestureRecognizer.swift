import FrameAnimation
import Geometry

/// The states of a gesture recognizer (`UIGestureRecognizer.State`).
///
/// A discrete gesture (tap) goes `possible → recognized` or `possible → failed`. A
/// continuous gesture (pan, pinch, long press) goes `possible → began → changed… →
/// ended` (or `cancelled`), or `possible → failed`. After a final state the recognizer
/// is reset to `possible` once its touches are gone.
public enum GestureRecognizerState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Not recognized yet; the default.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture ended, or a discrete gesture was recognized.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// A discrete gesture was recognized: the same state as ``ended``, as in UIKit.
    public static var recognized: GestureRecognizerState { .ended }

    /// Whether the state is final (ended, cancelled or failed).
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether a continuous gesture is in progress (began or changed).
    public var isActive: Bool { self == .began || self == .changed }

    public var description: String { rawValue }

    /// Whether UIKit allows going from this state to `next`.
    func allows(_ next: GestureRecognizerState) -> Bool {
        switch (self, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }
}

/// The base class of gesture recognizers attached to a collection view
/// (`UIGestureRecognizer`): it receives the touches delivered to the view before the
/// view's own tracking, moves through ``GestureRecognizerState``, and calls its actions.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(name: "double tap")
/// doubleTap.numberOfTapsRequired = 2
/// doubleTap.delaysTouchesBegan = true
/// doubleTap.addTarget { _ in print("zoom") }
/// try cv.addGestureRecognizer(doubleTap)
/// ```
///
/// Priority rules, as in UIKit:
/// - Recognizers get every touch first; the view's own tracking (highlight, selection)
///   gets it afterwards, unless a recognizer delays it (``delaysTouchesBegan``,
///   ``delaysTouchesEnded``) while it is still `possible`, or cancels it when it
///   recognizes (``cancelsTouchesInView``).
/// - Two recognizers do not recognize at the same time from the same touches unless
///   allowed with ``recognizeSimultaneously(with:)``: the first one to recognize makes
///   the others fail, and one that tries to recognize while another is active fails.
/// - ``require(toFail:)`` holds the recognition back until the other recognizer fails
///   (then it proceeds) or recognizes (then this one fails).
///
/// Subclasses override the `touches…` hooks and ``timerFired(at:)`` and move the state
/// with ``setState(_:)``; timing comes from the host's ``FrameAnimation/FrameClock`` through
/// ``scheduleTimer(at:)``, never from sleeping. Actions run on the host's isolation
/// domain; capture the collection view weakly in them.
open class GestureRecognizer {
    // MARK: - Stored state

    /// A name for messages and logs.
    public var name: String
    /// The current state.
    public private(set) var state: GestureRecognizerState = .possible
    /// Every state the recognizer entered, in order (resets to `possible` are not listed).
    public private(set) var stateHistory: [GestureRecognizerState] = []
    /// Whether the recognizer takes part; turning it off cancels an active gesture and
    /// fails a possible one.
    public var isEnabled: Bool = true {
        didSet { if oldValue && !isEnabled { system?.recognizerWasDisabled(self) } }
    }
    /// Whether recognizing cancels the touches the view's own tracking has (so a tap
    /// recognizer prevents the cell selection of the same tap). `true` by default.
    public var cancelsTouchesInView: Bool = true
    /// Whether the view gets no touch at all while this recognizer may still recognize;
    /// the held touches are delivered if it fails and dropped if it recognizes. `false`
    /// by default.
    public var delaysTouchesBegan: Bool = false
    /// Whether the view's `ended` touches wait while this recognizer may still
    /// recognize. `true` by default, as in UIKit.
    public var delaysTouchesEnded: Bool = true
    /// The collection view the recognizer is attached to.
    public internal(set) weak var view: CollectionViewHost?

    /// The touches down and tracked, in the order they began.
    public private(set) var touches: [Touch] = []
    /// The internal serial of each tracked touch (parallel to ``touches``).
    var touchSerials: [Int] = []
    /// Every touch serial this gesture has seen since the last reset.
    var gestureSerials: Set<Int> = []
    /// When the recognizer wants ``timerFired(at:)``.
    public private(set) var timerDeadline: Double?
    /// The states held back by ``require(toFail:)``.
    var pendingStates: [GestureRecognizerState]?
    /// The recognizers that must fail first.
    var failureRequirements: [Weak] = []
    /// Recognizers allowed to recognize at the same time.
    var simultaneousPartners: Set<ObjectIdentifier> = []
    /// The engine of the view the recognizer is attached to.
    weak var system: GestureSystem?
    private var actions: [(GestureRecognizer) -> Void] = []
    private var lastLocation: Point = .zero

    struct Weak { weak var value: GestureRecognizer? }

    // MARK: - Lifecycle

    /// Creates a recognizer.
    ///
    /// - Parameter name: A name for messages and logs.
    public init(name: String = "") {
        self.name = name
    }

    // MARK: - Public API

    /// Adds an action, called on `began`, `changed`, `ended` (recognized) and
    /// `cancelled`, in the order added.
    ///
    /// - Parameter action: The handler; it gets the recognizer.
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Holds this recognizer's recognition until `other` fails (`require(toFail:)`): a
    /// single tap that requires a double tap to fail fires only when no second tap came.
    ///
    /// - Parameter other: The recognizer that must fail first.
    /// - Throws: ``GestureError/failureRequirementCycle(name:other:)`` for itself or a
    ///   cycle; nothing changes then.
    /// - Complexity: O(*r*) for *r* recognizers reachable through requirements.
    public func require(toFail other: GestureRecognizer) throws(GestureError) {
        if other === self || other.waits(for: self) {
            throw .failureRequirementCycle(name: name, other: other.name)
        }
        guard !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(Weak(value: other))
    }

    /// Allows this recognizer and `other` to recognize from the same touches at the same
    /// time (UIKit's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answering
    /// `true`). Symmetric.
    ///
    /// - Parameter other: The other recognizer.
    public func recognizeSimultaneously(with other: GestureRecognizer) {
        simultaneousPartners.insert(ObjectIdentifier(other))
        other.simultaneousPartners.insert(ObjectIdentifier(self))
    }

    /// The number of touches tracked now.
    public var numberOfTouches: Int { touches.count }

    /// The position of one tracked touch (`location(ofTouch:in:)`), in the order the
    /// touches began; `nil` for an index out of range.
    ///
    /// - Parameter index: 0 for the first touch that began.
    /// - Returns: The position on the view (see ``Touch/position``), or `nil`.
    public func location(ofTouch index: Int) -> Point? {
        guard index >= 0, index < touches.count else { return nil }
        return touches[index].position
    }

    /// The centroid of the tracked touches; after the last touch lifted, the last
    /// centroid.
    ///
    /// - Complexity: O(*t*) for *t* touches.
    public var location: Point {
        guard !touches.isEmpty else { return lastLocation }
        return Self.centroid(of: touches)
    }

    /// Moves the state, checking UIKit's allowed transitions (see
    /// ``GestureRecognizerState``); for subclasses. While attached, the priority rules
    /// apply: the transition may be held back (``require(toFail:)``) or turned into
    /// `failed` (another recognizer is active).
    ///
    /// - Parameter newState: The requested state.
    /// - Returns: Whether the request was accepted (applied or held back).
    @discardableResult
    public func setState(_ newState: GestureRecognizerState) -> Bool {
        if pendingStates != nil { return system?.request(self, newState) ?? false }
        guard state.allows(newState) else { return false }
        if let system, view != nil { return system.request(self, newState) }
        apply(newState)
        return true
    }

    /// Asks for ``timerFired(at:)`` once the host clock (or a later touch) reaches
    /// `time`; replaces an earlier request. For subclasses.
    ///
    /// - Parameter time: Seconds on the host clock; ignored when not finite.
    public func scheduleTimer(at time: Double) {
        guard time.isFinite else { return }
        timerDeadline = time
        system?.timersChanged()
    }

    /// Cancels a ``scheduleTimer(at:)`` request.
    public func cancelTimer() {
        timerDeadline = nil
    }

    // MARK: - Hooks for subclasses

    /// Touches went down; they are already in ``GestureRecognizer/touches``.
    open func touchesBegan(_ touches: [Touch]) {}
    /// Tracked touches moved; ``GestureRecognizer/touches`` has their new positions.
    open func touchesMoved(_ touches: [Touch]) {}
    /// Tracked touches lifted; they are no longer in ``GestureRecognizer/touches``.
    open func touchesEnded(_ touches: [Touch]) {}
    /// Tracked touches were cancelled; they are no longer in ``GestureRecognizer/touches``.
    open func touchesCancelled(_ touches: [Touch]) {}
    /// The time asked for with ``GestureRecognizer/scheduleTimer(at:)`` was reached.
    open func timerFired(at time: Double) {}
    /// Back to `possible` after a final state: clear per-gesture values. Call `super`.
    open func reset() {}

    // MARK: - Internal (the engine)

    static func centroid(of touches: [Touch]) -> Point {
        let n = Double(touches.count)
        let x = touches.reduce(0.0) { $0 + $1.position.x } / n
        let y = touches.reduce(0.0) { $0 + $1.position.y } / n
        return Point(x: x, y: y)
    }

    /// Whether this recognizer waits, directly or through others, for `other`.
    func waits(for other: GestureRecognizer) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var stack = failureRequirements.compactMap(\.value)
        while let next = stack.popLast() {
            if next === other { return true }
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            stack.append(contentsOf: next.failureRequirements.compactMap(\.value))
        }
        return false
    }

    /// Whether this recognizer must fail before `other` may recognize.
    func isRequirement(of other: GestureRecognizer) -> Bool {
        other.failureRequirements.contains { $0.value === self }
    }

    /// Whether the recognizer is still deciding about a gesture it has touches of.
    var isUndecided: Bool { isEnabled && view != nil && state == .possible && !gestureSerials.isEmpty }

    /// Applies a state and calls the actions.
    func apply(_ newState: GestureRecognizerState) {
        state = newState
        stateHistory.append(newState)
        if newState != .failed {
            for action in actions { action(self) }
        }
        if newState.isFinal { timerDeadline = nil }
    }

    func addTouches(_ new: [Touch], serials: [Int]) {
        touches.append(contentsOf: new)
        touchSerials.append(contentsOf: serials)
        gestureSerials.formUnion(serials)
        lastLocation = location
    }

    func updateTouches(_ changed: [Touch], serials: [Int]) {
        for (touch, serial) in zip(changed, serials) {
            if let i = touchSerials.firstIndex(of: serial) { touches[i] = touch }
        }
        lastLocation = location
    }

    func removeTouches(serials: [Int], final: [Touch]) {
        for (touch, serial) in zip(final, serials) {
            if let i = touchSerials.firstIndex(of: serial) {
                touches[i] = touch
            }
        }
        lastLocation = location
        for serial in serials {
            if let i = touchSerials.firstIndex(of: serial) {
                touches.remove(at: i)
                touchSerials.remove(at: i)
            }
        }
    }

    func resetToPossible() {
        state = .possible
        pendingStates = nil
        touches = []
        touchSerials = []
        gestureSerials = []
        timerDeadline = nil
        reset()
    }
}
