import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic time in nanoseconds.
func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Peak resident memory of the process in bytes (VmHWM), or 0 where unknown.
func peakMemoryBytes() -> Int {
    guard let f = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, f) != nil {
        let s = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if s.hasPrefix("VmHWM:") {
            let digits = s.filter(\.isNumber)
            return (Int(digits) ?? 0) * 1024
        }
    }
    return 0
}

/// Current resident memory in bytes (VmRSS), or 0 where unknown.
func residentMemoryBytes() -> Int {
    guard let f = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, f) != nil {
        let s = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if s.hasPrefix("VmRSS:") {
            return (Int(s.filter(\.isNumber)) ?? 0) * 1024
        }
    }
    return 0
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// One measured figure: median and p99 of repeated runs, in nanoseconds, per unit.
struct Measurement {
    var scenario: String
    var metric: String
    var units: Int  // items (or operations) the time is divided by for "ns/unit"
    var samples: [Double]  // nanoseconds per run
    var peakMemory: Int
    var note: String = ""
    /// Named figures beside the timing (frame mismatches, bytes held, views created…),
    /// read by the goals table and printed in the JSON.
    var values: [String: Double] = [:]

    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }

    func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded(.up)))
        return sorted[index]
    }
}

/// Runs `body` `repeats` times (after one warm-up unless `warmUp` is false) and records
/// the wall time of each run.
func measure(
    _ scenario: String, _ metric: String, units: Int = 1, repeats: Int, warmUp: Bool = true, note: String = "",
    _ body: () -> Void
) -> Measurement {
    if warmUp { body() }
    var samples: [Double] = []
    samples.reserveCapacity(repeats)
    for _ in 0..<max(1, repeats) {
        let t0 = nowNanoseconds()
        body()
        samples.append(Double(nowNanoseconds() - t0))
    }
    return Measurement(scenario: scenario, metric: metric, units: units, samples: samples, peakMemory: peakMemoryBytes(), note: note)
}

/// The median over rounds of `samples[i] / base[i]`: a paired ratio, so that a slow
/// stretch of the machine, which slows both runs of a round, cancels out (0 when empty).
func medianRatio(_ samples: [Double], over base: [Double]) -> Double {
    let ratios = zip(samples, base).map { $0 / max(1, $1) }.sorted()
    return ratios.isEmpty ? 0 : ratios[ratios.count / 2]
}

/// Formats nanoseconds with a unit: `850 ns`, `12.3 µs`, `4.56 ms`, `1.23 s`.
func formatDuration(_ ns: Double) -> String {
    if ns < 1_000 { return String(format1(ns)) + " ns" }
    if ns < 1_000_000 { return format1(ns / 1_000) + " µs" }
    if ns < 1_000_000_000 { return format1(ns / 1_000_000) + " ms" }
    return format1(ns / 1_000_000_000) + " s"
}

func format1(_ x: Double) -> String {
    guard x.isFinite, abs(x) < 1e15 else { return x.isNaN ? "nan" : x > 0 ? "∞" : "-∞" }
    let scaled = (x * 100).rounded() / 100
    if scaled == scaled.rounded() { return String(Int(scaled)) }
    return String(scaled)
}

func formatBytes(_ b: Int) -> String {
    if b < 1024 * 1024 { return "\(b / 1024) KiB" }
    return format1(Double(b) / 1024 / 1024) + " MiB"
}

/// Prints the measurements as a table (Markdown when `markdown` is true).
func printTable(_ ms: [Measurement], markdown: Bool = false) {
    var rows = [["scenario", "metric", "median", "p99", "ns/unit", "peak mem", "note"]]
    for m in ms {
        rows.append([
            m.scenario, m.metric, formatDuration(m.median), formatDuration(m.p99),
            m.units > 0 ? format1(m.median / Double(m.units)) : "-", m.peakMemory > 0 ? formatBytes(m.peakMemory) : "-", m.note,
        ])
    }
    printRows(rows, markdown: markdown)
}

/// Prints the measurements as one JSON object: `"version"`, `"machine"`, `"results"` and
/// any further top-level sections (already JSON text), in the given order.
func printJSON(_ ms: [Measurement], sections: [(key: String, json: String)] = []) {
    var out = "{\"version\": 1, \"machine\": \(jsonString(machineSummary())), \"results\": ["
    out += ms.map { m in
        "{\"scenario\": \(jsonString(m.scenario)), \"metric\": \(jsonString(m.metric)), \"units\": \(m.units), "
            + "\"medianNanoseconds\": \(jsonNumber(m.median)), \"p99Nanoseconds\": \(jsonNumber(m.p99)), \"runs\": \(m.samples.count), "
            + "\"peakMemoryBytes\": \(m.peakMemory), \"note\": \(jsonString(m.note))"
            + (m.values.isEmpty
                ? ""
                : ", \"values\": {"
                    + m.values.sorted { $0.key < $1.key }.map { "\(jsonString($0.key)): \(jsonNumber($0.value))" }.joined(separator: ", ")
                    + "}")
            + "}"
    }.joined(separator: ", ")
    out += "]"
    for section in sections { out += ", \(jsonString(section.key)): \(section.json)" }
    out += "}"
    print(out)
}

/// A JSON string literal, with quotes, backslashes and control characters escaped.
func jsonString(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case _ where u.value < 0x20:
            out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16)
        default: out.unicodeScalars.append(u)
        }
    }
    return out + "\""
}

/// A JSON number; `null` for NaN and infinities (which JSON cannot spell).
func jsonNumber(_ x: Double) -> String {
    guard x.isFinite else { return "null" }
    return x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
}

/// Prints rows as an aligned text table (or a Markdown table), the first row being the header.
func printRows(_ rows: [[String]], markdown: Bool = false) {
    guard let header = rows.first else { return }
    if markdown {
        for (n, r) in rows.enumerated() {
            print("| " + r.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
            if n == 0 { print("|" + String(repeating: " --- |", count: header.count)) }
        }
        return
    }
    var widths = [Int](repeating: 0, count: header.count)
    for r in rows { for (i, c) in r.enumerated() where i < widths.count { widths[i] = max(widths[i], c.count) } }
    for (n, r) in rows.enumerated() {
        let line = r.enumerated().map {
            $0.element.padding(toLength: widths[min($0.offset, widths.count - 1)], withPad: " ", startingAt: 0)
        }
        print(line.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        if n == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
}

/// The machine and its load: architecture, online cores, load averages (1, 5, 15 min).
func machineSummary() -> String {
    var name = utsname()
    uname(&name)
    let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    let load =
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
    return "\(machine), \(cores) cores, load average \(load)"
}

/// Writes a line to standard error (progress and usage errors; stdout keeps only results).
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Runs an executable to its end and collects its standard output.
///
/// - Parameters:
///   - executable: The executable's path.
///   - arguments: Its arguments.
///   - standardError: Where its standard error goes.
/// - Returns: Its exit status and its output, or the error that kept it from starting.
func runCollectingOutput(_ executable: String, _ arguments: [String], standardError: FileHandle) -> Result<
    (status: Int32, output: String), any Error
> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = standardError
    do {
        try process.run()
    } catch {
        return .failure(error)
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return .success((process.terminationStatus, String(decoding: data, as: UTF8.self)))
}
