import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

// The greedy line pass of a flow section with per-item sizes: one loop serves the full
// pass (every line) and an incremental update (from the changed item's line until the
// breaks fall back into step with the old ones).
extension FlowSection {
    /// Breaks every item into lines (a full pass; pending shifts are dropped). Sizes that
    /// `lines.periodic` says repeat are not compared again (a re-layout keeps the runs of
    /// the pass before; a new section has none).
    ///
    /// Safe: the only pointer here is the empty buffer of old line starts (no old lines:
    /// nothing is read through it).
    ///
    /// - Returns: Whether an item is longer than the available cross length.
    @discardableResult
    func layOutLines(rules: FlowLineRules) -> Bool {
        let n = count
        if crossOffsets.count != n {
            crossOffsets = [Double](repeating: 0, count: n)
        }
        // The previous pass's arrays, moved (not copied) into a writer without old lines,
        // which appends every line into their capacity.
        var writer = FlowLineRewriter.appending
        swap(&writer.spill.starts, &lines.starts)
        swap(&writer.spill.offsets, &lines.offsets)
        swap(&writer.spill.thickness, &lines.thickness)
        writer.spill.removeAll()
        let pass = breakLines(
            from: 0, at: 0, rules: rules, resyncAfter: Int.max, old: UnsafeBufferPointer(start: nil, count: 0), oldLine: 0,
            into: &writer, known: lines.periodic)
        swap(&writer.spill.starts, &lines.starts)
        swap(&writer.spill.offsets, &lines.offsets)
        swap(&writer.spill.thickness, &lines.thickness)
        lines.pendingShifts = []
        repeatedLines = pass.repeatedLines
        if let run = pass.compared { lines.periodic.record(from: run.start, to: run.end, period: run.period) }
        linesLength = n == 0 ? 0 : pass.v - lineSpacing
        return pass.tooLarge
    }

