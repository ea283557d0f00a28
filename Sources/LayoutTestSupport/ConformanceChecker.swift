import Geometry
import LayoutProtocol

/// Checks that any layout — built-in, plugin or your own — keeps the promises the host
/// relies on, over many data configurations.
///
/// For each host it makes a fresh layout, prepares it, and checks these rules (the ids
/// appear in each ``ConformanceViolation``):
///
/// | rule | what must hold |
/// |---|---|
/// | `make-layout-failed`, `prepare-failed` | the layout can be made and prepared for a valid host |
/// | `content-size-invalid` | the content size is finite and not negative |
/// | `rect-query-duplicate` | a rect query returns each element once |
/// | `rect-query-missing`, `rect-query-extra` | a query for a random rect returns exactly the elements of the full list whose frames meet it (touching counts) |
/// | `rect-query-attributes-differ` | an element has the same attributes in every rect query |
/// | `single-query-mismatch` | the attributes for one item, supplementary or decoration view equal those in the rect results |
/// | `frame-not-finite` | every frame, transform and alpha is finite |
/// | `frame-outside-content` | every frame lies inside the content rect (unless `allowsOverflow`, or the layout's `mayPlaceElementsOutsideContent`) |
/// | `category-inconsistent` | cells have two-index paths; supplementary and decoration views have a non-empty kind |
/// | `index-path-missing` | cells exist in the host; supplementary views name an existing section; no index is negative |
/// | `phantom-item` | items one past the end of a section, or in a section past the end, have no attributes |
/// | `prepare-not-deterministic` | two fresh layouts on the same host give equal content sizes and attributes |
/// | `invalidate-changes-attributes` | invalidating and preparing again gives equal attributes |
///
/// The full list is the answer to a query for the content rect grown by its own size plus
/// 10,000 points on every side (finite, so a layout's index arithmetic cannot overflow).
/// Random rects come from
/// a ``SplitMix64`` seeded with `seed`, so a failure reproduces exactly.
///
/// ```swift
/// let checker = ConformanceChecker(seed: 7)
/// let report = checker.check(hosts: ConformanceChecker.randomHosts(count: 50, seed: 7)) { MosaicLayout() }
/// #expect(report.passed, "\(report)")
/// ```
public struct ConformanceChecker {
    /// The seed of the random rects.
    public var seed: UInt64
    /// How many random rects are queried per configuration.
    public var rectsPerConfiguration: Int
    /// Whether frames may lie outside the content rect (a layout that overflows on purpose).
    public var allowsOverflow: Bool
    /// Violations kept per configuration; further ones are only counted.
    public static let maximumViolationsPerConfiguration = 50

    /// Creates a checker.
    ///
    /// - Parameters:
    ///   - seed: The seed of the random rects.
    ///   - rectsPerConfiguration: How many random rects to query per configuration.
    ///   - allowsOverflow: Whether frames may lie outside the content rect.
    public init(seed: UInt64 = 1, rectsPerConfiguration: Int = 50, allowsOverflow: Bool = false) {
        self.seed = seed
        self.rectsPerConfiguration = max(0, rectsPerConfiguration)
        self.allowsOverflow = allowsOverflow
    }

    // MARK: - Public API

    /// Runs every rule on a fresh layout per host.
    ///
    /// - Parameters:
    ///   - hosts: The data configurations (counts, bounds, delegates).
    ///   - makeLayout: Makes a new, configured layout; called twice per host (once more
    ///     for the determinism rule).
    /// - Returns: What was checked and every violation, with the numbers.
    /// - Complexity: O(h × (n + r × n)) for h hosts, n elements and r rects per host.
    public func check(hosts: [StaticLayoutHost], makeLayout: () throws -> CollectionViewLayout) -> ConformanceReport {
        var report = ConformanceReport(seed: seed)
        var random = SplitMix64(seed: seed)
        for (index, host) in hosts.enumerated() {
            var run = Run(configuration: Self.describe(host, index: index, of: hosts.count))
            check(host, makeLayout: makeLayout, random: &random, run: &run, report: &report)
            report.configurationsChecked += 1
            report.violations += run.violations
            report.omittedViolations += run.omitted
        }
        return report
    }

