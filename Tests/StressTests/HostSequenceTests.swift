import BuiltinLayouts
import CollectionView
import Geometry
import LayoutProtocol
import LayoutTestSupport
import ReuseQueue
import Testing

/// Counts the views a test created that are still alive.
final class LiveViewCounter {
    var live = 0
    var created = 0
}

/// A cell that knows which index path and data generation it was configured for, and
/// counts itself alive.
final class TrackedCell: CollectionViewCell {
    var counter: LiveViewCounter?
    var configuredFor: ElementIndexPath?
    var generation = -1

    required init() { super.init() }

    convenience init(counter: LiveViewCounter) {
        self.init()
        self.counter = counter
        counter.live += 1
        counter.created += 1
    }

    deinit { counter?.live -= 1 }
}

/// A header view that counts itself alive.
final class TrackedHeader: CollectionReusableView {
    var counter: LiveViewCounter?
    var configuredFor: ElementIndexPath?
    var generation = -1

    required init() { super.init() }

    convenience init(counter: LiveViewCounter) {
        self.init()
        self.counter = counter
        counter.live += 1
        counter.created += 1
    }

    deinit { counter?.live -= 1 }
}

/// The reference model's data source: plain counts plus a generation that changes with
/// every data change, stamped on each view it configures.
final class ModelDataSource: CollectionViewDataSource {
    var counts: [Int]
    var generation = 0
    let counter = LiveViewCounter()

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < counts.count ? counts[section] : 0
    }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        let cell = TrackedCell(counter: counter)
        cell.configuredFor = indexPath
        cell.generation = generation
        return cell
    }
    func collectionView(_ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath) throws -> CollectionReusableView {
        let view = TrackedHeader(counter: counter)
        view.configuredFor = indexPath
        view.generation = generation
        return view
    }
}

/// The layouts a sequence switches between, each re-creatable for the reference model.
enum LayoutChoice: CustomStringConvertible {
    case list(rowHeight: Double, spacing: Double, header: Double)
    case grid(columnWidth: Double, rowHeight: Double)
    case mosaic
    case tree

    static func random(_ random: inout SplitMix64) -> LayoutChoice {
        switch random.int(in: 0...3) {
        case 0: return .list(rowHeight: Double(random.int(in: 1...80)), spacing: Double(random.int(in: 0...10)), header: Double(random.int(in: 0...1) * 30))
        case 1: return .grid(columnWidth: Double(random.int(in: 20...150)), rowHeight: Double(random.int(in: 20...80)))
        case 2: return .mosaic
        default: return .tree
        }
    }

    func make() -> CollectionViewLayout {
        switch self {
        case .list(let rowHeight, let spacing, let header): return ListLayout(rowHeight: rowHeight, spacing: spacing, headerHeight: header)
        case .grid(let columnWidth, let rowHeight): return GridLayout(columnWidth: columnWidth, rowHeight: rowHeight)
        case .mosaic: return MosaicLayout()
        case .tree: return TreeLayout()
        }
    }

    var description: String {
        switch self {
        case .list(let r, let s, let h): return "list(rowHeight: \(r), spacing: \(s), header: \(h))"
        case .grid(let c, let r): return "grid(\(c)x\(r))"
        case .mosaic: return "mosaic"
        case .tree: return "tree"
        }
    }
}

/// Drives one `CollectionViewHost` through random steps and checks it against a plain
/// model after every step.
struct HostSequence {
    let run: StressRun
    var random: SplitMix64
    let ds: ModelDataSource
    let cv: CollectionViewHost
    var choice: LayoutChoice
    var log: [String] = []

