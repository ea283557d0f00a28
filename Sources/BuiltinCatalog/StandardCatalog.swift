import CircleLayoutPlugin
import CoverFlowLayoutPlugin
import LayoutRegistry
import WaterfallLayoutPlugin

extension LayoutCatalog {
    /// A catalog with every built-in layout and every in-tree plugin registered — what
    /// `cvkit` starts from before it loads out-of-tree plugins.
    ///
    /// - Throws: ``LayoutRegistryError/duplicateName(_:existingOrigin:)`` if two
    ///   registrations collide (a bug; the tests check there is none).
    public static func standard() throws(LayoutRegistryError) -> LayoutCatalog {
        let catalog = LayoutCatalog()
        for descriptor in builtinLayoutDescriptors() {
            try catalog.register(descriptor)
        }
        for plugin in inTreePlugins {
            try plugin.register(in: catalog)
        }
        return catalog
    }

    /// The plugins in this repository's `Plugins/` folder.
    static var inTreePlugins: [any LayoutPlugin.Type] {
        [WaterfallLayoutPlugin.self, CircleLayoutPlugin.self, CoverFlowLayoutPlugin.self]
    }
}

/// The descriptors of the layouts in `BuiltinLayouts`, each made in its own
/// `…Registration.swift` file.
func builtinLayoutDescriptors() -> [LayoutDescriptor] {
    [
        flowLayoutDescriptor(),
        columnFlowLayoutDescriptor(),
        listLayoutDescriptor(),
        mosaicLayoutDescriptor(),
        treeLayoutDescriptor(),
        gridLayoutDescriptor(),
        compositionalLayoutDescriptor(),
    ]
}
