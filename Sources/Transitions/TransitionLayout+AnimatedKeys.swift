import Geometry
import LayoutProtocol

/// Recording gesture values over time: what lets the host finish a transition at the
/// speed of the gesture.
extension TransitionLayout {
    /// Records a value for a key of your own (`updateValue(_:forAnimatedKey:)`), with the
    /// clock's time, e.g. the position of the finger during a pinch.
    ///
    /// The last two samples of every key are kept: ``velocity(forAnimatedKey:)`` derives
    /// the speed from them, which the host uses to finish or cancel an interactive
    /// transition at the speed of the gesture. A non-finite value is ignored.
    ///
    /// ```swift
    /// transition.updateValue(pinch.scale, forAnimatedKey: "scale")
    /// transition.value(forAnimatedKey: "scale")
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to record.
    ///   - key: A name meaningful to your layout.
    public func updateValue(_ value: Double, forAnimatedKey key: String) {
        recordAnimatedValue(value, forKey: key)
    }

    /// The last value recorded for a key (`value(forAnimatedKey:)`), or 0 when none was,
    /// as in UIKit.
    ///
    /// - Parameter key: A key given to ``updateValue(_:forAnimatedKey:)``.
    /// - Returns: The most recent value, or 0.
    public func value(forAnimatedKey key: String) -> Double {
        animatedSamples[key]?.last.value ?? 0
    }

    /// The last two samples recorded for a key, newest first; empty when none was.
    ///
    /// - Parameter key: A key given to ``updateValue(_:forAnimatedKey:)``.
    /// - Returns: Up to two samples.
    public func recordedSamples(forAnimatedKey key: String) -> [AnimatedValueSample] {
        guard let entry = animatedSamples[key] else { return [] }
        return [entry.last] + (entry.previous.map { [$0] } ?? [])
    }

    /// The speed of a key in units per second, from its last two timestamped samples, or
    /// `nil` when fewer than two were recorded with a clock or no time passed between them.
    ///
    /// - Parameter key: A key given to ``updateValue(_:forAnimatedKey:)``, or
    ///   ``progressKey``.
    /// - Returns: `(last − previous) / (lastTime − previousTime)`, or `nil`.
    public func velocity(forAnimatedKey key: String) -> Double? {
        guard let entry = animatedSamples[key], let previous = entry.previous,
            let t1 = entry.last.time, let t0 = previous.time, t1 > t0
        else { return nil }
        let v = (entry.last.value - previous.value) / (t1 - t0)
        return v.isFinite ? v : nil
    }

    func recordAnimatedValue(_ value: Double, forKey key: String) {
        guard value.isFinite else { return }
        let sample = AnimatedValueSample(value: value, time: clock?.now)
        let previous = animatedSamples[key]?.last
        // Several updates within one frame keep the older timestamped sample, so the speed
        // is measured over a real time step.
        if let previous, let t = previous.time, t == sample.time, let older = animatedSamples[key]?.previous {
            animatedSamples[key] = (sample, older)
        } else {
            animatedSamples[key] = (sample, previous)
        }
    }
}
