extension StagedChanges {
    // MARK: - Computing

    /// The staged changes between two sectioned collections of identifiers (no updates:
    /// an identifier is its own content).
    ///
    /// - Parameters:
    ///   - old: The sections before.
    ///   - new: The sections after.
    /// - Throws: ``DiffError/duplicateSectionIdentifier(identifier:first:second:side:)`` or
    ///   ``DiffError/duplicateItemIdentifier(identifier:first:second:side:)`` (item
    ///   identifiers are unique across all sections, as in UIKit).
    /// - Complexity: O(n) for n items and sections mostly in order; O(n log n) at
    ///   worst (a reversed section).
    @inlinable
    public init<SectionID: Hashable, Item: Hashable>(from old: [DiffSection<SectionID, Item>], to new: [DiffSection<SectionID, Item>])
        throws(DiffError)
    {
        try self.init(from: old, to: new, itemIdentifiedBy: { $0 }, isItemContentEqual: { _, _ in true })
    }

    /// The staged changes between two sectioned collections whose items carry an
    /// identifier and content.
    ///
    /// - Parameters:
    ///   - old: The sections before.
    ///   - new: The sections after.
    ///   - itemIdentifiedBy: An item's identity, unique across all sections.
    ///   - isItemContentEqual: Whether an item that is in both collections is unchanged
    ///     (old first). A changed item is reloaded, or deleted and inserted when its index
    ///     path changed (see the type's discussion).
    ///   - isSectionContentEqual: Whether a section that is in both collections is
    ///     unchanged (old first); all sections are by default. A changed section is reloaded
    ///     as a whole, or deleted and inserted when its index changed.
    /// - Throws: ``DiffError/duplicateSectionIdentifier(identifier:first:second:side:)`` or
    ///   ``DiffError/duplicateItemIdentifier(identifier:first:second:side:)``.
    /// - Complexity: O(n) for n items and sections mostly in order; O(n log n) at
    ///   worst (a reversed section).
    @inlinable
    public init<SectionID: Hashable, Item, ItemID: Hashable>(
        from old: [DiffSection<SectionID, Item>], to new: [DiffSection<SectionID, Item>],
        itemIdentifiedBy: (Item) -> ItemID,
        isItemContentEqual: (Item, Item) -> Bool,
        isSectionContentEqual: (DiffSection<SectionID, Item>, DiffSection<SectionID, Item>) -> Bool = { _, _ in true }
    ) throws(DiffError) {
        self.init()

        // Sections: match, then reloads or replacements for changed ones, then moves.
        let sections: (oldToNew: [Int32], newToOld: [Int32])
        do {
            sections = try HashMatching.offsets(old: old, new: new, identifiedBy: \.id)
        } catch {
            if case .duplicateIdentifier(let id, let first, let second, let side) = error {
                throw .duplicateSectionIdentifier(identifier: id, first: first, second: second, side: side)
            }
            throw error
        }
        var oldSurvives = [Bool](repeating: false, count: old.count)
        var newSurvives = [Bool](repeating: false, count: new.count)
        var reloadedSection = [Bool](repeating: false, count: old.count)
        var orderedSections = sections.newToOld
        for t in 0..<new.count {
            let s = Int(orderedSections[t])
            guard s >= 0 else { continue }
            if isSectionContentEqual(old[s], new[t]) {
                oldSurvives[s] = true
                newSurvives[t] = true
            } else {
                if s == t { reloadedSection[s] = true }
                orderedSections[t] = -1
            }
        }
        let keepSections = longestIncreasingSubsequence(orderedSections)
        for t in 0..<new.count {
            let s = Int(orderedSections[t])
            if s < 0 {
                if !(t < old.count && reloadedSection[t] && sections.newToOld[t] == Int32(t)) { insertedSections.append(t) }
            } else if !keepSections[t] {
                movedSections.append(SectionMove(from: s, to: t))
            }
        }
        for s in 0..<old.count where !oldSurvives[s] {
            if reloadedSection[s] { reloadedSections.append(s) } else { deletedSections.append(s) }
        }

        // Items: one matching across all sections, then a pass per surviving section.
        let oldOffsets = Self.offsets(old), newOffsets = Self.offsets(new)
        var items: (oldToNew: [Int32], newToOld: [Int32])
        do {
            items = try Self.itemMatching(old, new, oldOffsets: oldOffsets, newOffsets: newOffsets, itemIdentifiedBy)
        } catch {
            if case .duplicateIdentifier(let id, let first, let second, let side) = error {
                let offsets = side == .old ? oldOffsets : newOffsets
                throw .duplicateItemIdentifier(
                    identifier: id, first: Self.path(ofFlat: first, offsets), second: Self.path(ofFlat: second, offsets), side: side)
            }
            throw error
        }
        // oldToNew marks, besides a new offset: -1 no match, -2 deleted (changed and
        // inserted elsewhere), -3 reloaded.
        let deletedMark: Int32 = -2, reloadedMark: Int32 = -3
        var kinds: [ItemKind] = []
        var candidates: [Int32] = []
        var changed: [Bool] = []
        for t in 0..<new.count where newSurvives[t] {
            let s = Int(sections.newToOld[t])
            let newItems = new[t].items
            let base = newOffsets[t]
            kinds.removeAll(keepingCapacity: true)
            candidates.removeAll(keepingCapacity: true)
            changed.removeAll(keepingCapacity: true)
            for j in 0..<newItems.count {
                let o = Int(items.newToOld[base + j])
                candidates.append(-1)
                changed.append(false)
                guard o >= 0 else {
                    kinds.append(.insert)
                    continue
                }
                let s2 = Self.section(ofFlat: o, oldOffsets)
                guard oldSurvives[s2] else {
                    kinds.append(.insert)  // its old section goes away as a whole
                    continue
                }
                let i2 = o - oldOffsets[s2]
                let isChanged = !isItemContentEqual(old[s2].items[i2], newItems[j])
                if s2 == s {
                    if isChanged && !(s == t && i2 == j) {
                        kinds.append(.replace)
                        items.oldToNew[o] = deletedMark
                    } else {
                        kinds.append(.candidate)
                        candidates[j] = Int32(i2)
                        changed[j] = isChanged
                    }
                } else if isChanged {
                    kinds.append(.replace)
                    items.oldToNew[o] = deletedMark
                } else {
                    kinds.append(.move(ItemPath(section: s2, item: i2)))
                }
            }
            let keep = longestIncreasingSubsequence(candidates)
            for j in 0..<newItems.count {
                let to = ItemPath(section: t, item: j)
                switch kinds[j] {
                case .insert, .replace:
                    insertedItems.append(to)
                case .move(let from):
                    movedItems.append(ItemMove(from: from, to: to))
                case .candidate:
                    let i = Int(candidates[j])
                    if keep[j] {
                        if changed[j] { items.oldToNew[oldOffsets[s] + i] = reloadedMark }
                    } else if changed[j] {
                        insertedItems.append(to)
                        items.oldToNew[oldOffsets[s] + i] = deletedMark
                    } else {
                        movedItems.append(ItemMove(from: ItemPath(section: s, item: i), to: to))
                    }
                }
            }
        }
        for s in 0..<old.count where oldSurvives[s] {
            let base = oldOffsets[s]
            for i in 0..<old[s].items.count {
                let v = items.oldToNew[base + i]
                if v == reloadedMark {
                    reloadedItems.append(ItemPath(section: s, item: i))
                } else if v < 0 || !newSurvives[Self.section(ofFlat: Int(v), newOffsets)] {
                    deletedItems.append(ItemPath(section: s, item: i))
                }
            }
        }
    }

