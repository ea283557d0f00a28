// A spreadsheet: sections are rows, items are columns, scrolling both ways; the first row
// and the first column stay pinned. Only the import differs from the iOS source.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

class StickyGridLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 100, height: 44)
    private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    override func prepare() {
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }
        if itemAttributes.count != collectionView.numberOfSections {
            generateItemAttributes(collectionView: collectionView)
        }
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) where section == 0 || item == 0 {
                let attributes = itemAttributes[section][item]
                if section == 0 {
                    var frame = attributes.frame
                    frame.origin.y = collectionView.contentOffset.y
                    attributes.frame = frame
                }
                if item == 0 {
                    var frame = attributes.frame
                    frame.origin.x = collectionView.contentOffset.x
                    attributes.frame = frame
                }
            }
        }
    }

    private func generateItemAttributes(collectionView: UICollectionView) {
        itemAttributes = []
        var xOffset: CGFloat = 0
        var yOffset: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var sectionAttributes: [UICollectionViewLayoutAttributes] = []
            for index in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: index, section: section)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: xOffset, y: yOffset, width: itemSize.width, height: itemSize.height).integral
                if section == 0 && index == 0 {
                    attributes.zIndex = 1024
                } else if section == 0 || index == 0 {
                    attributes.zIndex = 1023
                }
                sectionAttributes.append(attributes)
                xOffset += itemSize.width
            }
            contentSize.width = max(contentSize.width, xOffset)
            xOffset = 0
            yOffset += itemSize.height
            itemAttributes.append(sectionAttributes)
        }
        contentSize.height = yOffset
    }

    override var collectionViewContentSize: CGSize {
        return contentSize
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return itemAttributes[indexPath.section][indexPath.row]
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes: [UICollectionViewLayoutAttributes] = []
        for section in itemAttributes {
            let filteredArray = section.filter { $0.frame.intersects(rect) }
            attributes.append(contentsOf: filteredArray)
        }
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}
