import DiffableDataSource
import Diffing
import Testing

/// Compiles only if the diff and snapshot values are `Sendable`: they cross tasks freely.
@Suite("Sendable values")
struct SendableTests {
    func requireSendable<T: Sendable>(_: T.Type) {}

    @Test func diffsAndSnapshotsAreSendable() async throws {
        requireSendable(ListDiff.self)
        requireSendable(StagedChanges.self)
        requireSendable(ItemPath.self)
        requireSendable(DiffError.self)
        requireSendable(Snapshot<String, Int>.self)
        requireSendable(SectionSnapshot<String>.self)
        requireSendable(SnapshotError.self)
        // A snapshot built on one task and diffed on another.
        let snapshot = try await Task.detached { () throws -> Snapshot<String, Int> in
            var s = Snapshot<String, Int>()
            try s.appendSections(["a"])
            try s.appendItems([1, 2, 3])
            return s
        }.value
        let diff = try await Task.detached { try ListDiff(from: snapshot.itemIdentifiers, to: [3, 1]) }.value
        #expect(diff.deletes == [1])
        #expect(diff.moves == [ListDiff.Move(from: 2, to: 0)])
    }
}
