import Geometry
import Testing

@Suite("DirectionalEdgeInsets and DirectionalRectEdge")
struct DirectionalInsetsTests {
    let insets = DirectionalEdgeInsets(top: 4, leading: 16, bottom: 2, trailing: 8)

    @Test func valuesAndSums() {
        #expect((insets.top, insets.leading, insets.bottom, insets.trailing) == (4, 16, 2, 8))
        #expect(insets.horizontal == 24 && insets.vertical == 6)
        #expect(DirectionalEdgeInsets(all: 3) == DirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
        #expect(DirectionalEdgeInsets.zero == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(insets + DirectionalEdgeInsets(all: 1) == DirectionalEdgeInsets(top: 5, leading: 17, bottom: 3, trailing: 9))
        #expect(insets.description == "4,16,2,8")
        #expect(DirectionalEdgeInsets(top: 0.5, leading: -0, bottom: 1, trailing: 2).description == "0.5,0,1,2")
    }

    @Test func resolvesForTheReadingDirection() {
        #expect(insets.edgeInsets(rightToLeft: false) == EdgeInsets(top: 4, left: 16, bottom: 2, right: 8))
        #expect(insets.edgeInsets(rightToLeft: true) == EdgeInsets(top: 4, left: 8, bottom: 2, right: 16))
        #expect(DirectionalEdgeInsets(EdgeInsets(top: 4, left: 8, bottom: 2, right: 16), rightToLeft: true) == insets)
        #expect(DirectionalEdgeInsets(EdgeInsets(top: 4, left: 16, bottom: 2, right: 8), rightToLeft: false) == insets)
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.inset(by: insets, rightToLeft: false) == Rect(x: 16, y: 4, width: 76, height: 44))
        #expect(r.inset(by: insets, rightToLeft: true) == Rect(x: 8, y: 4, width: 76, height: 44))
    }

    @Test func validity() {
        #expect(insets.isFinite && insets.isValidLayoutInsets)
        #expect(!DirectionalEdgeInsets(top: 0, leading: -1, bottom: 0, trailing: 0).isValidLayoutInsets)
        #expect(DirectionalEdgeInsets(top: 0, leading: -1, bottom: 0, trailing: 0).isFinite)
        #expect(!DirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0).isFinite)
        #expect(!DirectionalEdgeInsets(top: 0, leading: 0, bottom: .infinity, trailing: 0).isValidLayoutInsets)
    }

    @Test func keepingEdges() {
        #expect(insets.keeping([.leading, .trailing]) == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8))
        #expect(insets.keeping(.all) == insets)
        #expect(insets.keeping([]) == .zero)
    }

    @Test func rectEdgeSet() {
        let corner: DirectionalRectEdge = [.top, .trailing]
        #expect(corner.contains(.top) && corner.contains(.trailing) && !corner.contains(.leading))
        #expect(DirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
        #expect(DirectionalRectEdge.all.rawValue == 15)
        #expect(corner.description == "top+trailing")
        #expect(DirectionalRectEdge().description == "none")
        #expect(DirectionalRectEdge.all.description == "top+leading+bottom+trailing")
        #expect(corner.union(.leading) == [.top, .leading, .trailing])
    }
}
