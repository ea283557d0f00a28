import Geometry
import LayoutProtocol
import ReuseQueue

@testable import CollectionView

/// A cell that remembers which data item it shows.
final class IDCell: CollectionViewCell {
    var id: Int = -1
}

/// A data source of sections of item identifiers; each cell shows its identifier.
/// The data source's own error (not a `CollectionViewError`), which the host wraps.
struct NoCellError: Error, CustomStringConvertible {
    let indexPath: ElementIndexPath
    var description: String { "no cell for \(indexPath)" }
}

final class ListDataSource: CollectionViewDataSource {
    var sections: [[Int]]
    var failingItem: ElementIndexPath?
    private(set) var cellRequests: [ElementIndexPath] = []

    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionViewHost) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        section < sections.count ? sections[section].count : 0
    }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        if indexPath == failingItem { throw NoCellError(indexPath: indexPath) }
        cellRequests.append(indexPath)
        let cell = IDCell()
        cell.id = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        CollectionReusableView()
    }
}

/// A grid layout for batch-update tests: `columns` cells of 50×50 per row, sections
/// stacked, an optional 20-point header per section. It logs every update hook in the
/// order the host calls it, and its hooks can be customised.
class RecordingGridLayout: CollectionViewLayout {
    var columns: Int
    var headers: Bool
    /// Whether each section has a "background" decoration view behind its cells.
    var backgrounds = false
    var cell = Size(width: 50, height: 50)
    var headerHeight = 20.0
    /// Set to make the next `prepare()` throw.
    var failNextPrepare = false
    private(set) var log: [String] = []
    /// Whether to record the log (the model-based test turns it off for speed).
    var logging = true
    private(set) var lastUpdateItems: [UpdateItem] = []
    var initialHook: ((ElementKey) -> LayoutAttributes?)?
    var finalHook: ((ElementKey) -> LayoutAttributes?)?
    var headersToInsert: [ElementIndexPath] = []
    var headersToDelete: [ElementIndexPath] = []

    private var origins: [Double] = []
    private var size: Size = .zero

    init(columns: Int = 4, headers: Bool = false) {
        self.columns = columns
        self.headers = headers
    }

    func clearLog() { log = [] }

    private func record(_ entry: @autoclosure () -> String) {
        if logging { log.append(entry()) }
    }

    override func prepare() throws(LayoutError) {
        try super.prepare()
        if failNextPrepare {
            failNextPrepare = false
            throw .invalidParameter(name: "cell", message: "the test asked prepare() to fail")
        }
        record("prepare")
        guard let host else { return }
        var y = 0.0
        origins = []
        for s in 0..<host.numberOfSections {
            origins.append(y)
            let rows = (host.numberOfItems(inSection: s) + columns - 1) / columns
            y += (headers ? headerHeight : 0) + Double(rows) * cell.height
        }
        size = Size(width: Double(columns) * cell.width, height: y)
    }

    override var contentSize: Size { size }

