import CollectionView
import Foundation
import LayoutProtocol

/// What provides a collection view's counts and views (`UICollectionViewDataSource`). UIKit's
/// optional methods have default implementations here (Linux has no Objective-C runtime).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The view for a supplementary element; by default the layout pass fails with
    /// `CollectionViewError.missingSupplementaryView` (UIKit raises).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    /// Whether an interactive movement may start on the item; `true` by default (UIKit's
    /// answer when the data source implements `moveItemAt`, which is what interactive
    /// movement needs).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive movement ended with the item at a new place: move it in the data.
    /// By default nothing moves (implement it to reorder, as in UIKit).
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Records `missingSupplementaryView` and returns a placeholder.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        collectionView.callbackError = .missingSupplementaryView(kind: kind, indexPath: indexPath.native)
        return UICollectionReusableView(frame: .zero)
    }

    /// `true`.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Nothing.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// The data source adapter the host calls; it forwards to the UIKit-dialect data source.
final class HostDataSource: CollectionViewDataSource {
    nonisolated(unsafe) weak var view: UICollectionView?

    private func onView<T: Sendable>(_ fallback: T, _ body: @MainActor @Sendable (UICollectionView, any UICollectionViewDataSource) -> T)
        -> T
    {
        guard let view else { return fallback }
        return MainActor.assumeIsolated {
            guard let dataSource = view.dataSource else { return fallback }
            return body(view, dataSource)
        }
    }

    func numberOfSections(in collectionView: CollectionViewHost) -> Int { onView(0) { $1.numberOfSections(in: $0) } }

    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        onView(0) { $1.collectionView($0, numberOfItemsInSection: section) }
    }

    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        let result: Result<Unchecked<ViewShim>, CollectionViewError> = onView(.failure(.noDataSource)) { view, dataSource in
            view.callbackError = nil
            let cell = dataSource.collectionView(view, cellForItemAt: IndexPath(indexPath))
            let shim = cell.shim
            view.dequeuedShims.removeAll()
            if let error = view.callbackError { return .failure(error) }
            guard let shim else {
                return .failure(.dataSourceError(Self.notDequeued("cellForItemAtIndexPath", .cell(indexPath))))
            }
            return .success(Unchecked(shim))
        }
        return try result.get().value
    }

    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        let result: Result<Unchecked<ViewShim>, CollectionViewError> = onView(.failure(.noDataSource)) { view, dataSource in
            view.callbackError = nil
            let v = dataSource.collectionView(view, viewForSupplementaryElementOfKind: kind, at: IndexPath(indexPath))
            let shim = v.shim
            view.dequeuedShims.removeAll()
            if let error = view.callbackError { return .failure(error) }
            guard let shim else {
                return .failure(
                    .dataSourceError(
                        Self.notDequeued("viewForSupplementaryElementOfKind", ElementKey(.supplementary(kind: kind), indexPath))))
            }
            return .success(Unchecked(shim))
        }
        return try result.get().value
    }

    func collectionView(_ collectionView: CollectionViewHost, canMoveItemAt indexPath: ElementIndexPath) -> Bool {
        onView(false) { $1.collectionView($0, canMoveItemAt: IndexPath(indexPath)) }
    }

    func collectionView(
        _ collectionView: CollectionViewHost, moveItemAt sourceIndexPath: ElementIndexPath, to destinationIndexPath: ElementIndexPath
    ) {
        onView(()) { $1.collectionView($0, moveItemAt: IndexPath(sourceIndexPath), to: IndexPath(destinationIndexPath)) }
    }

    /// UIKit's wording for a view the data source made itself.
    static func notDequeued(_ method: String, _ element: ElementKey) -> CollectionViewError.DataSourceFailure {
        .init(element: element, errorType: "UIKitCompat.UICollectionView", message: notDequeuedMessage(method))
    }

    /// UIKit's message for a view that was not dequeued.
    static func notDequeuedMessage(_ method: String) -> String {
        "the view returned from -collectionView:\(method): does not have a reuseIdentifier - views must be retrieved by calling -dequeueReusable…WithReuseIdentifier:forIndexPath:"
    }
}
