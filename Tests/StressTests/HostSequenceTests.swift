import BuiltinLayouts
import CollectionView
import Geometry
import LayoutProtocol
import LayoutTestSupport
import ReuseQueue
import Testing
import Transitions

/// Drives one `CollectionViewHost` through random steps and checks it against the
/// plain model after every step.
struct HostSequence {
    let run: StressRun
    var random: SplitMix64
    let ds: ModelDataSource
    let cv: CollectionViewHost
    let clock: ManualFrameClock
    var choice: LayoutChoice
    /// The selected items, by identity.
    var selected: Set<Int> = []
    var log: [String] = []

    init(run: StressRun, random: SplitMix64) throws {
        self.run = run
        self.random = random
        choice = LayoutChoice.random(&self.random)
        var counts: [Int] = []
        for _ in 0..<self.random.int(in: 1...4) { counts.append(self.random.int(in: 0...60)) }
        ds = ModelDataSource(counts)
        clock = ManualFrameClock()
        cv = CollectionViewHost(
            frame: Rect(x: 0, y: 0, width: Double(self.random.int(in: 100...600)), height: Double(self.random.int(in: 100...900))),
            layout: choice.make(), clock: clock)
        cv.dataSource = ds
        try ds.register(on: cv)
        try cv.layoutIfNeeded()
    }

    /// The index path of an item identity in the model.
    func path(of id: Int) -> ElementIndexPath? {
        for (s, ids) in ds.items.enumerated() {
            if let i = ids.firstIndex(of: id) { return ElementIndexPath(item: i, section: s) }
        }
        return nil
    }

    /// What must hold after every step.
    func check(_ step: String) {
        let context = "after \(step) [\(choice), counts \(ds.counts), bounds \(cv.bounds)]"
        // Data.
        run.expect(
            cv.numberOfSections == ds.items.count && ds.items.indices.allSatisfy { cv.numberOfItems(inSection: $0) == ds.items[$0].count },
            "counts differ \(context)")
        // Selection, followed by identity.
        let expectedSelection = selected.compactMap { path(of: $0) }.sorted()
        run.expect(
            cv.indexPathsForSelectedItems == expectedSelection,
            "selection \(cv.indexPathsForSelectedItems), the model says \(expectedSelection) \(context)")
        // Visible set: what a fresh layout of the same kind shows for the same data and bounds.
        let reference = choice.make()
        reference.host = StaticLayoutHost(itemCounts: ds.counts, bounds: cv.bounds, contentInset: cv.contentInset)
        do {
            try reference.prepareIfNeeded()
        } catch {
            run.expect(false, "the reference layout failed \(context): \(error)")
            return
        }
        let expected = Dictionary(reference.layoutAttributesForElements(in: cv.preparedRect).map { ($0.key, $0) }) { a, _ in a }
        let shown = cv.visibleElements
        run.expect(
            Set(shown.map(\.key)) == Set(expected.keys),
            "visible set \(shown.count) elements, the model expects \(expected.count) \(context)")
        var seen = Set<ObjectIdentifier>()
        for element in shown {
            guard let view = cv.view(for: element.key) else {
                run.expect(false, "no view for visible \(element.key) \(context)")
                continue
            }
            run.expect(seen.insert(ObjectIdentifier(view)).inserted, "a view is shown twice \(context)")
            run.expect(!cv.reusePool.isQueued(view), "a shown view for \(element.key) is also in the reuse queue \(context)")
            if let cell = view as? TrackedCell {
                // Configured for the item now at this index path, in its current version.
                let id = ds.items[element.indexPath.section][element.indexPath.item]
                run.expect(
                    cell.itemID == id && cell.version == (ds.versions[id] ?? 0),
                    "cell at \(element.indexPath) shows item \(cell.itemID) v\(cell.version), the model has item \(id) v\(ds.versions[id] ?? 0) \(context)"
                )
                run.expect(
                    cell.isSelected == selected.contains(id), "cell at \(element.indexPath): isSelected \(cell.isSelected) \(context)")
            } else if let header = view as? TrackedHeader {
                run.expect(
                    header.configuredFor == element.indexPath,
                    "view for \(element.key) was configured for \(String(describing: header.configuredFor)) \(context)")
            }
            run.expect(view.appliedAttributes == element, "view for \(element.key) shows stale attributes \(context)")
            if let attributes = expected[element.key] {
                run.expect(
                    attributes.frame == element.frame, "\(element.key) at \(element.frame), the model says \(attributes.frame) \(context)")
            }
        }
    }

