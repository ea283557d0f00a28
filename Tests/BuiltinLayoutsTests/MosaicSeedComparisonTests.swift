import BuiltinLayouts
import Geometry
import LayoutProtocol
import Testing

/// The seed's `prepare()` transcribed line by line with Geometry's types, as the reference
/// the layout must match for any count and width.
func seedMosaicFrames(count: Int, width: Double, height: Double) -> (frames: [Rect], contentBounds: Rect, lastFrame: Rect) {
    var cachedFrames: [Rect] = []
    var contentBounds = Rect(origin: .zero, size: Size(width: width, height: height))
    var currentIndex = 0
    var segment: MosaicSegmentStyle = .fullWidth
    var lastFrame: Rect = .zero
    let cvWidth = width
    while currentIndex < count {
        let segmentFrame = Rect(x: 0, y: lastFrame.maxY + 1.0, width: cvWidth, height: 200.0)
        var segmentRects = [Rect]()
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
            cachedFrames.append(rect)
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
    return (cachedFrames, contentBounds, lastFrame)
}

@Suite("MosaicLayout against the seed's own loop")
struct MosaicSeedComparisonTests {
    @Test(arguments: [0.0, 1, 2, 3, 4.5, 99.9, 100, 320, 375, 375.5, 414, 768, 1024.25, 2732])
    func framesAreTheSeedsForEveryCount(width: Double) throws {
        for count in 0...60 {
            let layout = MosaicLayout()
            layout.host = StaticLayoutHost(itemCounts: [count], bounds: Rect(x: 0, y: 0, width: width, height: 500))
            try layout.prepareIfNeeded()
            let seed = seedMosaicFrames(count: count, width: width, height: 500)
            let ours = (0..<count).map { layout.frame(forItemAt: ElementIndexPath(item: $0, section: 0)) }
            #expect(ours == seed.frames.map { Optional($0) }, "count \(count), width \(width)")
            // The seed unions each frame one step late and leaves the last out; ours includes it.
            let expected = count == 0 ? seed.contentBounds : seed.contentBounds.union(seed.lastFrame)
            #expect(layout.contentSize == expected.size, "count \(count), width \(width)")
        }
    }

    /// One layout re-prepared through growing, shrinking, empty and multi-section counts
    /// (its arrays resized in place, its two frame buffers swapped each pass) gives the
    /// frames of a fresh layout every time, and the seed's for one section. Run under the
    /// address sanitizer, this checks the prepare's pointer writes stay inside the arrays.
    @Test func aReusedLayoutMatchesAFreshOneThroughEveryCountChange() throws {
        let reused = MosaicLayout()
        for counts in [[60], [3], [0], [45], [45], [7], [5, 0, 9], [1], [20, 20, 2], [], [61]] {
            reused.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: 375, height: 500))
            reused.invalidateLayout()
            try reused.prepareIfNeeded()
            let fresh = MosaicLayout()
            fresh.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: 375, height: 500))
            try fresh.prepareIfNeeded()
            for (section, count) in counts.enumerated() {
                let paths = (0...count).map { ElementIndexPath(item: $0, section: section) }
                #expect(paths.map { reused.frame(forItemAt: $0) } == paths.map { fresh.frame(forItemAt: $0) }, "\(counts)")
            }
            if counts.count == 1 {
                let seed = seedMosaicFrames(count: counts[0], width: 375, height: 500)
                let ours = (0..<counts[0]).map { reused.frame(forItemAt: ElementIndexPath(item: $0, section: 0)) }
                #expect(ours == seed.frames.map { Optional($0) }, "\(counts)")
            }
            #expect(reused.contentSize == fresh.contentSize, "\(counts)")
            let all = Rect(x: -1, y: -1, width: 400, height: reused.contentSize.height + 2)
            #expect(reused.layoutAttributesForElements(in: all).count == counts.reduce(0, +), "\(counts)")
        }
    }

    /// Every count to 200 in a section (so every number of 8-item blocks the prepare writes
    /// at once, and every tail after them) followed by a short one: the seed's frames, and
    /// rect queries down the whole content return exactly the items whose frames meet the
    /// rect, in index order (the bands' arrays, sized by counting the bands first, are
    /// right). Run under the address sanitizer, this checks the block writes stay inside
    /// the arrays.
    @Test func everyCountTo200GivesTheSeedsFramesAndExactQueries() throws {
        for count in 0...200 {
            let counts = [count, count % 7]
            let layout = MosaicLayout()
            layout.host = StaticLayoutHost(itemCounts: counts, bounds: Rect(x: 0, y: 0, width: 375, height: 500))
            try layout.prepareIfNeeded()
            let seed = seedMosaicFrames(count: count, width: 375, height: 500)
            let ours = (0..<count).map { layout.frame(forItemAt: ElementIndexPath(item: $0, section: 0)) }
            #expect(ours == seed.frames.map { Optional($0) }, "count \(count)")
            let all = counts.indices.flatMap { section in
                (0..<counts[section]).map { item in
                    let path = ElementIndexPath(item: item, section: section)
                    return (path, layout.frame(forItemAt: path) ?? .null)
                }
            }
            var y = -50.0
            while y < layout.contentSize.height + 50 {
                let rect = Rect(x: 10, y: y, width: 100, height: 150)
                let expected = all.filter { $0.1.intersects(rect) }.map(\.0)
                #expect(layout.layoutAttributesForElements(in: rect).map(\.indexPath) == expected, "count \(count), y \(y)")
                y += 97
            }
        }
    }

    @Test func aLongMosaicStaysExactFarDown() throws {
        let count = 20_000
        let layout = MosaicLayout()
        layout.host = StaticLayoutHost(itemCounts: [count], bounds: Rect(x: 0, y: 0, width: 333.3, height: 500))
        try layout.prepareIfNeeded()
        let seed = seedMosaicFrames(count: count, width: 333.3, height: 500)
        let mismatches = (0..<count).filter { layout.frame(forItemAt: ElementIndexPath(item: $0, section: 0)) != seed.frames[$0] }
        #expect(mismatches.isEmpty)
        #expect(layout.contentSize == seed.contentBounds.union(seed.lastFrame).size)
    }
}
