import Testing

@testable import Diffing

/// `PartitionedHashes` writes hashes straight into fixed-size buckets through unsafe
/// buffers: these tests fill buckets to their last slot and past it (under the address
/// sanitizer a write out of bounds fails them), and check every slot that is written.
@Suite("ListDiff: partitioned hashes")
struct PartitionedHashesTests {
    /// The partition of `id`'s hash with `bits` partition bits.
    private static func partition(of id: Int, bits: Int) -> Int {
        Int(truncatingIfNeeded: ListDiff.hash(of: id, seed: ListDiff.hashSeed) >> UInt64(64 - bits))
    }

    @Test func everyHashIsInItsBucketOnceWithItsOffset() throws {
        let ids = (0..<30_000).map { $0 * 7 - 5_000 }
        let bits = HashMatching.partitionBits(oldCount: ids.count, newCount: ids.count)
        #expect(bits == 3)
        let hashes = try #require(PartitionedHashes(ids, { $0 }, bits: bits, keepingOffsets: true, keepingPartitions: true))
        #expect(hashes.stride == PartitionedHashes.stride(count: 30_000, bits: 3))
        #expect(hashes.hashes.count == hashes.stride * 8)
        #expect(hashes.partitions.count == 30_000)
        var seen = [Bool](repeating: false, count: ids.count)
        for p in 0..<8 {
            let start = p * hashes.stride
            #expect(hashes.ends[p] >= start && hashes.ends[p] <= start + hashes.stride)
            var previous = -1
            for slot in start..<hashes.ends[p] {
                let offset = Int(hashes.offsets[slot])
                #expect(offset > previous)  // in element order within a bucket
                previous = offset
                #expect(!seen[offset])
                seen[offset] = true
                #expect(hashes.hashes[slot] == ListDiff.hash(of: ids[offset], seed: ListDiff.hashSeed))
                #expect(Self.partition(of: ids[offset], bits: 3) == p)
                #expect(Int(hashes.partitions[offset]) == p)
            }
        }
        #expect(seen.allSatisfy { $0 })
    }

    @Test func aBucketFilledToItsLastSlotAndOnePast() throws {
        // With 2 partitions, 128 elements get buckets of exactly 128 slots
        // (64 + 6 · 8 + 16): 128 equal hashes fill one to its last slot.
        #expect(PartitionedHashes.stride(count: 128, bits: 1) == 128)
        for p in 0..<2 {
            let id = try #require((0..<1_000).first { Self.partition(of: $0, bits: 1) == p })
            let full = try #require(
                PartitionedHashes(Array(repeating: id, count: 128), { $0 }, bits: 1, keepingOffsets: true, keepingPartitions: true))
            #expect(full.ends == (p == 0 ? [128, 128] : [0, 256]))
            #expect(full.offsets[p * 128 + 127] == 127)
            #expect(full.partitions.allSatisfy { Int($0) == p })
            // 200 elements get buckets of 176: the 177th equal hash stops the pass.
            #expect(PartitionedHashes.stride(count: 200, bits: 1) == 176)
            #expect(
                PartitionedHashes(Array(repeating: id, count: 200), { $0 }, bits: 1, keepingOffsets: true, keepingPartitions: true) == nil)
        }
    }

    @Test func onePartitionKeepsElementOrderWithoutOffsets() throws {
        let hashes = try #require(PartitionedHashes([5, 1, 9], { $0 }, bits: 0, keepingOffsets: true, keepingPartitions: true))
        #expect(hashes.stride == 3)
        #expect(hashes.ends == [3])
        #expect(hashes.offsets.isEmpty && hashes.partitions.isEmpty)
        #expect(hashes.hashes == [5, 1, 9].map { ListDiff.hash(of: $0, seed: ListDiff.hashSeed) })
    }

    @Test func anOverflowingBucketFallsBackToCountingAndNamesDuplicates() {
        // 20,000 equal identifiers all land in one bucket: the counting path takes over,
        // then exact matching names the first duplicate.
        let old = Array(repeating: 42, count: 20_000)
        #expect(throws: DiffError.duplicateIdentifier(identifier: "42", first: 0, second: 1, side: .old)) {
            try ListDiff(from: old, to: [42])
        }
    }

    @Test func deletesAtBitmapWordBoundaries() throws {
        // Matched old elements are marked in 64-bit words; deletes are read back from them.
        let old = Array(0..<130), gone: Set = [0, 63, 64, 127, 128, 129]
        let diff = try ListDiff(from: old, to: old.filter { !gone.contains($0) })
        #expect(diff == ListDiff(deletes: [0, 63, 64, 127, 128, 129]))
        // Partitioned (2·10⁴ elements): every 64th element and the last one deleted.
        let large = Array(0..<20_001)
        let partitioned = try ListDiff(from: large, to: large.filter { $0 % 64 != 63 && $0 != 20_000 })
        #expect(partitioned.deletes == Array(stride(from: 63, to: 20_000, by: 64)) + [20_000])
        #expect(partitioned.inserts.isEmpty && partitioned.moves.isEmpty)
    }
}
