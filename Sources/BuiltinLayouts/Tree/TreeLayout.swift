import Geometry
import LayoutProtocol

/// The class-hierarchy layout of the programming guide's worked example ("自定义布局举例"): each section is
/// one level of a tree, each item a node, and a connection supplementary view (kind
/// ``connectionKind``, `"ConnectionViewKind"`) joins every parent to each of its children.
///
/// Section 0 holds the roots, section 1 their children, and so on; a
/// ``TreeLayoutDataSource`` (the host's data source) names each item's children. Every node
/// sits in a slot of ``itemSize`` plus ``insets``; level `s` is the column at
/// `x = s × (width + left + right) + left`. A node takes as many rows as its subtree has
/// leaves, its children are stacked from its first row down, and the parent sits on its
/// first child's row (the seed) or in the middle of its children (``ParentPlacement/centered``).
/// Items that no parent lists start new trees below the others.
///
/// ```swift
/// let layout = TreeLayout()
/// layout.itemSize = Size(width: 100, height: 30)
/// layout.insets = EdgeInsets(all: 10)
/// layout.host = StaticLayoutHost(itemCounts: [1, 2], bounds: bounds, layoutDataSource: classes)
/// try layout.prepareIfNeeded()
/// layout.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 1))?.frame // (130, 60, 100, 30)
/// ```
///
/// `prepare()` computes every attribute once and caches it by element kind, as the seed
/// does for a small number of elements; each cell carries its children as the custom
/// attribute ``LayoutProtocol/CustomAttributeKey/treeChildren`` (part of equality), each
/// connection its parent as ``LayoutProtocol/CustomAttributeKey/treeParent``. Connections
/// sit behind the cells (zIndex -1).
///
/// Batch updates animate only what changed (Apple's note on
/// `prepare(forCollectionViewUpdates:)`): an inserted node grows out of its parent (it
/// starts on the parent's frame with alpha 0) and its connection out of the parent's
/// trailing edge; a deleted node shrinks back into its parent of before the update. Every
/// other node gets the default animation (`nil`).
open class TreeLayout: CollectionViewLayout {
    /// The kind under which cells are cached (the guide's `"MyCellKind"`).
    public static let cellKind = "MyCellKind"
    /// The element kind of the connection views (the guide's `"ConnectionViewKind"`).
    public static let connectionKind = "ConnectionViewKind"

    /// Where a parent sits next to its children.
    public enum ParentPlacement: String, Hashable, Sendable, CaseIterable {
        /// On the row of its first child (the guide's layout).
        case firstChild
        /// Vertically centered on the rows of its subtree.
        case centered
    }

    // MARK: - Lifecycle

    /// Creates a tree layout.
    ///
    /// - Parameters:
    ///   - itemSize: The size of every node.
    ///   - insets: The space around each node (the guide's `INSET_TOP` …).
    public init(itemSize: Size = Size(width: 120, height: 40), insets: EdgeInsets = EdgeInsets(all: 10)) {
        self.itemSize = itemSize
        self.insets = insets
        super.init()
    }

    // MARK: - Configuration

    /// The size of every node; setting it invalidates the layout.
    public var itemSize: Size { didSet { invalidateLayout() } }
    /// The space around each node; setting it invalidates the layout.
    public var insets: EdgeInsets { didSet { invalidateLayout() } }
    /// Where a parent sits next to its children; setting it invalidates the layout.
    public var parentPlacement: ParentPlacement = .firstChild { didSet { invalidateLayout() } }
    /// The thickness of a connection view at its ends; setting it invalidates the layout.
    public var connectionThickness: Double = 2 { didSet { invalidateLayout() } }

    // MARK: - Storage

