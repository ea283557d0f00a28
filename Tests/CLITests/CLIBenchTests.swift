import Foundation
import Testing

@testable import cvkit

@Suite("cvkit bench")
struct CLIBenchTests {
    @Test func printsATableOfThreeSteps() throws {
        let result = try CLIRunner.run(["bench", "list", "--items", "100000", "--runs", "3"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "bench list: 1 section, 100000 items, viewport 390x844, 3 runs")
        #expect(lines[1] == "STEP       MEDIAN       BEST         RESULT")
        // Times vary; the names, units and results do not.
        #expect(lines[2].hasPrefix("prepare    ") && lines[2].hasSuffix(" ms     content 390x4400000"))
        #expect(lines[3].hasPrefix("query      ") && lines[3].hasSuffix(" ms     20 elements"))
        #expect(lines[4].hasPrefix("re-layout  ") && lines[4].hasSuffix(" ms     width 390 <-> 292.5"))
    }

    @Test func jsonHasTheSameSteps() throws {
        let result = try CLIRunner.run(["bench", "list", "--items", "10", "--runs", "1", "--json"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect(object?["items"] as? Int == 10)
        let steps = object?["steps"] as? [[String: Any]] ?? []
        #expect(steps.map { $0["name"] as? String } == ["prepare", "query", "re-layout"])
        #expect(steps.map { $0["result"] as? String } == ["content 390x440", "10 elements", "width 390 <-> 292.5"])
        #expect(steps.allSatisfy { ($0["medianSeconds"] as? Double ?? -1) >= 0 })
    }

    @Test func badRunsIsAUsageError() throws {
        let result = try CLIRunner.run(["bench", "list", "--runs", "0"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: invalid value '0' for '--runs': expected a whole number from 1 to 1000\nUsage: cvkit bench <name>"))
    }
}
