import Foundation
import Geometry
import LayoutProtocol
import Testing

@testable import LayoutRegistry

/// Static attributes through C libraries loaded with `PluginLoader.load(path:)`. A suite of
/// its own because the loader's `dlopen(RTLD_DEEPBIND)` aborts a process run under a
/// sanitizer: `scripts/sanitizers.sh` skips the suites whose name ends in
/// `LoadedLibraryTests` (with PluginLoaderTests and the hostile ones).
@Suite("Static attributes, through loaded C libraries")
struct StaticAttributesLoadedLibraryTests {
    @Test func aPluginWithoutTheKeyIsNeverAskedForEveryElement() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The C plugin would crash on allElements: it is never asked.
        let lib = try buildCLibrary(
            cPlugin(call: #"if (strstr(request, "\"op\":\"allElements\"")) abort();"#), named: "old", in: folder)
        let catalog = LayoutCatalog()
        for d in try PluginLoader.load(path: lib) { try catalog.register(d) }
        let instance = try catalog.makeLayout(named: "cstrip", itemCounts: [4])
        let proxy = try #require(instance.layout as? PluginLayout)
        #expect(!proxy.hasStaticAttributes)
        proxy.host = instance.makeHost(itemCounts: [4], bounds: Rect(x: 0, y: 0, width: 100, height: 10))
        try proxy.prepareIfNeeded()
        for _ in 0..<5 { #expect(proxy.layoutAttributesForElements(in: proxy.contentRect).count == 4) }
        #expect(proxy.crossings == 6)
    }

    @Test func aStaticCPluginIsIndexed() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = try buildCLibrary(staticCPlugin("cstatic", allElements: cStripAllElements), named: "cstatic", in: folder)
        let proxy = try prepared(lib, "cstatic", items: 30)
        #expect(proxy.hasStaticAttributes)
        _ = proxy.layoutAttributesForElements(in: proxy.contentRect)
        let middle = proxy.layoutAttributesForElements(in: Rect(x: 95, y: 0, width: 20, height: 1))
        #expect(middle.map(\.indexPath.item) == [9, 10, 11])
        #expect(
            proxy.layoutAttributesForItem(at: ElementIndexPath(item: 29, section: 0))?.frame == Rect(x: 290, y: 0, width: 10, height: 10))
        #expect(proxy.crossings == 3 && proxy.staticIndex?.elements.count == 30)
    }

    /// A C plugin's layout made and prepared with `items` items in one section.
    func prepared(_ lib: String, _ name: String, items: Int) throws -> PluginLayout {
        let catalog = LayoutCatalog()
        for d in try PluginLoader.load(path: lib) { try catalog.register(d) }
        let instance = try catalog.makeLayout(named: name, itemCounts: [items])
        let proxy = try #require(instance.layout as? PluginLayout)
        proxy.host = instance.makeHost(itemCounts: [items], bounds: Rect(x: 0, y: 0, width: 100, height: 10))
        try proxy.prepareIfNeeded()
        return proxy
    }

    @Test(arguments: [
        (
            #"{"elements":[{"category":"cell","indexPath":[0,0],"frame":{"x":0,"y":0,"width":-1,"height":10}}]}"#,
            "allElements.elements[0].frame.width: expected a finite number from 0 to 1e15"
        ),
        (
            #"{"elements":[{"category":"cell","indexPath":[0,0],"frame":{"x":1e300,"y":0,"width":1,"height":10}}]}"#,
            "allElements.elements[0].frame.x: expected a finite number from -1e15 to 1e15"
        ),
        (
            #"{"elements":[{"category":"cell","indexPath":[0,0],"frame":{"x":nan}}]}"#,
            "$: expected JSON (line 1, column 64: expected a value, found 'n')"
        ),
        (#"{"elements":{}}"#, "allElements.elements: expected an array"),
        (
            #"{"elements":[{"category":"cell","indexPath":[0,1],"frame":{"x":0,"y":0,"width":1,"height":1}},{"category":"cell","indexPath":[0,1],"frame":{"x":5,"y":0,"width":1,"height":1}}]}"#,
            "allElements.elements[1]: expected each element once, but cell [0, 1] is listed again"
        ),
        (
            #"{"elements":[{"category":"cell","indexPath":[0,3],"frame":{"x":0,"y":0,"width":1,"height":1}}]}"#,
            "allElements.elements[0].indexPath: expected an item of the host, but there is no cell [0, 3]"
        ),
    ])
    func aBadReplyIsRefusedAndQueriesCrossTheBoundary(reply: String, problem: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = try buildCLibrary(staticCPlugin("bad", allElements: allElementsReply(reply)), named: "bad", in: folder)
        let proxy = try prepared(lib, "bad", items: 3)
        _ = proxy.layoutAttributesForElements(in: proxy.contentRect)
        // The plugin's own answer: nothing of the refused reply is used.
        #expect(proxy.layoutAttributesForElements(in: proxy.contentRect).map(\.indexPath.item) == [0, 1, 2])
        let message = "plugin '\(lib)' sent a malformed reply for layout 'bad': \(problem)"
        #expect(proxy.lastPluginError == message && proxy.rejectedReply == message)
        #expect(proxy.staticDeclined && proxy.staticIndex == nil)
    }

    @Test func aPluginThatDeclinesIsAskedEveryTimeWithoutAnError() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let declining = #"{"error":{"case":"unsupportedOperation","message":"not now"}}"#
        let reported = #"{"error":{"case":"invalidGeometry","message":"cannot list"}}"#
        let lib1 = try buildCLibrary(staticCPlugin("declines", allElements: allElementsReply(declining)), named: "declines", in: folder)
        let lib2 = try buildCLibrary(staticCPlugin("fails", allElements: allElementsReply(reported)), named: "fails", in: folder)
        let a = try prepared(lib1, "declines", items: 3), b = try prepared(lib2, "fails", items: 3)
        for proxy in [a, b] {
            for _ in 0..<3 { #expect(proxy.layoutAttributesForElements(in: proxy.contentRect).count == 3) }
            #expect(proxy.crossings == 5 && proxy.staticDeclined)
        }
        #expect(a.lastPluginError == nil)
        #expect(b.lastPluginError == "cannot list" && b.rejectedReply == nil, "a reported error, not a refused reply")
    }
}
