import Foundation
import LayoutProtocol

/// One change of a batch update, as `prepare(forCollectionViewUpdates:)` receives it
/// (`UICollectionViewUpdateItem`). A section change has `NSNotFound` as its item, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What a change does.
    public enum Action: Int, Sendable {
        /// An insert.
        case insert
        /// A delete.
        case delete
        /// A reload.
        case reload
        /// A move.
        case move
        /// No change.
        case none
    }

    /// The index path before the update; `nil` for inserts.
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update; `nil` for deletes.
    public let indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    public let updateAction: Action

    init(_ item: UpdateItem) {
        func path(_ p: UpdateIndexPath?) -> IndexPath? { p.map { IndexPath(item: $0.item ?? NSNotFound, section: $0.section) } }
        indexPathBeforeUpdate = path(item.indexPathBeforeUpdate)
        indexPathAfterUpdate = path(item.indexPathAfterUpdate)
        switch item.action {
        case .insert: updateAction = .insert
        case .delete: updateAction = .delete
        case .reload: updateAction = .reload
        case .move: updateAction = .move
        case .none: updateAction = .none
        }
        super.init()
    }
}