    init(run: StressRun, random: SplitMix64) throws {
        self.run = run
        self.random = random
        choice = LayoutChoice.random(&self.random)
        var counts: [Int] = []
        for _ in 0..<self.random.int(in: 1...4) { counts.append(self.random.int(in: 0...60)) }
        ds = ModelDataSource(counts)
        cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: Double(self.random.int(in: 100...600)), height: Double(self.random.int(in: 100...900))), layout: choice.make())
        cv.dataSource = ds
        try cv.layoutIfNeeded()
    }

    /// What must hold after every step.
    func check(_ step: String) {
        let context = "after \(step) [\(choice), counts \(ds.counts), bounds \(cv.bounds)]"
        // Data: the host's counts are the model's.
        run.expect(cv.numberOfSections == ds.counts.count && ds.counts.indices.allSatisfy { cv.numberOfItems(inSection: $0) == ds.counts[$0] },
                   "counts differ \(context)")
        // Visible set: what a fresh layout of the same kind shows for the same data and bounds.
        let reference = choice.make()
        reference.host = StaticLayoutHost(itemCounts: ds.counts, bounds: cv.bounds, contentInset: cv.contentInset)
        do {
            try reference.prepareIfNeeded()
        } catch {
            run.expect(false, "the reference layout failed \(context): \(error)")
            return
        }
        let expected = Dictionary(reference.layoutAttributesForElements(in: cv.preparedRect).map { ($0.key, $0) }) { a, _ in a }
        let shown = cv.visibleElements
        run.expect(Set(shown.map(\.key)) == Set(expected.keys),
                   "visible set \(shown.count) elements, the model expects \(expected.count) \(context)")
        var seen = Set<ObjectIdentifier>()
        for element in shown {
            guard let view = cv.view(for: element.key) else {
                run.expect(false, "no view for visible \(element.key) \(context)")
                continue
            }
            // No view shown twice.
            run.expect(seen.insert(ObjectIdentifier(view)).inserted, "a view is shown twice \(context)")
            // Configured for this index path, from the current data.
            let (path, generation): (ElementIndexPath?, Int) = (view as? TrackedCell).map { ($0.configuredFor, $0.generation) }
                ?? (view as? TrackedHeader).map { ($0.configuredFor, $0.generation) } ?? (nil, -1)
            if case .decoration = element.key.category {} else {
                run.expect(path == element.key.indexPath && generation == ds.generation,
                           "view for \(element.key) was configured for \(String(describing: path)) in generation \(generation) (now \(ds.generation)) \(context)")
            }
            run.expect(view.appliedAttributes == element, "view for \(element.key) shows stale attributes \(context)")
            if let attributes = expected[element.key] {
                run.expect(attributes.frame == element.frame, "\(element.key) at \(element.frame), the model says \(attributes.frame) \(context)")
            }
        }
    }

    /// A snapshot of everything an invalid step must leave alone.
    struct Snapshot: Equatable {
        var bounds: Rect, inset: EdgeInsets, counts: [Int], visible: [LayoutAttributes], layout: ObjectIdentifier, contentSize: Size
    }

    func snapshot() -> Snapshot {
        Snapshot(bounds: cv.bounds, inset: cv.contentInset, counts: (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) },
                 visible: cv.visibleElements, layout: ObjectIdentifier(cv.collectionViewLayout), contentSize: cv.contentSize)
    }

    /// Runs an invalid step and checks that it threw and changed nothing.
    func rejected(_ name: String, _ step: () throws -> Void) {
        let before = snapshot()
        do {
            try step()
            run.expect(false, "invalid step \(name) was accepted")
        } catch {
            run.expect(!"\(error)".isEmpty, "\(name): an error without a message")
        }
        run.expect(snapshot() == before, "invalid step \(name) changed the state")
        run.count("invalid steps")
    }

    /// One random step, then the check.
    mutating func step() throws {
        let width = cv.bounds.width, height = cv.bounds.height
        let content = cv.contentSize
        let name: String
        switch random.int(in: 0...99) {
        case 0..<40:
            let y = random.double(in: -100...max(0, content.height - height + 100)).rounded()
            let x = random.chance(0.2) ? random.double(in: -50...max(0, content.width - width + 50)).rounded() : cv.contentOffset.x
            try cv.setContentOffset(Point(x: x, y: y))
            name = "scroll to \(x),\(y)"
            run.count("scrolls")
        case 40..<50:
            let size = Size(width: Double(random.int(in: 50...800)), height: Double(random.int(in: 50...900)))
            try cv.setFrameSize(size)
            name = "resize to \(size)"
            run.count("bounds changes")
        case 50..<58:
            cv.invalidateLayout()
            try cv.layoutIfNeeded()
            name = "invalidate"
            run.count("invalidations")
        case 58..<70:
            // A data change through reloadData (the batch-update path arrives with the batch branch).
            let section = random.int(in: 0...ds.counts.count)
            if section == ds.counts.count || random.chance(0.1) {
                if random.chance(0.5) || ds.counts.count <= 1 { ds.counts.append(random.int(in: 0...40)) } else { ds.counts.removeLast() }
            } else {
                ds.counts[section] = max(0, ds.counts[section] + random.int(in: -10...10))
            }
            ds.generation += 1
            try cv.reloadData()
            name = "reload with \(ds.counts)"
            run.count("data changes")
        case 70..<76:
            choice = LayoutChoice.random(&random)
            try cv.setCollectionViewLayout(choice.make())
            name = "layout change to \(choice)"
            run.count("layout changes")
        case 76..<82:
            try cv.setContentInset(EdgeInsets(top: Double(random.int(in: 0...40)), left: 0, bottom: Double(random.int(in: 0...40)), right: 0))
            name = "content inset"
            run.count("inset changes")
        default:
            // Invalid steps: each must throw and change nothing.
            let cv = cv, ds = ds
            switch random.int(in: 0...5) {
            case 0: rejected("NaN offset") { try cv.setContentOffset(Point(x: .nan, y: 0)) }
            case 1: rejected("negative frame") { try cv.setFrameSize(Size(width: -1, height: 10)) }
            case 2: rejected("infinite inset") { try cv.setContentInset(EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)) }
            case 3: rejected("bad layout") { try cv.setCollectionViewLayout(ListLayout(rowHeight: -1)) }
            case 4:
                let saved = ds.counts
                ds.counts = saved + [-3]
                rejected("negative count") { try cv.reloadData() }
                ds.counts = saved
            default: rejected("infinite bounds") { try cv.setBounds(Rect(x: 0, y: 0, width: .infinity, height: 1)) }
            }
            name = "invalid step"
        }
        log.append(name)
        if log.count > 8 { log.removeFirst() }
        check(name + " (last steps: \(log.joined(separator: "; ")))")
    }
}

