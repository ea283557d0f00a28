import CollectionView
import Geometry
import LayoutProtocol
import ScrollReport
import Testing

@Suite("Scripts, reports and bad input")
struct ScriptAndReportTests {
    @Test func aJSONScriptReadsEveryStep() throws {
        let script = try ScrollScript(
            json: """
                {"framesPerSecond": 120, "steps": [
                  {"fling": 3000}, {"fling": -500, "frames": 12}, {"drag": [10, 30]}, {"drag": {"distance": 600, "frames": 3}},
                  {"swipes": -2}, {"scrollToItem": [0, 99], "animated": false}, {"scrollToTop": true}, {"wait": 5},
                  {"settle": true}, {"insert": {"item": 4, "count": 2}}, {"delete": {"section": 0, "item": 1}}
                ]}
                """)
        #expect(script.framesPerSecond == 120)
        #expect(
            script.summary
                == "fling 3000, fling -500 for 12 frames, drag 30, drag 600, swipes -2, scrollToItem 0-99, scrollToTop, wait 5, settle, insert 2 at 0-4, delete 1 at 0-1"
        )
        guard case .drag(let path) = script.steps[3] else { Issue.record("not a drag"); return }
        #expect(path == [200, 400, 600])
        #expect(try ScrollScript(json: "[{\"wait\": 1}]").steps.count == 1)
    }

    @Test(arguments: [
        ("{\"steps\": [{\"spin\": 1}]}", ScrollReportError.unknownStep("spin", known: ScrollScript.stepNames)),
        ("{\"steps\": [{\"fling\": \"fast\"}]}", .badScript(location: "steps[0].fling", message: "must be a number")),
        (
            "{\"steps\": [{\"fling\": 1, \"speed\": 2}]}",
            .badScript(location: "steps[0].speed", message: "a step has one name; 'fling' may add 'frames'")
        ),
        ("{\"steps\": 3}", .badScript(location: "steps", message: "'steps' must be an array of steps")),
        ("{\"steps\": [], \"framesPerSecond\": 0}", .badFrameRate(0)),
        (
            "{\"steps\": [], \"loop\": true}",
            .badScript(location: "loop", message: "unknown member; a script has 'steps' and optionally 'framesPerSecond'")
        ),
        ("{\"steps\": [{\"drag\": []}]}", .badScript(location: "steps[0].drag", message: "the path needs at least one point")),
        ("{\"steps\": [{\"wait\": -1}]}", .badScript(location: "steps[0].wait", message: "must be a whole number, 0 or more")),
        (
            "{\"steps\": [{\"scrollToItem\": [0]}]}",
            .badScript(location: "steps[0].scrollToItem", message: "must be [section, item] or {\"section\": 0, \"item\": 99}")
        ),
        ("[1]", .badScript(location: "steps[0]", message: "a step must be an object like {\"fling\": 3000}")),
        (
            "[{\"swipes\": -9223372036854775808}]",
            .badScript(location: "steps[0].swipes", message: "must be a whole number from -1000 to 1000 (negative: backwards)")
        ),
        (
            "[{\"drag\": {\"distance\": 10, \"frames\": 1000000000000}}]",
            .badScript(location: "steps[0].drag.frames", message: "must be from 1 to 72000")
        ),
    ])
    func badScriptsAreTypedErrors(text: String, expected: ScrollReportError) {
        #expect(throws: expected) { try ScrollScript(json: text) }
    }

    @Test func notJSONNamesTheLine() {
        #expect(
            throws: ScrollReportError.badScript(
                location: "", message: "not JSON: line 1, column 2: expected a value, found the end of the file")
        ) {
            try ScrollScript(json: "[")
        }
    }

    @Test func badRatesAndStepsFailBeforeAnyFrame() throws {
        for hz in [0.0, -60, .infinity, 1001] {
            #expect(throws: ScrollReportError.badFrameRate(hz)) {
                _ = try ScrollSession(
                    layout: gridLayout(), viewport: Size(width: 390, height: 844), dataSource: ScrollReportDataSource(counts: [10]),
                    framesPerSecond: hz)
            }
        }
        do {
            _ = try ScrollSession(
                layout: gridLayout(), viewport: Size(width: 390, height: 844), dataSource: ScrollReportDataSource(counts: [10]),
                framesPerSecond: .nan)
            Issue.record("a NaN rate was accepted")
        } catch {
            #expect(error.description == "frame rate nan is not a number from 1 to 1000 frames per second (60 or 120)")
        }
        let ticking = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: gridLayout(), clock: WallClock())
        #expect(throws: ScrollReportError.needsManualClock) { try ScrollSession(host: ticking) }
        let session = try ScrollSession(
            layout: gridLayout(), viewport: Size(width: 390, height: 844), dataSource: ScrollReportDataSource(counts: [10]),
            framesPerSecond: 60, timing: .none)
        #expect(throws: ScrollReportError.badStep(step: "fling", message: "the velocity must be a finite number of points per second")) {
            try session.run(ScrollScript([.fling(velocity: .infinity)]))
        }
        #expect(throws: ScrollReportError.badStep(step: "swipes", message: "the count must be from 0 to 1000")) {
            try session.run(ScrollScript([.swipes(count: -1, forward: true)]))
        }
        #expect(throws: ScrollReportError.badStep(step: "wait", message: "frames must be from 0 to 72000")) {
            try session.run(ScrollScript([.fling(velocity: 100), .wait(frames: 100_000_000)]))
        }
        #expect(
            throws: ScrollReportError.badStep(
                step: "insert", message: "section and item must be 0 or more, and the count from 0 to 1000000")
        ) {
            try session.run(ScrollScript([.insertItems(section: 0, item: 0, count: Int.max)]))
        }
        #expect(
            throws: ScrollReportError.badScript(
                location: "framesPerSecond", message: "the script asks for 120 frames per second, the session runs at 60")
        ) {
            try session.run(ScrollScript([], framesPerSecond: 120))
        }
        #expect(
            throws: ScrollReportError.badStep(step: "insert", message: "section 1, item 0, count 1 is outside the data (no such section)")
        ) {
            try session.run(ScrollScript([.insertItems(section: 1, item: 0, count: 1)]))
        }
        #expect(throws: ScrollReportError.host(step: "scrollToItem", error: .noSuchItem(ElementIndexPath(item: 50, section: 0)))) {
            try session.run(ScrollScript([.scrollToItem(ElementIndexPath(item: 50, section: 0), animated: true)]))
        }
        // The session was not changed by the failures: a good script still runs. The views
        // the failed runs made (their first pass loaded the host) are not counted again.
        let again = try session.run(ScrollScript([.wait(frames: 2)]))
        #expect(again.frames.count == 3 && again.summary.cellsCreated == 0 && again.summary.mostCellsShown == 10)
        #expect(session.host.layoutWorkObserver == nil)
    }

    @Test func aReportReadsBackFromItsJSON() throws {
        let report = try record(gridLayout(), items: [2000], timing: .threadCPU, [.fling(velocity: 2000), .scrollToTop])
        let again = try ScrollReport(json: report.renderJSON())
        #expect(again == report)
        let wall = try record(gridLayout(), items: [2000], timing: .wallClock, [.fling(velocity: 2000), .scrollToTop])
        #expect(try ScrollReport(json: wall.renderJSON()) == wall && wall.timing == .wallClock)
        // Whatever the clock, the other columns are the same.
        #expect(wall.withoutTimings == report.withoutTimings)
        #expect(throws: ScrollReportError.badReport(message: "version 2 is not supported (this reader reads version 1)")) {
            try ScrollReport(json: "{\"version\": 2}")
        }
        #expect(throws: ScrollReportError.badReport(message: "'frames[0].index' must be a whole number")) {
            try ScrollReport(
                json: """
                    {"version": 1, "layout": "x", "script": "", "framesPerSecond": 60, "viewport": {"width": 1, "height": 1},
                     "axis": "vertical", "items": 1, "frames": [{}]}
                    """)
        }
    }

    @Test func aComparisonSetsFiguresSideBySide() throws {
        let a = try record(gridLayout(), items: [2000], [.fling(velocity: 3000)])
        let b = try record(
            estimatedList(), items: [2000], sizes: [Array(repeating: Size(width: 390, height: 60), count: 2000)], [.fling(velocity: 3000)])
        let comparison = ScrollComparison(a, b)
        #expect(comparison.ratio(of: "frames") == Double(b.frames.count) / Double(a.frames.count))
        #expect(comparison.ratio(of: "unstableMax") == nil)
        #expect(comparison.ratio(of: "jumps") == 1)
        #expect(
            comparison.renderText().hasPrefix(
                "compare A: test (fling 3000; 2000 items, 120 Hz)\n        B: test (fling 3000; 2000 items, 120 Hz)\nFIGURE"))
    }

    @Test func theTextTableAndTheTimeline() throws {
        let report = try record(gridLayout(), items: [1000], [.fling(velocity: 3000)])
        let text = report.renderText()
        #expect(
            text.hasPrefix(
                "scroll test: 1000 items, viewport 390x844, vertical, 120 Hz (frame budget 8.333 ms)\nscript: fling 3000; timing: none\nframes "
            ))
        #expect(text.contains("\nlayout CPU p50                  0.000 ms   0.0% of budget\n"))
        let svg = report.renderSVG()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("budget 8.333 ms"))
    }
}

/// A clock a session cannot step.
final class WallClock: FrameClock {
    var now: Double { 0 }
    func addFrameObserver(_ callback: @escaping (Double) -> Void) -> FrameObserverToken { FrameObserverToken(id: 1) }
    func removeFrameObserver(_ token: FrameObserverToken) {}
}
