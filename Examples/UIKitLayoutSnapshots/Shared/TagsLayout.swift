// A tags (chips) layout as iOS apps write it: a flow layout whose lines start at the
// leading inset instead of being justified. This file is shared, unchanged, by the iOS app
// target (UIKit) and the Linux test target (UIKitCompat); only the import differs.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

/// Lays tags out in lines aligned to the left edge, each line as full as the width allows.
open class TagsLayout: UICollectionViewFlowLayout {
    /// A layout with the tag screen's spacing and insets.
    public override init() {
        super.init()
        sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        minimumInteritemSpacing = 8
        minimumLineSpacing = 8
        headerReferenceSize = CGSize(width: 0, height: 28)
    }

    /// Storyboard support, as UIKit requires of every layout subclass with an initializer.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The flow layout's lines, each moved to start at the left inset.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
        let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
        var leftMargin = sectionInset.left
        var lineMaxY: CGFloat = -1
        for item in attributes where item.representedElementCategory == .cell {
            if item.frame.origin.y >= lineMaxY {
                leftMargin = sectionInset.left
            }
            item.frame.origin.x = leftMargin
            leftMargin += item.frame.width + minimumInteritemSpacing
            lineMaxY = max(item.frame.maxY, lineMaxY)
        }
        return attributes
    }
}
