/// Heckel's matching on precomputed 64-bit hashes of the identifiers: which old offset
/// every new element has, and back (-1: none).
///
/// Equal identifiers have equal hashes, so an element whose hash is not on the other side
/// is certainly inserted or deleted; an element whose hash is there is *probably* the same
/// identifier, and the caller confirms every pair by comparing the identifiers (a cheap,
/// mostly sequential pass, because matched elements are mostly in order). Whenever two
/// hashes are equal where the identifiers must differ — two on one side, or two new ones
/// matching one old one — the matching gives up (`nil`) and the caller falls back to
/// ``IdentityMatching``, which names duplicates exactly. With 64-bit hashes that only
/// happens for real duplicates.
///
/// **Why not one hash table.** At 10⁶ elements a table of every identifier is tens of
/// megabytes: every probe misses the cache. Here the hashes are split by their top bits
/// into partitions of at most ``partitionSize`` entries (a counting sort: the counts are
/// taken as the hashes are written, see ``SideHashes``, then one pass scatters), and each
/// partition is matched with a small open-addressing table of 32-bit positions that stays
/// in the L2 cache. The results are gathered back into new order with the same counters
/// and each new element's partition number (2 bytes, so the new hashes need not be read
/// again). Every pass is sequential or stays inside one partition, and an array whose
/// every entry is written starts uninitialized, so the time per element grows little with
/// the count.
///
/// - Complexity: O(n + m) time for n old and m new elements; while matching, at most
///   12 bytes per old element (partitioned hashes and positions) and 14 per new one
///   (partitioned hashes, partition numbers, results), about 10% more with
///   ``PartitionedHashes``' buckets; 4 per new element and 1 bit per old one in the result.
@usableFromInline
struct HashMatching {
    /// For every old offset, the new offset of the same identifier, or -1 (empty when not
    /// asked for: ``ListDiff`` needs only ``matchedOld``).
    @usableFromInline var oldToNew: [Int32]
    /// Bit `i % 64` of word `i / 64` is set when old offset `i` has a new one: n / 8
    /// bytes, so it stays in the cache where ``oldToNew`` (4 bytes per element) would not.
    @usableFromInline var matchedOld: [UInt64]
    /// For every new offset, the old offset of the same identifier, or -1.
    @usableFromInline var newToOld: [Int32]
    /// How many old elements have a new one.
    @usableFromInline var matchCount: Int

    /// The most entries (old and new) per partition: a table of twice that many 32-bit
    /// slots plus the partition's hashes stay within 128 KB (partitions grow beyond it
    /// only past 2¹⁶ partitions, 5 · 10⁸ elements).
    @usableFromInline static let partitionSize = 8192

    /// How many top bits of a hash choose its partition when `oldCount` and `newCount`
    /// elements are matched (at most 16).
    @inlinable
    static func partitionBits(oldCount: Int, newCount: Int) -> Int {
        var bits = 0
        while bits < 16 && (oldCount + newCount) >> bits > partitionSize { bits += 1 }
        return bits
    }

    /// Matches the hashes, or `nil` when two hashes are equal where identifiers must
    /// differ (see the type's discussion).
    ///
    /// - Parameters:
    ///   - old: The hashes of the old identifiers, in order (consumed, so that they are
    ///     freed as soon as they are partitioned).
    ///   - new: The hashes of the new identifiers, in order, with the same partition bits.
    @usableFromInline
    init?(old: consuming SideHashes, new: consuming SideHashes) {
        let n = old.hashes.count, m = new.hashes.count
        let oldHashes = old.take(), newHashes = new.take()
        let partitioning = Partitioning(bits: old.bits)

        // Old hashes by partition, with their old offsets; new hashes by partition, with
        // each new offset's partition (their offsets come back from the counters).
        let oldStarts = partitioning.starts(counts: old.counts), newStarts = partitioning.starts(counts: new.counts)
        let (oldHashed, oldOffsets, _) = partitioning.scatter(
            consume oldHashes, starts: oldStarts, keepingOffsets: true, keepingPartitions: false)
        let (newHashed, _, newPartitions) = partitioning.scatter(
            consume newHashes, starts: newStarts, keepingOffsets: false, keepingPartitions: true)

        self.init(
            oldHashed: consume oldHashed, oldOffsets: consume oldOffsets, oldStarts: Array(oldStarts.dropLast()),
            oldEnds: Array(oldStarts.dropFirst()), newHashed: consume newHashed, newPartitions: consume newPartitions,
            newStarts: Array(newStarts.dropLast()), newEnds: Array(newStarts.dropFirst()), bits: partitioning.bits,
            oldCount: n, newCount: m, newSlots: m, keepingOldToNew: true)
    }

