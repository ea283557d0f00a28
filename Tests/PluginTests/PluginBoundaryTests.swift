import CircleLayoutPlugin
import CoverFlowLayoutPlugin
import Geometry
import LayoutProtocol
import Testing
import WaterfallLayoutPlugin

@testable import LayoutPluginSDK
@testable import LayoutRegistry

/// The three in-tree plugins exported through the SDK, as a shared library would.
let inProcessExport = PluginExport(
    pluginName: "InTree", plugins: [WaterfallLayoutPlugin.self, CircleLayoutPlugin.self, CoverFlowLayoutPlugin.self])

/// The SDK's entry points as C function pointers, without a library in between.
let inProcessFunctions = PluginFunctions(
    path: "in-process", version: PluginABI.version,
    describe: { inProcessExport.describe() },
    create: { inProcessExport.create($0, $1) },
    call: { inProcessExport.call($0, $1) },
    destroy: { inProcessExport.destroy($0) },
    free: { inProcessExport.free($0) })

/// Every element of a layout, sorted by key.
func allElements(_ layout: CollectionViewLayout) -> [LayoutAttributes] {
    layout.layoutAttributesForElements(in: layout.contentRect).sorted { $0.key < $1.key }
}

@Suite("The plugin boundary: SDK and proxy layouts")
struct PluginBoundaryTests {
    func catalogs() throws -> (direct: LayoutCatalog, proxied: LayoutCatalog) {
        let direct = LayoutCatalog()
        try WaterfallLayoutPlugin.register(in: direct)
        try CircleLayoutPlugin.register(in: direct)
        try CoverFlowLayoutPlugin.register(in: direct)
        let text = try #require(inProcessFunctions.take(inProcessFunctions.describe()))
        let proxied = LayoutCatalog()
        for d in try PluginLoader.descriptors(fromJSON: text, functions: inProcessFunctions) { try proxied.register(d) }
        return (direct, proxied)
    }

    @Test func descriptorsSurviveTheRoundTrip() throws {
        let (direct, proxied) = try catalogs()
        #expect(proxied.names == ["circle", "coverflow", "waterfall"])
        for name in direct.names {
            let a = try direct.descriptor(named: name), b = try proxied.descriptor(named: name)
            #expect(a.summary == b.summary && a.details == b.details && a.usesItemSizes == b.usesItemSizes)
            #expect(a.parameters == b.parameters, "\(name)")
            #expect(b.origin == "in-process (InTree)")
        }
    }