    /// Random but reproducible host configurations: 0…`maxSections` sections of
    /// 0…`maxItemsPerSection` items (empty sections and empty collections included),
    /// bounds from 1×1 to 1200×1200 points, at the origin or scrolled.
    ///
    /// - Parameters:
    ///   - count: How many hosts.
    ///   - seed: The seed; the same seed gives the same hosts.
    ///   - maxSections: The most sections a host has.
    ///   - maxItemsPerSection: The most items a section has.
    /// - Returns: `count` hosts.
    /// - Complexity: O(count × maxSections).
    public static func randomHosts(count: Int, seed: UInt64, maxSections: Int = 4, maxItemsPerSection: Int = 60) -> [StaticLayoutHost] {
        var random = SplitMix64(seed: seed)
        let maxSections = max(0, maxSections), maxItems = max(0, maxItemsPerSection)
        return (0..<max(0, count)).map { _ in
            let sections = random.int(in: 0...maxSections)
            let counts = (0..<sections).map { _ in random.chance(0.15) ? 0 : random.int(in: 0...maxItems) }
            let width = random.chance(0.1) ? Double(random.int(in: 1...20)) : Double(random.int(in: 40...2400)) / 2
            let height = Double(random.int(in: 2...2400)) / 2
            let scrolled = random.chance(0.5)
            let x = scrolled ? Double(random.int(in: 0...3000)) / 2 : 0
            let y = scrolled ? Double(random.int(in: 0...6000)) / 2 : 0
            return StaticLayoutHost(itemCounts: counts, bounds: Rect(x: x, y: y, width: width, height: height))
        }
    }

    /// A host's configuration as the reports print it: `items [12, 0], bounds (0, 0, 320, 480)`.
    ///
    /// - Parameter host: The host.
    /// - Returns: Its counts and bounds.
    /// - Complexity: O(sections).
    public static func describe(_ host: StaticLayoutHost) -> String {
        let counts = host.itemCounts.map(String.init).joined(separator: ", ")
        return "items [\(counts)], bounds \(host.bounds)"
    }

    // MARK: - Private

    /// The violations of one configuration.
    private struct Run {
        let configuration: String
        var violations: [ConformanceViolation] = []
        var omitted = 0

        mutating func add(_ rule: String, _ element: ElementKey?, _ message: String) {
            guard violations.count < ConformanceChecker.maximumViolationsPerConfiguration else {
                omitted += 1
                return
            }
            violations.append(ConformanceViolation(rule: rule, element: element, message: message, configuration: configuration))
        }
    }

    private static func describe(_ host: StaticLayoutHost, index: Int, of total: Int) -> String {
        "host \(index + 1) of \(total): " + describe(host)
    }

    /// A finite rect around the content, far larger than it: where the full list comes from.
    private static func everywhere(around size: Size) -> Rect {
        let dx = size.width + 10_000, dy = size.height + 10_000
        return Rect(x: -dx, y: -dy, width: size.width + 2 * dx, height: size.height + 2 * dy)
    }

