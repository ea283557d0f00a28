import Testing

// Compiled in the Swift 5 language mode (see Package.swift): UIKit-dialect client code that
// predates strict concurrency builds against UIKitCompat unchanged.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

/// A grid written the pre-Swift-6 way: no isolation annotations, implicitly unwrapped state.
class LegacyGridLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 100, height: 100)
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        let columns = max(1, Int(collectionView.bounds.width / itemSize.width))
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: CGFloat(item % columns) * itemSize.width, y: CGFloat(item / columns) * itemSize.height,
                width: itemSize.width, height: itemSize.height)
            cache.append(attributes)
        }
        contentHeight = cache.last?.frame.maxY ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}

final class LegacyDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@Suite("UIKitCompat in the Swift 5 language mode")
struct Swift5ModeTests {
    @MainActor @Test func aLegacyLayoutRunsInTheHost() {
        let layout = LegacyGridLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 250), collectionViewLayout: layout)
        let dataSource = LegacyDataSource()
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        #expect(view.contentSize == CGSize(width: 320, height: 300))
        #expect(view.indexPathsForVisibleItems.sorted() == (0..<7).map { IndexPath(item: $0, section: 0) })
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
    }
}

/// A pre-Swift-6 delegate that reads the scroll view and steers moves.
final class LegacyScrollDelegate: NSObject, UICollectionViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.y = 0
    }
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        originalIndexPath
    }
}

@Suite("UIKitCompat scroll and move delegates in the Swift 5 language mode")
struct Swift5DelegateTests {
    @MainActor @Test func scrollCallbacksAndTheMoveTargetReachALegacyDelegate() throws {
        let layout = LegacyGridLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        let dataSource = LegacyDataSource()
        let delegate = LegacyScrollDelegate()
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        view.delegate = delegate
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 50)
        #expect(delegate.offsets == [50])
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 50))
        view.endInteractiveMovement()
        #expect(view.lastError == nil)
        #expect(view.indexPathsForVisibleItems.count == 6)
    }
}
