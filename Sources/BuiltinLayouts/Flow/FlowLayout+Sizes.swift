import Geometry
import LayoutProtocol

/// The flow layout's item sizes: whether they changed, whether they are valid, fetching
/// them from the delegate or the bulk array, and refreshing single items after an
/// invalidation (the passes in `FlowLayout+Pass.swift` call these).
extension FlowLayout {
    /// Whether two arrays share one buffer (so hold the same sizes): O(1), no element read.
    ///
    /// Safe: the two base addresses are only compared, never dereferenced.
    func sameStorage(_ a: [Size], _ b: [Size]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
    }

    /// The first item whose size is not finite and not negative, or `nil`.
    ///
    /// A first pass reads each length's bits without a branch. A valid length (+0 up to the
    /// largest finite double) has the sign bit clear and an exponent below all ones; adding
    /// one to the exponent field (`0x0010_0000_0000_0000`) then carries into the sign bit
    /// exactly when the exponent is all ones (∞, NaN). So a length is suspect when its bits,
    /// or its bits plus that constant, have the top bit set, and an OR over the whole array
    /// tells whether any is: an integer OR-reduction, which the compiler vectorizes (the
    /// unsigned `max` this replaced could not be). When a
    /// length is suspect (a bad size, or a -0, which passes) a second pass compares each size
    /// and names the first bad one.
    ///
    /// Safe: the first pass loads `raw.count / 8` whole 8-byte words at offsets `8 × k`, all
    /// inside the array's bytes (a `Size` is two `Double`s, so the count is a multiple of 8);
    /// the second reads only `buf.indices`.
    func firstInvalidSize(_ sizes: [Size]) -> Int? {
        let suspect = sizes.withUnsafeBytes { raw -> Bool in
            // Two accumulators (the bits, and the bits plus the constant): one OR each, no
            // register copies. `Size` is two `Double`s: `raw.count / 8` lengths, 8-byte aligned.
            var bits: UInt64 = 0, carried: UInt64 = 0
            for k in 0..<(raw.count / 8) {
                let b = raw.load(fromByteOffset: 8 * k, as: UInt64.self)
                bits |= b
                carried |= b &+ 0x0010_0000_0000_0000
            }
            return (bits | carried) >> 63 != 0
        }
        guard suspect else { return nil }
        return sizes.withUnsafeBufferPointer { buf in
            for i in buf.indices {
                let s = buf[i]
                if !(s.width >= 0 && s.width < .infinity && s.height >= 0 && s.height < .infinity) { return i }
            }
            return nil
        }
    }