    /// Matches hashes that ``PartitionedHashes`` wrote straight into their partitions
    /// (the old side with its offsets, the new side with its partition numbers), or `nil`
    /// as above. ``oldToNew`` stays empty (``matchedOld`` and ``unmatchedOld(count:)``
    /// tell which old elements are gone).
    @usableFromInline
    init?(old: consuming PartitionedHashes, new: consuming PartitionedHashes, oldCount n: Int, newCount m: Int) {
        let oldStarts = old.starts, newStarts = new.starts, newSlots = new.hashes.count
        // Moved out, so that the matching holds the only references and frees them early.
        let oldHashed = old.hashes, oldOffsets = old.offsets, newHashed = new.hashes, newPartitions = new.partitions
        old.hashes = []
        old.offsets = []
        new.hashes = []
        new.partitions = []
        self.init(
            oldHashed: consume oldHashed, oldOffsets: consume oldOffsets, oldStarts: oldStarts, oldEnds: old.ends,
            newHashed: consume newHashed, newPartitions: consume newPartitions, newStarts: newStarts, newEnds: new.ends,
            bits: old.bits, oldCount: n, newCount: m, newSlots: newSlots, keepingOldToNew: false)
    }

    /// Matches partitioned hashes: partition `p` is `oldStarts[p] ..< oldEnds[p]` of
    /// `oldHashed` and `newStarts[p] ..< newEnds[p]` of `newHashed` (`newSlots` long).
    /// With more than one partition, `oldOffsets` gives every old slot's offset and
    /// `newPartitions` every new offset's partition, whose slots are filled in new order.
    ///
    /// Safe:
    /// - `table` (uninitialized, `slots` long) is written before it is read: ``match``
    ///   fills its first `size` slots with -1, and `size ≤ slots` (both are the smallest
    ///   power of two ≥ 16 and ≥ twice the entries, and no partition has more entries than
    ///   `largest`).
    /// - `matched` (uninitialized, `newSlots` long) is written at every new position of
    ///   every partition (`newStarts[p] ..< newEnds[p]`, inside `0 ..< newSlots`) and read
    ///   only there; with one partition that range is `0 ..< m`.
    /// - The partition ranges index `oldHashed`, `oldOffsets` and `newHashed` inside their
    ///   counts (the ranges come from the counts the hashes were scattered by).
    /// - Gathering: `newPartitions` has one entry per new offset (`j < m`); cursor `p` starts
    ///   at `newStarts[p]` and moves once per new offset of partition `p`, so it stays below
    ///   `newEnds[p]`; `out` (uninitialized, `m` long) is written at every `j < m`, and when
    ///   the loop stops early (two new hashes on one old one) the array is dropped unread
    ///   (`Int32` is trivial: nothing to deinitialize).
    /// - Every matched value is an old offset below `n`: `marks` (``mark(_:in:)``) and
    ///   `oldToNew` (`n` long) are indexed inside.
    private init?(
        oldHashed: consuming [UInt64], oldOffsets: consuming [Int32], oldStarts: [Int], oldEnds: [Int],
        newHashed: consuming [UInt64], newPartitions: consuming [UInt16], newStarts: [Int], newEnds: [Int],
        bits: Int, oldCount n: Int, newCount m: Int, newSlots: Int, keepingOldToNew: Bool
    ) {
        let partitionCount = 1 << bits
        // Match partition by partition; results by partitioned new position (each one
        // is written, so the results start uninitialized).
        var largest = 0
        for p in 0..<partitionCount {
            largest = max(largest, oldEnds[p] - oldStarts[p] + newEnds[p] - newStarts[p])
        }
        var slots = 16
        while slots < 2 * largest { slots <<= 1 }
        var table = [Int32](unsafeUninitializedCapacity: slots) { _, count in count = slots }
        var ok = true
        // Results by partitioned new position: every slot up to `newEnds[p]` is written and
        // only those are read.
        var matched = [Int32](unsafeUninitializedCapacity: newSlots) { matched, count in
            count = newSlots
            ok = table.withUnsafeMutableBufferPointer { table in
                oldHashed.withUnsafeBufferPointer { oldHashed in
                    newHashed.withUnsafeBufferPointer { newHashed in
                        oldOffsets.withUnsafeBufferPointer { oldOffsets in
                            for p in 0..<partitionCount {
                                let ok = Self.match(
                                    old: oldStarts[p]..<oldEnds[p], new: newStarts[p]..<newEnds[p],
                                    oldHashed: oldHashed, newHashed: newHashed, oldOffsets: bits == 0 ? nil : oldOffsets,
                                    table: table, matched: matched)
                                if !ok { return false }
                            }
                            return true
                        }
                    }
                }
            }
        }
        guard ok else { return nil }
        _ = consume oldHashed
        _ = consume oldOffsets
        _ = consume newHashed
        _ = consume table

        // Back into new order: each new offset takes the next result of its partition;
        // each matched old offset is marked, and one marked twice means two new hashes
        // were equal.
        var matchedOld = [UInt64](repeating: 0, count: (n + 63) >> 6)
        var matchCount = 0
        let newToOld: [Int32]
        var unique = true
        if bits == 0 {
            newToOld = matched
            matchedOld.withUnsafeMutableBufferPointer { marks in
                newToOld.withUnsafeBufferPointer { newToOld in
                    for j in 0..<m where newToOld[j] >= 0 {
                        if !Self.mark(Int(newToOld[j]), in: marks) {
                            unique = false
                            return
                        }
                        matchCount += 1
                    }
                }
            }
        } else {
            var cursors = newStarts
            newToOld = [Int32](unsafeUninitializedCapacity: m) { out, count in
                newPartitions.withUnsafeBufferPointer { partitions in
                    matched.withUnsafeBufferPointer { matched in
                        cursors.withUnsafeMutableBufferPointer { cursors in
                            matchedOld.withUnsafeMutableBufferPointer { marks in
                                for j in 0..<m {
                                    let p = Int(partitions[j])
                                    let i = matched[cursors[p]]
                                    out[j] = i
                                    cursors[p] += 1
                                    if i >= 0 {
                                        if !Self.mark(Int(i), in: marks) {
                                            unique = false
                                            return
                                        }
                                        matchCount += 1
                                    }
                                }
                            }
                        }
                    }
                }
                count = m
            }
        }
        _ = consume newPartitions
        matched = []
        guard unique else { return nil }

        // Old to new, when asked for.
        var oldToNew: [Int32] = []
        if keepingOldToNew {
            oldToNew = [Int32](repeating: -1, count: n)
            oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                newToOld.withUnsafeBufferPointer { newToOld in
                    for j in 0..<m where newToOld[j] >= 0 { oldToNew[Int(newToOld[j])] = Int32(j) }
                }
            }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.matchedOld = matchedOld
        self.matchCount = matchCount
    }

