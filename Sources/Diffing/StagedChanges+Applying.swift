extension StagedChanges {
    /// The old collection with the changes applied, exactly as a batch update applies them
    /// (CVKit's `BatchUpdate` mapping): deleted sections and items go; inserted and reloaded
    /// ones come from `new`; moved ones go to their destination; every other section and
    /// item keeps its relative order in the free places.
    ///
    /// `new` supplies only what the changes say is new, and the counts; everything else
    /// comes from `old`, so `applied(to: old, from: new) == new` proves that the changes are
    /// right.
    ///
    /// - Parameters:
    ///   - old: The sections the changes were made from.
    ///   - new: The sections they were made to.
    /// - Returns: The new sections, rebuilt.
    /// - Throws: ``DiffError/inconsistentChanges(_:)`` when the changes do not fit: an index
    ///   out of range, a place named twice, an item change in a section that is deleted,
    ///   inserted or reloaded, or counts that do not add up.
    /// - Complexity: O(n) for n items and sections.
    public func applied<S, I>(to old: [DiffSection<S, I>], from new: [DiffSection<S, I>]) throws(DiffError) -> [DiffSection<S, I>] {
        // Sections.
        var oldTaken = [Bool](repeating: false, count: old.count)
        var newSlot = [Int](repeating: -2, count: new.count)  // old section index, or -1: from `new`
        func takeOld(_ s: Int, _ what: String) throws(DiffError) {
            guard s >= 0, s < old.count else {
                throw .inconsistentChanges("\(what) section \(s) is out of range 0..<\(old.count) before the update")
            }
            guard !oldTaken[s] else { throw .inconsistentChanges("section \(s) before the update is named by two changes") }
            oldTaken[s] = true
        }
        func fill(_ t: Int, _ from: Int, _ what: String) throws(DiffError) {
            guard t >= 0, t < new.count else {
                throw .inconsistentChanges("\(what) section \(t) is out of range 0..<\(new.count) after the update")
            }
            guard newSlot[t] == -2 else { throw .inconsistentChanges("section \(t) after the update is named by two changes") }
            newSlot[t] = from
        }
        for s in deletedSections { try takeOld(s, "delete:") }
        for s in reloadedSections {
            try takeOld(s, "reload:")
            try fill(s, -1, "reload:")
        }
        for m in movedSections {
            try takeOld(m.from, "move:")
            try fill(m.to, m.from, "move:")
        }
        for t in insertedSections { try fill(t, -1, "insert:") }
        var t = 0
        for s in 0..<old.count where !oldTaken[s] {
            while t < new.count, newSlot[t] != -2 { t += 1 }
            guard t < new.count else { throw .inconsistentChanges(sectionCountMessage(old.count, new.count)) }
            newSlot[t] = s
            t += 1
        }
        if let empty = newSlot.firstIndex(of: -2) {
            throw .inconsistentChanges(sectionCountMessage(old.count, new.count) + ": section \(empty) stays empty")
        }
        var oldToNewSection = [Int](repeating: -1, count: old.count)
        for (t, s) in newSlot.enumerated() where s >= 0 { oldToNewSection[s] = t }

        // Items: claims per section on both sides.
        var removed = old.map { [Bool](repeating: false, count: $0.items.count) }
        var placed: [[I?]] = new.map { [I?](repeating: nil, count: $0.items.count) }
        func checkOld(_ p: ItemPath, _ what: String) throws(DiffError) {
            guard p.section >= 0, p.section < old.count, p.item >= 0, p.item < old[p.section].items.count else {
                throw .inconsistentChanges("\(what) item \(p) does not exist before the update")
            }
            guard oldToNewSection[p.section] >= 0 else {
                throw .inconsistentChanges("\(what) item \(p) is in a section that is deleted or reloaded")
            }
            guard !removed[p.section][p.item] else { throw .inconsistentChanges("item \(p) before the update is named by two changes") }
            removed[p.section][p.item] = true
        }
        func place(_ p: ItemPath, _ value: I, _ what: String) throws(DiffError) {
            guard p.section >= 0, p.section < new.count, p.item >= 0, p.item < new[p.section].items.count else {
                throw .inconsistentChanges("\(what) item \(p) does not exist after the update")
            }
            guard newSlot[p.section] >= 0 else {
                throw .inconsistentChanges("\(what) item \(p) is in a section that is inserted or reloaded")
            }
            guard placed[p.section][p.item] == nil else { throw .inconsistentChanges("item \(p) after the update is named by two changes") }
            placed[p.section][p.item] = value
        }
        for p in deletedItems { try checkOld(p, "delete:") }
        for p in reloadedItems {
            try checkOld(p, "reload:")
            try place(p, new[p.section].items[p.item], "reload:")
        }
        for m in movedItems {
            try checkOld(m.from, "move:")
            try place(m.to, old[m.from.section].items[m.from.item], "move:")
        }
        for p in insertedItems {
            guard p.section >= 0, p.section < new.count, p.item >= 0, p.item < new[p.section].items.count else {
                throw .inconsistentChanges("insert: item \(p) does not exist after the update")
            }
            try place(p, new[p.section].items[p.item], "insert:")
        }

        var result: [DiffSection<S, I>] = []
        result.reserveCapacity(new.count)
        for t in 0..<new.count {
            let s = newSlot[t]
            guard s >= 0 else {
                result.append(new[t])
                continue
            }
            var slots = placed[t]
            var j = 0
            for i in 0..<old[s].items.count where !removed[s][i] {
                while j < slots.count, slots[j] != nil { j += 1 }
                guard j < slots.count else {
                    throw .inconsistentChanges("section \(t) after the update has \(slots.count) items, fewer than the changes leave in it")
                }
                slots[j] = old[s].items[i]
                j += 1
            }
            var items: [I] = []
            items.reserveCapacity(slots.count)
            for (k, slot) in slots.enumerated() {
                guard let slot else {
                    throw .inconsistentChanges(
                        "section \(t) after the update has \(slots.count) items, more than the changes put in it: item \(k) stays empty")
                }
                items.append(slot)
            }
            result.append(DiffSection(id: old[s].id, items: items))
        }
        return result
    }

    private func sectionCountMessage(_ before: Int, _ after: Int) -> String {
        "\(before) sections, \(deletedSections.count) deleted and \(insertedSections.count) inserted do not make \(after)"
    }
}
