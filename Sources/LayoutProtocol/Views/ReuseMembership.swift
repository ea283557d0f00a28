/// The state of one reuse slot inside a `ReusePool`: its registration, its queued views
/// and its statistics. A class, so a dequeue mutates its queue in place and a view can
/// point at its slot's state (no hashing on enqueue).
///
/// Declared here, beside ``CollectionReusableView``, because a view carries its
/// ``ReuseMembership``; only the `ReuseQueue` module creates and changes it.
package final class ReuseSlotState {
    /// What makes new views of the slot, or `nil` after unregistering.
    package var registration: ViewRegistration?
    /// Views waiting to be dequeued again.
    package var queue: [CollectionReusableView] = []
    /// Created, reused, in use and queued counts.
    package var statistics = ReuseStatistics()
    /// Bumped when the registration changes, so views of an old one are not requeued.
    package var generation = 0

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
    /// The state of the slot the view was made for. Weak: the slot holds its queued views.
    package weak var slot: ReuseSlotState?
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
