import Geometry
import LayoutProtocol
import ReuseQueue

extension CollectionViewHost {
    // MARK: - Public API

    /// The selected items, sorted (`indexPathsForSelectedItems`).
    ///
    /// ```swift
    /// try cv.selectItem(at: ElementIndexPath(item: 2, section: 0))
    /// cv.indexPathsForSelectedItems   // [[0, 2]]
    /// ```
    ///
    /// - Complexity: O(*k* log *k*) for *k* selected items.
    public var indexPathsForSelectedItems: [ElementIndexPath] { selectedItems.sorted() }

    /// The highlighted items (an item is highlighted while a touch tracks it), sorted.
    ///
    /// - Complexity: O(*k* log *k*) for *k* highlighted items.
    public var indexPathsForHighlightedItems: [ElementIndexPath] { highlightedItems.sorted() }

    /// Whether an item is selected.
    public func isItemSelected(at indexPath: ElementIndexPath) -> Bool { selectedItems.contains(indexPath) }

    /// Selects an item in code, as UIKit's `selectItem(at:animated:scrollPosition:)`: no
    /// delegate method is called.
    ///
    /// With single selection (``allowsMultipleSelection`` `false`) every other selected item
    /// is deselected. The visible cell's `isSelected` follows. As in UIKit, when
    /// ``allowsSelection`` is `false` the call has no effect.
    ///
    /// ```swift
    /// try cv.selectItem(at: ElementIndexPath(item: 0, section: 0))
    /// ```
    ///
    /// - Parameter indexPath: An item that exists in the counts last read from the data
    ///   source.
    /// - Throws: ``CollectionViewError/noSuchItem(_:)`` when the item does not exist; the
    ///   selection is then unchanged.
    /// - Complexity: O(*k*) for *k* items previously selected.
    public func selectItem(at indexPath: ElementIndexPath) throws(CollectionViewError) {
        try validateSelectableItem(indexPath)
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selectedItems where other != indexPath { setItem(other, selected: false) }
        }
        setItem(indexPath, selected: true)
    }

    /// Deselects an item in code (`deselectItem(at:animated:)`): no delegate method is
    /// called. Deselecting an item that is not selected does nothing.
    ///
    /// - Parameter indexPath: An item that exists in the counts last read from the data
    ///   source.
    /// - Throws: ``CollectionViewError/noSuchItem(_:)`` when the item does not exist; the
    ///   selection is then unchanged.
    public func deselectItem(at indexPath: ElementIndexPath) throws(CollectionViewError) {
        try validateSelectableItem(indexPath)
        setItem(indexPath, selected: false)
    }

    // MARK: - Package hooks (touch tracking in the Gestures module)

    /// Whether an index path names an item in the current counts.
    package func selectableItemExists(at indexPath: ElementIndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Throws ``CollectionViewError/noSuchItem(_:)`` unless the item exists.
    package func validateSelectableItem(_ indexPath: ElementIndexPath) throws(CollectionViewError) {
        guard selectableItemExists(at: indexPath) else { throw .noSuchItem(indexPath) }
    }

    /// Marks an item selected or not and updates its visible cell; no delegate call.
    package func setItem(_ indexPath: ElementIndexPath, selected: Bool) {
        if selected { selectedItems.insert(indexPath) } else { selectedItems.remove(indexPath) }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    /// Marks an item highlighted or not and updates its visible cell; no delegate call.
    package func setItem(_ indexPath: ElementIndexPath, highlighted: Bool) {
        if highlighted { highlightedItems.insert(indexPath) } else { highlightedItems.remove(indexPath) }
        cellForItem(at: indexPath)?.isHighlighted = highlighted
    }
}
