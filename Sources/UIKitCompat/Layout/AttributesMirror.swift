import Foundation
import LayoutProtocol

/// The bridge's cache of converted attributes, for layouts that cache their attributes
/// objects (the usual custom layout: objects made in `prepare()`, slices of them returned
/// per viewport).
///
/// A viewport query's answer is converted once and kept, as the array handed to the host,
/// in a run; each object remembers its run and its place in it. When a later query returns
/// the same objects in the same order, unchanged since (any change to an object's standard
/// properties forgets its place), the answer is the kept array itself (it is a value: the
/// host's copy and the cache share storage until one of them changes it), or a copy of part
/// of it when the objects are part of a run, instead of one conversion per object. Subclass
/// instances are never cached (their own properties cannot be watched), and the cache
/// starts over when it holds more than ``capacity`` values. Used on the main thread only, as
/// the bridge is.
final class AttributesMirror {
    /// How many values the cache holds before it starts over (about 1 MB).
    static let capacity = 4096
    /// An object's place is `run << placeBits | offset`: consecutive within a run, as a run
    /// holds at most ``capacity`` (< 2¹⁶) values.
    private static let placeBits = 16

    /// The answers kept, each as handed to the host.
    private var runs: [[LayoutAttributes]] = []
    /// How many values `runs` hold in all.
    private var held = 0
    private var epoch = AttributesMirror.nextEpoch()
    /// The last epoch handed out; epochs tell one mirror's (or one fill's) places from another's.
    private nonisolated(unsafe) static var lastEpoch = 0

    private static func nextEpoch() -> Int {
        lastEpoch += 1
        return lastEpoch
    }

    /// The CVKit values of `objects`, from the cache when they form a run or part of one.
    func convert(_ objects: [UICollectionViewLayoutAttributes]) -> [LayoutAttributes] {
        if let place = place(of: objects) {
            let run = runs[place >> Self.placeBits], offset = place & (1 << Self.placeBits - 1)
            if offset == 0 && objects.count == run.count { return run }
            return Array(run[offset..<offset + objects.count])
        }
        let result = UICollectionViewLayoutAttributes.bridging(objects)
        remember(objects, as: result)
        return result
    }

    /// Where `objects` sit, in order and unchanged, in one run of the cache, or `nil`.
    private func place(of objects: [UICollectionViewLayoutAttributes]) -> Int? {
        guard let first = objects.first, first.mirrorEpoch == epoch else { return nil }
        let start = first.mirrorSlot
        guard start >= 0, (start >> Self.placeBits) < runs.count,
            (start & (1 << Self.placeBits - 1)) + objects.count <= runs[start >> Self.placeBits].count
        else { return nil }
        // Safe: the buffer is only read, in order, within its own count.
        return objects.withUnsafeBufferPointer { buffer in
            var slot = start
            for object in buffer {
                guard object.mirrorSlot == slot, object.mirrorEpoch == epoch else { return nil }
                slot &+= 1
            }
            return start
        }
    }

    /// Keeps `result` as a run and tells each object its place (base-class objects only).
    private func remember(_ objects: [UICollectionViewLayoutAttributes], as result: [LayoutAttributes]) {
        guard !objects.isEmpty, objects.count <= Self.capacity else { return }
        let base = ObjectIdentifier(UICollectionViewLayoutAttributes.self)
        for object in objects where ObjectIdentifier(type(of: object)) != base { return }
        if held + objects.count > Self.capacity {
            runs.removeAll(keepingCapacity: true)
            held = 0
            epoch = Self.nextEpoch()
        }
        var slot = runs.count << Self.placeBits
        runs.append(result)
        held += objects.count
        for object in objects {
            object.mirrorSlot = slot
            object.mirrorEpoch = epoch
            slot += 1
        }
    }
}
