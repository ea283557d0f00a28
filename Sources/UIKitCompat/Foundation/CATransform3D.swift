// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (UIKit's and Core Animation's C names, kept exactly so that UIKit code compiles.)
import Foundation
import Geometry

/// Core Animation's 4×4 transform, as `UICollectionViewLayoutAttributes.transform3D` uses it.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4 (the translation is `m41`, `m42`, `m43`).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as on Apple platforms (start from `CATransform3DIdentity` instead).
    public init() {
        (m11, m12, m13, m14, m21, m22, m23, m24) = (0, 0, 0, 0, 0, 0, 0, 0)
        (m31, m32, m33, m34, m41, m42, m43, m44) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    /// A transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14, self.m21, self.m22, self.m23, self.m24) = (m11, m12, m13, m14, m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34, self.m41, self.m42, self.m43, self.m44) = (m31, m32, m33, m34, m41, m42, m43, m44)
    }

    init(_ t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }

    var native: Transform3D {
        Transform3D(
            m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
            m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
            m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
            m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(Transform3D.identity)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz)))
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz)))
}

/// A rotation by `angle` radians about the vector `(x, y, z)`; the identity for a zero vector.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `t` preceded by a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(t.native.translatedBy(x: Double(tx), y: Double(ty), z: Double(tz)))
}

/// `t` preceded by a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(t.native.scaledBy(x: Double(sx), y: Double(sy), z: Double(sz)))
}

/// `t` preceded by a rotation about `(x, y, z)`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(t.native.rotated(by: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.native.concatenating(b.native))
}

/// The 3D form of a 2D affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(Transform3D(m.native)) }

/// Whether `t` is a 2D affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.native.isAffine }

/// The affine part of `t` (exact only when ``CATransform3DIsAffine(_:)``).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { CGAffineTransform(t.native.affineTransform) }

/// The inverse of `t`, or `t` unchanged when it has none (a zero determinant, or entries
/// that are not finite), as Core Animation documents.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    // The 2×2 minors of the top two rows (s) and the bottom two rows (c), then Laplace's
    // expansion by complementary minors.
    let s0 = m[0] * m[5] - m[4] * m[1], s1 = m[0] * m[6] - m[4] * m[2], s2 = m[0] * m[7] - m[4] * m[3]
    let s3 = m[1] * m[6] - m[5] * m[2], s4 = m[1] * m[7] - m[5] * m[3], s5 = m[2] * m[7] - m[6] * m[3]
    let c5 = m[10] * m[15] - m[14] * m[11], c4 = m[9] * m[15] - m[13] * m[11], c3 = m[9] * m[14] - m[13] * m[10]
    let c2 = m[8] * m[15] - m[12] * m[11], c1 = m[8] * m[14] - m[12] * m[10], c0 = m[8] * m[13] - m[12] * m[9]
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard det != 0, det.isFinite else { return t }
    let r = 1 / det
    return CATransform3D(
        m11: (m[5] * c5 - m[6] * c4 + m[7] * c3) * r, m12: (-m[1] * c5 + m[2] * c4 - m[3] * c3) * r,
        m13: (m[13] * s5 - m[14] * s4 + m[15] * s3) * r, m14: (-m[9] * s5 + m[10] * s4 - m[11] * s3) * r,
        m21: (-m[4] * c5 + m[6] * c2 - m[7] * c1) * r, m22: (m[0] * c5 - m[2] * c2 + m[3] * c1) * r,
        m23: (-m[12] * s5 + m[14] * s2 - m[15] * s1) * r, m24: (m[8] * s5 - m[10] * s2 + m[11] * s1) * r,
        m31: (m[4] * c4 - m[5] * c2 + m[7] * c0) * r, m32: (-m[0] * c4 + m[1] * c2 - m[3] * c0) * r,
        m33: (m[12] * s4 - m[13] * s2 + m[15] * s0) * r, m34: (-m[8] * s4 + m[9] * s2 - m[11] * s0) * r,
        m41: (-m[4] * c3 + m[5] * c1 - m[6] * c0) * r, m42: (m[0] * c3 - m[1] * c1 + m[2] * c0) * r,
        m43: (-m[12] * s3 + m[13] * s1 - m[14] * s0) * r, m44: (m[8] * s3 - m[9] * s1 + m[10] * s0) * r)
}
