/// What an element is: a cell, a supplementary view of a kind, or a decoration view of a
/// kind (UIKit's `UICollectionView.ElementCategory` together with the element kind).
///
/// Categories order cell < supplementary < decoration, then by kind: the order of the
/// JSON layout dump.
public enum ElementCategory: Hashable, Sendable, Comparable {
    /// A cell: one data item, from the data source.
    case cell
    /// A supplementary view (header, footer, …), from the data source.
    case supplementary(kind: String)
    /// A decoration view, created by the host from the layout's registration.
    case decoration(kind: String)

    /// The element kind, or `nil` for a cell.
    public var kind: String? {
        switch self {
        case .cell: return nil
        case .supplementary(let kind), .decoration(let kind): return kind
        }
    }

    /// `"cell"`, `"supplementary"` or `"decoration"` — the names of the JSON dump.
    public var name: String {
        switch self {
        case .cell: return "cell"
        case .supplementary: return "supplementary"
        case .decoration: return "decoration"
        }
    }

    private var rank: Int {
        switch self {
        case .cell: return 0
        case .supplementary: return 1
        case .decoration: return 2
        }
    }

    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool {
        if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }
}

/// The element kinds UIKit's flow layout uses for section headers and footers.
public enum ElementKind {
    /// `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader = "header"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter = "footer"
}

/// The identity of one element: its category and index path.
///
/// Two attributes describe the same element exactly when their keys are equal; keys
/// order as the JSON dump does (category, kind, section, item).
public struct ElementKey: Hashable, Sendable, Comparable {
    /// The element's category (and kind).
    public var category: ElementCategory
    /// The element's index path.
    public var indexPath: ElementIndexPath

    /// Creates a key.
    public init(_ category: ElementCategory, _ indexPath: ElementIndexPath) {
        self.category = category
        self.indexPath = indexPath
    }

    /// The key of a cell.
    public static func cell(_ indexPath: ElementIndexPath) -> ElementKey { ElementKey(.cell, indexPath) }

    /// Whether both name the same element (a cell's key compares no kind string).
    ///
    /// Inlinable, as ``hash(into:)``: the host's visible set compares and hashes keys in
    /// its dictionaries every scroll step.
    @inlinable public static func == (lhs: ElementKey, rhs: ElementKey) -> Bool {
        guard lhs.indexPath == rhs.indexPath else { return false }
        if case .cell = lhs.category, case .cell = rhs.category { return true }
        return lhs.category == rhs.category
    }

    /// Hashes section and item as one word, plus the kind and trailing indices only where
    /// there are any: the visible set hashes thousands of keys per scroll step, and most
    /// are cells.
    ///
    /// The word is the section times an odd constant plus the item: distinct items of a
    /// section never share it, and sections rarely do (a shared word only costs a
    /// comparison). One `combine` instead of two, and the trailing indices read without
    /// building the empty array, because a scroll hashes every visible key each frame.
    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(UInt(bitPattern: indexPath.section) &* 0x9E37_79B9_7F4A_7C15 &+ UInt(bitPattern: indexPath.item))
        switch category {
        case .cell: break
        case .supplementary(let kind): hasher.combine(1); hasher.combine(kind)
        case .decoration(let kind): hasher.combine(2); hasher.combine(kind)
        }
        if let extra = indexPath.extraIndices { hasher.combine(extra) }
    }

    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        return lhs.indexPath < rhs.indexPath
    }
}

extension ElementKey: CustomStringConvertible {
    /// `cell [0, 1]`, `supplementary(header) [0, 0]`.
    public var description: String {
        switch category {
        case .cell: return "cell \(indexPath)"
        case .supplementary(let kind): return "supplementary(\(kind)) \(indexPath)"
        case .decoration(let kind): return "decoration(\(kind)) \(indexPath)"
        }
    }
}
