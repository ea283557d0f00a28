import CVKitTestSupport
import Foundation
import Geometry
import LayoutProtocol
import LayoutRegistry
import Testing

/// Runs a program and returns its exit status and its standard output and error.
@discardableResult
func run(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil) throws -> (status: Int32, output: String)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    // cvkit's plugin cache goes to a file of this test run, not the user's cache folder.
    process.environment = ProcessInfo.processInfo.environment.merging(["CVKIT_PLUGIN_CACHE": testPluginCache]) { $1 }
        .merging(environment ?? [:]) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The plugin cache of the cvkit processes the tests start (unless a test names another).
let testPluginCache = NSTemporaryDirectory() + "cvkit-plugin-tests-cache-\(ProcessInfo.processInfo.processIdentifier).json"

/// A fresh temporary folder, removed by the caller.
func makeTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "cvkit-plugin-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Compiles C source into a shared library with `cc -shared`.
func buildCLibrary(_ source: String, named name: String, in folder: String) throws -> String {
    let c = folder + "/" + name + ".c", lib = folder + "/lib" + name + ".so"
    try source.write(toFile: c, atomically: true, encoding: .utf8)
    let (status, output) = try run(["cc", "-shared", "-fPIC", "-o", lib, c])
    #expect(status == 0, "cc failed: \(output)")
    return lib
}

