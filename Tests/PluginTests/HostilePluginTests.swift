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
        let list = try cvkit(["--plugin-timeout", "2", "list"], environment: environment(cache: scratch + "/cache.json"))
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
        // How long the list takes (the time limit plus 2 s is the goal) is not asserted
        // here: a test never asserts wall time; the sleeping libraries' "time limit"
        // reasons in the block show the limit was applied.
    }
}

/// The signal `__builtin_trap()` raises.
#if arch(x86_64)
    let trapSignal = "SIGILL"
#else
    let trapSignal = "SIGTRAP"
#endif

@Suite("Hostile plugins at work: refused replies, contained crashes and hangs")
struct HostilePluginCallTests {
    let folder = hostileFolder

    /// `cvkit --plugin LIB ARGUMENTS` with a cache of its own.
    func run(_ library: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let scratch = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        return try cvkit(
            ["--plugin-timeout", "2", "--plugin", "\(folder)/lib\(library).so"] + arguments,
            environment: ["CVKIT_PLUGIN_CACHE": scratch + "/cache.json"])
    }

    @Test(arguments: [
        ("nanframes", "$: expected JSON (line 1, column 64: expected a value, found 'n')"),
        ("infframes", "$: expected JSON (line 1, column 64: the number 1e999 is too large)"),
        ("negframes", "elements[0].frame.width: expected a finite number from 0 to 1e15"),
        ("hugeframes", "elements[0].frame.x: expected a finite number from -1e15 to 1e15"),
    ])
    func badFramesNeverReachTheOutput(layout: String, problem: String) throws {
        let message = "Error: plugin '\(folder)/lib\(layout).so' sent a malformed reply for layout '\(layout)': \(problem)\n"
        for format in ["svg", "json"] {
            #expect(try run(layout, ["preview", layout, "--format", format]) == (1, "", message))
            #expect(try run(layout, ["preview", layout, "--format", format, "--isolate"]) == (1, "", message))
        }
        #expect(try run(layout, ["check", layout]) == (1, "", message))
        #expect(try run(layout, ["bench", layout, "--runs", "1", "--items", "10"]) == (1, "", message))
        #expect(try run(layout, ["scroll", layout, "--items", "10"]) == (1, "", message))
        #expect(try run(layout, ["scroll", layout, "--items", "10", "--isolate"]) == (1, "", message))
    }

    @Test func aPluginScrollsInProcessAndIsolatedAlike() throws {
        // The C plugin's strip runs sideways (ten points an item), and its replies hold a few
        // dozen elements at most: a narrow view.
        let arguments = ["scroll", "cstrip", "--items", "30", "--size", "150x10", "--fling", "2000", "--timing", "none"]
        let inProcess = try run("cstrip", arguments), isolated = try run("cstrip", arguments + ["--isolate"])
        #expect(inProcess.status == 0 && inProcess.stderr.isEmpty, "\(inProcess.stderr)")
        #expect(inProcess.stdout.hasPrefix("scroll cstrip: 30 items, viewport 150x10, horizontal, 60 Hz"))
        #expect(isolated.status == 0 && isolated.stdout == inProcess.stdout, "\(isolated.stderr)")
    }

