import CollectionView
import Diffing
import LayoutProtocol

extension DiffableDataSource {
    /// The hierarchical snapshot of one section: the one last applied to it with
    /// ``apply(_:to:animatingDifferences:completion:)`` if the section still shows it,
    /// otherwise its items as root items.
    ///
    /// - Parameter section: The section.
    /// - Returns: The section snapshot (empty for a section that is not shown).
    public func snapshot(for section: SectionID) -> SectionSnapshot<ItemID> {
        let shown = current.itemIdentifiers(inSection: section)
        if let stored = sectionSnapshots[section], stored.visibleItems == shown { return stored }
        var flat = SectionSnapshot<ItemID>()
        try? flat.append(shown)
        return flat
    }

    /// Shows a hierarchical snapshot in one section, leaving the other sections alone: the
    /// section's items become the section snapshot's ``SectionSnapshot/visibleItems``
    /// (the section is appended when it is not shown yet), with one batch update.
    ///
    /// ```swift
    /// try outline.expand(["Fruit"])
    /// try dataSource.apply(outline, to: "food")   // inserts the fruit under "Fruit"
    /// ```
    ///
    /// - Parameters:
    ///   - sectionSnapshot: The section's new items.
    ///   - section: The section.
    ///   - animatingDifferences: Whether the batch update is animated.
    ///   - completion: Called once the state is shown.
    /// - Returns: The batch update's animation plan.
    /// - Throws: ``SnapshotError/duplicateItems(_:)`` when a visible item is shown in
    ///   another section; ``SnapshotError/collectionView(_:)`` as
    ///   ``apply(_:animatingDifferences:completion:)``. Nothing changes then.
    @discardableResult
    public func apply(
        _ sectionSnapshot: SectionSnapshot<ItemID>, to section: SectionID, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) throws(SnapshotError) -> AnimationPlan {
        var next = current
        if next.indexOfSection(section) == nil { try next.appendSections([section]) }
        try next.replaceItems(inSection: next.indexOfSection(section)!, with: sectionSnapshot.visibleItems)
        let previous = sectionSnapshots
        sectionSnapshots[section] = sectionSnapshot
        do {
            return try apply(next, animatingDifferences: animatingDifferences, completion: completion)
        } catch {
            sectionSnapshots = previous
            throw error
        }
    }
}