    @Test(arguments: [
        ("waterfall", ["columnCount": "3"], [17, 4]),
        ("circle", ["radius": "90", "startAngle": "10"], [5, 3]),
        ("coverflow", ["itemSize": "100x150", "maximumAngle": "40"], [12]),
    ])
    func proxyLayoutsAnswerExactlyAsTheLayoutItself(name: String, parameters: [String: String], counts: [Int]) throws {
        let (direct, proxied) = try catalogs()
        let bounds = Rect(x: 130, y: 0, width: 320, height: 480)
        let a = try direct.makeLayout(named: name, parameters: parameters, itemCounts: counts)
        let b = try proxied.makeLayout(named: name, parameters: parameters, itemCounts: counts)
        let proxy = try #require(b.layout as? PluginLayout)
        #expect(proxy.layoutName == name && proxy.pluginPath == "in-process" && proxy.pluginABIVersion == 1)
        a.layout.host = a.makeHost(itemCounts: counts, bounds: bounds)
        b.layout.host = b.makeHost(itemCounts: counts, bounds: bounds)
        try a.layout.prepareIfNeeded()
        try b.layout.prepareIfNeeded()
        #expect(b.layout.contentSize == a.layout.contentSize)
        #expect(allElements(b.layout) == allElements(a.layout))
        #expect(!allElements(a.layout).isEmpty)
        let probe = Rect(x: 150, y: 40, width: 120, height: 200)
        #expect(Set(b.layout.layoutAttributesForElements(in: probe)) == Set(a.layout.layoutAttributesForElements(in: probe)))
        for key in allElements(a.layout).map(\.key) {
            #expect(b.layout.layoutAttributes(for: key) == a.layout.layoutAttributes(for: key))
        }
        #expect(b.layout.layoutAttributesForItem(at: ElementIndexPath(item: 99, section: 0)) == nil)
        #expect(b.layout.layoutAttributesForSupplementaryView(ofKind: "header", at: ElementIndexPath(item: 0, section: 0)) == nil)
        let newBounds = Rect(x: 300, y: 0, width: 320, height: 480)
        #expect(b.layout.shouldInvalidateLayout(forBoundsChange: newBounds) == a.layout.shouldInvalidateLayout(forBoundsChange: newBounds))
        let proposed = Point(x: 517, y: 3), velocity = Vector(dx: -40, dy: 0)
        #expect(
            b.layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
                == a.layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity))
        #expect(proxy.lastPluginError == nil)
    }

    @Test func scrollingReachesThePluginsLayout() throws {
        let (direct, proxied) = try catalogs()
        let a = try direct.makeLayout(named: "coverflow", itemCounts: [10])
        let b = try proxied.makeLayout(named: "coverflow", itemCounts: [10])
        for i in [a, b] {
            i.layout.host = i.makeHost(itemCounts: [10], bounds: Rect(x: 0, y: 0, width: 400, height: 300))
            try i.layout.prepareIfNeeded()
            #expect(i.layout.changeStaticHostBounds(to: Rect(x: 95, y: 0, width: 400, height: 300)))
            try i.layout.prepareIfNeeded()
        }
        #expect(allElements(b.layout) == allElements(a.layout))
        #expect(allElements(b.layout).contains { !$0.transform3D.isIdentity })

        // The scroll's partial invalidation reached the plugin's copy: no geometry pass.
        let proxy = try #require(b.layout as? PluginLayout)
        let inside = try #require(
            Unmanaged<ExportedLayout>.fromOpaque(UnsafeMutableRawPointer(bitPattern: proxy.handle)!).takeUnretainedValue().layout
                as? CoverFlowLayout)
        #expect(inside.preparePassCount == 2)
        #expect(inside.geometryPassCount == 1)
        // A resize, and an explicit invalidation, are full passes.
        #expect(b.layout.changeStaticHostBounds(to: Rect(x: 95, y: 0, width: 500, height: 300)))
        try b.layout.prepareIfNeeded()
        #expect(inside.geometryPassCount == 2)
        b.layout.invalidateLayout()
        try b.layout.prepareIfNeeded()
        #expect(inside.geometryPassCount == 3)
        let plain = try #require(a.layout as? CoverFlowLayout)
        #expect(plain.changeStaticHostBounds(to: Rect(x: 95, y: 0, width: 500, height: 300)))
        try plain.prepareIfNeeded()
        #expect(allElements(b.layout) == allElements(plain))
    }

    @Test func aDataFileCrossesTheBoundary() throws {
        let (_, proxied) = try catalogs()
        let data = LayoutData(sections: [
            LayoutData.Section(items: [Size(width: 1, height: 30), Size(width: 1, height: 70), Size(width: 1, height: 20)])
        ])
        let b = try proxied.makeLayout(
            named: "waterfall", parameters: ["columnSpacing": "10", "lineSpacing": "5"], itemCounts: [], data: data)
        b.layout.host = b.makeHost(itemCounts: data.itemCounts, bounds: Rect(x: 0, y: 0, width: 110, height: 300))
        try b.layout.prepareIfNeeded()
        #expect(
            allElements(b.layout).map(\.frame) == [
                Rect(x: 0, y: 0, width: 50, height: 30), Rect(x: 60, y: 0, width: 50, height: 70), Rect(x: 0, y: 35, width: 50, height: 20),
            ])
    }

    @Test func errorsCrossTheBoundaryTyped() throws {
        let (_, proxied) = try catalogs()
        // The catalog validates first, with the plugin's own parameter specs.
        #expect(throws: LayoutRegistryError.outOfRange(layout: "circle", parameter: "radius", value: "-1", range: 0...100_000)) {
            try proxied.makeLayout(named: "circle", parameters: ["radius": "-1"], itemCounts: [3])
        }
        // The factory's error comes back as a configuration failure with its message.
        #expect(
            throws: LayoutRegistryError.configurationFailed(
                layout: "waterfall",
                message:
                    "invalid value '1,x' for parameter 'itemHeights' of layout 'waterfall': expected comma-separated heights of 0 or more, e.g. 120,80,160"
            )
        ) { try proxied.makeLayout(named: "waterfall", parameters: ["itemHeights": "1,x"], itemCounts: [3]) }
        // prepare()'s typed error comes back as the same LayoutError, and the proxy keeps its content size.
        let b = try proxied.makeLayout(named: "waterfall", itemCounts: [3])
        b.layout.host = b.makeHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        try b.layout.prepareIfNeeded()
        let size = b.layout.contentSize
        b.layout.host = b.makeHost(itemCounts: [2, -4], bounds: Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(throws: LayoutError.negativeCount(section: 1, count: -4)) { try b.layout.prepareIfNeeded() }
        #expect(b.layout.contentSize == size)
        #expect((b.layout as? PluginLayout)?.lastPluginError == "section 1 reports -4 items; a count must be 0 or more")
    }

    @Test func theSDKAnswersBadRequestsWithErrorsNotCrashes() throws {
        var error: UnsafeMutablePointer<CChar>?
        #expect(inProcessExport.create("{\"layout\": \"nope\"}", &error) == nil)
        #expect(inProcessFunctions.take(error) == "plugin InTree has no layout 'nope'")
        #expect(inProcessExport.create("{", &error) == nil)
        #expect(
            inProcessFunctions.take(error)
                == "malformed configuration JSON: line 1, column 2: expected a key in double quotes, found the end of the file")
        #expect(inProcessExport.create("{\"layout\": \"circle\", \"parameters\": {\"size\": \"1\"}}", &error) == nil)
        #expect(
            inProcessFunctions.take(error) == "layout 'circle' has no parameter 'size'; its parameters are: radius, itemSize, startAngle")

        let handle = try #require(inProcessExport.create("{\"layout\": \"circle\", \"itemCounts\": [3]}", &error))
        defer { inProcessExport.destroy(handle) }
        func call(_ request: String) -> String? { inProcessFunctions.take(inProcessExport.call(handle, request)) }
        #expect(
            call("[")
                == #"{"error":{"case":"badRequest","message":"malformed request JSON: line 1, column 2: expected a value, found the end of the file"}}"#
        )
        #expect(
            call(#"{"op":"teleport"}"#)
                == #"{"error":{"case":"unsupportedOperation","message":"this plugin (ABI version 1) does not know the operation 'teleport'"}}"#
        )
        #expect(call(#"{"op":"prepare"}"#) == #"{"error":{"case":"badRequest","message":"request host: expected a host object"}}"#)
        #expect(
            call(#"{"op":"prepare","host":{"itemCounts":[3],"bounds":{"x":0,"y":0,"width":200,"height":200}}}"#)
                == #"{"contentSize":{"width":290,"height":290}}"#,
            "radius 120 and 50-point items need 290 points; the content grows to hold them")
        #expect(
            call(#"{"op":"item","indexPath":[0,0]}"#)
                == #"{"element":{"category":"cell","indexPath":[0,0],"frame":{"x":120,"y":0,"width":50,"height":50},"alpha":1,"zIndex":0,"hidden":false}}"#
        )
        #expect(
            call(#"{"op":"item","indexPath":[0]}"#)
                == #"{"error":{"case":"badRequest","message":"request indexPath: expected an array of at least two integers"}}"#)
        #expect(
            inProcessFunctions.take(inProcessExport.call(nil, "{}"))
                == #"{"error":{"case":"badRequest","message":"a NULL layout or request"}}"#)
    }

    @Test func aDuplicateNameIsReportedByDescribe() throws {
        let export = PluginExport(pluginName: "Twice", plugins: [CircleLayoutPlugin.self, CircleLayoutPlugin.self])
        #expect(export.layouts.isEmpty)
        let text = try #require(inProcessFunctions.take(export.describe()))
        #expect(
            text
                == #"{"error":{"case":"registration","message":"a layout named 'circle' is already registered (from plugin CircleLayoutPlugin); choose another name"}}"#
        )
        #expect(throws: PluginWire.DecodeError.self) { try PluginLoader.descriptors(fromJSON: text, functions: inProcessFunctions) }
    }
}

