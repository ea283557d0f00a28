import BuiltinLayouts
import Geometry
import LayoutProtocol
import Testing

@Suite("FlowLayout: UIKit's line rules")
struct FlowLayoutTests {
    @Test func defaultsAreUIKits() {
        let layout = FlowLayout()
        #expect(layout.itemSize == Size(width: 50, height: 50))
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
        #expect(!layout.sectionFootersPinToVisibleBounds)
        #expect(layout.fullLineAlignment == .automatic)
        #expect(layout.lastLineAlignment == .automatic)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.makeInvalidationContext() is FlowLayoutInvalidationContext)
    }

    @Test func fullLinesAreJustifiedAndTheEqualLastLineUsesTheSameColumns() throws {
        // 100×100 items, width 1000, spacing 10: 9 per line, (1000 − 900) / 8 = 12.5 apart.
        let layout = try makeFlow(counts: [25])
        for item in 0..<25 {
            let line = Double(item / 9), column = Double(item % 9)
            #expect(layout.frame(item) == Rect(x: column * 112.5, y: line * 110, width: 100, height: 100))
        }
        #expect(layout.frame(8)?.maxX == 1000, "the last item of a full line ends flush with the trailing edge")
        #expect(layout.contentSize == Size(width: 1000, height: 320))
        #expect(layout.frame(25) == nil)
        #expect(layout.frame(0, 1) == nil)
    }

    @Test func aShortEqualLastLineIsSpacedAsIfFilled() throws {
        let layout = try makeFlow(counts: [2])
        #expect(layout.frame(0) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(layout.frame(1) == Rect(x: 112.5, y: 0, width: 100, height: 100))
    }

