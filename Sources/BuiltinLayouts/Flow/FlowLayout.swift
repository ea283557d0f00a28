import Geometry
import LayoutProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
/// - A full line is justified; a line holding a single item is centered (an item longer
///   than the line gets a negative origin and the layout reports UIKit's message once,
///   through ``diagnosticHandler``).
/// - The last line of a section: items of equal size are spaced as if the line were
///   filled with copies of that item; items of different sizes are packed from the
///   leading edge with exactly ``minimumInteritemSpacing``.
/// - A line is as thick as its thickest item; thinner items are centered across it.
///   Lines are ``minimumLineSpacing`` apart.
/// - Along the scroll axis a section is: header, top inset, lines, bottom inset, footer.
///   Headers and footers use only their extent along the scroll axis and span the cross
///   extent of the content; a zero extent means no view. Empty sections keep their
///   header, insets and footer.
///
/// Beyond UIKit:
/// - ``fullLineAlignment`` and ``lastLineAlignment`` (leading, center, trailing,
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
        /// UIKit's rule: full lines justified (a lone item centered); the last line spaced
        /// as if filled with copies of its item when sizes are equal, else leading.
        case automatic
        /// Packed from the leading edge with the minimum interitem spacing.
        case leading
        /// Packed with the minimum interitem spacing and centered.
        case center
        /// Packed against the trailing edge with the minimum interitem spacing.
        case trailing
        /// The leftover space spread evenly between the items (a lone item is centered).
        case justified
    }

    /// The zIndex of headers (and footers) while they pin to the visible bounds, as UIKit.
    public static let pinnedSupplementaryZIndex = 1024

    /// UIKit's message for an item longer than the line, vertical scrolling.
    public static let itemTooWideMessage =
        "The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."

    /// UIKit's message for an item longer than the line, horizontal scrolling.
    public static let itemTooTallMessage =
        "The behavior of the UICollectionViewFlowLayout is not defined because: the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."

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
    public var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { metricsChanged(oldValue != sectionInsetReference) }
    }
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
    /// the views with `registerDecorationView(_:forKind:)`.
    public var sectionBackgroundDecorationKind: String? = nil { didSet { metricsChanged(oldValue != sectionBackgroundDecorationKind) } }
    /// Whether the layout mirrors its frames for a right-to-left host; `true` by default,
    /// as UIKit's flow layout. Set `false` to keep left-to-right frames.
    public var mirrorsForRightToLeft = true { didSet { metricsChanged(oldValue != mirrorsForRightToLeft) } }

    /// Whether the layout mirrors in right-to-left hosts (``mirrorsForRightToLeft``). The
    /// flow layout applies the mirroring itself; see the type's discussion.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { mirrorsForRightToLeft }

    /// `true`: an item wider than its line is centered with a negative origin, as UIKit
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

        /// The content size (read in place through `state?.contentSize`, without copying the state).
        var contentSize: Size {
            rules.horizontal ? Size(width: contentMain, height: contentCross) : Size(width: contentCross, height: contentMain)
        }
    }

    var state: State? = nil
    /// Preferred sizes of self-sizing items, by section then item.
    var preferredSizes: [Int: [Int: Size]] = [:]
    var hasReportedItemTooLarge = false
    /// Whether full passes lay out runs of repeated lines without a line pass (the same
    /// frames either way; tests turn it off to compare the two).
    var findsRepeatedLines = true
    /// The last delegate found to be a ``FlowLayoutDelegate`` (see `flowDelegate(of:)`);
    /// weak, so the layout never keeps its delegate alive.
    weak var cachedFlowDelegate: (any FlowLayoutDelegate)?

    /// How many complete passes asked the host and delegate for everything (test hook).
    package internal(set) var fullLayoutPassCount = 0
    /// How many passes re-laid out every line from cached metrics (test hook).
    package internal(set) var relayoutPassCount = 0
    /// How many single-item updates re-laid out only the lines they moved (test hook).
    package internal(set) var incrementalUpdateCount = 0
    /// How many items the last single-item update broke into lines again (benchmark hook).
    package internal(set) var itemsRebrokenByLastUpdate = 0

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
        // Properties a subclass set before calling `super` are part of this pass.
        absorbInvalidationsRaisedDuringPrepare()
        let context = pendingInvalidation
        let flags = (context as? FlowLayoutInvalidationContext)?.flags
        // What an overflowing result restores. The passes over every section replace the
        // state, so they keep a copy of it; the item refreshes change the sections (objects)
        // in place and of the state only its main extent, so they keep only that (a copy of
        // the optional state goes through its value witnesses, a large share of this short
        // path).
        var previous: State? = nil
        var previousMain: Double? = nil
        if state == nil || context == nil || context!.invalidateEverything || context!.invalidateDataSourceCounts
            || flags?.delegateMetrics == true
        {
            previous = state
            try fullPass(
                host: host, dropPreferredSizes: context?.invalidateDataSourceCounts ?? false, mappings: context?.updateIndexMappings ?? [])
        } else {
            if flags?.attributes == true {
                previous = state
                try relayoutPass(host: host)
            } else {
                previousMain = state?.contentMain
            }
            switch context!.invalidatedItems {
            case .none: break
            case .one(let path): try refreshItem(path, host: host)
            case .many(let paths): try refreshItems(paths, host: host)
            }
        }
        // Finite metrics can still add up to infinity (1e300-point items, Int.max items).
        let size = contentSize
        guard size.isFinite else {
            if let previousMain { state?.contentMain = previousMain } else { state = previous }
            throw .invalidGeometry(
                "the flow layout's content size \(size) overflows; use smaller item sizes, spacings and insets, or fewer items")
        }
    }

    /// The size of the content: the content's cross extent (the bounds minus the content
    /// insets) by the sum of the sections along the scroll axis.
    open override var contentSize: Size { state?.contentSize ?? .zero }

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
}
