import FrameAnimation
import LayoutProtocol
import Transitions

/// The host's transition-coordinator part: the animated or interactive layout change in
/// progress.
///
/// Owns the running transition's state — the installed ``TransitionLayout``, the old
/// and new layouts, whether it is interactive, its phase, its completion and the
/// ``FrameAnimation/FrameAnimator`` that moves its progress. May not touch the visible set, the
/// viewport or views: the host's `+Transitions` extension installs layouts and moves
/// the content offset through the same paths as any layout change; the interpolation
/// itself is the `Transitions` module's, which knows nothing of the host.
final class TransitionCoordinator {
    /// The transition in progress, or `nil`.
    var state: LayoutTransitionState?

    /// Creates an idle coordinator.
    init() {}
}

/// What the host remembers about the layout transition in progress.
final class LayoutTransitionState {
    /// What the running transition is doing.
    enum Phase {
        /// Started interactively; the caller moves the progress.
        case interactive
        /// Animating towards the end (`toNext`) or back to the start.
        case animating(toNext: Bool)
    }

    let transition: TransitionLayout
    let oldLayout: CollectionViewLayout
    let newLayout: CollectionViewLayout
    /// Whether it was started by `startInteractiveTransition(to:completion:)`.
    let isInteractive: Bool
    var phase: Phase
    /// Called with (completed, finished) when it ends.
    var completion: ((Bool, Bool) -> Void)?
    /// Drives the progress while the transition animates.
    let animator: FrameAnimator
    var animation: (duration: Double, from: Double, to: Double, curve: TimingCurve)?

    init(
        transition: TransitionLayout, oldLayout: CollectionViewLayout, newLayout: CollectionViewLayout, isInteractive: Bool,
        clock: any FrameClock
    ) {
        self.animator = FrameAnimator(clock: clock)
        self.transition = transition
        self.oldLayout = oldLayout
        self.newLayout = newLayout
        self.isInteractive = isInteractive
        self.phase = .interactive
    }
}
