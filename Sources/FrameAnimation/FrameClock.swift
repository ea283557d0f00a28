/// A source of time and animation frames, like a display link; injected into the host
/// so scrolling, transitions and gestures are tested by advancing time, never by sleeping.
///
/// ```swift
/// let clock = ManualFrameClock(framesPerSecond: 120)
/// let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout, clock: clock)
/// try cv.fling(velocity: Vector(dx: 0, dy: -3000))
/// clock.advance(by: 2)   // runs 240 frames of deceleration
/// ```
///
/// Confined to one isolation domain, like the host that uses it.
public protocol FrameClock: AnyObject {
    /// The current time in seconds.
    var now: Double { get }
    /// Calls `callback` with the time of every frame until the token is removed.
    func addFrameObserver(_ callback: @escaping (Double) -> Void) -> FrameObserverToken
    /// Stops calling the observer with this token; unknown tokens are ignored.
    func removeFrameObserver(_ token: FrameObserverToken)
}

/// Identifies a frame observer.
public struct FrameObserverToken: Hashable, Sendable {
    /// A unique number.
    public let id: Int
    /// Creates a token.
    public init(id: Int) { self.id = id }
}

/// A clock that moves only when told: frames are delivered at a fixed rate as time is
/// advanced (swift-nio's `EmbeddedEventLoop`, swift-clocks' `TestClock`).
public final class ManualFrameClock: FrameClock {
    /// The current time in seconds.
    public private(set) var now: Double
    /// Frames per second delivered while advancing.
    public let framesPerSecond: Double
    /// How many frames have been delivered.
    public private(set) var frameCount: Int = 0

    private var observers: [(token: FrameObserverToken, callback: (Double) -> Void)] = []
    private var nextID = 0

    /// Creates a clock at time `start` delivering `framesPerSecond` frames per second.
    public init(start: Double = 0, framesPerSecond: Double = 60) {
        self.now = start
        self.framesPerSecond = framesPerSecond > 0 && framesPerSecond.isFinite ? framesPerSecond : 60
    }

    public func addFrameObserver(_ callback: @escaping (Double) -> Void) -> FrameObserverToken {
        nextID += 1
        let token = FrameObserverToken(id: nextID)
        observers.append((token, callback))
        return token
    }

    public func removeFrameObserver(_ token: FrameObserverToken) {
        observers.removeAll { $0.token == token }
    }

    /// Whether any observer is registered (an animation is running).
    public var hasObservers: Bool { !observers.isEmpty }

    /// The most frames one ``advance(by:)`` or ``runUntilIdle(limit:)`` delivers to
    /// observers (a million: over four hours at 60 frames per second).
    public static let maximumFramesPerAdvance = 1_000_000

    /// Advances time by `seconds`, delivering one frame per `1 / framesPerSecond`.
    ///
    /// Non-finite or negative durations are ignored. Frames are delivered one by one
    /// while an observer is registered, at most ``maximumFramesPerAdvance`` of them;
    /// the rest of the duration (nobody observing, or past the cap) passes in one jump,
    /// so `advance(by: 1e300)` returns at once instead of trapping or hanging.
    ///
    /// - Parameter seconds: The time to pass.
    /// - Complexity: O(frames delivered to observers).
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let exact = (seconds * framesPerSecond).rounded()
        guard exact.isFinite, exact >= 1 else { return }
        let total = exact < 9e18 ? Int(exact) : Int.max
        var delivered = 0
        while delivered < total, delivered < Self.maximumFramesPerAdvance, hasObservers {
            step()
            delivered += 1
        }
        let skipped = exact - Double(delivered)
        guard skipped >= 1 else { return }
        let jumped = now + skipped / framesPerSecond
        if jumped.isFinite { now = jumped }
        let skippedFrames = total - delivered
        frameCount = frameCount.addingReportingOverflow(skippedFrames).overflow ? Int.max : frameCount + skippedFrames
    }

    /// Advances by exactly one frame and delivers it.
    public func step() {
        if frameCount < Int.max { frameCount += 1 }
        now += 1 / framesPerSecond
        let current = observers
        // One observer (one running animation, the common case) needs no check: nothing can
        // have removed it during this frame before it is called.
        if current.count == 1 {
            current[0].callback(now)
            return
        }
        for (token, callback) in current where observers.contains(where: { $0.token == token }) {
            callback(now)
        }
    }

    /// Advances frame by frame until no observer is left or `limit` seconds have passed.
    ///
    /// - Parameter limit: The most time to run, in seconds; at most
    ///   ``maximumFramesPerAdvance`` frames run, and a NaN or non-positive limit runs none.
    /// - Returns: The number of frames delivered.
    /// - Complexity: O(frames delivered).
    @discardableResult
    public func runUntilIdle(limit: Double = 60) -> Int {
        var frames = 0
        let product = limit * framesPerSecond
        // A NaN, negative or huge limit is clamped: NaN and negatives run nothing.
        let maxFrames = product >= 1 ? min(product < 9e18 ? Int(product) : Int.max, Self.maximumFramesPerAdvance) : 0
        while hasObservers && frames < maxFrames {
            step()
            frames += 1
        }
        return frames
    }
}
