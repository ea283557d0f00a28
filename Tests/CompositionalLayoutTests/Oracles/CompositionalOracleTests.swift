import CVKitTestSupport
import CompositionalLayout
import Foundation
import Geometry
import LayoutProtocol
import LayoutTestSupport
import Testing

/// Random compositional models whose lengths are multiples of 1/8 and whose fractions are
/// multiples of 1/8: every sum and product the layouts make is exact, so the order of the
/// additions cannot change a frame.
struct CompositionalSpecGenerator {
    var random: SplitMix64

    mutating func chance(_ p: Double) -> Bool { Double(random.next() >> 11) / Double(1 << 53) < p }
    mutating func int(_ range: ClosedRange<Int>) -> Int { random.int(in: range) }
    /// A multiple of 1/8 in `range`.
    mutating func eighths(_ range: ClosedRange<Double>) -> Double {
        Double(int(Int(range.lowerBound * 8)...Int(range.upperBound * 8))) / 8
    }
    mutating func fraction() -> Double { chance(0.05) ? 1.5 : Double(int(1...8)) / 8 }
    mutating func insets(upTo limit: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: eighths(0...limit), leading: eighths(0...limit), bottom: eighths(0...limit), trailing: eighths(0...limit))
    }
    mutating func spacing(upTo limit: Double) -> LayoutSpacing {
        chance(0.2) ? .flexible(eighths(0...limit / 2)) : .fixed(eighths(0...limit))
    }

    /// An item's dimension: fractional, absolute, estimated, now and then uniform.
    mutating func itemDimension() -> LayoutDimension {
        switch int(0...19) {
        case 0...6: return .fractionalWidth(fraction())
        case 7...8: return .fractionalHeight(fraction())
        case 9...14: return .absolute(chance(0.05) ? 0 : eighths(16...240))
        case 15...18: return .estimated(eighths(16...200))
        default: return .uniformAcrossSiblings(estimate: eighths(16...120))
        }
    }

    mutating func item(badges: Bool) -> LayoutItem {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: itemDimension(), heightDimension: itemDimension()))
        if chance(0.2) { item.contentInsets = insets(upTo: 8) }
        if chance(0.08) {
            item.edgeSpacing = LayoutEdgeSpacing(
                leading: chance(0.5) ? spacing(upTo: 8) : nil, top: chance(0.5) ? spacing(upTo: 8) : nil,
                trailing: chance(0.5) ? spacing(upTo: 8) : nil, bottom: chance(0.5) ? spacing(upTo: 8) : nil)
        }
        if badges && chance(0.1) {
            let edges: [DirectionalRectEdge] = [[.top, .trailing], [.top, .leading], [.bottom], [], [.trailing]]
            let anchor =
                chance(0.5)
                ? LayoutAnchor(edges: edges[int(0...4)], fractionalOffset: Point(x: 0.25, y: -0.5))
                : LayoutAnchor(edges: edges[int(0...4)], absoluteOffset: Point(x: eighths(-8...8), y: eighths(-8...8)))
            let size = LayoutSize(widthDimension: .absolute(eighths(8...24)), heightDimension: .fractionalHeight(Double(int(1...4)) / 8))
            let badge =
                chance(0.7)
                ? LayoutSupplementaryItem(layoutSize: size, elementKind: "badge", containerAnchor: anchor)
                : LayoutSupplementaryItem(
                    layoutSize: size, elementKind: "badge", containerAnchor: anchor, itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
            item.supplementaryItems = [badge]
        }
        return item
    }

    /// A group: side by side or top to bottom, its subitems repeated while they fit or an
    /// exact count of one, nested up to `depth` more levels.
    mutating func group(depth: Int, badges: Bool) -> LayoutGroup {
        let vertical = chance(0.4)
        func along() -> LayoutDimension {
            switch int(0...9) {
            case 0...5: return vertical ? .fractionalHeight(fraction()) : .fractionalWidth(fraction())
            case 6...7: return .absolute(eighths(40...400))
            default: return .estimated(eighths(40...200))
            }
        }
        func across() -> LayoutDimension {
            switch int(0...9) {
            case 0...4: return vertical ? .fractionalWidth(fraction()) : .absolute(eighths(24...240))
            case 5...6: return vertical ? .absolute(eighths(40...400)) : .fractionalWidth(fraction() / 2)
            default: return .estimated(eighths(24...120))
            }
        }
        let size =
            vertical
            ? LayoutSize(widthDimension: across(), heightDimension: along())
            : LayoutSize(widthDimension: along(), heightDimension: across())
        let subitems = (0..<int(1...3)).map { _ -> LayoutItem in
            depth > 0 && chance(0.25) ? group(depth: depth - 1, badges: badges) : item(badges: badges)
        }
        let made: LayoutGroup
        if chance(0.35) {
            let count = chance(0.1) ? 3 : [1, 2, 4][int(0...2)]
            made =
                vertical
                ? .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: count)
                : .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: count)
        } else {
            made = vertical ? .vertical(layoutSize: size, subitems: subitems) : .horizontal(layoutSize: size, subitems: subitems)
        }
        if chance(0.5) { made.interItemSpacing = spacing(upTo: 16) }
        if chance(0.15) { made.contentInsets = insets(upTo: 12) }
        if chance(0.05) {
            made.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(eighths(0...8)), top: .fixed(eighths(0...8)), trailing: nil, bottom: nil)
        }
        return made
    }

    /// A header, footer or other boundary item of a kind.
    mutating func boundary(kind: String, vertical: Bool) -> LayoutBoundarySupplementaryItem {
        let alignment: RectAlignment
        switch int(0...9) {
        case 0...3: alignment = vertical ? .top : .leading
        case 4...6: alignment = vertical ? .bottom : .trailing
        default: alignment = RectAlignment.allCases[int(0...8)]
        }
        let across: LayoutDimension = chance(0.6) ? (vertical ? .fractionalWidth(1) : .fractionalHeight(1)) : .absolute(eighths(20...200))
        let along: LayoutDimension = .absolute(eighths(0...60))
        let size =
            vertical
            ? LayoutSize(widthDimension: across, heightDimension: along) : LayoutSize(widthDimension: along, heightDimension: across)
        let item =
            chance(0.1)
            ? LayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: kind, alignment: alignment, absoluteOffset: Point(x: eighths(-20...20), y: eighths(-20...20))
            )
            : LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment)
        if chance(0.2) { item.extendsBoundary = false }
        if chance(0.25) { item.pinToVisibleBounds = true }
        return item
    }

    mutating func section(vertical: Bool) -> LayoutSection {
        let section = LayoutSection(group: group(depth: 2, badges: true))
        if chance(0.5) { section.interGroupSpacing = chance(0.05) ? -eighths(0...4) : eighths(0...24) }
        if chance(0.4) { section.contentInsets = insets(upTo: 30) }
        if chance(0.2) { section.contentInsetsReference = ContentInsetsReference.allCases[int(0...4)] }
        if chance(0.2) { section.supplementariesFollowContentInsets = false }
        if chance(0.15) { section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior.allCases[int(1...5)] }
        if chance(0.35) {
            section.boundarySupplementaryItems = (0..<int(1...3)).map { boundary(kind: "section-\($0)", vertical: vertical) }
        }
        if chance(0.2) {
            let background = LayoutDecorationItem.background(elementKind: "background")
            if chance(0.3) { background.contentInsets = insets(upTo: 10) }
            section.decorationItems = [background]
        }
        return section
    }

    /// A count: mostly small, sometimes hundreds, rarely thousands.
    mutating func count() -> Int {
        if chance(0.01) { return int(0...5_000) }
        if chance(0.1) { return int(0...300) }
        return int(0...30)
    }
}

