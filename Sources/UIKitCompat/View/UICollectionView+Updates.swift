import CollectionView
import Foundation
import LayoutProtocol
import Transitions

extension UICollectionView {
    // MARK: - Batch updates

    /// Applies the inserts, deletes, moves and reloads the block makes as one batch (the
    /// layout's update hooks run as in UIKit). `completion` runs once the batch is applied, with
    /// `false` when it was rejected (see ``UIScrollView/lastError``); the animation itself plays on the host's
    /// clock, from ``lastUpdatePlan``.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard batchOperations == nil else {
            updates?()  // nested: joins the outer batch
            completion?(true)
            return
        }
        // UIKit reads the counts before the block changes the data, when the view holds none.
        do {
            try host.loadCountsIfNeeded()
        } catch {
            lastError = error
            completion?(false)
            return
        }
        batchOperations = []
        updates?()
        let operations = batchOperations ?? []
        batchOperations = nil
        do {
            lastUpdatePlan = try host.performBatchUpdates { updater in for operation in operations { operation(updater) } }
            lastError = nil
            completion?(true)
        } catch {
            lastError = error
            completion?(false)
        }
    }

    private func enqueue(_ operation: @escaping (BatchUpdater) -> Void) {
        if batchOperations != nil {
            batchOperations?.append(operation)
        } else {
            performBatchUpdates { self.batchOperations?.append(operation) }
        }
    }

    /// Inserts items (in a batch, or as a batch of its own).
    public func insertItems(at indexPaths: [IndexPath]) { enqueue { $0.insertItems(at: indexPaths.map(\.native)) } }
    /// Deletes items.
    public func deleteItems(at indexPaths: [IndexPath]) { enqueue { $0.deleteItems(at: indexPaths.map(\.native)) } }
    /// Reloads items.
    public func reloadItems(at indexPaths: [IndexPath]) { enqueue { $0.reloadItems(at: indexPaths.map(\.native)) } }
    /// Moves an item.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        enqueue { $0.moveItem(at: indexPath.native, to: newIndexPath.native) }
    }
    /// Inserts sections.
    public func insertSections(_ sections: IndexSet) { enqueue { $0.insertSections(Array(sections)) } }
    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet) { enqueue { $0.deleteSections(Array(sections)) } }
    /// Reloads sections.
    public func reloadSections(_ sections: IndexSet) { enqueue { $0.reloadSections(Array(sections)) } }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) { enqueue { $0.moveSection(section, toSection: newSection) } }

    // MARK: - Changing the layout

    /// Shows another layout; with animation, the host's clock plays the transition.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Shows another layout, calling `completion` when the transition ends.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let previous = layout.collectionView
        layout.collectionView = self
        do {
            try host.setCollectionViewLayout(layout.bridge, animated: animated) { finished in
                MainActor.assumeIsolated { completion?(finished) }
            }
            collectionViewLayout = layout
            lastError = nil
        } catch {
            layout.collectionView = previous
            lastError = error
        }
    }

    /// Starts an interactive transition to `layout`; drive it with the returned layout's
    /// `transitionProgress`, then ``finishInteractiveTransition()`` or
    /// ``cancelInteractiveTransition()``. When the host refuses (another transition runs), the
    /// error is in ``UIScrollView/lastError`` and the returned layout is not installed.
    @discardableResult
    public func startInteractiveTransition(to layout: UICollectionViewLayout, completion: ((Bool, Bool) -> Void)? = nil)
        -> UICollectionViewTransitionLayout
    {
        let current = collectionViewLayout
        layout.collectionView = self
        do {
            let native = try host.startInteractiveTransition(to: layout.bridge) { [weak self] completed, finished in
                MainActor.assumeIsolated {
                    // `finished` says the new layout is installed (`false` after a cancel);
                    // `completed`, that the end animation ran to its end.
                    if finished { self?.collectionViewLayout = layout }
                    completion?(completed, finished)
                }
            }
            lastError = nil
            let transition = UICollectionViewTransitionLayout(native, currentLayout: current, nextLayout: layout)
            transition.collectionView = self
            return transition
        } catch {
            lastError = error
            return UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        }
    }

    /// Finishes the interactive transition (the new layout stays).
    public func finishInteractiveTransition() { record { () throws(CollectionViewError) in try host.finishInteractiveTransition() } }

    /// Cancels the interactive transition (the old layout comes back).
    public func cancelInteractiveTransition() { record { () throws(CollectionViewError) in try host.cancelInteractiveTransition() } }
}

/// The layout between two layouts during an interactive transition
/// (`UICollectionViewTransitionLayout`), over CVKit's ``Transitions/TransitionLayout``.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout
    /// The CVKit transition layout that interpolates.
    public let transition: TransitionLayout

    /// A transition layout between two layouts (what a delegate would return).
    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        transition = TransitionLayout(currentLayout: currentLayout.bridge, nextLayout: nextLayout.bridge)
        super.init()
    }

    init(_ native: TransitionLayout, currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        transition = native
        super.init()
    }

    /// Not supported: a transition layout is made from two layouts.
    @available(*, unavailable, message: "a transition layout needs its two layouts; use init(currentLayout:nextLayout:)")
    public required init?(coder: NSCoder) { fatalError("unavailable") }  // allowed: marked unavailable, no caller can compile

    /// How far the transition is, 0…1. Setting it while the collection view runs the
    /// transition moves the views; a value outside 0…1 is recorded in the view's `lastError`.
    public var transitionProgress: CGFloat {
        get { CGFloat(transition.transitionProgress) }
        set {
            if let view = collectionView {
                view.record { () throws(CollectionViewError) in try view.host.updateInteractiveTransition(progress: Double(newValue)) }
            } else {
                try? transition.setTransitionProgress(Double(newValue))
            }
        }
    }

    /// Sets a value the transition interpolates along with the progress.
    public func updateValue(_ value: CGFloat, forAnimatedKey key: String) { transition.updateValue(Double(value), forAnimatedKey: key) }

    /// A value set with ``updateValue(_:forAnimatedKey:)``.
    public func value(forAnimatedKey key: String) -> CGFloat { CGFloat(transition.value(forAnimatedKey: key)) }

    open override var collectionViewContentSize: CGSize { CGSize(transition.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        transition.layoutAttributesForElements(in: rect.native).map(UICollectionViewLayoutAttributes.restoring)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        transition.layoutAttributesForItem(at: indexPath.native).map(UICollectionViewLayoutAttributes.restoring)
    }
}