    /// Marks old offset `i` as matched; `false` when it already was.
    ///
    /// Safe: `i` is an old offset from the matching, below the old count `n`, and `marks`
    /// holds `(n + 63) / 64` words, so word `i >> 6` is inside.
    @inline(__always)
    private static func mark(_ i: Int, in marks: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        let bit = UInt64(1) &<< UInt64(i & 63)
        if marks[i >> 6] & bit != 0 { return false }
        marks[i >> 6] |= bit
        return true
    }

    /// The old offsets that no new element matched, ascending: the deletes.
    @inlinable
    func unmatchedOld(count n: Int) -> [Int] {
        var unmatched: [Int] = []
        unmatched.reserveCapacity(n - matchCount)
        for w in 0..<matchedOld.count {
            var missing = ~matchedOld[w]
            if w == matchedOld.count - 1 && n & 63 != 0 { missing &= (UInt64(1) &<< UInt64(n & 63)) &- 1 }
            while missing != 0 {
                unmatched.append(w << 6 | missing.trailingZeroBitCount)
                missing &= missing &- 1
            }
        }
        return unmatched
    }

    /// Matches one partition with an open-addressing table (linear probing): old
    /// positions as they are (≥ 0), unmatched new positions as -(position + 2), -1 empty.
    /// `false` when two hashes that must differ are equal.
    ///
    /// Safe: `table` holds at least `size` slots (the caller sizes it for its largest
    /// partition by the same rule) and every slot is set to -1 before any is read; `old`
    /// and `new` are ranges inside `oldHashed` / `oldOffsets` and `newHashed` / `matched`;
    /// a slot ≥ 0 holds an old position the first loop stored, one below -1 a new position
    /// `-(t + 2)` the second loop stored.
    private static func match(
        old: Range<Int>, new: Range<Int>, oldHashed: UnsafeBufferPointer<UInt64>, newHashed: UnsafeBufferPointer<UInt64>,
        oldOffsets: UnsafeBufferPointer<Int32>?, table: UnsafeMutableBufferPointer<Int32>, matched: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        var size = 16
        while size < 2 * (old.count + new.count) { size <<= 1 }
        let mask = size - 1
        for s in 0..<size { table[s] = -1 }
        for position in old {
            let h = oldHashed[position]
            var s = Int(truncatingIfNeeded: h) & mask
            while table[s] >= 0 {
                if oldHashed[Int(table[s])] == h { return false }
                s = (s + 1) & mask
            }
            table[s] = Int32(position)
        }
        for position in new {
            let h = newHashed[position]
            var s = Int(truncatingIfNeeded: h) & mask
            while true {
                let t = Int(table[s])
                if t == -1 {
                    table[s] = Int32(-position - 2)
                    matched[position] = -1
                    break
                }
                if t >= 0 {
                    if oldHashed[t] == h {
                        if let oldOffsets { matched[position] = oldOffsets[t] } else { matched[position] = Int32(t) }
                        break
                    }
                } else if newHashed[-t - 2] == h {
                    return false
                }
                s = (s + 1) & mask
            }
        }
        return true
    }
}

