/// The host's re-entrancy guard: what happens when a layout writes host state (the content
/// inset, the content offset) or asks for layout from inside one of its own hooks.
///
/// UIKit code does this (a layout that sets `collectionView.contentInset` in
/// `invalidateLayout(with:)` or `prepare()`), and a host that answered each write with a
/// new invalidation and pass would recurse without end. While an operation runs (a layout
/// pass, a bounds or inset change), the guard is active: a write of an unchanged value does
/// nothing, a changed value is stored and invalidates the layout at most once per
/// operation, and a nested `layoutIfNeeded()` or `reloadData()` defers to the running
/// operation, which finishes the work with a bounded number of further passes.
///
/// May not touch anything but its own flags: the host's layout pass and setters read them.
final class HostWriteGuard {
    /// How many guarded operations are open (nested operations from hooks count too).
    private(set) var depth = 0
    /// Whether a write from a hook already invalidated the layout in this operation.
    var invalidatedByWrite = false
    /// Whether a write from a hook changed host state in this operation, so the outer
    /// operation runs a follow-up pass.
    var wroteDuringOperation = false
    /// How many times the layout was prepared again in one pass because its own hooks
    /// invalidated it while it prepared.
    static let maximumPreparesPerPass = 3
    /// How many follow-up passes an operation runs for writes from hooks.
    static let maximumFollowUpPasses = 2

    /// Creates an idle guard.
    init() {}

    /// Whether a guarded operation is running.
    var isActive: Bool { depth > 0 }

    /// Runs `body` as a guarded operation; the per-operation flags reset when the
    /// outermost operation ends.
    func run<T>(_ body: () throws(CollectionViewError) -> T) throws(CollectionViewError) -> T {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 {
                invalidatedByWrite = false
                wroteDuringOperation = false
            }
        }
        return try body()
    }
}
