import CollectionView
import Foundation
import Geometry

// Members of UIKit's collection-view surface that matter to code which sets them, and that a
// headless view keeps as values (see "Audit: every member of the collection-view surface" in
// Docs/UIKitCompatibility.md for what each one changes here).

extension UICollectionView {
    /// The completion of an interactive layout transition: whether it completed, and whether
    /// it finished (UIKit's `LayoutInteractiveTransitionCompletion`).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// How often the items settle while an item moves interactively (UIKit's
    /// `UICollectionView.ReorderingCadence`).
    public enum ReorderingCadence: Int, Sendable {
        /// The items move at once.
        case immediate
        /// The items move after a short pause.
        case fast
        /// The items move after a longer pause.
        case slow
    }

    /// How a cell that changes its size invalidates the layout (UIKit's
    /// `UICollectionView.SelfSizingInvalidation`).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells do not invalidate their size on their own.
        case disabled
        /// A cell's `invalidateIntrinsicContentSize()` resizes it.
        case enabled
        /// As `enabled`, and Auto Layout changes resize it too.
        case enabledIncludingConstraints
    }

    /// Whether the collection view prefetches cells ahead of scrolling; `true` by default.
    /// Stored: the host lays out what its prefetch distance covers either way, and there is no
    /// prefetching data source to call.
    public var isPrefetchingEnabled: Bool {
        get { scrollValues.isPrefetchingEnabled }
        set { scrollValues.isPrefetchingEnabled = newValue }
    }

    /// The view behind the cells; stored (nothing is drawn, and the view is not laid out).
    public var backgroundView: UIView? {
        get { scrollValues.backgroundView }
        set { scrollValues.backgroundView = newValue }
    }

    /// How often the items settle during interactive movement; `.immediate` by default.
    /// Stored: the items move at each update here.
    public var reorderingCadence: ReorderingCadence {
        get { scrollValues.reorderingCadence }
        set { scrollValues.reorderingCadence = newValue }
    }

    /// How a cell that changes its size invalidates the layout; `.enabled` by default.
    /// Stored: cells size themselves through `preferredLayoutAttributesFitting(_:)` when they
    /// are laid out.
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { scrollValues.selfSizingInvalidation }
        set { scrollValues.selfSizingInvalidation = newValue }
    }

    /// Whether the collection view is in editing mode; `false` by default. Stored: no cell
    /// shows an editing state here.
    public var isEditing: Bool {
        get { scrollValues.isEditing }
        set { scrollValues.isEditing = newValue }
    }

    /// Whether items can be selected in editing mode; `false` by default (stored).
    public var allowsSelectionDuringEditing: Bool {
        get { scrollValues.allowsSelectionDuringEditing }
        set { scrollValues.allowsSelectionDuringEditing = newValue }
    }

    /// Whether several items can be selected in editing mode; `false` by default (stored).
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { scrollValues.allowsMultipleSelectionDuringEditing }
        set { scrollValues.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// Whether focus moves the selection; `false` by default. Stored: there is no focus engine.
    public var selectionFollowsFocus: Bool {
        get { scrollValues.selectionFollowsFocus }
        set { scrollValues.selectionFollowsFocus = newValue }
    }

    /// Whether items can be focused; `true` by default. Stored: there is no focus engine.
    public var allowsFocus: Bool {
        get { scrollValues.allowsFocus }
        set { scrollValues.allowsFocus = newValue }
    }

    /// Whether items can be focused in editing mode; `true` by default. Stored: there is no
    /// focus engine.
    public var allowsFocusDuringEditing: Bool {
        get { scrollValues.allowsFocusDuringEditing }
        set { scrollValues.allowsFocusDuringEditing = newValue }
    }

    /// Whether focus returns to the item that had it last; `false` by default. Stored: there
    /// is no focus engine.
    public var remembersLastFocusedIndexPath: Bool {
        get { scrollValues.remembersLastFocusedIndexPath }
        set { scrollValues.remembersLastFocusedIndexPath = newValue }
    }

    /// Whether a drop left updates to commit; always `false`: there is no drag and drop here.
    public var hasUncommittedUpdates: Bool { false }

    /// The index path of a supplementary view that is shown, or `nil` (a view that is not
    /// shown has none).
    public func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        host.visibleElements.lazy.map(\.key)
            .first { (self.host.view(for: $0) as? ViewShim)?.view === supplementaryView }
            .map { IndexPath($0.indexPath) }
    }

    /// Updates the items' cells. Here the items are reloaded: their cells are dequeued and
    /// configured again (UIKit keeps the cells and configures them in place).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        reloadItems(at: indexPaths)
    }
}

extension UICollectionViewCell {
    /// The view behind the cell's content; stored (nothing is drawn, and the view is not laid
    /// out).
    public var backgroundView: UIView? {
        get { cellValues.backgroundView }
        set { cellValues.backgroundView = newValue }
    }

    /// The view behind the content of a selected cell; stored (nothing is drawn, and the view
    /// is not laid out).
    public var selectedBackgroundView: UIView? {
        get { cellValues.selectedBackgroundView }
        set { cellValues.selectedBackgroundView = newValue }
    }
}

/// The values a scroll view or collection view keeps for the members above and for
/// ``UIScrollView``'s in `UIScrollView+Audit.swift`.
struct ScrollViewValues {
    var isPrefetchingEnabled = true
    var backgroundView: UIView?
    var reorderingCadence = UICollectionView.ReorderingCadence.immediate
    var selfSizingInvalidation = UICollectionView.SelfSizingInvalidation.enabled
    var isEditing = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    var selectionFollowsFocus = false
    var allowsFocus = true
    var allowsFocusDuringEditing = true
    var remembersLastFocusedIndexPath = false
    var isScrollEnabled = true
    var isDirectionalLockEnabled = false
    var bouncesHorizontally = true
    var bouncesVertically = true
    var indicatorStyle = UIScrollView.IndicatorStyle.default
    var showsHorizontalScrollIndicator = true
    var showsVerticalScrollIndicator = true
    var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    var automaticallyAdjustsScrollIndicatorInsets = true
    var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
    var indexDisplayMode = UIScrollView.IndexDisplayMode.automatic
    var contentAlignmentPoint = CGPoint.zero
    var transfersHorizontalScrollingToParent = false
    var transfersVerticalScrollingToParent = false
    var allowsKeyboardScrolling = true
}

/// The values a cell keeps for the members above.
struct CellValues {
    var backgroundView: UIView?
    var selectedBackgroundView: UIView?
}
