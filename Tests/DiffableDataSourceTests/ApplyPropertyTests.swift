import BuiltinLayouts
import CollectionView
import DiffableDataSource
import Diffing
import Foundation
import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

/// A cell that shows an item and the version of its content it was configured with.
final class VersionCell: CollectionViewCell {
    var item = -1
    var version = -1
}

/// The property test: seeded random snapshot pairs (0–500 items, every kind
/// of change, items moving between sections, empty sections), each applied to a live
/// collection view. For every pair:
/// 1. the staged changes applied to the old snapshot give the new one exactly, contents
///    (versions) included;
/// 2. the batch passes CVKit's batch-update validator;
/// 3. after `apply`, the collection view's counts are the new snapshot's and every visible
///    cell shows the new snapshot's item at its index path, with its current content.
///
/// The pairs run as four walks of 2 500 with their own seed and collection view, in
/// parallel. `CVKIT_DIFF_PAIRS` changes the total number of pairs (10 000 by default),
/// `CVKIT_DIFF_SEED` the first seed.
@Suite("Apply: property test")
struct ApplyPropertyTests {
    @Test(arguments: 0..<4) func randomSnapshotPairs(walk: Int) throws {
        let environment = ProcessEnvironment.values
        let pairs = (environment["CVKIT_DIFF_PAIRS"].flatMap(Int.init) ?? 10_000) / 4
        let seed = (environment["CVKIT_DIFF_SEED"].flatMap(UInt64.init) ?? 19) + UInt64(walk)
        var random = Random(seed: seed)
        var versions: [Int: Int] = [:]
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 60), layout: rowList(10))
        try cv.register(VersionCell.self, forCellWithReuseIdentifier: "v")
        let ds = DiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
            let cell = try cv.dequeueReusableCell(withReuseIdentifier: "v", for: indexPath)
            (cell as? VersionCell)?.item = item
            (cell as? VersionCell)?.version = versions[item] ?? 0
            return cell
        }
        var model = Model()
        var kinds = ChangeKinds()
        var largest = 0, emptySnapshots = 0, withEmptySections = 0
        var before: [DiffSection<Int, Versioned>] = []
        for pair in 0..<pairs {
            let old = ds.snapshot()
            // Every 500th pair starts afresh at the largest size.
            let new = try model.edit(old, &random, versions: &versions, freshSize: pair % 500 == 250 ? 500 : nil)
            if random.chance(0.1), cv.contentSize.height > 60 {
                try cv.setContentOffset(Point(x: 0, y: Double(random.below(Int(cv.contentSize.height) - 60))))
            }
            try ds.apply(new, animatingDifferences: random.chance(0.8))
            let changes = ds.lastChanges
            kinds.record(changes)
            largest = max(largest, new.numberOfItems)
            if new.numberOfItems == 0 { emptySnapshots += 1 }
            if new.sectionIdentifiers.contains(where: { new.numberOfItems(inSection: $0) == 0 }) { withEmptySections += 1 }

            // The first apply loads the collection view; every later one is a batch update.
            if pair == 0 {
                before = versioned(new, versions)
            } else {
                // 1. The changes rebuild the new snapshot from the old, contents included.
                let after = versioned(new, versions)
                defer { before = after }
                let rebuilt = try changes.applied(to: before, from: after)
                #expect(rebuilt == after, "pair \(pair), seed \(seed)")
                // 2. The validator accepts them.
                _ = try BatchUpdateValidator.resolve(
                    before: old.sectionIdentifiers.map { old.numberOfItems(inSection: $0) },
                    after: new.sectionIdentifiers.map { new.numberOfItems(inSection: $0) }, operations: changes.batchOperations)
            }
            // 3. The host shows the new snapshot.
            #expect(cv.numberOfSections == new.numberOfSections)
            for (s, id) in new.sectionIdentifiers.enumerated() where cv.numberOfItems(inSection: s) != new.numberOfItems(inSection: id) {
                Issue.record(
                    "pair \(pair): section \(s) has \(cv.numberOfItems(inSection: s)) items, the snapshot \(new.numberOfItems(inSection: id))"
                )
            }
            for ip in cv.indexPathsForVisibleItems {
                let cell = cv.cellForItem(at: ip) as? VersionCell
                let expected = new.itemIdentifier(section: ip.section, item: ip.item)
                if cell?.item != expected || cell?.version != expected.flatMap({ versions[$0] }) ?? 0 {
                    Issue.record(
                        "pair \(pair), seed \(seed): \(ip) shows \(cell?.item ?? -1) v\(cell?.version ?? -1), expected \(expected ?? -1) v\(expected.flatMap { versions[$0] } ?? 0)"
                    )
                    return
                }
            }
        }
        if pairs >= 2_500 {
            // Every kind of change happened many times.
            #expect(kinds.all.allSatisfy { $0 > 20 }, "\(kinds)")
            // Sizes from 0 to 500 items, empty snapshots and empty sections.
            #expect(largest == 500)
            #expect(emptySnapshots > 10)
            #expect(withEmptySections > 100)
        }
    }

    func versioned(_ s: Snapshot<Int, Int>, _ versions: [Int: Int]) -> [DiffSection<Int, Versioned>] {
        s.sectionIdentifiers.map { id in
            DiffSection(id: id, items: s.itemIdentifiers(inSection: id).map { Versioned(id: $0, version: versions[$0] ?? 0) })
        }
    }
}

