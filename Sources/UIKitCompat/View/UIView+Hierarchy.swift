import Foundation

extension UIView {
    /// Inserts a view just in front of a sibling (at the end when `siblingSubview` is not a
    /// subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let moving = subviews.firstIndex { $0 === view }
        insertSubview(view, at: moving.map { $0 < index ? index : index + 1 } ?? index + 1)
    }

    /// Inserts a view just behind a sibling (at the end when `siblingSubview` is not a
    /// subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let moving = subviews.firstIndex { $0 === view }
        insertSubview(view, at: moving.map { $0 < index ? index - 1 : index } ?? index)
    }

    /// Swaps two subviews' places; indices out of range change nothing.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let (first, second) = (subviews[index1], subviews[index2])
        insertSubview(second, at: index1)
        insertSubview(first, at: index2)
    }

    /// A point converted from another view's coordinates (or the window's, for `nil`) to
    /// this view's; transforms are not applied.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.convert(point, to: nil) ?? point
        let origin = convert(CGPoint.zero, to: nil)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A rect converted from another view's coordinates to this view's (its origin as a
    /// point is; the size is kept).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Whether a point in the view's coordinates is inside its bounds (there are no events;
    /// `event` is ignored).
    public func point(inside point: CGPoint, with event: AnyObject?) -> Bool { bounds.contains(point) }

    /// The margins by leading and trailing edge: ``UIView/layoutMargins`` read, and written,
    /// in the view's ``UIView/effectiveUserInterfaceLayoutDirection``.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(
                top: m.top, leading: rightToLeft ? m.right : m.left, bottom: m.bottom, trailing: rightToLeft ? m.left : m.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading, bottom: newValue.bottom,
                right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }
}