    /// A snapshot of everything an invalid step must leave alone.
    struct Snapshot: Equatable {
        var bounds: Rect, inset: EdgeInsets, counts: [Int], visible: [LayoutAttributes], layout: ObjectIdentifier, contentSize: Size
        var selection: [ElementIndexPath], views: [ObjectIdentifier]
    }

    func snapshot() -> Snapshot {
        Snapshot(
            bounds: cv.bounds, inset: cv.contentInset, counts: (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) },
            visible: cv.visibleElements, layout: ObjectIdentifier(cv.collectionViewLayout), contentSize: cv.contentSize,
            selection: cv.indexPathsForSelectedItems,
            views: cv.visibleElements.compactMap { cv.view(for: $0.key).map(ObjectIdentifier.init) })
    }

    /// Runs an invalid step and checks that it threw and changed nothing.
    func rejected(_ name: String, _ step: () throws -> Void) {
        let before = snapshot()
        do {
            try step()
            run.expect(false, "invalid step \(name) was accepted")
        } catch {
            run.expect(!"\(error)".isEmpty, "\(name): an error without a message")
        }
        run.expect(snapshot() == before, "invalid step \(name) changed the state")
        run.count("invalid steps")
    }

    /// A random existing item, if any.
    mutating func randomItem() -> ElementIndexPath? {
        let sections = ds.items.indices.filter { !ds.items[$0].isEmpty }
        guard !sections.isEmpty else { return nil }
        let s = sections[random.int(in: 0...(sections.count - 1))]
        return ElementIndexPath(item: random.int(in: 0...(ds.items[s].count - 1)), section: s)
    }

    /// A valid batch: some deletes and inserts, or one move, or one reload.
    mutating func validBatch() throws -> String {
        var model = ds.items
        var deletes: [ElementIndexPath] = [], inserts: [ElementIndexPath] = []
        var move: (ElementIndexPath, ElementIndexPath)?, reload: ElementIndexPath?
        switch random.int(in: 0...3) {
        case 0, 1:
            for _ in 0..<random.int(in: 0...3) {
                if let p = randomItem(), !deletes.contains(p) { deletes.append(p) }
            }
            for p in deletes.sorted(by: >) { model[p.section].remove(at: p.item) }
            var chosen: [ElementIndexPath] = []
            for _ in 0..<random.int(in: 0...3) {
                let s = random.int(in: 0...(model.count - 1))
                chosen.append(ElementIndexPath(item: random.int(in: 0...model[s].count), section: s))
            }
            // Inserts are index paths after the batch: apply them in ascending order.
            for p in chosen.sorted() {
                var item = p.item
                while inserts.contains(ElementIndexPath(item: item, section: p.section)) { item += 1 }
                let final = ElementIndexPath(item: min(item, model[p.section].count), section: p.section)
                model[final.section].insert(ds.makeIDs(1)[0], at: final.item)
                inserts.append(final)
            }
        case 2:
            guard let from = randomItem() else { return "empty batch" }
            let id = model[from.section].remove(at: from.item)
            let s = random.int(in: 0...(model.count - 1))
            let to = ElementIndexPath(item: random.int(in: 0...model[s].count), section: s)
            model[to.section].insert(id, at: to.item)
            move = (from, to)
        default:
            guard let p = randomItem() else { return "empty batch" }
            reload = p
        }
        let saved = ds.items, savedVersions = ds.versions
        ds.items = model
        // The data changes first, as in UIKit: a reloaded item's cell is asked for again.
        if let reload {
            let id = model[reload.section][reload.item]
            ds.versions[id, default: 0] += 1
        }
        do {
            try cv.performBatchUpdates { updater in
                updater.deleteItems(at: deletes)
                updater.insertItems(at: inserts)
                if let (from, to) = move { updater.moveItem(at: from, to: to) }
                if let reload { updater.reloadItems(at: [reload]) }
            }
        } catch {
            ds.items = saved
            ds.versions = savedVersions
            run.expect(
                false,
                "a valid batch (delete \(deletes), insert \(inserts), move \(String(describing: move)), reload \(String(describing: reload))) was rejected: \(error)"
            )
            return "rejected batch"
        }
        // Deleted items leave the selection, and so do reloaded ones (a reload is a delete plus an insert, as in UIKit).
        let alive = Set(ds.items.joined())
        selected = selected.filter(alive.contains)
        if let reload { selected.remove(ds.items[reload.section][reload.item]) }
        clock.runUntilIdle()
        return "batch delete \(deletes) insert \(inserts) move \(String(describing: move)) reload \(String(describing: reload))"
    }

    /// One random step, then the check.
    mutating func step() throws {
        let width = cv.bounds.width, height = cv.bounds.height
        let content = cv.contentSize
        let name: String
        switch random.int(in: 0...99) {
        case 0..<25:
            let y = random.double(in: -100...max(0, content.height - height + 100)).rounded()
            let x = random.chance(0.2) ? random.double(in: -50...max(0, content.width - width + 50)).rounded() : cv.contentOffset.x
            try cv.setContentOffset(Point(x: x, y: y))
            name = "scroll to \(x),\(y)"
            run.count("scrolls")
        case 25..<30:
            let velocity = Vector(dx: 0, dy: random.double(in: -3000...3000).rounded())
            try cv.fling(velocity: velocity)
            clock.runUntilIdle()
            name = "fling \(velocity)"
            run.count("flings")
        case 30..<36:
            let size = Size(width: Double(random.int(in: 50...800)), height: Double(random.int(in: 50...900)))
            try cv.setFrameSize(size)
            name = "resize to \(size)"
            run.count("bounds changes")
        case 36..<40:
            cv.invalidateLayout()
            try cv.layoutIfNeeded()
            name = "invalidate"
            run.count("invalidations")
        case 40..<55:
            name = try validBatch()
            run.count("valid batches")
        case 55..<59:
            ds.counts = ds.counts.map { max(0, $0 + random.int(in: -5...5)) }
            ds.generation += 1
            try cv.reloadData()
            selected = []
            name = "reloadData with \(ds.counts)"
            run.count("reloads")
        case 59..<67:
            if let p = randomItem() {
                let id = ds.items[p.section][p.item]
                if selected.contains(id) && random.chance(0.5) {
                    try cv.deselectItem(at: p)
                    selected.remove(id)
                } else {
                    try cv.selectItem(at: p)
                    if !cv.allowsMultipleSelection { selected = [] }
                    selected.insert(id)
                }
            }
            name = "selection"
            run.count("selections")
        case 67..<72:
            choice = LayoutChoice.random(&random)
            try cv.setCollectionViewLayout(choice.make(), animated: random.chance(0.5))
            clock.runUntilIdle()
            name = "layout change to \(choice)"
            run.count("layout changes")
        case 72..<77:
            let next = LayoutChoice.random(&random)
            var finished: Bool?
            _ = try cv.startInteractiveTransition(to: next.make()) { _, didFinish in finished = didFinish }
            for _ in 0..<random.int(in: 1...4) {
                let progress = [0, 0.25, 0.5, 1, -0.5, 1.5, random.unitDouble()][random.int(in: 0...6)]
                try cv.updateInteractiveTransition(progress: progress)
                run.count("transition progress updates")
            }
            let finish = random.chance(0.5)
            if finish { try cv.finishInteractiveTransition() } else { try cv.cancelInteractiveTransition() }
            clock.runUntilIdle()
            run.expect(
                finished == finish, "interactive transition: completion said finished \(String(describing: finished)), expected \(finish)")
            if finish { choice = next }
            name = "interactive transition to \(next), finish \(finish)"
            run.count("interactive transitions")
        case 77..<80:
            try cv.setContentInset(
                EdgeInsets(top: Double(random.int(in: 0...40)), left: 0, bottom: Double(random.int(in: 0...40)), right: 0))
            name = "content inset"
            run.count("inset changes")
        default:
            // Invalid steps: each must throw and change nothing.
            let cv = cv, ds = ds
            let counts = ds.counts
            switch random.int(in: 0...10) {
            case 0: rejected("NaN offset") { try cv.setContentOffset(Point(x: .nan, y: 0)) }
            case 1: rejected("negative frame") { try cv.setFrameSize(Size(width: -1, height: 10)) }
            case 2: rejected("infinite inset") { try cv.setContentInset(EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)) }
            case 3: rejected("bad layout") { try cv.setCollectionViewLayout(RowList(rowHeight: -1)) }
            case 4:
                ds.badLastCount = -3
                rejected("negative count") { try cv.reloadData() }
                ds.badLastCount = nil
            case 5:
                let s = random.int(in: 0...(counts.count - 1))
                rejected("delete past the end") {
                    try cv.performBatchUpdates { $0.deleteItems(at: [ElementIndexPath(item: counts[s], section: s)]) }
                }
            case 6:
                let saved = ds.items
                ds.items[0].append(ds.makeIDs(1)[0])
                rejected("count changed without an update") { try cv.performBatchUpdates { _ in } }
                ds.items = saved
            case 7:
                if let p = randomItem() {
                    rejected("delete and reload the same item") {
                        try cv.performBatchUpdates {
                            $0.deleteItems(at: [p]); $0.reloadItems(at: [p])
                        }
                    }
                }
            case 8: rejected("select a missing item") { try cv.selectItem(at: ElementIndexPath(item: Int.max, section: 0)) }
            case 9: rejected("NaN velocity") { try cv.fling(velocity: Vector(dx: .nan, dy: 0)) }
            default:
                rejected("NaN transition progress") {
                    try cv.updateInteractiveTransition(progress: .nan)
                }
            }
            name = "invalid step"
        }
        log.append(name)
        if log.count > 8 { log.removeFirst() }
        check(name + " (last steps: \(log.joined(separator: "; ")))")
    }
}

