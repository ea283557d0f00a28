import CollectionView
import Diffing
import Geometry
import LayoutProtocol
import ReuseQueue

/// A collection view's data source that you drive with snapshots
/// (UIKit's `UICollectionViewDiffableDataSource`): describe the state you want, and
/// ``apply(_:animatingDifferences:completion:)`` works out the batch update — deletes,
/// inserts, moves and reloads — and runs it as one `performBatchUpdates`.
///
/// ```swift
/// let dataSource = DiffableDataSource<String, String>(collectionView: cv) { cv, indexPath, item in
///     let cell = try cv.dequeueReusableCell(withReuseIdentifier: "Name", for: indexPath)
///     (cell as? NameCell)?.name = item
///     return cell
/// }
/// var snapshot = Snapshot<String, String>()
/// try snapshot.appendSections(["people"])
/// try snapshot.appendItems(["Ann", "Bob"])
/// try dataSource.apply(snapshot)        // the first apply loads the collection view
/// try snapshot.deleteItems(["Ann"])
/// try dataSource.apply(snapshot)        // one batch update: delete [0, 0]
/// ```
///
/// The collection view holds its data source weakly, as in UIKit: keep a reference to the
/// data source for as long as it is in use.
///
/// **How the batch is made.** The diff is ``Diffing/StagedChanges`` from `Diffing`: sections and
/// items by identity, in O(n) for n items (O(1) per item when a long stretch at the start
/// and end of each section is unchanged). Items marked with ``Snapshot/reloadItems(_:)``
/// and sections marked with ``Snapshot/reloadSections(_:)`` are reloaded; an item that is
/// both marked for reload and moved (or shifted by other changes) is deleted at its old
/// index path and inserted at its new one in the same batch, because a reload names one
/// index path for before and after (UIKit's rule). Items marked with
/// ``Snapshot/reconfigureItems(_:)`` keep their cells: after the batch, the cell provider
/// is asked again for each one that is on screen, and
/// ``CollectionView/CollectionViewHost/dequeueConfiguredReusableCell(using:for:item:)`` hands it the
/// existing cell. A cell provider that dequeues by reuse identifier gets a new cell there
/// instead; the item is then reloaded in a second, unanimated batch.
///
/// Works with every layout: the data source uses only the host's public API (data source
/// protocol, `performBatchUpdates`, `reloadData`, dequeue).
public final class DiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: CollectionViewDataSource {
    /// Makes the cell for an item: dequeue it from the collection view and configure it.
    public typealias CellProvider = (CollectionViewHost, ElementIndexPath, ItemID) throws -> CollectionViewCell
    /// Makes a supplementary view (header, footer…): kind and index path as the layout
    /// gives them.
    public typealias SupplementaryViewProvider = (CollectionViewHost, String, ElementIndexPath) throws -> CollectionReusableView

    // MARK: - Lifecycle

