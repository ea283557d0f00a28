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
/// megabytes: every probe misses the cache. Here the hashes are first split by their top
/// bits into partitions of at most ``partitionSize`` entries (a counting sort: one pass to
/// count, one to scatter), and each partition is matched with a small open-addressing
/// table of 32-bit positions that stays in the L2 cache. The results are gathered back
/// into new order with the same counters. Every pass is sequential or stays inside one
/// partition, so the time per element does not grow with the count.
///
/// - Complexity: O(n + m) time for n old and m new elements; while matching, at most
///   12 bytes per old element (partitioned hashes and positions) and 24 per new one
///   (hashes, partitioned hashes, results), 4 per element in the result.
@usableFromInline
struct HashMatching {
    /// For every old offset, the new offset of the same identifier, or -1.
    @usableFromInline var oldToNew: [Int32]
    /// For every new offset, the old offset of the same identifier, or -1.
    @usableFromInline var newToOld: [Int32]

    /// The most entries (old and new) per partition: a table of twice that many 32-bit
    /// slots plus the partition's hashes stay within 128 KB.
    static let partitionSize = 8192

    /// Matches the hashes, or `nil` when two hashes are equal where identifiers must
    /// differ (see the type's discussion).
    ///
    /// - Parameters:
    ///   - oldHashes: The hashes of the old identifiers, in order (consumed, so that they
    ///     are freed as soon as they are partitioned).
    ///   - newHashes: The hashes of the new identifiers, in order.
    @usableFromInline
    init?(oldHashes: consuming [UInt64], newHashes: consuming [UInt64]) {
        let n = oldHashes.count, m = newHashes.count
        var bits = 0
        while (n + m) >> bits > Self.partitionSize { bits += 1 }
        let partitioning = Partitioning(bits: bits)

        // Old hashes by partition, with their old offsets.
        let oldStarts = partitioning.starts(of: oldHashes)
        let (oldHashed, oldOffsets) = partitioning.scatter(consume oldHashes, starts: oldStarts, keepingOffsets: true)
        // New hashes by partition; their offsets come back from the counters.
        let newStarts = partitioning.starts(of: newHashes)
        let newHashed = partitioning.scatter(copy newHashes, starts: newStarts, keepingOffsets: false).hashes

        // Match partition by partition; results by partitioned new position.
        var matched = [Int32](repeating: -1, count: m)
        var largest = 0
        for p in 0..<partitioning.count {
            largest = max(largest, oldStarts[p + 1] - oldStarts[p] + newStarts[p + 1] - newStarts[p])
        }
        var slots = 16
        while slots < 2 * largest { slots <<= 1 }
        var table = [Int32](repeating: -1, count: slots)
        let ok = table.withUnsafeMutableBufferPointer { table in
            oldHashed.withUnsafeBufferPointer { oldHashed in
                newHashed.withUnsafeBufferPointer { newHashed in
                    oldOffsets.withUnsafeBufferPointer { oldOffsets in
                        matched.withUnsafeMutableBufferPointer { matched in
                            for p in 0..<partitioning.count {
                                let ok = Self.match(
                                    old: oldStarts[p]..<oldStarts[p + 1], new: newStarts[p]..<newStarts[p + 1],
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

        // Back into new order: each new offset takes the next result of its partition.
        let newToOld: [Int32]
        if bits == 0 {
            newToOld = matched
        } else {
            var cursors = newStarts
            newToOld = [Int32](unsafeUninitializedCapacity: m) { out, count in
                newHashes.withUnsafeBufferPointer { hashes in
                    matched.withUnsafeBufferPointer { matched in
                        cursors.withUnsafeMutableBufferPointer { cursors in
                            for j in 0..<m {
                                let p = partitioning.partition(of: hashes[j])
                                out[j] = matched[cursors[p]]
                                cursors[p] += 1
                            }
                        }
                    }
                }
                count = m
            }
        }
        _ = consume newHashes
        _ = consume matched

        // Old to new; an old offset matched twice means two new hashes were equal.
        var oldToNew = [Int32](repeating: -1, count: n)
        let unique = oldToNew.withUnsafeMutableBufferPointer { oldToNew in
            newToOld.withUnsafeBufferPointer { newToOld in
                for j in 0..<m {
                    let i = Int(newToOld[j])
                    guard i >= 0 else { continue }
                    if oldToNew[i] >= 0 { return false }
                    oldToNew[i] = Int32(j)
                }
                return true
            }
        }
        guard unique else { return nil }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }

    /// Matches one partition with an open-addressing table (linear probing): old
    /// positions as they are (≥ 0), unmatched new positions as -(position + 2), -1 empty.
    /// `false` when two hashes that must differ are equal.
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
        if let matching = HashMatching(oldHashes: ListDiff.hashes(old, identifiedBy), newHashes: ListDiff.hashes(new, identifiedBy)),
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

    /// Where each partition starts in the partitioned order; one more entry for the end.
    func starts(of hashes: [UInt64]) -> [Int] {
        var starts = [Int](repeating: 0, count: count + 1)
        if bits == 0 {
            starts[1] = hashes.count
            return starts
        }
        for h in hashes { starts[partition(of: h) + 1] += 1 }
        for p in 0..<count { starts[p + 1] += starts[p] }
        return starts
    }

    /// The hashes in partitioned order (a stable counting sort), and each one's original
    /// offset when asked for (empty otherwise, and always empty with one partition, where
    /// the order does not change).
    func scatter(_ hashes: consuming [UInt64], starts: [Int], keepingOffsets: Bool) -> (hashes: [UInt64], offsets: [Int32]) {
        if bits == 0 { return (hashes, []) }
        let n = hashes.count
        var cursors = starts
        var offsets: [Int32] = []
        if keepingOffsets { offsets = [Int32](repeating: 0, count: n) }
        let sorted = [UInt64](unsafeUninitializedCapacity: n) { out, count in
            hashes.withUnsafeBufferPointer { hashes in
                offsets.withUnsafeMutableBufferPointer { offsets in
                    cursors.withUnsafeMutableBufferPointer { cursors in
                        for i in 0..<n {
                            let h = hashes[i]
                            let p = partition(of: h)
                            let c = cursors[p]
                            out[c] = h
                            if keepingOffsets { offsets[c] = Int32(i) }
                            cursors[p] = c + 1
                        }
                    }
                }
            }
            count = n
        }
        return (sorted, offsets)
    }
}
