import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue

/// Batch updates: validating and applying 10,000 mixed operations (deletes, inserts,
/// moves within and across sections, reloads) on 1,000,000 items in 100 sections. The
/// target is at most 50 ms for validate + apply; validation is O(operations + sections).
func batchScenarios(quick: Bool, repeats: Int) -> [Measurement] {
    let sections = 100, perSection = 10_000
    let counts = [Int](repeating: perSection, count: sections)
    let operations = mixedOperations(sections: sections)
    let items = counts.reduce(0, +)
    var results: [Measurement] = []
    var invalid = ""
    do {
        _ = try BatchUpdateValidator.resolve(before: counts, after: counts, operations: operations)
    } catch {
        invalid = "FAILED: \(error)"
    }

    results.append(
        measure("batch", "validate \(operations.count) ops on \(items) items", units: operations.count, repeats: repeats) {
            blackHole(try? BatchUpdateValidator.resolve(before: counts, after: counts, operations: operations))
        })
    results[results.count - 1].note = invalid

    // The host: a uniform grid layout (no per-item storage) and a data source whose
    // counts do not change, so the same count-neutral batch can be applied again and again.
    let layout = UniformGridLayout()
    let host = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: layout)
    let dataSource = FixedCountsDataSource(counts)
    host.dataSource = dataSource
    try? host.layoutIfNeeded()
    host.selectedItemsWithoutValidation = Set((0..<1_000).map { ElementIndexPath(item: $0 * 10, section: $0 % sections) })
    var failure = ""
    results.append(
        measure("batch", "validate + apply \(operations.count) ops on the host", units: operations.count, repeats: repeats) {
            do {
                let plan = try host.performBatchUpdates { updates in
                    for op in operations { updates.append(op) }
                }
                blackHole(plan)
            } catch {
                failure = "\(error)"
            }
        })
    if !failure.isEmpty {
        results[results.count - 1].note = "FAILED: \(failure)"
        results[results.count - 1].values["failed"] = 1
    }
    results += anchoredBatchScenarios(operations: operations, counts: counts, sets: quick ? 1 : 4, repeats: repeats)
    withExtendedLifetime(dataSource) {}
    if !quick {
        // The first section's deletes, inserts and reloads: the cost does not depend on
        // the million items.
        let small = operations.prefix(100).filter { op in
            if case .moveItem = op { return false }
            return true
        }
        results.append(
            measure("batch", "validate \(small.count) ops on \(items) items", units: small.count, repeats: repeats) {
                blackHole(try? BatchUpdateValidator.resolve(before: counts, after: counts, operations: small))
            })
    }
    return results
}

/// 100 operations per section, balanced so the counts do not change: 32 deletes, 32
/// inserts, 2 reloads, and 34 moves to the next section (34 out, 34 in). Every place is
/// distinct: before the batch 300k, 300k + 1, 300k + 2; after it 300k, 300k + 2 and the
/// odd 290k + 151.
private func mixedOperations(sections: Int) -> [BatchOperation] {
    var ops: [BatchOperation] = []
    ops.reserveCapacity(sections * 100)
    for s in 0..<sections {
        for k in 0..<32 {
            ops.append(.deleteItem(ElementIndexPath(item: k * 300, section: s)))
            ops.append(.insertItem(ElementIndexPath(item: k * 300, section: s)))
        }
        for k in 0..<2 { ops.append(.reloadItem(ElementIndexPath(item: k * 300 + 2, section: s))) }
        for k in 0..<34 {
            ops.append(
                .moveItem(
                    from: ElementIndexPath(item: k * 300 + 1, section: s),
                    to: ElementIndexPath(item: k * 290 + 151, section: (s + 1) % sections)))
        }
    }
    return ops
}

/// A grid of 10×10 cells, 10 per row, sections stacked: O(sections) to prepare, O(k) per
/// rect query, nothing stored per item.
private final class UniformGridLayout: CollectionViewLayout {
    private var origins: [Double] = []
    private var height = 0.0
    private let columns = 10, side = 10.0

    override func prepare() throws(LayoutError) {
        try super.prepare()
        guard let host else { return }
        origins = []
        origins.reserveCapacity(host.numberOfSections)
        var y = 0.0
        for s in 0..<host.numberOfSections {
            origins.append(y)
            y += Double((host.numberOfItems(inSection: s) + columns - 1) / columns) * side
        }
        height = y
    }

