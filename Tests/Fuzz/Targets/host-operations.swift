// Fuzz target: a sequence of host operations decoded from bytes — scrolls, resizes,
// content insets, batch updates (valid ones, and ones past the end that must be rejected
// without a change), reloads and layout switches between flow, grid and mosaic — run
// against one CollectionViewHost. After every step the host must agree with the model
// kept here: the counts, and the visible set (keys and frames) that a fresh layout of the
// same kind gives for the same data and bounds, each element shown by one view of its own.
import BuiltinLayouts
import CollectionView
import Geometry
import LayoutProtocol

/// The bytes of one input, read one at a time (zero once they run out).
struct ByteReader {
    var bytes: [UInt8]
    var at = 0
    var done: Bool { at >= bytes.count }
    mutating func byte() -> Int {
        defer { at += 1 }
        return at < bytes.count ? Int(bytes[at]) : 0
    }
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : byte() % n }
}

final class ItemsSource: CollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    }
}

func makeLayout(_ kind: Int, _ r: inout ByteReader) -> CollectionViewLayout {
    switch kind % 3 {
    case 0:
        let flow = FlowLayout()
        flow.diagnosticHandler = { _ in }
        flow.itemSize = Size(width: Double(1 + r.below(200)), height: Double(1 + r.below(120)))
        flow.headerReferenceSize = Size(width: Double(r.below(2) * 24), height: Double(r.below(2) * 24))
        if r.below(4) == 0 { flow.scrollDirection = .horizontal }
        return flow
    case 1: return GridLayout(columnWidth: Double(1 + r.below(150)), rowHeight: Double(1 + r.below(80)))
    default: return MosaicLayout()
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHostOperations(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = ByteReader(bytes: Array(UnsafeBufferPointer(start: data, count: min(size, 512))))
    let source = ItemsSource((0..<(1 + r.below(4))).map { _ in r.below(40) })
    var kind = r.byte()
    let layoutSeed = r.at
    let layout = makeLayout(kind, &r)
    let clock = ManualFrameClock()
    let host = CollectionViewHost(
        frame: Rect(x: 0, y: 0, width: Double(50 + r.below(600)), height: Double(50 + r.below(900))), layout: layout, clock: clock)
    var rebuild = ByteReader(bytes: r.bytes, at: layoutSeed)
    var reference = makeLayout(kind, &rebuild)
    do {
        host.dataSource = source
        try host.register(forCellWithReuseIdentifier: "cell") { CollectionViewCell() }
        for k in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
            try host.register(forSupplementaryViewOfKind: k, withReuseIdentifier: "view") { CollectionReusableView() }
        }
        try host.layoutIfNeeded()
    } catch {
        fatalError("a valid host failed to lay out: \(error)")
    }
    var steps: [String] = []
    while !r.done && steps.count < 40 {
        let op = r.below(7)
        do {
            switch op {
            case 0:
                let content = host.contentSize
                try host.setContentOffset(
                    Point(
                        x: Double(r.below(Int(min(content.width, 4000)) + 100)) - 50,
                        y: Double(r.below(Int(min(content.height, 4000)) + 100)) - 50))
            case 1: try host.setFrameSize(Size(width: Double(r.below(800)), height: Double(r.below(900))))
            case 2: try host.setContentInset(EdgeInsets(top: Double(r.below(40)), left: 0, bottom: Double(r.below(40)), right: 0))
            case 3:
                // Valid: deletes (before the batch), then inserts (after it).
                let s = r.below(source.counts.count)
                var deletes = Set<Int>()
                for _ in 0..<r.below(4) where source.counts[s] > 0 { deletes.insert(r.below(source.counts[s])) }
                let left = source.counts[s] - deletes.count
                var inserts = Set<Int>()
                for _ in 0..<r.below(4) { inserts.insert(r.below(left + inserts.count + 1)) }
                source.counts[s] = left + inserts.count
                try host.performBatchUpdates { u in
                    u.deleteItems(at: deletes.map { ElementIndexPath(item: $0, section: s) })
                    u.insertItems(at: inserts.map { ElementIndexPath(item: $0, section: s) })
                }
            case 4:
                // Invalid: a delete past the end must throw and change nothing.
                let s = r.below(source.counts.count)
                let before = (host.visibleElements, host.contentSize, host.bounds)
                do {
                    try host.performBatchUpdates { $0.deleteItems(at: [ElementIndexPath(item: source.counts[s], section: s)]) }
                    fatalError("a delete past the end was accepted")
                } catch {}
                if before != (host.visibleElements, host.contentSize, host.bounds) { fatalError("a rejected batch changed the host") }
            case 5:
                source.counts = source.counts.map { max(0, $0 + r.below(11) - 5) }
                try host.reloadData()
            default:
                kind = r.byte()
                let at = r.at
                try host.setCollectionViewLayout(makeLayout(kind, &r))
                var again = ByteReader(bytes: r.bytes, at: at)
                reference = makeLayout(kind, &again)
            }
        } catch {
            fatalError("step \(op) failed after \(steps): \(error)")
        }
        // Animations run to their end before the check.
        clock.runUntilIdle()
        steps.append("\(op)")
        // The invariants.
        guard host.numberOfSections == source.counts.count,
            source.counts.indices.allSatisfy({ host.numberOfItems(inSection: $0) == source.counts[$0] })
        else { fatalError("counts differ after \(steps)") }
        reference.host = StaticLayoutHost(itemCounts: source.counts, bounds: host.bounds, contentInset: host.contentInset)
        do { try reference.prepareIfNeeded() } catch { fatalError("the reference failed after \(steps): \(error)") }
        let expected = Dictionary(reference.layoutAttributesForElements(in: host.preparedRect).map { ($0.key, $0.frame) }) { a, _ in a }
        let shown = host.visibleElements
        if Dictionary(shown.map { ($0.key, $0.frame) }, uniquingKeysWith: { a, _ in a }) != expected || shown.count != expected.count {
            fatalError("visible set: \(shown.count) elements, a fresh layout \(expected.count), after \(steps)")
        }
        var views = Set<ObjectIdentifier>()
        for element in shown {
            guard let view = host.view(for: element.key), views.insert(ObjectIdentifier(view)).inserted else {
                fatalError("\(element.key) has no view of its own after \(steps)")
            }
        }
    }
    return 0
}
