import Geometry
import LayoutProtocol
import Testing

@testable import BuiltinLayouts

// The last line of equal items is spaced as if it were full of copies of them: the copies
// are counted as a line of them breaks (the greedy sum), so a full last line lines up with
// the lines above and stays inside the line.
@Suite("FlowLayout: the last line's copies")
struct FlowLastLineTests {
    @Test(
        "A full last line of equal items lines up with the lines above: the copies it is spaced by are counted as a line breaks",
        arguments: [false, true])
    func fullLastLineOfCopies(perItem: Bool) throws {
        // 14 items of 6.2 fit a line of 100 with spacing 0.5 when added up one by one; the
        // closed form floor((100 − 6.2) / 6.7) + 1 says 15.
        let size = Size(width: 6.2, height: 10)
        let delegate = perItem ? FlowSizesDelegate([[Size](repeating: size, count: 28)]) : nil
        let layout = try makeFlow(counts: [28], width: 100, item: size, delegate: delegate) { $0.minimumInteritemSpacing = 0.5 }
        let gap = (100 - 14 * 6.2) / 13
        #expect(layout.frame(13) == Rect(x: 13 * (6.2 + gap), y: 0, width: 6.2, height: 10))
        #expect(layout.frame(27) == Rect(x: 13 * (6.2 + gap), y: 20, width: 6.2, height: 10))
        #expect(layout.frame(15) == Rect(x: 1 * (6.2 + gap), y: 20, width: 6.2, height: 10))
    }

    @Test("A last line that three items fill exactly keeps them inside the line, where the lines above have them")
    func exactlyFilledLastLine() throws {
        // (1000 − 2 × 10) / 3: three fit by the greedy sum, the closed form counts two.
        let c = (1000 - 20) / 3.0
        let layout = try makeFlow(counts: [6], width: 1000, item: Size(width: c, height: 50)) { $0.minimumInteritemSpacing = 10 }
        for column in 0..<3 {
            let x = Double(column) * (c + 10)
            #expect(layout.frame(column) == Rect(x: x, y: 0, width: c, height: 50))
            #expect(layout.frame(3 + column) == Rect(x: x, y: 60, width: c, height: 50))
        }
    }
}
