import CVKitTestSupport
import Foundation
import Geometry
import LayoutProtocol
import LayoutRegistry
import Testing

/// The repository's root folder (this file is `Tests/PluginTests/…`).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .path

/// Builds `Examples/OutOfTreePlugin` as a third party would — a package of its own in a
/// temporary folder, depending on this one by path — then loads the library it produced.
///
/// Building a second package takes a minute or two, so the suite runs when
/// `CVKIT_PLUGIN_E2E=1` (`.ci/run` sets it).
@Suite(
    "An out-of-tree plugin package, end to end",
    .enabled(
        if: ProcessInfo.processInfo.environment["CVKIT_PLUGIN_E2E"] == "1", "set CVKIT_PLUGIN_E2E=1 to build the example plugin package"))
struct OutOfTreePluginTests {
    @Test func theExamplePackageBuildsLoadsAndPreviews() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let package = folder + "/OutOfTreePlugin"
        try FileManager.default.createDirectory(atPath: package, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Examples/OutOfTreePlugin/Sources", toPath: package + "/Sources")
        let manifest = try String(contentsOfFile: repositoryRoot + "/Examples/OutOfTreePlugin/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#"path: "../..""#))
        try manifest.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(repositoryRoot)\"")
            .write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)

        let build = try run(["swift", "build", "--package-path", package])
        try #require(build.status == 0, "swift build of the plugin package failed:\n\(build.output)")
        let lib = package + "/.build/debug/libSpiralLayoutPlugin.so"
        #expect(FileManager.default.fileExists(atPath: lib))
        // A plugin built with the SDK exports exactly the functions of the committed ABI manifest.
        #expect(try exportedPluginSymbols(ofLibrary: lib) == PluginABIManifest.load().symbols.sorted())

        // Loaded by this process, which shares no Swift types with it.
        let descriptors = try PluginLoader.load(path: lib)
        let spiral = try #require(descriptors.first)
        #expect(descriptors.count == 1)
        #expect(spiral.name == "spiral")
        #expect(spiral.origin == lib + " (SpiralLayoutPlugin)")
        #expect(spiral.summary == "Items on an Archimedean spiral (an out-of-tree plugin)")
        #expect(spiral.parameters.map(\.name) == ["itemSize", "angleStep", "growth", "startRadius"])
        #expect(spiral.parameters.map(\.defaultValue) == [.size(Size(width: 40, height: 40)), .number(30), .number(6), .number(20)])
        let catalog = LayoutCatalog()
        try catalog.register(spiral)
        let instance = try catalog.makeLayout(named: "spiral", parameters: ["angleStep": "90"], itemCounts: [4])
        instance.layout.host = instance.makeHost(itemCounts: [4], bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        try instance.layout.prepareIfNeeded()
        // Outer radius 20 + 3 × 6 = 38, centre (58, 58); items at 0°, 90°, 180°, 270°.
        #expect(instance.layout.contentSize == Size(width: 116, height: 116))
        let frames = instance.layout.layoutAttributesForElements(in: instance.layout.contentRect).sorted { $0.indexPath < $1.indexPath }
            .map(\.frame)
        #expect(frames.count == 4)
        #expect(frames.first == Rect(x: 58, y: 38, width: 40, height: 40))

        // And by the cvkit tool, which was built without it.
        let cvkit = try #require(BuildProducts.executable(named: "cvkit"), Comment(rawValue: BuildProducts.missing("cvkit"))).path
        let list = try run([cvkit, "--plugin", lib, "list"])
        #expect(list.status == 0)
        let line = list.output.split(separator: "\n").first { $0.hasPrefix("spiral ") }.map(String.init)
        #expect(line?.contains("\(lib) (SpiralLayoutPlugin)") == true, "\(list.output)")
        #expect(line?.hasSuffix("Items on an Archimedean spiral (an out-of-tree plugin)") == true)
        let viaEnvironment = try run([cvkit, "list"], environment: ["CVKIT_PLUGIN_PATH": package + "/.build/debug"])
        #expect(viaEnvironment.status == 0 && viaEnvironment.output.contains("spiral "))

        let preview = try run([
            cvkit, "--plugin", lib, "preview", "spiral", "--items", "4", "--size", "200x200", "--param", "angleStep=90", "--format", "json",
        ])
        #expect(preview.status == 0)
        #expect(
            preview.output == """
                {
                  "version": 1,
                  "layout": "spiral",
                  "bounds": {"x": 0, "y": 0, "width": 200, "height": 200},
                  "contentSize": {"width": 116, "height": 116},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 58, "y": 38, "width": 40, "height": 40}, "zIndex": 0, "alpha": 1, "hidden": false},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 38, "y": 64, "width": 40, "height": 40}, "zIndex": 0, "alpha": 1, "hidden": false},
                    {"category": "cell", "section": 0, "item": 2, "frame": {"x": 6, "y": \(formatScalar(frames[2].y)), "width": 40, "height": 40}, "zIndex": 0, "alpha": 1, "hidden": false},
                    {"category": "cell", "section": 0, "item": 3, "frame": {"x": \(formatScalar(frames[3].x)), "y": 0, "width": 40, "height": 40}, "zIndex": 0, "alpha": 1, "hidden": false}
                  ]
                }

                """)
        let text = try run([cvkit, "--plugin", lib, "preview", "spiral", "--items", "4", "--size", "200x200", "--format", "text"])
        #expect(text.status == 0 && !text.output.isEmpty)
    }

    /// `cvkit new-plugin Spiral` in a temporary folder: the package builds with zero
    /// warnings, its own tests pass, and cvkit checks and previews its layout.
    @Test func aScaffoldedPluginBuildsTestsChecksAndPreviews() throws {
        let cvkit = try #require(BuildProducts.executable(named: "cvkit"), Comment(rawValue: BuildProducts.missing("cvkit"))).path
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let made = try run([cvkit, "new-plugin", "Spiral", "--path", folder, "--cvkit", repositoryRoot])
        try #require(made.status == 0, "\(made.output)")
        let package = folder + "/Spiral"
        // One build for the library and the tests, then the tests without building again.
        let build = try run(["swift", "build", "--build-tests", "--package-path", package])
        try #require(build.status == 0, "swift build of the scaffolded package failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
        let test = try run(["swift", "test", "--skip-build", "--package-path", package])
        #expect(test.status == 0, "\(test.output)")
        let lib = package + "/.build/debug/libSpiral.so"
        let check = try run([cvkit, "--plugin", lib, "check", "spiral"])
        #expect(check.status == 0 && check.output.hasPrefix("spiral: conformance passed"), "\(check.output)")
        let svg = try run([cvkit, "--plugin", lib, "preview", "spiral", "--items", "3", "--format", "svg"])
        #expect(svg.status == 0 && svg.output.hasPrefix("<svg") && svg.output.contains("</svg>"), "\(svg.output)")
    }
}
