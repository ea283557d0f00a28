#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import LayoutProtocol

/// UIKit's flow layout (`UICollectionViewFlowLayout`): items packed greedily into lines,
/// lines stacked along the scroll axis, sections with optional headers, insets and
/// footers — fast at any size.
///
/// ```swift
/// let layout = FlowLayout()
/// layout.itemSize = Size(width: 100, height: 100)
/// layout.minimumInteritemSpacing = 10
/// layout.minimumLineSpacing = 10
/// layout.host = StaticLayoutHost(itemCounts: [25], bounds: Rect(x: 0, y: 0, width: 1000, height: 800))
/// try layout.prepareIfNeeded()
/// layout.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0))?.frame
/// // (112.5, 0, 100, 100): 9 items per line, justified
/// ```
///
/// The rules (UIKit's, see DESIGN.md):
/// - An item joins the current line while `used + minimumInteritemSpacing + length ≤
///   available`, where `available` is the cross extent minus the content insets, the
///   ``sectionInsetReference`` and the section insets. A line holds at least one item.
/// - A full line is justified; a line holding a single item is centred (an item longer
///   than the line gets a negative origin and the layout reports UIKit's message once,
///   through ``diagnosticHandler``).
/// - The last line of a section: items of equal size are spaced as if the line were
///   filled with copies of that item; items of different sizes are packed from the
///   leading edge with exactly ``minimumInteritemSpacing``.
/// - A line is as thick as its thickest item; thinner items are centred across it.
///   Lines are ``minimumLineSpacing`` apart.
/// - Along the scroll axis a section is: header, top inset, lines, bottom inset, footer.
///   Headers and footers use only their extent along the scroll axis and span the cross
///   extent of the content; a zero extent means no view. Empty sections keep their
///   header, insets and footer.
///
/// Beyond UIKit:
/// - ``fullLineAlignment`` and ``lastLineAlignment`` (leading, centre, trailing,
///   justified; ``LineAlignment/automatic`` is UIKit's rule).
/// - Right-to-left: when the host's ``LayoutProtocol/LayoutHost/layoutDirection`` differs from
///   ``LayoutProtocol/CollectionViewLayout/developmentLayoutDirection`` (left to right) and
///   ``flipsHorizontallyInOppositeLayoutDirection`` is `true` (the default), the layout
///   mirrors its own frames across the content width
///   (`x' = contentSize.width − maxX`): the frames it returns are final, a host must not
///   flip them again. In horizontal scrolling the first section is then at the right end.
/// - ``sectionBackgroundDecorationKind``: one decoration view behind each section.
/// - A bulk size source (``FlowItemSizing``) so large sections need no call per item.
///
/// Performance: a section whose items share one size has no per-item storage, so its
/// ``prepare()`` is O(1) for any count (a billion items included) and its rect queries
/// are closed-form. Sections with per-item sizes keep contiguous arrays (sizes, cross
/// offsets, and per line: first item, offset, thickness); rect queries binary-search the
/// lines (O(log n + k)); one item's new size re-lays out only the lines it moves.
///
/// Differences from UIKit: ``prepare()`` throws ``LayoutProtocol/LayoutError`` for negative or
/// non-finite sizes, spacings and insets (from the properties or the delegate) and keeps
/// the previous layout.
open class FlowLayout: CollectionViewLayout {
    /// The scroll direction (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
        /// Lines run left to right and stack downwards (the default).
        case vertical
        /// Lines run top to bottom and stack rightwards.
        case horizontal
    }

    /// What the section insets are measured from (`SectionInsetReference`).
    public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
        /// From the content inset (the default): the insets start at the content's edge.
        case fromContentInset
        /// From the safe area: the safe area insets beyond the content inset are added.
        case fromSafeArea
        /// From the layout margins: the margins beyond the content inset are added.
        case fromLayoutMargins
    }

    /// How the items of a line are spread across it (beyond UIKit).
    public enum LineAlignment: String, Hashable, Sendable, CaseIterable {
        /// UIKit's rule: full lines justified (a lone item centred); the last line spaced
        /// as if filled with copies of its item when sizes are equal, else leading.
        case automatic
        /// Packed from the leading edge with the minimum interitem spacing.
        case leading
        /// Packed with the minimum interitem spacing and centred.
        case center
        /// Packed against the trailing edge with the minimum interitem spacing.
        case trailing
        /// The leftover space spread evenly between the items (a lone item is centred).
        case justified
    }

    /// The zIndex of headers (and footers) while they pin to the visible bounds, as UIKit.
    public static let pinnedSupplementaryZIndex = 1024

    /// UIKit's message for an item longer than the line, vertical scrolling.
    public static let itemTooWideMessage = "The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."

    /// UIKit's message for an item longer than the line, horizontal scrolling.
    public static let itemTooTallMessage = "The behavior of the UICollectionViewFlowLayout is not defined because: the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."

    // MARK: - Lifecycle

    /// Creates a flow layout with UIKit's defaults: 50×50 items, spacings of 10, no
    /// insets, headers or footers, vertical scrolling.
    public override init() { super.init() }

    // MARK: - Configuration

    /// The size of every item without a delegate size (`itemSize`); 50×50 by default.
    public var itemSize = Size(width: 50, height: 50) { didSet { metricsChanged(oldValue != itemSize) } }
    /// The estimated size of self-sizing items; `.zero` (the default) turns self-sizing off.
    public var estimatedItemSize = Size.zero { didSet { metricsChanged(oldValue != estimatedItemSize) } }
    /// The spacing between lines; 10 by default.
    public var minimumLineSpacing: Double = 10 { didSet { metricsChanged(oldValue != minimumLineSpacing) } }
    /// The minimum spacing between items of a line; 10 by default.
    public var minimumInteritemSpacing: Double = 10 { didSet { metricsChanged(oldValue != minimumInteritemSpacing) } }
    /// The insets of every section without delegate insets; zero by default.
    public var sectionInset = EdgeInsets.zero { didSet { metricsChanged(oldValue != sectionInset) } }
    /// What the section insets are measured from; ``SectionInsetReference/fromContentInset`` by default.
    public var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { metricsChanged(oldValue != sectionInsetReference) } }
    /// The header size of every section without a delegate size; zero (no header) by default.
    public var headerReferenceSize = Size.zero { didSet { metricsChanged(oldValue != headerReferenceSize) } }
    /// The footer size of every section without a delegate size; zero (no footer) by default.
    public var footerReferenceSize = Size.zero { didSet { metricsChanged(oldValue != footerReferenceSize) } }
    /// The scroll direction; vertical by default.
    public var scrollDirection = ScrollDirection.vertical { didSet { metricsChanged(oldValue != scrollDirection) } }
    /// Whether headers stick to the leading edge of the visible bounds while their section
    /// is on screen; `false` by default.
    public var sectionHeadersPinToVisibleBounds = false { didSet { metricsChanged(oldValue != sectionHeadersPinToVisibleBounds) } }
    /// Whether footers stick to the trailing edge of the visible bounds while their section
    /// is on screen; `false` by default.
    public var sectionFootersPinToVisibleBounds = false { didSet { metricsChanged(oldValue != sectionFootersPinToVisibleBounds) } }
    /// How the items of full lines are spread (beyond UIKit); ``LineAlignment/automatic``
    /// (justified) by default.
    public var fullLineAlignment = LineAlignment.automatic { didSet { metricsChanged(oldValue != fullLineAlignment) } }
    /// How the items of each section's last line are spread (beyond UIKit);
    /// ``LineAlignment/automatic`` (UIKit's rule) by default.
    public var lastLineAlignment = LineAlignment.automatic { didSet { metricsChanged(oldValue != lastLineAlignment) } }
    /// The kind of a decoration view placed behind each section, or `nil` (the default)
    /// for none (beyond UIKit).
    ///
    /// The view covers the section between its header and its footer across the whole
    /// cross extent — the lines and the section insets around them — with zIndex −1 and
    /// index path `[section, 0]`. A section with nothing between header and footer (no
    /// items and no insets along the scroll axis) gets no background. Register what makes
    /// the views with ``LayoutProtocol/CollectionViewLayout/registerDecorationView(_:forKind:)``.
    public var sectionBackgroundDecorationKind: String? = nil { didSet { metricsChanged(oldValue != sectionBackgroundDecorationKind) } }
    /// Whether the layout mirrors its frames for a right-to-left host; `true` by default,
    /// as UIKit's flow layout. Set `false` to keep left-to-right frames.
    public var mirrorsForRightToLeft = true { didSet { metricsChanged(oldValue != mirrorsForRightToLeft) } }

    /// Whether the layout mirrors in right-to-left hosts (``mirrorsForRightToLeft``). The
    /// flow layout applies the mirroring itself; see the type's discussion.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { mirrorsForRightToLeft }

    /// `true`: an item wider than its line is centred with a negative origin, as UIKit
    /// lays it out (after logging its message), so it reaches outside the content.
    open override var mayPlaceElementsOutsideContent: Bool { true }

    /// Receives the layout's diagnostics (UIKit's console messages, such as the
    /// item-too-large message, reported once per layout). Writes to standard error by
    /// default; set it to capture or silence them.
    public var diagnosticHandler: (String) -> Void = FlowLayout.writeToStandardError

    /// Writes a diagnostic line to standard error.
    ///
    /// - Parameter message: The message, without a trailing newline.
    public static func writeToStandardError(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    // MARK: - State

    struct State {
        var sections: [FlowSection] = []
        var rules = FlowLineRules(horizontal: false, fullLineAlignment: .automatic, lastLineAlignment: .automatic)
        var contentCross: Double = 0
        var contentMain: Double = 0
        var mirrored = false
        var scale: Double? = nil
        var selfSizing = false
        var defaultSize = Size.zero
    }

    var state: State? = nil
    /// Preferred sizes of self-sizing items, by section then item.
    var preferredSizes: [Int: [Int: Size]] = [:]
    var hasReportedItemTooLarge = false

    /// How many complete passes asked the host and delegate for everything (test hook).
    package private(set) var fullLayoutPassCount = 0
    /// How many passes re-laid out every line from cached metrics (test hook).
    package private(set) var relayoutPassCount = 0
    /// How many single-item updates re-laid out only the lines they moved (test hook).
    package private(set) var incrementalUpdateCount = 0

    // MARK: - The layout pass

    /// Lays out every section, or only what the pending invalidation names.
    ///
    /// Subclasses call `try super.prepare()`; set any property first (the
    /// ``ColumnFlowLayout`` picks its ``itemSize`` before calling `super`).
    ///
    /// - Throws: ``LayoutProtocol/LayoutError`` for a negative count, or a negative or non-finite size,
    ///   spacing or inset — from the properties, the host or the delegate. The message
    ///   names the property, section and item. ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` when
    ///   finite metrics add up to an infinite content size. The previous layout stays intact.
    /// - Complexity: O(sections) plus O(items) of sections with per-item sizes; O(1) for a
    ///   uniform section of any size.
    open override func prepare() throws(LayoutError) {
        try super.prepare()
        guard let host else {
            state = nil
            return
        }
        let context = pendingInvalidation
        let flow = context as? FlowLayoutInvalidationContext
        let previous = state
        if state == nil || context == nil || context!.invalidateEverything || context!.invalidateDataSourceCounts
            || flow?.invalidateFlowLayoutDelegateMetrics == true {
            try fullPass(host: host, dropPreferredSizes: context?.invalidateDataSourceCounts ?? false)
        } else if flow?.invalidateFlowLayoutAttributes == true {
            try relayoutPass(host: host)
            if let context, !context.invalidatedItemIndexPaths.isEmpty {
                try refreshItems(context.invalidatedItemIndexPaths, host: host)
            }
        } else if let context, !context.invalidatedItemIndexPaths.isEmpty {
            try refreshItems(context.invalidatedItemIndexPaths, host: host)
        }
        // Finite metrics can still add up to infinity (1e300-point items, Int.max items).
        let size = contentSize
        guard size.isFinite else {
            state = previous
            throw .invalidGeometry(
                "the flow layout's content size \(size) overflows; use smaller item sizes, spacings and insets, or fewer items")
        }
    }

    /// The size of the content: the content's cross extent (the bounds minus the content
    /// insets) by the sum of the sections along the scroll axis.
    open override var contentSize: Size {
        guard let s = state else { return .zero }
        return s.rules.horizontal ? Size(width: s.contentMain, height: s.contentCross) : Size(width: s.contentCross, height: s.contentMain)
    }

    /// The attributes of every cell, header, footer and section background whose frame
    /// intersects `rect` (touching counts), in section order.
    ///
    /// Pinned headers and footers are returned at their pinned position for the host's
    /// current bounds.
    ///
    /// - Parameter rect: The rect to fill, in content coordinates.
    /// - Returns: The attributes, the cells of a section in item order.
    /// - Complexity: O(log n + k) for k results: binary searches over sections and lines;
    ///   closed form in uniform sections.
    open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { flowElements(in: rect) }

    /// The attributes of one item, or `nil` when the layout has no such item.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The item's attributes.
    /// - Complexity: O(1) in uniform sections, O(log lines) otherwise.
    open override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? { flowItem(at: indexPath) }

    /// The attributes of a section's header (``LayoutProtocol/ElementKind/sectionHeader``) or footer
    /// (``LayoutProtocol/ElementKind/sectionFooter``) at `[section, 0]`, or `nil` when the section has
    /// none (zero extent along the scroll axis).
    ///
    /// - Parameters:
    ///   - kind: The element kind.
    ///   - indexPath: `[section, 0]`.
    /// - Returns: The attributes, at the pinned position while pinning is on.
    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        flowSupplementary(ofKind: kind, at: indexPath)
    }

    /// The attributes of a section background (``sectionBackgroundDecorationKind``) at
    /// `[section, 0]`, or `nil`.
    ///
    /// - Parameters:
    ///   - kind: The decoration kind.
    ///   - indexPath: `[section, 0]`.
    /// - Returns: The attributes, with zIndex −1.
    open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        flowDecoration(ofKind: kind, at: indexPath)
    }

    // MARK: - Invalidation

    /// A new ``FlowLayoutInvalidationContext``.
    open override func makeInvalidationContext() -> InvalidationContext { FlowLayoutInvalidationContext() }

    /// Whether a bounds change needs work: a change of the cross-axis size (the lines
    /// break differently), or any change while headers or footers pin (they follow the
    /// bounds).
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: `true` when the layout must be invalidated.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        flowShouldInvalidate(forBoundsChange: newBounds)
    }

    /// The context for a bounds change: a relayout of the lines from the cached metrics
    /// (``FlowLayoutInvalidationContext/invalidateFlowLayoutAttributes``) when the
    /// cross-axis size changed; otherwise it names only the pinned headers and footers of
    /// the sections on screen, which costs no layout work in ``prepare()``.
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: A ``FlowLayoutInvalidationContext``.
    /// - Complexity: O(sections).
    open override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        flowContext(forBoundsChange: newBounds)
    }

    /// Whether a self-sizing cell's preferred attributes change the layout: only with a
    /// non-zero ``estimatedItemSize``, for a cell whose preferred size is valid and
    /// differs from the original.
    ///
    /// - Parameters:
    ///   - preferredAttributes: What the cell prefers.
    ///   - originalAttributes: What the layout gave it.
    /// - Returns: `true` when the layout should take the preferred size.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        flowShouldInvalidate(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Records the preferred size (see ``setPreferredSize(_:forItemAt:)``) and returns the
    /// context with a ``LayoutProtocol/InvalidationContext/contentOffsetAdjustment`` that keeps the
    /// items on screen in place when the item starts before the visible bounds. An
    /// invalid preferred size is ignored: the context then only names the item.
    ///
    /// - Parameters:
    ///   - preferredAttributes: What the cell prefers.
    ///   - originalAttributes: What the layout gave it.
    /// - Returns: A ``FlowLayoutInvalidationContext``.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        flowContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    // MARK: - Internal

    private func metricsChanged(_ changed: Bool) {
        guard changed else { return }
        let context = FlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = true
        invalidateLayout(with: context)
    }

    func reportItemTooLarge(horizontal: Bool) {
        guard !hasReportedItemTooLarge else { return }
        hasReportedItemTooLarge = true
        diagnosticHandler(horizontal ? FlowLayout.itemTooTallMessage : FlowLayout.itemTooWideMessage)
    }

    private func validateProperties() throws(LayoutError) {
        try LayoutError.validate(itemSize, "itemSize")
        try LayoutError.validate(estimatedItemSize, "estimatedItemSize")
        try LayoutError.validate(minimumLineSpacing, "minimumLineSpacing")
        try LayoutError.validate(minimumInteritemSpacing, "minimumInteritemSpacing")
        try LayoutError.validate(sectionInset, "sectionInset")
        try LayoutError.validate(headerReferenceSize, "headerReferenceSize")
        try LayoutError.validate(footerReferenceSize, "footerReferenceSize")
    }

    private func validateHost(_ host: any LayoutHost) throws(LayoutError) {
        let b = host.bounds
        guard b.isFinite, b.width >= 0, b.height >= 0 else {
            throw .invalidGeometry("the host's bounds \(b) must be finite with a non-negative size")
        }
        for (name, insets) in [("adjustedContentInset", host.adjustedContentInset), ("safeAreaInsets", host.safeAreaInsets),
                               ("layoutMargins", host.layoutMargins)] where !insets.isFinite {
            throw .invalidGeometry("the host's \(name) \(insets) must be finite")
        }
        if let scale = host.displayScale, !(scale.isFinite && scale > 0) {
            throw .invalidGeometry("the host's displayScale \(formatScalar(scale)) must be finite and greater than 0")
        }
    }

    /// A fresh state with the geometry-independent settings read from the host.
    private func makeState(host: any LayoutHost) -> State {
        var s = State()
        s.rules = FlowLineRules(horizontal: scrollDirection == .horizontal, fullLineAlignment: fullLineAlignment, lastLineAlignment: lastLineAlignment)
        s.mirrored = host.layoutDirection != developmentLayoutDirection && flipsHorizontallyInOppositeLayoutDirection
        s.scale = host.displayScale
        s.selfSizing = estimatedItemSize != .zero
        s.defaultSize = s.selfSizing ? estimatedItemSize : itemSize
        return s
    }

    private func fullPass(host: any LayoutHost, dropPreferredSizes: Bool) throws(LayoutError) {
        try validateProperties()
        try validateHost(host)
        var s = makeState(host: host)
        let sectionCount = host.numberOfSections
        guard sectionCount >= 0 else { throw .negativeSectionCount(sectionCount) }
        let delegate = host.layoutDelegate as? FlowLayoutDelegate
        let preferred = dropPreferredSizes ? [:] : preferredSizes
        var sections: [FlowSection] = []
        sections.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            let previous = state.flatMap { index < $0.sections.count ? $0.sections[index] : nil }
            sections.append(try makeSection(index, host: host, delegate: delegate, defaultSize: s.defaultSize,
                                            preferred: s.selfSizing ? preferred[index] : nil, previous: previous))
        }
        s.sections = sections
        if let old = state { adoptBuffers(s.sections, from: old.sections) }
        layOutAll(&s, host: host)
        state = s
        if dropPreferredSizes { preferredSizes = [:] }
        fullLayoutPassCount += 1
    }

    private func relayoutPass(host: any LayoutHost) throws(LayoutError) {
        guard let old = state else { return }
        try validateHost(host)
        var s = makeState(host: host)
        s.sections = old.sections.map { $0.copyMetrics() }
        adoptBuffers(s.sections, from: old.sections)
        layOutAll(&s, host: host)
        state = s
        relayoutPassCount += 1
    }

    /// Moves the geometry buffers of the previous pass into the new sections (the new pass
    /// cannot fail any more: everything was validated).
    private func adoptBuffers(_ sections: [FlowSection], from old: [FlowSection]) {
        for (new, previous) in zip(sections, old) { new.adoptBuffers(from: previous) }
    }

    /// The cross extent and the reference insets beyond the content inset.
    private func crossFrame(host: any LayoutHost, horizontal: Bool) -> (extent: Double, leading: Double, trailing: Double) {
        let b = host.bounds, adjusted = host.adjustedContentInset
        let reference: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: reference = adjusted
        case .fromSafeArea: reference = host.safeAreaInsets
        case .fromLayoutMargins: reference = host.layoutMargins
        }
        if horizontal {
            return (max(0, b.height - adjusted.vertical), max(0, reference.top - adjusted.top), max(0, reference.bottom - adjusted.bottom))
        }
        return (max(0, b.width - adjusted.horizontal), max(0, reference.left - adjusted.left), max(0, reference.right - adjusted.right))
    }

    private func layOutAll(_ s: inout State, host: any LayoutHost) {
        let frame = crossFrame(host: host, horizontal: s.rules.horizontal)
        s.contentCross = frame.extent
        var v = 0.0
        var tooLarge = false
        for section in s.sections {
            if section.layOut(rules: s.rules, crossExtent: frame.extent, referenceLeading: frame.leading, referenceTrailing: frame.trailing) {
                tooLarge = true
            }
            section.start = v
            v = section.end
        }
        s.contentMain = v
        if tooLarge { reportItemTooLarge(horizontal: s.rules.horizontal) }
    }

    private func makeSection(
        _ index: Int, host: any LayoutHost, delegate: FlowLayoutDelegate?, defaultSize: Size, preferred: [Int: Size]?,
        previous: FlowSection?
    ) throws(LayoutError) -> FlowSection {
        let count = host.numberOfItems(inSection: index)
        guard count >= 0 else { throw .negativeCount(section: index, count: count) }
        var insets = sectionInset, lineSpacing = minimumLineSpacing, interitem = minimumInteritemSpacing
        var header = headerReferenceSize, footer = footerReferenceSize
        var uniform: Size? = defaultSize
        var sizes: [Size] = []
        var kind = FlowItemSizing.Kind.layoutDefault
        if let d = delegate {
            let from = " for section \(index) from the flow layout delegate"
            if let v = d.flowLayout(self, insetForSectionAt: index) { try LayoutError.validate(v, "sectionInset" + from); insets = v }
            if let v = d.flowLayout(self, minimumLineSpacingForSectionAt: index) { try LayoutError.validate(v, "minimumLineSpacing" + from); lineSpacing = v }
            if let v = d.flowLayout(self, minimumInteritemSpacingForSectionAt: index) { try LayoutError.validate(v, "minimumInteritemSpacing" + from); interitem = v }
            if let v = d.flowLayout(self, referenceSizeForHeaderInSection: index) { try LayoutError.validate(v, "headerReferenceSize" + from); header = v }
            if let v = d.flowLayout(self, referenceSizeForFooterInSection: index) { try LayoutError.validate(v, "footerReferenceSize" + from); footer = v }
            switch d.flowLayout(self, itemSizingForSectionAt: index) {
            case .layoutItemSize:
                break
            case .uniform(let size):
                try LayoutError.validate(size, "the uniform item size" + from)
                uniform = size
                kind = .uniform
            case .sizes(let all):
                guard all.count == count else {
                    throw .invalidParameter(name: "itemSizing", message: "the flow layout delegate gave \(all.count) sizes for section \(index), which has \(count) items; give exactly one size per item")
                }
                // The array the previous pass validated, handed back unchanged (the same
                // copy-on-write buffer compares equal in O(1)), needs no second check.
                let unchanged = previous.map { $0.sizing == .bulk && $0.uniformSize == nil && $0.sizes == all } ?? false
                if !unchanged, let bad = firstInvalidSize(all) {
                    throw .invalidGeometry("the size \(all[bad]) of item \(bad) in section \(index) from the flow layout delegate must be finite and not negative")
                }
                uniform = nil
                sizes = all
                kind = .bulk
            case .perItem:
                kind = .perItem
                let fetched = try fetchSizes(section: index, count: count, delegate: d, defaultSize: defaultSize)
                if let fetched {
                    uniform = nil
                    sizes = fetched
                }
            }
        }
        if let preferred, !preferred.isEmpty {
            if let u = uniform { sizes = [Size](repeating: u, count: count); uniform = nil }
            for (item, size) in preferred where item < count { sizes[item] = size }
        }
        return FlowSection(index: index, count: count, insets: insets, lineSpacing: lineSpacing, interitemSpacing: interitem,
                           headerSize: header, footerSize: footer, uniformSize: uniform, sizes: sizes, sizing: kind)
    }

    private func firstInvalidSize(_ sizes: [Size]) -> Int? {
        sizes.withUnsafeBufferPointer { buf in
            for i in buf.indices {
                let s = buf[i]
                if !(s.width >= 0 && s.width < .infinity && s.height >= 0 && s.height < .infinity) { return i }
            }
            return nil
        }
    }

    /// Asks the delegate for every item's size; `nil` when it gave none (uniform section).
    private func fetchSizes(section: Int, count: Int, delegate d: FlowLayoutDelegate, defaultSize: Size) throws(LayoutError) -> [Size]? {
        // Items before the first one the delegate sizes use the default size.
        var first = count, firstSize = defaultSize
        for item in 0..<count {
            if let size = d.flowLayout(self, sizeForItemAt: ElementIndexPath(item: item, section: section)) {
                first = item
                firstSize = size
                break
            }
        }
        guard first < count else { return nil }
        var bad: (Int, Size)? = nil
        let sizes = [Size](unsafeUninitializedCapacity: count) { buffer, initialized in
            for item in 0..<first { buffer.initializeElement(at: item, to: defaultSize) }
            var size = firstSize
            for item in first..<count {
                if item > first {
                    size = d.flowLayout(self, sizeForItemAt: ElementIndexPath(item: item, section: section)) ?? defaultSize
                }
                if !(size.width >= 0 && size.width < .infinity && size.height >= 0 && size.height < .infinity) {
                    bad = (item, size)
                    initialized = item
                    return
                }
                buffer.initializeElement(at: item, to: size)
            }
            initialized = count
        }
        if let (item, size) = bad {
            throw .invalidGeometry("the size \(size) of item \(item) in section \(section) from the flow layout delegate must be finite and not negative")
        }
        return sizes
    }

    /// Asks again for the sizes of some items and re-lays out only the lines they move.
    private func refreshItems(_ paths: Set<ElementIndexPath>, host: any LayoutHost) throws(LayoutError) {
        guard let s = state else { return }
        let delegate = host.layoutDelegate as? FlowLayoutDelegate
        var changes: [(FlowSection, Int, Size)] = []
        var bulk: [Int: [Size]] = [:]
        for path in paths.sorted() {
            guard path.section >= 0, path.section < s.sections.count else { continue }
            let section = s.sections[path.section]
            guard path.item >= 0, path.item < section.count else { continue }
            var size = section.size(of: path.item)
            if let p = preferredSizes[path.section]?[path.item], s.selfSizing {
                size = p
            } else if let d = delegate {
                switch section.sizing {
                case .perItem:
                    size = d.flowLayout(self, sizeForItemAt: path) ?? s.defaultSize
                case .bulk:
                    if bulk[path.section] == nil, case .sizes(let all) = d.flowLayout(self, itemSizingForSectionAt: path.section) {
                        guard all.count == section.count else {
                            throw .invalidParameter(name: "itemSizing", message: "the flow layout delegate gave \(all.count) sizes for section \(path.section), which has \(section.count) items; give exactly one size per item")
                        }
                        bulk[path.section] = all
                    }
                    if let all = bulk[path.section] { size = all[path.item] }
                case .layoutDefault, .uniform:
                    break
                }
            }
            try LayoutError.validate(size, "the size of item \(path.item) in section \(path.section)")
            changes.append((section, path.item, size))
        }
        for (section, item, size) in changes {
            applySize(size, toItem: item, of: section)
        }
    }

    /// Changes one item's size in place and shifts what follows.
    ///
    /// - Returns: The shift along the scroll axis of everything after the item's lines.
    @discardableResult
    func applySize(_ size: Size, toItem item: Int, of section: FlowSection) -> Double {
        guard var s = state else { return 0 }
        let (delta, tooLarge) = section.changeSize(ofItem: item, to: size, rules: s.rules)
        if delta != 0 {
            for k in (section.index + 1)..<s.sections.count { s.sections[k].start += delta }
            s.contentMain += delta
            state = s
        }
        if tooLarge { reportItemTooLarge(horizontal: s.rules.horizontal) }
        incrementalUpdateCount += 1
        return delta
    }
}
