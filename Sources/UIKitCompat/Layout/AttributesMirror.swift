import Foundation
import LayoutProtocol

/// The bridge's cache of converted attributes, for layouts that cache their attributes
/// objects (the usual custom layout: objects made in `prepare()`, slices of them returned
/// per viewport).
///
/// A viewport query's answer is converted once and kept as one contiguous run; each object
/// remembers where its value sits. When a later query returns the same objects in the same
/// order, unchanged since (any change to an object's standard properties forgets its place),
/// the answer is one bulk copy of the run, as a native layout's answer is, instead of one
/// conversion per object. Subclass instances are never cached (their own properties cannot
/// be watched), and the cache starts over when full. Used on the main thread only, as the
/// bridge is.
final class AttributesMirror {
    /// How many values the cache holds before it starts over (about 1 MB).
    static let capacity = 4096

    private var values: [LayoutAttributes] = []
    private var epoch = AttributesMirror.nextEpoch()
    /// The last epoch handed out; epochs tell one mirror's (or one fill's) places from another's.
    private nonisolated(unsafe) static var lastEpoch = 0

    private static func nextEpoch() -> Int {
        lastEpoch += 1
        return lastEpoch
    }

    /// The CVKit values of `objects`, from the cache when they form a run of it.
    func convert(_ objects: [UICollectionViewLayoutAttributes]) -> [LayoutAttributes] {
        if let start = run(of: objects) { return Array(values[start..<start + objects.count]) }
        let result = UICollectionViewLayoutAttributes.bridging(objects)
        remember(objects, as: result)
        return result
    }

    /// Where `objects` sit, in order and unchanged, in the cache, or `nil`.
    private func run(of objects: [UICollectionViewLayoutAttributes]) -> Int? {
        guard let first = objects.first, first.mirrorEpoch == epoch else { return nil }
        let start = first.mirrorSlot
        guard start >= 0, start + objects.count <= values.count else { return nil }
        var slot = start
        for object in objects {
            guard object.mirrorEpoch == epoch, object.mirrorSlot == slot else { return nil }
            slot += 1
        }
        return start
    }

    /// Keeps `result` as a run and tells each object its place (base-class objects only).
    private func remember(_ objects: [UICollectionViewLayoutAttributes], as result: [LayoutAttributes]) {
        guard !objects.isEmpty, objects.count <= Self.capacity else { return }
        let base = ObjectIdentifier(UICollectionViewLayoutAttributes.self)
        for object in objects where ObjectIdentifier(type(of: object)) != base { return }
        if values.count + objects.count > Self.capacity {
            values.removeAll(keepingCapacity: true)
            epoch = Self.nextEpoch()
        }
        var slot = values.count
        values.append(contentsOf: result)
        for object in objects {
            object.mirrorSlot = slot
            object.mirrorEpoch = epoch
            slot += 1
        }
    }
}
