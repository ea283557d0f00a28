import Geometry
import LayoutProtocol
import ReuseQueue

/// The host's visible-set part: what is on screen, the counts it was computed from, and
/// the reuse pool its views come from.
///
/// Owns the counts last read from the data source, the attributes of the elements in
/// the prepared rect, the views shown for them, the reuse pool, the prefetch band's
/// items, and the bookkeeping that lets a pass skip work (whether the rect needs a new
/// query, which prepare pass and layout the views' attributes came from, the pass
/// number that marks staying views). Checks the layout's answers against the counts.
///
/// May not touch the bounds, the layout's invalidation, selection or the data source
/// itself: the host's layout pass (`CollectionViewHost+LayoutPass.swift`) asks the data
/// source and calls into this part, the ``ViewReconciler`` brings its views in line
/// with a pass, and a batch update re-keys its contents.
final class VisibleSet {
    /// Items per section as last read from the data source; `nil` before the first read.
    var counts: [Int]?
    /// The attributes of the elements in the prepared rect.
    var attributes: [ElementKey: LayoutAttributes] = [:]
    /// The views shown for visible elements.
    var views: [ElementKey: CollectionReusableView] = [:]
    /// Set when the bounds moved without invalidating the layout.
    var needsRefresh = true
    /// Set when the data source changed: the next pass reloads everything (the views are
    /// asked for again), even when ``counts`` were read on demand since.
    var needsReload = true
    /// How many layout passes (prepare + visible set) ran.
    var layoutPassCount = 0

    /// The reuse queues behind dequeue.
    let pool = ReusePool()
    /// Items in the prefetch band (prepared but not intersecting the bounds) that the
    /// prefetching data source was told about.
    var prefetchedItems: Set<ElementIndexPath> = []
    /// The layout's `preparePassCount` when the views last got their attributes.
    var appliedPrepareCount = -1
    /// The layout whose attributes the views got last.
    weak var appliedLayout: CollectionViewLayout?
    /// Counts visible-set passes (the pass mark the `ViewReconciler` keeps on each shown view).
    var passNumber = 0
    /// Moves whenever the shown elements may have changed: views came or went, shown views
    /// got other attributes (the layout prepared again or was replaced), or a failed pass
    /// put the old ones back. A pass that only moved the bounds over the same views leaves
    /// it alone, so a scroll recorder reads the shown elements again only when it moved.
    /// Only ever incremented or read.
    var viewsVersion = 0

    /// Creates an empty visible set.
    init() {}

    // MARK: - Counts

    /// The number of sections in ``counts``.
    var numberOfSections: Int { counts?.count ?? 0 }

    /// The number of items in a section; 0 for a section that does not exist.
    func numberOfItems(inSection section: Int) -> Int {
        guard let counts, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// Whether an index path names an item in the counts.
    func containsItem(at indexPath: ElementIndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: - Checking the layout's answer

    /// The attributes of a rect query by key, checked against the counts.
    ///
    /// - Throws: ``CollectionViewError/itemInMissingSection(section:numberOfSections:)``,
    ///   ``CollectionViewError/itemOutOfRange(item:section:numberOfItems:)`` or
    ///   ``CollectionViewError/nonFiniteAttributes(_:)``.
    func checked(_ all: consuming [LayoutAttributes]) throws(CollectionViewError) -> [ElementKey: LayoutAttributes] {
        var result: [ElementKey: LayoutAttributes] = [:]
        result.reserveCapacity(all.count)
        // The counts read once (a class property: one exclusivity check, not one per cell).
        let counts = self.counts ?? []
        let sections = counts.count
        // Elements are moved out of the array from the back, not copied out of it: each
        // copy and the array's final destruction retained and released every reference
        // an attributes value holds. The result is what a pass from the front gives: a
        // repeated key keeps the last of its attributes, and of several bad elements the
        // first one is reported (the last one found from the back).
        var failure: CollectionViewError?
        // Set with `failure`: testing a Bool does not copy the optional error.
        var failed = false
        while let a = all.popLast() {
            if case .cell = a.category {
                let s = a.indexPath.section, i = a.indexPath.item
                guard s >= 0, s < sections else {
                    failure = .itemInMissingSection(section: s, numberOfSections: sections)
                    failed = true
                    continue
                }
                guard i >= 0, i < counts[s] else {
                    failure = .itemOutOfRange(item: i, section: s, numberOfItems: counts[s])
                    failed = true
                    continue
                }
            }
            guard a.isFinite else {
                failure = .nonFiniteAttributes(a)
                failed = true
                continue
            }
            guard !failed else { continue }
            let key = a.key
            if let later = result.updateValue(consume a, forKey: key) { result[key] = later }
        }
        if let failure { throw failure }
        return result
    }

    // MARK: - Queries

    /// The visible item whose frame contains a point (the one with the highest zIndex).
    func indexPathForItem(at point: Point) -> ElementIndexPath? {
        attributes.values
            .filter { $0.category == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?
            .indexPath
    }

    // MARK: - Prefetching

    /// Updates the prefetch band for a pass and says which items entered it from outside
    /// the prepared rect and which prefetched items left the prepared rect unshown.
    ///
    /// - Parameters:
    ///   - old: The attributes before the pass.
    ///   - new: The attributes after it.
    ///   - bounds: The bounds (items intersecting them are shown, not prefetched).
    /// - Returns: The entered and cancelled items, sorted.
    func updatePrefetchBand(
        old: [ElementKey: LayoutAttributes], new: [ElementKey: LayoutAttributes], bounds visible: Rect
    ) -> (entered: [ElementIndexPath], cancelled: [ElementIndexPath]) {
        var band = Set<ElementIndexPath>()
        for (key, attributes) in new where key.category == .cell && !attributes.frame.intersects(visible) {
            band.insert(key.indexPath)
        }
        let before = prefetchedItems
        // Entered the band from outside the prepared rect (not scrolled past on screen).
        let entered = band.filter { !before.contains($0) && old[.cell($0)] == nil }.sorted()
        // Prefetched but gone from the prepared rect without being shown.
        let cancelled = before.filter { !band.contains($0) && new[.cell($0)] == nil }.sorted()
        prefetchedItems = band.filter { before.contains($0) || old[.cell($0)] == nil }
        return (entered, cancelled)
    }
}
