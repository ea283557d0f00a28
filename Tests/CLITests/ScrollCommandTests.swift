import Foundation
import Testing

@Suite("cvkit scroll")
struct ScrollCommandTests {
    /// Writes files into a fresh folder and runs `cvkit` there.
    func run(_ arguments: [String], files: [String: String] = [:]) throws -> CLIRunner.Result {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return try CLIRunner.run(arguments, in: folder)
    }

    @Test func printsTheSummaryTable() throws {
        let result = try run([
            "scroll", "flow", "--param", "itemSize=100x100", "--param", "minimumInteritemSpacing=10", "--items", "100000", "--fling",
            "3000", "--hz", "120", "--timing", "none",
        ])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "scroll flow: 100000 items, viewport 390x844, vertical, 120 Hz (frame budget 8.333 ms)")
        #expect(lines[1] == "script: fling 3000; timing: none")
        #expect(lines[3] == "layout CPU p50                  0.000 ms   0.0% of budget")
        #expect(lines.contains("jumps / total / largest         0 / 0 pt / 0 pt"))
        // Every non-timing column is the same on every run.
        let again = try run([
            "scroll", "flow", "--param", "itemSize=100x100", "--param", "minimumInteritemSpacing=10", "--items", "100000", "--fling",
            "3000", "--hz", "120", "--timing", "none",
        ])
        #expect(again.stdout == result.stdout)
    }

    @Test func jsonHasEveryFrameAndSavedReportsCompare() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try CLIRunner.run(
            ["scroll", "flow", "--items", "2000", "--swipes", "2", "--format", "json", "--output", "a.json"], in: folder)
        #expect(a.status == 0 && a.stdout.isEmpty, "\(a)")
        let text = try String(contentsOf: folder.appendingPathComponent("a.json"), encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect(object?["script"] as? String == "swipes 2")
        let frames = object?["frames"] as? [[String: Any]] ?? []
        let summary = object?["summary"] as? [String: Any] ?? [:]
        #expect(!frames.isEmpty && summary["frames"] as? Int == frames.count)
        let compare = try CLIRunner.run(["scroll", "--compare", "a.json", "list", "--items", "2000", "--swipes", "2"], in: folder)
        #expect(compare.status == 0, "\(compare)")
        #expect(
            compare.stdout.hasPrefix(
                "compare A: flow (swipes 2; 2000 items, 60 Hz)\n        B: list (swipes 2; 2000 items, 60 Hz)\nFIGURE "))
        let json = try CLIRunner.run(["scroll", "--compare", "a.json", "a.json", "--format", "json"], in: folder)
        let rows = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["rows"] as? [[String: Any]] ?? []
        #expect(rows.count == 21 && rows.allSatisfy { $0["ratio"] as? Double == 1 })
    }

    @Test func svgTimeline() throws {
        let result = try run(["scroll", "list", "--items", "500", "--format", "svg"])
        #expect(result.status == 0 && result.stdout.hasPrefix("<svg") && result.stdout.hasSuffix("</svg>\n"))
    }

    @Test func aScriptFileAndSelfSizingFromTheDataFile() throws {
        let rows = (0..<300).map { _ in "{\"width\": 390, \"height\": 60}" }.joined(separator: ", ")
        let result = try run(
            [
                "scroll", "compositional", "--spec", "list.json", "--data", "rows.json", "--estimated", "44", "--script", "script.json",
                "--timing", "none",
            ],
            files: [
                "list.json": "{\"sections\": [{\"list\": {\"appearance\": \"plain\", \"estimatedRowHeight\": 44}}]}",
                "rows.json": "{\"sections\": [{\"items\": [\(rows)]}]}",
                "script.json": "{\"framesPerSecond\": 120, \"steps\": [{\"fling\": 2000}, {\"scrollToTop\": true}]}",
            ])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("scroll compositional: 300 items, viewport 390x844, vertical, 120 Hz"))
        #expect(result.stdout.contains("script: fling 2000, scrollToTop; timing: none\n"))
        #expect(!result.stdout.contains("unstable area mean / max        0.0% / 0.0% (0 frames)"))
    }

    @Test func compositionalSpecs() throws {
        let result = try run(["scroll", "compositional", "--param", "preset=grid", "--items", "3000", "--timing", "none"])
        #expect(result.status == 0 && result.stdout.hasPrefix("scroll compositional: 3000 items"), "\(result)")
    }

    @Test(arguments: [
        (
            ["scroll", "flow", "--hz", "0"], 64,
            "Error: invalid value '0' for '--hz': expected a number of frames per second from 1 to 1000 (60 or 120)\n"
        ),
        (
            ["scroll", "flow", "--script", "s.json", "--fling", "1"], 64,
            "Error: give '--script' or the shorthands '--fling' and '--swipes', not both\n"
        ),
        (
            ["scroll", "flow", "--estimated", "44"], 64,
            "Error: '--estimated' needs '--data': the cells prefer the sizes the data file gives\n"
        ),
        (
            ["scroll", "mosaic", "--estimated", "44", "--data", "rows.json"], 64,
            "Error: '--estimated' needs a layout that sizes itself from its cells: a flow layout, or a compositional spec with estimated sizes\n"
        ),
        (
            ["scroll", "flow", "--script", "bad.json"], 1,
            "Error: script file 'bad.json': unknown scroll step 'spin'; the steps are: fling, drag, swipes, scrollToItem, scrollToTop, wait, settle, insert, delete\n"
        ),
        (
            ["scroll", "flow", "--script", "notjson.json"], 1,
            "Error: script file 'notjson.json': scroll script: not JSON: line 1, column 1: expected a value, found 'f'\n"
        ),
        (["scroll", "flow", "--script", "missing.json"], 1, "Error: script file 'missing.json': cannot read the file: no such file\n"),
        (["scroll", "--compare", "bad.json", "flow"], 1, "Error: report file 'bad.json': scroll report: 'version' is missing\n"),
        (["scroll", "--compare", "flow", "flow", "--format", "svg"], 64, "Error: '--compare' prints text or json, not svg\n"),
    ])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let result = try run(
            arguments,
            files: [
                "bad.json": "{\"steps\": [{\"spin\": 1}]}", "notjson.json": "fling", "s.json": "[]",
                "rows.json": "{\"sections\": [{\"items\": [{\"width\": 10, \"height\": 10}]}]}",
            ])
        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result)")
    }
}
