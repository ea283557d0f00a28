import CollectionView
import Geometry
import Gestures
import LayoutProtocol
import ReuseQueue

/// The photos: one section of `count` items.
final class Photos: CollectionViewDataSource {
    var titles: [String]
    init(count: Int) { titles = (0..<count).map { "photo \($0)" } }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { titles.count }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        CollectionViewCell()
    }
    func collectionView(_ collectionView: CollectionViewHost, canMoveItemAt indexPath: ElementIndexPath) -> Bool { true }
    func collectionView(
        _ collectionView: CollectionViewHost, moveItemAt sourceIndexPath: ElementIndexPath, to destinationIndexPath: ElementIndexPath
    ) {
        let title = titles.remove(at: sourceIndexPath.item)
        titles.insert(title, at: destinationIndexPath.item)
        print("  data source: moved \(title) from \(sourceIndexPath) to \(destinationIndexPath)")
    }
}

/// Prints every delegate call, and allows the edit menu with copy and paste.
final class Narrator: CollectionViewDelegate {
    func collectionView(_ cv: CollectionViewHost, didHighlightItemAt ip: ElementIndexPath) { say("didHighlight \(ip)") }
    func collectionView(_ cv: CollectionViewHost, didUnhighlightItemAt ip: ElementIndexPath) { say("didUnhighlight \(ip)") }
    func collectionView(_ cv: CollectionViewHost, shouldSelectItemAt ip: ElementIndexPath) -> Bool {
        say("shouldSelect \(ip)")
        return true
    }
    func collectionView(_ cv: CollectionViewHost, didSelectItemAt ip: ElementIndexPath) { say("didSelect \(ip)") }
    func collectionView(_ cv: CollectionViewHost, didDeselectItemAt ip: ElementIndexPath) { say("didDeselect \(ip)") }
    func collectionView(_ cv: CollectionViewHost, shouldShowMenuForItemAt ip: ElementIndexPath) -> Bool {
        say("shouldShowMenu \(ip)")
        return true
    }
    func collectionView(_ cv: CollectionViewHost, canPerformAction action: EditAction, forItemAt ip: ElementIndexPath) -> Bool {
        say("canPerformAction \(action.rawValue) \(ip)")
        return action != .cut
    }
    func collectionView(_ cv: CollectionViewHost, performAction action: EditAction, forItemAt ip: ElementIndexPath) {
        say("performAction \(action.rawValue) \(ip)")
    }

    private func say(_ s: String) { print("  delegate: \(s)") }
}

/// A row of 40 × 40 photos whose left edges are `spreadDistance` apart: the custom
/// layout of the programming guide's listing 4-1, whose spread a pinch changes.
final class SpreadRowLayout: CollectionViewLayout, SpreadDistanceAdjustable {
    private(set) var spreadDistance: Double
    let cellSize = Size(width: 40, height: 40)

    init(spreadDistance: Double = 50) { self.spreadDistance = spreadDistance }

    func updateSpreadDistance(_ distance: Double) throws(LayoutError) {
        guard distance.isFinite, distance >= cellSize.width else {
            throw .invalidParameter(name: "spreadDistance", message: "must be at least the cell width (40), got \(formatScalar(distance))")
        }
        spreadDistance = distance
    }

    private var count: Int {
        guard let host, host.numberOfSections > 0 else { return 0 }
        return max(0, host.numberOfItems(inSection: 0))
    }

    override var contentSize: Size {
        count == 0 ? .zero : Size(width: Double(count - 1) * spreadDistance + cellSize.width, height: cellSize.height)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).compactMap { layoutAttributesForItem(at: ElementIndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        let frame = Rect(x: Double(indexPath.item) * spreadDistance, y: 0, width: cellSize.width, height: cellSize.height)
        return LayoutAttributes(forCellAt: indexPath, frame: frame)
    }
}

/// A finger script: timestamped touches delivered to the collection view, with the
/// clock advanced to each touch's time first so timers fire as they would live.
struct Script {
    let cv: CollectionViewHost
    let clock: ManualFrameClock

    func run(_ title: String, _ events: [TouchEvent]) {
        print("\n== \(title)")
        for event in events {
            let wait = event.timestamp - clock.now
            if wait > 0 { clock.advance(by: wait) }
            print("touch: \(event)")
            do {
                try cv.deliver(event)
            } catch {
                print("  rejected: \(error)")
            }
        }
    }

    func wait(_ seconds: Double) {
        print("(\(formatScalar(seconds)) s pass)")
        clock.advance(by: seconds)
    }

    func tap(id: Int = 1, at p: Point, time: Double) -> [TouchEvent] {
        [.began(id: id, at: p, time: time), .ended(id: id, at: p, time: time + 0.08)]
    }

    func pair(_ phase: TouchPhase, _ a: Point, _ b: Point, _ time: Double) -> TouchEvent {
        TouchEvent([
            Touch(id: 1, phase: phase, position: a, timestamp: time),
            Touch(id: 2, phase: phase, position: b, timestamp: time),
        ])
    }
}

func describeFrames(_ cv: CollectionViewHost, items: Range<Int>) -> String {
    items.compactMap { i in
        cv.layoutAttributesForItem(at: ElementIndexPath(item: i, section: 0)).map { "\(i): x=\(formatScalar($0.frame.minX))" }
    }.joined(separator: ", ")
}

/// A number rounded to three decimals, for printing.
func rounded(_ v: Double) -> String { formatScalar((v * 1000).rounded() / 1000) }