    /// Breaks lines again from `startLine` (whose first item is `firstItem`) until a new
    /// line starts where an old one did after the changed item; from there on the old
    /// lines stay and only shift (by one pending shift, not a rewrite).
    ///
    /// The new lines overwrite the old ones in place as long as every old line start they
    /// overwrite lies behind the pass (the pass only looks for old starts ahead of it): the
    /// usual case, and the only one when the breaks move by a few items for the rest of the
    /// section. Once the new lines run ahead of the old ones (more lines than before up to
    /// that point) or past their end, the rest goes into scratch arrays and is put in once
    /// at the end, as before.
    ///
    /// - Parameter l: The section's lines, taken out of it for the update (a local value:
    ///   no exclusivity check per access).
    /// - Returns: Whether an item is longer than the available cross length.
    func relayOutUntilResync(_ l: inout FlowLines, line startLine: Int, firstItem: Int, changed: Int, rules: FlowLineRules) -> Bool {
        let n = count
        if l.pendingShifts.count >= FlowSection.maxPendingShifts { l.foldPendingShifts() }
        let v0 = startLine == 0 ? 0 : l.offset(startLine - 1) + l.thickness[startLine - 1] + lineSpacing
        // The lines are moved out of `l` (not copied: each array stays uniquely referenced,
        // so writing through its buffer copies nothing).
        var starts: [Int] = [], offsets: [Double] = [], thick: [Double] = []
        swap(&starts, &l.starts)
        swap(&offsets, &l.offsets)
        swap(&thick, &l.thickness)
        // The lines that do not fit in place go into the scratch arrays of the previous
        // change (no allocation for the usual few lines), handed back at the end unless
        // they grew large.
        var spill = LineArrays()
        swap(&spill, &l.scratch)
        spill.removeAll()
        let oldCount = starts.count
        let shifts = l.pendingShifts
        // Safe: the three buffers hold `oldCount` lines each and outlive the pass; the
        // rewriter writes only below `oldCount` and the pass reads old starts only there.
        let (pass, written) = starts.withUnsafeMutableBufferPointer { st in
            offsets.withUnsafeMutableBufferPointer { of in
                thick.withUnsafeMutableBufferPointer { th in
                    var writer = FlowLineRewriter(starts: st, offsets: of, thickness: th, write: startLine, shifts: shifts)
                    swap(&writer.spill, &spill)
                    let pass = breakLines(
                        from: firstItem, at: v0, rules: rules, resyncAfter: changed, old: UnsafeBufferPointer(st), oldLine: startLine,
                        into: &writer, known: l.periodic)
                    swap(&writer.spill, &spill)
                    return (pass, writer.write)
                }
            }
        }
        rebrokenItems = pass.end - firstItem
        if let run = pass.compared { l.periodic.record(from: run.start, to: run.end, period: run.period) }
        // The old lines the new ones replace but did not overwrite: up to the line that is
        // back in step, or every old line after the new ones.
        let replaced = written..<(pass.resyncLine ?? oldCount)
        if !spill.starts.isEmpty || !replaced.isEmpty {
            starts.replaceSubrange(replaced, with: spill.starts)
            offsets.replaceSubrange(replaced, with: spill.offsets)
            thick.replaceSubrange(replaced, with: spill.thickness)
        }
        swap(&starts, &l.starts)
        swap(&offsets, &l.offsets)
        swap(&thick, &l.thickness)
        if spill.starts.capacity <= FlowSection.maxScratchLines { l.scratch = spill }
        guard let r = pass.resyncLine else {
            linesLength = n == 0 ? 0 : pass.v - lineSpacing
            return pass.tooLarge
        }
        // The old line `r` now has this index (lines before it were added or removed).
        let resync = r - replaced.count + spill.starts.count
        let delta = pass.v - l.offset(resync)
        let resyncItem = l.starts[resync]
        if delta != 0 {
            // Every later line moves by delta: recorded once, applied when read. A shift
            // from the same item as the last one (the same line changing again) adds to
            // it, and goes when the two cancel out.
            if let last = l.pendingShifts.last, last.item == resyncItem {
                let merged = last.delta + delta
                if merged == 0 {
                    l.pendingShifts.removeLast()
                } else {
                    l.pendingShifts[l.pendingShifts.count - 1].delta = merged
                }
            } else {
                l.pendingShifts.append((resyncItem, delta))
            }
        }
        let lastLine = l.offsets.count - 1
        linesLength = l.offset(lastLine) + l.thickness[lastLine]
        return pass.tooLarge
    }

    /// Where a line pass stopped.
    struct LinePass {
        /// The first item not broken again (`count` when the pass reached the end).
        var end: Int
        /// The old line that starts at `end`, when the pass fell back into step.
        var resyncLine: Int?
        /// The main offset after the last new line and its line spacing.
        var v: Double
        /// Whether an item is longer than the available cross length.
        var tooLarge: Bool
        /// How many lines were laid out as repeats of the line before them.
        var repeatedLines = 0
        /// The longest run of sizes the pass compared (for ``FlowPeriodicRuns/record(from:to:period:)``).
        var compared: (start: Int, end: Int, period: Int)? = nil
    }

