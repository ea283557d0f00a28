import Geometry
import LayoutPluginSDK
import LayoutProtocol
import LayoutRegistry
import WaterfallLayoutPlugin

// The cost of the plugin boundary (issue 22): the waterfall layout in tree, and the same
// layout through the C ABI — the SDK's six entry points called as C function pointers, so
// every call is a JSON request and a JSON reply, exactly as with a loaded library (only
// `dlopen` is left out). 10,000 items in a 390×844 viewport. Goals: a viewport query
// through the ABI within 3× of in tree; a fling frame under 1 ms through the ABI.

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
    let throughABI = LayoutCatalog()
    if case .success(let text) = exportedFunctions.describeText(),
        let descriptors = try? PluginLoader.descriptors(fromJSON: text, path: "in-process", channel: { exportedFunctions })
    {
        for d in descriptors { try? throughABI.register(d) }
    }
    var result: [Measurement] = []
    for (label, catalog) in [("in tree", inTree), ("through the ABI", throughABI)] {
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
        guard let layout = make() else { continue }
        try? layout.prepareIfNeeded()
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
    return result
}
