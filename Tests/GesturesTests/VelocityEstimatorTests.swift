import Geometry
import Gestures
import Testing

@Suite("VelocityEstimator: the pan's velocity over the last 100 ms")
struct VelocityEstimatorTests {
    /// A drag down at `speed` points per second, sampled at the given times.
    func steady(_ times: [Double], speed: Double) -> VelocityEstimator {
        var e = VelocityEstimator()
        for t in times { e.add(Point(x: 0, y: speed * t), at: t) }
        return e
    }

    @Test func aSteadyDragReadsItsSpeed() {
        let even = steady((0...12).map { Double($0) / 60 }, speed: 1000)
        #expect(abs(even.velocity(at: 0.2).dy - 1000) < 1e-9)
        #expect(even.velocity(at: 0.2).dx == 0)
        // Uneven spacing: the times matter, not the number of samples.
        let uneven = steady([0, 0.007, 0.02, 0.021, 0.05, 0.058, 0.09, 0.13], speed: -750)
        #expect(abs(uneven.velocity(at: 0.13).dy + 750) < 1e-9)
    }

    @Test func aRestingFingerReadsZero() {
        var e = steady([0, 0.01, 0.02, 0.03], speed: 1000)
        #expect(abs(e.velocity(at: 0.03).dy - 1000) < 1e-9)
        // Held still: 50 ms later the fit over (0, 0) … (0.03, 30), (0.08, 30) reads
        // 32000/97 ≈ 330; a window later it is 0.
        #expect(abs(e.velocity(at: 0.08).dy - 32000.0 / 97) < 1e-9)
        #expect(e.velocity(at: 0.13) == .zero)
        // The lift, one second later at the same place.
        e.add(Point(x: 0, y: 30), at: 1.03)
        #expect(e.velocity(at: 1.03) == .zero)
        #expect(e.sampleCount == 2, "older samples are dropped")
    }

    @Test func oneJitterySampleMovesTheEstimateLittle() {
        // 60 Hz at 1000 pt/s (16.7 pt per frame); the newest sample is 2 pt off. A
        // last-move difference would read 1120; the window reads 1012.857…
        var times = (0...12).map { Double($0) / 60 }
        var e = VelocityEstimator()
        let last = times.removeLast()
        for t in times { e.add(Point(x: 0, y: 1000 * t), at: t) }
        e.add(Point(x: 0, y: 1000 * last + 2), at: last)
        let v = e.velocity(at: last).dy
        #expect(abs(v - 1000) / 1000 < 0.02, "\(v)")
        #expect(abs(v - 1012.857142857142) < 1e-6, "\(v)")
    }

    @Test func badSamplesAreIgnored() {
        var e = VelocityEstimator(window: -1)
        #expect(e.window == VelocityEstimator.defaultWindow)
        #expect(e.velocity(at: 0) == .zero, "no samples")
        e.add(Point(x: 0, y: 0), at: 1)
        #expect(e.velocity(at: 1) == .zero, "one sample")
        e.add(Point(x: .nan, y: 0), at: 1.01)
        e.add(Point(x: 5, y: 0), at: .infinity)
        e.add(Point(x: 5, y: 0), at: 0.5)
        #expect(e.sampleCount == 1, "non-finite and earlier samples are ignored")
        e.add(Point(x: 1, y: 0), at: 1.01)
        e.add(Point(x: 2, y: 0), at: 1.01)
        #expect(e.sampleCount == 2, "a sample at the same time replaces the last")
        #expect(abs(e.velocity(at: 1.01).dx - 200) < 1e-9)
        #expect(e.velocity(at: 1.0) == .zero, "a time before the last sample")
        e.reset()
        #expect(e.sampleCount == 0)
    }

    @Test func dragHoldLiftDoesNotFling() throws {
        let f = try Fixture()
        let pan = PanGestureRecognizer(name: "pan")
        try f.cv.addGestureRecognizer(pan)
        try f.cv.deliver(.began(id: 1, at: Point(x: 100, y: 300), time: 0))
        for step in 1...10 {
            try f.cv.deliver(.moved(id: 1, to: Point(x: 100, y: 300 - Double(step) * 10), time: Double(step) / 100))
        }
        #expect(abs(pan.velocity.dy + 1000) < 1e-9, "100 pt at 1000 pt/s")
        var lifted: Vector?
        pan.addTarget { r in if r.state == .ended { lifted = (r as? PanGestureRecognizer)?.velocity } }
        try f.cv.deliver(.ended(id: 1, at: Point(x: 100, y: 200), time: 1.1))
        #expect(lifted == .zero, "held still for a second: no fling")
    }
}
