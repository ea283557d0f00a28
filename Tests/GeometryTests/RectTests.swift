import Foundation
import Geometry
import Testing

@Suite("Rect: accessors, set operations, derived rects")
struct RectTests {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    /// The same rect written with a negative size from its opposite corner.
    let flipped = Rect(x: 40, y: 60, width: -30, height: -40)

    @Test func accessors() {
        #expect(r.x == 10 && r.y == 20 && r.width == 30 && r.height == 40)
        #expect((r.minX, r.midX, r.maxX) == (10, 25, 40))
        #expect((r.minY, r.midY, r.maxY) == (20, 40, 60))
        #expect(r.center == Point(x: 25, y: 40))
        #expect(Rect(origin: Point(x: 10, y: 20), size: Size(width: 30, height: 40)) == r)
        #expect(r.description == "(10, 20, 30, 40)")
        #expect(Rect(x: 0.5, y: -0, width: 1e20, height: 3).description == "(0.5, 0, 1e+20, 3)")
    }

    @Test func negativeSizes() {
        #expect((flipped.minX, flipped.maxX, flipped.minY, flipped.maxY) == (10, 40, 20, 60))
        #expect(flipped.midX == 25 && flipped.midY == 40)
        #expect(flipped.standardized == r)
        #expect(r.standardized == r)
        #expect(flipped != r, "equality compares the stored values")
        #expect(flipped.intersects(r))
        #expect(flipped.intersection(Rect(x: 0, y: 0, width: 20, height: 30)) == Rect(x: 10, y: 20, width: 10, height: 10))
        #expect(flipped.contains(Point(x: 10, y: 20)))
        #expect(!flipped.contains(Point(x: 40, y: 60)))
        #expect(flipped.integral == r)
        #expect(flipped.offsetBy(dx: 1, dy: 1) == Rect(x: 41, y: 61, width: -30, height: -40), "offset keeps the representation")
        #expect(flipped.insetBy(dx: 5, dy: 5) == Rect(x: 15, y: 25, width: 20, height: 30), "inset standardizes")
    }

    @Test func zeroNullAndInfinite() {
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(Rect.zero.isEmpty && !Rect.zero.isNull)
        #expect(Rect.null.isNull && Rect.null.isEmpty && !Rect.null.isFinite)
        #expect(Rect(x: 0, y: .infinity, width: 5, height: 5).isNull)
        #expect(!Rect(x: -Double.infinity, y: 0, width: 5, height: 5).isNull)
        #expect(Rect(x: 0, y: 0, width: 0, height: 10).isEmpty)
        #expect(!r.isEmpty && r.isFinite)
        #expect(Rect.infinite.isFinite && !Rect.infinite.isEmpty)
        #expect(Rect.infinite.contains(r))
        #expect(Rect.infinite.intersects(r))
        #expect(Rect.infinite.integral == Rect.infinite)
        #expect(Rect.null.standardized.isNull)
        #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: 0, y: 0, width: .infinity, height: 1).isFinite)
    }

    @Test func intersection() {
        let other = Rect(x: 30, y: 50, width: 100, height: 100)
        #expect(r.intersects(other))
        #expect(r.intersection(other) == Rect(x: 30, y: 50, width: 10, height: 10))
        // Touching edges intersect, with an empty intersection (as Core Graphics).
        let touching = Rect(x: 40, y: 20, width: 10, height: 10)
        #expect(r.intersects(touching))
        #expect(r.intersection(touching) == Rect(x: 40, y: 20, width: 0, height: 10))
        let apart = Rect(x: 41, y: 20, width: 10, height: 10)
        #expect(!r.intersects(apart))
        #expect(r.intersection(apart).isNull)
        #expect(!r.intersects(.null) && !Rect.null.intersects(r))
        #expect(r.intersection(.null).isNull)
        // A zero-size rect inside intersects.
        #expect(r.intersects(Rect(x: 20, y: 30, width: 0, height: 0)))
    }

    /// `overlaps` is Apple CoreGraphics' `intersects`: an area in common, so touching rects
    /// and rects without area do not overlap.
    @Test func overlapNeedsAnArea() {
        #expect(r.overlaps(Rect(x: 30, y: 50, width: 100, height: 100)))
        #expect(!r.overlaps(Rect(x: 40, y: 20, width: 10, height: 10)), "shares an edge")
        #expect(!r.overlaps(Rect(x: 40, y: 60, width: 10, height: 10)), "shares a corner")
        #expect(!r.overlaps(Rect(x: 20, y: 30, width: 0, height: 5)), "no width")
        #expect(!r.overlaps(.null) && !Rect.null.overlaps(r))
        #expect(Rect(x: 10, y: 20, width: -5, height: 10).overlaps(Rect(x: 6, y: 21, width: 1, height: 1)), "negative width")
        #expect(r.overlaps(r))
    }

