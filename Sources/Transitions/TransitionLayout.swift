import FrameAnimation
import Geometry
import LayoutProtocol

/// A layout that stands between two layouts while the host changes from one to the other
/// (UIKit's `UICollectionViewTransitionLayout`): every element's attributes are
/// interpolated between its attributes in ``currentLayout`` and in ``nextLayout`` at
/// ``transitionProgress``.
///
/// Center, size, alpha, the 2D and 3D transforms and custom attributes that know how to
/// interpolate move linearly; zIndex, `isHidden` and custom attributes that do not
/// interpolate switch at the midpoint. An element that exists in only one of the two
/// layouts fades in or out. Cells, supplementary views and decoration views all take part.
///
/// Standalone, on a ``LayoutProtocol/StaticLayoutHost`` (what `cvkit transition` does):
///
/// ```swift
/// let viewport = Rect(x: 0, y: 0, width: 200, height: 400)
/// let transition = TransitionLayout(currentLayout: grid, nextLayout: list)
/// transition.host = StaticLayoutHost(itemCounts: [12], bounds: viewport)
/// transition.transitionProgress = 0.25
/// try transition.prepareIfNeeded()
/// transition.layoutAttributesForElements(in: viewport)
/// ```
///
/// Setting a host forwards it to both inner layouts, so they are always prepared against
/// the same host; without a host the inner layouts keep theirs.
///
/// Subclass it for a non-linear transition: override
/// ``interpolatedAttributes(from:to:progress:)`` (a curve, an arc, a stagger per item),
/// and read gesture values recorded with ``updateValue(_:forAnimatedKey:)``.
///
/// Progress outside 0…1 extrapolates (a spring that overshoots, a rubber-banding
/// gesture); the results stay valid: alpha is clamped to 0…1 and sizes to zero or more.
///
/// Content offsets: the host shows the transition at the content offset it had when the
/// transition started (``fromContentOffset``); the next layout's frames are shifted by
/// `fromContentOffset − toContentOffset`, so that when the transition ends and the host
/// moves to ``toContentOffset`` nothing jumps. Both offsets are zero standalone.
open class TransitionLayout: CollectionViewLayout {
    // MARK: - Lifecycle

    /// The layout the transition starts from (progress 0).
    public let currentLayout: CollectionViewLayout
    /// The layout the transition ends at (progress 1).
    public let nextLayout: CollectionViewLayout

