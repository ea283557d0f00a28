import LayoutProtocol

extension CollectionViewHost {
    // MARK: - Counts

    /// The number of sections. The host holds no counts before its first pass or after
    /// its data source changed; then it asks the data source, as UIKit does.
    public var numberOfSections: Int { countsOnDemand?.count ?? 0 }

    /// The number of items in a section; 0 for a section that does not exist. Asks the
    /// data source when the host holds no counts (see ``numberOfSections``).
    public func numberOfItems(inSection section: Int) -> Int {
        guard let counts = countsOnDemand, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// The counts held, or read from the data source when none are held; `nil` when the
    /// data source gave a negative count (the host then holds none).
    var countsOnDemand: [Int]? {
        if let counts = visibleSet.counts { return counts }
        return try? loadCountsIfNeeded()
    }

    /// Reads the counts from the data source when the host holds none (before its first
    /// pass, or after ``dataSource`` changed), and keeps them; a batch update then starts
    /// from these counts. Views are asked for at the next pass.
    ///
    /// Call it before changing the data behind a batch update of a view that may never have
    /// been laid out (UIKit's `performBatchUpdates` does this before running its block).
    ///
    /// - Returns: The counts per section.
    /// - Throws: ``CollectionViewError/negativeSectionCount(_:)`` or
    ///   ``CollectionViewError/negativeItemCount(section:count:)``; nothing is kept then.
    @discardableResult
    public func loadCountsIfNeeded() throws(CollectionViewError) -> [Int] {
        if let counts = visibleSet.counts { return counts }
        let counts = try readCountsFromDataSource()
        visibleSet.counts = counts
        return counts
    }

    /// Makes the counts stale after the data source changed; the next pass reloads.
    package func dataSourceDidChange() {
        visibleSet.counts = nil
        visibleSet.needsReload = true
    }

    /// Reads every count from the data source and validates it.
    ///
    /// - Throws: ``CollectionViewError/negativeSectionCount(_:)`` or
    ///   ``CollectionViewError/negativeItemCount(section:count:)``.
    func readCountsFromDataSource() throws(CollectionViewError) -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        guard sections >= 0 else { throw .negativeSectionCount(sections) }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for s in 0..<sections {
            let n = dataSource.collectionView(self, numberOfItemsInSection: s)
            guard n >= 0 else { throw .negativeItemCount(section: s, count: n) }
            counts.append(n)
        }
        return counts
    }
}
