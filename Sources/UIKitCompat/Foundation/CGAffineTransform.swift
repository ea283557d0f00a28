import Foundation
import Geometry

/// A 2D affine transform, Core Graphics' `CGAffineTransform` (swift-corelibs-foundation
/// has none): `[a b 0; c d 0; tx ty 1]`, applied to row vectors `[x y 1]`.
public struct CGAffineTransform: Hashable, Sendable {
    /// The x scale (and rotation) coefficient.
    public var a: CGFloat
    /// The y shear (and rotation) coefficient.
    public var b: CGFloat
    /// The x shear (and rotation) coefficient.
    public var c: CGFloat
    /// The y scale (and rotation) coefficient.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// A transform from its six coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform (`CGAffineTransform()` is the identity too, as on Apple platforms).
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians (clockwise on UIKit's y-down screen).
    public init(rotationAngle angle: CGFloat) { self.init(Geometry.AffineTransform(rotationAngle: Double(angle))) }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(native.concatenating(t2.native))
    }

    /// The inverse; a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform { native.inverted().map(CGAffineTransform.init) ?? self }

    /// A translation applied before this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(native.translatedBy(x: Double(x), y: Double(y)))
    }

    /// A scale applied before this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(native.scaledBy(x: Double(x), y: Double(y)))
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(native.rotated(by: Double(angle))) }
}

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`'s linear part (no translation; may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rect holding the four transformed corners; the null rect stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