    private func check(
        _ host: StaticLayoutHost, makeLayout: () throws -> CollectionViewLayout, random: inout SplitMix64,
        run: inout Run, report: inout ConformanceReport
    ) {
        guard let layout = make(host, makeLayout, &run) else { return }
        let contentSize = layout.contentSize
        guard contentSize.isValidLayoutSize else {
            run.add("content-size-invalid", nil, "content size \(contentSize) must be finite and not negative")
            return
        }
        let contentRect = Rect(origin: .zero, size: contentSize)
        let everywhere = Self.everywhere(around: contentSize)
        let full = query(layout, everywhere, &run)
        report.elementsChecked += full.count
        // Sorted once per host: the element checks, the random rects and the comparisons
        // below all walk the full list in this order (sorting it for each rect dominated a
        // check).
        let sortedKeys = full.keys.sorted()

        for key in sortedKeys {
            guard let attributes = full[key] else { continue }
            checkElement(attributes, layout: layout, host: host, contentRect: contentRect, run: &run)
        }
        checkPhantoms(layout, host: host, run: &run)

        for _ in 0..<rectsPerConfiguration {
            let rect = randomRect(contentRect: contentRect, host: host, full: full, sortedKeys: sortedKeys, random: &random)
            checkRect(rect, layout: layout, full: full, run: &run)
            report.rectsChecked += 1
        }

        // Determinism: a second layout on the same host.
        if let twin = make(host, makeLayout, &run) {
            if twin.contentSize != contentSize {
                run.add("prepare-not-deterministic", nil, "content size \(contentSize) the first time, \(twin.contentSize) the second")
            }
            compare(
                full, sortedKeys, query(twin, everywhere, &run), rule: "prepare-not-deterministic", what: "a second layout", run: &run)
        }
        // Invalidate everything and prepare again.
        layout.invalidateLayout()
        do {
            try layout.prepareIfNeeded()
            if layout.contentSize != contentSize {
                run.add(
                    "invalidate-changes-attributes", nil, "content size \(contentSize) before invalidating, \(layout.contentSize) after")
            }
            compare(
                full, sortedKeys, query(layout, everywhere, &run), rule: "invalidate-changes-attributes", what: "after invalidating",
                run: &run)
        } catch {
            run.add("prepare-failed", nil, "prepare after invalidateLayout() threw: \(error)")
        }
    }

    private func make(_ host: StaticLayoutHost, _ makeLayout: () throws -> CollectionViewLayout, _ run: inout Run) -> CollectionViewLayout?
    {
        let layout: CollectionViewLayout
        do {
            layout = try makeLayout()
        } catch {
            run.add("make-layout-failed", nil, "makeLayout threw: \(error)")
            return nil
        }
        layout.host = host
        do {
            try layout.prepareIfNeeded()
        } catch {
            run.add("prepare-failed", nil, "prepare threw: \(error)")
            return nil
        }
        return layout
    }

    /// The rect query as a dictionary by element, reporting duplicates.
    private func query(_ layout: CollectionViewLayout, _ rect: Rect, _ run: inout Run) -> [ElementKey: LayoutAttributes] {
        var result: [ElementKey: LayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: rect) {
            if let earlier = result.updateValue(attributes, forKey: attributes.key) {
                let same = earlier == attributes ? "equal attributes" : "frames \(earlier.frame) and \(attributes.frame)"
                run.add("rect-query-duplicate", attributes.key, "returned twice for rect \(rect) (\(same))")
            }
        }
        return result
    }

    private func checkElement(
        _ a: LayoutAttributes, layout: CollectionViewLayout, host: StaticLayoutHost, contentRect: Rect, run: inout Run
    ) {
        let key = a.key
        if !a.isFinite {
            run.add(
                "frame-not-finite", key, "frame \(a.frame), alpha \(formatScalar(a.alpha)), transform finite: \(a.transform3D.isFinite)")
        } else if !allowsOverflow, !layout.mayPlaceElementsOutsideContent, !a.frame.isNull, !contentRect.contains(a.frame.standardized) {
            run.add("frame-outside-content", key, "frame \(a.frame) is not inside the content rect \(contentRect)")
        }
        switch a.category {
        case .cell:
            if !a.indexPath.trailing.isEmpty {
                run.add("category-inconsistent", key, "a cell's index path must have two indices, not \(a.indexPath.count)")
            } else if !host.containsItem(at: a.indexPath) {
                run.add(
                    "index-path-missing", key,
                    "no such item in the host (\(host.numberOfSections) sections, \(host.numberOfItems(inSection: a.indexPath.section)) items in section \(a.indexPath.section))"
                )
            }
        case .supplementary(let kind), .decoration(let kind):
            if kind.isEmpty {
                run.add("category-inconsistent", key, "a \(a.category.name) view needs a non-empty kind")
            }
            if a.indexPath.indices.contains(where: { $0 < 0 }) {
                run.add("index-path-missing", key, "an index path may not have negative indices")
            } else if case .supplementary = a.category, a.indexPath.section >= host.numberOfSections {
                run.add("index-path-missing", key, "section \(a.indexPath.section) does not exist (\(host.numberOfSections) sections)")
            }
        }
        let single = layout.layoutAttributes(for: key)
        if single != a {
            run.add(
                "single-query-mismatch", key,
                "the rect query gives \(a), the single query gives \(single.map(String.init(describing:)) ?? "nil")")
        }
    }

