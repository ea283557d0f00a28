import LayoutProtocol

// The host's state that other modules of this package read or set, each named in
// Docs/Architecture.md ("Package seams"). Everything else of the host's parts is internal.

extension CollectionViewHost {
    /// How many layout passes the host has run; 0 before the first. `DiffableDataSource`
    /// reads it: its first `apply` loads a host that never ran a pass with `reloadData()`
    /// instead of a batch update.
    package var layoutPassCount: Int { visibleSet.layoutPassCount }

    /// How many views the host shows (cells, supplementary and decoration views). The
    /// benchmarks read it for the goal "views created ≤ largest visible + one line".
    package var visibleViewCount: Int { visibleSet.views.count }

    /// The selected index paths, set without validation or delegate calls: the
    /// benchmarks select a thousand items before they time a batch update.
    package var selectedItemsWithoutValidation: Set<ElementIndexPath> {
        get { selection.selected }
        set { selection.selected = newValue }
    }
}