    @Test func union() {
        #expect(r.union(Rect(x: 0, y: 0, width: 5, height: 5)) == Rect(x: 0, y: 0, width: 40, height: 60))
        #expect(r.union(.null) == r)
        #expect(Rect.null.union(flipped) == r, "the other rect, standardized")
        #expect(Rect.null.union(.null).isNull)
        #expect(
            r.union(Rect(x: 100, y: 100, width: 0, height: 0)) == Rect(x: 10, y: 20, width: 90, height: 80),
            "an empty, non-null rect counts")
    }

    @Test func containment() {
        #expect(r.contains(Point(x: 10, y: 20)), "the min edges are inside")
        #expect(!r.contains(Point(x: 40, y: 30)), "the max edges are outside")
        #expect(!r.contains(Point(x: 20, y: 60)))
        #expect(r.contains(Point(x: 39.999, y: 59.999)))
        #expect(!Rect.null.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Rect(x: 10, y: 20, width: 30, height: 40)))
        #expect(r.contains(Rect(x: 15, y: 25, width: 5, height: 5)))
        #expect(!r.contains(Rect(x: 15, y: 25, width: 50, height: 5)))
        #expect(r.contains(Rect.null))
        #expect(!Rect.null.contains(r))
    }

    @Test func offsetAndInset() {
        #expect(r.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 30, height: 40))
        #expect(Rect.null.offsetBy(dx: 1, dy: 1).isNull)
        #expect(r.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 20, height: 20))
        #expect(r.insetBy(dx: -5, dy: -5) == Rect(x: 5, y: 15, width: 40, height: 50))
        #expect(r.insetBy(dx: 15, dy: 0) == Rect(x: 25, y: 20, width: 0, height: 40))
        #expect(r.insetBy(dx: 16, dy: 0).isNull, "insetting past the middle gives the null rect")
        #expect(Rect.null.insetBy(dx: 1, dy: 1).isNull)
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 21, width: 24, height: 36))
        #expect(r.inset(by: EdgeInsets(all: -5)) == Rect(x: 5, y: 15, width: 40, height: 50))
    }

    @Test func integral() {
        #expect(Rect(x: 0.5, y: 1.2, width: 10.1, height: 3.3).integral == Rect(x: 0, y: 1, width: 11, height: 4))
        #expect(Rect(x: -0.5, y: -1.5, width: 1, height: 1).integral == Rect(x: -1, y: -2, width: 2, height: 2))
        #expect(r.integral == r)
        #expect(Rect.null.integral.isNull)
        #expect(Rect(x: 1.5, y: 1.5, width: 0, height: 0).integral == Rect(x: 1, y: 1, width: 1, height: 1))
    }

    @Test(arguments: [
        (RectEdge.minXEdge, Rect(x: 10, y: 20, width: 10, height: 40), Rect(x: 20, y: 20, width: 20, height: 40)),
        (.maxXEdge, Rect(x: 30, y: 20, width: 10, height: 40), Rect(x: 10, y: 20, width: 20, height: 40)),
        (.minYEdge, Rect(x: 10, y: 20, width: 30, height: 10), Rect(x: 10, y: 30, width: 30, height: 30)),
        (.maxYEdge, Rect(x: 10, y: 50, width: 30, height: 10), Rect(x: 10, y: 20, width: 30, height: 30)),
    ])
    func divided(edge: RectEdge, slice: Rect, remainder: Rect) {
        let parts = r.divided(atDistance: 10, from: edge)
        #expect(parts.slice == slice)
        #expect(parts.remainder == remainder)
        #expect(flipped.divided(atDistance: 10, from: edge) == parts, "a negative size is standardized first")
    }

    @Test func dividedClampsTheDistance() {
        #expect(r.divided(atDistance: -5, from: .minXEdge) == (Rect(x: 10, y: 20, width: 0, height: 40), r))
        #expect(r.divided(atDistance: 100, from: .minYEdge) == (r, Rect(x: 10, y: 60, width: 30, height: 0)))
        let nullParts = Rect.null.divided(atDistance: 5, from: .minXEdge)
        #expect(nullParts.slice.isNull && nullParts.remainder.isNull)
    }

    @Test func dividedIntegralAsTheMosaicSampleUsesIt() {
        // ceil(dimension × fraction) for the slice; the remainder starts 1 point after it and
        // is 1 point shorter.
        let segment = Rect(x: 0, y: 0, width: 375, height: 200)
        let half = segment.dividedIntegral(fraction: 0.5, from: .minXEdge)
        #expect(half.first == Rect(x: 0, y: 0, width: 188, height: 200))
        #expect(half.second == Rect(x: 189, y: 0, width: 186, height: 200))
        let third = segment.dividedIntegral(fraction: 1.0 / 3.0, from: .minYEdge)
        #expect(third.first == Rect(x: 0, y: 0, width: 375, height: 67))
        #expect(third.second == Rect(x: 0, y: 68, width: 375, height: 132))
        let trailing = segment.dividedIntegral(fraction: 0.25, from: .maxXEdge)
        #expect(trailing.first == Rect(x: 281, y: 0, width: 94, height: 200))
        #expect(trailing.second == Rect(x: 0, y: 0, width: 280, height: 200))
        let bottom = segment.dividedIntegral(fraction: 0.5, from: .maxYEdge)
        #expect(bottom.first == Rect(x: 0, y: 100, width: 375, height: 100))
        #expect(bottom.second == Rect(x: 0, y: 0, width: 375, height: 99))
    }

    @Test func hashableAndEdges() {
        #expect(Set([r, r, flipped]).count == 2)
        #expect(RectEdge.allCases == [.minXEdge, .minYEdge, .maxXEdge, .maxYEdge])
    }
}

