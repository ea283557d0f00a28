import CVKitTestSupport
import Foundation
import Testing

/// The C plugin with its layout renamed.
func renamed(_ layout: String) -> String { cDescriptor.replacingOccurrences(of: #""cstrip""#, with: "\"\(layout)\"") }

/// One `elements` reply with a single cell whose frame is `frame` (JSON text).
func elementsReply(frame: String) -> String {
    #"if (strstr(request, "\"op\":\"elements\"")) return strdup("{\"elements\":[{\"category\":\"cell\",\"indexPath\":[0,0],\"frame\":"#
        + frame.replacingOccurrences(of: "\"", with: "\\\"") + #"}]}");"#
}

/// Hostile plugins, each a library of its own: the case, its C source, and the reason
/// `cvkit` gives when it fails to load (`nil`: it loads, and misbehaves later).
let hostilePlugins: [(name: String, source: String, reason: String?)] = [
    (
        "abi2", cPlugin(abi: 2, descriptor: renamed("abi2")),
        "plugin ABI version 2 is not supported (this cvkit supports version 1); rebuild the plugin against a matching CVKit"
    ),
    (
        "half",
        "#include <stdint.h>\nint32_t cvkit_plugin_abi_version(void) { return 1; }\nchar *cvkit_plugin_describe(void) { return 0; }",
        "missing entry points cvkit_plugin_create, cvkit_plugin_call, cvkit_plugin_destroy, cvkit_plugin_free"
    ),
    ("null", cPlugin(describe: "return NULL;"), "cvkit_plugin_describe returned NULL"),
    (
        "notutf8", cPlugin(describe: #"return strdup("{\"layouts\":[{\"name\":\"x\",\"summary\":\"\xff\xfe\"}]}");"#),
        "cvkit_plugin_describe returned text that is not UTF-8"
    ),
    (
        "truncated", cPlugin(descriptor: #"{"layouts": [{"name": "truncated", "summ"#),
        "malformed descriptor JSON: $: expected JSON (line 1, column 41: unterminated string)"
    ),
    (
        "deep", cPlugin(describe: "char *s = malloc(20001); memset(s, '[', 10000); memset(s + 10000, ']', 10000); s[20000] = 0; return s;"),
        "malformed descriptor JSON: $: expected JSON (line 1, column 257: nesting deeper than 256 levels)"
    ),
    (
        "huge",
        cPlugin(
            describe:
                #"size_t n = 50u << 20; char *s = malloc(n + 1); memset(s, ' ', n); memcpy(s, "{\"layouts\":[]}", 14); s[n] = 0; return s;"#
        ),
        "cvkit_plugin_describe returned 52428800 bytes; the limit is 16777216"
    ),
    (
        "dupbuiltin", cPlugin(descriptor: renamed("flow")),
        "layout 'flow' refused: the name is already taken by built-in; the first one registered keeps it"
    ),
    (
        "trapdescribe", cPlugin(describe: "*(volatile int *)0 = 0; return NULL;"),
        "the scan crashed with signal SIGSEGV in cvkit_plugin_describe"
    ),
    (
        "sleepdescribe", cPlugin(describe: "for (;;) sleep(1000);"),
        "did not answer within the time limit of 2 s in cvkit_plugin_describe (see --plugin-timeout)"
    ),
    ("exitdescribe", cPlugin(describe: "exit(3);"), "the scan exited with status 3 in cvkit_plugin_describe"),
    (
        "badname", cPlugin(descriptor: renamed("two words")),
        "malformed descriptor JSON: $.layouts[0].name: expected a name of 1 to 64 ASCII letters, digits, '-', '_' or '.'"
    ),
    (
        "escapes",
        cPlugin(
            descriptor: cDescriptor.replacingOccurrences(of: "A row of cells, in C", with: #"\u001b[2J"#).replacingOccurrences(
                of: #""cstrip""#, with: #""escapes""#)),
        "malformed descriptor JSON: $.layouts[0].summary: expected text without control characters"
    ),
    // These load; they misbehave when used.
    (
        "stdoutdescribe",
        cPlugin(descriptor: renamed("stdoutdescribe"), describe: #"printf("garbage from describe\n"); return strdup(DESCRIPTOR);"#), nil
    ),
    ("nanframes", cPlugin(descriptor: renamed("nanframes"), call: elementsReply(frame: #"{"x":nan,"y":0,"width":10,"height":10}"#)), nil),
    ("infframes", cPlugin(descriptor: renamed("infframes"), call: elementsReply(frame: #"{"x":1e999,"y":0,"width":10,"height":10}"#)), nil),
    ("negframes", cPlugin(descriptor: renamed("negframes"), call: elementsReply(frame: #"{"x":0,"y":0,"width":-5,"height":10}"#)), nil),
    (
        "hugeframes", cPlugin(descriptor: renamed("hugeframes"), call: elementsReply(frame: #"{"x":1e300,"y":0,"width":10,"height":10}"#)),
        nil
    ),
    ("wrongelement", cPlugin(descriptor: renamed("wrongelement")), nil),
    ("trapcreate", cPlugin(descriptor: renamed("trapcreate"), create: "abort();"), nil),
    ("trapcall", cPlugin(descriptor: renamed("trapcall"), call: #"if (strstr(request, "\"op\":\"prepare\"")) __builtin_trap();"#), nil),
    (
        "sleepcall", cPlugin(descriptor: renamed("sleepcall"), call: #"if (strstr(request, "\"op\":\"prepare\"")) for (;;) sleep(1000);"#),
        nil
    ),
    ("stdoutcall", cPlugin(descriptor: renamed("stdoutcall"), call: #"printf("garbage from call\n");"#), nil),
]

/// The hostile libraries, built once into a folder shared by the tests (with the good C
/// plugin, `libcstrip.so`, and a second library that also names its layout `cstrip`).
let hostileFolder: String = {
    let folder = NSTemporaryDirectory() + "cvkit-hostile-plugins-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, source, _) in hostilePlugins { _ = try? buildCLibrary(source, named: name, in: folder) }
    _ = try? buildCLibrary(cPlugin(), named: "cstrip", in: folder)
    _ = try? buildCLibrary(cPlugin(), named: "dupplugin", in: folder)
    return folder
}()

/// Runs the built `cvkit` with a plugin cache of its own and returns status, standard
/// output and standard error apart.
func cvkit(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let executable = try #require(BuildProducts.executable(named: "cvkit"), Comment(rawValue: BuildProducts.missing("cvkit")))
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = FileManager.default.createFile(atPath: folder + "/out", contents: nil)
    _ = FileManager.default.createFile(atPath: folder + "/err", contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/out"))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/err"))
    try process.run()
    process.waitUntilExit()
    let out = try String(contentsOfFile: folder + "/out", encoding: .utf8),
        err = try String(contentsOfFile: folder + "/err", encoding: .utf8)
    return (process.terminationStatus, out, err)
}

@Suite("Hostile plugins are contained and named")
struct HostilePluginTests {
    let folder = hostileFolder

    func environment(cache: String) -> [String: String] {
        ["CVKIT_PLUGIN_PATH": folder, "CVKIT_PLUGIN_CACHE": cache]
    }

    @Test func listNamesEveryHostileLibraryAndListsEveryOtherLayout() throws {
        let scratch = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let builtIn = try cvkit(["list"], environment: [:])
        let start = Date()
        let list = try cvkit(["--plugin-timeout", "2", "list"], environment: environment(cache: scratch + "/cache.json"))
        let elapsed = Date().timeIntervalSince(start)
        #expect(list.status == 2)
        #expect(list.stderr == "")
        // Every built-in layout, and every layout of a library that loaded.
        let names = Set(
            list.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.dropFirst().map {
                String($0.prefix { $0 != " " })
            })
        let builtInNames = Set(builtIn.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) })
        let loaded = hostilePlugins.filter { $0.reason == nil }.map(\.name)
        #expect(names == builtInNames.union(loaded).union(["cstrip"]))
        #expect(!list.stdout.contains("garbage"))
        // The block, in the order of the folder's files, each with its reason.
        var expected = hostilePlugins.compactMap { p in p.reason.map { ("\(folder)/lib\(p.name).so", $0) } }
        expected.append(
            (
                "\(folder)/libdupplugin.so",
                "layout 'cstrip' refused: the name is already taken by \(folder)/libcstrip.so (CStrip); the first one registered keeps it"
            ))
        let block = "\nPLUGINS THAT FAILED TO LOAD:\n" + expected.sorted { $0.0 < $1.0 }.map { "  \($0.0): \($0.1)\n" }.joined()
        #expect(list.stdout.hasSuffix(block), "\(list.stdout)")
        // The scans ran side by side: one time limit in all, not one per hostile library.
        // (The goal is the limit plus 2 s; the margin is for a loaded machine.)
        #expect(elapsed < 2 + 20)
    }
}
