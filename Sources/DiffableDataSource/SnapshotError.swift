import CollectionView
import Diffing

/// Why a snapshot operation or an `apply` was refused. UIKit raises an exception in these
/// cases; CVKit throws this error with UIKit's wording and changes nothing.
///
/// ```swift
/// var snapshot = Snapshot<String, String>()
/// do {
///     try snapshot.appendItems(["apple"])
/// } catch {
///     print(error) // There are currently no sections in the data source. Please add a section first.
/// }
/// ```
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Items were added while the snapshot has no section.
    case noSections
    /// Section identifiers that are already in the snapshot or given twice.
    case duplicateSections([String])
    /// Item identifiers that are already in the snapshot (or section snapshot) or given twice.
    case duplicateItems([String])
    /// A section identifier that is not in the snapshot, and what was attempted with it
    /// (`delete`, `append items to`, …).
    case unknownSection(String, operation: String)
    /// An item identifier that is not in the snapshot (or section snapshot), and what was
    /// attempted with it (`reload`, `insert items before`, …).
    case unknownItem(String, operation: String)
    /// A section or an item moved relative to itself (its identifier, as named in messages).
    case movedRelativeToItself(String, kind: IdentifierKind)
    /// The collection view rejected the batch update or the reload, or a cell or view
    /// provider failed while it laid out: its error, with the structured facts.
    case collectionView(CollectionViewError)
    /// The diff between the two snapshots failed (a duplicate identifier the snapshot's own
    /// checks did not see): the `Diffing` error with its facts.
    case diff(DiffError)
    /// The cell provider threw while `reconfigureItems` re-ran it for a shown cell: the
    /// item's cell and the provider's error (its type and description).
    case cellProviderFailed(CollectionViewError.DataSourceFailure)

    /// Which kind of identifier an error is about.
    public enum IdentifierKind: String, Hashable, Sendable {
        /// A section identifier.
        case section
        /// An item identifier.
        case item
    }

    /// The message.
    public var description: String {
        switch self {
        case .noSections:
            return "There are currently no sections in the data source. Please add a section first."
        case .duplicateSections(let ids):
            return "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(ids.joined(separator: ", ")))}"
        case .duplicateItems(let ids):
            return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(ids.joined(separator: ", ")))}"
        case .unknownSection(let id, let operation):
            return "Attempted to \(operation) section identifier that does not exist in the snapshot: \(id)"
        case .unknownItem(let id, let operation):
            return "Attempted to \(operation) item identifier that does not exist in the snapshot: \(id)"
        case .movedRelativeToItself(let id, let kind):
            return "Attempted to move \(kind.rawValue) \(id) relative to itself."
        case .collectionView(let error):
            return error.description
        case .diff(let error):
            return error.description
        case .cellProviderFailed(let failure):
            return "the cell provider failed to reconfigure the item at \(failure.element.indexPath): \(failure.message)"
        }
    }

    /// How an identifier is named in a message: `String(reflecting:)`, so strings are quoted.
    static func name<ID>(_ id: ID) -> String { String(reflecting: id) }
}
