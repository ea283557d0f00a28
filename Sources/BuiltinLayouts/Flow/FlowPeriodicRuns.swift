// What the line pass learned about a section's sizes while it laid out runs of repeated
// lines, kept so that an incremental update need not compare the same sizes again.

/// Ranges of items whose sizes repeat with a period, as a line pass verified them: in a
/// run `r`, every item `j` with `r.start + r.period ≤ j < r.end` has the same size bits as
/// item `j − r.period`.
///
/// The line pass compares a run of repeated lines with one `memcmp` of their sizes
/// against the sizes one line earlier (`FlowSection.breakLines`); a full pass records what
/// it compared here, and an update whose moving breaks reach a range already verified —
/// the lines after the changed item in a grid of equal items — skips the comparison: its
/// new lines repeat as the old ones did, and only their starts and the items' cross
/// offsets are written. Facts about sizes, not lines, so they survive any change that
/// leaves the sizes alone: a re-layout at another width (same sizes) keeps them and skips
/// the comparisons too. A size change splits the runs around the changed item
/// (``split(at:)``); a prepare after `invalidateLayout()` starts from none.
struct FlowPeriodicRuns {
    /// One verified range.
    struct Run: Equatable {
        var start: Int
        var end: Int
        var period: Int

        /// Whether this run says `sizes[j]` equals `sizes[j − period]` for every `j` in
        /// `lo..<hi`: `period` is a multiple of the run's and every item compared is inside.
        @inline(__always) func covers(_ lo: Int, _ hi: Int, period p: Int) -> Bool {
            hi <= end && lo >= start + p && p % period == 0
        }
    }

    /// The runs, in no particular order, at most ``maximumCount``.
    private(set) var runs: [Run] = []

    /// How many runs a section keeps (an update adds at most a few; the shortest go first).
    static let maximumCount = 16

    /// Whether `sizes[j]` equals `sizes[j − period]` for every `j` in `lo..<hi` by a recorded
    /// run: one whose period divides `period` and whose range holds every item compared.
    @inline(never) func covers(_ lo: Int, _ hi: Int, period: Int) -> Bool {
        runs.contains { $0.covers(lo, hi, period: period) }
    }

    /// Records that `sizes[j]` equals `sizes[j − period]` for every `j` in
    /// `start + period..<end`, merged with every run of the same period whose items compared
    /// overlap or touch these.
    @inline(never) mutating func record(from start: Int, to end: Int, period: Int) {
        guard period > 0, end - start > period else { return }
        // The usual case: the next batch of the run recorded last.
        if let last = runs.last, last.period == period, last.start <= start, start + period <= last.end {
            if end > last.end { runs[runs.count - 1].end = end }
            return
        }
        var merged = Run(start: start, end: end, period: period)
        var k = 0
        while k < runs.count {
            let r = runs[k]
            if r.period == period && r.start + period <= merged.end && merged.start + period <= r.end {
                merged = Run(start: min(r.start, merged.start), end: max(r.end, merged.end), period: period)
                runs.remove(at: k)
                k = 0
                continue
            }
            k += 1
        }
        runs.append(merged)
        if runs.count > Self.maximumCount,
            let shortest = runs.indices.min(by: { runs[$0].end - runs[$0].start < runs[$1].end - runs[$1].start })
        {
            runs.remove(at: shortest)
        }
    }

    /// Forgets what involved `item`, whose size changed: a run holding it keeps the items
    /// before it and those after it (comparisons of two items past it only).
    mutating func split(at item: Int) {
        var k = 0, count = runs.count
        while k < count {
            let r = runs[k]
            guard r.start <= item && item < r.end else {
                k += 1
                continue
            }
            // The part after the item goes to the end (past `count`: not visited again).
            if r.end - (item + 1) > r.period { runs.append(Run(start: item + 1, end: r.end, period: r.period)) }
            if item - r.start > r.period {
                runs[k].end = item
                k += 1
            } else {
                runs.remove(at: k)
                count -= 1
            }
        }
    }

    /// Whether no run is recorded.
    var isEmpty: Bool { runs.isEmpty }
}
