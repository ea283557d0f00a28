import BuiltinLayouts
import Foundation
import Geometry
import LayoutProtocol

/// UIKit's flow layout (`UICollectionViewFlowLayout`), computed by CVKit's
/// ``BuiltinLayouts/FlowLayout`` (one flow algorithm): every property, the
/// ``UICollectionViewDelegateFlowLayout`` metrics, pinned headers and footers. Subclass it as on
/// iOS — call `super.layoutAttributesForElements(in:)` and adjust copies; the attributes it makes
/// are instances of ``UICollectionViewLayout/layoutAttributesClass``.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset.
        case fromContentInset
        /// From the safe area.
        case fromSafeArea
        /// From the layout margins.
        case fromLayoutMargins
    }

    /// Set as ``estimatedItemSize`` for self-sizing cells; the estimate is then ``itemSize``.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The CVKit flow layout that computes the frames.
    let engine = FlowLayout()
    private var engineAttachedTo: ObjectIdentifier?

    /// Creates a flow layout with UIKit's defaults (50 × 50 items, 10-point spacing).
    public override init() {
        super.init()
        engine.diagnosticHandler = FlowLayout.writeToStandardError
    }

    /// Creates a flow layout from an archive; nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: - Properties

    /// The size of items the delegate does not size.
    public var itemSize: CGSize {
        get { CGSize(engine.itemSize) }
        set { set(\.itemSize, newValue.native) }
    }

    /// The estimate for self-sizing cells; zero turns self-sizing off.
    public var estimatedItemSize: CGSize = .zero {
        didSet { set(\.estimatedItemSize, estimatedItemSize == Self.automaticSize ? engine.itemSize : estimatedItemSize.native) }
    }

    /// The spacing between lines.
    public var minimumLineSpacing: CGFloat {
        get { CGFloat(engine.minimumLineSpacing) }
        set { set(\.minimumLineSpacing, Double(newValue)) }
    }

    /// The minimum spacing between items of a line.
    public var minimumInteritemSpacing: CGFloat {
        get { CGFloat(engine.minimumInteritemSpacing) }
        set { set(\.minimumInteritemSpacing, Double(newValue)) }
    }

    /// The insets of every section.
    public var sectionInset: UIEdgeInsets {
        get { UIEdgeInsets(engine.sectionInset) }
        set { set(\.sectionInset, newValue.native) }
    }

    /// Where section insets are measured from.
    public var sectionInsetReference: SectionInsetReference {
        get { SectionInsetReference(rawValue: FlowLayout.SectionInsetReference.allCases.firstIndex(of: engine.sectionInsetReference)!)! }
        set { set(\.sectionInsetReference, FlowLayout.SectionInsetReference.allCases[newValue.rawValue]) }
    }

    /// The size of section headers (the height when vertical, the width when horizontal).
    public var headerReferenceSize: CGSize {
        get { CGSize(engine.headerReferenceSize) }
        set { set(\.headerReferenceSize, newValue.native) }
    }

    /// The size of section footers.
    public var footerReferenceSize: CGSize {
        get { CGSize(engine.footerReferenceSize) }
        set { set(\.footerReferenceSize, newValue.native) }
    }

    /// The scroll direction.
    public var scrollDirection: UICollectionView.ScrollDirection {
        get { engine.scrollDirection == .vertical ? .vertical : .horizontal }
        set { set(\.scrollDirection, newValue == .vertical ? .vertical : .horizontal) }
    }

    /// Whether headers stick to the top of the visible area while their section shows.
    public var sectionHeadersPinToVisibleBounds: Bool {
        get { engine.sectionHeadersPinToVisibleBounds }
        set { set(\.sectionHeadersPinToVisibleBounds, newValue) }
    }

    /// Whether footers stick to the bottom of the visible area while their section shows.
    public var sectionFootersPinToVisibleBounds: Bool {
        get { engine.sectionFootersPinToVisibleBounds }
        set { set(\.sectionFootersPinToVisibleBounds, newValue) }
    }

    /// Sets an engine property and invalidates this layout when it changed, as UIKit does.
    private func set<V: Equatable>(_ key: ReferenceWritableKeyPath<FlowLayout, V>, _ value: V) {
        guard engine[keyPath: key] != value else { return }
        engine[keyPath: key] = value
        let context = makeInvalidationContext()
        (context.native as? FlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = true
        invalidateLayout(with: context)
    }

    // MARK: - The pass

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    open override func prepare() {
        super.prepare()
        attachEngine()
        // Metrics a subclass set before calling `super.prepare()` are part of this pass;
        // ones it sets afterwards leave the layout dirty, and the host prepares again.
        bridge.absorbInvalidationsRaisedDuringPrepare()
        do { try engine.prepareIfNeeded() } catch { preparationError = error }
    }

    /// Gives the engine the collection view's host, with this layout's delegate adapter.
    private func attachEngine() {
        let id = collectionView.map(ObjectIdentifier.init)
        guard id != engineAttachedTo else { return }
        engineAttachedTo = id
        engine.host = bridge.host.map { FlowEngineHost(base: $0, delegate: FlowDelegateAdapter(self)) }
    }

    open override var collectionViewContentSize: CGSize { CGSize(engine.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cls = attributesType
        // iOS's answer leaves out elements that only touch the rect (CoreGraphics'
        // `intersects`); a rect without area (the host's point queries) keeps them.
        let rect = rect.native
        let answer = engine.layoutAttributesForElements(in: rect)
        let shown = rect.width > 0 && rect.height > 0 ? answer.filter { $0.frame.overlaps(rect) } : answer
        return shown.map { UICollectionViewLayoutAttributes.make(cls, Self.uiKitKind($0)) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForItem(at: indexPath.native).map(makeAttributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        engine.layoutAttributesForSupplementaryView(ofKind: Self.nativeKind(elementKind), at: indexPath.native).map {
            makeAttributes(Self.uiKitKind($0))
        }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        engine.shouldInvalidateLayout(forBoundsChange: newBounds.native)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.native.merge(engine.invalidationContext(forBoundsChange: newBounds.native))
        return context
    }

    /// Forwards the context to the computing engine, then commits it; overrides call `super`.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        engine.invalidateLayout(with: context.native)
        super.invalidateLayout(with: context)
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { engine.flipsHorizontallyInOppositeLayoutDirection }

    override var placesElementsOutsideContent: Bool { true }

    // MARK: - Kinds

    /// UIKit's header and footer kinds for CVKit's.
    nonisolated static func uiKitKind(_ a: LayoutAttributes) -> LayoutAttributes {
        guard case .supplementary(let kind) = a.category else { return a }
        var r = a
        if kind == ElementKind.sectionHeader {
            r.category = .supplementary(kind: UICollectionView.elementKindSectionHeader)
        } else if kind == ElementKind.sectionFooter {
            r.category = .supplementary(kind: UICollectionView.elementKindSectionFooter)
        }
        return r
    }

    /// CVKit's header and footer kinds for UIKit's.
    nonisolated static func nativeKind(_ kind: String) -> String {
        switch kind {
        case UICollectionView.elementKindSectionHeader: return ElementKind.sectionHeader
        case UICollectionView.elementKindSectionFooter: return ElementKind.sectionFooter
        default: return kind
        }
    }
}

/// The flow layout's invalidation context (`UICollectionViewFlowLayoutInvalidationContext`).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// An empty context.
    public required init() {
        super.init()
        native = FlowLayoutInvalidationContext()
    }

    private var flow: FlowLayoutInvalidationContext? { native as? FlowLayoutInvalidationContext }

    /// Whether the delegate's metrics (sizes, insets, spacing) must be asked again.
    public var invalidateFlowLayoutDelegateMetrics: Bool {
        get { flow?.invalidateFlowLayoutDelegateMetrics ?? false }
        set { flow?.invalidateFlowLayoutDelegateMetrics = newValue }
    }

    /// Whether the flow layout's attributes must be recomputed.
    public var invalidateFlowLayoutAttributes: Bool {
        get { flow?.invalidateFlowLayoutAttributes ?? false }
        set { flow?.invalidateFlowLayoutAttributes = newValue }
    }
}
