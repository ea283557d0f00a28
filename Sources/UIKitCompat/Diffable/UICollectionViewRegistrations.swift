import CollectionView
import Foundation
import LayoutProtocol

extension UICollectionView {
    /// A cell class and how to configure it for an item (`UICollectionView.CellRegistration`):
    /// dequeue with ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``, which
    /// registers the class with the collection view the first time.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The reuse identifier the registration uses (unique to it).
        let reuseIdentifier = "CellRegistration-\(UUID().uuidString)"
        /// Configures the cells.
        let handler: Handler

        /// A registration of `Cell` with a configuration handler.
        public init(handler: @escaping Handler) { self.handler = handler }

        /// Nibs need Interface Builder archives, which do not exist on Linux.
        @available(*, unavailable, message: "nibs do not exist on Linux; use init(handler:) with a UICollectionViewCell subclass")
        public init(cellNib: UINib, handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view class of a kind and how to configure it
    /// (`UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view for its kind and index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The element kind the registration serves.
        public let elementKind: String
        /// The reuse identifier the registration uses (unique to it).
        let reuseIdentifier = "SupplementaryRegistration-\(UUID().uuidString)"
        /// Configures the views.
        let handler: Handler

        /// A registration of `Supplementary` for a kind, with a configuration handler.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A reused or new cell of the registration's class, configured for `item` by its handler
    /// (which is not called for a `nil` item).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if host.reusePool.registration(for: .cell(identifier: registration.reuseIdentifier)) == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else { return Cell() }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A reused or new supplementary view of the registration's class and kind, configured by
    /// its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let slot = ReuseSlot.supplementary(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if host.reusePool.registration(for: slot) == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let view = dequeued as? Supplementary else { return Supplementary() }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
