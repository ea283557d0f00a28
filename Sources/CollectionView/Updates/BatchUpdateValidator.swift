import LayoutProtocol

/// UIKit's batch-update validation, usable without a collection view: given the items per
/// section before and after a batch and the operations, it returns the ordered update
/// items or UIKit's exception message.
///
/// ```swift
/// let items = try BatchUpdateValidator.validate(
///     before: [3, 5], after: [4, 4],
///     operations: try BatchUpdateValidator.parseOperations(["insert", "0-3", "move", "1-0:1-2", "delete", "1-4"]))
/// items.map(\.description) // ["delete 1-4", "move 1-0 -> 1-2", "insert 0-3"]
/// ```
///
/// The rules, checked in this order (the first broken one is reported):
/// 1. Each operation, in the order given: its index paths exist (before the batch for
///    deletes, reloads and move sources; after it for inserts, reloads and move
///    destinations), and it does not collide with an earlier operation on the same place
///    (`attempt to delete and reload the same index path`, …). Repeating an identical
///    operation is harmless, as with UIKit's index sets.
/// 2. No item operation touches a section that is deleted, inserted or reloaded in the
///    same batch.
/// 3. `sections after == sections before + inserted − deleted`.
/// 4. For every section that exists before and after, in order of its index after the
///    batch: `after == before + inserted − deleted + moved in − moved out` (moves within
///    the section count neither way).
///
/// A reload counts as one delete and one insert at the same index path (or section).
public struct BatchUpdateValidator {
    // MARK: - Public API

    /// Validates a batch and returns its ordered update items.
    ///
    /// - Parameters:
    ///   - before: Items per section before the batch.
    ///   - after: Items per section after the batch (what the data source reports).
    ///   - operations: The operations, in any order.
    /// - Returns: The update items: deletes (descending), then moves (by source), then
    ///   inserts (ascending); a reload is one `.reload` item, ordered with the deletes, that
    ///   counts as a delete and an insert at the same place.
    /// - Throws: ``BatchUpdateError`` with UIKit's message for the first broken rule.
    /// - Complexity: O(s + k log k) for s sections and k operations; independent of the
    ///   number of items.
    public static func validate(before: [Int], after: [Int], operations: [BatchOperation]) throws(BatchUpdateError) -> [UpdateItem] {
        try resolve(before: before, after: after, operations: operations).updateItems
    }

    /// Validates a batch and returns it with the mapping of sections and items from
    /// before to after.
    ///
    /// - Parameters:
    ///   - before: Items per section before the batch.
    ///   - after: Items per section after the batch.
    ///   - operations: The operations, in any order.
    /// - Returns: The validated batch.
    /// - Throws: ``BatchUpdateError`` with UIKit's message for the first broken rule, or
    ///   for a negative count.
    /// - Complexity: O(s + k log k) for s sections and k operations.
    public static func resolve(before: [Int], after: [Int], operations: [BatchOperation]) throws(BatchUpdateError) -> BatchUpdate {
        if let s = before.firstIndex(where: { $0 < 0 }) {
            throw .negativeCount(section: s, count: before[s], side: .before)
        }
        if let s = after.firstIndex(where: { $0 < 0 }) {
            throw .negativeCount(section: s, count: after[s], side: .after)
        }
        var state = Claims(capacity: operations.count)
        for op in operations { try state.claim(op, before: before, after: after) }
        for op in operations { try state.checkSections(op) }
        return try state.finish(before: before, after: after)
    }

    // MARK: - Claims on places

    /// What an operation does to one place (a section or an index path).
    enum Claim: Hashable {
        case delete, reload, insert
        case move(Int)  // section moves: the other end
        case moveItem(Slot)

        var isMove: Bool {
            switch self {
            case .move, .moveItem: return true
            default: return false
            }
        }
        var change: BatchUpdateError.Change {
            switch self {
            case .delete: return .delete
            case .reload: return .reload
            case .insert: return .insert
            case .move, .moveItem: return .move
            }
        }
    }

