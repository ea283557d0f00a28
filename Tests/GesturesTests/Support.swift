import CVKitTestSupport
import CollectionView
import Geometry
import Gestures
import LayoutProtocol
import ReuseQueue

/// A data source with fixed counts that makes plain cells and records moves.
final class GridDataSource: CollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        section < counts.count ? counts[section] : 0
    }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        CollectionViewCell()
    }
}

/// A delegate that logs every highlight, selection and menu call as a short string, and
/// answers from its configuration.
final class RecordingDelegate: CollectionViewDelegate {
    var log: [String] = []
    var allowHighlight = true
    var allowSelect = true
    var allowDeselect = true
    var showMenu = false
    var allowedActions: Set<EditAction> = []

    func collectionView(_ cv: CollectionViewHost, shouldHighlightItemAt ip: ElementIndexPath) -> Bool {
        log.append("shouldHighlight \(ip)")
        return allowHighlight
    }
    func collectionView(_ cv: CollectionViewHost, didHighlightItemAt ip: ElementIndexPath) {
        log.append("didHighlight \(ip) highlighted=\(cv.cellForItem(at: ip)?.isHighlighted ?? false)")
    }
    func collectionView(_ cv: CollectionViewHost, didUnhighlightItemAt ip: ElementIndexPath) {
        log.append("didUnhighlight \(ip)")
    }
    func collectionView(_ cv: CollectionViewHost, shouldSelectItemAt ip: ElementIndexPath) -> Bool {
        log.append("shouldSelect \(ip)")
        return allowSelect
    }
    func collectionView(_ cv: CollectionViewHost, didSelectItemAt ip: ElementIndexPath) {
        log.append("didSelect \(ip)")
    }
    func collectionView(_ cv: CollectionViewHost, shouldDeselectItemAt ip: ElementIndexPath) -> Bool {
        log.append("shouldDeselect \(ip)")
        return allowDeselect
    }
    func collectionView(_ cv: CollectionViewHost, didDeselectItemAt ip: ElementIndexPath) {
        log.append("didDeselect \(ip)")
    }
    func collectionView(_ cv: CollectionViewHost, shouldShowMenuForItemAt ip: ElementIndexPath) -> Bool {
        log.append("shouldShowMenu \(ip)")
        return showMenu
    }
    func collectionView(_ cv: CollectionViewHost, canPerformAction action: EditAction, forItemAt ip: ElementIndexPath) -> Bool {
        log.append("canPerform \(action.rawValue) \(ip)")
        return allowedActions.contains(action)
    }
    func collectionView(_ cv: CollectionViewHost, performAction action: EditAction, forItemAt ip: ElementIndexPath) {
        log.append("perform \(action.rawValue) \(ip)")
    }

    /// Whether the scroll-view callbacks are logged too.
    var logsScrolling = false
    func collectionViewDidScroll(_ cv: CollectionViewHost) { if logsScrolling { log.append("didScroll \(cv.contentOffset)") } }
    func collectionViewWillBeginDragging(_ cv: CollectionViewHost) {
        if logsScrolling { log.append("willBeginDragging tracking=\(cv.isTracking)") }
    }
    func collectionViewWillEndDragging(_ cv: CollectionViewHost, withVelocity velocity: Vector, targetContentOffset: inout Point) {
        if logsScrolling { log.append("willEndDragging v=\(velocity) target=\(targetContentOffset)") }
    }
    func collectionViewDidEndDragging(_ cv: CollectionViewHost, willDecelerate decelerate: Bool) {
        if logsScrolling { log.append("didEndDragging decelerate=\(decelerate)") }
    }
    func collectionViewWillBeginDecelerating(_ cv: CollectionViewHost) { if logsScrolling { log.append("willBeginDecelerating") } }
    func collectionViewDidEndDecelerating(_ cv: CollectionViewHost) {
        if logsScrolling { log.append("didEndDecelerating \(cv.contentOffset)") }
    }
}

/// A collection view of 50 × 50 cells, 4 columns, 200 × 200 points, 10 items in
/// section 0, with a manual clock at 60 frames per second.
struct Fixture {
    let cv: CollectionViewHost
    let layout: FixedGridLayout
    let dataSource: GridDataSource
    let delegate: RecordingDelegate
    let clock: ManualFrameClock

    init(counts: [Int] = [10]) throws {
        clock = ManualFrameClock(framesPerSecond: 60)
        layout = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: layout, clock: clock)
        dataSource = GridDataSource(counts)
        delegate = RecordingDelegate()
        cv.dataSource = dataSource
        cv.delegate = delegate
        try cv.layoutIfNeeded()
    }

    /// The centre of item `i` in section 0.
    func center(_ i: Int) -> Point {
        Point(x: Double(i % 4) * 50 + 25, y: Double(i / 4) * 50 + 25)
    }

    /// A tap (down then up 0.1 s later) at a point, starting at `time`.
    func tap(at p: Point, time: Double, id: Int = 1) throws {
        try cv.deliver(.began(id: id, at: p, time: time))
        try cv.deliver(.ended(id: id, at: p, time: time + 0.1))
    }
}

func ip(_ item: Int, _ section: Int = 0) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }

/// A row of 40 × 40 cells whose centres are `spreadDistance` apart (seed 003, listing
/// 4-1's custom layout with a spread distance).
final class SpreadRowLayout: CollectionViewLayout, SpreadDistanceAdjustable {
    private(set) var spreadDistance: Double
    let cellSize = Size(width: 40, height: 40)

    init(spreadDistance: Double) { self.spreadDistance = spreadDistance }

    func updateSpreadDistance(_ distance: Double) throws(LayoutError) {
        guard distance.isFinite, distance >= cellSize.width else {
            throw .invalidParameter(name: "spreadDistance", message: "must be at least the cell width (40), got \(distance)")
        }
        spreadDistance = distance
    }

    private var count: Int { host?.numberOfSections ?? 0 > 0 ? max(0, host?.numberOfItems(inSection: 0) ?? 0) : 0 }

    override var contentSize: Size {
        count == 0 ? .zero : Size(width: Double(count - 1) * spreadDistance + cellSize.width, height: cellSize.height)
    }

    private func frame(_ i: Int) -> Rect {
        Rect(x: Double(i) * spreadDistance, y: 0, width: cellSize.width, height: cellSize.height)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).map { LayoutAttributes(forCellAt: ElementIndexPath(item: $0, section: 0), frame: frame($0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frame(indexPath.item))
    }
}