    /// Asks the delegate for every item's size; `nil` when it gave none (uniform section).
    ///
    /// When the section's previous pass asked too, its array (already validated) is kept
    /// for as long as the delegate repeats it: an unchanged section costs one call and one
    /// comparison per item, with no allocation and no write. From the first item that
    /// differs on, the sizes go into a new array (the previous one stays intact, so a bad
    /// size still leaves the layout as it was).
    ///
    /// Safe: `previous` is read only below `count` (its count, checked first); the new array
    /// of capacity `count` is initialized in order — `0..<resume` from the default size or
    /// `kept` (which holds `count` sizes), then `resume..<count` — and on a bad size it
    /// reports as initialized exactly the items before it.
    func fetchSizes(
        section: Int, count: Int, delegate d: FlowLayoutDelegate, defaultSize: Size, previous: [Size]?
    ) throws(LayoutError) -> [Size]? {
        // Items before the first one the delegate sizes use the default size.
        var first = count, firstSize = defaultSize
        for item in 0..<count {
            if let size = d.flowLayout(self, sizeForItemAt: ElementIndexPath(item: item, section: section)) {
                first = item
                firstSize = size
                break
            }
        }
        guard first < count else { return nil }
        // Where the new array starts to differ from the previous one, and the size there.
        var resume = first, resumeSize = firstSize
        var kept: [Size] = []
        if let previous, previous.count == count {
            var differs = count, sizeThere = defaultSize
            previous.withUnsafeBufferPointer { p in
                for item in 0..<first where p[item] != defaultSize {
                    differs = item
                    return
                }
                // A size equal to a validated one is valid (NaN never compares equal).
                if firstSize != p[first] {
                    differs = first
                    sizeThere = firstSize
                    return
                }
                (differs, sizeThere) = firstChangedSize(
                    from: first + 1, count: count, section: section, delegate: d, defaultSize: defaultSize, previous: p)
            }
            if differs == count { return previous }
            kept = previous
            resume = differs
            resumeSize = sizeThere
        }
        var bad: (Int, Size)? = nil
        let sizes = [Size](unsafeUninitializedCapacity: count) { buffer, initialized in
            if kept.isEmpty {
                for item in 0..<resume { buffer.initializeElement(at: item, to: defaultSize) }
            } else {
                kept.withUnsafeBufferPointer { p in
                    for item in 0..<resume { buffer.initializeElement(at: item, to: p[item]) }
                }
            }
            var size = resumeSize
            for item in resume..<count {
                if item > resume {
                    size = d.flowLayout(self, sizeForItemAt: ElementIndexPath(item: item, section: section)) ?? defaultSize
                }
                if !(size.width >= 0 && size.width < .infinity && size.height >= 0 && size.height < .infinity) {
                    bad = (item, size)
                    initialized = item
                    return
                }
                buffer.initializeElement(at: item, to: size)
            }
            initialized = count
        }
        if let (item, size) = bad {
            throw .invalidGeometry(
                "the size \(size) of item \(item) in section \(section) from the flow layout delegate must be finite and not negative")
        }
        return sizes
    }

    /// The first item from `start` on whose size from the delegate differs from its size in
    /// `previous`, and that size; `(count, defaultSize)` when every size is the same.
    ///
    /// The loop of an unchanged delegate prepare (one delegate call per item): its state
    /// lives in this function's locals, not in a closure's captured variables, so the
    /// compiler keeps most of it in registers across the delegate call. Sizes are compared
    /// bit for bit: `previous` was validated (finite, not negative), so equal bits are an
    /// equal valid size; a size with other bits (even an equal one, -0 against +0) counts
    /// as changed and is checked and stored as a fresh pass would.
    ///
    /// - Precondition: `previous` holds at least `count` sizes.
    ///
    /// Safe: `previous` is read only at `start..<count`, inside it by the precondition (its
    /// one caller passes the buffer of an array of exactly `count` sizes).
    private func firstChangedSize(
        from start: Int, count: Int, section: Int, delegate d: FlowLayoutDelegate, defaultSize: Size,
        previous: UnsafeBufferPointer<Size>
    ) -> (Int, Size) {
        var item = start
        while item < count {
            // The default size only on its own branch: the usual path keeps no value for it.
            if let size = d.flowLayout(self, sizeForItemAt: ElementIndexPath(item: item, section: section)) {
                if !size.hasSameBits(as: previous[item]) { return (item, size) }
            } else if !defaultSize.hasSameBits(as: previous[item]) {
                return (item, defaultSize)
            }
            item += 1
        }
        return (count, defaultSize)
    }

    /// Asks again for the sizes of some items and re-lays out only the lines they move.
    ///
    /// Every new size is asked and checked before the first one is applied, so a bad size
    /// leaves the layout as it was. One item (a self-sizing cell, a single size change)
    /// takes a path without sorting, tables or a list of changes.
    func refreshItems(_ paths: Set<ElementIndexPath>, host: any LayoutHost) throws(LayoutError) {
        if paths.count == 1, let path = paths.first { return try refreshItem(path, host: host) }
        guard let s = state else { return }
        let delegate = flowDelegate(of: host)
        var bulk: [Int: [Size]] = [:]
        var changes: [(FlowSection, Int, Size)] = []
        changes.reserveCapacity(paths.count)
        for path in paths.sorted() {
            if let (section, size) = try requestedSize(of: path, s, delegate: delegate, bulk: &bulk, keepBulk: true) {
                changes.append((section, path.item, size))
            }
        }
        for (section, item, size) in changes {
            applySize(size, toItem: item, of: section, in: s)
        }
    }

