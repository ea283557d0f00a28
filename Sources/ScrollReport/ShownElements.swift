import CollectionView
import Geometry
import LayoutProtocol

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

/// When the shown elements were read: the host's views version (it moves when views come or
/// go, or get other attributes after a prepare), the count of unstable elements, and the
/// axis.
struct ShownKey: Equatable {
    var views: Int
    var unstable: Int
    var vertical: Bool
}

/// The elements the host shows (not hidden, not transparent), read again only when they
/// may have changed, with their extents gathered along and across the axis.
///
/// The extents let a frame be counted without visiting the elements: when the bounds meet
/// every shown element (the usual case: without a prefetch margin the host shows only
/// elements within the bounds), all of them are visible and the covered span is the one
/// gathered here. ``isMetByEvery(_:touching:vertical:)`` is that test; the recorder lists
/// and visits the elements only when it fails.
struct ShownElements {
    /// Elements shown (not hidden, not transparent).
    private(set) var count = 0
    /// Cell views shown, hidden ones included.
    private(set) var cells = 0
    /// The smallest start and largest end along the axis, of every element and of the
    /// final ones (`nil` when there are none).
    private(set) var allSpan: (Double, Double)?
    private(set) var finalSpan: (Double, Double)?
    /// The largest start and smallest end along and across the axis: the bounds meet every
    /// element when they reach past both.
    private var latestStart = (along: -Double.infinity, across: -Double.infinity)
    private var earliestEnd = (along: Double.infinity, across: Double.infinity)
    /// Whether every element has an area (the strict rule needs one) and none is null.
    private var everyHasArea = true
    private var anyNull = false
    /// What the elements were read at.
    private(set) var key: ShownKey?
    /// The elements one by one, made only when a frame needs to visit them (the bounds
    /// miss one, or a prefetch band is tracked); `nil` until then.
    private var list: [ShownElement]?
    private var spareList: [ShownElement] = []

    /// Reads the host's shown elements again: the counts and extents, not yet the list.
    ///
    /// - Parameter isFinal: Whether an element shows its final attributes.
    mutating func refresh(host: CollectionViewHost, key: ShownKey, isFinal: (ElementKey) -> Bool) {
        self.key = key
        if let old = list { spareList = old }
        list = nil
        count = 0
        cells = 0
        allSpan = nil
        finalSpan = nil
        latestStart = (-.infinity, -.infinity)
        earliestEnd = (.infinity, .infinity)
        everyHasArea = true
        anyNull = false
        let vertical = key.vertical
        let cellViews = Self.forEachShown(host: host, allFinal: key.unstable == 0, isFinal: isFinal) { gather($0, vertical: vertical) }
        cells = cellViews
    }

    /// No elements yet: the first ``refresh(host:key:isFinal:)`` reads them.
    init() {}

    /// Extents of final, shown elements with these frames (the tests' way in).
    init(frames: [Rect], vertical: Bool) {
        for frame in frames {
            gather(ShownElement(frame: frame, position: CellPosition(section: 0, item: 0), isCell: true, isFinal: true), vertical: vertical)
        }
    }

    /// Adds an element to the count and the extents.
    private mutating func gather(_ element: ShownElement, vertical: Bool) {
        count += 1
        let frame = element.frame
        if frame.isNull {
            anyNull = true
            return
        }
        let along = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        let across = vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        allSpan = Self.union(allSpan, along)
        if element.isFinal { finalSpan = Self.union(finalSpan, along) }
        latestStart = (max(latestStart.along, along.0), max(latestStart.across, across.0))
        earliestEnd = (min(earliestEnd.along, along.1), min(earliestEnd.across, across.1))
        if !(along.0 < along.1 && across.0 < across.1) { everyHasArea = false }
    }

    /// The elements one by one, as of the last ``refresh(host:key:isFinal:)`` (the host's
    /// attributes have not changed since, or the key would have).
    mutating func elements(host: CollectionViewHost, isFinal: (ElementKey) -> Bool) -> [ShownElement] {
        if let list { return list }
        var made = spareList
        spareList = []
        made.removeAll(keepingCapacity: true)
        _ = Self.forEachShown(host: host, allFinal: key?.unstable == 0, isFinal: isFinal) { made.append($0) }
        list = made
        return made
    }

    /// Visits the host's shown elements that are neither hidden nor transparent, and
    /// returns how many cell views it shows (hidden ones too).
    ///
    /// Every shown element has a view that got these attributes in the last pass.
    private static func forEachShown(
        host: CollectionViewHost, allFinal: Bool, isFinal: (ElementKey) -> Bool, _ body: (ShownElement) -> Void
    ) -> Int {
        var cellViews = 0
        for attributes in host.shownAttributes {
            let isCell: Bool
            if case .cell = attributes.category { isCell = true } else { isCell = false }
            if isCell { cellViews += 1 }
            guard !attributes.isHidden, attributes.alpha > 0 else { continue }
            body(
                ShownElement(
                    frame: attributes.frame,
                    position: CellPosition(section: attributes.indexPath.section, item: attributes.indexPath.item), isCell: isCell,
                    isFinal: allFinal || isFinal(attributes.key)))
        }
        return cellViews
    }

    /// Whether `bounds` meet every element, by `Rect.intersects` (`touching`) or
    /// `Rect.overlaps`: the same answer as testing each element, from the gathered extents.
    ///
    /// - Complexity: O(1).
    func isMetByEvery(_ bounds: Rect, touching: Bool, vertical: Bool) -> Bool {
        if count == 0 { return true }
        if anyNull || bounds.isNull { return false }
        let along = vertical ? (bounds.minY, bounds.maxY) : (bounds.minX, bounds.maxX)
        let across = vertical ? (bounds.minX, bounds.maxX) : (bounds.minY, bounds.maxY)
        if touching {
            return latestStart.along <= along.1 && earliestEnd.along >= along.0 && latestStart.across <= across.1
                && earliestEnd.across >= across.0
        }
        return everyHasArea && along.0 < along.1 && across.0 < across.1 && latestStart.along < along.1
            && earliestEnd.along > along.0 && latestStart.across < across.1 && earliestEnd.across > across.0
    }

    /// The smallest span containing both.
    static func union(_ span: (Double, Double)?, _ other: (Double, Double)) -> (Double, Double) {
        span.map { (min($0.0, other.0), max($0.1, other.1)) } ?? other
    }
}

/// What the elements of one frame cover along the scroll axis, as FlashList's blank-area
/// tracker measures it: the span from the first element's start to the last one's end,
/// for every element and for the final ones alone; the strips of the viewport before and
/// after the span are blank where the layout places elements the host does not show.
struct AxisCoverage {
    /// The viewport's start and end along the axis.
    let viewport: (Double, Double)
    /// The span of every element, and of the final ones.
    var all: (Double, Double)?
    var final: (Double, Double)?

    init(viewport: (Double, Double), all: (Double, Double)? = nil, final: (Double, Double)? = nil) {
        self.viewport = viewport
        self.all = all
        self.final = final
    }

    /// Adds an element's start and end along the axis.
    mutating func add(_ span: (Double, Double), isFinal: Bool) {
        all = ShownElements.union(all, span)
        if isFinal { final = ShownElements.union(final, span) }
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
