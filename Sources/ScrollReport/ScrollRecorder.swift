import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue

/// The session's ``CollectionView/LayoutWorkObserver``: it times the phases of the frame in
/// progress, counts the host's own offset moves and the elements at estimated sizes, and at
/// the end of each frame reads the views, the reuse counts and the blank area into a
/// ``ScrollFrameRecord``.
///
/// Its state is one struct (``FrameBook``), changed in one access per call: each access to
/// a class's stored property is a dynamic exclusivity check, and a frame makes several
/// calls, and recording has a small budget per frame (the scroll recording goal in
/// Benchmarks/).
final class ScrollRecorder: LayoutWorkObserver {
    let timing: ScrollTiming
    /// The host recorded (the session holds it for as long as the recorder lives), for
    /// the rare marks of unstable elements; a frame gets it as an argument (reading an
    /// unowned reference costs a reference-count check).
    unowned let host: CollectionViewHost
    /// What the observer calls count: only plain arithmetic happens inside its accesses
    /// (the clock is read before), so the optimizer can drop their exclusivity checks.
    private var tally = PhaseTally()
    private var book: FrameBook

    /// A recorder whose counts start from the host's reuse pool as it is: views made
    /// before the session are not counted. A scroll error the host holds now is not the
    /// session's: it is reported only after a scroll cleared it. `readsPlainly` turns the
    /// shortcuts off (see ``FrameBook/readsPlainly``).
    init(timing: ScrollTiming, host: CollectionViewHost, readsPlainly: Bool = false) {
        self.timing = timing
        self.host = host
        book = FrameBook(
            timing: timing, pool: host.reusePool, staleScrollError: host.lastScrollError != nil, readsPlainly: readsPlainly)
    }

    /// The frames recorded so far.
    var records: [ScrollFrameRecord] { book.records }
    /// The axis, decided at the first frame: vertical unless the content is wider than the
    /// view and no taller.
    var axis: ScrollAxis { book.axis }

    // MARK: - LayoutWorkObserver

    func layoutWorkWillBegin(_ phase: LayoutWorkPhase) {
        let now = timing == .none ? 0 : PhaseClock.ticks()
        tally.began(at: now)
    }

    func layoutWorkDidEnd(_ phase: LayoutWorkPhase) {
        let now = timing == .none ? 0 : PhaseClock.ticks()
        tally.ended(phase, at: now)
    }

    func hostDidAdjustContentOffset(by delta: Vector) { tally.hostMovedOffset(by: delta) }

    /// Marks the element with the layout's prepare count now: the mark holds until the
    /// layout prepares again.
    func elementDidPreferOtherAttributes(_ key: ElementKey) {
        let prepareCount = host.layoutPrepareStamp.prepareCount
        book.markUnstable(key, prepareCount: prepareCount)
    }

    // MARK: - Frames

    /// Starts the thread-CPU check's first window.
    func start() { book.startWindow() }

    /// Closes the thread-CPU check's last window: call after the last frame.
    func finish() { book.finish() }

    /// Ends a frame: reads what it left on screen into a record and appends it, and starts
    /// the counts of the next one.
    ///
    /// - Returns: The host's scroll error, when it set one in this session (the frame is
    ///   then not recorded).
    /// - Complexity: O(1) when the views did not change and the bounds meet every shown
    ///   element (no prefetch margin); otherwise O(v) for v shown elements.
    func endFrame(host: CollectionViewHost, step: Int) -> CollectionViewError? {
        let tally = tally
        self.tally = PhaseTally()
        return book.endFrame(host: host, step: step, tally: tally)
    }
}

/// The observer calls' counts for the frame in progress: phase times and the host's own
/// offset moves.
struct PhaseTally {
    /// Phases open (a phase inside another is timed as part of the outer one).
    var depth = 0
    var phaseStart: UInt64 = 0
    var prepare = 0, rectQuery = 0, preferred = 0, anchoring = 0
    var jumps = 0
    var jumpDelta = Vector.zero

    mutating func began(at now: UInt64) {
        depth += 1
        if depth == 1 { phaseStart = now }
    }

    mutating func ended(_ phase: LayoutWorkPhase, at now: UInt64) {
        depth -= 1
        guard depth == 0 else { return }
        let elapsed = Int(truncatingIfNeeded: now &- phaseStart)
        switch phase {
        case .prepare: prepare += elapsed
        case .rectQuery: rectQuery += elapsed
        case .preferredAttributes: preferred += elapsed
        case .anchoring: anchoring += elapsed
        }
    }