extension HashMatching {
    /// Which old offset every new element has and back (-1: none), by the elements'
    /// identifiers: hash matching, each matched pair confirmed by comparing the
    /// identifiers (unless the hashes are the identifiers), and exact matching, which names
    /// duplicates, when hashes clash or a pair differs.
    ///
    /// - Throws: ``DiffError/duplicateIdentifier(identifier:first:second:side:)``, or
    ///   ``DiffError/inconsistentChanges(_:)`` beyond 2³¹ − 2 elements.
    @inlinable
    static func offsets<T, ID: Hashable>(old: [T], new: [T], identifiedBy: (T) -> ID) throws(DiffError) -> (
        oldToNew: [Int32], newToOld: [Int32]
    ) {
        try IdentityMatching<ID>.checkCapacity(oldCount: old.count, newCount: new.count)
        let bits = partitionBits(oldCount: old.count, newCount: new.count)
        if let matching = HashMatching(old: SideHashes(old, identifiedBy, bits: bits), new: SideHashes(new, identifiedBy, bits: bits)),
            ListDiff.hashesAreIdentities(ID.self) || matching.confirms({ identifiedBy(old[$0]) == identifiedBy(new[$1]) })
        {
            return (matching.oldToNew, matching.newToOld)
        }
        var exact = try IdentityMatching<ID>(oldCount: old.count, newCount: new.count)
        for element in old { try exact.addOld(identifiedBy(element)) }
        for element in new { try exact.addNew(identifiedBy(element)) }
        return (exact.oldToNew, exact.newToOld)
    }

