import Foundation
import Geometry
import LayoutProtocol

// The one place Core Graphics values and CVKit's Geometry values meet. Internal: client code
// sees only UIKit's types.

extension CGPoint {
    @inline(__always) init(_ p: Point) { self.init(x: p.x, y: p.y) }
    @inline(__always) var native: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    @inline(__always) init(_ s: Size) { self.init(width: s.width, height: s.height) }
    @inline(__always) var native: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    @inline(__always) init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
    @inline(__always) var native: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}

extension UIEdgeInsets {
    init(_ e: EdgeInsets) { self.init(top: e.top, left: e.left, bottom: e.bottom, right: e.right) }
    var native: EdgeInsets { EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right)) }
}

extension CGAffineTransform {
    init(_ t: Geometry.AffineTransform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
    var native: Geometry.AffineTransform {
        Geometry.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension IndexPath {
    @inline(__always) init(_ p: ElementIndexPath) {
        self = p.trailing.isEmpty ? IndexPath(indexes: [p.section, p.item]) : IndexPath(indexes: p.indices)
    }
    /// The native index path; a path of fewer than two indices fills the missing ones with 0
    /// (UIKit would raise for such a path in a layout).
    @inline(__always) var native: ElementIndexPath {
        switch count {
        case 2: return ElementIndexPath(item: self[1], section: self[0])
        case 0: return ElementIndexPath(item: 0, section: 0)
        case 1: return ElementIndexPath(item: 0, section: self[0])
        default: return ElementIndexPath(indices: Array(self)) ?? ElementIndexPath(item: self[1], section: self[0])
        }
    }
}

extension LayoutDirection {
    var uiKit: UIUserInterfaceLayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}
