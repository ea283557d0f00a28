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
    public var indexPathsForSelectedItems: [ElementIndexPath] { selection.selected.sorted() }

    /// The highlighted items (an item is highlighted while a touch tracks it), sorted.
    ///
    /// - Complexity: O(*k* log *k*) for *k* highlighted items.
    public var indexPathsForHighlightedItems: [ElementIndexPath] { selection.highlighted.sorted() }

    /// Whether an item is selected.
    public func isItemSelected(at indexPath: ElementIndexPath) -> Bool { selection.selected.contains(indexPath) }

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
            for other in selection.selected where other != indexPath { setItem(other, selected: false) }
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

    // MARK: - Package hooks (the touch tracker)

    /// Whether an index path names an item in the current counts.
    func selectableItemExists(at indexPath: ElementIndexPath) -> Bool {
        visibleSet.containsItem(at: indexPath)
    }

    /// Throws ``CollectionViewError/noSuchItem(_:)`` unless the item exists.
    func validateSelectableItem(_ indexPath: ElementIndexPath) throws(CollectionViewError) {
        guard selectableItemExists(at: indexPath) else { throw .noSuchItem(indexPath) }
    }

    /// Marks an item selected or not and updates its visible cell; no delegate call.
    func setItem(_ indexPath: ElementIndexPath, selected: Bool) {
        selection.setItem(indexPath, selected: selected)
        cellForItem(at: indexPath)?.isSelected = selected
    }

    /// Marks an item highlighted or not and updates its visible cell; no delegate call.
    func setItem(_ indexPath: ElementIndexPath, highlighted: Bool) {
        selection.setItem(indexPath, highlighted: highlighted)
        cellForItem(at: indexPath)?.isHighlighted = highlighted
    }
}
