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

extension Size {
    /// Whether two sizes have the same bits: for validated sizes (finite, so no NaN), the
    /// same size; a -0 and a +0 count as different. Branch-free.
    @inline(__always) func hasSameBits(as other: Size) -> Bool {
        (width.bitPattern ^ other.width.bitPattern) | (height.bitPattern ^ other.height.bitPattern) == 0
    }
}

// The greedy line pass of a flow section with per-item sizes: one loop serves the full
// pass (every line) and an incremental update (from the changed item's line until the
// breaks fall back into step with the old ones).
extension FlowSection {
    /// Breaks every item into lines (a full pass; pending shifts are dropped).
    ///
    /// - Returns: Whether an item is longer than the available cross length.
    @discardableResult
    func layOutLines(rules: FlowLineRules) -> Bool {
        let n = count
        if crossOffsets.count != n {
            crossOffsets = [Double](repeating: 0, count: n)
        }
        // Moved out (not copied) so the pass appends into the previous pass's capacity.
        var l = FlowLines()
        swap(&l, &lines)
        l.pendingShifts = []
        l.starts.removeAll(keepingCapacity: true)
        l.offsets.removeAll(keepingCapacity: true)
        l.thickness.removeAll(keepingCapacity: true)
        let pass = breakLines(
            from: 0, at: 0, rules: rules, resyncAfter: Int.max, old: [], oldLine: 0, into: &l.starts, &l.offsets, &l.thickness)
        swap(&l, &lines)
        repeatedLines = pass.repeatedLines
        linesLength = n == 0 ? 0 : pass.v - lineSpacing
        return pass.tooLarge
    }

    /// Breaks lines again from `startLine` (whose first item is `firstItem`) until a new
    /// line starts where an old one did after the changed item; from there on the old
    /// lines stay and only shift (by one pending shift, not a rewrite).
    ///
    /// - Parameter l: The section's lines, taken out of it for the update (a local value:
    ///   no exclusivity check per access).
    /// - Returns: Whether an item is longer than the available cross length.
    func relayOutUntilResync(_ l: inout FlowLines, line startLine: Int, firstItem: Int, changed: Int, rules: FlowLineRules) -> Bool {
        let n = count
        if l.pendingShifts.count >= FlowSection.maxPendingShifts { l.foldPendingShifts() }
        let v0 = startLine == 0 ? 0 : l.offset(startLine - 1) + l.thickness[startLine - 1] + lineSpacing
        // The new lines go into the scratch arrays of the previous change (no allocation
        // for the usual one or two lines), handed back at the end unless they grew large.
        var newStarts = l.scratch.starts, newOffsets = l.scratch.offsets, newThick = l.scratch.thickness
        l.scratch = LineScratch()
        newStarts.removeAll(keepingCapacity: true)
        newOffsets.removeAll(keepingCapacity: true)
        newThick.removeAll(keepingCapacity: true)
        defer {
            if newStarts.capacity <= FlowSection.maxScratchLines {
                l.scratch = LineScratch(starts: newStarts, offsets: newOffsets, thickness: newThick)
            }
        }
        let pass = breakLines(
            from: firstItem, at: v0, rules: rules, resyncAfter: changed, old: l.starts, oldLine: startLine,
            into: &newStarts, &newOffsets, &newThick)
        rebrokenItems = pass.end - firstItem
        if !l.pendingShifts.isEmpty {
            // Stored without the pending shifts that reach them (offset(_:) adds them back).
            let shifts = l.pendingShifts
            for k in newOffsets.indices {
                newOffsets[k] = newOffsets[k] - FlowSection.shifted(0, lineStart: newStarts[k], by: shifts)
            }
        }
        guard let r = pass.resyncLine else {
            l.starts.replaceSubrange(startLine..., with: newStarts)
            l.thickness.replaceSubrange(startLine..., with: newThick)
            l.offsets.replaceSubrange(startLine..., with: newOffsets)
            linesLength = n == 0 ? 0 : pass.v - lineSpacing
            return pass.tooLarge
        }
        let delta = pass.v - l.offset(r)
        let resyncItem = l.starts[r]
        if newStarts.count == r - startLine {
            // Same number of lines: overwrite in place, nothing after them moves in memory.
            for k in 0..<newStarts.count {
                l.starts[startLine + k] = newStarts[k]
                l.thickness[startLine + k] = newThick[k]
                l.offsets[startLine + k] = newOffsets[k]
            }
        } else {
            l.starts.replaceSubrange(startLine..<r, with: newStarts)
            l.thickness.replaceSubrange(startLine..<r, with: newThick)
            l.offsets.replaceSubrange(startLine..<r, with: newOffsets)
        }
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
    }

