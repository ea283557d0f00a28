/// One side's identifier hashes written straight into their partitions as they are
/// computed: one read of the elements, one scattered write, and no hashes in element
/// order to write and read again (``SideHashes`` followed by a counting sort does that).
///
/// The partition sizes are not known before hashing, but the hashes are uniform, so each
/// partition gets a bucket of ``stride`` slots: the expected size plus six standard
/// deviations, so a bucket of uniform hashes practically never overflows. Should a bucket
/// overflow all the same — crafted identifiers, a degenerate `hashValue` — the
/// initializer returns `nil` and the caller takes the counting path, which is exact for
/// any distribution.
///
/// Partition `p` holds its hashes at `p * stride ..< ends[p]`; the slots from `ends[p]`
/// to the next bucket are never written and never read.
@usableFromInline
struct PartitionedHashes {
    /// The hashes by partition (`p * stride ..< ends[p]`); gaps between buckets are
    /// uninitialized.
    @usableFromInline var hashes: [UInt64]
    /// For every slot of ``hashes``, the element's offset; empty unless asked for, and
    /// always empty with one partition (where a slot is the offset).
    @usableFromInline var offsets: [Int32]
    /// For every element offset, its partition; empty unless asked for, and always empty
    /// with one partition.
    @usableFromInline var partitions: [UInt16]
    /// One past the last slot of every partition.
    @usableFromInline var ends: [Int]
    /// How many slots each partition has.
    @usableFromInline let stride: Int
    /// How many top bits choose the partition (``HashMatching/partitionBits(oldCount:newCount:)``).
    @usableFromInline let bits: Int

    /// The slots per partition for `count` hashes in 2^bits partitions: the expected size
    /// plus six standard deviations (a bucket overflows with a probability of about
    /// 10⁻⁹), or `count` for a single partition.
    @inlinable
    static func stride(count: Int, bits: Int) -> Int {
        if bits == 0 { return count }
        let expected = (count + (1 << bits) - 1) >> bits
        return expected + 6 * Int(Double(expected).squareRoot().rounded(.up)) + 16
    }

    /// The hashes (``ListDiff/hash(of:seed:)``) of every element's identifier, by
    /// partition, or `nil` when a partition has more than ``stride`` of them.
    ///
    /// - Parameters:
    ///   - keepingOffsets: Whether to record each slot's element offset (the old side).
    ///   - keepingPartitions: Whether to record each element's partition (the new side).
    @inlinable
    init?<T, ID: Hashable>(
        _ elements: [T], _ identifiedBy: (T) -> ID, bits: Int, keepingOffsets: Bool, keepingPartitions: Bool
    ) {
        let n = elements.count
        let stride = Self.stride(count: n, bits: bits)
        let partitionCount = 1 << bits
        let capacity = stride * partitionCount
        let keepingOffsets = keepingOffsets && bits > 0, keepingPartitions = keepingPartitions && bits > 0
        self.stride = stride
        self.bits = bits
        // Safe: every array below is written before it is read: slots up to `ends[p]` by
        // this pass, offsets and partitions for exactly the slots and offsets written. They
        // are of trivial types, so starting uninitialized is safe as long as nothing reads a
        // slot past `ends[p]` (HashMatching reads `p * stride ..< ends[p]` only). Indices:
        // `i < n` (the elements' count and the partitions' length); a partition `p` is a
        // hash's top `bits` bits, below `partitionCount`, the length of `ends`; a slot is
        // below `(p + 1) · stride ≤ capacity` (a full bucket stops the pass).
        var offsets: [Int32] = [], partitions: [UInt16] = []
        if keepingOffsets { offsets = [Int32](unsafeUninitializedCapacity: capacity) { _, count in count = capacity } }
        if keepingPartitions { partitions = [UInt16](unsafeUninitializedCapacity: n) { _, count in count = n } }
        var ends = [Int](unsafeUninitializedCapacity: partitionCount) { ends, count in
            for p in 0..<partitionCount { ends[p] = p * stride }
            count = partitionCount
        }
        var overflowed = false
        hashes = [UInt64](unsafeUninitializedCapacity: capacity) { out, count in
            count = capacity
            elements.withUnsafeBufferPointer { elements in
                offsets.withUnsafeMutableBufferPointer { offsets in
                    partitions.withUnsafeMutableBufferPointer { partitions in
                        ends.withUnsafeMutableBufferPointer { ends in
                            let seed = ListDiff.hashSeed
                            let shift = UInt64(64 - max(1, bits))
                            for i in 0..<n {
                                let h = ListDiff.hash(of: identifiedBy(elements[i]), seed: seed)
                                let p = bits == 0 ? 0 : Int(truncatingIfNeeded: h &>> shift)
                                let slot = ends[p]
                                // `slot` stays inside `out` (capacity = stride · partitions):
                                // a full bucket stops the pass instead of spilling into the next.
                                if slot == (p &+ 1) &* stride {
                                    overflowed = true
                                    return
                                }
                                out[slot] = h
                                if keepingOffsets { offsets[slot] = Int32(truncatingIfNeeded: i) }
                                if keepingPartitions { partitions[i] = UInt16(truncatingIfNeeded: p) }
                                ends[p] = slot &+ 1
                            }
                        }
                    }
                }
            }
        }
        if overflowed { return nil }
        self.offsets = offsets
        self.partitions = partitions
        self.ends = ends
    }

