extension CollectionViewLayout {
    /// Registers the view class the host creates for decoration views of a kind
    /// (`register(_:forDecorationViewOfKind:)`); `nil` unregisters. Registering again
    /// replaces the earlier registration.
    ///
    /// Decoration views come from the layout, not the data source: the host dequeues
    /// them from its reuse pool with this registration.
    ///
    /// ```swift
    /// layout.register(ShelfView.self, forDecorationViewOfKind: "shelf")
    /// ```
    ///
    /// - Parameters:
    ///   - viewClass: A ``CollectionReusableView`` subclass, or `nil`.
    ///   - kind: The decoration kind the layout's attributes use; an empty kind is
    ///     rejected when the host dequeues (``ReuseQueue/ReuseError/emptyKind``).
    public func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind kind: String) {
        registerDecorationView(viewClass.map { ViewRegistration($0) }, forKind: kind)
    }

    /// Registers a factory the host calls for new decoration views of a kind.
    ///
    /// - Parameters:
    ///   - kind: The decoration kind the layout's attributes use.
    ///   - factory: Makes one view.
    public func register(forDecorationViewOfKind kind: String, factory: @escaping () -> CollectionReusableView) {
        registerDecorationView(ViewRegistration(factory), forKind: kind)
    }

    /// The registration of a decoration kind, or `nil` when nothing is registered.
    public func decorationViewRegistration(forKind kind: String) -> ViewRegistration? {
        decorationViewRegistrations[kind]
    }
}
