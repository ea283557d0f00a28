import BuiltinLayouts
import CVKitJSON
import Foundation
import Geometry
import LayoutProtocol
import LayoutRegistry
import LayoutTestSupport

/// `cvkit check NAME`: runs the conformance checker (LayoutTestSupport) on any registered
/// layout, plugins included, over random host configurations.
enum CheckCommand {
    static let layoutName = CommonDeclarations.layoutName
    static let configurations = Option.integer(
        "--configurations", "<n>", in: 1...10_000, help: "How many random host configurations.", default: 40)
    static let rects = Option.integer("--rects", "<n>", in: 1...10_000, help: "Random rects queried per configuration.", default: 50)
    static let seed = Option.integer("--seed", "<n>", in: 0...Int.max, help: "The random seed, to reproduce a run.", default: 1)
    static let allowOverflow = Flag("--allow-overflow", help: "Accept frames outside the content size.")
    static let isolate = LayoutSetup.isolate.withHelp("Run a plugin's layout in a child process (the default for check).")
    /// `--in-process`: `check` runs a plugin's layout in this process.
    static let inProcess = Flag("--in-process", help: "Run a plugin's layout in this process (faster; a crash ends cvkit).")
    static let json = CommonDeclarations.json

    static let command = Command(
        name: "check", abstract: "Run the conformance checker on a layout.", arguments: [layoutName],
        options: [LayoutSetup.param, configurations, rects, seed, allowOverflow, isolate, inProcess, json],
        sections: """

            RULES:
              Rect queries agree with the full list; single-element queries agree with the
              rect results; frames are finite and inside the content size; prepare is
              deterministic and survives invalidation; categories, kinds and index paths
              are consistent with the data. Exits 1 when a rule is broken.

            """,
        run: run)

    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let name = try args.value(layoutName), usage = args.usage
        let configurations = try args.value(Self.configurations)
        let rects = try args.value(Self.rects)
        let seed = try args.value(Self.seed)
        let parameters = try LayoutSetup.parameters(args)
        let printsJSON = try args.isSet(json)
        let inProcessOnly = try args.isSet(inProcess)
        if try args.isSet(isolate), inProcessOnly {
            throw .usage("give '--isolate' or '--in-process', not both", usage: usage)
        }
        let catalog = try context.makeCatalog(isolated: !inProcessOnly)
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
            seed: UInt64(seed), rectsPerConfiguration: rects, allowsOverflow: try args.isSet(allowOverflow))
        // Layouts that log (the flow layout's UIKit message for an item wider than its
        // line) log once per instance; the checker makes many, so each distinct
        // message is printed once, after the report.
        var logged: [String] = []
        var made: [CollectionViewLayout] = []
        let report = checker.check(hosts: hosts) {
            let layout = try catalog.makeLayout(named: name, parameters: parameters, itemCounts: [1]).layout
            if let flow = layout as? FlowLayout {
                flow.diagnosticHandler = { message in if !logged.contains(message) { logged.append(message) } }
            }
            if layout is PluginLayout { made.append(layout) }
            return layout
        }
        // A plugin reply that failed validation fails the check with the reason, even
        // when the checker, seeing nothing, found nothing wrong.
        for layout in made { try LayoutSetup.checkReplies(of: layout) }
        for message in logged {
            FileHandle.standardError.write(Data("note: \(name) logged: \(message)\n".utf8))
        }
        context.output += printsJSON ? jsonReport(report, name: name, seed: seed) : "\(name): \(report)\n"
        // A failing check prints its report too: the failure message alone would hide it.
        if !report.passed {
            if !printsJSON { context.output = "" }
            throw .failure(printsJSON ? "layout '\(name)' failed the conformance check" : "\(name): \(report)")
        }
    }

    /// The report of `check --json`.
    private static func jsonReport(_ report: ConformanceReport, name: String, seed: Int) -> String {
        let violations = report.violations.map { v -> JSONValue in
            .object([
                ("rule", .string(v.rule)), ("element", v.element.map { .string($0.description) } ?? .null),
                ("message", .string(v.message)), ("configuration", .string(v.configuration)),
            ])
        }
        return JSONValue.object([
            ("layout", .string(name)), ("passed", .bool(report.passed)), ("configurations", .integer(report.configurationsChecked)),
            ("rects", .integer(report.rectsChecked)), ("elements", .integer(report.elementsChecked)), ("seed", .integer(seed)),
            ("violations", .array(violations)),
        ]).formatted(.spaced) + "\n"
    }
}
