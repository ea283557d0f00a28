// A file as a cross-platform iOS package writes it: everything inside
// `#if canImport(UIKit)`, importing UIKit, CoreGraphics and QuartzCore. On Linux it compiles
// only through the module routes this target depends on.
#if canImport(UIKit)
    import CoreGraphics
    import QuartzCore
    import UIKit
    import Testing

    /// A two-column grid that scales its first item, written as for iOS.
    final class ScaledGridLayout: UICollectionViewLayout {
        private var cache: [UICollectionViewLayoutAttributes] = []

        override func prepare() {
            super.prepare()
            guard let collectionView = collectionView else { return }
            let width = collectionView.bounds.width / 2
            cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: CGFloat(item % 2) * width, y: CGFloat(item / 2) * 50, width: width, height: 50)
                if item == 0 { attributes.transform3D = CATransform3DMakeScale(0.5, 0.5, 1) }
                return attributes
            }
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache[indexPath.item]
        }
    }

    final class FourItems: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @MainActor
    @Suite("A file wrapped in #if canImport(UIKit)")
    struct WrappedUIKitFileTests {
        @Test func theWrappedFileRunsThroughTheRoutes() {
            let layout = ScaledGridLayout()
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
            let dataSource = FourItems()
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = dataSource
            view.layoutIfNeeded()
            #expect(view.contentSize == CGSize(width: 200, height: 100))
            let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
            #expect(first?.bounds.size == CGSize(width: 100, height: 50))
            #expect(first?.center == CGPoint(x: 50, y: 25))
            #expect(first?.layer.transform == CATransform3DMakeScale(0.5, 0.5, 1))
            #expect(first?.frame == CGRect(x: 25, y: 12.5, width: 50, height: 25))
            #expect(CGAffineTransform(scaleX: 2, y: 2).isIdentity == false)
        }
    }
#endif

// On Linux the file above must not compile to nothing: the routes make `canImport(UIKit)` true.
#if os(Linux) && !canImport(UIKit)
    #error("the UIKit module route is missing: the file above compiled to nothing")
#endif
