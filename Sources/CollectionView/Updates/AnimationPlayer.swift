import Geometry
import LayoutProtocol
import ReuseQueue

/// Plays an ``AnimationPlan`` on a ``FrameClock``: on every frame it hands the
/// interpolated attributes of every animated element to a callback, and when the plan's
/// duration has passed it delivers the end attributes and calls the completion.
///
/// ```swift
/// let clock = ManualFrameClock()
/// let player = AnimationPlayer(plan: plan, clock: clock) { frame in renderer.draw(frame) }
/// player.start()
/// clock.advance(by: 0.15)   // halfway: player.progress == 0.5
/// clock.runUntilIdle()      // the end attributes, then the completion with `true`
/// ```
///
/// A plan that is not animated (or has no duration) finishes as soon as it starts.
/// Confined to the isolation domain of its clock, like the host.
public final class AnimationPlayer {
    /// The plan being played.
    public let plan: AnimationPlan
    /// How far the animation is, 0…1 (after the timing curve).
    public private(set) var progress: Double = 0
    /// Whether the animation ended, by finishing or being cancelled.
    public private(set) var isFinished = false

    private let clock: any FrameClock
    private let timing: (Double) -> Double
    private let onFrame: ([LayoutAttributes]) -> Void
    private var completion: ((Bool) -> Void)?
    private var token: FrameObserverToken?
    private var startTime = 0.0

    /// Creates a player; nothing happens until ``start()``.
    ///
    /// - Parameters:
    ///   - plan: The plan to play.
    ///   - clock: The clock that delivers frames.
    ///   - timing: Maps linear progress 0…1 to eased progress; linear by default. Results
    ///     outside 0…1 are clamped.
    ///   - onFrame: Called on every frame with one attributes value per entry of the plan.
    ///   - completion: Called once at the end: `true` when the animation finished, `false`
    ///     when it was cancelled.
    public init(
        plan: AnimationPlan, clock: any FrameClock, timing: @escaping (Double) -> Double = { $0 },
        onFrame: @escaping ([LayoutAttributes]) -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        self.plan = plan
        self.clock = clock
        self.timing = timing
        self.onFrame = onFrame
        self.completion = completion
    }

    /// Starts playing: delivers the start attributes now and the rest on the clock's
    /// frames. Calling it again does nothing.
    public func start() {
        guard token == nil, !isFinished else { return }
        guard plan.isAnimated, plan.duration > 0 else {
            finish(completed: true)
            return
        }
        startTime = clock.now
        onFrame(plan.attributes(atProgress: 0))
        token = clock.addFrameObserver { [weak self] time in self?.frame(at: time) }
    }

    /// Stops at the current frame and calls the completion with `false`.
    public func cancel() {
        guard !isFinished else { return }
        stopObserving()
        isFinished = true
        let c = completion
        completion = nil
        c?(false)
    }

    // MARK: - Private

    private func frame(at time: Double) {
        let linear = min(1, max(0, (time - startTime) / plan.duration))
        if linear >= 1 {
            finish(completed: true)
            return
        }
        let eased = timing(linear)
        progress = eased.isFinite ? min(1, max(0, eased)) : linear
        onFrame(plan.attributes(atProgress: progress))
    }

    private func finish(completed: Bool) {
        stopObserving()
        progress = 1
        isFinished = true
        onFrame(plan.attributes(atProgress: 1))
        let c = completion
        completion = nil
        c?(completed)
    }

    private func stopObserving() {
        if let token { clock.removeFrameObserver(token) }
        token = nil
    }
}

extension CollectionViewHost {
    /// Plays a batch's animation plan on the host's clock, applying the interpolated
    /// attributes to the visible views of the elements that appear or move; at the end
    /// every visible view has its final attributes again.
    ///
    /// ```swift
    /// let plan = try cv.performBatchUpdates { … }
    /// cv.animate(plan, completion: { finished in … })
    /// clock.runUntilIdle()
    /// ```
    ///
    /// - Parameters:
    ///   - plan: The plan, as returned by ``performBatchUpdates(_:completion:)``.
    ///   - timing: Maps linear progress to eased progress; linear by default.
    ///   - completion: Called with `true` when the animation finished, `false` when it was
    ///     cancelled.
    /// - Returns: The started player (keep it to cancel the animation).
    @discardableResult
    public func animate(_ plan: AnimationPlan, timing: @escaping (Double) -> Double = { $0 }, completion: ((Bool) -> Void)? = nil) -> AnimationPlayer {
        let player = AnimationPlayer(plan: plan, clock: clock, timing: timing, onFrame: { [weak self] frame in
            guard let self else { return }
            for (entry, attributes) in zip(plan.entries, frame) {
                if let key = entry.keyAfter, let view = self.visibleViews[key] { view.apply(attributes) }
            }
        }, completion: { [weak self] finished in
            if let self {
                for (key, view) in self.visibleViews {
                    if let attributes = self.visibleAttributes[key], view.appliedAttributes != attributes { view.apply(attributes) }
                }
            }
            completion?(finished)
        })
        player.start()
        return player
    }
}
