import BuiltinLayouts
import Geometry
import LayoutProtocol

/// `MosaicLayout` against the faithful port of the seed's sample (`SeedMosaicPort.swift`),
/// in the same process: prepare of 1,000,000 items, a frame-by-frame comparison, and
/// viewport queries at spread-out offsets.
func mosaicScenarios(quick: Bool, repeats: Int) -> [Measurement] {
    let count = 1_000_000
    let width = 375.0, height = 667.0
    var results: [Measurement] = []

    let seed = SeedMosaicLayout(itemCount: count, width: width, height: height)
    results.append(
        measure("mosaic", "prepare \(count) (seed port)", units: count, repeats: repeats) {
            seed.prepare()
            blackHole(seed.cachedAttributes.count)
        })

    let layout = MosaicLayout()
    layout.host = StaticLayoutHost(itemCounts: [count], bounds: Rect(x: 0, y: 0, width: width, height: height))
    results.append(
        measure("mosaic", "prepare \(count) (MosaicLayout)", units: count, repeats: repeats) {
            layout.invalidateLayout()
            try? layout.prepareIfNeeded()
            blackHole(layout.contentSize)
        })
    let speedup = results[0].median / max(1, results[1].median)
    results[1].note = "\(format1(speedup))× faster than the port"

    // Identical frames, item by item.
    var mismatches = 0
    for (item, attributes) in seed.cachedAttributes.enumerated() {
        let f = attributes.frame
        if layout.frame(forItemAt: ElementIndexPath(item: item, section: 0)) != Rect(x: f.x, y: f.y, width: f.width, height: f.height) {
            mismatches += 1
        }
    }
    if seed.cachedAttributes.count != count { mismatches += abs(count - seed.cachedAttributes.count) }
    results[1].note += ", \(count) frames compared, \(mismatches) mismatches"
    results[1].values = ["speedupOverSeedPort": speedup, "framesCompared": Double(count), "frameMismatches": Double(mismatches)]

    // Viewport queries spread over the whole content.
    let queries = quick ? 1_000 : 10_000
    let span = layout.contentSize.height - height
    let offsets = (0..<queries).map { Double(($0 &* 7919) % queries) / Double(queries) * span }
    results.append(
        measure("mosaic", "viewport query (MosaicLayout)", units: queries, repeats: repeats) {
            var total = 0
            for y in offsets { total &+= layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: width, height: height)).count }
            blackHole(total)
        })
    results.append(
        measure("mosaic", "viewport query (seed port)", units: queries, repeats: repeats) {
            var total = 0
            for y in offsets { total &+= seed.layoutAttributesForElements(in: SeedRect(x: 0, y: y, width: width, height: height)).count }
            blackHole(total)
        })
    return results
}