    /// The places claimed so far, on both sides of the batch.
    struct Claims {
        var sectionsBefore: [Int: Claim] = [:]
        var sectionsAfter: [Int: Claim] = [:]
        var itemsBefore: [Slot: Claim] = [:]
        var itemsAfter: [Slot: Claim] = [:]

        init(capacity: Int) {
            itemsBefore.reserveCapacity(capacity)
            itemsAfter.reserveCapacity(capacity)
        }

        private static func take<K: Hashable>(
            _ key: K, _ claim: Claim, in table: inout [K: Claim], place: @autoclosure () -> BatchUpdateError.Place,
            side: BatchUpdateError.Side
        ) throws(BatchUpdateError) {
            if let existing = table[key] {
                if existing == claim { return }
                throw .conflictingChanges(existing.change, claim.change, place: place(), side: side)
            }
            table[key] = claim
        }

        /// Range checks and collisions for one operation.
        mutating func claim(_ op: BatchOperation, before: [Int], after: [Int]) throws(BatchUpdateError) {
            let nb = before.count, na = after.count
            func sectionBefore(_ s: Int) throws(BatchUpdateError) {
                guard s >= 0, s < nb else { throw .sectionOutOfRange(op, section: s, numberOfSections: nb, side: .before) }
            }
            func sectionAfter(_ s: Int) throws(BatchUpdateError) {
                guard s >= 0, s < na else { throw .sectionOutOfRange(op, section: s, numberOfSections: na, side: .after) }
            }
            func itemBefore(_ p: ElementIndexPath) throws(BatchUpdateError) {
                try plain(p)
                guard p.section >= 0, p.section < nb else {
                    throw .itemSectionOutOfRange(op, indexPath: p, numberOfSections: nb, side: .before)
                }
                guard p.item >= 0, p.item < before[p.section] else {
                    throw .itemOutOfRange(op, indexPath: p, numberOfItems: before[p.section], side: .before)
                }
            }
            func itemAfter(_ p: ElementIndexPath) throws(BatchUpdateError) {
                try plain(p)
                guard p.section >= 0, p.section < na else {
                    throw .itemSectionOutOfRange(op, indexPath: p, numberOfSections: na, side: .after)
                }
                guard p.item >= 0, p.item < after[p.section] else {
                    throw .itemOutOfRange(op, indexPath: p, numberOfItems: after[p.section], side: .after)
                }
            }
            func plain(_ p: ElementIndexPath) throws(BatchUpdateError) {
                guard p.trailing.isEmpty else { throw .notAnItemIndexPath(p) }
            }

            switch op {
            case .deleteSection(let s):
                try sectionBefore(s)
                try Self.take(s, .delete, in: &sectionsBefore, place: .section(s), side: .before)
            case .reloadSection(let s):
                try sectionBefore(s)
                try sectionAfter(s)
                try Self.take(s, .reload, in: &sectionsBefore, place: .section(s), side: .before)
                try Self.take(s, .reload, in: &sectionsAfter, place: .section(s), side: .after)
            case .insertSection(let s):
                try sectionAfter(s)
                try Self.take(s, .insert, in: &sectionsAfter, place: .section(s), side: .after)
            case .moveSection(let from, let to):
                try sectionBefore(from)
                try sectionAfter(to)
                try Self.take(from, .move(to), in: &sectionsBefore, place: .section(from), side: .before)
                try Self.take(to, .move(from), in: &sectionsAfter, place: .section(to), side: .after)
            case .deleteItem(let p):
                try itemBefore(p)
                try Self.take(Slot(p), .delete, in: &itemsBefore, place: .item(p), side: .before)
            case .reloadItem(let p):
                try itemBefore(p)
                try itemAfter(p)
                try Self.take(Slot(p), .reload, in: &itemsBefore, place: .item(p), side: .before)
                try Self.take(Slot(p), .reload, in: &itemsAfter, place: .item(p), side: .after)
            case .insertItem(let p):
                try itemAfter(p)
                try Self.take(Slot(p), .insert, in: &itemsAfter, place: .item(p), side: .after)
            case .moveItem(let from, let to):
                try itemBefore(from)
                try itemAfter(to)
                try Self.take(Slot(from), .moveItem(Slot(to)), in: &itemsBefore, place: .item(from), side: .before)
                try Self.take(Slot(to), .moveItem(Slot(from)), in: &itemsAfter, place: .item(to), side: .after)
            }
        }

