import Geometry

/// Recognizes taps (`UITapGestureRecognizer`), a discrete gesture: `possible →
/// recognized` when ``numberOfTapsRequired`` taps of ``numberOfTouchesRequired``
/// fingers each arrive, `failed` otherwise.
///
/// A tap fails when a finger moves more than ``allowableMovement`` from where it went
/// down, when more fingers than required come down, when a finger stays down longer
/// than ``maximumTapDuration``, or when the next tap does not begin within
/// ``maximumTapInterval`` of the previous one's end (timed on the host clock).
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(name: "double tap")
/// doubleTap.numberOfTapsRequired = 2
/// doubleTap.delaysTouchesBegan = true   // beats the cell selection (the programming guide's listing 4-2)
/// ```
public final class TapGestureRecognizer: GestureRecognizer {
    /// The taps needed; 1 by default. Values below 1 count as 1.
    public var numberOfTapsRequired: Int = 1
    /// The fingers each tap needs; 1 by default. Values below 1 count as 1.
    public var numberOfTouchesRequired: Int = 1
    /// How far a finger may move during a tap, in points; 10 by default.
    public var allowableMovement: Double = 10
    /// The longest a tap's fingers may stay down, in seconds; 0.75 by default.
    public var maximumTapDuration: Double = 0.75
    /// The longest wait between one tap's end and the next one's start; 0.35 by default.
    public var maximumTapInterval: Double = 0.35

    /// The taps completed in the current gesture.
    public private(set) var tapCount = 0
    private var starts: [Int: Point] = [:]
    private var fingersThisTap = 0
    private var downThisTap = 0

    private var tapsRequired: Int { max(1, numberOfTapsRequired) }
    private var touchesRequired: Int { max(1, numberOfTouchesRequired) }

    public override func touchesBegan(_ touches: [Touch]) {
        for t in touches { starts[t.id] = t.position }
        downThisTap += touches.count
        fingersThisTap += touches.count
        guard fingersThisTap <= touchesRequired else {
            setState(.failed)
            return
        }
        if let first = touches.first {
            scheduleTimer(at: first.timestamp + maximumTapDuration)
        }
    }

    public override func touchesMoved(_ touches: [Touch]) {
        for t in touches {
            if let s = starts[t.id], t.position.distance(to: s) > allowableMovement {
                setState(.failed)
                return
            }
        }
    }

    public override func touchesEnded(_ touches: [Touch]) {
        for t in touches {
            if let s = starts[t.id], t.position.distance(to: s) > allowableMovement {
                setState(.failed)
                return
            }
        }
        downThisTap -= touches.count
        guard downThisTap <= 0, let last = touches.last else { return }
        guard fingersThisTap == touchesRequired else {
            setState(.failed)
            return
        }
        tapCount += 1
        fingersThisTap = 0
        downThisTap = 0
        starts = [:]
        if tapCount >= tapsRequired {
            cancelTimer()
            setState(.recognized)
        } else {
            scheduleTimer(at: last.timestamp + maximumTapInterval)
        }
    }

    public override func touchesCancelled(_ touches: [Touch]) {
        setState(.failed)
    }

    public override func timerFired(at time: Double) {
        // Either a finger stayed down too long or the next tap did not come.
        setState(.failed)
    }

    public override func reset() {
        super.reset()
        tapCount = 0
        starts = [:]
        fingersThisTap = 0
        downThisTap = 0
    }
}
