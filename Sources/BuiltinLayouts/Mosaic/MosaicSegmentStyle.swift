import Geometry

/// How one 200-point band of a ``MosaicLayout`` is split between its items (the sample's
/// `MosaicSegmentStyle`).
///
/// ```swift
/// MosaicSegmentStyle.twoThirdsOneThird.frames(in: Rect(x: 0, y: 1, width: 375, height: 200))
/// // [(0, 1, 250, 200), (251, 1, 124, 100), (251, 102, 124, 99)]
/// ```
public enum MosaicSegmentStyle: String, Hashable, Sendable, CaseIterable {
    /// One item across the whole width.
    case fullWidth
    /// Two items side by side, split at the middle.
    case fiftyFifty
    /// A large item on the left two thirds, two stacked items on the right third.
    case twoThirdsOneThird
    /// Two stacked items on the left third, a large item on the right two thirds.
    case oneThirdTwoThirds

    /// How many items a segment of this style holds.
    public var itemCount: Int {
        switch self {
        case .fullWidth: return 1
        case .fiftyFifty: return 2
        case .twoThirdsOneThird, .oneThirdTwoThirds: return 3
        }
    }

    /// The position in ``allCases``.
    var templateIndex: Int {
        switch self {
        case .fullWidth: return 0
        case .fiftyFifty: return 1
        case .twoThirdsOneThird: return 2
        case .oneThirdTwoThirds: return 3
        }
    }

    /// The style of the next segment, by the sample's rule: one item left → full width, two
    /// left → fifty-fifty, otherwise the cycle full width → fifty-fifty → two-thirds/one-third
    /// → one-third/two-thirds → fifty-fifty → ….
    ///
    /// - Parameter remaining: The number of items not yet placed.
    /// - Returns: The style for the next segment.
    public func next(remaining: Int) -> MosaicSegmentStyle {
        switch remaining {
        case 1: return .fullWidth
        case 2: return .fiftyFifty
        default:
            switch self {
            case .fullWidth: return .fiftyFifty
            case .fiftyFifty: return .twoThirdsOneThird
            case .twoThirdsOneThird: return .oneThirdTwoThirds
            case .oneThirdTwoThirds: return .fiftyFifty
            }
        }
    }

    /// The frames of the segment's items in order, exactly as the seed computes them with
    /// `dividedIntegral(fraction:from:)` (a one-point gap between parts, the first part
    /// rounded up to whole points).
    ///
    /// - Parameter segmentFrame: The band the segment fills.
    /// - Returns: ``itemCount`` frames.
    public func frames(in segmentFrame: Rect) -> [Rect] {
        var result: [Rect] = []
        result.reserveCapacity(3)
        appendFrames(in: segmentFrame, to: &result)
        return result
    }

    /// Appends the segment's frames to `frames` (the allocation-free form of
    /// ``frames(in:)``).
    ///
    /// - Parameters:
    ///   - segmentFrame: The band the segment fills.
    ///   - frames: The array the ``itemCount`` frames are appended to.
    @inlinable
    public func appendFrames(in segmentFrame: Rect, to frames: inout [Rect]) {
        switch self {
        case .fullWidth:
            frames.append(segmentFrame)
        case .fiftyFifty:
            let horizontal = segmentFrame.dividedIntegral(fraction: 0.5, from: .minXEdge)
            frames.append(horizontal.first)
            frames.append(horizontal.second)
        case .twoThirdsOneThird:
            let horizontal = segmentFrame.dividedIntegral(fraction: 2.0 / 3.0, from: .minXEdge)
            let vertical = horizontal.second.dividedIntegral(fraction: 0.5, from: .minYEdge)
            frames.append(horizontal.first)
            frames.append(vertical.first)
            frames.append(vertical.second)
        case .oneThirdTwoThirds:
            let horizontal = segmentFrame.dividedIntegral(fraction: 1.0 / 3.0, from: .minXEdge)
            let vertical = horizontal.first.dividedIntegral(fraction: 0.5, from: .minYEdge)
            frames.append(vertical.first)
            frames.append(vertical.second)
            frames.append(horizontal.second)
        }
    }
}