    @Test func theWrongElementFailsTheCheck() throws {
        let lib = "\(folder)/libwrongelement.so"
        #expect(
            try run("wrongelement", ["check", "wrongelement"])
                == (1, "", "Error: plugin '\(lib)' answered 'item' of layout 'wrongelement' for cell [0, -1] with cell [0, 0]\n"))
    }

    @Test func trapsAndHangsInIsolatedCallsBecomeOneLineErrors() throws {
        let create = "\(folder)/libtrapcreate.so", call = "\(folder)/libtrapcall.so", sleep = "\(folder)/libsleepcall.so"
        let createError =
            "Error: cannot configure layout 'trapcreate': plugin '\(create)' failed in 'create': its isolated process crashed with signal SIGABRT\n"
        #expect(try run("trapcreate", ["preview", "trapcreate", "--isolate"]) == (1, "", createError))
        #expect(try run("trapcreate", ["check", "trapcreate"]) == (1, "", createError))
        let callError =
            "Error: plugin '\(call)' failed in 'prepare' of layout 'trapcall': its isolated process crashed with signal \(trapSignal)\n"
        #expect(try run("trapcall", ["preview", "trapcall", "--isolate"]) == (1, "", callError))
        #expect(try run("trapcall", ["check", "trapcall"]) == (1, "", callError))
        #expect(try run("trapcall", ["bench", "trapcall", "--isolate", "--runs", "1"]) == (1, "", callError))
        #expect(try run("trapcall", ["scroll", "trapcall", "--isolate"]) == (1, "", callError))
        let sleepError =
            "Error: plugin '\(sleep)' failed in 'prepare' of layout 'sleepcall': did not answer within the time limit of 2 s (see --plugin-timeout)\n"
        #expect(try run("sleepcall", ["preview", "sleepcall", "--isolate"]) == (1, "", sleepError))
        // Every other layout still works beside them.
        #expect(try run("trapcall", ["preview", "list", "--items", "2", "--format", "json"]).status == 0)
    }

    @Test func transitionAndDescribeTakeIsolateToo() throws {
        let call = "\(folder)/libtrapcall.so", sleep = "\(folder)/libsleepcall.so", nan = "\(folder)/libnegframes.so"
        let callError =
            "Error: plugin '\(call)' failed in 'prepare' of layout 'trapcall': its isolated process crashed with signal \(trapSignal)\n"
        #expect(try run("trapcall", ["transition", "trapcall", "list", "--isolate"]) == (1, "", callError))
        #expect(try run("trapcall", ["transition", "list", "trapcall", "--isolate", "--format", "json"]) == (1, "", callError))
        let sleepError =
            "Error: plugin '\(sleep)' failed in 'prepare' of layout 'sleepcall': did not answer within the time limit of 2 s (see --plugin-timeout)\n"
        #expect(try run("sleepcall", ["transition", "list", "sleepcall", "--isolate"]) == (1, "", sleepError))
        // A refused reply fails the transition instead of being drawn, isolated or not.
        let refused =
            "Error: plugin '\(nan)' sent a malformed reply for layout 'negframes': elements[0].frame.width: expected a finite number from 0 to 1e15\n"
        #expect(try run("negframes", ["transition", "negframes", "list", "--format", "svg", "--isolate"]) == (1, "", refused))
        #expect(try run("negframes", ["transition", "negframes", "list", "--format", "svg"]) == (1, "", refused))
        // describe never runs a layout: the descriptor comes from the scan, so a library
        // that traps in its calls is described, with or without --isolate.
        let described = try run("trapcall", ["describe", "trapcall", "--isolate"])
        #expect(described.status == 0 && described.stderr == "")
        #expect(described.stdout.hasPrefix("trapcall — A row of cells, in C\n\nORIGIN: \(call) (CStrip)\n"))
        #expect(described == (try run("trapcall", ["describe", "trapcall"])))
        // A library that traps in describe is named, and its layout is unknown.
        let trapped = try run("trapdescribe", ["describe", "trapdescribe", "--isolate"])
        #expect(trapped.status == 64)
        #expect(
            trapped.stderr.hasPrefix(
                "warning: plugin '\(folder)/libtrapdescribe.so' was not loaded: the scan crashed with signal SIGSEGV in cvkit_plugin_describe\n"
            ))
    }

    @Test func whatAPluginPrintsNeverReachesTheOutput() throws {
        let inProcess = try run("stdoutcall", ["preview", "stdoutcall", "--items", "2", "--format", "json"])
        let isolated = try run("stdoutcall", ["preview", "stdoutcall", "--items", "2", "--format", "json", "--isolate"])
        #expect(inProcess.status == 0 && isolated.status == 0)
        #expect(inProcess.stdout == isolated.stdout)
        #expect(inProcess.stdout.hasPrefix("{\n  \"version\": 1,\n  \"layout\": \"stdoutcall\","))
        #expect(inProcess.stderr.contains("garbage from call") && !inProcess.stdout.contains("garbage"))
        let describe = try run("stdoutdescribe", ["list"])
        #expect(describe.status == 0 && !describe.stdout.contains("garbage") && describe.stdout.contains("\nstdoutdescribe "))
    }
}

