import Geometry
import Testing

/// Whether two numbers agree to within `tolerance` (for results of sines and cosines).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }

func close(_ a: AffineTransform, _ b: AffineTransform) -> Bool {
    close(a.a, b.a) && close(a.b, b.b) && close(a.c, b.c) && close(a.d, b.d) && close(a.tx, b.tx) && close(a.ty, b.ty)
}

func close(_ a: Transform3D, _ b: Transform3D) -> Bool {
    zip(a.rowMajor, b.rowMajor).allSatisfy { close($0, $1) }
}

@Suite("AffineTransform")
struct AffineTransformTests {
    @Test func constructors() {
        #expect(AffineTransform.identity.isIdentity)
        #expect(AffineTransform(translationX: 3, y: 4) == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        #expect(AffineTransform(scaleX: 2, y: 3) == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        let quarter = AffineTransform(rotationAngle: .pi / 2)
        #expect(close(quarter, AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        let p = Point(x: 1, y: 0).applying(quarter)
        #expect(close(p.x, 0) && close(p.y, 1), "a positive angle turns +x towards +y")
        #expect(!AffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func concatenationAppliesSelfFirst() {
        let scale = AffineTransform(scaleX: 2, y: 2)
        let move = AffineTransform(translationX: 10, y: 0)
        let p = Point(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(move)) == Point(x: 12, y: 2))
        #expect(p.applying(move.concatenating(scale)) == Point(x: 22, y: 2))
        #expect(scale.concatenating(.identity) == scale && AffineTransform.identity.concatenating(scale) == scale)
        // translatedBy / scaledBy / rotated prepend, as CGAffineTransformTranslate etc.
        #expect(scale.translatedBy(x: 10, y: 0) == AffineTransform(translationX: 10, y: 0).concatenating(scale))
        #expect(p.applying(scale.translatedBy(x: 10, y: 0)) == Point(x: 22, y: 2))
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
        #expect(close(AffineTransform.identity.rotated(by: .pi / 2), AffineTransform(rotationAngle: .pi / 2)))
    }

    @Test func inversionRoundTrips() throws {
        let t = AffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 5, ty: -7)
        let inverse = try #require(t.inverted())
        #expect(close(t.concatenating(inverse), .identity))
        #expect(close(inverse.concatenating(t), .identity))
        let p = Point(x: 4, y: 9)
        let back = p.applying(t).applying(inverse)
        #expect(close(back.x, 4) && close(back.y, 9))
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil, "singular")
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(scaleX: 4, y: 0.5).inverted() == AffineTransform(scaleX: 0.25, y: 2))
        #expect(AffineTransform(translationX: 3, y: -2).inverted() == AffineTransform(translationX: -3, y: 2))
    }

    @Test func finiteness() {
        #expect(AffineTransform.identity.isFinite)
        #expect(!AffineTransform(translationX: .infinity, y: 0).isFinite)
        #expect(!AffineTransform(a: 1, b: 0, c: 0, d: .nan, tx: 0, ty: 0).isFinite)
    }
}

@Suite("Transform3D")
struct Transform3DTests {
    @Test func constructorsAndRowMajor() {
        #expect(Transform3D.identity.isIdentity && Transform3D.identity.isAffine)
        #expect(Transform3D.identity.rowMajor == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        let t = Transform3D(translationX: 1, y: 2, z: 3)
        #expect(t.rowMajor == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1])
        #expect(Transform3D(rowMajor: t.rowMajor) == t)
        #expect(Transform3D(rowMajor: [1, 2, 3]) == nil)
        #expect(Transform3D(scaleX: 2, y: 3, z: 4).rowMajor == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
        #expect(!t.isAffine, "a z translation is not affine")
        #expect(Transform3D(translationX: 1, y: 2, z: 0).isAffine)
    }

