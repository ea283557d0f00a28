import Foundation

// `cvkit list` with hostile plugins on CVKIT_PLUGIN_PATH (the goal "returns within the
// time limit plus 2 s"): a folder of C libraries like the test suite's hostile set — one
// that sleeps for ever in describe, one that traps, one that exits, one that returns NULL,
// text that is not UTF-8, truncated JSON, JSON nested 10,000 deep, a 50 MB descriptor, a
// wrong ABI version — plus a good one, built with `cc` and listed by the release `cvkit`
// beside this benchmark (`Benchmarks/run.sh` builds it) with `--plugin-timeout 2` and a
// fresh cache each run, so every library is scanned. Skipped (with a note on standard
// error) when `cvkit` or `cc` is missing.

/// The time limit the scenario passes to `--plugin-timeout`, in seconds.
let hostileListTimeLimit = 2.0

/// The hostile libraries: name and the body of `cvkit_plugin_describe` (C).
private let hostileDescribeBodies: [(String, String)] = [
    ("good", #"return strdup("{\"layouts\":[{\"name\":\"benchgood\"}]}");"#),
    ("sleepdescribe", "for (;;) sleep(1000);"),
    ("trapdescribe", "*(volatile int *)0 = 0; return 0;"),
    ("exitdescribe", "exit(3);"),
    ("null", "return 0;"),
    ("notutf8", #"return strdup("{\"layouts\":[{\"name\":\"x\",\"summary\":\"\xff\xfe\"}]}");"#),
    ("truncated", #"return strdup("{\"layouts\": [{\"name\": \"t\", \"summ");"#),
    ("deep", "char *s = malloc(20001); memset(s, '[', 10000); memset(s + 10000, ']', 10000); s[20000] = 0; return s;"),
    (
        "huge",
        #"size_t n = 50u << 20; char *s = malloc(n + 1); memset(s, ' ', n); memcpy(s, "{\"layouts\":[]}", 14); s[n] = 0; return s;"#
    ),
]

/// One library's C source; `abi` is what `cvkit_plugin_abi_version` answers.
private func hostileSource(describe: String, abi: Int = 1) -> String {
    """
    #include <stdint.h>
    #include <stdlib.h>
    #include <string.h>
    #include <unistd.h>
    int32_t cvkit_plugin_abi_version(void) { return \(abi); }
    char *cvkit_plugin_describe(void) { \(describe) }
    void *cvkit_plugin_create(const char *c, char **e) { *e = strdup("no"); return 0; }
    char *cvkit_plugin_call(void *l, const char *r) { return strdup("{}"); }
    void cvkit_plugin_destroy(void *l) {}
    void cvkit_plugin_free(char *s) { free(s); }
    """
}

/// Runs a program to its end with standard output and error in files of `folder`;
/// returns the exit status and standard output.
private func runToEnd(_ arguments: [String], environment: [String: String], folder: String) -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = environment
    let out = folder + "/out", err = folder + "/err"
    _ = FileManager.default.createFile(atPath: out, contents: nil)
    _ = FileManager.default.createFile(atPath: err, contents: nil)
    guard let outHandle = FileHandle(forWritingAtPath: out), let errHandle = FileHandle(forWritingAtPath: err) else { return nil }
    process.standardOutput = outHandle
    process.standardError = errHandle
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    try? outHandle.close()
    try? errHandle.close()
    return (process.terminationStatus, (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
}

/// `cvkit list` over the hostile folder: wall time per run (each a fresh scan), with the
/// number of libraries the "failed to load" block names in `values["named"]` and
/// `values["failed"]` set when the list did not end with status 2 and that block.
func hostileListScenario(repeats: Int) -> [Measurement] {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("cvkit").path
    guard FileManager.default.isExecutableFile(atPath: executable) else {
        FileHandle.standardError.write(Data("plugin: hostile list skipped: no \(executable) (Benchmarks/run.sh builds it)\n".utf8))
        return []
    }
    let folder = NSTemporaryDirectory() + "cvkit-bench-hostile-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: folder + "/libs", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    let sources =
        hostileDescribeBodies.map { ($0.0, hostileSource(describe: $0.1)) }
        + [("abi2", hostileSource(describe: #"return strdup("{\"layouts\":[]}");"#, abi: 2))]
    for (name, source) in sources {
        let c = "\(folder)/\(name).c"
        guard (try? source.write(toFile: c, atomically: true, encoding: .utf8)) != nil,
            runToEnd(["cc", "-shared", "-fPIC", "-o", "\(folder)/libs/lib\(name).so", c], environment: environment, folder: folder)?
                .status == 0
        else {
            FileHandle.standardError.write(Data("plugin: hostile list skipped: cannot build lib\(name).so with cc\n".utf8))
            return []
        }
    }
    var samples: [Double] = [], named = 0.0, failed = 0.0, note = ""
    for run in 0..<max(1, repeats) {
        var env = environment
        env["CVKIT_PLUGIN_PATH"] = folder + "/libs"
        env["CVKIT_PLUGIN_CACHE"] = "\(folder)/cache-\(run).json"
        let t0 = nowNanoseconds()
        let result = runToEnd([executable, "--plugin-timeout", format1(hostileListTimeLimit), "list"], environment: env, folder: folder)
        samples.append(Double(nowNanoseconds() - t0))
        let block = result?.output.components(separatedBy: "\nPLUGINS THAT FAILED TO LOAD:\n").last ?? ""
        named = Double(block.split(separator: "\n").filter { $0.hasPrefix("  \(folder)/libs/") }.count)
        if result?.status != 2 || Int(named) != sources.count - 1 || result?.output.contains("\nbenchgood ") != true {
            failed = 1
            note = "status \(result.map { String($0.status) } ?? "none"), \(Int(named)) libraries named"
        }
    }
    return [
        Measurement(
            scenario: "hostile plugins",
            metric: "cvkit list, \(sources.count) libraries, --plugin-timeout \(format1(hostileListTimeLimit))",
            units: 1, samples: samples, peakMemory: peakMemoryBytes(), note: note, values: ["named": named, "failed": failed])
    ]
}
