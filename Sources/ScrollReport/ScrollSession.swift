import CollectionView
import Geometry
import LayoutProtocol

/// Drives a ``CollectionView/CollectionViewHost`` through a ``ScrollScript`` on a manual
/// frame clock and records every frame into a ``ScrollReport``.
///
/// Frame 0 is the first layout pass; each step then runs its frames (a fling until it
/// rests, a drag one frame per point of its path, …). A frame is: the step's action for
/// that frame (a call on the host), then one tick of the clock, then the record. The
/// session ends at rest, after one more pass if a self-sizing change is still pending.
///
/// ```swift
/// let session = try ScrollSession(layout: FlowLayout(), viewport: Size(width: 390, height: 844),
///                                 dataSource: ScrollReportDataSource(counts: [1000]), framesPerSecond: 120)
/// let report = try session.run(ScrollScript([.fling(velocity: 3000)]))
/// print(report.renderText())
/// ```
///
/// A host you built yourself (a `UICollectionView`'s `host` from UIKitCompat) works too,
/// when its clock is a `ManualFrameClock`: ``init(host:timing:)``.
public final class ScrollSession {
    /// The host the session drives; configure it (prefetch margin, scroll anchor,
    /// delegate) before ``run(_:layoutName:)``.
    public let host: CollectionViewHost
    /// The clock the session steps.
    public let clock: ManualFrameClock
    /// How phases are timed.
    public var timing: ScrollTiming
    /// Whether the recorder reads everything again every frame, without its shortcuts: the
    /// plain twin the tests compare a recording with (internal, for tests).
    var readsPlainly = false
    /// The data source the session made or was given, kept alive for the session (the
    /// host holds it weakly).
    private let ownedDataSource: (any CollectionViewDataSource)?

    /// A session with a host of its own.
    ///
    /// - Parameters:
    ///   - layout: The layout.
    ///   - viewport: The view's size.
    ///   - dataSource: Counts and views; a ``ScrollReportDataSource`` registers its cells
    ///     here. Kept alive by the session.
    ///   - framesPerSecond: The frame rate, within ``ScrollScript/frameRates`` (1 to 1000);
    ///     60 by default.
    ///   - timing: How phases are timed; thread CPU time by default.
    /// - Throws: ``ScrollReportError/badFrameRate(_:)``, or ``ScrollReportError/host(step:error:)``
    ///   when the cells cannot be registered.
    public init(
        layout: CollectionViewLayout, viewport: Size, dataSource: any CollectionViewDataSource, framesPerSecond: Double = 60,
        timing: ScrollTiming = .threadCPU
    ) throws(ScrollReportError) {
        guard framesPerSecond.isFinite, ScrollScript.frameRates.contains(framesPerSecond) else {
            throw .badFrameRate(framesPerSecond)
        }
        let clock = ManualFrameClock(framesPerSecond: framesPerSecond)
        host = CollectionViewHost(frame: Rect(origin: .zero, size: viewport), layout: layout, clock: clock)
        self.clock = clock
        self.timing = timing
        ownedDataSource = dataSource
        host.dataSource = dataSource
        if let standard = dataSource as? ScrollReportDataSource {
            do { try standard.register(on: host) } catch { throw .host(step: "setup", error: error) }
        }
    }

    /// A session on a host you built; its clock must be a `ManualFrameClock` (the rate is
    /// the clock's).
    ///
    /// - Throws: ``ScrollReportError/needsManualClock`` when the host's clock is not a
    ///   `ManualFrameClock` (the session cannot step it).
    public init(host: CollectionViewHost, timing: ScrollTiming = .threadCPU) throws(ScrollReportError) {
        guard let clock = host.clock as? ManualFrameClock else { throw .needsManualClock }
        self.host = host
        self.clock = clock
        self.timing = timing
        ownedDataSource = nil
    }

    // MARK: - Running

