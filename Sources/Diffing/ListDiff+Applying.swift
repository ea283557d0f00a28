extension ListDiff {
    /// The old collection with the changes applied, as a batch update applies them:
    /// deleted elements go, moved elements go to their destination, inserted elements
    /// come from `new`, updated elements take their content from `new`, and every other
    /// element keeps its relative order in the free places.
    ///
    /// `new` supplies only what the diff says is new (inserted elements and updated
    /// content) and the final count; everything else comes from `old`, so
    /// `applied(to: old, from: new) == new` proves that the diff is right.
    ///
    /// - Parameters:
    ///   - old: The collection the diff was made from.
    ///   - new: The collection it was made to.
    /// - Returns: The new collection, rebuilt.
    /// - Throws: ``DiffError/inconsistentChanges(_:)`` when the diff does not fit: an offset
    ///   out of range, an offset used twice, or counts that do not add up.
    /// - Complexity: O(n) for n elements.
    public func applied<T>(to old: [T], from new: [T]) throws(DiffError) -> [T] {
        var slots = [T?](repeating: nil, count: new.count)
        var oldUsed = [Bool](repeating: false, count: old.count)
        func checkOld(_ i: Int, _ what: String) throws(DiffError) {
            guard i >= 0, i < old.count else { throw .inconsistentChanges("\(what) old offset \(i) is out of range 0..<\(old.count)") }
            guard !oldUsed[i] else { throw .inconsistentChanges("old offset \(i) is named by two changes") }
            oldUsed[i] = true
        }
        func place(_ j: Int, _ value: T, _ what: String) throws(DiffError) {
            guard j >= 0, j < new.count else { throw .inconsistentChanges("\(what) new offset \(j) is out of range 0..<\(new.count)") }
            guard slots[j] == nil else { throw .inconsistentChanges("new offset \(j) is named by two changes") }
            slots[j] = value
        }
        for i in deletes { try checkOld(i, "delete:") }
        for m in moves {
            try checkOld(m.from, "move:")
            try place(m.to, old[m.from], "move:")
        }
        for j in inserts { try place(j, new[j], "insert:") }
        // Elements that stay fill the free places in order.
        var j = 0
        for i in 0..<old.count where !oldUsed[i] {
            while j < slots.count, slots[j] != nil { j += 1 }
            guard j < slots.count else {
                throw .inconsistentChanges(
                    "\(old.count) old elements, \(deletes.count) deleted and \(inserts.count) inserted do not make \(new.count)")
            }
            slots[j] = old[i]
            j += 1
        }
        var result: [T] = []
        result.reserveCapacity(new.count)
        for (k, slot) in slots.enumerated() {
            guard let slot else {
                throw .inconsistentChanges(
                    "\(old.count) old elements, \(deletes.count) deleted and \(inserts.count) inserted do not make \(new.count): offset \(k) stays empty"
                )
            }
            result.append(slot)
        }
        for u in updates {
            guard u.new >= 0, u.new < new.count else {
                throw .inconsistentChanges("update: new offset \(u.new) is out of range 0..<\(new.count)")
            }
            result[u.new] = new[u.new]
        }
        return result
    }
}
