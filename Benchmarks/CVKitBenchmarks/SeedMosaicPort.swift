// A faithful port of the seed's `MosaicLayout` sample (seed 001), kept as the baseline the
// benchmark compares against: class-based attributes (one heap object per item, as
// `UICollectionViewLayoutAttributes`), the seed's prepare loop with its per-item
// `contentBounds.union(lastFrame)`, Apple's `dividedIntegral` helper and the recursive
// `binSearch` of the sample. Only the host is replaced by plain parameters.

/// A stand-in for `CGRect` with Core Graphics' semantics for the operations the sample uses.
struct SeedRect: Equatable {
    var x: Double, y: Double, width: Double, height: Double

    static let zero = SeedRect(x: 0, y: 0, width: 0, height: 0)

    var minX: Double { width < 0 ? x + width : x }
    var maxX: Double { width < 0 ? x : x + width }
    var minY: Double { height < 0 ? y + height : y }
    var maxY: Double { height < 0 ? y : y + height }
    var standardized: SeedRect { SeedRect(x: minX, y: minY, width: abs(width), height: abs(height)) }

    func union(_ r: SeedRect) -> SeedRect {
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return SeedRect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }

    func intersects(_ r: SeedRect) -> Bool {
        max(minX, r.minX) <= min(maxX, r.maxX) && max(minY, r.minY) <= min(maxY, r.maxY)
    }

    enum Edge { case minXEdge, minYEdge, maxXEdge, maxYEdge }

    /// `CGRect.divided(atDistance:from:)`: standardizes, clamps the distance.
    func divided(atDistance distance: Double, from edge: Edge) -> (slice: SeedRect, remainder: SeedRect) {
        let s = standardized
        switch edge {
        case .minXEdge:
            let d = min(max(distance, 0), s.width)
            return (
                SeedRect(x: s.x, y: s.y, width: d, height: s.height), SeedRect(x: s.x + d, y: s.y, width: s.width - d, height: s.height)
            )
        case .maxXEdge:
            let d = min(max(distance, 0), s.width)
            return (
                SeedRect(x: s.maxX - d, y: s.y, width: d, height: s.height), SeedRect(x: s.x, y: s.y, width: s.width - d, height: s.height)
            )
        case .minYEdge:
            let d = min(max(distance, 0), s.height)
            return (SeedRect(x: s.x, y: s.y, width: s.width, height: d), SeedRect(x: s.x, y: s.y + d, width: s.width, height: s.height - d))
        case .maxYEdge:
            let d = min(max(distance, 0), s.height)
            return (
                SeedRect(x: s.x, y: s.maxY - d, width: s.width, height: d), SeedRect(x: s.x, y: s.y, width: s.width, height: s.height - d)
            )
        }
    }

    /// Apple's helper from the sample project.
    func dividedIntegral(fraction: Double, from fromEdge: Edge) -> (first: SeedRect, second: SeedRect) {
        let dimension: Double
        switch fromEdge {
        case .minXEdge, .maxXEdge: dimension = width
        case .minYEdge, .maxYEdge: dimension = height
        }
        let distance = (dimension * fraction).rounded(.up)
        var slices = divided(atDistance: distance, from: fromEdge)
        switch fromEdge {
        case .minXEdge, .maxXEdge:
            slices.remainder.x += 1
            slices.remainder.width -= 1
        case .minYEdge, .maxYEdge:
            slices.remainder.y += 1
            slices.remainder.height -= 1
        }
        return (first: slices.slice, second: slices.remainder)
    }
}

/// The stand-in for `UICollectionViewLayoutAttributes`: a heap object per element.
final class SeedLayoutAttributes {
    let section: Int
    let item: Int
    var frame: SeedRect = .zero

    init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }
}

enum SeedMosaicSegmentStyle { case fullWidth, fiftyFifty, twoThirdsOneThird, oneThirdTwoThirds }

