import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue
import Transitions

/// Records the transition hooks of several layouts in one list, in call order.
final class HookLog {
    var entries: [String] = []
}

/// A one-column list written for these tests: an optional header (a supplementary view
/// of kind "header", `headerHeight` tall, zIndex 1), then one row per item, `rowHeight`
/// tall and `width` wide, and an optional decoration view of kind "background" behind
/// the rows (zIndex −1). `visibleItemLimit` leaves the items from that index on out of
/// the layout.
class ListLayout: CollectionViewLayout {
    var width: Double
    var rowHeight: Double
    var headerHeight: Double
    var hasBackground: Bool
    var visibleItemLimit: Int?
    var name: String
    var log: HookLog?
    var proposedOffsetOverride: Point?
    /// Applied to every cell's attributes (zIndex, transforms, custom values).
    var cellStyle: ((inout LayoutAttributes) -> Void)?
    private(set) var prepareCount = 0
    private var itemCount = 0

    init(
        width: Double = 200, rowHeight: Double = 20, headerHeight: Double = 30, hasBackground: Bool = false,
        name: String = "list", log: HookLog? = nil
    ) {
        self.width = width
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.hasBackground = hasBackground
        self.name = name
        self.log = log
        super.init()
        registerDecorationView(CollectionReusableView.self, forKind: "background")
    }

    override func prepare() throws(LayoutError) {
        try super.prepare()
        prepareCount += 1
        log?.entries.append("\(name).prepare")
        guard let host else {
            itemCount = 0
            return
        }
        let n = host.numberOfSections > 0 ? host.numberOfItems(inSection: 0) : 0
        itemCount = min(n, visibleItemLimit ?? n)
    }

    override var contentSize: Size { Size(width: width, height: headerHeight + Double(itemCount) * rowHeight) }

    func rowFrame(_ item: Int) -> Rect {
        Rect(x: 0, y: headerHeight + Double(item) * rowHeight, width: width, height: rowHeight)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        if let h = layoutAttributesForSupplementaryView(ofKind: "header", at: p00), h.frame.intersects(rect) {
            result.append(h)
        }
        if let d = layoutAttributesForDecorationView(ofKind: "background", at: p00), d.frame.intersects(rect) {
            result.append(d)
        }
        for i in 0..<itemCount where rowFrame(i).intersects(rect) {
            result.append(cell(i))
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else { return nil }
        return cell(indexPath.item)
    }

    private func cell(_ item: Int) -> LayoutAttributes {
        var a = LayoutAttributes(forCellAt: ip(item), frame: rowFrame(item))
        cellStyle?(&a)
        return a
    }

    override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard kind == "header", headerHeight > 0, indexPath == p00 else { return nil }
        var a = LayoutAttributes(
            forSupplementaryViewOfKind: kind, at: indexPath, frame: Rect(x: 0, y: 0, width: width, height: headerHeight))
        a.zIndex = 1
        return a
    }

    override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard kind == "background", hasBackground, indexPath == p00 else { return nil }
        var a = LayoutAttributes(
            forDecorationViewOfKind: kind, at: indexPath,
            frame: Rect(x: 0, y: headerHeight, width: width, height: Double(itemCount) * rowHeight))
        a.zIndex = -1
        return a
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        log?.entries.append("\(name).targetContentOffset(\(proposedContentOffset))")
        return proposedOffsetOverride ?? proposedContentOffset
    }

    override func prepareForTransition(to newLayout: CollectionViewLayout) {
        log?.entries.append("\(name).prepareForTransition(to: \(Self.name(of: newLayout)))")
    }

    override func prepareForTransition(from oldLayout: CollectionViewLayout) {
        log?.entries.append("\(name).prepareForTransition(from: \(Self.name(of: oldLayout)))")
    }

    override func finalizeLayoutTransition() {
        log?.entries.append("\(name).finalizeLayoutTransition")
    }

    static func name(of layout: CollectionViewLayout) -> String {
        if let list = layout as? ListLayout { return list.name }
        if layout is TransitionLayout { return "transition" }
        return String(describing: type(of: layout))
    }
}

/// A transition layout that records its own hooks.
final class RecordingTransitionLayout: TransitionLayout {
    var log: HookLog?

    override func prepareForTransition(to newLayout: CollectionViewLayout) {
        log?.entries.append("transition.prepareForTransition(to: \(ListLayout.name(of: newLayout)))")
    }

    override func prepareForTransition(from oldLayout: CollectionViewLayout) {
        log?.entries.append("transition.prepareForTransition(from: \(ListLayout.name(of: oldLayout)))")
    }

    override func finalizeLayoutTransition() {
        log?.entries.append("transition.finalizeLayoutTransition")
    }
}

/// A non-linear transition: the progress is squared before interpolating (ease in).
final class EaseInTransitionLayout: TransitionLayout {
    override func interpolatedAttributes(from: LayoutAttributes, to: LayoutAttributes, progress: Double) -> LayoutAttributes {
        super.interpolatedAttributes(from: from, to: to, progress: progress * progress)
    }
}

/// A data source with fixed counts that makes plain views for every kind.
final class CountsDataSource: CollectionViewDataSource {
    var counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        section < counts.count ? counts[section] : 0
    }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        CollectionViewCell()
    }
    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        CollectionReusableView()
    }
}

/// A delegate that can return a transition layout and adjust the target offset.
final class TransitionDelegate: CollectionViewDelegate {
    var transitionLayout: ((CollectionViewLayout, CollectionViewLayout) -> TransitionLayout?)?
    var offsetOverride: Point?

    func collectionView(
        _ collectionView: CollectionViewHost, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> TransitionLayout? {
        transitionLayout?(fromLayout, toLayout)
    }

    func collectionView(_ collectionView: CollectionViewHost, targetContentOffsetForProposedContentOffset proposedContentOffset: Point)
        -> Point
    {
        offsetOverride ?? proposedContentOffset
    }
}

let p00 = ElementIndexPath(item: 0, section: 0)

func ip(_ item: Int, _ section: Int = 0) -> ElementIndexPath { ElementIndexPath(item: item, section: section) }

/// The element with a key in a list of attributes.
func element(_ list: [LayoutAttributes], _ key: ElementKey) -> LayoutAttributes? {
    list.first { $0.key == key }
}
