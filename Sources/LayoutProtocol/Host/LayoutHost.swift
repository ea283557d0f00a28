import Geometry

/// The reading direction a layout mirrors for (`UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew): horizontal positions are mirrored.
    case rightToLeft
}

/// What the host offers a layout as its delegate: the marker every layout delegate
/// protocol refines (`FlowLayoutDelegate`, a plugin's own), and that the collection
/// view's delegate protocol refines, so the host hands its delegate over typed.
///
/// A layout reads it UIKit's way — `host.layoutDelegate as? MyLayoutDelegate` — a
/// protocol conformance check, not the recovery of a stored type.
public protocol LayoutHostDelegate: AnyObject {}

/// What the host offers a layout as its data source (see ``LayoutHostDelegate``): the
/// marker layout data-source protocols (`TreeLayoutDataSource`) refine.
public protocol LayoutHostDataSource: AnyObject {}

/// What a layout may ask the view that hosts it — UIKit's `layout.collectionView`.
///
/// The full ``CollectionViewLayout/host`` is the `CollectionView` module's host; tests,
/// previews and benchmarks use ``StaticLayoutHost``, a value with counts and bounds. A
/// layout never holds views.
public protocol LayoutHost {
    /// The number of sections (`numberOfSections`).
    var numberOfSections: Int { get }
    /// The number of items in a section (`numberOfItems(inSection:)`); 0 for a section
    /// that does not exist.
    func numberOfItems(inSection section: Int) -> Int
    /// The visible rectangle in content coordinates: its origin is the content offset.
    var bounds: Rect { get }
    /// The content inset (`contentInset`).
    var contentInset: EdgeInsets { get }
    /// The content inset plus any inset the system adds (`adjustedContentInset`).
    var adjustedContentInset: EdgeInsets { get }
    /// The safe area insets (`safeAreaInsets`).
    var safeAreaInsets: EdgeInsets { get }
    /// The layout margins (`layoutMargins`).
    var layoutMargins: EdgeInsets { get }
    /// Pixels per point for rounding frames, or `nil` for exact frames.
    var displayScale: Double? { get }
    /// The reading direction (`effectiveUserInterfaceLayoutDirection`).
    var layoutDirection: LayoutDirection { get }
    /// The delegate a layout asks for per-item metrics (UIKit casts `collectionView.delegate`
    /// to its layout's delegate protocol, e.g. `UICollectionViewDelegateFlowLayout`; a
    /// layout here casts it to its own protocol, which refines ``LayoutHostDelegate``).
    var layoutDelegate: (any LayoutHostDelegate)? { get }
    /// The data source, for layouts that ask it more than counts (the seeds' tree layout
    /// asks each item's children through a protocol that refines ``LayoutHostDataSource``).
    var layoutDataSource: (any LayoutHostDataSource)? { get }
}

extension LayoutHost {
    /// The content offset: the origin of ``bounds``.
    public var contentOffset: Point { bounds.origin }
    /// Defaults to ``contentInset``.
    public var adjustedContentInset: EdgeInsets { contentInset }
    /// Defaults to zero.
    public var safeAreaInsets: EdgeInsets { .zero }
    /// Defaults to zero.
    public var layoutMargins: EdgeInsets { .zero }
    /// Defaults to exact frames.
    public var displayScale: Double? { nil }
    /// Defaults to left to right.
    public var layoutDirection: LayoutDirection { .leftToRight }
    /// Defaults to none.
    public var layoutDelegate: (any LayoutHostDelegate)? { nil }
    /// Defaults to none.
    public var layoutDataSource: (any LayoutHostDataSource)? { nil }

    /// The total number of items in all sections.
    ///
    /// - Complexity: O(number of sections).
    public var totalNumberOfItems: Int {
        (0..<max(0, numberOfSections)).reduce(0) { $0 &+ numberOfItems(inSection: $1) }
    }

    /// Whether the index path names an existing item.
    public func containsItem(at indexPath: ElementIndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }
}

/// A host made of plain values — counts per section, bounds, insets — so a layout runs
/// without the full collection view: what tests, previews and benchmarks use.
///
/// ```swift
/// let layout = MyGridLayout()
/// layout.host = StaticLayoutHost(itemCounts: [10, 3], bounds: Rect(x: 0, y: 0, width: 320, height: 480))
/// layout.prepareIfNeeded()
/// ```
///
/// Counts may be as large as `Int` allows; a section of a billion items costs nothing here.
/// Not `Sendable` when it carries a delegate object; the plain values are.
public struct StaticLayoutHost: LayoutHost {
    /// Items per section; its count is the number of sections.
    public var itemCounts: [Int]
    public var bounds: Rect
    public var contentInset: EdgeInsets
    public var safeAreaInsets: EdgeInsets
    public var layoutMargins: EdgeInsets
    public var displayScale: Double?
    public var layoutDirection: LayoutDirection
    /// The delegate offered to the layout, if any.
    public var layoutDelegate: (any LayoutHostDelegate)?
    /// The data source offered to the layout, if any.
    public var layoutDataSource: (any LayoutHostDataSource)?

    /// Creates a host.
    ///
    /// - Parameters:
    ///   - itemCounts: Items per section, e.g. `[10, 3]` for two sections.
    ///   - bounds: The visible rect (its origin is the content offset).
    ///   - contentInset: The content inset.
    ///   - safeAreaInsets: The safe area insets.
    ///   - layoutMargins: The layout margins.
    ///   - displayScale: Pixels per point for rounding frames, or `nil` for exact frames.
    ///   - layoutDirection: The reading direction.
    ///   - layoutDelegate: The object a layout asks for per-item metrics.
    ///   - layoutDataSource: The object a layout asks for more than counts (a tree's children).
    public init(
        itemCounts: [Int],
        bounds: Rect,
        contentInset: EdgeInsets = .zero,
        safeAreaInsets: EdgeInsets = .zero,
        layoutMargins: EdgeInsets = .zero,
        displayScale: Double? = nil,
        layoutDirection: LayoutDirection = .leftToRight,
        layoutDelegate: (any LayoutHostDelegate)? = nil,
        layoutDataSource: (any LayoutHostDataSource)? = nil
    ) {
        self.itemCounts = itemCounts
        self.bounds = bounds
        self.contentInset = contentInset
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.layoutDelegate = layoutDelegate
        self.layoutDataSource = layoutDataSource
    }

    public var numberOfSections: Int { itemCounts.count }

    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }

    /// Checks that counts are not negative and the bounds and insets are finite.
    ///
    /// - Throws: ``LayoutError/negativeCount(section:count:)`` or
    ///   ``LayoutError/invalidGeometry(_:)``.
    public func validate() throws(LayoutError) {
        for (section, count) in itemCounts.enumerated() where count < 0 {
            throw .negativeCount(section: section, count: count)
        }
        guard bounds.isFinite, bounds.width >= 0, bounds.height >= 0 else {
            throw .invalidGeometry("bounds \(bounds) must be finite with a non-negative size")
        }
        for (name, insets) in [("contentInset", contentInset), ("safeAreaInsets", safeAreaInsets), ("layoutMargins", layoutMargins)]
        where !insets.isFinite {
            throw .invalidGeometry("\(name) \(insets) must be finite")
        }
    }
}
