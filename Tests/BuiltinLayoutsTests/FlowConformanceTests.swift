import Geometry
import LayoutProtocol
import Testing

@testable import BuiltinLayouts

@Suite("FlowLayout: rect queries agree with the full list at random sizes")
struct FlowConformanceTests {
    /// Sizes on a quarter-point grid, so every sum is exact.
    func randomSize(_ g: inout SplitMix) -> Size {
        Size(width: Double(Int.random(in: 0...800, using: &g)) / 4, height: Double(Int.random(in: 0...600, using: &g)) / 4)
    }

    func randomLayout(_ g: inout SplitMix, uniform: Bool) throws -> FlowLayout {
        let sectionCount = Int.random(in: 1...4, using: &g)
        let counts = (0..<sectionCount).map { _ in Int.random(in: 0...60, using: &g) }
        let delegate = FlowSizesDelegate(counts.map { n in (0..<n).map { _ in randomSize(&g) } })
        for s in 0..<sectionCount where Bool.random(using: &g) {
            delegate.insets[s] = EdgeInsets(
                top: Double(Int.random(in: 0...20, using: &g)), left: Double(Int.random(in: 0...20, using: &g)),
                bottom: Double(Int.random(in: 0...20, using: &g)), right: Double(Int.random(in: 0...20, using: &g)))
            delegate.interitemSpacing[s] = Double(Int.random(in: 0...30, using: &g))
            delegate.lineSpacing[s] = Double(Int.random(in: 0...30, using: &g))
        }
        delegate.bulk = Bool.random(using: &g)
        let layout = FlowLayout()
        layout.diagnosticHandler = { _ in }
        layout.itemSize = randomSize(&g)
        layout.headerReferenceSize = Bool.random(using: &g) ? Size(width: 30, height: 30) : .zero
        layout.footerReferenceSize = Bool.random(using: &g) ? Size(width: 12, height: 12) : .zero
        layout.scrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
        layout.fullLineAlignment = FlowLayout.LineAlignment.allCases.randomElement(using: &g)!
        layout.lastLineAlignment = FlowLayout.LineAlignment.allCases.randomElement(using: &g)!
        layout.sectionHeadersPinToVisibleBounds = Bool.random(using: &g)
        layout.sectionBackgroundDecorationKind = Bool.random(using: &g) ? "bg" : nil
        let bounds = Rect(
            x: 0, y: Double(Int.random(in: 0...400, using: &g)), width: Double(Int.random(in: 50...900, using: &g)),
            height: Double(Int.random(in: 50...900, using: &g)))
        layout.host = StaticLayoutHost(
            itemCounts: counts, bounds: bounds, displayScale: Bool.random(using: &g) ? 3 : nil,
            layoutDirection: Bool.random(using: &g) ? .leftToRight : .rightToLeft, layoutDelegate: uniform ? nil : delegate)
        try layout.prepareIfNeeded()
        return layout
    }

    @Test(arguments: [false, true])
    func everyElementInTheRectAndNoneMissing(uniform: Bool) throws {
        var g = SplitMix(seed: uniform ? 7 : 11)
        for _ in 0..<150 {
            let layout = try randomLayout(&g, uniform: uniform)
            let all = layout.allElements()
            // Single-element queries agree with the full list.
            for (key, attributes) in all {
                #expect(layout.layoutAttributes(for: key) == attributes)
            }
            let content = layout.contentSize
            for _ in 0..<12 {
                let rect = Rect(
                    x: Double.random(in: -50...(content.width + 50), using: &g),
                    y: Double.random(in: -50...(content.height + 50), using: &g),
                    width: Double.random(in: 0...400, using: &g), height: Double.random(in: 0...400, using: &g))
                let found = layout.layoutAttributesForElements(in: rect)
                #expect(found.allSatisfy { $0.frame.intersects(rect) })
                #expect(Set(found.map(\.key)).count == found.count, "no duplicates")
                let expected = Set(all.values.filter { $0.frame.intersects(rect) }.map(\.key))
                #expect(Set(found.map(\.key)) == expected)
            }
        }
    }

    @Test func uniformSectionsEqualThePerItemPath() throws {
        var g = SplitMix(seed: 3)
        for _ in 0..<60 {
            let n = Int.random(in: 0...80, using: &g)
            let size = randomSize(&g)
            let width = Double(Int.random(in: 40...700, using: &g))
            let align = FlowLayout.LineAlignment.allCases.randomElement(using: &g)!
            let configure: (FlowLayout) -> Void = {
                $0.lastLineAlignment = align; $0.minimumInteritemSpacing = 6
            }
            let uniform = try makeFlow(counts: [n], width: width, item: size, configure: configure)
            let perItem = try makeFlow(
                counts: [n], width: width, item: .zero, delegate: FlowSizesDelegate([Array(repeating: size, count: n)]),
                configure: configure)
            #expect(uniform.allElements() == perItem.allElements())
            #expect(uniform.contentSize == perItem.contentSize)
        }
    }

    @Test func uniformLineBreaksMatchTheGreedyAdditions() throws {
        // 0.1 + 0.2 steps are not exact in binary: both paths must still break alike.
        for (width, size, spacing) in [(1.0, 0.1, 0.2), (0.7, 0.1, 0.2), (10.0, 0.3, 0.1), (3.3, 1.1, 0.0)] {
            let configure: (FlowLayout) -> Void = { $0.minimumInteritemSpacing = spacing }
            let item = Size(width: size, height: 1)
            let uniform = try makeFlow(counts: [40], width: width, item: item, configure: configure)
            let perItem = try makeFlow(
                counts: [40], width: width, item: .zero, delegate: FlowSizesDelegate([Array(repeating: item, count: 40)]),
                configure: configure)
            #expect(uniform.allElements() == perItem.allElements(), "width \(width), item \(size), spacing \(spacing)")
        }
    }

    @Test func randomOneItemChangesMatchAFreshLayout() throws {
        var g = SplitMix(seed: 5)
        let n = 300
        let d = FlowSizesDelegate([(0..<n).map { _ in randomSize(&g) }, (0..<50).map { _ in randomSize(&g) }])
        let layout = try makeFlow(counts: [n, 50], width: 640, delegate: d) { $0.footerReferenceSize = Size(width: 9, height: 9) }
        for _ in 0..<80 {
            let item = Int.random(in: 0..<n, using: &g)
            d.sizes[0][item] = randomSize(&g)
            let context = FlowLayoutInvalidationContext()
            context.invalidateItems(at: [cellPath(item)])
            layout.invalidateLayout(with: context)
            try layout.prepareIfNeeded()
        }
        let fresh = try makeFlow(counts: [n, 50], width: 640, delegate: d) { $0.footerReferenceSize = Size(width: 9, height: 9) }
        #expect(layout.allElements() == fresh.allElements())
        #expect(layout.contentSize == fresh.contentSize)
        #expect(layout.fullLayoutPassCount == 1)
    }
}
