import CVKitTestSupport
import CollectionView
import Diffing
import LayoutProtocol
import Testing

/// An identifier whose hash is its name's length: most identifiers of a collection clash.
private struct LengthHashed: Hashable, CustomStringConvertible {
    var name: String
    static func == (a: LengthHashed, b: LengthHashed) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name.count) }
    var description: String { name }
}

/// `StagedChanges` matches sections and items as `ListDiff` does (64-bit hashes, each
/// pair confirmed; `Int` hashes need no confirming; exact matching when hashes clash), and
/// the way it matched never shows in the result.
@Suite("StagedChanges: hash matching")
struct StagedHashMatchingTests {
    typealias Section = DiffSection<String, String>

    @Test func clashingAndIntegerIdentifiersGiveTheSameChangesAsStrings() throws {
        for seed in OracleCases.seeds(default: 300, salt: 2019) {
            var random = Random(seed: seed)
            let (old, new) = random.sectionedPair(maxItems: 60)
            let plain = try StagedChanges(from: old, to: new, itemIdentifiedBy: \.id, isItemContentEqual: { $0.content == $1.content })
            // Every identifier clashes with many others: exact matching.
            let clashing = try StagedChanges(
                from: old.map(Self.lengthHashed), to: new.map(Self.lengthHashed), itemIdentifiedBy: { LengthHashed(name: $0.id) },
                isItemContentEqual: { $0.content == $1.content })
            // Int identifiers: hashes that are the identifiers, nothing to confirm.
            let integers = try StagedChanges(
                from: old.map(Self.integers), to: new.map(Self.integers), itemIdentifiedBy: \.0, isItemContentEqual: { $0.1 == $1.1 })
            #expect(clashing == plain, "CVKIT_ORACLE_SEED=\(seed)")
            #expect(integers == plain, "CVKIT_ORACLE_SEED=\(seed)")
            try expectValid(plain, old, new)
        }
    }

    @Test func aPairWithEqualHashesButDifferentIdentifiersIsNoMatch() throws {
        // Old "bb" and new "cc" share a hash and nothing else to clash with.
        let old = [DiffSection(id: LengthHashed(name: "s"), items: [LengthHashed(name: "a"), LengthHashed(name: "bb")])]
        let new = [DiffSection(id: LengthHashed(name: "s"), items: [LengthHashed(name: "a"), LengthHashed(name: "cc")])]
        let changes = try StagedChanges(from: old, to: new)
        #expect(changes == StagedChanges(deletedItems: [ItemPath(section: 0, item: 1)], insertedItems: [ItemPath(section: 0, item: 1)]))
        // The same for sections: "tt" replaces "uu".
        let sections = try StagedChanges(
            from: [DiffSection(id: LengthHashed(name: "s"), items: [Int]()), DiffSection(id: LengthHashed(name: "uu"), items: [])],
            to: [DiffSection(id: LengthHashed(name: "s"), items: []), DiffSection(id: LengthHashed(name: "tt"), items: [])])
        #expect(sections == StagedChanges(deletedSections: [1], insertedSections: [1]))
    }

    @Test func duplicatesBetweenSectionsAreNamedWithBothIndexPaths() {
        // Item identifiers are unique across sections; 8,000 items fill several partitions.
        let items = (0..<8_000).map { $0 }
        var old = [DiffSection(id: 0, items: Array(items[..<5_000])), DiffSection(id: 1, items: Array(items[5_000...]))]
        old[1].items[2_000] = 4_321
        #expect(
            throws: DiffError.duplicateItemIdentifier(
                identifier: "4321", first: ItemPath(section: 0, item: 4_321), second: ItemPath(section: 1, item: 2_000), side: .old)
        ) {
            try StagedChanges(from: old, to: [])
        }
        #expect(throws: DiffError.duplicateSectionIdentifier(identifier: "7", first: 0, second: 2, side: .new)) {
            try StagedChanges(from: [], to: [7, 8, 7].map { DiffSection(id: $0, items: [Int]()) })
        }
    }

    /// The same sections with identifiers that hash by their length.
    private static func lengthHashed(_ section: DiffSection<String, Item>) -> DiffSection<LengthHashed, Item> {
        DiffSection(id: LengthHashed(name: section.id), items: section.items)
    }

    /// The same sections with `Int` identifiers (`"s12"` is 12, `"i7"` is 7).
    private static func integers(_ section: DiffSection<String, Item>) -> DiffSection<Int, (Int, Int)> {
        DiffSection(id: Int(section.id.dropFirst())!, items: section.items.map { (Int($0.id.dropFirst())!, $0.content) })
    }
}
