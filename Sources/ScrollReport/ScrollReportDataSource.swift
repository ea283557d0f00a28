import CollectionView
import Geometry
import LayoutProtocol

/// The data source a scroll session uses when you bring none: counts per section, and
/// optionally each item's real size, which its cells prefer (self-sizing: a layout with
/// estimated sizes learns the real ones as cells come on screen).
///
/// It registers its cell and one supplementary view per kind the layout asks for, and
/// keeps its counts and sizes in step with ``ScrollStep/insertItems(section:item:count:)``
/// and ``ScrollStep/deleteItems(section:item:count:)``.
///
/// ```swift
/// let data = ScrollReportDataSource(counts: [1000], sizes: nil)
/// host.dataSource = data
/// try data.register(on: host)
/// ```
public final class ScrollReportDataSource: CollectionViewDataSource {
    /// The reuse identifier of its cells.
    public static let cellIdentifier = "ScrollReportCell"

    /// Items per section.
    public private(set) var counts: [Int]
    /// Each item's size, per section, or `nil`: cells then prefer the attributes they get.
    public private(set) var sizes: [[Size]]?

    /// Creates a data source.
    ///
    /// - Parameters:
    ///   - counts: Items per section.
    ///   - sizes: The size each cell prefers, per section (a section with fewer sizes than
    ///     items repeats its last size; an empty one prefers what it gets), or `nil`.
    public init(counts: [Int], sizes: [[Size]]? = nil) {
        self.counts = counts.map { max(0, $0) }
        self.sizes = sizes
    }

    /// Registers the cell class on a host.
    ///
    /// - Throws: What the host's registration throws.
    public func register(on host: CollectionViewHost) throws(CollectionViewError) {
        try host.register(ScrollReportCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
    }

    // MARK: - CollectionViewDataSource

    public func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }

    public func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < counts.count ? counts[section] : 0
    }

    public func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell
    {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? ScrollReportCell)?.preferredSize = preferredSize(at: indexPath)
        return cell
    }

    public func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        let slot = ReuseSlot.supplementary(kind: kind, identifier: kind)
        if collectionView.reusePool.registration(for: slot) == nil {
            try collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        return try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }

    // MARK: - Changes

    /// Inserts `count` items at `item` of `section` (their sizes copy the size of the item
    /// they are inserted before, or the section's last).
    func insert(section: Int, item: Int, count: Int) {
        counts[section] += count
        guard var all = sizes, section < all.count, !all[section].isEmpty else { return }
        let template = all[section][min(item, all[section].count - 1)]
        all[section].insert(contentsOf: Array(repeating: template, count: count), at: min(item, all[section].count))
        sizes = all
    }

    /// Deletes `count` items from `item` of `section`.
    func delete(section: Int, item: Int, count: Int) {
        counts[section] -= count
        guard var all = sizes, section < all.count, item < all[section].count else { return }
        all[section].removeSubrange(item..<min(item + count, all[section].count))
        sizes = all
    }

    /// The size the item's cell prefers, or `nil`.
    private func preferredSize(at indexPath: ElementIndexPath) -> Size? {
        guard let sizes, indexPath.section < sizes.count, let last = sizes[indexPath.section].last else { return nil }
        let row = sizes[indexPath.section]
        return indexPath.item < row.count ? row[indexPath.item] : last
    }
}

/// The cell of a ``ScrollReportDataSource``: it prefers its item's size when the data
/// gives one.
public final class ScrollReportCell: CollectionViewCell {
    /// The size this cell prefers, or `nil` for the size it gets.
    public var preferredSize: Size?

    public override func prepareForReuse() {
        super.prepareForReuse()
        preferredSize = nil
    }

    public override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        guard let preferredSize, preferredSize != layoutAttributes.size else { return layoutAttributes }
        var preferred = layoutAttributes
        preferred.size = preferredSize
        return preferred
    }
}
