import BuiltinCatalog
import CircleLayoutPlugin
import CoverFlowLayoutPlugin
import LayoutRegistry
import Testing
import WaterfallLayoutPlugin

/// Built-in layouts and in-tree plugins enter a catalog one way: each module's
/// `LayoutPlugin` type registers its layouts.
@Suite("The standard catalog: one registration convention")
struct StandardCatalogTests {
    @Test func theBuiltinsRegisterThroughTheirLayoutPlugin() throws {
        let catalog = LayoutCatalog()
        try BuiltinLayoutsPlugin.register(in: catalog)
        #expect(catalog.names == ["column-flow", "compositional", "flow", "grid", "list", "mosaic", "tree"])
        for name in catalog.names {
            #expect(try catalog.descriptor(named: name).origin == "built-in")
        }
        #expect(BuiltinLayoutsPlugin.pluginName == "BuiltinLayouts")
    }

    @Test func theStandardCatalogIsTheBuiltinsAndThePluginsInOrder() throws {
        let expected = LayoutCatalog()
        for plugin: any LayoutPlugin.Type in [
            BuiltinLayoutsPlugin.self, WaterfallLayoutPlugin.self, CircleLayoutPlugin.self, CoverFlowLayoutPlugin.self,
        ] {
            try plugin.register(in: expected)
        }
        let standard = try LayoutCatalog.standard()
        #expect(standard.names == expected.names)
        #expect(standard.names.count == 10)
        #expect(try standard.descriptor(named: "waterfall").origin == "plugin WaterfallLayoutPlugin")
    }

    @Test func registeringTheBuiltinsTwiceFailsOnTheFirstNameAndKeepsTheCatalog() throws {
        let catalog = LayoutCatalog()
        try BuiltinLayoutsPlugin.register(in: catalog)
        #expect(throws: LayoutRegistryError.duplicateName("flow", existingOrigin: "built-in")) {
            try BuiltinLayoutsPlugin.register(in: catalog)
        }
        #expect(catalog.names.count == 7)
    }
}
