import BuiltinCatalog
import BuiltinLayouts
import CollectionView
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutRegistry
import LayoutTestSupport
import ReuseQueue
import Testing

/// Item counts that break naive arithmetic.
let hostileCounts: [Int] = [0, 1, -1, Int.min, Int.max, Int.max - 1, 1 << 53]

/// A data source with fixed counts; every cell is new (no reuse needed here).
final class FixedCountsDataSource: CollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < counts.count ? counts[section] : 0
    }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        CollectionViewCell()
    }
    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        CollectionReusableView()
    }
}

/// Prepares `layout` on `host` and checks the outcome: either a typed `LayoutError`, or a
/// finite content size and finite attributes for every probe rect, at most `limit` of them.
///
/// - Returns: Whether prepare succeeded.
@discardableResult
func probeLayout(_ layout: CollectionViewLayout, host: StaticLayoutHost, run: StressRun, label: String, limit: Int = 200_000) -> Bool {
    layout.host = host
    do {
        try layout.prepareIfNeeded()
    } catch {
        run.count("typed errors")
        run.expect(!error.description.isEmpty, "\(label): an error without a message")
        return false
    }
    let size = layout.contentSize
    run.expect(size.isFinite && size.width >= 0 && size.height >= 0, "\(label): content size \(size) is not finite and non-negative")
    let b = host.bounds
    var rects = [
        b, b.offsetBy(dx: 0, dy: 1e300), b.offsetBy(dx: -1e300, dy: -1e300), Rect(x: .nan, y: 0, width: 10, height: 10),
        Rect(x: 0, y: 0, width: .infinity, height: 100), Rect.null, Rect(x: 0, y: 9e18, width: 100, height: 100),
        Rect(x: 0, y: 0, width: -50, height: -50),
    ]
    let few = host.totalNumberOfItems <= 10_000 && host.totalNumberOfItems >= 0
    if few {
        rects += [Rect.infinite, Rect(origin: .zero, size: size)]
    } else {
        // Asking for every one of billions of elements is an honest request for them all: keep the rects small.
        rects = rects.filter { !($0.standardized.height > 5_000 || $0.standardized.width > 5_000) || $0.isNull }
    }
    for rect in rects {
        let found = layout.layoutAttributesForElements(in: rect)
        run.count("rect queries")
        run.expect(found.count <= limit, "\(label): \(found.count) elements in \(rect)")
        for a in found where !a.isFinite {
            run.expect(false, "\(label): non-finite attributes \(a) in \(rect)")
            break
        }
    }
    for path in [
        ElementIndexPath(item: 0, section: 0), ElementIndexPath(item: Int.max, section: 0), ElementIndexPath(item: -1, section: -1),
        ElementIndexPath(item: Int.max - 1, section: 0), ElementIndexPath(item: 0, section: Int.max),
    ] {
        run.count("item queries")
        if let a = layout.layoutAttributesForItem(at: path) {
            run.expect(a.isFinite, "\(label): non-finite attributes \(a) for \(path)")
        }
    }
    return true
}
