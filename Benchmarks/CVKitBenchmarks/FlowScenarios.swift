import BuiltinLayouts
import Geometry
import LayoutProtocol

/// A flow delegate that serves sizes from an array, one call per item or all at once
/// (the flow, scaling and callgrind groups all use it).
final class BenchFlowSizes: FlowLayoutDelegate {
    var sizes: [Size]
    let bulk: Bool

    init(sizes: [Size], bulk: Bool) {
        self.sizes = sizes
        self.bulk = bulk
    }

    func flowLayout(_ layout: FlowLayout, itemSizingForSectionAt section: Int) -> FlowItemSizing {
        bulk ? .sizes(sizes) : .perItem
    }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementIndexPath) -> Size? {
        sizes[indexPath.item]
    }
}

/// A per-item flow delegate as an app writes one for sizes it does not change: a final
/// class reading a `let` array. A `let` needs no dynamic exclusivity check per call (a
/// `var` array of a class does: ``BenchFlowSizes`` pays about 76 instructions per call for
/// it); the flow per-item (delegate) prepare row uses this one, the "var-array delegate
/// prepare" row the other.
final class FixedFlowSizes: FlowLayoutDelegate {
    let sizes: [Size]

    init(sizes: [Size]) { self.sizes = sizes }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementIndexPath) -> Size? {
        sizes[indexPath.item]
    }
}

/// The flow layout's scenarios, on the reference case of the flexbox peers: 100×100
/// items, width 1000, spacing 10 (9 items per line, justified).
///
/// - uniform N: `itemSize` only — prepare, a viewport query in the middle, and the memory
///   the layout holds (resident-set growth across building and preparing it).
/// - per-item N (delegate) and per-item N (bulk): every size from the delegate, one call
///   per item or one array — prepare, viewport query, a width change re-layout (1000 ↔
///   1010), one item's size change in the middle of the section that keeps the line
///   breaks, and (bulk) one that moves every later break. The delegate's prepare row reads
///   a `let` array (``FixedFlowSizes``); "var-array delegate prepare" is the same prepare
///   with ``BenchFlowSizes``' `var` array (its exclusivity check included), which the
///   other delegate rows use because the size change writes into it.
func flowScenarios(quick: Bool, repeats: Int) -> [Measurement] {
    var results: [Measurement] = []
    let viewport = Size(width: 1000, height: 800)
    let item = Size(width: 100, height: 100)

    func makeLayout(count: Int, delegate: FlowLayoutDelegate?) -> FlowLayout {
        let layout = FlowLayout()
        layout.itemSize = item
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.host = StaticLayoutHost(
            itemCounts: [count], bounds: Rect(origin: .zero, size: viewport), layoutDelegate: delegate)
        return layout
    }

    func middleQuery(_ layout: FlowLayout) -> Rect {
        let y = (layout.contentSize.height / 2).rounded(.down)
        return Rect(x: 0, y: y, width: viewport.width, height: viewport.height)
    }

    // Uniform sizes: no per-item storage at any count.
    let uniformCounts = quick ? [1_000, 1_000_000_000] : [1_000, 1_000_000, 1_000_000_000]
    for n in uniformCounts {
        let scenario = "flow uniform \(n)"
        let before = residentMemoryBytes()
        let layout = makeLayout(count: n, delegate: nil)
        results.append(
            measure(scenario, "prepare", repeats: repeats) {
                layout.invalidateLayout()
                _ = try? layout.prepareIfNeeded()
            })
        let held = max(0, residentMemoryBytes() - before)
        let rect = middleQuery(layout)
        var returned = 0
        results.append(
            measure(scenario, "viewport query", repeats: repeats * 10) {
                let found = layout.layoutAttributesForElements(in: rect)
                returned = found.count
                blackHole(found)
            })
        results[results.count - 1].note = "\(returned) elements"
        results.append(
            Measurement(
                scenario: scenario, metric: "memory held", units: 0, samples: [0], peakMemory: peakMemoryBytes(),
                note: "resident growth \(formatBytes(held))", values: ["residentGrowthBytes": Double(held)]))
        blackHole(layout)
    }

    // Per-item sizes from the delegate.
    let perItemCounts = quick ? [10_000, 1_000_000] : [10_000, 100_000, 1_000_000]
    for bulk in [false, true] {
        for n in perItemCounts {
            let scenario = "flow per-item \(n) (\(bulk ? "bulk" : "delegate"))"
            let delegate = BenchFlowSizes(sizes: Array(repeating: item, count: n), bulk: bulk)
            let layout = makeLayout(count: n, delegate: delegate)
            let fixed = bulk ? layout : makeLayout(count: n, delegate: FixedFlowSizes(sizes: delegate.sizes))
            let prepare = measure(scenario, "prepare", units: n, repeats: repeats) {
                fixed.invalidateLayout()
                _ = try? fixed.prepareIfNeeded()
            }
            results.append(prepare)
            if !bulk {
                results[results.count - 1].note = "let-array delegate"
                results.append(
                    measure(scenario, "var-array delegate prepare", units: n, repeats: repeats) {
                        layout.invalidateLayout()
                        _ = try? layout.prepareIfNeeded()
                    })
            }
            let rect = middleQuery(layout)
            var returned = 0
            results.append(
                measure(scenario, "viewport query", repeats: repeats * 10) {
                    let found = layout.layoutAttributesForElements(in: rect)
                    returned = found.count
                    blackHole(found)
                })
            results[results.count - 1].note = "\(returned) elements"
            var wide = false
            results.append(
                measure(scenario, "width change re-layout", units: n, repeats: repeats) {
                    wide.toggle()
                    layout.changeStaticHostBounds(to: Rect(x: 0, y: 0, width: wide ? 1010 : 1000, height: viewport.height))
                    _ = try? layout.prepareIfNeeded()
                })
            layout.changeStaticHostBounds(to: Rect(origin: .zero, size: viewport))
            _ = try? layout.prepareIfNeeded()
            let middle = n / 2
            var changed = false
            let change = measure(scenario, "one item size change", repeats: repeats * 10) {
                changed.toggle()
                delegate.sizes[middle] = changed ? Size(width: 90, height: 130) : item
                let context = FlowLayoutInvalidationContext()
                context.invalidateItems(at: [ElementIndexPath(item: middle, section: 0)])
                layout.invalidateLayout(with: context)
                _ = try? layout.prepareIfNeeded()
            }
            results.append(change)
            results[results.count - 1].note = "\(format1(100 * change.median / max(1, prepare.median)))% of prepare"
            if bulk {
                // A wider item pushes the last item of its line onto the next line, and so on:
                // with equal items the breaks never fall back into step, so every later item
                // is broken again. Timed per re-broken item.
                var wider = false
                var rebroken = 0
                let moving = measure(scenario, "one item size change moving breaks", repeats: repeats * 2) {
                    wider.toggle()
                    delegate.sizes[middle] = wider ? Size(width: 250, height: 100) : item
                    let context = FlowLayoutInvalidationContext()
                    context.invalidateItems(at: [ElementIndexPath(item: middle, section: 0)])
                    layout.invalidateLayout(with: context)
                    _ = try? layout.prepareIfNeeded()
                    rebroken = layout.itemsRebrokenByLastUpdate
                }
                results.append(moving)
                results[results.count - 1].units = max(1, rebroken)
                results[results.count - 1].note = "\(rebroken) items broken into lines again"
                delegate.sizes[middle] = item
            }
            blackHole(layout)
        }
    }
    // The same delegate path when the delegate opts out of the dynamic exclusivity check
    // on its array (what most of the per-call cost above is).
    for n in perItemCounts {
        let delegate = UncheckedFlowSizes(sizes: Array(repeating: item, count: n))
        let layout = makeLayout(count: n, delegate: delegate)
        results.append(
            measure("flow per-item \(n) (delegate, unchecked)", "prepare", units: n, repeats: repeats) {
                layout.invalidateLayout()
                _ = try? layout.prepareIfNeeded()
            })
        blackHole(layout)
    }
    return results
}