/// One random case: the models, the host and the reference's inputs.
struct CompositionalOracleCase {
    var reference: ReferenceCompositional
    /// Whether the layout is made from one section model (`init(section:)`).
    var oneModel: Bool

    init(seed: UInt64) {
        var g = CompositionalSpecGenerator(random: SplitMix64(seed: seed))
        let configuration = CompositionalLayoutConfiguration()
        if g.chance(0.25) { configuration.scrollDirection = .horizontal }
        let vertical = configuration.scrollDirection == .vertical
        if g.chance(0.4) { configuration.interSectionSpacing = g.chance(0.1) ? -g.eighths(0...8) : g.eighths(0...24) }
        if g.chance(0.2) { configuration.contentInsetsReference = ContentInsetsReference.allCases[g.int(0...4)] }
        if g.chance(0.2) {
            configuration.boundarySupplementaryItems = (0..<g.int(1...2)).map { g.boundary(kind: "layout-\($0)", vertical: vertical) }
        }
        oneModel = g.chance(0.3)
        let pool = (0..<(oneModel ? 1 : g.int(1...3))).map { _ in g.section(vertical: vertical) }
        let sectionCount = g.chance(0.1) ? g.int(0...40) : g.int(0...5)
        // Runs of one model and count now and then: the layout shares a plan between them.
        var counts: [Int] = []
        var models: [LayoutSection] = []
        for s in 0..<sectionCount {
            if s > 0 && g.chance(0.4) {
                counts.append(counts[s - 1])
                models.append(oneModel ? pool[0] : models[s - 1])
            } else {
                counts.append(g.count())
                models.append(pool[g.int(0...(pool.count - 1))])
            }
        }
        let widths: [Double] = [320, 375, 390, 768, 1024]
        let width = g.chance(0.8) ? widths[g.int(0...4)] : g.eighths(0...1200)
        let height = g.chance(0.8) ? [667.0, 844][g.int(0...1)] : g.eighths(0...1200)
        let scrolled = g.eighths(0...3000)
        reference = ReferenceCompositional(
            models: models, counts: counts, configuration: configuration,
            bounds: Rect(x: vertical ? 0 : scrolled, y: vertical ? scrolled : 0, width: width, height: height))
        func edges(_ g: inout CompositionalSpecGenerator) -> EdgeInsets {
            EdgeInsets(top: g.eighths(0...40), left: g.eighths(0...40), bottom: g.eighths(0...40), right: g.eighths(0...40))
        }
        if g.chance(0.25) { reference.contentInset = edges(&g) }
        if g.chance(0.25) { reference.safeArea = edges(&g) }
        if g.chance(0.25) { reference.margins = edges(&g) }
        reference.rightToLeft = g.chance(0.2)
        // Preferred sizes for a few cells (they matter along estimated dimensions only).
        if g.chance(0.3) {
            for _ in 0..<g.int(1...6) {
                let s = g.int(0...max(0, sectionCount - 1))
                guard s < counts.count, counts[s] > 0 else { continue }
                reference.preferred[s, default: [:]][g.int(0...(counts[s] - 1))] = Size(
                    width: g.eighths(8...300), height: g.eighths(8...300))
            }
        }
        for s in models.indices where models[s].orthogonalScrollingBehavior != .none && g.chance(0.5) {
            reference.orthogonalOffsets[s] = Point(x: g.eighths(-50...600), y: g.eighths(-50...600))
        }
        queries = (0..<3).map { _ in
            Rect(x: g.eighths(-100...1300), y: g.eighths(-100...4000), width: g.eighths(0...800), height: g.eighths(0...1000))
        }
    }

