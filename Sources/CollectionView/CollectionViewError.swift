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
    /// Bounds, frame, inset, content offset, velocity or position with a non-finite
    /// number or a negative size; the case names the value.
    case invalidGeometry(InvalidGeometry)
    /// The layout returned attributes for an item in a section the data source does not
    /// have.
    case itemInMissingSection(section: Int, numberOfSections: Int)
    /// The layout returned attributes for an item past the end of its section.
    case itemOutOfRange(item: Int, section: Int, numberOfItems: Int)
    /// The layout returned attributes with a non-finite number.
    case nonFiniteAttributes(LayoutAttributes)
    /// The layout rejected its input.
    case layout(LayoutError)
    /// A batch update that breaks UIKit's rules: the validator's typed reason; the
    /// message is UIKit's.
    case invalidUpdate(BatchUpdateError)
    /// An index path that names no item.
    case noSuchItem(ElementIndexPath)
    /// The data source has no supplementary view for a kind the layout uses.
    case missingSupplementaryView(kind: String, indexPath: ElementIndexPath)
    /// There is no data source.
    case noDataSource
    /// A second interactive transition or movement while one is running, a finish
    /// without a start, or an impossible scroll position; the case names which.
    case invalidState(InvalidState)
    /// A reuse-queue error (unregistered identifier or kind, empty strings), with the
    /// slot and what is registered.
    case reuse(ReuseError)
    /// The data source returned a view that is already shown for another element.
    case viewAlreadyShown(ElementKey, shownFor: ElementKey)
    /// The data source threw an error of its own while making a view: the element, the
    /// error's type and its description.
    case dataSourceError(DataSourceFailure)

    /// What went wrong and how to fix it.
    public var description: String {
        switch self {
        case .negativeSectionCount(let n):
            return "the data source reports \(n) sections; numberOfSections(in:) must return 0 or more"
        case .negativeItemCount(let section, let count):
            return
                "the data source reports \(count) items in section \(section); collectionView(_:numberOfItemsInSection:) must return 0 or more"
        case .invalidGeometry(let problem): return problem.description
        case .itemInMissingSection(let section, let sections):
            return "the layout returned attributes for an item in section \(section), but the data source reports \(sections) sections"
        case .itemOutOfRange(let item, let section, let count):
            return
                "the layout returned attributes for item \(item) in section \(section), but section \(section) contains only \(count) items"
        case .nonFiniteAttributes(let attributes):
            return "the layout returned non-finite attributes: \(attributes)"
        case .layout(let error): return "the layout rejected its input: \(error)"
        case .invalidUpdate(let error): return error.description
        case .noSuchItem(let path):
            return "there is no item at index path \(path)"
        case .missingSupplementaryView(let kind, let path):
            return
                "the layout shows a supplementary view of kind '\(kind)' at \(path), but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)"
        case .noDataSource: return "the collection view has no data source; set dataSource before laying out"
        case .invalidState(let problem): return problem.description
        case .reuse(let error): return error.description
        case .viewAlreadyShown(let key, let shown):
            return
                "the view returned for \(key) is already shown for \(shown); dequeue a new view for every element instead of returning one that is on screen"
        case .dataSourceError(let failure): return failure.description
        }
    }
}
