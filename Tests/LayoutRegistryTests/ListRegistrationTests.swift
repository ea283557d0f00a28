import BuiltinCatalog
import Geometry
import LayoutProtocol
import LayoutRegistry
import Testing

@Suite("The standard catalog's 'list' entry")
struct ListRegistrationTests {
    @Test func listIsRegisteredWithItsParameters() throws {
        let catalog = try LayoutCatalog.standard()
        let list = try catalog.descriptor(named: "list")
        #expect(list.origin == "built-in")
        #expect(list.parameters.map(\.name) == ["rowHeight", "spacing", "sectionInset", "headerHeight"])
        #expect(list.usesItemSizes == false)
    }

    @Test func parametersConfigureTheLayout() throws {
        let catalog = try LayoutCatalog.standard()
        let instance = try catalog.makeLayout(
            named: "list", parameters: ["rowHeight": "30", "spacing": "2", "sectionInset": "4,8,4,8", "headerHeight": "20"], itemCounts: [2]
        )
        let layout = instance.layout
        layout.host = instance.makeHost(itemCounts: [2], bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        try layout.prepareIfNeeded()
        #expect(
            layout.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0))?.frame == Rect(x: 8, y: 56, width: 84, height: 30))
        #expect(layout.contentSize == Size(width: 100, height: 90))
    }

    @Test func badValuesAreTypedErrors() throws {
        let catalog = try LayoutCatalog.standard()
        #expect(throws: LayoutRegistryError.invalidValue(layout: "list", parameter: "rowHeight", value: "tall", expected: "number")) {
            try catalog.makeLayout(named: "list", parameters: ["rowHeight": "tall"], itemCounts: [1])
        }
        #expect(throws: LayoutRegistryError.outOfRange(layout: "list", parameter: "spacing", value: "-1", range: 0...1_000_000)) {
            try catalog.makeLayout(named: "list", parameters: ["spacing": "-1"], itemCounts: [1])
        }
        #expect(
            throws: LayoutRegistryError.unknownParameter(
                layout: "list", parameter: "rowHieght", known: ["rowHeight", "spacing", "sectionInset", "headerHeight"])
        ) {
            try catalog.makeLayout(named: "list", parameters: ["rowHieght": "1"], itemCounts: [1])
        }
        #expect(throws: LayoutRegistryError.unknownLayout("lsit", suggestions: ["list"])) {
            try catalog.makeLayout(named: "lsit", itemCounts: [1])
        }
    }
}
