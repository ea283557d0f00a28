/// Runs one animation on a ``FrameClock``: from ``start(_:)`` on, every frame of the clock
/// calls the frame closure with the time elapsed since the start, until the closure says
/// it is done or ``stop()`` is called. The one animator of CVKit: animated scrolls and
/// flings, batch-update animations and layout transitions each own one.
///
/// ```swift
/// let clock = ManualFrameClock()
/// let animator = FrameAnimator(clock: clock)
/// animator.start { elapsed, _ in
///     let fraction = TimingCurve.easeOut.value(at: elapsed / 0.25)
///     view.alpha = fraction
///     return elapsed < 0.25     // keep going?
/// }
/// clock.runUntilIdle()
/// ```
///
/// Releasing the animator stops it: the clock forgets the observer, so it can idle. The
/// closure may start or stop the same animator again; a restart from inside a frame keeps
/// the new run. Confined to the isolation domain of its clock.
public final class FrameAnimator {
    /// The clock that delivers the frames.
    public let clock: any FrameClock
    /// The clock's time when the running (or last) animation started.
    public private(set) var startTime: Double = 0

    private var token: FrameObserverToken?
    private var frame: ((Double, Double) -> Bool)?
    /// Bumped by every start and stop, so a frame knows whether it was replaced.
    private var generation = 0

    /// Creates an idle animator.
    ///
    /// - Parameter clock: The clock whose frames drive it.
    public init(clock: any FrameClock) {
        self.clock = clock
    }

    deinit {
        if let token { clock.removeFrameObserver(token) }
    }

    /// Whether an animation is running.
    public var isRunning: Bool { token != nil }

    /// Starts an animation now (stopping a running one): from the next frame on, `frame`
    /// is called with the seconds elapsed since now and the clock's time.
    ///
    /// - Parameter frame: Returns `true` to keep running, `false` when the animation is
    ///   over (the animator then stops).
    public func start(_ frame: @escaping (_ elapsed: Double, _ time: Double) -> Bool) {
        stop()
        generation &+= 1
        startTime = clock.now
        self.frame = frame
        token = clock.addFrameObserver { [weak self] time in self?.tick(at: time) }
    }

    /// Stops the running animation where it is; the frame closure is not called again.
    public func stop() {
        generation &+= 1
        frame = nil
        if let token { clock.removeFrameObserver(token) }
        token = nil
    }

    // MARK: - Private

    private func tick(at time: Double) {
        guard let frame else { return }
        let run = generation
        let keepGoing = frame(time - startTime, time)
        if !keepGoing, run == generation { stop() }
    }
}