    mutating func hostMovedOffset(by delta: Vector) {
        jumps += 1
        jumpDelta = jumpDelta + delta
    }
}

/// Everything a ``ScrollRecorder`` keeps: the frame in progress, the records, the last
/// reads of the pool and of the shown elements.
struct FrameBook {
    /// Times the phases (and checks them against the thread's CPU clock).
    var clock: PhaseClock
    private(set) var records: [ScrollFrameRecord] = []
    private(set) var axis = ScrollAxis.vertical
    /// Elements at estimated attributes, with the layout's prepare count when marked.
    private var unstable: [ElementKey: Int] = [:]
    /// Whether every frame reads everything again and visits every element (the plain
    /// twin the tests compare the shortcuts with): the pool's statistics, the shown
    /// elements, the content size, and the layout for every strip no element covers.
    let readsPlainly: Bool
    /// Whether the host's scroll error, when the session began, is still there: it stays
    /// until a scroll starts, and is not this session's.
    private var staleScrollError: Bool
    /// Cells in the prefetch band at the end of the last frame.
    private var band: Set<CellPosition> = []
    private var lastStatistics = (cells: ReuseStatistics.zero, supplementary: ReuseStatistics.zero)
    /// The pool's statistics version when ``lastStatistics`` was read.
    private var lastStatisticsVersion: Int
    /// The content's length along the axis, as of the last read of the shown elements.
    private var contentLength = 0.0
    /// The shown elements, as of their last read.
    private var shown = ShownElements()

    init(timing: ScrollTiming, pool: ReusePool, staleScrollError: Bool, readsPlainly: Bool) {
        clock = PhaseClock(timing: timing)
        self.readsPlainly = readsPlainly
        self.staleScrollError = staleScrollError
        let statistics = pool.statisticsByCategory
        lastStatistics = (statistics.cells, statistics.supplementary + statistics.decoration)
        lastStatisticsVersion = pool.statisticsVersion
        // A fling's frames without growing the array on the way.
        records.reserveCapacity(512)
    }

    mutating func markUnstable(_ key: ElementKey, prepareCount: Int) { unstable[key] = prepareCount }

    mutating func startWindow() { clock.startWindow(at: records.count) }

    mutating func finish() { clock.recordAppended(&records, final: true) }

