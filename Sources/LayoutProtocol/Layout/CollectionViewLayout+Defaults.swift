extension CollectionViewLayout {
    /// The default for appearing and disappearing elements when a layout returns `nil`
    /// from its initial/final hooks: the element's own attributes with alpha 0 (it fades).
    public static func fadedAttributes(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var a = attributes
        a.alpha = 0
        return a
    }
}
