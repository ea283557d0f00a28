import BuiltinLayouts
import CollectionView
import Geometry
import LayoutProtocol
import LayoutTestSupport
import ReuseQueue
import Testing
import Transitions

/// Counts the views a test created that are still alive.
final class LiveViewCounter {
    var live = 0
    var created = 0
}

/// A cell that knows which index path and data generation it was configured for, and
/// counts itself alive.
final class TrackedCell: CollectionViewCell {
    var counter: LiveViewCounter?
    var itemID = -1
    var version = -1
    var generation = -1

    required init() { super.init() }

    convenience init(counter: LiveViewCounter) {
        self.init()
        self.counter = counter
        counter.live += 1
        counter.created += 1
    }

    deinit { counter?.live -= 1 }
}

/// A header view that counts itself alive.
final class TrackedHeader: CollectionReusableView {
    var counter: LiveViewCounter?
    var configuredFor: ElementIndexPath?
    var generation = -1

    required init() { super.init() }

    convenience init(counter: LiveViewCounter) {
        self.init()
        self.counter = counter
        counter.live += 1
        counter.created += 1
    }

    deinit { counter?.live -= 1 }
}

/// The reference model: every item has an identity and a version (bumped by a reload),
/// every view is dequeued and stamped with the item it was configured for.
final class ModelDataSource: CollectionViewDataSource {
    var items: [[Int]]
    var versions: [Int: Int] = [:]
    var nextID = 0
    /// Bumped by reloadData: every view must be configured again.
    var generation = 0
    let counter = LiveViewCounter()
    weak var host: CollectionViewHost?
    /// When set, the data source reports this (negative) count for its last section.
    var badLastCount: Int?

    init(_ counts: [Int]) {
        items = []
        for n in counts { items.append(makeIDs(n)) }
    }

    var counts: [Int] {
        get { items.map(\.count) }
        set {
            items = newValue.enumerated().map { s, n in
                s < items.count ? Array(items[s].prefix(n)) + makeIDs(max(0, n - items[s].count)) : makeIDs(n)
            }
        }
    }

    func makeIDs(_ n: Int) -> [Int] {
        let ids = Array(nextID..<(nextID + max(0, n)))
        nextID += max(0, n)
        return ids
    }

    func register(on cv: CollectionViewHost) throws {
        host = cv
        let counter = counter
        try cv.register(forCellWithReuseIdentifier: "cell") { TrackedCell(counter: counter) }
        for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
            try cv.register(forSupplementaryViewOfKind: kind, withReuseIdentifier: "view") { TrackedHeader(counter: counter) }
        }
    }

    func numberOfSections(in collectionView: CollectionViewHost) -> Int { items.count }
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        if let badLastCount, section == items.count - 1 { return badLastCount }
        return section >= 0 && section < items.count ? items[section].count : 0
    }
    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        guard let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as? TrackedCell else {
            throw CollectionViewError.dataSourceError(
                .init(element: .cell(indexPath), errorType: "", message: "the pool returned a cell of another class"))
        }
        let id = items[indexPath.section][indexPath.item]
        cell.itemID = id
        cell.version = versions[id] ?? 0
        cell.generation = generation
        return cell
    }
    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        guard
            let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "view", for: indexPath)
                as? TrackedHeader
        else {
            throw CollectionViewError.dataSourceError(
                .init(
                    element: ElementKey(.supplementary(kind: kind), indexPath), errorType: "",
                    message: "the pool returned a view of another class"))
        }
        view.configuredFor = indexPath
        view.generation = generation
        return view
    }
}

/// The layouts a sequence switches between, each re-creatable for the reference model.
enum LayoutChoice: CustomStringConvertible {
    case list(rowHeight: Double, spacing: Double, header: Double)
    case grid(columnWidth: Double, rowHeight: Double)
    case mosaic
    case tree
    case flow(item: Size, header: Double, horizontal: Bool)

    static func random(_ random: inout SplitMix64) -> LayoutChoice {
        switch random.int(in: 0...4) {
        case 4:
            return .flow(
                item: Size(width: Double(random.int(in: 10...200)), height: Double(random.int(in: 10...120))),
                header: Double(random.int(in: 0...1) * 24), horizontal: random.chance(0.2))
        case 0:
            return .list(
                rowHeight: Double(random.int(in: 1...80)), spacing: Double(random.int(in: 0...10)),
                header: Double(random.int(in: 0...1) * 30))
        case 1: return .grid(columnWidth: Double(random.int(in: 20...150)), rowHeight: Double(random.int(in: 20...80)))
        case 2: return .mosaic
        default: return .tree
        }
    }

    func make() -> CollectionViewLayout {
        switch self {
        case .list(let rowHeight, let spacing, let header): return RowList(rowHeight: rowHeight, spacing: spacing, headerHeight: header)
        case .grid(let columnWidth, let rowHeight): return GridLayout(columnWidth: columnWidth, rowHeight: rowHeight)
        case .mosaic: return MosaicLayout()
        case .tree: return TreeLayout()
        case .flow(let item, let header, let horizontal):
            let flow = FlowLayout()
            flow.itemSize = item
            flow.headerReferenceSize = Size(width: header, height: header)
            if horizontal { flow.scrollDirection = .horizontal }
            return flow
        }
    }

    var description: String {
        switch self {
        case .list(let r, let s, let h): return "list(rowHeight: \(r), spacing: \(s), header: \(h))"
        case .grid(let c, let r): return "grid(\(c)x\(r))"
        case .mosaic: return "mosaic"
        case .tree: return "tree"
        case .flow(let item, let header, let horizontal): return "flow(\(item), header \(header)\(horizontal ? ", horizontal" : ""))"
        }
    }
}
