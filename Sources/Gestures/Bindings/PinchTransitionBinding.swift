import CollectionView
import Geometry
import LayoutProtocol
import Transitions

/// Pinch to drive an interactive layout transition: the pinch starting starts the
/// transition to ``targetLayout``, its scale sets the progress, and releasing finishes
/// the transition when the progress passed ``finishThreshold`` or the pinch was still
/// moving towards the target faster than ``velocityThreshold`` — otherwise it cancels.
///
/// The progress is `(scale − 1) / (completionScale − 1)`: with a completion scale of 2,
/// spreading the fingers to twice their distance completes the transition; with 0.5,
/// pinching them to half does. It is not clamped (overshoot is allowed).
///
/// The recognizer holds the binding weakly: keep the binding alive as long as it
/// should work.
///
/// ```swift
/// let pinch = PinchGestureRecognizer(name: "zoom")
/// try cv.addGestureRecognizer(pinch)
/// let zoom = PinchTransitionBinding(pinch: pinch, to: listLayout, completionScale: 2)
/// ```
public final class PinchTransitionBinding {
    /// The layout the transition goes to.
    public let targetLayout: CollectionViewLayout
    /// The scale at which the progress reaches 1; values of 1 or non-finite count as 2.
    public var completionScale: Double
    /// The progress above which a release finishes; 0.5 by default.
    public var finishThreshold: Double = 0.5
    /// The scale speed (per second) towards the target above which a release finishes
    /// whatever the progress; 1 by default.
    public var velocityThreshold: Double = 1
    /// The progress last set.
    public private(set) var progress: Double = 0
    /// How the last transition ended: `true` finished, `false` cancelled, `nil` none yet.
    public private(set) var lastOutcome: Bool?
    /// The last error the host reported, if any (the transition is then cancelled).
    public private(set) var lastError: CollectionViewError?

    /// Creates the binding and adds its action to the pinch.
    ///
    /// - Parameters:
    ///   - pinch: The pinch (attach it to the collection view yourself).
    ///   - layout: The layout to transition to.
    ///   - completionScale: The scale that completes the transition.
    public init(pinch: PinchGestureRecognizer, to layout: CollectionViewLayout, completionScale: Double = 2) {
        self.targetLayout = layout
        self.completionScale = completionScale
        pinch.addTarget { [weak self] recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            self?.handle(pinch)
        }
    }

    private var span: Double {
        let s = completionScale.isFinite && completionScale > 0 && completionScale != 1 ? completionScale : 2
        return s - 1
    }

    private func handle(_ pinch: PinchGestureRecognizer) {
        guard let cv = pinch.view else { return }
        do {
            switch pinch.state {
            case .began:
                lastError = nil
                guard !cv.isInteractiveTransitionInProgress, cv.collectionViewLayout !== targetLayout else { return }
                try cv.startInteractiveTransition(to: targetLayout)
                try update(cv, pinch)
            case .changed:
                guard cv.isInteractiveTransitionInProgress else { return }
                try update(cv, pinch)
            case .ended:
                guard cv.isInteractiveTransitionInProgress else { return }
                let towardsTarget = pinch.velocity / span
                let finish = progress >= finishThreshold || towardsTarget > velocityThreshold / abs(span)
                if finish { try cv.finishInteractiveTransition() } else { try cv.cancelInteractiveTransition() }
                lastOutcome = finish
            case .cancelled:
                guard cv.isInteractiveTransitionInProgress else { return }
                try cv.cancelInteractiveTransition()
                lastOutcome = false
            default:
                break
            }
        } catch {
            lastError = error
            if cv.isInteractiveTransitionInProgress {
                try? cv.cancelInteractiveTransition()
                lastOutcome = false
            }
        }
    }

    private func update(_ cv: CollectionViewHost, _ pinch: PinchGestureRecognizer) throws(CollectionViewError) {
        progress = (pinch.scale - 1) / span
        try cv.updateInteractiveTransition(progress: progress)
    }
}