    /// Every attribute by element kind, then index path (the guide's `layoutInformation`).
    private var layoutInformation: [String: [ElementIndexPath: LayoutAttributes]] = [:]
    /// Every attribute, for the rect index.
    private var allAttributes: [LayoutAttributes] = []
    private var index = FrameIndex()
    /// The previous pass's attributes by kind, for where deleted nodes were.
    private var previousInformation: [String: [ElementIndexPath: LayoutAttributes]] = [:]
    private var updates = UpdateAnimationTracker()
    private var size: Size = .zero
    /// The largest number of items the layout accepts: it stores every node's children,
    /// parent and frame.
    public static let maximumItemCount = 10_000_000

    /// The guide's `maxNumRows`: the rows the whole forest takes.
    public private(set) var numberOfRows: Int = 0

    // MARK: - The layout pass

    /// Asks the data source for each item's children, lays out the forest and caches every
    /// attribute by kind.
    ///
    /// - Throws: ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` for a negative or non-finite size,
    ///   inset or thickness, or a content size that overflows to infinity;
    ///   ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` named `numberOfItems` for more than
    ///   ``maximumItemCount`` items in all; ``LayoutProtocol/LayoutError/negativeCount(section:count:)``; and
    ///   ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` named `children` when the data
    ///   source lists a child outside the next section, one that does not exist, or one
    ///   with two parents. The previous attributes stay in place.
    /// - Complexity: O(n log n) for n items.
    open override func prepare() throws(LayoutError) {
        try super.prepare()
        try LayoutError.validate(itemSize, "itemSize")
        try LayoutError.validate(insets, "insets")
        try LayoutError.validate(connectionThickness, "connectionThickness")
        guard let host else {
            install([], size: .zero, rows: 0)
            return
        }
        let sectionCount = host.numberOfSections
        guard sectionCount >= 0 else { throw .negativeSectionCount(sectionCount) }
        var counts: [Int] = []
        var total = 0
        for section in 0..<sectionCount {
            let count = host.numberOfItems(inSection: section)
            guard count >= 0 else { throw .negativeCount(section: section, count: count) }
            // Several arrays per item: an absurd count must be an error, not a failed allocation.
            let (sum, overflow) = total.addingReportingOverflow(count)
            guard !overflow, sum <= Self.maximumItemCount else {
                throw .invalidParameter(
                    name: "numberOfItems",
                    message:
                        "the tree layout stores every node and takes at most \(Self.maximumItemCount) items; section \(section) brings the total above that"
                )
            }
            total = sum
            counts.append(count)
        }

        // First pass: each item's children, checked (the guide's `attributesWithChildrenForIndexPath`).
        let source = host.layoutDataSource as? TreeLayoutDataSource
        var children: [[[Int]]] = counts.map { [[Int]](repeating: [], count: $0) }
        var hasParent: [[ElementIndexPath?]] = counts.map { [ElementIndexPath?](repeating: nil, count: $0) }
        if let source {
            for section in 0..<sectionCount {
                for item in 0..<counts[section] {
                    let parent = ElementIndexPath(item: item, section: section)
                    for child in source.treeLayout(self, childrenOfItemAt: parent) {
                        try Self.check(child, of: parent, counts: counts, hasParent: hasParent)
                        hasParent[child.section][child.item] = parent
                        children[section][item].append(child.item)
                    }
                }
            }
        }

        // Rows per subtree, from the deepest level up (the guide's `numRowsForClassAndChildren`).
        var rows: [[Int]] = counts.map { [Int](repeating: 1, count: $0) }
        for section in stride(from: sectionCount - 2, through: 0, by: -1) {
            for item in 0..<counts[section] where !children[section][item].isEmpty {
                var sum = 0
                for child in children[section][item] { sum = sum.addingReportingOverflow(rows[section + 1][child]).partialValue }
                rows[section][item] = max(1, sum)
            }
        }

        // Second pass: place every tree, roots first, then items no parent lists.
        let slot = Size(width: itemSize.width + insets.horizontal, height: itemSize.height + insets.vertical)
        guard slot.isFinite else {
            throw .invalidGeometry("itemSize \(itemSize) plus insets \(insets) overflows to infinity; use smaller metrics")
        }
        var cellFrames: [[Rect]] = counts.map { [Rect](repeating: .zero, count: $0) }
        var nextRow = 0
        var stack: [(section: Int, item: Int, row: Int)] = []
        for section in 0..<sectionCount {
            for item in 0..<counts[section] where hasParent[section][item] == nil {
                stack.append((section, item, nextRow))
                nextRow += rows[section][item]
                while let (s, i, row) = stack.popLast() {
                    let ownRow = parentPlacement == .centered ? Double(row) + Double(rows[s][i] - 1) / 2 : Double(row)
                    cellFrames[s][i] = Rect(
                        x: Double(s) * slot.width + insets.left, y: ownRow * slot.height + insets.top,
                        width: itemSize.width, height: itemSize.height)
                    var childRow = row
                    var pending: [(Int, Int, Int)] = []
                    for child in children[s][i] {
                        pending.append((s + 1, child, childRow))
                        childRow += rows[s + 1][child]
                    }
                    stack.append(contentsOf: pending.reversed())
                }
            }
        }
        let contentSize = Size(width: Double(sectionCount) * slot.width, height: Double(nextRow) * slot.height)
        guard contentSize.isFinite else {
            throw .invalidGeometry(
                "the content size \(contentSize) overflows: \(nextRow) rows of \(formatScalar(slot.height)); use smaller metrics")
        }

        // Attributes: cells with their children, then one connection per link.
        var attributes: [LayoutAttributes] = []
        for section in 0..<sectionCount {
            for item in 0..<counts[section] {
                let path = ElementIndexPath(item: item, section: section)
                var cell = LayoutAttributes(forCellAt: path, frame: cellFrames[section][item])
                cell[custom: .treeChildren] = children[section][item].map { ElementIndexPath(item: $0, section: section + 1) }
                attributes.append(cell)
            }
        }
        for section in 0..<sectionCount {
            for item in 0..<counts[section] {
                let parentFrame = cellFrames[section][item]
                for child in children[section][item] {
                    let childPath = ElementIndexPath(item: child, section: section + 1)
                    var connection = LayoutAttributes(
                        forSupplementaryViewOfKind: Self.connectionKind, at: childPath,
                        frame: connectionFrame(from: parentFrame, to: cellFrames[section + 1][child], contentHeight: contentSize.height))
                    connection.zIndex = -1
                    connection[custom: .treeParent] = ElementIndexPath(item: item, section: section)
                    attributes.append(connection)
                }
            }
        }
        install(attributes, size: contentSize, rows: nextRow)
    }

