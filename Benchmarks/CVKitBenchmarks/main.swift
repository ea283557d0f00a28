// cvkit-bench: named performance scenarios, the flexbox peer comparison and the goals
// table, printed as tables (or one JSON object with --json).
// Run in release mode: `swift run -c release cvkit-bench` (or `Benchmarks/run.sh`).

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let usage = """
    USAGE: cvkit-bench [--quick] [--filter <group>] [--no-peers] [--no-stdlib-diff] [--plot [<file.svg>]] [--results <folder>] [--json | --markdown]

    Runs every scenario group (floor, mosaic, flow, transition, batch, scroll, diff, linear,
    compositional, plugin, compat, scaling), then the peer comparison (Taffy, Yoga, Chromium via
    Benchmarks/peers/run-peers.sh), then the memory group (bytes held per item; last,
    as it changes how the allocator serves allocations), then the goals table. The
    'callgrind' group (a short fixed workload for valgrind) and 'callgrind10k' (the
    scaling cases at 10,000 items) run only when --filter names them. 'linear' times the
    diff at 10^5 and 10^6 alternating, by thread CPU time, with the memory floor (both inputs
    read once) in the same rounds (the diff's linearity goal; with --quick only one diff of
    each size, for valgrind).

      --quick            Fewer counts and repeats (a smoke run; figures are rougher).
      --filter <group>   Only the groups whose name contains <group> ('peers' for the
                         peer comparison alone).
      --no-peers         Skip the peer comparison (it needs Python 3 and, once, PyPI).
      --no-stdlib-diff   Skip the standard library's difference(from:) in the diff group
                         (Myers' O(n·d): seconds at 10^5 items).
      --plot [<file.svg>] Also draw ns/item against item count (log-log) for the scaling
                         group, the floor and the peers, as SVG (default
                         Benchmarks/figures/scaling.svg).
      --results <folder> Also write the report to <folder>/latest.md (Markdown, with the
                         plot) and <folder>/latest.json (Benchmarks/run.sh passes
                         Benchmarks/results on a full run).
      --json             One JSON object: results, peers, goals.
      --markdown         Tables in Markdown (for Benchmarks/results/latest.md).
    """

var arguments = Array(CommandLine.arguments.dropFirst())
// The memory group's child (see memoryScenarios): one case, one count, one number out.
if arguments.count == 3, arguments[0] == memoryChildFlag {
    guard let n = Int(arguments[2]), let held = bytesHeldPerItem(caseNamed: arguments[1], count: n) else { exit(2) }
    print(held)
    exit(0)
}
var json = false, quick = false, markdown = false, noPeers = false, noStdlibDiff = false
var filter: String?
var plotPath: String?
var resultsFolder: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--json": json = true
    case "--quick": quick = true
    case "--markdown": markdown = true
    case "--no-peers": noPeers = true
    case "--no-stdlib-diff": noStdlibDiff = true
    case "--plot":
        if let value = arguments.first, !value.hasPrefix("--") {
            plotPath = value
            arguments.removeFirst()
        } else {
            plotPath = (packageRoot() ?? ".") + "/Benchmarks/figures/scaling.svg"
        }
    case "--results":
        guard let value = arguments.first, !value.hasPrefix("--") else {
            printError("Error: '--results' needs a folder\n\n\(usage)")
            exit(2)
        }
        resultsFolder = value
        arguments.removeFirst()
    case "--filter":
        guard let value = arguments.first, !value.hasPrefix("--") else {
            printError(
                "Error: '--filter' needs a group name (floor, scaling, mosaic, flow, transition, batch, scroll, diff, compositional, plugin, compat, callgrind, callgrind10k, linear, peers, memory)\n\n\(usage)"
            )
            exit(2)
        }
        filter = value
        arguments.removeFirst()
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        printError("Error: unknown argument '\(argument)'\n\n\(usage)")
        exit(2)
    }
}
if json && markdown {
    printError("Error: '--json' and '--markdown' cannot be combined\n\n\(usage)")
    exit(2)
}
let repeats = quick ? 3 : 11

