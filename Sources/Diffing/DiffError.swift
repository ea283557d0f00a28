/// Why a diff could not be made or applied. Nothing is applied when one is thrown.
///
/// UIKit crashes on duplicate identifiers ("Fatal: supplied item identifiers are not
/// unique."); CVKit throws this error with UIKit's wording, the identifier and both of its
/// positions:
///
/// ```swift
/// do {
///     _ = try ListDiff(from: ["a", "b"], to: ["b", "c", "b"])
/// } catch {
///     print(error)
///     // Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("b")}
///     // — "b" is at index 0 and at index 2 of the new collection.
/// }
/// ```
public enum DiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which of the two collections of a diff.
    public enum Side: String, Hashable, Sendable {
        /// The collection before the change.
        case old
        /// The collection after the change.
        case new
    }

    /// An identifier appears twice in a flat collection: at `first` and at `second`
    /// (offsets, `first < second`).
    case duplicateIdentifier(identifier: String, first: Int, second: Int, side: Side)
    /// An item identifier appears twice in a sectioned collection (across all its
    /// sections): at `first` and at `second`, in index-path order.
    case duplicateItemIdentifier(identifier: String, first: ItemPath, second: ItemPath, side: Side)
    /// A section identifier appears twice: at section `first` and at section `second`.
    case duplicateSectionIdentifier(identifier: String, first: Int, second: Int, side: Side)
    /// Changes that do not fit the collection they are applied to (wrong counts, an index
    /// out of range, a place filled twice or left empty).
    case inconsistentChanges(String)

    /// The message: UIKit's wording, then where the duplicate is.
    public var description: String {
        switch self {
        case .duplicateIdentifier(let id, let first, let second, let side):
            return
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(id))} — \(id) is at index \(first) and at index \(second) of the \(side.rawValue) collection."
        case .duplicateItemIdentifier(let id, let first, let second, let side):
            return
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(id))} — \(id) is at index path \(first) and at index path \(second) of the \(side.rawValue) collection."
        case .duplicateSectionIdentifier(let id, let first, let second, let side):
            return
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(id))} — \(id) is at section \(first) and at section \(second) of the \(side.rawValue) collection."
        case .inconsistentChanges(let message):
            return message
        }
    }

    /// How an identifier is named in a message: `String(reflecting:)`, so strings are quoted.
    @usableFromInline
    static func name<ID>(_ id: ID) -> String { String(reflecting: id) }
}

/// An item's place in a sectioned collection: a section index and an item index within it.
///
/// `Diffing` has no collection-view types; `CollectionView`'s `ElementIndexPath` converts
/// from it one to one.
public struct ItemPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates a path.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Section first, then item.
    public static func < (a: ItemPath, b: ItemPath) -> Bool { (a.section, a.item) < (b.section, b.item) }

    /// `[section, item]`, as index paths print.
    public var description: String { "[\(section), \(item)]" }
}