struct Versioned: Hashable {
    var id: Int
    var version: Int
}

/// How often each kind of change appeared.
struct ChangeKinds: CustomStringConvertible {
    var all = [Int](repeating: 0, count: 9)
    mutating func record(_ c: StagedChanges) {
        all[0] += c.deletedSections.count
        all[1] += c.insertedSections.count
        all[2] += c.movedSections.count
        all[3] += c.reloadedSections.count
        all[4] += c.deletedItems.count
        all[5] += c.insertedItems.count
        all[6] += c.movedItems.filter { $0.from.section == $0.to.section }.count
        all[7] += c.movedItems.filter { $0.from.section != $0.to.section }.count
        all[8] += c.reloadedItems.count
    }
    var description: String {
        zip(
            [
                "deleted sections", "inserted sections", "moved sections", "reloaded sections", "deleted items", "inserted items",
                "moved items (same section)", "moved items (across)", "reloaded items",
            ], all
        ).map { "\($0): \($1)" }.joined(separator: ", ")
    }
}

/// Makes the next snapshot from the current one. The edits work on plain arrays, so a
/// pair costs O(n); the snapshot is then built in one go.
struct Model {
    var nextSection = 0
    var nextItem = 0

    mutating func edit(_ old: Snapshot<Int, Int>, _ r: inout Random, versions: inout [Int: Int], freshSize: Int? = nil) throws -> Snapshot<
        Int, Int
    > {
        var sections: [(id: Int, items: [Int])]
        if freshSize != nil || r.chance(0.04) || old.numberOfSections == 0 {
            // A fresh snapshot: 1–6 sections (0 when empty), 0–500 items (mostly
            // log-uniform: small sizes are as likely as large ones, and cheaper), some
            // sections empty.
            let target = freshSize ?? (r.chance(0.1) ? 0 : r.chance(0.15) ? r.below(501) : Int(pow(501, r.unitDouble())) - 1)
            sections = (0..<(target == 0 && r.chance(0.5) ? 0 : 1 + r.below(6))).map { _ in (newSection(), []) }
            if !sections.isEmpty {
                for _ in 0..<target { sections[r.below(sections.count)].items.append(newItem()) }
            }
            return try snapshot(sections)
        }
        sections = old.sectionIdentifiers.map { ($0, old.itemIdentifiers(inSection: $0)) }
        let n = old.numberOfItems
        // Sections: deleted, inserted (empty or not), moved. At most 500 items in all.
        sections.removeAll { _ in r.chance(0.08) }
        for _ in 0..<r.below(3) {
            let room = 500 - sections.reduce(0) { $0 + $1.items.count }
            let items = r.chance(0.5) ? (0..<min(room, r.below(20))).map { _ in newItem() } : []
            sections.insert((newSection(), items), at: r.below(sections.count + 1))
        }
        if sections.count > 1 {
            for _ in 0..<r.below(3) {
                let moved = sections.remove(at: r.below(sections.count))
                sections.insert(moved, at: r.below(sections.count + 1))
            }
        }
        guard !sections.isEmpty else { return try snapshot(sections) }
        // Items: deleted, inserted, moved within and between sections.
        for s in sections.indices { sections[s].items.removeAll { _ in r.chance(0.07) } }
        var total = sections.reduce(0) { $0 + $1.items.count }
        for _ in 0..<r.below(n / 10 + 3) where total < 500 {
            let s = r.below(sections.count)
            sections[s].items.insert(newItem(), at: r.below(sections[s].items.count + 1))
            total += 1
        }
        for _ in 0..<r.below(n / 25 + 3) {
            let s = r.below(sections.count), t = r.chance(0.6) ? s : r.below(sections.count)
            guard !sections[s].items.isEmpty else { continue }
            let item = sections[s].items.remove(at: r.below(sections[s].items.count))
            sections[t].items.insert(item, at: r.below(sections[t].items.count + 1))
        }
        var result = try snapshot(sections)
        let reloads = result.itemIdentifiers.filter { _ in r.chance(0.05) }
        try result.reloadItems(reloads)
        for item in reloads { versions[item, default: 0] += 1 }
        if r.chance(0.1) {
            let id = sections[r.below(sections.count)].id
            try result.reloadSections([id])
            for item in result.itemIdentifiers(inSection: id) { versions[item, default: 0] += 1 }
        }
        return result
    }

    func snapshot(_ sections: [(id: Int, items: [Int])]) throws -> Snapshot<Int, Int> {
        var s = Snapshot<Int, Int>()
        try s.appendSections(sections.map(\.id))
        for section in sections where !section.items.isEmpty { try s.appendItems(section.items, toSection: section.id) }
        return s
    }

    mutating func newSection() -> Int {
        nextSection += 1
        return nextSection
    }

    mutating func newItem() -> Int {
        nextItem += 1
        return nextItem
    }
}
