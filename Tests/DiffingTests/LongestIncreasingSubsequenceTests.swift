import CVKitTestSupport
import LayoutTestSupport
import Testing

@testable import Diffing

@Suite("Longest increasing subsequence")
struct LongestIncreasingSubsequenceTests {
    /// The length by the quadratic textbook method.
    func referenceLength(_ values: [Int32]) -> Int {
        var best = [Int](repeating: 0, count: values.count)
        for i in values.indices where values[i] >= 0 {
            best[i] = 1
            for j in 0..<i where values[j] >= 0 && values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    func check(_ values: [Int32], sourceLocation: SourceLocation = #_sourceLocation) {
        let keep = longestIncreasingSubsequence(values)
        let kept = values.indices.filter { keep[$0] }.map { values[$0] }
        #expect(kept.count == referenceLength(values), "\(values)", sourceLocation: sourceLocation)
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "\(values)", sourceLocation: sourceLocation)
        #expect(values.indices.allSatisfy { !keep[$0] || values[$0] >= 0 }, sourceLocation: sourceLocation)
    }

    @Test func exactCases() {
        #expect(longestIncreasingSubsequence([]) == [])
        #expect(longestIncreasingSubsequence([0, 1, 2]) == [true, true, true])
        #expect(longestIncreasingSubsequence([2, 1, 0]) == [false, false, true])
        // An element that jumped ahead is the one left out; the ones it skipped stay.
        #expect(longestIncreasingSubsequence([0, 1, 9, 2, 3, 4]) == [true, true, false, true, true, true])
        #expect(longestIncreasingSubsequence([-1, 3, -1, 4]) == [false, true, false, true])
    }

    @Test func randomSequencesMatchTheQuadraticMethod() {
        for seed in OracleCases.seeds(default: 500, salt: 7) {
            var random = Random(seed: seed)
            let n = random.below(40)
            var values = (0..<n).map { Int32($0) }
            // Mostly in order with a few jumps, or shuffled, with skipped places.
            if random.chance(0.5) {
                for _ in 0..<random.below(4) where n > 1 { values.swapAt(random.below(n), random.below(n)) }
            } else {
                values.shuffle(using: &random)
            }
            for i in values.indices where random.chance(0.1) { values[i] = -1 }
            check(values)
        }
    }

    /// The length by patience sorting over a plain array of pile tops (O(n log n), for
    /// sequences too long for the quadratic method).
    func referenceLengthByPiles(_ values: [Int32]) -> Int {
        var tops: [Int32] = []
        for x in values where x >= 0 {
            var lo = 0, hi = tops.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if tops[mid] < x { lo = mid + 1 } else { hi = mid }
            }
            if lo == tops.count { tops.append(x) } else { tops[lo] = x }
        }
        return tops.count
    }

    /// Hundreds to thousands of piles: values moved back land in every block of 64 pile
    /// tops (the index of ``PatiencePiles``), on block starts and ends too.
    @Test func longSequencesWithValuesMovedBack() {
        for round in OracleCases.seeds(default: 40, salt: 64) {
            var random = Random(seed: round)
            let n = 64 * (1 + random.below(60)) + random.below(3) - 1
            var values = (0..<n).map { Int32($0) }
            // Some moved elsewhere (both ways), some runs reversed, some places skipped.
            for _ in 0..<random.below(n / 8 + 1) {
                let x = values.remove(at: random.below(values.count))
                values.insert(x, at: random.below(values.count + 1))
            }
            if random.below(4) == 3 {
                let a = random.below(n), b = min(n, a + random.below(200))
                values[a..<b].reverse()
            }
            for i in values.indices where random.chance(0.05) { values[i] = -1 }
            let keep = longestIncreasingSubsequence(values)
            let kept = values.indices.filter { keep[$0] }.map { values[$0] }
            #expect(kept.count == referenceLengthByPiles(values), "round \(round), \(n) values")
            #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "round \(round)")
        }
        // Pile tops exactly at block starts: 0, 64, 128, … replaced by smaller values.
        var values = (0..<300).map { Int32(2 * $0 + 1) }
        values += [0, 127, 128, 255, 256, 2 * 299]
        check(values)
    }

    /// `ListDiff` finds its moves in the pass that compares contents (matched new offsets
    /// and the run's offsets in bitmaps of 64-bit words): the moves and updates must be
    /// exactly the matched elements outside ``longestIncreasingSubsequence(_:)`` and those
    /// whose content differs, at sizes around word boundaries, on the hash path (`Int`),
    /// the confirming path (`String`) and in reversed lists (the binary search).
    @Test func listDiffMovesAreTheElementsOutsideTheRunAcrossBitmapWords() throws {
        var random = SplitMix64(seed: 64)
        for count in [1, 2, 63, 64, 65, 127, 128, 129, 191, 192, 193, 500] {
            for round in 0..<6 {
                let old = Array(0..<count)
                var new = old.filter { _ in random.below(8) != 0 }
                for k in 0..<random.below(count / 8 + 2) { new.insert(count + k, at: random.below(new.count + 1)) }
                if round == 5 { new.reverse() }
                for _ in 0..<random.below(count / 10 + 2) where !new.isEmpty {
                    new.insert(new.remove(at: random.below(new.count)), at: random.below(new.count + 1))
                }
                let changed = Set(new.filter { _ in random.below(5) == 0 })
                let newToOld = new.map { Int32($0 < count ? $0 : -1) }
                let keep = longestIncreasingSubsequence(newToOld)
                let moves = new.indices.filter { newToOld[$0] >= 0 && !keep[$0] }.map { ListDiff.Move(from: new[$0], to: $0) }
                let updates = new.indices.filter { newToOld[$0] >= 0 && changed.contains(new[$0]) }
                    .map { ListDiff.Update(old: new[$0], new: $0) }
                let byInt = try ListDiff(
                    from: old, to: new, identifiedBy: { $0 }, isContentEqual: { a, _ in !changed.contains(a) })
                let byString = try ListDiff(
                    from: old.map(String.init), to: new.map(String.init), identifiedBy: { $0 },
                    isContentEqual: { a, _ in !changed.contains(Int(a)!) })
                for diff in [byInt, byString] {
                    #expect(diff.moves == moves, "count \(count), round \(round)")
                    #expect(diff.updates == updates, "count \(count), round \(round)")
                    #expect(try diff.applied(to: old, from: new) == new)
                }
            }
        }
    }
}
