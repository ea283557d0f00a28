import FrameAnimation
import Testing

@Suite("ManualFrameClock")
struct FrameClockTests {
    @Test func deliversOneFramePerIntervalToObservers() {
        let clock = ManualFrameClock(framesPerSecond: 120)
        var times: [Double] = []
        let token = clock.addFrameObserver { times.append($0) }
        clock.advance(by: 0.025)  // 3 frames at 120 per second
        #expect(times.count == 3)
        #expect(clock.frameCount == 3)
        clock.removeFrameObserver(token)
        clock.advance(by: 1)
        #expect(times.count == 3, "a removed observer gets no more frames")
        #expect(clock.frameCount == 123)
    }

    @Test func badAndHugeDurationsNeitherTrapNorHang() {
        let clock = ManualFrameClock(framesPerSecond: 60)
        clock.advance(by: .nan)
        clock.advance(by: -.infinity)
        clock.advance(by: -1)
        #expect(clock.now == 0 && clock.frameCount == 0)
        clock.advance(by: 1e300)
        #expect(clock.frameCount == Int.max, "the frame count saturates instead of overflowing")
        #expect(clock.now == 1e300, "time moves by the whole duration")
        // With an observer, at most maximumFramesPerAdvance frames are delivered.
        let observed = ManualFrameClock(framesPerSecond: 60)
        var delivered = 0
        _ = observed.addFrameObserver { _ in delivered += 1 }
        observed.advance(by: 1e300)
        #expect(delivered == ManualFrameClock.maximumFramesPerAdvance)
        #expect(observed.now == 1e300)
    }

    @Test func runUntilIdleStopsWhenTheLastObserverLeaves() {
        let clock = ManualFrameClock(framesPerSecond: 60)
        var remaining = 5
        var token: FrameObserverToken?
        token = clock.addFrameObserver { _ in
            remaining -= 1
            if remaining == 0, let t = token { clock.removeFrameObserver(t) }
        }
        #expect(clock.runUntilIdle() == 5)
        #expect(!clock.hasObservers)
    }
}
