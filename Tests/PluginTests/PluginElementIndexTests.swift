import Geometry
import LayoutProtocol
import Testing

@testable import LayoutRegistry

@Suite("The host's index of a static plugin layout")
struct PluginElementIndexTests {
    /// What a linear scan answers: the frames that meet the rect, in the list's order.
    func scan(_ elements: [LayoutAttributes], _ rect: Rect) -> [LayoutAttributes] {
        elements.filter { $0.frame.intersects(rect) }
    }

    func cells(_ frames: [Rect]) -> [LayoutAttributes] {
        frames.enumerated().map { LayoutAttributes(forCellAt: ElementIndexPath(item: $0.offset, section: 0), frame: $0.element) }
    }

    @Test func aVerticalAHorizontalAndAMixedListAnswerAsALinearScan() {
        let vertical = cells(
            (0..<300).map { (i: Int) -> Rect in
                let column = Double(i % 3), row = Double(i / 3), jitter = Double(i % 5), extra = Double(i % 7) * 9
                return Rect(x: column * 100, y: row * 37 + jitter, width: 90, height: 30 + extra)
            })
        let horizontal = cells((0..<300).map { Rect(x: Double($0) * 52, y: Double($0 % 4) * 60, width: 50, height: 55) })
        // A background spanning everything, a zero-size element, elements at negative
        // coordinates, and one far away.
        var mixed = vertical
        let first = ElementIndexPath(item: 0, section: 0)
        mixed.append(
            LayoutAttributes(forDecorationViewOfKind: "background", at: first, frame: Rect(x: -20, y: -20, width: 400, height: 4_000)))
        let views: [(String, Rect)] = [
            ("header", Rect(x: 10, y: 500, width: 0, height: 0)), ("footer", Rect(x: -500, y: -900, width: 30, height: 30)),
            ("far", Rect(x: 0, y: 1e9, width: 30, height: 30)),
        ]
        mixed += views.map { LayoutAttributes(forSupplementaryViewOfKind: $0.0, at: first, frame: $0.1) }
        let rects = [
            Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 1000, width: 390, height: 300),
            Rect(x: 150, y: 0, width: 2, height: 4000),
            Rect(x: 10, y: 500, width: 0, height: 0), Rect(x: -1000, y: -1000, width: 520, height: 120),
            Rect(x: 0, y: 5000, width: 100, height: 100),
            Rect(x: 390, y: 844, width: -390, height: -844), .infinite, Rect(x: 1000, y: 0, width: 5000, height: 120),
        ]
        for list in [vertical, horizontal, mixed] {
            let index = PluginElementIndex(list)
            for rect in rects { #expect(index.elements(in: rect) == scan(list, rect.standardized), "\(rect)") }
            #expect(index.elements(in: Rect.null).isEmpty)
            for a in list { #expect(index.element(a.key) == a) }
        }
        #expect(PluginElementIndex(mixed).element(.cell(ElementIndexPath(item: 300, section: 0))) == nil)
        #expect(PluginElementIndex([]).elements(in: .infinite).isEmpty)
    }
}
