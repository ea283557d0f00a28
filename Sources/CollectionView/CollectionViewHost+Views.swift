import Geometry
import LayoutProtocol
import ReuseQueue

extension CollectionViewHost {
    /// The view shown for a visible element, if any.
    public func view(for key: ElementKey) -> CollectionReusableView? { visibleViews[key] }

    /// The cell shown for an item, if it is visible (`cellForItem(at:)`).
    public func cellForItem(at indexPath: ElementIndexPath) -> CollectionViewCell? {
        visibleViews[.cell(indexPath)] as? CollectionViewCell
    }

    /// The visible cells, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        visibleViews.filter { $0.key.category == .cell }.sorted { $0.key < $1.key }.compactMap { $0.value as? CollectionViewCell }
    }

    /// Brings views in line with the visible set: elements that left give their views
    /// back; elements that came in get a view from the data source (cells, supplementary
    /// views) or from the layout's registration (decoration views); every visible view
    /// gets its current attributes.
    package func updateVisibleViews(
        from old: [ElementKey: LayoutAttributes], to new: [ElementKey: LayoutAttributes], reconfigureAll: Bool
    ) throws(CollectionViewError) {
        // Create the incoming views first, so a failure leaves the shown views untouched.
        var incoming: [ElementKey: CollectionReusableView] = [:]
        for (key, _) in new where visibleViews[key] == nil || reconfigureAll {
            incoming[key] = try makeView(for: key)
        }
        for (key, view) in visibleViews where new[key] == nil || incoming[key] != nil {
            visibleViews[key] = nil
            delegate?.collectionView(self, didEndDisplaying: view, for: key)
        }
        for (key, view) in incoming.sorted(by: { $0.key < $1.key }) {
            if let cell = view as? CollectionViewCell, key.category == .cell {
                cell.isSelected = selectedItems.contains(key.indexPath)
                cell.isHighlighted = highlightedItems.contains(key.indexPath)
            }
            visibleViews[key] = view
            delegate?.collectionView(self, willDisplay: view, for: key)
        }
        for (key, attributes) in new {
            if let view = visibleViews[key], view.appliedAttributes != attributes { view.apply(attributes) }
        }
    }

    /// A configured view for an element.
    package func makeView(for key: ElementKey) throws(CollectionViewError) -> CollectionReusableView {
        switch key.category {
        case .cell:
            guard let dataSource else { throw .noDataSource }
            do {
                return try dataSource.collectionView(self, cellForItemAt: key.indexPath)
            } catch let error as CollectionViewError {
                throw error
            } catch {
                throw .reuse("\(error)")
            }
        case .supplementary(let kind):
            guard let dataSource else { throw .noDataSource }
            do {
                return try dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
            } catch let error as CollectionViewError {
                throw error
            } catch {
                throw .reuse("\(error)")
            }
        case .decoration(let kind):
            if let type = collectionViewLayout.decorationViewRegistrations[kind] as? CollectionReusableView.Type {
                return type.init()
            }
            if let factory = collectionViewLayout.decorationViewRegistrations[kind] as? () -> CollectionReusableView {
                return factory()
            }
            let known = collectionViewLayout.decorationViewRegistrations.keys.sorted()
            throw .reuse(
                "no decoration view is registered on the layout for kind '\(kind)'; registered kinds: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
        }
    }
}
