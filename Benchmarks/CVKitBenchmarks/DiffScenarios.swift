import BuiltinLayouts
import CollectionView
import CompositionalLayout
import DiffableDataSource
import Diffing
import Foundation
import Geometry
import LayoutProtocol
import LayoutTestSupport
import ReuseQueue

/// The diff: `ListDiff` on n items with 10% deleted, 10% inserted, 1% moved and
/// 10% updated, against the standard library's `difference(from:).inferringMoves()` on
/// the same identifiers; its memory per item at the largest size; and a
/// `DiffableDataSource.apply` that changes one item of 10⁵, the host's batch update
/// included.
///
/// The standard library's difference is Myers' algorithm, O(n·d) for d changes: at 10⁵
/// items with this mix it takes seconds, so it runs once (no repeats) and
/// `--no-stdlib-diff` skips it.
func diffScenarios(quick: Bool, repeats: Int, stdlibPeer: Bool) -> [Measurement] {
    let sizes = quick ? [1_000, 10_000] : [100_000, 1_000_000]
    var results: [Measurement] = []
    for n in sizes {
        let (old, new) = diffWorkload(count: n, seed: 19)
        var failure = ""
        var lastDiff = ListDiff()
        var m = measure("diff \(n) items", "ListDiff (10% del, 10% ins, 1% moved, 10% updated)", units: n, repeats: repeats) {
            do {
                lastDiff = try ListDiff(from: old, to: new, identifiedBy: \.id, isContentEqual: { $0.version == $1.version })
            } catch {
                failure = "\(error)"
            }
        }
        // The diff must be right, or its time means nothing.
        if failure.isEmpty, (try? lastDiff.applied(to: old, from: new)) != new { failure = "the diff does not rebuild the new items" }
        if !failure.isEmpty {
            m.note = "FAILED: \(failure)"
            m.values["failed"] = 1
        }
        m.values["moves"] = Double(lastDiff.moves.count)
        m.values["updates"] = Double(lastDiff.updates.count)
        if n == sizes.last { m.values["bytesPerItem"] = diffMemoryPerItem(old, new) }
        var peer: Measurement?
        if stdlibPeer && n == sizes.first {
            let oldIDs = old.map(\.id), newIDs = new.map(\.id)
            let p = measure(
                "diff \(n) items", "stdlib difference(from:).inferringMoves() (identifiers, once)", units: n, repeats: 1, warmUp: false
            ) {
                blackHole(newIDs.difference(from: oldIDs).inferringMoves())
            }
            m.values["speedupOverStdlib"] = p.median / max(1, m.median)
            peer = p
        }
        results.append(m)
        if let peer { results.append(peer) }
    }
    results.append(applyOneChange(count: quick ? 10_000 : 100_000, repeats: repeats))
    results += anchoredApplyScenarios(count: quick ? 10_000 : 100_000, repeats: repeats)
    return results
}

/// An item with an identity and a content version.
struct DiffItem: Hashable {
    var id: Int
    var version: Int
}

/// `count` items, then 10% deleted, 10% inserted, 1% moved and 10% updated, at seeded
/// random places, in O(n) (no element is inserted into the middle of an array: at 10⁶
/// items that took minutes).
///
/// - Deleted: each old item with probability 1/10.
/// - Inserted: `count / 10` new identifiers (`count`, `count + 1`, …) in random order at
///   uniformly random places among the kept items.
/// - Moved: `count / 100` distinct items taken out and put back in random order at
///   uniformly random places (an item can land next to where it was, so slightly fewer
///   are reported as moves).
/// - Updated: `count / 10` times, the item at a random place gets a new content version
///   (a place can be drawn twice, so slightly fewer items change).
func diffWorkload(count n: Int, seed: UInt64) -> (old: [DiffItem], new: [DiffItem]) {
    var random = SplitMix64(seed: seed)
    let old = (0..<n).map { DiffItem(id: $0, version: 0) }
    let kept = old.filter { _ in random.below(10) != 0 }
    var inserted = (0..<(n / 10)).map { DiffItem(id: n + $0, version: 0) }
    inserted.shuffle(using: &random)
    var new = interleaving(kept, inserted, using: &random)
    // Moves: choose the moving places (selection sampling), take those items out, put them back.
    var moving: [DiffItem] = [], staying: [DiffItem] = []
    let moveCount = min(n / 100, new.count)
    staying.reserveCapacity(new.count - moveCount)
    for (place, item) in new.enumerated() {
        if random.below(new.count - place) < moveCount - moving.count { moving.append(item) } else { staying.append(item) }
    }
    moving.shuffle(using: &random)
    new = interleaving(staying, moving, using: &random)
    for _ in 0..<(n / 10) where !new.isEmpty { new[random.below(new.count)].version += 1 }
    return (old, new)
}

