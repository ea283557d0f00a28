import Diffing
import LayoutTestSupport
import Testing

/// An identifier with a deliberately weak hash, `id / 2`: 2k and 2k + 1 clash.
private struct Clashing: Hashable, CustomDebugStringConvertible {
    var id: Int
    static func == (a: Clashing, b: Clashing) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id / 2) }
    var debugDescription: String { "#\(id)" }
}

/// The diff matches 64-bit hashes first (in cache-sized partitions) and confirms every
/// pair; clashing hashes and duplicates fall back to exact matching.
@Suite("ListDiff: hash matching")
struct HashMatchingTests {
    @Test func clashingHashesGiveTheSameDiffAsDistinctOnes() throws {
        let old = [0, 2, 3, 4, 6], new = [4, 0, 3, 7, 6]  // 2 and 3 clash in old
        let plain = try ListDiff(from: old, to: new)
        #expect(plain == ListDiff(deletes: [1], inserts: [3], moves: [.init(from: 3, to: 0)]))
        #expect(try ListDiff(from: old.map(Clashing.init), to: new.map(Clashing.init)) == plain)
    }

    @Test func aPairWithEqualHashesButDifferentIdentifiersIsNoMatch() throws {
        // Old 2 and new 3 have the same hash and nothing else to clash with.
        let diff = try ListDiff(from: [0, 2, 4].map(Clashing.init), to: [0, 3, 4].map(Clashing.init))
        #expect(diff == ListDiff(deletes: [1], inserts: [1]))
    }

    @Test func extremeIntegerIdentifiers() throws {
        // Int identifiers are mixed without Hasher: the extremes and -1 stay distinct.
        let old = [Int.min, -1, 0, Int.max], new = [Int.max, 0, 7, Int.min]
        let diff = try ListDiff(from: old, to: new)
        #expect(diff == ListDiff(deletes: [1], inserts: [2], moves: [.init(from: 3, to: 0), .init(from: 2, to: 1)]))
        #expect(try diff.applied(to: old, from: new) == new)
    }

    @Test func largeCollectionsArePartitionedAndStayExact() throws {
        // 3·10⁴ old and about as many new identifiers: several partitions. The reference
        // is the same edit on clashing identifiers, which the exact matching diffs.
        var random = Random(seed: 7)
        let old = Array(0..<30_000).shuffledStable(&random, fraction: 0.01)
        var new = old.filter { _ in !random.chance(0.1) }
        for k in 0..<3_000 { new.insert(30_000 + k, at: random.below(new.count + 1)) }
        for _ in 0..<300 { new.insert(new.remove(at: random.below(new.count)), at: random.below(new.count)) }
        let diff = try ListDiff(from: old, to: new)
        #expect(try diff.applied(to: old, from: new) == new)
        #expect(diff.inserts.count == 3_000)
        #expect(try ListDiff(from: old.map(Clashing.init), to: new.map(Clashing.init)) == diff)
    }

    @Test func duplicatesInLargeCollectionsNameBothPositions() {
        let n = 20_000, plain = Array(0..<n)
        var old = plain
        old[15_000] = 123
        #expect(throws: DiffError.duplicateIdentifier(identifier: "123", first: 123, second: 15_000, side: .old)) {
            try ListDiff(from: old, to: plain)
        }
        var new = plain
        new[19_999] = 5
        #expect(throws: DiffError.duplicateIdentifier(identifier: "5", first: 5, second: 19_999, side: .new)) {
            try ListDiff(from: plain, to: new)
        }
        var fresh = Array(n..<(2 * n))
        fresh[18_000] = n + 10
        #expect(throws: DiffError.duplicateIdentifier(identifier: "\(n + 10)", first: 10, second: 18_000, side: .new)) {
            try ListDiff(from: plain, to: fresh)
        }
    }
}
