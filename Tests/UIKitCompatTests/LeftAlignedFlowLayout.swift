// A flow subclass that aligns every line's items to the left, as iOS apps write it (tags,
// chips). Only the import differs from the iOS source.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
        let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
        var leftMargin = sectionInset.left
        var maxY: CGFloat = -1.0
        for layoutAttribute in attributes where layoutAttribute.representedElementCategory == .cell {
            if layoutAttribute.frame.origin.y >= maxY {
                leftMargin = sectionInset.left
            }
            layoutAttribute.frame.origin.x = leftMargin
            leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
            maxY = max(layoutAttribute.frame.maxY, maxY)
        }
        return attributes
    }
}

/// Tag widths from a delegate, as a chips screen does.
class TagSizes: NSObject, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat]
    init(widths: [CGFloat]) { self.widths = widths }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    {
        CGSize(width: widths[indexPath.item % widths.count], height: 30)
    }
}
