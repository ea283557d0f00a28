/// The difference between two collections of `Hashable` identifiers: deletes, inserts,
/// moves and updates, in UIKit's index semantics (deletes in old offsets, inserts in new
/// offsets, moves from old to new).
///
/// Identity decides what is the same element; a content equality you pass decides whether
/// an element that stayed has changed (an *update*).
///
/// ```swift
/// let diff = try ListDiff(from: ["a", "b", "c", "d"], to: ["d", "a", "c", "e"])
/// diff.deletes  // [1]              "b"
/// diff.inserts  // [3]              "e"
/// diff.moves    // [3 → 0]          "d"; "a" and "c" keep their order and do not move
/// ```
///
/// The algorithm is Heckel's (1978), as IGListKit and DifferenceKit use: the old and new
/// identifiers are matched by identity, here by their 64-bit hashes in cache-sized
/// partitions, each matched pair then confirmed by comparing the identifiers (exact
/// matching takes over when hashes clash). Where Heckel reports every element whose
/// offset shifted as a move, this diff keeps the longest run of matched elements that
/// are already in order (a longest increasing subsequence) and reports only the others
/// as moves, so the moves are as few as possible. Moves are never reported as a delete
/// plus an insert.
///
/// - Complexity: O(n) time for n elements when the matched elements are mostly in order
///   (any edit made of inserts, deletes, updates and a few moves: each element is checked
///   against the last two piles of the move search in O(1)); O(n log n) in the worst case
///   (a reversed list). O(n) memory: about 32 bytes per element at the peak (10⁶ elements
///   with `cvkit-bench`'s mix, 10% inserted and 10% updated, the result included).
public struct ListDiff: Hashable, Sendable {
    /// An element that changed its place: its offset before and after.
    public struct Move: Hashable, Sendable, CustomStringConvertible {
        /// The offset in the old collection.
        public var from: Int
        /// The offset in the new collection.
        public var to: Int
        /// Creates a move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
        /// `from → to`.
        public var description: String { "\(from) → \(to)" }
    }

