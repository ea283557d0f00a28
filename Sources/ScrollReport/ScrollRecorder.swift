import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a session times the layout's phases.
public enum ScrollTiming: String, Hashable, Sendable, CaseIterable {
    /// The thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): time the thread waited for a
    /// core is left out. Two clock reads per phase that runs, each a system call on Linux.
    case threadCPU
    /// The wall time of each phase (`CLOCK_MONOTONIC`, read without a system call): cheaper,
    /// but a phase during which the thread lost its core counts the wait.
    case wallClock
    /// No timing: the CPU columns are zero (a report that is the same on every run).
    case none
}

/// The session's ``CollectionView/LayoutWorkObserver``: it times the phases of the frame in progress,
/// counts the host's own offset moves and the elements at estimated sizes, and at the end
/// of each frame reads the views, the reuse counts and the blank area into a
/// ``ScrollFrameRecord``.
final class ScrollRecorder: LayoutWorkObserver {
    let timing: ScrollTiming
    /// Phases open (a phase inside another is timed as part of the outer one).
    private var depth = 0
    private var phaseStart: UInt64 = 0
    private var phaseTimes = (prepare: 0, rectQuery: 0, preferred: 0, anchoring: 0)
    private var jumps = 0
    private var jumpDelta = Vector.zero
    /// Elements at estimated attributes, with the layout's prepare count when marked.
    private var unstable: [ElementKey: Int] = [:]
    /// The layout of the frame in progress (its prepare count dates the marks).
    private weak var layout: CollectionViewLayout?
    /// Cells in the prefetch band at the end of the last frame.
    private var band: Set<CellPosition> = []
    private var lastStatistics = (cells: ReuseStatistics.zero, supplementary: ReuseStatistics.zero)
    /// The shown elements that are not hidden, as of ``shownKey``.
    private var shown: [ShownElement] = []
    /// The cell views shown, as of ``shownKey``.
    private var shownCells = 0
    /// What ``shown`` was read at.
    private var shownKey: ShownKey?

    /// A recorder whose counts start from the host's reuse pool as it is: views made
    /// before the session are not counted.
    init(timing: ScrollTiming, host: CollectionViewHost) {
        self.timing = timing
        let statistics = host.reusePool.statisticsByCategory
        lastStatistics = (statistics.cells, statistics.supplementary + statistics.decoration)
    }

    // MARK: - LayoutWorkObserver

    func layoutWorkWillBegin(_ phase: LayoutWorkPhase) {
        depth += 1
        if depth == 1, timing != .none { phaseStart = now() }
    }

    func layoutWorkDidEnd(_ phase: LayoutWorkPhase) {
        depth -= 1
        guard depth == 0, timing != .none else { return }
        let elapsed = Int(truncatingIfNeeded: now() &- phaseStart)
        switch phase {
        case .prepare: phaseTimes.prepare += elapsed
        case .rectQuery: phaseTimes.rectQuery += elapsed
        case .preferredAttributes: phaseTimes.preferred += elapsed
        case .anchoring: phaseTimes.anchoring += elapsed
        }
    }

    func hostDidAdjustContentOffset(by delta: Vector) {
        jumps += 1
        jumpDelta = jumpDelta + delta
    }

    func elementDidPreferOtherAttributes(_ key: ElementKey) {
        unstable[key] = layout?.preparePassCount ?? 0
    }

    // MARK: - Frames

    /// Starts a frame: clears the per-frame counters.
    func beginFrame(host: CollectionViewHost) {
        phaseTimes = (0, 0, 0, 0)
        jumps = 0
        jumpDelta = .zero
        layout = host.collectionViewLayout
    }

