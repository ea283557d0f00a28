import Geometry
import LayoutProtocol
import LayoutRegistry
import LayoutTestSupport

extension Subcommand {
    /// `cvkit check NAME`: runs the conformance checker (LayoutTestSupport) on any
    /// registered layout, plugins included, over random host configurations.
    static var check: Subcommand {
        let usage = "cvkit check <name> [--param <key=value>]... [--configurations <n>] [--rects <n>] [--seed <n>] "
            + "[--allow-overflow] [--json]"
        let spec = OptionSpec(
            flags: ["--allow-overflow", "--json"], options: ["--configurations", "--rects", "--seed"], repeatable: ["--param"])
        return Subcommand(
            name: "check", synopsis: "check <name>", abstract: "Run the conformance checker on a layout.", usage: usage,
            details: "ARGUMENTS:\n" + helpLine("<name>", "The layout (see 'cvkit list').")
                + "\nOPTIONS:\n"
                + helpLine("--param <key=value>", "A layout parameter (see 'cvkit describe <name>'); repeatable.")
                + helpLine("--configurations <n>", "How many random host configurations. (default: 40)")
                + helpLine("--rects <n>", "Random rects queried per configuration. (default: 50)")
                + helpLine("--seed <n>", "The random seed, to reproduce a run. (default: 1)")
                + helpLine("--allow-overflow", "Accept frames outside the content size.")
                + helpLine("--json", "Print JSON.")
                + helpLine("-h, --help", "Show help information.")
                + "\nRULES:\n"
                + "  Rect queries agree with the full list; single-element queries agree with the\n"
                + "  rect results; frames are finite and inside the content size; prepare is\n"
                + "  deterministic and survives invalidation; categories, kinds and index paths\n"
                + "  are consistent with the data. Exits 1 when a rule is broken.\n",
            spec: spec
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            let name = try expectPositionals(args, ["<name>"], usage: usage)[0]
            func whole(_ option: String, default value: Int, range: ClosedRange<Int>) throws(CLIError) -> Int {
                guard let text = args.values[option] else { return value }
                guard let n = Int(text), range.contains(n) else {
                    throw .usage(
                        "invalid value '\(text)' for '\(option)': expected a whole number from \(range.lowerBound) to \(range.upperBound)",
                        usage: usage)
                }
                return n
            }
            let configurations = try whole("--configurations", default: 40, range: 1...10_000)
            let rects = try whole("--rects", default: 50, range: 1...10_000)
            let seed = try whole("--seed", default: 1, range: 0...Int.max)
            var parameters: [String: String] = [:]
            for pair in args.lists["--param"] ?? [] {
                guard let eq = pair.firstIndex(of: "="), eq != pair.startIndex else {
                    throw .usage("invalid value '\(pair)' for '--param': expected key=value", usage: usage)
                }
                parameters[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
            }
            let catalog = try context.makeCatalog()
            // Validate name and parameters once, and get the delegate and data source the
            // layout expects from its host.
            let probe: LayoutInstance
            do throws(LayoutRegistryError) {
                probe = try catalog.makeLayout(named: name, parameters: parameters, itemCounts: [1])
            } catch {
                throw CLIError(error, usage: usage)
            }
            var hosts = ConformanceChecker.randomHosts(count: configurations, seed: UInt64(seed))
            for i in hosts.indices {
                hosts[i].layoutDelegate = probe.layoutDelegate
                hosts[i].layoutDataSource = probe.layoutDataSource
            }
            let checker = ConformanceChecker(
                seed: UInt64(seed), rectsPerConfiguration: rects, allowsOverflow: args.flags.contains("--allow-overflow"))
            let report = checker.check(hosts: hosts) {
                try catalog.makeLayout(named: name, parameters: parameters, itemCounts: [1]).layout
            }
            if args.flags.contains("--json") {
                var out = "{\"layout\": \(jsonString(name)), \"passed\": \(report.passed), "
                out += "\"configurations\": \(report.configurationsChecked), \"rects\": \(report.rectsChecked), "
                out += "\"elements\": \(report.elementsChecked), \"seed\": \(seed), \"violations\": ["
                out += report.violations.map { v in
                    "{\"rule\": \(jsonString(v.rule)), \"element\": \(v.element.map { jsonString($0.description) } ?? "null"), "
                        + "\"message\": \(jsonString(v.message)), \"configuration\": \(jsonString(v.configuration))}"
                }.joined(separator: ", ")
                out += "]}\n"
                context.output += out
            } else {
                context.output += "\(name): \(report)\n"
            }
            // A failing check prints its report too: the failure message alone would hide it.
            if !report.passed {
                if !args.flags.contains("--json") { context.output = "" }
                throw .failure(args.flags.contains("--json") ? "layout '\(name)' failed the conformance check" : "\(name): \(report)")
            }
        }
    }
}
