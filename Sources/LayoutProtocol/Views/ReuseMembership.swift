/// The state of one reuse slot inside a `ReusePool`: its registration, its queued views
/// and its statistics. A class, so a dequeue mutates its queue in place and a view can
/// point at its slot's state (no hashing on enqueue).
///
/// Declared here, beside ``CollectionReusableView``, because a view carries its
/// ``ReuseMembership``; only the `ReuseQueue` module creates and changes it.
package final class ReuseSlotState {
    /// Everything a slot keeps, in one stored property: a dequeue or an enqueue changes
    /// the queue and the statistics in one access (one dynamic exclusivity check, where
    /// separate class properties cost one each).
    package struct Contents {
        /// What makes new views of the slot, or `nil` after unregistering.
        package var registration: ViewRegistration?
        /// Views waiting to be dequeued again.
        package var queue: [CollectionReusableView] = []
        /// Created, reused, in use and queued counts.
        package var statistics = ReuseStatistics()
        /// Bumped when the registration changes, so views of an old one are not requeued.
        package var generation = 0
    }

    /// The registration, queue, statistics and generation.
    package var contents = Contents()

    /// Creates an empty slot state.
    package init() {}
}

/// A unique object that names one reuse pool.
package final class ReusePoolIdentity {
    /// Creates a new identity.
    package init() {}
}

/// Which pool handed a view out, for which registration, and whether it is queued.
package struct ReuseMembership {
    /// The pool that made the view.
    package var pool: ReusePoolIdentity
    /// The state of the slot the view was made for.
    ///
    /// `unowned(unsafe)`: no reference counting (a weak reference cost a side-table
    /// load per enqueue and dequeue, and a strong one would make a cycle with the slot's
    /// queue). Why it is safe: a pool never drops a slot state (unregistering keeps it,
    /// with no registration), and the pool reads `slot` only after ``pool`` proved the
    /// view is its own — and `pool` is a strong reference, so a view that outlives its
    /// pool keeps that identity alive and never matches another pool. A view whose pool
    /// is gone is therefore never asked for its slot. `ReuseQueueTests` ("a view that
    /// outlives its pool") enqueues such views into a new pool; the address sanitizer
    /// would report any read of the freed slot.
    package unowned(unsafe) var slot: ReuseSlotState
    /// The slot's generation when the view was made.
    package var generation: Int
    /// Whether the view waits in its slot's queue.
    package var isQueued: Bool

    /// Creates a membership record.
    package init(pool: ReusePoolIdentity, slot: ReuseSlotState, generation: Int, isQueued: Bool) {
        self.pool = pool
        self.slot = slot
        self.generation = generation
        self.isQueued = isQueued
    }
}
