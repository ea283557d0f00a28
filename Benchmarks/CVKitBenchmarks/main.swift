// cvkit-bench: named performance scenarios, printed as a table (or JSON with --json).
// Run in release mode: `swift run -c release cvkit-bench [--json] [--quick] [--filter NAME]`.

let arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
let quick = arguments.contains("--quick")
let filter: String? = arguments.firstIndex(of: "--filter").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
let repeats = quick ? 3 : 11

/// Every scenario group, by name. Each area adds its group here.
let allScenarios: [(name: String, run: () -> [Measurement])] = [
    ("floor", { floorScenarios(counts: quick ? [10_000, 1_000_000] : [10_000, 100_000, 1_000_000], repeats: repeats) }),
    ("mosaic", { mosaicScenarios(quick: quick, repeats: repeats) }),
    ("flow", { flowScenarios(quick: quick, repeats: repeats) }),
    ("transition", { transitionScenarios(quick: quick, repeats: repeats) }),
    ("batch", { batchScenarios(quick: quick, repeats: repeats) }),
    ("scroll", { scrollScenarios(quick: quick, repeats: repeats) }),
]

var results: [Measurement] = []
for scenario in allScenarios where filter == nil || scenario.name.contains(filter!) {
    results += scenario.run()
}
if json { printJSON(results) } else { printTable(results) }
