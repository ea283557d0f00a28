import CVKitJSON
import Foundation
import Geometry
import LayoutProtocol
import LayoutRegistry

extension Command {
    static let runs = Option.integer(
        "--runs", "<n>", in: 1...1000, help: "How many times each step runs; the median and the best are shown.", default: "5")

    /// `cvkit bench NAME --items N`: times prepare, a viewport query and a re-layout after
    /// a width change, for any registered layout.
    static var bench: Command {
        Command(
            name: "bench", abstract: "Time prepare, a viewport query and a re-layout.",
            arguments: [CommandArgument(name: "<name>", help: "The layout (see 'cvkit list').", completion: .layout)],
            options: LayoutSetup.layoutOptions(defaultItems: 10_000) + LayoutSetup.displayOptions
                + [runs, LayoutSetup.isolate, json.withHelp("Print JSON (times in seconds).")],
            sections: "\nSTEPS:\n"
                + helpLine("prepare", "A fresh layout with a host, prepared once.")
                + helpLine("query", "layoutAttributesForElements(in:) for the viewport.")
                + helpLine("re-layout", "The width changes to 3/4 (and back, alternately), then prepare.")
                + "\n  Times vary from run to run and machine to machine; compare them on one machine.\n"
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            let name = args.positionals[0], usage = args.usage
            let setup = try LayoutSetup(args, usage: usage, defaultItems: 10_000)
            let runs = try args.value(Command.runs) ?? 5
            let printsJSON = try args.isSet(json)
            let catalog = try context.makeCatalog(isolated: try args.isSet(LayoutSetup.isolate))
            let data = try setup.loadData()
            let counts = data?.itemCounts ?? setup.counts
            let clock = ContinuousClock()
            func fail(_ error: LayoutError) -> CLIError { .failure("layout '\(name)': \(error.description)") }

            var prepareTimes: [Duration] = [], queryTimes: [Duration] = [], relayoutTimes: [Duration] = []
            var contentSize = Size.zero, elementCount = 0
            for _ in 0..<runs {
                let layout = try setup.makeLayout(name, catalog: catalog, parameters: setup.parameters, data: data, usage: usage)
                var thrown: LayoutError?
                prepareTimes.append(
                    clock.measure {
                        do throws(LayoutError) { try layout.prepareIfNeeded() } catch { thrown = error }
                    })
                if let thrown {
                    try LayoutSetup.checkReplies(of: layout)
                    throw fail(thrown)
                }
                contentSize = layout.contentSize
                var found: [LayoutAttributes] = []
                queryTimes.append(clock.measure { found = layout.layoutAttributesForElements(in: setup.bounds) })
                elementCount = found.count
                try LayoutSetup.checkReplies(of: layout)
            }
            let layout = try setup.makeLayout(name, catalog: catalog, parameters: setup.parameters, data: data, usage: usage)
            do throws(LayoutError) { try layout.prepareIfNeeded() } catch { throw fail(error) }
            let narrow = Rect(origin: setup.offset, size: Size(width: setup.size.width * 3 / 4, height: setup.size.height))
            for run in 0..<runs {
                let bounds = run.isMultiple(of: 2) ? narrow : setup.bounds
                var thrown: LayoutError?
                relayoutTimes.append(
                    clock.measure {
                        layout.changeStaticHostBounds(to: bounds)
                        do throws(LayoutError) { try layout.prepareIfNeeded() } catch { thrown = error }
                    })
                if let thrown {
                    try LayoutSetup.checkReplies(of: layout)
                    throw fail(thrown)
                }
            }
            try LayoutSetup.checkReplies(of: layout)

            let steps: [(name: String, times: [Duration], result: String)] = [
                ("prepare", prepareTimes, "content \(contentSize)"),
                ("query", queryTimes, "\(elementCount) element\(elementCount == 1 ? "" : "s")"),
                ("re-layout", relayoutTimes, "width \(formatScalar(setup.size.width)) <-> \(formatScalar(narrow.width))"),
            ]
            let total = LayoutSetup.total(counts)
            if printsJSON {
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
