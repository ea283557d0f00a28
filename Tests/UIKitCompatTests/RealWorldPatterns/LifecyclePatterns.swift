// Patterns of the collection view's lifecycle that iOS code relies on: metrics set in
// `prepare()`, counts asked on demand, host state written from a layout's hooks.

#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

// MARK: - Metrics set in prepare(), after super.prepare()

/// Three square columns whatever the width: the metrics come from the collection view in
/// `prepare()`, after `super.prepare()`. Each changed setter invalidates the layout, and the
/// next layout pass prepares again with them, as on iOS.
final class ThreeColumnFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let spacing: CGFloat = 10
        let available = collectionView.bounds.width - 2 * spacing - 2 * spacing
        let side = (available / 3).rounded(.down)
        sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
        minimumInteritemSpacing = spacing
        minimumLineSpacing = spacing
        itemSize = CGSize(width: side, height: side)
    }
}

enum MetricsInPreparePattern: RealWorldPattern {
    static let name = "a flow subclass sets its metrics in prepare() after super.prepare()"

    static func run() -> PatternObservation {
        let layout = ThreeColumnFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([7])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        o.record("itemSize", layout.itemSize)
        for item in [0, 1, 2, 3, 6] {
            o.record("item \(item)", collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame)
        }
        o.record("contentSize", collectionView.contentSize)
        collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        collectionView.layoutIfNeeded()
        o.record("wide itemSize", layout.itemSize)
        o.record("wide item 1", collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame)
        o.record("wide contentSize", collectionView.contentSize)
        o.record("error", String(describing: collectionView.lastError))
        return o
    }

    static let expected = [
        // (320 − 2·10 insets − 2·10 spacing) / 3 = 93.33, rounded down.
        "itemSize 93 93",
        // A full line of three: 300 − 3·93 = 21 points left, spread over two gaps (10.5 each).
        "item 0 10 10 93 93",
        "item 1 113.5 10 93 93",
        "item 2 217 10 93 93",
        "item 3 10 113 93 93",
        // The last line's single item sits at the leading inset.
        "item 6 10 216 93 93",
        // 10 + 3·93 + 2·10 + 10.
        "contentSize 320 319",
        // At 400 points: (400 − 40) / 3 = 120, and three fit exactly.
        "wide itemSize 120 120",
        "wide item 1 140 10 120 120",
        "wide contentSize 400 400",
        "error nil",
    ]
}

// MARK: - Counts on demand

enum CountsOnDemandPattern: RealWorldPattern {
    static let name = "counts are asked for on demand; direct edits work on a view never laid out"

    static func run() -> PatternObservation {
        var o = PatternObservation()
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([3, 4])
        collectionView.dataSource = dataSource
        // Read before any layout pass, as an iOS test does right after setting the data source.
        o.record("sections", collectionView.numberOfSections)
        o.record("items in 1", collectionView.numberOfItems(inSection: 1))
        dataSource.counts.remove(at: 0)
        collectionView.deleteSections(IndexSet(integer: 0))
        o.record("after delete", "\(collectionView.numberOfSections) \(String(describing: collectionView.lastError))")
        dataSource.counts[0] += 1
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        o.record("after insert", "\(collectionView.numberOfItems(inSection: 0)) \(String(describing: collectionView.lastError))")
        collectionView.layoutIfNeeded()
        o.record("contentSize", collectionView.contentSize)
        o.record("visible", collectionView.indexPathsForVisibleItems.count)

        // performBatchUpdates reads the counts before its block changes the data.
        let fresh = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        fresh.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let freshData = PatternDataSource([2])
        fresh.dataSource = freshData
        var finished: Bool?
        fresh.performBatchUpdates(
            {
                freshData.counts[0] = 3
                fresh.insertItems(at: [IndexPath(item: 2, section: 0)])
            }, completion: { finished = $0 })
        o.record("batch", "\(fresh.numberOfItems(inSection: 0)) \(String(describing: finished))")

        // Data changed before the view ever read its counts, then a direct insert: iOS reads
        // the counts twice and raises; here the insert is rejected with UIKit's message.
        let early = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let earlyData = PatternDataSource([2])
        early.dataSource = earlyData
        earlyData.counts[0] = 3
        early.insertItems(at: [IndexPath(item: 2, section: 0)])
        o.record("early", String(describing: early.lastError.map { "\($0)" }))
        o.record("early count", early.numberOfItems(inSection: 0))
        return o
    }

