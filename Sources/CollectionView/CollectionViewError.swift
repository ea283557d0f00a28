import Geometry
import LayoutProtocol
import ReuseQueue

/// What went wrong in the collection view; the message says what and how to fix it.
/// A call that throws leaves the collection view as it was.
public enum CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data source reported a negative number of sections.
    case negativeSectionCount(Int)
    /// The data source reported a negative number of items.
    case negativeItemCount(section: Int, count: Int)
    /// Bounds, frame or content offset with a non-finite number or a negative size.
    case invalidGeometry(String)
    /// The layout returned an element the data source does not have.
    case dataSourceInconsistent(String)
    /// The layout rejected its input.
    case layout(LayoutError)
    /// A batch update that breaks UIKit's rules; the message is UIKit's.
    case invalidUpdate(String)
    /// An index path that names no item.
    case noSuchItem(ElementIndexPath)
    /// The data source has no supplementary view for a kind the layout uses.
    case missingSupplementaryView(kind: String, indexPath: ElementIndexPath)
    /// There is no data source.
    case noDataSource
    /// A second interactive transition or movement while one is running, or a finish
    /// without a start.
    case invalidState(String)
    /// A reuse-queue error (unregistered identifier or kind).
    case reuse(String)

    public var description: String {
        switch self {
        case .negativeSectionCount(let n):
            return "the data source reports \(n) sections; numberOfSections(in:) must return 0 or more"
        case .negativeItemCount(let section, let count):
            return "the data source reports \(count) items in section \(section); collectionView(_:numberOfItemsInSection:) must return 0 or more"
        case .invalidGeometry(let message): return message
        case .dataSourceInconsistent(let message): return message
        case .layout(let error): return "the layout rejected its input: \(error)"
        case .invalidUpdate(let message): return message
        case .noSuchItem(let path):
            return "there is no item at index path \(path)"
        case .missingSupplementaryView(let kind, let path):
            return "the layout shows a supplementary view of kind '\(kind)' at \(path), but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)"
        case .noDataSource: return "the collection view has no data source; set dataSource before laying out"
        case .invalidState(let message): return message
        case .reuse(let message): return message
        }
    }
}