    /// An element that is in both collections but whose content changed: its offsets
    /// before and after (different when it moved or shifted).
    public struct Update: Hashable, Sendable, CustomStringConvertible {
        /// The offset in the old collection.
        public var old: Int
        /// The offset in the new collection.
        public var new: Int
        /// Creates an update.
        public init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }
        /// `old ~ new`.
        public var description: String { "\(old) ~ \(new)" }
    }

    /// Offsets in the old collection of the elements that are gone, ascending.
    public var deletes: [Int]
    /// Offsets in the new collection of the elements that are new, ascending.
    public var inserts: [Int]
    /// Elements that changed their place relative to the others, by ascending destination.
    /// Elements not listed here keep their relative order.
    public var moves: [Move]
    /// Elements whose content changed, by ascending new offset; an element can be both
    /// moved and updated.
    public var updates: [Update]

    /// Creates a diff from its parts (for example one read back from storage).
    public init(deletes: [Int] = [], inserts: [Int] = [], moves: [Move] = [], updates: [Update] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.updates = updates
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty }

    // MARK: - Computing

    /// The diff between two collections of identifiers (no updates: an identifier is its
    /// own content).
    ///
    /// - Parameters:
    ///   - old: The identifiers before.
    ///   - new: The identifiers after.
    /// - Throws: ``DiffError/duplicateIdentifier(identifier:first:second:side:)`` when an
    ///   identifier appears twice in either collection.
    /// - Complexity: O(n) for n elements mostly in order; O(n log n) at worst.
    @inlinable
    public init<C: Collection>(from old: C, to new: C) throws(DiffError) where C.Element: Hashable {
        try self.init(from: old, to: new, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
    }

    /// The diff between two collections whose elements carry an identifier and content.
    ///
    /// ```swift
    /// struct Contact { var id: Int; var name: String }
    /// let diff = try ListDiff(from: before, to: after, identifiedBy: \.id, isContentEqual: { $0.name == $1.name })
    /// ```
    ///
    /// - Parameters:
    ///   - old: The elements before.
    ///   - new: The elements after.
    ///   - identifiedBy: An element's identity.
    ///   - isContentEqual: Whether an element that is in both collections is unchanged
    ///     (called once per matched pair, old first).
    /// - Throws: ``DiffError/duplicateIdentifier(identifier:first:second:side:)``.
    /// - Complexity: O(n) for n elements mostly in order; O(n log n) at worst.
    @inlinable
    public init<C: Collection, ID: Hashable>(
        from old: C, to new: C, identifiedBy: (C.Element) -> ID, isContentEqual: (C.Element, C.Element) -> Bool
    ) throws(DiffError) {
        let oldElements = Array(old), newElements = Array(new)
        try IdentityMatching<ID>.checkCapacity(oldCount: oldElements.count, newCount: newElements.count)
        // Fast: match hashes, then confirm each pair. Exact (and naming duplicates) when
        // hashes clash or a pair's identifiers differ.
        if let matching = Self.hashMatching(oldElements, newElements, identifiedBy: identifiedBy),
            let diff = Self.assemble(
                oldElements, newElements, newToOld: matching.newToOld, deletes: matching.unmatchedOld(count: oldElements.count),
                isContentEqual: isContentEqual, identifiedBy: identifiedBy, confirming: !Self.hashesAreIdentities(ID.self),
                matchCount: matching.matchCount)
        {
            self = diff
            return
        }
        var matching = try IdentityMatching<ID>(oldCount: oldElements.count, newCount: newElements.count)
        for element in oldElements { try matching.addOld(identifiedBy(element)) }
        for element in newElements { try matching.addNew(identifiedBy(element)) }
        matching.releaseTable()
        self = Self.assemble(
            oldElements, newElements, newToOld: matching.newToOld,
            deletes: matching.oldToNew.indices.filter { matching.oldToNew[$0] < 0 }, isContentEqual: isContentEqual,
            identifiedBy: identifiedBy, confirming: false, matchCount: nil)!
    }

    /// The hash matching of two collections: hashes written straight into their
    /// partitions (``PartitionedHashes``), or counted first (``SideHashes``) when a
    /// partition overflows its bucket; `nil` when hashes clash.
    @inlinable
    static func hashMatching<T, ID: Hashable>(_ old: [T], _ new: [T], identifiedBy: (T) -> ID) -> HashMatching? {
        let bits = HashMatching.partitionBits(oldCount: old.count, newCount: new.count)
        if let oldHashes = PartitionedHashes(old, identifiedBy, bits: bits, keepingOffsets: true, keepingPartitions: false),
            let newHashes = PartitionedHashes(new, identifiedBy, bits: bits, keepingOffsets: false, keepingPartitions: true)
        {
            return HashMatching(old: oldHashes, new: newHashes, oldCount: old.count, newCount: new.count)
        }
        return HashMatching(old: SideHashes(old, identifiedBy, bits: bits), new: SideHashes(new, identifiedBy, bits: bits))
    }

    /// The seed of ``hash(of:seed:)`` for `Int` identifiers: random per process.
    @inlinable
    static var hashSeed: UInt64 { UInt64(bitPattern: Int64(Int.max.hashValue)) }

    /// The 64-bit hash of an identifier.
    ///
    /// `Int` identifiers (database keys, the most common kind) skip `Hasher`'s SipHash:
    /// they are XORed with a per-process random seed and mixed with MurmurHash3's
    /// finalizer, a bijection on 64 bits, so different identifiers never share a hash (see
    /// ``hashesAreIdentities(_:)``) and the seed keeps the partitions unpredictable to
    /// crafted input.
    ///
    /// Safe: the bit cast runs only when `ID` is `Int` (checked just before), a cast of a
    /// value to its own type.
    @inlinable @inline(__always)
    static func hash<ID: Hashable>(of id: ID, seed: UInt64) -> UInt64 {
        if ID.self == Int.self { return mixed(UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self))) ^ seed) }
        return UInt64(bitPattern: Int64(id.hashValue))
    }

    /// Whether equal hashes (``hash(of:seed:)``) mean equal identifiers, so that a hash
    /// matching needs no confirming: true for `Int`, whose hash is a bijection.
    @inlinable
    static func hashesAreIdentities<ID>(_: ID.Type) -> Bool { ID.self == Int.self }

    /// MurmurHash3's 64-bit finalizer: every input bit affects every output bit.
    @inlinable @inline(__always)
    static func mixed(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x &>> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x &>> 33
        x &*= 0xc4ce_b9fe_1a85_ec53
        x ^= x &>> 33
        return x
    }

    /// The diff from a matching and its deletes: inserts, moves outside the longest
    /// increasing run, updates where the content differs. When `confirming`, every matched
    /// pair's identifiers are compared too, and `nil` is returned when one differs. With
    /// `matchCount` (how many pairs there are), the inserts are made at their final size
    /// instead of growing.
    ///
    /// One pass over `newToOld` does everything but the moves: inserts, the content (and
    /// identity) comparisons, and the search for the longest increasing run, so that the
    /// matching and both inputs are read once here. Which matched elements are outside the
    /// run is known only at the end; two bitmaps (matched new offsets and the run's
    /// offsets, n / 8 bytes each, cache-resident at 10⁶) then find the moves, reading
    /// `newToOld` again only where a move is.
    ///
    /// Safe: `newToOld` holds one entry per new element, each -1 or a position of `old`
    /// (what a matching gives), so `old[i]` and `new[j]` are inside; `previous` holds `m`
    /// entries and `matchedNew` `(m + 63) / 64` words, indexed by `j < m`; the piles are made
    /// for `matchCount` (the number of matched pairs, one `add` each) or `m` values.
    @inlinable
    static func assemble<T, ID: Hashable>(
        _ old: [T], _ new: [T], newToOld: [Int32], deletes: [Int], isContentEqual: (T, T) -> Bool,
        identifiedBy: (T) -> ID, confirming: Bool, matchCount: Int?
    ) -> ListDiff? {
        let m = newToOld.count
        var inserts: [Int] = [], moves: [Move] = [], updates: [Update] = []
        if let matchCount { inserts.reserveCapacity(m - matchCount) }
        // `previous`: each matched position's predecessor in its increasing run, written for
        // every matched position before it is read.
        var previous = [Int32](unsafeUninitializedCapacity: m) { _, count in count = m }
        var matchedNew = [UInt64](repeating: 0, count: (m + 63) >> 6)
        var differs = false
        // The piles of the longest increasing run (``PatiencePiles``): its length and last position.
        let (runLength, runLast) = PatiencePiles.with(capacity: matchCount ?? m) { piles in
            old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    newToOld.withUnsafeBufferPointer { v in
                        previous.withUnsafeMutableBufferPointer { previous in
                            matchedNew.withUnsafeMutableBufferPointer { matchedNew in
                                for j in 0..<m {
                                    let x = v[j]
                                    if x < 0 {
                                        inserts.append(j)
                                        continue
                                    }
                                    let i = Int(x)
                                    if confirming, identifiedBy(old[i]) != identifiedBy(new[j]) {
                                        differs = true
                                        return
                                    }
                                    if !isContentEqual(old[i], new[j]) { updates.append(Update(old: i, new: j)) }
                                    matchedNew[j >> 6] |= UInt64(1) &<< UInt64(j & 63)
                                    piles.add(x, at: j, previous: previous)
                                }
                            }
                        }
                    }
                }
            }
            return (piles.count, piles.lastPosition)
        }
        if differs { return nil }
        // The run, walked back from its end: a matched element not on it moves.
        var run = [UInt64](repeating: 0, count: (m + 63) >> 6)
        var p = runLast
        while p >= 0 {
            run[p >> 6] |= UInt64(1) &<< UInt64(p & 63)
            p = Int(previous[p])
        }
        moves.reserveCapacity(m - inserts.count - runLength)
        for w in 0..<matchedNew.count {
            var moving = matchedNew[w] & ~run[w]
            while moving != 0 {
                let j = w << 6 | moving.trailingZeroBitCount
                moves.append(Move(from: Int(newToOld[j]), to: j))
                moving &= moving &- 1
            }
        }
        return ListDiff(deletes: deletes, inserts: inserts, moves: moves, updates: updates)
    }
}

