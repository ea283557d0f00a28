/// The base class of every view the collection view shows: cells, supplementary views
/// and decoration views (`UICollectionReusableView`).
///
/// A view is headless: it records the attributes the host applied, and subclasses add
/// whatever content they model. The reuse queue calls ``prepareForReuse()`` before it
/// hands a queued view out again.
///
/// The properties the host and the reuse pool keep (reuse slot, displayed element,
/// applied attributes, and the room each keeps its own record in) are `final`: nothing
/// outside this module could override them, and `final` lets the host read and write them
/// directly, without a call through the class's table per access on every scroll step.
open class CollectionReusableView {
    /// The identifier the view was registered and dequeued with (for a decoration view,
    /// its kind); `nil` for a view that did not come from a `ReusePool`.
    public final package(set) var reuseIdentifier: String?
    /// The slot the view was made for; `nil` for a view that did not come from a pool.
    public final package(set) var reuseSlot: ReuseSlot?
    /// The element a host shows the view for, or `nil` while it is not shown. Hosts set
    /// it; it is how a host makes sure a view is never shown twice.
    public final package(set) var displayedElement: ElementKey?
    /// Room for the reuse pool that made the view, `nil` for a view no pool made. Opaque
    /// here: the `ReuseQueue` module gives it its meaning (`ReuseMembership`).
    package final var poolRecord: OpaqueViewRecord?
    /// Room for the host that shows the view: one number, opaque here. The
    /// `CollectionView` module keeps its pass mark in it.
    package final var hostRecord: Int = 0
    /// The attributes the host applied last (`apply(_:)`), or `nil` before the first.
    public final private(set) var appliedAttributes: LayoutAttributes?

    /// Creates a view.
    public required init() {}

    /// Resets per-item state before the view is reused. Subclasses call `super`.
    open func prepareForReuse() {
        appliedAttributes = nil
    }

    /// Applies layout attributes (frame, alpha, transform, custom values). Subclasses
    /// that read custom attributes call `super` first.
    open func apply(_ attributes: LayoutAttributes) {
        appliedAttributes = attributes
    }

    /// The self-sizing hook: return attributes with the size the content needs. Returns
    /// the given attributes unchanged by default.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        layoutAttributes
    }
}

/// A cell (`UICollectionViewCell`): a reusable view with selection and highlight state.
open class CollectionViewCell: CollectionReusableView {
    /// Whether the cell is selected.
    open var isSelected: Bool = false
    /// Whether the cell is highlighted (a finger is down on it).
    open var isHighlighted: Bool = false

    /// Creates a cell.
    public required init() {}

    /// Resets selection and highlight and the applied attributes.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
