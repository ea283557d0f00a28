import Geometry
import LayoutProtocol
import ReuseQueue

extension CollectionViewHost {
    // MARK: - Public API

    /// The view shown for a visible element, if any.
    public func view(for key: ElementKey) -> CollectionReusableView? { visibleSet.views[key] }

    /// The cell shown for an item, if it is visible (`cellForItem(at:)`).
    public func cellForItem(at indexPath: ElementIndexPath) -> CollectionViewCell? {
        visibleSet.views[.cell(indexPath)] as? CollectionViewCell
    }

    /// The visible cells, in index-path order.
    ///
    /// - Complexity: O(v log v) for v visible views.
    public var visibleCells: [CollectionViewCell] {
        visibleSet.views.filter { $0.key.category == .cell }.sorted { $0.key < $1.key }.compactMap { $0.value as? CollectionViewCell }
    }

    // MARK: - The visible set

    /// Brings views in line with the visible set: runs a ``ViewReconciler`` over the
    /// ``VisibleSet`` and the ``SelectionModel``, with this host's data source, delegate,
    /// prefetching data source and layout behind it (see ``ViewReconciler/reconcile(from:to:reconfigureAll:layout:bounds:)``).
    ///
    /// With `reconfigureAll` (``reloadData()``) every view goes back and every element is
    /// asked for again. If the data source throws or hands out a view that is already
    /// shown, the views go back to the elements they showed before and the error is
    /// rethrown.
    func updateVisibleViews(
        from old: [ElementKey: LayoutAttributes], to new: [ElementKey: LayoutAttributes], reconfigureAll: Bool
    ) throws(CollectionViewError) {
        let reconciler = ViewReconciler(visibleSet: visibleSet, selection: selection, environment: HostViewEnvironment(host: self))
        try reconciler.reconcile(from: old, to: new, reconfigureAll: reconfigureAll, layout: collectionViewLayout, bounds: bounds)
    }

    /// A configured view for an element: from the data source for cells and
    /// supplementary views, from the reuse pool with the layout's registration for
    /// decoration views.
    func makeView(for key: ElementKey) throws(CollectionViewError) -> CollectionReusableView {
        switch key.category {
        case .cell:
            guard let dataSource else { throw .noDataSource }
            do {
                return try dataSource.collectionView(self, cellForItemAt: key.indexPath)
            } catch let error as CollectionViewError {
                throw error
            } catch {
                throw .dataSourceError(CollectionViewError.DataSourceFailure(element: key, error: error))
            }
        case .supplementary(let kind):
            guard let dataSource else { throw .noDataSource }
            do {
                return try dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
            } catch let error as CollectionViewError {
                throw error
            } catch {
                throw .dataSourceError(CollectionViewError.DataSourceFailure(element: key, error: error))
            }
        case .decoration(let kind):
            return try dequeueDecorationView(ofKind: kind)
        }
    }
}

/// The host behind a ``ViewReconciler``: views from its data source (or the layout's
/// decoration registrations), display callbacks to its delegate, prefetching to its
/// prefetching data source, preferred attributes to its layout.
///
/// It lives for one `updateVisibleViews` call, while the host runs it, so it keeps the
/// host `unowned(unsafe)` and the delegate read once: no reference counting per callback
/// (both have weak-reference side tables, which make each counted access slow).
struct HostViewEnvironment: ViewReconcilerEnvironment {
    unowned(unsafe) let host: CollectionViewHost
    /// The delegate when the pass began.
    let delegate: (any CollectionViewDelegate)?
    /// The layout-work observer when the pass began.
    let observer: (any LayoutWorkObserver)?

    init(host: CollectionViewHost) {
        self.host = host
        self.delegate = host.delegate
        self.observer = host.layoutWorkObserver
    }

    func preferredAttributesRound(began: Bool) {
        guard let observer else { return }
        if began { observer.layoutWorkWillBegin(.preferredAttributes) } else { observer.layoutWorkDidEnd(.preferredAttributes) }
    }

    var isPrefetching: Bool { host.prefetchDataSource != nil }

    func prefetch(entered: [ElementIndexPath], cancelled: [ElementIndexPath]) {
        guard let prefetch = host.prefetchDataSource else { return }
        if !cancelled.isEmpty { prefetch.collectionView(host, cancelPrefetchingForItemsAt: cancelled) }
        if !entered.isEmpty { prefetch.collectionView(host, prefetchItemsAt: entered) }
    }

    func makeView(for key: ElementKey) throws(CollectionViewError) -> CollectionReusableView { try host.makeView(for: key) }

    func willDisplay(_ view: CollectionReusableView, for key: ElementKey) {
        delegate?.collectionView(host, willDisplay: view, for: key)
    }

    func didEndDisplaying(_ view: CollectionReusableView, for key: ElementKey) {
        delegate?.collectionView(host, didEndDisplaying: view, for: key)
    }

    /// The self-sizing hook: invalidates the layout when it asks for the preferred
    /// attributes.
    func viewPrefers(_ preferred: LayoutAttributes, original: LayoutAttributes) {
        let layout = host.collectionViewLayout
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        observer?.elementDidPreferOtherAttributes(original.key)
    }
}
