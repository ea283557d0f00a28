import FrameAnimation
import Testing

@Suite("FrameAnimator and the shared timing curve")
struct FrameAnimatorTests {
    @Test func framesCarryTheElapsedTimeUntilTheClosureIsDone() {
        let clock = ManualFrameClock(start: 5, framesPerSecond: 4)
        let animator = FrameAnimator(clock: clock)
        // The manual clock hands out exact frame times (4 per second): no real time is read.
        var frameTimes: [Double] = []
        animator.start { e, _ in
            frameTimes.append(e)
            return frameTimes.count < 3
        }
        #expect(animator.isRunning)
        #expect(animator.startTime == 5)
        clock.advance(by: 2)
        #expect(frameTimes == [0.25, 0.5, 0.75])
        #expect(!animator.isRunning)
        #expect(!clock.hasObservers)
    }

    @Test func aRestartFromInsideAFrameKeepsTheNewRun() {
        let clock = ManualFrameClock(framesPerSecond: 10)
        let animator = FrameAnimator(clock: clock)
        var second = 0
        animator.start { _, _ in
            animator.start { _, _ in
                second += 1
                return second < 2
            }
            return false
        }
        clock.runUntilIdle()
        #expect(second == 2)
    }

    @Test func releasingTheAnimatorStopsIt() {
        let clock = ManualFrameClock()
        var animator: FrameAnimator? = FrameAnimator(clock: clock)
        animator?.start { _, _ in true }
        #expect(clock.hasObservers)
        animator = nil
        #expect(!clock.hasObservers)
    }

    @Test func smoothStepIsTheScrollEase() {
        #expect(TimingCurve.smoothStep.value(at: 0.5) == 0.5)
        #expect(TimingCurve.smoothStep.value(at: 0.25) == 0.15625)
        #expect(TimingCurve.smoothStep.initialSlope == 0)
        #expect(TimingCurve.smoothStep.value(at: 1) == 1)
    }
}
