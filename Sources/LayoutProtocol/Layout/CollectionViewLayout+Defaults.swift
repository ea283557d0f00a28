import Geometry

extension CollectionViewLayout {
    /// The default for appearing and disappearing elements when a layout returns `nil`
    /// from its initial/final hooks: the element's own attributes with alpha 0 (it fades).
    public static func fadedAttributes(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var a = attributes
        a.alpha = 0
        return a
    }

    // MARK: - Helpers

    /// The attributes of any element by its key.
    public func layoutAttributes(for key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return layoutAttributesForItem(at: key.indexPath)
        case .supplementary(let kind): return layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
        case .decoration(let kind): return layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
        }
    }

    /// The content rect: the origin and ``contentSize``.
    public var contentRect: Rect { Rect(origin: .zero, size: contentSize) }
}
