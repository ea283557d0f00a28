import FrameAnimation
import Testing

@Suite("Timing curves")
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
}
