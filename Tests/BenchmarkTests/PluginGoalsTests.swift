import Testing

@testable import cvkit_bench

@Suite("The plugin goals")
struct PluginGoalsTests {
    private func row(_ scenario: String, _ metric: String, units: Int = 1, samples: [Double], values: [String: Double] = [:])
        -> Measurement
    {
        Measurement(scenario: scenario, metric: metric, units: units, samples: samples, peakMemory: 0, values: values)
    }

    private func goals(_ results: [Measurement]) -> [String: Goal] {
        Dictionary(uniqueKeysWithValues: pluginGoals(results).map { (String($0.goal.prefix(12)), $0) })
    }

    @Test("The query ratio, the fling frame and the hostile list come from their rows")
    func verdicts() throws {
        let results = [
            row("waterfall in tree", "viewport query, 10k items", units: 1000, samples: [3_000_000]),
            row("waterfall through the ABI", "viewport query, 10k items", units: 1000, samples: [8_000_000]),
            row("waterfall through the ABI", "fling frame (600 frames), 10k items", units: 600, samples: [600_000_000]),
            row("hostile plugins", "cvkit list, 10 libraries", samples: [2.5e9, 4.2e9], values: ["named": 9, "failed": 0]),
        ]
        let g = goals(results)
        #expect(g["viewport que"]?.measured == "2.67× (8 µs vs 3 µs)")
        #expect(g["viewport que"]?.met == true)
        #expect(g["fling frame "]?.measured == "1 ms" && g["fling frame "]?.met == false)
        #expect(g["cvkit list o"]?.measured == "4.2 s worst of 2 (limit 2 s; 9 libraries named)")
        #expect(g["cvkit list o"]?.met == false, "4.2 s is over the limit plus 2 s")
    }

    @Test("A list that did not name every library fails; nothing measured is 'not measured'")
    func failuresAndGaps() throws {
        let failed = row("hostile plugins", "cvkit list", samples: [1e9], values: ["named": 3, "failed": 1])
        var bad = failed
        bad.note = "status 0, 3 libraries named"
        let g = goals([bad])
        #expect(g["cvkit list o"]?.measured == "FAILED (status 0, 3 libraries named)" && g["cvkit list o"]?.met == false)
        #expect(g["viewport que"]?.met == nil && g["fling frame "]?.met == nil)
        #expect(pluginGoals([]).allSatisfy { $0.met == nil && $0.measured == "-" })
    }
}
