import BuiltinLayouts
import CollectionView
import Geometry
import LayoutProtocol
import LayoutTestSupport
import ReuseQueue
import Testing
import Transitions

@Suite("Stress: hostile numbers in flow metrics, transitions, scrolling, batch updates and selection")
struct HostileMergedTests {
    /// A host with a flow layout, its model data source registered, laid out.
    static func makeHost(_ layout: CollectionViewLayout = FlowLayout()) throws -> (CollectionViewHost, ModelDataSource, ManualFrameClock) {
        let clock = ManualFrameClock()
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout, clock: clock)
        let ds = ModelDataSource([40, 7])
        cv.dataSource = ds
        try ds.register(on: cv)
        try cv.layoutIfNeeded()
        return (cv, ds, clock)
    }

    /// What an invalid step must leave alone.
    static func state(_ cv: CollectionViewHost) -> [String] {
        [
            cv.bounds.description, "\(cv.contentSize)", "\(cv.indexPathsForVisibleItems)", "\(cv.indexPathsForSelectedItems)",
            "\((0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) })", "\(ObjectIdentifier(cv.collectionViewLayout))",
        ]
    }

    static func expectFinite(_ cv: CollectionViewHost, _ run: StressRun, _ label: String) {
        run.expect(cv.bounds.isFinite, "\(label): bounds \(cv.bounds)")
        for e in cv.visibleElements where !e.isFinite {
            run.expect(false, "\(label): non-finite visible \(e)")
            break
        }
    }

    @Test func flowMetricsRejectOrStayFinite() throws {
        let run = StressRun("hostile-flow")
        defer { run.finish() }
        typealias Setter = (FlowLayout, Double) -> Void
        let setters: [(String, Setter)] = [
            ("itemSize", { $0.itemSize = Size(width: $1, height: 20) }),
            ("itemSize.height", { $0.itemSize = Size(width: 20, height: $1) }),
            ("estimatedItemSize", { $0.estimatedItemSize = Size(width: $1, height: $1) }),
            ("minimumLineSpacing", { $0.minimumLineSpacing = $1 }),
            ("minimumInteritemSpacing", { $0.minimumInteritemSpacing = $1 }),
            ("sectionInset", { $0.sectionInset = EdgeInsets(top: $1, left: $1, bottom: $1, right: $1) }),
            ("headerReferenceSize", { $0.headerReferenceSize = Size(width: $1, height: $1) }),
            ("footerReferenceSize", { $0.footerReferenceSize = Size(width: $1, height: $1) }),
        ]
        for (name, set) in setters {
            for v in hostileDoubles {
                for counts in [[30, 4], [Int.max]] {
                    run.count("flow metric values")
                    let flow = FlowLayout()
                    let host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: 320, height: 480))
                    set(flow, v)
                    // Int.max items: only the closed-form question matters (no trap, no hang, a typed error or finite output).
                    probeLayout(flow, host: host, run: run, label: "flow \(name) = \(v) with \(counts)")
                }
            }
        }
    }

    @Test func transitionProgressAndScrollVelocityAreClampedOrRejected() throws {
        let run = StressRun("hostile-transitions-scrolling")
        defer { run.finish() }
        for v in hostileDoubles + [0.5, 2, -3] {
            // Transition progress, through the host.
            let (cv, ds, clock) = try Self.makeHost()
            defer { withExtendedLifetime(ds) {} }
            _ = try cv.startInteractiveTransition(to: RowList(rowHeight: 30))
            let before = Self.state(cv)
            do {
                try cv.updateInteractiveTransition(progress: v)
                run.count("progress accepted")
                run.expect(v.isFinite, "progress \(v) was accepted")
                Self.expectFinite(cv, run, "progress \(v)")
            } catch {
                run.count("progress rejected")
                run.expect(!v.isFinite, "progress \(v) rejected: \(error)")
                run.expect(Self.state(cv) == before, "progress \(v) rejected but the state changed")
            }
            try cv.finishInteractiveTransition()
            clock.runUntilIdle()
            Self.expectFinite(cv, run, "after finishing from progress \(v)")

            // A transition layout on its own.
            let transition = TransitionLayout(currentLayout: FlowLayout(), nextLayout: RowList())
            transition.host = StaticLayoutHost(itemCounts: [12], bounds: Rect(x: 0, y: 0, width: 300, height: 300))
            run.count("transition layouts")
            do {
                try transition.setTransitionProgress(v)
                try transition.prepareIfNeeded()
                run.expect(v.isFinite, "transition progress \(v) was accepted")
                for a in transition.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 300, height: 300)) where !a.isFinite {
                    run.expect(false, "transition progress \(v): non-finite \(a)")
                    break
                }
            } catch {
                run.expect(!v.isFinite, "transition progress \(v) rejected: \(error)")
            }

            // Scroll velocity and offsets.
            for velocity in [Vector(dx: 0, dy: v), Vector(dx: v, dy: v)] {
                run.count("flings")
                let before = Self.state(cv)
                do {
                    try cv.fling(velocity: velocity)
                    clock.runUntilIdle()
                    run.expect(velocity.isFinite, "fling \(velocity) was accepted")
                    Self.expectFinite(cv, run, "fling \(velocity)")
                    let limits = cv.contentOffsetBounds
                    run.expect(
                        cv.contentOffset.y >= limits.min.y && cv.contentOffset.y <= limits.max.y,
                        "fling \(velocity) came to rest at \(cv.contentOffset), outside \(limits)")
                } catch {
                    run.expect(!velocity.isFinite, "fling \(velocity) rejected: \(error)")
                    run.expect(Self.state(cv) == before, "fling \(velocity) rejected but the state changed")
                }
            }
            for animated in [false, true] {
                run.count("offsets")
                let before = Self.state(cv)
                do {
                    try cv.setContentOffset(Point(x: 0, y: v), animated: animated)
                    clock.runUntilIdle()
                    run.expect(v.isFinite, "offset \(v) was accepted")
                    Self.expectFinite(cv, run, "offset \(v) animated \(animated)")
                } catch {
                    run.expect(!v.isFinite, "offset \(v) rejected: \(error)")
                    run.expect(Self.state(cv) == before, "offset \(v) rejected but the state changed")
                }
            }
            run.expect(
                cv.projectedContentOffset(forVelocity: Vector(dx: 0, dy: v)).map(\.isFinite) ?? true,
                "projected offset for \(v) is not finite")
        }
    }

    @Test func hostileIndexPathsInBatchesAndSelectionAreRejectedWithStateUnchanged() throws {
        let run = StressRun("hostile-batches")
        defer { run.finish() }
        let (cv, ds, _) = try Self.makeHost()
        try cv.selectItem(at: ElementIndexPath(item: 3, section: 0))
        let indices = [Int.min, -1, 40, 41, Int.max - 1, Int.max]
        for a in indices {
            for b in [0, Int.max, Int.min] {
                let path = ElementIndexPath(item: a, section: b == 0 ? 0 : b)
                let other = ElementIndexPath(item: b, section: 0)
                let steps: [(String, (BatchUpdater) -> Void)] = [
                    ("delete \(path)", { $0.deleteItems(at: [path]) }),
                    ("insert \(path)", { $0.insertItems(at: [path]) }),
                    ("reload \(path)", { $0.reloadItems(at: [path]) }),
                    ("move \(path) to \(other)", { $0.moveItem(at: path, to: other) }),
                    ("move \(other) to \(path)", { $0.moveItem(at: other, to: path) }),
                    ("delete section \(a)", { $0.deleteSections([a]) }),
                    ("insert section \(a)", { $0.insertSections([a]) }),
                ]
                for (label, update) in steps {
                    run.count("hostile batches")
                    let before = Self.state(cv)
                    do {
                        try cv.performBatchUpdates(update)
                        run.expect(false, "batch \(label) was accepted")
                    } catch {
                        run.expect(
                            error.description.contains("Invalid update") || error.description.contains("attempt to")
                                || error.description.contains("index path") || !error.description.isEmpty,
                            "batch \(label): unclear error \(error)")
                    }
                    run.expect(Self.state(cv) == before, "batch \(label) rejected but the state changed")
                }
                for (label, step) in [
                    ("select", { () throws(CollectionViewError) in try cv.selectItem(at: path) }),
                    ("deselect", { () throws(CollectionViewError) in try cv.deselectItem(at: path) }),
                    ("scroll to", { () throws(CollectionViewError) in try cv.scrollToItem(at: path, at: .top, animated: false) }),
                ] {
                    run.count("hostile selections and scrolls")
                    let before = Self.state(cv)
                    do {
                        try step()
                        run.expect(a >= 0 && a < 40 && b == 0, "\(label) \(path) was accepted")
                    } catch {
                        run.expect(Self.state(cv) == before, "\(label) \(path) rejected but the state changed")
                    }
                }
            }
        }
        run.expect(cv.indexPathsForSelectedItems == [ElementIndexPath(item: 3, section: 0)], "selection \(cv.indexPathsForSelectedItems)")
        run.expect(ds.counts == [40, 7], "model counts \(ds.counts)")
    }
}
