import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// A data source with fixed counts that dequeues registered cells and supplementary views,
/// as an iOS test target writes one.
@MainActor
final class CountsDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }
}

/// A collection view showing `layout` with `counts`, laid out once.
@MainActor
func makeCollectionView(
    _ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 320, height: 480),
    supplementaryKinds: [String] = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter],
    delegate: (any UICollectionViewDelegate)? = nil
) -> (UICollectionView, CountsDataSource) {
    let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    let dataSource = CountsDataSource(counts)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in supplementaryKinds {
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
    }
    view.dataSource = dataSource
    view.delegate = delegate
    view.layoutIfNeeded()
    return (view, dataSource)
}

/// Frames by element, for comparing a UIKit-dialect layout with its native twin.
struct FrameKey: Hashable, CustomStringConvertible {
    var category: String
    var kind: String? = nil
    var section: Int
    var item: Int
    var description: String { "\(category)(\(kind ?? "")) [\(section), \(item)]" }
}

/// The frames a UIKit-dialect layout answers for `rect`, header/footer kinds normalised.
@MainActor
func uiKitFrames(_ layout: UICollectionViewLayout, in rect: CGRect) -> [FrameKey: CGRect] {
    var result: [FrameKey: CGRect] = [:]
    for a in layout.layoutAttributesForElements(in: rect) ?? [] {
        let category: String
        switch a.representedElementCategory {
        case .cell: category = "cell"
        case .supplementaryView: category = "supplementary"
        case .decorationView: category = "decoration"
        }
        let kind = a.representedElementKind.map(normalisedKind)
        result[FrameKey(category: category, kind: kind, section: a.indexPath.section, item: a.indexPath.item)] = a.frame
    }
    return result
}

/// The frames a native layout answers for `rect`.
func nativeFrames(_ layout: CollectionViewLayout, in rect: CGRect) -> [FrameKey: CGRect] {
    var result: [FrameKey: CGRect] = [:]
    for a in layout.layoutAttributesForElements(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)) {
        let key = FrameKey(
            category: a.category.name, kind: a.category.kind.map(normalisedKind), section: a.indexPath.section, item: a.indexPath.item)
        result[key] = CGRect(x: a.frame.x, y: a.frame.y, width: a.frame.width, height: a.frame.height)
    }
    return result
}

/// UIKit's and CVKit's header/footer kinds as one name.
func normalisedKind(_ kind: String) -> String {
    switch kind {
    case UICollectionView.elementKindSectionHeader, ElementKind.sectionHeader: return "header"
    case UICollectionView.elementKindSectionFooter, ElementKind.sectionFooter: return "footer"
    default: return kind
    }
}

/// A native layout prepared on a static host with the same counts and bounds.
func prepared<L: CollectionViewLayout>(
    _ layout: L, counts: [Int], bounds: CGRect, delegate: (any LayoutHostDelegate)? = nil
) throws -> L {
    layout.host = StaticLayoutHost(
        itemCounts: counts, bounds: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height), displayScale: 2,
        layoutDelegate: delegate)
    try layout.prepareIfNeeded()
    return layout
}

/// The elements whose frames differ between two answers (empty when they agree), so a
/// failing comparison prints only what changed.
func differences(_ a: [FrameKey: CGRect], _ b: [FrameKey: CGRect]) -> [String] {
    Set(a.keys).union(b.keys).sorted { ($0.section, $0.item, $0.category) < ($1.section, $1.item, $1.category) }.compactMap { key in
        a[key] == b[key] ? nil : "\(key): \(a[key].map { "\($0)" } ?? "missing") vs \(b[key].map { "\($0)" } ?? "missing")"
    }
}
