import Geometry
import LayoutProtocol
import Testing

@testable import CollectionView

/// SplitMix64: a tiny, seedable generator, so a failing run can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Batch updates against a reference model")
struct BatchUpdateModelTests {
    /// A random operation, mostly in range for the current counts, sometimes not.
    static func randomOperation(_ rng: inout SplitMix64, counts: [Int]) -> BatchOperation {
        func s() -> Int {
            if counts.isEmpty || Int.random(in: 0..<12, using: &rng) == 0 { return Int.random(in: -1...(counts.count + 1), using: &rng) }
            return Int.random(in: 0..<counts.count, using: &rng)
        }
        func p(existing: Bool = true) -> ElementIndexPath {
            let filled = counts.indices.filter { counts[$0] > 0 }
            let section =
                existing && !filled.isEmpty && Int.random(in: 0..<10, using: &rng) != 0
                ? filled[Int.random(in: 0..<filled.count, using: &rng)] : s()
            let n = section >= 0 && section < counts.count ? counts[section] : 2
            let item = Int.random(in: 0..<12, using: &rng) == 0 ? n : Int.random(in: 0...max(0, n - 1), using: &rng)
            return ElementIndexPath(item: item, section: section)
        }
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<24: return .insertItem(p(existing: false))
        case 24..<48: return .deleteItem(p())
        case 48..<68: return .moveItem(from: p(), to: p(existing: false))
        case 68..<78: return .reloadItem(p())
        case 78..<84: return .insertSection(s())
        case 84..<90: return .deleteSection(s())
        case 90..<96: return .moveSection(from: s(), to: s())
        default: return .reloadSection(s())
        }
    }

    @Test func randomBatchesMatchTheReferenceModel() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SplitMix64(seed: seed)
        var nextID = 0
        func fresh(_ n: Int) -> [Int] {
            (0..<n).map { _ in
                nextID += 1; return nextID
            }
        }
        var valid = 0, invalid = 0, animated = 0
        var batches = 0
        while batches < 10_000 {
            // A fresh host every 50 batches keeps the data small.
            let data = (0..<Int.random(in: 1...4, using: &rng)).map { _ in fresh(Int.random(in: 0...7, using: &rng)) }
            let (cv, layout, ds) = try makeBatchHost(data, headers: Bool.random(using: &rng), size: Size(width: 200, height: 260))
            layout.logging = false
            var model = data
            for _ in 0..<50 {
                batches += 1
                let context = "seed \(seed), batch \(batches)"
                let ops = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.randomOperation(&rng, counts: model.map(\.count)) }
                var counts = ReferenceBatch.impliedCounts(before: model, ops: ops) { Int.random(in: 0...3, using: &rng) }
                switch Int.random(in: 0..<10, using: &rng) {
                case 0 where !counts.isEmpty: counts[Int.random(in: 0..<counts.count, using: &rng)] += 1
                case 1: counts.append(Int.random(in: 0...2, using: &rng))
                case 2 where !counts.isEmpty: counts.removeLast()
                default: break
                }
                var reference = ReferenceBatch(before: model, after: counts, ops: ops)
                let expectedRejection = reference.rejection()
                var idCounter = nextID
                let expectedData = expectedRejection == nil ? reference.apply(nextID: &idCounter) : counts.map(fresh)
                if expectedRejection == nil { nextID = idCounter }

                // Select a few items, as a user would have.
                let selectedIDs = Set(model.joined().filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
                cv.selection.selected = Set(
                    model.enumerated().flatMap { s, items in
                        items.enumerated().filter { selectedIDs.contains($0.element) }.map { ElementIndexPath(item: $0.offset, section: s) }
                    })
                let snapshot = expectedRejection == nil ? nil : HostSnapshot(cv)
                let shownBefore = shownIDs(cv)

                do {
                    let plan = try cv.performBatchUpdates { updates in
                        ds.sections = expectedData
                        for op in ops { updates.append(op) }
                    }
                    guard expectedRejection == nil else {
                        Issue.record(
                            "\(context): the host accepted \(ops) for \(model.map(\.count)) → \(counts), the model rejects it: \(expectedRejection!)"
                        )
                        return
                    }
                    valid += 1
                    if !plan.entries.isEmpty { animated += 1 }
                    // Same data, and every view shows the item at its index path.
                    let hostCounts = (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) }
                    guard hostCounts == expectedData.map(\.count) else {
                        Issue.record("\(context): the host has counts \(hostCounts), the model \(expectedData.map(\.count)) after \(ops)")
                        return
                    }
                    let shownAfter = shownIDs(cv)
                    for (path, id) in shownAfter where expectedData[path.section][path.item] != id {
                        Issue.record(
                            "\(context): the cell at \(path) shows \(id), the model has \(expectedData[path.section][path.item]) after \(ops)"
                        )
                        return
                    }
                    guard Set(shownAfter.keys) == Set(cv.indexPathsForVisibleItems) else {
                        Issue.record(
                            "\(context): views \(shownAfter.keys.sorted()) do not match the visible items \(cv.indexPathsForVisibleItems)")
                        return
                    }
                    // Selection follows the items; deleted and reloaded items are deselected.
                    var expectedSelection = Set<ElementIndexPath>()
                    for (s, items) in expectedData.enumerated() {
                        for (i, id) in items.enumerated() where selectedIDs.contains(id) {
                            expectedSelection.insert(ElementIndexPath(item: i, section: s))
                        }
                    }
                    guard cv.selection.selected == expectedSelection else {
                        Issue.record(
                            "\(context): selection \(cv.selection.selected.sorted()), the model \(expectedSelection.sorted()) after \(ops)")
                        return
                    }
                    // The plan is consistent with the model's identities.
                    let oldIDs = Set(model.joined()), newIDs = Set(expectedData.joined())
                    for entry in plan.entries {
                        let idBefore = entry.keyBefore.flatMap { $0.category == .cell ? shownBefore[$0.indexPath] : nil }
                        let idAfter = entry.keyAfter.flatMap {
                            $0.category == .cell ? shownAfter[$0.indexPath] ?? expectedData[$0.indexPath.section][$0.indexPath.item] : nil
                        }
                        switch entry.change {
                        case .delete:
                            if let idBefore, newIDs.contains(idBefore) {
                                Issue.record("\(context): \(entry) deletes an item that survives")
                            }
                        case .insert:
                            if let idAfter, oldIDs.contains(idAfter) { Issue.record("\(context): \(entry) inserts an item that existed") }
                        case .move, .appear, .disappear:
                            if entry.keyBefore?.category == .cell, let a = entry.keyBefore, let b = entry.keyAfter {
                                let was = model[a.indexPath.section][a.indexPath.item],
                                    now = expectedData[b.indexPath.section][b.indexPath.item]
                                if was != now { Issue.record("\(context): \(entry) connects item \(was) to item \(now)") }
                            }
                        }
                    }
                    // The validator's mapping agrees with the model for every item, shown or not.
                    guard let batch = try? BatchUpdateValidator.resolve(before: model.map(\.count), after: counts, operations: ops) else {
                        Issue.record("\(context): the validator rejects a batch the host accepted")
                        return
                    }
                    for (s, items) in model.enumerated() {
                        for (i, id) in items.enumerated() {
                            let mapped = batch.newIndexPath(forOld: ElementIndexPath(item: i, section: s))
                            let found = mapped.map { expectedData[$0.section][$0.item] }
                            if found != (newIDs.contains(id) ? id : nil) {
                                Issue.record("\(context): item \(id) at [\(s), \(i)] maps to \(String(describing: mapped))")
                            }
                        }
                    }
                    for (t, items) in expectedData.enumerated() {
                        for (j, id) in items.enumerated() {
                            let source = batch.oldIndexPath(forNew: ElementIndexPath(item: j, section: t))
                            let found = source.map { model[$0.section][$0.item] }
                            if found != (oldIDs.contains(id) ? id : nil) {
                                Issue.record("\(context): item \(id) at [\(t), \(j)] comes from \(String(describing: source))")
                            }
                        }
                    }
                    // And complete: every deleted visible item fades out, every inserted one in.
                    for (path, id) in shownBefore where !newIDs.contains(id) {
                        if plan.entry(before: .cell(path))?.change != .delete {
                            Issue.record("\(context): no delete entry for item \(id) at \(path)")
                        }
                    }
                    for (path, id) in shownAfter where !oldIDs.contains(id) {
                        if plan.entry(after: .cell(path))?.change != .insert {
                            Issue.record("\(context): no insert entry for item \(id) at \(path)")
                        }
                    }
                    model = expectedData
                } catch {
                    guard let expectedRejection else {
                        Issue.record(
                            "\(context): the host rejected \(ops) for \(model.map(\.count)) → \(counts) with \(error); the model accepts it"
                        )
                        return
                    }
                    invalid += 1
                    guard case .invalidUpdate(let rejection) = error, rejection.description == expectedRejection else {
                        Issue.record(
                            "\(context): \(ops) for \(model.map(\.count)) → \(counts) was rejected with \(error), the model says \(expectedRejection)"
                        )
                        return
                    }
                    guard HostSnapshot(cv) == snapshot, shownIDs(cv) == shownBefore else {
                        Issue.record("\(context): the rejected batch \(ops) changed the host")
                        return
                    }
                    ds.sections = model
                }
            }
            withExtendedLifetime(ds) {}
        }
        #expect(valid + invalid == 10_000)
        #expect(valid > 2_000, "seed \(seed): the generator should make plenty of valid batches (\(valid))")
        #expect(invalid > 2_000, "seed \(seed): and plenty of invalid ones (\(invalid))")
        #expect(animated > 1_000, "seed \(seed)")
    }
}
