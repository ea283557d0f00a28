// Items on a circle; inserted items grow out of the centre and deleted ones shrink into it.
// Only the import differs from the iOS source.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

class CircleLayout: UICollectionViewLayout {
    let itemSize: CGFloat = 70
    private var center: CGPoint = .zero
    private var radius: CGFloat = 0
    private var cellCount = 0
    private var insertedIndexPaths: [IndexPath] = []
    private var deletedIndexPaths: [IndexPath] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let size = collectionView.frame.size
        cellCount = collectionView.numberOfItems(inSection: 0)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = min(size.width, size.height) / 2.5
    }

    override var collectionViewContentSize: CGSize {
        return collectionView?.frame.size ?? .zero
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = CGSize(width: itemSize, height: itemSize)
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(cellCount)
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = []
        deletedIndexPaths = []
        for update in updateItems {
            if update.updateAction == .insert, let indexPath = update.indexPathAfterUpdate {
                insertedIndexPaths.append(indexPath)
            } else if update.updateAction == .delete, let indexPath = update.indexPathBeforeUpdate {
                deletedIndexPaths.append(indexPath)
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
        deletedIndexPaths = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        guard insertedIndexPaths.contains(itemIndexPath) else { return attributes }
        let appearing = (attributes ?? layoutAttributesForItem(at: itemIndexPath))?.copy() as? UICollectionViewLayoutAttributes
        appearing?.alpha = 0
        appearing?.center = center
        appearing?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        return appearing
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        guard deletedIndexPaths.contains(itemIndexPath) else { return attributes }
        let disappearing = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        disappearing.size = CGSize(width: itemSize, height: itemSize)
        disappearing.alpha = 0
        disappearing.center = center
        disappearing.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        return disappearing
    }
}
