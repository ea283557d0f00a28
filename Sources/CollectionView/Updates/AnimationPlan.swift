import FrameAnimation
import Geometry
import LayoutProtocol

/// What a batch update animates: for every element that appears, disappears or moves,
/// where it starts and where it ends.
///
/// The start and end attributes come from the layout's hooks
/// (`initialLayoutAttributesForAppearing…`, `finalLayoutAttributesForDisappearing…`) and,
/// where a hook returns `nil`, from the defaults: an element that appears fades in at its
/// final place (alpha 0 → its alpha), one that disappears fades out at its last place, and
/// one that stays moves from its old attributes to its new ones.
///
/// A renderer plays the plan with ``attributes(atProgress:)``; a test reads
/// ``entries`` directly:
///
/// ```swift
/// let plan = try cv.performBatchUpdates { updates in
///     photos.insert(newPhoto, at: 3)
///     updates.insertItems(at: [ElementIndexPath(item: 3, section: 0)])
/// }
/// plan.entry(after: .cell(ElementIndexPath(item: 3, section: 0)))?.start.alpha // 0
/// ```
public struct AnimationPlan: Hashable, Sendable {
    /// What happens to one element.
    public enum Change: String, Hashable, Sendable, CaseIterable {
        /// Inserted by the batch (or the new half of a reload): it appears.
        case insert
        /// Deleted by the batch (or the old half of a reload): it disappears.
        case delete
        /// On screen before and after, at different attributes.
        case move
        /// Existed before but off screen; the batch brings it on screen.
        case appear
        /// Still exists, but the batch takes it off screen.
        case disappear
    }

    /// One animated element.
    public struct Entry: Hashable, Sendable {
        /// What happens to the element.
        public var change: Change
        /// The element before the batch (`nil` for an insert or an appear).
        public var keyBefore: ElementKey?
        /// The element after the batch (`nil` for a delete or a disappear).
        public var keyAfter: ElementKey?
        /// The attributes at the start of the animation.
        public var start: LayoutAttributes
        /// The attributes at the end of the animation.
        public var end: LayoutAttributes

        /// Creates an entry.
        public init(change: Change, keyBefore: ElementKey?, keyAfter: ElementKey?, start: LayoutAttributes, end: LayoutAttributes) {
            self.change = change
            self.keyBefore = keyBefore
            self.keyAfter = keyAfter
            self.start = start
            self.end = end
        }
    }

    /// The update items the layout was given, in UIKit's order.
    public var updateItems: [UpdateItem]
    /// The animated elements: those that disappear (in order of their key before the
    /// batch), then those that appear or move (in order of their key after it).
    public var entries: [Entry]
    /// Whether the batch is animated; `false` for updates performed without animation,
    /// whose views take their end attributes at once.
    public var isAnimated: Bool
    /// The animation's duration in seconds (0 when not animated).
    public var duration: Double

    /// UIKit's default duration of a batch update animation, in seconds.
    public static let defaultDuration: Double = 0.3

    /// A plan that animates nothing.
    public static let empty = AnimationPlan(updateItems: [], entries: [], isAnimated: false, duration: 0)

    /// Creates a plan.
    public init(updateItems: [UpdateItem], entries: [Entry], isAnimated: Bool, duration: Double) {
        self.updateItems = updateItems
        self.entries = entries
        self.isAnimated = isAnimated
        self.duration = isAnimated ? duration : 0
    }

    // MARK: - Reading the plan

    /// The entry of an element by its key after the batch, if it is animated.
    ///
    /// - Complexity: O(n) for n entries.
    public func entry(after key: ElementKey) -> Entry? { entries.first { $0.keyAfter == key } }

    /// The entry of an element by its key before the batch, if it is animated.
    ///
    /// - Complexity: O(n) for n entries.
    public func entry(before key: ElementKey) -> Entry? { entries.first { $0.keyBefore == key } }

    /// The entries with a given change.
    ///
    /// - Complexity: O(n) for n entries.
    public func entries(_ change: Change) -> [Entry] { entries.filter { $0.change == change } }

    // MARK: - Playing the plan

    /// The attributes of every animated element at a point of the animation, interpolated
    /// linearly from start to end (center, size, alpha, transform, interpolatable custom
    /// attributes).
    ///
    /// Progress 0 gives the start attributes and 1 the end ones; a plan that is not
    /// animated gives the end attributes at any progress. Progress outside 0…1 is clamped.
    ///
    /// - Parameter progress: How far the animation is, 0…1.
    /// - Returns: One attributes value per entry, in the order of ``entries``.
    /// - Complexity: O(n) for n entries.
    public func attributes(atProgress progress: Double) -> [LayoutAttributes] {
        let t = isAnimated ? (progress.isFinite ? min(1, max(0, progress)) : 1) : 1
        return entries.map { entry in
            if t == 1 { return entry.end }
            return entry.start.interpolated(to: entry.end, progress: t)
        }
    }

    /// The attributes at a time since the animation started, for a given timing curve.
    ///
    /// - Parameters:
    ///   - elapsed: Seconds since the start; negative is the start.
    ///   - curve: The timing curve; linear by default.
    /// - Returns: One attributes value per entry, in the order of ``entries``.
    /// - Complexity: O(n) for n entries.
    public func attributes(atTime elapsed: Double, curve: TimingCurve = .linear) -> [LayoutAttributes] {
        guard duration > 0, elapsed.isFinite else { return attributes(atProgress: 1) }
        return attributes(atProgress: curve.value(at: min(1, max(0, elapsed / duration))))
    }
}

extension AnimationPlan.Entry: CustomStringConvertible {
    /// `insert cell [0, 3]: frame (…) alpha 0 -> frame (…)`.
    public var description: String {
        let key = keyAfter ?? keyBefore
        return "\(change.rawValue) \(key.map(String.init(describing:)) ?? "?"): \(start) -> \(end)"
    }
}
