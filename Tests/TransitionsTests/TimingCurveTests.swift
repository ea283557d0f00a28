import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import Testing
import Transitions

@Suite("Timing curves and completion speed")
struct TimingCurveTests {
    @Test func easeCurvesHaveExactValues() {
        #expect([0, 0.25, 0.5, 0.75, 1].map(TimingCurve.linear.value(at:)) == [0, 0.25, 0.5, 0.75, 1])
        #expect([0, 0.25, 0.5, 0.75, 1].map(TimingCurve.easeIn.value(at:)) == [0, 0.0625, 0.25, 0.5625, 1])
        #expect([0, 0.25, 0.5, 0.75, 1].map(TimingCurve.easeOut.value(at:)) == [0, 0.4375, 0.75, 0.9375, 1])
        #expect([0, 0.25, 0.5, 0.75, 1].map(TimingCurve.easeInOut.value(at:)) == [0, 0.125, 0.5, 0.875, 1])
    }

    @Test func fractionsOutsideTheDurationAreClamped() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .spring] {
            #expect(curve.value(at: -1) == 0)
            #expect(curve.value(at: 2) == 1)
            #expect(curve.value(at: .nan) == 1, "a broken clock still ends the animation")
            #expect(curve.value(at: .infinity) == 1)
        }
    }

    @Test func criticallyDampedSpringSettlesWithoutOscillating() {
        let spring = TimingCurve.spring
        let samples = stride(from: 0.0, through: 1.0, by: 0.0625).map(spring.value(at:))
        #expect(samples.first == 0 && samples.last == 1)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 }, "monotonic: no overshoot at rest")
        // 1 − (1 + 10 × 0.5) e^(−5) = 1 − 6 e^(−5)
        #expect(abs(spring.value(at: 0.5) - 0.959572318005487) < 1e-12)
        #expect(spring.initialSlope == 0)
        // A fast start overshoots, and a transition tolerates it.
        let flung = TimingCurve.criticallyDampedSpring(frequency: 10, initialVelocity: 40)
        #expect(flung.initialSlope == 40)
        #expect(stride(from: 0.0, through: 1.0, by: 0.0625).map(flung.value(at:)).contains { $0 > 1 })
        // Bad parameters fall back to the defaults.
        #expect(TimingCurve.criticallyDampedSpring(frequency: -3, initialVelocity: .nan).value(at: 0.5) == spring.value(at: 0.5))
    }

    @Test func completionDurationFollowsTheRecordedSpeed() {
        typealias H = CollectionViewHost
        // 0.5 left at 1 per second, linear: 0.5 s; ease-out starts twice as fast: 1 s → clamped 0.5.
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: 1, curve: .linear) == 0.5)
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: 4, curve: .easeOut) == 0.25)
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: 1, curve: .easeOut) == 0.5)
        #expect(H.interactiveCompletionDuration(from: 0.9, to: 1, velocity: 100, curve: .linear) == 0.05)
        // Unknown, zero or backwards speed, or a curve that starts at rest: the default.
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: nil, curve: .linear) == 0.25)
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: -2, curve: .linear) == 0.25)
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 0, velocity: -2, curve: .linear) == 0.25)
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: 2, curve: .easeInOut) == 0.25)
        // From an overshoot, moving back: 0.3 at 3 per second.
        #expect(abs(H.interactiveCompletionDuration(from: 1.3, to: 1, velocity: -3, curve: .linear) - 0.1) < 1e-15)
        #expect(H.interactiveCompletionDuration(from: 1, to: 1, velocity: 5, curve: .linear) == 0)
    }
}
