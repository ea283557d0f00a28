import Diffing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The diff's linearity (goal: 10⁶ items ≤ 12× the time of 10⁵), measured so that
/// the two sizes see the same machine (in every run; `--filter linear` runs it alone).
///
/// First one diff of each size, each a call of `profileStepDiff` (10⁶ first), for valgrind;
/// `--dump-after` writes one profile part per call (the functions of the second part are
/// all charged to `main` by callgrind_annotate; its totals are right):
///
/// ```
/// valgrind --tool=callgrind --cache-sim=yes --LL=8388608,16,64 \
///     --toggle-collect='*profileStepDiff*' --dump-after='*profileStepDiff*' \
///     --callgrind-out-file=cg.out .build/release/cvkit-bench --filter linear --quick
/// callgrind_annotate cg.out.1 | head -20   # 10⁶ (cg.out.2: 10⁵)
/// ```
///
/// Then (not with `--quick`) rounds that alternate the sizes in one process: each round
/// runs the 10⁵ diff once untimed (so its inputs are as warm as in the diff group's
/// repeats), times it five times, then times the 10⁶ diff twice. Times are the thread's
/// CPU time (`CLOCK_THREAD_CPUTIME_ID`), which leaves out the time other processes hold
/// the core but not the cache they evict. The ratio of a round is its median 10⁶ time
/// over its median 10⁵ time; the rows carry the ratio of all rounds' medians and the
/// range of the rounds' ratios. Each round also prints the page faults per diff (the
/// thread's minor faults: fresh pages the allocator got from the system).
///
/// The memory floor runs in the same rounds by the same protocol (``readFloor(_:_:)``:
/// both inputs read once and 4 bytes written per new item, the least any diff touches),
/// so that the goal's ratio can be read against this machine: work that only streams
/// memory grows by the machine's cache-to-memory speed as the 10⁵ inputs fit in the
/// last-level cache and the 10⁶ ones do not, not by 10. The goal is the diff's ratio.
func diffLinearityScenarios(quick: Bool) -> [Measurement] {
    let small = diffWorkload(count: 100_000, seed: 19), large = diffWorkload(count: 1_000_000, seed: 19)
    // Metadata and the allocator's first growth outside the steps, and each size's
    // inputs as warm as in the diff group's repeats.
    runDiff(large.old, large.new)
    profileStepDiff(large.old, large.new)
    runDiff(small.old, small.new)
    profileStepDiff(small.old, small.new)
    if quick { return [] }
    var diff = AlternatingPair(), memoryFloor = AlternatingPair()
    for round in 1...9 {
        let faults0 = minorFaults()
        diff.round(small: { runDiff(small.old, small.new) }, large: { runDiff(large.old, large.new) })
        let faults1 = minorFaults()
        memoryFloor.round(small: { readFloor(small.old, small.new) }, large: { readFloor(large.old, large.new) })
        // Faults per diff: the warm pair's 1 + 5 + 2 diffs.
        printError(
            "linear: round \(round): 10^5 \(formatDuration(diff.smallMedian)), 10^6 \(formatDuration(diff.largeMedian)) "
                + "(\((faults1 - faults0) / 8) page faults per diff), \(format1(diff.lastRatio))×; "
                + "memory floor \(format1(memoryFloor.lastRatio))×")
    }
    var rows = diff.rows(name: "linear", metric: "ListDiff, thread CPU, alternating with 10^")
    rows[1].values["floorRatio"] = memoryFloor.ratio
    rows += memoryFloor.rows(name: "linear floor", metric: "read both inputs, write 4 bytes per new item, thread CPU, alternating with 10^")
    return rows
}

/// The samples of one 10⁵ / 10⁶ pair timed in alternating rounds.
private struct AlternatingPair {
    var smallSamples: [Double] = [], largeSamples: [Double] = [], ratios: [Double] = []
    /// The latest round's medians.
    var smallMedian = 0.0, largeMedian = 0.0
    /// The latest round's ratio.
    var lastRatio: Double { ratios.last ?? 0 }
    /// The ratio of all rounds' medians.
    var ratio: Double { median(largeSamples) / median(smallSamples) }

    /// One round: `small` once untimed, then five timed runs of it, then two of `large`.
    mutating func round(small: () -> Void, large: () -> Void) {
        small()
        let s = (0..<5).map { _ in threadCPUTime(small) }
        let l = (0..<2).map { _ in threadCPUTime(large) }
        smallMedian = median(s)
        largeMedian = median(l)
        ratios.append(largeMedian / smallMedian)
        smallSamples += s
        largeSamples += l
    }

    /// The two rows (`<name> 100000 items`, `<name> 1000000 items`), each with the ratio;
    /// `metric` ends with the other size's exponent.
    func rows(name: String, metric: String) -> [Measurement] {
        let range = "rounds \(format1(ratios.min() ?? 0))–\(format1(ratios.max() ?? 0))×"
        var a = Measurement(
            scenario: "\(name) 100000 items", metric: metric + "6", units: 100_000, samples: smallSamples,
            peakMemory: peakMemoryBytes())
        var b = Measurement(
            scenario: "\(name) 1000000 items", metric: metric + "5", units: 1_000_000, samples: largeSamples,
            peakMemory: peakMemoryBytes(), note: "\(format1(ratio))× the 10^5 time (\(range))")
        a.values["ratio"] = ratio
        b.values["ratio"] = ratio
        b.values["ratioMin"] = ratios.min() ?? 0
        b.values["ratioMax"] = ratios.max() ?? 0
        return [a, b]
    }
}

/// The memory floor of a diff: both inputs read once, 4 bytes written per new item (the
/// least a diff reads and writes; it does no matching).
@inline(never)
private func readFloor(_ old: [DiffItem], _ new: [DiffItem]) {
    var sum = 0
    for item in old { sum &+= item.id &+ item.version }
    let written = [Int32](unsafeUninitializedCapacity: new.count) { buffer, count in
        for (j, item) in new.enumerated() { buffer[j] = Int32(truncatingIfNeeded: item.id &+ item.version &+ sum) }
        count = new.count
    }
    blackHole(written)
}

/// One diff of the linearity workload (its move count, so that its body differs from
/// ``profileStepDiff(_:_:)``'s and the two are not merged into one function).
@inline(never)
private func runDiff(_ old: [DiffItem], _ new: [DiffItem]) {
    let diff = try? ListDiff(from: old, to: new, identifiedBy: \.id, isContentEqual: { $0.version == $1.version })
    blackHole(diff?.moves.count)
}

/// One diff, for callgrind (see ``diffLinearityScenarios(quick:)``).
@inline(never)
func profileStepDiff(_ old: [DiffItem], _ new: [DiffItem]) {
    blackHole(try? ListDiff(from: old, to: new, identifiedBy: \.id, isContentEqual: { $0.version == $1.version }))
}

/// The calling thread's CPU time that `body` takes, in nanoseconds.
private func threadCPUTime(_ body: () -> Void) -> Double {
    var t0 = timespec(), t1 = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1)
    return Double((t1.tv_sec - t0.tv_sec) * 1_000_000_000 + (t1.tv_nsec - t0.tv_nsec))
}

/// The calling thread's minor page faults so far (0 where unknown).
private func minorFaults() -> Int {
    #if canImport(Glibc)
        var usage = rusage()
        // RUSAGE_THREAD (1): glibc declares it only under _GNU_SOURCE.
        guard getrusage(__rusage_who_t(1), &usage) == 0 else { return 0 }
        return usage.ru_minflt
    #else
        return 0
    #endif
}

/// The median of a non-empty list.
private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