@Suite("Point, Size, Vector, EdgeInsets")
struct ScalarPairTests {
    @Test func point() {
        let p = Point(x: 3, y: 4)
        #expect(Point.zero == Point(x: 0, y: 0))
        #expect(p.offsetBy(dx: 1, dy: -1) == Point(x: 4, y: 3))
        #expect(p + Vector(dx: 1, dy: 2) == Point(x: 4, y: 6))
        #expect(p - Vector(dx: 1, dy: 2) == Point(x: 2, y: 2))
        #expect(p - Point(x: 1, y: 1) == Vector(dx: 2, dy: 3))
        #expect(Point.zero.distance(to: p) == 5)
        #expect(p.applying(AffineTransform(translationX: 10, y: 20)) == Point(x: 13, y: 24))
        #expect(p.applying(AffineTransform(scaleX: 2, y: -1)) == Point(x: 6, y: -4))
        #expect(p.description == "(3, 4)")
        #expect(Point(x: -0.25, y: 1e-7).description == "(-0.25, 1e-07)")
        #expect(p.isFinite && !Point(x: .nan, y: 0).isFinite && !Point(x: 0, y: -.infinity).isFinite)
    }

    @Test func size() {
        let s = Size(width: 3, height: 4)
        #expect(s.area == 12)
        #expect(s.transposed == Size(width: 4, height: 3))
        #expect(s * 2 == Size(width: 6, height: 8))
        #expect(s.applying(AffineTransform(scaleX: 2, y: 3)) == Size(width: 6, height: 12))
        #expect(s.applying(AffineTransform(translationX: 100, y: 100)) == s, "translation does not change a size")
        #expect(s.description == "3x4")
        #expect(s.isValidLayoutSize && Size.zero.isValidLayoutSize)
        #expect(!Size(width: -1, height: 4).isValidLayoutSize)
        #expect(!Size(width: .nan, height: 4).isValidLayoutSize)
        #expect(!Size(width: 1, height: .infinity).isValidLayoutSize)
        #expect(!Size(width: .infinity, height: 1).isFinite)
    }

    @Test func vector() {
        let v = Vector(dx: 3, dy: -4)
        #expect(v.length == 5)
        #expect(v + Vector(dx: 1, dy: 1) == Vector(dx: 4, dy: -3))
        #expect(v - Vector(dx: 1, dy: 1) == Vector(dx: 2, dy: -5))
        #expect(v * 0.5 == Vector(dx: 1.5, dy: -2))
        #expect(-v == Vector(dx: -3, dy: 4))
        #expect(Vector.zero.length == 0)
        #expect(v.description == "(3, -4)")
        #expect(!Vector(dx: .nan, dy: 0).isFinite && v.isFinite)
    }

    @Test func edgeInsets() {
        let e = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(e.horizontal == 6 && e.vertical == 4)
        #expect(EdgeInsets(all: 5) == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(e + EdgeInsets(all: 1) == EdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        #expect(e.mirroredHorizontally == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(e.description == "1,2,3,4")
        #expect(e.isValidLayoutInsets && EdgeInsets.zero.isValidLayoutInsets)
        #expect(!EdgeInsets(top: -1, left: 0, bottom: 0, right: 0).isValidLayoutInsets)
        #expect(EdgeInsets(top: -1, left: 0, bottom: 0, right: 0).isFinite)
        #expect(!EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0).isFinite)
        #expect(!EdgeInsets(top: 0, left: 0, bottom: .infinity, right: 0).isValidLayoutInsets)
    }
}

