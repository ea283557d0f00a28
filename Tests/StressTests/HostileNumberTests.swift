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

@Suite("Stress: hostile numbers where sizes, spacings, insets, counts, offsets enter")
struct HostileNumberTests {
    // MARK: - Geometry

    @Test func geometryOperationsNeverTrapAndKeepTheirClamps() {
        let run = StressRun("hostile-geometry")
        defer { run.finish() }
        let values = hostileDoubles + [1, 0.5, 3]
        for a in values {
            for b in values {
                let p = Point(x: a, y: b), s = Size(width: a, height: b)
                let r = Rect(x: a, y: b, width: b, height: a)
                let other = Rect(x: b, y: a, width: 10, height: 10)
                run.count("geometry values")
                // Every operation runs; results are checked where the documentation promises something.
                _ = (r.standardized, r.intersection(other), r.union(other), r.insetBy(dx: a, dy: b), r.integral, r.center)
                _ = (r.contains(p), r.contains(other), r.intersects(other), r.offsetBy(dx: a, dy: b), r.inset(by: EdgeInsets(all: a)))
                _ = (p.distance(to: Point(x: b, y: a)), p.applying(AffineTransform(rotationAngle: a)), p.offsetBy(dx: a, dy: b))
                _ = (AffineTransform(scaleX: a, y: b).inverted(), AffineTransform(translationX: a, y: b).rotated(by: b))
                _ = (Transform3D.identity.interpolated(to: Transform3D(scaleX: a, y: b, z: 1), progress: b), formatScalar(a))
                _ = p.roundedToPixels(scale: b)
                run.expect(s.isValidLayoutSize == (a.isFinite && b.isFinite && a >= 0 && b >= 0), "isValidLayoutSize of \(s)")
                run.expect(r.isFinite == (a.isFinite && b.isFinite), "isFinite of \(r)")
                let insets = EdgeInsets(top: a, left: b, bottom: 0, right: 0)
                run.expect(insets.isValidLayoutInsets == (a.isFinite && b.isFinite && a >= 0 && b >= 0), "isValidLayoutInsets of \(insets)")
                // Rounding with an unusable scale leaves the value as it is.
                if !(b > 0 && b.isFinite) {
                    let rounded = roundToPixel(a, scale: b)
                    run.expect(rounded == a || (rounded.isNaN && a.isNaN), "roundToPixel(\(a), scale: \(b)) = \(rounded)")
                }
                // Interpolation between finite ends at a finite progress stays finite, unless it overflows.
                let l = lerp(a, b, 0.5)
                if a.isFinite && b.isFinite && abs(a) < 1e300 && abs(b) < 1e300 {
                    run.expect(l.isFinite, "lerp(\(a), \(b), 0.5) = \(l)")
                }
                // An intersection with nothing in common is Rect.null, never a rect with NaN.
                let i = r.intersection(other)
                run.expect(!i.origin.x.isNaN || !r.isFinite || !other.isFinite, "intersection \(r) ∩ \(other) = \(i)")
            }
        }
        // formatScalar never prints Swift's "nan"/"inf" spelled differently from the JSON dump's policy.
        for v in hostileDoubles {
            run.count("formatted scalars")
            run.expect(!formatScalar(v).isEmpty, "formatScalar(\(v)) is empty")
        }
    }

    // MARK: - StaticLayoutHost