    /// Creates a data source and makes it the collection view's data source.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view (held weakly).
    ///   - cellProvider: Makes the cell for an item.
    public init(collectionView: CollectionViewHost, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: - Public API

    /// The collection view this data source feeds.
    public private(set) weak var collectionView: CollectionViewHost?
    /// Makes the cells.
    public let cellProvider: CellProvider
    /// Makes the supplementary views; without one, a layout that shows supplementary views
    /// makes the collection view throw ``CollectionView/CollectionViewError/missingSupplementaryView(kind:indexPath:)``.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What the data source asks and tells when the user reorders items through the
    /// collection view's interactive movement (UIKit's `reorderingHandlers`). Without
    /// ``ReorderingHandlers/canReorderItem`` no item can move.
    public var reorderingHandlers = ReorderingHandlers()
    /// What the data source asks and tells when an item is expanded or collapsed with
    /// ``expand(_:animatingDifferences:)`` and ``collapse(_:animatingDifferences:)``
    /// (UIKit's `sectionSnapshotHandlers`).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers()

    /// The batch update that the last ``apply(_:animatingDifferences:completion:)`` ran
    /// (empty after a reload).
    public private(set) var lastChanges = StagedChanges()

    /// A copy of the current state (without reload or reconfigure marks).
    public func snapshot() -> Snapshot<SectionID, ItemID> { current }

    /// Shows a new state with one batch update: the difference from the current state,
    /// animated or not.
    ///
    /// The first `apply` on a collection view that has never loaded, and any `apply` while
    /// the collection view has no layout pass yet, simply loads it. Afterwards the
    /// collection view shows exactly `snapshot`: its counts, and a cell made by the cell
    /// provider for every visible item.
    ///
    /// - Parameters:
    ///   - snapshot: The new state.
    ///   - animatingDifferences: Whether the batch update's plan is animated; `false` runs
    ///     it inside `performWithoutAnimation` (UIKit: no animation, still a batch update).
    ///   - completion: Called once the state is shown.
    /// - Returns: The batch update's animation plan (empty when nothing changed or the
    ///   collection view was loaded).
    /// - Throws: ``SnapshotError/collectionView(_:)`` when the collection view rejects the
    ///   update or a provider fails; the data source and the collection view then keep the
    ///   previous state.
    /// - Complexity: O(n) for n items in the usual case (O(n log n) at worst), plus
    ///   the batch update.
    @discardableResult @inlinable
    public func apply(
        _ snapshot: Snapshot<SectionID, ItemID>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) throws(SnapshotError) -> AnimationPlan {
        guard let cv = collectionView else {
            current = snapshot.withoutMarks
            completion?()
            return .empty
        }
        let changes = try Self.changes(from: current, to: snapshot)
        let plan = try run(changes, to: snapshot, in: cv, animated: animatingDifferences)
        if !snapshot.reconfiguredItemIdentifiers.isEmpty {
            let reloaded = Set(snapshot.reloadedItemIdentifiers)
            try reconfigure(snapshot.reconfiguredItemIdentifiers.filter { !reloaded.contains($0) }, in: cv)
        }
        completion?()
        return plan
    }

    /// Shows a new state without a batch update: the collection view reloads all its data
    /// (UIKit's `applySnapshotUsingReloadData`).
    ///
    /// - Parameters:
    ///   - snapshot: The new state.
    ///   - completion: Called once the state is shown.
    /// - Throws: ``SnapshotError/collectionView(_:)`` when the collection view rejects the
    ///   new data; the previous state is kept.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot<SectionID, ItemID>, completion: (() -> Void)? = nil) throws(SnapshotError)
    {
        // With a scroll anchor, the identifiers say where the reader was: the item comes back
        // to its place after the reload (UIKit keeps the offset, which `.none` does too).
        let anchor = collectionView?.scrollAnchor ?? .none
        var position = anchor == .none ? nil : readingPosition()
        var pinned: ItemID?
        if case .item(let path) = anchor, let cv = collectionView, let item = itemIdentifier(for: path) {
            pinned = item
            if let frame = cv.layoutAttributesForItem(at: path)?.frame {
                position = DiffableReadingPosition(itemIdentifier: item, offsetInViewport: frame.origin - cv.contentOffset)
            }
        }
        let previous = current
        current = snapshot.withoutMarks
        sectionSnapshots = sectionSnapshots.filter { current.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        do {
            try collectionView?.reloadData()
        } catch {
            current = previous
            throw .collectionView(error)
        }
        lastChanges = StagedChanges()
        if let pinned, let cv = collectionView {
            cv.scrollAnchor = indexPath(for: pinned).map { .item($0) } ?? .automatic
        }
        if let position, indexPath(for: position.itemIdentifier) != nil {
            try restoreReadingPosition(position)
        }
        completion?()
    }

    /// The item shown at an index path, or `nil`.
    public func itemIdentifier(for indexPath: ElementIndexPath) -> ItemID? {
        current.itemIdentifier(section: indexPath.section, item: indexPath.item)
    }

    /// Where an item is shown, or `nil` when it is not in the current state.
    ///
    /// - Complexity: O(k) for k items in its section.
    public func indexPath(for itemIdentifier: ItemID) -> ElementIndexPath? {
        current.indexPath(of: itemIdentifier).map { ElementIndexPath(item: $0.item, section: $0.section) }
    }

    /// The section at an index, or `nil`.
    public func sectionIdentifier(for index: Int) -> SectionID? {
        index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    /// A section's index, or `nil` when it is not in the current state.
    public func index(for sectionIdentifier: SectionID) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: - CollectionViewDataSource

    /// The number of sections of the current state.
    public func numberOfSections(in collectionView: CollectionViewHost) -> Int { current.numberOfSections }

    /// The number of items in a section of the current state.
    public func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < current.itemsBySection.count ? current.itemsBySection[section].count : 0
    }

    /// The cell provider's cell for the item at the index path.
    public func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath) else { throw CollectionViewError.noSuchItem(indexPath) }
        return try cellProvider(collectionView, indexPath, item)
    }