/// A complete plugin written in C: one layout, `cstrip`, a row of 10×10 cells. It
/// answers by looking at the operation name only, which is enough to prove the boundary
/// is plain C and data.
let cPluginSource = #"""
    #include <stdint.h>
    #include <stdlib.h>
    #include <string.h>
    #include <stdio.h>
    #include <signal.h>
    #include <unistd.h>
    #ifndef DESCRIBE_BODY
    #define DESCRIBE_BODY return strdup(DESCRIPTOR);
    #endif
    #ifndef CREATE_HOOK
    #define CREATE_HOOK
    #endif
    #ifndef CALL_HOOK
    #define CALL_HOOK
    #endif
    int32_t cvkit_plugin_abi_version(void) { return ABI; }
    char *cvkit_plugin_describe(void) { DESCRIBE_BODY }
    typedef struct { int count; } strip;
    void *cvkit_plugin_create(const char *config, char **error) {
        CREATE_HOOK
        const char *counts = strstr(config, "\"itemCounts\":[");
        if (!counts) { *error = strdup("no itemCounts"); return NULL; }
        strip *s = malloc(sizeof(strip));
        s->count = atoi(counts + 14);
        return s;
    }
    char *cvkit_plugin_call(void *layout, const char *request) {
        strip *s = layout;
        CALL_HOOK
        char buffer[4096];
        if (strstr(request, "\"op\":\"prepare\"")) {
            snprintf(buffer, sizeof buffer, "{\"contentSize\":{\"width\":%d,\"height\":10},\"futureKey\":[1,2]}", s->count * 10);
        } else if (strstr(request, "\"op\":\"elements\"")) {
            int n = snprintf(buffer, sizeof buffer, "{\"elements\":[");
            for (int i = 0; i < s->count && i < 50; i++)
                n += snprintf(buffer + n, sizeof buffer - n, "%s{\"category\":\"cell\",\"indexPath\":[0,%d],\"frame\":{\"x\":%d,\"y\":0,\"width\":10,\"height\":10}}", i ? "," : "", i, i * 10);
            snprintf(buffer + n, sizeof buffer - n, "]}");
        } else if (strstr(request, "\"op\":\"item\"")) {
            snprintf(buffer, sizeof buffer, "{\"element\":{\"category\":\"cell\",\"indexPath\":[0,0],\"frame\":{\"x\":0,\"y\":0,\"width\":10,\"height\":10},\"alpha\":0.5,\"zIndex\":3,\"transform\":[2,0,0,0,0,2,0,0,0,0,1,0,0,0,0,1]}}");
        } else {
            snprintf(buffer, sizeof buffer, "{\"error\":{\"case\":\"unsupportedOperation\",\"message\":\"no\"}}");
        }
        return strdup(buffer);
    }
    void cvkit_plugin_destroy(void *layout) { free(layout); }
    void cvkit_plugin_free(char *string) { free(string); }
    """#

let cDescriptor =
    #"{"abi":1,"plugin":"CStrip","layouts":[{"name":"cstrip","summary":"A row of cells, in C","details":"d","parameters":[{"name":"gap","type":"number","default":"2","range":[0,10],"help":"gap"},{"name":"mode","type":"enumeration","cases":["a","b"],"default":"b","help":"m"}],"futureKey":true}]}"#

/// The C plugin with an ABI version and a descriptor, as C preprocessor definitions,
/// and optionally C statements that replace the body of `cvkit_plugin_describe` or run
/// first in `cvkit_plugin_create` or `cvkit_plugin_call` (one line each).
func cPlugin(abi: Int = 1, descriptor: String = cDescriptor, describe: String? = nil, create: String? = nil, call: String? = nil)
    -> String
{
    let escaped = descriptor.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    var hooks = ""
    if let describe { hooks += "#define DESCRIBE_BODY \(describe)\n" }
    if let create { hooks += "#define CREATE_HOOK \(create)\n" }
    if let call { hooks += "#define CALL_HOOK \(call)\n" }
    return "#define ABI \(abi)\n#define DESCRIPTOR \"\(escaped)\"\n" + hooks + cPluginSource
}

@Suite("Loading out-of-tree plugins")
struct PluginLoaderTests {
    @Test func aPluginWrittenInCLoadsAndLaysOut() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = try buildCLibrary(cPlugin(), named: "cstrip", in: folder)
        let descriptors = try PluginLoader.load(path: lib)
        #expect(descriptors.map(\.name) == ["cstrip"])
        let d = try #require(descriptors.first)
        #expect(d.summary == "A row of cells, in C")
        #expect(d.origin == lib + " (CStrip)")
        #expect(
            d.parameters == [
                ParameterSpec(name: "gap", type: .number, defaultValue: .number(2), range: 0...10, help: "gap"),
                ParameterSpec(name: "mode", type: .enumeration(["a", "b"]), defaultValue: .enumeration("b"), help: "m"),
            ])
        let catalog = LayoutCatalog()
        try catalog.register(d)
        let instance = try catalog.makeLayout(named: "cstrip", parameters: ["gap": "3"], itemCounts: [4])
        instance.layout.host = instance.makeHost(itemCounts: [4], bounds: Rect(x: 0, y: 0, width: 100, height: 10))
        try instance.layout.prepareIfNeeded()
        #expect(instance.layout.contentSize == Size(width: 40, height: 10))
        #expect(
            instance.layout.layoutAttributesForElements(in: instance.layout.contentRect).map(\.frame)
                == (0..<4).map {
                    Rect(x: Double($0) * 10, y: 0, width: 10, height: 10)
                })
        var expected = LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        expected.alpha = 0.5
        expected.zIndex = 3
        expected.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
        #expect(instance.layout.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0)) == expected)
        // An operation this (older) plugin does not know: the base class's answer.
        #expect(instance.layout.targetContentOffset(forProposedContentOffset: Point(x: 7, y: 1)) == Point(x: 7, y: 1))
        #expect(!instance.layout.shouldInvalidateLayout(forBoundsChange: .zero))
        #expect((instance.layout as? PluginLayout)?.lastPluginError == "no")
        // Loading twice is fine (the library is already loaded).
        #expect(try PluginLoader.load(path: lib).map(\.name) == ["cstrip"])
    }

    @Test func aWrongABIVersionIsRejectedWithAClearMessage() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = try buildCLibrary(cPlugin(abi: 99), named: "future", in: folder)
        #expect(
            throws: LayoutRegistryError.pluginLoadFailed(
                path: lib,
                reason:
                    "plugin ABI version 99 is not supported (this cvkit supports version 1); rebuild the plugin against a matching CVKit")
        ) { try PluginLoader.load(path: lib) }
        let error = LayoutRegistryError.pluginLoadFailed(
            path: "/p/libx.so",
            reason: "plugin ABI version 99 is not supported (this cvkit supports version 1); rebuild the plugin against a matching CVKit")
        #expect(
            error.description
                == "cannot load plugin '/p/libx.so': plugin ABI version 99 is not supported (this cvkit supports version 1); rebuild the plugin against a matching CVKit"
        )
    }

    @Test func cvkitListsAWrongABIVersionAmongTheFailuresAndExits2() throws {
        let cvkit = try #require(BuildProducts.executable(named: "cvkit"), Comment(rawValue: BuildProducts.missing("cvkit"))).path
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = try buildCLibrary(cPlugin(abi: 2), named: "newer", in: folder)
        let block = """

            PLUGINS THAT FAILED TO LOAD:
              \(lib): plugin ABI version 2 is not supported (this cvkit supports version 1); rebuild the plugin against a matching CVKit

            """
        let cache = ["CVKIT_PLUGIN_CACHE": folder + "/cache.json"]
        let flag = try run([cvkit, "--plugin", lib, "list"], environment: cache)
        #expect(flag.status == 2)
        #expect(flag.output.hasSuffix(block) && flag.output.contains("\nflow "), "\(flag.output)")
        let environment = try run([cvkit, "list"], environment: cache.merging(["CVKIT_PLUGIN_PATH": folder]) { $1 })
        #expect(environment.status == 2 && environment.output.hasSuffix(block))
        // The C plugin of the right version shows up in the list, with its origin.
        let good = try buildCLibrary(cPlugin(), named: "cstrip", in: folder)
        let list = try run([cvkit, "--plugin", good, "list"], environment: cache)
        #expect(list.status == 0)
        #expect(list.output.contains("cstrip  ") && list.output.contains("\(good) (CStrip)"))
    }

    @Test func eachLoadFailureSaysWhichStepFailed() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: LayoutRegistryError.pluginLoadFailed(path: folder + "/none.so", reason: "no such file")) {
            try PluginLoader.load(path: folder + "/none.so")
        }
        #expect(
            throws: LayoutRegistryError.pluginLoadFailed(
                path: folder, reason: "it is a folder; name a .so or .dylib file, or list the folder in CVKIT_PLUGIN_PATH")
        ) { try PluginLoader.load(path: folder) }

        let text = folder + "/text.so"
        try "not a library".write(toFile: text, atomically: true, encoding: .utf8)
        do {
            _ = try PluginLoader.load(path: text)
            Issue.record("a text file loaded")
        } catch {
            guard case .pluginLoadFailed(let path, let reason) = error else { throw error }
            #expect(path == text)
            #expect(reason.hasPrefix("not a loadable shared library ("))
        }

        let bare = try buildCLibrary("int nothing(void) { return 0; }", named: "bare", in: folder)
        #expect(
            throws: LayoutRegistryError.pluginLoadFailed(
                path: bare, reason: "missing entry point cvkit_plugin_abi_version; is it a CVKit layout plugin? (see Docs/PluginABI.md)")
        ) { try PluginLoader.load(path: bare) }

        let half = try buildCLibrary(
            "#include <stdint.h>\nint32_t cvkit_plugin_abi_version(void) { return 1; }\nchar *cvkit_plugin_describe(void) { return 0; }",
            named: "half", in: folder)
        #expect(
            throws: LayoutRegistryError.pluginLoadFailed(
                path: half, reason: "missing entry points cvkit_plugin_create, cvkit_plugin_call, cvkit_plugin_destroy, cvkit_plugin_free")
        ) { try PluginLoader.load(path: half) }

        let cases: [(String, String)] = [
            (#"{"layouts": [}"#, "malformed descriptor JSON: $: expected JSON (line 1, column 14: expected a value, found '}')"),
            (#"{"abi": 1}"#, "malformed descriptor JSON: $.layouts: expected an array"),
            (
                #"{"layouts": [{"summary": "x"}]}"#,
                "malformed descriptor JSON: $.layouts[0].name: expected a name of 1 to 64 ASCII letters, digits, '-', '_' or '.'"
            ),
            (
                #"{"layouts": [{"name": "x", "parameters": [{"name": "p", "type": "colour", "default": "red"}]}]}"#,
                "malformed descriptor JSON: $.layouts[0].parameters[0].type: expected one of number, integer, bool, size, point, insets, enumeration, string"
            ),
            (
                #"{"layouts": [{"name": "x", "parameters": [{"name": "p", "type": "integer", "default": "20", "range": [0, 10]}]}]}"#,
                "malformed descriptor JSON: $.layouts[0].parameters[0].default: expected a valid integer value (value 20 for parameter 'p' is out of range 0...10)"
            ),
        ]
        for (i, (json, reason)) in cases.enumerated() {
            let lib = try buildCLibrary(cPlugin(descriptor: json), named: "bad\(i)", in: folder)
            #expect(throws: LayoutRegistryError.pluginLoadFailed(path: lib, reason: reason)) { try PluginLoader.load(path: lib) }
        }
    }

    @Test func searchPathsExpandArgumentsAndTheEnvironment() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["b.so", "a.dylib", "readme.txt", "c.so.bak"] {
            try "".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder + "/sub.so", withIntermediateDirectories: true)
        let paths = PluginLoader.searchPaths(
            arguments: ["cvkit", "--plugin", "/x/one.so", "list", "--plugin=/x/two.so", "--plugin"],
            environment: ["CVKIT_PLUGIN_PATH": "\(folder)::/x/one.so:/x/three.so", "OTHER": "/y.so"])
        #expect(paths == ["/x/one.so", "/x/two.so", folder + "/a.dylib", folder + "/b.so", "/x/three.so"])
        #expect(PluginLoader.searchPaths(arguments: ["cvkit", "list"], environment: [:]).isEmpty)
    }

    @Test func loadAllRegistersEveryPluginAndReportsTheFirstFailure() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = try buildCLibrary(cPlugin(), named: "cstrip", in: folder)
        let catalog = LayoutCatalog()
        let registered = try PluginLoader.loadAll(arguments: ["cvkit", "--plugin", lib], environment: [:], into: catalog)
        #expect(registered.map(\.name) == ["cstrip"] && catalog.names == ["cstrip"])
        #expect(throws: LayoutRegistryError.duplicateName("cstrip", existingOrigin: lib + " (CStrip)")) {
            try PluginLoader.loadAll(arguments: [], environment: ["CVKIT_PLUGIN_PATH": folder], into: catalog)
        }
        #expect(throws: LayoutRegistryError.pluginLoadFailed(path: "/nowhere/x.so", reason: "no such file")) {
            try PluginLoader.loadAll(arguments: ["--plugin", "/nowhere/x.so"], environment: [:], into: LayoutCatalog())
        }
    }
}