    /// The greedy line pass: breaks items `first...` into lines, the first one at main
    /// offset `v0`, writes their cross offsets and appends each line's first item, offset
    /// and thickness. After item `changed` it stops at the first line start where an old
    /// line (`old`, searched from `oldLine` on) starts too (`Int.max`: never).
    ///
    /// The buffers are read through unsafe pointers so the loop pays no bounds check and no
    /// exclusivity check per item. Why that is safe: `sizes` and `crossOffsets` both hold
    /// `count` elements (checked once below), and every index the loop touches is an item
    /// index in `first..<count` (`i`, `j` < `n`, `memo` and `copy` ranges end at or before
    /// `n`) or an old line index below `old.count`. `FlowFastPathTests` run these
    /// paths in debug builds (bounds-checked buffers) and under the address sanitizer.
    func breakLines(
        from first: Int, at v0: Double, rules: FlowLineRules, resyncAfter changed: Int, old oldStarts: [Int], oldLine startOld: Int,
        into starts: inout [Int], _ offsets: inout [Double], _ thick: inout [Double]
    ) -> LinePass {
        let n = count, w = available, s = interitemSpacing, lineSpacing = self.lineSpacing
        precondition(sizes.count == n && crossOffsets.count == n && first >= 0 && first <= n, "flow line pass out of step")
        var v = v0
        var tooLarge = false
        var i = first
        var resyncLine: Int? = nil
        var repeated = 0
        // The new lines are collected in two small buffers on the stack and appended to the
        // arrays in batches of `batch`: three stores per line instead of three appends (each
        // a uniqueness and a capacity check, 7 instructions per item at 9 items per line).
        // Safe: `k < batch` before every store (a full batch is flushed first), the starts
        // buffer holds `batch` and the values buffer `2 × batch` elements (offsets at
        // `0..<batch`, thicknesses at `batch..<2 × batch`), flushes read only the `k`
        // initialized elements, and the elements are trivial (nothing to deinitialize).
        let batch = FlowSection.lineBatch
        withUnsafeTemporaryAllocation(of: Int.self, capacity: batch) { batchStarts in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * batch) { batchValues in
                var k = 0
                @inline(__always) func flush(last: Bool) {
                    let needed = starts.count + k
                    if !last && needed > starts.capacity {
                        // A pass that outgrows its arrays mid-way (a first pass, or an update whose
                        // breaks keep moving) reserves the lines it projects for the items left, so
                        // the arrays grow once instead of doubling (each doubling copies every line
                        // so far, and at a million items maps fresh memory).
                        let projected = needed + (n - i) * needed / max(1, i - first) + batch
                        starts.reserveCapacity(projected)
                        offsets.reserveCapacity(projected)
                        thick.reserveCapacity(projected)
                    }
                    starts.append(contentsOf: UnsafeBufferPointer(start: batchStarts.baseAddress!, count: k))
                    offsets.append(contentsOf: UnsafeBufferPointer(start: batchValues.baseAddress!, count: k))
                    thick.append(contentsOf: UnsafeBufferPointer(start: batchValues.baseAddress! + batch, count: k))
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
                    oldStarts.withUnsafeBufferPointer { old in
                        crossOffsets.withUnsafeMutableBufferPointer { co in
                            var oldLine = startOld
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
                            let checkPeriod = rules.findsRepeatedLines
                            /// Lays out the lines after the full line `start..<i` (thickness `t`)
                            /// that repeat it, if any. Safe: `m ≥ 1`, and every range read lies in
                            /// `start..<n` (`i + lines × m + 1 ≤ n`), every range written in
                            /// `i..<n`; the cross offsets are copied from `start..<start + filled`
                            /// to `start + filled…`, which do not overlap.
                            @inline(__always) func repeatLine(from start: Int, thickness t: Double) {
                                let m = i - start, first = i
                                guard checkPeriod && i + m < n && sz[i].hasSameBits(as: sz[start]) else { return }
                                var lines = 1
                                while true {
                                    lines = min(lines, (n - 1 - i) / m)
                                    if lines == 0 { break }
                                    let items = lines * m + 1
                                    if memcmp(sz.baseAddress! + i, sz.baseAddress! + (i - m), items * MemoryLayout<Size>.stride) != 0 {
                                        if lines == 1 { break }
                                        lines /= 2
                                        continue
                                    }
                                    var inStep = false
                                    for _ in 0..<lines {
                                        if i > changed {
                                            while oldLine < old.count && old[oldLine] < i { oldLine += 1 }
                                            if oldLine < old.count && old[oldLine] == i {
                                                inStep = true
                                                break
                                            }
                                        }
                                        push(i, v, t)
                                        v += t + lineSpacing
                                        i += m
                                    }
                                    if inStep { break }
                                    lines = min(2 * lines, batch)
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
                                if i > changed {
                                    // Back in step: an old line starts here, after the changed item.
                                    while oldLine < old.count && old[oldLine] < i { oldLine += 1 }
                                    if oldLine < old.count && old[oldLine] == i {
                                        resyncLine = oldLine
                                        return
                                    }
                                }
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
                }
                flush(last: true)
            }
        }
        return LinePass(end: i, resyncLine: resyncLine, v: v, tooLarge: tooLarge, repeatedLines: repeated)
    }
}