    /// Reads what the frame left on screen into a record, and appends it.
    ///
    /// - Complexity: O(1) when the views did not change and the bounds meet every shown
    ///   element (no prefetch margin); otherwise O(v) for v shown elements.
    mutating func endFrame(host: CollectionViewHost, step: Int, tally: PhaseTally) -> CollectionViewError? {
        // A scroll that starts clears the host's error: one set after that is this session's.
        if host.hasScrollError {
            if !staleScrollError { return host.lastScrollError }
        } else {
            staleScrollError = false
        }
        if records.isEmpty { axis = Self.axis(of: host) }
        let vertical = axis == .vertical
        let bounds = host.bounds
        var record = ScrollFrameRecord(index: records.count, step: step, offset: vertical ? bounds.origin.y : bounds.origin.x)
        record.prepareNanoseconds = tally.prepare
        record.rectQueryNanoseconds = tally.rectQuery
        record.preferredAttributesNanoseconds = tally.preferred
        record.anchoringNanoseconds = tally.anchoring
        record.jumps = tally.jumps
        record.jumpDistance = vertical ? tally.jumpDelta.dy : tally.jumpDelta.dx

        // The pool's counts change only with a dequeue or an enqueue (a few frames of a
        // fling): other frames made and reused nothing.
        let pool = host.reusePool
        let version = pool.statisticsVersion
        if readsPlainly || version != lastStatisticsVersion {
            lastStatisticsVersion = version
            let statistics = pool.statisticsByCategory
            let supplementary = statistics.supplementary + statistics.decoration
            record.cellsCreated = statistics.cells.created - lastStatistics.cells.created
            record.cellsReused = statistics.cells.reused - lastStatistics.cells.reused
            record.supplementaryCreated = supplementary.created - lastStatistics.supplementary.created
            record.supplementaryReused = supplementary.reused - lastStatistics.supplementary.reused
            lastStatistics = (statistics.cells, supplementary)
        }

        // Marks made before the layout prepared again are stable now.
        if !unstable.isEmpty {
            let prepareCount = host.layoutPrepareStamp.prepareCount
            unstable = unstable.filter { $0.value == prepareCount && host.view(for: $0.key) != nil }
        }
        let key = ShownKey(views: host.shownViewsVersion, unstable: unstable.count, vertical: vertical)
        // Closures passed straight to the calls: one stored in a local would be allocated
        // every frame.
        let unstable = unstable
        if readsPlainly || shown.key != key {
            shown.refresh(host: host, key: key) { unstable.isEmpty || unstable[$0] == nil }
            // The content size changes only when the layout prepares, after which the host
            // gives its views the new attributes (the key moves).
            let size = host.contentSize
            contentLength = vertical ? size.height : size.width
        }
        record.cellsShown = shown.cells
        // Within the bounds as the host counts it: touching the bounds counts unless the host
        // leaves such elements out (UIKit's rule).
        let touching = host.showsElementsThatOnlyTouch
        let viewport = vertical ? (bounds.minY, bounds.maxY) : (bounds.minX, bounds.maxX)
        var coverage: AxisCoverage
        if !readsPlainly && host.prefetchMargin <= 0 && shown.isMetByEvery(bounds, touching: touching, vertical: vertical) {
            // Every shown element is visible: the counts and spans gathered when they were read.
            record.visibleElements = shown.count
            if !band.isEmpty { band = [] }
            coverage = AxisCoverage(viewport: viewport, all: shown.allSpan, final: shown.finalSpan)
        } else {
            coverage = AxisCoverage(viewport: viewport)
            countVisible(
                shown.elements(host: host) { unstable.isEmpty || unstable[$0] == nil }, bounds: bounds, tracksBand: host.prefetchMargin > 0,
                touching: touching, vertical: vertical, into: &record, coverage: &coverage)
        }
        // When the host shows the layout's current answer for the bounds, every element the
        // layout places there is shown (with the touching rule, elements without an area
        // too): a strip no shown element covers has none, and the layout need not be asked.
        let shares = coverage.shares(contentLength: contentLength) {
            strip in
            !readsPlainly && touching && host.showsCurrentLayout
                ? 0 : Self.placedLength(in: strip, host: host, bounds: bounds, vertical: vertical)
        }
        record.blankArea = shares.blank
        record.unstableArea = shares.unstable
        records.append(record)
        clock.recordAppended(&records)
        return nil
    }

    /// Vertical unless the content is wider than the view and no taller.
    static func axis(of host: CollectionViewHost) -> ScrollAxis {
        let content = host.contentSize, size = host.bounds.size
        return content.width > size.width && content.height <= size.height ? .horizontal : .vertical
    }

    /// Visits the shown elements: counts those within the bounds, their prefetch hits and
    /// the cells in the prefetch band, and adds their spans to `coverage`.
    private mutating func countVisible(
        _ elements: [ShownElement], bounds: Rect, tracksBand: Bool, touching: Bool, vertical: Bool, into record: inout ScrollFrameRecord,
        coverage: inout AxisCoverage
    ) {
        var newBand: Set<CellPosition> = []
        for element in elements {
            let frame = element.frame
            guard touching ? frame.intersects(bounds) : frame.overlaps(bounds) else {
                if tracksBand && element.isCell { newBand.insert(element.position) }
                continue
            }
            record.visibleElements += 1
            if tracksBand && element.isCell && band.contains(element.position) { record.prefetchHits += 1 }
            coverage.add(vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX), isFinal: element.isFinal)
        }
        band = newBand
    }

    /// How much of a strip (start, end) along the axis the layout places elements in.
    private static func placedLength(in strip: (Double, Double), host: CollectionViewHost, bounds: Rect, vertical: Bool) -> Double {
        let rect =
            vertical
            ? Rect(x: bounds.minX, y: strip.0, width: bounds.width, height: strip.1 - strip.0)
            : Rect(x: strip.0, y: bounds.minY, width: strip.1 - strip.0, height: bounds.height)
        var placed: (Double, Double)?
        for a in host.collectionViewLayout.layoutAttributesForElements(in: rect)
        where !a.isHidden && a.alpha > 0 && a.frame.intersects(rect) {
            placed = ShownElements.union(placed, vertical ? (a.frame.minY, a.frame.maxY) : (a.frame.minX, a.frame.maxX))
        }
        guard let placed else { return 0 }
        return max(0, min(placed.1, strip.1) - max(placed.0, strip.0))
    }
}
