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

    /// The attributes of the shown elements, in no particular order (``visibleElements``
    /// sorts them). A scroll recorder reads them when the views changed, every few frames,
    /// where a sort would cost more than the frame's layout work.
    package var shownAttributes: Dictionary<ElementKey, LayoutAttributes>.Values { visibleSet.attributes.values }

    /// Moves whenever the shown elements may have changed (views came or went, shown views
    /// got other attributes); a pass that only moved the bounds leaves it. A scroll recorder
    /// reads the shown elements again only when it moved.
    package var shownViewsVersion: Int { visibleSet.viewsVersion }

    /// Whether a scroll animation step failed (``lastScrollError`` is set), read without
    /// copying the error: a scroll recorder asks every frame.
    package var hasScrollError: Bool { viewport.lastScrollError != nil }

    /// The layout's identity and prepare count, read without retaining the layout (which,
    /// weakly referenced, counts its references the slow way): a scroll recorder reads them
    /// every frame.
    package var layoutPrepareStamp: (layout: ObjectIdentifier, prepareCount: Int) {
        (ObjectIdentifier(layoutSlot), layoutSlot.preparePassCount)
    }

    /// Whether the shown elements are the layout's current answer for the bounds: the data
    /// was read, no layout pass is pending (the bounds did not move since the last one) and
    /// the layout was not invalidated since. A scroll recorder then knows that every
    /// element the layout places within the bounds is shown, without asking the layout.
    package var showsCurrentLayout: Bool {
        visibleSet.counts != nil && !visibleSet.needsReload && !visibleSet.needsRefresh && !collectionViewLayout.needsPrepare
    }

    /// The selected index paths, set without validation or delegate calls: the
    /// benchmarks select a thousand items before they time a batch update.
    package var selectedItemsWithoutValidation: Set<ElementIndexPath> {
        get { selection.selected }
        set { selection.selected = newValue }
    }
}
