import Geometry
import LayoutProtocol
import ReuseQueue

extension CollectionViewHost {
    // MARK: - Public API: registration

    /// The reuse queues behind ``dequeueReusableCell(withReuseIdentifier:for:)`` and
    /// friends: registrations and statistics (created, reused, in use, queued) per
    /// identifier.
    ///
    /// ```swift
    /// cv.reusePool.statistics(for: .cell(identifier: "Photo")).created // 12
    /// ```
    public var reusePool: ReusePool { visibleSet.pool }

    /// Registers a cell class for a reuse identifier (`register(_:forCellWithReuseIdentifier:)`);
    /// `nil` unregisters. Registering again replaces the registration and discards the
    /// cells queued for the identifier.
    ///
    /// ```swift
    /// try cv.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
    /// ```
    ///
    /// - Parameters:
    ///   - cellClass: A ``LayoutProtocol/CollectionViewCell`` subclass, or `nil`.
    ///   - identifier: A non-empty reuse identifier.
    /// - Throws: ``CollectionViewError/reuse(_:)`` for an empty identifier; nothing changes.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) throws(CollectionViewError) {
        try mapReuseError { () throws(ReuseError) in try visibleSet.pool.registerCell(cellClass, forReuseIdentifier: identifier) }
    }

    /// Registers a factory that makes cells for a reuse identifier.
    ///
    /// - Parameters:
    ///   - identifier: A non-empty reuse identifier.
    ///   - factory: Makes one new cell.
    /// - Throws: ``CollectionViewError/reuse(_:)`` for an empty identifier; nothing changes.
    public func register(forCellWithReuseIdentifier identifier: String, factory: @escaping () -> CollectionViewCell)
        throws(CollectionViewError)
    {
        try mapReuseError { () throws(ReuseError) in try visibleSet.pool.registerCell(forReuseIdentifier: identifier, factory: factory) }
    }

    /// Registers a supplementary view class for a kind and reuse identifier
    /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`); `nil` unregisters.
    ///
    /// ```swift
    /// try cv.register(TitleView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: "Title")
    /// ```
    ///
    /// - Parameters:
    ///   - viewClass: A ``LayoutProtocol/CollectionReusableView`` subclass, or `nil`.
    ///   - kind: The element kind the layout uses (non-empty).
    ///   - identifier: A non-empty reuse identifier.
    /// - Throws: ``CollectionViewError/reuse(_:)`` for an empty kind or identifier.
    public func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) throws(CollectionViewError) {
        try mapReuseError { () throws(ReuseError) in
            try visibleSet.pool.registerSupplementaryView(viewClass, ofKind: kind, withReuseIdentifier: identifier)
        }
    }

    /// Registers a factory for supplementary views of a kind and reuse identifier.
    ///
    /// - Parameters:
    ///   - kind: The element kind the layout uses (non-empty).
    ///   - identifier: A non-empty reuse identifier.
    ///   - factory: Makes one new view.
    /// - Throws: ``CollectionViewError/reuse(_:)`` for an empty kind or identifier.
    public func register(
        forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
        factory: @escaping () -> CollectionReusableView
    ) throws(CollectionViewError) {
        try mapReuseError { () throws(ReuseError) in
            try visibleSet.pool.register(ViewRegistration(factory), for: .supplementary(kind: kind, identifier: identifier))
        }
    }

    // MARK: - Public API: dequeue

    /// A cell for the data source to configure (`dequeueReusableCell(withReuseIdentifier:for:)`):
    /// a queued cell after its `prepareForReuse()`, or a new one from the registration.
    ///
    /// ```swift
    /// func collectionView(_ cv: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
    ///     let cell = try cv.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    ///     (cell as? PhotoCell)?.photo = photos[indexPath.item]
    ///     return cell
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: A registered reuse identifier.
    ///   - indexPath: The item the cell is for (the host applies its attributes when it
    ///     shows the cell).
    /// - Returns: A cell that is in use until its item leaves the visible set.
    /// - Throws: ``CollectionViewError/reuse(_:)`` naming the registered identifiers when
    ///   `identifier` is not registered or empty.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: ElementIndexPath) throws(CollectionViewError)
        -> CollectionViewCell
    {
        try mapReuseError { () throws(ReuseError) in try visibleSet.pool.dequeueCell(withReuseIdentifier: identifier) }
    }

    /// A supplementary view for the data source to configure
    /// (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
    ///
    /// - Parameters:
    ///   - kind: The element kind the layout uses.
    ///   - identifier: A reuse identifier registered for that kind.
    ///   - indexPath: The element the view is for.
    /// - Returns: A view that is in use until its element leaves the visible set.
    /// - Throws: ``CollectionViewError/reuse(_:)`` naming the registered views when the
    ///   kind and identifier are not registered, or either is empty.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        try mapReuseError { () throws(ReuseError) in
            try visibleSet.pool.dequeueSupplementaryView(ofKind: kind, withReuseIdentifier: identifier)
        }
    }

    // MARK: - Internal

    /// A decoration view of a kind, dequeued with the layout's current registration.
    func dequeueDecorationView(ofKind kind: String) throws(CollectionViewError) -> CollectionReusableView {
        guard !kind.isEmpty else { throw .reuse(.emptyKind) }
        let pool = visibleSet.pool
        let slot = ReuseSlot.decoration(kind: kind)
        let layout = collectionViewLayout
        let registration = layout.decorationViewRegistration(forKind: kind)
        if pool.registration(for: slot) != registration {
            try mapReuseError { () throws(ReuseError) in try pool.register(registration, for: slot) }
        }
        if registration == nil {
            let known = layout.decorationViewRegistrations.keys.sorted().map { ReuseSlot.decoration(kind: $0) }
            throw .reuse(.unregistered(slot, registered: known))
        }
        return try mapReuseError { () throws(ReuseError) in try pool.dequeueView(for: slot) }
    }

    /// Runs a reuse-pool call, turning its error into ``CollectionViewError/reuse(_:)``.
    private func mapReuseError<T>(_ body: () throws(ReuseError) -> T) throws(CollectionViewError) -> T {
        do {
            return try body()
        } catch {
            throw .reuse(error)
        }
    }
}