@Suite("Stress: random steps on one collection view against a reference model")
struct HostSequenceTests {
    @Test func randomSequencesKeepDataVisibleSetAndViewsConsistent() throws {
        let run = StressRun("host-sequences")
        defer { run.finish() }
        var random = run.random
        for _ in 0..<Stress.count(12) {
            var sequence = try HostSequence(run: run, random: SplitMix64(seed: random.next()))
            run.count("sequences")
            sequence.check("start")
            for _ in 0..<Stress.count(60) {
                try sequence.step()
                run.count("steps")
            }
            guard run.failures == 0 else { break }
        }
    }

    @Test func longSessionKeepsLiveViewsBoundedByTheVisibleSetPlusThePools() throws {
        let run = StressRun("memory")
        defer { run.finish() }
        var random = run.random
        let ds = ModelDataSource([400, 300, 500])
        let clock = ManualFrameClock()
        let cv = CollectionViewHost(
            frame: Rect(x: 0, y: 0, width: 375, height: 667), layout: RowList(rowHeight: 44, headerHeight: 30), clock: clock)
        cv.dataSource = ds
        try ds.register(on: cv)
        try cv.layoutIfNeeded()
        // 100,000 scroll steps and 1,000 batches at CVKIT_STRESS_SCALE=5; a fifth of that at the CI scale of 1.
        let scrolls = Stress.count(20_000), batches = Stress.count(200)
        let every = max(1, scrolls / batches)
        var maxLive = 0, maxQueued = 0
        for step in 0..<scrolls {
            let limit = max(0, cv.contentSize.height - cv.bounds.height)
            let y =
                random.chance(0.05) ? random.double(in: 0...limit) : min(limit, max(0, cv.contentOffset.y + random.double(in: -300...300)))
            try cv.setContentOffset(Point(x: 0, y: y.rounded()))
            run.count("scroll steps")
            if step % every == 0 {
                // A batch: delete a few items and insert as many elsewhere (counts stay near their start).
                var model = ds.items
                var deletes: [ElementIndexPath] = []
                for _ in 0..<random.int(in: 1...4) {
                    let s = random.int(in: 0...(model.count - 1))
                    guard !model[s].isEmpty else { continue }
                    let p = ElementIndexPath(item: random.int(in: 0...(model[s].count - 1)), section: s)
                    if !deletes.contains(p) { deletes.append(p) }
                }
                for p in deletes.sorted(by: >) { model[p.section].remove(at: p.item) }
                var inserts: [ElementIndexPath] = []
                for _ in 0..<deletes.count {
                    let s = random.int(in: 0...(model.count - 1))
                    let p = ElementIndexPath(item: random.int(in: 0...model[s].count), section: s)
                    model[s].insert(ds.makeIDs(1)[0], at: p.item)
                    inserts = inserts.map { $0.section == s && $0.item >= p.item ? ElementIndexPath(item: $0.item + 1, section: s) : $0 }
                    inserts.append(p)
                }
                ds.items = model
                try cv.performBatchUpdates {
                    $0.deleteItems(at: deletes); $0.insertItems(at: inserts)
                }
                clock.runUntilIdle()
                run.count("batches")
            }
            // Every view made is alive only while shown or queued for reuse: counted by deinit.
            let stats = cv.reusePool.totalStatistics
            let visible = cv.visibleElements.count
            maxLive = max(maxLive, ds.counter.live)
            maxQueued = max(maxQueued, stats.queued)
            if ds.counter.live > visible + stats.queued {
                run.expect(false, "step \(step): \(ds.counter.live) views alive, \(visible) visible + \(stats.queued) queued")
                break
            }
        }
        run.count("views created", ds.counter.created)
        run.count("most views alive at once", maxLive)
        run.count("most views queued at once", maxQueued)
        run.expect(maxLive <= 60, "at most \(maxLive) views alive for a 667-point viewport of 44-point rows")
        run.expect(ds.counter.created <= 200, "\(ds.counter.created) views created: reuse should keep this near one screenful")
    }
}
