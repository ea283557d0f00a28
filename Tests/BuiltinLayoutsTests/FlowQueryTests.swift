import Geometry
import LayoutProtocol
import Testing

@testable import BuiltinLayouts

@Suite("FlowLayout: rect queries and single items agree")
struct FlowQueryTests {
    @Test(
        "A uniform section's items have the same frames, to the bit, from a rect query and from layoutAttributesForItem",
        arguments: [false, true])
    func uniformQueryMatchesItems(perItem: Bool) throws {
        // A section inset and a fractional spacing, so the leading inset plus the line's lead
        // plus the item's offset rounds differently when added in another order.
        let size = Size(width: 56.625, height: 100)
        let delegate = perItem ? FlowSizesDelegate([[Size](repeating: size, count: 23)]) : nil
        let layout = try makeFlow(counts: [23], width: 688.3333333333334 - 22.375, item: size, delegate: delegate) {
            $0.minimumInteritemSpacing = 1.0 / 3
            $0.sectionInset = EdgeInsets(top: 0, left: 19, bottom: 0, right: 24.25)
            $0.lastLineAlignment = .trailing
        }
        let queried = layout.layoutAttributesForElements(in: Rect(x: -1e6, y: -1e6, width: 3e6, height: 3e6))
        #expect(queried.count == 23)
        for attributes in queried {
            #expect(attributes.frame == layout.layoutAttributesForItem(at: attributes.indexPath)?.frame, "\(attributes.indexPath)")
        }
        // The last line's second item: 19 + (lead + 1 × step), where (19 + lead) + 1 × step is 528.1250000000001.
        #expect(layout.frame(21)?.origin.x == 528.125)
    }
}
