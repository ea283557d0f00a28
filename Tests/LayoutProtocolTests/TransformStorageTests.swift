import Geometry
import LayoutProtocol
import Testing

// `LayoutAttributes` stores no transform while it is the identity bit for bit and a shared
// copy otherwise: what a caller reads back, equality, hashing and finiteness must not
// depend on how the transform was stored.
@Suite("LayoutAttributes transform storage")
struct TransformStorageTests {
    private let path = ElementIndexPath(item: 1, section: 0)

    @Test("A transform reads back exactly as it was set, -0 entries included")
    func transformsReadBackExactly() {
        var a = LayoutAttributes(forCellAt: path, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(a.transform3D == .identity)
        let moved = Transform3D(translationX: 5, y: -3, z: 0)
        a.transform3D = moved
        #expect(a.transform3D == moved)
        #expect(a.transform3D.m41 == 5 && a.transform3D.m42 == -3)
        var negativeZero = Transform3D.identity
        negativeZero.m41 = -0.0
        a.transform3D = negativeZero
        #expect(a.transform3D.m41.sign == .minus)
        a.transform3D.m34 = -0.002
        #expect(a.transform3D.m34 == -0.002 && a.transform3D.m41.sign == .minus)
        a.transform = AffineTransform(scaleX: 2, y: 3)
        #expect(a.transform == AffineTransform(scaleX: 2, y: 3))
        a.transform3D = .identity
        #expect(a.transform3D == .identity)
        #expect(a.transform3D.m41.sign == .plus)
    }

    @Test("Equal values are equal and hash alike however their transform is stored")
    func equalityAndHashingIgnoreStorage() {
        let plain = LayoutAttributes(forCellAt: path)
        var setToIdentity = plain
        setToIdentity.transform3D = Transform3D(scaleX: 1, y: 1, z: 1)
        var negativeZero = plain
        negativeZero.transform3D.m42 = -0.0
        #expect(plain == setToIdentity)
        #expect(plain == negativeZero)
        #expect(Set([plain, setToIdentity, negativeZero]).count == 1)
        var rotated = plain
        rotated.transform3D = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
        #expect(rotated != plain)
        var rotatedAgain = plain
        rotatedAgain.transform3D = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
        #expect(rotated == rotatedAgain)
        #expect(Set([rotated, rotatedAgain, plain]).count == 2)
        var otherAlpha = plain
        otherAlpha.alpha = 0.5
        #expect(otherAlpha != plain)
    }

    @Test("Finiteness looks at a stored transform; NaN entries never compare equal")
    func finitenessAndNaN() {
        var a = LayoutAttributes(forCellAt: path)
        #expect(a.isFinite)
        a.transform3D.m11 = .infinity
        #expect(!a.isFinite)
        a.transform3D.m11 = .nan
        #expect(!a.isFinite)
        #expect(a != a)
        a.transform3D = .identity
        #expect(a.isFinite && a == a)
    }
}
