@_exported import LayoutProtocol

/// The reuse queues of a collection view: registrations, queued views and statistics per
/// ``LayoutProtocol/ReuseSlot`` (the seeds: "重用视图能够提高性能").
///
/// Register what makes the views of a slot, then dequeue: a queued view is returned
/// after its ``LayoutProtocol/CollectionReusableView/prepareForReuse()``, otherwise a new one is made
/// from the registration. Dequeue never fails for a registered slot. Give views back
/// with ``enqueue(_:)`` when their element leaves the screen.
///
/// ```swift
/// let pool = ReusePool()
/// try pool.registerCell(PhotoCell.self, forReuseIdentifier: "Photo")
/// let cell = try pool.dequeueCell(withReuseIdentifier: "Photo")   // created
/// try pool.enqueue(cell)
/// let again = try pool.dequeueCell(withReuseIdentifier: "Photo")  // the same cell, reused
/// pool.statistics(for: .cell(identifier: "Photo")) // created 1, reused 1, in use 1, queued 0
/// ```
///
/// Registering again for a slot replaces the registration and discards the views queued
/// for it (they came from the old registration); registering `nil` removes it. Views
/// handed out before stay valid and may be enqueued again only while the same
/// registration is in place; after a replacement they are dropped on enqueue.
///
/// The pool does not depend on a host: the collection view uses one, and so can any
/// other renderer. It is not `Sendable`; it belongs to the isolation domain of its views.
public final class ReusePool {
    /// The state of one slot (see ``ReuseSlotState``).
    typealias Slot = ReuseSlotState

    private var slots: [ReuseSlot: Slot] = [:]
    private let identity = ReusePoolIdentity()
    /// The slot of the last dequeue: hosts dequeue the same few identifiers over and
    /// over, and comparing a slot is cheaper than hashing it.
    private var lastSlot: (key: ReuseSlot, state: Slot)?

    // MARK: - Lifecycle

    /// Creates an empty pool.
    public init() {}

    // MARK: - Registration

    /// Registers what makes the views of a slot, replacing an earlier registration;
    /// `nil` removes it. Either way the views queued for the slot are discarded.
    ///
    /// - Parameters:
    ///   - registration: A class or factory; `nil` unregisters.
    ///   - slot: The cell identifier, supplementary kind and identifier, or decoration kind.
    /// - Throws: ``ReuseError/emptyIdentifier`` or ``ReuseError/emptyKind`` for empty
    ///   strings, ``ReuseError/notACellRegistration(identifier:)`` when a cell slot gets a
    ///   registration that does not make cells; the pool is then unchanged.
    public func register(_ registration: ViewRegistration?, for slot: ReuseSlot) throws(ReuseError) {
        try Self.validate(slot)
        if case .cell(let identifier) = slot, let registration, !registration.makesCells {
            throw .notACellRegistration(identifier: identifier)
        }
        let state = slots[slot] ?? Slot()
        Self.replaceRegistration(&state.contents, with: registration)
        slots[slot] = state
        version &+= 1
    }

    /// Registers a cell class for a reuse identifier (`nil` unregisters).
    ///
    /// - Throws: ``ReuseError/emptyIdentifier``.
    public func registerCell(_ cellClass: CollectionViewCell.Type?, forReuseIdentifier identifier: String) throws(ReuseError) {
        try register(cellClass.map { ViewRegistration($0) }, for: .cell(identifier: identifier))
    }

    /// Registers a cell factory for a reuse identifier.
    ///
    /// - Throws: ``ReuseError/emptyIdentifier``.
    public func registerCell(forReuseIdentifier identifier: String, factory: @escaping () -> CollectionViewCell) throws(ReuseError) {
        try register(ViewRegistration(cell: factory), for: .cell(identifier: identifier))
    }