    // MARK: - Internal

    /// What becomes of an item of a surviving section, decided before its section's moves.
    @usableFromInline
    enum ItemKind {
        /// Inserted: new, or its old section goes away.
        case insert
        /// Changed and elsewhere: deleted at its old index path, inserted at its new one.
        case replace
        /// Unchanged, from another section.
        case move(ItemPath)
        /// From the same section: unmoved if in the longest ordered run, else moved.
        case candidate
    }

    /// Which old flattened offset every new item has and back (-1: none), matched as
    /// ``ListDiff`` matches: by hashes, each pair confirmed (unless the hashes are the
    /// identifiers), exactly when hashes clash or a pair differs.
    ///
    /// - Throws: ``DiffError/duplicateIdentifier(identifier:first:second:side:)`` with
    ///   flattened offsets, or ``DiffError/inconsistentChanges(_:)`` beyond 2³¹ − 2 items.
    @inlinable
    static func itemMatching<SectionID, Item, ItemID: Hashable>(
        _ old: [DiffSection<SectionID, Item>], _ new: [DiffSection<SectionID, Item>], oldOffsets: [Int], newOffsets: [Int],
        _ identifiedBy: (Item) -> ItemID
    ) throws(DiffError) -> (oldToNew: [Int32], newToOld: [Int32]) {
        let oldCount = oldOffsets[old.count], newCount = newOffsets[new.count]
        try IdentityMatching<ItemID>.checkCapacity(oldCount: oldCount, newCount: newCount)
        let bits = HashMatching.partitionBits(oldCount: oldCount, newCount: newCount)
        let oldHashes = itemHashes(old, count: oldCount, bits: bits, identifiedBy)
        if let matching = HashMatching(old: consume oldHashes, new: itemHashes(new, count: newCount, bits: bits, identifiedBy)),
            ListDiff.hashesAreIdentities(ItemID.self) || confirms(matching.newToOld, old, new, oldOffsets, identifiedBy)
        {
            return (matching.oldToNew, matching.newToOld)
        }
        var exact = try IdentityMatching<ItemID>(oldCount: oldCount, newCount: newCount)
        for section in old {
            for item in section.items { try exact.addOld(identifiedBy(item)) }
        }
        for section in new {
            for item in section.items { try exact.addNew(identifiedBy(item)) }
        }
        return (exact.oldToNew, exact.newToOld)
    }

