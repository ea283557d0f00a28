// Patterns beyond flow subclasses: a cache mutated in place, isolation as iOS code assumes
// it, a compositional layout from createLayout(), the scrolling contract.

#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

// MARK: - A cache of attributes, mutated in place

/// A four-column grid whose first row sticks to the top: the cached attributes are built
/// once and the sticky row's frames are changed in place on every query.
final class StickyFirstRowLayout: UICollectionViewLayout {
    let cellSize = CGSize(width: 80, height: 40)
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView, cache.isEmpty else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: CGFloat(item % 4) * cellSize.width, y: CGFloat(item / 4) * cellSize.height,
                width: cellSize.width, height: cellSize.height)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 4 * cellSize.width, height: CGFloat((cache.count + 3) / 4) * cellSize.height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView else { return nil }
        for attributes in cache where attributes.indexPath.item < 4 {
            attributes.frame.origin.y = max(0, collectionView.contentOffset.y)
            attributes.zIndex = 1
        }
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

enum MutatingCachePattern: RealWorldPattern {
    static let name = "a layout keeps a cache of attributes and mutates it"

    static func run() -> PatternObservation {
        let layout = StickyFirstRowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([40])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        o.record("cell 1 at rest", collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .zero)
        collectionView.contentOffset = CGPoint(x: 0, y: 130)
        collectionView.layoutIfNeeded()
        o.record("cell 1 stuck", collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .zero)
        o.record("cell 13", collectionView.cellForItem(at: IndexPath(item: 13, section: 0))?.frame ?? .zero)
        o.record("visible", collectionView.visibleCells.count)
        collectionView.contentOffset = CGPoint(x: 0, y: 20)
        collectionView.layoutIfNeeded()
        o.record("cell 1 back", collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .zero)
        return o
    }

    static let expected = [
        "cell 1 at rest 80 0 80 40",
        "cell 1 stuck 80 130 80 40",
        // Item 13: row 3, column 1.
        "cell 13 80 120 80 40",
        // The sticky row and rows 3 (120…160) to 8 (320…360) in the bounds 130…330.
        "visible 28",
        "cell 1 back 80 20 80 40",
    ]
}

// MARK: - Isolation as iOS code assumes it

extension UICollectionViewLayoutAttributes {
    /// Whether these attributes still match what the layout answers now. The attributes
    /// class is main-actor isolated, here as on iOS, so this extension is too and calls the
    /// layout as it is, in both language modes.
    func isCurrent(in layout: UICollectionViewLayout) -> Bool {
        layout.layoutAttributesForItem(at: indexPath)?.frame == frame
    }
}

enum AttributesExtensionPattern: RealWorldPattern {
    static let name = "an extension on UICollectionViewLayoutAttributes calls the layout"

    static func run() -> PatternObservation {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([9])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let before = layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!
        var o = PatternObservation()
        o.record("item 6", before.frame)
        o.record("current", before.isCurrent(in: layout))
        layout.itemSize = CGSize(width: 60, height: 60)
        collectionView.layoutIfNeeded()
        o.record("current after resize", before.isCurrent(in: layout))
        o.record("item 6 now", layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!.frame)
        return o
    }

    static let expected = [
        // Five 50-point items per line (justified: 17.5 between them); item 6 is the second
        // of the last line, which keeps the full line's spacing (equal sizes).
        "item 6 67.5 60 50 50",
        "current true",
        "current after resize false",
        // 60-point items: four per line (4·60 + 3·10 = 270; five would need 340), the 80
        // points the items leave spread over three gaps; item 6 is the third of line 2, at
        // 2 · 86.67 = 173.33, which the screen's scale of 2 rounds to the half point 173.5.
        "item 6 now 173.5 70 60 60",
    ]
}

/// An effect a list applies to each item, as value types that read the collection view.
#if swift(>=6.0)
    @MainActor
#endif
protocol CellEffect {
    func apply(to attributes: UICollectionViewLayoutAttributes, in collectionView: UICollectionView)
}

/// Fades items as they near the top of the visible area.
struct FadeNearTop: CellEffect {
    var distance: CGFloat

    func apply(to attributes: UICollectionViewLayoutAttributes, in collectionView: UICollectionView) {
        let fromTop = attributes.frame.minY - collectionView.contentOffset.y
        attributes.alpha = max(0, min(1, fromTop / distance))
    }
}

/// Shifts items by a share of the scroll position.
struct ParallaxShift: CellEffect {
    var factor: CGFloat

    func apply(to attributes: UICollectionViewLayoutAttributes, in collectionView: UICollectionView) {
        attributes.transform = CGAffineTransform(translationX: 0, y: collectionView.contentOffset.y * factor)
    }
}

/// A list that runs its effects over copies of super's attributes.
final class EffectsListLayout: UICollectionViewFlowLayout {
    var effects: [CellEffect] = [FadeNearTop(distance: 100), ParallaxShift(factor: 0.1)]

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
            let attributes = super.layoutAttributesForElements(in: rect)?.map({ $0.copy() as! UICollectionViewLayoutAttributes })
        else { return nil }
        for item in attributes {
            for effect in effects { effect.apply(to: item, in: collectionView) }
        }
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

enum ValueTypeEffectsPattern: RealWorldPattern {
    static let name = "a protocol of value types reads collectionView.contentOffset"

