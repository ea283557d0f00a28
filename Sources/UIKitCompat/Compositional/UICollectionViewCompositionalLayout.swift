import CompositionalLayout
import Foundation
import Geometry
import LayoutProtocol

/// The closure that makes each section of a compositional layout
/// (`UICollectionViewCompositionalLayoutSectionProvider`). It runs on the main actor during the
/// layout pass; returning `nil` makes the pass fail (UIKit raises).
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout (`UICollectionViewCompositionalLayout`): a
/// ``UICollectionViewLayout`` subclass, as in UIKit, whose frames are computed by CVKit's
/// ``CompositionalLayout/CompositionalLayout`` (one compositional engine). Show it in a
/// ``UICollectionView`` like any layout.
///
/// The NSCollectionLayout objects configure the engine's own model objects, so changing an item
/// after the layout was made changes the next pass, as in UIKit. Attributes are instances of
/// ``UICollectionViewLayout/layoutAttributesClass``.
///
/// Orthogonal sections scroll through the collection view's host, as with a native
/// `CompositionalLayout`: its orthogonal drag API and the `Gestures` scroll pan (which routes a
/// pan into a section) move them, and each move runs the section's
/// `visibleItemsInvalidationHandler`. Trait collections do not exist.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The CVKit compositional layout that computes the frames.
    public let engine: CompositionalLayout
    private var engineAttachedTo: ObjectIdentifier?
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        engine = CompositionalLayout(section: section.native, configuration: configuration.native)
        storedConfiguration = configuration
        super.init()
    }

    /// A layout that asks a closure for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks a closure for each section, with a configuration.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        let provider = Unchecked(sectionProvider)
        engine = CompositionalLayout(configuration: configuration.native) { index, environment in
            MainActor.assumeIsolated { Unchecked(provider.value(index, LayoutEnvironmentObject(environment))?.native) }.value
        }
        storedConfiguration = configuration
        super.init()
    }

    /// Not supported: a compositional layout is made from a section or a section provider.
    @available(*, unavailable, message: "there are no nibs on Linux; use init(section:) or init(sectionProvider:)")
    public required init?(coder: NSCoder) { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// The layout's configuration; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            engine.configuration = newValue.native
            invalidateLayout()
        }
    }

    // MARK: - The pass

    open override func prepare() {
        super.prepare()
        let id = collectionView.map(ObjectIdentifier.init)
        if id != engineAttachedTo {
            engineAttachedTo = id
            engine.host = bridge.host
        }
        do { try engine.prepareIfNeeded() } catch { preparationError = error }
    }

    open override var collectionViewContentSize: CGSize { CGSize(engine.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cls = attributesType
        // iOS's answer leaves out elements that only touch the rect (CoreGraphics'
        // `intersects`); a rect without area (the host's point queries) keeps them.
        let rect = rect.native
        let answer = engine.layoutAttributesForElements(in: rect)
        let shown = rect.width > 0 && rect.height > 0 ? answer.filter { $0.frame.overlaps(rect) } : answer
        return shown.map { UICollectionViewLayoutAttributes.make(cls, $0) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForItem(at: indexPath.native).map(makeAttributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        engine.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath.native).map(makeAttributes)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        engine.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath.native).map(makeAttributes)
    }

    // MARK: - Invalidation

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        engine.shouldInvalidateLayout(forBoundsChange: newBounds.native)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.native.merge(engine.invalidationContext(forBoundsChange: newBounds.native))
        return context
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        engine.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferredAttributes.bridged, withOriginalAttributes: originalAttributes.bridged)
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.native.merge(
            engine.invalidationContext(
                forPreferredLayoutAttributes: preferredAttributes.bridged, withOriginalAttributes: originalAttributes.bridged))
        return context
    }

    /// Forwards the context to the computing engine, then commits it; overrides call `super`.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        engine.invalidateLayout(with: context.native)
        super.invalidateLayout(with: context)
    }

    // MARK: - Scrolling and direction

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(engine.targetContentOffset(forProposedContentOffset: proposedContentOffset.native))
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        CGPoint(
            engine.targetContentOffset(
                forProposedContentOffset: proposedContentOffset.native,
                withScrollingVelocity: Vector(dx: Double(velocity.x), dy: Double(velocity.y))))
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { engine.flipsHorizontallyInOppositeLayoutDirection }

    override var placesElementsOutsideContent: Bool { engine.mayPlaceElementsOutsideContent }
}