    /// Runs a script from the host's current state and returns the report. Views made
    /// before (by an earlier run, or a first layout of your own) count as made then, not
    /// in this report.
    ///
    /// - Parameters:
    ///   - script: The steps.
    ///   - layoutName: The layout's name in the report.
    /// - Returns: Every frame and the summary.
    /// - Throws: ``ScrollReportError``: a step that cannot run (checked before any frame
    ///   runs), a frame rate that differs from the clock's, a host error during a step, a
    ///   gesture that does not settle. The host is left where the failing frame left it.
    /// - Complexity: O(f·v) for f frames and v shown elements, plus the layout's work.
    public func run(_ script: ScrollScript, layoutName: String = "") throws(ScrollReportError) -> ScrollReport {
        if let rate = script.framesPerSecond, rate != clock.framesPerSecond {
            throw .badScript(
                location: "framesPerSecond",
                message: "the script asks for \(formatted(rate)) frames per second, the session runs at \(formatted(clock.framesPerSecond))"
            )
        }
        for step in script.steps { try validate(step) }
        let runner = Runner(session: self, recorder: ScrollRecorder(timing: timing, host: host, readsPlainly: readsPlainly))
        // The session's recorder observes the host while it runs; an observer of yours
        // comes back after.
        let previousObserver = host.layoutWorkObserver
        host.layoutWorkObserver = runner.recorder
        defer { host.layoutWorkObserver = previousObserver }
        runner.recorder.start()
        try runner.frame(step: 0, "load") { () throws(CollectionViewError) in try host.layoutIfNeeded() }
        for (index, step) in script.steps.enumerated() {
            try runner.run(step, index: index + 1)
        }
        let last = script.steps.count + 1
        try runner.untilRest(step: last, "settle")
        if host.collectionViewLayout.needsPrepare {
            try runner.frame(step: last, "settle") { () throws(CollectionViewError) in try host.layoutIfNeeded() }
        }
        runner.recorder.finish()
        return ScrollReport(
            layoutName: layoutName, script: script.summary, framesPerSecond: clock.framesPerSecond, viewport: host.bounds.size,
            axis: runner.recorder.axis, items: (0..<host.numberOfSections).reduce(0) { $0 + host.numberOfItems(inSection: $1) },
            frames: runner.recorder.records, timing: timing)
    }

    /// Checks a step's values before anything runs.
    private func validate(_ step: ScrollStep) throws(ScrollReportError) {
        func bad(_ message: String) -> ScrollReportError { .badStep(step: step.name, message: message) }
        let most = ScrollScript.maximumFramesPerStep
        switch step {
        case .fling(let velocity, let frames):
            guard velocity.isFinite else { throw bad("the velocity must be a finite number of points per second") }
            if let frames, !(0...most).contains(frames) { throw bad("frames must be from 0 to \(most)") }
        case .drag(let path):
            guard !path.isEmpty, path.count <= most else { throw bad("the path needs from 1 to \(most) points") }
            guard path.allSatisfy(\.isFinite) else { throw bad("every point of the path must be a finite number") }
        case .swipes(let count, _):
            guard (0...ScrollScript.maximumSwipes).contains(count) else {
                throw bad("the count must be from 0 to \(ScrollScript.maximumSwipes)")
            }
        case .wait(let frames):
            guard (0...most).contains(frames) else { throw bad("frames must be from 0 to \(most)") }
        case .insertItems(let section, let item, let count), .deleteItems(let section, let item, let count):
            guard host.dataSource is ScrollReportDataSource else { throw .updateNeedsDataSource(step: step.name) }
            guard section >= 0, item >= 0, (0...ScrollScript.maximumItemsPerUpdate).contains(count) else {
                throw bad("section and item must be 0 or more, and the count from 0 to \(ScrollScript.maximumItemsPerUpdate)")
            }
        case .scrollToItem, .scrollToTop, .settle, .update:
            break
        }
    }
}

/// The running state of one ``ScrollSession/run(_:layoutName:)``.
private final class Runner {
    let recorder: ScrollRecorder
    /// The session's host and clock, held here: reaching them through the session costs
    /// a reference-count check per access, several times a frame.
    let host: CollectionViewHost
    let clock: ManualFrameClock

    init(session: ScrollSession, recorder: ScrollRecorder) {
        self.recorder = recorder
        host = session.host
        clock = session.clock
    }

    /// One frame: the action, a clock tick, the record.
    func frame(step: Int, _ name: String, _ action: () throws(CollectionViewError) -> Void = {}) throws(ScrollReportError) {
        do { try action() } catch { throw .host(step: name, error: error) }
        clock.step()
        if let error = recorder.endFrame(host: host, step: step) { throw .host(step: name, error: error) }
    }

