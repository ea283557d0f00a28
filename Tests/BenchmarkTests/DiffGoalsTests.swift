import Diffing
import Testing

@testable import cvkit_bench

@Suite("Diff goals")
struct DiffGoalsTests {
    private func row(_ scenario: String, _ metric: String, units: Int, median: Double, values: [String: Double] = [:]) -> Measurement {
        Measurement(scenario: scenario, metric: metric, units: units, samples: [median], peakMemory: 0, values: values)
    }

    private func goal(_ goals: [Goal], _ prefix: String) -> Goal? {
        goals.first { $0.area == "diff" && $0.goal.hasPrefix(prefix) }
    }

    @Test("The diff goals are computed from the figures")
    func verdicts() throws {
        let results = [
            row(
                "diff 100000 items", "ListDiff (10% del, 10% ins, 1% moved, 10% updated)", units: 100_000, median: 6_000_000,
                values: ["speedupOverStdlib": 150]),
            row(
                "diff 1000000 items", "ListDiff (10% del, 10% ins, 1% moved, 10% updated)", units: 1_000_000, median: 80_000_000,
                values: ["bytesPerItem": 41.5]),
            row("diff apply", "apply changing 1 of 100000 items (host update included)", units: 1, median: 1_200_000),
        ]
        let goals = evaluateGoals(results, peers: nil)
        #expect(goal(goals, "10⁵ items")?.measured == "6 ms")
        #expect(goal(goals, "10⁵ items")?.met == true)
        #expect(goal(goals, "≥ 20× faster")?.measured == "150× at 100000")
        #expect(goal(goals, "≥ 20× faster")?.met == true)
        #expect(goal(goals, "linear")?.measured == "13.33× for 10× the items")
        #expect(goal(goals, "linear")?.met == false)
        #expect(goal(goals, "memory")?.measured == "41.5 bytes/item at 1000000")
        #expect(goal(goals, "memory")?.met == true)
        #expect(goal(goals, "apply changing")?.met == false)
    }

    @Test("The linearity goal takes the alternating rounds' ratio and shows the memory floor's beside it")
    func alternating() throws {
        let results = [
            row("diff 100000 items", "ListDiff (…)", units: 100_000, median: 2_000_000),
            row("diff 1000000 items", "ListDiff (…)", units: 1_000_000, median: 20_000_000),
            row(
                "linear 1000000 items", "ListDiff, thread CPU, alternating with 10^5", units: 1_000_000, median: 25_000_000,
                values: ["ratio": 12.5, "ratioMin": 12.25, "ratioMax": 13, "floorRatio": 17.5]),
        ]
        let goals = evaluateGoals(results, peers: nil)
        // The diff group alone would read 10×; the alternating rounds decide.
        #expect(goal(goals, "linear")?.measured == "12.5× (rounds 12.25–13×), 10⁵ and 10⁶ alternating; memory floor 17.5×")
        #expect(goal(goals, "linear")?.met == false)
        var met = results
        met[2].values = ["ratio": 11.75, "ratioMin": 11.5, "ratioMax": 12.25]
        #expect(goal(evaluateGoals(met, peers: nil), "linear")?.measured == "11.75× (rounds 11.5–12.25×), 10⁵ and 10⁶ alternating")
        #expect(goal(evaluateGoals(met, peers: nil), "linear")?.met == true)
    }

    @Test("Without the standard library's peer the speed-up is not measured")
    func noPeer() throws {
        let goals = evaluateGoals([row("diff 100000 items", "ListDiff (…)", units: 100_000, median: 1)], peers: nil)
        #expect(goal(goals, "≥ 20× faster")?.met == nil)
        #expect(goal(goals, "linear")?.met == nil)
    }

    @Test("The workload has the stated mix and the diff rebuilds it")
    func workload() throws {
        let (old, new) = diffWorkload(count: 1_000, seed: 19)
        #expect(old.count == 1_000)
        #expect(Set(new.map(\.id)).count == new.count)
        let diff = try ListDiff(from: old, to: new, identifiedBy: \.id, isContentEqual: { $0.version == $1.version })
        #expect(diff.inserts.count == 100)
        #expect((80...120).contains(diff.deletes.count))
        #expect((1...10).contains(diff.moves.count))
        #expect((80...100).contains(diff.updates.count))
        #expect(try diff.applied(to: old, from: new) == new)
        // Deterministic, and every kept identifier keeps its content except updated ones.
        let again = diffWorkload(count: 1_000, seed: 19)
        #expect(again.old == old && again.new == new)
        #expect(new.count == old.count - diff.deletes.count + 100)
        #expect(new.filter { $0.version > 0 }.count >= diff.updates.count)
    }
}
