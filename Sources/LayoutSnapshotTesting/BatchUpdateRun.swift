import CollectionView
import Geometry
import LayoutPreview
import LayoutProtocol

/// A batch update performed on a ``CollectionView/CollectionViewHost`` for a snapshot:
/// the layout after it and the animation plan.
struct BatchUpdateRun {
    /// The layout after the update.
    var end: PreviewScene
    /// The update's animation.
    var plan: AnimationPlan

    /// Lays the layout out in a host showing `items`, then performs the batch.
    ///
    /// - Throws: The host's error: a rejected batch (UIKit's message), a layout error.
    init(
        layout: CollectionViewLayout, items: [Int], bounds: Rect, all: Bool, updates: (inout [Int], BatchUpdater) -> Void
    ) throws(CollectionViewError) {
        let dataSource = SnapshotDataSource(counts: items)
        let host = CollectionViewHost(frame: Rect(origin: .zero, size: bounds.size), layout: layout)
        try host.register(CollectionViewCell.self, forCellWithReuseIdentifier: SnapshotDataSource.reuseIdentifier)
        host.dataSource = dataSource
        try host.layoutIfNeeded()
        if bounds.origin != .zero { try host.setBounds(bounds) }
        try host.layoutIfNeeded()
        plan = try host.performBatchUpdates { updater in updates(&dataSource.counts, updater) }
        try host.layoutIfNeeded()
        do {
            end = try PreviewScene.capture(layout, named: layoutName(layout), all: all)
        } catch {
            throw .layout(error)
        }
        withExtendedLifetime(dataSource) {}
    }

    /// The scene at a point of the animation: the animated elements interpolated, the
    /// others as after the update; the end scene at progress 1.
    func scene(atProgress progress: Double) -> PreviewScene {
        guard progress != 1 else { return end }
        let animatedKeys = Set(plan.entries.compactMap(\.keyAfter))
        let still = end.elements.filter { !animatedKeys.contains($0.key) }
        return PreviewScene(
            layoutName: "\(end.layoutName) at \(formatScalar(progress))", bounds: end.bounds, contentSize: end.contentSize,
            elements: still + plan.attributes(atProgress: progress))
    }
}

/// Counts, plain cells and plain supplementary views: what a host needs to run a batch
/// update for a snapshot.
final class SnapshotDataSource: CollectionViewDataSource {
    static let reuseIdentifier = "LayoutSnapshotTesting"
    var counts: [Int]
    private var registeredKinds: Set<String> = []

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionViewHost) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        if registeredKinds.insert(kind).inserted {
            try collectionView.register(
                CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.reuseIdentifier)
        }
        return try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }
}
