import Geometry
import LayoutProtocol
import Testing

@testable import BuiltinLayouts

// The performance paths of the flow layout (lazy line shifts, copied offsets of repeated
// lines, a delegate's unchanged sizes kept without a copy) give exactly the frames of a
// layout prepared from scratch with the same sizes.
@Suite("Flow fast paths")
struct FlowFastPathTests {
    /// Every frame of a layout freshly prepared with `sizes` (one section, width 1000).
    private func freshFrames(_ sizes: [Size]) throws -> [ElementKey: LayoutAttributes] {
        try makeFlow(counts: [sizes.count], delegate: FlowSizesDelegate([sizes])) { $0.minimumInteritemSpacing = 10 }.allElements()
    }

    private func update(_ layout: FlowLayout, _ d: FlowSizesDelegate, item: Int, to size: Size) throws {
        d.sizes[0][item] = size
        let context = FlowLayoutInvalidationContext()
        context.invalidateItems(at: [cellPath(item)])
        layout.invalidateLayout(with: context)
        try layout.prepareIfNeeded()
    }

    @Test("Size changes that keep the breaks shift later lines lazily; frames, queries and content size equal a fresh layout")
    func lazyShifts() throws {
        var sizes = Array(repeating: Size(width: 100, height: 100), count: 200)
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [200], delegate: d) { $0.minimumInteritemSpacing = 10 }
        // More changes than a section keeps pending, at different lines, both ways.
        let changes: [(Int, Double)] = [
            (100, 130), (20, 70), (150, 160), (5, 101), (100, 100), (60, 90), (61, 140), (199, 30), (0, 50), (120, 120),
        ]
        for (item, height) in changes {
            sizes[item] = Size(width: 100, height: height)
            try update(layout, d, item: item, to: sizes[item])
            #expect(layout.itemsRebrokenByLastUpdate <= 18, "only the changed line (and the one before) is broken again")
            let fresh = try freshFrames(sizes)
            #expect(layout.allElements() == fresh)
            #expect(layout.frame(199) == fresh[.cell(cellPath(199))]?.frame)
        }
        let fresh = try makeFlow(counts: [200], delegate: FlowSizesDelegate([sizes])) { $0.minimumInteritemSpacing = 10 }
        #expect(layout.contentSize == fresh.contentSize)
        let rect = Rect(x: 0, y: 1200, width: 1000, height: 300)
        #expect(layout.layoutAttributesForElements(in: rect) == fresh.layoutAttributesForElements(in: rect))
        #expect(layout.incrementalUpdateCount == changes.count)
    }

    @Test("The same line changing again and again keeps one pending shift (none once it is back), with exact frames")
    func mergedShifts() throws {
        var sizes = Array(repeating: Size(width: 100, height: 100), count: 300)
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [300], delegate: d) { $0.minimumInteritemSpacing = 10 }
        for round in 0..<21 {
            sizes[150] = Size(width: 90, height: round % 2 == 0 ? 130 : 100)
            try update(layout, d, item: 150, to: sizes[150])
            #expect(layout.state?.sections[0].lines.pendingShifts.count == (round % 2 == 0 ? 1 : 0))
            #expect(layout.frame(299) == (try freshFrames(sizes))[.cell(cellPath(299))]?.frame)
        }
        #expect(layout.allElements() == (try freshFrames(sizes)))
    }

    @Test("A size change that moves the breaks re-breaks the later items and matches a fresh layout")
    func movingBreaks() throws {
        var sizes = Array(repeating: Size(width: 100, height: 100), count: 100)
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [100], delegate: d) { $0.minimumInteritemSpacing = 10 }
        sizes[50] = Size(width: 250, height: 100)
        try update(layout, d, item: 50, to: sizes[50])
        #expect(
            layout.itemsRebrokenByLastUpdate == 55, "from the start of item 50's line to the end: equal items never fall back into step")
        #expect(layout.allElements() == (try freshFrames(sizes)))
        sizes[50] = Size(width: 100, height: 100)
        try update(layout, d, item: 50, to: sizes[50])
        #expect(layout.allElements() == (try freshFrames(sizes)))
    }

    @Test("Moving breaks rewrite the lines in place or spill: same, fewer or more lines, back in step or not, first and last line")
    func inPlaceRebreak() throws {
        // 100 items of 100×100, 9 per line (12 lines, the last one item 99 alone); items 40
        // and 70 as wide as the line stand alone, so breaks moved before them fall back into
        // step there.
        var sizes = Array(repeating: Size(width: 100, height: 100), count: 100)
        sizes[40] = Size(width: 1000, height: 50)
        sizes[70] = Size(width: 1000, height: 60)
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [100], delegate: d) { $0.minimumInteritemSpacing = 10 }
        var section: FlowSection? { layout.state?.sections[0] }
        #expect(layout.allElements() == (try freshFrames(sizes)))
        // Lines 0: 0...8, 9...17, 18...26, 27...35, 36...39, 40, 41...49, …, 70, …
        #expect(section?.lines.starts == [0, 9, 18, 27, 36, 40, 41, 50, 59, 68, 70, 71, 80, 89, 98])
        let wide = { (height: Double) in Size(width: 1000, height: height) }
        let plain = Size(width: 100, height: 100)
        let tail = [41, 50, 59, 68, 70, 71, 80, 89, 98]
        let changes: [(item: Int, size: Size, starts: [Int], rebroken: Int)] = [
            // The first line: item 0 alone, one line more before item 40 (the new lines run
            // ahead of the old ones and are put in once), back in step at 40.
            (0, wide(20), [0, 1, 10, 19, 28, 37, 40] + tail, 40),
            // Back: one line fewer, written in place; the old line left over is removed.
            (0, plain, [0, 9, 18, 27, 36, 40] + tail, 40),
            // Item 20 alone: two lines more, then two fewer.
            (20, wide(40), [0, 9, 18, 20, 21, 30, 39, 40] + tail, 22),
            (20, plain, [0, 9, 18, 27, 36, 40] + tail, 22),
            // The last lines: item 97 alone, back in step at item 98.
            (97, wide(30), [0, 9, 18, 27, 36, 40, 41, 50, 59, 68, 70, 71, 80, 89, 97, 98], 9),
            (97, plain, [0, 9, 18, 27, 36, 40] + tail, 9),
            // Item 41 wider: the same number of lines, every break up to item 70 moves by
            // one (in place).
            (41, Size(width: 250, height: 100), [0, 9, 18, 27, 36, 40, 41, 48, 57, 66, 70, 71, 80, 89, 98], 30),
            // Item 72 wider: every break to the end moves (in place, never back in step).
            (72, Size(width: 250, height: 100), [0, 9, 18, 27, 36, 40, 41, 48, 57, 66, 70, 71, 78, 87, 96], 29),
            (72, plain, [0, 9, 18, 27, 36, 40, 41, 48, 57, 66, 70, 71, 80, 89, 98], 29),
            // Item 75 alone: one line more to the end, then one fewer (the last old line removed).
            (75, wide(10), [0, 9, 18, 27, 36, 40, 41, 48, 57, 66, 70, 71, 75, 76, 85, 94], 29),
            (75, plain, [0, 9, 18, 27, 36, 40, 41, 48, 57, 66, 70, 71, 80, 89, 98], 29),
            // The first line wider: every break up to item 40 moves (in place).
            (3, Size(width: 250, height: 100), [0, 7, 16, 25, 34, 40, 41, 48, 57, 66, 70, 71, 80, 89, 98], 40),
        ]
        for (item, size, starts, rebroken) in changes {
            sizes[item] = size
            try update(layout, d, item: item, to: size)
            #expect(section?.lines.starts == starts, "item \(item)")
            #expect(layout.itemsRebrokenByLastUpdate == rebroken, "item \(item)")
            #expect(layout.allElements() == (try freshFrames(sizes)), "item \(item)")
        }
        #expect(layout.fullLayoutPassCount == 1, "every change was incremental")
    }

    @Test("Moving breaks over more than one stack batch, in place then spilling, with pending shifts: exact frames")
    func inPlaceRebreakAcrossBatches() throws {
        // 999 items of 100×100: 111 full lines of 9. Item 0 as wide as the line: 112 lines,
        // the first batch of new lines written in place, the rest (more lines than before)
        // spilled and put in once; then back (in place, one line fewer).
        #expect(FlowSection.lineBatch < 111)
        var sizes = Array(repeating: Size(width: 100, height: 100), count: 999)
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [999], delegate: d) { $0.minimumInteritemSpacing = 10 }
        var section: FlowSection? { layout.state?.sections[0] }
        // Pending shifts first (lines 1 and 50 taller), so the new lines are stored without them.
        for (item, height) in [(10, 130.0), (455, 170.0)] {
            sizes[item] = Size(width: 100, height: height)
            try update(layout, d, item: item, to: sizes[item])
        }
        #expect(section?.lines.pendingShifts.count == 2)
        sizes[0] = Size(width: 1000, height: 20)
        try update(layout, d, item: 0, to: sizes[0])
        #expect(layout.itemsRebrokenByLastUpdate == 999)
        #expect(section?.lineCount == 112)
        #expect(section?.lines.starts == [0] + (0..<111).map { 1 + 9 * $0 })
        #expect(layout.allElements() == (try freshFrames(sizes)))
        #expect(layout.frame(991) == Rect(x: 0, y: 30 + 110 * 110 + 30 + 70, width: 100, height: 100))
        sizes[0] = Size(width: 100, height: 100)
        try update(layout, d, item: 0, to: sizes[0])
        #expect(section?.lines.starts == (0..<111).map { 9 * $0 })
        #expect(layout.allElements() == (try freshFrames(sizes)))
    }

    @Test("Moving breaks after a pending shift: every batch of new lines is stored less that shift, with exact frames")
    func rebreakAfterPendingShift() throws {
        // 999 items of 100×100 in lines of 9; line 1 (items 9…17) made 30 taller records one
        // shift from item 18. Item 100 made wider then moves every later break: no new line
        // starts inside the shift's reach, so each batch subtracts one sum.
        var sizes = Array(repeating: Size(width: 100, height: 100), count: 999)
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [999], delegate: d) { $0.minimumInteritemSpacing = 10 }
        var section: FlowSection? { layout.state?.sections[0] }
        sizes[10] = Size(width: 100, height: 130)
        try update(layout, d, item: 10, to: sizes[10])
        #expect(section?.lines.pendingShifts.count == 1)
        #expect(section?.lines.pendingShifts.first?.item == 18)
        for width in [250.0, 100] {
            sizes[100] = Size(width: width, height: 100)
            try update(layout, d, item: 100, to: sizes[100])
            #expect(layout.itemsRebrokenByLastUpdate == 999 - 99)
            #expect(section?.lines.pendingShifts.count == 1)
            #expect(layout.allElements() == (try freshFrames(sizes)))
        }
        // Stored without the shift: line 100 lies 100 lines of 110 and the 30 further on.
        #expect(section?.lines.offsets[100] == 11_000.0)
        #expect(section?.lineOffset(100) == 11_030.0)
    }

    @Test("Moving breaks in the middle section of three: its lines and the later section's frames equal a fresh layout")
    func inPlaceRebreakSections() throws {
        var sizes = [
            Array(repeating: Size(width: 100, height: 40), count: 30),
            (0..<200).map { Size(width: 100, height: Double(50 + $0 % 3)) },
            Array(repeating: Size(width: 200, height: 30), count: 25),
        ]
        let d = FlowSizesDelegate(sizes)
        d.headers = [1: Size(width: 0, height: 25), 2: Size(width: 0, height: 15)]
        let make = { (d: FlowSizesDelegate) in try makeFlow(counts: [30, 200, 25], delegate: d) { $0.minimumInteritemSpacing = 10 } }
        let layout = try make(d)
        for (item, width) in [(100, 250.0), (3, 1000), (199, 640), (3, 100), (100, 100)] {
            sizes[1][item] = Size(width: width, height: 50)
            d.sizes = sizes
            let context = FlowLayoutInvalidationContext()
            context.invalidateItems(at: [cellPath(item, 1)])
            layout.invalidateLayout(with: context)
            try layout.prepareIfNeeded()
            let fresh = try make(FlowSizesDelegate(sizes).withHeaders(d.headers))
            #expect(layout.allElements() == fresh.allElements(), "item \(item)")
            #expect(layout.contentSize == fresh.contentSize, "item \(item)")
            #expect(layout.frame(24, 2) == fresh.frame(24, 2))
        }
        #expect(layout.fullLayoutPassCount == 1, "every change was incremental")
    }

    @Test("Repeated lines copy their offsets: frames of mixed runs equal item-by-item arithmetic")
    func copiedLines() throws {
        // Runs of equal items (copied lines), a different size in the middle, a short last line.
        var sizes = Array(repeating: Size(width: 90, height: 50), count: 40)
        sizes += [Size(width: 300, height: 80)]
        sizes += Array(repeating: Size(width: 90, height: 50), count: 25)
        let layout = try makeFlow(counts: [sizes.count], delegate: FlowSizesDelegate([sizes])) { $0.minimumInteritemSpacing = 10 }
        // 10 of 90 per line (900 + 9 × 10 = 990 ≤ 1000), justified: gap (1000 − 900) / 9.
        let gap = (1000.0 - 900) / 9
        #expect(layout.frame(0) == Rect(x: 0, y: 0, width: 90, height: 50))
        #expect(layout.frame(13) == Rect(x: 3 * (90 + gap), y: 60, width: 90, height: 50))
        #expect(layout.frame(39) == Rect(x: 9 * (90 + gap), y: 180, width: 90, height: 50))
        // Line 4: the wide item then 7 of 90 (300 + 7 × 100 = 1000), justified with gaps of
        // 10, 80 thick (the 50-high items centred in it).
        #expect(layout.frame(40)?.origin == Point(x: 0, y: 240))
        #expect(layout.frame(47)?.origin == Point(x: 910, y: 255))
        #expect(layout.frame(48)?.origin == Point(x: 0, y: 330))
        // The last line: 8 equal items spaced as if the line were full of them.
        #expect(layout.frame(65) == Rect(x: 7 * (90 + gap), y: 390, width: 90, height: 50))
        #expect(layout.contentSize == Size(width: 1000, height: 440))
    }

    @Test(
        "Runs of repeated lines give the frames of the line-by-line pass (full pass, re-layout, update): random periodic sizes, alignments, both axes"
    )
    func repeatedLineRuns() throws {
        var random = SplitMix(seed: 2026)
        let widths: [Double] = [0, 40, 90, 100, 150, 250, 480, 1200]
        let alignments: [FlowLayout.LineAlignment] = [.automatic, .leading, .trailing, .center, .justified]
        var repeatedRounds = 0
        for round in 0..<150 {
            let horizontal = round % 4 == 3
            let full = alignments.randomElement(using: &random)!, last = alignments.randomElement(using: &random)!
            let spacing = [0, 10, 7.5].randomElement(using: &random)!
            // Sizes whose lines repeat (equal sizes; or equal cross lengths with the other
            // length repeating every `period` items, `period` dividing the items per line),
            // or a random pattern of 1–25 sizes (lines rarely repeat); then up to 3 items
            // changed anywhere (breaking a run, ending one on the last line or on the item
            // that breaks a line).
            let cross = widths.randomElement(using: &random)!
            let perLine = FlowLineRules.itemsFittingGreedily(cross, spacing: spacing, available: horizontal ? 800 : 1000)
            let period: Int
            switch round % 3 {
            case 0: period = 1
            case 1: period = perLine == Int.max ? 1 : [1, 2, 3, 5].filter { perLine % $0 == 0 }.randomElement(using: &random)!
            default: period = Int.random(in: 1...25, using: &random)
            }
            let pattern = (0..<period).map { _ in
                let other = Double(Int.random(in: 0...90, using: &random))
                let c = round % 3 == 2 ? widths.randomElement(using: &random)! : cross
                return horizontal ? Size(width: other, height: c) : Size(width: c, height: other)
            }
            let n = Int.random(in: 0...(round % 5 == 0 ? 3000 : 600), using: &random)
            var sizes = (0..<n).map { pattern[$0 % period] }
            for _ in 0..<Int.random(in: 0...3, using: &random) where n > 0 {
                sizes[Int.random(in: 0..<n, using: &random)] = Size(width: widths.randomElement(using: &random)!, height: 33)
            }
            func make(repeats: Bool) throws -> FlowLayout {
                let d = FlowSizesDelegate([sizes])
                d.bulk = round % 2 == 0
                return try makeFlow(counts: [n], delegate: d) { l in
                    l.minimumInteritemSpacing = spacing
                    l.scrollDirection = horizontal ? .horizontal : .vertical
                    l.fullLineAlignment = full
                    l.lastLineAlignment = last
                    l.findsRepeatedLines = repeats
                }
            }
            let fast = try make(repeats: true), slow = try make(repeats: false)
            #expect(fast.allElements() == slow.allElements(), "round \(round): \(n) items, period \(period)")
            #expect(fast.contentSize == slow.contentSize, "round \(round)")
            #expect(slow.state?.sections.first?.repeatedLines ?? 0 == 0)
            if fast.state?.sections.first?.repeatedLines ?? 0 > 0 { repeatedRounds += 1 }
            // A re-layout for another width (the same full pass from cached sizes).
            for layout in [fast, slow] {
                layout.changeStaticHostBounds(to: Rect(x: 0, y: 0, width: 777, height: 555))
                try layout.prepareIfNeeded()
            }
            #expect(fast.allElements() == slow.allElements(), "round \(round) at 777 × 555")
            // A size change (an update: runs stop where an old line starts again).
            guard n > 0 else { continue }
            let item = Int.random(in: 0..<n, using: &random)
            let size = Size(width: widths.randomElement(using: &random)!, height: 44)
            for layout in [fast, slow] {
                guard let d = layout.host?.layoutDelegate as? FlowSizesDelegate else { continue }
                d.sizes[0][item] = size
                let context = FlowLayoutInvalidationContext()
                context.invalidateItems(at: [cellPath(item)])
                layout.invalidateLayout(with: context)
                try layout.prepareIfNeeded()
            }
            #expect(fast.allElements() == slow.allElements(), "round \(round), item \(item) changed")
            #expect(fast.contentSize == slow.contentSize, "round \(round), item \(item) changed")
            #expect(fast.incrementalUpdateCount == 1 && slow.incrementalUpdateCount == 1)
        }
        #expect(repeatedRounds > 80, "the rounds of repeating lines took runs of repeated lines")
    }

    @Test("10,000 equal items: runs of repeated lines, exact frames to the last line")
    func repeatedLinesAtScale() throws {
        let d = FlowSizesDelegate([Array(repeating: Size(width: 100, height: 100), count: 10_000)])
        d.bulk = true
        let layout = try makeFlow(counts: [10_000], delegate: d) { $0.minimumInteritemSpacing = 10 }
        // 9 per line (900 + 8 × 10 ≤ 1000), justified: gap (1000 − 900) / 8 = 12.5; 1,112
        // lines, all laid out as repeats but the first (the pattern) and the last (1 item).
        #expect(layout.state?.sections.first?.repeatedLines == 1_110)
        #expect(layout.frame(0) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(layout.frame(4_508) == Rect(x: 8 * 112.5, y: 500 * 110, width: 100, height: 100))
        #expect(layout.frame(9_998) == Rect(x: 8 * 112.5, y: 1_110 * 110, width: 100, height: 100))
        // The last line's single item, spaced as if the line were full: at the leading edge.
        #expect(layout.frame(9_999) == Rect(x: 0, y: 1_111 * 110, width: 100, height: 100))
        #expect(layout.contentSize == Size(width: 1000, height: 1_112 * 110 - 10))
    }

    @Test("Lines of equal widths but other heights are not taken for a repeated line: exact thickness and offsets")
    func repeatedLinesCompareWholeSizes() throws {
        // Lines 1 and 3 have the widths of line 0 (so the same breaks) but one taller item:
        // their bytes differ from line 0's, so they are checked item by item (thickness 70);
        // lines 2 and 4 are line 0 again byte for byte (thickness 50).
        let small = Size(width: 90, height: 50), tall = Size(width: 90, height: 70)
        var sizes = Array(repeating: small, count: 43)
        sizes[15] = tall
        sizes[35] = tall
        let layout = try makeFlow(counts: [sizes.count], delegate: FlowSizesDelegate([sizes])) { $0.minimumInteritemSpacing = 10 }
        let gap = (1000.0 - 900) / 9
        #expect(layout.frame(9) == Rect(x: 9 * (90 + gap), y: 0, width: 90, height: 50))
        #expect(layout.frame(12) == Rect(x: 2 * (90 + gap), y: 70, width: 90, height: 50))
        #expect(layout.frame(15) == Rect(x: 5 * (90 + gap), y: 60, width: 90, height: 70))
        #expect(layout.frame(25) == Rect(x: 5 * (90 + gap), y: 140, width: 90, height: 50))
        #expect(layout.frame(32) == Rect(x: 2 * (90 + gap), y: 210, width: 90, height: 50))
        #expect(layout.frame(35) == Rect(x: 5 * (90 + gap), y: 200, width: 90, height: 70))
        #expect(layout.frame(41)?.origin.y == 280)
        #expect(layout.contentSize == Size(width: 1000, height: 330))
    }

    @Test("More lines than one stack batch of the line pass: every line's offset and thickness, before and after a change")
    func linesBeyondOneBatch() throws {
        // 2 items of width 490 per line (990 ≤ 1000), 150 lines (more than two batches of
        // `FlowSection.lineBatch`), heights 10, 20, 30 in turn: every line exact, also after
        // a change that moves the breaks of every later line (an incremental pass of 149 lines).
        #expect(FlowSection.lineBatch < 150)
        var sizes = (0..<300).map { Size(width: 490, height: Double(10 + (($0 / 2) % 3) * 10)) }
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [sizes.count], delegate: d) { $0.minimumInteritemSpacing = 10 }
        var y = 0.0
        for line in 0..<150 {
            let h = Double(10 + (line % 3) * 10)
            #expect(layout.frame(2 * line) == Rect(x: 0, y: y, width: 490, height: h))
            #expect(layout.frame(2 * line + 1) == Rect(x: 510, y: y, width: 490, height: h))
            y += h + 10
        }
        #expect(layout.contentSize == Size(width: 1000, height: y - 10))
        // Item 0 as wide as the line: alone on the first line, every later pair shifts by one
        // item, and item 299 ends alone on the last line.
        sizes[0] = Size(width: 1000, height: 10)
        try update(layout, d, item: 0, to: sizes[0])
        #expect(try layout.allElements() == freshFrames(sizes))
        #expect(layout.frame(299)?.origin.x == 0)
    }

    @Test("Lines that outgrow the line pass's projection (short lines after long ones), before and after a change: exact frames")
    func linesBeyondTheProjection() throws {
        // 600 items of width 90 (10 per line: 60 lines), then 600 of width 490 (2 per line:
        // 300 lines). The pass projects its line count from the first batch (about 10 items
        // per line) and has to grow again when the lines become shorter; the same holds for
        // the incremental pass after item 5 becomes wider.
        var sizes = (0..<600).map { _ in Size(width: 90, height: 20) } + (0..<600).map { _ in Size(width: 490, height: 30) }
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [sizes.count], delegate: d) { $0.minimumInteritemSpacing = 10 }
        #expect(layout.allElements() == (try freshFrames(sizes)))
        #expect(layout.state?.sections[0].lineCount == 360)
        #expect(layout.frame(1199) == Rect(x: 510, y: 60 * 30 + 299 * 40, width: 490, height: 30))
        sizes[5] = Size(width: 250, height: 20)
        try update(layout, d, item: 5, to: sizes[5])
        #expect(layout.allElements() == (try freshFrames(sizes)))
        sizes[5] = Size(width: 90, height: 20)
        try update(layout, d, item: 5, to: sizes[5])
        #expect(layout.allElements() == (try freshFrames(sizes)))
        #expect(layout.frame(1199) == Rect(x: 510, y: 60 * 30 + 299 * 40, width: 490, height: 30))
    }

    @Test("A delegate size of -0 after +0 (equal, other bits) is taken as changed and stored; frames equal a fresh layout")
    func negativeZeroDelegateSize() throws {
        var sizes = (0..<30).map { Size(width: 100, height: Double(40 + $0 % 3)) }
        sizes[12] = Size(width: 0, height: 40)
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [30], delegate: d) { $0.minimumInteritemSpacing = 10 }
        sizes[12] = Size(width: -0.0, height: 40)
        d.sizes = [sizes]
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(layout.state?.sections[0].sizes[12].width.sign == .minus)
        #expect(layout.allElements() == (try freshFrames(sizes)))
        // Unchanged again: the kept array is handed back as it is.
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(layout.allElements() == (try freshFrames(sizes)))
    }

    @Test("A delegate's unchanged sizes are kept; a changed or invalid one is caught after the unchanged prefix")
    func keptDelegateSizes() throws {
        var sizes = (0..<50).map { Size(width: 100, height: Double(50 + $0 % 7)) }
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [50], delegate: d) { $0.minimumInteritemSpacing = 10 }
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(layout.allElements() == (try freshFrames(sizes)))
        sizes[30] = Size(width: 200, height: 40)
        d.sizes = [sizes]
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(layout.allElements() == (try freshFrames(sizes)))
        // An invalid size after an unchanged prefix: the error names it and nothing changes.
        let before = layout.allElements()
        d.sizes[0][40] = Size(width: -1, height: 10)
        layout.invalidateLayout()
        do {
            try layout.prepareIfNeeded()
            Issue.record("a negative width must throw")
        } catch {
            #expect(error.description.contains("of item 40 in section 0 from the flow layout delegate must be finite and not negative"))
        }
        #expect(layout.allElements() == before)
    }

    @Test("Random size changes, one or several per pass, that keep, move or resynchronize the breaks match a fresh layout")
    func randomChanges() throws {
        var random = SplitMix(seed: 24)
        let widths: [Double] = [40, 90, 100, 100, 100, 150, 250, 480, 1200]
        var sizes = (0..<240).map { _ in
            Size(width: widths.randomElement(using: &random)!, height: Double(Int.random(in: 20...90, using: &random)))
        }
        let d = FlowSizesDelegate([sizes])
        let layout = try makeFlow(counts: [sizes.count], delegate: d) { $0.minimumInteritemSpacing = 10 }
        for round in 0..<80 {
            // One item most rounds (the single-item path); two or three every fourth round.
            let changed = (0..<(round % 4 == 3 ? 3 : 1)).map { _ in Int.random(in: 0..<sizes.count, using: &random) }
            for item in changed {
                sizes[item] = Size(width: widths.randomElement(using: &random)!, height: Double(Int.random(in: 20...90, using: &random)))
            }
            d.sizes = [sizes]
            let context = FlowLayoutInvalidationContext()
            context.invalidateItems(at: changed.map { cellPath($0) })
            layout.invalidateLayout(with: context)
            try layout.prepareIfNeeded()
            let fresh = try makeFlow(counts: [sizes.count], delegate: FlowSizesDelegate([sizes])) { $0.minimumInteritemSpacing = 10 }
            #expect(layout.allElements() == fresh.allElements(), "round \(round), items \(changed)")
            #expect(layout.contentSize == fresh.contentSize, "round \(round)")
        }
        #expect(layout.fullLayoutPassCount == 1, "every change was incremental")
    }
}