    /// Rects to query (moved into the content by the test).
    var queries: [Rect]

    /// The layout for the case, prepared on its host without preferred sizes or offsets.
    func makeLayout() throws -> CompositionalLayout {
        let models = reference.models
        let layout =
            oneModel && !models.isEmpty
            ? CompositionalLayout(section: models[0], configuration: reference.configuration)
            : CompositionalLayout(configuration: reference.configuration) { s, _ in models[s] }
        layout.host = StaticLayoutHost(
            itemCounts: reference.counts, bounds: reference.bounds, contentInset: reference.contentInset,
            safeAreaInsets: reference.safeArea, layoutMargins: reference.margins,
            layoutDirection: reference.rightToLeft ? .rightToLeft : .leftToRight)
        try layout.prepareIfNeeded()
        return layout
    }
}

// The compositional engine (plans shared by runs of sections, groups resolved once and
// repeated by multiplication, prefix sums of estimated groups, incremental self-sizing)
// against the reference, frame for frame.
@Suite("Compositional layout against its reference")
struct CompositionalOracleTests {
    /// The first difference between the layout and the reference, or `nil`.
    ///
    /// The queries are moved into the content's span, or with `spanningElements` into the
    /// span of every element (which reaches past the content when groups run backwards).
    static func difference(
        _ layout: CompositionalLayout, _ expected: ReferenceCompositional.Output, queries: [Rect], spanningElements: Bool = false
    ) -> String? {
        let scale = max(1, expected.contentSize.width, expected.contentSize.height)
        func same(_ a: Double, _ b: Double) -> Bool { a == b || (expected.inexact && abs(a - b) <= 1e-9 * scale) }
        func same(_ a: Rect?, _ b: Rect) -> Bool {
            guard let a else { return false }
            return same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width) && same(a.height, b.height)
        }
        let size = layout.contentSize
        guard same(size.width, expected.contentSize.width), same(size.height, expected.contentSize.height) else {
            return "content size \(size), expected \(expected.contentSize)"
        }
        for (path, frame) in expected.cells {
            let found = layout.layoutAttributesForItem(at: path)?.frame
            if !same(found, frame) { return "cell \(path) at \(found.map { "\($0)" } ?? "nil"), expected \(frame)" }
        }
        for (kind, byPath) in expected.supplementaries {
            for (path, frame) in byPath {
                let found = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame
                if !same(found, frame) { return "\(kind) \(path) at \(found.map { "\($0)" } ?? "nil"), expected \(frame)" }
            }
        }
        for (kind, byPath) in expected.decorations {
            for (path, frame) in byPath {
                let found = layout.layoutAttributesForDecorationView(ofKind: kind, at: path)?.frame
                if !same(found, frame) { return "decoration \(kind) \(path) at \(found.map { "\($0)" } ?? "nil"), expected \(frame)" }
            }
        }
        guard !expected.inexact else { return nil }
        let mirror = layout.host?.layoutDirection == .rightToLeft ? expected.contentSize.width : nil
        var span = Rect(x: 0, y: 0, width: expected.contentSize.width, height: expected.contentSize.height)
        if spanningElements {
            span = expected.all.reduce(span.standardized) { $0.union($1.element.frame.standardized) }
        }
        for q in queries {
            // Into the span, so that the queries meet elements.
            let rect = Rect(
                x: span.minX + q.minX.truncatingRemainder(dividingBy: max(1, span.width + 100)) - 50,
                y: span.minY + q.minY.truncatingRemainder(dividingBy: max(1, span.height + 100)) - 50, width: q.width, height: q.height)
            let found = layout.layoutAttributesForElements(in: rect).map { a -> ReferenceCompositional.Element in
                let key: String
                switch a.category {
                case .cell: key = "cell \(a.indexPath)"
                case .supplementary(let kind): key = "\(kind) \(a.indexPath)"
                case .decoration(let kind): key = "decoration \(kind) \(a.indexPath)"
                }
                return ReferenceCompositional.Element(key: key, frame: a.frame)
            }.sorted { $0.key < $1.key }
            let wanted = expected.query(rect, mirroredFor: mirror)
            if found != wanted {
                let missing = wanted.filter { !found.contains($0) }.prefix(3), extra = found.filter { !wanted.contains($0) }.prefix(3)
                return "the query \(rect) found \(found.count), expected \(wanted.count); missing \(Array(missing)), extra \(Array(extra))"
            }
        }
        return nil
    }

    /// The first difference in one case: with estimates, then with its preferred sizes
    /// set one at a time (the incremental path), then in a fresh pass that starts from all
    /// of them; `nil` when there is none.
    static func check(_ c: CompositionalOracleCase, spanningElements: Bool = false) throws -> String? {
        var reference = c.reference
        let wanted = reference.preferred, offsets = reference.orthogonalOffsets
        reference.preferred = [:]
        reference.orthogonalOffsets = [:]
        let layout: CompositionalLayout
        let estimates = reference.layOut()
        do {
            layout = try c.makeLayout()
        } catch {
            // The documented limit, where the reference fills a group with more subitems.
            if "\(error)".contains("repeats its subitems more than 10000 times"), estimates.largestFill > 10_000 { return nil }
            return "prepare failed: \(error)"
        }
        if let d = difference(layout, estimates, queries: c.queries, spanningElements: spanningElements) {
            return "estimates: \(d)"
        }
        guard !wanted.isEmpty || !offsets.isEmpty else { return nil }
        for (s, sizes) in wanted.sorted(by: { $0.key < $1.key }) {
            for (item, size) in sizes.sorted(by: { $0.key < $1.key }) {
                _ = try layout.setPreferredSize(size, forItemAt: ElementIndexPath(item: item, section: s))
                try layout.prepareIfNeeded()
            }
        }
        for (s, offset) in offsets { try layout.setOrthogonalScrollingOffset(offset, forSection: s) }
        reference.preferred = wanted
        reference.orthogonalOffsets = offsets
        let expected = reference.layOut()
        if let d = difference(layout, expected, queries: c.queries, spanningElements: spanningElements) {
            return "preferred sizes \(wanted) set one by one: \(d)"
        }
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        if let d = difference(layout, expected, queries: c.queries, spanningElements: spanningElements) {
            return "preferred sizes \(wanted) in a fresh pass: \(d)"
        }
        return nil
    }

    @Test("Random sections, groups, supplementaries and hosts: every frame, preferred sizes set one by one and in a fresh pass")
    func randomLayouts() throws {
        for seed in OracleCases.seeds(default: 8_000, salt: 0xC0_4905) {
            let c = CompositionalOracleCase(seed: seed)
            if let d = try Self.check(c) {
                Issue.record("seed \(seed) (CVKIT_ORACLE_SEED=\(seed)), counts \(c.reference.counts), \(d)")
                return
            }
        }
    }

    // Groups and sections that run backwards: negative inter-group spacing longer than a
    // group (up to 400 points) in most sections, negative inter-section spacing now and
    // then; the queries cover every element, also those before the content's start.
    @Test("Negative spacing longer than a group or a section: every frame, and queries across all elements")
    func backwardsLayouts() throws {
        for seed in OracleCases.seeds(default: 2_000, salt: 0xBAC_3A2D) {
            let c = CompositionalOracleCase(seed: seed)
            var g = CompositionalSpecGenerator(random: SplitMix64(seed: seed ^ 0x5EED_5EED))
            for model in c.reference.models where g.chance(0.8) { model.interGroupSpacing = -g.eighths(0...400) }
            if g.chance(0.3) { c.reference.configuration.interSectionSpacing = -g.eighths(0...400) }
            if let d = try Self.check(c, spanningElements: true) {
                Issue.record("seed \(seed) (CVKIT_ORACLE_SEED=\(seed)), counts \(c.reference.counts), \(d)")
                return
            }
        }
    }
}