    /// Registers a supplementary view class for a kind and reuse identifier (`nil`
    /// unregisters).
    ///
    /// - Throws: ``ReuseError/emptyKind`` or ``ReuseError/emptyIdentifier``.
    public func registerSupplementaryView(
        _ viewClass: CollectionReusableView.Type?, ofKind kind: String, withReuseIdentifier identifier: String
    ) throws(ReuseError) {
        try register(viewClass.map { ViewRegistration($0) }, for: .supplementary(kind: kind, identifier: identifier))
    }

    /// The registration of a slot, or `nil`.
    public func registration(for slot: ReuseSlot) -> ViewRegistration? { slots[slot]?.contents.registration }

    /// Every slot with a registration, sorted (cells, supplementary, decoration).
    ///
    /// - Complexity: O(s log s) for s slots.
    public var registeredSlots: [ReuseSlot] {
        slots.filter { $0.value.contents.registration != nil }.keys.sorted()
    }

    // MARK: - Dequeue and enqueue

    /// A view for a slot: a queued one after its `prepareForReuse()`, else a new one from
    /// the registration.
    ///
    /// - Parameter slot: A registered slot.
    /// - Returns: A view that is in use until it is enqueued again.
    /// - Throws: ``ReuseError/unregistered(_:registered:)`` naming what is registered,
    ///   or ``ReuseError/emptyIdentifier`` / ``ReuseError/emptyKind``; nothing changes.
    public func dequeueView(for slot: ReuseSlot) throws(ReuseError) -> CollectionReusableView {
        let found: Slot?
        if let last = lastSlot, last.key == slot {
            found = last.state
        } else {
            found = slots[slot]
            if let found { lastSlot = (slot, found) }
        }
        guard let state = found else { throw failure(dequeuing: slot) }
        version &+= 1
        switch Self.take(&state.contents) {
        case .unregistered:
            throw failure(dequeuing: slot)
        case .reuse(let queued):
            queued.poolRecord?.isQueued = false
            queued.prepareForReuse()
            return queued
        case .make(let registration, let generation):
            let view = registration.makeView()
            view.reuseSlot = slot
            view.reuseIdentifier = slot.identifier
            view.poolRecord = ReuseMembership(pool: identity, slot: state, generation: generation, isQueued: false)
            return view
        }
    }

    /// Why a slot cannot be dequeued: an empty identifier or kind, else no registration
    /// (naming what is registered in the same category).
    private func failure(dequeuing slot: ReuseSlot) -> ReuseError {
        do {
            try Self.validate(slot)
        } catch {
            return error
        }
        return .unregistered(slot, registered: registeredSlots.filter { $0.sameCategory(as: slot) })
    }

    /// A cell for a reuse identifier (see ``dequeueView(for:)``).
    ///
    /// - Throws: ``ReuseError/unregistered(_:registered:)`` or
    ///   ``ReuseError/emptyIdentifier``.
    public func dequeueCell(withReuseIdentifier identifier: String) throws(ReuseError) -> CollectionViewCell {
        let slot = ReuseSlot.cell(identifier: identifier)
        let view = try dequeueView(for: slot)
        guard let cell = view as? CollectionViewCell else {
            // Unreachable through the typed registration API; give the view back.
            try? enqueue(view)
            throw .notACellRegistration(identifier: identifier)
        }
        return cell
    }

