import FrameAnimation
import Geometry

/// Where a touch is in its life (`UITouch.Phase`).
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    /// The finger went down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move (delivered with others that did).
    case stationary
    /// The finger lifted.
    case ended
    /// The system took the touch away (for example a scroll began).
    case cancelled

    /// Whether the touch is over after this phase.
    public var isFinal: Bool { self == .ended || self == .cancelled }
}

/// One finger at one moment: an identifier that stays the same from `began` to `ended`,
/// a position on the collection view (points from its top-left corner, like a finger on
/// the glass: scrolling does not change it; add ``CollectionView/CollectionViewHost/contentOffset``
/// for content coordinates, see ``CollectionView/CollectionViewHost/contentPoint(forViewPoint:)``),
/// a timestamp in seconds on the host's ``FrameAnimation/FrameClock`` time base, and a phase.
///
/// ```swift
/// let down = Touch(id: 1, phase: .began, position: Point(x: 25, y: 25), timestamp: 0)
/// ```
public struct Touch: Hashable, Sendable, CustomStringConvertible {
    /// Identifies the finger from `began` to `ended`/`cancelled`; may be reused afterwards.
    public var id: Int
    /// The phase.
    public var phase: TouchPhase
    /// The position on the collection view, from its top-left corner.
    public var position: Point
    /// The time in seconds, on the host clock's time base.
    public var timestamp: Double

    /// Creates a touch.
    ///
    /// - Parameters:
    ///   - id: The finger's identifier.
    ///   - phase: The phase.
    ///   - position: The position on the view; must be finite.
    ///   - timestamp: The time in seconds; must be finite.
    public init(id: Int, phase: TouchPhase, position: Point, timestamp: Double) {
        self.id = id
        self.phase = phase
        self.position = position
        self.timestamp = timestamp
    }

    public var description: String { "touch \(id) \(phase.rawValue) at \(position) t=\(formatScalar(timestamp))" }
}

/// The touches that changed at one moment, delivered together to the collection view
/// with ``CollectionView/CollectionViewHost/deliver(_:)-(TouchEvent)``.
///
/// ```swift
/// try cv.deliver(.began(id: 1, at: Point(x: 25, y: 25), time: 0))
/// try cv.deliver(.ended(id: 1, at: Point(x: 25, y: 25), time: 0.1))
/// ```
public struct TouchEvent: Hashable, Sendable, CustomStringConvertible {
    /// The touches, at most one per identifier.
    public var touches: [Touch]

    /// Creates an event from touches.
    ///
    /// - Parameter touches: The touches; identifiers must be distinct.
    public init(_ touches: [Touch]) { self.touches = touches }

    /// The latest timestamp among the touches; `-infinity` for an empty event.
    public var timestamp: Double { touches.map(\.timestamp).max() ?? -.infinity }

    /// One touch beginning.
    public static func began(id: Int, at position: Point, time: Double) -> TouchEvent {
        TouchEvent([Touch(id: id, phase: .began, position: position, timestamp: time)])
    }

    /// One touch moving.
    public static func moved(id: Int, to position: Point, time: Double) -> TouchEvent {
        TouchEvent([Touch(id: id, phase: .moved, position: position, timestamp: time)])
    }

    /// One touch lifting.
    public static func ended(id: Int, at position: Point, time: Double) -> TouchEvent {
        TouchEvent([Touch(id: id, phase: .ended, position: position, timestamp: time)])
    }

    /// One touch cancelled by the system.
    public static func cancelled(id: Int, at position: Point, time: Double) -> TouchEvent {
        TouchEvent([Touch(id: id, phase: .cancelled, position: position, timestamp: time)])
    }

    public var description: String { touches.map(\.description).joined(separator: "; ") }
}