    /// The greedy line pass: breaks items `first...` into lines, the first one at main
    /// offset `v0`, writes their cross offsets and hands each line's first item, offset and
    /// thickness to `writer`, a batch at a time (appended to arrays, or written over the old
    /// lines by an update). After item `changed` it stops at the first line start where an old
    /// line (`old`, searched from `oldLine` on) starts too (`Int.max`: never). Sizes that
    /// `known` says repeat are not compared again; the longest run the pass compares is returned.
    ///
    /// The buffers are read through unsafe pointers so the loop pays no bounds check and no
    /// exclusivity check per item. Safe: `sizes` and `crossOffsets` both hold
    /// `count` elements (checked once below), and every index the loop touches is an item
    /// index in `first..<count` (`i`, `j` < `n`, `memo` and `copy` ranges end at or before
    /// `n`) or an old line index below `old.count`. `old` may be the memory the writer writes
    /// to: the pass reads an old start only at or after the writer's write position or where
    /// the writer already wrote one smaller than the current item (see ``FlowLineRewriter``).
    /// `FlowFastPathTests` run these paths in debug builds (bounds-checked buffers) and under
    /// the address sanitizer.
    func breakLines(
        from first: Int, at v0: Double, rules: FlowLineRules, resyncAfter changed: Int, old: UnsafeBufferPointer<Int>,
        oldLine startOld: Int,
        into writer: inout FlowLineRewriter, known runs: FlowPeriodicRuns
    ) -> LinePass {
        let n = count, w = available, s = interitemSpacing, lineSpacing = self.lineSpacing
        precondition(sizes.count == n && crossOffsets.count == n && first >= 0 && first <= n, "flow line pass out of step")
        var v = v0
        var tooLarge = false
        var i = first
        var resyncLine: Int? = nil
        var repeated = 0
        // The longest run of sizes this pass compared (returned, recorded by the caller: a call
        // in the loop made the compiler keep less of the pass in registers).
        var found = (start: 0, end: 0, period: 0)
        // The new lines are collected in two small buffers on the stack and appended to the
        // arrays in batches of `batch`: three stores per line instead of three appends (each
        // append pays a uniqueness and a capacity check).
        // Safe: `k < batch` before every store (a full batch is flushed first), the starts
        // buffer holds `batch` and the values buffer `2 × batch` elements (offsets at
        // `0..<batch`, thicknesses at `batch..<2 × batch`), flushes read only the `k`
        // initialized elements, and the elements are trivial (nothing to deinitialize).
        let batch = FlowSection.lineBatch
        withUnsafeTemporaryAllocation(of: Int.self, capacity: batch) { batchStarts in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * batch) { batchValues in
                var k = 0
                @inline(__always) func flush(last: Bool) {
                    writer.take(
                        starts: UnsafeBufferPointer(start: batchStarts.baseAddress!, count: k),
                        offsets: UnsafeBufferPointer(start: batchValues.baseAddress!, count: k),
                        thickness: UnsafeBufferPointer(start: batchValues.baseAddress! + batch, count: k),
                        next: i, itemsDone: i - first, itemsLeft: last ? 0 : n - i)
                    k = 0
                }
                @inline(__always) func push(_ start: Int, _ offset: Double, _ thickness: Double) {
                    if k == batch { flush(last: false) }
                    (batchStarts.baseAddress! + k).initialize(to: start)
                    (batchValues.baseAddress! + k).initialize(to: offset)
                    (batchValues.baseAddress! + batch + k).initialize(to: thickness)
                    k += 1
                }
                sizes.withUnsafeBufferPointer { sz in
                    crossOffsets.withUnsafeMutableBufferPointer { co in
                        // The first old line that starts after the changed item and not before the
                        // pass, and its start (`Int.max`: none). Only such a line can be the one
                        // the breaks fall back into step with, so a line start is compared with
                        // `nextOld` alone (one comparison per line), and the old starts are read
                        // only when the pass has reached it.
                        var oldLine = startOld
                        var nextOld = Int.max
                        @inline(__always) func advanceOld(past item: Int) {
                            var x = oldLine
                            while x < old.count {
                                let o = old[x]
                                if o > item {
                                    oldLine = x
                                    nextOld = o
                                    return
                                }
                                x += 1
                            }
                            oldLine = x
                            nextOld = Int.max
                        }
                        if changed < Int.max { advanceOld(past: max(changed, i - 1)) }
                        /// Whether an old line starts at item `i` after the changed one (the
                        /// breaks are back in step there); records it as `resyncLine`.
                        @inline(__always) func backInStep() -> Bool {
                            guard i >= nextOld else { return false }
                            if i > nextOld { advanceOld(past: i - 1) }
                            guard i == nextOld else { return false }
                            resyncLine = oldLine
                            return true
                        }
                        // The last line whose items all had one cross length: that length, its
                        // item count, and the used length and the sum of lengths after them. A
                        // line that starts with as many items of the same length reaches the same
                        // used length by the same additions, so it is only checked, not summed
                        // again (the greedy sum is a chain of dependent additions, the slowest
                        // part of the pass).
                        var memoCross = -Double.infinity, memoCount = 0, memoUsed = 0.0, memoSum = 0.0
                        // Where that line starts and its thickness: a line whose sizes are
                        // byte for byte those of the memo line is the same line (sizes are
                        // finite, so equal bytes are equal values), checked by one `memcmp`
                        // instead of an item-by-item loop. Both ranges lie in `0..<n`:
                        // `memoStart + memoCount ≤ start` and `start + memoCount ≤ n`.
                        var memoStart = 0, memoThickness = 0.0
                        // The last full line of equal items whose offsets were computed: where it
                        // starts, its item count and its items' cross length. Safe to copy from:
                        // `copyStart + copyCount ≤ start ≤ n` (an earlier line of this pass, inside
                        // the buffer of `n` offsets), so the ranges never overlap.
                        var copyStart = 0, copyCount = -1, copyCross = -1.0
                        // Runs of repeated lines. Where the sizes after a full line
                        // repeat it item for item — `sz[j] == sz[j - m]` for the next lines'
                        // items and the item that ends the last of them — each of those lines
                        // breaks, measures and arranges exactly as it did, so they are checked
                        // with one `memcmp` for up to `lineBatch` lines and written without a
                        // line pass. A failed check is retried with half the lines, down to one,
                        // so a run stops at the line before the first size that differs. Sizes
                        // that do not repeat pay one inline comparison of a line's first item.
                        // An update still looks for an old line start at every new line of a
                        // run after the changed item, and stops the run there.
                        let checkPeriod = rules.findsRepeatedLines, hasRuns = !runs.isEmpty
                        /// Lays out the lines after the full line `start..<i` (thickness `t`)
                        /// that repeat it, if any. Safe: `m ≥ 1`, and every range read lies in
                        /// `start..<n` (`i + lines × m + 1 ≤ n`), every range written in
                        /// `i..<n`; the cross offsets are copied from `start..<start + filled`
                        /// to `start + filled…`, which do not overlap.
                        @inline(__always) func repeatLine(from start: Int, thickness t: Double) {
                            let m = i - start, first = i
                            var compared = i
                            guard checkPeriod && i + m < n && sz[i].hasSameBits(as: sz[start]) else { return }
                            var lines = 1
                            while true {
                                lines = min(lines, (n - 1 - i) / m)
                                if lines == 0 { break }
                                let items = lines * m + 1
                                // Compared by an earlier pass (`runs`), or now: up to `compared`.
                                if !(hasRuns && runs.covers(i, i + items, period: m)) {
                                    if memcmp(sz.baseAddress! + i, sz.baseAddress! + (i - m), items * MemoryLayout<Size>.stride) != 0 {
                                        if lines == 1 { break }
                                        lines /= 2
                                        continue
                                    }
                                    compared = i + items
                                }
                                var inStep = false
                                for _ in 0..<lines {
                                    // `backInStep()` and `push(i, v, t)` written out (the same
                                    // code and safety): with those local functions called here,
                                    // one build of this pass boxed their captured variables and
                                    // checked them for exclusivity at run time.
                                    if i >= nextOld {
                                        var x = oldLine
                                        while x < old.count && old[x] < i { x += 1 }
                                        oldLine = x
                                        nextOld = x < old.count ? old[x] : Int.max
                                        if i == nextOld {
                                            inStep = true
                                            break
                                        }
                                    }
                                    if k == batch { flush(last: false) }
                                    (batchStarts.baseAddress! + k).initialize(to: i)
                                    (batchValues.baseAddress! + k).initialize(to: v)
                                    (batchValues.baseAddress! + batch + k).initialize(to: t)
                                    k += 1
                                    v += t + lineSpacing
                                    i += m
                                }
                                if inStep { break }
                                lines = min(2 * lines, batch)
                            }
                            if compared > first {
                                if m == found.period && found.start <= start && start + m <= found.end {
                                    found.end = max(found.end, compared)
                                } else if compared - start > found.end - found.start {
                                    found = (start, compared, m)
                                }
                            }
                            guard i > first else { return }
                            let total = i - start
                            repeated += (i - first) / m
                            var filled = m
                            while filled < total {
                                let c = min(filled, total - filled)
                                (co.baseAddress! + start + filled).update(from: co.baseAddress! + start, count: c)
                                filled += c
                            }
                        }
                        while i < n {
                            // Back in step: an old line starts here, after the changed item.
                            if backInStep() { return }
                            let start = i
                            let firstSize = sz[i]
                            let c0 = rules.cross(firstSize)
                            var used = c0, sum = c0, t = rules.main(firstSize)
                            var allEqual = true
                            if c0 > w { tooLarge = true }
                            i += 1
                            if c0 == memoCross && start + memoCount <= n
                                && memcmp(
                                    sz.baseAddress! + start, sz.baseAddress! + memoStart, memoCount * MemoryLayout<Size>.stride) == 0
                            {
                                i = start + memoCount
                                used = memoUsed
                                sum = memoSum
                                t = memoThickness
                            } else if c0 == memoCross && start + memoCount <= n {
                                var same = true
                                var j = i
                                let end = start + memoCount
                                while j < end {
                                    let sj = sz[j]
                                    if rules.cross(sj) != c0 {
                                        same = false
                                        break
                                    }
                                    let mm = rules.main(sj)
                                    if mm > t { t = mm }
                                    j += 1
                                }
                                if same {
                                    i = end
                                    used = memoUsed
                                    sum = memoSum
                                } else {
                                    t = rules.main(firstSize)
                                }
                            }
                            while i < n {
                                let si = sz[i]
                                let c = rules.cross(si)
                                let next = used + s + c
                                if next > w { break }
                                used = next
                                sum += c
                                if c != c0 { allEqual = false }
                                let mm = rules.main(si)
                                if mm > t { t = mm }
                                i += 1
                            }
                            let m = i - start
                            if allEqual && i < n && m == copyCount && c0 == copyCross {
                                // The same full line as the last one copied from: the same
                                // arithmetic gives the same offsets, so copy them.
                                (co.baseAddress! + start).update(from: co.baseAddress! + copyStart, count: m)
                                push(start, v, t)
                                v += t + lineSpacing
                                repeatLine(from: start, thickness: t)
                                continue
                            }
                            if allEqual {
                                memoCross = c0
                                memoCount = m
                                memoUsed = used
                                memoSum = sum
                                memoStart = start
                                memoThickness = t
                            }
                            let (lead, gap) = rules.arrangement(
                                count: m, crossSum: allEqual ? Double(m) * c0 : sum, first: c0, allEqual: allEqual, isLast: i == n,
                                available: w, spacing: s)
                            if allEqual && i < n {
                                copyStart = start
                                copyCount = m
                                copyCross = c0
                            }
                            if allEqual {
                                // The same arithmetic as a uniform section, so both agree exactly.
                                let step = c0 + gap
                                for j in start..<i { co[j] = lead + Double(j - start) * step }
                            } else {
                                var u = lead
                                for j in start..<i {
                                    co[j] = u
                                    u += rules.cross(sz[j]) + gap
                                }
                            }
                            push(start, v, t)
                            v += t + lineSpacing
                            if i < n { repeatLine(from: start, thickness: t) }
                        }
                    }
                }
                flush(last: true)
            }
        }
        return LinePass(
            end: i, resyncLine: resyncLine, v: v, tooLarge: tooLarge, repeatedLines: repeated,
            compared: found.end > found.start ? found : nil)
    }
}
