import Testing

@testable import cvkit_bench

@Suite("Scroll recording scenario")
struct ScrollRecordingTests {
    @Test("The plain fling and the three recorded ones run at a small size, and the goal reads the recorded ratio")
    func smallRun() throws {
        let rows = scrollRecordingScenarios(quick: true, repeats: 1, items: 3000)
        #expect(rows.count == 4)
        #expect(rows.allSatisfy { $0.values["failed"] == 0 && $0.samples.count == 3 })
        let ratio = try #require(rows[1].values["ratio"])
        #expect(ratio > 0)
        let goal = evaluateGoals(
            rows.map { row in
                var renamed = row
                renamed.scenario = "scroll recording 1000000"
                return renamed
            }, peers: nil
        ).first { $0.area == "scroll" && $0.goal.hasPrefix("recording a session") }
        #expect(goal?.met == (ratio <= 1.05))
    }
}
