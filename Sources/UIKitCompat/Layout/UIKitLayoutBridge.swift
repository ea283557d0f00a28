import Foundation
import Geometry
import LayoutProtocol

/// Presents a UIKit-dialect layout (a ``UICollectionViewLayout`` subclass) as a CVKit
/// ``LayoutProtocol/CollectionViewLayout``, so the real CVKit host drives it: every hook of
/// the pass, invalidation, batch updates, animated bounds changes and transitions is forwarded
/// to the UIKit layout, and its answers are converted back.
///
/// Get it from ``UICollectionViewLayout/bridge``; ``UICollectionView`` does this for you. The
/// bridge is created on the main actor and must be driven there (UIKit layouts are
/// `@MainActor`); it checks this on every call. It holds its layout weakly: a bridge whose
/// layout is gone answers like an empty layout.
///
/// Cost: one main-thread check per call and one copy per returned attributes (each
/// ``UICollectionViewLayoutAttributes`` keeps its CVKit value ready); an answer that repeats
/// unchanged cached objects in the same order is the array kept from the first time they came
/// back (part of it: a copy of that part), not a conversion (see `AttributesMirror`).
public final class UIKitLayoutBridge: CollectionViewLayout {
    /// The UIKit-dialect layout this bridge presents.
    public private(set) weak var layout: UICollectionViewLayout?
    /// Converted attributes of the layout's cached objects.
    private let mirror = AttributesMirror()

    /// Creates the bridge of `layout` (use ``UICollectionViewLayout/bridge``).
    @MainActor
    init(_ layout: UICollectionViewLayout) {
        MainThread.record()
        self.layout = layout
        super.init()
    }

    /// Runs `body` on the main actor the caller is already on, with the layout.
    @inline(__always)
    private func onLayout<T: Sendable>(_ fallback: T, _ body: @MainActor @Sendable (UICollectionViewLayout) -> T) -> T {
        guard let layout else { return fallback }
        return onMainActor { body(layout) }
    }

    /// An invalidation the UIKit layout committed (its base `invalidateLayout(with:)`).
    func commitInvalidation(_ context: InvalidationContext) { super.invalidateLayout(with: context) }

    // MARK: - The pass

    public override func prepare() throws(LayoutError) {
        let error: LayoutError? = onLayout(nil) { layout in
            layout.preparationError = nil
            layout.prepare()
            return layout.preparationError
        }
        if let error { throw error }
    }

    public override var contentSize: Size { onLayout(.zero) { $0.collectionViewContentSize.native } }

