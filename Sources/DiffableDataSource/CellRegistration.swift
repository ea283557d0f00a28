import CollectionView
import LayoutProtocol
import ReuseQueue

/// A cell type and how to configure it for an item (UIKit's
/// `UICollectionView.CellRegistration`): dequeue with
/// ``CollectionView/CollectionViewHost/dequeueConfiguredReusableCell(using:for:item:)``.
///
/// ```swift
/// let registration = CellRegistration<NameCell, String> { cell, indexPath, name in cell.name = name }
/// let dataSource = DiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, name in
///     try cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
/// }
/// ```
///
/// Cells dequeued this way can be reconfigured in place (``Snapshot/reconfigureItems(_:)``).
public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// Configures a cell for an item at an index path.
    public typealias Handler = (Cell, ElementIndexPath, Item) -> Void

    /// The reuse identifier the registration uses (derived from the cell type unless given).
    public let reuseIdentifier: String
    /// Makes a new cell when the queue has none.
    let factory: () -> Cell
    /// Configures a cell.
    public let handler: Handler

    /// Creates a registration for a cell type with a configuration handler.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: The reuse identifier; by default `CellRegistration.<Cell type>`.
    ///   - factory: Makes a cell; `Cell()` by default.
    ///   - handler: Configures a cell for an item.
    public init(reuseIdentifier: String? = nil, factory: @escaping () -> Cell = { Cell() }, handler: @escaping Handler) {
        self.reuseIdentifier = reuseIdentifier ?? "CellRegistration.\(String(reflecting: Cell.self))"
        self.factory = factory
        self.handler = handler
    }
}

/// The data sources that can say which cell is being reconfigured.
protocol ReconfiguringDataSource: AnyObject {
    /// The existing cell for an index path while it is being reconfigured.
    func cellBeingReconfigured(at indexPath: ElementIndexPath) -> CollectionViewCell?
}

extension DiffableDataSource: ReconfiguringDataSource {
    func cellBeingReconfigured(at indexPath: ElementIndexPath) -> CollectionViewCell? {
        reconfiguring.flatMap { $0.indexPath == indexPath ? $0.cell : nil }
    }
}

extension CollectionViewHost {
    /// A cell from a registration, configured for an item
    /// (`dequeueConfiguredReusableCell(using:for:item:)`): registers the cell type on first
    /// use, dequeues, and runs the registration's handler. While a
    /// ``DiffableDataSource`` reconfigures the item, the existing cell is configured again
    /// and returned instead.
    ///
    /// - Parameters:
    ///   - registration: The cell type and its configuration.
    ///   - indexPath: The item's index path.
    ///   - item: The item to configure the cell for.
    /// - Returns: The configured cell.
    /// - Throws: ``CollectionViewError/reuse(_:)`` when the reuse identifier is registered
    ///   for a cell of another type.
    public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: ElementIndexPath, item: Item
    ) throws(CollectionViewError) -> Cell {
        if let existing = (dataSource as? any ReconfiguringDataSource)?.cellBeingReconfigured(at: indexPath) as? Cell {
            registration.handler(existing, indexPath, item)
            return existing
        }
        let slot = ReuseSlot.cell(identifier: registration.reuseIdentifier)
        if reusePool.registration(for: slot) == nil {
            let factory = registration.factory
            try register(forCellWithReuseIdentifier: registration.reuseIdentifier, factory: { factory() })
        }
        guard let cell = try dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            throw .reuse(.cellTypeMismatch(identifier: registration.reuseIdentifier, expected: "\(Cell.self)"))
        }
        registration.handler(cell, indexPath, item)
        return cell
    }
}
