import Testing

// Compiled in the Swift 5 language mode: view code as an iOS test target of that mode writes
// it, in tests on the main actor, as UIKit's classes are.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

@Suite("Views in the Swift 5 language mode")
struct ViewSurfaceSwift5Tests {
    @MainActor @Test func aGridInANavigationControllerGetsThePhonesSafeArea() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let root = UIViewController()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        root.view = collectionView
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(profile: .iPhone15Pro)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(collectionView.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }

    @MainActor @Test func aCellsContentViewFollowsItsSize() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        cell.bounds = CGRect(x: 0, y: 0, width: 80, height: 60)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(cell.center == CGPoint(x: 20, y: 15))
        #expect(NSStringFromCGRect(cell.frame) == "{{-20, -15}, {80, 60}}")
    }
}
