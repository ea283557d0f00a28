import Geometry

/// Estimates how fast a finger moves from its recent timestamped positions, as UIKit's
/// pan velocity does: it reflects the last ``window`` seconds (100 ms by default), not the
/// last move alone, so a finger that rests before lifting reads zero.
///
/// The velocity at a time `t` is the least-squares slope of position against time over
/// the window `[t − window, t]`: the samples inside it, the path's position at the
/// window's start (interpolated between the samples around it, or held at the last
/// sample before it), and the last position held until `t` when no sample came since.
/// Least squares uses the real sample times, so uneven spacing is fine, and one jittery
/// sample moves the result by a fraction of what it would move a last-step difference.
/// A steady drag reads its speed exactly.
///
/// ```swift
/// var estimator = VelocityEstimator()
/// estimator.add(Point(x: 0, y: 0), at: 0)
/// estimator.add(Point(x: 0, y: 10), at: 0.01)
/// estimator.velocity(at: 0.01)   // (0, 1000)
/// estimator.velocity(at: 1.0)    // (0, 0): the finger rested
/// ```
public struct VelocityEstimator: Hashable, Sendable {
    /// The default window: 100 milliseconds.
    public static let defaultWindow = 0.1

    /// How far back samples count, in seconds.
    public let window: Double
    private var times: [Double] = []
    private var positions: [Point] = []

    /// Creates an estimator with no samples.
    ///
    /// - Parameter window: Seconds of history; a non-finite or non-positive value means
    ///   ``defaultWindow``.
    public init(window: Double = VelocityEstimator.defaultWindow) {
        self.window = window.isFinite && window > 0 ? window : Self.defaultWindow
    }

    /// How many samples are kept.
    public var sampleCount: Int { times.count }

    /// Adds a position. A sample at the time of the last one replaces it; earlier or
    /// non-finite samples are ignored. Samples that can no longer fall in a window are
    /// dropped.
    ///
    /// - Parameters:
    ///   - position: Where the finger (or the fingers' centroid) is.
    ///   - time: Seconds, non-decreasing.
    public mutating func add(_ position: Point, at time: Double) {
        guard position.isFinite, time.isFinite else { return }
        if let last = times.last {
            if time < last { return }
            if time == last {
                positions[positions.count - 1] = position
                return
            }
        }
        times.append(time)
        positions.append(position)
        // Keep one sample at or before the start of the newest window.
        let start = time - window
        if let keepFrom = times.lastIndex(where: { $0 <= start }), keepFrom > 0 {
            times.removeFirst(keepFrom)
            positions.removeFirst(keepFrom)
        }
    }

    /// Forgets every sample.
    public mutating func reset() {
        times.removeAll()
        positions.removeAll()
    }

    /// The velocity at a time, in points per second; zero with fewer than two points in
    /// the window or a time before the last sample.
    ///
    /// - Parameter time: When to read it, normally the latest event's time.
    /// - Complexity: O(s) for s samples in the window.
    public func velocity(at time: Double) -> Vector {
        guard let lastTime = times.last, time.isFinite, time >= lastTime else { return .zero }
        let start = time - window
        var ts: [Double] = [], ps: [Point] = []
        if let before = times.lastIndex(where: { $0 <= start }) {
            let position: Point
            if before + 1 < times.count {
                let t0 = times[before], t1 = times[before + 1]
                let u = t1 > t0 ? (start - t0) / (t1 - t0) : 1
                let p0 = positions[before], p1 = positions[before + 1]
                position = Point(x: p0.x + (p1.x - p0.x) * u, y: p0.y + (p1.y - p0.y) * u)
            } else {
                position = positions[before]
            }
            ts.append(start)
            ps.append(position)
        }
        for i in times.indices where times[i] > start {
            ts.append(times[i])
            ps.append(positions[i])
        }
        if lastTime < time, let last = positions.last {
            ts.append(time)
            ps.append(last)
        }
        guard ts.count >= 2 else { return .zero }
        if ts.count == 2 {
            // Two points: their difference quotient (exact for a steady drag).
            guard ts[1] > ts[0] else { return .zero }
            let v = (ps[1] - ps[0]) * (1 / (ts[1] - ts[0]))
            return v.isFinite ? v : .zero
        }
        let n = Double(ts.count)
        let meanT = ts.reduce(0, +) / n
        let meanX = ps.reduce(0) { $0 + $1.x } / n, meanY = ps.reduce(0) { $0 + $1.y } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for i in ts.indices {
            let dt = ts[i] - meanT
            stt += dt * dt
            stx += dt * (ps[i].x - meanX)
            sty += dt * (ps[i].y - meanY)
        }
        guard stt > 0 else { return .zero }
        let v = Vector(dx: stx / stt, dy: sty / stt)
        return v.isFinite ? v : .zero
    }

}
