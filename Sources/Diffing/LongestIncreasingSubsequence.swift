/// The longest strictly increasing subsequence of a sequence of integers, found by
/// patience sorting: the elements *not* in it are the fewest that must move so that the
/// rest keep their relative order.
///
/// - Parameter values: The values (here: old positions, listed in new order); -1 marks a
///   position to skip.
/// - Returns: For every position of `values`, whether it is in the subsequence (always
///   `false` for a skipped one).
/// - Complexity: O(n log L) time for the longest run L and O(n) memory; O(n) when the
///   values are already increasing (each one extends the last pile).
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int32]) -> [Bool] {
    let n = values.count
    var keep = [Bool](repeating: false, count: n)
    guard n > 0 else { return keep }
    // tails[k]: position of the smallest last value of an increasing run of length k + 1.
    var tails: [Int32] = []
    var previous = [Int32](repeating: -1, count: n)
    values.withUnsafeBufferPointer { v in
        previous.withUnsafeMutableBufferPointer { prev in
            for p in 0..<n {
                let x = v[p]
                if x < 0 { continue }
                if let last = tails.last {
                    if x > v[Int(last)] {
                        prev[p] = last
                        tails.append(Int32(p))
                        continue
                    }
                } else {
                    tails.append(Int32(p))
                    continue
                }
                // First pile whose top is >= x.
                var lo = 0, hi = tails.count - 1
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if v[Int(tails[mid])] < x { lo = mid + 1 } else { hi = mid }
                }
                prev[p] = lo > 0 ? tails[lo - 1] : -1
                tails[lo] = Int32(p)
            }
        }
    }
    var p = tails.last.map(Int.init) ?? -1
    while p >= 0 {
        keep[p] = true
        p = Int(previous[p])
    }
    return keep
}
