import LayoutProtocol

/// The host's selection part: which items are selected and highlighted, and whether
/// selection is allowed.
///
/// Owns `allowsSelection`, `allowsMultipleSelection` and the sets of selected and
/// highlighted index paths; knows how a batch update moves them. May not touch views,
/// the delegate or the counts: the host checks an item exists, updates the visible
/// cell's `isSelected` / `isHighlighted`, and the touch tracker calls the delegate.
final class SelectionModel {
    /// Whether the user can select items (`allowsSelection`).
    var allowsSelection = true
    /// Whether more than one item can be selected (`allowsMultipleSelection`).
    var allowsMultipleSelection = false
    /// The selected items.
    var selected: Set<ElementIndexPath> = []
    /// The highlighted items.
    var highlighted: Set<ElementIndexPath> = []

    /// Creates an empty selection that allows single selection.
    init() {}

    /// Marks an item selected or not.
    func setItem(_ indexPath: ElementIndexPath, selected isSelected: Bool) {
        if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
    }

    /// Marks an item highlighted or not.
    func setItem(_ indexPath: ElementIndexPath, highlighted isHighlighted: Bool) {
        if isHighlighted { highlighted.insert(indexPath) } else { highlighted.remove(indexPath) }
    }

    /// Moves selection and highlight to the index paths items have after a batch;
    /// deleted items drop out.
    func follow(_ batch: BatchUpdate) {
        selected = Set(selected.compactMap { batch.newIndexPath(forOld: $0) })
        highlighted = Set(highlighted.compactMap { batch.newIndexPath(forOld: $0) })
    }
}