    /// Asks again for one item's size and re-lays out only the lines it moves (the path of a
    /// self-sizing cell or a single size change: no sort, no tables, no list of changes).
    func refreshItem(_ path: ElementIndexPath, host: any LayoutHost) throws(LayoutError) {
        guard let s = state else { return }
        var bulk: [Int: [Size]] = [:]
        if let (section, size) = try requestedSize(of: path, s, delegate: flowDelegate(of: host), bulk: &bulk, keepBulk: false) {
            applySize(size, toItem: path.item, of: section, in: s)
        }
    }

    /// The checked new size of an invalidated item and its section, or `nil` for a path
    /// the layout does not have.
    ///
    /// - Parameter bulk: The delegate's bulk arrays by section, fetched once per section
    ///   when `keepBulk` (several items).
    private func requestedSize(
        of path: ElementIndexPath, _ s: State, delegate: FlowLayoutDelegate?, bulk: inout [Int: [Size]], keepBulk: Bool
    ) throws(LayoutError) -> (FlowSection, Size)? {
        guard path.section >= 0, path.section < s.sections.count else { return nil }
        let section = s.sections[path.section]
        guard path.item >= 0, path.item < section.count else { return nil }
        var size = section.size(of: path.item)
        if s.selfSizing, let p = preferredSizes[path.section]?[path.item] {
            size = p
        } else if let d = delegate {
            switch section.sizing {
            case .perItem:
                size = d.flowLayout(self, sizeForItemAt: path) ?? s.defaultSize
            case .bulk:
                if let all = bulk[path.section] {
                    size = all[path.item]
                } else if case .sizes(let all) = d.flowLayout(self, itemSizingForSectionAt: path.section) {
                    guard all.count == section.count else {
                        throw .invalidParameter(
                            name: "itemSizing",
                            message:
                                "the flow layout delegate gave \(all.count) sizes for section \(path.section), which has \(section.count) items; give exactly one size per item"
                        )
                    }
                    if keepBulk { bulk[path.section] = all }
                    size = all[path.item]
                }
            case .layoutDefault, .uniform:
                break
            }
        }
        if !size.isValidLayoutSize {  // the message is built only for a bad size
            try LayoutError.validate(size, "the size of item \(path.item) in section \(path.section)")
        }
        return (section, size)
    }

    /// Changes one item's size in place and shifts what follows.
    ///
    /// - Returns: The shift along the scroll axis of everything after the item's lines.
    @discardableResult
    func applySize(_ size: Size, toItem item: Int, of section: FlowSection) -> Double {
        guard let s = state else { return 0 }
        return applySize(size, toItem: item, of: section, in: s)
    }

    /// ``applySize(_:toItem:of:)`` with the state its caller already read (one copy of the
    /// optional state fewer).
    @discardableResult
    func applySize(_ size: Size, toItem item: Int, of section: FlowSection, in s: State) -> Double {
        section.rebrokenItems = 0
        let (delta, tooLarge) = section.changeSize(ofItem: item, to: size, rules: s.rules)
        itemsRebrokenByLastUpdate = section.rebrokenItems
        if delta != 0 {
            // Sections are objects: later ones move in place, the state is not copied.
            for k in (section.index + 1)..<s.sections.count { s.sections[k].start += delta }
            state?.contentMain += delta
        }
        if tooLarge { reportItemTooLarge(horizontal: s.rules.horizontal) }
        incrementalUpdateCount += 1
        return delta
    }
}

extension Size {
    /// Whether two sizes have the same bits: for validated sizes (finite, so no NaN), the
    /// same size; a -0 and a +0 count as different. Branch-free.
    @inline(__always) func hasSameBits(as other: Size) -> Bool {
        (width.bitPattern ^ other.width.bitPattern) | (height.bitPattern ^ other.height.bitPattern) == 0
    }
}
