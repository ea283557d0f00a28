import BuiltinLayouts
import Geometry
import LayoutProtocol
import Testing

@Suite("FlowLayout: bad input is a typed error and changes nothing")
struct FlowValidationTests {
    func expectRejected(_ expected: LayoutError, _ layout: FlowLayout, _ change: () -> Void) {
        let before = layout.allElements(), size = layout.contentSize
        change()
        #expect(throws: expected) { try layout.prepareIfNeeded() }
        #expect(layout.needsPrepare, "the layout stays dirty")
        #expect(layout.allElements() == before, "the previous layout stays intact")
        #expect(layout.contentSize == size)
    }

    @Test func badProperties() throws {
        let layout = try makeFlow(counts: [10])
        expectRejected(.invalidGeometry("itemSize -1x50 must be finite and not negative"), layout) {
            layout.itemSize = Size(width: -1, height: 50)
        }
        layout.itemSize = Size(width: 100, height: 100)
        expectRejected(.invalidGeometry("minimumLineSpacing nan must be finite and not negative"), layout) {
            layout.minimumLineSpacing = .nan
        }
        layout.minimumLineSpacing = 10
        expectRejected(.invalidGeometry("minimumInteritemSpacing -3 must be finite and not negative"), layout) {
            layout.minimumInteritemSpacing = -3
        }
        layout.minimumInteritemSpacing = 10
        expectRejected(.invalidGeometry("sectionInset 0,inf,0,0 must be finite and not negative"), layout) {
            layout.sectionInset = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        }
        layout.sectionInset = .zero
        expectRejected(.invalidGeometry("headerReferenceSize 0x-5 must be finite and not negative"), layout) {
            layout.headerReferenceSize = Size(width: 0, height: -5)
        }
        layout.headerReferenceSize = .zero
        expectRejected(.invalidGeometry("estimatedItemSize infx1 must be finite and not negative"), layout) {
            layout.estimatedItemSize = Size(width: .infinity, height: 1)
        }
        layout.estimatedItemSize = .zero
        try layout.prepareIfNeeded()
        #expect(layout.frame(9) == Rect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test func badDelegateValuesNameTheSectionAndItem() throws {
        let d = FlowSizesDelegate([
            Array(repeating: Size(width: 100, height: 100), count: 5), Array(repeating: Size(width: 100, height: 100), count: 5),
        ])
        let layout = try makeFlow(counts: [5, 5], delegate: d)
        expectRejected(
            .invalidGeometry("the size nanx100 of item 3 in section 1 from the flow layout delegate must be finite and not negative"),
            layout
        ) {
            d.sizes[1][3] = Size(width: .nan, height: 100)
            layout.invalidateLayout()
        }
        d.sizes[1][3] = Size(width: 100, height: 100)
        expectRejected(
            .invalidGeometry("sectionInset for section 1 from the flow layout delegate -1,0,0,0 must be finite and not negative"), layout
        ) {
            d.insets[1] = EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
            layout.invalidateLayout()
        }
        d.insets = [:]
        expectRejected(
            .invalidGeometry("minimumLineSpacing for section 0 from the flow layout delegate -2 must be finite and not negative"), layout
        ) {
            d.lineSpacing[0] = -2
            layout.invalidateLayout()
        }
        d.lineSpacing = [:]
        expectRejected(
            .invalidGeometry("footerReferenceSize for section 0 from the flow layout delegate 0xinf must be finite and not negative"),
            layout
        ) {
            d.footers[0] = Size(width: 0, height: .infinity)
            layout.invalidateLayout()
        }
        d.footers = [:]
        d.bulk = true
        d.sizes[0] = [Size(width: 1, height: 1)]
        expectRejected(
            .invalidParameter(
                name: "itemSizing",
                message: "the flow layout delegate gave 1 sizes for section 0, which has 5 items; give exactly one size per item"), layout
        ) {
            layout.invalidateLayout()
        }
        d.sizes[0] = Array(repeating: Size(width: 100, height: 100), count: 5)
        d.sizes[0][4] = Size(width: -100, height: 100)
        expectRejected(
            .invalidGeometry("the size -100x100 of item 4 in section 0 from the flow layout delegate must be finite and not negative"),
            layout
        ) {
            layout.invalidateLayout()
        }
        // A single invalidated item with a bad size is rejected too.
        d.bulk = false
        d.sizes[0][4] = Size(width: 100, height: 100)
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        expectRejected(.invalidGeometry("the size of item 2 in section 0 -5x5 must be finite and not negative"), layout) {
            d.sizes[0][2] = Size(width: -5, height: 5)
            let context = FlowLayoutInvalidationContext()
            context.invalidateItems(at: [cellPath(2, 0)])
            layout.invalidateLayout(with: context)
        }
    }

