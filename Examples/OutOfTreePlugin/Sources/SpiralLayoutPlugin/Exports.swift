import Geometry
import LayoutPluginSDK
import LayoutRegistry

/// The plugin: one layout, `spiral`, with four typed parameters bound to its properties.
let plugin = PluginExport(
    pluginName: "SpiralLayoutPlugin",
    layouts: [
        LayoutDescriptor(
            name: "spiral",
            summary: "Items on an Archimedean spiral (an out-of-tree plugin)",
            details: "Item g sits startRadius + g × growth from the center, at g × angleStep degrees.",
            origin: "",  // the host fills in the library's path
            parameters: [
                LayoutParameter("itemSize", \.itemSize, default: Size(width: 40, height: 40), help: "size of every item"),
                LayoutParameter("angleStep", \.angleStep, default: 30, range: -360...360, help: "degrees between items"),
                LayoutParameter("growth", \.growth, default: 6, range: 0...1000, help: "radius added per item"),
                LayoutParameter("startRadius", \.startRadius, default: 20, range: 0...10_000, help: "radius of the first item"),
            ]
        ) { _ in
            SpiralLayout()
        }
    ])

// The six C entry points of the plugin ABI, forwarded to the SDK.

@_cdecl("cvkit_plugin_abi_version")
public func cvkitPluginABIVersion() -> Int32 { plugin.abiVersion() }

@_cdecl("cvkit_plugin_describe")
public func cvkitPluginDescribe() -> UnsafeMutablePointer<CChar>? { plugin.describe() }

@_cdecl("cvkit_plugin_create")
public func cvkitPluginCreate(
    _ configuration: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> UnsafeMutableRawPointer? {
    plugin.create(configuration, error)
}

@_cdecl("cvkit_plugin_call")
public func cvkitPluginCall(_ layout: UnsafeMutableRawPointer?, _ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    plugin.call(layout, request)
}

@_cdecl("cvkit_plugin_destroy")
public func cvkitPluginDestroy(_ layout: UnsafeMutableRawPointer?) { plugin.destroy(layout) }

@_cdecl("cvkit_plugin_free")
public func cvkitPluginFree(_ string: UnsafeMutablePointer<CChar>?) { plugin.free(string) }