    static func run() -> PatternObservation {
        let layout = EffectsListLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([30])
        collectionView.dataSource = dataSource
        collectionView.contentOffset = CGPoint(x: 0, y: 90)
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        let shown = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).sorted { $0.indexPath.item < $1.indexPath.item }
        for a in shown.prefix(4) {
            o.record("item \(a.indexPath.item)", "alpha \((a.alpha * 100).rounded() / 100) shift \(a.transform.ty)")
        }
        return o
    }

    static let expected = [
        // Lines 60 points apart; at offset 90 item 1 (60…110) is 30 points above the top,
        // item 2 30 below it, item 3 90, item 4 150 (capped at 1). The shift is 90 · 0.1.
        "item 1 alpha 0.0 shift 9.0",
        "item 2 alpha 0.3 shift 9.0",
        "item 3 alpha 0.9 shift 9.0",
        "item 4 alpha 1.0 shift 9.0",
    ]
}

// MARK: - A compositional layout from createLayout()

/// A screen that builds its layout the way a view controller's `createLayout()` does (a view
/// controller is main-actor isolated, which the Swift 6 language mode checks).
#if swift(>=6.0)
    @MainActor
#endif
final class PhotoGridScreen {
    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

enum CreateLayoutPattern: RealWorldPattern {
    static let name = "a compositional layout built by createLayout()"

    static func run() -> PatternObservation {
        let screen = PhotoGridScreen()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: screen.createLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([10])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        for item in [0, 5, 9] {
            o.record("item \(item)", collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame)
        }
        o.record("contentSize", collectionView.contentSize)
        return o
    }

    static let expected = [
        // 80-point squares in groups of four, inset by 2 on every side.
        "item 0 2 2 76 76",
        "item 5 82 82 76 76",
        "item 9 82 162 76 76",
        // Three groups of 80.
        "contentSize 320 240",
    ]
}

// MARK: - The scrolling contract

/// A list that keeps the reading position when rows are inserted above it: it measures the
/// inserted rows in `prepare(forCollectionViewUpdates:)` and moves the offset by their height
/// in `targetContentOffset(forProposedContentOffset:)`, which UIKit asks during updates.
final class KeepsPositionFlowLayout: UICollectionViewFlowLayout {
    private var insertedHeightAbove: CGFloat = 0

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        guard let collectionView = collectionView else { return }
        insertedHeightAbove = 0
        for update in updateItems where update.updateAction == .insert {
            guard let indexPath = update.indexPathAfterUpdate, let attributes = layoutAttributesForItem(at: indexPath) else { continue }
            if attributes.frame.minY <= collectionView.contentOffset.y {
                insertedHeightAbove += attributes.frame.height + minimumLineSpacing
            }
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + insertedHeightAbove)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedHeightAbove = 0
    }
}

enum KeepPositionOnInsertPattern: RealWorldPattern {
    static let name = "targetContentOffset(forProposedContentOffset:) after an insert above"

    static func run() -> PatternObservation {
        let layout = KeepsPositionFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 90)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([50])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        o.record("first visible", collectionView.indexPathsForVisibleItems.map(\.item).min()!)
        collectionView.performBatchUpdates({
            dataSource.counts[0] += 1
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        o.record("offset", collectionView.contentOffset)
        o.record("first visible after", collectionView.indexPathsForVisibleItems.map(\.item).min()!)
        collectionView.performBatchUpdates({
            dataSource.counts[0] += 1
            collectionView.insertItems(at: [IndexPath(item: 50, section: 0)])
        })
        o.record("offset after insert below", collectionView.contentOffset)
        return o
    }

    static let expected = [
        // Rows 100 points apart: row 10 starts at 1000.
        "first visible 10",
        // The inserted row (90) and its spacing (10) above the top.
        "offset 0 1100",
        "first visible after 11",
        "offset after insert below 0 1100",
    ]
}

enum SafeAreaListPattern: RealWorldPattern {
    static let name = "the safe area takes part in scrolling"

    static func run() -> PatternObservation {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 393, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([30])
        collectionView.dataSource = dataSource
        collectionView.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        o.record("adjusted", collectionView.adjustedContentInset)
        o.record("resting offset", collectionView.contentOffset)
        collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .bottom, animated: false)
        o.record("item 20 at bottom", collectionView.contentOffset)
        collectionView.scrollToItem(at: IndexPath(item: 29, section: 0), at: .top, animated: false)
        o.record("last item at top, clamped", collectionView.contentOffset)
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        o.record("item 0 at top", collectionView.contentOffset)
        collectionView.contentInsetAdjustmentBehavior = .never
        o.record("never", collectionView.contentOffset)
        return o
    }

    static let expected = [
        "adjusted 59 0 34 0",
        "resting offset 0 -59",
        // Item 20 ends at 20·110 + 100 = 2300: 2300 − 852 + 34.
        "item 20 at bottom 0 1482",
        // Content 30·100 + 29·10 = 3290 tall: the largest offset is 3290 + 34 − 852.
        "last item at top, clamped 0 2472",
        "item 0 at top 0 -59",
        // Resting at the top, the offset follows the adjusted inset to 0.
        "never 0 0",
    ]
}
