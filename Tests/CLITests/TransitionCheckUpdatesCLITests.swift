import Foundation
import Testing

@Suite("cvkit: transition, check, updates")
struct TransitionCheckUpdatesCLITests {
    @Test func transitionJSONInterpolatesBetweenFlowAndList() throws {
        let r = try CLIRunner.run([
            "transition", "flow", "list", "--items", "2", "--size", "200x400", "--param", "itemSize=80x80", "--format", "json",
        ])
        #expect(r.status == 0 && r.stderr.isEmpty)
        // flow: items at x 0 and 120 (justified); list: rows 44 high at y 0 and 44.
        // At 0.5: centres (70, 31) and (130, 53), sizes 140×62.
        #expect(
            r.stdout == """
                {
                  "version": 1,
                  "layout": "flow→list",
                  "bounds": {"x": 0, "y": 0, "width": 200, "height": 400},
                  "contentSize": {"width": 200, "height": 84},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 140, "height": 62}, "zIndex": 0, "alpha": 1, "hidden": false},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 60, "y": 22, "width": 140, "height": 62}, "zIndex": 0, "alpha": 1, "hidden": false}
                  ]
                }

                """)
    }

    @Test func transitionAtTheEndsEqualsThePreviews() throws {
        let common = ["--items", "7", "--size", "300x500", "--format", "json"]
        let start = try CLIRunner.run(["transition", "flow", "mosaic", "--progress", "0"] + common)
        let end = try CLIRunner.run(["transition", "flow", "mosaic", "--progress", "1"] + common)
        let flow = try CLIRunner.run(["preview", "flow"] + common)
        let mosaic = try CLIRunner.run(["preview", "mosaic"] + common)
        func elements(_ s: String) -> String { String(s[s.range(of: "\"elements\"")!.lowerBound...]) }
        #expect(start.status == 0 && end.status == 0)
        #expect(elements(start.stdout) == elements(flow.stdout))
        #expect(elements(end.stdout) == elements(mosaic.stdout))
    }

    @Test func transitionOvershootAndEveryFormatWork() throws {
        for format in ["text", "svg", "html", "json"] {
            let r = try CLIRunner.run([
                "transition", "grid", "flow", "--progress", "1.3", "--format", format, "--sections", "3", "--items", "5",
            ])
            #expect(r.status == 0, "format \(format): \(r.stderr)")
            #expect(!r.stdout.isEmpty)
        }
    }

    @Test func transitionBadArguments() throws {
        let bad = try CLIRunner.run(["transition", "flow", "list", "--progress", "nan"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: invalid value 'nan' for '--progress': expected a number (0 to 1; -1000 to 1000 overshoots)\n"))
        let unknown = try CLIRunner.run(["transition", "flow", "list", "--param", "radius=3"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: neither 'flow' nor 'list' has a parameter 'radius'; their parameters are: "))
        let close = try CLIRunner.run(["transition", "flow", "list", "--param", "rowHieght=3"])
        #expect(close.status == 64)
        #expect(
            close.stderr.hasPrefix(
                "Error: neither 'flow' nor 'list' has a parameter 'rowHieght'; did you mean 'rowHeight'? their parameters are: "))
        let missing = try CLIRunner.run(["transition", "flow"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: missing argument <to>\n"))
    }

    @Test func checkPassesForEveryRegisteredLayout() throws {
        let names = try CLIRunner.run(["list"]).stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[0]) }
        #expect(names.count == 10)
        for name in names {
            let r = try CLIRunner.run(["check", name, "--configurations", "8", "--rects", "20"])
            #expect(r.status == 0, "\(name): \(r.stderr)")
            #expect(r.stdout.hasPrefix("\(name): conformance passed: 8 configurations, 160 rects, "), "\(name): \(r.stdout)")
        }
    }

    @Test func checkJSONAndBadArguments() throws {
        let r = try CLIRunner.run(["check", "mosaic", "--configurations", "2", "--rects", "3", "--seed", "7", "--json"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("{\"layout\": \"mosaic\", \"passed\": true, \"configurations\": 2, \"rects\": 6, "))
        #expect(r.stdout.hasSuffix("\"seed\": 7, \"violations\": []}\n"))
        let bad = try CLIRunner.run(["check", "mosaic", "--configurations", "0"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: invalid value '0' for '--configurations': expected a whole number from 1 to 10000\n"))
        let unknown = try CLIRunner.run(["check", "mosiac"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: unknown layout 'mosiac'; did you mean 'mosaic'? (run 'cvkit list' to see every layout)\n"))
    }

    @Test func updatesThroughTheBinary() throws {
        let ok = try CLIRunner.run(["updates", "--before", "3,5", "--after", "4,4", "insert", "0-3", "move", "1-0:1-2", "delete", "1-4"])
        #expect(ok == .init(status: 0, stdout: "delete 1-4\nmove 1-0 -> 1-2\ninsert 0-3\n", stderr: ""))
        let rejected = try CLIRunner.run(["updates", "--before", "20", "--after", "19", "delete", "0-20"])
        #expect(
            rejected
                == .init(
                    status: 1, stdout: "",
                    stderr: "attempt to delete item 20 from section 0 which only contains 20 items before the update\n"))
        let malformed = try CLIRunner.run(["updates", "--before", "3", "insert"])
        #expect(malformed.status == 64)
    }
}