/// `base` with `extra`'s items, in their order, at uniformly random places: each slot of
/// the result takes the next extra item with probability (extra items left) / (slots
/// left) — Knuth's selection sampling, so every choice of slots is equally likely.
private func interleaving(_ base: [DiffItem], _ extra: [DiffItem], using random: inout SplitMix64) -> [DiffItem] {
    var result: [DiffItem] = []
    result.reserveCapacity(base.count + extra.count)
    var b = 0, e = 0
    while b < base.count || e < extra.count {
        let slotsLeft = base.count - b + extra.count - e
        if random.below(slotsLeft) < extra.count - e {
            result.append(extra[e])
            e += 1
        } else {
            result.append(base[b])
            b += 1
        }
    }
    return result
}

/// The peak resident memory one diff adds, per old item: the peak is reset
/// (`/proc/self/clear_refs`), then the diff runs once. 0 where the peak cannot be reset.
///
/// glibc serves large blocks from pages the process already touched (the workload, the
/// timed runs), and those do not add to the resident peak, so a diff could look free. To
/// count every array the diff makes, blocks from 64 KB on get their own fresh pages
/// (`M_MMAP_THRESHOLD`) that go back to the system when freed (`malloc_trim` drops the
/// rest first): the resident peak then grows by exactly what the diff holds at its
/// busiest moment (to the page). The threshold stays for the rest of the run; this runs
/// once, after the timings.
private func diffMemoryPerItem(_ old: [DiffItem], _ new: [DiffItem]) -> Double {
    freshPagesForLargeBlocks()
    guard let reset = fopen("/proc/self/clear_refs", "w") else { return 0 }
    fputs("5", reset)
    fclose(reset)
    let before = residentMemoryBytes()
    guard before > 0, peakMemoryBytes() <= before + 64 * 1024 else { return 0 }  // the reset did not happen
    let diff = try? ListDiff(from: old, to: new, identifiedBy: \.id, isContentEqual: { $0.version == $1.version })
    let peak = peakMemoryBytes()
    blackHole(diff)
    return Double(max(0, peak - before)) / Double(max(1, old.count))
}

/// glibc's `mallopt(M_MMAP_THRESHOLD, 64 KB)` and `malloc_trim(0)` (`<malloc.h>` is not
/// in Swift's Glibc module, so they are looked up by name). Nothing where they are missing.
private func freshPagesForLargeBlocks() {
    #if canImport(Glibc)
        guard let process = dlopen(nil, RTLD_NOW) else { return }
        defer { dlclose(process) }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        typealias MallocTrim = @convention(c) (Int) -> Int32
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
        if let mallopt = dlsym(process, "mallopt") { _ = unsafeBitCast(mallopt, to: Mallopt.self)(mmapThreshold, 64 * 1024) }
        if let trim = dlsym(process, "malloc_trim") { _ = unsafeBitCast(trim, to: MallocTrim.self)(0) }
    #endif
}

/// `apply` of a snapshot that replaces one item of `count` (in the middle, off screen),
/// alternating between two snapshots, on a host with a list layout: the diff, the batch
/// update and the host's visible-set update.
private func applyOneChange(count: Int, repeats: Int) -> Measurement {
    let host = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 640), layout: CompositionalLayout.list(using: oneChangeList))
    let dataSource = DiffableDataSource<Int, Int>(collectionView: host) { _, _, _ in CollectionViewCell() }
    var failure = ""
    let (a, b) = oneChangeSnapshots(count: count, failure: &failure)
    do {
        try dataSource.apply(a)
    } catch {
        failure = "\(error)"
    }
    var showA = false
    var m = measure("diff apply", "apply changing 1 of \(count) items (host update included)", units: 1, repeats: repeats * 5) {
        do {
            try dataSource.apply(showA ? a : b)
            showA.toggle()
        } catch {
            failure = "\(error)"
        }
    }
    if dataSource.lastChanges.changeCount != 2 {
        failure = failure.isEmpty ? "expected 1 delete + 1 insert, got \(dataSource.lastChanges)" : failure
    }
    if !failure.isEmpty {
        m.note = "FAILED: \(failure)"
        m.values["failed"] = 1
    }
    withExtendedLifetime(dataSource) {}
    return m
}

