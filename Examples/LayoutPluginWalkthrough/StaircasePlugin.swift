// Step 2 of the walkthrough: the plugin's entry in a catalog — a name, a description and
// typed parameters bound to the layout's properties, and a factory that makes the layout.

import Geometry
import LayoutProtocol
import LayoutRegistry

/// Registers the staircase layout, as an in-tree plugin module does
/// (`Plugins/CircleLayoutPlugin`).
enum StaircasePlugin: LayoutPlugin {
    static let pluginName = "StaircasePlugin"

    /// `staircase` with its three parameters.
    static var descriptor: LayoutDescriptor {
        LayoutDescriptor(
            name: "staircase",
            summary: "Items on a diagonal staircase",
            details: "Each item is 'run' points to the right of and 'rise' points below the previous one, across every section.",
            origin: "plugin \(pluginName)",
            parameters: [
                LayoutParameter("itemSize", \.itemSize, default: Size(width: 60, height: 40), help: "size of every item"),
                LayoutParameter("run", \.run, default: 30, range: 0...10_000, help: "horizontal step between two items"),
                LayoutParameter("rise", \.rise, default: 44, range: 0...10_000, help: "vertical step between two items"),
            ]
        ) { _ in
            StaircaseLayout()
        }
    }

    static func register(in catalog: LayoutCatalog) throws(LayoutRegistryError) {
        try catalog.register(descriptor)
    }
}
