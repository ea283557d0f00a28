import CollectionView
import LayoutProtocol

/// One step of a scripted scroll session. Distances and velocities are along the
/// session's scroll axis (``ScrollAxis``): positive moves towards the end of the content.
///
/// After a step starts its gesture, the session runs frames until the content rests (see
/// ``ScrollSession``).
///
/// ```swift
/// let script = ScrollScript([.fling(velocity: 3000), .wait(frames: 10), .scrollToTop])
/// ```
public enum ScrollStep {
    /// Lets go of the content with a velocity in points per second (`fling(velocity:)`),
    /// then runs `frames` frames, or until it rests when `frames` is `nil` (a later step
    /// then happens while the content moves: a batch update during a fling).
    case fling(velocity: Double, frames: Int? = nil)
    /// A finger drags the content: `path` holds, for each frame, how far the content has
    /// moved since the drag began (in points; a finger moving up moves a vertical view's
    /// content forwards). On the frame after the last point the finger lifts with the
    /// speed of the last frame, and the content decelerates until it rests.
    case drag(path: [Double])
    /// `count` paging swipes, forwards (`forward`) or backwards: paging is on for the
    /// step, each swipe drags a quarter of the view over six frames and lifts at
    /// 1000 points per second, and the next swipe waits until the page settles.
    case swipes(count: Int, forward: Bool)
    /// `scrollToItem(at:at:animated:)` with the item at the start of the view (the top, or
    /// the left for a horizontal view); animated, frames run until it arrives.
    case scrollToItem(ElementIndexPath, animated: Bool)
    /// `scrollToTop()`: the status-bar tap, animated until it arrives.
    case scrollToTop
    /// Frames with no gesture (a running animation goes on).
    case wait(frames: Int)
    /// Frames until the content rests (a fling that ``fling(velocity:frames:)`` left
    /// running comes to a stop).
    case settle
    /// Inserts `count` items at `item` of `section` with a batch update, while the content
    /// keeps moving. Needs a ``ScrollReportDataSource`` (its counts change).
    case insertItems(section: Int, item: Int, count: Int)
    /// Deletes `count` items from `item` of `section` with a batch update. Needs a
    /// ``ScrollReportDataSource``.
    case deleteItems(section: Int, item: Int, count: Int)
    /// Any change of the data or the host in one frame: a batch update through your own
    /// data source, a diffable snapshot apply.
    case update(ScrollUpdate)

    /// A drag of `distance` points over `frames` frames at a constant speed (the path
    /// `distance/frames`, `2·distance/frames`, … `distance`).
    ///
    /// - Parameters:
    ///   - distance: How far the content moves, in points (negative: backwards).
    ///   - frames: Over how many frames; at least 1 (a session refuses more than
    ///     ``ScrollScript/maximumFramesPerStep``).
    /// - Returns: A ``drag(path:)`` step.
    public static func drag(distance: Double, frames: Int) -> ScrollStep {
        let n = min(max(1, frames), ScrollScript.maximumFramesPerStep + 1)
        return .drag(path: (1...n).map { distance * Double($0) / Double(n) })
    }

    /// The step's name in scripts and reports (`fling`, `drag`, `swipes`, …).
    public var name: String {
        switch self {
        case .fling: return "fling"
        case .drag: return "drag"
        case .swipes: return "swipes"
        case .scrollToItem: return "scrollToItem"
        case .scrollToTop: return "scrollToTop"
        case .wait: return "wait"
        case .settle: return "settle"
        case .insertItems: return "insert"
        case .deleteItems: return "delete"
        case .update(let update): return update.name
        }
    }
}

/// A change made in one frame of a session: `perform` runs with the host (apply a
/// snapshot, run a batch update through your data source).
///
/// ```swift
/// let apply = ScrollUpdate("apply") { _ in try dataSource.apply(snapshot, animatingDifferences: false) }
/// ```
public struct ScrollUpdate {
    /// A name for reports.
    public var name: String
    /// The change.
    public var perform: (CollectionViewHost) throws -> Void

    /// Creates an update.
    public init(_ name: String, perform: @escaping (CollectionViewHost) throws -> Void) {
        self.name = name
        self.perform = perform
    }
}

/// A scroll session's script: steps run in order, at a frame rate.
///
/// Compose one in code, or read one from JSON with ``ScrollScript/init(json:)`` (the
/// format is in `Docs/ScrollReport.md`).
///
/// ```swift
/// var script = ScrollScript([.fling(velocity: 3000)])
/// script.steps.append(.swipes(count: 2, forward: false))
/// ```
public struct ScrollScript {
    /// The steps, in order.
    public var steps: [ScrollStep]
    /// The frame rate the script asks for (60, 120, …), or `nil` for the session's; a
    /// session refuses a script whose rate differs from its clock's.
    public var framesPerSecond: Double?

    /// The most frames one step may run before the session stops it (ten minutes at
    /// 120 Hz): a gesture that never settles ends the session with an error, and a wait,
    /// a drag's path or a fling's frames may not ask for more.
    public static let maximumFramesPerStep = 72_000
    /// The most paging swipes one step makes.
    public static let maximumSwipes = 1000
    /// The frame rates a session runs at, in frames per second.
    public static let frameRates: ClosedRange<Double> = 1...1000
    /// The most items one insert or delete step changes.
    public static let maximumItemsPerUpdate = 1_000_000

    /// Creates a script.
    ///
    /// - Parameters:
    ///   - steps: The steps.
    ///   - framesPerSecond: The frame rate it asks for, or `nil` for the session's.
    public init(_ steps: [ScrollStep] = [], framesPerSecond: Double? = nil) {
        self.steps = steps
        self.framesPerSecond = framesPerSecond
    }

    /// A short description of the steps (`fling 3000, swipes 5`), for reports.
    public var summary: String {
        steps.map { step -> String in
            switch step {
            case .fling(let v, let frames): return "fling \(formatted(v))" + (frames.map { " for \($0) frames" } ?? "")
            case .drag(let path): return "drag \(formatted(path.last ?? 0))"
            case .swipes(let n, let forward): return "swipes \(forward ? n : -n)"
            case .scrollToItem(let path, _): return "scrollToItem \(path.section)-\(path.item)"
            case .wait(let n): return "wait \(n)"
            case .insertItems(let s, let i, let n): return "insert \(n) at \(s)-\(i)"
            case .deleteItems(let s, let i, let n): return "delete \(n) at \(s)-\(i)"
            default: return step.name
            }
        }.joined(separator: ", ")
    }
}

/// A number as short text: `3000`, `0.5`.
func formatted(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
