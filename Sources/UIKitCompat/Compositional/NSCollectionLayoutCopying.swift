import CompositionalLayout
import Geometry

// Copies of the engine's model objects, for the `NSCopying` of the compositional layout's
// building blocks. The CompositionalLayout module's objects are configured through public
// initializers and properties only, so a copy made from them is exact: every property the
// engine reads is one of those below.

extension LayoutItem {
    /// A deep copy: a new object of the same engine class with the same settings, whose
    /// supplementary items (and, for a group, subitems) are copies too.
    func compatCopy() -> LayoutItem {
        switch self {
        case let group as LayoutGroup: return group.compatCopyGroup()
        case let supplementary as LayoutSupplementaryItem: return supplementary.compatCopySupplementary()
        case let decoration as LayoutDecorationItem: return decoration.compatCopyDecoration()
        default: return copyItemSettings(to: LayoutItem(layoutSize: layoutSize))
        }
    }

    /// Gives `copy` this item's insets, edge spacing and copies of its supplementary items.
    fileprivate func copyItemSettings<Copy: LayoutItem>(to copy: Copy) -> Copy {
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        copy.supplementaryItems = supplementaryItems.map { $0.compatCopySupplementary() }
        return copy
    }
}

extension LayoutGroup {
    /// A deep copy of the group: same arrangement, repeat count, item provider and spacing,
    /// over copies of the subitems.
    func compatCopyGroup() -> LayoutGroup {
        let subitems = self.subitems.map { $0.compatCopy() }
        let copy: LayoutGroup
        switch arrangement {
        case .custom:
            copy = .custom(layoutSize: layoutSize, itemProvider: itemProvider ?? { _ in [] })
        case .horizontal:
            if let repeatCount, let subitem = subitems.first {
                copy = .horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: repeatCount)
            } else {
                copy = .horizontal(layoutSize: layoutSize, subitems: subitems)
            }
        case .vertical:
            if let repeatCount, let subitem = subitems.first {
                copy = .vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: repeatCount)
            } else {
                copy = .vertical(layoutSize: layoutSize, subitems: subitems)
            }
        }
        copy.interItemSpacing = interItemSpacing
        return copyItemSettings(to: copy)
    }
}

extension LayoutSupplementaryItem {
    /// A copy of the supplementary item (a boundary item's copy is a boundary item).
    func compatCopySupplementary() -> LayoutSupplementaryItem {
        if let boundary = self as? LayoutBoundarySupplementaryItem { return boundary.compatCopyBoundary() }
        let copy =
            itemAnchor.map {
                LayoutSupplementaryItem(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: $0)
            } ?? LayoutSupplementaryItem(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor)
        copy.zIndex = zIndex
        return copyItemSettings(to: copy)
    }
}

extension LayoutBoundarySupplementaryItem {
    /// A copy of the header, footer or other boundary item.
    func compatCopyBoundary() -> LayoutBoundarySupplementaryItem {
        let copy = LayoutBoundarySupplementaryItem(
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: offset)
        copy.zIndex = zIndex
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        return copyItemSettings(to: copy)
    }
}

extension LayoutDecorationItem {
    /// A copy of the background.
    func compatCopyDecoration() -> LayoutDecorationItem {
        let copy = LayoutDecorationItem.background(elementKind: elementKind)
        copy.zIndex = zIndex
        return copyItemSettings(to: copy)
    }
}

extension LayoutSection {
    /// A deep copy of the section: a copy of its group, headers, footers and backgrounds, and
    /// the same settings and visible-items handler.
    func compatCopy() -> LayoutSection {
        let copy = LayoutSection(group: group.compatCopyGroup())
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsets = contentInsets
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.compatCopyBoundary() }
        copy.decorationItems = decorationItems.map { $0.compatCopyDecoration() }
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        return copy
    }
}

extension Array where Element: NSCollectionLayoutItem {
    /// Wrappers of the same classes as these around `copies`, the engine's copies of the
    /// objects these wrap, in order.
    @MainActor
    func wrapping(copies: [some LayoutItem]) -> [Element] {
        zip(self, copies).compactMap { $0.wrapping(copy: $1) as? Element }
    }
}