/// What scroll anchoring adds to ``applyOneChange(count:repeats:)``: two hosts showing the
/// same list, scrolled below the changed item, one with `scrollAnchor = .none` and one with
/// `.automatic`, each applying the alternating pair of snapshots in turn. The anchored row's
/// `values["ratio"]` is the goal's figure: the median of each round's anchored apply over
/// the plain one beside it.
func anchoredApplyScenarios(count: Int, repeats: Int) -> [Measurement] {
    var failure = ""
    let (a, b) = oneChangeSnapshots(count: count, failure: &failure)
    var failed = !failure.isEmpty
    func make(_ anchor: ScrollAnchor) -> (CollectionViewHost, DiffableDataSource<Int, Int>) {
        let host = CollectionViewHost(
            frame: Rect(x: 0, y: 0, width: 320, height: 640), layout: CompositionalLayout.list(using: oneChangeList))
        let dataSource = DiffableDataSource<Int, Int>(collectionView: host) { _, _, _ in CollectionViewCell() }
        host.scrollAnchor = anchor
        do {
            try dataSource.apply(a)
            try host.setContentOffset(Point(x: 0, y: Double(count) * 44 * 0.75))
        } catch {
            failed = true
        }
        return (host, dataSource)
    }
    let plain = make(.none), anchored = make(.automatic)
    var plainSamples: [Double] = [], anchoredSamples: [Double] = []
    var showA = false
    func timed(_ dataSource: DiffableDataSource<Int, Int>) -> Double {
        let t0 = nowNanoseconds()
        do { try dataSource.apply(showA ? a : b) } catch { failed = true }
        return Double(nowNanoseconds() - t0)
    }
    for round in 0..<(max(1, repeats) * 5 + 2) {
        let p = timed(plain.1), q = timed(anchored.1)
        showA.toggle()
        if round >= 2 {
            plainSamples.append(p)
            anchoredSamples.append(q)
        }
    }
    withExtendedLifetime((plain, anchored)) {}
    let scenario = "diff apply anchoring \(count)"
    var plainRow = Measurement(
        scenario: scenario, metric: "anchoring off: apply changing 1 item", units: 1, samples: plainSamples,
        peakMemory: peakMemoryBytes())
    var anchoredRow = Measurement(
        scenario: scenario, metric: "anchoring on (.automatic): apply changing 1 item", units: 1, samples: anchoredSamples,
        peakMemory: peakMemoryBytes(), note: "the change above the viewport, the first whole row kept in place")
    anchoredRow.values["ratio"] = medianRatio(anchoredSamples, over: plainSamples)
    plainRow.values["failed"] = failed ? 1 : 0
    anchoredRow.values["failed"] = failed ? 1 : 0
    return [plainRow, anchoredRow]
}

/// The list the one-change applies run on: rows of 44 points, no separators.
private var oneChangeList: ListConfiguration {
    var list = ListConfiguration(appearance: .plain)
    list.showsSeparators = false
    list.rowHeight = 44
    return list
}

/// Two snapshots of `count` items that differ in one: the middle item replaced by a new one.
private func oneChangeSnapshots(count: Int, failure: inout String) -> (Snapshot<Int, Int>, Snapshot<Int, Int>) {
    var a = Snapshot<Int, Int>(), b = Snapshot<Int, Int>()
    do {
        try a.appendSections([0])
        try a.appendItems(Array(0..<count))
        b = a
        try b.insertItems([count], beforeItem: count / 2)
        try b.deleteItems([count / 2])
    } catch {
        failure = "\(error)"
    }
    return (a, b)
}
