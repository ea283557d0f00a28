import BuiltinLayouts
import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import Testing

/// Writes down everything a host tells its observer.
final class ObserverLog: LayoutWorkObserver {
    var events: [String] = []
    func layoutWorkWillBegin(_ phase: LayoutWorkPhase) { events.append("begin \(phase.rawValue)") }
    func layoutWorkDidEnd(_ phase: LayoutWorkPhase) { events.append("end \(phase.rawValue)") }
    func hostDidAdjustContentOffset(by delta: Vector) { events.append("adjust \(formatScalar(delta.dy))") }
    func elementDidPreferOtherAttributes(_ key: ElementKey) { events.append("prefers \(key.indexPath.item)") }
}

/// A cell that prefers to be 30 points taller.
final class TallerCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        var preferred = layoutAttributes
        preferred.size.height += 30
        return preferred
    }
}

@Suite("The layout-work observer")
struct LayoutWorkObserverTests {
    @Test func theFirstPassPreparesQueriesAndAsksNewViews() throws {
        let layout = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 100), layout: layout)
        let data = CountsDataSource([40])
        cv.dataSource = data
        let log = ObserverLog()
        cv.layoutWorkObserver = log
        try cv.layoutIfNeeded()
        #expect(
            log.events == [
                "begin prepare", "end prepare", "begin rectQuery", "end rectQuery", "begin preferredAttributes", "end preferredAttributes",
            ])
        // Rows of 50 points; the view (0 to 100) touches the third row, so it shows. A
        // scroll that brings no view in queries only; one that does asks the new views.
        log.events = []
        try cv.setContentOffset(Point(x: 0, y: 10))
        #expect(log.events == ["begin rectQuery", "end rectQuery"])
        log.events = []
        try cv.setContentOffset(Point(x: 0, y: 200))
        #expect(log.events == ["begin rectQuery", "end rectQuery", "begin preferredAttributes", "end preferredAttributes"])
        withExtendedLifetime(data) {}
    }

    @Test func aLayoutThatTakesPreferredSizesNamesTheElements() throws {
        let layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 100, height: 40)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: layout)
        let data = TallCells(count: 10)
        cv.dataSource = data
        try cv.register(TallerCell.self, forCellWithReuseIdentifier: "cell")
        let log = ObserverLog()
        cv.layoutWorkObserver = log
        try cv.layoutIfNeeded()
        // Rows at 0, 50 and 100 (line spacing 10) show, the last touching the view's bottom
        // edge; each prefers 70 points.
        #expect(log.events.filter { $0.hasPrefix("prefers") } == ["prefers 0", "prefers 1", "prefers 2"])
        withExtendedLifetime(data) {}
    }

    @Test func anAnchoredInsertIsAnAdjustmentOfTheOffset() throws {
        let layout = FixedGridLayout(cellSize: Size(width: 50, height: 50), columns: 4)
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 100), layout: layout)
        let data = CountsDataSource([40])
        cv.dataSource = data
        cv.scrollAnchor = .automatic
        try cv.layoutIfNeeded()
        try cv.setContentOffset(Point(x: 0, y: 200))
        let log = ObserverLog()
        cv.layoutWorkObserver = log
        data.counts = [44]
        try cv.performBatchUpdates { $0.insertItems(at: (0..<4).map { ElementIndexPath(item: $0, section: 0) }) }
        #expect(log.events.filter { $0.hasPrefix("adjust") } == ["adjust 50"])
        #expect(cv.contentOffset.y == 250)
        withExtendedLifetime(data) {}
    }
}

/// Cells that prefer to be taller, dequeued from the host.
final class TallCells: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