extension ListDiff: CustomStringConvertible {
    /// The changes on one line: `delete [1] insert [3] move [3 → 0] update [2 ~ 2]`,
    /// empty parts left out; `no changes` when empty.
    public var description: String {
        var parts: [String] = []
        if !deletes.isEmpty { parts.append("delete \(deletes)") }
        if !inserts.isEmpty { parts.append("insert \(inserts)") }
        if !moves.isEmpty { parts.append("move \(moves)") }
        if !updates.isEmpty { parts.append("update \(updates)") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: " ")
    }
}

/// Heckel's matching: which old offset every new element has, and back (-1: none).
///
/// Fed one identifier at a time (all old ones first), so callers need no intermediate
/// arrays or lazy wrappers.
@usableFromInline
struct IdentityMatching<ID: Hashable> {
    /// For every old offset, the new offset of the same identifier, or -1.
    @usableFromInline var oldToNew: [Int32] = []
    /// For every new offset, the old offset of the same identifier, or -1.
    @usableFromInline var newToOld: [Int32] = []
    /// Old identifiers map to their offset (>= 0); new identifiers that are not in the old
    /// collection map to -(offset + 1), which finds duplicates among them.
    @usableFromInline var table: [ID: Int32]

    /// Prepares for about `oldCount` and `newCount` identifiers.
    ///
    /// - Throws: ``DiffError/inconsistentChanges(_:)`` beyond 2³¹ − 2 elements.
    @inlinable
    init(oldCount: Int, newCount: Int) throws(DiffError) {
        try Self.checkCapacity(oldCount: oldCount, newCount: newCount)
        table = [ID: Int32](minimumCapacity: oldCount + newCount / 8)
        oldToNew.reserveCapacity(oldCount)
        newToOld.reserveCapacity(newCount)
    }

