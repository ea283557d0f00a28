import Foundation
import Testing
import UIKitCompat

@Suite("UIKitCompat Foundation additions")
struct FoundationAdditionsTests {
    @Test func rectEdgeCasesAgreeWithCoreGraphics() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let touching = CGRect(x: 10, y: 0, width: 10, height: 10)
        #expect(a.intersects(touching))
        #expect(a.intersection(touching) == CGRect(x: 10, y: 0, width: 0, height: 10))
        #expect(!a.intersection(touching).isNull)
        let far = CGRect(x: 30, y: 30, width: 1, height: 1)
        #expect(!a.intersects(far))
        #expect(a.intersection(far).isNull)
        #expect(CGRect.null.union(a) == a)
        #expect(!a.contains(CGPoint(x: 10, y: 5)))
        #expect(a.contains(CGPoint(x: 0, y: 0)))
        #expect(a.equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(.zero))
    }

    @Test func affineTransformsComposeAsCoreGraphics() {
        let t = CGAffineTransform(translationX: 10, y: 20)
        let s = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t.concatenating(s)) == CGPoint(x: 22, y: 63))
        #expect(CGPoint(x: 1, y: 1).applying(s.concatenating(t)) == CGPoint(x: 12, y: 23))
        #expect(t.translatedBy(x: 1, y: 1) == CGAffineTransform(translationX: 11, y: 21))
        #expect(t.scaledBy(x: 2, y: 2) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
        #expect(s.inverted() == CGAffineTransform(scaleX: 0.5, y: 1.0 / 3))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity && CGAffineTransform().isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(s) == CGRect(x: 0, y: 0, width: 20, height: 60))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let rotated = CGRect(x: 0, y: 0, width: 10, height: 20).applying(quarter)
        #expect(abs(rotated.minX + 20) < 1e-9 && abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
        #expect(CGRect.null.applying(s).isNull)
        #expect(CGSize(width: 10, height: 20).applying(s) == CGSize(width: 20, height: 60))
    }

    @Test func transform3DFunctions() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect((t.m41, t.m42, t.m43) == (1, 2, 3))
        let s = CATransform3DScale(t, 2, 2, 1)
        #expect(s.m11 == 2 && s.m41 == 1)
        #expect(CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), t).m41 == 1)
        #expect(CATransform3DConcat(t, CATransform3DMakeScale(2, 2, 1)).m41 == 2)
        #expect(CATransform3DTranslate(CATransform3DIdentity, 1, 2, 3) == t)
        let r = CATransform3DRotate(CATransform3DIdentity, .pi, 0, 0, 1)
        #expect(abs(r.m11 + 1) < 1e-12 && CATransform3DEqualToTransform(CATransform3DMakeRotation(.pi, 0, 0, 1), r))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 3))))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeScale(2, 3, 1)) == CGAffineTransform(scaleX: 2, y: 3))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test func indexPathsInsetsAndConstants() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1 && path.row == 3 && path == IndexPath(indexes: [1, 3]))
        path.item = 4
        #expect(path == IndexPath(row: 4, section: 1))
        #expect(IndexPath(item: 0, section: 1) < IndexPath(item: 0, section: 2))
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        #expect(CGFloat(MAXFLOAT) > 1e38)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets) == CGRect(x: 2, y: 1, width: 4, height: 6))
        #expect(UIEdgeInsets.zero == UIEdgeInsets() && NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leading == 2)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    }

    @MainActor @Test func screenScaleIsSettable() {
        #expect(UIScreen.main.scale == 2)
        UIScreen.main.scale = 3
        #expect(UIScreen.main.scale == 3)
        UIScreen.main.scale = 2
    }
}
