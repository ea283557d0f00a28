import Geometry
import LayoutProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The flow layout's passes: validation, the full pass, the re-layout from cached
/// metrics, and single-item refreshes (what `prepare()` chooses between).
extension FlowLayout {
    func metricsChanged(_ changed: Bool) {
        guard changed else { return }
        let context = FlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = true
        invalidateLayout(with: context)
    }

    func reportItemTooLarge(horizontal: Bool) {
        guard !hasReportedItemTooLarge else { return }
        hasReportedItemTooLarge = true
        diagnosticHandler(horizontal ? FlowLayout.itemTooTallMessage : FlowLayout.itemTooWideMessage)
    }

    func validateProperties() throws(LayoutError) {
        try LayoutError.validate(itemSize, "itemSize")
        try LayoutError.validate(estimatedItemSize, "estimatedItemSize")
        try LayoutError.validate(minimumLineSpacing, "minimumLineSpacing")
        try LayoutError.validate(minimumInteritemSpacing, "minimumInteritemSpacing")
        try LayoutError.validate(sectionInset, "sectionInset")
        try LayoutError.validate(headerReferenceSize, "headerReferenceSize")
        try LayoutError.validate(footerReferenceSize, "footerReferenceSize")
    }

    func validateHost(_ host: any LayoutHost) throws(LayoutError) {
        let b = host.bounds
        guard b.isFinite, b.width >= 0, b.height >= 0 else {
            throw .invalidGeometry("the host's bounds \(b) must be finite with a non-negative size")
        }
        for (name, insets) in [
            ("adjustedContentInset", host.adjustedContentInset), ("safeAreaInsets", host.safeAreaInsets),
            ("layoutMargins", host.layoutMargins),
        ] where !insets.isFinite {
            throw .invalidGeometry("the host's \(name) \(insets) must be finite")
        }
        if let scale = host.displayScale, !(scale.isFinite && scale > 0) {
            throw .invalidGeometry("the host's displayScale \(formatScalar(scale)) must be finite and greater than 0")
        }
    }

    /// A fresh state with the geometry-independent settings read from the host.
    func makeState(host: any LayoutHost) -> State {
        var s = State()
        s.rules = FlowLineRules(
            horizontal: scrollDirection == .horizontal, fullLineAlignment: fullLineAlignment, lastLineAlignment: lastLineAlignment)
        s.mirrored = host.layoutDirection != developmentLayoutDirection && flipsHorizontallyInOppositeLayoutDirection
        s.scale = host.displayScale
        s.selfSizing = estimatedItemSize != .zero
        s.defaultSize = s.selfSizing ? estimatedItemSize : itemSize
        return s
    }

    /// The host's delegate as a ``FlowLayoutDelegate``, or `nil`.
    ///
    /// The cast (a conformance lookup in the runtime, about 2,000 instructions) is made once
    /// per delegate object: the result is kept weakly, and reused while the host hands back
    /// the same object (an object's conformances never change).
    func flowDelegate(of host: any LayoutHost) -> FlowLayoutDelegate? {
        guard let object = host.layoutDelegate else { return nil }
        if let cached = cachedFlowDelegate, cached === object { return cached }
        let delegate = object as? FlowLayoutDelegate
        cachedFlowDelegate = delegate
        return delegate
    }