    override var contentSize: Size { Size(width: Double(columns) * side, height: height) }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard let host else { return [] }
        var result: [LayoutAttributes] = []
        for s in origins.indices {
            let n = host.numberOfItems(inSection: s)
            let top = origins[s], bottom = top + Double((n + columns - 1) / columns) * side
            guard bottom >= rect.minY, top <= rect.maxY, n > 0 else { continue }
            let firstRow = max(0, Int(((rect.minY - top) / side).rounded(.down)) - 1)
            let lastRow = min((n - 1) / columns, Int(((rect.maxY - top) / side).rounded(.down)))
            guard firstRow <= lastRow else { continue }
            for i in (firstRow * columns)..<min(n, (lastRow + 1) * columns) {
                if let a = frame(i, s), a.frame.intersects(rect) { result.append(a) }
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let host, host.containsItem(at: indexPath) else { return nil }
        return frame(indexPath.item, indexPath.section)
    }

    private func frame(_ item: Int, _ section: Int) -> LayoutAttributes? {
        guard section < origins.count else { return nil }
        return LayoutAttributes(
            forCellAt: ElementIndexPath(item: item, section: section),
            frame: Rect(x: Double(item % columns) * side, y: origins[section] + Double(item / columns) * side, width: side, height: side))
    }
}

/// Counts that never change; plain cells.
private final class FixedCountsDataSource: CollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        CollectionViewCell()
    }
}

/// What scroll anchoring adds to the batch above: the same batch on twin hosts, one with
/// `scrollAnchor = .none` and one with `.automatic` (scrolled into the content, so an anchor
/// exists), measured alternately so the ratio survives a loaded machine. The anchored row's
/// `values["ratio"]` is the goal's figure: the median of each round's anchored run over the
/// plain run beside it, over `sets` sets of fresh twins: where a host lands in memory moves a
/// single pair's ratio by more than the goal's margin, either way. Within a round the twins
/// take turns going first.
private func anchoredBatchScenarios(operations: [BatchOperation], counts: [Int], sets: Int, repeats: Int) -> [Measurement] {
    func makeHost(_ anchor: ScrollAnchor) -> (CollectionViewHost, FixedCountsDataSource) {
        let host = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: UniformGridLayout())
        let dataSource = FixedCountsDataSource(counts)
        host.dataSource = dataSource
        host.scrollAnchor = anchor
        try? host.layoutIfNeeded()
        try? host.setContentOffset(Point(x: 0, y: 5_000_000))
        return (host, dataSource)
    }
    var plainSamples: [Double] = [], anchoredSamples: [Double] = [], failed = false
    func timed(_ host: CollectionViewHost) -> Double {
        let t0 = nowNanoseconds()
        do {
            blackHole(try host.performBatchUpdates { updates in for op in operations { updates.append(op) } })
        } catch {
            failed = true
        }
        return Double(nowNanoseconds() - t0)
    }
    for _ in 0..<sets {
        let (plain, plainData) = makeHost(.none), (anchored, anchoredData) = makeHost(.automatic)
        _ = timed(plain)
        _ = timed(anchored)
        for round in 0..<max(1, repeats) {
            if round % 2 == 0 {
                plainSamples.append(timed(plain))
                anchoredSamples.append(timed(anchored))
            } else {
                anchoredSamples.append(timed(anchored))
                plainSamples.append(timed(plain))
            }
        }
        withExtendedLifetime((plainData, anchoredData)) {}
    }
    let scenario = "batch anchoring \(operations.count) ops"
    var plainRow = Measurement(
        scenario: scenario, metric: "anchoring off: validate + apply", units: operations.count, samples: plainSamples,
        peakMemory: peakMemoryBytes())
    var anchoredRow = Measurement(
        scenario: scenario, metric: "anchoring on (.automatic): validate + apply", units: operations.count, samples: anchoredSamples,
        peakMemory: peakMemoryBytes(), note: "the same batch, the first whole cell kept in place")
    anchoredRow.values["ratio"] = medianRatio(anchoredSamples, over: plainSamples)
    plainRow.values["failed"] = failed ? 1 : 0
    anchoredRow.values["failed"] = failed ? 1 : 0
    return [plainRow, anchoredRow]
}
