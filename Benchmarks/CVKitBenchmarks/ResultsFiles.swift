import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--results <folder>`: the run's report as files, so the figures a document shows are
/// the ones the last full run wrote, never copied by hand. `Benchmarks/run.sh` passes
/// `--results Benchmarks/results --plot` on a full run (no `--filter`, no `--quick`).
///
/// - `latest.md`: a header naming the commit, the date and the machine, the plot, then
///   the tables exactly as `--markdown` prints them;
/// - `latest.json`: the object `--json` prints.
struct ResultsFiles {
    /// The folder to write into (created when missing).
    var folder: String
    /// The commit measured (`CVKIT_BENCH_COMMIT`, which run.sh sets), or "unknown".
    var commit: String
    /// When the run ended, `2026-11-28 16:00 UTC`.
    var date: String
    /// The plot, relative to the folder, when the run drew one.
    var plot: String?

    /// The text of `latest.md` around the Markdown report.
    func markdownDocument(report: String) -> String {
        var out = "# Latest full benchmark run\n\n"
        out += "Written by `Benchmarks/run.sh` (`cvkit-bench --results`) at commit `\(commit)`, \(date); "
        out += "do not edit: the next full run rewrites this file and `latest.json`.\n\n"
        if let plot { out += "![ns per item against item count, log-log](\(plot))\n\n" }
        return out + report
    }

    /// Writes `latest.md` and `latest.json`.
    ///
    /// - Throws: The file system's error when the folder cannot be made or a file written.
    func write(markdownReport: String, jsonReport: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(markdownDocument(report: markdownReport).utf8).write(to: URL(fileURLWithPath: folder + "/latest.md"))
        try Data(jsonReport.utf8).write(to: URL(fileURLWithPath: folder + "/latest.json"))
    }

    /// The path from `folder` to `file` when `file` is inside the folder's parent
    /// (`../figures/scaling.svg`), else `file` itself.
    static func relativePath(of file: String, from folder: String) -> String {
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().standardizedFileURL.path
        let target = URL(fileURLWithPath: file).standardizedFileURL.path
        return target.hasPrefix(parent + "/") ? "../" + target.dropFirst(parent.count + 1) : file
    }

    /// The current time as `2026-11-28 16:00 UTC`.
    static func now() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: Date())
    }
}

/// What `body` prints to standard output, captured instead of printed (the report
/// printers write with `print`).
func capturingStandardOutput(_ body: () -> Void) -> String {
    fflush(nil)  // every C stream: print writes through stdout's buffer
    let saved = dup(STDOUT_FILENO)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cvkit-bench-\(getpid())-\(UUID().uuidString)").path
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard saved >= 0, file >= 0 else {
        body()
        return ""
    }
    dup2(file, STDOUT_FILENO)
    body()
    fflush(nil)  // every C stream: print writes through stdout's buffer
    dup2(saved, STDOUT_FILENO)
    close(saved)
    close(file)
    defer { unlink(path) }
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
