import CollectionView
import Geometry
import LayoutProtocol

/// A layout that stands between two layouts while the host changes from one to the other
/// (UIKit's `UICollectionViewTransitionLayout`): every element's attributes are
/// interpolated between its attributes in ``currentLayout`` and in ``nextLayout`` at
/// ``transitionProgress``.
///
/// Centre, size, alpha, the 2D and 3D transforms and custom attributes that know how to
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
                message: "\(formatScalar(progress)) is not a finite number; use 0 for the current layout, 1 for the next, or a value in between")
        }
        recordAnimatedValue(progress, forKey: Self.progressKey)
        guard progress != self.progress else { return }
        self.progress = progress
        let context = TransitionInvalidationContext()
        context.invalidateTransitionProgress = true
        invalidateLayout(with: context)
    }

    private var progress: Double = 0

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

    private var animatedSamples: [String: (last: AnimatedValueSample, previous: AnimatedValueSample?)] = [:]

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

    private func recordAnimatedValue(_ value: Double, forKey key: String) {
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

    // MARK: - Content offsets

    /// The content offset the host had when the transition started; zero standalone.
    public private(set) var fromContentOffset: Point = .zero
    /// The content offset the host takes when the transition ends in ``nextLayout``;
    /// zero standalone.
    public private(set) var toContentOffset: Point = .zero

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

    /// The content offset in ``nextLayout`` that keeps in view the content that is in view
    /// in ``currentLayout`` at `visibleBounds`, as decided by the next layout's
    /// `targetContentOffset(forProposedContentOffset:)`.
    ///
    /// The anchor is the first cell (in index-path order) that shares an area with
    /// `visibleBounds` in the current layout (touching is not enough): the proposed offset puts it at the same place in the viewport
    /// in the next layout, clamped to the next layout's scrollable range (content size plus
    /// `contentInset`, never before `−contentInset`). Without a visible cell the proposal
    /// is the current offset, clamped. Both inner layouts must be prepared.
    ///
    /// - Parameters:
    ///   - visibleBounds: The host's bounds in the current layout.
    ///   - contentInset: The host's content inset.
    /// - Returns: The next layout's target offset for the proposal (the proposal itself
    ///   when the layout returns a non-finite point).
    /// - Complexity: One rect query on the current layout: O(log n + k) for k visible
    ///   elements in a layout that answers by binary search.
    public func contentOffsetKeepingContentInView(visibleBounds: Rect, contentInset: EdgeInsets = .zero) -> Point {
        var proposed = visibleBounds.origin
        let anchor = currentLayout.layoutAttributesForElements(in: visibleBounds)
            .filter { $0.category == .cell && !$0.isHidden && Self.overlaps($0.frame, visibleBounds) }
            .min { $0.indexPath < $1.indexPath }
        if let anchor, let target = nextLayout.layoutAttributesForItem(at: anchor.indexPath) {
            let inViewport = anchor.frame.origin - visibleBounds.origin
            proposed = target.frame.origin - inViewport
        }
        let size = nextLayout.contentSize
        func clamp(_ value: Double, low: Double, high: Double) -> Double {
            guard value.isFinite else { return low }
            return max(low, min(value, max(low, high)))
        }
        let insets = contentInset.isFinite ? contentInset : .zero
        proposed = Point(
            x: clamp(proposed.x, low: -insets.left, high: size.width + insets.right - visibleBounds.width),
            y: clamp(proposed.y, low: -insets.top, high: size.height + insets.bottom - visibleBounds.height))
        let target = nextLayout.targetContentOffset(forProposedContentOffset: proposed)
        return target.isFinite ? target : proposed
    }

    /// Whether two rects share an area (touching edges do not count here: a cell that
    /// only touches the viewport is not in view).
    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)
    }

    /// `fromContentOffset − toContentOffset`: what the next layout's frames are moved by.
    private var nextLayoutShift: Vector { fromContentOffset - toContentOffset }

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
        if let host, pendingInvalidation?.invalidateEverything ?? true
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
    private lazy var usesDefaultInterpolation = type(of: self) == TransitionLayout.self

    /// The rect query of a plain `TransitionLayout`: the same results as calling
    /// ``interpolatedAttributes(from:to:progress:)`` and making them safe, but writing each
    /// element once into the result; pairs whose transforms are equal and that have no
    /// custom values only need their frame, alpha, zIndex and `isHidden` computed.
    private static func interpolatedDefault(_ pairs: Pairs, progress t: Double, in rect: Rect) -> [LayoutAttributes] {
        let n = pairs.from.count
        return [LayoutAttributes](unsafeUninitializedCapacity: n) { buffer, initialized in
            initialized = 0
            guard n > 0, let base = buffer.baseAddress else { return }
            pairs.from.withUnsafeBufferPointer { from in
                pairs.to.withUnsafeBufferPointer { to in
                    pairs.plain.withUnsafeBufferPointer { plain in
                        for i in 0..<n {
                            if plain[i] {
                                let a = from[i].frame, b = to[i].frame
                                var frame: Rect
                                if t == 0 {
                                    frame = a
                                } else if t == 1 {
                                    frame = b
                                } else {
                                    var w = lerp(a.size.width, b.size.width, t), h = lerp(a.size.height, b.size.height, t)
                                    let cx = lerp(a.origin.x + a.size.width / 2, b.origin.x + b.size.width / 2, t)
                                    let cy = lerp(a.origin.y + a.size.height / 2, b.origin.y + b.size.height / 2, t)
                                    if w < 0 { w = 0 }
                                    if h < 0 { h = 0 }
                                    frame = Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
                                    if !frame.isFinite { frame = t < 0.5 ? a : b }
                                }
                                guard frame.intersects(rect) else { continue }
                                let out = base + initialized
                                out.initialize(to: from[i])
                                out.pointee.frame = frame
                                let alpha = lerp(from[i].alpha, to[i].alpha, t)
                                out.pointee.alpha = alpha >= 0 && alpha <= 1 ? alpha : (alpha > 1 ? 1 : (alpha < 0 ? 0 : (t < 0.5 ? from[i].alpha : to[i].alpha)))
                                if !(t < 0.5) {
                                    out.pointee.zIndex = to[i].zIndex
                                    out.pointee.isHidden = to[i].isHidden
                                }
                                initialized += 1
                            } else {
                                let r = sanitized(linearlyInterpolated(from[i], to[i], t), from[i], to[i], t)
                                guard r.frame.intersects(rect) else { continue }
                                (base + initialized).initialize(to: r)
                                initialized += 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// The interpolated attributes of one item, or `nil` when neither layout has it.
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
    /// width or height becomes 0 (keeping the centre), and a result with a non-finite
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

    /// ``LayoutAttributes/interpolated(to:progress:)`` with the same results, written so
    /// the common case (equal transforms, no custom values) does no more than a copy and
    /// a few multiplications: a transition interpolates every visible element each frame.
    @inline(__always)
    static func linearlyInterpolated(_ from: LayoutAttributes, _ to: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        if t == 0 { return from }
        var r = from
        if t == 1 {
            r.frame = to.frame
        } else {
            let a = from.frame, b = to.frame
            let w = lerp(a.size.width, b.size.width, t), h = lerp(a.size.height, b.size.height, t)
            let cx = lerp(a.origin.x + a.size.width / 2, b.origin.x + b.size.width / 2, t)
            let cy = lerp(a.origin.y + a.size.height / 2, b.origin.y + b.size.height / 2, t)
            r.frame = Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
        }
        r.alpha = lerp(from.alpha, to.alpha, t)
        if from.transform3D != to.transform3D {
            r.transform3D = from.transform3D.interpolated(to: to.transform3D, progress: t)
        }
        r.zIndex = t < 0.5 ? from.zIndex : to.zIndex
        r.isHidden = t < 0.5 ? from.isHidden : to.isHidden
        if !(from.custom.isEmpty && to.custom.isEmpty) {
            r.custom = from.custom.interpolated(to: to.custom, progress: t)
        }
        return r
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

    // MARK: - Internal

    /// The pairs of a rect query, as two parallel arrays, with what they were built for.
    private struct PairCache {
        var rect: Rect
        var shift: Vector
        var passCounts: (Int, Int)
        var pairs: Pairs
    }

    /// The elements of a rect query in both layouts, index by index; `plain` says the
    /// pair has equal transforms and no custom values.
    private struct Pairs {
        var from: [LayoutAttributes]
        var to: [LayoutAttributes]
        var plain: [Bool]
    }

    private var pairCache: PairCache?

    private func elementPairs(in rect: Rect) -> Pairs {
        let shift = nextLayoutShift
        let passes = (currentLayout.preparePassCount, nextLayout.preparePassCount)
        if let c = pairCache, c.rect == rect, c.shift == shift, c.passCounts == passes,
            !currentLayout.needsPrepare, !nextLayout.needsPrepare
        {
            return c.pairs
        }
        let fromList = currentLayout.layoutAttributesForElements(in: rect)
        let toList = nextLayout.layoutAttributesForElements(in: rect.offsetBy(dx: -shift.dx, dy: -shift.dy))
        var from: [LayoutAttributes] = [], to: [LayoutAttributes] = []
        if fromList.count == toList.count,
            zip(fromList, toList).allSatisfy({ $0.category == $1.category && $0.indexPath == $1.indexPath })
        {
            // Both layouts returned the same elements in the same order (the common case):
            // pair by position, no hashing.
            from = fromList
            to = shift == .zero ? toList : toList.map { shifted($0, by: shift) }
        } else {
            pairByKey(fromList, toList, shift: shift, from: &from, to: &to)
        }
        var plain: [Bool] = []
        plain.reserveCapacity(from.count)
        for i in from.indices {
            plain.append(from[i].transform3D == to[i].transform3D && from[i].custom.isEmpty && to[i].custom.isEmpty)
        }
        let pairs = Pairs(from: from, to: to, plain: plain)
        if !currentLayout.needsPrepare, !nextLayout.needsPrepare {
            pairCache = PairCache(rect: rect, shift: shift, passCounts: passes, pairs: pairs)
        }
        return pairs
    }

    /// Pairs two rect queries by element key; an element found in only one of them is
    /// looked up in the other layout, and fades when it is not there.
    private func pairByKey(
        _ fromList: [LayoutAttributes], _ toList: [LayoutAttributes], shift: Vector,
        from: inout [LayoutAttributes], to: inout [LayoutAttributes]
    ) {
        var toIndex: [ElementKey: Int] = [:]
        toIndex.reserveCapacity(toList.count)
        for (i, b) in toList.enumerated() { toIndex[b.key] = i }
        var used = [Bool](repeating: false, count: toList.count)
        from.reserveCapacity(max(fromList.count, toList.count))
        to.reserveCapacity(max(fromList.count, toList.count))
        for a in fromList {
            let key = a.key
            if let i = toIndex[key] {
                used[i] = true
                from.append(a)
                to.append(shifted(toList[i], by: shift))
            } else if let b = nextLayout.layoutAttributes(for: key) {
                from.append(a)
                to.append(shifted(b, by: shift))
            } else {
                from.append(a)
                to.append(attributesForDisappearingElement(a))
            }
        }
        for (i, b) in toList.enumerated() where !used[i] {
            let target = shifted(b, by: shift)
            if let a = currentLayout.layoutAttributes(for: b.key) {
                // In the current layout but outside the rect there: it moves in.
                from.append(a)
            } else {
                from.append(attributesForAppearingElement(target))
            }
            to.append(target)
        }
    }

    private func shifted(_ attributes: LayoutAttributes, by shift: Vector) -> LayoutAttributes {
        guard shift != .zero else { return attributes }
        var a = attributes
        a.frame.origin = a.frame.origin + shift
        return a
    }

    private func pairAndInterpolate(_ a: LayoutAttributes?, _ b: LayoutAttributes?) -> LayoutAttributes? {
        let shift = nextLayoutShift
        switch (a, b.map { shifted($0, by: shift) }) {
        case (let a?, let b?): return interpolated(a, b, progress)
        case (let a?, nil): return interpolated(a, attributesForDisappearingElement(a), progress)
        case (nil, let b?): return interpolated(attributesForAppearingElement(b), b, progress)
        case (nil, nil): return nil
        }
    }

    /// Calls the hook and makes the result safe (see ``interpolatedAttributes(from:to:progress:)``).
    private func interpolated(_ from: LayoutAttributes, _ to: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        Self.sanitized(interpolatedAttributes(from: from, to: to, progress: t), from, to, t)
    }

    /// Clamps alpha to 0…1 and sizes to zero or more, and replaces a non-finite result by
    /// the nearer end.
    private static func sanitized(_ attributes: LayoutAttributes, _ from: LayoutAttributes, _ to: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        var r = attributes
        if !(r.alpha >= 0 && r.alpha <= 1) {
            r.alpha = r.alpha > 1 ? 1 : (r.alpha < 0 ? 0 : (t < 0.5 ? from.alpha : to.alpha))
        }
        if r.frame.size.width < 0 || r.frame.size.height < 0 {
            r.size = Size(width: max(0, r.frame.size.width), height: max(0, r.frame.size.height))
        }
        if !r.frame.isFinite || ((t < 0 || t > 1) && !r.transform3D.isFinite) {
            let end = t < 0.5 ? from : to
            r.frame = end.frame
            r.transform3D = end.transform3D
        }
        return r
    }
}

/// The invalidation context of a ``TransitionLayout``: it can say that only the
/// progress changed, so the inner layouts need no new pass.
open class TransitionInvalidationContext: InvalidationContext {
    /// Whether ``TransitionLayout/transitionProgress`` changed.
    public var invalidateTransitionProgress = false

    /// Whether nothing is invalidated, the progress included.
    open override var isEmpty: Bool { super.isEmpty && !invalidateTransitionProgress }

    /// Merges another context, keeping the progress flag of either.
    open override func merge(_ other: InvalidationContext) {
        super.merge(other)
        if let other = other as? TransitionInvalidationContext, other.invalidateTransitionProgress {
            invalidateTransitionProgress = true
        }
    }
}