    /// Frames until no scroll animation runs.
    func untilRest(step: Int, _ name: String) throws(ScrollReportError) {
        var frames = 0
        while host.isScrollAnimating {
            guard frames < ScrollScript.maximumFramesPerStep else { throw .stepDidNotSettle(step: name, frames: frames) }
            try frame(step: step, name)
            frames += 1
        }
    }

    /// The axis, decided at the first frame.
    var axis: ScrollAxis { recorder.axis }

    /// A vector along the axis.
    func along(_ value: Double) -> Vector { axis == .vertical ? Vector(dx: 0, dy: value) : Vector(dx: value, dy: 0) }

    /// Runs one step.
    func run(_ step: ScrollStep, index: Int) throws(ScrollReportError) {
        let name = step.name
        switch step {
        case .fling(let velocity, let frames):
            try frame(step: index, name) { () throws(CollectionViewError) in try host.fling(velocity: along(velocity)) }
            if let frames {
                for _ in 0..<max(0, frames - 1) where host.isScrollAnimating { try frame(step: index, name) }
            } else {
                try untilRest(step: index, name)
            }
        case .drag(let path):
            try drag(path, release: nil, step: index, name)
        case .swipes(let count, let forward):
            let paging = host.isPagingEnabled
            host.isPagingEnabled = true
            defer { host.isPagingEnabled = paging }
            let extent = axis == .vertical ? host.bounds.height : host.bounds.width
            let sign = forward ? 1.0 : -1.0
            for _ in 0..<count {
                try drag(
                    (1...6).map { sign * extent / 4 * Double($0) / 6 }, release: sign * 1000, step: index, name)
            }
        case .scrollToItem(let indexPath, let animated):
            let position: ScrollPosition = axis == .vertical ? .top : .left
            try frame(step: index, name) { () throws(CollectionViewError) in
                try host.scrollToItem(at: indexPath, at: position, animated: animated)
            }
            try untilRest(step: index, name)
        case .scrollToTop:
            try frame(step: index, name) { () throws(CollectionViewError) in try host.scrollToTop() }
            try untilRest(step: index, name)
        case .wait(let frames):
            for _ in 0..<frames { try frame(step: index, name) }
        case .settle:
            try untilRest(step: index, name)
        case .insertItems(let section, let item, let count), .deleteItems(let section, let item, let count):
            try change(step, section: section, item: item, count: count, index: index)
        case .update(let update):
            var failure: String?
            try frame(step: index, name) {
                do { try update.perform(host) } catch { failure = String(describing: error) }
            }
            if let failure { throw .updateFailed(step: name, message: failure) }
        }
    }

    /// A drag through `path` (content moved since the drag began, per frame), then the
    /// release with `release` (or the last frame's speed) and the frames until rest.
    private func drag(_ path: [Double], release: Double?, step: Int, _ name: String) throws(ScrollReportError) {
        for point in path {
            try frame(step: step, name) { () throws(CollectionViewError) in try host.drag(translation: along(-point)) }
        }
        let last = path.count > 1 ? path[path.count - 1] - path[path.count - 2] : path[0]
        let velocity = release ?? last * clock.framesPerSecond
        try frame(step: step, name) { () throws(CollectionViewError) in try host.endDragging(velocity: along(velocity)) }
        try untilRest(step: step, name)
    }

    /// An insert or delete through the ``ScrollReportDataSource``, in one frame.
    private func change(_ step: ScrollStep, section: Int, item: Int, count: Int, index: Int) throws(ScrollReportError) {
        guard let data = host.dataSource as? ScrollReportDataSource else { throw .updateNeedsDataSource(step: step.name) }
        let inserting: Bool
        if case .insertItems = step { inserting = true } else { inserting = false }
        guard section < data.counts.count, inserting ? item <= data.counts[section] : item + count <= data.counts[section] else {
            let items = section < data.counts.count ? "\(data.counts[section]) items" : "no such section"
            throw .badStep(step: step.name, message: "section \(section), item \(item), count \(count) is outside the data (\(items))")
        }
        let paths = (item..<item + count).map { ElementIndexPath(item: $0, section: section) }
        try frame(step: index, step.name) { () throws(CollectionViewError) in
            try host.performBatchUpdates { updates in
                if inserting {
                    data.insert(section: section, item: item, count: count)
                    updates.insertItems(at: paths)
                } else {
                    data.delete(section: section, item: item, count: count)
                    updates.deleteItems(at: paths)
                }
            }
        }
    }
}
