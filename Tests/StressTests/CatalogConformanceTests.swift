import BuiltinCatalog
import Geometry
import LayoutProtocol
import LayoutRegistry
import LayoutTestSupport
import Testing

/// A random value a parameter accepts, often at the edges of its range, written as on
/// the command line.
func randomParameterText(for spec: ParameterSpec, _ random: inout SplitMix64) -> String {
    let range = spec.range ?? 0...1_000
    // Keep numbers moderate: the checker lays out every element, and a huge spacing is the hostile suite's job.
    let upper = min(range.upperBound, max(range.lowerBound, 400))
    func number() -> Double {
        switch random.int(in: 0...3) {
        case 0: return range.lowerBound
        case 1: return upper
        default: return (random.double(in: range.lowerBound...upper) * 4).rounded() / 4
        }
    }
    func pick(_ values: [String]) -> String { values[random.int(in: 0...(values.count - 1))] }
    switch spec.type {
    case .number: return formatScalar(number())
    case .integer: return String(Int(number().rounded()))
    case .bool: return pick(["true", "false"])
    case .size: return "\(formatScalar(max(1, number())))x\(formatScalar(max(1, number())))"
    case .point: return "\(formatScalar(number())),\(formatScalar(number()))"
    case .insets: return (0..<4).map { _ in formatScalar(min(number(), 40)) }.joined(separator: ",")
    case .enumeration(let cases): return pick(cases)
    case .string: return spec.defaultValue.description
    }
}

@Suite("Stress: every registered layout × random configurations × random rects through the conformance checker")
struct CatalogConformanceTests {
    @Test func everyRegisteredLayoutConforms() throws {
        let run = StressRun("conformance")
        defer { run.finish() }
        let catalog = try LayoutCatalog.standard()
        var random = run.random
        for descriptor in catalog.descriptors {
            for _ in 0..<Stress.count(6) {
                var parameters: [String: String] = [:]
                for spec in descriptor.parameters where random.chance(0.5) {
                    parameters[spec.name] = randomParameterText(for: spec, &random)
                }
                let hosts = ConformanceChecker.randomHosts(count: 3, seed: random.next(), maxSections: 3, maxItemsPerSection: 40)
                for base in hosts {
                    var data: LayoutData?
                    if descriptor.usesItemSizes, random.chance(0.5) {
                        data = LayoutData(
                            sections: base.itemCounts.map { n in
                                LayoutData.Section(
                                    items: (0..<n).map { _ in
                                        Size(width: Double(random.int(in: 1...200)), height: Double(random.int(in: 1...200)))
                                    })
                            })
                    }
                    let shown =
                        "\(descriptor.name) \(parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))"
                    let instance: LayoutInstance
                    do {
                        instance = try catalog.makeLayout(
                            named: descriptor.name, parameters: parameters, itemCounts: base.itemCounts, data: data)
                    } catch {
                        // A combination the layout rejects up front is fine when it says why.
                        run.count("configurations rejected")
                        run.expect(!error.description.isEmpty, "\(shown): empty error")
                        continue
                    }
                    let host = instance.makeHost(itemCounts: base.itemCounts, bounds: base.bounds)
                    let checker = ConformanceChecker(seed: random.next(), rectsPerConfiguration: Stress.count(20), allowsOverflow: true)
                    let report = checker.check(hosts: [host]) {
                        try catalog.makeLayout(named: descriptor.name, parameters: parameters, itemCounts: base.itemCounts, data: data)
                            .layout
                    }
                    run.count("\(descriptor.name) configurations")
                    run.count("rects checked", report.rectsChecked)
                    run.count("elements checked", report.elementsChecked)
                    run.expect(report.passed, "\(shown) on \(ConformanceChecker.describe(host)):\n\(report)")
                }
            }
        }
    }
}
