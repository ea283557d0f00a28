import FrameAnimation
import Geometry
import LayoutProtocol
import ReuseQueue

/// Plays an ``AnimationPlan`` on a ``FrameAnimation/FrameClock``: on every frame it hands the
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

    /// The timing curve the progress follows.
    public let curve: TimingCurve

    private let animator: FrameAnimator
    private let onFrame: ([LayoutAttributes]) -> Void
    private var completion: ((Bool) -> Void)?

    /// Creates a player; nothing happens until ``start()``.
    ///
    /// - Parameters:
    ///   - plan: The plan to play.
    ///   - clock: The clock that delivers frames.
    ///   - curve: The timing curve; linear by default. Values outside 0…1 (a spring's
    ///     overshoot) are clamped.
    ///   - onFrame: Called on every frame with one attributes value per entry of the plan.
    ///   - completion: Called once at the end: `true` when the animation finished, `false`
    ///     when it was cancelled.
    public init(
        plan: AnimationPlan, clock: any FrameClock, curve: TimingCurve = .linear,
        onFrame: @escaping ([LayoutAttributes]) -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        self.plan = plan
        self.animator = FrameAnimator(clock: clock)
        self.curve = curve
        self.onFrame = onFrame
        self.completion = completion
    }

    /// Starts playing: delivers the start attributes now and the rest on the clock's
    /// frames. Calling it again does nothing.
    public func start() {
        guard !animator.isRunning, !isFinished else { return }
        guard plan.isAnimated, plan.duration > 0 else {
            finish(completed: true)
            return
        }
        onFrame(plan.attributes(atProgress: 0))
        animator.start { [weak self] elapsed, _ in self?.frame(after: elapsed) ?? false }
    }

    /// Stops at the current frame and calls the completion with `false`.
    public func cancel() {
        guard !isFinished else { return }
        animator.stop()
        isFinished = true
        let c = completion
        completion = nil
        c?(false)
    }

    // MARK: - Private

    /// One frame; returns whether the animation goes on.
    private func frame(after elapsed: Double) -> Bool {
        let linear = min(1, max(0, elapsed / plan.duration))
        if linear >= 1 {
            finish(completed: true)
            return false
        }
        let eased = curve.value(at: linear)
        progress = eased.isFinite ? min(1, max(0, eased)) : linear
        onFrame(plan.attributes(atProgress: progress))
        return true
    }

    private func finish(completed: Bool) {
        animator.stop()
        progress = 1
        isFinished = true
        onFrame(plan.attributes(atProgress: 1))
        let c = completion
        completion = nil
        c?(completed)
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
    ///   - curve: The timing curve; linear by default.
    ///   - completion: Called with `true` when the animation finished, `false` when it was
    ///     cancelled.
    /// - Returns: The started player (keep it to cancel the animation).
    @discardableResult
    public func animate(_ plan: AnimationPlan, curve: TimingCurve = .linear, completion: ((Bool) -> Void)? = nil) -> AnimationPlayer {
        let player = AnimationPlayer(
            plan: plan, clock: clock, curve: curve,
            onFrame: { [weak self] frame in
                guard let self else { return }
                for (entry, attributes) in zip(plan.entries, frame) {
                    if let key = entry.keyAfter, let view = self.visibleSet.views[key] { view.apply(attributes) }
                }
            },
            completion: { [weak self] finished in
                if let self {
                    for (key, view) in self.visibleSet.views {
                        if let attributes = self.visibleSet.attributes[key], view.appliedAttributes != attributes { view.apply(attributes) }
                    }
                }
                completion?(finished)
            })
        player.start()
        return player
    }
}
