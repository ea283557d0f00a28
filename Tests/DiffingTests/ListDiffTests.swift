import CVKitTestSupport
import Diffing
import LayoutTestSupport
import Testing

@Suite("ListDiff")
struct ListDiffTests {
    @Test func deletesInsertsAndTheFewestMoves() throws {
        let old = ["a", "b", "c", "d"], new = ["d", "a", "c", "e"]
        let diff = try ListDiff(from: old, to: new)
        #expect(diff.deletes == [1])
        #expect(diff.inserts == [3])
        #expect(diff.moves == [ListDiff.Move(from: 3, to: 0)])
        #expect(diff.updates == [])
        #expect(diff.description == "delete [1] insert [3] move [3 → 0]")
        #expect(try diff.applied(to: old, from: new) == new)
    }

    @Test func movingTheFirstElementToTheEndIsOneMove() throws {
        // Heckel's offsets would call every element a move here.
        let old = Array(0..<10), new = Array(1..<10) + [0]
        let diff = try ListDiff(from: old, to: new)
        #expect(diff.moves == [ListDiff.Move(from: 0, to: 9)])
        #expect(diff.deletes.isEmpty && diff.inserts.isEmpty)
    }

    @Test func reversingMovesAllButOne() throws {
        let old = Array(0..<5), new = Array(old.reversed())
        let diff = try ListDiff(from: old, to: new)
        #expect(diff.moves.count == 4)
        #expect(try diff.applied(to: old, from: new) == new)
    }

    @Test func emptyAndIdenticalCollections() throws {
        #expect(try ListDiff(from: [Int](), to: []).isEmpty)
        #expect(try ListDiff(from: [1, 2, 3], to: [1, 2, 3]).isEmpty)
        #expect(try ListDiff(from: [Int](), to: [1, 2]).inserts == [0, 1])
        #expect(try ListDiff(from: [1, 2], to: []).deletes == [0, 1])
        #expect(try ListDiff(from: [Int](), to: []).description == "no changes")
    }

    @Test func updatesComeFromTheContentEquality() throws {
        struct Contact: Equatable { var id: Int; var name: String }
        let old = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bob"), Contact(id: 3, name: "Cy")]
        let new = [Contact(id: 3, name: "Cyrus"), Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Robert")]
        let diff = try ListDiff(from: old, to: new, identifiedBy: \.id, isContentEqual: { $0.name == $1.name })
        #expect(diff.moves == [ListDiff.Move(from: 2, to: 0)])
        #expect(diff.updates == [ListDiff.Update(old: 2, new: 0), ListDiff.Update(old: 1, new: 2)])
        #expect(diff.description == "move [2 → 0] update [2 ~ 0, 1 ~ 2]")
        #expect(try diff.applied(to: old, from: new) == new)
    }

    @Test func duplicateIdentifiersNameTheIdentifierAndBothPositions() {
        #expect(throws: DiffError.duplicateIdentifier(identifier: "\"b\"", first: 0, second: 2, side: .new)) {
            try ListDiff(from: ["a", "b"], to: ["b", "c", "b"])
        }
        #expect(throws: DiffError.duplicateIdentifier(identifier: "\"c\"", first: 1, second: 2, side: .new)) {
            try ListDiff(from: ["a"], to: ["b", "c", "c"])
        }
        #expect(throws: DiffError.duplicateIdentifier(identifier: "7", first: 1, second: 3, side: .old)) {
            try ListDiff(from: [1, 7, 2, 7], to: [1])
        }
        let error = DiffError.duplicateIdentifier(identifier: "\"b\"", first: 0, second: 2, side: .new)
        #expect(
            error.description
                == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\"b\")} — \"b\" is at index 0 and at index 2 of the new collection."
        )
    }

    @Test func applyingAChangeThatDoesNotFitThrows() {
        let diff = ListDiff(deletes: [5])
        #expect(throws: DiffError.inconsistentChanges("delete: old offset 5 is out of range 0..<2")) {
            try diff.applied(to: [1, 2], from: [1, 2])
        }
        #expect(throws: DiffError.inconsistentChanges("2 old elements, 0 deleted and 1 inserted do not make 2")) {
            try ListDiff(inserts: [0]).applied(to: [1, 2], from: [3, 1])
        }
        #expect(throws: DiffError.inconsistentChanges("old offset 0 is named by two changes")) {
            try ListDiff(deletes: [0], moves: [.init(from: 0, to: 0)]).applied(to: [1], from: [1])
        }
    }

    // MARK: - CollectionDifference

    @Test func convertsToTheStandardLibrarysDifference() throws {
        let old = ["a", "b", "c", "d"], new = ["d", "a", "c", "e"]
        let diff = try ListDiff(from: old, to: new)
        let difference = try #require(diff.collectionDifference(from: old, to: new))
        #expect(old.applying(difference) == new)
        #expect(difference.removals.count == 2)  // "b", and "d" as the removal half of a move
        #expect(difference.insertions.count == 2)
        #expect(ListDiff(difference) == diff)
        #expect(ListDiff(deletes: [9]).collectionDifference(from: old, to: new) == nil)
    }

    @Test func readsTheStandardLibrarysDifference() throws {
        let old = [1, 2, 3, 4, 5], new = [5, 1, 2, 4, 6]
        let diff = ListDiff(new.difference(from: old).inferringMoves())
        #expect(diff.deletes == [2])
        #expect(diff.inserts == [4])
        #expect(diff.moves == [ListDiff.Move(from: 4, to: 0)])
        #expect(try diff.applied(to: old, from: new) == new)
    }

    // MARK: - Random

    @Test func randomPairsRebuildTheNewCollection() throws {
        for seed in OracleCases.seeds(default: 2_000, salt: 19) {
            var random = Random(seed: seed)
            let (old, new) = random.listPair(maxCount: 60)
            let diff = try ListDiff(from: old, to: new)
            #expect(try diff.applied(to: old, from: new) == new, "CVKIT_ORACLE_SEED=\(seed)")
            let difference = try #require(diff.collectionDifference(from: old, to: new))
            #expect(old.applying(difference) == new, "CVKIT_ORACLE_SEED=\(seed)")
            // Never more moves than the standard library infers.
            let inferred = new.difference(from: old).inferringMoves()
            #expect(diff.moves.count + diff.deletes.count <= inferred.removals.count, "CVKIT_ORACLE_SEED=\(seed)")
        }
    }
}

/// SplitMix64 (LayoutTestSupport), so a failure reproduces from its seed.
typealias Random = SplitMix64

extension Random {
    /// Distinct identifiers, then a random edit of them (deletes, inserts, moves).
    mutating func listPair(maxCount: Int) -> ([Int], [Int]) {
        let n = below(maxCount + 1)
        let old = Array(0..<n).shuffledStable(&self, fraction: 0.2)
        var new = old.filter { _ in !chance(0.15) }
        var fresh = n
        for _ in 0..<below(n / 4 + 2) {
            new.insert(fresh, at: below(new.count + 1))
            fresh += 1
        }
        for _ in 0..<below(n / 6 + 1) where !new.isEmpty {
            let x = new.remove(at: below(new.count))
            new.insert(x, at: below(new.count + 1))
        }
        return (old, new)
    }
}

extension Array {
    /// Swaps a fraction of the elements with random others.
    func shuffledStable(_ random: inout Random, fraction: Double) -> [Element] {
        var a = self
        for i in a.indices where random.chance(fraction) { a.swapAt(i, random.below(a.count)) }
        return a
    }
}