    /// Creates a transition between two layouts (`init(currentLayout:nextLayout:)`),
    /// at progress 0.
    ///
    /// - Parameters:
    ///   - currentLayout: The layout shown at progress 0.
    ///   - nextLayout: The layout shown at progress 1.
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
        adoptDecorationRegistrations()
    }

    /// Registers the decoration views of both inner layouts on this layout, so the host
    /// can make decoration views while the transition is shown (the next layout's win
    /// for a kind both register).
    private func adoptDecorationRegistrations() {
        for layout in [currentLayout, nextLayout] {
            for (kind, registration) in layout.decorationViewRegistrations {
                registerDecorationView(registration, forKind: kind)
            }
        }
    }

    // MARK: - Progress

    /// The animated key under which every change of ``transitionProgress`` is recorded.
    public static let progressKey = "transitionProgress"

    /// How far the transition is: 0 shows ``currentLayout``, 1 shows ``nextLayout``.
    ///
    /// Setting it invalidates the layout (no need to call ``LayoutProtocol/CollectionViewLayout/invalidateLayout()`` as UIKit
    /// requires; doing so is harmless but also re-prepares both inner layouts) and records
    /// the value under ``progressKey``, so the speed of a gesture is known when the
    /// transition is finished. Values outside 0…1 are allowed (overshoot). A non-finite
    /// value is ignored; use ``setTransitionProgress(_:)`` to get an error instead.
    public var transitionProgress: Double {
        get { progress }
        set { try? setTransitionProgress(newValue) }
    }

    /// Sets ``transitionProgress``, rejecting a non-finite value.
    ///
    /// - Parameter progress: The new progress; any finite value (outside 0…1 overshoots).
    /// - Throws: ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` for NaN or an infinity;
    ///   the progress is then unchanged.
    public func setTransitionProgress(_ progress: Double) throws(LayoutError) {
        guard progress.isFinite else {
            throw .invalidParameter(
                name: "transitionProgress",
                message:
                    "\(formatScalar(progress)) is not a finite number; use 0 for the current layout, 1 for the next, or a value in between")
        }
        recordAnimatedValue(progress, forKey: Self.progressKey)
        guard progress != self.progress else { return }
        self.progress = progress
        let context = TransitionInvalidationContext()
        context.invalidateTransitionProgress = true
        invalidateLayout(with: context)
    }

    var progress: Double = 0

    // MARK: - Animated keys

    /// The clock that timestamps ``updateValue(_:forAnimatedKey:)``; the host sets its own
    /// when it installs the transition. Without a clock values are recorded without time
    /// and no speed can be derived.
    public var clock: (any FrameClock)?

    /// One recorded value of an animated key with its time.
    public struct AnimatedValueSample: Hashable, Sendable {
        /// The value.
        public var value: Double
        /// The clock's time when it was recorded, or `nil` without a clock.
        public var time: Double?
    }

    var animatedSamples: [String: (last: AnimatedValueSample, previous: AnimatedValueSample?)] = [:]

    // MARK: - Content offsets

    /// The content offset the host had when the transition started; zero standalone.
    public internal(set) var fromContentOffset: Point = .zero
    /// The content offset the host takes when the transition ends in ``nextLayout``;
    /// zero standalone.
    public internal(set) var toContentOffset: Point = .zero

    /// Sets the content offsets the transition runs between (see the type's discussion).
    ///
    /// - Parameters:
    ///   - from: The host's content offset while the transition is shown.
    ///   - to: The content offset the host takes in ``nextLayout``.
    /// - Throws: ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` when an offset is not finite; the
    ///   offsets are then unchanged.
    public func setContentOffsets(from: Point, to: Point) throws(LayoutError) {
        guard from.isFinite, to.isFinite else {
            throw .invalidGeometry("transition content offsets \(from) and \(to) must be finite")
        }
        guard from != fromContentOffset || to != toContentOffset else { return }
        fromContentOffset = from
        toContentOffset = to
        invalidateLayout()
    }

    var nextLayoutShift: Vector { fromContentOffset - toContentOffset }

    // MARK: - The layout pass

    /// A context that can say only the progress changed, so the inner layouts are not
    /// prepared again.
    open override func makeInvalidationContext() -> InvalidationContext { TransitionInvalidationContext() }

    /// Prepares both inner layouts against this layout's host.
    ///
    /// On a full invalidation (a new host, ``LayoutProtocol/CollectionViewLayout/invalidateLayout()``), or when an inner
    /// layout has no host or one with other bounds (a value host such as
    /// ``LayoutProtocol/StaticLayoutHost`` moved by `changeStaticHostBounds(to:)`), the host is forwarded
    /// to both inner layouts, which invalidates them; then each runs `prepareIfNeeded()`.
    /// A change of progress alone costs nothing here. The inner layouts' decoration-view
    /// registrations are adopted, so the host can make their decoration views.
    ///
    /// - Throws: What an inner layout's `prepare()` throws; this layout then stays dirty.
    open override func prepare() throws(LayoutError) {
        try super.prepare()
        if let host,
            pendingInvalidation?.invalidateEverything ?? true
                || currentLayout.host?.bounds != host.bounds || nextLayout.host?.bounds != host.bounds
        {
            currentLayout.host = host
            nextLayout.host = host
            pairCache = nil
        }
        try currentLayout.prepareIfNeeded()
        try nextLayout.prepareIfNeeded()
        adoptDecorationRegistrations()
    }

    /// The inner layouts' content sizes interpolated at the progress (never negative).
    open override var contentSize: Size {
        let a = currentLayout.contentSize, b = nextLayout.contentSize
        let w = lerp(a.width, b.width, progress), h = lerp(a.height, b.height, progress)
        return Size(width: w.isFinite ? max(0, w) : 0, height: h.isFinite ? max(0, h) : 0)
    }

    /// The interpolated attributes of every element whose interpolated frame intersects
    /// `rect` (touching counts).
    ///
    /// The candidates are the elements either layout returns for `rect` (the next layout
    /// is asked for the rect moved into its own coordinates); an element found in only
    /// one of them is looked up in the other by its key, and fades when it is not there.
    /// Pairing is cached until the rect, the offsets or an inner layout change, so moving
    /// the progress only re-interpolates.
    ///
    /// - Parameter rect: The rect, in the coordinates of the host's content while the
    ///   transition is shown.
    /// - Returns: The attributes, current layout's elements first.
    /// - Complexity: O(k) for k candidates when the pairing is cached; otherwise the two
    ///   rect queries plus O(k) hashing.
    open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let pairs = elementPairs(in: rect)
        let t = progress
        if usesDefaultInterpolation {
            return Self.interpolatedDefault(pairs, progress: t, in: rect)
        }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(pairs.from.count)
        for i in pairs.from.indices {
            let a = interpolated(pairs.from[i], pairs.to[i], t)
            if a.frame.intersects(rect) { result.append(consume a) }
        }
        return result
    }

    /// Whether this is a plain `TransitionLayout`, whose hooks are the defaults, so the
    /// rect query can take the fast path.
    lazy var usesDefaultInterpolation = type(of: self) == TransitionLayout.self
    open override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        pairAndInterpolate(
            currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The interpolated attributes of one supplementary view, or `nil` when neither
    /// layout has it.
    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        pairAndInterpolate(
            currentLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath),
            nextLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// The interpolated attributes of one decoration view, or `nil` when neither layout
    /// has it.
    open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        pairAndInterpolate(
            currentLayout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath),
            nextLayout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath))
    }

    /// Whether either inner layout wants a new layout for the bounds change.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        let a = currentLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
        let b = nextLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
        return a || b
    }

    /// Invalidates each inner layout that asked for it with its own bounds-change context,
    /// and returns an empty context (the inner layouts are prepared again at the pass).
    open override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        for layout in [currentLayout, nextLayout] where layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        return makeInvalidationContext()
    }

    /// The next layout decides (the transition ends there).
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        nextLayout.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    // MARK: - Interpolation hooks

    /// The attributes of one element at `progress` between its attributes in the two
    /// layouts. Override for a non-linear transition; the default interpolates linearly,
    /// with the results of ``LayoutProtocol/LayoutAttributes/interpolated(to:progress:)``.
    ///
    /// Whatever this returns is made safe afterwards: alpha is clamped to 0…1, a negative
    /// width or height becomes 0 (keeping the center), and a result with a non-finite
    /// number is replaced by the nearer end.
    ///
    /// ```swift
    /// final class EasedTransition: TransitionLayout {
    ///     override func interpolatedAttributes(from: LayoutAttributes, to: LayoutAttributes, progress: Double) -> LayoutAttributes {
    ///         super.interpolatedAttributes(from: from, to: to, progress: progress * progress)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - from: The element in ``currentLayout`` (for an appearing element: from
    ///     ``attributesForAppearingElement(_:)``).
    ///   - to: The element in ``nextLayout``, already moved by the offset shift (for a
    ///     disappearing element: from ``attributesForDisappearingElement(_:)``).
    ///   - progress: ``transitionProgress``.
    /// - Returns: The attributes to show; identity (category, index path) from `from`.
    open func interpolatedAttributes(from: LayoutAttributes, to: LayoutAttributes, progress: Double) -> LayoutAttributes {
        Self.linearlyInterpolated(from, to, progress)
    }
    /// Where an element that exists only in the next layout starts: its final attributes
    /// with alpha 0 (a fade in) by default.
    ///
    /// - Parameter attributes: The element's attributes in the next layout (shifted).
    /// - Returns: The attributes at progress 0.
    open func attributesForAppearingElement(_ attributes: LayoutAttributes) -> LayoutAttributes {
        CollectionViewLayout.fadedAttributes(attributes)
    }

    /// Where an element that exists only in the current layout ends: its attributes with
    /// alpha 0 (a fade out) by default.
    ///
    /// - Parameter attributes: The element's attributes in the current layout.
    /// - Returns: The attributes at progress 1.
    open func attributesForDisappearingElement(_ attributes: LayoutAttributes) -> LayoutAttributes {
        CollectionViewLayout.fadedAttributes(attributes)
    }

    /// The pairs of the last rect query (see `TransitionLayout+Pairs.swift`).
    var pairCache: PairCache?
}
