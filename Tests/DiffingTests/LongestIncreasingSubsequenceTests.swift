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
        var random = Random(seed: 7)
        for _ in 0..<500 {
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
}
