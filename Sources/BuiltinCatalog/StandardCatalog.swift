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
        for plugin in standardPlugins {
            try plugin.register(in: catalog)
        }
        return catalog
    }

    /// What ``standard()`` registers, in order: the built-in layouts, then the plugins in
    /// this repository's `Plugins/` folder. Each registers its layouts the same way,
    /// through its `LayoutPlugin` type.
    static var standardPlugins: [any LayoutPlugin.Type] {
        [BuiltinLayoutsPlugin.self, WaterfallLayoutPlugin.self, CircleLayoutPlugin.self, CoverFlowLayoutPlugin.self]
    }
}

/// Registers the layouts of `BuiltinLayouts` and `CompositionalLayout` (`flow`,
/// `column-flow`, `list`, `mosaic`, `tree`, `grid`, `compositional`) the way every in-tree
/// plugin registers its own: through a `LayoutPlugin`.
///
/// ```swift
/// let catalog = LayoutCatalog()
/// try BuiltinLayoutsPlugin.register(in: catalog)
/// catalog.names  // ["column-flow", "compositional", "flow", "grid", "list", "mosaic", "tree"]
/// ```
public enum BuiltinLayoutsPlugin: LayoutPlugin {
    /// `BuiltinLayouts`.
    public static let pluginName = "BuiltinLayouts"

    /// Registers every built-in layout.
    ///
    /// - Parameter catalog: The catalog to register in.
    /// - Throws: ``LayoutRegistryError/duplicateName(_:existingOrigin:)`` when one of the
    ///   names is taken.
    public static func register(in catalog: LayoutCatalog) throws(LayoutRegistryError) {
        for descriptor in descriptors {
            try catalog.register(descriptor)
        }
    }

    /// The descriptors `register(in:)` adds, each made in its own `…Registration.swift`
    /// file.
    static var descriptors: [LayoutDescriptor] {
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
}