@Suite("Stress: random steps on one collection view against a reference model")
struct HostSequenceTests {
    @Test func randomSequencesKeepDataVisibleSetAndViewsConsistent() throws {
        let run = StressRun("host-sequences")
        defer { run.finish() }
        var random = run.random
        for _ in 0..<Stress.count(12) {
            var sequence = try HostSequence(run: run, random: SplitMix64(seed: random.next()))
            run.count("sequences")
            sequence.check("start")
            for _ in 0..<Stress.count(60) {
                try sequence.step()
                run.count("steps")
            }
            guard run.failures == 0 else { break }
        }
    }

    @Test func longSessionKeepsLiveViewsBoundedByTheVisibleSet() throws {
        let run = StressRun("memory")
        defer { run.finish() }
        var random = run.random
        let ds = ModelDataSource([400, 300, 500])
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 375, height: 667), layout: ListLayout(rowHeight: 44, headerHeight: 30))
        cv.dataSource = ds
        try cv.layoutIfNeeded()
        // 100,000 scroll steps at CVKIT_STRESS_SCALE=5; 20,000 at the CI scale of 1.
        let scrolls = Stress.count(20_000), changes = Stress.count(200)
        var maxLive = 0
        for step in 0..<scrolls {
            let limit = max(0, cv.contentSize.height - cv.bounds.height)
            let y = random.chance(0.05) ? random.double(in: 0...limit) : min(limit, max(0, cv.contentOffset.y + random.double(in: -300...300)))
            try cv.setContentOffset(Point(x: 0, y: y.rounded()))
            run.count("scroll steps")
            if step % (scrolls / changes) == 0 {
                ds.counts = ds.counts.map { max(0, $0 + random.int(in: -20...20)) }
                ds.generation += 1
                try cv.reloadData()
                run.count("data changes")
            }
            // Live views: exactly the shown ones (no pool on this branch yet), counted by their deinit.
            maxLive = max(maxLive, ds.counter.live)
            if ds.counter.live != cv.visibleElements.count {
                run.expect(false, "step \(step): \(ds.counter.live) views alive, \(cv.visibleElements.count) visible")
                break
            }
        }
        run.count("views created", ds.counter.created)
        run.count("most views alive at once", maxLive)
        run.expect(maxLive <= 40, "at most \(maxLive) views alive for a 667-point viewport of 44-point rows")
    }
}