    /// A supplementary view for a kind and reuse identifier (see ``dequeueView(for:)``).
    ///
    /// - Throws: ``ReuseError/unregistered(_:registered:)``, ``ReuseError/emptyKind`` or
    ///   ``ReuseError/emptyIdentifier``.
    public func dequeueSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String) throws(ReuseError)
        -> CollectionReusableView
    {
        try dequeueView(for: .supplementary(kind: kind, identifier: identifier))
    }

    /// Gives a view back: it waits in its slot's queue for the next dequeue. A view of a
    /// registration that was replaced since is dropped instead (its slot's `inUse` still
    /// goes down).
    ///
    /// - Parameter view: A view this pool handed out.
    /// - Throws: ``ReuseError/foreignView`` for a view from elsewhere,
    ///   ``ReuseError/alreadyQueued(_:)`` for a view enqueued twice; nothing changes.
    public func enqueue(_ view: CollectionReusableView) throws(ReuseError) {
        // One access to the view's bookkeeping: read and, when it is queued, marked.
        let outcome = Self.markQueued(&view.poolRecord, pool: identity)
        switch outcome {
        case .foreign:
            throw .foreignView
        case .alreadyQueued:
            guard let slot = view.reuseSlot else { throw .foreignView }
            throw .alreadyQueued(slot)
        case .queued(let state):
            version &+= 1
            Self.push(view, onto: &state.contents)
        case .dropped(let state):
            version &+= 1
            state.contents.statistics.inUse -= 1
            view.poolRecord = nil
        }
    }

    /// Whether a view came from this pool (and was not dropped since).
    public func owns(_ view: CollectionReusableView) -> Bool {
        view.poolRecord?.pool === identity
    }

    /// Whether a view waits in this pool's queue.
    public func isQueued(_ view: CollectionReusableView) -> Bool {
        owns(view) && view.poolRecord?.isQueued == true
    }

    /// Takes a queued view back out of its queue without `prepareForReuse()` (a host
    /// that undoes a pass gives the view back to the element it showed).
    ///
    /// - Returns: Whether the view was queued here and is in use again.
    /// - Complexity: O(q) for q views queued in the view's slot.
    public func reclaim(_ view: CollectionReusableView) -> Bool {
        // `isQueued` proves the membership is this pool's, so its slot is alive.
        guard isQueued(view), let state = view.poolRecord?.slot,
            let index = state.contents.queue.lastIndex(where: { $0 === view })
        else { return false }
        version &+= 1
        Self.update(&state.contents) { contents in
            contents.queue.remove(at: index)
            contents.statistics.queued -= 1
            contents.statistics.inUse += 1
        }
        view.poolRecord?.isQueued = false
        return true
    }

    /// Discards every queued view (memory pressure); registrations stay.
    ///
    /// - Complexity: O(s) for s slots.
    public func removeAllQueuedViews() {
        version &+= 1
        for state in slots.values {
            for view in state.contents.queue { view.poolRecord = nil }
            Self.update(&state.contents) { contents in
                contents.queue.removeAll()
                contents.statistics.queued = 0
            }
        }
    }

    // MARK: - Statistics

    /// The statistics of one slot (zero for a slot never used).
    public func statistics(for slot: ReuseSlot) -> ReuseStatistics { slots[slot]?.contents.statistics ?? .zero }

    /// The statistics of every slot that was ever registered.
    ///
    /// - Complexity: O(s) for s slots.
    public var allStatistics: [ReuseSlot: ReuseStatistics] { slots.mapValues(\.contents.statistics) }

    /// The statistics summed over every slot.
    ///
    /// - Complexity: O(s) for s slots.
    public var totalStatistics: ReuseStatistics { slots.values.reduce(.zero) { $0 + $1.contents.statistics } }

    /// Changes whenever a slot's statistics may have changed (a registration, a dequeue, an
    /// enqueue): a per-frame recorder reads ``statisticsByCategory`` only when it moved.
    package var statisticsVersion: Int { version }
    /// Behind ``statisticsVersion``: private, so other modules read the value, and every
    /// access in this file is a plain increment or read.
    private var version = 0

    /// The statistics summed per category (cells, supplementary views, decoration views),
    /// without building a dictionary: what a per-frame recorder reads.
    ///
    /// - Complexity: O(s) for s slots.
    package var statisticsByCategory: (cells: ReuseStatistics, supplementary: ReuseStatistics, decoration: ReuseStatistics) {
        var result = (cells: ReuseStatistics.zero, supplementary: ReuseStatistics.zero, decoration: ReuseStatistics.zero)
        for (slot, state) in slots {
            switch slot {
            case .cell: result.cells = result.cells + state.contents.statistics
            case .supplementary: result.supplementary = result.supplementary + state.contents.statistics
            case .decoration: result.decoration = result.decoration + state.contents.statistics
            }
        }
        return result
    }

    // MARK: - Private

    /// Changes several parts of a slot's contents in one access to the slot state's
    /// property (each access to a class property is a dynamic exclusivity check).
    private static func update(_ contents: inout Slot.Contents, _ body: (inout Slot.Contents) -> Void) {
        body(&contents)
    }

    /// A new registration for a slot: its queued views are discarded and its generation
    /// bumped, in one access.
    private static func replaceRegistration(_ contents: inout Slot.Contents, with registration: ViewRegistration?) {
        contents.registration = registration
        contents.statistics.queued = 0
        contents.queue.removeAll()
        contents.generation += 1
    }

    /// What ``dequeueView(for:)`` does for a slot.
    private enum DequeueStep {
        /// No registration: the slot throws.
        case unregistered
        /// A queued view, taken out of the queue (statistics updated).
        case reuse(CollectionReusableView)
        /// A new view from the registration, for the slot's current generation
        /// (statistics updated).
        case make(ViewRegistration, generation: Int)
    }

    /// Takes a queued view, or decides to make one, and counts it, in one access to the
    /// slot's contents (a queue is never filled while the slot has no registration:
    /// registering `nil` empties it, and enqueue drops views of an old registration).
    private static func take(_ contents: inout Slot.Contents) -> DequeueStep {
        if contents.registration != nil, let queued = contents.queue.popLast() {
            contents.statistics.queued -= 1
            contents.statistics.reused += 1
            contents.statistics.inUse += 1
            return .reuse(queued)
        }
        guard let registration = contents.registration else { return .unregistered }
        contents.statistics.created += 1
        contents.statistics.inUse += 1
        return .make(registration, generation: contents.generation)
    }

    /// Queues an enqueued view and counts it, in one access to the slot's contents.
    private static func push(_ view: CollectionReusableView, onto contents: inout Slot.Contents) {
        contents.statistics.inUse -= 1
        contents.statistics.queued += 1
        contents.queue.append(view)
    }

    /// What ``enqueue(_:)`` found in a view's bookkeeping.
    private enum EnqueueOutcome {
        case foreign, alreadyQueued
        /// Marked queued; goes into the slot's queue.
        case queued(ReuseSlotState)
        /// Of a replaced registration: dropped.
        case dropped(ReuseSlotState)
    }

    /// Checks a view's membership against this pool and marks it queued when its
    /// registration is still the slot's, in one access to the view's property.
    private static func markQueued(_ membership: inout ReuseMembership?, pool: ReusePoolIdentity) -> EnqueueOutcome {
        guard let current = membership, current.pool === pool else { return .foreign }
        guard !current.isQueued else { return .alreadyQueued }
        // The slot is alive: the membership is this pool's (see `ReuseMembership.slot`).
        let state = current.slot
        guard current.generation == state.contents.generation else { return .dropped(state) }
        membership?.isQueued = true
        return .queued(state)
    }

    private static func validate(_ slot: ReuseSlot) throws(ReuseError) {
        switch slot {
        case .cell(let identifier):
            if identifier.isEmpty { throw .emptyIdentifier }
        case .supplementary(let kind, let identifier):
            if kind.isEmpty { throw .emptyKind }
            if identifier.isEmpty { throw .emptyIdentifier }
        case .decoration(let kind):
            if kind.isEmpty { throw .emptyKind }
        }
    }
}

extension ReuseSlot {
    /// Whether both are cells, both supplementary views or both decoration views.
    func sameCategory(as other: ReuseSlot) -> Bool {
        switch (self, other) {
        case (.cell, .cell), (.decoration, .decoration), (.supplementary, .supplementary): return true
        default: return false
        }
    }
}