    /// Where each partition starts.
    @inlinable
    var starts: [Int] { (0..<ends.count).map { $0 * stride } }
}

/// One side's identifier hashes, in order, with how many fall in each partition, counted
/// as they are written so that partitioning does not read them once more.
@usableFromInline
struct SideHashes {
    /// The hashes, in order.
    @usableFromInline var hashes: [UInt64]
    /// `counts[p + 1]`: how many hashes are in partition `p` (`counts[0]` is 0).
    @usableFromInline var counts: [Int]
    /// How many top bits choose the partition (``HashMatching/partitionBits(oldCount:newCount:)``).
    @usableFromInline let bits: Int

    /// Hashes written by `fill`, which appends exactly `count` hashes to the sink, in order.
    ///
    /// Safe: `fill` appends exactly `count` hashes (the precondition checks it; the one
    /// caller appends one per element of a `count`-element array), so the sink writes `out`
    /// below its capacity and all `count` are initialized; a hash's partition
    /// `hash >> (64 − bits)` is below `2^bits`, inside the `2^bits + 1` counts.
    @inlinable
    init(count: Int, bits: Int, _ fill: (inout Sink) -> Void) {
        self.bits = bits
        var counts = [Int](repeating: 0, count: (1 << bits) + 1)
        hashes = [UInt64](unsafeUninitializedCapacity: count) { out, written in
            counts.withUnsafeMutableBufferPointer { counts in
                var sink = Sink(out: out, counts: counts, shift: bits == 0 ? 0 : UInt64(64 - bits))
                fill(&sink)
                precondition(sink.written == count, "a hash for every element")
                written = count
            }
        }
        self.counts = counts
    }

    /// The hash (``ListDiff/hash(of:seed:)``) of every element's identifier.
    ///
    /// Safe: the elements' buffer is only read, in order, for its own count.
    @inlinable
    init<T, ID: Hashable>(_ elements: [T], _ identifiedBy: (T) -> ID, bits: Int) {
        self.init(count: elements.count, bits: bits) { sink in
            let seed = ListDiff.hashSeed
            elements.withUnsafeBufferPointer { elements in
                for element in elements { sink.append(ListDiff.hash(of: identifiedBy(element), seed: seed)) }
            }
        }
    }

    /// The hashes, leaving none here (so that the caller holds the only reference).
    @usableFromInline
    mutating func take() -> [UInt64] {
        defer { hashes = [] }
        return hashes
    }

    /// Where hashes are written and counted.
    ///
    /// Safe: made only by ``init(count:bits:_:)``, over the new array's `count` slots and
    /// the partition counts, for the duration of `fill`; see there for the bounds.
    @usableFromInline
    struct Sink {
        @usableFromInline let out: UnsafeMutableBufferPointer<UInt64>
        @usableFromInline let counts: UnsafeMutableBufferPointer<Int>
        /// 64 − bits, or 0 for a single partition.
        @usableFromInline let shift: UInt64
        /// How many hashes were written.
        @usableFromInline var written = 0

        @inlinable
        init(out: UnsafeMutableBufferPointer<UInt64>, counts: UnsafeMutableBufferPointer<Int>, shift: UInt64) {
            self.out = out
            self.counts = counts
            self.shift = shift
        }

        /// Writes the next hash and counts it in its partition.
        @inlinable @inline(__always)
        mutating func append(_ hash: UInt64) {
            out[written] = hash
            written += 1
            counts[shift == 0 ? 1 : Int(truncatingIfNeeded: hash &>> shift) + 1] += 1
        }
    }
}
