import Foundation
import Testing
import UIKitCompat

@Suite("UIKitCompat CATransform3D")
struct CATransform3DTests {
    @Test func invertingATranslationNegatesIt() {
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(10, -4, 2)) == CATransform3DMakeTranslation(-10, 4, -2))
    }

    @Test func invertingAScaleTakesItsReciprocal() {
        #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 0.5)) == CATransform3DMakeScale(0.5, 0.25, 2))
    }

    @Test func invertingTheIdentityGivesTheIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DInvert(CATransform3DIdentity)))
    }

    @Test func aScaleThenTranslationInvertsToTheReverseSteps() {
        // Scale by 2, then move by (10, 20, 0): the inverse moves back, then halves.
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 20, 0))
        let inverse = CATransform3DInvert(t)
        #expect(inverse == CATransform3DConcat(CATransform3DMakeTranslation(-10, -20, 0), CATransform3DMakeScale(0.5, 0.5, 1)))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(t, inverse)))
    }

    @Test func aPerspectiveTransformInvertsExactly() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 512
        var expected = CATransform3DIdentity
        expected.m34 = 1 / 512
        #expect(CATransform3DInvert(t) == expected)
    }

    @Test func aGeneralMatrixInvertsExactly() {
        // A unit lower-triangular matrix: its inverse has integer entries.
        let t = CATransform3D(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 2, m22: 1, m23: 0, m24: 0, m31: 3, m32: 4, m33: 1, m34: 0, m41: 5, m42: 6, m43: 7, m44: 1)
        let expected = CATransform3D(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: -2, m22: 1, m23: 0, m24: 0, m31: 5, m32: -4, m33: 1, m34: 0, m41: -28, m42: 22, m43: -7,
            m44: 1)
        #expect(CATransform3DInvert(t) == expected)
        #expect(CATransform3DInvert(expected) == t)
    }

    @Test func aMatrixWithoutInverseIsReturnedUnchanged() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
        var infinite = CATransform3DIdentity
        infinite.m11 = .infinity
        #expect(CATransform3DInvert(infinite) == infinite)
    }

    @Test func identityAffineAndEqualityQueries() {
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 1), CATransform3DScale(CATransform3DIdentity, 2, 2, 1)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 1), CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 2, 1, 0, 0)))
        let affine = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        let made = CATransform3DMakeAffineTransform(affine)
        #expect(made.m11 == 2 && made.m22 == 3 && made.m41 == 5 && made.m42 == 6 && made.m33 == 1 && made.m44 == 1)
    }
}
