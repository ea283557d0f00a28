import CollectionView
import DiffableDataSource
import Foundation
import LayoutProtocol

/// A collection view's data source driven by snapshots (`UICollectionViewDiffableDataSource`),
/// over CVKit's ``DiffableDataSource/DiffableDataSource``: `apply` works out the batch update
/// (deletes, inserts, moves, reloads) and performs it on the ``UICollectionView``, whose cells
/// come from the cell provider through `dequeueReusableCell(withReuseIdentifier:for:)`.
///
/// Creating it makes it the collection view's `dataSource` (held weakly, as in UIKit: keep a
/// reference). Where UIKit raises (a bad snapshot, a cell provider returning `nil`), the data
/// source keeps its state and records the typed error in ``lastError``; `completion` is then
/// not called. After a batch update, the view's `lastUpdatePlan` holds its animation plan.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    /// Makes the cell for an item: dequeue it from the collection view and configure it.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (header, footer…) for a kind and index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The CVKit data source that diffs and runs the batch updates on the view's host.
    public let native: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider

    /// Makes the supplementary views; without one, a layout with headers makes the layout pass
    /// fail with `missingSupplementaryView` (UIKit raises).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// The error of the last `apply` UIKit would have raised for, or `nil` after one that worked.
    public private(set) var lastError: SnapshotError?

    /// Creates a data source and makes it the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        let host = collectionView.host
        // The CVKit data source installs itself on the host; the host keeps asking the view's
        // UIKit-dialect adapter, which asks this object (the view's `dataSource`).
        let adapter = host.dataSource
        let box = WeakBox()
        native = DiffableDataSource(collectionView: host) { _, indexPath, item in
            try MainActor.assumeIsolated { () throws -> Unchecked<CollectionViewCell> in
                guard let source = box.value as? UICollectionViewDiffableDataSource else { throw CollectionViewError.noDataSource }
                return Unchecked(try source.hostCell(at: IndexPath(indexPath), item: item))
            }.value
        }
        host.dataSource = adapter
        super.init()
        box.value = self
        collectionView.dataSource = self
    }

    // MARK: - Applying snapshots

    /// Shows a new state with one batch update on the collection view (or a reload when it has
    /// not loaded); `completion` runs once it is shown.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        record { () throws(SnapshotError) in
            let plan = try native.apply(snapshot.native, animatingDifferences: animatingDifferences, completion: completion)
            if !native.lastChanges.isEmpty { collectionView?.lastUpdatePlan = plan }
        }
    }

    /// Shows a new state with one batch update (the `async` form).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true)
        async
    {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows a new state by reloading all the collection view's data.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        record { () throws(SnapshotError) in try native.applySnapshotUsingReloadData(snapshot.native, completion: completion) }
    }

    /// Shows a new state by reloading all data (the `async` form).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Shows an outline in one section, leaving the other sections alone.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        record { () throws(SnapshotError) in
            let plan = try native.apply(snapshot.native, to: section, animatingDifferences: animatingDifferences, completion: completion)
            if !native.lastChanges.isEmpty { collectionView?.lastUpdatePlan = plan }
        }
    }

    /// Shows an outline in one section (the `async` form).
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    private func record(_ body: () throws(SnapshotError) -> Void) {
        do {
            try body()
            lastError = nil
        } catch {
            lastError = error
        }
    }

    // MARK: - Reading the state

    /// A copy of the current state.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(native.snapshot())
    }

    /// The outline last applied to a section, or its items as root items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(native.snapshot(for: section))
    }

    /// The item shown at an index path, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { native.itemIdentifier(for: indexPath.native) }

    /// Where an item is shown, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { native.indexPath(for: itemIdentifier).map(IndexPath.init) }

    /// The section at an index, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { native.sectionIdentifier(for: index) }

    /// A section's index, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { native.index(for: sectionIdentifier) }

    // MARK: - UICollectionViewDataSource

    /// The number of sections of the current state.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { native.numberOfSections(in: collectionView.host) }

    /// The number of items in a section of the current state.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        native.collectionView(collectionView.host, numberOfItemsInSection: section)
    }

    /// The cell provider's cell for the item at the index path.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            collectionView.callbackError = .noSuchItem(indexPath.native)
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.callbackError = .dataSourceError(
            .init(
                element: .cell(indexPath.native), errorType: "UIKitCompat.UICollectionViewDiffableDataSource",
                message: "the cell provider returned nil for index path \(indexPath): it must return a dequeued cell"))
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        collectionView.callbackError = .missingSupplementaryView(kind: kind, indexPath: indexPath.native)
        return UICollectionReusableView(frame: .zero)
    }

    /// Whether the item can move interactively: ``reorderingHandlers``' `canReorderItem`;
    /// `false` without it, as in UIKit.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        native.collectionView(collectionView.host, canMoveItemAt: indexPath.native)
    }

    /// Moves the item in the data source's snapshot after an interactive movement:
    /// `willReorder`, the move, `didReorder` (see ``ReorderingHandlers``). Index paths that
    /// name no item, or a destination outside the sections, change nothing.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    {
        native.collectionView(collectionView.host, moveItemAt: sourceIndexPath.native, to: destinationIndexPath.native)
    }

    /// The handlers for reordering items (`reorderingHandlers`): set `canReorderItem` to let
    /// the collection view's interactive movement reorder them, and `didReorder` to update
    /// your store. They replace the native data source's `reorderingHandlers`.
    public var reorderingHandlers = ReorderingHandlers() {
        didSet { installReorderingHandlers() }
    }

    /// Expansion callbacks come from the disclosure accessories of list cells, which do not exist here.
    @available(
        *, unavailable,
        message: "UIKitCompat has no cell accessories to expand items; apply an expanded NSDiffableDataSourceSectionSnapshot"
    )
    open var sectionSnapshotHandlers: Any {
        get { () }
        set {}  // allowed: marked unavailable, no caller can compile
    }

    // MARK: - Internal

    /// The cell the cell provider makes, as the host's view (for reconfigured items).
    func hostCell(at indexPath: IndexPath, item: ItemIdentifierType) throws(CollectionViewError) -> CollectionViewCell {
        guard let view = collectionView else { throw .noDataSource }
        view.callbackError = nil
        let cell = collectionView(view, cellForItemAt: indexPath)
        let shim = cell.shim
        view.dequeuedShims.removeAll()
        if let error = view.callbackError { throw error }
        guard let shim else { throw .dataSourceError(HostDataSource.notDequeued("cellForItemAtIndexPath", .cell(indexPath.native))) }
        return shim
    }
}

/// A weak reference filled in after `init` (the CVKit data source's cell provider is made before
/// `self` exists).
private final class WeakBox: @unchecked Sendable {
    weak var value: AnyObject?
}
