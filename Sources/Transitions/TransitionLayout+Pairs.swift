import Geometry
import LayoutProtocol

/// Pairing the elements of both layouts and interpolating them: the per-frame work of a
/// transition.
extension TransitionLayout {
    /// The rect query of a plain `TransitionLayout`: the same results as calling
    /// ``interpolatedAttributes(from:to:progress:)`` and making them safe, but writing each
    /// element once into the result; pairs whose transforms are equal and that have no
    /// custom values only need their frame, alpha, zIndex and `isHidden` computed.
    static func interpolatedDefault(_ pairs: Pairs, progress t: Double, in rect: Rect) -> [LayoutAttributes] {
        let n = pairs.from.count
        // Safe: `from`, `to` and `plain` have one entry per pair (`n`, made together by
        // `elementPairs`); each pair writes at most one element at `initialized`, then counts
        // it, so `initialized ≤ i + 1 ≤ n` and exactly the counted elements are initialized.
        return [LayoutAttributes](unsafeUninitializedCapacity: n) { buffer, initialized in
            initialized = 0
            guard n > 0, let base = buffer.baseAddress else { return }
            pairs.from.withUnsafeBufferPointer { from in
                pairs.to.withUnsafeBufferPointer { to in
                    pairs.plain.withUnsafeBufferPointer { plain in
                        for i in 0..<n {
                            if plain[i] {
                                let a = from[i].frame, b = to[i].frame
                                var frame: Rect
                                if t == 0 {
                                    frame = a
                                } else if t == 1 {
                                    frame = b
                                } else {
                                    var w = lerp(a.size.width, b.size.width, t), h = lerp(a.size.height, b.size.height, t)
                                    let cx = lerp(a.origin.x + a.size.width / 2, b.origin.x + b.size.width / 2, t)
                                    let cy = lerp(a.origin.y + a.size.height / 2, b.origin.y + b.size.height / 2, t)
                                    if w < 0 { w = 0 }
                                    if h < 0 { h = 0 }
                                    frame = Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
                                    if !frame.isFinite { frame = t < 0.5 ? a : b }
                                }
                                guard frame.intersects(rect) else { continue }
                                let out = base + initialized
                                out.initialize(to: from[i])
                                out.pointee.frame = frame
                                let alpha = lerp(from[i].alpha, to[i].alpha, t)
                                out.pointee.alpha =
                                    alpha >= 0 && alpha <= 1
                                    ? alpha : (alpha > 1 ? 1 : (alpha < 0 ? 0 : (t < 0.5 ? from[i].alpha : to[i].alpha)))
                                if !(t < 0.5) {
                                    out.pointee.zIndex = to[i].zIndex
                                    out.pointee.isHidden = to[i].isHidden
                                }
                                initialized += 1
                            } else {
                                let r = sanitized(linearlyInterpolated(from[i], to[i], t), from[i], to[i], t)
                                guard r.frame.intersects(rect) else { continue }
                                (base + initialized).initialize(to: r)
                                initialized += 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// The interpolated attributes of one item, or `nil` when neither layout has it.

    /// ``LayoutAttributes/interpolated(to:progress:)`` with the same results, written so
    /// the common case (equal transforms, no custom values) does no more than a copy and
    /// a few multiplications: a transition interpolates every visible element each frame.
    @inline(__always)
    static func linearlyInterpolated(_ from: LayoutAttributes, _ to: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        if t == 0 { return from }
        var r = from
        if t == 1 {
            r.frame = to.frame
        } else {
            let a = from.frame, b = to.frame
            let w = lerp(a.size.width, b.size.width, t), h = lerp(a.size.height, b.size.height, t)
            let cx = lerp(a.origin.x + a.size.width / 2, b.origin.x + b.size.width / 2, t)
            let cy = lerp(a.origin.y + a.size.height / 2, b.origin.y + b.size.height / 2, t)
            r.frame = Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
        }
        r.alpha = lerp(from.alpha, to.alpha, t)
        if from.transform3D != to.transform3D {
            r.transform3D = from.transform3D.interpolated(to: to.transform3D, progress: t)
        }
        r.zIndex = t < 0.5 ? from.zIndex : to.zIndex
        r.isHidden = t < 0.5 ? from.isHidden : to.isHidden
        if !(from.custom.isEmpty && to.custom.isEmpty) {
            r.custom = from.custom.interpolated(to: to.custom, progress: t)
        }
        return r
    }

    /// The pairs of a rect query, as two parallel arrays, with what they were built for.
    struct PairCache {
        var rect: Rect
        var shift: Vector
        var passCounts: (Int, Int)
        var pairs: Pairs
    }

    /// The elements of a rect query in both layouts, index by index; `plain` says the
    /// pair has equal transforms and no custom values.
    struct Pairs {
        var from: [LayoutAttributes]
        var to: [LayoutAttributes]
        var plain: [Bool]
    }

    func elementPairs(in rect: Rect) -> Pairs {
        let shift = nextLayoutShift
        let passes = (currentLayout.preparePassCount, nextLayout.preparePassCount)
        if let c = pairCache, c.rect == rect, c.shift == shift, c.passCounts == passes,
            !currentLayout.needsPrepare, !nextLayout.needsPrepare
        {
            return c.pairs
        }
        let fromList = currentLayout.layoutAttributesForElements(in: rect)
        let toList = nextLayout.layoutAttributesForElements(in: rect.offsetBy(dx: -shift.dx, dy: -shift.dy))
        var from: [LayoutAttributes] = [], to: [LayoutAttributes] = []
        if fromList.count == toList.count,
            zip(fromList, toList).allSatisfy({ $0.category == $1.category && $0.indexPath == $1.indexPath })
        {
            // Both layouts returned the same elements in the same order (the common case):
            // pair by position, no hashing.
            from = fromList
            to = shift == .zero ? toList : toList.map { shifted($0, by: shift) }
        } else {
            pairByKey(fromList, toList, shift: shift, from: &from, to: &to)
        }
        var plain: [Bool] = []
        plain.reserveCapacity(from.count)
        for i in from.indices {
            plain.append(from[i].transform3D == to[i].transform3D && from[i].custom.isEmpty && to[i].custom.isEmpty)
        }
        let pairs = Pairs(from: from, to: to, plain: plain)
        if !currentLayout.needsPrepare, !nextLayout.needsPrepare {
            pairCache = PairCache(rect: rect, shift: shift, passCounts: passes, pairs: pairs)
        }
        return pairs
    }

    /// Pairs two rect queries by element key; an element found in only one of them is
    /// looked up in the other layout, and fades when it is not there.
    func pairByKey(
        _ fromList: [LayoutAttributes], _ toList: [LayoutAttributes], shift: Vector,
        from: inout [LayoutAttributes], to: inout [LayoutAttributes]
    ) {
        var toIndex: [ElementKey: Int] = [:]
        toIndex.reserveCapacity(toList.count)
        for (i, b) in toList.enumerated() { toIndex[b.key] = i }
        var used = [Bool](repeating: false, count: toList.count)
        from.reserveCapacity(max(fromList.count, toList.count))
        to.reserveCapacity(max(fromList.count, toList.count))
        for a in fromList {
            let key = a.key
            if let i = toIndex[key] {
                used[i] = true
                from.append(a)
                to.append(shifted(toList[i], by: shift))
            } else if let b = nextLayout.layoutAttributes(for: key) {
                from.append(a)
                to.append(shifted(b, by: shift))
            } else {
                from.append(a)
                to.append(attributesForDisappearingElement(a))
            }
        }
        for (i, b) in toList.enumerated() where !used[i] {
            let target = shifted(b, by: shift)
            if let a = currentLayout.layoutAttributes(for: b.key) {
                // In the current layout but outside the rect there: it moves in.
                from.append(a)
            } else {
                from.append(attributesForAppearingElement(target))
            }
            to.append(target)
        }
    }

    func shifted(_ attributes: LayoutAttributes, by shift: Vector) -> LayoutAttributes {
        guard shift != .zero else { return attributes }
        var a = attributes
        a.frame.origin = a.frame.origin + shift
        return a
    }

    func pairAndInterpolate(_ a: LayoutAttributes?, _ b: LayoutAttributes?) -> LayoutAttributes? {
        let shift = nextLayoutShift
        switch (a, b.map { shifted($0, by: shift) }) {
        case (let a?, let b?): return interpolated(a, b, progress)
        case (let a?, nil): return interpolated(a, attributesForDisappearingElement(a), progress)
        case (nil, let b?): return interpolated(attributesForAppearingElement(b), b, progress)
        case (nil, nil): return nil
        }
    }

    /// Calls the hook and makes the result safe (see ``interpolatedAttributes(from:to:progress:)``).
    func interpolated(_ from: LayoutAttributes, _ to: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        Self.sanitized(interpolatedAttributes(from: from, to: to, progress: t), from, to, t)
    }

    /// Clamps alpha to 0…1 and sizes to zero or more, and replaces a non-finite result by
    /// the nearer end.
    static func sanitized(_ attributes: LayoutAttributes, _ from: LayoutAttributes, _ to: LayoutAttributes, _ t: Double) -> LayoutAttributes
    {
        var r = attributes
        if !(r.alpha >= 0 && r.alpha <= 1) {
            r.alpha = r.alpha > 1 ? 1 : (r.alpha < 0 ? 0 : (t < 0.5 ? from.alpha : to.alpha))
        }
        if r.frame.size.width < 0 || r.frame.size.height < 0 {
            r.size = Size(width: max(0, r.frame.size.width), height: max(0, r.frame.size.height))
        }
        if !r.frame.isFinite || ((t < 0 || t > 1) && !r.transform3D.isFinite) {
            let end = t < 0.5 ? from : to
            r.frame = end.frame
            r.transform3D = end.transform3D
        }
        return r
    }
}