    @Test func badHostData() throws {
        let layout = try makeFlow(counts: [3])
        expectRejected(.negativeCount(section: 1, count: -4), layout) {
            layout.host = StaticLayoutHost(itemCounts: [3, -4], bounds: Rect(x: 0, y: 0, width: 1000, height: 800))
        }
        expectRejected(.invalidGeometry("the host's bounds (0, 0, inf, 800) must be finite with a non-negative size"), layout) {
            layout.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: .infinity, height: 800))
        }
        expectRejected(.invalidGeometry("the host's adjustedContentInset nan,0,0,0 must be finite"), layout) {
            layout.host = StaticLayoutHost(
                itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 1000, height: 800),
                contentInset: EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
        }
    }

    @Test func queriesOutsideTheLayoutAreEmpty() throws {
        let layout = try makeFlow(counts: [3])
        #expect(layout.layoutAttributesForElements(in: .null).isEmpty)
        #expect(layout.layoutAttributesForElements(in: Rect(x: .nan, y: 0, width: 10, height: 10)).isEmpty)
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 5000, width: 10, height: 10)).isEmpty)
        #expect(layout.layoutAttributesForItem(at: cellPath(-1)) == nil)
        #expect(layout.layoutAttributesForItem(at: cellPath(0, -1)) == nil)
        #expect(layout.layoutAttributesForItem(at: ElementIndexPath(indices: [0, 0, 1])!) == nil)
        let unhosted = FlowLayout()
        try unhosted.prepareIfNeeded()
        #expect(unhosted.contentSize == .zero)
        #expect(unhosted.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
    }

    /// The bulk sizes' check (a branch-free pass over the bits, then a search only when
    /// it fails): a bad size anywhere, in either length, is named by its item, the first
    /// one when there are several; -0 and 0 pass.
    @Test func bulkSizesNameTheFirstBadItem() throws {
        let good = Size(width: 100, height: 100)
        let d = FlowSizesDelegate([Array(repeating: good, count: 300)])
        d.bulk = true
        let layout = try makeFlow(counts: [300], delegate: d)
        let cases: [(Int, Size, String)] = [
            (0, Size(width: .nan, height: 100), "nanx100"), (63, Size(width: -1, height: 100), "-1x100"),
            (64, Size(width: .infinity, height: 100), "infx100"), (127, Size(width: 100, height: -.infinity), "100x-inf"),
            (128, Size(width: 100, height: .nan), "100xnan"), (200, Size(width: 100, height: -0.5), "100x-0.5"),
            (299, Size(width: -.infinity, height: .nan), "-infxnan"),
        ]
        for (item, bad, text) in cases {
            d.sizes[0] = Array(repeating: good, count: 300)
            expectRejected(
                .invalidGeometry(
                    "the size \(text) of item \(item) in section 0 from the flow layout delegate must be finite and not negative"),
                layout
            ) {
                d.sizes[0][item] = bad
                if item + 5 < 300 { d.sizes[0][item + 5] = Size(width: -7, height: 1) }  // a later bad one
                layout.invalidateLayout()
            }
        }
        d.sizes[0] = Array(repeating: good, count: 300)
        d.sizes[0][70] = Size(width: -0.0, height: 0)
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(layout.frame(70, 0)?.size == Size(width: 0, height: 0))
        // A changed array (a new buffer) is checked again.
        d.sizes[0] = Array(d.sizes[0])
        d.sizes[0][299] = Size(width: .nan, height: 1)
        expectRejected(
            .invalidGeometry("the size nanx1 of item 299 in section 0 from the flow layout delegate must be finite and not negative"),
            layout
        ) { layout.invalidateLayout() }
    }
}
