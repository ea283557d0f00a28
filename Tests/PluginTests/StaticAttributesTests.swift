import Foundation
import Geometry
import LayoutProtocol
import Testing

@testable import LayoutRegistry

/// The C plugin, renamed, declaring `"staticAttributes": true`, with a hook that answers
/// `allElements` (C statements; `s->count` is the item count).
func staticCPlugin(_ name: String, allElements: String) -> String {
    cPlugin(
        descriptor: renamed(name).replacingOccurrences(of: #""futureKey":true"#, with: #""futureKey":true,"staticAttributes":true"#),
        call: #"if (strstr(request, "\"op\":\"allElements\"")) { "# + allElements + " }")
}

/// An `allElements` hook that returns this JSON text.
func allElementsReply(_ json: String) -> String {
    "return strdup(\"" + json.replacingOccurrences(of: "\"", with: "\\\"") + "\");"
}

/// A correct `allElements` hook for the C strip: the cells 0..<count in a row.
let cStripAllElements = #"""
    char *b = malloc(64 + 128 * (size_t)s->count); int n = sprintf(b, "{\"elements\":["); for (int i = 0; i < s->count; i++) n += sprintf(b + n, "%s{\"category\":\"cell\",\"indexPath\":[0,%d],\"frame\":{\"x\":%d,\"y\":0,\"width\":10,\"height\":10}}", i ? "," : "", i, i * 10); sprintf(b + n, "]}"); return b;
    """#

@Suite("Static attributes: the host answers queries from its own index")
struct StaticAttributesTests {
    /// The in-tree and the proxied layout, both prepared on the same host.
    func pair(_ name: String, parameters: [String: String] = [:], counts: [Int], bounds: Rect) throws -> (
        direct: CollectionViewLayout, proxy: PluginLayout
    ) {
        let (direct, proxied) = try PluginBoundaryTests().catalogs()
        let a = try direct.makeLayout(named: name, parameters: parameters, itemCounts: counts)
        let b = try proxied.makeLayout(named: name, parameters: parameters, itemCounts: counts)
        a.layout.host = a.makeHost(itemCounts: counts, bounds: bounds)
        b.layout.host = b.makeHost(itemCounts: counts, bounds: bounds)
        try a.layout.prepareIfNeeded()
        try b.layout.prepareIfNeeded()
        return (a.layout, try #require(b.layout as? PluginLayout))
    }

    /// Probe rects over a layout: the viewport at several offsets, thin strips, and all.
    func probes(_ layout: CollectionViewLayout) -> [Rect] {
        let size = layout.contentSize
        var rects = [
            layout.contentRect, Rect(x: -50, y: -50, width: 10, height: 10), Rect(x: 0, y: size.height + 1, width: 400, height: 9),
        ]
        for y in stride(from: 0.0, to: size.height, by: 377) { rects.append(Rect(x: 0, y: y, width: 390, height: 844)) }
        for x in stride(from: 0.0, to: size.width, by: 61) { rects.append(Rect(x: x, y: 0, width: 1, height: size.height)) }
        return rects
    }

    @Test func theSDKDeclaresItsLayoutsStatic() throws {
        let text = try #require(inProcessFunctions.take(inProcessFunctions.describe()))
        let descriptors = try PluginLoader.descriptors(fromJSON: text, functions: inProcessFunctions)
        #expect(descriptors.count == 3)
        let (_, proxy) = try pair("waterfall", counts: [3], bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(proxy.hasStaticAttributes)
    }

    @Test func queriesAfterTheSecondDoNotCrossTheBoundaryAndAnswerExactly() throws {
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let (direct, proxy) = try pair("waterfall", parameters: ["columnCount": "3"], counts: [700, 0, 300], bounds: bounds)
        #expect(proxy.crossings == 1, "prepare")
        #expect(proxy.layoutAttributesForElements(in: proxy.contentRect) == direct.layoutAttributesForElements(in: direct.contentRect))
        #expect(proxy.crossings == 2, "the first query crosses")
        #expect(proxy.staticIndex == nil)
        #expect(
            proxy.layoutAttributesForItem(at: ElementIndexPath(item: 5, section: 0))
                == direct.layoutAttributesForItem(at: ElementIndexPath(item: 5, section: 0)))
        #expect(proxy.crossings == 3, "the second query fetches every element")
        #expect(proxy.staticIndex?.elements.count == 1000)
        for rect in probes(direct) {
            #expect(proxy.layoutAttributesForElements(in: rect) == direct.layoutAttributesForElements(in: rect), "\(rect)")
        }
        for item in [0, 1, 299, 699] {
            for section in [0, 2] {
                let p = ElementIndexPath(item: item, section: section)
                #expect(proxy.layoutAttributesForItem(at: p) == direct.layoutAttributesForItem(at: p))
            }
        }
        let crossed = proxy.crossings
        #expect(proxy.layoutAttributesForItem(at: ElementIndexPath(item: 700, section: 0)) == nil, "a miss asks the plugin")
        #expect(proxy.crossings == crossed + 1)
        #expect(proxy.lastPluginError == nil && proxy.rejectedReply == nil)
    }

    @Test func aFlingCrossesOncePerFrameAndAResizeRefreshesTheIndex() throws {
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let (direct, proxy) = try pair("waterfall", counts: [2000], bounds: bounds)
        // Viewport queries cross until their replies have carried as many elements as the
        // host has items; then every element is fetched.
        for _ in 0..<5 { #expect(proxy.layoutAttributesForElements(in: bounds) == direct.layoutAttributesForElements(in: bounds)) }
        #expect(proxy.staticIndex == nil && proxy.crossings == 6)
        _ = proxy.layoutAttributesForElements(in: proxy.contentRect)
        _ = proxy.layoutAttributesForElements(in: bounds)
        #expect(proxy.staticIndex != nil && proxy.crossings == 8)
        let start = proxy.crossings
        for frame in 1...50 {
            let moved = Rect(x: 0, y: Double(frame) * 40, width: 390, height: 844)
            #expect(!proxy.changeStaticHostBounds(to: moved))
            #expect(!direct.changeStaticHostBounds(to: moved))
            #expect(proxy.layoutAttributesForElements(in: moved) == direct.layoutAttributesForElements(in: moved))
        }
        #expect(proxy.crossings == start + 50, "shouldInvalidateLayout only")
        // The waterfall invalidates when the width changes: a new pass and a new index.
        let wide = Rect(x: 0, y: 2000, width: 600, height: 844)
        #expect(proxy.changeStaticHostBounds(to: wide) && direct.changeStaticHostBounds(to: wide))
        try proxy.prepareIfNeeded()
        try direct.prepareIfNeeded()
        for rect in probes(direct) {
            #expect(proxy.layoutAttributesForElements(in: rect) == direct.layoutAttributesForElements(in: rect), "\(rect)")
        }
        #expect(proxy.staticIndex?.elements.count == 2000)
    }

    @Test func aHostThatMovesWithoutAskingIsAskedForItAndTheIndexRefreshed() throws {
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let (_, proxy) = try pair("waterfall", counts: [40], bounds: bounds)
        _ = proxy.layoutAttributesForElements(in: proxy.contentRect)
        let before = proxy.layoutAttributesForElements(in: proxy.contentRect)
        // A scroll the layout is not told about: one question, the same index.
        let scrolled = Rect(x: 0, y: 300, width: 390, height: 844)
        var host = try #require(proxy.host as? StaticLayoutHost)
        host.bounds = scrolled
        proxy.host = host
        let crossed = proxy.crossings
        #expect(proxy.layoutAttributesForElements(in: proxy.contentRect) == before)
        #expect(proxy.crossings == crossed + 1)
        // A resize the layout is not told about: the plugin's layout invalidates, the index
        // is fetched again, and matches a waterfall prepared at that width.
        host.bounds = Rect(x: 0, y: 300, width: 200, height: 844)
        proxy.host = host
        let (narrow, _) = try pair("waterfall", counts: [40], bounds: host.bounds)
        #expect(proxy.layoutAttributesForElements(in: narrow.contentRect) == narrow.layoutAttributesForElements(in: narrow.contentRect))
        #expect(proxy.crossings == crossed + 3, "shouldInvalidateLayout, then allElements")
    }

    @Test func aLayoutThatChangesWithTheScrollPositionIsAskedEveryTime() throws {
        let bounds = Rect(x: 0, y: 0, width: 400, height: 300)
        let (direct, proxy) = try pair("coverflow", counts: [30], bounds: bounds)
        #expect(proxy.hasStaticAttributes)
        for rect in probes(direct) {
            #expect(Set(proxy.layoutAttributesForElements(in: rect)) == Set(direct.layoutAttributesForElements(in: rect)))
        }
        #expect(proxy.staticDeclined && proxy.staticIndex == nil)
        #expect(proxy.lastPluginError == nil, "declining is not an error")
        let crossed = proxy.crossings
        _ = proxy.layoutAttributesForElements(in: bounds)
        #expect(proxy.crossings == crossed + 1)
    }

    @Test func aDescriptorWithABadStaticAttributesValueIsRefused() throws {
        let text = cDescriptor.replacingOccurrences(of: #""futureKey":true"#, with: #""staticAttributes":"yes""#)
        let error = #expect(throws: PluginWire.DecodeError.self) {
            try PluginLoader.descriptors(fromJSON: text, path: "x", channel: { inProcessFunctions })
        }
        #expect(error?.description == "$.layouts[0].staticAttributes: expected true or false")
        // The key applies to every layout at the top level; a layout's own key wins.
        let sdk = try #require(inProcessFunctions.take(inProcessFunctions.describe()))
        let none = sdk.replacingOccurrences(of: #","staticAttributes":true"#, with: "")
        let variants = [
            (none, false), ("{\"staticAttributes\":true," + none.dropFirst(), true),
            (
                "{\"staticAttributes\":true,"
                    + sdk.replacingOccurrences(of: #""staticAttributes":true"#, with: #""staticAttributes":false"#).dropFirst(), false
            ),
        ]
        for (text, expected) in variants {
            let catalog = LayoutCatalog()
            for d in try PluginLoader.descriptors(fromJSON: text, functions: inProcessFunctions) { try catalog.register(d) }
            let layout = try #require(try catalog.makeLayout(named: "circle", itemCounts: [3]).layout as? PluginLayout)
            #expect(layout.hasStaticAttributes == expected, "\(text)")
        }
    }
}
