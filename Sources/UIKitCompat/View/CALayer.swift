import CollectionView
import Foundation

/// Core Animation's layer (`CALayer`): the geometry a ``UIView`` is made of. Nothing is drawn;
/// the layer keeps UIKit's relations between `bounds`, `position`, `anchorPoint`, `transform`
/// and `frame`, and a view's `frame`, `bounds`, `center`, `transform`, `alpha` and `isHidden`
/// read and write its layer, as in UIKit.
///
/// Main-actor isolated here (Core Animation lets any thread change a layer inside a
/// transaction): a layer belongs to its view, and there are no transactions without a
/// render server.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view whose layer this is; a scroll view's layer reads its bounds from the host.
    weak var owner: UIView?

    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero

    /// Whether ``position`` is the anchor point of the bounds placed at the origin, so a change
    /// of size moves it; cleared by the first explicit position. A collection view's frame
    /// starts at the origin and grows with the host's size, as it did before views had layers.
    var positionFollowsSize = false

    /// Creates a layer with zero geometry.
    public override init() { super.init() }

    /// The layer's bounds; its size is the frame's size before the transform.
    open var bounds: CGRect {
        get {
            if let scrollView = owner as? UIScrollView { return CGRect(scrollView.host.bounds) }
            return storedBounds
        }
        set {
            if let scrollView = owner as? UIScrollView {
                scrollView.record { () throws(CollectionViewError) in try scrollView.host.setBounds(newValue.native) }
                return
            }
            let old = storedBounds.size
            storedBounds = newValue
            if old != newValue.size { owner?.boundsSizeDidChange() }
        }
    }

    /// The position of the ``anchorPoint`` in the superlayer's coordinates (a view's `center`).
    open var position: CGPoint {
        get {
            guard positionFollowsSize else { return storedPosition }
            let size = bounds.size
            return CGPoint(x: size.width * anchorPoint.x, y: size.height * anchorPoint.y)
        }
        set {
            positionFollowsSize = false
            storedPosition = newValue
        }
    }

    /// The point of the bounds, in unit coordinates, that ``position`` names and the transform
    /// turns about; the centre `(0.5, 0.5)` by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The layer's place in front of or behind its siblings (a collection view sets it to the
    /// element's `zIndex`).
    open var zPosition: CGFloat = 0

    /// The 3D transform, about the ``anchorPoint``.
    open var transform: CATransform3D = CATransform3DIdentity

    /// The opacity, 0 to 1 (a view's `alpha`).
    open var opacity: Float = 1

    /// Whether the layer is hidden (a view's `isHidden`).
    open var isHidden = false

    /// The affine part of ``transform`` (`affineTransform()`).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets ``transform`` to an affine transform (`setAffineTransform(_:)`).
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The frame in the superlayer's coordinates: the bounds placed at ``position`` by the
    /// ``anchorPoint`` and, when there is a transform, the smallest rect holding the
    /// transformed bounds, as Core Animation computes it.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let anchor = CGPoint(x: size.width * anchorPoint.x, y: size.height * anchorPoint.y)
            let local = CGRect(x: -anchor.x, y: -anchor.y, width: size.width, height: size.height)
            let moved = CATransform3DIsIdentity(transform) ? local : local.applying(affineTransform())
            let p = position
            return moved.offsetBy(dx: p.x, dy: p.y)
        }
        set {
            // As Core Animation: the size goes to the bounds and the origin to the position;
            // with a transform that is not the identity the result is undefined, and this
            // sets the untransformed geometry.
            if let scrollView = owner as? UIScrollView {
                // A scroll view's size is the host's frame size; its bounds origin stays the
                // content offset.
                scrollView.record { () throws(CollectionViewError) in try scrollView.host.setFrameSize(newValue.size.native) }
            } else {
                var newBounds = bounds
                newBounds.size = newValue.size
                bounds = newBounds
            }
            position = CGPoint(
                x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
}
