/// The position of an element: a section and an item, plus further indices for
/// supplementary and decoration views that need them (UIKit's `IndexPath`).
///
/// Named so it does not collide with Foundation's `IndexPath`; a file can import both.
/// Index paths order by section, then item, then the further indices.
///
/// ```swift
/// let path = ElementIndexPath(item: 3, section: 1)
/// path < ElementIndexPath(item: 0, section: 2) // true
/// ```
public struct ElementIndexPath: Hashable, Sendable, Comparable, Codable {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int
    /// Further indices after the item (empty for cells).
    public var trailing: [Int]

    /// Creates an index path for an item in a section (`IndexPath(item:section:)`).
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
        self.trailing = []
    }

    /// Creates an index path from its indices: section, item, then any further indices.
    ///
    /// - Returns: `nil` unless there are at least two indices.
    public init?(indices: [Int]) {
        guard indices.count >= 2 else { return nil }
        self.section = indices[0]
        self.item = indices[1]
        self.trailing = Array(indices.dropFirst(2))
    }

    /// All indices: section, item, then the trailing ones.
    public var indices: [Int] { [section, item] + trailing }

    /// The number of indices (2 for a cell).
    public var count: Int { 2 + trailing.count }

    public static func < (lhs: ElementIndexPath, rhs: ElementIndexPath) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        if lhs.item != rhs.item { return lhs.item < rhs.item }
        return lhs.trailing.lexicographicallyPrecedes(rhs.trailing)
    }
}

extension ElementIndexPath: CustomStringConvertible {
    /// `[section, item]`, e.g. `[0, 3]`.
    public var description: String { "[" + indices.map(String.init).joined(separator: ", ") + "]" }
}
