import Geometry
import LayoutProtocol

/// The flow layout's passes: validation, the full pass, the re-layout from cached
/// metrics (what `prepare()` chooses between); item sizes and single-item refreshes are in
/// `FlowLayout+Sizes.swift`.
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
        s.rules.findsRepeatedLines = findsRepeatedLines
        s.mirrored = host.layoutDirection != developmentLayoutDirection && flipsHorizontallyInOppositeLayoutDirection
        s.scale = host.displayScale
        s.selfSizing = estimatedItemSize != .zero
        s.defaultSize = s.selfSizing ? estimatedItemSize : itemSize
        return s
    }

    /// The host's delegate as a ``FlowLayoutDelegate``, or `nil`.
    ///
    /// The cast (a conformance lookup in the runtime, costly next to a pass) is made once
    /// per delegate object: the result is kept weakly, and reused while the host hands back
    /// the same object (an object's conformances never change).
    func flowDelegate(of host: any LayoutHost) -> FlowLayoutDelegate? {
        guard let object = host.layoutDelegate else { return nil }
        if let cached = cachedFlowDelegate, cached === object { return cached }
        let delegate = object as? FlowLayoutDelegate
        cachedFlowDelegate = delegate
        return delegate
    }

    /// Lays out every section. When the counts changed, measured sizes follow their items
    /// through the batch updates in `mappings` (UIKit keeps self-sized cells' sizes through
    /// updates); after any other change of the counts (`reloadData`) they are dropped.
    func fullPass(host: any LayoutHost, dropPreferredSizes: Bool, mappings: [any UpdateIndexMapping] = []) throws(LayoutError) {
        try validateProperties()
        try validateHost(host)
        var s = makeState(host: host)
        let sectionCount = host.numberOfSections
        guard sectionCount >= 0 else { throw .negativeSectionCount(sectionCount) }
        let delegate = flowDelegate(of: host)
        var preferred = dropPreferredSizes && mappings.isEmpty ? [:] : preferredSizes
        if dropPreferredSizes { for mapping in mappings { preferred = mapping.remapItems(preferred) } }
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
        if let old = state { adoptBuffers(s.sections, from: old.sections, keepingRuns: false) }
        layOutAll(&s, host: host)
        state = s
        if dropPreferredSizes { preferredSizes = preferred }
        fullLayoutPassCount += 1
    }

    func relayoutPass(host: any LayoutHost) throws(LayoutError) {
        guard let old = state else { return }
        try validateHost(host)
        var s = makeState(host: host)
        s.sections = old.sections.map { $0.copyMetrics() }
        adoptBuffers(s.sections, from: old.sections, keepingRuns: true)
        layOutAll(&s, host: host)
        state = s
        relayoutPassCount += 1
    }

    /// Moves the geometry buffers of the previous pass into the new sections (the new pass
    /// cannot fail any more: everything was validated), and with `keepingRuns` (a re-layout,
    /// whose sections share the old sizes) the sizes found repeating.
    func adoptBuffers(_ sections: [FlowSection], from old: [FlowSection], keepingRuns: Bool) {
        for (new, previous) in zip(sections, old) { new.adoptBuffers(from: previous, keepingRuns: keepingRuns) }
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
}
