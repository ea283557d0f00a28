import CVKitJSON
import Foundation
import Geometry
import LayoutProtocol
import LayoutRegistry

/// `cvkit bench NAME --items N`: times prepare, a viewport query and a re-layout after a
/// width change, for any registered layout.
enum BenchCommand {
    static let layoutName = CommonDeclarations.layoutName
    static let items = LayoutSetup.items(default: 10_000)
    static let runs = Option.integer(
        "--runs", "<n>", in: 1...1000, help: "How many times each step runs; the median and the best are shown.", default: 5)
    static let json = CommonDeclarations.json.withHelp("Print JSON (times in seconds).")

    static let command = Command(
        name: "bench", abstract: "Time prepare, a viewport query and a re-layout.", arguments: [layoutName],
        options: LayoutSetup.layoutOptions(items: items) + LayoutSetup.displayOptions + [runs, LayoutSetup.isolate, json],
        sections: "\nSTEPS:\n"
            + helpLine("prepare", "A fresh layout with a host, prepared once.")
            + helpLine("query", "layoutAttributesForElements(in:) for the viewport.")
            + helpLine("re-layout", "The width changes to 3/4 (and back, alternately), then prepare.")
            + "\n  Times vary from run to run and machine to machine; compare them on one machine.\n",
        run: run)

    /// One timed step: its times and what it produced.
    private typealias Step = (name: String, times: [Duration], result: String)

    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let name = try args.value(layoutName)
        let setup = try LayoutSetup(args, items: items)
        let runs = try args.value(Self.runs)
        let catalog = try context.makeCatalog(isolated: try args.isSet(LayoutSetup.isolate))
        let data = try setup.loadData()
        let counts = data?.itemCounts ?? setup.counts
        func make() throws(CLIError) -> CollectionViewLayout {
            try setup.makeLayout(name, catalog: catalog, parameters: setup.parameters, data: data, usage: args.usage)
        }
        let steps =
            try prepareAndQuery(name, runs: runs, bounds: setup.bounds, make: make)
            + [try relayout(name, runs: runs, setup: setup, make: make)]
        let total = LayoutSetup.total(counts)
        if try args.isSet(json) {
            let rows = steps.map { step -> JSONValue in
                .object([
                    ("name", .string(step.name)), ("medianSeconds", .number(seconds(median(step.times)))),
                    ("bestSeconds", .number(seconds(step.times.min() ?? .zero))), ("result", .string(step.result)),
                ])
            }
            context.output +=
                JSONValue.object([
                    ("version", .integer(1)), ("layout", .string(name)), ("sections", .integer(counts.count)),
                    ("items", .integer(total)),
                    ("runs", .integer(runs)), ("steps", .array(rows)),
                ]).formatted(.lines) + "\n"
            return
        }
        var out = "bench \(name): \(counts.count) section\(counts.count == 1 ? "" : "s"), \(total) items, "
        out += "viewport \(setup.size), \(runs) run\(runs == 1 ? "" : "s")\n"
        out += "STEP".padding(11) + "MEDIAN".padding(13) + "BEST".padding(13) + "RESULT\n"
        for step in steps {
            out +=
                step.name.padding(11) + milliseconds(median(step.times)).padding(13)
                + milliseconds(step.times.min() ?? .zero).padding(13) + step.result + "\n"
        }
        context.output += out
    }

    /// The prepare and query steps: a fresh layout each run, prepared, then queried for
    /// the viewport.
    private static func prepareAndQuery(
        _ name: String, runs: Int, bounds: Rect, make: () throws(CLIError) -> CollectionViewLayout
    ) throws(CLIError) -> [Step] {
        let clock = ContinuousClock()
        var prepareTimes: [Duration] = [], queryTimes: [Duration] = []
        var contentSize = Size.zero, elementCount = 0
        for _ in 0..<runs {
            let layout = try make()
            var thrown: LayoutError?
            prepareTimes.append(
                clock.measure {
                    do throws(LayoutError) { try layout.prepareIfNeeded() } catch { thrown = error }
                })
            if let thrown {
                try LayoutSetup.checkReplies(of: layout)
                throw failure(name, thrown)
            }
            contentSize = layout.contentSize
            var found: [LayoutAttributes] = []
            queryTimes.append(clock.measure { found = layout.layoutAttributesForElements(in: bounds) })
            elementCount = found.count
            try LayoutSetup.checkReplies(of: layout)
        }
        return [
            ("prepare", prepareTimes, "content \(contentSize)"),
            ("query", queryTimes, "\(elementCount) element\(elementCount == 1 ? "" : "s")"),
        ]
    }

    /// The re-layout step: one layout, its width changed to 3/4 and back, alternately.
    private static func relayout(
        _ name: String, runs: Int, setup: LayoutSetup, make: () throws(CLIError) -> CollectionViewLayout
    ) throws(CLIError) -> Step {
        let clock = ContinuousClock()
        let layout = try make()
        do throws(LayoutError) { try layout.prepareIfNeeded() } catch { throw failure(name, error) }
        let narrow = Rect(origin: setup.offset, size: Size(width: setup.size.width * 3 / 4, height: setup.size.height))
        var times: [Duration] = []
        for run in 0..<runs {
            let bounds = run.isMultiple(of: 2) ? narrow : setup.bounds
            var thrown: LayoutError?
            times.append(
                clock.measure {
                    layout.changeStaticHostBounds(to: bounds)
                    do throws(LayoutError) { try layout.prepareIfNeeded() } catch { thrown = error }
                })
            if let thrown {
                try LayoutSetup.checkReplies(of: layout)
                throw failure(name, thrown)
            }
        }
        try LayoutSetup.checkReplies(of: layout)
        return ("re-layout", times, "width \(formatScalar(setup.size.width)) <-> \(formatScalar(narrow.width))")
    }

    private static func failure(_ name: String, _ error: LayoutError) -> CLIError {
        .failure("layout '\(name)': \(error.description)")
    }
}

private func median(_ times: [Duration]) -> Duration {
    let sorted = times.sorted()
    return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
}

private func seconds(_ d: Duration) -> Double {
    let c = d.components
    return Double(c.seconds) + Double(c.attoseconds) / 1e18
}

private func milliseconds(_ d: Duration) -> String {
    String(format: "%.3f ms", seconds(d) * 1000)
}
