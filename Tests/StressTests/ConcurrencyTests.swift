import BuiltinCatalog
import BuiltinLayouts
import CVKitJSON
import CollectionView
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutRegistry
import LayoutTestSupport
import Testing

/// Compiles only for `Sendable` types: the check happens at build time.
func requireSendable<T: Sendable>(_: T.Type) {}

@Suite("Stress: concurrency")
struct ConcurrencyTests {
    @Test func publicValueTypesAreSendable() {
        // Geometry
        requireSendable(Point.self); requireSendable(Size.self); requireSendable(Rect.self); requireSendable(EdgeInsets.self)
        requireSendable(Vector.self); requireSendable(AffineTransform.self); requireSendable(Transform3D.self)
        // LayoutProtocol
        requireSendable(ElementIndexPath.self); requireSendable(ElementCategory.self); requireSendable(ElementKey.self)
        requireSendable(LayoutAttributes.self); requireSendable(UpdateItem.self); requireSendable(LayoutError.self)
        requireSendable(LayoutDirection.self); requireSendable(UpdateIndexPath.self); requireSendable(UpdateItem.Action.self)
        requireSendable(CustomAttributes.self); requireSendable(AnyCustomAttribute.self); requireSendable(AttributeJSON.self)
        // CollectionView
        requireSendable(CollectionViewError.self); requireSendable(FrameObserverToken.self)
        // LayoutRegistry
        requireSendable(ParameterValue.self); requireSendable(ParameterType.self); requireSendable(ParameterSpec.self)
        requireSendable(LayoutData.self); requireSendable(LayoutData.Section.self); requireSendable(LayoutConfiguration.self)
        requireSendable(LayoutDescriptor.self); requireSendable(LayoutRegistryError.self)
        requireSendable(LayoutParameter<GridLayout>.self); requireSendable(JSONValue.self); requireSendable(JSONSyntaxError.self)
        // LayoutPreview and LayoutTestSupport
        requireSendable(PreviewScene.self); requireSendable(ConformanceReport.self); requireSendable(ConformanceViolation.self)
        requireSendable(SplitMix64.self)
    }

    /// One configuration's result, computed wherever it is asked for.
    struct Outcome: Sendable, Equatable {
        var contentSize: Size
        var elements: [LayoutAttributes]
        var error: String?
    }

    /// Builds a fresh catalog, layout and host inside the calling task and lays it out:
    /// nothing non-`Sendable` crosses a task boundary.
    static func compute(layout name: String, counts: [Int], bounds: Rect) -> Outcome {
        do {
            let catalog = try LayoutCatalog.standard()
            let instance = try catalog.makeLayout(named: name, itemCounts: counts)
            instance.layout.host = instance.makeHost(itemCounts: counts, bounds: bounds)
            try instance.layout.prepareIfNeeded()
            return Outcome(
                contentSize: instance.layout.contentSize, elements: instance.layout.layoutAttributesForElements(in: bounds), error: nil)
        } catch {
            return Outcome(contentSize: .zero, elements: [], error: "\(error)")
        }
    }

    @Test func layoutsComputedOnManyTasksAtOnceMatchTheSerialResults() async throws {
        let run = StressRun("concurrency")
        defer { run.finish() }
        let names = try LayoutCatalog.standard().names
        var random = run.random
        let jobs: [(name: String, counts: [Int], bounds: Rect)] = (0..<Stress.count(48)).map { _ in
            let counts = (0..<random.int(in: 0...3)).map { _ in random.int(in: 0...80) }
            let bounds = Rect(
                x: 0, y: Double(random.int(in: 0...400)), width: Double(random.int(in: 50...800)), height: Double(random.int(in: 50...900)))
            return (names[random.int(in: 0...(names.count - 1))], counts, bounds)
        }
        let serial = jobs.map { Self.compute(layout: $0.name, counts: $0.counts, bounds: $0.bounds) }
        // Each job runs on several tasks at once, all racing over the same configurations.
        let copies = 4
        let parallel = await withTaskGroup(of: (Int, Outcome).self, returning: [Int: [Outcome]].self) { group in
            for (index, job) in jobs.enumerated() {
                for _ in 0..<copies {
                    group.addTask { (index, Self.compute(layout: job.name, counts: job.counts, bounds: job.bounds)) }
                }
            }
            var results: [Int: [Outcome]] = [:]
            for await (index, outcome) in group { results[index, default: []].append(outcome) }
            return results
        }
        for (index, job) in jobs.enumerated() {
            run.count("layouts computed on tasks", copies)
            run.count("elements compared", serial[index].elements.count * copies)
            let outcomes = parallel[index] ?? []
            run.expect(outcomes.count == copies, "\(job.name): \(outcomes.count) results")
            run.expect(serial[index].error == nil, "\(job.name) \(job.counts) failed: \(serial[index].error ?? "")")
            for outcome in outcomes {
                run.expect(
                    outcome == serial[index], "\(job.name) \(job.counts) in \(job.bounds): a task's result differs from the serial one")
            }
        }
    }
}