    func itemFrame(_ p: ElementIndexPath) -> Rect {
        Rect(
            x: Double(p.item % columns) * cell.width,
            y: origins[p.section] + (headers ? headerHeight : 0) + Double(p.item / columns) * cell.height,
            width: cell.width, height: cell.height)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard let host else { return [] }
        record("layoutAttributesForElements")
        var result: [LayoutAttributes] = []
        for s in origins.indices where s < host.numberOfSections {
            if headers,
                let h = layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ElementIndexPath(item: 0, section: s)),
                h.frame.intersects(rect)
            {
                result.append(h)
            }
            if let d = layoutAttributesForDecorationView(ofKind: "background", at: ElementIndexPath(item: 0, section: s)),
                d.frame.intersects(rect)
            {
                result.append(d)
            }
            for i in 0..<host.numberOfItems(inSection: s) {
                let f = itemFrame(ElementIndexPath(item: i, section: s))
                if f.intersects(rect) { result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: i, section: s), frame: f)) }
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard let host, host.containsItem(at: indexPath), indexPath.section < origins.count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: itemFrame(indexPath))
    }

    override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard headers, kind == ElementKind.sectionHeader, indexPath.item == 0, indexPath.section >= 0, indexPath.section < origins.count
        else { return nil }
        return LayoutAttributes(
            forSupplementaryViewOfKind: kind, at: indexPath,
            frame: Rect(x: 0, y: origins[indexPath.section], width: size.width, height: headerHeight))
    }

    override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard backgrounds, kind == "background", indexPath.item == 0, indexPath.section >= 0, indexPath.section < origins.count, let host
        else { return nil }
        let top = origins[indexPath.section] + (headers ? headerHeight : 0)
        let rows = (host.numberOfItems(inSection: indexPath.section) + columns - 1) / columns
        var a = LayoutAttributes(
            forDecorationViewOfKind: kind, at: indexPath, frame: Rect(x: 0, y: top, width: size.width, height: Double(rows) * cell.height))
        a.zIndex = -1
        return a
    }

    override func initialLayoutAttributesForAppearingDecorationElement(ofKind kind: String, at decorationIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    {
        let key = ElementKey(.decoration(kind: kind), decorationIndexPath)
        record("initial \(key)")
        return initialHook?(key)
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(ofKind kind: String, at decorationIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    {
        let key = ElementKey(.decoration(kind: kind), decorationIndexPath)
        record("final \(key)")
        return finalHook?(key)
    }

    override func indexPathsToInsertForDecorationView(ofKind kind: String) -> [ElementIndexPath] {
        record("insertDecoration \(kind)")
        return []
    }

    override func indexPathsToDeleteForDecorationView(ofKind kind: String) -> [ElementIndexPath] {
        record("deleteDecoration \(kind)")
        return []
    }

    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        lastUpdateItems = updateItems
        record("prepareForUpdates " + updateItems.map(\.description).joined(separator: ", "))
    }

    override func finalizeCollectionViewUpdates() { record("finalize") }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        record("initial \(ElementKey.cell(itemIndexPath))")
        return initialHook?(.cell(itemIndexPath))
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        record("final \(ElementKey.cell(itemIndexPath))")
        return finalHook?(.cell(itemIndexPath))
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at elementIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    {
        let key = ElementKey(.supplementary(kind: kind), elementIndexPath)
        record("initial \(key)")
        return initialHook?(key)
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at elementIndexPath: ElementIndexPath)
        -> LayoutAttributes?
    {
        let key = ElementKey(.supplementary(kind: kind), elementIndexPath)
        record("final \(key)")
        return finalHook?(key)
    }

    override func indexPathsToInsertForSupplementaryView(ofKind kind: String) -> [ElementIndexPath] {
        record("insertSupplementary \(kind)")
        return headersToInsert
    }

    override func indexPathsToDeleteForSupplementaryView(ofKind kind: String) -> [ElementIndexPath] {
        record("deleteSupplementary \(kind)")
        return headersToDelete
    }
}

/// Everything a rejected batch must leave as it was.
struct HostSnapshot: Equatable {
    var counts: [Int]
    var visible: [LayoutAttributes]
    var views: [ElementKey: ObjectIdentifier]
    var selected: Set<ElementIndexPath>
    var contentSize: Size
    var layoutAnswers: [LayoutAttributes?]

    init(_ cv: CollectionViewHost) {
        counts = (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) }
        visible = cv.visibleElements
        views = cv.visibleSet.views.mapValues { ObjectIdentifier($0) }
        selected = cv.selection.selected
        contentSize = cv.contentSize
        layoutAnswers = (0..<12).map { cv.layoutAttributesForItem(at: ElementIndexPath(item: $0, section: 0)) }
    }
}

/// A host of `RecordingGridLayout` with a list data source, laid out.
func makeBatchHost(
    _ sections: [[Int]], columns: Int = 4, headers: Bool = false, size: Size = Size(width: 200, height: 200)
) throws -> (CollectionViewHost, RecordingGridLayout, ListDataSource) {
    let layout = RecordingGridLayout(columns: columns, headers: headers)
    let cv = CollectionViewHost(frame: Rect(origin: .zero, size: size), layout: layout)
    let ds = ListDataSource(sections)
    cv.dataSource = ds
    try cv.layoutIfNeeded()
    layout.clearLog()
    return (cv, layout, ds)
}

/// The identifiers the visible cells show, by index path.
func shownIDs(_ cv: CollectionViewHost) -> [ElementIndexPath: Int] {
    var result: [ElementIndexPath: Int] = [:]
    for (key, view) in cv.visibleSet.views where key.category == .cell {
        result[key.indexPath] = (view as? IDCell)?.id ?? -1
    }
    return result
}