    @Test func staticHostValidationRejectsEveryHostileInput() {
        let run = StressRun("hostile-static-host")
        defer { run.finish() }
        for v in hostileDoubles {
            for rect in [
                Rect(x: 0, y: 0, width: v, height: 100), Rect(x: v, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 100, height: v),
            ] {
                let host = StaticLayoutHost(itemCounts: [3], bounds: rect)
                run.count("bounds")
                let valid = rect.isFinite && rect.width >= 0 && rect.height >= 0
                do {
                    try host.validate()
                    run.expect(valid, "bounds \(rect) passed validation")
                } catch {
                    run.expect(!valid, "valid bounds \(rect) rejected: \(error)")
                    run.expect(
                        error == .invalidGeometry("bounds \(rect) must be finite with a non-negative size"), "message for \(rect): \(error)"
                    )
                }
            }
            let insets = EdgeInsets(top: v, left: 0, bottom: 0, right: 0)
            for host in [
                StaticLayoutHost(itemCounts: [1], bounds: .zero, contentInset: insets),
                StaticLayoutHost(itemCounts: [1], bounds: .zero, safeAreaInsets: insets),
                StaticLayoutHost(itemCounts: [1], bounds: .zero, layoutMargins: insets),
            ] {
                run.count("insets")
                let threw: Bool
                do { try host.validate(); threw = false } catch { threw = true }
                run.expect(threw == !v.isFinite, "insets \(insets): threw \(threw)")
            }
        }
        for count in hostileCounts {
            run.count("counts")
            let host = StaticLayoutHost(itemCounts: [2, count], bounds: Rect(x: 0, y: 0, width: 10, height: 10))
            do {
                try host.validate()
                run.expect(count >= 0, "count \(count) passed validation")
            } catch {
                run.expect(error == .negativeCount(section: 1, count: count), "count \(count): \(error)")
            }
            // The sum saturates or wraps without trapping.
            _ = host.totalNumberOfItems
            run.expect(host.numberOfItems(inSection: Int.max) == 0 && host.numberOfItems(inSection: Int.min) == 0, "out-of-range section")
        }
    }

    // MARK: - Layouts: hostile hosts and hostile parameters

    /// Every layout this branch knows, made fresh.
    static var layoutFactories: [(String, () -> CollectionViewLayout)] {
        [
            ("list", { RowList() }),
            ("list spaced", { RowList(rowHeight: 10, spacing: 3, sectionInset: EdgeInsets(all: 2), headerHeight: 5) }),
            ("list zero rows", { RowList(rowHeight: 0, spacing: 0) }),
            ("grid", { GridLayout() }),
            ("grid zero", { GridLayout(columnWidth: 0, rowHeight: 0) }),
            ("mosaic", { MosaicLayout() }),
            ("tree", { TreeLayout() }),
        ]
    }

