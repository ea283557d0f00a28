import Foundation
import Geometry
import LayoutProtocol

/// The base class of a UIKit-dialect layout (`UICollectionViewLayout`): subclass it exactly as
/// on iOS. A ``UICollectionView`` shows it through its ``bridge``, a CVKit
/// ``LayoutProtocol/CollectionViewLayout`` that the real CVKit host drives (prepare, queries,
/// invalidation, updates, transitions).
///
/// Differences from UIKit: attributes classes must subclass ``UICollectionViewLayoutAttributes``
/// and invalidation context classes ``UICollectionViewLayoutInvalidationContext`` (UIKit raises
/// otherwise; here the base classes are used).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// Creates a layout.
    public override init() {
        MainThread.record()
        super.init()
    }

    /// Creates a layout from an archive; nothing is decoded (there are no nibs on Linux).
    public required init?(coder: NSCoder) { super.init() }

    /// The collection view showing the layout, or `nil`.
    public internal(set) weak var collectionView: UICollectionView?

    /// The CVKit layout that presents this layout to a CVKit host.
    public private(set) lazy var bridge = UIKitLayoutBridge(self)

    /// A CVKit error the last ``prepare()`` recorded (the flow layout's bad input); the bridge
    /// throws it to the host.
    var preparationError: LayoutError?

    /// The host's context while the bridge forwards an invalidate-everything through
    /// ``invalidateLayout()``.
    var hostContext: UICollectionViewLayoutInvalidationContext?

    // MARK: - The layout pass

    /// Does the up-front work; subclasses call `super.prepare()`.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element in `rect`, or `nil` for none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item, or `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view, or `nil`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes of one decoration view, or `nil`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The class of the attributes the layout makes; override to return a subclass of
    /// ``UICollectionViewLayoutAttributes``.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes; override to return a subclass
    /// of ``UICollectionViewLayoutInvalidationContext``.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// ``layoutAttributesClass`` as the attributes type (the base class for anything else).
    var attributesType: UICollectionViewLayoutAttributes.Type {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    /// A new, empty context of ``invalidationContextClass``.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let cls = type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (cls ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// CVKit attributes as an instance of ``layoutAttributesClass``.
    func makeAttributes(_ value: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes.make(attributesType, value)
    }

    // MARK: - Invalidation

    /// Invalidates everything: calls ``invalidateLayout(with:)`` with a context whose
    /// `invalidateEverything` is set.
    open func invalidateLayout() {
        let context = hostContext ?? makeInvalidationContext()
        context.native.invalidateAll()
        invalidateLayout(with: context)
    }

    /// Invalidates what the context names; the next pass runs ``prepare()``. Overrides call
    /// `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        bridge.commitInvalidation(context.native)
    }

    /// Whether a bounds change needs a new layout; `false` by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change the layout asked to be invalidated for.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sized cell's attributes should change the layout; `false` by default.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a self-sizing change: invalidates that element by default.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let c = makeInvalidationContext()
        let path = [originalAttributes.indexPath]
        switch originalAttributes.native.category {
        case .cell: c.invalidateItems(at: path)
        case .supplementary(let kind): c.invalidateSupplementaryElements(ofKind: kind, at: path)
        case .decoration(let kind): c.invalidateDecorationElements(ofKind: kind, at: path)
        }
        return c
    }

    // MARK: - Scrolling

    /// Where scrolling should stop; the proposed offset by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Where a fling should stop; the proposed offset by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    { proposedContentOffset }

    // MARK: - Right-to-left

    /// The direction the layout's frames were written for; left to right by default.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the collection view mirrors the frames in the opposite direction; `false` by default.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Whether the layout puts elements outside its content on purpose (the flow layout does).
    var placesElementsOutsideContent: Bool { false }

    // MARK: - Batch updates

    /// Called before a batch update animates, with the changes in UIKit's order.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the update's attributes were read.
    open func finalizeCollectionViewUpdates() {}

    /// Where an appearing item starts; `nil` (a fade in) by default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing item ends; `nil` (a fade out) by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an appearing supplementary view starts; `nil` by default.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a disappearing supplementary view ends; `nil` by default.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an appearing decoration view starts; `nil` by default.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a disappearing decoration view ends; `nil` by default.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Supplementary views of a kind the layout adds in this update; empty by default.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views of a kind the layout removes in this update; empty by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of a kind the layout adds in this update; empty by default.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of a kind the layout removes in this update; empty by default.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: - Animated bounds changes and transitions

    /// Called before an animated bounds change (a rotation).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change.
    open func finalizeAnimatedBoundsChange() {}

    /// Called on the current layout before the collection view switches to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the new layout before the collection view switches to it from `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts when a transition ends.
    open func finalizeLayoutTransition() {}

    // MARK: - Interactive movement

    /// The index path a moving item takes at `position`: the item under it, or the previous one.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let probe = CGRect(x: position.x, y: position.y, width: 0, height: 0)
        let hit = (layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(position)
        }
        return hit.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath ?? previousIndexPath
    }

    /// The attributes of a moving item: its own, centered at `position`, in front of everything.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        let a =
            (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? makeAttributes(
                LayoutAttributes(forCellAt: indexPath.native))
        a.center = position
        a.zIndex = Int.max
        return a
    }

    // MARK: - Decoration views

    /// Registers a ``UICollectionReusableView`` subclass for a decoration kind; `nil` unregisters.
    /// Any other class is ignored (UIKit raises for it).
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        let registration = (viewClass as? UICollectionReusableView.Type).map { ViewShim.registration(for: $0) }
        bridge.registerDecorationView(registration, forKind: elementKind)
    }

    /// Nibs need Interface Builder's archives, which do not exist on Linux.
    @available(*, unavailable, message: "nibs do not exist on Linux; register a UICollectionReusableView subclass")
    public func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {}
}

/// Interface Builder archives (`UINib`): not available on Linux.
@available(*, unavailable, message: "nibs need Interface Builder archives, which do not exist on Linux; register classes")
public final class UINib {}