    /// Reads what the frame left on screen into a record.
    func endFrame(host: CollectionViewHost, index: Int, step: Int, axis: ScrollAxis) -> ScrollFrameRecord {
        let vertical = axis == .vertical
        let bounds = host.bounds
        var record = ScrollFrameRecord(index: index, step: step, offset: vertical ? bounds.origin.y : bounds.origin.x)
        record.prepareNanoseconds = phaseTimes.prepare
        record.rectQueryNanoseconds = phaseTimes.rectQuery
        record.preferredAttributesNanoseconds = phaseTimes.preferred
        record.anchoringNanoseconds = phaseTimes.anchoring
        record.jumps = jumps
        record.jumpDistance = vertical ? jumpDelta.dy : jumpDelta.dx

        let statistics = host.reusePool.statisticsByCategory
        let supplementary = statistics.supplementary + statistics.decoration
        record.cellsCreated = statistics.cells.created - lastStatistics.cells.created
        record.cellsReused = statistics.cells.reused - lastStatistics.cells.reused
        record.supplementaryCreated = supplementary.created - lastStatistics.supplementary.created
        record.supplementaryReused = supplementary.reused - lastStatistics.supplementary.reused
        lastStatistics = (statistics.cells, supplementary)

        // Marks made before the layout prepared again are stable now.
        let prepareCount = host.collectionViewLayout.preparePassCount
        if !unstable.isEmpty {
            unstable = unstable.filter { $0.value == prepareCount && host.view(for: $0.key) != nil }
        }
        refreshShown(host: host, prepareCount: prepareCount, statistics: statistics)
        record.cellsShown = shownCells
        let tracksBand = host.prefetchMargin > 0
        var newBand: Set<CellPosition> = []
        var coverage = AxisCoverage(viewport: vertical ? (bounds.minY, bounds.maxY) : (bounds.minX, bounds.maxX))
        // Within the bounds as the host counts it: touching the bounds counts unless the host
        // leaves such elements out (UIKit's rule).
        let touching = host.showsElementsThatOnlyTouch
        for element in shown {
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
        let content = host.contentSize
        let shares = coverage.shares(contentLength: vertical ? content.height : content.width) { strip in
            // A strip no shown element covers is blank only where the layout places an element.
            let rect =
                vertical
                ? Rect(x: bounds.minX, y: strip.0, width: bounds.width, height: strip.1 - strip.0)
                : Rect(x: strip.0, y: bounds.minY, width: strip.1 - strip.0, height: bounds.height)
            var placed: (Double, Double)?
            for a in host.collectionViewLayout.layoutAttributesForElements(in: rect)
            where !a.isHidden && a.alpha > 0 && a.frame.intersects(rect) {
                let span = vertical ? (a.frame.minY, a.frame.maxY) : (a.frame.minX, a.frame.maxX)
                placed = placed.map { (min($0.0, span.0), max($0.1, span.1)) } ?? span
            }
            guard let placed else { return 0 }
            return max(0, min(placed.1, strip.1) - max(placed.0, strip.0))
        }
        record.blankArea = shares.blank
        record.unstableArea = shares.unstable
        return record
    }

    /// Reads the shown elements again when they may have changed: views came or went (a
    /// dequeue, another count), the layout prepared or was replaced, or elements became
    /// stable. Otherwise every view keeps the attributes it had (the host applies
    /// attributes to staying views only after a prepare), and the list is reused.
    private func refreshShown(
        host: CollectionViewHost, prepareCount: Int,
        statistics: (cells: ReuseStatistics, supplementary: ReuseStatistics, decoration: ReuseStatistics)
    ) {
        let dequeues =
            statistics.cells.created + statistics.cells.reused + statistics.supplementary.created + statistics.supplementary.reused
            + statistics.decoration.created + statistics.decoration.reused
        let key = ShownKey(
            views: host.visibleViewCount, dequeues: dequeues, prepareCount: prepareCount,
            layout: ObjectIdentifier(host.collectionViewLayout),
            unstable: unstable.count)
        guard key != shownKey else { return }
        shownKey = key
        shown.removeAll(keepingCapacity: true)
        shownCells = 0
        // Every shown element has a view that got these attributes in the last pass.
        for attributes in host.visibleElements {
            let key = attributes.key
            let isCell = key.category == .cell
            if isCell { shownCells += 1 }
            guard !attributes.isHidden, attributes.alpha > 0 else { continue }
            shown.append(
                ShownElement(
                    frame: attributes.frame, position: CellPosition(section: key.indexPath.section, item: key.indexPath.item),
                    isCell: isCell, isFinal: unstable.isEmpty || unstable[key] == nil))
        }
    }

    /// The timing clock's reading in nanoseconds: the calling thread's CPU time, or the
    /// monotonic wall clock.
    private func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(timing == .threadCPU ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }
}

/// A cell's section and item (the prefetch band's members).
struct CellPosition: Hashable {
    var section: Int
    var item: Int
}

/// A shown element as the recorder reads it.
struct ShownElement {
    var frame: Rect
    var position: CellPosition
    var isCell: Bool
    var isFinal: Bool
}

/// When the shown elements were read: the views' count, the dequeues so far, the layout's
/// prepare count and identity, and the count of unstable elements.
struct ShownKey: Equatable {
    var views: Int
    var dequeues: Int
    var prepareCount: Int
    var layout: ObjectIdentifier
    var unstable: Int
}

/// What the elements of one frame cover along the scroll axis, as FlashList's blank-area
/// tracker measures it: the span from the first element's start to the last one's end,
/// for every element and for the final ones alone; the strips of the viewport before and
/// after the span are blank where the layout places elements the host does not show.
struct AxisCoverage {
    /// The viewport's start and end along the axis.
    let viewport: (Double, Double)
    private var all: (Double, Double)?
    private var final: (Double, Double)?

    init(viewport: (Double, Double)) { self.viewport = viewport }

    /// Adds an element's start and end along the axis.
    mutating func add(_ span: (Double, Double), isFinal: Bool) {
        all = all.map { (min($0.0, span.0), max($0.1, span.1)) } ?? span
        if isFinal { final = final.map { (min($0.0, span.0), max($0.1, span.1)) } ?? span }
    }

    /// The blank and unstable shares of the viewport, of its whole length. Only the part of
    /// the viewport over the content counts (a bounce past the end is not blank).
    ///
    /// - Parameter placed: How much of a strip (start, end) the layout places elements in;
    ///   asked only for a strip no shown element covers.
    func shares(contentLength: Double, placed: ((Double, Double)) -> Double) -> (blank: Double, unstable: Double) {
        let length = viewport.1 - viewport.0
        guard length > 0 else { return (0, 0) }
        let region = (max(viewport.0, 0), min(viewport.1, max(contentLength, 0)))
        guard region.1 > region.0 else { return (0, 0) }
        func covered(_ span: (Double, Double)?) -> Double {
            guard let span else { return 0 }
            return max(0, min(span.1, region.1) - max(span.0, region.0))
        }
        var blank = 0.0
        if let all {
            if all.0 > region.0 { blank += placed((region.0, min(all.0, region.1))) }
            if all.1 < region.1 { blank += placed((max(all.1, region.0), region.1)) }
        } else {
            blank = placed(region)
        }
        return (blank / length, (covered(all) - covered(final)) / length)
    }
}