    /// The hash of every item's identifier, sections one after the other.
    @inlinable
    static func itemHashes<SectionID, Item, ItemID: Hashable>(
        _ sections: [DiffSection<SectionID, Item>], count: Int, bits: Int, _ identifiedBy: (Item) -> ItemID
    ) -> SideHashes {
        SideHashes(count: count, bits: bits) { sink in
            let seed = ListDiff.hashSeed
            for section in sections {
                for item in section.items { sink.append(ListDiff.hash(of: identifiedBy(item), seed: seed)) }
            }
        }
    }

    /// Whether every pair of a hash matching of flattened items is the same identifier.
    /// Items mostly stay in their section, so the old section is looked up only when an
    /// item is outside the last one found.
    @inlinable
    static func confirms<SectionID, Item, ItemID: Hashable>(
        _ newToOld: [Int32], _ old: [DiffSection<SectionID, Item>], _ new: [DiffSection<SectionID, Item>], _ oldOffsets: [Int],
        _ identifiedBy: (Item) -> ItemID
    ) -> Bool {
        var s = 0, f = 0
        for section in new {
            for item in section.items {
                let o = Int(newToOld[f])
                f += 1
                guard o >= 0 else { continue }
                if o < oldOffsets[s] || o >= oldOffsets[s + 1] { s = Self.section(ofFlat: o, oldOffsets) }
                if identifiedBy(old[s].items[o - oldOffsets[s]]) != identifiedBy(item) { return false }
            }
        }
        return true
    }

    /// Where each section starts in the flattened items, plus the total at the end.
    @inlinable
    static func offsets<S, I>(_ sections: [DiffSection<S, I>]) -> [Int] {
        var result = [0]
        result.reserveCapacity(sections.count + 1)
        for section in sections { result.append(result[result.count - 1] + section.items.count) }
        return result
    }

    /// The section holding a flattened offset (the last section starting at or before it).
    ///
    /// - Complexity: O(log s) for s sections.
    @usableFromInline
    static func section(ofFlat f: Int, _ offsets: [Int]) -> Int {
        var lo = 0, hi = offsets.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offsets[mid] <= f { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The index path of a flattened offset.
    @usableFromInline
    static func path(ofFlat f: Int, _ offsets: [Int]) -> ItemPath {
        let s = section(ofFlat: f, offsets)
        return ItemPath(section: s, item: f - offsets[s])
    }
}
