// Where the flow line pass puts its lines: appended to arrays (a full pass, and an update's
// lines that no longer fit in place) or written over the old lines (an update).

extension LineArrays {
    /// Appends a line pass's next lines.
    ///
    /// Safe: the three buffers are only read, each for its own count, by
    /// `append(contentsOf:)`; the caller keeps them alive for the call.
    ///
    /// - Parameters:
    ///   - itemsDone: How many items the pass has broken so far.
    ///   - itemsLeft: How many items it may still break (0 at its last batch).
    mutating func append(
        starts newStarts: UnsafeBufferPointer<Int>, offsets newOffsets: UnsafeBufferPointer<Double>,
        thickness newThickness: UnsafeBufferPointer<Double>, itemsDone: Int, itemsLeft: Int
    ) {
        let needed = starts.count + newStarts.count
        if itemsLeft > 0 && needed > starts.capacity {
            // A pass that outgrows its arrays mid-way (a first pass, or an update whose
            // breaks keep moving) reserves the lines it projects for the items left, so
            // the arrays grow once instead of doubling (each doubling copies every line
            // so far, and at a million items maps fresh memory).
            let projected = needed + itemsLeft * needed / max(1, itemsDone) + FlowSection.lineBatch
            starts.reserveCapacity(projected)
            offsets.reserveCapacity(projected)
            thickness.reserveCapacity(projected)
        }
        starts.append(contentsOf: newStarts)
        offsets.append(contentsOf: newOffsets)
        thickness.append(contentsOf: newThickness)
    }
}

/// Where a line pass puts its lines, handed a batch at a time: an incremental update's new
/// lines go over the old ones, in the old lines' own buffers (see
/// `FlowSection.relayOutUntilResync`), and the rest into `spill` once they no longer fit in
/// place; a full pass has no old lines and appends every line to `spill`. (One concrete
/// type, not a protocol: the line pass's local functions are inlined only when it is not
/// generic, and otherwise their captures are boxed and checked for exclusivity at run time.)
///
/// A batch is written in place when it ends before the old lines do and the last old
/// start it overwrites lies before `next`: the old starts are in increasing order, so
/// every one overwritten is behind the pass, which only looks for old starts at or after
/// the item it has reached (the overwritten ones it still passes over are new starts,
/// smaller still). Otherwise the new lines ran ahead of the old ones (more lines up to
/// here than before) or past their end: this batch and every later one are appended to
/// `spill`, and the old lines from `write` on stay as they were.
///
/// Safe: the three buffers hold the same number of old lines; every index written is
/// below `write + count ≤ starts.count`, every index read below `starts.count`.
struct FlowLineRewriter {
    /// The old lines' first items, offsets and thicknesses.
    let starts: UnsafeMutableBufferPointer<Int>
    let offsets: UnsafeMutableBufferPointer<Double>
    let thickness: UnsafeMutableBufferPointer<Double>
    /// The next old line to overwrite: the new lines written in place fill `..<write`.
    var write: Int
    /// The section's pending shifts: new offsets are stored without the ones that reach them.
    let shifts: [(item: Int, delta: Double)]
    /// The new lines that did not fit in place (every line from the first such batch on).
    var spill = LineArrays()

    init(
        starts: UnsafeMutableBufferPointer<Int>, offsets: UnsafeMutableBufferPointer<Double>,
        thickness: UnsafeMutableBufferPointer<Double>, write: Int, shifts: [(item: Int, delta: Double)]
    ) {
        precondition(offsets.count == starts.count && thickness.count == starts.count && write >= 0, "flow lines out of step")
        self.starts = starts
        self.offsets = offsets
        self.thickness = thickness
        self.write = write
        self.shifts = shifts
    }

    /// A writer without old lines: it appends every line to `spill` (a full pass).
    static var appending: FlowLineRewriter {
        FlowLineRewriter(
            starts: UnsafeMutableBufferPointer(start: nil, count: 0), offsets: UnsafeMutableBufferPointer(start: nil, count: 0),
            thickness: UnsafeMutableBufferPointer(start: nil, count: 0), write: 0, shifts: [])
    }

    /// Writes the pass's next lines (first items, offsets, thicknesses, in order) in place,
    /// or appends them to `spill`.
    ///
    /// - Parameters:
    ///   - next: The item the pass goes on with, the first one after these lines.
    ///   - itemsDone: How many items the pass has broken so far.
    ///   - itemsLeft: How many items it may still break (0 at its last batch).
    ///
    /// Not inlined (it runs once per batch of lines): inlined, it made the line pass too
    /// large for the optimizer to inline the pass's closures, whose captured variables were
    /// then boxed and checked for exclusivity at run time on every bulk prepare.
    ///
    /// Safe: the three new buffers hold `k` lines each; in place, the lines go to
    /// `write ..< write + k`, inside the old buffers (`end ≤ starts.count`, checked, and the
    /// three old buffers have one count, checked in `init`); spilled, `spill.offsets` holds
    /// `from + k` values after the append, so the `k` unshifted ones go inside it.
    @inline(never) mutating func take(
        starts newStarts: UnsafeBufferPointer<Int>, offsets newOffsets: UnsafeBufferPointer<Double>,
        thickness newThickness: UnsafeBufferPointer<Double>, next: Int, itemsDone: Int, itemsLeft: Int
    ) {
        let k = newStarts.count
        let end = write + k
        if spill.starts.isEmpty && end <= starts.count && (k == 0 || starts[end - 1] < next) {
            guard k > 0 else { return }
            let w = write
            (starts.baseAddress! + w).update(from: newStarts.baseAddress!, count: k)
            (thickness.baseAddress! + w).update(from: newThickness.baseAddress!, count: k)
            if shifts.isEmpty {
                (offsets.baseAddress! + w).update(from: newOffsets.baseAddress!, count: k)
            } else {
                // Stored without the pending shifts that reach them (offset(_:) adds them back).
                Self.unshift(newOffsets, starts: newStarts, by: shifts, into: offsets.baseAddress! + w)
            }
            write = end
            return
        }
        let from = spill.offsets.count
        spill.append(starts: newStarts, offsets: newOffsets, thickness: newThickness, itemsDone: itemsDone, itemsLeft: itemsLeft)
        if !shifts.isEmpty {
            spill.offsets.withUnsafeMutableBufferPointer { stored in
                Self.unshift(newOffsets, starts: newStarts, by: shifts, into: stored.baseAddress! + from)
            }
        }
    }

    /// Writes `offsets` less the pending shifts that reach each line (`starts`, in order) to
    /// `out`. When no shift starts inside the lines' range — every shift reaches all of them or
    /// none, the usual case: one shift from a change before them — the lines share one sum,
    /// computed once (the same additions in the same order, so the same bits as line by line).
    ///
    /// Safe: `out` has room for `offsets.count` values (the caller's in-place range or the
    /// spill's new tail), and `starts` holds as many as `offsets`.
    @inline(__always) private static func unshift(
        _ offsets: UnsafeBufferPointer<Double>, starts: UnsafeBufferPointer<Int>, by shifts: [(item: Int, delta: Double)],
        into out: UnsafeMutablePointer<Double>
    ) {
        let k = offsets.count
        guard k > 0 else { return }
        let first = starts[0], last = starts[k - 1]
        if shifts.allSatisfy({ $0.item <= first || $0.item > last }) {
            let sum = FlowSection.shifted(0, lineStart: first, by: shifts)
            for j in 0..<k { out[j] = offsets[j] - sum }
        } else {
            for j in 0..<k { out[j] = offsets[j] - FlowSection.shifted(0, lineStart: starts[j], by: shifts) }
        }
    }
}
