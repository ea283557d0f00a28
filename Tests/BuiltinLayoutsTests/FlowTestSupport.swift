import BuiltinLayouts
import Geometry
import LayoutProtocol

/// A flow delegate with explicit sizes per item and optional per-section metrics.
final class FlowSizesDelegate: FlowLayoutDelegate {
    var sizes: [[Size]]
    var bulk = false
    var insets: [Int: EdgeInsets] = [:]
    var lineSpacing: [Int: Double] = [:]
    var interitemSpacing: [Int: Double] = [:]
    var headers: [Int: Size] = [:]
    var footers: [Int: Size] = [:]
    private(set) var sizeCalls = 0

    init(_ sizes: [[Size]]) { self.sizes = sizes }

    func flowLayout(_ layout: FlowLayout, itemSizingForSectionAt section: Int) -> FlowItemSizing {
        bulk ? .sizes(sizes[section]) : .perItem
    }
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementIndexPath) -> Size? {
        sizeCalls += 1
        return sizes[indexPath.section][indexPath.item]
    }
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { insets[section] }
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? { lineSpacing[section] }
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? { interitemSpacing[section] }
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? { headers[section] }
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? { footers[section] }
}

/// A deterministic random generator (SplitMix64) for property tests.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func cellPath(_ item: Int, _ section: Int = 0) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }

/// A flow layout on a static host, prepared.
func makeFlow(
    counts: [Int], width: Double = 1000, height: Double = 800, item: Size = Size(width: 100, height: 100),
    delegate: FlowLayoutDelegate? = nil, configure: (FlowLayout) -> Void = { _ in }
) throws -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = item
    layout.diagnosticHandler = { _ in }
    configure(layout)
    layout.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: width, height: height), layoutDelegate: delegate)
    try layout.prepareIfNeeded()
    return layout
}

extension FlowLayout {
    func frame(_ item: Int, _ section: Int = 0) -> Rect? { layoutAttributesForItem(at: cellPath(item, section))?.frame }
    func header(_ section: Int) -> Rect? {
        layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: cellPath(0, section))?.frame
    }
    func footer(_ section: Int) -> Rect? {
        layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: cellPath(0, section))?.frame
    }
    /// Every element, by key, from a query of the whole content rect.
    func allElements() -> [ElementKey: LayoutAttributes] {
        let all = layoutAttributesForElements(in: Rect(x: -1e9, y: -1e9, width: 3e9, height: 3e9))
        return Dictionary(all.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    }
}

extension FlowSizesDelegate {
    /// The delegate with these section headers.
    func withHeaders(_ headers: [Int: Size]) -> FlowSizesDelegate {
        self.headers = headers
        return self
    }
}
