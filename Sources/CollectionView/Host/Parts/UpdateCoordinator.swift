import Geometry
import LayoutProtocol

/// The host's update-coordinator part: the state of batch updates and the animation
/// plan of each.
///
/// Owns the batch being collected (a `performBatchUpdates` block is running), the
/// completions of nested batches, whether a batch is being applied, the depth of
/// `performWithoutAnimation`, and the last plan. Builds a plan from a validated
/// ``BatchUpdate``, the layout's answers (the supplementary and decoration views it
/// inserts and deletes, initial and final attributes) and the visible attributes before
/// and after (``makeKeyMapper(batch:layout:old:new:)``,
/// ``makePlan(batch:layout:mapper:old:new:animated:)``).
///
/// May not touch the visible set, views, selection or counts: the host's
/// `applyBatch` moves those (and restores them when the batch is rejected); validation
/// is ``BatchUpdateValidator``'s, playing a plan ``AnimationPlayer``'s.
final class UpdateCoordinator {
    /// The batch being collected, while a `performBatchUpdates` block runs.
    var collecting: BatchUpdater?
    /// Completions of batches nested in the one being collected.
    var nestedCompletions: [(Bool) -> Void] = []
    /// Whether a batch is being applied (its views and callbacks are being processed).
    var isApplying = false
    /// How many `performWithoutAnimation` calls are open.
    var withoutAnimationDepth = 0
    /// The plan of the last batch applied.
    var lastPlan: AnimationPlan = .empty

    /// Creates an idle coordinator.
    init() {}

    /// Maps element keys across a batch: cells by the batch's index mapping, supplementary
    /// and decoration views by their section, except those the layout inserts or deletes.
    struct KeyMapper {
        let batch: BatchUpdate
        let deletedByLayout: Set<ElementKey>
        let insertedByLayout: Set<ElementKey>

        func newKey(_ old: ElementKey) -> ElementKey? {
            if old.category == .cell { return batch.newIndexPath(forOld: old.indexPath).map(ElementKey.cell) }
            guard !deletedByLayout.contains(old), let t = batch.newSection(forOld: old.indexPath.section) else { return nil }
            var path = old.indexPath
            path.section = t
            return ElementKey(old.category, path)
        }

        func oldKey(_ new: ElementKey) -> ElementKey? {
            if new.category == .cell { return batch.oldIndexPath(forNew: new.indexPath).map(ElementKey.cell) }
            guard !insertedByLayout.contains(new), let s = batch.oldSection(forNew: new.indexPath.section) else { return nil }
            var path = new.indexPath
            path.section = s
            return ElementKey(new.category, path)
        }
    }

    /// Asks the layout which supplementary and decoration views it deletes and inserts,
    /// for every kind on screen before or after: deletes first, then inserts.
    static func makeKeyMapper(
        batch: BatchUpdate, layout: CollectionViewLayout, old: [ElementKey: LayoutAttributes], new: [ElementKey: LayoutAttributes]
    ) -> KeyMapper {
        var supplementaryKinds = Set<String>(), decorationKinds = Set<String>()
        for key in Array(old.keys) + Array(new.keys) {
            switch key.category {
            case .cell: break
            case .supplementary(let kind): supplementaryKinds.insert(kind)
            case .decoration(let kind): decorationKinds.insert(kind)
            }
        }
        var deleted = Set<ElementKey>(), inserted = Set<ElementKey>()
        for kind in supplementaryKinds.sorted() {
            for p in layout.indexPathsToDeleteForSupplementaryView(ofKind: kind) {
                deleted.insert(ElementKey(.supplementary(kind: kind), p))
            }
        }
        for kind in decorationKinds.sorted() {
            for p in layout.indexPathsToDeleteForDecorationView(ofKind: kind) { deleted.insert(ElementKey(.decoration(kind: kind), p)) }
        }
        for kind in supplementaryKinds.sorted() {
            for p in layout.indexPathsToInsertForSupplementaryView(ofKind: kind) {
                inserted.insert(ElementKey(.supplementary(kind: kind), p))
            }
        }
        for kind in decorationKinds.sorted() {
            for p in layout.indexPathsToInsertForDecorationView(ofKind: kind) { inserted.insert(ElementKey(.decoration(kind: kind), p)) }
        }
        return KeyMapper(batch: batch, deletedByLayout: deleted, insertedByLayout: inserted)
    }

    /// Builds the plan: final attributes for every element that leaves the screen (in key
    /// order before the batch), then initial attributes for every element on screen after
    /// it (in key order after the batch).
    static func makePlan(
        batch: BatchUpdate, layout: CollectionViewLayout, mapper: KeyMapper,
        old: [ElementKey: LayoutAttributes], new: [ElementKey: LayoutAttributes], animated: Bool
    ) -> AnimationPlan {
        func faded(_ a: LayoutAttributes) -> LayoutAttributes {
            var a = a
            a.alpha = 0
            return a
        }
        func rekeyed(_ a: LayoutAttributes, _ key: ElementKey) -> LayoutAttributes {
            var a = a
            a.category = key.category
            a.indexPath = key.indexPath
            return a
        }
        var entries: [AnimationPlan.Entry] = []
        for (oldKey, oldAttributes) in old.sorted(by: { $0.key < $1.key }) {
            let newKey = mapper.newKey(oldKey)
            if let newKey, new[newKey] != nil { continue }
            let hook = finalAttributes(layout, oldKey)
            if let newKey {
                let moved = layout.layoutAttributes(for: newKey).map { rekeyed($0, oldKey) }
                let end = hook.map { rekeyed($0, oldKey) } ?? moved ?? faded(oldAttributes)
                entries.append(.init(change: .disappear, keyBefore: oldKey, keyAfter: newKey, start: oldAttributes, end: end))
            } else {
                let end = hook.map { rekeyed($0, oldKey) } ?? faded(oldAttributes)
                entries.append(.init(change: .delete, keyBefore: oldKey, keyAfter: nil, start: oldAttributes, end: end))
            }
        }
        for (newKey, newAttributes) in new.sorted(by: { $0.key < $1.key }) {
            let hook = initialAttributes(layout, newKey).map { rekeyed($0, newKey) }
            let oldKey = mapper.oldKey(newKey)
            if let oldKey, let oldAttributes = old[oldKey] {
                let start = hook ?? rekeyed(oldAttributes, newKey)
                if start == newAttributes { continue }
                entries.append(.init(change: .move, keyBefore: oldKey, keyAfter: newKey, start: start, end: newAttributes))
            } else {
                entries.append(
                    .init(
                        change: oldKey == nil ? .insert : .appear, keyBefore: oldKey, keyAfter: newKey,
                        start: hook ?? faded(newAttributes), end: newAttributes))
            }
        }
        return AnimationPlan(
            updateItems: batch.updateItems, entries: entries, isAnimated: animated, duration: AnimationPlan.defaultDuration)
    }

    private static func finalAttributes(_ layout: CollectionViewLayout, _ key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementary(let kind):
            return layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: key.indexPath)
        case .decoration(let kind): return layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: key.indexPath)
        }
    }

    private static func initialAttributes(_ layout: CollectionViewLayout, _ key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementary(let kind):
            return layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: key.indexPath)
        case .decoration(let kind): return layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: key.indexPath)
        }
    }
}
