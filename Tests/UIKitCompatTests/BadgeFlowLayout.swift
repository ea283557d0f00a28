// A flow layout whose attributes carry extra values for the cell (a corner radius and a
// badge count), through a custom attributes subclass. Only the import differs from the iOS
// source.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

class BadgeLayoutAttributes: UICollectionViewLayoutAttributes {
    // nonisolated(unsafe): the Swift 6 language mode's edit, on iOS too (the attributes class
    // is main-actor isolated; `copy(with:)` and `isEqual(_:)` are not).
    nonisolated(unsafe) var cornerRadius: CGFloat = 0
    nonisolated(unsafe) var badgeCount = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgeLayoutAttributes
        copy.cornerRadius = cornerRadius
        copy.badgeCount = badgeCount
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgeLayoutAttributes else { return false }
        return other.cornerRadius == cornerRadius && other.badgeCount == badgeCount && super.isEqual(object)
    }
}

class BadgeFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass {
        return BadgeLayoutAttributes.self
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! BadgeLayoutAttributes }
        attributes?.forEach(decorate)
        return attributes
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForItem(at: indexPath)?.copy() as? BadgeLayoutAttributes else { return nil }
        decorate(attributes)
        return attributes
    }

    private func decorate(_ attributes: BadgeLayoutAttributes) {
        attributes.cornerRadius = attributes.frame.width / 4
        attributes.badgeCount = attributes.indexPath.item % 3
    }
}

class BadgeCell: UICollectionViewCell {
    var cornerRadius: CGFloat = 0
    var badgeCount = 0
    var applyCount = 0

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyCount += 1
        guard let attributes = layoutAttributes as? BadgeLayoutAttributes else { return }
        cornerRadius = attributes.cornerRadius
        badgeCount = attributes.badgeCount
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        badgeCount = 0
    }
}
