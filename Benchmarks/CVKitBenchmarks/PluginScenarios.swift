import Geometry
import LayoutPluginSDK
import LayoutProtocol
import LayoutRegistry
import WaterfallLayoutPlugin

// The cost of the plugin boundary: the waterfall layout in tree, and the same
// layout through the C ABI — the SDK's six entry points called as C function pointers, so
// every call is a JSON request and a JSON reply, exactly as with a loaded library (only
// `dlopen` is left out). 10,000 items in a 390×844 viewport. Through the ABI twice: as the
// SDK declares it (`"staticAttributes"`: the host answers queries from its own index after
// fetching every element once per pass) and with the key removed (every query crosses, as
// with a plugin built before the revision). Goals: a viewport query through the ABI within
// 3× of in tree; a fling frame under 1 ms through the ABI.

/// The waterfall layout exported through the SDK, as a plugin library would.
private let exported = PluginExport(pluginName: "Bench", plugins: [WaterfallLayoutPlugin.self])
private let exportedFunctions = PluginFunctions(
    path: "in-process", version: PluginABI.version, describe: { exported.describe() }, create: { exported.create($0, $1) },
    call: { exported.call($0, $1) }, destroy: { exported.destroy($0) }, free: { exported.free($0) })

/// The plugin scenarios: prepare, a viewport query and a 600-frame fling, in tree and
/// through the ABI.
func pluginScenarios(quick: Bool, repeats: Int) -> [Measurement] {
    let items = 10_000
    let viewport = Size(width: 390, height: 844)
    let inTree = LayoutCatalog()
    try? WaterfallLayoutPlugin.register(in: inTree)
    let throughABI = LayoutCatalog(), perCall = LayoutCatalog()
    if case .success(let text) = exportedFunctions.describeText() {
        let old = text.replacingOccurrences(of: #","staticAttributes":true"#, with: "")
        for (catalog, descriptor) in [(throughABI, text), (perCall, old)] {
            for d in (try? PluginLoader.descriptors(fromJSON: descriptor, path: "in-process", channel: { exportedFunctions })) ?? [] {
                try? catalog.register(d)
            }
        }
    }
    var result: [Measurement] = []
    for (label, catalog) in [("in tree", inTree), ("through the ABI", throughABI), ("through the ABI, per call", perCall)] {
        func make() -> CollectionViewLayout? {
            guard let instance = try? catalog.makeLayout(named: "waterfall", itemCounts: [items]) else { return nil }
            instance.layout.host = instance.makeHost(itemCounts: [items], bounds: Rect(origin: .zero, size: viewport))
            return instance.layout
        }
        result.append(
            measure("waterfall \(label)", "prepare, 10k items", units: items, repeats: repeats) {
                let layout = make()
                try? layout?.prepareIfNeeded()
                blackHole(layout)
            })
        // A pass as a scroll session starts it: prepare and two viewport queries (through
        // the ABI with the index, the second query fetches every element).
        result.append(
            measure("waterfall \(label)", "pass + 2 queries, 10k items", units: items, repeats: repeats) {
                let layout = make()
                try? layout?.prepareIfNeeded()
                for _ in 0..<2 { blackHole(layout?.layoutAttributesForElements(in: Rect(origin: .zero, size: viewport))) }
            })
        guard let layout = make() else { continue }
        try? layout.prepareIfNeeded()
        for _ in 0..<2 { blackHole(layout.layoutAttributesForElements(in: Rect(origin: .zero, size: viewport))) }
        let middle = Rect(x: 0, y: layout.contentSize.height / 2, width: viewport.width, height: viewport.height)
        let queries = quick ? 100 : 1000
        result.append(
            measure("waterfall \(label)", "viewport query, 10k items", units: queries, repeats: repeats) {
                for _ in 0..<queries { blackHole(layout.layoutAttributesForElements(in: middle)) }
            })
        let frames = 600
        result.append(
            measure("waterfall \(label)", "fling frame (600 frames), 10k items", units: frames, repeats: max(1, repeats / 3)) {
                var y = 0.0
                for _ in 0..<frames {
                    y = min(y + 40, max(0, layout.contentSize.height - viewport.height))
                    let bounds = Rect(x: 0, y: y, width: viewport.width, height: viewport.height)
                    layout.changeStaticHostBounds(to: bounds)
                    try? layout.prepareIfNeeded()
                    blackHole(layout.layoutAttributesForElements(in: bounds))
                }
                layout.changeStaticHostBounds(to: Rect(origin: .zero, size: viewport))
            })
    }
    return result + hostileListScenario(repeats: quick ? 1 : 3)
}

/// The plugin goals: a viewport query through the ABI within 3× of in tree, a fling frame
/// through the ABI under 1 ms, and `cvkit list` over hostile plugins within the time
/// limit plus 2 s.
func pluginGoals(_ results: [Measurement]) -> [Goal] {
    func row(_ scenario: String, _ metric: String) -> Measurement? {
        results.first { $0.scenario == scenario && $0.metric.hasPrefix(metric) && !$0.samples.isEmpty }
    }
    func perUnit(_ m: Measurement) -> Double { m.median / Double(max(1, m.units)) }
    var goals: [Goal] = []
    let queryGoal = "viewport query through the ABI within 3× of in tree (10k items)"
    if let inTree = row("waterfall in tree", "viewport query"), let abi = row("waterfall through the ABI", "viewport query") {
        let ratio = perUnit(abi) / perUnit(inTree)
        goals.append(
            Goal(
                area: "plugin", goal: queryGoal,
                measured: "\(format1(ratio))× (\(formatDuration(perUnit(abi))) vs \(formatDuration(perUnit(inTree))))", met: ratio <= 3))
    } else {
        goals.append(Goal(area: "plugin", goal: queryGoal, measured: "-", met: nil))
    }
    let flingGoal = "fling frame through the ABI < 1 ms (10k items)"
    if let abi = row("waterfall through the ABI", "fling frame") {
        goals.append(Goal(area: "plugin", goal: flingGoal, measured: formatDuration(perUnit(abi)), met: perUnit(abi) < 1_000_000))
    } else {
        goals.append(Goal(area: "plugin", goal: flingGoal, measured: "-", met: nil))
    }
    let listGoal = "cvkit list over hostile plugins ≤ time limit + 2 s"
    if let list = results.first(where: { $0.scenario == "hostile plugins" }) {
        let limit = (hostileListTimeLimit + 2) * 1e9
        let failed = (list.values["failed"] ?? 0) != 0
        let worst = list.samples.max() ?? 0
        goals.append(
            Goal(
                area: "plugin", goal: listGoal,
                measured: failed
                    ? "FAILED (\(list.note))"
                    : "\(formatDuration(worst)) worst of \(list.samples.count) (limit \(format1(hostileListTimeLimit)) s; \(Int(list.values["named"] ?? 0)) libraries named)",
                met: !failed && worst <= limit))
    } else {
        goals.append(Goal(area: "plugin", goal: listGoal, measured: "-", met: nil))
    }
    return goals
}
