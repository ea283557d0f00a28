import CollectionView

extension DiffableDataSource {
    /// What the data source asks and tells when an item of a hierarchical section is
    /// expanded or collapsed (UIKit's `SectionSnapshotHandlers`). Set them on
    /// ``DiffableDataSource/sectionSnapshotHandlers``.
    ///
    /// ``DiffableDataSource/expand(_:animatingDifferences:)`` — what a tap on an outline
    /// disclosure does — asks `shouldExpandItem`, calls `willExpandItem`, lets
    /// `snapshotForExpandingParent` replace the item's children, then shows the section with
    /// the item expanded. ``DiffableDataSource/collapse(_:animatingDifferences:)`` asks
    /// `shouldCollapseItem`, calls `willCollapseItem`, then shows the section with the item
    /// collapsed.
    ///
    /// ```swift
    /// dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { folder, current in
    ///     var children = SectionSnapshot<String>()
    ///     try? children.append(store.files(in: folder))   // loaded when first opened
    ///     return children
    /// }
    /// try dataSource.expand("Documents")
    /// ```
    public struct SectionSnapshotHandlers {
        /// Whether an item may expand; every item may without it.
        public var shouldExpandItem: ((ItemID) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((ItemID) -> Void)?
        /// Whether an item may collapse; every item may without it.
        public var shouldCollapseItem: ((ItemID) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((ItemID) -> Void)?
        /// The children an item gets when it expands: called with the item and a section
        /// snapshot of its current children (their hierarchy and expansion kept), returns
        /// the children to show. Without it, the item keeps its children.
        public var snapshotForExpandingParent: ((ItemID, SectionSnapshot<ItemID>) -> SectionSnapshot<ItemID>)?

        /// Creates handlers; without any, every item expands and collapses with the
        /// children it has.
        public init(
            shouldExpandItem: ((ItemID) -> Bool)? = nil, willExpandItem: ((ItemID) -> Void)? = nil,
            shouldCollapseItem: ((ItemID) -> Bool)? = nil, willCollapseItem: ((ItemID) -> Void)? = nil,
            snapshotForExpandingParent: ((ItemID, SectionSnapshot<ItemID>) -> SectionSnapshot<ItemID>)? = nil
        ) {
            self.shouldExpandItem = shouldExpandItem
            self.willExpandItem = willExpandItem
            self.shouldCollapseItem = shouldCollapseItem
            self.willCollapseItem = willCollapseItem
            self.snapshotForExpandingParent = snapshotForExpandingParent
        }
    }

    /// Expands an item of the current state, as a tap on its outline disclosure does:
    /// `shouldExpandItem` may refuse, `willExpandItem` is told,
    /// `snapshotForExpandingParent` may replace its children, and the item's section is
    /// shown expanded with one batch update
    /// (``apply(_:to:animatingDifferences:completion:)``).
    ///
    /// - Parameters:
    ///   - item: The item to expand.
    ///   - animatingDifferences: Whether the batch update is animated.
    /// - Returns: Whether the item expanded: `false` when it already was or
    ///   `shouldExpandItem` refused (no handler after that is called, nothing changes).
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)`` for an item the data source
    ///   does not show; ``SnapshotError/duplicateItems(_:)`` when the children from
    ///   `snapshotForExpandingParent` are already in the section; what
    ///   ``apply(_:to:animatingDifferences:completion:)`` throws. Nothing changes then.
    @discardableResult
    public func expand(_ item: ItemID, animatingDifferences: Bool = true) throws(SnapshotError) -> Bool {
        let (section, snapshot) = try sectionSnapshot(containing: item, operation: "expand")
        guard !snapshot.isExpanded(item), sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return false }
        sectionSnapshotHandlers.willExpandItem?(item)
        var next = snapshot
        if let makeChildren = sectionSnapshotHandlers.snapshotForExpandingParent {
            let children = makeChildren(item, try snapshot.snapshot(of: item))
            try next.replace(childrenOf: item, using: children)
        }
        try next.expand([item])
        try apply(next, to: section, animatingDifferences: animatingDifferences)
        return true
    }

    /// Collapses an item of the current state, as a tap on its outline disclosure does:
    /// `shouldCollapseItem` may refuse, `willCollapseItem` is told, and the item's section
    /// is shown collapsed with one batch update.
    ///
    /// - Parameters:
    ///   - item: The item to collapse.
    ///   - animatingDifferences: Whether the batch update is animated.
    /// - Returns: Whether the item collapsed: `false` when it was not expanded or
    ///   `shouldCollapseItem` refused (nothing changes).
    /// - Throws: ``SnapshotError/unknownItem(_:operation:)`` for an item the data source
    ///   does not show; what ``apply(_:to:animatingDifferences:completion:)`` throws.
    @discardableResult
    public func collapse(_ item: ItemID, animatingDifferences: Bool = true) throws(SnapshotError) -> Bool {
        let (section, snapshot) = try sectionSnapshot(containing: item, operation: "collapse")
        guard snapshot.isExpanded(item), sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return false }
        sectionSnapshotHandlers.willCollapseItem?(item)
        var next = snapshot
        try next.collapse([item])
        try apply(next, to: section, animatingDifferences: animatingDifferences)
        return true
    }

    /// The section showing an item and its section snapshot.
    private func sectionSnapshot(containing item: ItemID, operation: String) throws(SnapshotError) -> (SectionID, SectionSnapshot<ItemID>) {
        guard let section = current.sectionIdentifier(containingItem: item) else {
            throw .unknownItem(SnapshotError.name(item), operation: operation)
        }
        return (section, snapshot(for: section))
    }
}
