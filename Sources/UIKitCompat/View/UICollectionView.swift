import CollectionView
import Foundation
import Geometry
import LayoutProtocol

/// The collection view (`UICollectionView`) as far as layouts and their tests use it, over a
/// CVKit ``CollectionView/CollectionViewHost`` that shows the layout's
/// ``UICollectionViewLayout/bridge``.
///
/// Where UIKit raises an exception (an invalid batch update, an unregistered identifier), the
/// call leaves the collection view unchanged and records a typed error in ``UIScrollView/lastError``;
/// UIKit's signatures cannot throw.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// What an attributes object describes.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A supplementary view.
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// The direction a collection view scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Top to bottom.
        case vertical
        /// Leading to trailing.
        case horizontal
    }

    /// Where ``scrollToItem(at:at:animated:)`` puts the item: CVKit's option set, which has
    /// UIKit's members (`.top`, `.centeredVertically`, `.bottom`, `.left`,
    /// `.centeredHorizontally`, `.right`).
    public typealias ScrollPosition = CollectionView.ScrollPosition

    /// The kind of section headers (UIKit's value).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers (UIKit's value).
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout shown.
    public internal(set) var collectionViewLayout: UICollectionViewLayout

    /// The animation plan of the last batch update (the layout's initial and final attributes).
    public internal(set) var lastUpdatePlan: AnimationPlan?

    /// An error raised inside a data-source callback, thrown to the host when it returns.
    var callbackError: CollectionViewError?

    private let hostDataSource = HostDataSource()
    private let hostDelegate = HostDelegate()
    /// Views dequeued during a data-source callback, kept alive until the host holds them.
    var dequeuedShims: [ViewShim] = []
    var batchOperations: [(BatchUpdater) -> Void]?

    /// Creates a collection view showing `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(host: CollectionViewHost(frame: frame.native, layout: layout.bridge))
        layout.collectionView = self
        hostDataSource.view = self
        host.dataSource = hostDataSource
        hostDelegate.view = self
        host.delegate = hostDelegate
        host.displayScale = Double(UIScreen.main.scale)
        // iOS's rule: an element that only touches the bounds is not visible.
        host.showsElementsThatOnlyTouch = false
    }

    /// Creates a collection view from an archive: not supported (no nibs on Linux).
    @available(*, unavailable, message: "there are no storyboards or nibs on Linux; use init(frame:collectionViewLayout:)")
    public required init?(coder: NSCoder) { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// The object that provides the cells and counts. Setting it makes the counts stale, as
    /// in UIKit: they are asked for again when next needed, and the next pass reloads.
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet {
            lastError = nil
            host.dataSourceDidChange()
        }
    }

    /// The delegate: told of highlight, selection and display; a flow layout reads it as
    /// `UICollectionViewDelegateFlowLayout`.
    public weak var delegate: (any UICollectionViewDelegate)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    // MARK: - Data

    /// The number of sections. Asked of the data source when the view holds no counts
    /// (before its first layout, after ``dataSource`` changed), as in UIKit.
    public var numberOfSections: Int { host.numberOfSections }

    /// The number of items in a section (asked of the data source when the view holds no
    /// counts; see ``numberOfSections``).
    public func numberOfItems(inSection section: Int) -> Int { host.numberOfItems(inSection: section) }

    /// Reloads everything from the data source.
    public func reloadData() { record { () throws(CollectionViewError) in try host.reloadData() } }

    /// Runs a layout pass now if one is pending.
    open override func layoutIfNeeded() {
        record { () throws(CollectionViewError) in try host.layoutIfNeeded() }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    // MARK: - Cells

    /// Registers a cell class for an identifier.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let viewClass = cellClass as? UICollectionReusableView.Type
        record { () throws(CollectionViewError) in
            if let viewClass {
                try host.register(forCellWithReuseIdentifier: identifier) { ViewShim.make(viewClass) }
            } else {
                try host.register(nil, forCellWithReuseIdentifier: identifier)
            }
        }
    }

    /// Registers a view class for supplementary views of a kind.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let registration = (viewClass as? UICollectionReusableView.Type).map(ViewShim.registration(for:))
        record { () throws(CollectionViewError) in
            if let registration {
                try host.register(forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier) { registration.makeView() }
            } else {
                try host.register(nil, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
            }
        }
    }

    /// Nibs need Interface Builder's archives, which do not exist on Linux.
    @available(*, unavailable, message: "nibs do not exist on Linux; register a UICollectionViewCell subclass")
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}

    /// A reused or new cell for an identifier. An unregistered identifier records the error
    /// (the host's layout pass then fails with it) and returns a placeholder cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        do {
            let shim = try host.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath.native)
            if let shim = shim as? ViewShim, let cell = shim.view as? UICollectionViewCell {
                dequeuedShims.append(shim)
                cell.reuseIdentifier = identifier
                return cell
            }
            callbackError = .dataSourceError(
                .init(
                    element: .cell(indexPath.native), errorType: "UIKitCompat.UICollectionView",
                    message: "the cell registered for \"\(identifier)\" is not a UICollectionViewCell"))
        } catch {
            callbackError = error
        }
        return UICollectionViewCell(frame: .zero)
    }

    /// A reused or new supplementary view (see ``dequeueReusableCell(withReuseIdentifier:for:)``).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> UICollectionReusableView
    {
        do {
            let shim = try host.dequeueReusableSupplementaryView(
                ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath.native)
            if let shim = shim as? ViewShim, let view = shim.view {
                dequeuedShims.append(shim)
                view.reuseIdentifier = identifier
                return view
            }
            callbackError = .dataSourceError(
                .init(
                    element: ElementKey(.supplementary(kind: elementKind), indexPath.native), errorType: "UIKitCompat.UICollectionView",
                    message: "the view registered for \"\(identifier)\" is not a UICollectionReusableView"))
        } catch {
            callbackError = error
        }
        return UICollectionReusableView(frame: .zero)
    }

    /// The cell shown for an item, or `nil`.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        (host.cellForItem(at: indexPath.native) as? ViewShim)?.view as? UICollectionViewCell
    }

    /// The cells shown.
    public var visibleCells: [UICollectionViewCell] { host.visibleCells.compactMap { ($0 as? ViewShim)?.view as? UICollectionViewCell } }

    /// The index paths of the items shown.
    public var indexPathsForVisibleItems: [IndexPath] { host.indexPathsForVisibleItems.map(IndexPath.init) }

    /// The item at a point in content coordinates, or `nil`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? { host.indexPathForItem(at: point.native).map(IndexPath.init) }

    /// The layout's attributes of an item, or `nil`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        host.layoutAttributesForItem(at: indexPath.native).map(UICollectionViewLayoutAttributes.restoring)
    }

    /// Scrolls so the item sits at `scrollPosition`.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        record { () throws(CollectionViewError) in
            try host.scrollToItem(at: indexPath.native, at: scrollPosition, animated: animated)
        }
    }
}
