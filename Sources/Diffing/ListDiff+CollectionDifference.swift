extension ListDiff {
    /// A diff read from the standard library's `CollectionDifference`: a removal and an
    /// insertion associated with each other (`inferringMoves()`) become a move, the other
    /// removals deletes, the other insertions inserts. A `CollectionDifference` has no
    /// updates.
    ///
    /// ```swift
    /// let difference = new.difference(from: old).inferringMoves()
    /// let diff = ListDiff(difference)
    /// ```
    ///
    /// Removal offsets are old offsets and insertion offsets new offsets in both types, so
    /// no offset changes.
    ///
    /// - Parameter difference: The difference.
    /// - Complexity: O(k log k) for k changes.
    public init<E>(_ difference: CollectionDifference<E>) {
        var deletes: [Int] = [], inserts: [Int] = [], moves: [Move] = []
        for change in difference.removals {
            if case .remove(let offset, _, let associated) = change, associated == nil { deletes.append(offset) }
        }
        for change in difference.insertions {
            guard case .insert(let offset, _, let associated) = change else { continue }
            if let from = associated { moves.append(Move(from: from, to: offset)) } else { inserts.append(offset) }
        }
        deletes.sort()
        inserts.sort()
        moves.sort { $0.to < $1.to }
        self.init(deletes: deletes, inserts: inserts, moves: moves, updates: [])
    }

    /// The diff as the standard library's `CollectionDifference`: deletes and inserts as
    /// removals and insertions, each move as a removal and an insertion associated with
    /// each other. Updates have no equivalent there and are left out (an updated element
    /// that also moved is still in it as a move).
    ///
    /// `new.difference(from: old).inferringMoves()` and this describe the same change, so
    /// `new == old.applying(diff.collectionDifference(from: old, to: new)!)`.
    ///
    /// - Parameters:
    ///   - old: The collection the diff was made from (supplies removed elements).
    ///   - new: The collection it was made to (supplies inserted elements).
    /// - Returns: The difference, or `nil` when the diff does not fit the collections (an
    ///   offset out of range or used twice).
    /// - Complexity: O(k log k) for k changes.
    public func collectionDifference<E>(from old: [E], to new: [E]) -> CollectionDifference<E>? {
        var changes: [CollectionDifference<E>.Change] = []
        changes.reserveCapacity(deletes.count + inserts.count + 2 * moves.count)
        for i in deletes {
            guard i >= 0, i < old.count else { return nil }
            changes.append(.remove(offset: i, element: old[i], associatedWith: nil))
        }
        for j in inserts {
            guard j >= 0, j < new.count else { return nil }
            changes.append(.insert(offset: j, element: new[j], associatedWith: nil))
        }
        for m in moves {
            guard m.from >= 0, m.from < old.count, m.to >= 0, m.to < new.count else { return nil }
            changes.append(.remove(offset: m.from, element: old[m.from], associatedWith: m.to))
            changes.append(.insert(offset: m.to, element: new[m.to], associatedWith: m.from))
        }
        return CollectionDifference(changes)
    }
}