    @Test func aLoneItemIsCentredAndATooWideItemLogsOnce() throws {
        var messages: [String] = []
        let layout = FlowLayout()
        layout.diagnosticHandler = { messages.append($0) }
        layout.itemSize = Size(width: 600, height: 50)
        layout.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 1000, height: 800))
        try layout.prepareIfNeeded()
        #expect(layout.frame(0) == Rect(x: 200, y: 0, width: 600, height: 50))
        #expect(layout.frame(2) == Rect(x: 200, y: 120, width: 600, height: 50))
        #expect(messages.isEmpty)

        layout.itemSize = Size(width: 1200, height: 50)
        try layout.prepareIfNeeded()
        #expect(layout.frame(0) == Rect(x: -100, y: 0, width: 1200, height: 50))
        #expect(layout.frame(1) == Rect(x: -100, y: 60, width: 1200, height: 50))
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(messages == [FlowLayout.itemTooWideMessage], "reported once per layout")
        #expect(
            messages[0]
                == "The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
        )
    }

    @Test func mixedSizesLastLineIsLeadingAndThinnerItemsAreCentred() throws {
        let d = FlowSizesDelegate([
            [
                Size(width: 300, height: 50), Size(width: 300, height: 80), Size(width: 300, height: 50),
                Size(width: 400, height: 100), Size(width: 400, height: 60), Size(width: 100, height: 80), Size(width: 50, height: 40),
            ]
        ])
        let layout = try makeFlow(counts: [7], delegate: d)
        // Line 1: three 300s (920 ≤ 1000), justified: gap 50; 80 thick.
        #expect(layout.frame(0) == Rect(x: 0, y: 15, width: 300, height: 50))
        #expect(layout.frame(1) == Rect(x: 350, y: 0, width: 300, height: 80))
        #expect(layout.frame(2) == Rect(x: 700, y: 15, width: 300, height: 50))
        // Last line (mixed sizes): packed from the leading edge with exactly 10; 100 thick at y 90.
        #expect(layout.frame(3) == Rect(x: 0, y: 90, width: 400, height: 100))
        #expect(layout.frame(4) == Rect(x: 410, y: 110, width: 400, height: 60))
        #expect(layout.frame(5) == Rect(x: 820, y: 100, width: 100, height: 80))
        #expect(layout.frame(6) == Rect(x: 930, y: 120, width: 50, height: 40))
        #expect(layout.contentSize == Size(width: 1000, height: 190))
        // The bulk source gives the same frames.
        d.bulk = true
        layout.invalidateLayout()
        try layout.prepareIfNeeded()
        #expect(layout.frame(4) == Rect(x: 410, y: 110, width: 400, height: 60))
        #expect(layout.frame(2) == Rect(x: 700, y: 15, width: 300, height: 50))
    }

    @Test func headersFootersInsetsAndEmptySectionsVertical() throws {
        let layout = try makeFlow(counts: [3, 0, 2], width: 400) {
            $0.headerReferenceSize = Size(width: 999, height: 40)
            $0.footerReferenceSize = Size(width: 1, height: 20)
            $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        }
        // Available 370: three 100s per line, gap 35.
        #expect(layout.header(0) == Rect(x: 0, y: 0, width: 400, height: 40))
        #expect(layout.frame(0) == Rect(x: 10, y: 45, width: 100, height: 100))
        #expect(layout.frame(1) == Rect(x: 145, y: 45, width: 100, height: 100))
        #expect(layout.frame(2) == Rect(x: 280, y: 45, width: 100, height: 100))
        #expect(layout.footer(0) == Rect(x: 0, y: 160, width: 400, height: 20))
        #expect(layout.header(1) == Rect(x: 0, y: 180, width: 400, height: 40))
        #expect(layout.footer(1) == Rect(x: 0, y: 240, width: 400, height: 20))
        #expect(layout.header(2) == Rect(x: 0, y: 260, width: 400, height: 40))
        #expect(layout.frame(0, 2) == Rect(x: 10, y: 305, width: 100, height: 100))
        #expect(layout.frame(1, 2) == Rect(x: 145, y: 305, width: 100, height: 100))
        #expect(layout.footer(2) == Rect(x: 0, y: 420, width: 400, height: 20))
        #expect(layout.contentSize == Size(width: 400, height: 440))
        #expect(layout.header(3) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: cellPath(0, 0)) == nil)
        let all = layout.allElements()
        #expect(all.count == 5 + 6)
    }

    @Test func zeroSizeHeadersHaveNoView() throws {
        let d = FlowSizesDelegate([[Size(width: 100, height: 100)], []])
        d.headers = [0: .zero, 1: Size(width: 0, height: 30)]
        let layout = try makeFlow(counts: [1, 0], delegate: d) { $0.headerReferenceSize = Size(width: 0, height: 50) }
        #expect(layout.header(0) == nil)
        #expect(layout.header(1) == Rect(x: 0, y: 100, width: 1000, height: 30))
        #expect(layout.allElements().keys.filter { $0.category != .cell }.count == 1)
    }

    @Test func headersFootersInsetsAndEmptySectionsHorizontal() throws {
        let layout = try makeFlow(counts: [3, 0, 2], width: 1000, height: 400) {
            $0.scrollDirection = .horizontal
            $0.headerReferenceSize = Size(width: 40, height: 999)
            $0.footerReferenceSize = Size(width: 20, height: 1)
            $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        }
        // Available 380 down: three per line, gap 40.
        #expect(layout.header(0) == Rect(x: 0, y: 0, width: 40, height: 400))
        #expect(layout.frame(0) == Rect(x: 50, y: 5, width: 100, height: 100))
        #expect(layout.frame(1) == Rect(x: 50, y: 145, width: 100, height: 100))
        #expect(layout.frame(2) == Rect(x: 50, y: 285, width: 100, height: 100))
        #expect(layout.footer(0) == Rect(x: 170, y: 0, width: 20, height: 400))
        #expect(layout.header(1) == Rect(x: 190, y: 0, width: 40, height: 400))
        #expect(layout.footer(1) == Rect(x: 260, y: 0, width: 20, height: 400))
        #expect(layout.header(2) == Rect(x: 280, y: 0, width: 40, height: 400))
        #expect(layout.frame(1, 2) == Rect(x: 330, y: 145, width: 100, height: 100))
        #expect(layout.footer(2) == Rect(x: 450, y: 0, width: 20, height: 400))
        #expect(layout.contentSize == Size(width: 470, height: 400))
    }

    @Test func horizontalScrollingSwapsTheAxes() throws {
        let layout = try makeFlow(counts: [10], width: 1000, height: 560) { $0.scrollDirection = .horizontal }
        // 560 tall: five per column, gap (560 − 500) / 4 = 15.
        for item in 0..<10 {
            #expect(layout.frame(item) == Rect(x: Double(item / 5) * 110, y: Double(item % 5) * 115, width: 100, height: 100))
        }
        #expect(layout.contentSize == Size(width: 210, height: 560))
    }

    @Test func perSectionMetricsFromTheDelegate() throws {
        let d = FlowSizesDelegate([
            Array(repeating: Size(width: 100, height: 100), count: 4), Array(repeating: Size(width: 100, height: 100), count: 4),
        ])
        d.insets = [1: EdgeInsets(top: 10, left: 100, bottom: 0, right: 100)]
        d.lineSpacing = [1: 30]
        d.interitemSpacing = [1: 200]
        d.footers = [0: Size(width: 0, height: 7)]
        let layout = try makeFlow(counts: [4, 4], width: 430, delegate: d)
        // Section 0: 4 per line (100 + 3 · 110 = 430), exactly 10 apart; footer 7.
        #expect(layout.frame(3) == Rect(x: 330, y: 0, width: 100, height: 100))
        #expect(layout.footer(0) == Rect(x: 0, y: 100, width: 430, height: 7))
        // Section 1: available 230, spacing 200: one per line (100 + 200 + 100 > 230), centred.
        #expect(layout.frame(0, 1) == Rect(x: 165, y: 117, width: 100, height: 100))
        #expect(layout.frame(1, 1) == Rect(x: 165, y: 247, width: 100, height: 100))
        #expect(layout.contentSize == Size(width: 430, height: 607))
    }

    @Test func sectionInsetReferenceAddsSafeAreaOrMargins() throws {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        layout.host = StaticLayoutHost(
            itemCounts: [2], bounds: Rect(x: 0, y: 0, width: 300, height: 500),
            contentInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
            safeAreaInsets: EdgeInsets(top: 0, left: 30, bottom: 0, right: 20),
            layoutMargins: EdgeInsets(top: 0, left: 50, bottom: 0, right: 50))
        try layout.prepareIfNeeded()
        // Content width 280; from the content inset: available 270, two fit, gap 70.
        #expect(layout.contentSize.width == 280)
        #expect(layout.frame(1) == Rect(x: 175, y: 0, width: 100, height: 100))
        layout.sectionInsetReference = .fromSafeArea
        try layout.prepareIfNeeded()
        // 20 more on the left, 10 more on the right: available 240, gap 40, from x 25.
        #expect(layout.frame(0) == Rect(x: 25, y: 0, width: 100, height: 100))
        #expect(layout.frame(1) == Rect(x: 165, y: 0, width: 100, height: 100))
        layout.sectionInsetReference = .fromLayoutMargins
        try layout.prepareIfNeeded()
        // 40 more on each side: available 190, one per line: centred in 190 from x 45.
        #expect(layout.frame(0) == Rect(x: 90, y: 0, width: 100, height: 100))
        #expect(layout.frame(1) == Rect(x: 90, y: 110, width: 100, height: 100))
    }

    @Test func alignmentOptions() throws {
        func xs(_ full: FlowLayout.LineAlignment, _ last: FlowLayout.LineAlignment) throws -> [Double] {
            let layout = try makeFlow(counts: [5], item: Size(width: 300, height: 50)) {
                $0.fullLineAlignment = full
                $0.lastLineAlignment = last
            }
            return (0..<5).map { layout.frame($0)!.x }
        }
        #expect(try xs(.automatic, .automatic) == [0, 350, 700, 0, 350])
        #expect(try xs(.leading, .leading) == [0, 310, 620, 0, 310])
        #expect(try xs(.center, .center) == [40, 350, 660, 195, 505])
        #expect(try xs(.trailing, .trailing) == [80, 390, 700, 390, 700])
        #expect(try xs(.justified, .justified) == [0, 350, 700, 0, 700])
        // A lone last item: leading (automatic, several fit), centred when justified.
        let lone = try makeFlow(counts: [4], item: Size(width: 300, height: 50)) { $0.lastLineAlignment = .justified }
        #expect(lone.frame(3)?.x == 350)
        let auto = try makeFlow(counts: [4], item: Size(width: 300, height: 50))
        #expect(auto.frame(3)?.x == 0)
    }

    @Test func rightToLeftMirrorsAcrossTheContentWidth() throws {
        func make(_ direction: LayoutDirection, horizontal: Bool = false, mirrors: Bool = true) throws -> FlowLayout {
            let layout = FlowLayout()
            layout.itemSize = Size(width: 100, height: 100)
            layout.mirrorsForRightToLeft = mirrors
            layout.headerReferenceSize = Size(width: 30, height: 30)
            if horizontal { layout.scrollDirection = .horizontal }
            layout.host = StaticLayoutHost(itemCounts: [25], bounds: Rect(x: 0, y: 0, width: 1000, height: 560), layoutDirection: direction)
            try layout.prepareIfNeeded()
            return layout
        }
        let rtl = try make(.rightToLeft)
        #expect(rtl.frame(0) == Rect(x: 900, y: 30, width: 100, height: 100))
        #expect(rtl.frame(1) == Rect(x: 787.5, y: 30, width: 100, height: 100))
        #expect(rtl.frame(24) == Rect(x: 225, y: 250, width: 100, height: 100))
        #expect(rtl.header(0) == Rect(x: 0, y: 0, width: 1000, height: 30))
        let ltr = try make(.rightToLeft, mirrors: false)
        #expect(ltr.frame(1) == Rect(x: 112.5, y: 30, width: 100, height: 100))
        #expect(!ltr.flipsHorizontallyInOppositeLayoutDirection)
        // Horizontal: the first column is at the right end of the content.
        let h = try make(.rightToLeft, horizontal: true)
        // 5 per column, 5 columns: content width 30 + 5·100 + 4·10 = 570.
        #expect(h.contentSize == Size(width: 570, height: 560))
        #expect(h.header(0) == Rect(x: 540, y: 0, width: 30, height: 560))
        #expect(h.frame(0) == Rect(x: 440, y: 0, width: 100, height: 100))
        #expect(h.frame(24) == Rect(x: 0, y: 460, width: 100, height: 100))
        // Rect queries use the mirrored frames.
        let hits = Set(rtl.layoutAttributesForElements(in: Rect(x: 950, y: 30, width: 10, height: 10)).map(\.key))
        #expect(hits == [ElementKey.cell(cellPath(0)), ElementKey(.supplementary(kind: ElementKind.sectionHeader), cellPath(0))])
    }

    @Test func displayScaleRoundsOrigins() throws {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 333, height: 500), displayScale: 2)
        try layout.prepareIfNeeded()
        // Three fit: gap (333 − 300) / 2 = 16.5 → x 116.5 (on the half-point grid) and 233.
        #expect(layout.frame(1) == Rect(x: 116.5, y: 0, width: 100, height: 100))
        layout.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 333.3, height: 500), displayScale: 2)
        try layout.prepareIfNeeded()
        // Gap 16.65 → 116.65 rounds to 116.5; exact without a scale.
        #expect(layout.frame(1) == Rect(x: 116.5, y: 0, width: 100, height: 100))
        #expect(layout.frame(2)?.x == 233.5)
    }

    @Test func sectionBackgroundsCoverTheSectionBetweenHeaderAndFooter() throws {
        let layout = try makeFlow(counts: [3, 0, 0], width: 400) {
            $0.sectionBackgroundDecorationKind = "background"
            $0.headerReferenceSize = Size(width: 0, height: 40)
            $0.footerReferenceSize = Size(width: 0, height: 20)
            $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        }
        let bg = layout.layoutAttributesForDecorationView(ofKind: "background", at: cellPath(0, 0))
        #expect(bg?.frame == Rect(x: 0, y: 40, width: 400, height: 120))
        #expect(bg?.zIndex == -1)
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: cellPath(0, 1))?.frame
                == Rect(x: 0, y: 220, width: 400, height: 20))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "other", at: cellPath(0, 0)) == nil)
        let none = try makeFlow(counts: [0]) { $0.sectionBackgroundDecorationKind = "background" }
        #expect(
            none.layoutAttributesForDecorationView(ofKind: "background", at: cellPath(0, 0)) == nil, "nothing between header and footer")
        let inRect = layout.layoutAttributesForElements(in: Rect(x: 0, y: 41, width: 5, height: 1))
        #expect(inRect.map(\.key) == [ElementKey(.decoration(kind: "background"), cellPath(0, 0))])
    }

    @Test func zeroSizeItemsWithoutSpacingShareOneLine() throws {
        let layout = try makeFlow(counts: [1_000_000_000], item: .zero) {
            $0.minimumInteritemSpacing = 0
            $0.minimumLineSpacing = 0
        }
        #expect(layout.contentSize == Size(width: 1000, height: 0))
        #expect(layout.frame(999_999_999) == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(layout.layoutAttributesForElements(in: Rect(x: 10, y: 0, width: 5, height: 5)).isEmpty)
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 10, width: 5, height: 5)).isEmpty)
    }

    @Test func settingAPropertyToItsValueDoesNotInvalidate() throws {
        let layout = try makeFlow(counts: [3])
        layout.itemSize = Size(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.scrollDirection = .vertical
        #expect(!layout.needsPrepare)
        layout.minimumLineSpacing = 11
        #expect(layout.needsPrepare)
        let pending = try #require(layout.pendingInvalidation as? FlowLayoutInvalidationContext)
        #expect(pending.invalidateFlowLayoutDelegateMetrics)
    }

    @Test func aBillionUniformItemsCostNothing() throws {
        let layout = try makeFlow(counts: [1_000_000_000])
        // 9 per line: 111,111,112 lines; the last holds one item.
        let lines = 111_111_112.0
        #expect(layout.contentSize == Size(width: 1000, height: lines * 100 + (lines - 1) * 10))
        #expect(layout.frame(999_999_999) == Rect(x: 0, y: (lines - 1) * 110, width: 100, height: 100))
        let y = 55_555_555.0 * 110
        let hits = layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 1000, height: 800))
        // Lines 55,555,555 … 55,555,562 (the last touching at y + 800 = line start 8·110 − 80 … ).
        #expect(hits.count == 8 * 9)
        #expect(hits.first?.indexPath == cellPath(55_555_555 * 9))
        #expect(hits.allSatisfy { $0.frame.intersects(Rect(x: 0, y: y, width: 1000, height: 800)) })
        #expect(layout.frame(1_000_000_000) == nil)
        let huge = try makeFlow(counts: [Int.max])
        #expect(huge.contentSize.height > 0)
        #expect(huge.frame(Int.max - 1) != nil)
    }
}
