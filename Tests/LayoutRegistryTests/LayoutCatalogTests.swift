import Geometry
import LayoutProtocol
import LayoutRegistry
import Testing

/// A layout with nothing in it, for registry tests.
final class EmptyLayout: CollectionViewLayout {
    var spacing = 0.0
}

func descriptor(_ name: String, origin: String = "built-in", parameters: [ParameterSpec] = []) -> LayoutDescriptor {
    LayoutDescriptor(name: name, summary: "s", details: "d", origin: origin, parameters: parameters) { config in
        let layout = EmptyLayout()
        layout.spacing = config.number("spacing")
        return LayoutInstance(layout: layout)
    }
}

@Suite("The layout catalog")
struct LayoutCatalogTests {
    let spacing = ParameterSpec(name: "spacing", type: .number, defaultValue: .number(10), range: 0...100, help: "gap")

    @Test func registersAndListsSortedByName() throws {
        let c = LayoutCatalog()
        try c.register(descriptor("mosaic"))
        try c.register(descriptor("flow"))
        #expect(c.names == ["flow", "mosaic"])
        #expect(c.descriptors.map(\.name) == ["flow", "mosaic"])
    }

    @Test func duplicateNameIsRejectedAndTheFirstKept() throws {
        let c = LayoutCatalog()
        try c.register(descriptor("flow"))
        #expect(throws: LayoutRegistryError.duplicateName("flow", existingOrigin: "built-in")) {
            try c.register(descriptor("flow", origin: "plugin X"))
        }
        #expect(try c.descriptor(named: "flow").origin == "built-in")
        #expect(
            LayoutRegistryError.duplicateName("flow", existingOrigin: "built-in").description
                == "a layout named 'flow' is already registered (from built-in); choose another name")
    }

    @Test func unknownNameSuggestsTheClosest() throws {
        let c = LayoutCatalog()
        for n in ["flow", "column-flow", "mosaic", "tree", "grid"] { try c.register(descriptor(n)) }
        #expect(c.suggestions(for: "flwo") == ["flow"])
        #expect(c.suggestions(for: "mosiac") == ["mosaic"])
        #expect(c.suggestions(for: "zzzzzzzz") == [])
        #expect(throws: LayoutRegistryError.unknownLayout("flwo", suggestions: ["flow"])) { try c.descriptor(named: "flwo") }
        #expect(
            LayoutRegistryError.unknownLayout("flwo", suggestions: ["flow"]).description
                == "unknown layout 'flwo'; did you mean 'flow'? (run 'cvkit list' to see every layout)")
    }

    @Test func parametersResolveWithDefaultsAndCLISyntax() throws {
        let c = LayoutCatalog()
        try c.register(descriptor("flow", parameters: [spacing]))
        let defaults = try c.configuration(for: "flow", itemCounts: [3])
        #expect(defaults.values["spacing"] == .number(10))
        #expect(defaults.itemCounts == [3])
        let instance = try c.makeLayout(named: "flow", parameters: ["spacing": "12.5"], itemCounts: [3])
        #expect((instance.layout as? EmptyLayout)?.spacing == 12.5)
    }

    @Test func badParametersAreTypedErrors() throws {
        let c = LayoutCatalog()
        try c.register(descriptor("flow", parameters: [spacing]))
        #expect(throws: LayoutRegistryError.unknownParameter(layout: "flow", parameter: "spacng", known: ["spacing"])) {
            try c.makeLayout(named: "flow", parameters: ["spacng": "1"], itemCounts: [1])
        }
        #expect(throws: LayoutRegistryError.invalidValue(layout: "flow", parameter: "spacing", value: "wide", expected: "number")) {
            try c.makeLayout(named: "flow", parameters: ["spacing": "wide"], itemCounts: [1])
        }
        #expect(throws: LayoutRegistryError.outOfRange(layout: "flow", parameter: "spacing", value: "300", range: 0...100)) {
            try c.makeLayout(named: "flow", parameters: ["spacing": "300"], itemCounts: [1])
        }
        #expect(
            LayoutRegistryError.outOfRange(layout: "flow", parameter: "spacing", value: "300", range: 0...100).description
                == "value 300 for parameter 'spacing' of layout 'flow' is out of range 0...100")
        #expect(
            LayoutRegistryError.invalidValue(layout: "flow", parameter: "spacing", value: "wide", expected: "number").description
                == "invalid value 'wide' for parameter 'spacing' of layout 'flow': expected number")
    }

    @Test func invalidDefaultsAndNamesAreRejectedAtRegistration() {
        let c = LayoutCatalog()
        let bad = ParameterSpec(name: "n", type: .integer, defaultValue: .integer(50), range: 1...10, help: "")
        #expect(throws: LayoutRegistryError.self) { try c.register(descriptor("x", parameters: [bad])) }
        #expect(throws: LayoutRegistryError.self) { try c.register(descriptor("")) }
        #expect(throws: LayoutRegistryError.self) { try c.register(descriptor("two words")) }
        #expect(c.names.isEmpty)
    }
}

@Suite("Parameter values in CLI syntax")
struct ParameterParsingTests {
    func spec(_ type: ParameterType, _ value: ParameterValue) -> ParameterSpec {
        ParameterSpec(name: "p", type: type, defaultValue: value, help: "")
    }

    @Test func everyTypeParses() throws {
        #expect(try spec(.number, .number(0)).parse(" 12.5 ") == .number(12.5))
        #expect(try spec(.integer, .integer(0)).parse("3") == .integer(3))
        #expect(try spec(.bool, .bool(false)).parse("true") == .bool(true))
        #expect(try spec(.bool, .bool(false)).parse("FALSE") == .bool(false))
        #expect(try spec(.size, .size(.zero)).parse("100x40") == .size(Size(width: 100, height: 40)))
        #expect(try spec(.point, .point(.zero)).parse("0,120") == .point(Point(x: 0, y: 120)))
        #expect(try spec(.insets, .insets(.zero)).parse("10,20,10,20") == .insets(EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)))
        #expect(try spec(.enumeration(["vertical", "horizontal"]), .enumeration("vertical")).parse("Horizontal") == .enumeration("horizontal"))
        #expect(try spec(.string, .string("")).parse("hello") == .string("hello"))
    }

    @Test func malformedValuesNameTheExpectedSyntax() {
        let cases: [(ParameterType, ParameterValue, String, String)] = [
            (.number, .number(0), "nan", "number"),
            (.number, .number(0), "inf", "number"),
            (.integer, .integer(0), "2.5", "integer"),
            (.bool, .bool(false), "maybe", "true|false"),
            (.size, .size(.zero), "100", "WxH"),
            (.size, .size(.zero), "100xfoo", "WxH"),
            (.point, .point(.zero), "1,2,3", "X,Y"),
            (.insets, .insets(.zero), "1,2,3", "T,L,B,R"),
            (.enumeration(["a", "b"]), .enumeration("a"), "c", "a|b"),
        ]
        for (type, value, text, expected) in cases {
            #expect(throws: LayoutRegistryError.invalidValue(layout: "", parameter: "p", value: text, expected: expected)) {
                try spec(type, value).parse(text)
            }
        }
    }

    @Test func valuesPrintInCLISyntax() {
        #expect(ParameterValue.size(Size(width: 50, height: 40)).description == "50x40")
        #expect(ParameterValue.insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5)).description == "1,2,3,4.5")
        #expect(ParameterValue.point(Point(x: -1, y: 0)).description == "-1,0")
        #expect(ParameterValue.number(12.5).description == "12.5")
    }
}