    /// Whether every matched pair is the same identifier.
    ///
    /// - Parameter sameIdentifier: Whether the old and the new offset hold the same identifier.
    @inlinable
    func confirms(_ sameIdentifier: (_ old: Int, _ new: Int) -> Bool) -> Bool {
        for j in newToOld.indices where newToOld[j] >= 0 {
            if !sameIdentifier(Int(newToOld[j]), j) { return false }
        }
        return true
    }
}

/// A split of 64-bit hashes into 2^bits partitions by their top bits.
private struct Partitioning {
    /// How many top bits choose the partition (0: one partition).
    let bits: Int
    /// The number of partitions.
    var count: Int { 1 << bits }

    /// The partition of a hash.
    @inline(__always)
    func partition(of hash: UInt64) -> Int { bits == 0 ? 0 : Int(truncatingIfNeeded: hash &>> UInt64(64 - bits)) }

    /// Where each partition starts in the partitioned order, from the counts of
    /// ``SideHashes``; one more entry for the end.
    func starts(counts: [Int]) -> [Int] {
        var starts = counts
        for p in 0..<count { starts[p + 1] += starts[p] }
        return starts
    }

    /// The hashes in partitioned order (a stable counting sort); when asked for, each
    /// one's original offset (by partitioned position) and each original offset's
    /// partition (empty otherwise, and always empty with one partition, where the order
    /// does not change).
    ///
    /// Safe: `starts` comes from the count of hashes per partition, so cursor `p` starts at
    /// `starts[p]` and moves once per hash of partition `p`, staying below `starts[p + 1] ≤ n`;
    /// every slot of `out` (and of `offsets`, uninitialized, `n` long when kept) is written
    /// exactly once, and `partitions` (`n` long when kept) is written at every `i < n`.
    /// `offsets` and `partitions` are touched only when kept.
    func scatter(_ hashes: consuming [UInt64], starts: [Int], keepingOffsets: Bool, keepingPartitions: Bool) -> (
        hashes: [UInt64], offsets: [Int32], partitions: [UInt16]
    ) {
        if bits == 0 { return (hashes, [], []) }
        let n = hashes.count
        var cursors = starts
        var offsets: [Int32] = [], partitions: [UInt16] = []
        if keepingOffsets { offsets = [Int32](unsafeUninitializedCapacity: n) { _, count in count = n } }
        if keepingPartitions { partitions = [UInt16](unsafeUninitializedCapacity: n) { _, count in count = n } }
        let sorted = [UInt64](unsafeUninitializedCapacity: n) { out, count in
            hashes.withUnsafeBufferPointer { hashes in
                offsets.withUnsafeMutableBufferPointer { offsets in
                    partitions.withUnsafeMutableBufferPointer { partitions in
                        cursors.withUnsafeMutableBufferPointer { cursors in
                            for i in 0..<n {
                                let h = hashes[i]
                                let p = partition(of: h)
                                let c = cursors[p]
                                out[c] = h
                                if keepingOffsets { offsets[c] = Int32(i) }
                                if keepingPartitions { partitions[i] = UInt16(truncatingIfNeeded: p) }
                                cursors[p] = c + 1
                            }
                        }
                    }
                }
            }
            count = n
        }
        return (sorted, offsets, partitions)
    }
}