    static let expected = [
        "sections 2",
        "items in 1 4",
        "after delete 1 nil",
        "after insert 5 nil",
        // Five 50-point items fit in 320 points (5·50 + 4·10 = 290); one full line.
        "contentSize 320 50",
        "visible 5",
        "batch 3 Optional(true)",
        "early Optional(\"Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).\")",
        "early count 3",
    ]
}

// MARK: - contentInset written from invalidateLayout(with:)

/// A centred paging carousel that insets its content so the first and last items can sit in
/// the middle, written where many such layouts write it: in `invalidateLayout(with:)`.
final class CenteredPagingLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 300)
        minimumLineSpacing = 20
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        guard let collectionView = collectionView else { return }
        let side = (collectionView.bounds.width - itemSize.width) / 2
        collectionView.contentInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}

enum InsetInInvalidationPattern: RealWorldPattern {
    static let name = "a layout writes contentInset inside invalidateLayout(with:)"

    static func run() -> PatternObservation {
        let layout = CenteredPagingLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([3])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        o.record("inset", collectionView.contentInset)
        o.record("item 1", collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame)
        for _ in 0..<3 { layout.invalidateLayout() }
        collectionView.layoutIfNeeded()
        o.record("inset again", collectionView.contentInset)
        layout.itemSize = CGSize(width: 240, height: 300)
        collectionView.layoutIfNeeded()
        o.record("new inset", collectionView.contentInset)
        o.record("new item 2", collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame)
        o.record("offset", collectionView.contentOffset)
        o.record("error", String(describing: collectionView.lastError))
        return o
    }

    static let expected = [
        // (320 − 200) / 2 on each side.
        "inset 0 60 0 60",
        // One 300-point item per column in 480 points, centred: y = (480 − 300) / 2.
        "item 1 220 90 200 300",
        "inset again 0 60 0 60",
        "new inset 0 40 0 40",
        "new item 2 520 90 240 300",
        // Setting the inset does not move the content, as in UIKit.
        "offset 0 0",
        "error nil",
    ]
}

// MARK: - contentOffset written from prepare()

/// Rows that open at a given item: the first `prepare()` scrolls there by writing
/// `collectionView.contentOffset`, a common way to restore a reading position.
final class InitialPositionListLayout: UICollectionViewLayout {
    var initialItem = 30
    let rowHeight: CGFloat = 100
    private var didApplyInitialPosition = false
    private var cache = [UICollectionViewLayoutAttributes]()

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * rowHeight, width: collectionView.bounds.width, height: rowHeight)
            return attributes
        }
        if !didApplyInitialPosition {
            didApplyInitialPosition = true
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(initialItem) * rowHeight + rowHeight / 2)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}

enum OffsetInPreparePattern: RealWorldPattern {
    static let name = "a layout writes contentOffset inside prepare()"

    static func run() -> PatternObservation {
        let layout = InitialPositionListLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([50])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        o.record("offset", collectionView.contentOffset)
        let visible = collectionView.indexPathsForVisibleItems.map(\.item).sorted()
        o.record("visible", "\(visible.first!)...\(visible.last!) (\(collectionView.visibleCells.count) cells)")
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        o.record("offset kept", collectionView.contentOffset)
        o.record("error", String(describing: collectionView.lastError))
        return o
    }

    static let expected = [
        // 30 · 100 + 50.
        "offset 0 3050",
        // The bounds 3050…3530 show rows 30 (3000…3100) to 35 (3500…3600).
        "visible 30...35 (6 cells)",
        "offset kept 0 3050",
        "error nil",
    ]
}
