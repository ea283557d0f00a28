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
///
/// Performance: a two-index path (every cell's) holds no array: it is made, copied,
/// compared and hashed without allocation or reference counting, and its initializer
/// inlines into the caller (a layout makes one per delegate call).
public struct ElementIndexPath: Hashable, Sendable, Comparable, Codable {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int
    /// The further indices, `nil` when there are none (never an empty array), so that the
    /// common two-index path carries no reference.
    @usableFromInline var extraIndices: [Int]?

    /// Further indices after the item (empty for cells).
    @inlinable public var trailing: [Int] {
        get { extraIndices ?? [] }
        set { extraIndices = newValue.isEmpty ? nil : newValue }
    }

    /// Creates an index path for an item in a section (`IndexPath(item:section:)`).
    @inlinable public init(item: Int, section: Int) {
        self.section = section
        self.item = item
        self.extraIndices = nil
    }

    /// Creates an index path from its indices: section, item, then any further indices.
    ///
    /// - Returns: `nil` unless there are at least two indices.
    public init?(indices: [Int]) {
        guard indices.count >= 2 else { return nil }
        self.section = indices[0]
        self.item = indices[1]
        self.extraIndices = indices.count > 2 ? Array(indices.dropFirst(2)) : nil
    }

    /// All indices: section, item, then the trailing ones.
    public var indices: [Int] { [section, item] + trailing }

    /// The number of indices (2 for a cell).
    @inlinable public var count: Int { 2 + (extraIndices?.count ?? 0) }

    /// Whether two paths have the same indices.
    @inlinable public static func == (lhs: ElementIndexPath, rhs: ElementIndexPath) -> Bool {
        lhs.section == rhs.section && lhs.item == rhs.item && lhs.extraIndices == rhs.extraIndices
    }

    /// Hashes section and item, and the further indices only when there are any.
    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(section)
        hasher.combine(item)
        if let extra = extraIndices { hasher.combine(extra) }
    }

    /// Orders by section, then item, then the further indices (a path without them first).
    @inlinable public static func < (lhs: ElementIndexPath, rhs: ElementIndexPath) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        if lhs.item != rhs.item { return lhs.item < rhs.item }
        guard let l = lhs.extraIndices else { return rhs.extraIndices != nil }
        guard let r = rhs.extraIndices else { return false }
        return l.lexicographicallyPrecedes(r)
    }

    // MARK: Codable (the keys and shape of the synthesized conformance before 0.2.0)

    private enum CodingKeys: String, CodingKey {
        case section, item, trailing
    }

    /// Decodes `{"section": s, "item": i, "trailing": [...]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        section = try container.decode(Int.self, forKey: .section)
        item = try container.decode(Int.self, forKey: .item)
        let extra = try container.decode([Int].self, forKey: .trailing)
        extraIndices = extra.isEmpty ? nil : extra
    }

    /// Encodes `{"section": s, "item": i, "trailing": [...]}` (an empty array for a cell).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(section, forKey: .section)
        try container.encode(item, forKey: .item)
        try container.encode(trailing, forKey: .trailing)
    }
}

extension ElementIndexPath: CustomStringConvertible {
    /// `[section, item]`, e.g. `[0, 3]`.
    public var description: String { "[" + indices.map(String.init).joined(separator: ", ") + "]" }
}
