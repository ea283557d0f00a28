import Foundation
import Geometry
import LayoutProtocol

/// A view the collection view reuses for supplementary and decoration elements
/// (`UICollectionReusableView`). There is no rendering on Linux: a view keeps the geometry
/// the collection view gives it and calls your overrides at UIKit's moments.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with.
    public internal(set) var reuseIdentifier: String?

    /// The CVKit view the host holds for this view.
    weak var shim: ViewShim?

    /// Creates a view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a view with a zero frame (how the collection view makes registered views;
    /// inherited by subclasses that override `init(frame:)` and `init?(coder:)`).
    public required convenience override init() { self.init(frame: .zero) }

    /// Creates a view from an archive; nothing is decoded (there are no nibs on Linux).
    public required init?(coder: NSCoder) { super.init(frame: .zero) }

    /// Called before the view is reused; resets nothing by default.
    open func prepareForReuse() {}

    /// Called with the element's attributes (of the layout's attributes class when the layout
    /// uses a subclass) after the standard properties were set.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like (self-sizing); the ones given by default. A
    /// headless cell reports its size by overriding this, or through
    /// ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// (an override or ``UIView/fittingSizeHandler``) called from an override, as on iOS.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    { layoutAttributes }

    /// Called by ``ViewShim`` with the host's attributes: as UIKit's collection view, the
    /// bounds' size, the centre, the transform (about the centre), the alpha, the hidden flag
    /// and the layer's `zPosition` from the `zIndex`, then ``apply(_:)``.
    func applyFromHost(_ attributes: LayoutAttributes) {
        let frame = CGRect(attributes.frame)
        var newBounds = bounds
        newBounds.size = frame.size
        bounds = newBounds
        center = CGPoint(x: frame.midX, y: frame.midY)
        layer.transform = CATransform3D(attributes.transform3D)
        alpha = CGFloat(attributes.alpha)
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
        apply(UICollectionViewLayoutAttributes.restoring(attributes))
    }
}

/// A cell (`UICollectionViewCell`).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false

    /// The view the cell's content goes in: a subview that always fills the cell's bounds.
    public let contentView = UIView()

    /// The values of the members that only store them (`UICollectionView+Audit.swift`).
    var cellValues = CellValues()

    /// Creates a cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Creates a cell from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Keeps ``contentView`` the cell's size, as its autoresizing does in UIKit.
    override func boundsSizeDidChange() {
        super.boundsSizeDidChange()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
}

/// The CVKit view the host holds for a UIKit-dialect view: it forwards reuse, attributes and
/// self-sizing to it. Created by the registrations ``UICollectionView`` makes.
final class ViewShim: CollectionViewCell {
    /// The UIKit-dialect view (kept alive by the host's pool through this shim).
    nonisolated(unsafe) var view: UICollectionReusableView?

    required init() { super.init() }

    /// A registration that makes `viewClass` views wrapped in shims.
    static func registration(for viewClass: UICollectionReusableView.Type) -> ViewRegistration {
        ViewRegistration(cell: { ViewShim.make(viewClass) })
    }

    /// A shim around a new `viewClass` view (main actor only, as UIKit's views).
    static func make(_ viewClass: UICollectionReusableView.Type) -> ViewShim {
        let shim = ViewShim()
        let view = MainActor.assumeIsolated { viewClass.init() }
        shim.view = view
        let weakShim = Unchecked(shim)
        MainActor.assumeIsolated { view.shim = weakShim.value }
        return shim
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        guard let view else { return }
        MainActor.assumeIsolated {
            if let cell = view as? UICollectionViewCell { (cell.isSelected, cell.isHighlighted) = (false, false) }
            view.prepareForReuse()
        }
    }

    override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        guard let view else { return }
        MainActor.assumeIsolated { view.applyFromHost(attributes) }
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        guard let view else { return layoutAttributes }
        return MainActor.assumeIsolated {
            view.preferredLayoutAttributesFitting(UICollectionViewLayoutAttributes.restoring(layoutAttributes)).bridged
        }
    }

    override var isSelected: Bool {
        didSet {
            guard let view else { return }
            let value = isSelected
            MainActor.assumeIsolated { (view as? UICollectionViewCell)?.isSelected = value }
        }
    }
}
