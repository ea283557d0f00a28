/// The longest strictly increasing subsequence of a sequence of integers, found by
/// patience sorting: the elements *not* in it are the fewest that must move so that the
/// rest keep their relative order.
///
/// - Parameter values: The values (here: old positions, listed in new order); -1 marks a
///   position to skip.
/// - Returns: For every position of `values`, whether it is in the subsequence (always
///   `false` for a skipped one).
/// - Complexity: O(n log L) time for the longest run L in the worst case (a reversed
///   list), O(n) memory. Each value is first checked against the last two piles, so a
///   sequence that is mostly in order — an edit with a few moves, inserts and deletes —
///   costs O(1) per value: O(n).
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int32]) -> [Bool] { longestIncreasingRun(values).keep }

/// ``longestIncreasingSubsequence(_:)`` and the subsequence's length.
@usableFromInline
func longestIncreasingRun(_ values: [Int32]) -> (keep: [Bool], length: Int) {
    let n = values.count
    var keep = [Bool](repeating: false, count: n)
    guard n > 0 else { return (keep, 0) }
    // tails[k]: position of the smallest last value of an increasing run of length k + 1.
    var tails: [Int32] = []
    // At its final size at once: growing by doubling copied up to 8 bytes per element
    // (capacity that is never reached is never touched, so it costs no memory).
    tails.reserveCapacity(n)
    // previous[p]: the position before p in its run; written for every position a run
    // can reach, so it starts uninitialized.
    var previous = [Int32](unsafeUninitializedCapacity: n) { _, count in count = n }
    values.withUnsafeBufferPointer { v in
        previous.withUnsafeMutableBufferPointer { previous in
            for p in 0..<n where v[p] >= 0 { extendIncreasingRuns(v[p], at: p, values: v, tails: &tails, previous: previous) }
        }
    }
    var p = tails.last.map(Int.init) ?? -1
    while p >= 0 {
        keep[p] = true
        p = Int(previous[p])
    }
    return (keep, tails.count)
}

/// One step of patience sorting (``longestIncreasingRun(_:)``): the piles after value `x`
/// at position `p`, and the position before `p` in its run.
///
/// - Parameters:
///   - x: The value at `p` (not negative).
///   - values: Every value so far (`values[q]` for every position `q` in `tails`).
///   - tails: `tails[k]`: the position of the smallest last value of an increasing run of
///     length k + 1.
///   - previous: Where `previous[p]` is written (-1: `p` starts its run).
/// - Complexity: O(1) when `x` extends the last pile or replaces its top (a sequence
///   mostly in order), O(log L) otherwise.
@inlinable @inline(__always)
func extendIncreasingRuns(
    _ x: Int32, at p: Int, values v: UnsafeBufferPointer<Int32>, tails: inout [Int32],
    previous prev: UnsafeMutableBufferPointer<Int32>
) {
    if let last = tails.last {
        if x > v[Int(last)] {
            prev[p] = last
            tails.append(Int32(truncatingIfNeeded: p))
            return
        }
    } else {
        prev[p] = -1
        tails.append(Int32(truncatingIfNeeded: p))
        return
    }
    // Second fast path: x replaces the last pile's top (an element that jumped ahead was
    // followed by the ones it skipped).
    let k = tails.count - 1
    if k == 0 || x > v[Int(tails[k - 1])] {
        prev[p] = k > 0 ? tails[k - 1] : -1
        tails[k] = Int32(truncatingIfNeeded: p)
        return
    }
    // First pile whose top is >= x.
    var lo = 0, hi = tails.count - 1
    while lo < hi {
        let mid = (lo + hi) / 2
        if v[Int(tails[mid])] < x { lo = mid + 1 } else { hi = mid }
    }
    prev[p] = lo > 0 ? tails[lo - 1] : -1
    tails[lo] = Int32(truncatingIfNeeded: p)
}