/// The seed's `MosaicLayout`, line for line.
final class SeedMosaicLayout {
    var cachedAttributes = [SeedLayoutAttributes]()
    var contentBounds = SeedRect.zero
    var boundsWidth: Double
    var boundsHeight: Double
    var itemCount: Int

    init(itemCount: Int, width: Double, height: Double) {
        self.itemCount = itemCount
        self.boundsWidth = width
        self.boundsHeight = height
    }

    func prepare() {
        cachedAttributes.removeAll()
        contentBounds = SeedRect(x: 0, y: 0, width: boundsWidth, height: boundsHeight)
        let count = itemCount
        var currentIndex = 0
        var segment: SeedMosaicSegmentStyle = .fullWidth
        var lastFrame: SeedRect = .zero
        let cvWidth = boundsWidth
        while currentIndex < count {
            let segmentFrame = SeedRect(x: 0, y: lastFrame.maxY + 1.0, width: cvWidth, height: 200.0)
            var segmentRects = [SeedRect]()
            switch segment {
            case .fullWidth:
                segmentRects = [segmentFrame]
            case .fiftyFifty:
                let horizontalSlices = segmentFrame.dividedIntegral(fraction: 0.5, from: .minXEdge)
                segmentRects = [horizontalSlices.first, horizontalSlices.second]
            case .twoThirdsOneThird:
                let horizontalSlices = segmentFrame.dividedIntegral(fraction: 2.0 / 3.0, from: .minXEdge)
                let verticalSlices = horizontalSlices.second.dividedIntegral(fraction: 0.5, from: .minYEdge)
                segmentRects = [horizontalSlices.first, verticalSlices.first, verticalSlices.second]
            case .oneThirdTwoThirds:
                let horizontalSlices = segmentFrame.dividedIntegral(fraction: 1.0 / 3.0, from: .minXEdge)
                let verticalSlices = horizontalSlices.first.dividedIntegral(fraction: 0.5, from: .minYEdge)
                segmentRects = [verticalSlices.first, verticalSlices.second, horizontalSlices.second]
            }
            for rect in segmentRects {
                let attributes = SeedLayoutAttributes(item: currentIndex, section: 0)
                attributes.frame = rect
                cachedAttributes.append(attributes)
                contentBounds = contentBounds.union(lastFrame)
                currentIndex += 1
                lastFrame = rect
            }
            switch count - currentIndex {
            case 1: segment = .fullWidth
            case 2: segment = .fiftyFifty
            default:
                switch segment {
                case .fullWidth: segment = .fiftyFifty
                case .fiftyFifty: segment = .twoThirdsOneThird
                case .twoThirdsOneThird: segment = .oneThirdTwoThirds
                case .oneThirdTwoThirds: segment = .fiftyFifty
                }
            }
        }
    }

    func layoutAttributesForElements(in rect: SeedRect) -> [SeedLayoutAttributes] {
        var attributesArray = [SeedLayoutAttributes]()
        guard let lastIndex = cachedAttributes.indices.last,
            let firstMatchIndex = binSearch(rect, start: 0, end: lastIndex)
        else { return attributesArray }
        for attributes in cachedAttributes[..<firstMatchIndex].reversed() {
            guard attributes.frame.maxY >= rect.minY else { break }
            attributesArray.append(attributes)
        }
        for attributes in cachedAttributes[firstMatchIndex...] {
            guard attributes.frame.minY <= rect.maxY else { break }
            attributesArray.append(attributes)
        }
        return attributesArray
    }

    func binSearch(_ rect: SeedRect, start: Int, end: Int) -> Int? {
        if end < start { return nil }
        let mid = (start + end) / 2
        let attr = cachedAttributes[mid]
        if attr.frame.intersects(rect) {
            return mid
        } else {
            if attr.frame.maxY < rect.minY {
                return binSearch(rect, start: (mid + 1), end: end)
            } else {
                return binSearch(rect, start: start, end: (mid - 1))
            }
        }
    }
}