    /// `sections × (width + left + right)` by `rows × (height + top + bottom)`, as the seed.
    open override var contentSize: Size { size }

    /// The cells and connections whose frames meet `rect`.
    ///
    /// - Complexity: O(log n + k + s) for k results (s: elements in the same rows that
    ///   miss the rect sideways).
    open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        index.forEach(in: rect) { result.append(allAttributes[$0]) }
        return result
    }

    /// The cached attributes of one cell (the guide's `layoutInfo["MyCellKind"][indexPath]`).
    open override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        layoutInformation[Self.cellKind]?[indexPath]
    }

    /// The cached attributes of one connection view, at its child's index path.
    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard kind != Self.cellKind else { return nil }
        return layoutInformation[kind]?[indexPath]
    }

    // MARK: - Batch updates

    /// Remembers which items the update inserts and deletes.
    open override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updates.record(updateItems)
    }

    /// Forgets the update.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        updates.reset()
    }

    /// An inserted node starts on its parent's frame (its own for a root) with alpha 0;
    /// `nil` for every node the update did not insert.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        guard updates.isInserted(itemIndexPath), var a = layoutAttributesForItem(at: itemIndexPath) else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        if let parent = layoutInformation[Self.connectionKind]?[itemIndexPath]?[custom: .treeParent],
            let parentFrame = layoutInformation[Self.cellKind]?[parent]?.frame
        {
            a.frame = parentFrame
        }
        a.alpha = 0
        return a
    }

    /// A deleted node ends on its parent's frame of before the update with alpha 0; `nil`
    /// for every node the update did not delete.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        guard updates.isDeleted(itemIndexPath), var a = previousInformation[Self.cellKind]?[itemIndexPath] else {
            return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
        if let parent = previousInformation[Self.connectionKind]?[itemIndexPath]?[custom: .treeParent],
            let parentFrame = previousInformation[Self.cellKind]?[parent]?.frame
        {
            a.frame = parentFrame
        }
        a.alpha = 0
        return a
    }

    /// The connections to inserted nodes.
    open override func indexPathsToInsertForSupplementaryView(ofKind kind: String) -> [ElementIndexPath] {
        guard kind == Self.connectionKind, !updates.isEmpty else { return [] }
        return (layoutInformation[kind]?.keys.filter { updates.isInserted($0) } ?? []).sorted()
    }

    /// The connections to deleted nodes (index paths before the update).
    open override func indexPathsToDeleteForSupplementaryView(ofKind kind: String) -> [ElementIndexPath] {
        guard kind == Self.connectionKind, !updates.isEmpty else { return [] }
        return (previousInformation[kind]?.keys.filter { updates.isDeleted($0) } ?? []).sorted()
    }

    /// A connection to an inserted node starts as a zero-width line at its parent's
    /// trailing edge, alpha 0.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at elementIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    {
        guard kind == Self.connectionKind, updates.isInserted(elementIndexPath),
            var a = layoutInformation[kind]?[elementIndexPath]
        else { return super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: elementIndexPath) }
        a.frame.size.width = 0
        a.alpha = 0
        return a
    }

    /// A connection to a deleted node ends as a zero-width line at its parent's trailing
    /// edge of before the update, alpha 0.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at elementIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    {
        guard kind == Self.connectionKind, updates.isDeleted(elementIndexPath),
            var a = previousInformation[kind]?[elementIndexPath]
        else { return super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: elementIndexPath) }
        a.frame.size.width = 0
        a.alpha = 0
        return a
    }

    // MARK: - Private

    private func install(_ attributes: [LayoutAttributes], size newSize: Size, rows: Int) {
        var byKind: [String: [ElementIndexPath: LayoutAttributes]] = [:]
        for a in attributes {
            byKind[a.representedElementKind ?? Self.cellKind, default: [:]][a.indexPath] = a
        }
        previousInformation = layoutInformation
        layoutInformation = byKind
        allAttributes = attributes
        index = FrameIndex(frames: attributes.map(\.frame))
        size = newSize
        numberOfRows = rows
    }

    /// From the parent's trailing edge to the child's leading edge, between the two
    /// center lines (widened by the thickness, kept inside the content).
    private func connectionFrame(from parent: Rect, to child: Rect, contentHeight: Double) -> Rect {
        let top = max(0, min(parent.midY, child.midY) - connectionThickness / 2)
        let bottom = min(contentHeight, max(parent.midY, child.midY) + connectionThickness / 2)
        return Rect(x: parent.maxX, y: top, width: child.minX - parent.maxX, height: max(0, bottom - top))
    }

    private static func check(_ child: ElementIndexPath, of parent: ElementIndexPath, counts: [Int], hasParent: [[ElementIndexPath?]])
        throws(LayoutError)
    {
        guard child.trailing.isEmpty, child.section == parent.section + 1 else {
            throw .invalidParameter(
                name: "children",
                message:
                    "item \(parent) lists child \(child), which is not an item of section \(parent.section + 1); each section is one level of the tree"
            )
        }
        guard child.section < counts.count, child.item >= 0, child.item < counts[child.section] else {
            let available = child.section < counts.count ? counts[child.section] : 0
            throw .invalidParameter(
                name: "children",
                message: "item \(parent) lists child \(child), but section \(child.section) has \(available) items")
        }
        if let other = hasParent[child.section][child.item] {
            throw .invalidParameter(
                name: "children",
                message: other == parent
                    ? "item \(parent) lists child \(child) twice"
                    : "item \(child) is listed as a child of both \(other) and \(parent); a tree item has one parent")
        }
    }
}