@Suite("The plugin boundary: batch-update animations")
struct PluginBoundaryAnimationTests {
    @Test func insertAndDeleteAnimationsCrossTheBoundary() throws {
        let direct = LayoutCatalog()
        try CircleLayoutPlugin.register(in: direct)
        let proxied = LayoutCatalog()
        let text = try #require(inProcessFunctions.take(inProcessFunctions.describe()))
        for d in try PluginLoader.descriptors(fromJSON: text, functions: inProcessFunctions) { try proxied.register(d) }
        let updates = [
            UpdateItem(action: .delete, before: UpdateIndexPath(item: 2, section: 0), after: nil),
            UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(item: 0, section: 0)),
            UpdateItem(action: .insert, before: nil, after: UpdateIndexPath(section: 1)),
        ]
        var answers: [[LayoutAttributes?]] = []
        for catalog in [direct, proxied] {
            let i = try catalog.makeLayout(named: "circle", itemCounts: [3])
            i.layout.host = i.makeHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 300, height: 300))
            try i.layout.prepareIfNeeded()
            i.layout.host = i.makeHost(itemCounts: [3, 2], bounds: Rect(x: 0, y: 0, width: 300, height: 300))
            try i.layout.prepareIfNeeded()
            i.layout.prepare(forCollectionViewUpdates: updates)
            var row = [0, 1, 2].map { i.layout.initialLayoutAttributesForAppearingItem(at: path($0)) }
            row += [0, 1].map { i.layout.initialLayoutAttributesForAppearingItem(at: path($0, 1)) }
            row += [0, 1, 2].map { i.layout.finalLayoutAttributesForDisappearingItem(at: path($0)) }
            i.layout.finalizeCollectionViewUpdates()
            row.append(i.layout.initialLayoutAttributesForAppearingItem(at: path(0)))
            answers.append(row)
        }
        #expect(answers[1] == answers[0])
        let inserted = try #require(answers[1][0])
        #expect(inserted.center == Point(x: 150, y: 150) && inserted.alpha == 0)
        #expect(answers[1][1] == nil && answers[1][2] == nil)
        #expect(answers[1][3]?.alpha == 0 && answers[1][4]?.alpha == 0, "a whole inserted section")
        #expect(answers[1][7]?.center == Point(x: 150, y: 150) && answers[1][7]?.alpha == 0)
        #expect(answers[1][8] == nil, "after finalize nothing is special")
    }
}
