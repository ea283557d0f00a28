// Flow-layout subclasses as iOS apps write them: copying and adjusting super's answer,
// snapping, tags aligned by hand, a custom attributes class.

#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

// MARK: - Copying and adjusting super's answer

/// A carousel whose items shrink with their distance from the centre: super's attributes,
/// copied (never mutated in place), scaled and ordered by zIndex.
final class ScalingCarouselLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 20
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            let distance = abs(copy.center.x - centerX)
            let scale = max(0.5, 1 - distance / collectionView.bounds.width)
            copy.transform = CGAffineTransform(scaleX: scale, y: scale)
            copy.zIndex = Int(scale * 100)
            return copy
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

enum ScaledCarouselPattern: RealWorldPattern {
    static let name = "a flow subclass copies super's attributes and scales them"

    static func run() -> PatternObservation {
        let layout = ScalingCarouselLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([8])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        func recordVisible(_ label: String) {
            let visible = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).sorted {
                $0.indexPath.item < $1.indexPath.item
            }
            for a in visible {
                o.record(
                    "\(label) item \(a.indexPath.item)", "\(a.frame.minX) scale \((a.transform.a * 100).rounded() / 100) z \(a.zIndex)")
            }
        }
        recordVisible("at 0")
        collectionView.contentOffset = CGPoint(x: 120, y: 0)
        collectionView.layoutIfNeeded()
        recordVisible("at 120")
        o.record("visible cells", collectionView.visibleCells.count)
        return o
    }

    static let expected = [
        // One 100-point item per column, x = 120·i; the view's centre is at 150, so the
        // distances are 100, 20, 140 and the scales 1 − d/300 (at least 0.5).
        "at 0 item 0 0.0 scale 0.67 z 66",
        "at 0 item 1 120.0 scale 0.93 z 93",
        "at 0 item 2 240.0 scale 0.53 z 53",
        // Centre at 270: items 1 to 3 (centres 170, 290, 410).
        "at 120 item 1 120.0 scale 0.67 z 66",
        "at 120 item 2 240.0 scale 0.93 z 93",
        "at 120 item 3 360.0 scale 0.53 z 53",
        "visible cells 3",
    ]
}

// MARK: - Snapping in targetContentOffset

/// A horizontal gallery whose flings stop with the item nearest the centre centred.
final class SnapToCenterLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 150)
        minimumLineSpacing = 20
        sectionInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let targetRect = CGRect(x: proposedContentOffset.x, y: 0, width: collectionView.bounds.width, height: collectionView.bounds.height)
        guard let candidates = super.layoutAttributesForElements(in: targetRect) else { return proposedContentOffset }
        let center = proposedContentOffset.x + collectionView.bounds.width / 2
        let closest = candidates.min { abs($0.center.x - center) < abs($1.center.x - center) }
        return CGPoint(x: (closest?.center.x ?? center) - collectionView.bounds.width / 2, y: proposedContentOffset.y)
    }
}

enum SnappingPattern: RealWorldPattern {
    static let name = "a layout snaps in targetContentOffset(forProposedContentOffset:withScrollingVelocity:)"

    static func run() -> PatternObservation {
        let layout = SnapToCenterLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([10])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        o.record("contentSize", collectionView.contentSize)
        o.record(
            "stop for 500",
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 500, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0)))
        o.record(
            "stop for 1380",
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 1380, y: 0), withScrollingVelocity: CGPoint(x: -2, y: 0)))
        return o
    }

    static let expected = [
        // 60 + 10·200 + 9·20 + 60.
        "contentSize 2300 200",
        // Items at x = 60 + 220·i, centres 160 + 220·i. The rect 500…820 holds items 2 and 3;
        // the centre 660 is nearest item 2's (600), which is centred at 600 − 160.
        "stop for 500 440 0",
        // The rect 1380…1700 holds items 6 (1380…1580) and 7 (1600…1800); the centre 1540 is
        // nearest item 6's (1480).
        "stop for 1380 1320 0",
    ]
}

// MARK: - Tags aligned by hand, sized by the delegate

