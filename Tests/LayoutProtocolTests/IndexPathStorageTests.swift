import Foundation
import Geometry
import LayoutProtocol
import Testing

// A two-index path holds no array (its further indices are stored only when there are
// some): equality, hashing, order and the Codable form must not depend on how a path was
// made — from `init(item:section:)`, from `init(indices:)`, or by emptying `trailing`.
@Suite("Index path storage and merged invalidation contexts")
struct IndexPathStorageTests {
    @Test("A path made any way with no further indices equals, hashes and orders as a cell's path")
    func twoIndexPathsAreOneValue() throws {
        let plain = ElementIndexPath(item: 1, section: 0)
        let fromIndices = try #require(ElementIndexPath(indices: [0, 1]))
        var emptied = try #require(ElementIndexPath(indices: [0, 1, 7]))
        #expect(emptied != plain && emptied.count == 3)
        emptied.trailing = []
        var setEmpty = plain
        setEmpty.trailing = []
        for path in [fromIndices, emptied, setEmpty] {
            #expect(path == plain)
            #expect(path.count == 2 && path.trailing == [] && path.indices == [0, 1])
            #expect(!(path < plain) && !(plain < path))
        }
        #expect(Set([plain, fromIndices, emptied, setEmpty]).count == 1)
        #expect(Set([ElementKey.cell(plain), .cell(emptied)]).count == 1)
    }

    @Test("Further indices order after the two-index path and compare element by element")
    func furtherIndices() throws {
        let short = ElementIndexPath(item: 5, section: 0)
        let a = try #require(ElementIndexPath(indices: [0, 5, 0]))
        let b = try #require(ElementIndexPath(indices: [0, 5, 0, 0]))
        let c = try #require(ElementIndexPath(indices: [0, 5, 1]))
        #expect(short < a && a < b && b < c && short < c)
        #expect(!(a < short) && !(c < b))
        var grown = short
        grown.trailing.append(0)
        #expect(grown == a && grown.trailing == [0] && grown.description == "[0, 5, 0]")
        #expect(Set([a, grown, b]).count == 2)
    }

    @Test("Codable keeps its form: section, item and trailing (an empty array for a cell)")
    func codableForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let cell = String(decoding: try encoder.encode(ElementIndexPath(item: 3, section: 1)), as: UTF8.self)
        #expect(cell == #"{"item":3,"section":1,"trailing":[]}"#)
        let deep = try #require(ElementIndexPath(indices: [1, 3, 4]))
        #expect(String(decoding: try encoder.encode(deep), as: UTF8.self) == #"{"item":3,"section":1,"trailing":[4]}"#)
        let decoder = JSONDecoder()
        let decoded = try decoder.decode(ElementIndexPath.self, from: Data(#"{"section":1,"item":3,"trailing":[]}"#.utf8))
        #expect(decoded == ElementIndexPath(item: 3, section: 1))
        #expect(try decoder.decode(ElementIndexPath.self, from: Data(#"{"section":1,"item":3,"trailing":[4]}"#.utf8)) == deep)
        #expect(throws: DecodingError.self) {
            try decoder.decode(ElementIndexPath.self, from: Data(#"{"section":1,"item":3}"#.utf8))
        }
    }

    @Test("Merging into an empty context takes the other's paths; later changes to either stay apart")
    func mergeIntoEmpty() {
        let first = InvalidationContext()
        first.invalidateItems(at: [ElementIndexPath(item: 1, section: 0)])
        first.invalidateSupplementaryElements(ofKind: "header", at: [ElementIndexPath(item: 0, section: 2)])
        first.invalidateDecorationElements(ofKind: "bg", at: [ElementIndexPath(item: 0, section: 3)])
        let merged = InvalidationContext()
        merged.merge(first)
        #expect(merged.invalidatedItemIndexPaths == [ElementIndexPath(item: 1, section: 0)])
        #expect(merged.invalidatedSupplementaryIndexPaths == ["header": [ElementIndexPath(item: 0, section: 2)]])
        #expect(merged.invalidatedDecorationIndexPaths == ["bg": [ElementIndexPath(item: 0, section: 3)]])
        // Value semantics: the source changing afterwards does not reach the merged context.
        first.invalidateItems(at: [ElementIndexPath(item: 9, section: 0)])
        first.invalidateSupplementaryElements(ofKind: "footer", at: [ElementIndexPath(item: 0, section: 0)])
        #expect(merged.invalidatedItemIndexPaths.count == 1)
        #expect(merged.invalidatedSupplementaryIndexPaths.keys.sorted() == ["header"])
        // A second merge unites.
        let second = InvalidationContext()
        second.invalidateItems(at: [ElementIndexPath(item: 2, section: 0), ElementIndexPath(item: 1, section: 0)])
        second.invalidateSupplementaryElements(ofKind: "header", at: [ElementIndexPath(item: 0, section: 4)])
        merged.merge(second)
        #expect(merged.invalidatedItemIndexPaths == [ElementIndexPath(item: 1, section: 0), ElementIndexPath(item: 2, section: 0)])
        #expect(
            merged.invalidatedSupplementaryIndexPaths == [
                "header": [ElementIndexPath(item: 0, section: 2), ElementIndexPath(item: 0, section: 4)]
            ])
        #expect(second.invalidatedItemIndexPaths.count == 2, "the merged-in context is not changed")
    }
}