@Suite("Formatting and pixel rounding")
struct FormattingAndRoundingTests {
    @Test func formatScalarWritesIntegersWithoutAFraction() {
        #expect(formatScalar(0) == "0")
        #expect(formatScalar(-0.0) == "0")
        #expect(formatScalar(42) == "42")
        #expect(formatScalar(-7) == "-7")
        #expect(formatScalar(0.5) == "0.5")
        #expect(formatScalar(-1.25) == "-1.25")
        #expect(formatScalar(0.1 + 0.2) == "0.30000000000000004", "exact: no rounding hides a difference")
        #expect(formatScalar(9_007_199_254_740_991) == "9007199254740991")
        #expect(formatScalar(9_007_199_254_740_992) == "9007199254740992.0", "from 2^53 on, Swift's own spelling")
        #expect(formatScalar(1e300) == "1e+300")
        #expect(formatScalar(.nan) == "nan")
        #expect(formatScalar(.infinity) == "inf")
        #expect(formatScalar(-.infinity) == "-inf")
    }

    @Test(arguments: [
        (1.0, 0.4, 0.0), (1.0, 0.5, 1.0), (1.0, -0.5, -1.0), (1.0, 10.49, 10.0),
        (2.0, 0.2, 0.0), (2.0, 0.25, 0.5), (2.0, -0.25, -0.5), (2.0, 10.74, 10.5), (2.0, 10.76, 11.0),
        (3.0, 1.0 / 6.0, 1.0 / 3.0), (3.0, 0.1, 0.0), (3.0, 10.5, 32.0 / 3.0),
    ])
    func roundToPixelAtScales(scale: Double, value: Double, expected: Double) {
        #expect(roundToPixel(value, scale: scale) == expected)
    }

    @Test func roundToPixelIgnoresBadScalesAndNonFiniteValues() {
        #expect(roundToPixel(0.3, scale: 0) == 0.3)
        #expect(roundToPixel(0.3, scale: -2) == 0.3)
        #expect(roundToPixel(0.3, scale: .nan) == 0.3)
        #expect(roundToPixel(0.3, scale: .infinity) == 0.3)
        #expect(roundToPixel(.infinity, scale: 2) == .infinity)
        #expect(roundToPixel(.nan, scale: 2).isNaN)
    }

    @Test func pointSizeAndRectRounding() {
        #expect(Point(x: 0.3, y: 0.8).roundedToPixels(scale: 2) == Point(x: 0.5, y: 1))
        #expect(Size(width: 10.3, height: 0.1).roundedToPixels(scale: 2) == Size(width: 10.5, height: 0))
        let rect = Rect(x: 0.3, y: 0.3, width: 10.3, height: 10.3)
        #expect(rect.originRoundedToPixels(scale: 2) == Rect(x: 0.5, y: 0.5, width: 10.3, height: 10.3))
        // Edges are rounded, so the size follows: 0.3 → 0.5, 10.6 → 10.5.
        #expect(rect.roundedToPixels(scale: 2) == Rect(x: 0.5, y: 0.5, width: 10, height: 10))
        #expect(rect.roundedToPixels(scale: 1) == Rect(x: 0, y: 0, width: 11, height: 11))
        #expect(
            Rect(x: 10.6, y: 0, width: -10.3, height: 1).roundedToPixels(scale: 1) == Rect(x: 0, y: 0, width: 11, height: 1), "standardized"
        )
    }
}

@Suite("Codable round trips")
struct CodableTests {
    @Test func geometryValuesRoundTripThroughJSON() throws {
        let rect = Rect(x: 1.5, y: -2, width: 3, height: 4)
        #expect(try JSONDecoder().decode(Rect.self, from: JSONEncoder().encode(rect)) == rect)
        let t = Transform3D.perspective(distance: 400).translatedBy(x: 1, y: 2, z: 3)
        #expect(try JSONDecoder().decode(Transform3D.self, from: JSONEncoder().encode(t)) == t)
        let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(try JSONDecoder().decode(AffineTransform.self, from: JSONEncoder().encode(a)) == a)
        let e = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(try JSONDecoder().decode(EdgeInsets.self, from: JSONEncoder().encode(e)) == e)
        #expect(try JSONDecoder().decode([RectEdge].self, from: JSONEncoder().encode(RectEdge.allCases)) == RectEdge.allCases)
        #expect(try JSONDecoder().decode(Vector.self, from: JSONEncoder().encode(Vector(dx: 1, dy: -1))) == Vector(dx: 1, dy: -1))
    }
}
