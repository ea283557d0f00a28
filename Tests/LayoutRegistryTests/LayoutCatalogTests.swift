import Geometry
import LayoutProtocol
import LayoutRegistry
import Testing

/// A layout with nothing in it, for registry tests.
final class EmptyLayout: CollectionViewLayout {
    var spacing = 0.0
    var count = 0
}

func descriptor(_ name: String, origin: String = "built-in", parameters: [LayoutParameter<EmptyLayout>] = []) -> LayoutDescriptor {
    LayoutDescriptor(name: name, summary: "s", details: "d", origin: origin, parameters: parameters) { _ in EmptyLayout() }
}

@Suite("The layout catalog")
struct LayoutCatalogTests {
    let spacing = LayoutParameter("spacing", \EmptyLayout.spacing, default: 10, range: 0...100, help: "gap")

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
        #expect(
            LayoutRegistryError.unknownParameter(layout: "flow", parameter: "spacng", known: ["spacing"]).description
                == "layout 'flow' has no parameter 'spacng'; did you mean 'spacing'? its parameters are: spacing")
        #expect(
            LayoutRegistryError.unknownParameter(layout: "flow", parameter: "zzzzzz", known: ["spacing"]).description
                == "layout 'flow' has no parameter 'zzzzzz'; its parameters are: spacing")
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

    @Test func invalidDeclarationsAreRejectedAtRegistration() {
        let c = LayoutCatalog()
        let bad = LayoutParameter("n", \EmptyLayout.count, default: 50, range: 1...10, help: "")
        #expect(
            throws: LayoutRegistryError.configurationFailed(
                layout: "x", message: "default of parameter 'n': value 50 for parameter 'n' of layout 'x' is out of range 1...10")
        ) { try c.register(descriptor("x", parameters: [bad])) }
        #expect(throws: LayoutRegistryError.configurationFailed(layout: "x", message: "parameter 'spacing' is declared twice")) {
            try c.register(descriptor("x", parameters: [spacing, LayoutParameter("spacing", \EmptyLayout.spacing, default: 1, help: "")]))
        }
        #expect(
            throws: LayoutRegistryError.configurationFailed(
                layout: "x", message: "parameter name 'a=b' must be non-empty, without spaces or '='")
        ) {
            try c.register(descriptor("x", parameters: [LayoutParameter("a=b", \EmptyLayout.spacing, default: 1, help: "")]))
        }
        let odd = LayoutParameter("spacing", \EmptyLayout.spacing, default: 3, help: "").requiring("an even number") { (v: Double) in
            v.truncatingRemainder(dividingBy: 2) == 0
        }
        #expect(
            throws: LayoutRegistryError.configurationFailed(
                layout: "x",
                message: "default of parameter 'spacing': invalid value '3' for parameter 'spacing' of layout 'x': expected an even number")
        ) { try c.register(descriptor("x", parameters: [odd])) }
        #expect(throws: LayoutRegistryError.self) { try c.register(descriptor("")) }
        #expect(throws: LayoutRegistryError.self) { try c.register(descriptor("two words")) }
        #expect(c.names.isEmpty)
    }

    @Test func everyDeclaredParameterIsAppliedThroughItsKeyPathOrSetter() throws {
        let c = LayoutCatalog()
        let count = LayoutParameter("count", default: 2, range: 0...9, help: "n") { (layout: EmptyLayout, n: Int) in layout.count = n * 10 }
        try c.register(descriptor("x", parameters: [spacing, count]))
        let defaults = try #require(c.makeLayout(named: "x", itemCounts: [1]).layout as? EmptyLayout)
        #expect(defaults.spacing == 10 && defaults.count == 20)
        let given = try #require(
            c.makeLayout(named: "x", parameters: ["count": "3", "spacing": "0.5"], itemCounts: [1]).layout as? EmptyLayout)
        #expect(given.spacing == 0.5 && given.count == 30)
        #expect(
            try c.descriptor(named: "x").parameters == [
                ParameterSpec(name: "spacing", type: .number, defaultValue: .number(10), range: 0...100, help: "gap"),
                ParameterSpec(name: "count", type: .integer, defaultValue: .integer(2), range: 0...9, help: "n"),
            ])
    }

    @Test func aFactoryThatMakesNoLayoutIsATypedError() throws {
        final class NotALayout { var spacing = 0.0 }
        let c = LayoutCatalog()
        try c.register(
            LayoutDescriptor(
                name: "odd", summary: "", details: "", origin: "",
                parameters: [LayoutParameter("spacing", \NotALayout.spacing, default: 1, help: "")]
            ) { _ in NotALayout() })
        #expect(
            throws: LayoutRegistryError.configurationFailed(
                layout: "odd", message: "the factory made a NotALayout, not a CollectionViewLayout")
        ) {
            try c.makeLayout(named: "odd", itemCounts: [1])
        }
    }

    @Test func requirementsAreCheckedWhenParsing() throws {
        let c = LayoutCatalog()
        let even = spacing.requiring("an even number") { (v: Double) in v.truncatingRemainder(dividingBy: 2) == 0 }
        try c.register(descriptor("x", parameters: [even]))
        #expect(throws: LayoutRegistryError.invalidValue(layout: "x", parameter: "spacing", value: "3", expected: "an even number")) {
            try c.configuration(for: "x", parameters: ["spacing": "3"], itemCounts: [1])
        }
        #expect(try c.configuration(for: "x", parameters: ["spacing": "4"], itemCounts: [1]).values["spacing"] == .number(4))
    }

    @Test func enumerationsTakeTheirCasesFromTheType() throws {
        enum Mode: String, CaseIterable, Sendable { case fast, exact }
        final class ModeLayout: CollectionViewLayout { var mode = Mode.exact }
        let c = LayoutCatalog()
        try c.register(
            LayoutDescriptor(
                name: "m", summary: "", details: "", origin: "",
                parameters: [LayoutParameter("mode", \ModeLayout.mode, default: .exact, help: "")]
            ) { _ in ModeLayout() })
        #expect(try c.descriptor(named: "m").parameters.first?.type == .enumeration(["fast", "exact"]))
        #expect((try c.makeLayout(named: "m", parameters: ["mode": "FAST"], itemCounts: [1]).layout as? ModeLayout)?.mode == .fast)
        #expect(throws: LayoutRegistryError.invalidValue(layout: "m", parameter: "mode", value: "slow", expected: "fast|exact")) {
            try c.makeLayout(named: "m", parameters: ["mode": "slow"], itemCounts: [1])
        }
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
        #expect(
            try spec(.enumeration(["vertical", "horizontal"]), .enumeration("vertical")).parse("Horizontal") == .enumeration("horizontal"))
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