    @Test func layoutsOnHostileHostsThrowOrStayFinite() {
        let run = StressRun("hostile-layout-hosts")
        defer { run.finish() }
        let bounds: [Rect] = [
            Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 0, width: 0, height: 0),
            Rect(x: -1e300, y: -1e300, width: 10, height: 10),
            Rect(x: 0, y: 1e300, width: 390, height: 844), Rect(x: 0, y: 0, width: 1e300, height: 1e300),
            Rect(x: .nan, y: 0, width: 1, height: 1),
            Rect(x: 0, y: 0, width: .infinity, height: 10), Rect(x: 0, y: 0, width: -10, height: 10),
            Rect(x: 0, y: 9.2e18, width: 100, height: 100),
        ]
        let countSets: [[Int]] = [[], [0], [3, 0, 5], [Int.max], [-1], [Int.min], [Int.max, Int.max], [1 << 53, 2], [7, -3]]
        for (name, make) in Self.layoutFactories {
            for b in bounds {
                for counts in countSets {
                    // Mosaic and tree keep per-item storage: a huge count is an honest memory request, not a test input.
                    if name == "mosaic" || name == "tree", counts.contains(where: { $0 > 100_000 }) { continue }
                    run.count("\(name) hosts")
                    let host = StaticLayoutHost(itemCounts: counts, bounds: b)
                    let layout = make()
                    let prepared = probeLayout(layout, host: host, run: run, label: "\(name) on \(ConformanceChecker.describe(host))")
                    // A negative count is always an error. Bad bounds are rejected by the hosts
                    // (StaticLayoutHost.validate, CollectionViewHost.setBounds); a layout that reads
                    // them must reject them too, and one that ignores them (the tree) must stay finite.
                    if counts.contains(where: { $0 < 0 }) || (name != "tree" && (!b.isFinite || b.width < 0 || b.height < 0)) {
                        run.expect(!prepared, "\(name) accepted \(ConformanceChecker.describe(host))")
                    }
                }
            }
        }
    }

    @Test func everyRegisteredLayoutOnHostileHostsThrowsOrStaysFinite() throws {
        let run = StressRun("hostile-registered-layouts")
        defer { run.finish() }
        let catalog = try LayoutCatalog.standard()
        let bounds: [Rect] = [
            Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 0, width: 0, height: 0),
            Rect(x: -1e300, y: 1e300, width: 10, height: 10),
            Rect(x: 0, y: 0, width: 1e300, height: 1e300), Rect(x: .nan, y: 0, width: 1, height: 1),
            Rect(x: 0, y: 0, width: -10, height: 10),
        ]
        let countSets: [[Int]] = [[], [0], [3, 0, 5], [Int.max], [-1], [Int.max, Int.max], [1 << 53, 2]]
        for name in catalog.names {
            for counts in countSets {
                // Built from the registry with each host's counts, as cvkit does.
                let safeCounts = counts.map { max(0, $0) }
                let instance: LayoutInstance
                do {
                    instance = try catalog.makeLayout(named: name, itemCounts: safeCounts)
                } catch {
                    run.count("rejected by the registry")
                    run.expect(!error.description.isEmpty, "\(name) \(counts): empty error")
                    continue
                }
                for b in bounds {
                    run.count("\(name) hosts")
                    var host = instance.makeHost(itemCounts: counts, bounds: b)
                    host.itemCounts = counts
                    let layout: CollectionViewLayout
                    do { layout = try catalog.makeLayout(named: name, itemCounts: safeCounts).layout } catch { continue }
                    let prepared = probeLayout(layout, host: host, run: run, label: "\(name) on \(ConformanceChecker.describe(host))")
                    if counts.contains(where: { $0 < 0 }) {
                        run.expect(!prepared, "\(name) accepted a negative count")
                    }
                }
            }
        }
    }

    @Test func hostileLayoutParametersAreTypedErrorsAndLeaveTheLayoutAsItWas() {
        let run = StressRun("hostile-layout-parameters")
        defer { run.finish() }
        let host = StaticLayoutHost(itemCounts: [20, 5], bounds: Rect(x: 0, y: 0, width: 300, height: 400))
        typealias Setter = (CollectionViewLayout, Double) -> Void
        let setters: [(String, () -> CollectionViewLayout, Setter)] = [
            ("list.rowHeight", { RowList() }, { ($0 as! RowList).metrics.rowHeight = $1 }),
            ("list.spacing", { RowList() }, { ($0 as! RowList).metrics.spacing = $1 }),
            ("list.headerHeight", { RowList() }, { ($0 as! RowList).metrics.headerHeight = $1 }),
            (
                "list.sectionInset", { RowList() },
                { ($0 as! RowList).metrics.sectionInset = EdgeInsets(top: $1, left: $1, bottom: 0, right: 0) }
            ),
            ("grid.columnWidth", { GridLayout() }, { ($0 as! GridLayout).columnWidth = $1 }),
            ("grid.rowHeight", { GridLayout() }, { ($0 as! GridLayout).rowHeight = $1 }),
            ("grid.columnSpacing", { GridLayout() }, { ($0 as! GridLayout).columnSpacing = $1 }),
            ("grid.rowSpacing", { GridLayout() }, { ($0 as! GridLayout).rowSpacing = $1 }),
            ("grid.headerColumnWidth", { GridLayout() }, { ($0 as! GridLayout).headerColumnWidth = $1 }),
            ("tree.itemSize", { TreeLayout() }, { ($0 as! TreeLayout).itemSize = Size(width: $1, height: $1) }),
            ("tree.insets", { TreeLayout() }, { ($0 as! TreeLayout).insets = EdgeInsets(all: $1) }),
            ("tree.connectionThickness", { TreeLayout() }, { ($0 as! TreeLayout).connectionThickness = $1 }),
            ("flow.itemSize", { FlowLayout() }, { ($0 as! FlowLayout).itemSize = Size(width: 20, height: $1) }),
            ("flow.minimumLineSpacing", { FlowLayout() }, { ($0 as! FlowLayout).minimumLineSpacing = $1 }),
            ("flow.minimumInteritemSpacing", { FlowLayout() }, { ($0 as! FlowLayout).minimumInteritemSpacing = $1 }),
            (
                "flow.sectionInset", { FlowLayout() },
                { ($0 as! FlowLayout).sectionInset = EdgeInsets(top: $1, left: 0, bottom: $1, right: 0) }
            ),
            ("flow.headerReferenceSize", { FlowLayout() }, { ($0 as! FlowLayout).headerReferenceSize = Size(width: $1, height: $1) }),
        ]
        for (name, make, set) in setters {
            for v in hostileDoubles {
                run.count("parameter values")
                let layout = make()
                layout.host = host
                let before: [LayoutAttributes]
                do {
                    try layout.prepareIfNeeded()
                    before = layout.layoutAttributesForElements(in: host.bounds)
                } catch {
                    run.expect(false, "\(name): the default layout failed: \(error)")
                    continue
                }
                let sizeBefore = layout.contentSize
                set(layout, v)
                do {
                    try layout.prepareIfNeeded()
                    run.count("accepted")
                    // The list's spacing is `interGroupSpacing`, which may be negative (rows overlap), as in UIKit.
                    run.expect(v.isFinite && (v >= 0 || name == "list.spacing"), "\(name) = \(v) was accepted")
                    run.expect(layout.contentSize.isFinite, "\(name) = \(v): content size \(layout.contentSize)")
                    for a in layout.layoutAttributesForElements(in: host.bounds) where !a.isFinite {
                        run.expect(false, "\(name) = \(v): non-finite \(a)")
                        break
                    }
                } catch {
                    run.count("rejected")
                    run.expect(!(v.isFinite && v >= 0) || v >= 1e300 || v == .greatestFiniteMagnitude, "\(name) = \(v) rejected: \(error)")
                    run.expect(
                        error.description.contains(formatScalar(v)) || error.description.contains("overflow")
                            || error.description.contains("finite"),
                        "\(name) = \(v): unclear message '\(error)'")
                    // State unchanged: the last good layout still answers.
                    run.expect(layout.contentSize == sizeBefore, "\(name) = \(v): content size changed to \(layout.contentSize)")
                    run.expect(layout.layoutAttributesForElements(in: host.bounds) == before, "\(name) = \(v): attributes changed")
                }
            }
        }
    }

    @Test func registryParametersRejectHostileText() throws {
        let run = StressRun("hostile-registry")
        defer { run.finish() }
        let catalog = try LayoutCatalog.standard()
        let texts = [
            "nan", "NaN", "inf", "-inf", "infinity", "-1", "1e300", "-1e300", "1e999", "", " ", "9223372036854775808",
            "-9223372036854775809", "nan,nan", "1e300x1e300", "nan,0,0,0", "-1,-1,-1,-1", "1e300,1e300,1e300,1e300", "0x1p1024",
        ]
        for descriptor in catalog.descriptors {
            for spec in descriptor.parameters {
                for text in texts {
                    run.count("parameter texts")
                    do {
                        let instance = try catalog.makeLayout(named: descriptor.name, parameters: [spec.name: text], itemCounts: [5, 3])
                        run.count("accepted")
                        let host = instance.makeHost(itemCounts: [5, 3], bounds: Rect(x: 0, y: 0, width: 320, height: 480))
                        probeLayout(instance.layout, host: host, run: run, label: "\(descriptor.name) --param \(spec.name)=\(text)")
                    } catch {
                        run.count("rejected")
                        run.expect(
                            error.description.contains(spec.name),
                            "\(descriptor.name).\(spec.name)=\(text): message '\(error)' does not name the parameter")
                    }
                }
            }
        }
    }

    // MARK: - CollectionViewHost

    @Test func collectionViewRejectsHostileGeometryWithStateUnchanged() throws {
        let run = StressRun("hostile-collection-view")
        defer { run.finish() }
        let ds = FixedCountsDataSource([50, 3])
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: RowList(rowHeight: 30))
        cv.dataSource = ds
        try cv.layoutIfNeeded()
        func snapshot() -> (Rect, EdgeInsets, [ElementIndexPath], Size) {
            (cv.bounds, cv.contentInset, cv.indexPathsForVisibleItems, cv.contentSize)
        }
        for a in hostileDoubles + [12.5] {
            for b in hostileDoubles + [7] {
                let steps: [(String, () throws(CollectionViewError) -> Void, Bool)] = [
                    (
                        "setContentOffset(\(a), \(b))", { () throws(CollectionViewError) in try cv.setContentOffset(Point(x: a, y: b)) },
                        a.isFinite && b.isFinite
                    ),
                    (
                        "setFrameSize(\(a)x\(b))", { () throws(CollectionViewError) in try cv.setFrameSize(Size(width: a, height: b)) },
                        a.isFinite && b.isFinite && a >= 0 && b >= 0
                    ),
                    (
                        "setBounds(\(a), \(b))",
                        { () throws(CollectionViewError) in try cv.setBounds(Rect(x: b, y: a, width: a, height: b)) },
                        a.isFinite && b.isFinite && a >= 0 && b >= 0
                    ),
                    (
                        "setContentInset(\(a), \(b))",
                        { () throws(CollectionViewError) in try cv.setContentInset(EdgeInsets(top: a, left: b, bottom: a, right: b)) },
                        a.isFinite && b.isFinite
                    ),
                ]
                for (label, step, valid) in steps {
                    run.count("host steps")
                    let before = snapshot()
                    do {
                        try step()
                        run.count("accepted")
                        run.expect(valid, "\(label) was accepted")
                        for e in cv.visibleElements where !e.isFinite {
                            run.expect(false, "\(label): non-finite visible \(e)")
                            break
                        }
                        run.expect(
                            cv.indexPathsForVisibleItems.count <= 10_000, "\(label): \(cv.indexPathsForVisibleItems.count) visible items")
                    } catch {
                        run.count("rejected")
                        run.expect(!valid || a >= 1e300 || b >= 1e300 || a <= -1e300 || b <= -1e300, "\(label) rejected: \(error)")
                        let after = snapshot()
                        run.expect(
                            after.0 == before.0 && after.1 == before.1 && after.2 == before.2 && after.3 == before.3,
                            "\(label) rejected but the state changed: \(before) → \(after)")
                    }
                }
                // Back to a known place for the next pair.
                try cv.setContentInset(.zero)
                try cv.setBounds(Rect(x: 0, y: 0, width: 320, height: 480))
            }
        }
        // Hostile counts from the data source: typed errors, nothing shown from them.
        for counts in [[-1], [Int.min], [3, -7], [Int.max], [Int.max, 1], [1 << 53]] {
            run.count("data source counts")
            ds.counts = counts
            let shownBefore = cv.indexPathsForVisibleItems
            do {
                try cv.reloadData()
                run.expect(counts.allSatisfy { $0 >= 0 }, "counts \(counts) were accepted")
                run.expect(cv.indexPathsForVisibleItems.count <= 100, "counts \(counts): \(cv.indexPathsForVisibleItems.count) visible")
                for e in cv.visibleElements where !e.isFinite {
                    run.expect(false, "counts \(counts): non-finite \(e)")
                    break
                }
            } catch {
                run.expect(counts.contains { $0 < 0 }, "counts \(counts) rejected: \(error)")
                run.expect(cv.indexPathsForVisibleItems == shownBefore, "counts \(counts) rejected but the visible set changed")
            }
            // Scroll far into a huge list: finite frames, a bounded visible set.
            if counts.allSatisfy({ $0 >= 0 }) {
                for y in [1e9, 1e15, 2.7e20, 1e300] {
                    run.count("far scrolls")
                    do {
                        try cv.setContentOffset(Point(x: 0, y: y))
                        run.expect(cv.indexPathsForVisibleItems.count <= 100, "offset \(y): \(cv.indexPathsForVisibleItems.count) visible")
                        for e in cv.visibleElements where !e.isFinite { run.expect(false, "offset \(y): non-finite \(e)"); break }
                    } catch {
                        run.count("rejected")
                    }
                }
                try cv.setContentOffset(.zero)
            }
        }
        ds.counts = [50, 3]
        try cv.reloadData()
    }

    // MARK: - Preview renderers

    @Test func previewRenderersSurviveHostileScenes() {
        let run = StressRun("hostile-preview")
        defer { run.finish() }
        for v in hostileDoubles {
            for w in [v, 100] {
                let frame = Rect(x: v, y: 10, width: w, height: 20)
                var transformed = LayoutAttributes(
                    forCellAt: ElementIndexPath(item: 1, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
                transformed.alpha = v
                transformed.transform3D = Transform3D(scaleX: v, y: 1, z: 1)
                let elements = [LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0), frame: frame), transformed]
                for bounds in [Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: v, y: v, width: w, height: w)] {
                    let scene = PreviewScene(
                        layoutName: "hostile", bounds: bounds, contentSize: Size(width: w, height: v), elements: elements)
                    for columns in [Int.min, -1, 0, 10, 80, 1000, Int.max] {
                        run.count("text renders")
                        let text = scene.renderText(columns: columns)
                        run.expect(text.hasSuffix("\n") && text.split(separator: "\n").count <= 2003, "text render with \(columns) columns")
                    }
                    run.count("svg/html/json renders", 3)
                    let json = scene.renderJSON(), svg = scene.renderSVG(), html = scene.renderHTML(transitionTo: scene)
                    // JSON has no NaN or infinity literal: a non-finite number must not produce invalid JSON.
                    for bad in ["nan", "inf"] {
                        run.expect(
                            !json.lowercased().contains(": \(bad)") && !json.lowercased().contains(":\(bad)"),
                            "JSON dump of \(v) contains '\(bad)'")
                    }
                    run.expect(svg.hasPrefix("<svg") && html.contains("</html>"), "svg/html shape")
                }
            }
        }
    }

    // MARK: - Clock

    @Test func manualClockClampsHostileDurations() {
        let run = StressRun("hostile-clock")
        defer { run.finish() }
        for v in hostileDoubles + [1e20, 1 / 60] {
            run.count("durations")
            let clock = ManualFrameClock()
            var frames = 0
            let token = clock.addFrameObserver { _ in frames += 1 }
            clock.advance(by: v)
            run.expect(clock.now.isFinite || !(v.isFinite), "advance(by: \(v)): now \(clock.now)")
            run.expect(frames <= ManualFrameClock.maximumFramesPerAdvance, "advance(by: \(v)) delivered \(frames) frames")
            if !(v.isFinite && v > 0) { run.expect(clock.now == 0 && frames == 0, "advance(by: \(v)) moved the clock") }
            clock.removeFrameObserver(token)
            clock.advance(by: v)
            run.count("idle runs")
            run.expect(clock.runUntilIdle(limit: v) == 0, "runUntilIdle(limit: \(v)) with no observer")
            _ = clock.addFrameObserver { _ in }
            let delivered = clock.runUntilIdle(limit: v)
            run.expect(
                delivered >= 0 && delivered <= ManualFrameClock.maximumFramesPerAdvance, "runUntilIdle(limit: \(v)) ran \(delivered) frames"
            )
        }
    }
}