/// Tags flush with the trailing edge: super's lines, each moved to the right by hand.
final class RightAlignedTagsLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect)?.map({ $0.copy() as! UICollectionViewLayoutAttributes })
        else { return nil }
        guard let collectionView = collectionView else { return attributes }
        var rows: [CGFloat: [UICollectionViewLayoutAttributes]] = [:]
        for attributes in attributes where attributes.representedElementCategory == .cell {
            rows[attributes.frame.midY, default: []].append(attributes)
        }
        for (_, row) in rows {
            var x = collectionView.bounds.width - sectionInset.right
            for attributes in row.sorted(by: { $0.frame.minX > $1.frame.minX }) {
                attributes.frame.origin.x = x - attributes.frame.width
                x = attributes.frame.minX - minimumInteritemSpacing
            }
        }
        return attributes
    }
}

/// Sizes each tag from its text's width, as a view controller does.
final class TagWidths: NSObject, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat] = [60, 80, 100, 40, 120]

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    {
        CGSize(width: widths[indexPath.item], height: 30)
    }
}

enum TagCloudPattern: RealWorldPattern {
    static let name = "a flow subclass realigns super's lines, with delegate sizes"

    static func run() -> PatternObservation {
        let layout = RightAlignedTagsLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let sizes = TagWidths()
        let dataSource = PatternDataSource([5])
        collectionView.delegate = sizes
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        let frames = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? [])
            .sorted { $0.indexPath.item < $1.indexPath.item }
        for a in frames { o.record("tag \(a.indexPath.item)", a.frame) }
        o.record("contentSize", collectionView.contentSize)
        return o
    }

    static let expected = [
        // 300 points per line: 60 + 8 + 80 + 8 + 100 = 256 fits, adding 8 + 40 does not.
        // Right-aligned from 310: 310 − 100 = 210, 202 − 80 = 122, 114 − 60 = 54.
        "tag 0 54 10 60 30",
        "tag 1 122 10 80 30",
        "tag 2 210 10 100 30",
        // Second line at 10 + 30 + 8: 310 − 120 = 190, 182 − 40 = 142.
        "tag 3 142 48 40 30",
        "tag 4 190 48 120 30",
        // 10 + 30 + 8 + 30 + 10.
        "contentSize 320 88",
    ]
}

// MARK: - A custom attributes class

/// Attributes that carry a counter to the cell, copied and compared with the standard ones.
final class CounterAttributes: UICollectionViewLayoutAttributes {
    #if swift(>=6.0)
        // The Swift 6 language mode's one edit, here as on iOS: the attributes class is
        // main-actor isolated, and the nonisolated NSObject overrides below read this.
        nonisolated(unsafe) var counter = 0
    #else
        var counter = 0
    #endif

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CounterAttributes
        copy.counter = counter
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CounterAttributes else { return false }
        return other.counter == counter && super.isEqual(object)
    }
}

/// A cell that shows the counter its attributes carry.
final class CounterCell: UICollectionViewCell {
    private(set) var shownCounter = -1

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let attributes = layoutAttributes as? CounterAttributes {
            shownCounter = attributes.counter
        }
    }
}

/// A list whose items carry twice their index as a counter.
final class CounterListLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { CounterAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            let copy = attributes.copy() as! CounterAttributes
            copy.counter = copy.indexPath.item * 2
            return copy
        }
    }
}

enum CustomAttributesPattern: RealWorldPattern {
    static let name = "a custom attributes subclass with copy(with:) and isEqual(_:) reaches the cell"

    static func run() -> PatternObservation {
        let layout = CounterListLayout()
        layout.itemSize = CGSize(width: 300, height: 44)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(CounterCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PatternDataSource([20])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        var o = PatternObservation()
        for item in 0..<4 {
            let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? CounterCell
            o.record("cell \(item) counter", cell?.shownCounter ?? -1)
            o.record("cell \(item)", cell?.frame ?? .zero)
        }
        let a = CounterAttributes(forCellWith: IndexPath(item: 1, section: 0))
        a.counter = 3
        let b = a.copy() as! CounterAttributes
        o.record("copy equal", a.isEqual(b))
        b.counter = 4
        o.record("changed equal", a.isEqual(b))
        return o
    }

    static let expected = [
        // One 300-point item per line, centred: x = (320 − 300) / 2; lines 54 points apart.
        "cell 0 counter 0",
        "cell 0 10 0 300 44",
        "cell 1 counter 2",
        "cell 1 10 54 300 44",
        "cell 2 counter 4",
        "cell 2 10 108 300 44",
        "cell 3 counter 6",
        "cell 3 10 162 300 44",
        "copy equal true",
        "changed equal false",
    ]
}