/// A per-item delegate whose array skips Swift's dynamic exclusivity check.
private final class UncheckedFlowSizes: FlowLayoutDelegate {
    @exclusivity(unchecked) var sizes: [Size]

    init(sizes: [Size]) { self.sizes = sizes }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementIndexPath) -> Size? {
        sizes[indexPath.item]
    }
}

/// CVKit's side of the flexbox peer comparison: the same wrapping (n items of 100×100,
/// width 1000, spacing 10), timed over full prepares.
///
/// - bulk: per-item sizes from one array (``FlowItemSizing/sizes(_:)``). Every run hands
///   the layout a new array (made outside the timed region), so each prepare validates
///   and wraps every size as on first use — the work the peers do.
/// - uniform: `itemSize` only, the closed-form path (no per-item work at all).
///
/// - Parameters:
///   - items: The number of items.
///   - repeats: Timed runs after one warm-up (the median is reported).
/// - Returns: Both timings, items per line, and each item's frame origin in the bulk
///   layout, to check the peers' sampled positions against.
func flowPeerFigure(items: Int, repeats: Int) -> CVKitFlowFigure {
    let item = Size(width: 100, height: 100)
    let bounds = Rect(x: 0, y: 0, width: 1000, height: 800)
    let delegate = BenchFlowSizes(sizes: [], bulk: true)
    let layout = FlowLayout()
    layout.itemSize = item
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.host = StaticLayoutHost(itemCounts: [items], bounds: bounds, layoutDelegate: delegate)
    var failure: String?
    var samples: [Double] = []
    for run in 0...max(1, repeats) {
        let previous = delegate.sizes
        delegate.sizes = Array(repeating: item, count: items)
        layout.invalidateLayout()
        let t0 = nowNanoseconds()
        do throws(LayoutError) { try layout.prepareIfNeeded() } catch { failure = error.description }
        let t1 = nowNanoseconds()
        blackHole(previous)
        if run > 0 { samples.append(Double(t1 - t0)) }
    }
    let bulk = Measurement(
        scenario: "peers \(items)", metric: "CVKit flow prepare (bulk .sizes)", units: items, samples: samples,
        peakMemory: peakMemoryBytes(), note: failure.map { "FAILED: \($0)" } ?? "")

    let uniformLayout = FlowLayout()
    uniformLayout.itemSize = item
    uniformLayout.minimumInteritemSpacing = 10
    uniformLayout.minimumLineSpacing = 10
    uniformLayout.host = StaticLayoutHost(itemCounts: [items], bounds: bounds)
    let uniform = measure("peers \(items)", "CVKit flow prepare (uniform itemSize)", units: items, repeats: repeats) {
        uniformLayout.invalidateLayout()
        _ = try? uniformLayout.prepareIfNeeded()
    }
    let perLine = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1000, height: 0)).count
    return CVKitFlowFigure(
        items: items, bulk: bulk, uniform: uniform, itemsPerLine: perLine,
        origin: { index in
            let frame = layout.layoutAttributesForItem(at: ElementIndexPath(item: index, section: 0))?.frame ?? .null
            return (frame.x, frame.y)
        })
}
