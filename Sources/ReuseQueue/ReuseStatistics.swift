/// How many views of a slot were created and reused, and where they are now.
///
/// `created` counts views made from the registration, `reused` counts dequeues answered
/// from the queue; `inUse` views were handed out and not given back, `queued` views wait
/// in the queue. `created == inUse + queued` as long as no queued view was discarded
/// (replacing or removing a registration, or `removeAllQueuedViews()`, discards them).
public struct ReuseStatistics: Hashable, Sendable, CustomStringConvertible {
    /// Views created from the registration.
    public var created: Int
    /// Dequeues answered with a queued view.
    public var reused: Int
    /// Views handed out and not yet enqueued again.
    public var inUse: Int
    /// Views waiting in the queue.
    public var queued: Int

    /// Creates statistics.
    public init(created: Int = 0, reused: Int = 0, inUse: Int = 0, queued: Int = 0) {
        self.created = created
        self.reused = reused
        self.inUse = inUse
        self.queued = queued
    }

    /// Nothing created, reused, in use or queued.
    public static let zero = ReuseStatistics()

    /// `created 3, reused 10, in use 2, queued 1`.
    public var description: String {
        "created \(created), reused \(reused), in use \(inUse), queued \(queued)"
    }

    /// The sum, field by field.
    public static func + (lhs: ReuseStatistics, rhs: ReuseStatistics) -> ReuseStatistics {
        ReuseStatistics(
            created: lhs.created + rhs.created, reused: lhs.reused + rhs.reused,
            inUse: lhs.inUse + rhs.inUse, queued: lhs.queued + rhs.queued)
    }
}