    func fullPass(host: any LayoutHost, dropPreferredSizes: Bool) throws(LayoutError) {
        try validateProperties()
        try validateHost(host)
        var s = makeState(host: host)
        let sectionCount = host.numberOfSections
        guard sectionCount >= 0 else { throw .negativeSectionCount(sectionCount) }
        let delegate = flowDelegate(of: host)
        let preferred = dropPreferredSizes ? [:] : preferredSizes
        var sections: [FlowSection] = []
        sections.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            let previous = state.flatMap { index < $0.sections.count ? $0.sections[index] : nil }
            sections.append(
                try makeSection(
                    index, host: host, delegate: delegate, defaultSize: s.defaultSize,
                    preferred: s.selfSizing ? preferred[index] : nil, previous: previous))
        }
        s.sections = sections
        if let old = state { adoptBuffers(s.sections, from: old.sections) }
        layOutAll(&s, host: host)
        state = s
        if dropPreferredSizes { preferredSizes = [:] }
        fullLayoutPassCount += 1
    }

    func relayoutPass(host: any LayoutHost) throws(LayoutError) {
        guard let old = state else { return }
        try validateHost(host)
        var s = makeState(host: host)
        s.sections = old.sections.map { $0.copyMetrics() }
        adoptBuffers(s.sections, from: old.sections)
        layOutAll(&s, host: host)
        state = s
        relayoutPassCount += 1
    }

    /// Moves the geometry buffers of the previous pass into the new sections (the new pass
    /// cannot fail any more: everything was validated).
    func adoptBuffers(_ sections: [FlowSection], from old: [FlowSection]) {
        for (new, previous) in zip(sections, old) { new.adoptBuffers(from: previous) }
    }

    /// The cross extent and the reference insets beyond the content inset.
    func crossFrame(host: any LayoutHost, horizontal: Bool) -> (extent: Double, leading: Double, trailing: Double) {
        let b = host.bounds, adjusted = host.adjustedContentInset
        let reference: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: reference = adjusted
        case .fromSafeArea: reference = host.safeAreaInsets
        case .fromLayoutMargins: reference = host.layoutMargins
        }
        if horizontal {
            return (max(0, b.height - adjusted.vertical), max(0, reference.top - adjusted.top), max(0, reference.bottom - adjusted.bottom))
        }
        return (max(0, b.width - adjusted.horizontal), max(0, reference.left - adjusted.left), max(0, reference.right - adjusted.right))
    }

    func layOutAll(_ s: inout State, host: any LayoutHost) {
        let frame = crossFrame(host: host, horizontal: s.rules.horizontal)
        s.contentCross = frame.extent
        var v = 0.0
        var tooLarge = false
        for section in s.sections {
            if section.layOut(rules: s.rules, crossExtent: frame.extent, referenceLeading: frame.leading, referenceTrailing: frame.trailing)
            {
                tooLarge = true
            }
            section.start = v
            v = section.end
        }
        s.contentMain = v
        if tooLarge { reportItemTooLarge(horizontal: s.rules.horizontal) }
    }

    func makeSection(
        _ index: Int, host: any LayoutHost, delegate: FlowLayoutDelegate?, defaultSize: Size, preferred: [Int: Size]?,
        previous: FlowSection?
    ) throws(LayoutError) -> FlowSection {
        let count = host.numberOfItems(inSection: index)
        guard count >= 0 else { throw .negativeCount(section: index, count: count) }
        var insets = sectionInset, lineSpacing = minimumLineSpacing, interitem = minimumInteritemSpacing
        var header = headerReferenceSize, footer = footerReferenceSize
        var uniform: Size? = defaultSize
        var sizes: [Size] = []
        var kind = FlowItemSizing.Kind.layoutDefault
        if let d = delegate {
            let from = " for section \(index) from the flow layout delegate"
            if let v = d.flowLayout(self, insetForSectionAt: index) { try LayoutError.validate(v, "sectionInset" + from); insets = v }
            if let v = d.flowLayout(self, minimumLineSpacingForSectionAt: index) {
                try LayoutError.validate(v, "minimumLineSpacing" + from); lineSpacing = v
            }
            if let v = d.flowLayout(self, minimumInteritemSpacingForSectionAt: index) {
                try LayoutError.validate(v, "minimumInteritemSpacing" + from); interitem = v
            }
            if let v = d.flowLayout(self, referenceSizeForHeaderInSection: index) {
                try LayoutError.validate(v, "headerReferenceSize" + from); header = v
            }
            if let v = d.flowLayout(self, referenceSizeForFooterInSection: index) {
                try LayoutError.validate(v, "footerReferenceSize" + from); footer = v
            }
            switch d.flowLayout(self, itemSizingForSectionAt: index) {
            case .layoutItemSize:
                break
            case .uniform(let size):
                try LayoutError.validate(size, "the uniform item size" + from)
                uniform = size
                kind = .uniform
            case .sizes(let all):
                guard all.count == count else {
                    throw .invalidParameter(
                        name: "itemSizing",
                        message:
                            "the flow layout delegate gave \(all.count) sizes for section \(index), which has \(count) items; give exactly one size per item"
                    )
                }
                // The array the previous pass validated, handed back unchanged (the same
                // copy-on-write buffer), needs no second check. Only the buffer's identity is
                // compared: a new array with equal sizes would cost an element-by-element
                // comparison, more than the check it would save.
                let unchanged = previous.map { $0.sizing == .bulk && $0.uniformSize == nil && sameStorage($0.sizes, all) } ?? false
                if !unchanged, let bad = firstInvalidSize(all) {
                    throw .invalidGeometry(
                        "the size \(all[bad]) of item \(bad) in section \(index) from the flow layout delegate must be finite and not negative"
                    )
                }
                uniform = nil
                sizes = all
                kind = .bulk
            case .perItem:
                kind = .perItem
                let reusable = previous.flatMap { $0.sizing == .perItem && $0.uniformSize == nil ? $0.sizes : nil }
                let fetched = try fetchSizes(section: index, count: count, delegate: d, defaultSize: defaultSize, previous: reusable)
                if let fetched {
                    uniform = nil
                    sizes = fetched
                }
            }
        }
        if let preferred, !preferred.isEmpty {
            if let u = uniform { sizes = [Size](repeating: u, count: count); uniform = nil }
            for (item, size) in preferred where item < count { sizes[item] = size }
        }
        return FlowSection(
            index: index, count: count, insets: insets, lineSpacing: lineSpacing, interitemSpacing: interitem,
            headerSize: header, footerSize: footer, uniformSize: uniform, sizes: sizes, sizing: kind)
    }

    /// Whether two arrays share one buffer (so hold the same sizes): O(1), no element read.
    func sameStorage(_ a: [Size], _ b: [Size]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
    }

    /// The first item whose size is not finite and not negative, or `nil`.
    ///
    /// A first pass reads each length's bits without a branch: a length from +0 up to the
    /// largest finite double has bits below those of +∞, while a negative one (sign bit
    /// set), ∞ and NaN have bits at or above them, so when the largest bit pattern of the
    /// array is below +∞'s, every size is valid (about 5 instructions per size instead of 4
    /// compare-and-branch pairs). Otherwise (a bad size, or a -0, which passes) a second
    /// pass compares each size and names the first bad one.
    func firstInvalidSize(_ sizes: [Size]) -> Int? {
        sizes.withUnsafeBufferPointer { buf in
            var largest: UInt64 = 0
            for s in buf { largest = max(largest, max(s.width.bitPattern, s.height.bitPattern)) }
            guard largest >= Double.infinity.bitPattern else { return nil }
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
    private func firstChangedSize(
        from start: Int, count: Int, section: Int, delegate d: FlowLayoutDelegate, defaultSize: Size,
        previous: UnsafeBufferPointer<Size>
    ) -> (Int, Size) {
        @inline(__always) func same(_ a: Size, _ b: Size) -> Bool {
            (a.width.bitPattern ^ b.width.bitPattern) | (a.height.bitPattern ^ b.height.bitPattern) == 0
        }
        var item = start
        while item < count {
            // The default size only on its own branch: the usual path keeps no value for it.
            if let size = d.flowLayout(self, sizeForItemAt: ElementIndexPath(item: item, section: section)) {
                if !same(size, previous[item]) { return (item, size) }
            } else if !same(defaultSize, previous[item]) {
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