/// Every scenario group, by name. Each area adds its group here.
let allScenarios: [(name: String, run: () -> [Measurement])] = [
    ("floor", { floorScenarios(counts: quick ? [10_000, 1_000_000] : [10_000, 100_000, 1_000_000], repeats: repeats) }),
    ("mosaic", { mosaicScenarios(quick: quick, repeats: repeats) }),
    ("flow", { flowScenarios(quick: quick, repeats: repeats) }),
    ("transition", { transitionScenarios(quick: quick, repeats: repeats) }),
    ("batch", { batchScenarios(quick: quick, repeats: repeats) }),
    ("scroll", { scrollScenarios(quick: quick, repeats: repeats) }),
    ("diff", { diffScenarios(quick: quick, repeats: repeats, stdlibPeer: !noStdlibDiff) }),
    // The diff's 10⁶/10⁵ ratio in one process, the sizes alternating (the goal row's
    // figure; `--quick`: one diff per size, for valgrind).
    ("linear", { diffLinearityScenarios(quick: quick) }),
    ("compositional", { compositionalScenarios(quick: quick, repeats: repeats, peers: !noPeers) }),
    ("plugin", { pluginScenarios(quick: quick, repeats: repeats) }),
    ("compat", { MainActor.assumeIsolated { compatScenarios(quick: quick, repeats: repeats) } }),
    // Last of the timed groups: its 10⁶-item layouts of every kind leave a large heap
    // behind, which made the groups after it up to a third slower (transition 0.95 →
    // 1.26 ms when it ran second).
    ("scaling", { scalingScenarios(quick: quick, repeats: repeats) }),
    ("callgrind", { profileScenarios() }),
    // The scaling group's 10⁴-item cases alone (`--filter callgrind10k`; `--filter
    // callgrind` runs it too).
    ("callgrind10k", { scalingProfileScenarios() }),
]
/// Groups that run only when `--filter` names them.
let explicitOnly: Set<String> = ["callgrind", "callgrind10k"]
let groupNames = allScenarios.map(\.name) + ["peers", "memory"]
if let filter, !groupNames.contains(where: { $0.contains(filter) }) {
    printError("Error: no scenario group matches '\(filter)' (groups: \(groupNames.joined(separator: ", ")))")
    exit(2)
}

let startMachine = machineSummary()
printError("cvkit-bench: \(startMachine)")
var results: [Measurement] = []
for scenario in allScenarios where filter.map({ scenario.name.contains($0) }) ?? !explicitOnly.contains(scenario.name) {
    printError("cvkit-bench: \(scenario.name)…")
    results += scenario.run()
}
var comparison: PeerComparison?
if !noPeers && (filter.map { "peers".contains($0) } ?? true) {
    printError("cvkit-bench: peers…")
    let (c, measured) = peerScenarios(quick: quick, repeats: repeats, floor: results)
    comparison = c
    results += measured
}
// Last of all: it changes how the allocator serves every later allocation.
if filter.map({ "memory".contains($0) }) ?? true {
    printError("cvkit-bench: memory…")
    results += memoryScenarios(quick: quick)
}
let goals = evaluateGoals(results, peers: comparison)
if let plotPath { writeScalingPlot(results, peers: comparison, to: plotPath) }

/// Prints the run's report: the JSON object, or the tables (Markdown or text).
func printReport(
    _ results: [Measurement], _ comparison: PeerComparison?, _ goals: [Goal], startMachine: String, json: Bool, markdown: Bool
) {
    if json {
        var sections = [(key: "goals", json: goalsJSON(goals))]
        if let comparison { sections.insert((key: "peers", json: peerComparisonJSON(comparison)), at: 0) }
        printJSON(results, sections: sections)
    } else {
        print("Machine: \(startMachine) at the start; \(machineSummary()) at the end")
        print("")
        printTable(results, markdown: markdown)
        if let comparison { printPeerComparison(comparison, markdown: markdown) }
        printGoals(goals, markdown: markdown)
    }
}
let finalResults = results, finalComparison = comparison
printReport(finalResults, finalComparison, goals, startMachine: startMachine, json: json, markdown: markdown)
if let resultsFolder {
    let files = ResultsFiles(
        folder: resultsFolder, commit: ProcessInfo.processInfo.environment["CVKIT_BENCH_COMMIT"] ?? "unknown", date: ResultsFiles.now(),
        plot: plotPath.map { ResultsFiles.relativePath(of: $0, from: resultsFolder) })
    do {
        try files.write(
            markdownReport: capturingStandardOutput {
                printReport(finalResults, finalComparison, goals, startMachine: startMachine, json: false, markdown: true)
            },
            jsonReport: capturingStandardOutput {
                printReport(finalResults, finalComparison, goals, startMachine: startMachine, json: true, markdown: false)
            })
        printError("cvkit-bench: wrote \(resultsFolder)/latest.md and latest.json")
    } catch {
        printError("Error: cannot write the results to '\(resultsFolder)': \(error)")
        exit(1)
    }
}