@Suite("The plugin cache")
struct PluginCacheTests {
    /// Runs `cvkit ARGUMENTS` with the hostile folder's good libraries and a trace of
    /// the scans; returns the number of scans and of cache hits.
    func scans(_ arguments: [String], libraries: String, cache: String) throws -> (scanned: Int, cached: Int, status: Int32) {
        let result = try cvkit(
            ["--plugin-timeout", "2"] + arguments,
            environment: ["CVKIT_PLUGIN_PATH": libraries, "CVKIT_PLUGIN_CACHE": cache, "CVKIT_PLUGIN_TRACE": "1"])
        let lines = result.stderr.split(separator: "\n")
        return (
            lines.filter { $0.hasPrefix("cvkit: scanning ") }.count, lines.filter { $0.hasSuffix(": from the cache") }.count,
            result.status
        )
    }

    @Test func theSecondListReadsTheCacheAndAChangedLibraryIsScannedAgain() throws {
        let scratch = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for name in ["cstrip", "trapdescribe", "null"] {
            try FileManager.default.copyItem(atPath: "\(hostileFolder)/lib\(name).so", toPath: "\(scratch)/lib\(name).so")
        }
        let cache = scratch + "/cache/plugins.json"
        #expect(try scans(["list"], libraries: scratch, cache: cache) == (3, 0, 2))
        #expect(try scans(["list"], libraries: scratch, cache: cache) == (0, 3, 2), "a failure is remembered too")
        #expect(try scans(["describe", "cstrip"], libraries: scratch, cache: cache) == (0, 3, 2))
        // A library that changes is scanned again; the others are not.
        try FileManager.default.removeItem(atPath: scratch + "/libnull.so")
        try FileManager.default.copyItem(atPath: "\(hostileFolder)/libcstrip.so", toPath: scratch + "/libnull.so")
        #expect(try scans(["list"], libraries: scratch, cache: cache) == (1, 2, 2))
        // --rescan forgets everything.
        #expect(try scans(["plugins", "--rescan"], libraries: scratch, cache: cache) == (3, 0, 2))
        // A corrupt or foreign cache is ignored and rewritten.
        try "{not json".write(toFile: cache, atomically: true, encoding: .utf8)
        #expect(try scans(["list"], libraries: scratch, cache: cache) == (3, 0, 2))
        #expect(try scans(["list"], libraries: scratch, cache: cache) == (0, 3, 2))
        let text = try String(contentsOfFile: cache, encoding: .utf8)
        try text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 99").write(toFile: cache, atomically: true, encoding: .utf8)
        #expect(try scans(["list"], libraries: scratch, cache: cache) == (3, 0, 2))
    }

    @Test func pluginsShowsStateAndSource() throws {
        let scratch = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let good = "\(hostileFolder)/libcstrip.so", bad = "\(hostileFolder)/libnull.so"
        let result = try cvkit(
            ["--plugin", good, "plugins"], environment: ["CVKIT_PLUGIN_PATH": bad, "CVKIT_PLUGIN_CACHE": scratch + "/c.json"])
        let width = max(good.count, bad.count)
        func padded(_ s: String) -> String { s.padding(toLength: width, withPad: " ", startingAt: 0) }
        #expect(
            result
                == (
                    2,
                    padded("LIBRARY") + "  STATE    SOURCE             LAYOUTS\n"
                        + padded(good) + "  loaded   --plugin           cstrip\n"
                        + padded(bad)
                        + "  failed   CVKIT_PLUGIN_PATH  -\n\nPLUGINS THAT FAILED TO LOAD:\n  \(bad): cvkit_plugin_describe returned NULL\n\n"
                        + "CACHE: \(scratch)/c.json\n", ""
                ))
    }
}