    /// Checks that offsets of `oldCount` and `newCount` elements fit the 32-bit tables.
    ///
    /// - Throws: ``DiffError/inconsistentChanges(_:)`` beyond 2³¹ − 2 elements.
    @inlinable
    static func checkCapacity(oldCount: Int, newCount: Int) throws(DiffError) {
        guard oldCount < Int(Int32.max), newCount < Int(Int32.max) else {
            throw .inconsistentChanges(
                "a diff handles collections of up to \(Int32.max - 1) elements; these have \(oldCount) and \(newCount)")
        }
    }

    /// Frees the hash table once every identifier was added (the offsets stay), so that
    /// the work that follows does not hold it too.
    @inlinable
    mutating func releaseTable() { table = [:] }

    /// Matches two collections of identifiers.
    @inlinable
    init<O: Collection, N: Collection>(old: O, new: N) throws(DiffError) where O.Element == ID, N.Element == ID {
        try self.init(oldCount: old.count, newCount: new.count)
        for id in old { try addOld(id) }
        for id in new { try addNew(id) }
    }

    /// The next old identifier (all old ones come before the first new one).
    ///
    /// - Throws: ``DiffError/duplicateIdentifier(identifier:first:second:side:)``.
    @inlinable
    mutating func addOld(_ id: ID) throws(DiffError) {
        let i = Int32(oldToNew.count)
        if let first = table.updateValue(i, forKey: id) {
            throw .duplicateIdentifier(identifier: DiffError.name(id), first: Int(first), second: Int(i), side: .old)
        }
        oldToNew.append(-1)
    }

    /// The next new identifier.
    ///
    /// - Throws: ``DiffError/duplicateIdentifier(identifier:first:second:side:)``.
    @inlinable
    mutating func addNew(_ id: ID) throws(DiffError) {
        let j = Int32(newToOld.count)
        if let o = table[id] {
            guard o >= 0 else {
                throw .duplicateIdentifier(identifier: DiffError.name(id), first: Int(-o - 1), second: Int(j), side: .new)
            }
            let previous = oldToNew[Int(o)]
            guard previous < 0 else {
                throw .duplicateIdentifier(identifier: DiffError.name(id), first: Int(previous), second: Int(j), side: .new)
            }
            oldToNew[Int(o)] = j
            newToOld.append(o)
        } else {
            table[id] = -j - 1
            newToOld.append(-1)
        }
    }
}