    @Test func affineRoundTrip() {
        let a = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: 6)
        let t = Transform3D(a)
        #expect(t.isAffine)
        #expect(t.affineTransform == a)
        #expect(Transform3D(AffineTransform.identity) == .identity)
        #expect(Transform3D(scaleX: 2, y: 3, z: 1).affineTransform == AffineTransform(scaleX: 2, y: 3))
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        let angle = 0.7
        #expect(close(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), Transform3D(AffineTransform(rotationAngle: angle))))
        #expect(
            close(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 5), Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)),
            "the axis is normalized")
        let aboutY = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(close(aboutY.m11, 0) && close(aboutY.m13, -1) && close(aboutY.m31, 1) && close(aboutY.m33, 0))
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity, "no axis: identity")
        #expect(Transform3D(rotationAngle: 1, x: .nan, y: 0, z: 0) == .identity)
    }

    @Test func concatenation() {
        let scale = Transform3D(scaleX: 2, y: 2, z: 2)
        let move = Transform3D(translationX: 10, y: 0, z: 0)
        #expect(scale.concatenating(move).rowMajor == [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 10, 0, 0, 1])
        #expect(move.concatenating(scale).rowMajor == [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 20, 0, 0, 1])
        #expect(scale.concatenating(.identity) == scale)
        #expect(scale.translatedBy(x: 10, y: 0, z: 0) == move.concatenating(scale))
        #expect(move.scaledBy(x: 2, y: 2, z: 2) == scale.concatenating(move))
        #expect(close(Transform3D.identity.rotated(by: 0.3, x: 1, y: 0, z: 0), Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)))
        // The 3D product agrees with the affine one.
        let a = AffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 5, ty: -7), b = AffineTransform(rotationAngle: 0.4)
        #expect(close(Transform3D(a).concatenating(Transform3D(b)), Transform3D(a.concatenating(b))))
    }

    @Test func perspectiveAndProjection() throws {
        let p = Transform3D.perspective(distance: 500)
        #expect(p.m34 == -1.0 / 500)
        #expect(!p.isAffine)
        #expect(Transform3D.perspective(distance: 0) == .identity)
        #expect(Transform3D.perspective(distance: -5) == .identity)
        #expect(Transform3D.perspective(distance: .infinity) == .identity)
        #expect(Transform3D(translationX: 3, y: 4, z: 0).project(Point(x: 1, y: 1)) == Point(x: 4, y: 5))
        // A homogeneous w of 2 halves the coordinates; w = 0 has no projection.
        var w2 = Transform3D.identity
        w2.m44 = 2
        #expect(w2.project(Point(x: 4, y: 6)) == Point(x: 2, y: 3))
        w2.m44 = 0
        #expect(w2.project(Point(x: 4, y: 6)) == nil)
    }

    @Test func finiteness() {
        #expect(Transform3D.identity.isFinite)
        var t = Transform3D.identity
        t.m23 = .nan
        #expect(!t.isFinite)
    }
}

@Suite("Linear interpolation")
struct InterpolationTests {
    @Test func lerpIsExactAtBothEnds() {
        #expect(lerp(0.1, 0.7, 0) == 0.1)
        #expect(lerp(0.1, 0.7, 1) == 0.7, "0.1 + (0.7 − 0.1) × 1 would not be exact")
        #expect(lerp(0, 10, 0.5) == 5)
        #expect(lerp(0, 10, 1.3) == 13, "overshoot extrapolates")
        #expect(lerp(0, 10, -0.2) == -2)
        #expect(0.0.interpolated(to: 8, progress: 0.25) == 2)
    }

    @Test(arguments: [
        (0.0, Rect(x: 0, y: 0, width: 10, height: 10)),
        (0.5, Rect(x: 50, y: 0, width: 20, height: 10)),
        (1.0, Rect(x: 100, y: 0, width: 30, height: 10)),
        (1.5, Rect(x: 150, y: 0, width: 40, height: 10)),
        (-0.5, Rect(x: -50, y: 0, width: 0, height: 10)),
    ])
    func rectsInterpolateCentreAndSize(progress: Double, expected: Rect) {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 100, y: 0, width: 30, height: 10)
        #expect(a.interpolated(to: b, progress: progress) == expected)
    }

    @Test func pairsAndInsets() {
        #expect(Point(x: 0, y: 10).interpolated(to: Point(x: 10, y: 0), progress: 0.5) == Point(x: 5, y: 5))
        #expect(Vector(dx: 0, dy: 0).interpolated(to: Vector(dx: 4, dy: -4), progress: 0.25) == Vector(dx: 1, dy: -1))
        #expect(Size(width: 10, height: 20).interpolated(to: Size(width: 20, height: 40), progress: 0.5) == Size(width: 15, height: 30))
        #expect(
            EdgeInsets(all: 0).interpolated(to: EdgeInsets(top: 4, left: 8, bottom: 12, right: 16), progress: 0.25)
                == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func transformsInterpolateEntryWise() {
        let a = AffineTransform.identity, b = AffineTransform(a: 3, b: 2, c: -2, d: 5, tx: 10, ty: -20)
        #expect(a.interpolated(to: b, progress: 0) == a)
        #expect(a.interpolated(to: b, progress: 0.5) == AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -10))
        #expect(a.interpolated(to: b, progress: 1) == b)
        #expect(a.interpolated(to: b, progress: 1.5) == AffineTransform(a: 4, b: 3, c: -3, d: 7, tx: 15, ty: -30))
        let t = Transform3D.identity, u = Transform3D(translationX: 8, y: 0, z: -4)
        #expect(t.interpolated(to: u, progress: 0.25) == Transform3D(translationX: 2, y: 0, z: -1))
        #expect(t.interpolated(to: u, progress: 1) == u)
        #expect(t.interpolated(to: .perspective(distance: 500), progress: 0.5).m34 == -0.001)
    }
}
