import Geometry
import LayoutProtocol

/// UIKit's compositional layout: sections built from items and groups, with headers,
/// footers, badges, backgrounds, self-sizing and sections that scroll on their own axis
/// (`UICollectionViewCompositionalLayout`).
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(
///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
///     repeatingSubitem: item, count: 3)
/// let layout = CompositionalLayout(section: LayoutSection(group: group))
/// layout.host = StaticLayoutHost(itemCounts: [1_000_000], bounds: Rect(x: 0, y: 0, width: 390, height: 844))
/// try layout.prepareIfNeeded()   // O(sections): a repeating group is laid out once
/// ```
///
/// Performance: ``prepare()`` lays out each section's group once and repeats it by
/// arithmetic, so it costs O(sections) for fixed sizes and O(groups) for sections with
/// estimated sizes; rect queries cost O(log sections + k). A preferred size re-lays out
/// one group and moves what follows it.
///
/// Orthogonal sections: their scroll offsets are the host's state. The layout answers for
/// the offsets set with ``setOrthogonalScrollingOffset(_:forSection:)`` and says where a
/// drag or fling lands with ``targetOrthogonalOffset(forProposed:velocity:inSection:)``.
///
/// Right-to-left: with a right-to-left host every frame is mirrored; directional insets,
/// anchors and offsets follow the reading direction.
///
/// Self-sizing: cells, headers, footers and badges with estimated dimensions take their
/// preferred sizes (``setPreferredSize(_:forItemAt:)``,
/// ``setPreferredSize(_:forSupplementaryViewOfKind:at:)``, or the host's self-sizing path).
///
/// Limits (documented, not UIKit's): a group keeps the number of items it holds with
/// its estimates when a preferred size makes one wider; supplementary items attach to
/// items, not groups.
open class CompositionalLayout: CollectionViewLayout {
    /// The closure that makes each section (`UICollectionViewCompositionalLayoutSectionProvider`):
    /// return `nil` only by mistake — the layout reports it as an error.
    public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

    private enum Source {
        case section(LayoutSection)
        case provider(SectionProvider)
    }

    private let source: Source
    /// The layout's configuration; setting it invalidates the layout.
    public var configuration: CompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// The last successful pass.
    var state: LayoutState?
    /// Orthogonal offsets by section (host state the layout answers for).
    var orthogonalOffsets: [Int: Point] = [:]
    /// What visible-items handlers changed, by section.
    var visibleAdjustments: [Int: [ElementKey: VisibleAdjustment]] = [:]
    /// Preferred sizes of self-sizing cells, by section and item.
    var preferredSizes: [Int: [Int: Size]] = [:]
    /// Preferred sizes of self-sizing headers and footers, by section (−1: the layout's own) and kind.
    var preferredBoundarySizes: [Int: [String: Size]] = [:]
    /// Preferred sizes of self-sizing badges, by element.
    var preferredBadgeSizes: [ElementKey: Size] = [:]

    // MARK: - Lifecycle

    /// A layout whose every section is `section` (`init(section:)`).
    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()) {
        self.source = .section(section)
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks a closure for each section (`init(sectionProvider:)`).
    public init(
        configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
        sectionProvider: @escaping SectionProvider
    ) {
        self.source = .provider(sectionProvider)
        self.configuration = configuration
        super.init()
    }

    // MARK: - The layout pass

    /// Lays out every section; a pass after a scroll or a self-sizing change only
    /// re-runs the visible-items handlers.
    ///
    /// - Throws: `LayoutError.invalidGeometry` with a ``CompositionalLayoutError``'s text
    ///   (`sections[2].group.subitems[0].width: fractional value must be > 0, got -0.5`),
    ///   or a host count error; the layout keeps its previous state.
    /// - Complexity: O(sections + groups of sections with estimated sizes).
    open override func prepare() throws(LayoutError) {
        try super.prepare()
        guard let host else {
            state = nil
            return
        }
        let pending = pendingInvalidation
        if let state, let pending, !pending.invalidateEverything, !pending.invalidateDataSourceCounts, state.isCurrent(for: host) {
            refreshVisibleItemHandlers()
            return
        }
        try Self.validateCounts(host)
        let (kept, keptBoundary, keptBadges) = carriedPreferredSizes(host: host, mappings: pending?.updateIndexMappings ?? [])
        let fresh: LayoutState
        do {
            fresh = try buildState(host: host, preferred: kept, boundary: keptBoundary)
        } catch {
            throw .invalidGeometry(error.description)
        }
        preferredSizes = kept
        preferredBoundarySizes = keptBoundary
        preferredBadgeSizes = keptBadges
        state = fresh
        visibleAdjustments = [:]
        refreshVisibleItemHandlers()
    }

    /// Checks the configuration against the host without changing the layout.
    ///
    /// - Throws: The first bad value with its path.
    public func validate() throws(CompositionalLayoutError) {
        guard let host else { return }
        _ = try buildState(host: host, preferred: preferredSizes, boundary: preferredBoundarySizes)
    }

    /// The size of all sections and the layout's headers and footers.
    open override var contentSize: Size { state?.contentSize ?? .zero }

    /// `true` when the layout has orthogonal sections, badges or items wider than the
    /// container: those may lie outside the content rect.
    open override var mayPlaceElementsOutsideContent: Bool { state?.overflowsContent ?? false }

    /// Asks for a new pass when the bounds size changes, and for a cheap one on scrolls
    /// when headers are pinned or a section has a visible-items handler.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let state else { return false }
        if newBounds.size != state.boundsSize { return true }
        return state.needsScrollUpdates
    }

    /// An empty context on a scroll (the pass keeps the sections), everything on a resize.
    open override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        let context = makeInvalidationContext()
        if let state, newBounds.size != state.boundsSize { context.invalidateAll() }
        return context
    }

    // MARK: - Queries

    /// The attributes of every element meeting `rect` (touching counts).
    ///
    /// - Complexity: O(log sections + k) for k results with fixed sizes.
    open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { elements(in: rect) }

    /// The attributes of one cell, or `nil`.
    open override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? { item(at: indexPath) }

    /// The attributes of a boundary item (`[section, 0]`, `[0, 0]` for the layout's own)
    /// or of an item's supplementary item (the item's index path), or `nil`.
    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        supplementary(ofKind: kind, at: indexPath)
    }

    /// The attributes of a section background (`[section, 0]`), or `nil`.
    open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        decoration(ofKind: kind, at: indexPath)
    }

    // MARK: - Self-sizing

    /// `true` for a cell, header, footer or badge with an estimated dimension whose
    /// preferred size differs.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        guard preferredAttributes.size.isValidLayoutSize, preferredAttributes.size != originalAttributes.size else { return false }
        switch originalAttributes.category {
        case .cell: return isSelfSizing(originalAttributes.indexPath)
        case .supplementary(let kind): return sizableSupplementary(ofKind: kind, at: originalAttributes.indexPath)?.isSelfSizing == true
        case .decoration: return false
        }
    }

    /// Records the preferred size (see ``setPreferredSize(_:forItemAt:)`` and
    /// ``setPreferredSize(_:forSupplementaryViewOfKind:at:)``) and returns the context with
    /// the content offset adjustment that keeps the visible content in place.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        if case .supplementary(let kind) = originalAttributes.category,
            let context = try? recordPreferredSize(
                preferredAttributes.size, forSupplementaryViewOfKind: kind, at: originalAttributes.indexPath)
        {
            return context
        }
        if originalAttributes.category == .cell,
            let context = try? recordPreferredSize(preferredAttributes.size, forItemAt: originalAttributes.indexPath)
        {
            return context
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    // MARK: - Right-to-left

    /// `false`: the layout mirrors its own frames for a right-to-left host.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: - Internal

    /// Continues the open last run of `sections` with the sections from `first` that have
    /// `itemCount` items (see ``SectionTable/continueRun(from:to:start:spacing:while:)``);
    /// generic, so that each section costs one witness call rather than an existential's.
    private static func continueRun<Host: LayoutHost>(
        _ sections: inout SectionTable, host: Host, itemCount: Int, from first: Int, to limit: Int, start: Double, spacing: Double
    ) -> (next: Int, end: Double) {
        sections.continueRun(from: first, to: limit, start: start, spacing: spacing) { host.numberOfItems(inSection: $0) == itemCount }
    }

    /// Checks the host's counts, bounds and insets (generic: one witness call per section).
    private static func validateCounts<Host: LayoutHost>(_ host: Host) throws(LayoutError) {
        let n = host.numberOfSections
        guard n >= 0 else { throw .negativeSectionCount(n) }
        for s in 0..<n {
            let items = host.numberOfItems(inSection: s)
            if items < 0 { throw .negativeCount(section: s, count: items) }
        }
        let b = host.bounds
        guard b.isFinite, b.width >= 0, b.height >= 0 else {
            throw .invalidGeometry("bounds \(b) must be finite with a non-negative size")
        }
        guard host.adjustedContentInset.isFinite, host.safeAreaInsets.isFinite, host.layoutMargins.isFinite else {
            throw .invalidGeometry("the host's insets must be finite")
        }
    }

    /// The section model for index `s`.
    private func section(_ s: Int, environment: LayoutEnvironment) throws(CompositionalLayoutError) -> LayoutSection {
        switch source {
        case .section(let section): return section
        case .provider(let provider):
            guard let section = provider(s, environment) else { throw CompositionalLayoutError("sections[\(s)]", .noSection) }
            return section
        }
    }

    /// Lays out everything for a host, with the preferred sizes of cells (by section and
    /// item) and of headers and footers (by section, −1 for the layout's own, and kind).
    func buildState(
        host: any LayoutHost, preferred: [Int: [Int: Size]], boundary: [Int: [String: Size]]
    ) throws(CompositionalLayoutError) -> LayoutState {
        let rtl = host.layoutDirection == .rightToLeft
        let scroll: Axis = configuration.scrollDirection == .vertical ? .vertical : .horizontal
        let b = host.bounds, adjusted = host.adjustedContentInset
        let containerSize = Size(width: max(0, b.width - adjusted.horizontal), height: max(0, b.height - adjusted.vertical))
        let safe = DirectionalEdgeInsets(host.safeAreaInsets, rightToLeft: rtl)
        let margins = DirectionalEdgeInsets(host.layoutMargins, rightToLeft: rtl)
        let provisional = ContainerGeometry(
            scroll: scroll, contentSize: containerSize, safeArea: safe, layoutMargins: margins,
            defaultReference: configuration.contentInsetsReference,
            environment: LayoutEnvironment(container: LayoutContainer(contentSize: containerSize, contentInsets: .zero)))
        let (crossBefore, crossAfter) = provisional.crossInsets(.automatic)
        let containerInsets =
            scroll.isVertical
            ? DirectionalEdgeInsets(top: 0, leading: crossBefore, bottom: 0, trailing: crossAfter)
            : DirectionalEdgeInsets(top: crossBefore, leading: 0, bottom: crossAfter, trailing: 0)
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: containerSize, contentInsets: containerInsets),
            layoutDirection: host.layoutDirection, displayScale: host.displayScale)
        let geometry = ContainerGeometry(
            scroll: scroll, contentSize: containerSize, safeArea: safe, layoutMargins: margins,
            defaultReference: configuration.contentInsetsReference, environment: environment)
        let builder = SectionBuilder(geometry: geometry)
        let spacing = configuration.interSectionSpacing
        guard spacing.isFinite else {
            throw CompositionalLayoutError("configuration.interSectionSpacing", .nonFiniteValue("spacing", spacing))
        }
        let (areaStart, areaLength) = geometry.area(.automatic)
        let placer = BoundaryPlacer(
            scroll: scroll, container: scroll.size(main: scroll.main(containerSize), cross: areaLength),
            crossStart: areaStart, crossLength: areaLength, preferred: boundary[-1] ?? [:])
        let count = host.numberOfSections
        var sections = SectionTable(builder: builder, capacity: count)
        try placer.validate(configuration.boundarySupplementaryItems, path: "configuration.boundarySupplementaryItems")
        let (layoutBoundary, end) = try placer.place(configuration.boundarySupplementaryItems, start: 0) {
            (regionStart: Double) throws(CompositionalLayoutError) -> Double in
            var position = regionStart
            // Consecutive sections with the same model and item count and no preferred cell
            // sizes share one plan: the group is resolved once, and the sections form a run
            // that keeps only their starts and ends (see `SectionTable`).
            var shared: SectionPlan?
            var sharedModel: LayoutSection?
            var sharedCount = -1
            // With one model for every section and no preferred sizes of a section's own,
            // a section with the run's item count continues the run without asking for
            // its model or its preferred sizes: a few additions each.
            var oneModel = false
            if case .section = source { oneModel = preferred.isEmpty && !boundary.keys.contains { $0 >= 0 } }
            var s = 0
            while s < count {
                defer { s += 1 }
                if s > 0 { position += spacing }
                let model = try section(s, environment: environment)
                let itemCount = host.numberOfItems(inSection: s)
                let own = preferred.isEmpty ? [:] : preferred[s] ?? [:]
                let ownBoundary = boundary.isEmpty ? [:] : boundary[s] ?? [:]
                let sectionEnd: Double
                if own.isEmpty, sharedModel === model, sharedCount == itemCount, shared != nil {
                    if ownBoundary.isEmpty, let e = sections.continueRun(start: position) {
                        sectionEnd = e
                    } else {
                        sectionEnd = sections.append(shared!, start: position, preferredBoundary: ownBoundary)
                    }
                } else {
                    let plan = try builder.plan(model, index: s, itemCount: itemCount, preferred: own)
                    try builder.validateBoundary(plan, index: s)
                    (shared, sharedModel, sharedCount) = own.isEmpty ? (plan, model, itemCount) : (nil, nil, -1)
                    guard plan.orthogonalLength.isFinite else { throw CompositionalLayoutError("sections[\(s)]", .contentNotFinite) }
                    sectionEnd = sections.append(plan, start: position, preferredBoundary: ownBoundary)
                }
                guard sectionEnd.isFinite else { throw CompositionalLayoutError("sections[\(s)]", .contentNotFinite) }
                position = sectionEnd
                if oneModel, shared != nil {
                    let (next, end) = Self.continueRun(
                        &sections, host: host, itemCount: sharedCount, from: s + 1, to: count, start: position, spacing: spacing)
                    guard end.isFinite else { throw CompositionalLayoutError("sections[\(next - 1)]", .contentNotFinite) }
                    position = end
                    s = next - 1
                }
            }
            return position
        }
        sections.placeSingleSections()
        let layoutKinds = Set(configuration.boundarySupplementaryItems.map(\.elementKind))
        var needsScrollUpdates = layoutBoundary.contains { $0.item.pinToVisibleBounds }
        var overflowsContent = layoutBoundary.contains { $0.item.offset != .zero }
        var maximumOverflow = 0.0
        // Section bounds out of order: negative spacing between sections, or groups that run backwards.
        var mayBeUnordered = spacing < 0
        // The sections of a run share their model and every flag below: one of each run answers.
        for r in sections.runs.indices {
            let built = sections.representative(ofRun: r)
            for (i, b) in built.section.boundarySupplementaryItems.enumerated() where layoutKinds.contains(b.elementKind) {
                throw CompositionalLayoutError(
                    "sections[\(sections.runs[r].first)].boundarySupplementaryItems[\(i)].elementKind", .duplicateElementKind(b.elementKind)
                )
            }
            needsScrollUpdates = needsScrollUpdates || built.hasPinned || built.section.visibleItemsInvalidationHandler != nil
            overflowsContent = overflowsContent || built.overflowsContent
            mayBeUnordered = mayBeUnordered || built.groupExtent.backward
            maximumOverflow = max(maximumOverflow, -built.overflowBefore, built.overflowAfter, built.scrollOverflow)
            // Headers and footers that overlay the content or are offset, and backgrounds
            // inset past their section's middle, may reach outside the section, by at most
            // their length and offset, or their inset (whatever the section's length).
            for b in built.boundary {
                maximumOverflow = max(maximumOverflow, scroll.main(b.frame.size) + abs(scroll.main(b.item.offset)))
            }
            for d in built.section.decorationItems {
                let (before, after) = scroll.mainInsets(d.contentInsets)
                maximumOverflow = max(maximumOverflow, abs(before), abs(after))
            }
        }
        sections.mayBeUnordered = mayBeUnordered
        sections.updateReach()
        let contentSize = scroll.size(main: end, cross: scroll.cross(containerSize))
        return LayoutState(
            sections: sections, layoutBoundary: layoutBoundary, contentSize: contentSize, scroll: scroll, mirrored: rtl,
            geometry: geometry, boundsSize: b.size, hostInsets: [adjusted, host.safeAreaInsets, host.layoutMargins],
            layoutDirection: host.layoutDirection, needsScrollUpdates: needsScrollUpdates, overflowsContent: overflowsContent,
            maximumOverflow: maximumOverflow)
    }
}

/// What a visible-items handler changed on one element.
struct VisibleAdjustment {
    var move: Point
    var alpha: Double
    var transform3D: Transform3D
    var zIndex: Int
    var isHidden: Bool
}

/// Everything one pass computed.
struct LayoutState {
    /// The sections, as runs of sections that share a plan.
    var sections: SectionTable
    var layoutBoundary: [PlacedBoundary]
    var contentSize: Size
    let scroll: Axis
    let mirrored: Bool
    let geometry: ContainerGeometry
    let boundsSize: Size
    let hostInsets: [EdgeInsets]
    let layoutDirection: LayoutDirection

    /// Whether the pass still fits the host (same size, insets and direction).
    func isCurrent(for host: any LayoutHost) -> Bool {
        host.bounds.size == boundsSize && host.layoutDirection == layoutDirection
            && [host.adjustedContentInset, host.safeAreaInsets, host.layoutMargins] == hostInsets
    }

    /// Whether scrolling changes attributes (pinned items, visible-items handlers).
    let needsScrollUpdates: Bool
    /// Whether elements may lie outside the content rect.
    let overflowsContent: Bool
    /// The largest distance an element reaches outside its section along the scroll axis.
    var maximumOverflow: Double
}
