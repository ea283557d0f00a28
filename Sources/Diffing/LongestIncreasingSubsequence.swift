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
///
/// Safe: `previous` holds `n` uninitialized `Int32`s (a trivial type: nothing to
/// deinitialize); `add(_:at:previous:)` writes `previous[p]` for every position `p < n` it
/// takes, and the walk back reads only positions on the last run's chain, each one added.
@usableFromInline
func longestIncreasingRun(_ values: [Int32]) -> (keep: [Bool], length: Int) {
    let n = values.count
    var keep = [Bool](repeating: false, count: n)
    guard n > 0 else { return (keep, 0) }
    // previous[p]: the position before p in its run; written for every position a run
    // can reach, so it starts uninitialized.
    var previous = [Int32](unsafeUninitializedCapacity: n) { _, count in count = n }
    let (length, last) = PatiencePiles.with(capacity: n) { piles in
        values.withUnsafeBufferPointer { v in
            previous.withUnsafeMutableBufferPointer { previous in
                for p in 0..<n where v[p] >= 0 { piles.add(v[p], at: p, previous: previous) }
            }
        }
        return (piles.count, piles.lastPosition)
    }
    var p = last
    while p >= 0 {
        keep[p] = true
        p = Int(previous[p])
    }
    return (keep, length)
}

/// The piles of patience sorting (``longestIncreasingRun(_:)``): for every length k + 1 of
/// an increasing run so far, the position and the value of the smallest last element of
/// such a run. Values are added in position order with ``add(_:at:previous:)``.
///
/// The pile tops' values are kept beside their positions (`tops`), and every 64th top in
/// a small index (`index`, n / 16 bytes): a value that lands before the last two piles (an
/// element moved back) is found by a binary search of the index, then of one block of 64
/// tops — about three cache lines — where a binary search of the positions, reading each
/// probe's value from the values array, touched about 20 scattered lines, each a miss to
/// memory once the arrays outgrow the cache (10⁶ elements: 4 MB each).
///
/// The three arrays live in one temporary allocation (``with(capacity:_:)``) written
/// through pointers: as arrays in a struct captured by the caller's closures, every append
/// paid a uniqueness check (a runtime call) per array.
@usableFromInline
struct PatiencePiles {
    /// `tails[k]`: the position of the smallest last value of an increasing run of length k + 1.
    @usableFromInline let tails: UnsafeMutablePointer<Int32>
    /// `tops[k]`: that value (increasing in k).
    @usableFromInline let tops: UnsafeMutablePointer<Int32>
    /// `index[b]`: `tops[64 × b]`.
    @usableFromInline let index: UnsafeMutablePointer<Int32>
    /// The most values ``add(_:at:previous:)`` takes.
    @usableFromInline let capacity: Int
    /// The number of piles: the length of the longest increasing run so far.
    @usableFromInline var count = 0

    @inlinable
    init(tails: UnsafeMutablePointer<Int32>, tops: UnsafeMutablePointer<Int32>, index: UnsafeMutablePointer<Int32>, capacity: Int) {
        self.tails = tails
        self.tops = tops
        self.index = index
        self.capacity = capacity
    }

    /// Calls `body` with empty piles for up to `capacity` values, in memory that lives for
    /// the call (large capacities are allocated on the heap; pages never reached are never
    /// touched).
    ///
    /// Safe: the allocation holds `2 × capacity + capacity / 64 + 1` values: `tails` and
    /// `tops` `capacity` each, `index` the rest; ``add(_:at:previous:)`` stops at
    /// `capacity` piles (a precondition), so pile `k < capacity` and block `k / 64 ≤
    /// capacity / 64` stay inside, and every slot is written before it is read (a pile's
    /// slots when it is made, a block's index entry with its first pile).
    /// `LongestIncreasingSubsequenceTests` run under the address sanitizer.
    @inlinable
    static func with<R>(capacity: Int, _ body: (inout PatiencePiles) -> R) -> R {
        let capacity = max(0, capacity)
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * capacity + capacity / 64 + 1) { buffer in
            let base = buffer.baseAddress!
            var piles = PatiencePiles(tails: base, tops: base + capacity, index: base + 2 * capacity, capacity: capacity)
            return body(&piles)
        }
    }

    /// The position of the last element of a longest increasing run so far (-1: none).
    @inlinable var lastPosition: Int { count == 0 ? -1 : Int(tails[count - 1]) }

    /// Adds value `x` (not negative) at position `p` (after every position added so far),
    /// writing the position before `p` in its run to `previous[p]` (-1: `p` starts it).
    ///
    /// - Complexity: O(1) when `x` extends the last pile or replaces its top (a sequence
    ///   mostly in order), O(log L) for L piles otherwise.
    ///
    /// Safe: a new pile is made only below `capacity` (the precondition), so `tails`, `tops`
    /// and `index` are written inside the allocation of ``with(capacity:_:)``; `q < count`
    /// indexes an existing pile; `prev` is written at `p`, which the caller keeps below its
    /// count.
    @inlinable @inline(__always)
    mutating func add(_ x: Int32, at p: Int, previous prev: UnsafeMutableBufferPointer<Int32>) {
        let k = count
        if k == 0 || x > tops[k - 1] {
            precondition(k < capacity, "more values than the piles were made for")
            prev[p] = k == 0 ? -1 : tails[k - 1]
            tails[k] = Int32(truncatingIfNeeded: p)
            tops[k] = x
            if k & 63 == 0 { index[k >> 6] = x }
            count = k + 1
            return
        }
        // x replaces the top of the first pile whose top is >= x: usually the last (an
        // element that jumped ahead was followed by the ones it skipped).
        var q = k - 1
        if k > 1 && x <= tops[k - 2] { q = firstPile(notBelow: x) }
        prev[p] = q > 0 ? tails[q - 1] : -1
        tails[q] = Int32(truncatingIfNeeded: p)
        tops[q] = x
        if q & 63 == 0 { index[q >> 6] = x }
    }

    /// The first pile whose top is >= `x`, given that the last pile's is.
    @inlinable
    func firstPile(notBelow x: Int32) -> Int {
        // The first block whose first top is >= x (0: pile 0 is the answer).
        var lo = 0, hi = (count + 63) >> 6
        while lo < hi {
            let mid = (lo + hi) / 2
            if index[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        if lo == 0 { return 0 }
        // In the block before it, after its first top (below x): the first top >= x, or
        // the next block's first pile.
        var first = (lo - 1) << 6 + 1, last = min(lo << 6, count - 1)
        while first < last {
            let mid = (first + last) / 2
            if tops[mid] < x { first = mid + 1 } else { last = mid }
        }
        return first
    }
}