    public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard let layout else { return [] }
        let objects = onMainActor((layout, CGRect(rect))) { $0.0.layoutAttributesForElements(in: $0.1) }
        return objects.map(mirror.convert) ?? []
    }

    public override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        onLayout(nil) { $0.layoutAttributesForItem(at: IndexPath(indexPath))?.bridged }
    }

    public override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        onLayout(nil) { $0.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(indexPath))?.bridged }
    }

    public override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        onLayout(nil) { $0.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(indexPath))?.bridged }
    }

    public override var mayPlaceElementsOutsideContent: Bool { onLayout(false) { $0.placesElementsOutsideContent } }

    public override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        onLayout(false) { $0.flipsHorizontallyInOppositeLayoutDirection }
    }

    public override var developmentLayoutDirection: LayoutDirection {
        onLayout(.leftToRight) { $0.developmentLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight }
    }

    // MARK: - Invalidation

    public override func makeInvalidationContext() -> InvalidationContext {
        onLayout(Unchecked(InvalidationContext())) { Unchecked($0.makeInvalidationContext().native) }.value
    }

    /// The host's invalidations reach the UIKit layout's `invalidateLayout(with:)` (and
    /// `invalidateLayout()` when everything is invalid), where subclasses drop their caches; the
    /// base implementation commits them here.
    public override func invalidateLayout(with context: InvalidationContext) {
        let handled = Unchecked(context)
        let reached: Bool = onLayout(false) { layout in
            let wrapped = UICollectionViewLayoutInvalidationContext.wrapping(handled.value, into: layout.makeInvalidationContext())
            if wrapped.invalidateEverything {
                // Through `invalidateLayout()` too, which layouts override to drop caches.
                layout.hostContext = wrapped
                layout.invalidateLayout()
                layout.hostContext = nil
            } else {
                layout.invalidateLayout(with: wrapped)
            }
            return true
        }
        if !reached { super.invalidateLayout(with: context) }
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        onLayout(false) { $0.shouldInvalidateLayout(forBoundsChange: CGRect(newBounds)) }
    }

    public override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        onLayout(Unchecked(InvalidationContext())) { Unchecked($0.invalidationContext(forBoundsChange: CGRect(newBounds)).native) }.value
    }

    public override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        onLayout(false) { layout in
            layout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: .restoring(preferredAttributes), withOriginalAttributes: .restoring(originalAttributes))
        }
    }

    public override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        onLayout(Unchecked(InvalidationContext())) { layout in
            Unchecked(
                layout.invalidationContext(
                    forPreferredLayoutAttributes: .restoring(preferredAttributes), withOriginalAttributes: .restoring(originalAttributes)
                ).native)
        }.value
    }

    // MARK: - Scrolling

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        onLayout(proposedContentOffset) { $0.targetContentOffset(forProposedContentOffset: CGPoint(proposedContentOffset)).native }
    }

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Vector)
        -> Point
    {
        onLayout(proposedContentOffset) {
            $0.targetContentOffset(
                forProposedContentOffset: CGPoint(proposedContentOffset), withScrollingVelocity: CGPoint(x: velocity.dx, y: velocity.dy)
            ).native
        }
    }

    // MARK: - Batch updates

    public override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        onLayout(()) { $0.prepare(forCollectionViewUpdates: updateItems.map(UICollectionViewUpdateItem.init)) }
    }

    public override func finalizeCollectionViewUpdates() { onLayout(()) { $0.finalizeCollectionViewUpdates() } }

    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        onLayout(nil) { $0.initialLayoutAttributesForAppearingItem(at: IndexPath(itemIndexPath))?.bridged }
    }

    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        onLayout(nil) { $0.finalLayoutAttributesForDisappearingItem(at: IndexPath(itemIndexPath))?.bridged }
    }

    public override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at elementIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    {
        onLayout(nil) { $0.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: IndexPath(elementIndexPath))?.bridged }
    }

    public override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind kind: String, at elementIndexPath: ElementIndexPath
    )
        -> LayoutAttributes?
    {
        onLayout(nil) {
            $0.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: IndexPath(elementIndexPath))?.bridged
        }
    }

    public override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind kind: String, at decorationIndexPath: ElementIndexPath
    ) -> LayoutAttributes? {
        onLayout(nil) { $0.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: IndexPath(decorationIndexPath))?.bridged }
    }

    public override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind kind: String, at decorationIndexPath: ElementIndexPath
    ) -> LayoutAttributes? {
        onLayout(nil) {
            $0.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: IndexPath(decorationIndexPath))?.bridged
        }
    }

    public override func indexPathsToInsertForSupplementaryView(ofKind kind: String) -> [ElementIndexPath] {
        onLayout([]) { $0.indexPathsToInsertForSupplementaryView(ofKind: kind).map(\.native) }
    }

    public override func indexPathsToDeleteForSupplementaryView(ofKind kind: String) -> [ElementIndexPath] {
        onLayout([]) { $0.indexPathsToDeleteForSupplementaryView(ofKind: kind).map(\.native) }
    }

    public override func indexPathsToInsertForDecorationView(ofKind kind: String) -> [ElementIndexPath] {
        onLayout([]) { $0.indexPathsToInsertForDecorationView(ofKind: kind).map(\.native) }
    }

    public override func indexPathsToDeleteForDecorationView(ofKind kind: String) -> [ElementIndexPath] {
        onLayout([]) { $0.indexPathsToDeleteForDecorationView(ofKind: kind).map(\.native) }
    }

    // MARK: - Animated bounds changes and transitions

    public override func prepare(forAnimatedBoundsChange oldBounds: Rect) {
        onLayout(()) { $0.prepare(forAnimatedBoundsChange: CGRect(oldBounds)) }
    }

    public override func finalizeAnimatedBoundsChange() { onLayout(()) { $0.finalizeAnimatedBoundsChange() } }

    /// Forwarded when the new layout is a UIKit-dialect layout too (UIKit's signature takes one).
    public override func prepareForTransition(to newLayout: CollectionViewLayout) {
        guard let other = (newLayout as? UIKitLayoutBridge)?.layout else { return }
        onLayout(()) { $0.prepareForTransition(to: other) }
    }

    /// Forwarded when the old layout is a UIKit-dialect layout too.
    public override func prepareForTransition(from oldLayout: CollectionViewLayout) {
        guard let other = (oldLayout as? UIKitLayoutBridge)?.layout else { return }
        onLayout(()) { $0.prepareForTransition(from: other) }
    }

    public override func finalizeLayoutTransition() { onLayout(()) { $0.finalizeLayoutTransition() } }

    // MARK: - Interactive movement

    public override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ElementIndexPath, withPosition position: Point)
        -> ElementIndexPath
    {
        onLayout(previousIndexPath) {
            $0.targetIndexPath(forInteractivelyMovingItem: IndexPath(previousIndexPath), withPosition: CGPoint(position)).native
        }
    }

    public override func layoutAttributesForInteractivelyMovingItem(at indexPath: ElementIndexPath, withTargetPosition position: Point)
        -> LayoutAttributes?
    {
        onLayout(nil) {
            $0.layoutAttributesForInteractivelyMovingItem(at: IndexPath(indexPath), withTargetPosition: CGPoint(position)).bridged
        }
    }
}

/// A value moved across the main-actor check that the compiler cannot prove safe: the bridge
/// and its layout are only ever used on the main actor.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension UIKitLayoutBridge: CustomStringConvertible {
    /// The class name of the UIKit-dialect layout presented (`LeftAlignedFlowLayout`), so
    /// snapshots and messages name the user's layout rather than the bridge; `UIKitLayoutBridge`
    /// once the layout is gone.
    public var description: String { layout.map { String(describing: type(of: $0)) } ?? "UIKitLayoutBridge" }
}