    /// The supplementary view provider's view.
    public func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        guard let supplementaryViewProvider else { throw CollectionViewError.missingSupplementaryView(kind: kind, indexPath: indexPath) }
        return try supplementaryViewProvider(collectionView, kind, indexPath)
    }

    // MARK: - Internal

    /// The state the collection view shows.
    @usableFromInline var current = Snapshot<SectionID, ItemID>()
    /// The hierarchical section snapshots applied with `apply(_:to:)`, by section.
    var sectionSnapshots: [SectionID: SectionSnapshot<ItemID>] = [:]
    /// The cell being reconfigured, while the cell provider is asked again for it.
    var reconfiguring: (indexPath: ElementIndexPath, cell: CollectionViewCell)?

    /// The staged changes between two snapshots; the unchanged start and end of each
    /// section are skipped without hashing when the sections are the same.
    @inlinable
    static func changes(from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>) throws(SnapshotError) -> StagedChanges {
        let reloaded = Set(new.reloadedItemIdentifiers)
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        do {
            if old.sectionIdentifiers == new.sectionIdentifiers {
                return try trimmedChanges(from: old, to: new, reloaded: reloaded, reloadedSections: reloadedSections)
            }
            return try StagedChanges(
                from: sections(old), to: sections(new), itemIdentifiedBy: { $0 },
                isItemContentEqual: { _, new in !reloaded.contains(new) },
                isSectionContentEqual: { _, new in !reloadedSections.contains(new.id) })
        } catch {
            throw .diff(error)
        }
    }

    /// Shows `snapshot` with one batch update (or a reload when the collection view has
    /// not loaded yet).
    @usableFromInline
    func run(
        _ changes: StagedChanges, to snapshot: Snapshot<SectionID, ItemID>, in cv: CollectionViewHost, animated: Bool
    ) throws(SnapshotError) -> AnimationPlan {
        let previous = current, previousSections = sectionSnapshots
        let next = snapshot.withoutMarks
        func restore() {
            current = previous
            sectionSnapshots = previousSections
        }
        // A collection view that has not loaded (or shows something else) is loaded.
        let loaded =
            cv.numberOfSections == previous.numberOfSections
            && (0..<previous.numberOfSections).allSatisfy { cv.numberOfItems(inSection: $0) == previous.itemsBySection[$0].count }
        if !loaded || cv.layoutPassCount == 0 {
            current = next
            do {
                try cv.reloadData()
            } catch {
                restore()
                throw .collectionView(error)
            }
            lastChanges = StagedChanges()
            return .empty
        }
        if changes.isEmpty {
            current = next
            lastChanges = changes
            return .empty
        }
        let operations = changes.batchOperations
        do {
            let plan = try Self.perform(animated: animated, in: cv) { () throws(CollectionViewError) -> AnimationPlan in
                try cv.performBatchUpdates { updates in
                    self.current = next
                    for op in operations { updates.append(op) }
                }
            }
            lastChanges = changes
            return plan
        } catch {
            restore()
            throw .collectionView(error)
        }
    }

    /// Runs a batch with or without animation.
    private static func perform(
        animated: Bool, in cv: CollectionViewHost, _ body: () throws(CollectionViewError) -> AnimationPlan
    ) throws(CollectionViewError) -> AnimationPlan {
        if animated { return try body() }
        return try cv.performWithoutAnimation(body)
    }

    /// Asks the cell provider again for the visible reconfigured items; those whose
    /// provider did not reuse the existing cell are reloaded in a second, unanimated batch.
    @usableFromInline
    func reconfigure(_ items: [ItemID], in cv: CollectionViewHost) throws(SnapshotError) {
        guard !items.isEmpty else { return }
        var toReload: [ElementIndexPath] = []
        for item in items {
            guard let indexPath = indexPath(for: item), let cell = cv.cellForItem(at: indexPath) else { continue }
            reconfiguring = (indexPath, cell)
            defer { reconfiguring = nil }
            let made: CollectionViewCell
            do {
                made = try cellProvider(cv, indexPath, item)
            } catch {
                throw .cellProviderFailed(.init(element: .cell(indexPath), error: error))
            }
            if made !== cell {
                if cv.reusePool.owns(made) { try? cv.reusePool.enqueue(made) }
                toReload.append(indexPath)
            }
        }
        guard !toReload.isEmpty else { return }
        do {
            try cv.performWithoutAnimation { () throws(CollectionViewError) -> AnimationPlan in
                try cv.performBatchUpdates { $0.reloadItems(at: toReload) }
            }
        } catch {
            throw .collectionView(error)
        }
    }

    /// A snapshot as `Diffing` sections.
    @inlinable
    static func sections(_ snapshot: Snapshot<SectionID, ItemID>) -> [DiffSection<SectionID, ItemID>] {
        zip(snapshot.sectionIdentifiers, snapshot.itemsBySection).map { DiffSection(id: $0, items: $1) }
    }
}
