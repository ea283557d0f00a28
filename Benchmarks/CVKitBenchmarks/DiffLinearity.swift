import Diffing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The diff's linearity (goal: 10⁶ items ≤ 12× the time of 10⁵), measured so that
/// the two sizes see the same machine: not run by default, only `--filter linear`.
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
func diffLinearityScenarios(quick: Bool) -> [Measurement] {
    let small = diffWorkload(count: 100_000, seed: 19), large = diffWorkload(count: 1_000_000, seed: 19)
    // Metadata and the allocator's first growth outside the steps, and each size's
    // inputs as warm as in the diff group's repeats.
    runDiff(large.old, large.new)
    profileStepDiff(large.old, large.new)
    runDiff(small.old, small.new)
    profileStepDiff(small.old, small.new)
    if quick { return [] }
    let rounds = 9
    var smallSamples: [Double] = [], largeSamples: [Double] = [], ratios: [Double] = []
    for round in 1...rounds {
        runDiff(small.old, small.new)
        let faults0 = minorFaults()
        let s = (0..<5).map { _ in threadCPUTime { runDiff(small.old, small.new) } }
        let faults1 = minorFaults()
        let l = (0..<2).map { _ in threadCPUTime { runDiff(large.old, large.new) } }
        let faults2 = minorFaults()
        let ratio = median(l) / median(s)
        printError(
            "linear: round \(round): 10^5 \(formatDuration(median(s))) (\((faults1 - faults0) / 5) page faults), "
                + "10^6 \(formatDuration(median(l))) (\((faults2 - faults1) / 2) page faults), \(format1(ratio))×")
        smallSamples += s
        largeSamples += l
        ratios.append(ratio)
    }
    let ratio = median(largeSamples) / median(smallSamples)
    let range = "rounds \(format1(ratios.min() ?? 0))–\(format1(ratios.max() ?? 0))×"
    var a = Measurement(
        scenario: "linear 100000 items", metric: "ListDiff, thread CPU, alternating with 10^6", units: 100_000,
        samples: smallSamples, peakMemory: peakMemoryBytes())
    var b = Measurement(
        scenario: "linear 1000000 items", metric: "ListDiff, thread CPU, alternating with 10^5", units: 1_000_000,
        samples: largeSamples, peakMemory: peakMemoryBytes(), note: "\(format1(ratio))× the 10^5 time (\(range))")
    a.values["ratio"] = ratio
    b.values["ratio"] = ratio
    b.values["ratioMin"] = ratios.min() ?? 0
    b.values["ratioMax"] = ratios.max() ?? 0
    return [a, b]
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
