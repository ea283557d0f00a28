/// A 4×4 homogeneous transform (`CATransform3D`), applied to row vectors as Core
/// Animation does: a point `[x y z 1]` is multiplied on the right by the matrix.
///
/// ```swift
/// var t = Transform3D.identity
/// t.m34 = -1.0 / 500          // perspective
/// t = t.rotated(by: .pi / 4, x: 0, y: 1, z: 0)
/// ```
public struct Transform3D: Hashable, Sendable, Codable {
    /// Row 1: what x of the input contributes to the output's x, y, z and w.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: what y of the input contributes to the output's x, y, z and w.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: what z of the input contributes to the output's x, y, z and w (`m34` is the
    /// perspective entry, usually `-1 / eyeDistance`).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation (`m41`, `m42`, `m43`) and the homogeneous `m44`.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its sixteen entries in row-major order.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Creates a transform from sixteen entries in row-major order.
    ///
    /// - Returns: `nil` unless `values` has exactly sixteen elements.
    public init?(rowMajor values: [Double]) {
        guard values.count == 16 else { return nil }
        self.init(
            m11: values[0], m12: values[1], m13: values[2], m14: values[3],
            m21: values[4], m22: values[5], m23: values[6], m24: values[7],
            m31: values[8], m32: values[9], m33: values[10], m34: values[11],
            m41: values[12], m42: values[13], m43: values[14], m44: values[15])
    }

    /// The identity transform.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// The sixteen entries in row-major order (the order of the JSON dump).
    public var rowMajor: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Whether every entry is finite. (No array is built: the host asks this of every
    /// visible element on every layout pass.)
    public var isFinite: Bool {
        (m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite)
            && (m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite)
            && (m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite)
            && (m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite)
    }

    /// A translation.
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        (m41, m42, m43) = (tx, ty, tz)
    }

    /// A scale.
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A rotation by `angle` radians around the axis `(x, y, z)`; the identity for a zero
    /// axis (`CATransform3DMakeRotation`).
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let cosine = _cos(angle), sine = _sin(angle), t = 1 - cosine
        self.init(
            m11: t * ux * ux + cosine, m12: t * ux * uy + uz * sine, m13: t * ux * uz - uy * sine, m14: 0,
            m21: t * ux * uy - uz * sine, m22: t * uy * uy + cosine, m23: t * uy * uz + ux * sine, m24: 0,
            m31: t * ux * uz + uy * sine, m32: t * uy * uz - ux * sine, m33: t * uz * uz + cosine, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The 3D form of a 2D affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ t: AffineTransform) {
        self.init(
            m11: t.a, m12: t.b, m13: 0, m14: 0,
            m21: t.c, m22: t.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    /// Whether the transform is a pure 2D affine transform (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The 2D affine part (`CATransform3DGetAffineTransform`); exact only when ``isAffine``.
    public var affineTransform: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        let a = rowMajor, b = o.rowMajor
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += a[i * 4 + k] * b[k * 4 + j] }
                r[i * 4 + j] = sum
            }
        }
        return Transform3D(rowMajor: r)!
    }

    /// A translation applied before this transform (`CATransform3DTranslate`).
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before this transform (`CATransform3DScale`).
    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before this transform (`CATransform3DRotate`).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// A transform with perspective: `m34 = -1 / distance` (distance from the eye to the
    /// z = 0 plane; must be positive, otherwise the identity is returned).
    public static func perspective(distance: Double) -> Transform3D {
        var t = Transform3D.identity
        if distance > 0, distance.isFinite { t.m34 = -1 / distance }
        return t
    }

    /// Projects a point of the z = 0 plane through the transform, dividing by w.
    ///
    /// - Returns: `nil` when the point maps to infinity (w = 0).
    public func project(_ p: Point) -> Point? {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        guard w != 0 else { return nil }
        return Point(x: x / w, y: y / w)
    }
}
