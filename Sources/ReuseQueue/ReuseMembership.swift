/// The state of one reuse slot inside a ``ReusePool``: its registration, its queued views
/// and its statistics. A class, so a dequeue mutates its queue in place and a view can
/// point at its slot's state (no hashing on enqueue).
final class ReuseSlotState {
    /// Everything a slot keeps, in one stored property: a dequeue or an enqueue changes
    /// the queue and the statistics in one access (one dynamic exclusivity check, where
    /// separate class properties cost one each).
    struct Contents {
        /// What makes new views of the slot, or `nil` after unregistering.
        var registration: ViewRegistration?
        /// Views waiting to be dequeued again.
        var queue: [CollectionReusableView] = []
        /// Created, reused, in use and queued counts.
        var statistics = ReuseStatistics()
        /// Bumped when the registration changes, so views of an old one are not requeued.
        var generation = 0
    }

    /// The registration, queue, statistics and generation.
    var contents = Contents()

    /// Creates an empty slot state.
    init() {}
}

/// A unique object that names one reuse pool.
final class ReusePoolIdentity {
    /// Creates a new identity.
    init() {}
}

/// Which pool handed a view out, for which registration, and whether it is queued: the
/// pool's record of a view, kept in the room the view has for it
/// (`CollectionReusableView.poolRecord`, untyped there since that module sits below this
/// one). Only this module makes and reads it, through the names below.
typealias ReuseMembership = OpaqueViewRecord

extension OpaqueViewRecord {
    /// Creates a membership record.
    init(pool: ReusePoolIdentity, slot: ReuseSlotState, generation: Int, isQueued: Bool) {
        self.init(first: pool, second: slot, number: generation, flag: isQueued)
    }

    /// The pool that made the view.
    var pool: AnyObject { first }

    /// The state of the slot the view was made for.
    ///
    /// `unowned(unsafe)` (the record's second reference): no reference counting (a weak
    /// reference cost a side-table load per enqueue and dequeue, and a strong one would
    /// make a cycle with the slot's queue). Why it is safe: a pool never drops a slot
    /// state (unregistering keeps it, with no registration), and the pool reads `slot`
    /// only after ``pool`` proved the view is its own — and `pool` is a strong
    /// reference, so a view that outlives its pool keeps that identity alive and never
    /// matches another pool. A view whose pool is gone is therefore never asked for its
    /// slot. `ReuseQueueTests` ("a view that outlives its pool") enqueues such views into
    /// a new pool; the address sanitizer would report any read of the freed slot. Only
    /// this module stores a record, always with a `ReuseSlotState` here, so the cast
    /// holds.
    var slot: ReuseSlotState { unsafeDowncast(second, to: ReuseSlotState.self) }

    /// The slot's generation when the view was made.
    var generation: Int { number }

    /// Whether the view waits in its slot's queue.
    var isQueued: Bool {
        get { flag }
        set { flag = newValue }
    }
}