        /// Item operations may not touch sections that are deleted, inserted or reloaded.
        func checkSections(_ op: BatchOperation) throws(BatchUpdateError) {
            func checkBefore(_ p: ElementIndexPath) throws(BatchUpdateError) {
                if let c = sectionsBefore[p.section], !c.isMove {
                    throw .itemInChangedSection(op, indexPath: p, sectionChange: c.change, side: .before)
                }
            }
            func checkAfter(_ p: ElementIndexPath) throws(BatchUpdateError) {
                if let c = sectionsAfter[p.section], !c.isMove {
                    throw .itemInChangedSection(op, indexPath: p, sectionChange: c.change, side: .after)
                }
            }
            switch op {
            case .deleteItem(let p): try checkBefore(p)
            case .reloadItem(let p):
                try checkBefore(p)
                try checkAfter(p)
            case .insertItem(let p): try checkAfter(p)
            case .moveItem(let from, let to):
                try checkBefore(from)
                try checkAfter(to)
            case .insertSection, .deleteSection, .reloadSection, .moveSection: break
            }
        }

        /// The count rules, then the mapping and the ordered update items.
        func finish(before: [Int], after: [Int]) throws(BatchUpdateError) -> BatchUpdate {
            let sectionsDeleted = sectionsBefore.values.filter { $0 == .delete || $0 == .reload }.count
            let sectionsInserted = sectionsAfter.values.filter { $0 == .insert || $0 == .reload }.count
            if after.count != before.count + sectionsInserted - sectionsDeleted {
                throw .sectionCountMismatch(before: before.count, after: after.count, inserted: sectionsInserted, deleted: sectionsDeleted)
            }

            // Section mapping.
            var removedSections = Set<Int>(), addedSections = Set<Int>()
            var sectionMovesFrom: [Int: Int] = [:], sectionMovesTo: [Int: Int] = [:]
            var holes: [Int] = [], fixed: [Int] = []
            for (s, c) in sectionsBefore {
                holes.append(s)
                if case .move(let to) = c { sectionMovesFrom[s] = to } else { removedSections.insert(s) }
            }
            for (t, c) in sectionsAfter {
                fixed.append(t)
                if case .move(let from) = c { sectionMovesTo[t] = from } else { addedSections.insert(t) }
            }
            holes.sort()
            fixed.sort()

            // Item bookkeeping per section.
            var removedItems = Set<Slot>(minimumCapacity: itemsBefore.count), addedItems = Set<Slot>(minimumCapacity: itemsAfter.count)
            var itemMovesFrom: [Slot: Slot] = [:], itemMovesTo: [Slot: Slot] = [:]
            var itemHoles: [Int: [Int]] = [:], itemFixed: [Int: [Int]] = [:]
            var deletedIn: [Int: Int] = [:], insertedIn: [Int: Int] = [:], movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
            for (p, c) in itemsBefore {
                itemHoles[p.section, default: []].append(p.item)
                if case .moveItem(let to) = c {
                    itemMovesFrom[p] = to
                } else {
                    removedItems.insert(p)
                    deletedIn[p.section, default: 0] += 1
                }
            }
            for (p, c) in itemsAfter {
                itemFixed[p.section, default: []].append(p.item)
                if case .moveItem(let from) = c {
                    itemMovesTo[p] = from
                } else {
                    addedItems.insert(p)
                    insertedIn[p.section, default: 0] += 1
                }
            }
            for k in itemHoles.keys { itemHoles[k]!.sort() }
            for k in itemFixed.keys { itemFixed[k]!.sort() }

            let partial = BatchUpdate(
                countsBefore: before, countsAfter: after, updateItems: [],
                removedSections: removedSections, addedSections: addedSections,
                sectionMovesFrom: sectionMovesFrom, sectionMovesTo: sectionMovesTo,
                sectionHolesBefore: holes, sectionFixedAfter: fixed,
                removedItems: removedItems, addedItems: addedItems,
                itemMovesFrom: itemMovesFrom, itemMovesTo: itemMovesTo,
                itemHolesBefore: itemHoles, itemFixedAfter: itemFixed)

            // Moves between sections (within a section, they count neither way).
            for (from, to) in itemMovesFrom where partial.newSection(forOld: from.section) != to.section {
                movedOut[from.section, default: 0] += 1
                movedIn[to.section, default: 0] += 1
            }

            // Items per surviving section, in order of the index after the update.
            var survivors: [(old: Int, new: Int)] = []
            survivors.reserveCapacity(before.count)
            for s in 0..<before.count {
                if let t = partial.newSection(forOld: s) { survivors.append((s, t)) }
            }
            survivors.sort { $0.new < $1.new }
            for (s, t) in survivors {
                let ins = insertedIn[t] ?? 0, del = deletedIn[s] ?? 0, mIn = movedIn[t] ?? 0, mOut = movedOut[s] ?? 0
                // Counts are non-negative, so the difference cannot overflow; the
                // operation counts are bounded by the number of operations.
                if after[t] - before[s] != ins - del + mIn - mOut {
                    throw .itemCountMismatch(
                        section: t, before: before[s], after: after[t], inserted: ins, deleted: del, movedIn: mIn, movedOut: mOut)
                }
            }

            // The ordered update items: deletes and reloads (one `.reload` item, at the same
            // place before and after, as UIKit hands them to the layout) by descending index
            // path, then moves, then inserts by ascending index path.
            var deletes: [UpdateItem] = [], moves: [UpdateItem] = [], inserts: [UpdateItem] = []
            for (s, c) in sectionsBefore {
                switch c {
                case .move(let to):
                    moves.append(UpdateItem(action: .move, before: UpdateIndexPath(section: s), after: UpdateIndexPath(section: to)))
                case .reload:
                    deletes.append(UpdateItem(action: .reload, before: UpdateIndexPath(section: s), after: UpdateIndexPath(section: s)))
                default: deletes.append(UpdateItem(action: .delete, before: UpdateIndexPath(section: s), after: nil))
                }
            }
            for (t, c) in sectionsAfter where !c.isMove && c != .reload {
                inserts.append(UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(section: t)))
            }
            for (p, c) in itemsBefore {
                switch c {
                case .moveItem(let to): moves.append(UpdateItem(action: .move, before: p.updateIndexPath, after: to.updateIndexPath))
                case .reload: deletes.append(UpdateItem(action: .reload, before: p.updateIndexPath, after: p.updateIndexPath))
                default: deletes.append(UpdateItem(action: .delete, before: p.updateIndexPath, after: nil))
                }
            }
            for (p, c) in itemsAfter where !c.isMove && c != .reload {
                inserts.append(UpdateItem(action: .insert, before: nil, after: p.updateIndexPath))
            }
            deletes.sort { $0.indexPathBeforeUpdate! > $1.indexPathBeforeUpdate! }
            moves.sort { ($0.indexPathBeforeUpdate!, $0.indexPathAfterUpdate!) < ($1.indexPathBeforeUpdate!, $1.indexPathAfterUpdate!) }
            inserts.sort { $0.indexPathAfterUpdate! < $1.indexPathAfterUpdate! }

            return BatchUpdate(
                countsBefore: before, countsAfter: after, updateItems: deletes + moves + inserts,
                removedSections: removedSections, addedSections: addedSections,
                sectionMovesFrom: sectionMovesFrom, sectionMovesTo: sectionMovesTo,
                sectionHolesBefore: holes, sectionFixedAfter: fixed,
                removedItems: removedItems, addedItems: addedItems,
                itemMovesFrom: itemMovesFrom, itemMovesTo: itemMovesTo,
                itemHolesBefore: itemHoles, itemFixedAfter: itemFixed)
        }
    }
}