    private func checkPhantoms(_ layout: CollectionViewLayout, host: StaticLayoutHost, run: inout Run) {
        var probes: [ElementIndexPath] = [
            ElementIndexPath(item: 0, section: host.numberOfSections), ElementIndexPath(item: -1, section: 0),
        ]
        for section in 0..<host.numberOfSections {
            probes.append(ElementIndexPath(item: host.numberOfItems(inSection: section), section: section))
        }
        for path in probes {
            if let a = layout.layoutAttributesForItem(at: path) {
                run.add("phantom-item", .cell(path), "the host has no such item, yet the layout returns \(a)")
            }
        }
    }

    private func checkRect(_ rect: Rect, layout: CollectionViewLayout, full: [ElementKey: LayoutAttributes], run: inout Run) {
        let got = query(layout, rect, &run)
        for (key, a) in full where a.frame.intersects(rect) && got[key] == nil {
            run.add("rect-query-missing", key, "frame \(a.frame) meets rect \(rect) but the query did not return it")
        }
        for (key, a) in got {
            guard let expected = full[key] else {
                run.add("rect-query-extra", key, "returned for rect \(rect) with frame \(a.frame), but the full list has no such element")
                continue
            }
            if !expected.frame.intersects(rect) {
                run.add("rect-query-extra", key, "frame \(expected.frame) does not meet rect \(rect) but the query returned it")
            } else if expected != a {
                run.add("rect-query-attributes-differ", key, "rect \(rect) gives \(a), the full list gives \(expected)")
            }
        }
    }

    /// Reports every difference between `first` (whose keys, sorted, are `firstKeys`) and
    /// `second`, in key order.
    private func compare(
        _ first: [ElementKey: LayoutAttributes], _ firstKeys: [ElementKey], _ second: [ElementKey: LayoutAttributes], rule: String,
        what: String, run: inout Run
    ) {
        for key in firstKeys {
            guard let a = first[key] else { continue }
            guard let b = second[key] else {
                run.add(rule, key, "present first (\(a.frame)), missing \(what)")
                continue
            }
            if a != b { run.add(rule, key, "\(a) first, \(b) \(what)") }
        }
        for key in second.keys.filter({ first[$0] == nil }).sorted() {
            run.add(rule, key, "missing first, present \(what) (\(second[key]!.frame))")
        }
    }

    /// A random rect: mostly around the content and the visible bounds, sometimes an
    /// element's own frame (its edges touch its neighbors), sometimes of zero size.
    private func randomRect(
        contentRect: Rect, host: StaticLayoutHost, full: [ElementKey: LayoutAttributes], sortedKeys keys: [ElementKey],
        random: inout SplitMix64
    ) -> Rect {
        let width = max(contentRect.width, host.bounds.width, 1), height = max(contentRect.height, host.bounds.height, 1)
        switch random.int(in: 0...9) {
        case 0 where !keys.isEmpty:
            return full[keys[random.int(in: 0...(keys.count - 1))]]?.frame ?? contentRect
        case 1:
            return Rect(
                x: random.double(in: -10...width + 10).rounded(), y: random.double(in: -10...height + 10).rounded(), width: 0, height: 0)
        case 2:
            var bounds = host.bounds
            bounds.origin.y += random.double(in: -height / 4...height / 4).rounded()
            return bounds
        default:
            let x = random.double(in: -width * 0.1...width * 1.05), y = random.double(in: -height * 0.1...height * 1.05)
            let w = random.double(in: 0...width * 0.6), h = random.double(in: 0...min(height * 0.6, 3000))
            return Rect(x: x.rounded(), y: y.rounded(), width: w.rounded(), height: h.rounded())
        }
    }
}
